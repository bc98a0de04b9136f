import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { countsOf, databaseSnapshot, errorParameters, subscriptionRows, validGtin, withWrongCheckDigit } from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const subscribe = (apiKey: string, json: unknown) => request(`${app.baseUrl}/subscribe/`, { apiKey, json });
const addRich = (apiKey: string, json: unknown) => request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json });
const deleteGtin = (apiKey: string | undefined, gtin: string) => request(`${app.baseUrl}/subscribe/${gtin}`, { apiKey, method: 'DELETE' });
const deleteById = (apiKey: string | undefined, identifier: string) =>
  request(`${app.baseUrl}/subscribe/unsubscribeById/${encodeURIComponent(identifier)}`, { apiKey, method: 'DELETE' });

describe('DELETE /subscribe/{gtin}', () => {
  it('when a subscribed product is unsubscribed, then it answers 200 and current_count goes down', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await subscribe(apiKey, [{ gtin: validGtin(1) }, { gtin: validGtin(2) }]));

    // Act
    const response = await deleteGtin(apiKey, validGtin(1));

    // Assert
    expectContractResponse('unsubscribeProduct', response);
    expect(response.body).toMatchObject({ status: 'success', action: 'product_unsubscribed', client: name });
    expect(response.body.message).toContain(validGtin(1).padStart(14, '0'));
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
    const account = await request(`${app.baseUrl}/subscribe/account`, { apiKey });
    expectContractResponse('getAccount', account);
    expect(account.body.subscriptions.current_count).toBe(1);
    const product = await request(`${app.baseUrl}/product/${validGtin(1)}`, { apiKey });
    expectContractResponse('getProduct', product);
    expect(product.status).toBe(404);
  });

  it('when the GTIN is given in its 14-digit form, then the GTIN-13 subscription is ended', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await subscribe(apiKey, [{ gtin: '7310865071859' }]));

    const response = await deleteGtin(apiKey, '07310865071859');

    expectContractResponse('unsubscribeProduct', response);
    expect(response.status).toBe(200);
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it('when the product is not subscribed, then it answers 404', async () => {
    const { apiKey } = await app.createClient();

    const response = await deleteGtin(apiKey, validGtin(3));

    expectContractResponse('unsubscribeProduct', response);
    expect(response.status).toBe(404);
    expect(response.body.type).toBe('/problems/not-found');
  });

  it('when the same product is unsubscribed twice, then the second answer is 404 and the count stays right', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await subscribe(apiKey, [{ gtin: validGtin(4) }]));

    const first = await deleteGtin(apiKey, validGtin(4));
    const second = await deleteGtin(apiKey, validGtin(4));

    expectContractResponse('unsubscribeProduct', first);
    expect(first.status).toBe(200);
    expectContractResponse('unsubscribeProduct', second);
    expect(second.status).toBe(404);
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it.each([
    ['a wrong check digit', withWrongCheckDigit(validGtin(5))],
    ['7 digits', '1234565'],
    ['15 digits', '073108650718590'],
    ['letters', 'abcdefgh'],
  ])('when the GTIN has %s, then it answers 400 naming the gtin parameter and nothing changes', async (_what, gtin) => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProducts', await subscribe(apiKey, [{ gtin: validGtin(5) }]));
    const before = await databaseSnapshot(app);

    const response = await deleteGtin(apiKey, gtin);

    expectContractResponse('unsubscribeProduct', response);
    expect(response.status).toBe(400);
    expect(errorParameters(response.body)).toEqual(['gtin']);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when the key is missing, then it answers 401', async () => {
    const response = await deleteGtin(undefined, validGtin(6));

    expectContractResponse('unsubscribeProduct', response);
    expect(response.status).toBe(401);
  });
});

