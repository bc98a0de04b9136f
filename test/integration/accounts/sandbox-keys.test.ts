import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { eventually } from '../../support/eventually.js';
import { buildRichProduct, loadCatalogue, validGtin } from '../../support/fixtures.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * Sandbox (test) keys: a pss_test_ key opens its client's sandbox, whose subscriptions, records,
 * webhook endpoint, deliveries, change feed and limits are kept apart from the live data, both ways.
 */
let app: TestApp;
let worker: { stop(): Promise<void> };
let liveReceiver: WebhookReceiver;
let sandboxReceiver: WebhookReceiver;
const GTIN = '07310865071859';

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms' });
  worker = await app.services.startWorker();
  [liveReceiver, sandboxReceiver] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
  await loadCatalogue(app, [buildRichProduct({ gtin: GTIN, name: 'Katalogens havredryck' })]);
});
afterAll(async () => {
  await worker?.stop();
  await liveReceiver?.close();
  await sandboxReceiver?.close();
  await app?.close();
});

/** A client with its live key and a test key. */
async function clientWithSandbox(maxLimit = 1000) {
  const live = await app.createClient(undefined, maxLimit);
  const test = await app.services.clientService.createKey(live.name, 'test');
  return { name: live.name, liveKey: live.apiKey, testKey: test.apiKey, sandboxId: test.client.id };
}

const url = (path: string) => `${app.baseUrl}${path}`;
const addRich = (apiKey: string, json: unknown) => request(url('/subscribe/more/add'), { apiKey, json });
const read = (apiKey: string, gtin = GTIN) => request(url(`/product/${gtin}`), { apiKey });

describe('test keys', () => {
  it('when the operator issues a test key, then it starts with pss_test_ and opens an empty sandbox with the live limit, saying mode test', async () => {
    const { name, liveKey, testKey } = await clientWithSandbox(25);
    expect(testKey).toMatch(/^pss_test_[A-Za-z0-9_-]{32}$/);
    expectContractResponse('subscribeProduct', await addRich(liveKey, { gtin: GTIN }));

    const sandbox = await request(url('/subscribe/account'), { apiKey: testKey });
    const live = await request(url('/subscribe/account'), { apiKey: liveKey });

    expectContractResponse('getAccount', sandbox);
    expect(sandbox.body).toEqual({ status: 'active', client: name, subscriptions: { current_count: 0, max_limit: 25 }, mode: 'test' });
    expect(sandbox.headers.get('pss-mode')).toBe('test');
    expect(live.body).toEqual({ status: 'active', client: name, subscriptions: { current_count: 1, max_limit: 25 }, mode: 'live' });
    expect(live.headers.get('pss-mode')).toBe('live');
  });

  it('when a second test key is issued, then it opens the same sandbox and the first keeps working', async () => {
    const { name, testKey } = await clientWithSandbox();
    expectContractResponse('subscribeProduct', await addRich(testKey, { gtin: GTIN }));

    const second = await app.services.clientService.createKey(name, 'test');

    expect(second.sandboxCreated).toBe(false);
    expect((await read(second.apiKey)).status).toBe(200);
    expect((await read(testKey)).status).toBe(200);
  });

  it('says the mode on errors too (a 404 and a 400), and not on a 401', async () => {
    const { testKey } = await clientWithSandbox();
    const notFound = await read(testKey);
    const invalid = await addRich(testKey, { gtin: '123' });
    const unknown = await read('pss_test_unknown-key-0000000000000000000000');

    expect([notFound.status, notFound.headers.get('pss-mode')]).toEqual([404, 'test']);
    expect([invalid.status, invalid.headers.get('pss-mode')]).toEqual([400, 'test']);
    expect([unknown.status, unknown.headers.get('pss-mode')]).toEqual([401, null]);
  });

  it('cannot be stored for a live client, nor a live key for a sandbox (the database refuses the mismatch)', async () => {
    const { name, sandboxId } = await clientWithSandbox();
    const live = await app.services.clientStore.findByName(name);
    const knex = app.db.knex;
    await expect(knex('api_keys').insert({ client_id: live!.id, key_hash: Buffer.alloc(32, 1), key_prefix: 'pss_test_abcd', mode: 'test' })).rejects.toThrow(/api_keys_client_mode/);
    await expect(knex('api_keys').insert({ client_id: sandboxId, key_hash: Buffer.alloc(32, 2), key_prefix: 'pss_live_abcd', mode: 'live' })).rejects.toThrow(/api_keys_client_mode/);
    await expect(knex('api_keys').insert({ client_id: sandboxId, key_hash: Buffer.alloc(32, 3), key_prefix: 'pss_live_abcd', mode: 'test' })).rejects.toThrow(/api_keys_prefix_mode/);
  });

  it('when the test keys are revoked, then they get 401 while the live key works; revoking live keys leaves test keys working', async () => {
    const { name, liveKey, testKey } = await clientWithSandbox();
    const revoked = await app.services.clientService.revokeKeys(name, 'test');
    expect(revoked.revoked).toBe(1);
    expect((await request(url('/subscribe/account'), { apiKey: testKey })).status).toBe(401);
    expect((await request(url('/subscribe/account'), { apiKey: liveKey })).status).toBe(200);

    const again = await app.services.clientService.createKey(name, 'test');
    await app.services.clientService.rotateKey(name);
    expect((await request(url('/subscribe/account'), { apiKey: liveKey })).status).toBe(401);
    expect((await request(url('/subscribe/account'), { apiKey: again.apiKey })).status).toBe(200);
  });
});

