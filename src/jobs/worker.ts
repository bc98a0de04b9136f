import { EventEmitter } from 'node:events';
import { parseCronItems, run, type CronItem, type Logger as WorkerLogger, type Runner, type TaskList, type WorkerEvents, Logger } from 'graphile-worker';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { probe } from '../db/database.js';
import { isDatabaseUnavailable } from '../http/problem.js';
import type { Logger as AppLogger } from '../shared/logger.js';

/** What the worker of this process is doing: reported by /readyz and /metrics. */
export type WorkerState = 'running' | 'reconnecting' | 'stopped' | 'failed';

export interface RunningWorker {
  /** Finishes the jobs in flight, then stops. */
  stop(): Promise<void>;
  state(): WorkerState;
  /**
   * Settles when the worker gave up for good (it stopped, the database answers, and starting it
   * again failed repeatedly): the process must exit non-zero so that its supervisor restarts it.
   */
  failed: Promise<Error>;
}

/** Waits between attempts to reach the database again: from this, doubling, up to RECONNECT_MAX_MS. */
export const RECONNECT_MIN_MS = 250;
/** Short, so deliveries resume within seconds of the database's return (one connection attempt per wait). */
export const RECONNECT_MAX_MS = 2_000;
/** Consecutive failed runs with the database reachable after which the worker gives up (the process exits). */
const MAX_FAILED_RUNS = 5;
/** A runner that lasted this long before stopping was working: its stop does not count as a failed run. */
const HEALTHY_RUN_MS = 60_000;

/** How long a runner that lived through an outage may take to stop gracefully before it is stopped forcefully. */
const REPLACE_WAIT_MS = 5_000;
/**
 * How long a runner stopped forcefully may take to end. graphile-worker's forceful stop waits for
 * writes to the database without a bound of its own (returning its local queue, failing its jobs,
 * flushing its batched completions), and a task can be stuck on a connection that died with the
 * database: past this the runner is abandoned, and the supervision goes on as if it had ended.
 */
const KILL_WAIT_MS = 5_000;

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
    const outage = cause !== undefined && isDatabaseUnavailable(cause);
    if (outage) onDatabaseTrouble();
    const intended = smallPoolIntended && INTENDED_SMALL_POOL.test(message);
    const method = outage || intended || meta?.success === true ? 'debug' : (LOG_METHOD[String(level)] ?? 'debug');
    logger[method](conciseMeta(meta), message.split('\n')[0]);
  });
}

/** True when `promise` settles within `ms`, false otherwise. */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([promise.then(() => true, () => true), late]).finally(() => clearTimeout(timer));
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
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
}

