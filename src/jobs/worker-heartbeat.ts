import { EventEmitter } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { Logger } from '../shared/logger.js';
import type { WorkerHeartbeatStore } from './worker-heartbeat-store.js';

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
export function createWorkerHeartbeat(store: WorkerHeartbeatStore, logger: Logger, options: HeartbeatOptions = {}, onBeat: () => Promise<void> = () => Promise.resolve()) {
  const intervalMs = options.intervalMs ?? 10_000;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const orphanAfterMs = options.orphanAfterMs ?? 5 * 60_000;

  /** Releases the jobs (and named queues) locked by dead pools; returns how many jobs. */
  async function releaseJobsOfDeadWorkers(): Promise<number> {
    const released = await store.releaseJobsOfDeadWorkers(staleAfterMs, orphanAfterMs);
    if (released > 0) logger.warn({ component: 'worker-heartbeat', released }, 'released jobs locked by a crashed worker');
    return released;
  }

  return {
    releaseJobsOfDeadWorkers,

    /**
     * Pass `events` to graphile-worker's run(); the pools it creates are kept alive here until they
     * end. `recover` is for the worker's supervisor once the database is back after an outage.
     */
    async start(): Promise<{ events: WorkerEvents; recover(lostAt: Date): Promise<void>; stop(): Promise<void> }> {
      const events = new EventEmitter() as WorkerEvents;
      const pools = new Set<string>();
      /** Pools that ended: a pool that lost the database could not unlock its jobs itself. */
      const ended = new Set<string>();
      const beat = async (ids: string[]) => {
        if (ids.length > 0) await store.beat(ids);
      };
      // While the database is away every beat fails: the worker's supervisor says so once.
      const report = (error: unknown) =>
        isDatabaseUnavailable(error) ? logger.debug({ component: 'worker-heartbeat' }, 'heartbeat failed: the database does not answer') : logger.error({ component: 'worker-heartbeat', err: error }, 'heartbeat failed');
      events.on('pool:create', ({ workerPool }) => {
        pools.add(workerPool.id);
        beat([workerPool.id]).catch(report);
      });
      events.on('pool:release', ({ workerPool }) => {
        pools.delete(workerPool.id);
        ended.add(workerPool.id);
      });
      await releaseJobsOfDeadWorkers().catch(report);
      const timer = setInterval(() => {
        beat([...pools]).then(releaseJobsOfDeadWorkers).then(onBeat).catch(report);
      }, intervalMs);
      timer.unref();
      return {
        events,
        /**
         * After an outage, before the next runner starts: the jobs still locked by pools of this
         * process (every one has ended by then) are released at once, their heartbeats end, and jobs that failed because the database was away since `lostAt`
         * are due again, their attempt given back (an outage is no reason to give a job up).
         */
        async recover(lostAt: Date) {
          // Called between runners: a pool of the runner that stopped may not have reported its end yet.
          for (const id of pools) ended.add(id);
          pools.clear();
          const dead = [...ended];
          const { released, rescheduled } = await store.recoverAfterOutage(dead, lostAt);
          for (const id of dead) ended.delete(id);
          if (released + rescheduled > 0) logger.info({ component: 'worker-heartbeat', released, rescheduled }, 'jobs held or failed during the outage are due again');
        },
        async stop() {
          clearInterval(timer);
          await store.forget([...pools, ...ended]).catch(report);
        },
      };
    },
  };
}
