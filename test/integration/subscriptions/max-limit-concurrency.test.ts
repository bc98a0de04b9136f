import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { countsOf, subscriptionRows, validGtin } from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => app?.close());

const addRich = (apiKey: string, json: unknown) => request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json });
const subscribe = (apiKey: string, json: unknown) => request(`${app.baseUrl}/subscribe/`, { apiKey, json });
const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {});

describe('simultaneous requests of one client', () => {
  it('when 40 distinct products are subscribed at once against max_limit 10, then exactly 10 are created and 30 get 409', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 10);

    // Act
    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => addRich(apiKey, { gtin: validGtin(1000 + index) })));

    // Assert
    responses.forEach((response) => expectContractResponse('subscribeProduct', response));
    expect(statuses(responses)).toEqual({ 200: 10, 409: 30 });
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body.type).toBe('/problems/subscription-limit-reached');
    const counts = responses.filter((r) => r.status === 200).map((r) => r.body.subscriptions.current_count as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
    expect(await countsOf(app, name)).toEqual({ currentCount: 10, rows: 10 });
  });

  it('when 20 bulk requests of 5 new products each run at once against max_limit 37, then never more than 37 are subscribed', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 37);
    const bodies = Array.from({ length: 20 }, (_, request) => Array.from({ length: 5 }, (_, item) => ({ gtin: validGtin(2000 + request * 5 + item) })));

    // Act
    const responses = await Promise.all(bodies.map((body) => subscribe(apiKey, body)));

    // Assert
    responses.forEach((response) => expectContractResponse('subscribeProducts', response));
    expect(statuses(responses)).toEqual({ 200: 20 });
    const subscribed = responses.reduce((sum, r) => sum + r.body.productsSubscribed + r.body.unknownProductsSubscribed, 0);
    const skipped = responses.reduce((sum, r) => sum + r.body.productsSkipped, 0);
    expect(subscribed).toBe(37);
    expect(skipped).toBe(100 - 37);
    for (const response of responses) {
      for (const item of response.body.skipped) expect(item.reason).toBe('max_limit_reached');
    }
    expect(await countsOf(app, name)).toEqual({ currentCount: 37, rows: 37 });
  });

  it('when the same product is submitted 20 times at once, then there is one subscription: one created, 19 updated', async () => {
    const { apiKey, name } = await app.createClient(undefined, 5);

    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => addRich(apiKey, { gtin: '07310865071859', name: `Namn ${index}` })));

    responses.forEach((response) => expectContractResponse('subscribeProduct', response));
    expect(statuses(responses)).toEqual({ 200: 20 });
    const actions = responses.map((r) => r.body.action as string);
    expect(actions.filter((action) => action === 'subscription_created')).toHaveLength(1);
    expect(actions.filter((action) => action === 'subscription_updated')).toHaveLength(19);
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
  });

  it('when the same product is sent in 20 simultaneous bulk requests, then there is one subscription', async () => {
    const { apiKey, name } = await app.createClient(undefined, 5);

    const responses = await Promise.all(Array.from({ length: 20 }, () => subscribe(apiKey, [{ gtin: '96385074' }, { gtin: '00000096385074' }])));

    responses.forEach((response) => expectContractResponse('subscribeProducts', response));
    expect(statuses(responses)).toEqual({ 200: 20 });
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
  });

  it('when deletes, re-subscriptions and new subscriptions of the same products run at once, then current_count equals the real row count', async () => {
    // Arrange: 20 subscribed products
    const { apiKey, name } = await app.createClient(undefined, 1000);
    const gtins = Array.from({ length: 20 }, (_, index) => validGtin(3000 + index));
    expectContractResponse('subscribeProducts', await subscribe(apiKey, gtins.map((gtin) => ({ gtin }))));

    // Act: for each product, a delete racing a rich update and a bulk update of it, plus new products
    const work = gtins.flatMap((gtin, index) => [
      request(`${app.baseUrl}/subscribe/${gtin}`, { apiKey, method: 'DELETE' }).then((response) => ['unsubscribeProduct', response] as const),
      addRich(apiKey, { gtin, name: `Ny ${index}` }).then((response) => ['subscribeProduct', response] as const),
      subscribe(apiKey, [{ gtin }, { gtin: validGtin(4000 + index) }]).then((response) => ['subscribeProducts', response] as const),
    ]);
    const results = await Promise.all(work);

    // Assert
    for (const [operationId, response] of results) {
      expectContractResponse(operationId, response);
      expect([200, 404], `${operationId}: ${response.text}`).toContain(response.status);
    }
    const { currentCount, rows } = await countsOf(app, name);
    expect(currentCount).toBe(rows);
    const account = await request(`${app.baseUrl}/subscribe/account`, { apiKey });
    expectContractResponse('getAccount', account);
    expect(account.body.subscriptions.current_count).toBe(rows);
    // every new product got in; each raced product is there or not, but at most once
    const stored = (await subscriptionRows(app, name)).map((row) => row.gtin);
    expect(new Set(stored).size).toBe(stored.length);
    for (let index = 0; index < 20; index++) expect(stored).toContain(validGtin(4000 + index).padStart(14, '0'));
  });

  it('when a subscription is deleted while a rich update of it runs, then the update is not silently lost', async () => {
    // Each round: the update either lands before the delete (then it is gone) or after it (then it is re-created).
    const { apiKey, name } = await app.createClient(undefined, 1000);
    for (let round = 0; round < 15; round++) {
      const gtin = validGtin(5000 + round);
      expectContractResponse('subscribeProduct', await addRich(apiKey, { gtin }));

      const [deleted, updated] = await Promise.all([
        request(`${app.baseUrl}/subscribe/${gtin}`, { apiKey, method: 'DELETE' }),
        addRich(apiKey, { gtin, name: 'Efter' }),
      ]);

      expectContractResponse('unsubscribeProduct', deleted);
      expectContractResponse('subscribeProduct', updated);
      expect(deleted.status).toBe(200);
      expect(updated.status).toBe(200);
      const exists = (await subscriptionRows(app, name)).some((row) => row.gtin === gtin.padStart(14, '0'));
      // created after the delete → it exists; updated before the delete → it is gone
      expect(exists).toBe(updated.body.action === 'subscription_created');
    }
    const { currentCount, rows } = await countsOf(app, name);
    expect(currentCount).toBe(rows);
  });
});
