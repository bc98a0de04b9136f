import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { contractDocument, expectContractResponse } from '../../support/contract.js';
import { errorPointers, validGtin } from '../../support/fixtures.js';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from '../../support/webhook-receiver.js';
import { createPssClient, PssApiError, verifyWebhookDelivery } from '../../../clients/typescript/src/index.js';
import type { Client } from '../../../src/shared/client.js';

/**
 * The partner's own webhook endpoint (`/webhook/endpoint`): read, set, disable, delete, rotate the
 * secret. Deliveries are verified with the official Standard Webhooks library, Svix's library and
 * the SDK, with the secret exactly as the API showed it.
 */
let app: TestApp;
let worker: { stop(): Promise<void> };
let receiver: WebhookReceiver;
beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms' });
  worker = await app.services.startWorker();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await app?.close();
});

const endpointUrl = `/webhook/endpoint`;
const call = (apiKey: string, method: string, path = endpointUrl, json?: unknown) =>
  request(`${app.baseUrl}${path}`, { apiKey, method, ...(json === undefined ? {} : { json }) });
const put = (apiKey: string, json: unknown) => call(apiKey, 'PUT', endpointUrl, json);
let gtinCounter = 0;

/** Every webhook row, to prove a refused request changed nothing. */
const webhookRows = async () => JSON.stringify(await app.db.knex('webhooks').orderBy('client_id').select());

/** Subscribes a new product and returns the delivery that reached the receiver. */
async function deliveredChange(apiKey: string): Promise<ReceivedRequest> {
  const gtin = validGtin(31_000 + ++gtinCounter).padStart(14, '0');
  const before = receiver.requests.length;
  expectContractResponse('subscribeProduct', await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin, name: `Produkt ${gtinCounter}` } }));
  const [received] = (await receiver.waitFor(before + 1)).slice(before);
  expect(JSON.parse(received!.body).gtin).toBe(gtin);
  return received!;
}

const headersOf = (received: ReceivedRequest) => received.headers as Record<string, string>;

describe('GET /webhook/endpoint', () => {
  it('answers 404 naming PUT when the account has none', async () => {
    const { apiKey } = await app.createClient();
    const response = await call(apiKey, 'GET');
    expectContractResponse('getWebhookEndpoint', response);
    expect(response.status).toBe(404);
    expect(response.body.detail).toBe('This account has no webhook endpoint. Set one with PUT /webhook/endpoint.');
  });
});

