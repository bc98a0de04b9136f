import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';
import { expectContractResponse, validateSchema } from '../../support/contract.js';
import { gtinSeries } from '../../support/bulk.js';
import { METHOD_VERSION } from '../../../src/scoring/index.js';
import type { RunningWorker } from '../../../src/jobs/worker.js';
import { eventually } from '../../support/eventually.js';

/**
 * Records are stored computed; when their inputs change outside the subscription they are recomputed
 * and changed payloads delivered: by the catalogue import itself, in each batch's transaction, or by
 * a background job after a new scoring method.
 */
let app: TestApp;
let worker: RunningWorker;
const receivers: WebhookReceiver[] = [];
const [milkGtin, breadGtin, namedGtin, staleGtin, laterGtin] = gtinSeries(5, 4242) as [string, string, string, string, string];

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_RETRY_SCHEDULE: '50ms' });
  worker = await app.services.startWorker();
});
afterAll(async () => {
  await worker?.stop();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await app?.close();
});

async function partner() {
  const receiver = await startWebhookReceiver();
  receivers.push(receiver);
  const client = await app.createClient();
  await app.services.webhooks.admin.register(client.name, receiver.url, 'refresh-signing-secret-1');
  return { ...client, receiver };
}

const importCatalogue = (products: object[]) => app.services.catalogueService.importBatch(products.map((value, index) => ({ line: index + 1, value })));
const readRecord = async (apiKey: string, gtin: string) => (await request(`${app.baseUrl}/product/${gtin}`, { apiKey })).body as Record<string, unknown>;


describe('catalogue updates', () => {
  it('when the catalogue changes a subscribed product, then its record is recomputed and the change delivered', async () => {
    const { apiKey, receiver } = await partner();
    await importCatalogue([{ gtin: milkGtin, name: 'Mellanmjölk', ingredients: 'vatten' }]);
    const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: milkGtin }] });
    expect(subscribed.body).toMatchObject({ productsSubscribed: 1 });
    const [first] = await receiver.waitFor(1);
    expect(JSON.parse(first!.body).allergenList).toBeUndefined();
    expect((await readRecord(apiKey, milkGtin)).allergenList).toBe('');

    const result = await importCatalogue([{ gtin: milkGtin, name: 'Mellanmjölk', ingredients: 'mellanmjölk, vitamin D', country_of_origin: 'Sverige' }]);
    expect(result).toMatchObject({ imported: 1, changed: 1 });

    // Recomputed by the import in the batch's own transaction: already there when it returns, no job to wait for.
    const record = await readRecord(apiKey, milkGtin);
    expect(record.allergenList).toBe('milk');
    expect(record.name).toBe('Mellanmjölk');
    const [, second] = await receiver.waitFor(2);
    const payload = JSON.parse(second!.body);
    expect(validateSchema('WebhookPayload', payload)).toEqual([]);
    expect(payload.transportScore).not.toBeNull();
    expect(second!.headers['x-webhook-event']).toBe('product.updated');
  });

  it('when the same catalogue data is imported again, then nothing is recomputed or delivered', async () => {
    const { apiKey, receiver } = await partner();
    await importCatalogue([{ gtin: breadGtin, name: 'Rågbröd', ingredients: 'rågmjöl, vatten, salt' }]);
    await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: breadGtin }] });
    await receiver.waitFor(1);

    expect(await importCatalogue([{ gtin: breadGtin, name: 'Rågbröd', ingredients: 'rågmjöl, vatten, salt' }])).toMatchObject({ changed: 0 });

    // A later, known change must be the second delivery: nothing came in between.
    await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: laterGtin, ingredients: 'ägg' }] });
    const received = await receiver.waitFor(2);
    expect(JSON.parse(received[1]!.body).gtin).toBe(laterGtin);
  });

  it('when the catalogue changes only what the client overrode, then the client sees its own data and gets no delivery', async () => {
    const { apiKey, receiver } = await partner();
    await importCatalogue([{ gtin: namedGtin, name: 'Katalognamn', ingredients: 'havre' }]);
    await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: namedGtin, name: 'Mitt namn', ingredients: 'korn' }] });
    await receiver.waitFor(1);

    await importCatalogue([{ gtin: namedGtin, name: 'Nytt katalognamn', ingredients: 'vete' }]);
    const other = await app.createClient();
    await request(`${app.baseUrl}/subscribe/`, { apiKey: other.apiKey, json: [{ gtin: namedGtin }] });
    expect(await readRecord(other.apiKey, namedGtin)).toMatchObject({ name: 'Nytt katalognamn', allergenList: 'gluten' });
    const own = await readRecord(apiKey, namedGtin);
    expect(own.name).toBe('Mitt namn');
    expect(own.allergenList).toBe('gluten');

    await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: laterGtin, ingredients: 'sesamfrön' }] });
    const received = await receiver.waitFor(2);
    expect(JSON.parse(received[1]!.body).gtin).toBe(laterGtin);
  });
});

describe('a new scoring method', () => {
  it('when records were computed by another method version, then the worker recomputes them at start', async () => {
    const { apiKey } = await app.createClient();
    await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: staleGtin, ingredients: 'nötkött (80%), vatten, salt', origin: 'Brasilien' }] });
    const fresh = await readRecord(apiKey, staleGtin);
    expectContractResponse('getProduct', await request(`${app.baseUrl}/product/${staleGtin}`, { apiKey }));
    // Arrange a record as an older method would have left it.
    await app.db.knex('subscriptions').where({ gtin: staleGtin }).update({ method_version: '2020.1.0', record: JSON.stringify({ ...fresh, id: undefined, CO2e: 1, climateScore: 1 }) });
    expect((await readRecord(apiKey, staleGtin)).CO2e).toBe(1);

    const second = await app.services.startWorker();
    try {
      const recomputed = await eventually(() => readRecord(apiKey, staleGtin), (r) => r.CO2e === fresh.CO2e);
      expect(recomputed.CO2e).toBe(fresh.CO2e);
      expect(recomputed.climateScore).toBe(fresh.climateScore);
      const row = await app.db.knex('subscriptions').where({ gtin: staleGtin }).first('method_version');
      expect(row.method_version).toBe(METHOD_VERSION);
    } finally {
      await second.stop();
    }
  });
});

describe('delivery metrics', () => {
  it('when deliveries have been made, then /metrics counts them by outcome', async () => {
    const metrics = await request(`${app.origin}/metrics`);
    expect(metrics.text).toMatch(/pss_webhook_delivery_attempts_total\{outcome="delivered"\} [1-9]\d*/);
  });
});
