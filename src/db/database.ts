import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.js';
import { lowerBackendToProcessPriority } from './backend-priority.js';

// bigint ids and counts fit in a JS number for this service's sizes; strings would leak into JSON.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export const EMBEDDED_DATABASE = 'pss';

export interface Database {
  knex: Knex;
  /** Connection string, for graphile-worker and pg-copy-streams. */
  url: string;
  close(): Promise<void>;
}

/** No statement may run longer than this: a stuck query must not hold a connection forever. */
const STATEMENT_TIMEOUT_MS = 60_000;
/**
 * A new connection must be established within this long. Without it a connection attempt that the
 * server never answers (a postmaster starting or stopping) holds a place in the pool for tarn's
 * default 30 s, and requests and /readyz fail for that long after the database is back.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** Where Knex reports pool trouble; by default nowhere, so it never writes plain text to the console. */
export type KnexLog = (level: 'warn' | 'error', message: string) => void;

/** Settings of ours that travel with the Knex instance (its `userParams`), read where the statements are run (db/query.ts). */
export interface DatabaseParams {
  /** False behind a transaction-mode pooler: named prepared statements are then sent unnamed. */
  namedStatements: boolean;
}

export function createKnex(url: string, poolMax: number, log: KnexLog = () => {}, params: DatabaseParams = { namedStatements: true }): Knex {
  const report = (level: 'warn' | 'error') => (message: unknown) => log(level, message instanceof Error ? message.message : String(message));
  const config: Knex.Config & { userParams: DatabaseParams } = {
    userParams: { ...params },
    log: { warn: report('warn'), error: report('error'), deprecate: () => {}, debug: () => {} },
    client: 'pg',
    connection: { connectionString: url, application_name: 'pss', statement_timeout: STATEMENT_TIMEOUT_MS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    pool: {
      min: 0,
      max: poolMax,
      idleTimeoutMillis: 30_000,
      createTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A background process's sessions yield to the API's on a shared host (db/backend-priority.ts).
      afterCreate: (client: pg.Client, done: (error: Error | null, client: pg.Client) => void) => {
        lowerBackendToProcessPriority(client).then(() => done(null, client), (error: Error) => done(error, client));
      },
    },
    acquireConnectionTimeout: 10_000,
  };
  return knexFactory(config);
}

async function ensureDatabase(embedded: EmbeddedServer, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: embedded.url('postgres') });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently by another process
      });
    }
  } finally {
    await admin.end();
  }
}

/**
 * The database the program uses: `DATABASE_URL` when set, otherwise a real PostgreSQL from the
 * embedded-postgres package in `DATA_DIR/pg` (started here, or joined when another process runs it;
 * `close` stops it only when no other process uses it).
 */
export async function openDatabase(config: Config, log: (line: string) => void = () => {}, knexLog?: KnexLog): Promise<Database> {
  let url = config.databaseUrl;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log);
    await ensureDatabase(embedded, EMBEDDED_DATABASE);
    url = embedded.url(EMBEDDED_DATABASE);
  }
  const knex = createKnex(url, config.dbPoolMax, knexLog, { namedStatements: config.dbNamedStatements });
  return {
    knex,
    url,
    async close() {
      await knex.destroy();
      await embedded?.stop();
    },
  };
}

/** One round trip to the database: the readiness probe's proof that a connection can be had. */
export async function ping(knex: Knex): Promise<void> {
  await knex.raw('select 1');
}

/**
 * One connection attempt and `select 1` on a connection of its own, outside the pool: while the
 * database is away the pool keeps retrying a connection until its acquire timeout (10 s), which is
 * too slow a probe for a worker waiting to resume.
 */
export async function probe(url: string, timeoutMs = 3_000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, application_name: 'pss-probe' });
  client.on('error', () => {}); // a connection cut while probing is a failed probe, not a crash
  const attempt = (async () => {
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  // The whole probe is bounded too (the client's own timeouts cover the connect and the query, not
  // its end): a probe that never answers would leave the worker waiting for the database forever.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 3 * timeoutMs)));
  try {
    return await Promise.race([attempt, late]);
  } finally {
    clearTimeout(timer);
  }
}
