import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/** Production rules: public https addresses only, checked at registration and again at connection. */
let app: TestApp;
let worker: { stop(): Promise<void> };
let receiver: WebhookReceiver;
beforeAll(async () => {
  app = await startTestApp({ ALLOW_PRIVATE_WEBHOOK_URLS: 'false', WEBHOOK_RETRY_SCHEDULE: '50ms', WEBHOOK_TIMEOUT_MS: '500' });
  worker = await app.services.startWorker();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await app?.close();
});

describe('registering a webhook address in production', () => {
  it.each([
    ['https://127.0.0.1/hook', /not a public internet address/],
    ['https://localhost/hook', /not a public internet address/],
    ['https://10.0.0.8/hook', /not a public internet address/],
    ['https://169.254.169.254/latest/meta-data', /not a public internet address/],
    ['https://[::1]/hook', /not a public internet address/],
    ['https://[fd00::1]/hook', /not a public internet address/],
    ['http://93.184.216.34/hook', /https/],
  ])('refuses %s', async (url, message) => {
    const { name } = await app.createClient();
    await expect(app.services.webhooks.admin.register(name, url, 'a-signing-secret-0123')).rejects.toMatchObject({ status: 400, type: 'invalid-webhook-url', detail: expect.stringMatching(message) });
  });

  it('accepts a public https address', async () => {
    const { name } = await app.createClient();
    const view = await app.services.webhooks.admin.register(name, 'https://93.184.216.34/hook', 'a-signing-secret-0123');
    expect(view.enabled).toBe(true);
  });
});

describe('connecting', () => {
  it('checks the address again at delivery time and never connects to a private one', async () => {
    const { name, apiKey } = await app.createClient();
    await app.services.webhooks.admin.register(name, 'https://93.184.216.34/hook', 'a-signing-secret-0123');
    // As if DNS now pointed the registered name at our own network (rebinding).
    const client = await app.services.clientStore.findByName(name);
    await app.db.knex('webhooks').where({ client_id: client?.id }).update({ url: receiver.url.replace('http://127.0.0.1', 'https://localhost') });
    await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: '07310865071859' }] });
    const list: any[] = await eventually(
      async () => (await request(`${app.baseUrl}/webhook/deliveries`, { apiKey })).body.deliveries as any[],
      (deliveries) => deliveries[0]?.status === 'failed',
    );
    expect(list[0].status).toBe('failed');
    expect(list[0].attempts.map((a: any) => a.errorKind)).toEqual(['blocked_address', 'blocked_address']);
    expect(receiver.requests).toHaveLength(0);
  });
});
