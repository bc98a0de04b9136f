import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import {
  buildRichProduct,
  contractFields,
  countsOf,
  databaseSnapshot,
  errorPointers,
  richProductAtMaxLength,
  subscriptionRows,
  validGtin,
  withWrongCheckDigit,
} from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => app?.close());

const add = (apiKey: string, json: unknown, path = '/subscribe/more/add') => request(`${app.baseUrl}${path}`, { apiKey, json });

describe('POST /subscribe/more/add: creating and updating', () => {
  it('when a new product is sent, then the subscription is created and current_count counts it', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 5);

    // Act
    const response = await add(apiKey, buildRichProduct({ gtin: validGtin(1) }));

    // Assert
    expectContractResponse('subscribeProduct', response);
    expect(response.body).toEqual({ status: 'success', action: 'subscription_created', client: name, subscriptions: { current_count: 1, max_limit: 5 } });
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
  });

  it('when the same product is sent again, then it is subscription_updated and current_count stays', async () => {
    const { apiKey, name } = await app.createClient(undefined, 5);
    expectContractResponse('subscribeProduct', await add(apiKey, buildRichProduct({ gtin: validGtin(2) })));

    const response = await add(apiKey, buildRichProduct({ gtin: validGtin(2), name: 'Nytt namn' }));

    expectContractResponse('subscribeProduct', response);
    expect(response.body).toMatchObject({ action: 'subscription_updated', subscriptions: { current_count: 1, max_limit: 5 } });
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
    const product = await request(`${app.baseUrl}/product/${validGtin(2)}`, { apiKey });
    expectContractResponse('getProduct', product);
    expect(product.body.name).toBe('Nytt namn');
  });

  it('when an existing subscription is sent with less data, then the fields sent replace the stored ones and the others are kept, as the contract says', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(3), name: 'Mjölkchoklad', ingredients: 'socker, mjölkpulver, kakaosmör, hasselnötter' }));

    // Act
    const response = await add(apiKey, { gtin: validGtin(3), name: 'Mörk choklad' });

    // Assert
    expectContractResponse('subscribeProduct', response);
    expect(response.body.action).toBe('subscription_updated');
    const [row] = await subscriptionRows(app, name);
    expect(row?.submission).toEqual({ name: 'Mörk choklad', ingredients: 'socker, mjölkpulver, kakaosmör, hasselnötter' });
    const product = await request(`${app.baseUrl}/product/${validGtin(3)}`, { apiKey });
    expectContractResponse('getProduct', product);
    expect(product.body.name).toBe('Mörk choklad');
    expect(product.body.allergenList).toContain('milk');
  });

  it('when the alias /subscribe/add/more is used, then it behaves the same', async () => {
    const { apiKey, name } = await app.createClient(undefined, 5);

    const created = await add(apiKey, { gtin: validGtin(4) }, '/subscribe/add/more');
    const updated = await add(apiKey, { gtin: validGtin(4), name: 'x' }, '/subscribe/add/more');

    expectContractResponse('subscribeProduct', created);
    expect(created.body).toMatchObject({ action: 'subscription_created', client: name, subscriptions: { current_count: 1 } });
    expectContractResponse('subscribeProduct', updated);
    expect(updated.body.action).toBe('subscription_updated');
  });

  it('when a product is identified only by client_identifier, then it is created and later updated by that identifier', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();

    // Act
    const created = await add(apiKey, { client_identifier: 'BAKERY-0042', name: 'Surdegsbröd' });
    const updated = await add(apiKey, { client_identifier: 'BAKERY-0042', name: 'Surdegsbröd råg' });

    // Assert
    expectContractResponse('subscribeProduct', created);
    expect(created.body.action).toBe('subscription_created');
    expectContractResponse('subscribeProduct', updated);
    expect(updated.body).toMatchObject({ action: 'subscription_updated', subscriptions: { current_count: 1 } });
    const rows = await subscriptionRows(app, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gtin: null, client_identifier: 'BAKERY-0042' });
  });

  it('when a client_identifier subscription later gets its GTIN, then it is the same subscription and readable by GTIN', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProduct', await add(apiKey, { client_identifier: 'SKU-1', name: 'Havre' }));

    const response = await add(apiKey, { client_identifier: 'SKU-1', gtin: validGtin(5) });

    expectContractResponse('subscribeProduct', response);
    expect(response.body).toMatchObject({ action: 'subscription_updated', subscriptions: { current_count: 1 } });
    expect(await subscriptionRows(app, name)).toMatchObject([{ gtin: validGtin(5).padStart(14, '0'), client_identifier: 'SKU-1' }]);
    const product = await request(`${app.baseUrl}/product/${validGtin(5)}`, { apiKey });
    expectContractResponse('getProduct', product);
    expect(product.status).toBe(200);
  });

  it('when both gtin and client_identifier are sent, then the subscription is found by either afterwards', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(6), client_identifier: 'SKU-6' }));

    const byGtin = await add(apiKey, { gtin: validGtin(6), name: 'A' });
    const byIdentifier = await add(apiKey, { client_identifier: 'SKU-6', name: 'B' });

    expectContractResponse('subscribeProduct', byGtin);
    expect(byGtin.body.action).toBe('subscription_updated');
    expectContractResponse('subscribeProduct', byIdentifier);
    expect(byIdentifier.body.action).toBe('subscription_updated');
    expect(await countsOf(app, name)).toEqual({ currentCount: 1, rows: 1 });
  });

  it('when a GTIN-8 and its 14-digit form are sent, then they are the same subscription', async () => {
    const { apiKey, name } = await app.createClient();

    const short = await add(apiKey, { gtin: '96385074' });
    const long = await add(apiKey, { gtin: '00000096385074' });

    expectContractResponse('subscribeProduct', short);
    expect(short.body.action).toBe('subscription_created');
    expectContractResponse('subscribeProduct', long);
    expect(long.body.action).toBe('subscription_updated');
    expect(await subscriptionRows(app, name)).toMatchObject([{ gtin: '00000096385074' }]);
  });
});

