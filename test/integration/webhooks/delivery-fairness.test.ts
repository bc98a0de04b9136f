import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { startWebhookTestApp, type WebhookTestApp } from '../../support/webhook-app.js';
import { request } from '../../support/http.js';
import { withCheckDigit } from '../../support/fixtures.js';
import { eventually } from '../../support/eventually.js';

/**
 * Fairness between partners (issue 14, item 3): the real worker with its defaults (40 deliveries in
 * flight per process, WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT 10, 10 s attempt timeout) and real receivers.
 */
let webhooks: WebhookTestApp;
let app: TestApp;

beforeAll(async () => {
  webhooks = await startWebhookTestApp();
  app = webhooks.app;
});
afterAll(async () => {
  await webhooks?.close();
});

let gtinCounter = 0;
const nextGtin = () => `0${withCheckDigit(`7393${String(++gtinCounter).padStart(8, '0')}`)}`;
const subscribe = (apiKey: string, count: number) =>
  request(`${app.baseUrl}/subscribe/`, { apiKey, json: Array.from({ length: count }, () => ({ gtin: nextGtin(), is_eco: 0 })) });

async function deliveryCounts(clientId: number): Promise<Record<string, number>> {
  const rows: { state: string; n: number }[] = await app.db.knex('webhook_deliveries').where({ client_id: clientId })
    .select(app.db.knex.raw(`status || ':' || coalesce(waiting, 'queued') as state`)).count('* as n').groupBy('state');
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
}

describe('one partner whose endpoint hangs', () => {
  it('holds at most WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT deliveries; another partner\'s delivery still arrives within 2 s, and nothing of the first fails', async () => {
    const cap = app.config.webhookMaxInFlightPerClient;
    expect(cap).toBe(10);
    expect(app.config.workerConcurrency).toBeGreaterThan(cap);
    const hanging = await webhooks.partner();
    hanging.receiver.answer(() => ({ hang: true }));
    const other = await webhooks.partner();

    expect((await subscribe(hanging.apiKey, 200)).status).toBe(200);
    await hanging.receiver.waitFor(cap);
    // The rest of its 200 deliveries are parked: queued, no attempt, not failed.
    const parked = await eventually(() => deliveryCounts(hanging.clientId), (counts) => counts['pending:parked'] === 200 - cap);
    expect(parked).toEqual({ 'pending:queued': cap, 'pending:parked': 200 - cap });

    const started = Date.now();
    expect((await subscribe(other.apiKey, 1)).status).toBe(200);
    await other.receiver.waitFor(1, 2_000);
    const tookMs = Date.now() - started;
    expect(tookMs).toBeLessThanOrEqual(2_000);

    // Still exactly `cap` requests at the hanging endpoint, and no attempt beyond them.
    expect(hanging.receiver.requests).toHaveLength(cap);
    const attempts = await app.db.knex('webhook_delivery_attempts as a').join('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .where('d.client_id', hanging.clientId).count<{ n: string }[]>('* as n');
    expect(Number(attempts[0]?.n)).toBe(cap);
    expect((await deliveryCounts(hanging.clientId))['failed:queued']).toBeUndefined();
  }, 60_000);
});
