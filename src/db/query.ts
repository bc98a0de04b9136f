import type { Knex } from 'knex';

/**
 * Runs SQL with `?` placeholders and returns its rows. Stores use it where the query builder cannot
 * say what is meant (unnest over arrays, upserts); array bindings go to PostgreSQL as arrays.
 */
export async function queryRows<Row>(db: Knex, sql: string, bindings: readonly unknown[] = []): Promise<Row[]> {
  const result = (await db.raw(sql, bindings as unknown as Knex.RawBinding[])) as { rows: Row[] };
  return result.rows;
}
