import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { eventually } from './eventually.js';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function urlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  // Cloning needs the template to have no other sessions; files start in parallel, so retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((client) => client.query(`create database ${name} template ${template}`));
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  const url = urlFor(inject('pgAdminUrl'), name);
  return {
    name,
    url,
    drop: () =>
      admin(async (client) => {
        // The app's pools are closed by now, but graphile-worker may still be releasing its LISTEN connection after its
        // runner stopped: a forced drop would terminate it, and its client would throw the termination as an uncaught
        // error. Wait until no session holds the database; one still there after that is terminated, as before. The wait
        // ends as soon as the sessions are gone; its bound is for a loaded machine, where 3 s once proved too short (a
        // run with other work on both cores dropped the worker's connection under it and failed on the uncaught error).
        await eventually(
          async () => Number((await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0]!.n),
          (sessions) => sessions === 0,
          15_000,
        );
        await client.query(`drop database if exists ${name} with (force)`);
      }).then(() => undefined),
  };
}
