import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { startWebhookTestApp, type WebhookTestApp } from '../../support/webhook-app.js';
import { request } from '../../support/http.js';
import { eventually } from '../../support/eventually.js';
import { withCheckDigit } from '../../support/fixtures.js';
import { PRUNE_DELIVERY_LOG_TASK } from '../../../src/webhooks/tasks/prune-delivery-log.js';
import { runPss } from '../../support/cli.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';

/**
 * A webhook that has not had a successful delivery for WEBHOOK_DISABLE_AFTER_HOURS is disabled, a
 * success clears the failing state, and finished deliveries older than WEBHOOK_LOG_RETENTION_DAYS
 * are pruned by an hourly job. Time is moved by back-dating rows, never by waiting.
 */
let webhooks: WebhookTestApp;
let app: TestApp;

beforeAll(async () => {
  webhooks = await startWebhookTestApp({ WEBHOOK_RETRY_SCHEDULE: '60s', WEBHOOK_DISABLE_AFTER_HOURS: '120', WEBHOOK_LOG_RETENTION_DAYS: '30' });
  app = webhooks.app;
});
afterAll(async () => {
  await webhooks?.close();
});

let gtinCounter = 0;
const nextGtin = () => `0${withCheckDigit(`7392${String(++gtinCounter).padStart(8, '0')}`)}`;

const partner = () => webhooks.partner();

const subscribe = (apiKey: string) => request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: nextGtin() }] });
const deliveries = async (apiKey: string) => (await request(`${app.baseUrl}/webhook/deliveries`, { apiKey })).body.deliveries as any[];
const webhookRow = (clientId: number) => app.db.knex('webhooks').where({ client_id: clientId }).first('enabled', 'disabled_reason', 'failing_since');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('a webhook that keeps failing', () => {
  it('notes since when it fails, and stays enabled with retries while that is shorter than the limit', async () => {
    const { apiKey, clientId, receiver } = await partner();
    receiver.answer(() => ({ status: 500 }));
    const before = new Date();
    expect((await subscribe(apiKey)).status).toBe(200);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.attempts?.[0]?.outcome === 'failed');
    expect(logged).toMatchObject({ status: 'pending', attempts: [{ number: 1, outcome: 'failed', statusCode: 500 }] });
    const row = await webhookRow(clientId);
    expect(row.enabled).toBe(true);
    expect(row.failing_since.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
  });

  it('stays enabled when a delivery fails just short of WEBHOOK_DISABLE_AFTER_HOURS', async () => {
    const { apiKey, clientId, receiver } = await partner();
    receiver.answer(() => ({ status: 503 }));
    const since = hoursAgo(119);
    await app.db.knex('webhooks').where({ client_id: clientId }).update({ failing_since: since });
    expect((await subscribe(apiKey)).status).toBe(200);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.attempts?.[0]?.outcome === 'failed');
    expect(logged.status).toBe('pending');
    const row = await webhookRow(clientId);
    expect(row.enabled).toBe(true);
    expect(row.failing_since.getTime()).toBe(since.getTime());
  });

  it('is disabled when a delivery fails after WEBHOOK_DISABLE_AFTER_HOURS without a success, and the delivery is not retried', async () => {
    const { apiKey, name, clientId, receiver } = await partner();
    receiver.answer(() => ({ status: 503 }));
    await app.db.knex('webhooks').where({ client_id: clientId }).update({ failing_since: hoursAgo(121) });
    expect((await subscribe(apiKey)).status).toBe(200);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'failed');
    expect(logged).toMatchObject({ status: 'failed', attempts: [{ number: 1, outcome: 'failed', statusCode: 503 }] });
    const row = await webhookRow(clientId);
    expect(row.enabled).toBe(false);
    expect(row.disabled_reason).toMatch(/^no delivery succeeded since \d{4}-\d\d-\d\dT.* \(WEBHOOK_DISABLE_AFTER_HOURS is 120\)$/);
    // The partner learns why from the API; the operator sees it in `pss webhook show`.
    const trigger = await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    expect(trigger.status).toBe(409);
    expect(trigger.body.detail).toMatch(/no delivery succeeded since/);
    expect((await app.services.webhooks.admin.show(name)).enabled).toBe(false);
    expect(receiver.requests).toHaveLength(1);

    // Registering the address again enables it with a clean slate.
    await app.services.webhooks.admin.register(name, receiver.url, 'partner-signing-secret-02');
    expect(await webhookRow(clientId)).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });

  it('is no longer failing after one successful delivery', async () => {
    const { apiKey, name, clientId, receiver } = await partner();
    await app.db.knex('webhooks').where({ client_id: clientId }).update({ failing_since: hoursAgo(100) });
    expect((await app.services.webhooks.admin.show(name)).failingSince).not.toBeNull();
    expect((await subscribe(apiKey)).status).toBe(200);
    await receiver.waitFor(1);
    await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'succeeded');
    expect(await webhookRow(clientId)).toMatchObject({ enabled: true, failing_since: null });
    expect((await app.services.webhooks.admin.show(name)).failingSince).toBeNull();
  });
});