/**
 * Runs graphile-worker over the given tasks and keeps it running. graphile-worker's runner stops
 * for good when its pool loses the database (a batch of job completions that cannot be written),
 * so whenever the runner stops without being asked to, this waits for the database with capped
 * exponential backoff and starts a new runner. The log says once that the worker lost the database
 * and once that it is back; `recover` runs in between (jobs the lost runner held are released).
 * Signals are handled by the caller (`pss serve`/`worker`).
 */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const { config, db, logger } = deps;
  const batched = config.workerFetchBatch > 1;
  const events = deps.events ?? (new EventEmitter() as WorkerEvents);
  const stopping = new AbortController();
  let state: WorkerState = 'running';
  /** Since when the database is lost, while it is. */
  let lostAt: Date | undefined;
  /** The current runner, for the watcher (set once the first has started). */
  let runner: Runner | undefined;
  let watching = false;

  const waitForDatabase = async (): Promise<void> => {
    for (let delay = RECONNECT_MIN_MS; !stopping.signal.aborted; delay = Math.min(delay * 2, RECONNECT_MAX_MS)) {
      if (await probe(db.url)) return;
      await abortableSleep(delay, stopping.signal);
    }
  };

  /** Says once that the database is back. */
  function back(): void {
    const since = lostAt;
    if (!since) return;
    lostAt = undefined;
    logger.info({ component: 'worker', outageSeconds: Math.round((Date.now() - since.getTime()) / 100) / 10 }, 'webhook worker is back: the database answers and deliveries resume');
  }

  /**
   * Says once that the database is lost, and watches for its return. The runner may stop by
   * itself (the supervision below starts a new one) or live through the outage; one that lived
   * through it is replaced once the database answers, because its listener may then be in a
   * backoff of up to a minute and its batched completions in retries of up to 30 s.
   */
  function lose(cause: unknown): void {
    if (stopping.signal.aborted || lostAt) return;
    lostAt = new Date();
    const error = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    logger.error({ component: 'worker', error }, 'webhook worker lost the database; reconnecting with backoff, deliveries resume when it is back');
    if (watching) return;
    watching = true;
    void (async () => {
      try {
        // The runner to replace is the one running once the database answers, not the one running
        // when this watcher started: a loss reported while this watcher still waited (the next
        // runner's, in a second outage soon after the first) is ignored by lose(), so it is seen here.
        let replaced: Runner | undefined;
        while (lostAt && !stopping.signal.aborted) {
          await waitForDatabase();
          const lostRunner = runner;
          // Unless the supervision is starting a new runner (the old one stopped by itself), or the loss is over.
          if (state !== 'running' || !lostRunner || lostRunner === replaced || !lostAt || stopping.signal.aborted) break;
          replaced = lostRunner;
          await replace(lostRunner);
        }
      } finally {
        watching = false;
      }
    })();
  }

  /** For each runner: settles when it ended, or was abandoned (see KILL_WAIT_MS). */
  const endings = new WeakMap<Runner, Promise<void>>();
  const abandoned = new WeakMap<Runner, () => void>();
  const supervise = (started: Runner): Runner => {
    const given = new Promise<void>((resolve) => abandoned.set(started, resolve));
    endings.set(started, Promise.race([started.promise.then(() => {}, () => {}), given]));
    return started;
  };
  const ended = (supervised: Runner): Promise<void> => endings.get(supervised) ?? supervised.promise.then(() => {}, () => {});

  /**
   * Stops a runner gracefully, or forcefully when that takes longer than REPLACE_WAIT_MS (one
   * already stopped is left as it is). One that has not ended KILL_WAIT_MS after its forceful stop
   * is abandoned: its pool counts as ended, so `recover` releases the jobs it still holds (their
   * deliveries are attempted again by the next runner, under the same webhook-id).
   */
  async function replace(old: Runner): Promise<void> {
    // Ended, not just stopping: a runner that stopped by itself answers stop() at once yet may still be ending.
    const end = old.promise.then(() => true, () => true);
    const stopped = old.stop().then(() => true, () => true);
    if (await within(Promise.all([stopped, end]), REPLACE_WAIT_MS)) return;
    const killed = old.kill().then(() => true, () => true);
    if (await within(Promise.all([killed, end]), KILL_WAIT_MS)) return;
    logger.warn({ component: 'worker' }, 'a stopped webhook worker runner did not end; it is abandoned and the jobs it holds are released');
    abandoned.get(old)?.();
  }

  // The listener's connection is usually the first to notice; graphile-worker reconnects it by itself.
  events.on('pool:listen:error', ({ error }) => {
    if (isDatabaseUnavailable(error)) lose(error);
  });

  const startRunner = async (): Promise<Runner> =>
    supervise(await run({
      connectionString: db.url,
      concurrency: config.workerConcurrency,
      // Fetching one job at a time takes a connection per job in flight; a local queue fetches for all
      // of them, and the tasks' own statements use the service's pool.
      maxPoolSize: batched ? 8 : Math.max(4, Math.min(config.workerConcurrency + 2, 50)),
      noHandleSignals: true,
      pollInterval: 2_000,
      taskList: deps.tasks,
      // Given in code, which also stops graphile-worker looking for a crontab file.
      parsedCronItems: parseCronItems(deps.schedules ?? []),
      logger: workerLogger(logger, () => lose('the database does not answer'), batched),
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
    }));

  let current = await startRunner();
  runner = current;
  let runnerStartedAt = new Date();
  let giveUp: (error: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => (giveUp = resolve));

  /** Starts a new runner once the database answers; undefined when stopping, or an error that is not an outage. */
  async function restart(): Promise<Error | undefined> {
    for (let delay = RECONNECT_MIN_MS; ; delay = Math.min(delay * 2, RECONNECT_MAX_MS)) {
      await waitForDatabase();
      if (stopping.signal.aborted) return undefined;
      try {
        // Between runners: what the stopped one held is released before the next one fetches.
        await deps.recover?.(lostAt ?? runnerStartedAt);
        back();
        current = await startRunner();
        runner = current;
        runnerStartedAt = new Date();
        if (stopping.signal.aborted) await current.stop();
        return undefined;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) return error instanceof Error ? error : new Error(String(error));
        lose(error);
      }
      await abortableSleep(delay, stopping.signal);
    }
  }

  const supervision = (async () => {
    let failedRuns = 0;
    while (!stopping.signal.aborted) {
      const startedAt = Date.now();
      await ended(current);
      if (stopping.signal.aborted) return;
      state = 'reconnecting';
      // Stopped by itself: the database went away, or something broke that a new runner may fix.
      if (Date.now() - startedAt >= HEALTHY_RUN_MS) failedRuns = 0;
      const reachable = await probe(db.url);
      if (!reachable) lose('the database does not answer');
      else if (!lostAt) {
        failedRuns += 1;
        logger.error({ component: 'worker', failedRuns }, 'the webhook worker stopped by itself although the database answers; starting it again');
      }
      const error = failedRuns < MAX_FAILED_RUNS ? await restart() : new Error(`the webhook worker stopped ${failedRuns} times in a row although the database answers`);
      if (stopping.signal.aborted) return;
      if (error) {
        failedRuns += 1;
        logger.error({ component: 'worker', error: error.message, failedRuns }, 'the webhook worker stopped and could not be started again');
        if (failedRuns >= MAX_FAILED_RUNS) {
          state = 'failed';
          logger.fatal({ component: 'worker' }, 'the webhook worker gave up; the process exits so that its supervisor starts it again');
          giveUp(error);
          return;
        }
        await abortableSleep(RECONNECT_MAX_MS, stopping.signal);
        continue;
      }
      state = 'running';
    }
  })();

  return {
    // A runner that lives through an outage is not working meanwhile.
    state: () => (state === 'running' && lostAt ? 'reconnecting' : state),
    failed,
    async stop() {
      stopping.abort();
      // Within bounds even while the database is away (a graceful stop would retry returning jobs).
      await replace(current);
      await supervision;
      state = 'stopped';
    },
  };
}
