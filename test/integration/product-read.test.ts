import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { request } from '../support/http.js';
import { contractDocument, expectContractResponse } from '../support/contract.js';
import { buildProduct, buildRichProduct, errorParameters, loadCatalogue, subscriptionRows, validGtin, withWrongCheckDigit } from '../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await loadCatalogue(app, [buildRichProduct({ gtin: '07310865071859' })]);
});
afterAll(async () => app?.close());

const RECORD_FIELDS = contractDocument.components.schemas.ProductRecord.required as string[];

describe.each(['/product', '/products'])('GET %s/{gtin}', (prefix) => {
  const read = (apiKey: string | undefined, gtin: string) => request(`${app.baseUrl}${prefix}/${gtin}`, { apiKey });

  it('when the product is subscribed, then it answers the full record with all 24 fields', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [buildProduct({ gtin: '7310865071859' })] }));

    // Act
    const response = await read(apiKey, '7310865071859');

    // Assert
    expectContractResponse('getProduct', response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(RECORD_FIELDS).toHaveLength(24);
    expect(Object.keys(response.body).sort()).toEqual([...RECORD_FIELDS].sort());
    expect(Number.isInteger(response.body.id)).toBe(true);
    expect(response.body.gtin).toBe('07310865071859');
    expect(response.body.name).toBe('Havredryck Barista 1 l');
    const [row] = await subscriptionRows(app, name);
    expect(response.body.id).toBe(Number(row?.id));
  });

  it('when the product is read twice, then the id is stable', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProduct', await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin: validGtin(1, 8) } }));

    const first = await read(apiKey, validGtin(1, 8));
    const second = await read(apiKey, validGtin(1, 8).padStart(14, '0'));

    expectContractResponse('getProduct', first);
    expectContractResponse('getProduct', second);
    expect(first.body.id).toBe(second.body.id);
    expect(first.body.gtin).toBe(validGtin(1, 8).padStart(14, '0'));
  });

  it('when the product is not subscribed, then it answers 404', async () => {
    const { apiKey } = await app.createClient();

    const response = await read(apiKey, '07310865071859');

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ type: '/problems/not-found', instance: `/v2${prefix}/07310865071859` });
  });

  it.each([
    ['15 digits', '073108650718590'],
    ['7 digits', '1234565'],
    ['letters', '0731086507185X'],
    ['a wrong check digit', withWrongCheckDigit('07310865071859')],
  ])('when the GTIN has %s, then it answers 400 naming the gtin parameter', async (_what, gtin) => {
    const { apiKey } = await app.createClient();

    const response = await read(apiKey, gtin);

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(400);
    expect(errorParameters(response.body)).toEqual(['gtin']);
  });

  it('when the key is missing, then it answers 401', async () => {
    const response = await read(undefined, '07310865071859');

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(401);
  });

  it('when the client is suspended, then it answers 403', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await request(`${app.baseUrl}/subscribe/`, { apiKey, json: [{ gtin: '07310865071859' }] }));
    await app.services.clientService.setStatus(name, 'suspended');

    const response = await read(apiKey, '07310865071859');

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(403);
  });
});

describe('a product known only by client_identifier', () => {
  it('when it has no GTIN, then there is nothing to read by GTIN (404)', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProduct', await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { client_identifier: 'ONLY-ID' } }));

    const response = await request(`${app.baseUrl}/product/${validGtin(2)}`, { apiKey });

    expectContractResponse('getProduct', response);
    expect(response.status).toBe(404);
  });
});
