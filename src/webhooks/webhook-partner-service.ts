import type { Knex } from 'knex';
import type { Client } from '../accounts/client-store.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import { problem } from '../shared/app-error.js';
import type { CursorCodec } from '../shared/cursor.js';
import type { SubscriptionStore } from '../subscriptions/subscription-store.js';
import { deliveryJob } from './delivery-job.js';
import type { Attempt, Delivery, DeliveryStore } from './delivery-store.js';
import { newDelivery } from './new-delivery.js';
import type { Webhook, WebhookStore } from './webhook-store.js';

function attemptView(attempt: Attempt) {
  return {
    number: attempt.number,
    startedAt: attempt.startedAt.toISOString(),
    durationMs: attempt.durationMs,
    outcome: attempt.outcome,
    statusCode: attempt.statusCode,
    errorKind: attempt.errorKind,
  };
}

function deliveryView(delivery: Delivery & { attempts: Attempt[] }) {
  return {
    id: delivery.id,
    event: delivery.event,
    status: delivery.status,
    productId: delivery.productId,
    gtin: delivery.gtin,
    createdAt: delivery.createdAt.toISOString(),
    finishedAt: delivery.finishedAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt?.toISOString() ?? null : null,
    attempts: delivery.attempts.map(attemptView),
  };
}

/** What a partner does with its webhook over the API (webhook-handlers.ts): a test delivery, the delivery log, a redelivery. */
export function createWebhookPartnerService(deps: { db: Knex; webhooks: WebhookStore; deliveries: DeliveryStore; subscriptions: SubscriptionStore; cursors: CursorCodec }) {
  const { db, webhooks, deliveries, subscriptions, cursors } = deps;

  /** The enabled webhook of a client, or the 409 the partner-facing operations answer. */
  async function requireEnabledWebhook(executor: Knex, client: Client): Promise<Webhook> {
    const webhook = await webhooks.findWebhook(executor, client.id);
    if (!webhook) {
      throw problem.noWebhookAddress();
    }
    if (!webhook.enabled) {
      throw problem.webhookDisabled(webhook.disabledAt ?? null, webhook.disabledReason ?? null);
    }
    return webhook;
  }

  return {
    /** GET /webhook/trigger: one random subscribed product, marked as a test. */
    async trigger(client: Client): Promise<{ deliveryId: string; product: string }> {
      await requireEnabledWebhook(db, client);
      const subscription = await subscriptions.pickRandom(client.id);
      if (!subscription) throw problem.nothingToTrigger();
      const delivery = newDelivery(client.id, subscription.id, 'product.test', subscription.payload);
      await db.transaction(async (trx) => {
        await deliveries.insertDeliveries(trx, [delivery], { parked: false });
        await enqueueJobs(trx, [deliveryJob(delivery.id, 1)]);
      });
      return { deliveryId: delivery.id, product: delivery.gtin ?? delivery.productId };
    },

    async listDeliveries(client: Client, limit: number, cursor: string | undefined) {
      const rows = await deliveries.listDeliveries(client.id, limit + 1, cursor ? cursors.decode('d', client.id, cursor, 'cursor') : null);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { deliveries: page.map(deliveryView), nextCursor: rows.length > limit && last ? cursors.encode('d', client.id, last.seq) : null };
    },

    /** Same payload, same webhook-id, a fresh retry round; signed afresh at each attempt. */
    async redeliver(client: Client, deliveryId: string): Promise<Delivery> {
      return db.transaction(async (trx) => {
        const found = await deliveries.findDelivery(trx, client.id, deliveryId);
        if (!found) throw problem.noDelivery(deliveryId);
        await requireEnabledWebhook(trx, client);
        // The id as stored (lower-case): PostgreSQL matches a UUID in any case, but the job key is
        // text, and `DE…` and `de…` would make two jobs of one delivery.
        const id = found.id;
        const locked = (await deliveries.lockDelivery(trx, id)) as Delivery;
        const restarted = await deliveries.restart(trx, id);
        await enqueueJobs(trx, [deliveryJob(id, locked.attemptCount + 1)]);
        return restarted;
      });
    },
  };
}

export type WebhookPartnerService = ReturnType<typeof createWebhookPartnerService>;
