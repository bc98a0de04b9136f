import type { Task } from 'graphile-worker';
import { pruneOlderThan } from '../../jobs/retention.js';
import type { Logger } from '../../shared/logger.js';
import { IDEMPOTENCY_KEY_HOURS, type IdempotencyStore } from '../idempotency-store.js';

export const PRUNE_IDEMPOTENCY_KEYS_TASK = 'prune-idempotency-keys';

/** Hourly, in graphile-worker's cron beside the other pruning tasks, whatever the number of workers. */
export const PRUNE_IDEMPOTENCY_KEYS_SCHEDULE = { task: PRUNE_IDEMPOTENCY_KEYS_TASK, match: '23 * * * *', identifier: PRUNE_IDEMPOTENCY_KEYS_TASK, options: { backfillPeriod: 0, maxAttempts: 3 } };

/**
 * Deletes idempotency keys older than their 24 hours. A key past its 24 hours is already treated as
 * unused by the API (idempotency-store.ts `claim`); this only keeps the table small.
 */
export function createPruneIdempotencyKeysTask(deps: { store: IdempotencyStore; logger: Logger }): Task {
  return async () => {
    const { deleted, before } = await pruneOlderThan(IDEMPOTENCY_KEY_HOURS / 24, (cutoff, limit) => deps.store.prune(cutoff, limit));
    if (deleted > 0) deps.logger.info({ component: 'idempotency', deleted, before: before.toISOString() }, 'idempotency keys pruned');
  };
}