describe('POST /subscribe/more/add: rejected requests change nothing', () => {
  it('when the body is {}, then it gets 400 pointing at the missing identity', async () => {
    const { apiKey } = await app.createClient();
    const before = await databaseSnapshot(app);

    const response = await add(apiKey, {});

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(['/gtin']);
    expect(response.body.errors[0].detail).toMatch(/gtin or client_identifier/);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when the GTIN has a wrong check digit, then it gets 400 at /gtin and nothing is written', async () => {
    const { apiKey } = await app.createClient();
    const before = await databaseSnapshot(app);

    const response = await add(apiKey, buildRichProduct({ gtin: withWrongCheckDigit(validGtin(7)) }));

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(['/gtin']);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it.each([
    ['7 digits', '1234565'],
    ['15 digits', '073108650718590'],
    ['letters', '0731086507185A'],
    ['a number', 7310865071859],
    ['null', null],
  ])('when the GTIN is %s, then it gets 400 at /gtin', async (_what, gtin) => {
    const { apiKey } = await app.createClient();
    const before = await databaseSnapshot(app);

    const response = await add(apiKey, { gtin, client_identifier: 'SKU-X' });

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(['/gtin']);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when the body has an unknown field, then it gets 400 naming only that field', async () => {
    const { apiKey } = await app.createClient();
    const before = await databaseSnapshot(app);

    const byGtin = await add(apiKey, { gtin: validGtin(8), colour: 'red' });
    const byIdentifier = await add(apiKey, { client_identifier: 'SKU-8', brand: 'Oatly' });

    expectContractResponse('subscribeProduct', byGtin);
    expect(byGtin.status).toBe(400);
    expect(errorPointers(byGtin.body)).toEqual(['/colour']);
    expectContractResponse('subscribeProduct', byIdentifier);
    expect(byIdentifier.status).toBe(400);
    expect(errorPointers(byIdentifier.body)).toEqual(['/brand']);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when the account is at max_limit, then a new product gets 409 subscription-limit-reached and nothing is written', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 2);
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(9) }));
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(10) }));
    const before = await databaseSnapshot(app);

    // Act
    const response = await add(apiKey, { gtin: validGtin(11) });

    // Assert
    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(409);
    expect(response.body.type).toBe('/problems/subscription-limit-reached');
    expect(await databaseSnapshot(app)).toEqual(before);
    expect(await countsOf(app, name)).toEqual({ currentCount: 2, rows: 2 });
  });

  it('when the account is at max_limit, then an update of an existing subscription still succeeds', async () => {
    const { apiKey } = await app.createClient(undefined, 1);
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(12) }));

    const response = await add(apiKey, { gtin: validGtin(12), name: 'Uppdaterad' });

    expectContractResponse('subscribeProduct', response);
    expect(response.body).toMatchObject({ action: 'subscription_updated', subscriptions: { current_count: 1, max_limit: 1 } });
  });

  it('when max_limit is 0, then the first product gets 409', async () => {
    const { apiKey } = await app.createClient(undefined, 0);

    const response = await add(apiKey, { client_identifier: 'SKU-0' });

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(409);
  });

  it('when a client_identifier bound to one GTIN is sent with another GTIN, then it gets 409 client-identifier-conflict', async () => {
    // Arrange
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(13), client_identifier: 'SKU-13' }));
    const before = await databaseSnapshot(app);

    // Act
    const response = await add(apiKey, { gtin: validGtin(14), client_identifier: 'SKU-13' });

    // Assert
    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(409);
    expect(response.body.type).toBe('/problems/client-identifier-conflict');
    expect(errorPointers(response.body)).toEqual(['/client_identifier']);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when a GTIN bound to one client_identifier is sent with another identifier, then it gets 409', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(15), client_identifier: 'SKU-15' }));
    const before = await databaseSnapshot(app);

    const response = await add(apiKey, { gtin: validGtin(15), client_identifier: 'SKU-OTHER' });

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(409);
    expect(response.body.type).toBe('/problems/client-identifier-conflict');
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when an identifier-only subscription is sent with a GTIN that is subscribed separately, then it gets 409', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProduct', await add(apiKey, { client_identifier: 'SKU-16' }));
    expectContractResponse('subscribeProduct', await add(apiKey, { gtin: validGtin(16) }));
    const before = await databaseSnapshot(app);

    const response = await add(apiKey, { client_identifier: 'SKU-16', gtin: validGtin(16) });

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(409);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when the client is suspended, then it gets 403', async () => {
    const { apiKey, name } = await app.createClient();
    await app.services.clientService.setStatus(name, 'suspended');

    const response = await add(apiKey, { gtin: validGtin(17) });

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(403);
  });

  it('when the key is unknown, then it gets 401', async () => {
    const response = await add('pss_live_unknown', { gtin: validGtin(18) });

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(401);
  });

  it('when the content type is not JSON, then it gets 415; malformed JSON gets 400', async () => {
    const { apiKey } = await app.createClient();

    const wrongType = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, rawBody: '{"gtin":"96385074"}', headers: { 'Content-Type': 'text/plain' } });
    const malformed = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, rawBody: '{"gtin":', headers: { 'Content-Type': 'application/json' } });

    expectContractResponse('subscribeProduct', wrongType);
    expect(wrongType.status).toBe(415);
    expectContractResponse('subscribeProduct', malformed);
    expect(malformed.status).toBe(400);
  });

  it('when the body is an array, then it gets 400', async () => {
    const { apiKey } = await app.createClient();

    const response = await add(apiKey, [{ gtin: validGtin(19) }]);

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(400);
  });
});

