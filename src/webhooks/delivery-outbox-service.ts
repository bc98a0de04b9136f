import type { Knex } from 'knex';
import type { RecordChange } from '../subscriptions/subscription-service.js';
import type { DeliverySlots } from './delivery-slots.js';
import type { DeliveryStore } from './delivery-store.js';
import { newDelivery } from './new-delivery.js';
import type { WebhookStore } from './webhook-store.js';

/**
 * The transactional outbox: deliveries are created in the transaction that changed the records, so
 * they commit or roll back with it, and go out through the client's delivery slots (delivery-slots.ts).
 */
export function createDeliveryOutboxService(deps: { db: Knex; webhooks: WebhookStore; deliveries: DeliveryStore; slots: DeliverySlots }) {
  const { db, webhooks, deliveries, slots } = deps;

  return {
    /** Called inside the transaction that changed the records: deliveries commit or roll back with it. */
    async onRecordsChanged(trx: Knex.Transaction, changes: RecordChange[]): Promise<void> {
      if (changes.length === 0) return;
      const withWebhook = await webhooks.clientsWithEnabledWebhook(trx, [...new Set(changes.map((change) => change.clientId))]);
      if (withWebhook.size === 0) return;
      // Read again under the slot lock: a webhook disabled meanwhile (which takes the lock) gets no new deliveries.
      await slots.lock(trx, [...withWebhook]);
      const enabled = await webhooks.clientsWithEnabledWebhook(trx, [...withWebhook]);
      if (enabled.size === 0) return;
      const created = changes
        .filter((change) => enabled.has(change.clientId))
        .map((change) => newDelivery(change.clientId, change.subscriptionId, 'product.updated', change.payload));
      // Created parked: only those that fit their client's free slots get a job (delivery-slots.ts).
      await deliveries.insertDeliveries(trx, created, { parked: true });
      await slots.releaseWithin(trx, [...enabled]);
    },

    /** After `pss client activate`: the deliveries parked while the client was suspended go out, into its free slots. */
    async resumeDeliveries(clientId: number): Promise<void> {
      await db.transaction(async (trx) => slots.releaseWithin(trx, [clientId]));
    },
  };
}