describe('PUT /webhook/endpoint', () => {
  it('creates the endpoint with a whsec_ secret shown once, stored sealed, and deliveries verify with it as shown', async () => {
    const { apiKey } = await app.createClient();
    const created = await put(apiKey, { url: receiver.url });
    expectContractResponse('setWebhookEndpoint', created);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ url: receiver.url, enabled: true, disabledReason: null, secretKind: 'standard', previousSecretExpiresAt: null });
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const read = await call(apiKey, 'GET');
    expectContractResponse('getWebhookEndpoint', read);
    expect(read.body).not.toHaveProperty('secret');
    expect(read.body).toEqual({ ...created.body, secret: undefined });
    const stored = (await app.db.knex('webhooks').select('secret_encrypted', 'secret_kind')).map((row) => [Buffer.from(row.secret_encrypted).toString('latin1'), row.secret_kind]);
    for (const [sealed] of stored) {
      expect(sealed).not.toContain(secret);
      expect(sealed).not.toContain(Buffer.from(secret.slice(6), 'base64').toString('latin1'));
    }

    const received = await deliveredChange(apiKey);
    // The official Standard Webhooks library, given the secret exactly as shown.
    expect(new Webhook(secret).verify(received.body, headersOf(received))).toEqual(JSON.parse(received.body));
    // Svix's library (the npm package `svix`), the same secret as shown; and it refuses a changed body.
    expect(() => new SvixWebhook(secret).verify(received.body, headersOf(received))).not.toThrow();
    expect(() => new SvixWebhook(secret).verify(received.body.replace('"gtin"', '"gtin" '), headersOf(received))).toThrow();
    // The SDK, the same secret.
    expect(verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secret }).payload.gtin).toBe(JSON.parse(received.body).gtin);
    // X-Hub-Signature-256, GitHub's way: keyed with the secret's text.
    expect(received.headers['x-hub-signature-256']).toBe(`sha256=${createHmac('sha256', secret).update(received.rawBody).digest('hex')}`);
  });

  it('changes only the address of an existing endpoint: no secret in the answer, deliveries still signed with the first secret', async () => {
    const { apiKey } = await app.createClient();
    const first = await put(apiKey, { url: 'http://127.0.0.1:9/old' });
    const changed = await put(apiKey, { url: receiver.url });

    expectContractResponse('setWebhookEndpoint', changed);
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('secret');
    expect(changed.body.url).toBe(receiver.url);
    const received = await deliveredChange(apiKey);
    expect(() => new Webhook(first.body.secret).verify(received.body, headersOf(received))).not.toThrow();
  });

  it.each([
    ['no url', {}, ['/url']],
    ['an unknown field (a secret of your own is not taken)', { url: 'https://93.184.216.34/hook', secret: 'mine' }, ['/secret']],
    ['a url that is not a string', { url: 42 }, ['/url']],
    ['an empty url', { url: '' }, ['/url']],
    ['a relative url', { url: '/hooks/pss' }, ['/url']],
    ['an ftp url', { url: 'ftp://93.184.216.34/hook' }, ['/url']],
    ['a url with a password', { url: 'https://user:pass@93.184.216.34/hook' }, ['/url']],
    ['a url with a fragment', { url: 'https://93.184.216.34/hook#x' }, ['/url']],
  ])('refuses %s with a 400 problem naming the place, and stores nothing', async (_name, body, pointers) => {
    const { apiKey } = await app.createClient();
    const before = await webhookRows();
    const response = await put(apiKey, body);
    expectContractResponse('setWebhookEndpoint', response);
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('/problems/invalid-request');
    expect(errorPointers(response.body)).toEqual(pointers);
    expect(await webhookRows()).toBe(before);
    expect((await call(apiKey, 'GET')).status).toBe(404);
  });

  it('takes a url of 2048 characters and refuses one of 2049 (the contract bound, both ways)', async () => {
    const { apiKey } = await app.createClient();
    const maxLength = contractDocument.components.schemas.WebhookEndpointRequest.properties.url.maxLength as number;
    const base = 'http://127.0.0.1:9/';
    const atBound = base + 'a'.repeat(maxLength - base.length);
    const accepted = await put(apiKey, { url: atBound });
    expect([accepted.status, accepted.body.url]).toEqual([200, atBound]);
    const before = await webhookRows();
    const refused = await put(apiKey, { url: atBound + 'a' });
    expect(refused.status).toBe(400);
    expect(errorPointers(refused.body)).toEqual(['/url']);
    expect(await webhookRows()).toBe(before);
  });

  it('enables a disabled endpoint again with a clean health record', async () => {
    const { apiKey } = await app.createClient();
    await put(apiKey, { url: receiver.url });
    const disabled = await call(apiKey, 'POST', `${endpointUrl}/disable`);
    expectContractResponse('disableWebhookEndpoint', disabled);
    expect(disabled.body).toMatchObject({ enabled: false, disabledReason: 'disabled by the partner (POST /webhook/endpoint/disable)' });
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    expect((await request(`${app.baseUrl}/webhook/trigger`, { apiKey })).status).toBe(409);

    const enabled = await put(apiKey, { url: receiver.url });

    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
    await deliveredChange(apiKey);
  });
});

describe('POST /webhook/endpoint/disable', () => {
  it('stops deliveries: a change is not delivered while disabled (the feed still has it), and disabling twice changes nothing', async () => {
    const { apiKey } = await app.createClient();
    await put(apiKey, { url: receiver.url });
    const first = await call(apiKey, 'POST', `${endpointUrl}/disable`);
    const before = receiver.requests.length;
    expectContractResponse('subscribeProduct', await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin: validGtin(31_900).padStart(14, '0') } }));
    const again = await call(apiKey, 'POST', `${endpointUrl}/disable`);

    expect(again.body).toEqual(first.body);
    const feed = await request(`${app.baseUrl}/changes`, { apiKey });
    expect(feed.body.changes).toHaveLength(1);
    expect((await request(`${app.baseUrl}/webhook/deliveries`, { apiKey })).body.deliveries).toEqual([]);
    expect(receiver.requests.length).toBe(before);
  });

  it('answers 404 without an endpoint', async () => {
    const { apiKey } = await app.createClient();
    const response = await call(apiKey, 'POST', `${endpointUrl}/disable`);
    expectContractResponse('disableWebhookEndpoint', response);
    expect(response.status).toBe(404);
  });
});

