import type { Task } from 'graphile-worker';
import type { Config } from '../../config.js';
import type { Logger } from '../../shared/logger.js';
import type { ChangeStore } from '../change-store.js';

export const PRUNE_CHANGE_LOG_TASK = 'prune-change-log';

/** Hourly, in graphile-worker's cron beside the delivery log's pruning, whatever the number of workers. */
export const PRUNE_CHANGE_LOG_SCHEDULE = { task: PRUNE_CHANGE_LOG_TASK, match: '17 * * * *', identifier: PRUNE_CHANGE_LOG_TASK, options: { backfillPeriod: 0, maxAttempts: 3 } };

const DAY_MS = 86_400_000;
/** Changes deleted per statement: short transactions, whatever the backlog. */
const BATCH = 5_000;

/** Deletes changes older than WEBHOOK_LOG_RETENTION_DAYS, the delivery log's retention. */
export function createPruneChangeLogTask(deps: { config: Config; store: ChangeStore; logger: Logger }): Task {
  return async () => {
    const before = new Date(Date.now() - deps.config.webhookLogRetentionDays * DAY_MS);
    let deleted = 0;
    for (;;) {
      const count = await deps.store.prune(before, BATCH);
      deleted += count;
      if (count < BATCH) break;
    }
    if (deleted > 0) deps.logger.info({ component: 'changes', deleted, before: before.toISOString() }, 'change log pruned');
  };
}
