import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { startWebhookTestApp, type WebhookTestApp } from '../../support/webhook-app.js';
import { request } from '../../support/http.js';
import { validateSchema } from '../../support/contract.js';
import type { ReceivedRequest } from '../../support/webhook-receiver.js';
import { withCheckDigit } from '../../support/fixtures.js';
import { eventually } from '../../support/eventually.js';

/** Real deliveries: the worker runs in this process and POSTs to receivers on loopback. */
let webhooks: WebhookTestApp;
let app: TestApp;

beforeAll(async () => {
  webhooks = await startWebhookTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms,100ms', WEBHOOK_TIMEOUT_MS: '500' });
  app = webhooks.app;
});
afterAll(async () => {
  await webhooks?.close();
});

let gtinCounter = 0;
function nextGtin(): string {
  return `0${withCheckDigit(`7391${String(++gtinCounter).padStart(8, '0')}`)}`;
}

const partner = (secret?: string) => webhooks.partner(secret);

const subscribe = (apiKey: string, items: object[]) => request(`${app.baseUrl}/subscribe/`, { apiKey, json: items });
const deliveries = async (apiKey: string) => (await request(`${app.baseUrl}/webhook/deliveries`, { apiKey })).body.deliveries as any[];


function verifiesHub(received: ReceivedRequest, secret: string): boolean {
  const expected = Buffer.from('sha256=' + createHmac('sha256', secret).update(received.rawBody).digest('hex'));
  const sent = Buffer.from(String(received.headers['x-hub-signature-256']));
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}

function standardEntry(received: ReceivedRequest, secret: string): string {
  const signed = `${String(received.headers['webhook-id'])}.${String(received.headers['webhook-timestamp'])}.${received.body}`;
  return 'v1,' + createHmac('sha256', Buffer.from(secret, 'utf8')).update(signed).digest('base64');
}

