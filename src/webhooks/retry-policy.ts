export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * The delay before the next attempt, or null when the schedule is used up. `failures` counts the
 * failed attempts of this round, the one just made included. Jitter (±10%) spreads retries of many
 * deliveries that failed together; a Retry-After can postpone a retry (up to an hour) but never
 * bring it forward.
 */
export function nextRetryDelayMs(schedule: readonly number[], failures: number, retryAfterMs: number | null, random: () => number = Math.random): number | null {
  const scheduled = schedule[failures - 1];
  if (scheduled === undefined) return null;
  const jittered = Math.round(scheduled * (0.9 + 0.2 * random()));
  if (retryAfterMs === null) return jittered;
  return Math.min(Math.max(retryAfterMs, jittered), Math.max(jittered, MAX_RETRY_AFTER_MS));
}
