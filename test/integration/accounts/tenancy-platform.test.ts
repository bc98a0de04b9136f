import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../../../src/accounts/idempotency-keys.js';
import { idempotencyDigestKey, requestDigest } from '../../../src/shared/sealed-values.js';
import { expectContractResponse } from '../../support/contract.js';
import { buildRichProduct, clientRow, countsOf, loadCatalogue, validGtin } from '../../support/fixtures.js';
import { request } from '../../support/http.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';

/**
 * Tenant isolation of the partner platform's operations (beside tenancy.test.ts): one client never
 * sees another's submitted data through a preview, another's records through a batch read, or
 * another's idempotency keys (neither their answers nor their running requests).
 */
let app: TestApp;
const CATALOGUE_GTIN = '07310865071859';
beforeAll(async () => {
  app = await startTestApp();
  await loadCatalogue(app, [buildRichProduct({ gtin: CATALOGUE_GTIN, name: 'Katalogens havredryck', ingredients: 'vatten, havre (10%), rapsolja, salt' })]);
});
afterAll(async () => app?.close());

const subscribe = async (apiKey: string, json: Record<string, unknown>) => {
  const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json });
  expect(response.status, response.text).toBe(200);
};

describe('two clients and the partner platform', () => {
  it("when A has submitted its own data for a GTIN, then B's preview of it uses only the catalogue and B's body", async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    const c = await app.createClient();
    await subscribe(a.apiKey, { gtin: CATALOGUE_GTIN, name: 'A:s hemliga namn', ingredients: 'mjölk, jordnötter, vete', country_of_origin: 'Brasilien' });

    const byB = await request(`${app.baseUrl}/products/preview`, { apiKey: b.apiKey, json: { gtin: CATALOGUE_GTIN, quantity_salt: 0.2 } });
    const byFreshClient = await request(`${app.baseUrl}/products/preview`, { apiKey: c.apiKey, json: { gtin: CATALOGUE_GTIN, quantity_salt: 0.2 } });

    expectContractResponse('previewProduct', byB);
    expect(byB.status).toBe(200);
    expect(byB.body.record.name).toBe('Katalogens havredryck');
    expect(byB.body.record.allergenList).not.toContain('peanuts');
    expect(JSON.stringify(byB.body)).not.toMatch(/hemliga|jordnötter|Brasilien/);
    expect(byB.text).toBe(byFreshClient.text);
  });

  it("when B batch-reads A's GTINs, then every one is not_subscribed for B, while A reads its records", async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    const gtins = [validGtin(1), validGtin(2)];
    for (const gtin of gtins) await subscribe(a.apiKey, { gtin, name: 'A:s produkt' });

    const byB = await request(`${app.baseUrl}/products/batch`, { apiKey: b.apiKey, json: { gtins } });
    const byA = await request(`${app.baseUrl}/products/batch`, { apiKey: a.apiKey, json: { gtins } });

    expectContractResponse('batchGetProducts', byB);
    expect(byB.body.products.map((entry: { status: string; record: unknown }) => [entry.status, entry.record])).toEqual([['not_subscribed', null], ['not_subscribed', null]]);
    expect(byB.body.notSubscribed).toBe(2);
    expect(byA.body.products.map((entry: { status: string }) => entry.status)).toEqual(['subscribed', 'subscribed']);
  });

  it("when B sends a key A is using (answered or still running), then B's request runs for B as if the key were new", async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    const [answeredKey, runningKey] = [randomUUID(), randomUUID()];
    const body = { gtin: validGtin(10) };
    const byA = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: a.apiKey, json: body, headers: { 'Idempotency-Key': answeredKey } });
    // A request of A's still holding its key (lease running).
    const aId = (await clientRow(app, a.name)).id;
    await app.db.knex('idempotency_keys').insert({
      client_id: aId, key: runningKey, run_id: randomUUID(), response_status: null,
      request_digest: requestDigest(idempotencyDigestKey(Buffer.from(TEST_SECRET_KEY, 'hex')), Number(aId), requestHash({ operationId: 'subscribeProduct', params: {}, query: {}, body })), lease_until: app.db.knex.raw("now() + interval '4 minutes'"),
    });

    const answeredByB = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: b.apiKey, json: body, headers: { 'Idempotency-Key': answeredKey } });
    const runningByB = await request(`${app.baseUrl}/subscribe/unsubscribeById/SKU-B`, { apiKey: b.apiKey, method: 'DELETE', headers: { 'Idempotency-Key': runningKey } });

    expect(byA.status).toBe(200);
    expect(answeredByB.status).toBe(200);
    expect(answeredByB.headers.get('idempotent-replayed')).toBeNull();
    expect(answeredByB.body.client).toBe(b.name);
    expect(runningByB.status).toBe(404);
    expect(runningByB.body.type).toBe('/problems/not-found');
    expect(await countsOf(app, b.name)).toEqual({ currentCount: 1, rows: 1 });
    expect(await countsOf(app, a.name)).toEqual({ currentCount: 1, rows: 1 });
  });
});
