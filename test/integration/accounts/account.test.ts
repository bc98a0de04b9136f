import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { buildProduct, validGtin } from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const accountUrl = () => `${app.baseUrl}/subscribe/account`;

describe('GET /subscribe/account', () => {
  it('when an active client reads its account, then it sees its name, status and usage', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 7);
    const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [buildProduct({ gtin: validGtin(1) }), buildProduct({ gtin: validGtin(2) })] });
    expectContractResponse('subscribeProducts', subscribed);

    // Act
    const response = await request(accountUrl(), { apiKey });

    // Assert
    expectContractResponse('getAccount', response);
    expect(response.body).toEqual({ status: 'active', client: name, subscriptions: { current_count: 2, max_limit: 7 }, mode: 'live' });
  });

  it('when a suspended client reads its account, then it gets 200 with status suspended', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 3);
    await app.services.clientService.setStatus(name, 'suspended');

    // Act
    const response = await request(accountUrl(), { apiKey });

    // Assert
    expectContractResponse('getAccount', response);
    expect(response.body).toEqual({ status: 'suspended', client: name, subscriptions: { current_count: 0, max_limit: 3 }, mode: 'live' });
  });

  it('when a suspended client is activated again, then its account shows active', async () => {
    const { apiKey, name } = await app.createClient();
    await app.services.clientService.setStatus(name, 'suspended');
    await app.services.clientService.setStatus(name, 'active');

    const response = await request(accountUrl(), { apiKey });

    expectContractResponse('getAccount', response);
    expect(response.body.status).toBe('active');
  });

  it('when an operation without parameters gets a query parameter, then it gets the 400 problem+json the contract declares, naming it', async () => {
    const { apiKey } = await app.createClient();
    for (const [operationId, path] of [['getAccount', '/subscribe/account'], ['triggerWebhook', '/webhook/trigger'], ['exportProducts', '/products/export']] as const) {
      const response = await request(`${app.baseUrl}${path}?unexpected=1`, { apiKey });
      expectContractResponse(operationId, response);
      expect(response.status, path).toBe(400);
      expect(JSON.stringify(response.body.errors), path).toContain('unexpected');
    }
  });

  it('when the X-API-KEY header is missing, then it gets 401 problem+json', async () => {
    const response = await request(accountUrl());

    expectContractResponse('getAccount', response);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ type: '/problems/unauthorized', status: 401, instance: '/v2/subscribe/account' });
  });

  it.each([
    ['an unknown key', 'pss_live_thisKeyWasNeverIssued000000000000'],
    ['an empty key', ''],
    ['a very long key', 'x'.repeat(5000)],
  ])('when the key is %s, then it gets 401', async (_what, apiKey) => {
    const response = await request(accountUrl(), { apiKey });

    expectContractResponse('getAccount', response);
    expect(response.status).toBe(401);
  });

  it('when a key has been rotated, then the old key gets 401 and the new key works', async () => {
    // Arrange
    const { apiKey: oldKey, name } = await app.createClient();
    const { apiKey: newKey } = await app.services.clientService.rotateKey(name);

    // Act
    const withOld = await request(accountUrl(), { apiKey: oldKey });
    const withNew = await request(accountUrl(), { apiKey: newKey });

    // Assert
    expectContractResponse('getAccount', withOld);
    expect(withOld.status).toBe(401);
    expectContractResponse('getAccount', withNew);
    expect(withNew.status).toBe(200);
    expect(withNew.body.client).toBe(name);
  });

  it('when two clients read their accounts, then each sees only its own', async () => {
    const a = await app.createClient(undefined, 11);
    const b = await app.createClient(undefined, 12);

    const [forA, forB] = await Promise.all([request(accountUrl(), { apiKey: a.apiKey }), request(accountUrl(), { apiKey: b.apiKey })]);

    expectContractResponse('getAccount', forA);
    expectContractResponse('getAccount', forB);
    expect(forA.body).toMatchObject({ client: a.name, subscriptions: { max_limit: 11 } });
    expect(forB.body).toMatchObject({ client: b.name, subscriptions: { max_limit: 12 } });
  });
});
