import type { Knex } from 'knex';
import type { DatabaseParams } from './database.js';

/**
 * Runs SQL with `?` placeholders and returns its rows. Stores use it where the query builder cannot
 * say what is meant (unnest over arrays, upserts); array bindings go to PostgreSQL as arrays.
 */
export async function queryRows<Row>(db: Knex, sql: string, bindings: readonly unknown[] = []): Promise<Row[]> {
  const result = await db.raw<{ rows: Row[] }>(sql, bindings as unknown as Knex.RawBinding[]);
  return result.rows;
}

interface PooledClient {
  query(config: { name?: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/**
 * Runs a named prepared statement (`$1` placeholders) on a pooled connection: PostgreSQL plans it
 * once per connection, and no query building happens per call. For the hottest reads only.
 * With DB_NAMED_STATEMENTS off (a transaction-mode pooler in between) it goes unnamed, planned per call.
 */
export async function preparedRows<Row>(db: Knex, name: string, text: string, values: readonly unknown[]): Promise<Row[]> {
  return (await preparedQuery<Row>(db, { name, text, values })).rows;
}

/** A `$1`-placeholder statement sent unnamed: planned at every call with its values (no query building either). */
export async function unnamedRows<Row>(db: Knex, text: string, values: readonly unknown[]): Promise<Row[]> {
  return (await preparedQuery<Row>(db, { text, values })).rows;
}

/** The same for a library's query object (`name` optional), answering as node-postgres does. */
export async function preparedQuery<Row>(db: Knex, query: { name?: string; text: string; values?: readonly unknown[] }): Promise<{ rows: Row[]; rowCount: number | null }> {
  const { name, text } = query;
  const values = query.values ?? [];
  const client = db.client as { config: { userParams?: Partial<DatabaseParams> }; acquireConnection(): Promise<PooledClient>; releaseConnection(connection: PooledClient): Promise<void> };
  const named = client.config.userParams?.namedStatements !== false;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query(named && name ? { name, text, values } : { text, values })) as { rows: Row[]; rowCount: number | null };
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * Lets this transaction commit without waiting for its WAL to reach disk (`synchronous_commit = off`
 * for it alone). Only for work whose caller later waits with `walFlushed` before it reports success:
 * a PostgreSQL crash in between loses these commits, and the caller never said they were done.
 */
export async function commitWithoutWaitingForDisk(trx: Knex.Transaction): Promise<void> {
  await trx.raw('set local synchronous_commit = off');
}

/**
 * Resolves once everything committed before it is on disk: a transaction that commits a transaction
 * id with the usual synchronous commit, whose flush takes every earlier commit's WAL with it.
 */
export async function walFlushed(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('select txid_current()');
  });
}
