import { parseCronItems, run, type CronItem, type Logger as WorkerLogger, type TaskList, type WorkerEvents, Logger } from 'graphile-worker';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Logger as AppLogger } from '../shared/logger.js';

export interface RunningWorker {
  /** Finishes the jobs in flight, then stops. */
  stop(): Promise<void>;
}

/** graphile-worker's levels (a const enum, so compared as the strings they are) to pino's methods. */
const LOG_METHOD: Readonly<Record<string, 'error' | 'warn' | 'info'>> = { error: 'error', warning: 'warn', info: 'info' };

/**
 * graphile-worker warns at every start when its pool is smaller than its concurrency. With a local
 * queue (WORKER_FETCH_BATCH > 1) its pool only fetches and completes jobs in batches, and the tasks'
 * own statements use the service's pool, so the smaller pool is intended: logged at debug, not as a warning.
 */
const INTENDED_SMALL_POOL = /^WARNING: having maxPoolSize \(\d+\) smaller than concurrency/;

function workerLogger(logger: AppLogger, batched: boolean): WorkerLogger {
  return new Logger(() => (level, message, meta) => {
    const method = batched && INTENDED_SMALL_POOL.test(message) ? 'debug' : (LOG_METHOD[String(level)] ?? 'debug');
    logger[method]({ component: 'worker', ...(meta ?? {}) }, message);
  });
}

/** Runs graphile-worker over the given tasks; signals are handled by the caller (`pss serve`/`worker`). */
export async function startWorker(deps: { config: Config; db: Database; logger: AppLogger; tasks: TaskList; schedules?: CronItem[]; events?: WorkerEvents }): Promise<RunningWorker> {
  const batched = deps.config.workerFetchBatch > 1;
  const runner = await run({
    connectionString: deps.db.url,
    concurrency: deps.config.workerConcurrency,
    // Fetching one job at a time takes a connection per job in flight; a local queue fetches for all
    // of them, and the tasks' own statements use the service's pool.
    maxPoolSize: batched ? 8 : Math.max(4, Math.min(deps.config.workerConcurrency + 2, 50)),
    noHandleSignals: true,
    pollInterval: 2_000,
    taskList: deps.tasks,
    // Given in code, which also stops graphile-worker looking for a crontab file.
    parsedCronItems: parseCronItems(deps.schedules ?? []),
    logger: workerLogger(deps.logger, batched),
    events: deps.events,
    preset: {
      worker: {
        // Jobs are fetched (and locked) in batches and completed in batches: with one query per
        // job each way, the queue table's index scans cost more than the deliveries themselves
        // (docs/performance.md). Locked jobs of a crashed pool are released by the heartbeat.
        localQueue: { size: batched ? deps.config.workerFetchBatch : -1 },
        completeJobBatchDelay: 0,
        failJobBatchDelay: 0,
      },
    },
  });
  return {
    async stop() {
      await runner.stop();
    },
  };
}
