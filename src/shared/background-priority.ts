import os from 'node:os';
import type { Logger } from './logger.js';

/**
 * Background processes (`pss worker`, `pss catalogue import`) lower their CPU priority by
 * WORKER_NICENESS, so that on a host they share with API processes the partner-facing reads come
 * first and the background work takes what is left (docs/scaling.md, the scale run). Set early, in
 * the main thread, so the threads started later (libuv's pool) inherit it. 0 leaves it alone.
 */
export function runInBackground(niceness: number, logger: Logger): void {
  if (niceness === 0) return;
  try {
    os.setPriority(Math.max(os.getPriority(), niceness));
  } catch (error) {
    logger.warn({ niceness, error: (error as Error).message }, 'could not lower the process priority (WORKER_NICENESS); it runs at normal priority');
  }
}