describe('sandbox data is apart from live data, both ways', () => {
  it('when the sandbox subscribes the live GTIN with other data, then each key reads only its own record and list', async () => {
    const { liveKey, testKey } = await clientWithSandbox();
    expectContractResponse('subscribeProduct', await addRich(liveKey, { gtin: GTIN, client_identifier: 'SKU-1', name: 'Live name' }));
    const liveBefore = await read(liveKey);
    expect((await read(testKey)).status).toBe(404);

    expectContractResponse('subscribeProduct', await addRich(testKey, { gtin: GTIN, client_identifier: 'SKU-1', name: 'Sandbox name', ingredients: 'mjölk, jordnötter' }));

    const liveAfter = await read(liveKey);
    const sandbox = await read(testKey);
    expect(liveAfter.body).toEqual(liveBefore.body);
    expect(sandbox.body.name).toBe('Sandbox name');
    expect(sandbox.body.allergenList).toContain('peanuts');
    expect(sandbox.body.id).not.toBe(liveAfter.body.id); // two subscriptions, one per account
    const liveList = await request(url('/subscribe/'), { apiKey: liveKey });
    const sandboxList = await request(url('/subscribe/'), { apiKey: testKey });
    expect(liveList.body.subscriptions.map((s: any) => s.id)).toEqual([liveAfter.body.id]);
    expect(sandboxList.body.subscriptions.map((s: any) => s.id)).toEqual([sandbox.body.id]);
  });

  it('when the sandbox unsubscribes, then the live subscription stays, and the reverse', async () => {
    const { liveKey, testKey } = await clientWithSandbox();
    const other = validGtin(24_001);
    for (const key of [liveKey, testKey]) {
      expectContractResponse('subscribeProduct', await addRich(key, { gtin: GTIN }));
      expectContractResponse('subscribeProduct', await addRich(key, { gtin: other }));
    }

    const bySandbox = await request(url(`/subscribe/${GTIN}`), { apiKey: testKey, method: 'DELETE' });
    const byLive = await request(url(`/subscribe/${other}`), { apiKey: liveKey, method: 'DELETE' });

    expect([bySandbox.status, byLive.status]).toEqual([200, 200]);
    expect((await read(liveKey)).status).toBe(200);
    expect((await read(testKey, other)).status).toBe(200);
    expect((await read(testKey)).status).toBe(404);
    expect((await read(liveKey, other)).status).toBe(404);
  });

  it('keeps the exports apart', async () => {
    const { liveKey, testKey } = await clientWithSandbox();
    expectContractResponse('subscribeProduct', await addRich(liveKey, { gtin: GTIN, name: 'Live export' }));
    expectContractResponse('subscribeProduct', await addRich(testKey, { gtin: validGtin(24_007), name: 'Sandbox export' }));
    const lines = async (apiKey: string) => (await request(url('/products/export'), { apiKey })).text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, any>);

    const live = await lines(liveKey);
    const sandbox = await lines(testKey);

    expect(live.map((line) => line.name ?? line.trailer?.records)).toEqual(['Live export', 1]);
    expect(sandbox.map((line) => line.name ?? line.trailer?.records)).toEqual(['Sandbox export', 1]);
  });

  it('keeps the change feeds apart', async () => {
    const { liveKey, testKey } = await clientWithSandbox();
    expectContractResponse('subscribeProduct', await addRich(liveKey, { gtin: GTIN, name: 'Live feed' }));
    expectContractResponse('subscribeProduct', await addRich(testKey, { gtin: validGtin(24_002), name: 'Sandbox feed' }));

    const liveFeed = await request(url('/changes'), { apiKey: liveKey });
    const sandboxFeed = await request(url('/changes'), { apiKey: testKey });

    expect(liveFeed.body.changes.map((change: any) => change.payload.gtin)).toEqual([GTIN]);
    expect(sandboxFeed.body.changes.map((change: any) => change.payload.gtin)).toEqual([validGtin(24_002).padStart(14, '0')]);
    // A cursor of one mode is another account's cursor in the other.
    const crossed = await request(url(`/changes?after=${liveFeed.body.nextCursor}`), { apiKey: testKey });
    expect(crossed.status).toBe(400);
  });

  it('keeps the subscription limits apart: a full sandbox does not stop live subscriptions', async () => {
    const { liveKey, testKey } = await clientWithSandbox(1);
    expectContractResponse('subscribeProduct', await addRich(testKey, { gtin: GTIN }));
    const full = await addRich(testKey, { gtin: validGtin(24_003) });
    expect(full.status).toBe(409);

    const live = await addRich(liveKey, { gtin: validGtin(24_003) });

    expect(live.status).toBe(200);
    expect(live.body.subscriptions).toEqual({ current_count: 1, max_limit: 1 });
  });

  it('keeps the rate limits apart: a live key over its limit does not stop the test key', async () => {
    const { name, liveKey, testKey } = await clientWithSandbox();
    await app.services.clientService.setRateLimit(name, 2);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await request(url('/subscribe/account'), { apiKey: liveKey })).status);
    expect(answers).toEqual([200, 200, 429]);

    const sandbox = await request(url('/subscribe/account'), { apiKey: testKey });

    expect(sandbox.status).toBe(200);
    expect(Number(sandbox.headers.get('ratelimit-limit'))).toBe(app.config.rateLimitPerMinute);
  });

  it('when the live client is suspended, then its sandbox is too, and both come back on activation', async () => {
    const { name, testKey } = await clientWithSandbox();
    expectContractResponse('subscribeProduct', await addRich(testKey, { gtin: GTIN }));
    await app.services.clientService.setStatus(name, 'suspended');
    const suspended = await read(testKey);
    const account = await request(url('/subscribe/account'), { apiKey: testKey });
    await app.services.clientService.setStatus(name, 'active');

    expect(suspended.status).toBe(403);
    expect(account.body).toMatchObject({ status: 'suspended', mode: 'test' });
    expect((await read(testKey)).status).toBe(200);
  });
});

