import type { Knex } from 'knex';
import type { TaskList } from 'graphile-worker';
import type { Config } from '../config.js';
import type { CursorCodec } from '../shared/cursor.js';
import type { Logger } from '../shared/logger.js';
import type { RecordChange, RecordChangeListener, UnsubscribeListener } from '../subscriptions/subscription-service.js';
import { createChangeService } from './change-service.js';
import { createChangeStore, type ChangeEvent, type NewChange } from './change-store.js';
import { createPruneChangeLogTask, PRUNE_CHANGE_LOG_SCHEDULE, PRUNE_CHANGE_LOG_TASK } from './tasks/prune-change-log.js';

const asChange = (event: ChangeEvent) => (change: RecordChange): NewChange => ({ ...change, event });

/**
 * The change-feed slice's entry point for the composition root: the listeners the subscription
 * slice and the record refresher call inside their transactions (beside the webhook outbox), the
 * feed service, and the hourly pruning task.
 */
export function createChangeModule(deps: { config: Config; db: Knex; logger: Logger; cursors: CursorCodec }) {
  const store = createChangeStore(deps.db);
  const service = createChangeService({ store, retentionDays: deps.config.webhookLogRetentionDays, cursors: deps.cursors });
  const onRecordsChanged: RecordChangeListener = (trx, changes) => service.record(trx, changes.map(asChange('product.updated')));
  const onUnsubscribed: UnsubscribeListener = (trx, removed) => service.record(trx, [asChange('product.unsubscribed')(removed)]);
  const tasks: TaskList = { [PRUNE_CHANGE_LOG_TASK]: createPruneChangeLogTask({ config: deps.config, store, logger: deps.logger }) };
  return { service, onRecordsChanged, onUnsubscribed, tasks, schedules: [PRUNE_CHANGE_LOG_SCHEDULE] };
}

