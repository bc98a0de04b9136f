import type { Task } from 'graphile-worker';
import type { Config } from '../../config.js';
import { pruneOlderThan } from '../../jobs/retention.js';
import type { Logger } from '../../shared/logger.js';
import type { ChangeStore } from '../change-store.js';

export const PRUNE_CHANGE_LOG_TASK = 'prune-change-log';

/** Hourly, in graphile-worker's cron beside the delivery log's pruning, whatever the number of workers. */
export const PRUNE_CHANGE_LOG_SCHEDULE = { task: PRUNE_CHANGE_LOG_TASK, match: '17 * * * *', identifier: PRUNE_CHANGE_LOG_TASK, options: { backfillPeriod: 0, maxAttempts: 3 } };

/** Deletes changes older than WEBHOOK_LOG_RETENTION_DAYS, the delivery log's retention. */
export function createPruneChangeLogTask(deps: { config: Config; store: ChangeStore; logger: Logger }): Task {
  return async () => {
    const { deleted, before } = await pruneOlderThan(deps.config.webhookLogRetentionDays, deps.store.prune);
    if (deleted > 0) deps.logger.info({ component: 'changes', deleted, before: before.toISOString() }, 'change log pruned');
  };
}
