import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually.js';
import { NOT_PUBLIC_DESTINATION } from '../../../src/webhooks/destination-guard.js';
import { LOG_DIRECTORY } from '../../support/log-scan.js';
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

describe('a partner setting its endpoint in production (NODE_ENV=production)', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => production?.close());

  const operatorLog = () =>
    readFileSync(path.join(LOG_DIRECTORY, `${production.database.name}.ndjson`), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);

  it.each([
    ['a name that resolves to loopback', 'https://localhost/hook', /localhost resolves to (127\.0\.0\.1|::1), which is not a public internet address/],
    ['a loopback literal', 'https://127.0.0.1/hook', /127\.0\.0\.1 resolves to 127\.0\.0\.1/],
    ['a name that does not resolve', 'https://no-such-host.invalid/hook', /no-such-host\.invalid could not be resolved/],
  ])('when it is %s, then the partner is told the rule in one sentence (no resolved address, nor whether the name exists) and the operator’s log has the detail', async (_case, url, detail) => {
    const { apiKey } = await production.createClient();

    const answer = await request(`${production.baseUrl}/webhook/endpoint`, { apiKey, method: 'PUT', json: { url } });
    const logged = operatorLog().filter((line) => line.msg === 'webhook address refused' && typeof line.detail === 'string' && detail.test(line.detail));

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(NOT_PUBLIC_DESTINATION);
    expect(answer.body.errors).toEqual([{ pointer: '/url', detail: NOT_PUBLIC_DESTINATION }]);
    expect(answer.text).not.toMatch(/127\.0\.0\.1.*127\.0\.0\.1|::1|resolves to|could not be resolved|ENOTFOUND|EAI_AGAIN/);
    expect(NOT_PUBLIC_DESTINATION.split(/[.!?](\s|$)/).filter((part) => part.trim().length > 1)).toHaveLength(1);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, component: 'webhooks', errorKind: expect.stringMatching(/^(blocked_address|dns)$/) });
    expect(Number((await production.db.knex('webhooks').count('* as n').first())?.n)).toBe(0);
  });

  it('when the address is malformed or not https, then the partner is told exactly that (it only repeats what it sent)', async () => {
    const { apiKey } = await production.createClient();

    const plain = await request(`${production.baseUrl}/webhook/endpoint`, { apiKey, method: 'PUT', json: { url: 'http://93.184.216.34/hook' } });

    expect(plain.status).toBe(400);
    expect(plain.body.detail).toBe('The webhook URL must use https.');
  });
});
