import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../../../src/accounts/idempotency-keys.js';
import { idempotencyAnswerKey, idempotencyDigestKey, requestDigest, webhookSecretOwner } from '../../../src/shared/sealed-values.js';
import { migrate } from '../../../src/db/migrate.js';
import { createSecretBox } from '../../../src/webhooks/secret-box.js';
import { UNREADABLE_SECRET } from '../../../src/webhooks/webhook-admin-service.js';
import { eventually } from '../../support/eventually.js';
import { clientRow, validGtin } from '../../support/fixtures.js';
import { request } from '../../support/http.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * Keyed digests and sealed values bound to their owner (issue 32): what `idempotency_keys` and
 * `webhooks` hold cannot be brute-forced back into a request, and a sealed value copied into
 * another client's row (as someone with write access to the database could) is never served there.
 */
const SECRET_KEY = Buffer.from(TEST_SECRET_KEY, 'hex');
let app: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  [app, receiver] = await Promise.all([startTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms,100ms' }), startWebhookReceiver()]);
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

const idOf = async (name: string) => Number((await clientRow(app, name)).id);
const keyRow = (clientId: number, key: string) => app.db.knex('idempotency_keys').where({ client_id: clientId, key }).first<{ request_digest: string; response_body: Buffer; response_status: number; response_headers: unknown } | undefined>();
const rotate = (apiKey: string, key: string) => request(`${app.baseUrl}/webhook/endpoint/rotate-secret`, { apiKey, method: 'POST', headers: { 'Idempotency-Key': key } });

/** A partner with a webhook endpoint of its own (and so a `whsec_` secret sealed in its row). */
async function partnerWithEndpoint(on: TestApp = app) {
  const partner = await on.createClient();
  const set = await request(`${on.baseUrl}/webhook/endpoint`, { apiKey: partner.apiKey, method: 'PUT', json: { url: receiver.url } });
  expect(set.body.secret).toMatch(/^whsec_/);
  return { ...partner, id: Number((await clientRow(on, partner.name)).id) };
}
const twoPartnersWithEndpoints = async () => ({ a: await partnerWithEndpoint(), b: await partnerWithEndpoint() });

describe('request digests', () => {
  it('when two clients send the same request under the same key, then each row holds a different keyed digest, neither the unkeyed hash', async () => {
    const [a, b] = [await app.createClient(), await app.createClient()];
    const key = randomUUID();
    const body = { gtin: validGtin(3201) };
    for (const partner of [a, b]) {
      expect((await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: partner.apiKey, json: body, headers: { 'Idempotency-Key': key } })).status).toBe(200);
    }
    const [rowA, rowB] = [await keyRow(await idOf(a.name), key), await keyRow(await idOf(b.name), key)];
    const unkeyed = requestHash({ operationId: 'subscribeProduct', params: {}, query: {}, body });

    expect(rowA!.request_digest).not.toBe(rowB!.request_digest);
    expect([rowA!.request_digest, rowB!.request_digest]).not.toContain(unkeyed);
    expect(rowA!.request_digest).toBe(requestDigest(idempotencyDigestKey(SECRET_KEY), await idOf(a.name), unkeyed));
    // Under another server key the digest would differ: it cannot be recomputed without SECRET_KEY.
    expect(requestDigest(idempotencyDigestKey(randomBytes(32)), await idOf(a.name), unkeyed)).not.toBe(rowA!.request_digest);
  });
});

describe('a kept answer moved into another client’s row', () => {
  it('when only the sealed answer is copied (A’s rotated secret into B’s row of the same key), then B is never served it: the row is treated as absent and B’s request runs afresh', async () => {
    const { a, b } = await twoPartnersWithEndpoints();
    const key = randomUUID();
    const byA = await rotate(a.apiKey, key);
    const byB = await rotate(b.apiKey, key);
    const secretOfA = byA.body.secret as string;
    const kept = await keyRow(a.id, key);
    await app.db.knex('idempotency_keys').where({ client_id: b.id, key }).update({ response_body: kept!.response_body });

    const retryByB = await rotate(b.apiKey, key);

    expect([byA.status, byB.status, retryByB.status]).toEqual([200, 200, 200]);
    expect(secretOfA).toMatch(/^whsec_/);
    expect(retryByB.text).not.toContain(secretOfA);
    expect(retryByB.headers.get('idempotent-replayed')).toBeNull();
    expect(retryByB.body.secret).not.toBe(byB.body.secret);
    // The foreign row is gone; B's new answer is kept, sealed for B, and replays.
    const again = await rotate(b.apiKey, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.secret).toBe(retryByB.body.secret);
  });

  it('when the whole row is copied (digest, status, headers and answer) under B’s client id, then B’s retry is a 422 and never the answer', async () => {
    const { a, b } = await twoPartnersWithEndpoints();
    const key = randomUUID();
    const byA = await rotate(a.apiKey, key);
    const row = await app.db.knex('idempotency_keys').where({ client_id: a.id, key }).first();
    await app.db.knex('idempotency_keys').insert({ ...row, client_id: b.id });

    const byB = await rotate(b.apiKey, key);

    expect(byA.status).toBe(200);
    expect(byB.status).toBe(422);
    expect(byB.body.type).toBe('/problems/idempotency-key-reused');
    expect(byB.text).not.toContain(byA.body.secret as string);
  });
});

