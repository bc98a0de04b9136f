import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { Logger } from '../shared/logger.js';

/** What the worker of this process is doing: reported by /readyz and /metrics. */
export type WorkerState = 'running' | 'reconnecting' | 'stopped' | 'failed';

/** What the supervision needs of a runner: graphile-worker's `Runner` has exactly this. */
export interface SupervisedRunner {
  /** Settles when the runner has ended, asked to or by itself. */
  readonly promise: Promise<void>;
  /** Finishes the jobs in flight, then ends. */
  stop(): Promise<void>;
  /** Fails the jobs in flight, then ends. */
  kill(): Promise<void>;
}

/** Time as the supervision reads it: the system's in production, a fake one in the unit tests. */
export interface Clock {
  now(): number;
  /** Settles after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done);
    }),
};

export interface SupervisionLimits {
  /** Waits between attempts to reach the database again: from this, doubling, up to reconnectMaxMs. */
  reconnectMinMs: number;
  /** Short, so deliveries resume within seconds of the database's return (one connection attempt per wait). */
  reconnectMaxMs: number;
  /** Consecutive failed runs with the database reachable after which the worker gives up (the process exits). */
  maxFailedRuns: number;
  /** A runner that lasted this long before stopping was working: its stop does not count as a failed run. */
  healthyRunMs: number;
  /** How long a runner that lived through an outage may take to stop gracefully before it is stopped forcefully. */
  replaceWaitMs: number;
  /**
   * How long a runner stopped forcefully may take to end. graphile-worker's forceful stop waits for
   * writes to the database without a bound of its own (returning its local queue, failing its jobs),
   * and a task can be stuck on a connection that died with the database: past this the runner is
   * abandoned, and the supervision goes on as if it had ended.
   */
  killWaitMs: number;
}

export const SUPERVISION_LIMITS: SupervisionLimits = {
  reconnectMinMs: 250,
  reconnectMaxMs: 2_000,
  maxFailedRuns: 5,
  healthyRunMs: 60_000,
  replaceWaitMs: 5_000,
  killWaitMs: 5_000,
};

export interface SupervisorDeps {
  logger: Logger;
  clock: Clock;
  /** Starts a runner. It throws what graphile-worker's `run()` throws. */
  startRunner(): Promise<SupervisedRunner>;
  /** True when the database answers now; bounded in time. */
  databaseAnswers(): Promise<boolean>;
  /** Between a runner that ended and the next, once the database answers: release what the ended one held since `since`. */
  recover(since: Date): Promise<void>;
  limits?: Partial<SupervisionLimits>;
  /** Told every phase entered, in order (the unit tests await phases instead of sleeping). */
  onPhase?(phase: PhaseName): void;
}

/**
 * The supervision's phases. Each phase is one step that waits for its events and returns the next
 * phase; nothing else changes the supervision's state, so every transition is in `step` below.
 *
 *   running ──loss reported──▶ lost ──database answers: replace the runner──▶ waiting
 *   running ──runner ended────────────────────────────────────────────────────▶ waiting (or failed)
 *   waiting ──database answers, recover, start a runner──▶ running (or waiting again, or failed)
 *   any ──stop()──▶ stopping ──▶ stopped
 */
type Phase =
  | { name: 'running'; runner: SupervisedRunner; startedAt: number }
  /** The runner lives through an outage: it is replaced once the database answers. */
  | { name: 'lost'; runner: SupervisedRunner; lostAt: number }
  /** No runner: wait `pauseMs`, then for the database, recover from `recoverSince` and start one. `outageSince` when the database was lost. */
  | { name: 'waiting'; recoverSince: number; outageSince?: number; pauseMs: number }
  | { name: 'stopping'; runner?: SupervisedRunner }
  | { name: 'stopped' }
  | { name: 'failed'; error: Error };

export type PhaseName = Phase['name'];

const PUBLISHED_STATE: Readonly<Record<PhaseName, WorkerState>> = {
  running: 'running',
  lost: 'reconnecting',
  waiting: 'reconnecting',
  stopping: 'stopped',
  stopped: 'stopped',
  failed: 'failed',
};

export interface SupervisedWorker {
  /** Finishes the jobs in flight, then stops; bounded even while the database is away. */
  stop(): Promise<void>;
  state(): WorkerState;
  /** Reports that the database looks unreachable (graphile-worker's log and its listener's errors say so). */
  reportLoss(cause: unknown): void;
  /**
   * Settles when the worker gave up for good (the database answers, and starting it again failed
   * repeatedly): the process must exit non-zero so that its supervisor restarts it.
   */
  failed: Promise<Error>;
}