describe('the delivery log', () => {
  it('keeps finished deliveries for WEBHOOK_LOG_RETENTION_DAYS and pending ones until they finish', async () => {
    const { apiKey, clientId, receiver } = await partner();
    for (let i = 0; i < 4; i++) expect((await subscribe(apiKey)).status).toBe(200);
    await receiver.waitFor(4);
    const finished = await eventually(() => deliveries(apiKey), (list) => list.length === 4 && list.every((d) => d.status === 'succeeded'));
    const [oldSucceeded, oldFailed, oldPending, recent] = finished.map((d) => d.id as string);
    const backdate = (id: string | undefined, status: string) =>
      app.db.knex('webhook_deliveries').where({ id }).update({ status, created_at: new Date(Date.now() - 31 * 86_400_000) });
    await backdate(oldSucceeded, 'succeeded');
    await backdate(oldFailed, 'failed');
    await backdate(oldPending, 'pending');
    // Just inside the retention period: kept.
    await app.db.knex('webhook_deliveries').where({ id: recent }).update({ created_at: new Date(Date.now() - 29 * 86_400_000) });

    await app.services.webhooks.tasks[PRUNE_DELIVERY_LOG_TASK]!({}, {} as never);

    const left = await app.db.knex('webhook_deliveries').where({ client_id: clientId }).pluck('id');
    expect(left.sort()).toEqual([oldPending, recent].sort());
    const attemptsLeft = await app.db.knex('webhook_delivery_attempts').whereIn('delivery_id', [oldSucceeded!, oldFailed!]).count({ n: '*' });
    expect(Number(attemptsLeft[0]?.n)).toBe(0);
    expect((await deliveries(apiKey)).map((d) => d.id).sort()).toEqual([oldPending, recent].sort());
  });

  it('is pruned by an hourly job that graphile-worker schedules once for all worker processes', async () => {
    const { rows } = await app.db.knex.raw('select identifier from graphile_worker._private_known_crontabs');
    expect(rows.map((row: { identifier: string }) => row.identifier)).toContain(PRUNE_DELIVERY_LOG_TASK);
  });
});

describe('the operator', () => {
  it('lists the webhooks to follow up: disabled or failing, with why and since when', async () => {
    const healthy = await partner();
    const failing = await partner();
    const disabled = await partner();
    await app.db.knex('webhooks').where({ client_id: failing.clientId }).update({ failing_since: hoursAgo(30) });
    await app.db.knex('webhooks').where({ client_id: disabled.clientId }).update({ enabled: false, disabled_reason: 'the address answered 410 Gone', disabled_at: new Date() });

    const troubled = await app.services.webhooks.admin.list({ troubled: true });
    const names = troubled.map((view) => view.client);
    expect(names).toEqual(expect.arrayContaining([failing.name, disabled.name]));
    expect(names).not.toContain(healthy.name);
    expect(troubled.find((view) => view.client === failing.name)).toMatchObject({ enabled: true, failingSince: expect.stringMatching(/^\d{4}-/) });
    expect(troubled.find((view) => view.client === disabled.name)).toMatchObject({ enabled: false, disabledReason: 'the address answered 410 Gone' });
    expect((await app.services.webhooks.admin.list()).map((view) => view.client)).toEqual(expect.arrayContaining([healthy.name, failing.name, disabled.name]));

    const env = { DATABASE_URL: app.database.url, SECRET_KEY: TEST_SECRET_KEY };
    const cli = await runPss(['--json', 'webhook', 'list', '--troubled'], env);
    expect(cli.code, cli.stderr).toBe(0);
    const listed = JSON.parse(cli.stdout) as { client: string; enabled: boolean }[];
    expect(listed.map((view) => view.client)).toEqual(expect.arrayContaining([failing.name, disabled.name]));
    expect(listed.map((view) => view.client)).not.toContain(healthy.name);
    const text = await runPss(['webhook', 'list', '--troubled'], env);
    expect(text.stdout).toMatch(new RegExp(`${disabled.name}.*disabled since .*: the address answered 410 Gone`));
    expect(text.stdout).toMatch(new RegExp(`${failing.name}.*failing since`));
  });
});
