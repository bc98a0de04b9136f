import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { buildRichProduct, countsOf, loadCatalogue, subscriptionRows } from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await loadCatalogue(app, [buildRichProduct({ gtin: '07310865071859', name: 'Katalogens havredryck' })]);
});
afterAll(async () => app?.close());

const GTIN = '07310865071859';
const read = (apiKey: string, gtin = GTIN) => request(`${app.baseUrl}/product/${gtin}`, { apiKey });
const addRich = (apiKey: string, json: unknown) => request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json });

describe('two clients', () => {
  it('when A subscribes, then B cannot read A\'s product (404)', async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(a.apiKey, { gtin: GTIN, name: 'A:s namn' }));

    const byB = await read(b.apiKey);

    expectContractResponse('getProduct', byB);
    expect(byB.status).toBe(404);
  });

  it('when B submits its own data for the same GTIN, then A\'s record is unchanged and each sees only its own data', async () => {
    // Arrange
    const a = await app.createClient();
    const b = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(a.apiKey, { gtin: GTIN, client_identifier: 'SKU-A', name: 'A:s namn', ingredients: 'havre, vatten' }));
    const aBefore = await read(a.apiKey);
    const aRowsBefore = await subscriptionRows(app, a.name);

    // Act
    const byB = await addRich(b.apiKey, { gtin: GTIN, client_identifier: 'SKU-A', name: 'B:s namn', ingredients: 'mjölk, jordnötter, vete' });
    const bulkByB = await request(`${app.baseUrl}/subscribe/`, { apiKey: b.apiKey, json: [{ gtin: GTIN, name: 'B:s andra namn' }] });

    // Assert
    expectContractResponse('subscribeProduct', byB);
    expect(byB.body.action).toBe('subscription_created');
    expectContractResponse('subscribeProducts', bulkByB);
    expect(bulkByB.body.productsSubscribed).toBe(1);
    const aAfter = await read(a.apiKey);
    expectContractResponse('getProduct', aAfter);
    expect(aAfter.body).toEqual(aBefore.body);
    expect(aAfter.body.name).toBe('A:s namn');
    expect(await subscriptionRows(app, a.name)).toEqual(aRowsBefore);
    const bRecord = await read(b.apiKey);
    expectContractResponse('getProduct', bRecord);
    expect(bRecord.body.name).toBe('B:s andra namn');
    expect(bRecord.body.allergenList).toContain('peanuts');
    expect(bRecord.body.id).not.toBe(aAfter.body.id);
  });

  it('when B tries to delete A\'s subscription by GTIN or client_identifier, then it gets 404 and A keeps it', async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(a.apiKey, { gtin: GTIN, client_identifier: 'SKU-DEL' }));

    const byGtin = await request(`${app.baseUrl}/subscribe/${GTIN}`, { apiKey: b.apiKey, method: 'DELETE' });
    const byIdentifier = await request(`${app.baseUrl}/subscribe/unsubscribeById/SKU-DEL`, { apiKey: b.apiKey, method: 'DELETE' });

    expectContractResponse('unsubscribeProduct', byGtin);
    expect(byGtin.status).toBe(404);
    expectContractResponse('unsubscribeByClientIdentifier', byIdentifier);
    expect(byIdentifier.status).toBe(404);
    expect(await countsOf(app, a.name)).toEqual({ currentCount: 1, rows: 1 });
    const stillThere = await read(a.apiKey);
    expectContractResponse('getProduct', stillThere);
    expect(stillThere.status).toBe(200);
  });

  it('when B deletes its own subscription to the same GTIN, then A\'s is untouched', async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(a.apiKey, { gtin: GTIN }));
    expectContractResponse('subscribeProduct', await addRich(b.apiKey, { gtin: GTIN }));

    const response = await request(`${app.baseUrl}/subscribe/${GTIN}`, { apiKey: b.apiKey, method: 'DELETE' });

    expectContractResponse('unsubscribeProduct', response);
    expect(response.status).toBe(200);
    expect(await countsOf(app, a.name)).toEqual({ currentCount: 1, rows: 1 });
    expect(await countsOf(app, b.name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it('when neither client submits a name, then both see the shared catalogue data', async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    expectContractResponse('subscribeProducts', await request(`${app.baseUrl}/subscribe/`, { apiKey: a.apiKey, json: [{ gtin: GTIN }] }));
    expectContractResponse('subscribeProduct', await addRich(b.apiKey, { gtin: GTIN }));

    const forA = await read(a.apiKey);
    const forB = await read(b.apiKey);

    expectContractResponse('getProduct', forA);
    expectContractResponse('getProduct', forB);
    expect(forA.body.name).toBe('Katalogens havredryck');
    const { id: _idA, ...recordA } = forA.body;
    const { id: _idB, ...recordB } = forB.body;
    expect(recordA).toEqual(recordB);
  });

  it('when both use the same client_identifier for different GTINs, then there is no conflict across accounts', async () => {
    const a = await app.createClient();
    const b = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(a.apiKey, { gtin: GTIN, client_identifier: 'SHARED-1' }));

    const response = await addRich(b.apiKey, { gtin: '96385074', client_identifier: 'SHARED-1' });

    expectContractResponse('subscribeProduct', response);
    expect(response.body.action).toBe('subscription_created');
  });

  it('when A fills its limit, then B\'s count and limit are unaffected', async () => {
    const a = await app.createClient(undefined, 1);
    const b = await app.createClient(undefined, 1);
    expectContractResponse('subscribeProduct', await addRich(a.apiKey, { gtin: GTIN }));

    const response = await addRich(b.apiKey, { gtin: GTIN });

    expectContractResponse('subscribeProduct', response);
    expect(response.body).toMatchObject({ action: 'subscription_created', subscriptions: { current_count: 1, max_limit: 1 } });
  });
});
