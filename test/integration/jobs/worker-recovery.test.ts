import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerHeartbeatStore } from '../../../src/jobs/worker-heartbeat-store.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * What the worker does between a runner that lost the database and the next
 * (jobs/worker-heartbeat-store.ts recoverAfterOutage), on graphile-worker's real tables.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function addJob(key: string, changes: string, values: string[]): Promise<void> {
  await app.db.knex.raw(`select graphile_worker.add_job('refresh-records', '{"staleMethod":true}'::json, job_key => ?, max_attempts => 5)`, [key]);
  await app.db.knex.raw(`update graphile_worker._private_jobs set ${changes} where key = ?`, [...values, key]);
}

const job = async (key: string) =>
  (await app.db.knex.raw(`select attempts, locked_by, run_at <= now() as due from graphile_worker.jobs where key = ?`, [key])).rows[0] as { attempts: number; locked_by: string | null; due: boolean };

describe('recovery after an outage', () => {
  it('releases the jobs of ended pools, makes due again the jobs that failed for the outage (an attempt given back), and leaves the others alone', async () => {
    const lostAt = new Date(Date.now() - 5_000);
    const later = "now() + interval '1 hour'";
    await addJob('held', `locked_by = 'pool-ended', locked_at = now(), attempts = 1`, []);
    await addJob('held-by-other', `locked_by = 'pool-elsewhere', locked_at = now(), attempts = 1`, []);
    await addJob('refused', `attempts = 5, last_error = ?, run_at = ${later}, updated_at = now()`, ['connect ECONNREFUSED 127.0.0.1:5432']);
    await addJob('cut', `attempts = 2, last_error = ?, run_at = ${later}, updated_at = now()`, ['Connection terminated unexpectedly']);
    await addJob('shutting-down', `attempts = 3, last_error = ?, run_at = ${later}, updated_at = now()`, ['the database system is shutting down']);
    await addJob('own-fault', `attempts = 2, last_error = ?, run_at = ${later}, updated_at = now()`, ['refresh-records: payload must be {gtins: string[14][]}']);
    await addJob('before-outage', `attempts = 2, last_error = ?, run_at = ${later}, updated_at = now() - interval '1 hour'`, ['connect ECONNREFUSED 127.0.0.1:5432']);

    const store = createWorkerHeartbeatStore(app.db.knex);
    expect(await store.recoverAfterOutage(['pool-ended'], lostAt)).toEqual({ released: 1, rescheduled: 3 });

    expect(await job('held')).toMatchObject({ locked_by: null, attempts: 0, due: true });
    expect(await job('held-by-other')).toMatchObject({ locked_by: 'pool-elsewhere' });
    // Given up for the outage alone: one attempt back, due now.
    expect(await job('refused')).toMatchObject({ attempts: 4, due: true });
    expect(await job('cut')).toMatchObject({ attempts: 1, due: true });
    expect(await job('shutting-down')).toMatchObject({ attempts: 2, due: true });
    // A failure of its own, or one from before this outage, keeps graphile-worker's backoff.
    expect(await job('own-fault')).toMatchObject({ attempts: 2, due: false });
    expect(await job('before-outage')).toMatchObject({ attempts: 2, due: false });
  });
});

describe('the jobs of pools that stopped beating', () => {
  it('are released, with their attempts kept, when the pool is stale or never beat; the jobs of a beating pool stay locked', async () => {
    await app.db.knex.raw(`insert into worker_heartbeats (worker_id, host, pid, beat_at) values ('pool-stale', 'h', 1, now() - interval '1 hour'), ('pool-beating', 'h', 2, now())`);
    await addJob('of-stale', `locked_by = 'pool-stale', locked_at = now(), attempts = 1`, []);
    await addJob('of-beating', `locked_by = 'pool-beating', locked_at = now(), attempts = 1`, []);
    await addJob('of-never-beat', `locked_by = 'pool-never-beat', locked_at = now() - interval '1 hour', attempts = 2`, []);
    await addJob('of-new-pool', `locked_by = 'pool-new', locked_at = now(), attempts = 1`, []);

    const store = createWorkerHeartbeatStore(app.db.knex);
    expect(await store.releaseJobsOfDeadWorkers(30_000, 5 * 60_000)).toBe(2);

    expect(await job('of-stale')).toMatchObject({ locked_by: null, attempts: 1 });
    expect(await job('of-never-beat')).toMatchObject({ locked_by: null, attempts: 2 });
    expect(await job('of-beating')).toMatchObject({ locked_by: 'pool-beating' });
    expect(await job('of-new-pool')).toMatchObject({ locked_by: 'pool-new' });
    const { rows } = await app.db.knex.raw<{ rows: { worker_id: string }[] }>('select worker_id from worker_heartbeats order by 1');
    expect(rows.map((row) => row.worker_id)).toEqual(['pool-beating']);
  });
});