describe('POST /subscribe/more/add: field lengths from the contract', () => {
  const fields = contractFields('RichProductSubmissionByGtin');
  const stringFields = fields.filter((field) => field.type === 'string' && field.maxLength !== undefined && field.name !== 'gtin');

  it('when the contract is read, then the rich form has all 56 fields', () => {
    expect(fields).toHaveLength(56);
  });

  it('when every one of the 56 fields is sent, strings at their maximum length, then it is accepted and stored', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    const body = richProductAtMaxLength('07310865071859');
    expect(Object.keys(body)).toHaveLength(56);

    // Act
    const response = await add(apiKey, body);

    // Assert
    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(200);
    const [row] = await subscriptionRows(app, name);
    const { gtin: _gtin, client_identifier: _identifier, ...stored } = body;
    expect(row?.submission).toEqual(stored);
    expect(row?.client_identifier).toBe(body.client_identifier);
    const product = await request(`${app.baseUrl}/product/07310865071859`, { apiKey });
    expectContractResponse('getProduct', product);
    expect(product.body.name).toBe(body.name);
  });

  it.each(stringFields.map((field) => [field.name, field.maxLength as number] as const))(
    'when %s is one character over its maximum of %i, then it gets 400 at its pointer and nothing is written',
    async (field, maxLength) => {
      const { apiKey } = await app.createClient();
      const before = await databaseSnapshot(app);
      const body = { ...richProductAtMaxLength(validGtin(20)), [field]: 'å'.repeat(maxLength + 1) };

      const response = await add(apiKey, body);

      expectContractResponse('subscribeProduct', response);
      expect(response.status).toBe(400);
      expect(errorPointers(response.body)).toEqual([`/${field}`]);
      expect(await databaseSnapshot(app)).toEqual(before);
    },
  );

  it('when every string field is one over its maximum, then every one is listed', async () => {
    const { apiKey } = await app.createClient();

    const response = await add(apiKey, richProductAtMaxLength(validGtin(21), 1));

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(stringFields.map((field) => `/${field.name}`).sort());
  });

  it.each([
    ['a string for a number', { quantity_fat: '1.5' }, '/quantity_fat'],
    ['a decimal for the integer subcategory', { subcategory: 1.5 }, '/subcategory'],
    ['a number for a string', { name: 42 }, '/name'],
    ['null for a string', { brand_name: null }, '/brand_name'],
    ['an object for a string', { size: { value: 1, unit: 'l' } }, '/size'],
    ['an empty client_identifier', { client_identifier: '' }, '/client_identifier'],
  ])('when the body has %s, then it gets 400 at that pointer', async (_what, override, pointer) => {
    const { apiKey } = await app.createClient();

    const response = await add(apiKey, { gtin: validGtin(22), ...override });

    expectContractResponse('subscribeProduct', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual([pointer]);
  });
});
