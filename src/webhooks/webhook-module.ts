import type { TaskList } from 'graphile-worker';
import type { Config } from '../config.js';
import type { ClientStore } from '../accounts/client-store.js';
import type { Database } from '../db/database.js';
import type { OperationHandler } from '../http/openapi-router.js';
import type { Logger } from '../shared/logger.js';
import { conflict } from '../shared/app-error.js';
import type { RecordChangeListener } from '../subscriptions/subscription-service.js';
import type { SubscriptionStore } from '../subscriptions/subscription-store.js';

/**
 * The webhook slice's entry point for the composition root. Deliveries arrive with the webhook
 * issue; until then no address can be registered, so the trigger answers 409 as the contract says.
 */
export function createWebhookModule(_deps: { config: Config; db: Database; logger: Logger; clients: ClientStore; subscriptions: SubscriptionStore }) {
  const onRecordsChanged: RecordChangeListener = async () => {};
  const triggerWebhook: OperationHandler = async () => {
    throw conflict('webhook-not-registered', 'No webhook registered', "No webhook address is registered for this account. Ask the operator's technical support to register one.");
  };
  return { onRecordsChanged, handlers: { triggerWebhook }, tasks: {} as TaskList };
}

export type WebhookModule = ReturnType<typeof createWebhookModule>;
