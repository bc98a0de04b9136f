import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from './logger.js';

/**
 * Background work (the catalogue import's batches, the worker's deliveries) paced while the host's
 * CPU is contended: after each stretch of work it reads how long tasks waited for a CPU meanwhile
 * (Linux pressure stall information, the `some` line of `/proc/pressure/cpu`, or of the API's own
 * cgroup's `cpu.pressure`), and when that share of the stretch is above the threshold it pauses in
 * proportion to the stretch, so the partner-facing reads get the CPU the work would have used.
 * Niceness and the scheduling group order the CPU between runnable tasks; they cannot stop the
 * lowered work from running in every short wait of the API's round trips, which pausing does
 * (docs/adr/0121-background-work-paced-by-cpu-pressure.md).
 *
 * Never a stall: a pause is at most `maxPauseMs` and at most `maxRatio` times the stretch before it,
 * and after a pause a whole stretch of work runs before the next one, so the work keeps at least
 * 1 / (1 + maxRatio) of its pace whatever the signal says.
 */
export interface BackgroundPacing {
  /** BACKGROUND_PACING_PRESSURE_FILE: a file in the kernel's pressure format whose `some … total=` (µs) is the signal. */
  pressureFile: string;
  /** BACKGROUND_PACING_THRESHOLD (percent): pressure over a stretch at or below which no pause is made. */
  threshold: number;
  /** BACKGROUND_PACING_MAX_RATIO: the longest pause as a multiple of the stretch of work before it (at full pressure). */
  maxRatio: number;
  /** BACKGROUND_PACING_MAX_PAUSE_MS: the longest single pause. */
  maxPauseMs: number;
}

/** What the pacing did, for the import's summary, the worker's log and the bench. */
export interface PacingReport {
  /** Stretches of work whose pressure was read. */
  stretches: number;
  /** Of those, the ones followed by a pause. */
  paused: number;
  /** Seconds of work and of pauses in all. */
  workSeconds: number;
  pausedSeconds: number;
  /** Pressure (0–1) over the work, weighted by each stretch's length; null before the first stretch. */
  meanPressure: number | null;
  /** False when the signal could not be read (pacing off for the rest of the process). */
  signal: boolean;
}

export interface BackgroundPacer {
  /**
   * Call before each unit of work (a batch, a delivery). Resolves at once, or after the pause that
   * the stretch of work since the last one earned; callers arriving during a pause wait for the same pause.
   */
  pass(): Promise<void>;
  report(): PacingReport;
}

/** A stretch shorter than this is not judged yet: the signal's resolution and the file read are not worth it. */
const SHORTEST_STRETCH_MS = 50;

/** Reads the cumulative microseconds in which some task waited for a CPU (the `some` line's `total`). */
export function readStallMicros(file: string): number {
  const line = readFileSync(file, 'utf8').split('\n').find((candidate) => candidate.startsWith('some '));
  const total = Number(/\btotal=(\d+)/.exec(line ?? '')?.[1]);
  if (!Number.isFinite(total)) throw new Error(`${file} has no "some … total=" line`);
  return total;
}

/** The pause a stretch of `workMs` earns at `pressure` (0–1): nothing at or below the threshold, then growing with the excess. */
export function pauseFor(pacing: BackgroundPacing, workMs: number, pressure: number): number {
  const threshold = pacing.threshold / 100;
  if (pressure <= threshold || threshold >= 1) return 0;
  const excess = Math.min(1, (pressure - threshold) / (1 - threshold));
  return Math.min(pacing.maxPauseMs, Math.round(workMs * pacing.maxRatio * excess));
}

/**
 * `idleAfterMs`: for work that comes and goes (the worker's deliveries), a pass this long after the
 * one before starts a new stretch instead of judging one: the time in between was idle, not work.
 * Without it (the import's batches, one after another) every moment between passes is work.
 */
export function createBackgroundPacer(pacing: BackgroundPacing | undefined, deps: { logger: Logger; idleAfterMs?: number; now?: () => number; wait?: (ms: number) => Promise<void> }): BackgroundPacer {
  const now = deps.now ?? (() => performance.now());
  const wait = deps.wait ?? ((ms: number) => sleep(ms).then(() => undefined));
  const totals = { stretches: 0, paused: 0, workMs: 0, pausedMs: 0, weightedPressure: 0 };
  let signal = pacing !== undefined;
  const readStall = (): number | undefined => {
    if (!signal || !pacing) return undefined;
    try {
      return readStallMicros(pacing.pressureFile);
    } catch (error) {
      signal = false;
      deps.logger.warn({ pressureFile: pacing.pressureFile, error: (error as Error).message }, 'cannot read CPU pressure (BACKGROUND_PACING_PRESSURE_FILE); background work runs unpaced');
      return undefined;
    }
  };
  let stretchStart = now();
  let stallAtStart = readStall();
  let pausing: Promise<void> | undefined;
  let lastPassAt: number | undefined;

  const startStretch = () => {
    stretchStart = now();
    stallAtStart = readStall();
  };

  return {
    pass() {
      if (pausing) return pausing;
      if (!pacing || !signal) return Promise.resolve();
      const idle = deps.idleAfterMs !== undefined && (lastPassAt === undefined || now() - lastPassAt > deps.idleAfterMs);
      lastPassAt = now();
      if (idle) {
        startStretch();
        return Promise.resolve();
      }
      const workMs = now() - stretchStart;
      if (workMs < SHORTEST_STRETCH_MS) return Promise.resolve();
      const stall = readStall();
      if (stall === undefined || stallAtStart === undefined) return Promise.resolve();
      const pressure = Math.min(1, Math.max(0, (stall - stallAtStart) / 1000 / workMs));
      const pauseMs = pauseFor(pacing, workMs, pressure);
      totals.stretches += 1;
      totals.workMs += workMs;
      totals.weightedPressure += pressure * workMs;
      if (pauseMs <= 0) {
        startStretch();
        return Promise.resolve();
      }
      totals.paused += 1;
      totals.pausedMs += pauseMs;
      pausing = wait(pauseMs).then(() => {
        pausing = undefined;
        lastPassAt = now();
        startStretch();
      });
      return pausing;
    },
    report() {
      return {
        stretches: totals.stretches,
        paused: totals.paused,
        workSeconds: Math.round(totals.workMs) / 1000,
        pausedSeconds: Math.round(totals.pausedMs) / 1000,
        meanPressure: totals.workMs > 0 ? Math.round((totals.weightedPressure / totals.workMs) * 1000) / 1000 : null,
        signal,
      };
    },
  };
}