describe('DELETE /subscribe/unsubscribeById/{client_identifier}', () => {
  it('when a product subscribed by client_identifier is unsubscribed, then it answers 200 and the count goes down', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(apiKey, { client_identifier: 'SKU-100234', gtin: validGtin(10) }));
    expectContractResponse('subscribeProduct', await addRich(apiKey, { client_identifier: 'BAKERY-0042' }));

    // Act
    const response = await deleteById(apiKey, 'SKU-100234');

    // Assert
    expectContractResponse('unsubscribeByClientIdentifier', response);
    expect(response.body).toEqual({ status: 'success', message: 'Unsubscribed from product SKU-100234.', action: 'product_unsubscribed', client: name });
    expect(await subscriptionRows(app, name)).toMatchObject([{ client_identifier: 'BAKERY-0042' }]);
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
  });

  it('when the identifier has spaces and Unicode, then the URL-encoded identifier finds it', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(apiKey, { client_identifier: 'Bröd / råg #1' }));

    const response = await deleteById(apiKey, 'Bröd / råg #1');

    expectContractResponse('unsubscribeByClientIdentifier', response);
    expect(response.status).toBe(200);
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it('when no subscription has the identifier, then it answers 404', async () => {
    const { apiKey } = await app.createClient();

    const response = await deleteById(apiKey, 'NOPE-1');

    expectContractResponse('unsubscribeByClientIdentifier', response);
    expect(response.status).toBe(404);
  });

  it('when the identifier is longer than 50 characters, then it answers 400', async () => {
    const { apiKey } = await app.createClient();

    const response = await deleteById(apiKey, 'x'.repeat(51));

    expectContractResponse('unsubscribeByClientIdentifier', response);
    expect(response.status).toBe(400);
    expect(errorParameters(response.body)).toEqual(['client_identifier']);
  });

  it('when the identifier holds a NUL character, then it answers 400 or 404, never a 5xx', async () => {
    const { apiKey } = await app.createClient();

    const response = await deleteById(apiKey, 'a\u0000b');

    expectContractResponse('unsubscribeByClientIdentifier', response);
    expect([400, 404]).toContain(response.status);
  });

  it('when the key is unknown, then it answers 401', async () => {
    const response = await deleteById('pss_live_nobody', 'SKU-1');

    expectContractResponse('unsubscribeByClientIdentifier', response);
    expect(response.status).toBe(401);
  });
});

describe('a suspended client', () => {
  it('when it calls any operation but getAccount, then it gets 403 and nothing changes', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProduct', await addRich(apiKey, { client_identifier: 'SKU-S', gtin: validGtin(20) }));
    await app.services.clientService.setStatus(name, 'suspended');
    const before = await databaseSnapshot(app);

    // Act
    const calls = {
      subscribeProducts: await subscribe(apiKey, [{ gtin: validGtin(21) }]),
      subscribeProduct: await addRich(apiKey, { gtin: validGtin(21) }),
      unsubscribeProduct: await deleteGtin(apiKey, validGtin(20)),
      unsubscribeByClientIdentifier: await deleteById(apiKey, 'SKU-S'),
      getProduct: await request(`${app.baseUrl}/product/${validGtin(20)}`, { apiKey }),
      triggerWebhook: await request(`${app.baseUrl}/webhook/trigger`, { apiKey }),
    };
    const account = await request(`${app.baseUrl}/subscribe/account`, { apiKey });

    // Assert
    for (const [operationId, response] of Object.entries(calls)) {
      expectContractResponse(operationId, response);
      expect(response.status, operationId).toBe(403);
      expect(response.body.type).toBe('/problems/account-suspended');
    }
    expectContractResponse('getAccount', account);
    expect(account.body).toMatchObject({ status: 'suspended', subscriptions: { current_count: 1 } });
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when it sends an invalid body or GTIN, then it still gets 403, not 400', async () => {
    const { apiKey, name } = await app.createClient();
    await app.services.clientService.setStatus(name, 'suspended');

    const invalidBody = await subscribe(apiKey, { not: 'an array' });
    const invalidGtin = await deleteGtin(apiKey, 'abc');

    expectContractResponse('subscribeProducts', invalidBody);
    expect(invalidBody.status).toBe(403);
    expectContractResponse('unsubscribeProduct', invalidGtin);
    expect(invalidGtin.status).toBe(403);
  });
});