describe('another client', () => {
  it('never reaches a client\'s sandbox or live data with its own test or live key', async () => {
    const a = await clientWithSandbox();
    const b = await clientWithSandbox();
    expectContractResponse('subscribeProduct', await addRich(a.testKey, { gtin: GTIN, client_identifier: 'A-SANDBOX' }));
    expectContractResponse('subscribeProduct', await addRich(a.liveKey, { gtin: validGtin(24_004), client_identifier: 'A-LIVE' }));

    for (const key of [b.testKey, b.liveKey]) {
      expect((await read(key)).status).toBe(404);
      expect((await read(key, validGtin(24_004))).status).toBe(404);
      expect((await request(url('/subscribe/unsubscribeById/A-SANDBOX'), { apiKey: key, method: 'DELETE' })).status).toBe(404);
      expect((await request(url('/subscribe/'), { apiKey: key })).body.subscriptions).toEqual([]);
    }
    expect((await read(a.testKey)).status).toBe(200);
  });
});

describe('sandbox webhooks', () => {
  it('deliver sandbox changes only to the sandbox endpoint, and live changes only to the live one', async () => {
    const { liveKey, testKey } = await clientWithSandbox();
    const liveEndpoint = await request(url('/webhook/endpoint'), { apiKey: liveKey, method: 'PUT', json: { url: liveReceiver.url } });
    const sandboxEndpoint = await request(url('/webhook/endpoint'), { apiKey: testKey, method: 'PUT', json: { url: sandboxReceiver.url } });
    expect(liveEndpoint.headers.get('pss-mode')).toBe('live');
    expect(sandboxEndpoint.headers.get('pss-mode')).toBe('test');
    expect(sandboxEndpoint.body.secret).not.toBe(liveEndpoint.body.secret);
    const sandboxGtin = validGtin(24_005).padStart(14, '0');
    const liveGtin = validGtin(24_006).padStart(14, '0');
    const liveBefore = liveReceiver.requests.length;
    const sandboxBefore = sandboxReceiver.requests.length;

    expectContractResponse('subscribeProduct', await addRich(testKey, { gtin: sandboxGtin, name: 'Only in the sandbox' }));
    expectContractResponse('subscribeProduct', await addRich(liveKey, { gtin: liveGtin, name: 'Only live' }));
    const sandboxDone = await eventually(() => request(url('/webhook/deliveries'), { apiKey: testKey }), (r) => r.body.deliveries[0]?.status === 'succeeded');
    const liveDone = await eventually(() => request(url('/webhook/deliveries'), { apiKey: liveKey }), (r) => r.body.deliveries[0]?.status === 'succeeded');

    expect(sandboxDone.body.deliveries.map((d: any) => d.gtin)).toEqual([sandboxGtin]);
    expect(liveDone.body.deliveries.map((d: any) => d.gtin)).toEqual([liveGtin]);
    const toSandbox = sandboxReceiver.requests.slice(sandboxBefore);
    const toLive = liveReceiver.requests.slice(liveBefore);
    expect(toSandbox.map((r) => JSON.parse(r.body).gtin)).toEqual([sandboxGtin]);
    expect(toLive.map((r) => JSON.parse(r.body).gtin)).toEqual([liveGtin]);
    // Each signed with its own endpoint's secret only.
    expect(() => new Webhook(sandboxEndpoint.body.secret).verify(toSandbox[0]!.body, toSandbox[0]!.headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(liveEndpoint.body.secret).verify(toSandbox[0]!.body, toSandbox[0]!.headers as Record<string, string>)).toThrow();
  });

  it('a test key never reads, changes or deletes the live endpoint, and a live key never the sandbox one', async () => {
    const { liveKey, testKey } = await clientWithSandbox();
    await request(url('/webhook/endpoint'), { apiKey: liveKey, method: 'PUT', json: { url: liveReceiver.url } });

    const fromSandbox = await request(url('/webhook/endpoint'), { apiKey: testKey });
    const deleteFromSandbox = await request(url('/webhook/endpoint'), { apiKey: testKey, method: 'DELETE' });
    const rotateFromSandbox = await request(url('/webhook/endpoint/rotate-secret'), { apiKey: testKey, method: 'POST' });

    expect([fromSandbox.status, deleteFromSandbox.status, rotateFromSandbox.status]).toEqual([404, 404, 404]);
    const live = await request(url('/webhook/endpoint'), { apiKey: liveKey });
    expect(live.body).toMatchObject({ url: liveReceiver.url, enabled: true, previousSecretExpiresAt: null });

    await request(url('/webhook/endpoint'), { apiKey: testKey, method: 'PUT', json: { url: sandboxReceiver.url } });
    await request(url('/webhook/endpoint/disable'), { apiKey: liveKey, method: 'POST' });
    expect((await request(url('/webhook/endpoint'), { apiKey: testKey })).body).toMatchObject({ url: sandboxReceiver.url, enabled: true });
  });
});
