import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('a new client', () => {
  it('when it reads its account, then it sees zero of its max_limit', async () => {
    const { apiKey, name } = await app.createClient(undefined, 25);
    const response = await request(`${app.baseUrl}/subscribe/account`, { apiKey });
    expectContractResponse('getAccount', response);
    expect(response.body).toEqual({ status: 'active', client: name, subscriptions: { current_count: 0, max_limit: 25 }, mode: 'live' });
  });
});
