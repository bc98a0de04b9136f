import type { Knex } from 'knex';
import type { components } from '../../generated/v2.js';
import type { Config } from '../config.js';
import type { Client } from '../accounts/client-store.js';
import { problem } from '../shared/app-error.js';
import type { DeliverySlots } from './delivery-slots.js';
import type { DeliveryStore } from './delivery-store.js';
import { checkWebhookAddress, DestinationError, type Resolver } from './destination-guard.js';
import type { SecretBox } from './secret-box.js';
import { webhookSecretOwner } from '../shared/sealed-values.js';
import { generateStandardSecret } from './signing.js';
import type { Logger } from '../shared/logger.js';
import { ROTATION_OVERLAP_MS } from './webhook-admin-service.js';
import type { Webhook, WebhookStore } from './webhook-store.js';

type WebhookEndpoint = components['schemas']['WebhookEndpoint'];

/** Recorded as the reason when the partner disables its own endpoint. */
export const DISABLED_BY_PARTNER = 'disabled by the partner (POST /webhook/endpoint/disable)';

const noEndpoint = () => problem.noWebhookEndpoint();

/** The endpoint as the partner sees it; `secret` only in the answer that issued it. */
function endpointView(webhook: Webhook, secret?: string, now = new Date()): WebhookEndpoint {
  const rotating = webhook.previousSecretExpiresAt !== null && webhook.previousSecretExpiresAt > now;
  return {
    url: webhook.url,
    enabled: webhook.enabled,
    disabledReason: webhook.disabledReason,
    disabledAt: webhook.disabledAt?.toISOString() ?? null,
    failingSince: webhook.failingSince?.toISOString() ?? null,
    secretKind: webhook.secretKind,
    previousSecretExpiresAt: rotating ? (webhook.previousSecretExpiresAt as Date).toISOString() : null,
    updatedAt: webhook.updatedAt.toISOString(),
    ...(secret === undefined ? {} : { secret }),
  };
}

/**
 * The partner's own webhook endpoint over the API (`/webhook/endpoint`): read, set, disable,
 * delete, and rotate the signing secret. The client is the one the key opened, so a test key
 * manages its sandbox's endpoint and a live key the live one. Addresses follow exactly the
 * operator's rules (destination-guard.ts `checkWebhookAddress`); new secrets are generated here,
 * in the Standard Webhooks form, sealed like the operator's.
 */
export function createWebhookEndpointService(deps: {
  config: Config;
  db: Knex;
  webhooks: WebhookStore;
  deliveries: DeliveryStore;
  secretBox: SecretBox;
  slots: DeliverySlots;
  logger: Logger;
  resolver?: Resolver;
}) {
  const { config, db, webhooks, deliveries, secretBox, slots, logger } = deps;
  const production = config.nodeEnv === 'production';

  /** A refused address: the partner gets the rule (in production nothing the lookup found); the operator's log gets it all. */
  async function checkUrl(client: Client, raw: string): Promise<string> {
    try {
      return await checkWebhookAddress(raw, config.allowPrivateWebhookUrls, deps.resolver);
    } catch (error) {
      if (!(error instanceof DestinationError)) throw error;
      const told = error.messageForPartner(production);
      if (told !== error.message) logger.warn({ component: 'webhooks', clientId: client.id, errorKind: error.kind, detail: error.message }, 'webhook address refused');
      throw problem.webhookAddressRefused(told);
    }
  }

  /** Stops deliveries in one transaction under the client's slot lock: the webhook changes (`stop`), and its waiting deliveries fail. */
  async function stopDeliveries<T>(client: Client, stop: (trx: Knex) => Promise<T | undefined>): Promise<T> {
    return db.transaction(async (trx) => {
      await slots.lock(trx, [client.id]);
      const stopped = await stop(trx);
      if (stopped === undefined) throw noEndpoint();
      await deliveries.failWaiting(trx, client.id);
      return stopped;
    });
  }

  return {
    async get(client: Client): Promise<WebhookEndpoint> {
      const webhook = await webhooks.findWebhook(db, client.id);
      if (!webhook) throw noEndpoint();
      return endpointView(webhook);
    },

    /** A new endpoint gets a generated secret, shown in this answer only; an existing one keeps its secrets. */
    async set(client: Client, url: string): Promise<{ endpoint: WebhookEndpoint; created: boolean }> {
      const checked = await checkUrl(client, url);
      const secret = generateStandardSecret();
      const { webhook, created } = await webhooks.setAddress(db, client.id, checked, secretBox.seal(secret, webhookSecretOwner(client.id)), 'standard');
      return { endpoint: endpointView(webhook, created ? secret : undefined), created };
    },

    async disable(client: Client): Promise<WebhookEndpoint> {
      await stopDeliveries(client, async (trx) => {
        const webhook = await webhooks.findWebhook(trx, client.id);
        if (webhook) await webhooks.disable(trx, client.id, DISABLED_BY_PARTNER);
        return webhook;
      });
      return endpointView((await webhooks.findWebhook(db, client.id)) as Webhook);
    },

    async delete(client: Client): Promise<{ url: string }> {
      const deleted = await stopDeliveries(client, (trx) => webhooks.deleteWebhook(trx, client.id));
      return { url: deleted.url };
    },

    /** Both secrets sign webhook-signature for ROTATION_OVERLAP_MS, as after the operator's rotation. */
    async rotateSecret(client: Client): Promise<WebhookEndpoint> {
      const secret = generateStandardSecret();
      const rotated = await webhooks.rotateSecret(client.id, secretBox.seal(secret, webhookSecretOwner(client.id)), 'standard', new Date(Date.now() + ROTATION_OVERLAP_MS));
      if (!rotated) throw noEndpoint();
      return endpointView(rotated, secret);
    },
  };
}

export type WebhookEndpointService = ReturnType<typeof createWebhookEndpointService>;