describe('a change of a subscribed product', () => {
  it('delivers exactly one signed POST whose body is the contract payload', async () => {
    const { apiKey, receiver, secret } = await partner();
    const gtin = nextGtin();
    expect((await subscribe(apiKey, [{ gtin, is_eco: 0 }])).status).toBe(200);
    const [received] = await receiver.waitFor(1);
    const delivery = received as ReceivedRequest;
    expect(delivery.method).toBe('POST');
    expect(delivery.path).toBe('/hook');
    expect(validateSchema('WebhookPayload', JSON.parse(delivery.body))).toEqual([]);
    expect(JSON.parse(delivery.body)).toMatchObject({ id: `gtin:${gtin}`, gtin, isEco: 0 });
    expect(verifiesHub(delivery, secret)).toBe(true);
    expect(verifiesHub(delivery, 'another-secret-entirely')).toBe(false);
    expect(delivery.headers['webhook-signature']).toBe(standardEntry(delivery, secret));
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'PSS-Webhooks/2.0',
      'x-webhook-event': 'product.updated',
    });
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'succeeded');
    expect(logged).toMatchObject({ id: delivery.headers['webhook-id'], status: 'succeeded', attempts: [{ number: 1, outcome: 'succeeded', statusCode: 200, errorKind: null }] });
  });

  it('sends the client_identifier as id when one was sent', async () => {
    const { apiKey, receiver } = await partner();
    const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { client_identifier: 'SKU-WEBHOOK-1', name: 'Bröd' } });
    expect(response.status).toBe(200);
    const [received] = await receiver.waitFor(1);
    expect(JSON.parse((received as ReceivedRequest).body)).toMatchObject({ id: 'SKU-WEBHOOK-1', gtin: null });
  });

  it('sends nothing for an unchanged re-submission: the next delivery is the next change', async () => {
    const { apiKey, receiver } = await partner();
    const gtin = nextGtin();
    await subscribe(apiKey, [{ gtin, is_eco: 0 }]);
    await receiver.waitFor(1);
    await subscribe(apiKey, [{ gtin, is_eco: 0 }]);
    await subscribe(apiKey, [{ gtin, is_eco: 1 }]);
    const received = await receiver.waitFor(2);
    expect(JSON.parse((received[1] as ReceivedRequest).body).isEco).toBe(1);
    // Had the unchanged re-submission been sent, it would be queued before the change; a third
    // request would then exist once the change's delivery is logged.
    await eventually(() => deliveries(apiKey), (list) => list.every((d) => d.status === 'succeeded'));
    expect(await deliveries(apiKey)).toHaveLength(2);
    expect(receiver.requests).toHaveLength(2);
  });

  it('sends nothing for a change that rolls back', async () => {
    const { apiKey, name, receiver } = await partner();
    const gtin = nextGtin();
    await subscribe(apiKey, [{ gtin, is_eco: 0 }]);
    await receiver.waitFor(1);
    const client = await app.services.clientStore.findByName(name);
    const [subscription] = await app.db.knex('subscriptions').where({ client_id: client?.id }).select<{ id: number; payload: string }[]>('id', 'payload');
    await expect(app.db.knex.transaction(async (trx) => {
      await app.services.webhooks.onRecordsChanged(trx, [{ subscriptionId: subscription!.id, clientId: client!.id, gtin, clientIdentifier: null, payload: subscription!.payload.replace('"isEco":0', '"isEco":1') }]);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    await subscribe(apiKey, [{ gtin, is_eco: 1 }]);
    const received = await receiver.waitFor(2);
    await eventually(() => deliveries(apiKey), (list) => list.every((d) => d.status === 'succeeded'));
    expect(received).toHaveLength(2);
    expect(receiver.requests).toHaveLength(2);
    expect(await deliveries(apiKey)).toHaveLength(2);
  });
});

describe('delivery policy', () => {
  it('retries a 500 on the schedule, with the same webhook-id, and records every attempt', async () => {
    const { apiKey, receiver } = await partner();
    receiver.answer((_request, index) => (index < 2 ? { status: 500, body: 'x'.repeat(10_000) } : { status: 204 }));
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    const received = await receiver.waitFor(3);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'succeeded');
    expect(logged.attempts.map((a: any) => [a.number, a.outcome, a.statusCode, a.errorKind])).toEqual([
      [1, 'failed', 500, 'http'],
      [2, 'failed', 500, 'http'],
      [3, 'succeeded', 204, null],
    ]);
    const stored = await app.db.knex('webhook_delivery_attempts').where({ delivery_id: logged.id, attempt_number: 1 }).first('response_body');
    expect(stored.response_body).toHaveLength(4096);
  });

  it('marks the delivery failed after the last scheduled attempt', async () => {
    const { apiKey, receiver } = await partner();
    receiver.answer(() => ({ status: 503 }));
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(3);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'failed');
    expect(logged.status).toBe('failed');
    expect(logged.attempts).toHaveLength(3);
    expect(logged.finishedAt).not.toBeNull();
  });

  it('disables the webhook on 410 Gone', async () => {
    const { apiKey, name, receiver } = await partner();
    receiver.answer(() => ({ status: 410 }));
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(1);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'failed');
    expect(logged.attempts).toHaveLength(1);
    const view = await app.services.webhooks.admin.show(name);
    expect(view.enabled).toBe(false);
    expect(view.disabledReason).toMatch(/410/);
    const trigger = await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    expect(trigger.status).toBe(409);
    // Re-registering re-enables it.
    await app.services.webhooks.admin.register(name, view.url, 'partner-signing-secret-01');
    expect((await app.services.webhooks.admin.show(name)).enabled).toBe(true);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const { apiKey, receiver } = await partner();
    receiver.answer((req) => (req.path === '/hook' ? { status: 302, headers: { Location: `${receiver.origin}/elsewhere` } } : { status: 200 }));
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(3);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'failed');
    expect(logged.attempts.map((a: any) => a.errorKind)).toEqual(['redirect', 'redirect', 'redirect']);
    expect(receiver.requests.every((r) => r.path === '/hook')).toBe(true);
  });

  it('counts no answer within WEBHOOK_TIMEOUT_MS as a timeout', async () => {
    const { apiKey, receiver } = await partner();
    receiver.answer((_request, index) => (index === 0 ? { hang: true } : { status: 200 }));
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(2);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'succeeded');
    const [first, second] = logged.attempts;
    expect(first).toMatchObject({ outcome: 'failed', errorKind: 'timeout', statusCode: null });
    expect(first.durationMs).toBeGreaterThanOrEqual(450);
    expect(first.durationMs).toBeLessThan(5_000);
    expect(second).toMatchObject({ outcome: 'succeeded', statusCode: 200 });
  });

  it('counts a 2xx whose body never finishes as delivered, without waiting for the deadline', async () => {
    const { apiKey, receiver } = await partner();
    receiver.answer(() => ({ status: 202, trickle: true }));
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(1);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status !== 'pending');
    expect(logged.status).toBe('succeeded');
    expect(logged.attempts).toHaveLength(1);
    expect(logged.attempts[0]).toMatchObject({ outcome: 'succeeded', statusCode: 202, errorKind: null });
    expect(receiver.requests).toHaveLength(1);
  });

  it('honours Retry-After beyond the scheduled delay, capped at one hour', async () => {
    const { apiKey, receiver } = await partner();
    receiver.answer(() => ({ status: 429, headers: { 'Retry-After': '120' } }));
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(1);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.nextAttemptAt !== null && list[0]?.attempts[0]?.outcome === 'failed');
    const delay = Date.parse(logged.nextAttemptAt) - Date.parse(logged.attempts[0].startedAt);
    expect(delay).toBeGreaterThanOrEqual(119_000);
    expect(delay).toBeLessThan(125_000);

    const capped = await partner();
    capped.receiver.answer(() => ({ status: 503, headers: { 'Retry-After': '86400' } }));
    await subscribe(capped.apiKey, [{ gtin: nextGtin() }]);
    await capped.receiver.waitFor(1);
    const [cappedLog] = await eventually(() => deliveries(capped.apiKey), (list) => list[0]?.nextAttemptAt !== null && list[0]?.attempts[0]?.outcome === 'failed');
    const cappedDelay = Date.parse(cappedLog.nextAttemptAt) - Date.parse(cappedLog.attempts[0].startedAt);
    expect(cappedDelay).toBeGreaterThan(3_500_000);
    expect(cappedDelay).toBeLessThanOrEqual(3_605_000);
  });
});

