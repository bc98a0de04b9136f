import type { TaskList } from 'graphile-worker';
import type { Config } from '../config.js';
import type { ClientStore } from '../accounts/client-store.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../shared/logger.js';
import type { RecordChangeListener } from '../subscriptions/subscription-service.js';
import type { SubscriptionStore } from '../subscriptions/subscription-store.js';
import type { Resolver } from './destination-guard.js';
import { createSecretBox } from './secret-box.js';
import { createDeliverWebhookTask } from './tasks/deliver-webhook.js';
import { createPruneDeliveryLogTask, PRUNE_DELIVERY_LOG_SCHEDULE, PRUNE_DELIVERY_LOG_TASK } from './tasks/prune-delivery-log.js';
import { createWebhookHandlers } from './webhook-handlers.js';
import { createWebhookService } from './webhook-service.js';
import { DELIVER_WEBHOOK_TASK } from './delivery-job.js';
import { createWebhookStore } from './webhook-store.js';
import { createDeliverySlotsStore } from './delivery-slots-store.js';
import { createDeliverySlots } from './delivery-slots.js';
import { slotStaleMs } from './tasks/deliver-webhook.js';
import { createWorkerHeartbeat, type HeartbeatOptions } from '../jobs/worker-heartbeat.js';
import { createWorkerHeartbeatStore } from '../jobs/worker-heartbeat-store.js';

/**
 * The webhook slice's entry point for the composition root: the outbox listener the subscription
 * slice calls inside its transactions, the partner-facing handlers, the delivery task, the
 * operator service behind `pss webhook`, the hourly pruning of the delivery log, and the worker
 * heartbeat that recovers crashed jobs, and the per-client delivery slots that keep one partner
 * from holding every worker slot.
 */
export function createWebhookModule(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  clients: ClientStore;
  subscriptions: SubscriptionStore;
  /** Tests swap DNS; production resolves with the system resolver. */
  resolver?: Resolver;
  heartbeat?: HeartbeatOptions;
}) {
  const store = createWebhookStore(deps.db.knex);
  const slotStore = createDeliverySlotsStore(deps.db.knex, { cap: deps.config.webhookMaxInFlightPerClient, staleMs: slotStaleMs(deps.config) });
  const slots = createDeliverySlots({ db: deps.db.knex, store: slotStore, logger: deps.logger });
  const secretBox = createSecretBox(deps.config.secretKey);
  const service = createWebhookService({
    config: deps.config,
    db: deps.db.knex,
    store,
    clients: deps.clients,
    subscriptions: deps.subscriptions,
    secretBox,
    slots,
    resolver: deps.resolver,
  });
  const onRecordsChanged: RecordChangeListener = (trx, changes) => service.onRecordsChanged(trx, changes);
  const tasks: TaskList = {
    [DELIVER_WEBHOOK_TASK]: createDeliverWebhookTask({ config: deps.config, db: deps.db.knex, store, slotStore, slots, secretBox, logger: deps.logger, resolver: deps.resolver }),
    [PRUNE_DELIVERY_LOG_TASK]: createPruneDeliveryLogTask({ config: deps.config, store, logger: deps.logger }),
  };
  return {
    onRecordsChanged,
    handlers: createWebhookHandlers(service),
    tasks,
    schedules: [PRUNE_DELIVERY_LOG_SCHEDULE],
    service,
    // Each beat also sweeps the delivery slots (parked deliveries whose slot freed without a release).
    heartbeat: createWorkerHeartbeat(createWorkerHeartbeatStore(deps.db.knex), deps.logger, deps.heartbeat, () => slots.sweep()),
  };
}
