import type { Knex } from 'knex';
import { idempotencyAnswerKey, idempotencyDigestKey, keptAnswerOwner, openSealed, requestDigest, sealValue, webhookSecretOwner } from '../../shared/sealed-values.js';

export const name = '013-sealed-owners';

const BATCH = 500;

/**
 * Sealed values carry their owner as AES-GCM associated data, and request digests are keyed
 * (issue 32, docs/adr/0083-sealed-values-bound-to-owner.md). Rows written before are rewritten
 * here, in the migration's transaction: each webhook signing secret and kept idempotent answer is
 * opened as it was sealed (no associated data) and sealed again for its row; each stored request
 * digest (the unkeyed SHA-256, which the new digest keys) becomes HMAC(client ‖ that hash). It
 * needs SECRET_KEY, which `migrate` passes; a database with no such rows needs none.
 */
export async function up(knex: Knex, context: { secretKey?: Buffer } = {}): Promise<void> {
  const needed = await knex.raw<{ rows: { count: string }[] }>(
    `select (select count(*) from webhooks) + (select count(*) from idempotency_keys) as count`,
  );
  if (Number(needed.rows[0]?.count ?? 0) === 0) return;
  const { secretKey } = context;
  if (!secretKey) throw new Error(`migration ${name} re-seals stored secrets and needs SECRET_KEY; run it through pss (serve or migrate) with the SECRET_KEY they were sealed under`);

  const reseal = (sealed: Buffer | null, clientId: number): Buffer | null => {
    if (sealed === null) return null;
    const secret = openSealed(secretKey, sealed, undefined);
    if (secret === undefined) {
      throw new Error(`migration ${name}: the webhook signing secret of client ${clientId} does not open under this SECRET_KEY; start with the SECRET_KEY it was sealed under`);
    }
    return sealValue(secretKey, secret, webhookSecretOwner(clientId));
  };
  for (let after = 0; ; ) {
    const { rows } = await knex.raw<{ rows: { client_id: string; secret_encrypted: Buffer; previous_secret_encrypted: Buffer | null }[] }>(
      'select client_id, secret_encrypted, previous_secret_encrypted from webhooks where client_id > ? order by client_id limit ?', [after, BATCH],
    );
    for (const row of rows) {
      const clientId = Number(row.client_id);
      await knex('webhooks').where({ client_id: clientId }).update({
        secret_encrypted: reseal(row.secret_encrypted, clientId),
        previous_secret_encrypted: reseal(row.previous_secret_encrypted, clientId),
      });
      after = clientId;
    }
    if (rows.length < BATCH) break;
  }

  const answerKey = idempotencyAnswerKey(secretKey);
  const digestKey = idempotencyDigestKey(secretKey);
  // In keyset batches: before the quota of migration 013's release, the table had no bound.
  for (let after = { clientId: 0, key: '' }; ; ) {
    const { rows } = await knex.raw<{ rows: { client_id: string; key: string; request_digest: string; response_body: Buffer | null }[] }>(
      'select client_id, key, request_digest, response_body from idempotency_keys where (client_id, key) > (?, ?) order by client_id, key limit ?',
      [after.clientId, after.key, BATCH],
    );
    for (const row of rows) {
      const clientId = Number(row.client_id);
      const where = { client_id: clientId, key: row.key };
      after = { clientId, key: row.key };
      const body = row.response_body === null ? undefined : openSealed(answerKey, row.response_body, undefined);
      // A kept answer that does not open could never be replayed: forgotten, like an expired key.
      if (row.response_body !== null && body === undefined) {
        await knex('idempotency_keys').where(where).delete();
        continue;
      }
      await knex('idempotency_keys').where(where).update({
        request_digest: requestDigest(digestKey, clientId, row.request_digest),
        response_body: body === undefined ? null : sealValue(answerKey, body, keptAnswerOwner(clientId, row.key)),
      });
    }
    if (rows.length < BATCH) break;
  }
}

/** Sealed values cannot be unbound without SECRET_KEY; going back means restoring a backup. */
export function down(): Promise<void> {
  return Promise.reject(new Error(`migration ${name} cannot be undone: restore the database from before it`));
}
