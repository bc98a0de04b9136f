import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Client, ClientStore } from '../accounts/client-store.js';
import { clientNotFound } from '../accounts/client-service.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import { deliveryJob } from './delivery-job.js';
import { AppError, invalidRequest } from '../shared/app-error.js';
import type { RecordChange } from '../subscriptions/subscription-service.js';
import type { SubscriptionStore } from '../subscriptions/subscription-store.js';
import { DestinationError, parseWebhookUrl, resolveDestination, type Resolver } from './destination-guard.js';
import type { SecretBox } from './secret-box.js';
import type { Attempt, Delivery, NewDelivery, Webhook, WebhookStore } from './webhook-store.js';
import type { DeliverySlots } from './delivery-slots.js';

export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
const MIN_SECRET_LENGTH = 16;
const MAX_SECRET_LENGTH = 512;

export interface WebhookView {
  client: string;
  url: string;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  /** Since when no delivery has succeeded (null while they succeed); disabled after WEBHOOK_DISABLE_AFTER_HOURS. */
  failingSince: string | null;
  secretFingerprint: string;
  previousSecretFingerprint: string | null;
  previousSecretExpiresAt: string | null;
}

function toView(client: Pick<Client, 'name'>, webhook: Webhook, secretBox: SecretBox, now = new Date()): WebhookView {
  const rotating = webhook.previousSecretExpiresAt !== null && webhook.previousSecretExpiresAt > now;
  return {
    client: client.name,
    url: webhook.url,
    enabled: webhook.enabled,
    disabledReason: webhook.disabledReason,
    disabledAt: webhook.disabledAt?.toISOString() ?? null,
    failingSince: webhook.failingSince?.toISOString() ?? null,
    // Computed when shown, never stored: the table holds no hash of a secret.
    secretFingerprint: secretBox.fingerprint(secretBox.open(webhook.secretEncrypted)),
    previousSecretFingerprint: rotating && webhook.previousSecretEncrypted ? secretBox.fingerprint(secretBox.open(webhook.previousSecretEncrypted)) : null,
    previousSecretExpiresAt: rotating ? (webhook.previousSecretExpiresAt as Date).toISOString() : null,
  };
}

const noWebhook = (clientName: string) =>
  new AppError('webhook-not-found', `"${clientName}" has no webhook. Register one with: pss webhook set --client NAME --url URL --secret-file PATH`);

