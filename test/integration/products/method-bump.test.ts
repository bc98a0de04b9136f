import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';
import { eventually } from '../../support/eventually.js';
import { METHOD_VERSION } from '../../../src/scoring/index.js';

/**
 * A database made before the method bump: the fixture holds records exactly as method 2026.11.1
 * stored them (written by make-fixture.ts at commit eabf544). A worker of the new method must
 * recompute every one of them and deliver only those whose payload changed.
 */
interface FixtureRow { gtin: string; submission: Record<string, unknown>; record: string; payload: string; methodVersion: string }
const fixture = JSON.parse(readFileSync(new URL('../../fixtures/method-bump/records-2026.11.1.json', import.meta.url), 'utf8')) as { rows: FixtureRow[] };

let app: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

async function pendingJobs(): Promise<number> {
  const result = await app.db.knex.raw('select count(*)::int as n from graphile_worker.jobs');
  return result.rows[0].n;
}

describe('a method bump on a database made before it', () => {
  it('when the worker starts, then every record takes the new method and only changed payloads are delivered', async () => {
    expect(fixture.rows.every((row) => row.methodVersion !== METHOD_VERSION)).toBe(true);
    const client = await app.createClient();
    await app.services.webhooks.admin.register(client.name, receiver.url, 'method-bump-signing-secret');
    const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey: client.apiKey, json: fixture.rows.map((row) => ({ gtin: row.gtin, ...row.submission })) });
    expect(subscribed.status).toBe(200);

    // Leave the rows as the old method stored them: same inputs, old record, payload and version.
    const current = new Map<string, { payload: string; submission: Record<string, unknown> }>();
    for (const row of await app.db.knex('subscriptions').whereIn('gtin', fixture.rows.map((r) => r.gtin)).select('gtin', 'payload', 'submission')) {
      current.set(row.gtin, { payload: row.payload, submission: typeof row.submission === 'string' ? JSON.parse(row.submission) : row.submission });
    }
    for (const row of fixture.rows) {
      expect(current.get(row.gtin)?.submission).toEqual(row.submission);
      await app.db.knex('subscriptions').where({ gtin: row.gtin }).update({ method_version: row.methodVersion, record: row.record, payload: row.payload });
    }
    const changed = fixture.rows.filter((row) => current.get(row.gtin)!.payload !== row.payload).map((row) => row.gtin).sort();
    const unchanged = fixture.rows.filter((row) => current.get(row.gtin)!.payload === row.payload).map((row) => row.gtin);
    // The fixture must exercise both sides: payloads the new method changes and payloads it keeps.
    expect(changed.length).toBeGreaterThan(0);
    expect(unchanged.length).toBeGreaterThan(0);

    const worker = await app.services.startWorker();
    try {
      await eventually(
        async () => (await app.db.knex('subscriptions').whereIn('gtin', fixture.rows.map((r) => r.gtin)).whereNot('method_version', METHOD_VERSION).count({ n: '*' }).first())!.n,
        (n) => Number(n) === 0,
      );
      await eventually(pendingJobs, (n) => n === 0);
      const all = await receiver.waitFor(fixture.rows.length + changed.length);
      // Deliveries after the first one per product (the subscription itself) are the method's.
      const byGtin = new Map<string, number>();
      for (const received of all) {
        const gtin = JSON.parse(received.body).gtin as string;
        byGtin.set(gtin, (byGtin.get(gtin) ?? 0) + 1);
      }
      const redelivered = [...byGtin].filter(([, count]) => count > 1).map(([gtin]) => gtin).sort();
      expect(redelivered).toEqual(changed);
      expect(all).toHaveLength(fixture.rows.length + changed.length);
      for (const row of fixture.rows) {
        const stored = await app.db.knex('subscriptions').where({ gtin: row.gtin }).first('payload', 'method_version');
        expect(stored.method_version).toBe(METHOD_VERSION);
        expect(stored.payload).toBe(current.get(row.gtin)!.payload);
      }
    } finally {
      await worker.stop();
    }
  });
});
