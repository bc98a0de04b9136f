import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Client, ClientMode, ClientStore } from '../accounts/client-store.js';
import { clientNotFound } from '../accounts/client-service.js';
import { problem } from '../shared/app-error.js';
import type { DeliverySlots } from './delivery-slots.js';
import type { DeliveryStore } from './delivery-store.js';
import { checkWebhookAddress, DestinationError, type Resolver } from './destination-guard.js';
import { secretKindOf, type SecretKind } from './signing.js';
import type { SecretBox } from './secret-box.js';
import { webhookSecretOwner } from '../shared/sealed-values.js';
import type { Webhook, WebhookStore } from './webhook-store.js';

export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
const MIN_SECRET_LENGTH = 16;
const MAX_SECRET_LENGTH = 512;

export interface WebhookView {
  client: string;
  /** `test` for the webhook of the client's sandbox, which the partner sets with its test key. */
  mode: ClientMode;
  url: string;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  /** Since when no delivery has succeeded (null while they succeed); disabled after WEBHOOK_DISABLE_AFTER_HOURS. */
  failingSince: string | null;
  secretFingerprint: string;
  /** How webhook-signature is keyed: `standard` (a whsec_ secret's decoded bytes) or `text` (UTF-8). */
  secretKind: SecretKind;
  previousSecretFingerprint: string | null;
  previousSecretExpiresAt: string | null;
}

/** A secret's fingerprint, or `unreadable` when its seal does not open for this webhook (moved from another row, or another SECRET_KEY). */
function fingerprintOf(sealed: Buffer, webhook: Webhook, secretBox: SecretBox): string {
  const secret = secretBox.open(sealed, webhookSecretOwner(webhook.clientId));
  return secret === undefined ? UNREADABLE_SECRET : secretBox.fingerprint(secret);
}

/** Shown instead of a fingerprint when a stored secret does not open: it is treated as absent and never used. */
export const UNREADABLE_SECRET = 'unreadable';

function toView(client: Pick<Client, 'name' | 'mode'>, webhook: Webhook, secretBox: SecretBox, now = new Date()): WebhookView {
  const rotating = webhook.previousSecretExpiresAt !== null && webhook.previousSecretExpiresAt > now;
  return {
    client: client.name,
    mode: client.mode,
    url: webhook.url,
    enabled: webhook.enabled,
    disabledReason: webhook.disabledReason,
    disabledAt: webhook.disabledAt?.toISOString() ?? null,
    failingSince: webhook.failingSince?.toISOString() ?? null,
    // Computed when shown, never stored: the table holds no hash of a secret.
    secretFingerprint: fingerprintOf(webhook.secretEncrypted, webhook, secretBox),
    secretKind: webhook.secretKind,
    previousSecretFingerprint: rotating && webhook.previousSecretEncrypted ? fingerprintOf(webhook.previousSecretEncrypted, webhook, secretBox) : null,
    previousSecretExpiresAt: rotating ? (webhook.previousSecretExpiresAt as Date).toISOString() : null,
  };
}

const noWebhook = (clientName: string) => problem.clientHasNoWebhook(clientName);

/** The operator's webhook management behind `pss webhook`: addresses, secrets, enabling and disabling. */
export function createWebhookAdminService(deps: {
  config: Config;
  db: Knex;
  webhooks: WebhookStore;
  deliveries: DeliveryStore;
  clients: ClientStore;
  secretBox: SecretBox;
  slots: DeliverySlots;
  resolver?: Resolver;
}) {
  const { config, db, webhooks, deliveries, clients, secretBox, slots } = deps;

  async function requireClient(name: string): Promise<Client> {
    const client = await clients.findByName(name);
    if (!client) throw clientNotFound(name);
    return client;
  }

  function checkSecret(secret: string): void {
    if (secret.length < MIN_SECRET_LENGTH || secret.length > MAX_SECRET_LENGTH) {
      throw problem.secretLength(MIN_SECRET_LENGTH, MAX_SECRET_LENGTH, secret.length);
    }
  }

  /** Checked at registration as well as at every connection (the address may change in DNS). */
  async function checkUrl(raw: string): Promise<string> {
    try {
      return await checkWebhookAddress(raw, config.allowPrivateWebhookUrls, deps.resolver);
    } catch (error) {
      if (error instanceof DestinationError) throw problem.webhookUrlRefused(error.message);
      throw error;
    }
  }

  return {
    /** `pss webhook set`: registers or replaces the address and secret, and re-enables the webhook. */
    async register(clientName: string, url: string, secret: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      checkSecret(secret);
      const checked = await checkUrl(url);
      const webhook = await webhooks.upsertWebhook(client.id, checked, secretBox.seal(secret, webhookSecretOwner(client.id)), secretKindOf(secret));
      return toView(client, webhook, secretBox);
    },

    /** `pss webhook list`: every webhook, or (`troubled`) only those disabled or failing, for the operator to follow up. */
    async list(options: { troubled?: boolean } = {}): Promise<WebhookView[]> {
      const found = await webhooks.listWebhooks(options.troubled ?? false);
      return found.map(({ clientName, clientMode, webhook }) => toView({ name: clientName, mode: clientMode }, webhook, secretBox));
    },

    async show(clientName: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      const webhook = await webhooks.findWebhook(db, client.id);
      if (!webhook) throw noWebhook(client.name);
      return toView(client, webhook, secretBox);
    },

    /** Both secrets sign webhook-signature for 24 hours, so the partner can switch without losing deliveries. */
    async rotateSecret(clientName: string, secret: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      checkSecret(secret);
      const current = await webhooks.findWebhook(db, client.id);
      if (!current) throw noWebhook(client.name);
      if (secretBox.open(current.secretEncrypted, webhookSecretOwner(client.id)) === secret) {
        throw problem.secretUnchanged();
      }
      const rotated = await webhooks.rotateSecret(client.id, secretBox.seal(secret, webhookSecretOwner(client.id)), secretKindOf(secret), new Date(Date.now() + ROTATION_OVERLAP_MS));
      return toView(client, rotated as Webhook, secretBox);
    },

    /** `pss webhook disable`: no new deliveries; pending ones fail (the partner can redeliver them once enabled). */
    async disable(clientName: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      await db.transaction(async (trx) => {
        await slots.lock(trx, [client.id]);
        if (!(await webhooks.findWebhook(trx, client.id))) throw noWebhook(client.name);
        await webhooks.disable(trx, client.id, 'disabled by the operator (pss webhook disable)');
        await deliveries.failWaiting(trx, client.id);
      });
      return toView(client, (await webhooks.findWebhook(db, client.id)) as Webhook, secretBox);
    },

    /** `pss webhook enable`: enables a webhook disabled by the operator or automatically, with a clean health record. */
    async enable(clientName: string): Promise<WebhookView> {
      const client = await requireClient(clientName);
      const webhook = await webhooks.enable(client.id);
      if (!webhook) throw noWebhook(client.name);
      return toView(client, webhook, secretBox);
    },
  };
}
