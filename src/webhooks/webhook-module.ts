import type { TaskList } from 'graphile-worker';
import type { BackgroundPacer } from '../shared/background-pacing.js';
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
import { createWebhookAdminService } from './webhook-admin-service.js';
import { createWebhookPartnerService } from './webhook-partner-service.js';
import { createWebhookEndpointHandlers } from './webhook-endpoint-handlers.js';
import { createWebhookEndpointService } from './webhook-endpoint-service.js';
import type { CursorCodec } from '../shared/cursor.js';
import { createDeliveryOutboxService } from './delivery-outbox-service.js';
import { DELIVER_WEBHOOK_TASK } from './delivery-job.js';
import { createWebhookStore } from './webhook-store.js';
import { createDeliveryStore } from './delivery-store.js';
import { createDeliveryClaimsStore } from './delivery-claims-store.js';
import { createDeliverySlotsStore } from './delivery-slots-store.js';
import { createDeliverySlots } from './delivery-slots.js';
import { slotStaleMs } from './tasks/deliver-webhook.js';
import { createWorkerHeartbeat, type HeartbeatOptions } from '../jobs/worker-heartbeat.js';
import { createWorkerHeartbeatStore } from '../jobs/worker-heartbeat-store.js';

/**
 * The webhook slice's entry point for the composition root: the outbox listener the subscription
 * slice calls inside its transactions (and the resumption after `pss client activate`), the
 * partner-facing handlers, the delivery task, the operator service behind `pss webhook`, the hourly
 * pruning of the delivery log, and the worker heartbeat that recovers crashed jobs and sweeps the
 * per-client delivery slots that keep one partner from holding every worker slot.
 */
export function createWebhookModule(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  clients: ClientStore;
  subscriptions: SubscriptionStore;
  /** Page cursors of `GET /webhook/deliveries`. */
  cursors: CursorCodec;
  /** Tests swap DNS; production resolves with the system resolver. */
  resolver?: Resolver;
  heartbeat?: HeartbeatOptions;
  /** Paces the deliveries of a background worker (src/shared/background-pacing.ts). */
  pacer?: BackgroundPacer;
}) {
  const knex = deps.db.knex;
  const webhooks = createWebhookStore(knex);
  const deliveries = createDeliveryStore(knex);
  const slotStore = createDeliverySlotsStore(knex, { cap: deps.config.webhookMaxInFlightPerClient, staleMs: slotStaleMs(deps.config) });
  const slots = createDeliverySlots({ db: knex, store: slotStore, logger: deps.logger });
  const secretBox = createSecretBox(deps.config.secretKey);
  const outbox = createDeliveryOutboxService({ db: knex, webhooks, deliveries, slots });
  const onRecordsChanged: RecordChangeListener = (trx, changes) => outbox.onRecordsChanged(trx, changes);
  const tasks: TaskList = {
    [DELIVER_WEBHOOK_TASK]: createDeliverWebhookTask({
      config: deps.config, db: knex, webhooks, deliveries, claims: createDeliveryClaimsStore(knex), slotStore, slots, secretBox, logger: deps.logger, resolver: deps.resolver, pacer: deps.pacer,
    }),
    [PRUNE_DELIVERY_LOG_TASK]: createPruneDeliveryLogTask({ config: deps.config, deliveries, logger: deps.logger }),
  };
  return {
    onRecordsChanged,
    resumeDeliveries: (clientId: number) => outbox.resumeDeliveries(clientId),
    handlers: {
      ...createWebhookHandlers(createWebhookPartnerService({ db: knex, webhooks, deliveries, subscriptions: deps.subscriptions, cursors: deps.cursors })),
      ...createWebhookEndpointHandlers(createWebhookEndpointService({ config: deps.config, db: knex, webhooks, deliveries, secretBox, slots, logger: deps.logger, resolver: deps.resolver })),
    },
    tasks,
    /** Deliveries due and not yet made, for /readyz and /metrics. */
    backlog: () => deliveries.backlog(),
    schedules: [PRUNE_DELIVERY_LOG_SCHEDULE],
    admin: createWebhookAdminService({ config: deps.config, db: knex, webhooks, deliveries, clients: deps.clients, secretBox, slots, resolver: deps.resolver }),
    // Each beat also sweeps the delivery slots (parked deliveries whose slot freed without a release).
    heartbeat: createWorkerHeartbeat(createWorkerHeartbeatStore(knex), deps.logger, deps.heartbeat, () => slots.sweep()),
  };
}
