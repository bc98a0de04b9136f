import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';
import type { SecretKind } from './signing.js';
import type { ClientMode } from '../shared/client.js';

export interface Webhook {
  clientId: number;
  url: string;
  secretEncrypted: Buffer;
  secretKind: SecretKind;
  previousSecretEncrypted: Buffer | null;
  previousSecretKind: SecretKind | null;
  previousSecretExpiresAt: Date | null;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  /** The first failed attempt since the last successful one; null while deliveries succeed. */
  failingSince: Date | null;
  updatedAt: Date;
}

/** As selected; delivery-claims-store.ts reads it back from row_to_json. */
export interface WebhookRow {
  client_id: number;
  url: string;
  secret_encrypted: Buffer;
  secret_kind: SecretKind;
  previous_secret_encrypted: Buffer | null;
  previous_secret_kind: SecretKind | null;
  previous_secret_expires_at: Date | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  updated_at: Date;
}

export const rowToWebhook = (row: WebhookRow): Webhook => ({
  clientId: row.client_id,
  url: row.url,
  secretEncrypted: row.secret_encrypted,
  secretKind: row.secret_kind,
  previousSecretEncrypted: row.previous_secret_encrypted,
  previousSecretKind: row.previous_secret_kind,
  previousSecretExpiresAt: row.previous_secret_expires_at,
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  disabledAt: row.disabled_at,
  failingSince: row.failing_since,
  updatedAt: row.updated_at,
});

/** The webhooks table: each client's address, secrets, enabled state and health. Deliveries are in delivery-store.ts. */
export function createWebhookStore(db: Knex) {
  return {
    /** The client's webhook; `executor` is the caller's transaction, or the database handle outside one. */
    async findWebhook(executor: Knex, clientId: number): Promise<Webhook | undefined> {
      const [row] = await queryRows<WebhookRow>(executor, 'select * from webhooks where client_id = ?', [clientId]);
      return row ? rowToWebhook(row) : undefined;
    },

    /** Every webhook with its client's name and mode (a sandbox's is listed beside its live client's); `troubled` keeps the disabled and the failing. */
    async listWebhooks(troubled: boolean): Promise<{ clientName: string; clientMode: ClientMode; webhook: Webhook }[]> {
      const rows = await queryRows<WebhookRow & { client_name: string; client_mode: ClientMode }>(
        db,
        `select w.*, c.name as client_name, c.mode as client_mode from webhooks w join clients c on c.id = w.client_id
          where not ? or not w.enabled or w.failing_since is not null
          order by c.name, c.mode`,
        [troubled],
      );
      return rows.map((row) => ({ clientName: row.client_name, clientMode: row.client_mode, webhook: rowToWebhook(row) }));
    },

    /** Registers or replaces the address and secret; a replaced webhook is enabled again. */
    async upsertWebhook(clientId: number, url: string, secretEncrypted: Buffer, secretKind: SecretKind): Promise<Webhook> {
      const [row] = await queryRows<WebhookRow>(
        db,
        `insert into webhooks (client_id, url, secret_encrypted, secret_kind) values (?, ?, ?, ?)
         on conflict (client_id) do update set
           url = excluded.url, secret_encrypted = excluded.secret_encrypted, secret_kind = excluded.secret_kind,
           previous_secret_encrypted = null, previous_secret_kind = null, previous_secret_expires_at = null,
           enabled = true, disabled_reason = null, disabled_at = null, failing_since = null, updated_at = now()
         returning *`,
        [clientId, url, secretEncrypted, secretKind],
      );
      return rowToWebhook(row as WebhookRow);
    },

    /**
     * The partner's `PUT /webhook/endpoint`: a new webhook with this secret, or, when the client has
     * one, only its address changed (secrets and a rotation in progress kept), enabled again with a
     * clean health record. `created` tells which; one statement, so two at once cannot both create.
     */
    async setAddress(trx: Knex, clientId: number, url: string, secretEncrypted: Buffer, secretKind: SecretKind): Promise<{ webhook: Webhook; created: boolean }> {
      const [row] = await queryRows<WebhookRow & { created: boolean }>(
        trx,
        `insert into webhooks (client_id, url, secret_encrypted, secret_kind) values (?, ?, ?, ?)
         on conflict (client_id) do update set
           url = excluded.url, enabled = true, disabled_reason = null, disabled_at = null, failing_since = null, updated_at = now()
         returning *, (xmax = 0) as created`,
        [clientId, url, secretEncrypted, secretKind],
      );
      const { created, ...webhook } = row as WebhookRow & { created: boolean };
      return { webhook: rowToWebhook(webhook), created };
    },

    /** Removes the client's webhook; the caller fails its waiting deliveries in the same transaction. */
    async deleteWebhook(trx: Knex, clientId: number): Promise<Webhook | undefined> {
      const [row] = await queryRows<WebhookRow>(trx, 'delete from webhooks where client_id = ? returning *', [clientId]);
      return row ? rowToWebhook(row) : undefined;
    },

    /** The current secret becomes the previous one, valid until `previousExpiresAt`. */
    async rotateSecret(clientId: number, secretEncrypted: Buffer, secretKind: SecretKind, previousExpiresAt: Date): Promise<Webhook | undefined> {
      const [row] = await queryRows<WebhookRow>(
        db,
        `update webhooks set
           previous_secret_encrypted = secret_encrypted, previous_secret_kind = secret_kind, previous_secret_expires_at = ?,
           secret_encrypted = ?, secret_kind = ?, updated_at = now()
         where client_id = ? returning *`,
        [previousExpiresAt, secretEncrypted, secretKind, clientId],
      );
      return row ? rowToWebhook(row) : undefined;
    },

    /** Notes a failed attempt; returns since when the webhook has been failing without a success. */
    async markFailing(trx: Knex, clientId: number): Promise<Date | undefined> {
      const [row] = await queryRows<{ failing_since: Date }>(
        trx,
        'update webhooks set failing_since = coalesce(failing_since, now()) where client_id = ? returning failing_since',
        [clientId],
      );
      return row?.failing_since;
    },

    async markHealthy(trx: Knex, clientId: number): Promise<void> {
      await queryRows(trx, 'update webhooks set failing_since = null where client_id = ? and failing_since is not null', [clientId]);
    },

    /** Disables the webhook and clears its waiting flag; the caller fails its waiting deliveries in the same transaction (delivery-store.ts `failWaiting`). */
    async disable(trx: Knex, clientId: number, reason: string): Promise<void> {
      await trx('webhooks').where({ client_id: clientId, enabled: true }).update({ enabled: false, disabled_reason: reason, disabled_at: trx.fn.now(), updated_at: trx.fn.now(), has_waiting: false });
    },

    /** Enables the webhook again, whoever disabled it, with a clean health record. */
    async enable(clientId: number): Promise<Webhook | undefined> {
      const [row] = await queryRows<WebhookRow>(
        db,
        `update webhooks set enabled = true, disabled_reason = null, disabled_at = null, failing_since = null, updated_at = now()
          where client_id = ? returning *`,
        [clientId],
      );
      return row ? rowToWebhook(row) : undefined;
    },

    /** Of these clients, those with an enabled webhook. */
    async clientsWithEnabledWebhook(trx: Knex, clientIds: number[]): Promise<Set<number>> {
      const rows = await queryRows<{ client_id: number }>(trx, 'select client_id from webhooks where enabled and client_id = any(?::bigint[])', [clientIds]);
      return new Set(rows.map((row) => row.client_id));
    },
  };
}

export type WebhookStore = ReturnType<typeof createWebhookStore>;