describe('DELETE /webhook/endpoint', () => {
  it('removes address and secrets, fails the deliveries still waiting (nothing is sent), and a new PUT issues a new secret', async () => {
    const { apiKey, name } = await app.createClient();
    const first = await put(apiKey, { url: receiver.url });
    // While the account is suspended its new delivery waits, parked, without an attempt.
    await app.services.clientService.setStatus(name, 'suspended');
    const gtin = validGtin(31_901).padStart(14, '0');
    await app.services.subscriptionService.subscribeProduct((await app.services.clientStore.findByName(name)) as Client, { gtin });
    await app.services.clientService.setStatus(name, 'active');
    const before = receiver.requests.length;

    const deleted = await call(apiKey, 'DELETE');

    expectContractResponse('deleteWebhookEndpoint', deleted);
    expect(deleted.body).toEqual({ status: 'success', action: 'webhook_endpoint_deleted', message: `The webhook endpoint ${receiver.url} is deleted.` });
    expect((await call(apiKey, 'GET')).status).toBe(404);
    expect((await call(apiKey, 'DELETE')).status).toBe(404);
    const deliveries = (await request(`${app.baseUrl}/webhook/deliveries`, { apiKey })).body.deliveries;
    expect(deliveries.map((d: any) => [d.gtin, d.status, d.attempts])).toEqual([[gtin, 'failed', []]]);
    expect(receiver.requests.slice(before).filter((r) => r.body.includes(gtin))).toEqual([]);

    const again = await put(apiKey, { url: receiver.url });
    expect(again.body.secret).toMatch(/^whsec_/);
    expect(again.body.secret).not.toBe(first.body.secret);
  });
});

describe('POST /webhook/endpoint/rotate-secret', () => {
  it('issues a new secret shown once; both sign webhook-signature for 24 hours, the new one X-Hub-Signature-256', async () => {
    const { apiKey } = await app.createClient();
    const created = await put(apiKey, { url: receiver.url });
    const oldSecret = created.body.secret as string;

    const rotated = await call(apiKey, 'POST', `${endpointUrl}/rotate-secret`);

    expectContractResponse('rotateWebhookSecret', rotated);
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    const overlapMs = Date.parse(rotated.body.previousSecretExpiresAt as string) - Date.now();
    expect(overlapMs).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(overlapMs).toBeLessThanOrEqual(24 * 3600_000);
    expect((await call(apiKey, 'GET')).body).not.toHaveProperty('secret');

    const received = await deliveredChange(apiKey);
    expect(received.headers['webhook-signature']!.toString().split(' ')).toHaveLength(2);
    expect(() => new Webhook(oldSecret).verify(received.body, headersOf(received))).not.toThrow();
    expect(() => new Webhook(newSecret).verify(received.body, headersOf(received))).not.toThrow();
    expect(() => new SvixWebhook(oldSecret).verify(received.body, headersOf(received))).not.toThrow();
    expect(() => new SvixWebhook(newSecret).verify(received.body, headersOf(received))).not.toThrow();
    expect(received.headers['x-hub-signature-256']).toBe(`sha256=${createHmac('sha256', newSecret).update(received.rawBody).digest('hex')}`);
    expect(() => verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secret: oldSecret })).toThrow(); // X-Hub is the new secret's
    expect(verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secrets: [newSecret, oldSecret] }).webhookId).toBe(received.headers['webhook-id']);
  });

  it('after the overlap only the new secret signs', async () => {
    const { apiKey, name } = await app.createClient();
    const oldSecret = (await put(apiKey, { url: receiver.url })).body.secret as string;
    const newSecret = (await call(apiKey, 'POST', `${endpointUrl}/rotate-secret`)).body.secret as string;
    const client = await app.services.clientStore.findByName(name);
    await app.db.knex('webhooks').where({ client_id: client!.id }).update({ previous_secret_expires_at: app.db.knex.raw("now() - interval '1 second'") });

    const received = await deliveredChange(apiKey);

    expect(received.headers['webhook-signature']!.toString().split(' ')).toHaveLength(1);
    expect(() => new Webhook(newSecret).verify(received.body, headersOf(received))).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(received.body, headersOf(received))).toThrow();
    expect(() => new SvixWebhook(newSecret).verify(received.body, headersOf(received))).not.toThrow();
    expect(() => new SvixWebhook(oldSecret).verify(received.body, headersOf(received))).toThrow();
    expect((await call(apiKey, 'GET')).body.previousSecretExpiresAt).toBeNull();
  });

  it('answers 404 without an endpoint', async () => {
    const { apiKey } = await app.createClient();
    const response = await call(apiKey, 'POST', `${endpointUrl}/rotate-secret`);
    expectContractResponse('rotateWebhookSecret', response);
    expect(response.status).toBe(404);
  });
});