describe('a webhook signing secret moved into another client’s row', () => {
  it('when A’s sealed secret is copied into B’s row, then it does not open there: the operator sees it as unreadable and no delivery is signed with it or sent', async () => {
    const { a, b } = await twoPartnersWithEndpoints();
    const gtin = validGtin(3202);
    expect((await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: b.apiKey, json: { gtin } })).status).toBe(200);
    const rowOfA = await app.db.knex('webhooks').where({ client_id: a.id }).first<{ secret_encrypted: Buffer }>();
    await app.db.knex('webhooks').where({ client_id: b.id }).update({ secret_encrypted: rowOfA.secret_encrypted, previous_secret_encrypted: null, previous_secret_expires_at: null });
    const worker = await app.services.startWorker();
    try {
      const shown = await app.services.webhooks.admin.show(b.name);
      const before = receiver.requests.length;
      expect((await request(`${app.baseUrl}/webhook/trigger`, { apiKey: b.apiKey })).status).toBe(200);
      const failed = await eventually(
        () => app.db.knex.raw<{ rows: { last_error: string | null }[] }>(`select last_error from graphile_worker._private_jobs where last_error like ?`, [`%client ${b.id} does not open%`]),
        (result) => result.rows.length > 0,
      );

      expect(shown.secretFingerprint).toBe(UNREADABLE_SECRET);
      expect(failed.rows[0]!.last_error).toContain('does not open for its webhook');
      expect(receiver.requests.length).toBe(before);
    } finally {
      await worker.stop();
    }
  });
});

describe('migration 013', () => {
  // A database of its own: the migration is run again on rows sealed as before it, and only those.
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp();
  });
  afterAll(async () => fresh?.close());

  it('re-seals rows written before it for their owner and re-keys their digests, so they are still served to their own client only', async () => {
    const a = await partnerWithEndpoint(fresh);
    const key = randomUUID();
    const body = { gtin: validGtin(3203) };
    // A real answer (the subscription created), kept below as the code before 013 kept it.
    const answer = (await request(`${fresh.baseUrl}/subscribe/more/add`, { apiKey: a.apiKey, json: body })).text;
    expect(JSON.parse(answer).action).toBe('subscription_created');
    // As the code before 013 wrote them: no associated data, and the digest the unkeyed hash.
    const sealWithoutOwner = (aesKey: Buffer, text: string) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
    };
    const oldSecret = 'an-old-signing-secret-0123456789';
    await fresh.db.knex('webhooks').where({ client_id: a.id }).update({ secret_encrypted: sealWithoutOwner(SECRET_KEY, oldSecret), secret_kind: 'text', previous_secret_encrypted: null });
    await fresh.db.knex('idempotency_keys').insert({
      client_id: a.id, key, run_id: randomUUID(), lease_until: null, response_status: 200, response_headers: JSON.stringify({ 'Content-Type': 'application/json; charset=utf-8' }),
      request_digest: requestHash({ operationId: 'subscribeProduct', params: {}, query: {}, body }), response_body: sealWithoutOwner(idempotencyAnswerKey(SECRET_KEY), answer),
    });
    await fresh.db.knex('knex_migrations').where({ name: '013-sealed-owners' }).delete();
    await expect(migrate(fresh.db.knex, fresh.db.url)).rejects.toThrow(/needs SECRET_KEY/);

    await migrate(fresh.db.knex, fresh.db.url, SECRET_KEY);
    const replay = await request(`${fresh.baseUrl}/subscribe/more/add`, { apiKey: a.apiKey, json: body, headers: { 'Idempotency-Key': key } });
    const webhook = await fresh.db.knex('webhooks').where({ client_id: a.id }).first<{ secret_encrypted: Buffer }>();
    const box = createSecretBox(SECRET_KEY);

    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(answer);
    expect(box.open(webhook.secret_encrypted, webhookSecretOwner(a.id))).toBe(oldSecret);
    expect(box.open(webhook.secret_encrypted, webhookSecretOwner(a.id + 1))).toBeUndefined();
    expect((await fresh.services.webhooks.admin.show(a.name)).secretFingerprint).toBe(box.fingerprint(oldSecret));
  });
});
