import type { Task } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type RunningWorker } from '../../../src/jobs/worker.js';
import { createWorkerHeartbeat } from '../../../src/jobs/worker-heartbeat.js';
import { createWorkerHeartbeatStore } from '../../../src/jobs/worker-heartbeat-store.js';
import { createLogger } from '../../../src/shared/logger.js';
import { eventually } from '../../support/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A runner that lived through an outage is replaced once the database answers (jobs/worker.ts).
 * graphile-worker's forceful stop writes to the database through its own connection pool, whose
 * checkout has no timeout: when every connection of that pool is held by a task stuck on it, the
 * stop never ends. The supervisor must not wait for it forever: it abandons that runner, releases
 * the jobs its pool holds, and the next runner runs them again.
 */
let app: TestApp;
let worker: RunningWorker | undefined;
let stopHeartbeat: () => Promise<void> = () => Promise.resolve();
/** Lets the stuck first runs go, so the abandoned runner's connections end with the test. */
const unstick: (() => void)[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const release of unstick) release();
  await worker?.stop();
  await stopHeartbeat();
  await app?.close();
}, 60_000);

describe('a runner that does not end after an outage', () => {
  it('when its forceful stop hangs on its own connections, then it is abandoned, its jobs are released and run again by the next runner', async () => {
    const stuckOnce = new Set<string>();
    const done = new Set<string>();
    // The first run of each job holds two connections of graphile-worker's pool and never settles;
    // two such jobs hold all four (concurrency 2, no local queue: a pool of max(4, 2 + 2)).
    const stuckThenDone: Task = async (_payload, helpers) => {
      const id = String(helpers.job.id);
      if (stuckOnce.has(id)) {
        done.add(id);
        return;
      }
      stuckOnce.add(id);
      await helpers.withPgClient(() => helpers.withPgClient(() => new Promise<void>((resolve) => unstick.push(resolve))));
    };
    const logger = createLogger('silent');
    const heartbeat = await createWorkerHeartbeat(createWorkerHeartbeatStore(app.db.knex), logger, { intervalMs: 1_000 }).start();
    stopHeartbeat = () => heartbeat.stop();
    worker = await startWorker({
      config: { ...app.config, workerConcurrency: 2, workerFetchBatch: 1 },
      db: app.db,
      logger,
      tasks: { 'stuck-then-done': stuckThenDone },
      events: heartbeat.events,
      recover: (lostAt) => heartbeat.recover(lostAt),
    });
    await app.db.knex.raw(`select graphile_worker.add_job('stuck-then-done', '{}'::json) from generate_series(1, 2)`);
    expect(await eventually(() => Promise.resolve(stuckOnce.size), (n) => n === 2, 20_000)).toBe(2);

    // The runner's listener reports the database lost (as when its connection is cut); the database
    // answers, so the supervisor replaces the runner at once: its stop waits for the stuck tasks,
    // its forceful stop for a connection of its exhausted pool.
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    heartbeat.events.emit('pool:listen:error', { error: lost } as never);

    expect(await eventually(() => Promise.resolve(done.size), (n) => n === 2, 40_000)).toBe(2);
    expect([...done].sort()).toEqual([...stuckOnce].sort());
    // Both completed by the next runner: none left locked or waiting.
    const jobsLeft = async () => (await app.db.knex.raw<{ rows: { n: number }[] }>(`select count(*)::int as n from graphile_worker.jobs`)).rows[0]!.n;
    expect(await eventually(jobsLeft, (n) => n === 0, 10_000)).toBe(0);
    expect(worker.state()).toBe('running');
  }, 90_000);
});
