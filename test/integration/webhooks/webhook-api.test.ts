import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDecipheriv, createHash } from 'node:crypto';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { AppError } from '../../../src/shared/app-error.js';
import { withCheckDigit } from '../../support/fixtures.js';

/** Delivery API without a running worker: deliveries stay queued, which is all these tests need. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

function gtin(n: number): string {
  return `0${withCheckDigit(`7390${String(n).padStart(8, '0')}`)}`;
}

async function clientWithWebhook(products = 1) {
  const client = await app.createClient();
  await app.services.webhooks.admin.register(client.name, 'http://127.0.0.1:9/hook', 'a-signing-secret-0123');
  if (products > 0) {
    const items = Array.from({ length: products }, (_, i) => ({ gtin: gtin(i + 1), is_eco: 0 }));
    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey: client.apiKey, json: items });
    expect(response.status).toBe(200);
  }
  return client;
}

describe('GET /webhook/trigger', () => {
  it('answers 409 webhook-not-registered without a webhook', async () => {
    const { apiKey } = await app.createClient();
    const response = await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    expectContractResponse('triggerWebhook', response);
    expect(response.status).toBe(409);
    expect(response.body.type).toBe('/problems/webhook-not-registered');
  });

  it('answers 409 no-subscriptions with a webhook but nothing subscribed', async () => {
    const { apiKey } = await clientWithWebhook(0);
    const response = await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    expectContractResponse('triggerWebhook', response);
    expect(response.status).toBe(409);
    expect(response.body.type).toBe('/problems/no-subscriptions');
  });

  it('queues a test delivery of a subscribed product and names it', async () => {
    const { apiKey } = await clientWithWebhook(1);
    const response = await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    expectContractResponse('triggerWebhook', response);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', action: 'webhook_triggered' });
    expect(response.body.message).toBe(`Delivery ${response.body.deliveryId} of product ${gtin(1)} queued.`);
    const list = await request(`${app.baseUrl}/webhook/deliveries`, { apiKey });
    expect(list.body.deliveries[0]).toMatchObject({ id: response.body.deliveryId, event: 'product.test', status: 'pending', gtin: gtin(1), productId: `gtin:${gtin(1)}`, attempts: [] });
    const jobs = await app.db.knex.raw(`select key from graphile_worker._private_jobs where key = ?`, [`delivery:${response.body.deliveryId}`]);
    expect(jobs.rows).toHaveLength(1);
  });

  it('is not run by a HEAD (GET here acts): 405 with Allow: GET, and no delivery queued', async () => {
    const client = await clientWithWebhook(1);
    const count = async () => (await app.db.knex('webhook_deliveries').where({ client_id: (await app.db.knex('clients').where({ name: client.name }).first()).id }).count<{ n: string }[]>({ n: '*' }))[0]!.n;
    const before = await count();
    const response = await request(`${app.baseUrl}/webhook/trigger`, { apiKey: client.apiKey, method: 'HEAD' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await count()).toBe(before);
    // The GET itself still acts.
    expect((await request(`${app.baseUrl}/webhook/trigger`, { apiKey: client.apiKey })).status).toBe(200);
    expect(Number(await count())).toBe(Number(before) + 1);
  });

  it('answers 409 when the webhook is disabled', async () => {
    const { apiKey, name } = await clientWithWebhook(1);
    const client = await app.services.clientStore.findByName(name);
    await app.db.knex('webhooks').where({ client_id: client?.id }).update({ enabled: false, disabled_reason: 'test', disabled_at: new Date() });
    const response = await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    expectContractResponse('triggerWebhook', response);
    expect(response.status).toBe(409);
    expect(response.body.detail).toMatch(/disabled/);
  });
});

describe('GET /webhook/deliveries', () => {
  let owner: { apiKey: string; name: string };
  const triggered: string[] = [];
  beforeAll(async () => {
    owner = await clientWithWebhook(2);
    // The subscription itself queued two product.updated deliveries; add three test ones.
    for (let i = 0; i < 3; i++) {
      const response = await request(`${app.baseUrl}/webhook/trigger`, { apiKey: owner.apiKey });
      triggered.push(response.body.deliveryId);
    }
  });

  it('pages newest first with a cursor until nextCursor is null', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: { body: { deliveries: { id: string }[]; nextCursor: string | null } } & Parameters<typeof expectContractResponse>[1] =
        await request(`${app.baseUrl}/webhook/deliveries?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { apiKey: owner.apiKey });
      expectContractResponse('listWebhookDeliveries', response);
      expect(response.body.deliveries.length).toBeLessThanOrEqual(2);
      seen.push(...response.body.deliveries.map((d) => d.id));
      cursor = response.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 3)).toEqual([...triggered].reverse());
  });

  it('defaults to 20 and validates limit and cursor', async () => {
    const all = await request(`${app.baseUrl}/webhook/deliveries`, { apiKey: owner.apiKey });
    expect(all.body.deliveries).toHaveLength(5);
    expect(all.body.nextCursor).toBeNull();
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1e1', 'limit=%202', 'cursor=%21%21', 'cursor=bm9wZQ']) {
      const response = await request(`${app.baseUrl}/webhook/deliveries?${query}`, { apiKey: owner.apiKey });
      expectContractResponse('listWebhookDeliveries', response);
      expect(response.status, query).toBe(400);
    }
  });

  it("refuses another client's cursor, an altered one and the pre-HMAC form with a 400 naming `cursor`", async () => {
    const first = await request(`${app.baseUrl}/webhook/deliveries?limit=2`, { apiKey: owner.apiKey });
    const cursor: string = first.body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const other = await clientWithWebhook(0);
    const last = cursor.at(-1) === 'A' ? 'B' : 'A';
    const oldForm = Buffer.from('s999', 'utf8').toString('base64url');
    for (const [apiKey, sent] of [[other.apiKey, cursor], [owner.apiKey, `${cursor.slice(0, -1)}${last}`], [owner.apiKey, oldForm]] as const) {
      const response = await request(`${app.baseUrl}/webhook/deliveries?cursor=${sent}`, { apiKey });
      expectContractResponse('listWebhookDeliveries', response);
      expect(response.status, sent).toBe(400);
      expect(response.body.errors[0].parameter).toBe('cursor');
    }
    const next = await request(`${app.baseUrl}/webhook/deliveries?limit=2&cursor=${cursor}`, { apiKey: owner.apiKey });
    expect(next.status).toBe(200);
    expect(next.body.deliveries).toHaveLength(2);
  });

  it("never shows another client's deliveries, and 404s a redelivery of one", async () => {
    const other = await clientWithWebhook(0);
    const list = await request(`${app.baseUrl}/webhook/deliveries`, { apiKey: other.apiKey });
    expect(list.status).toBe(200);
    expect(list.body.deliveries).toEqual([]);
    const response = await request(`${app.baseUrl}/webhook/deliveries/${triggered[0]}/redeliver`, { apiKey: other.apiKey, method: 'POST' });
    expectContractResponse('redeliverWebhookDelivery', response);
    expect(response.status).toBe(404);
    const unknown = await request(`${app.baseUrl}/webhook/deliveries/00000000-0000-4000-8000-000000000000/redeliver`, { apiKey: owner.apiKey, method: 'POST' });
    expect(unknown.status).toBe(404);
    const malformed = await request(`${app.baseUrl}/webhook/deliveries/not-a-uuid/redeliver`, { apiKey: owner.apiKey, method: 'POST' });
    expectContractResponse('redeliverWebhookDelivery', malformed);
    expect(malformed.status).toBe(400);
  });

  it('takes a delivery id in upper case as the same delivery: one job key, the id answered in lower case', async () => {
    const id = triggered[1] as string;
    const upper = await request(`${app.baseUrl}/webhook/deliveries/${id.toUpperCase()}/redeliver`, { apiKey: owner.apiKey, method: 'POST' });
    expectContractResponse('redeliverWebhookDelivery', upper);
    expect(upper.status).toBe(202);
    expect(upper.body.deliveryId).toBe(id);
    const keys = await app.db.knex.raw<{ rows: { key: string }[] }>("select key from graphile_worker._private_jobs where key ilike ?", [`delivery:${id}`]);
    expect(keys.rows.map((row) => row.key)).toEqual([`delivery:${id}`]);
  });

  it('answers 401 without a key', async () => {
    const response = await request(`${app.baseUrl}/webhook/deliveries`);
    expectContractResponse('listWebhookDeliveries', response);
    expect(response.status).toBe(401);
  });
});

describe('POST /webhook/deliveries/{id}/redeliver', () => {
  it('queues the same delivery again (202) and 409s once the webhook is disabled', async () => {
    const { apiKey, name } = await clientWithWebhook(1);
    const [delivery] = (await request(`${app.baseUrl}/webhook/deliveries`, { apiKey })).body.deliveries;
    const response = await request(`${app.baseUrl}/webhook/deliveries/${delivery.id}/redeliver`, { apiKey, method: 'POST' });
    expectContractResponse('redeliverWebhookDelivery', response);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ status: 'success', action: 'webhook_redelivery_queued', deliveryId: delivery.id });
    const client = await app.services.clientStore.findByName(name);
    await app.db.knex('webhooks').where({ client_id: client?.id }).update({ enabled: false, disabled_reason: 'test' });
    const refused = await request(`${app.baseUrl}/webhook/deliveries/${delivery.id}/redeliver`, { apiKey, method: 'POST' });
    expectContractResponse('redeliverWebhookDelivery', refused);
    expect(refused.status).toBe(409);
  });
});

describe('webhook registration', () => {
  it('stores the secret encrypted (AES-256-GCM under SECRET_KEY, its client as associated data), never in plaintext', async () => {
    const { name } = await app.createClient();
    const secret = 'plaintext-must-not-appear-0123';
    const view = await app.services.webhooks.admin.register(name, 'http://127.0.0.1:9/hook', secret);
    expect(JSON.stringify(view)).not.toContain(secret);
    const client = await app.services.clientStore.findByName(name);
    const row = (await app.db.knex.raw('select * from webhooks where client_id = ?', [client!.id])).rows[0];
    const everything = Buffer.from(JSON.stringify(row) + Object.values(row).filter((value): value is Buffer => Buffer.isBuffer(value)).map((b) => b.toString('latin1')).join(''), 'latin1');
    expect(everything.includes(Buffer.from(secret))).toBe(false);
    const sealed = row.secret_encrypted as Buffer;
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(TEST_SECRET_KEY, 'hex'), sealed.subarray(0, 12));
    decipher.setAAD(Buffer.from(`webhook-secret:client:${client!.id}`));
    decipher.setAuthTag(sealed.subarray(12, 28));
    expect(Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString()).toBe(secret);
  });

  it('refuses short secrets, bad URLs and unknown clients with clear errors', async () => {
    const { name } = await app.createClient();
    const service = app.services.webhooks.admin;
    await expect(service.register(name, 'http://127.0.0.1:9/hook', 'short')).rejects.toMatchObject({ type: 'invalid-secret' });
    await expect(service.register(name, 'ftp://127.0.0.1/hook', 'a-signing-secret-0123')).rejects.toMatchObject({ type: 'invalid-webhook-url' });
    await expect(service.register('no such client', 'http://127.0.0.1:9/hook', 'a-signing-secret-0123')).rejects.toBeInstanceOf(AppError);
    await expect(service.show(name)).rejects.toMatchObject({ type: 'webhook-not-found', status: 404 });
  });

  it('rotates the secret with a 24-hour overlap and shows fingerprints only', async () => {
    const { name } = await app.createClient();
    const service = app.services.webhooks.admin;
    const first = await service.register(name, 'http://127.0.0.1:9/hook', 'first-secret-0123456');
    const rotated = await service.rotateSecret(name, 'second-secret-0123456');
    expect(rotated.previousSecretFingerprint).toBe(first.secretFingerprint);
    expect(rotated.secretFingerprint).not.toBe(first.secretFingerprint);
    // A keyed hash: the unsalted SHA-256 of the secret appears nowhere, neither shown nor stored.
    const unkeyed = createHash('sha256').update('second-secret-0123456', 'utf8').digest('hex');
    expect(rotated.secretFingerprint).toMatch(/^hmac:[0-9a-f]{16}$/);
    const stored = JSON.stringify(await app.db.knex('webhooks').where({ client_id: (await app.services.clientStore.findByName(name))!.id }).first());
    expect(stored).not.toContain(unkeyed.slice(0, 8));
    expect(stored).not.toContain(rotated.secretFingerprint.slice('hmac:'.length));
    const hours = (Date.parse(rotated.previousSecretExpiresAt as string) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await expect(service.rotateSecret(name, 'second-secret-0123456')).rejects.toMatchObject({ type: 'invalid-secret' });
  });
});
