import os from 'node:os';
import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable.js';

/** graphile-worker's workers listen for this: due jobs are fetched at once rather than at the next poll. */
async function wakeWorkers(db: Knex, count: number): Promise<void> {
  await db.raw(`select pg_notify('jobs:insert', json_build_object('count', ?::int)::text)`, [count]);
}

/** Due now, with one attempt fewer (never below 0): one `reschedule_jobs` per resulting attempt count. */
async function rescheduleWithAttemptBack(db: Knex, jobs: { id: string; attempts: number }[]): Promise<void> {
  const byAttempts = new Map<number, string[]>();
  for (const job of jobs) {
    const attempts = Math.max(job.attempts - 1, 0);
    byAttempts.set(attempts, [...(byAttempts.get(attempts) ?? []), job.id]);
  }
  for (const [attempts, ids] of byAttempts) {
    await db.raw('select count(*) from graphile_worker.reschedule_jobs(?::bigint[], run_at := now(), attempts := ?)', [ids, attempts]);
  }
}

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
     * Only graphile-worker's public interface: its `jobs` view to read, `force_unlock_workers` to release.
     */
    async releaseJobsOfDeadWorkers(staleAfterMs: number, orphanAfterMs: number): Promise<number> {
      return db.transaction(async (trx) => {
        const dead = await queryRows<{ worker_id: string }>(
          trx, 'delete from worker_heartbeats where beat_at < now() - make_interval(secs => ?) returning worker_id', [staleAfterMs / 1000]);
        const orphaned = await queryRows<{ worker_id: string }>(
          trx,
          `select distinct locked_by as worker_id from graphile_worker.jobs
            where locked_by is not null and locked_at < now() - make_interval(secs => ?)
              and not exists (select 1 from worker_heartbeats h where h.worker_id = jobs.locked_by)`,
          [orphanAfterMs / 1000],
        );
        const pools = [...new Set([...dead, ...orphaned].map((row) => row.worker_id))];
        if (pools.length === 0) return 0;
        const [row] = await queryRows<{ held: number }>(trx, 'select count(*)::int as held from graphile_worker.jobs where locked_by = any(?::text[])', [pools]);
        await trx.raw('select graphile_worker.force_unlock_workers(?::text[])', [pools]);
        const released = row?.held ?? 0;
        if (released > 0) await wakeWorkers(trx, released);
        return released;
      });
    },

    /**
     * After an outage: unlocks the jobs and named queues of `endedPools` (pools of this process
     * that ended while the database was away, so could not unlock them), giving back the attempt
     * their fetch counted (most sat in the pool's local queue, never run), and forgets their
     * heartbeats; makes due now the jobs whose last failure, since `since`, was the database being
     * unreachable, giving back the attempt it cost (so five outages cannot give a job up). Wakes the workers.
     * Only graphile-worker's public interface: `force_unlock_workers`, then `reschedule_jobs` once per
     * attempt count (it sets one count for all the jobs it is given).
     */
    async recoverAfterOutage(endedPools: string[], since: Date): Promise<{ released: number; rescheduled: number }> {
      return db.transaction(async (trx) => {
        await trx('worker_heartbeats').whereIn('worker_id', endedPools).delete();
        const held = await queryRows<{ id: string; attempts: number }>(
          trx, 'select id, attempts from graphile_worker.jobs where locked_by = any(?::text[])', [endedPools]);
        if (endedPools.length > 0) await trx.raw('select graphile_worker.force_unlock_workers(?::text[])', [endedPools]);
        const failedForOutage = await queryRows<{ id: string; attempts: number }>(
          trx,
          `select id, attempts from graphile_worker.jobs
            where locked_by is null and last_error is not null and updated_at >= ?::timestamptz - interval '1 minute'
              and last_error ~ ? and not (id = any(?::bigint[]))`,
          [since.toISOString(), DATABASE_UNAVAILABLE_MESSAGE.source, held.map((job) => job.id)],
        );
        await rescheduleWithAttemptBack(trx, [...held, ...failedForOutage]);
        const released = held.length;
        const rescheduled = failedForOutage.length;
        if (released + rescheduled > 0) await wakeWorkers(trx, released + rescheduled);
        return { released, rescheduled };
      });
    },

    /** Removes the heartbeats of pools that stopped cleanly. */
    async forget(workerIds: string[]): Promise<void> {
      if (workerIds.length > 0) await db('worker_heartbeats').whereIn('worker_id', workerIds).delete();
    },
  };
}

export type WorkerHeartbeatStore = ReturnType<typeof createWorkerHeartbeatStore>;