const encodeCursor = (seq: number) => Buffer.from(`s${seq}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^s(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalidRequest('The cursor is not one this service returned.', [{ parameter: 'cursor', detail: 'use nextCursor from a previous page' }]);
  return Number(match[1]);
}

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

function payloadKeys(payload: string): { gtin: string | null; productId: string } {
  const parsed = JSON.parse(payload) as { id?: unknown; gtin?: unknown };
  return { gtin: typeof parsed.gtin === 'string' ? parsed.gtin : null, productId: typeof parsed.id === 'string' || typeof parsed.id === 'number' ? String(parsed.id) : '' };
}

export function createWebhookService(deps: {
  config: Config;
  db: Knex;
  store: WebhookStore;
  clients: ClientStore;
  subscriptions: SubscriptionStore;
  secretBox: SecretBox;
  slots: DeliverySlots;
  resolver?: Resolver;
}) {
  const { config, db, store, clients, subscriptions, secretBox, slots } = deps;

  async function requireClient(name: string): Promise<Client> {
    const client = await clients.findByName(name);
    if (!client) throw clientNotFound(name);
    return client;
  }

  function checkSecret(secret: string): void {
    if (secret.length < MIN_SECRET_LENGTH || secret.length > MAX_SECRET_LENGTH) {
      throw new AppError('invalid-secret', `A signing secret has ${MIN_SECRET_LENGTH} to ${MAX_SECRET_LENGTH} characters; this one has ${secret.length}.`);
    }
  }

  /** Checked at registration as well as at every connection (the address may change in DNS). */
  async function checkUrl(raw: string): Promise<string> {
    try {
      const url = parseWebhookUrl(raw.trim(), config.allowPrivateWebhookUrls);
      await resolveDestination(url, config.allowPrivateWebhookUrls, deps.resolver);
      return url.toString();
    } catch (error) {
      if (error instanceof DestinationError) {
        throw new AppError('invalid-webhook-url', error.kind === 'blocked_address'
          ? `${error.message} Webhooks may only go to public addresses over https.`
          : error.message);
      }
      throw error;
    }
  }

  /** The enabled webhook of a client, or the 409 the partner-facing operations answer. */
  async function requireEnabledWebhook(client: Client, trx: Knex = db): Promise<Webhook> {
    const webhook = await store.findWebhook(client.id, trx);
    if (!webhook) {
      throw new AppError('webhook-not-registered', "No webhook address is registered for this account. Ask the operator's technical support to register one.");
    }
    if (!webhook.enabled) {
      throw new AppError('webhook-not-registered', `The webhook of this account is disabled since ${webhook.disabledAt?.toISOString() ?? 'earlier'} (${webhook.disabledReason ?? 'by the operator'}). Ask the operator's technical support to re-enable it.`);
    }
    return webhook;
  }

  return {
    /** `pss webhook set`: registers or replaces the address and secret, and re-enables the webhook. */
    async register(clientName: string, url: string, secret: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      checkSecret(secret);
      const checked = await checkUrl(url);
      const webhook = await store.upsertWebhook(client.id, checked, secretBox.seal(secret));
      return toView(client, webhook, secretBox);
    },

    /** `pss webhook list`: every webhook, or (`troubled`) only those disabled or failing, for the operator to follow up. */
    async list(options: { troubled?: boolean } = {}): Promise<WebhookView[]> {
      const found = await store.listWebhooks(options.troubled ?? false);
      return found.map(({ clientName, webhook }) => toView({ name: clientName }, webhook, secretBox));
    },

    async show(clientName: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      const webhook = await store.findWebhook(client.id);
      if (!webhook) throw noWebhook(client.name);
      return toView(client, webhook, secretBox);
    },

    /** Both secrets sign webhook-signature for 24 hours, so the partner can switch without losing deliveries. */
    async rotateSecret(clientName: string, secret: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      checkSecret(secret);
      const current = await store.findWebhook(client.id);
      if (!current) throw noWebhook(client.name);
      if (secretBox.open(current.secretEncrypted) === secret) {
        throw new AppError('invalid-secret', 'The new secret is the same as the current one.');
      }
      const rotated = await store.rotateSecret(client.id, secretBox.seal(secret), new Date(Date.now() + ROTATION_OVERLAP_MS));
      return toView(client, rotated as Webhook, secretBox);
    },

    /** `pss webhook disable`: no new deliveries; pending ones fail (the partner can redeliver them once enabled). */
    async disable(clientName: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      await db.transaction(async (trx) => {
        await slots.lock(trx, [client.id]);
        if (!(await store.findWebhook(client.id, trx))) throw noWebhook(client.name);
        await store.disable(trx, client.id, 'disabled by the operator (pss webhook disable)');
      });
      return toView(client, (await store.findWebhook(client.id)) as Webhook, secretBox);
    },

    /** `pss webhook enable`: enables a webhook disabled by the operator or automatically, with a clean health record. */
    async enable(clientName: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      const webhook = await store.enable(client.id);
      if (!webhook) throw noWebhook(client.name);
      return toView(client, webhook, secretBox);
    },

    /** After `pss client activate`: the deliveries parked while the client was suspended go out, into its free slots. */
    async resumeDeliveries(clientId: number): Promise<void> {
      await db.transaction(async (trx) => slots.releaseWithin(trx, [clientId]));
    },

    /** Called inside the transaction that changed the records: deliveries commit or roll back with it. */
    async onRecordsChanged(trx: Knex.Transaction, changes: RecordChange[]): Promise<void> {
      if (changes.length === 0) return;
      const withWebhook = await store.clientsWithEnabledWebhook(trx, [...new Set(changes.map((change) => change.clientId))]);
      if (withWebhook.size === 0) return;
      // Read again under the slot lock: a webhook disabled meanwhile (which takes the lock) gets no new deliveries.
      await slots.lock(trx, [...withWebhook]);
      const enabled = await store.clientsWithEnabledWebhook(trx, [...withWebhook]);
      if (enabled.size === 0) return;
      const deliveries: NewDelivery[] = changes
        .filter((change) => enabled.has(change.clientId))
        .map((change) => ({
          id: randomUUID(),
          clientId: change.clientId,
          subscriptionId: change.subscriptionId,
          event: 'product.updated',
          payload: change.payload,
          ...payloadKeys(change.payload),
        }));
      // Created parked: only those that fit their client's free slots get a job (delivery-slots.ts).
      await store.insertDeliveries(trx, deliveries, { parked: true });
      await slots.admitCreated(trx, [...enabled]);
    },

    /** GET /webhook/trigger: one random subscribed product, marked as a test. */
    async trigger(client: Client): Promise<{ deliveryId: string; product: string }> {
      await requireEnabledWebhook(client);
      const subscription = await subscriptions.pickRandom(client.id);
      if (!subscription) throw new AppError('no-subscriptions', 'The account has no subscribed products to send.');
      const delivery: NewDelivery = {
        id: randomUUID(),
        clientId: client.id,
        subscriptionId: subscription.id,
        event: 'product.test',
        payload: subscription.payload,
        ...payloadKeys(subscription.payload),
      };
      await db.transaction(async (trx) => {
        await store.insertDeliveries(trx, [delivery], { parked: false });
        await enqueueJobs(trx, [deliveryJob(delivery.id, 1)]);
      });
      return { deliveryId: delivery.id, product: delivery.gtin ?? delivery.productId };
    },

    async listDeliveries(client: Client, limit: number, cursor: string | undefined) {
      const rows = await store.listDeliveries(client.id, limit + 1, cursor ? decodeCursor(cursor) : null);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { deliveries: page.map(deliveryView), nextCursor: rows.length > limit && last ? encodeCursor(last.seq) : null };
    },

    /** Same payload, same webhook-id, a fresh retry round; signed afresh at each attempt. */
    async redeliver(client: Client, deliveryId: string): Promise<Delivery> {
      return db.transaction(async (trx) => {
        const found = await store.findDelivery(client.id, deliveryId, trx);
        if (!found) throw new AppError('not-found', `You have no webhook delivery ${deliveryId}.`);
        await requireEnabledWebhook(client, trx);
        const locked = (await store.lockDelivery(trx, deliveryId)) as Delivery;
        const restarted = await store.restart(trx, deliveryId);
        await enqueueJobs(trx, [deliveryJob(deliveryId, locked.attemptCount + 1)]);
        return restarted;
      });
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
