import os from 'node:os';
import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/problem.js';

/** The SQL of the worker heartbeat: the `worker_heartbeats` table and graphile-worker's job locks. */
export function createWorkerHeartbeatStore(db: Knex) {
  return {
    /** Records a beat for these pools of this process. */
    async beat(workerIds: string[]): Promise<void> {
      await queryRows(
        db,
        `insert into worker_heartbeats (worker_id, host, pid)
         select unnest(?::text[]), ?, ?
         on conflict (worker_id) do update set beat_at = now()`,
        [workerIds, os.hostname(), process.pid],
      );
    },

    /**
     * Forgets pools silent for `staleAfterMs` and unlocks their jobs and named queues, and the jobs locked by a
     * pool that never beat for `orphanAfterMs`; wakes the workers when any were released. Returns how many jobs.
     */
    async releaseJobsOfDeadWorkers(staleAfterMs: number, orphanAfterMs: number): Promise<number> {
      const [row] = await queryRows<{ released: number }>(
        db,
        `with dead as (
           delete from worker_heartbeats where beat_at < now() - make_interval(secs => ?) returning worker_id
         ), jobs as (
           update graphile_worker._private_jobs set locked_by = null, locked_at = null, updated_at = now()
            where locked_by is not null
              and (locked_by in (select worker_id from dead)
                   or (locked_by not in (select worker_id from worker_heartbeats) and locked_at < now() - make_interval(secs => ?)))
           returning id
         ), queues as (
           update graphile_worker._private_job_queues set locked_by = null, locked_at = null
            where locked_by in (select worker_id from dead)
           returning id
         )
         select (select count(*) from jobs) + 0 * (select count(*) from queues) as released`,
        [staleAfterMs / 1000, orphanAfterMs / 1000],
      );
      const released = row?.released ?? 0;
      if (released > 0) await db.raw(`select pg_notify('jobs:insert', json_build_object('count', ?::int)::text)`, [released]);
      return released;
    },

    /**
     * After an outage: unlocks the jobs and named queues of `endedPools` (pools of this process
     * that ended while the database was away, so could not unlock them), giving back the attempt
     * their fetch counted (most sat in the pool's local queue, never run), and forgets their
     * heartbeats; makes due now the jobs whose last failure, since `since`, was the database being
     * unreachable, giving back the attempt it cost (so five outages cannot give a job up). Wakes the workers.
     */
    async recoverAfterOutage(endedPools: string[], since: Date): Promise<{ released: number; rescheduled: number }> {
      const [row] = await queryRows<{ released: number; rescheduled: number }>(
        db,
        `with forgotten as (
           delete from worker_heartbeats where worker_id = any(?::text[]) returning worker_id
         ), released as (
           update graphile_worker._private_jobs set locked_by = null, locked_at = null, attempts = greatest(attempts - 1, 0), updated_at = now()
            where locked_by = any(?::text[])
           returning id
         ), queues as (
           update graphile_worker._private_job_queues set locked_by = null, locked_at = null
            where locked_by = any(?::text[])
           returning id
         ), rescheduled as (
           update graphile_worker._private_jobs
              set run_at = now(), attempts = greatest(attempts - 1, 0), updated_at = now()
            where locked_by is null and last_error is not null and updated_at >= ?::timestamptz - interval '1 minute'
              and last_error ~ ?
           returning id
         )
         select (select count(*) from released)::int as released, (select count(*) from rescheduled)::int as rescheduled,
                0 * (select count(*) from queues) + 0 * (select count(*) from forgotten) as unused`,
        [endedPools, endedPools, endedPools, since.toISOString(), DATABASE_UNAVAILABLE_MESSAGE.source],
      );
      const released = row?.released ?? 0;
      const rescheduled = row?.rescheduled ?? 0;
      if (released + rescheduled > 0) await db.raw(`select pg_notify('jobs:insert', json_build_object('count', ?::int)::text)`, [released + rescheduled]);
      return { released, rescheduled };
    },

    /** Removes the heartbeats of pools that stopped cleanly. */
    async forget(workerIds: string[]): Promise<void> {
      if (workerIds.length > 0) await db('worker_heartbeats').whereIn('worker_id', workerIds).delete();
    },
  };
}

export type WorkerHeartbeatStore = ReturnType<typeof createWorkerHeartbeatStore>;
