import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type RunningWorker } from '../../../src/jobs/worker.js';
import { createLogger } from '../../../src/shared/logger.js';
import { eventually } from '../../support/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A connection of the worker's pool that fails after its runner has been stopped must not end the process (ADR 0246).
 * graphile-worker's own pool has its error listeners removed when its runner is released, before the pool has ended; a
 * connection still open then fails with nobody listening, and Node ends the process on the unhandled 'error' event.
 * This happened once in the database-outage test: the service stopped answering /readyz, and its standard error ended
 * in a dump of the pool's client. Here a client of the runner's pool, kept from a job, fails after the worker stopped.
 */
let app: TestApp;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
}, 60_000);

describe("the worker's connections", () => {
  it("when the worker stops, then its runner's pool ends with it, and a connection failing afterwards is handled, not thrown", async () => {
    let kept: PoolClient | undefined;
    worker = await startWorker({
      config: { ...app.config, workerConcurrency: 1, workerFetchBatch: 1 },
      db: app.db,
      logger: createLogger('silent'),
      tasks: {
        'keep-a-connection': async (_payload, helpers) => {
          await helpers.withPgClient((client) => {
            kept = client;
            return Promise.resolve();
          });
        },
      },
    });
    await app.db.knex.raw(`select graphile_worker.add_job('keep-a-connection', '{}'::json)`);
    const client = await eventually(() => Promise.resolve(kept), (found) => found !== undefined, 20_000);
    await worker.stop();
    worker = undefined;

    // The runner's pool is ended with it, not left to its idle timeout (10 s): no session of the worker stays open. Only
    // this test's database is counted: the cluster is shared with other test files, whose workers have the same name.
    const workerSessions = async () =>
      (await app.db.knex.raw<{ rows: { n: number }[] }>(
        `select count(*)::int as n from pg_stat_activity where application_name = 'pss-worker' and datname = current_database()`,
      )).rows[0]!.n;
    expect(await eventually(workerSessions, (n) => n === 0, 5_000)).toBe(0);

    // As the socket of a connection reports a server gone away.
    const cut = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    expect(() => client!.emit('error', cut)).not.toThrow();
  }, 60_000);
});
