import type { Knex } from 'knex';

const TABLES = ['clients', 'api_keys', 'catalogue_products', 'subscriptions'];

/**
 * A fingerprint of every row the API can change (and of the job queue), to prove a refused
 * request changed nothing.
 */
export async function snapshot(knex: Knex): Promise<string> {
  const parts = await Promise.all(
    [...TABLES.map((table) => `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
      `select count(*)::text as h from graphile_worker.jobs`].map(async (sql) => {
      const result = await knex.raw<{ rows: { h: string }[] }>(sql);
      return result.rows[0]?.h ?? '';
    }),
  );
  return parts.join(':');
}