describe('trigger, redelivery and rotation', () => {
  it('a trigger delivers a product.test of a subscribed product', async () => {
    const { apiKey, receiver, secret } = await partner();
    const gtin = nextGtin();
    await subscribe(apiKey, [{ gtin }]);
    await receiver.waitFor(1);
    const response = await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    expect(response.status).toBe(200);
    const received = (await receiver.waitFor(2))[1] as ReceivedRequest;
    expect(received.headers['x-webhook-event']).toBe('product.test');
    expect(received.headers['webhook-id']).toBe(response.body.deliveryId);
    expect(verifiesHub(received, secret)).toBe(true);
    expect(received.body).toBe((receiver.requests[0] as ReceivedRequest).body);
  });

  it('a redelivery sends the same payload with the same webhook-id', async () => {
    const { apiKey, receiver } = await partner();
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    const [first] = await receiver.waitFor(1);
    const id = String(first?.headers['webhook-id']);
    await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'succeeded');
    const response = await request(`${app.baseUrl}/webhook/deliveries/${id}/redeliver`, { apiKey, method: 'POST' });
    expect(response.status).toBe(202);
    const second = (await receiver.waitFor(2))[1] as ReceivedRequest;
    expect(second.headers['webhook-id']).toBe(id);
    expect(second.body).toBe(first?.body);
    const [logged] = await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'succeeded' && list[0]?.attempts.length === 2);
    expect(logged.attempts.map((a: any) => a.number)).toEqual([1, 2]);
  });

  it('during a rotation webhook-signature carries both secrets and X-Hub-Signature-256 uses the new one', async () => {
    const { apiKey, name, receiver, secret: oldSecret } = await partner('the-old-signing-secret');
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(1);
    const newSecret = 'the-new-signing-secret';
    await app.services.webhooks.admin.rotateSecret(name, newSecret);
    await request(`${app.baseUrl}/webhook/trigger`, { apiKey });
    const received = (await receiver.waitFor(2))[1] as ReceivedRequest;
    expect(String(received.headers['webhook-signature']).split(' ')).toEqual([standardEntry(received, newSecret), standardEntry(received, oldSecret)]);
    expect(verifiesHub(received, newSecret)).toBe(true);
    expect(verifiesHub(received, oldSecret)).toBe(false);
  });
});

describe('crash recovery', () => {
  it('re-runs a delivery whose worker died mid-attempt, logging the cut-off attempt as interrupted', async () => {
    const { apiKey, name, receiver } = await partner();
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    await receiver.waitFor(1);
    await eventually(() => deliveries(apiKey), (list) => list[0]?.status === 'succeeded');
    const client = await app.services.clientStore.findByName(name);
    const knex = app.db.knex;
    // Stage what a crash leaves: a delivery job locked by a pool whose heartbeat stopped, and an
    // attempt that was started by that job and never finished.
    const deliveryId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const payload = (await knex('subscriptions').where({ client_id: client?.id }).first('payload')).payload as string;
    await knex.transaction(async (trx) => {
      await trx('webhook_deliveries').insert({ id: deliveryId, client_id: client?.id, product_id: 'x', gtin: null, event_type: 'product.test', payload, attempt_count: 1 });
      await trx.raw(`select graphile_worker.add_job('deliver-webhook', json_build_object('deliveryId', ?::text, 'attempt', 1), run_at => now() + interval '1 hour', job_key => ?)`, [deliveryId, `delivery:${deliveryId}`]);
      const job = (await trx.raw(`update graphile_worker._private_jobs set locked_by = 'pool-crashed', locked_at = now(), attempts = 1, run_at = now() where key = ? returning id`, [`delivery:${deliveryId}`])).rows[0];
      await trx('webhook_delivery_attempts').insert({ delivery_id: deliveryId, attempt_number: 1, job_id: String(job.id) });
      await trx('worker_heartbeats').insert({ worker_id: 'pool-crashed', host: 'gone', pid: 1, beat_at: knex.raw(`now() - interval '1 minute'`) });
    });
    // The sweep runs at every worker start and every few seconds; call it directly to keep the test fast.
    expect(await app.services.webhooks.heartbeat.releaseJobsOfDeadWorkers()).toBe(1);
    const received = (await receiver.waitFor(2))[1] as ReceivedRequest;
    expect(received.headers['webhook-id']).toBe(deliveryId);
    const list = await eventually(() => deliveries(apiKey), (all) => all.find((d) => d.id === deliveryId)?.status === 'succeeded');
    const recovered = list.find((d) => d.id === deliveryId);
    expect(recovered.attempts.map((a: any) => [a.number, a.outcome, a.errorKind])).toEqual([
      [1, 'failed', 'interrupted'],
      [2, 'succeeded', null],
    ]);
    expect(await knex('worker_heartbeats').where({ worker_id: 'pool-crashed' })).toHaveLength(0);
    // This process's own pool is alive and beating.
    expect((await knex('worker_heartbeats')).length).toBeGreaterThan(0);
  });
});