/** Settles (never rejects) when `promise` settles. */
const settled = (promise: Promise<unknown>): Promise<void> => promise.then(() => {}, () => {});

/** Which of the named promises settles first (each is only ever awaited to settle). */
async function firstOf<K extends string>(entries: Record<K, Promise<unknown>>): Promise<K> {
  return Promise.race((Object.entries(entries) as [K, Promise<unknown>][]).map(([key, promise]) => settled(promise).then(() => key)));
}

const firstLine = (cause: unknown): string => (cause instanceof Error ? cause.message.split('\n')[0]! : String(cause));

/**
 * Keeps one graphile-worker runner running over outages: graphile-worker's runner stops for good
 * when its pool loses the database, and one that lives through an outage may sit in back-offs of up
 * to a minute. The log says once that the worker lost the database and once that it is back;
 * `recover` runs in between (jobs the lost runner held are released).
 */
export async function superviseWorker(deps: SupervisorDeps): Promise<SupervisedWorker> {
  const { logger, clock } = deps;
  const limits = { ...SUPERVISION_LIMITS, ...deps.limits };
  const stopping = new AbortController();
  const stopRequested = new Promise<void>((resolve) => stopping.signal.addEventListener('abort', () => resolve(), { once: true }));
  let giveUp: (error: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => (giveUp = resolve));
  let failedRuns = 0;

  /** The loss reported while the current runner runs; renewed for each runner (reports about an ended one are history). */
  const newLoss = () => {
    let report: () => void = () => {};
    const reported = new Promise<void>((resolve) => (report = resolve));
    return { cause: undefined as unknown, reported, report };
  };
  let loss = newLoss();
  const renewLoss = () => (loss = newLoss());

  const logLost = (cause: unknown) =>
    logger.error({ component: 'worker', error: firstLine(cause) }, 'webhook worker lost the database; reconnecting with backoff, deliveries resume when it is back');

  /** Settles once the database answers, or at once when stopping (or `abort`) is signalled. */
  async function waitForDatabase(abort: AbortSignal): Promise<void> {
    for (let delay = limits.reconnectMinMs; !abort.aborted && !stopping.signal.aborted; delay = Math.min(delay * 2, limits.reconnectMaxMs)) {
      if (await deps.databaseAnswers()) return;
      await clock.sleep(delay, AbortSignal.any([abort, stopping.signal]));
    }
  }

  /** True when `promise` settles within `ms`. */
  async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
    const late = new AbortController();
    const first = await firstOf({ done: promise, late: clock.sleep(ms, late.signal) });
    late.abort();
    return first === 'done';
  }

  /**
   * Stops a runner gracefully, or forcefully when that takes longer than replaceWaitMs. One that has
   * not ended killWaitMs after its forceful stop is abandoned: `recover` then releases the jobs its
   * pool still holds, and the next runner runs them again under the same webhook-id.
   */
  async function replace(runner: SupervisedRunner): Promise<void> {
    // Ended, not just stopping: a runner that stopped by itself answers stop() at once yet may still be ending.
    if (await within(Promise.all([settled(runner.stop()), settled(runner.promise)]), limits.replaceWaitMs)) return;
    if (await within(Promise.all([settled(runner.kill()), settled(runner.promise)]), limits.killWaitMs)) return;
    logger.warn({ component: 'worker' }, 'a stopped webhook worker runner did not end; it is abandoned and the jobs it holds are released');
  }

  /** A failed run or start with the database answering: counted, and after maxFailedRuns in a row the worker gives up. */
  function countFailure(error: Error, pauseMs: number, recoverSince: number): Phase {
    failedRuns += 1;
    logger.error({ component: 'worker', error: error.message, failedRuns }, 'the webhook worker stopped and could not be started again');
    if (failedRuns >= limits.maxFailedRuns) return { name: 'failed', error };
    return { name: 'waiting', recoverSince, pauseMs };
  }

  /** A runner works: until it ends, a loss is reported, or stop() is called. */
  async function whileRunning(phase: Extract<Phase, { name: 'running' }>): Promise<Phase> {
    const endedWith = phase.runner.promise.then(() => undefined, (error: unknown) => error);
    const event = await firstOf({ ended: endedWith, loss: loss.reported, stop: stopRequested });
    if (event === 'stop') return { name: 'stopping', runner: phase.runner };
    if (event === 'loss') {
      logLost(loss.cause);
      return { name: 'lost', runner: phase.runner, lostAt: clock.now() };
    }
    // Stopped by itself: the database went away, or something broke that a new runner may fix.
    if (clock.now() - phase.startedAt >= limits.healthyRunMs) failedRuns = 0;
    // Its own error says so, or the database does not answer now. (A short outage can be over by the
    // time a busy process sees the runner end: the error still counts it as one, not as a failed run.)
    const reason = await endedWith;
    if (isDatabaseUnavailable(reason) || !(await deps.databaseAnswers())) {
      logLost(isDatabaseUnavailable(reason) ? reason : 'the database does not answer');
      const lostAt = clock.now();
      return { name: 'waiting', recoverSince: lostAt, outageSince: lostAt, pauseMs: 0 };
    }
    failedRuns += 1;
    logger.error({ component: 'worker', failedRuns }, 'the webhook worker stopped by itself although the database answers; starting it again');
    if (failedRuns >= limits.maxFailedRuns) {
      return { name: 'failed', error: new Error(`the webhook worker stopped ${failedRuns} times in a row although the database answers`) };
    }
    return { name: 'waiting', recoverSince: phase.startedAt, pauseMs: 0 };
  }

  /** The runner lives through an outage: once the database answers it is replaced (unless it ended meanwhile). */
  async function whileLost(phase: Extract<Phase, { name: 'lost' }>): Promise<Phase> {
    const done = new AbortController();
    const event = await firstOf({ back: waitForDatabase(done.signal), ended: phase.runner.promise, stop: stopRequested });
    done.abort();
    if (event === 'stop') return { name: 'stopping', runner: phase.runner };
    // Its listener may be in a back-off of up to a minute, its batched completions in retries of up to 30 s.
    if (event === 'back') await replace(phase.runner);
    return { name: 'waiting', recoverSince: phase.lostAt, outageSince: phase.lostAt, pauseMs: 0 };
  }

  /** No runner: wait, then for the database; recover, say it is back, and start the next runner. */
  async function whileWaiting(phase: Extract<Phase, { name: 'waiting' }>): Promise<Phase> {
    if (phase.pauseMs > 0) await clock.sleep(phase.pauseMs, stopping.signal);
    await waitForDatabase(stopping.signal);
    if (stopping.signal.aborted) return { name: 'stopping' };
    const nextPause = Math.min(Math.max(phase.pauseMs * 2, limits.reconnectMinMs), limits.reconnectMaxMs);
    try {
      // Between runners: what the ended one held is released before the next one fetches.
      await deps.recover(new Date(phase.recoverSince));
      if (phase.outageSince !== undefined) {
        const outageSeconds = Math.round((clock.now() - phase.outageSince) / 100) / 10;
        logger.info({ component: 'worker', outageSeconds }, 'webhook worker is back: the database answers and deliveries resume');
      }
      renewLoss();
      const runner = await deps.startRunner();
      if (stopping.signal.aborted) return { name: 'stopping', runner };
      return { name: 'running', runner, startedAt: clock.now() };
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        if (phase.outageSince === undefined) logLost(error);
        return { name: 'waiting', recoverSince: phase.recoverSince, outageSince: phase.outageSince ?? clock.now(), pauseMs: nextPause };
      }
      return countFailure(error instanceof Error ? error : new Error(String(error)), limits.reconnectMaxMs, phase.recoverSince);
    }
  }

  /** Within bounds even while the database is away (a graceful stop would retry returning jobs). */
  async function whileStopping(phase: Extract<Phase, { name: 'stopping' }>): Promise<Phase> {
    if (phase.runner) await replace(phase.runner);
    return { name: 'stopped' };
  }

  /** Every transition of the supervision: each phase's step returns the next phase. */
  function step(phase: Phase): Promise<Phase> {
    switch (phase.name) {
      case 'running':
        return whileRunning(phase);
      case 'lost':
        return whileLost(phase);
      case 'waiting':
        return whileWaiting(phase);
      case 'stopping':
        return whileStopping(phase);
      case 'stopped':
      case 'failed':
        return Promise.resolve(phase);
    }
  }

  renewLoss();
  let phase: Phase = { name: 'running', runner: await deps.startRunner(), startedAt: clock.now() };
  deps.onPhase?.(phase.name);
  const supervision = (async () => {
    while (phase.name !== 'stopped' && phase.name !== 'failed') {
      phase = await step(phase);
      deps.onPhase?.(phase.name);
    }
    if (phase.name === 'failed') {
      logger.fatal({ component: 'worker' }, 'the webhook worker gave up; the process exits so that its supervisor starts it again');
      giveUp(phase.error);
    }
  })();

  return {
    state: () => PUBLISHED_STATE[phase.name],
    failed,
    reportLoss(cause) {
      if (phase.name !== 'running' || loss.cause !== undefined) return;
      loss.cause = cause ?? 'the database does not answer';
      loss.report();
    },
    async stop() {
      stopping.abort();
      await supervision;
    },
  };
}
