import { EventEmitter } from 'node:events';
import pg from 'pg';
import { parseCronItems, run, type CronItem, type Logger as WorkerLogger, type TaskList, type WorkerEvents, Logger } from 'graphile-worker';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { probe } from '../db/database.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable.js';
import type { Logger as AppLogger } from '../shared/logger.js';
import { superviseWorker, systemClock, type Clock, type SupervisedWorker, type SupervisionLimits } from './worker-supervisor.js';

export type { WorkerState } from './worker-supervisor.js';

export type RunningWorker = Omit<SupervisedWorker, 'reportLoss'>;

/** graphile-worker's levels (a const enum, so compared as the strings they are) to pino's methods. */
const LOG_METHOD: Readonly<Record<string, 'error' | 'warn' | 'info'>> = { error: 'error', warning: 'warn', info: 'info' };

/** The scalar facts worth a log line from graphile-worker's meta, never the job or connection objects it carries. */
function conciseMeta(meta: Record<string, unknown> | undefined): Record<string, unknown> {
  const facts: Record<string, unknown> = { component: 'worker' };
  const job = meta?.job as { id?: unknown; task_identifier?: unknown; attempts?: unknown; max_attempts?: unknown } | undefined;
  if (job) Object.assign(facts, { jobId: String(job.id), task: job.task_identifier, attempt: job.attempts, maxAttempts: job.max_attempts });
  const error = (meta?.error ?? meta?.fatalError) as { message?: unknown; code?: unknown } | undefined;
  if (error && typeof error === 'object') {
    facts.error = typeof error.message === 'string' ? error.message.split('\n')[0] : 'unknown error';
    if (typeof error.code === 'string') facts.code = error.code;
  }
  return facts;
}

/**
 * graphile-worker warns at every start when its pool is smaller than its concurrency. With a local
 * queue (WORKER_FETCH_BATCH > 1) its pool only fetches and completes jobs in batches, and the tasks'
 * own statements use the service's pool, so the smaller pool is intended: logged at debug, not as a warning.
 */
const INTENDED_SMALL_POOL = /^WARNING: having maxPoolSize \(\d+\) smaller than concurrency/;

/**
 * graphile-worker's log through the service's pino logger, one short line each: its meta holds
 * whole jobs (payloads included) and pg client objects, which an outage would otherwise write out
 * for every job in flight. A message caused by the database being unreachable is debug: the
 * supervisor says once that the database is gone and once that it is back. Every completed job
 * is debug too (the delivery report logs each attempt).
 */
export function workerLogger(logger: AppLogger, onDatabaseTrouble: () => void = () => {}, smallPoolIntended = false): WorkerLogger {
  return new Logger(() => (level, message, meta) => {
    const cause = meta?.error ?? meta?.fatalError;
    // Without an error object the message may still carry the cause: "Runner stopping (reason: worker pool
    // exited with error: Error: connect ECONNREFUSED …)" is the only word of a runner that ends for an outage.
    const outage = cause !== undefined ? isDatabaseUnavailable(cause) : DATABASE_UNAVAILABLE_MESSAGE.test(message);
    if (outage) onDatabaseTrouble();
    const intended = smallPoolIntended && INTENDED_SMALL_POOL.test(message);
    const method = outage || intended || meta?.success === true ? 'debug' : (LOG_METHOD[String(level)] ?? 'debug');
    logger[method](conciseMeta(meta), message.split('\n')[0]);
  });
}

/**
 * A runner's own pool, whose error listeners stay for the pool's whole life. graphile-worker's pool (made from a
 * connection string) has its listeners removed when its runner is released, before the pool has ended: a client
 * still connecting or checked out then fails with nobody listening, and the unhandled 'error' event ended the whole
 * process in an outage (ADR 0246). Errors here are the database going away: the supervisor hears of it from
 * graphile-worker's log and says so once; each is debug.
 */
function runnerPool(url: string, max: number, logger: AppLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'pss-worker' });
  const onError = (error: Error) => logger.debug({ component: 'worker', error: error.message.split('\n')[0] }, 'a worker connection failed');
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** Ends a pool without waiting on it or letting its end fail anything (a dead server ends it with errors). */
function endQuietly(pool: pg.Pool): void {
  if (!pool.ended && !pool.ending) pool.end().catch(() => {});
}

export interface WorkerDeps {
  config: Config;
  db: Database;
  logger: AppLogger;
  tasks: TaskList;
  schedules?: CronItem[];
  /** graphile-worker's events, shared by every runner this worker starts (the heartbeat listens to them). */
  events?: WorkerEvents;
  /** Called between a runner that stopped by itself and the next, once the database answers: release what the stopped one held. */
  recover?: (lostAt: Date) => Promise<void>;
  clock?: Clock;
  limits?: Partial<SupervisionLimits>;
}

/**
 * Runs graphile-worker over the given tasks and keeps it running over database outages
 * (jobs/worker-supervisor.ts: when the runner stops by itself or loses the database, a new one is
 * started once the database answers; `recover` runs in between). Signals are handled by the
 * caller (`pss serve`/`worker`).
 */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const { config, db, logger } = deps;
  const batched = config.workerFetchBatch > 1;
  const events = deps.events ?? (new EventEmitter() as WorkerEvents);
  let reportLoss: (cause: unknown) => void = () => {};

  const startRunner = async () => {
    // Fetching one job at a time takes a connection per job in flight; a local queue fetches for all
    // of them, and the tasks' own statements use the service's pool.
    const pool = runnerPool(db.url, batched ? 8 : Math.max(4, Math.min(config.workerConcurrency + 2, 50)), logger);
    const runner = await run({
      pgPool: pool,
      concurrency: config.workerConcurrency,
      noHandleSignals: true,
      pollInterval: 2_000,
      taskList: deps.tasks,
      // Given in code, which also stops graphile-worker looking for a crontab file.
      parsedCronItems: parseCronItems(deps.schedules ?? []),
      logger: workerLogger(logger, () => reportLoss('the database does not answer'), batched),
      events,
      preset: {
        worker: {
          // Jobs are fetched (and locked) in batches and completed in batches: with one query per
          // job each way, the queue table's index scans cost more than the deliveries themselves
          // (docs/performance.md). Locked jobs of a crashed pool are released by the heartbeat.
          localQueue: { size: batched ? config.workerFetchBatch : -1 },
          completeJobBatchDelay: 0,
          failJobBatchDelay: 0,
        },
      },
    }).catch((error: unknown) => {
      endQuietly(pool);
      throw error;
    });
    // The pool is this runner's: it ends when the runner has ended (an abandoned runner keeps it, as it keeps its jobs).
    runner.promise.then(() => endQuietly(pool), () => endQuietly(pool));
    return runner;
  };

  const worker = await superviseWorker({
    logger,
    clock: deps.clock ?? systemClock,
    startRunner,
    databaseAnswers: () => probe(db.url),
    recover: deps.recover ?? (() => Promise.resolve()),
    limits: deps.limits,
  });
  reportLoss = (cause) => worker.reportLoss(cause);
  // The listener's connection is usually the first to notice; graphile-worker reconnects it by itself.
  events.on('pool:listen:error', ({ error }) => {
    if (isDatabaseUnavailable(error)) worker.reportLoss(error);
  });
  return { state: () => worker.state(), failed: worker.failed, stop: () => worker.stop() };
}
