import type { Task } from 'graphile-worker';
import type { Config } from '../../config.js';
import { pruneOlderThan } from '../../jobs/retention.js';
import type { Logger } from '../../shared/logger.js';
import type { DeliveryStore } from '../delivery-store.js';

export const PRUNE_DELIVERY_LOG_TASK = 'prune-delivery-log';

/** Hourly; graphile-worker's cron runs it once per hour whatever the number of worker processes. */
export const PRUNE_DELIVERY_LOG_SCHEDULE = { task: PRUNE_DELIVERY_LOG_TASK, match: '17 * * * *', identifier: PRUNE_DELIVERY_LOG_TASK, options: { backfillPeriod: 0, maxAttempts: 3 } };

/**
 * Deletes finished deliveries (succeeded or failed) created more than WEBHOOK_LOG_RETENTION_DAYS
 * ago, with their attempts. Pending deliveries are kept, however old.
 */
export function createPruneDeliveryLogTask(deps: { config: Config; deliveries: DeliveryStore; logger: Logger }): Task {
  return async () => {
    const { deleted, before } = await pruneOlderThan(deps.config.webhookLogRetentionDays, (cutoff, limit) => deps.deliveries.pruneFinishedDeliveries(cutoff, limit));
    if (deleted > 0) deps.logger.info({ component: 'webhooks', deleted, before: before.toISOString() }, 'delivery log pruned');
  };
}
