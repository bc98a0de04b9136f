import { EventEmitter } from 'node:events';
import os from 'node:os';
import type { Knex } from 'knex';
import type { WorkerEvents } from 'graphile-worker';
import { queryRows } from '../db/query.js';
import type { Logger } from '../shared/logger.js';

export interface HeartbeatOptions {
  intervalMs?: number;
  /** A pool silent for this long is taken as crashed and its jobs are released. */
  staleAfterMs?: number;
  /** Jobs locked by a pool that never wrote a heartbeat are released after this long. */
  orphanAfterMs?: number;
}

/**
 * graphile-worker 0.17 only re-runs a job locked by a crashed process after a four-hour lock
 * expiry. Every worker pool here beats every few seconds, and every pool releases the jobs of
 * pools that stopped beating, so a delivery cut off by a crash is retried within a minute.
 */
export function createWorkerHeartbeat(db: Knex, logger: Logger, options: HeartbeatOptions = {}, onBeat: () => Promise<void> = async () => undefined) {
  const intervalMs = options.intervalMs ?? 10_000;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const orphanAfterMs = options.orphanAfterMs ?? 5 * 60_000;

  /** Releases the jobs (and named queues) locked by dead pools; returns how many jobs. */
  async function releaseJobsOfDeadWorkers(): Promise<number> {
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
    if (released > 0) {
      await db.raw(`select pg_notify('jobs:insert', json_build_object('count', ?::int)::text)`, [released]);
      logger.warn({ component: 'worker-heartbeat', released }, 'released jobs locked by a crashed worker');
    }
    return released;
  }

  return {
    releaseJobsOfDeadWorkers,

    /** Pass `events` to graphile-worker's run(); the pools it creates are kept alive here until stop(). */
    async start(): Promise<{ events: WorkerEvents; stop(): Promise<void> }> {
      const events = new EventEmitter() as WorkerEvents;
      const pools = new Set<string>();
      const beat = async (ids: string[]) => {
        if (ids.length === 0) return;
        await queryRows(
          db,
          `insert into worker_heartbeats (worker_id, host, pid)
           select unnest(?::text[]), ?, ?
           on conflict (worker_id) do update set beat_at = now()`,
          [ids, os.hostname(), process.pid],
        );
      };
      const report = (error: unknown) => logger.error({ component: 'worker-heartbeat', err: error }, 'heartbeat failed');
      events.on('pool:create', ({ workerPool }) => {
        pools.add(workerPool.id);
        beat([workerPool.id]).catch(report);
      });
      await releaseJobsOfDeadWorkers().catch(report);
      const timer = setInterval(() => {
        beat([...pools]).then(releaseJobsOfDeadWorkers).then(onBeat).catch(report);
      }, intervalMs);
      timer.unref();
      return {
        events,
        async stop() {
          clearInterval(timer);
          if (pools.size > 0) await db('worker_heartbeats').whereIn('worker_id', [...pools]).delete().catch(report);
        },
      };
    },
  };
}

export type WorkerHeartbeat = ReturnType<typeof createWorkerHeartbeat>;