describe('a secret the operator registered', () => {
  it('keeps working as before (secretKind text, both headers keyed by its UTF-8 bytes), and a rotation moves it to the standard kind with an overlap', async () => {
    const { apiKey, name } = await app.createClient();
    const chosen = 'our-own-chosen-secret-ü-0123';
    await app.services.webhooks.admin.register(name, receiver.url, chosen);
    expect((await call(apiKey, 'GET')).body.secretKind).toBe('text');
    const before = await deliveredChange(apiKey);
    expect(verifyWebhookDelivery({ rawBody: before.rawBody, headers: before.headers, secret: chosen }).webhookId).toBe(before.headers['webhook-id']);

    const rotated = await call(apiKey, 'POST', `${endpointUrl}/rotate-secret`);
    expect(rotated.body.secretKind).toBe('standard');
    const after = await deliveredChange(apiKey);
    const [standardEntry, textEntry] = after.headers['webhook-signature']!.toString().split(' ');
    const signed = `${headersOf(after)['webhook-id']}.${headersOf(after)['webhook-timestamp']}.${after.body}`;
    expect(textEntry).toBe(`v1,${createHmac('sha256', Buffer.from(chosen, 'utf8')).update(signed).digest('base64')}`);
    expect(standardEntry).toBe(`v1,${createHmac('sha256', Buffer.from((rotated.body.secret as string).slice(6), 'base64')).update(signed).digest('base64')}`);
  });
});

describe('production address rules (the operator command\'s, exactly)', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({ ALLOW_PRIVATE_WEBHOOK_URLS: 'false' });
  });
  afterAll(async () => production?.close());

  it.each([
    ['https://127.0.0.1/hook', /not a public internet address/],
    ['https://localhost/hook', /not a public internet address/],
    ['https://10.0.0.8/hook', /not a public internet address/],
    ['https://169.254.169.254/latest/meta-data', /not a public internet address/],
    ['https://[::1]/hook', /not a public internet address/],
    ['https://[fd00::1]/hook', /not a public internet address/],
    ['http://93.184.216.34/hook', /https/],
  ])('refuses %s over the API with the operator\'s message, and stores nothing', async (address, message) => {
    const { apiKey, name } = await production.createClient();
    const response = await request(`${production.baseUrl}${endpointUrl}`, { apiKey, method: 'PUT', json: { url: address } });
    expectContractResponse('setWebhookEndpoint', response);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/url', detail: expect.stringMatching(message) }]);
    const operator = await production.services.webhooks.admin.register(name, address, 'a-signing-secret-0123').catch((error: unknown) => error as { detail: string });
    expect(response.body.detail).toBe((operator as { detail: string }).detail);
    expect(await production.db.knex('webhooks').count('* as n').first()).toEqual({ n: 0 });
  });

  it('accepts a public https address', async () => {
    const { apiKey } = await production.createClient();
    const response = await request(`${production.baseUrl}${endpointUrl}`, { apiKey, method: 'PUT', json: { url: 'https://93.184.216.34/hook' } });
    expect([response.status, response.body.url]).toEqual([200, 'https://93.184.216.34/hook']);
  });
});

describe('tenant isolation', () => {
  it('one client never sees, changes, rotates or deletes another\'s endpoint', async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    const aEndpoint = await put(a.apiKey, { url: receiver.url });
    const before = await webhookRows();

    const answers = await Promise.all([
      call(b.apiKey, 'GET'),
      call(b.apiKey, 'DELETE'),
      call(b.apiKey, 'POST', `${endpointUrl}/disable`),
      call(b.apiKey, 'POST', `${endpointUrl}/rotate-secret`),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(await webhookRows()).toBe(before);
    const bOwn = await put(b.apiKey, { url: 'http://127.0.0.1:9/b' });
    expect(bOwn.body.secret).not.toBe(aEndpoint.body.secret);
    expect((await call(a.apiKey, 'GET')).body).toMatchObject({ url: receiver.url, enabled: true });
  });
});

describe('the typed client (clients/typescript)', () => {
  it('sets, reads, rotates, disables and deletes the endpoint, and the shown secret verifies a delivery', async () => {
    const { apiKey } = await app.createClient();
    const pss = createPssClient({ baseUrl: app.baseUrl, apiKey });

    const created = await pss.setWebhookEndpoint(receiver.url);
    expect(created.secret).toMatch(/^whsec_/);
    expect(await pss.getWebhookEndpoint()).toEqual({ ...created, secret: undefined });
    const received = await deliveredChange(apiKey);
    expect(verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secret: created.secret! }).payload).toEqual(JSON.parse(received.body));
    const rotated = await pss.rotateWebhookSecret();
    expect(rotated.previousSecretExpiresAt).toEqual(expect.any(String));
    expect((await pss.disableWebhookEndpoint()).enabled).toBe(false);
    expect(await pss.deleteWebhookEndpoint()).toMatchObject({ action: 'webhook_endpoint_deleted' });
    const gone = await pss.getWebhookEndpoint().catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(PssApiError);
    expect(gone).toMatchObject({ status: 404, type: '/problems/not-found' });
  });
});
