import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import {
  buildProduct,
  buildRichProduct,
  countsOf,
  databaseSnapshot,
  errorPointers,
  loadCatalogue,
  normalised,
  subscriptionRows,
  validGtin,
  withWrongCheckDigit,
} from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  // Two products the service knows.
  await loadCatalogue(app, [
    buildRichProduct({ gtin: '07310865071859' }),
    buildRichProduct({ gtin: '7350001234564', name: 'Krossade tomater 400 g', ingredients: 'tomater (99%), citronsyra' }),
  ]);
});
afterAll(async () => app?.close());

const subscribe = (apiKey: string, json: unknown, path = '/subscribe/') => request(`${app.baseUrl}${path}`, { apiKey, json });

describe('POST /subscribe/: counting and skipping', () => {
  it('when known and unknown products are sent, then they are counted apart and all subscribed', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 100);

    // Act
    const response = await subscribe(apiKey, [
      buildProduct({ gtin: '07310865071859' }),
      buildProduct({ gtin: '7350001234564' }),
      { gtin: '96385074' },
      { gtin: '04006381333931' },
    ]);

    // Assert
    expectContractResponse('subscribeProducts', response);
    expect(response.body).toMatchObject({
      status: 'success', client: name, productsSubscribed: 2, unknownProductsSubscribed: 2, productsSkipped: 0, skipped: [],
    });
    expect(await countsOf(app, name)).toEqual({ currentCount: 4, rows: 4 });
    const gtins = (await subscriptionRows(app, name)).map((row) => row.gtin);
    expect(gtins).toEqual(['07310865071859', '07350001234564', '00000096385074', '04006381333931']);
  });

  it('when POST /subscribe is used without the trailing slash, then it behaves the same', async () => {
    const { apiKey, name } = await app.createClient(undefined, 10);

    const response = await subscribe(apiKey, [{ gtin: '07310865071859' }, { gtin: validGtin(11) }], '/subscribe');

    expectContractResponse('subscribeProducts', response);
    expect(response.body).toMatchObject({ productsSubscribed: 1, unknownProductsSubscribed: 1, productsSkipped: 0 });
    expect(await countsOf(app, name)).toEqual({ currentCount: 2, rows: 2 });
  });

  it('when items have wrong check digits, duplicates and exceed the limit, then each is skipped with its reason in array order', async () => {
    // Arrange: room for 3 new subscriptions
    const { apiKey, name } = await app.createClient(undefined, 3);
    const body = [
      { gtin: withWrongCheckDigit('07310865071859') }, // 0 invalid_check_digit
      { gtin: '07310865071859' }, // 1 subscribed (known)
      { gtin: '7310865071859' }, // 2 duplicate of 1 (13-digit form)
      { gtin: '96385074' }, // 3 subscribed (unknown)
      { gtin: '00000096385074' }, // 4 duplicate of 3 (14-digit form of a GTIN-8)
      { gtin: validGtin(21) }, // 5 subscribed (unknown), account now full
      { gtin: validGtin(22) }, // 6 max_limit_reached
      { gtin: '07310865071859' }, // 7 duplicate
      { gtin: withWrongCheckDigit(validGtin(23)) }, // 8 invalid_check_digit
      { gtin: validGtin(24) }, // 9 max_limit_reached
    ];

    // Act
    const response = await subscribe(apiKey, body);

    // Assert
    expectContractResponse('subscribeProducts', response);
    expect(response.body).toMatchObject({ productsSubscribed: 1, unknownProductsSubscribed: 2, productsSkipped: 7 });
    expect(response.body.skipped).toEqual([
      { index: 0, gtin: body[0]!.gtin, reason: 'invalid_check_digit' },
      { index: 2, gtin: '7310865071859', reason: 'duplicate_in_request' },
      { index: 4, gtin: '00000096385074', reason: 'duplicate_in_request' },
      { index: 6, gtin: body[6]!.gtin, reason: 'max_limit_reached' },
      { index: 7, gtin: '07310865071859', reason: 'duplicate_in_request' },
      { index: 8, gtin: body[8]!.gtin, reason: 'invalid_check_digit' },
      { index: 9, gtin: body[9]!.gtin, reason: 'max_limit_reached' },
    ]);
    expect(await countsOf(app, name)).toEqual({ currentCount: 3, rows: 3 });
  });

  it('when the account is full, then updates of existing subscriptions still go through and are not counted against the limit', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 2);
    const first = await subscribe(apiKey, [buildProduct({ gtin: validGtin(31), name: 'Gammalt namn', origin: 'Sverige' }), { gtin: validGtin(32) }]);
    expectContractResponse('subscribeProducts', first);

    // Act: one update (name only) and one new product
    const response = await subscribe(apiKey, [{ gtin: validGtin(33) }, { gtin: validGtin(31), name: 'Nytt namn' }]);

    // Assert
    expectContractResponse('subscribeProducts', response);
    expect(response.body).toMatchObject({ productsSubscribed: 0, unknownProductsSubscribed: 1, productsSkipped: 1 });
    expect(response.body.skipped).toEqual([{ index: 0, gtin: validGtin(33), reason: 'max_limit_reached' }]);
    expect(await countsOf(app, name)).toEqual({ currentCount: 2, rows: 2 });
    const updated = (await subscriptionRows(app, name)).find((row) => row.gtin === normalised(validGtin(31)));
    // merged: the new name, the earlier origin kept
    expect(updated?.submission).toMatchObject({ name: 'Nytt namn', origin: 'Sverige' });
    const product = await request(`${app.baseUrl}/product/${validGtin(31)}`, { apiKey });
    expectContractResponse('getProduct', product);
    expect(product.body.name).toBe('Nytt namn');
  });

  it('when the same products are sent again, then they are updated, counted again and reported as already subscribed, and current_count grows only by the new one', async () => {
    const { apiKey, name } = await app.createClient(undefined, 5);
    const body = [{ gtin: '07310865071859' }, { gtin: validGtin(41) }];
    const first = await subscribe(apiKey, body);
    expectContractResponse('subscribeProducts', first);
    expect(first.body).toMatchObject({ productsAlreadySubscribed: 0 });

    const again = await subscribe(apiKey, [...body, { gtin: validGtin(42) }]);

    expectContractResponse('subscribeProducts', again);
    // The "already subscribed" signal: two of the three were subscribed before this request.
    expect(again.body).toMatchObject({ productsSubscribed: 1, unknownProductsSubscribed: 2, productsAlreadySubscribed: 2, productsSkipped: 0 });
    expect(again.body.message).toBe('3 products subscribed: 1 in the catalogue (productsSubscribed), 2 not in it (unknownProductsSubscribed), 2 of them already subscribed; 0 skipped.');
    expect(await countsOf(app, name)).toEqual({ currentCount: 3, rows: 3 });
  });

  it('when one product outside the catalogue is subscribed, then the message says so beside the counter that counts it', async () => {
    const { apiKey } = await app.createClient(undefined, 5);

    const response = await subscribe(apiKey, [{ gtin: validGtin(43) }]);

    expectContractResponse('subscribeProducts', response);
    expect(response.body).toMatchObject({ productsSubscribed: 0, unknownProductsSubscribed: 1, productsAlreadySubscribed: 0 });
    expect(response.body.message).toBe('1 product subscribed: 0 in the catalogue (productsSubscribed), 1 not in it (unknownProductsSubscribed), 0 of them already subscribed; 0 skipped.');
  });

  it('when the body is an empty array, then nothing is subscribed and all counters are zero', async () => {
    const { apiKey, name } = await app.createClient();

    const response = await subscribe(apiKey, []);

    expectContractResponse('subscribeProducts', response);
    expect(response.body).toMatchObject({ productsSubscribed: 0, unknownProductsSubscribed: 0, productsSkipped: 0, skipped: [] });
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it('when a product is sent with a GTIN-13 without leading zero, then it is stored and read back as 14 digits', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProducts', await subscribe(apiKey, [{ gtin: '07310865071859', name: 'Havre' }]));

    const short = await request(`${app.baseUrl}/product/7310865071859`, { apiKey });
    const padded = await request(`${app.baseUrl}/product/07310865071859`, { apiKey });

    expectContractResponse('getProduct', short);
    expectContractResponse('getProduct', padded);
    expect(short.body.gtin).toBe('07310865071859');
    expect(short.body).toEqual(padded.body);
  });

  it('when a GTIN-8 is subscribed, then it is found by its 8-digit and 14-digit forms', async () => {
    const { apiKey } = await app.createClient();
    expectContractResponse('subscribeProducts', await subscribe(apiKey, [{ gtin: '96385074' }]));

    const response = await request(`${app.baseUrl}/product/00000096385074`, { apiKey });

    expectContractResponse('getProduct', response);
    expect(response.body.gtin).toBe('00000096385074');
  });
});

describe('POST /subscribe/: all or nothing on format', () => {
  it('when one item among valid ones breaks the schema, then 400 names it by pointer and nothing is written', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    const before = await databaseSnapshot(app);
    const body = [{ gtin: validGtin(51) }, { gtin: validGtin(52) }, { gtin: validGtin(53) }, { gtin: '123' }, { gtin: validGtin(54) }];

    // Act
    const response = await subscribe(apiKey, body);

    // Assert
    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('/problems/invalid-request');
    expect(errorPointers(response.body)).toEqual(['/3/gtin']);
    expect(await databaseSnapshot(app)).toEqual(before);
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it('when several items are invalid in several ways, then every offending item is listed', async () => {
    const { apiKey } = await app.createClient();
    const before = await databaseSnapshot(app);
    const body = [
      { gtin: validGtin(61), is_eco: 2 }, // 0
      { name: 'no gtin' }, // 1
      { gtin: validGtin(62) }, // 2 fine
      { gtin: validGtin(63), name: 'x'.repeat(256), price: '12' }, // 3
      { gtin: validGtin(64), colour: 'red' }, // 4
      { gtin: 7310865071859 }, // 5
      { gtin: validGtin(65), price_currency: 'SEKK', size: null }, // 6
    ];

    const response = await subscribe(apiKey, body);

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(['/0/is_eco', '/1/gtin', '/3/name', '/3/price', '/4/colour', '/5/gtin', '/6/price_currency', '/6/size'].sort());
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it('when an update of an existing subscription comes with an invalid item, then the existing data stays as it was', async () => {
    const { apiKey, name } = await app.createClient();
    expectContractResponse('subscribeProducts', await subscribe(apiKey, [{ gtin: validGtin(71), name: 'Före' }]));
    const before = await databaseSnapshot(app);

    const response = await subscribe(apiKey, [{ gtin: validGtin(71), name: 'Efter' }, { gtin: validGtin(72), is_eco: -1 }]);

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(await databaseSnapshot(app)).toEqual(before);
    expect((await subscriptionRows(app, name))[0]?.submission).toEqual({ name: 'Före' });
  });

  it('when 10,000 items are sent, then they are accepted; 10,001 items get 400', async () => {
    // Arrange
    const { apiKey, name } = await app.createClient(undefined, 20_000);
    const items = Array.from({ length: 10_000 }, (_, index) => ({ gtin: validGtin(100_000 + index) }));

    // Act
    const accepted = await subscribe(apiKey, items);
    const before = await databaseSnapshot(app);
    const tooMany = await subscribe(apiKey, [...items, { gtin: validGtin(200_000) }]);

    // Assert
    expectContractResponse('subscribeProducts', accepted);
    expect(accepted.body).toMatchObject({ unknownProductsSubscribed: 10_000, productsSkipped: 0 });
    expectContractResponse('subscribeProducts', tooMany);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.length).toBeGreaterThan(0);
    expect(await databaseSnapshot(app)).toEqual(before);
    expect(await countsOf(app, name)).toEqual({ currentCount: 10_000, rows: 10_000 });
  }, 60_000);

  it.each([
    ['an object', { gtin: '07310865071859' }],
    ['a number', 42],
    ['null', null],
    ['an array of strings', ['07310865071859']],
    ['an array of arrays', [[{ gtin: '07310865071859' }]]],
  ])('when the body is %s, then it gets 400 and nothing is written', async (_what, json) => {
    const { apiKey } = await app.createClient();
    const before = await databaseSnapshot(app);

    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, rawBody: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(await databaseSnapshot(app)).toEqual(before);
  });

  it.each([
    ['truncated JSON', '[{"gtin": "07310865071859"'],
    ['a trailing comma', '[{"gtin": "07310865071859"},]'],
    ['single quotes', "[{'gtin': '07310865071859'}]"],
    ['not JSON at all', 'gtin=07310865071859'],
  ])('when the body is malformed JSON (%s), then it gets 400', async (_what, rawBody) => {
    const { apiKey } = await app.createClient();

    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, rawBody, headers: { 'Content-Type': 'application/json' } });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('/problems/invalid-request');
  });

  it.each([
    ['null', 'null'],
    ['a string', '"07310865071859"'],
    ['a number', '7310865071859'],
    ['a boolean', 'true'],
  ])('when the body is valid JSON but %s, then it gets 400 saying it must be an object or array, not that it is malformed', async (kind, rawBody) => {
    const { apiKey } = await app.createClient();

    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, rawBody, headers: { 'Content-Type': 'application/json' } });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('/problems/invalid-request');
    expect(response.body.errors).toEqual([{ pointer: '', detail: `must be an object or an array, not ${kind}` }]);
  });

  it('when the POST has an empty body, then it gets the same 400 with or without a JSON Content-Type', async () => {
    const { apiKey } = await app.createClient();

    const declared = await request(`${app.baseUrl}/subscribe/`, { apiKey, rawBody: '', headers: { 'Content-Type': 'application/json' } });
    const undeclared = await request(`${app.baseUrl}/subscribe/`, { apiKey, method: 'POST' });

    expectContractResponse('subscribeProducts', declared);
    expect(declared.status).toBe(400);
    expect(declared.body.errors).toEqual(undeclared.body.errors);
    expect(declared.body.errors).toEqual([expect.objectContaining({ detail: 'is required' })]);
  });

  it('when the POST has no body at all, then it gets 400', async () => {
    const { apiKey } = await app.createClient();

    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, method: 'POST', headers: { 'Content-Type': 'application/json' } });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'when the content type is %s, then it gets 415',
    async (contentType) => {
      const { apiKey, name } = await app.createClient();

      const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, rawBody: '[{"gtin":"07310865071859"}]', headers: { 'Content-Type': contentType } });

      expectContractResponse('subscribeProducts', response);
      expect(response.status).toBe(415);
      expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
    },
  );

  it('when the key is missing, then it gets 401 whatever the body', async () => {
    const response = await request(`${app.baseUrl}/subscribe/`, { rawBody: '{not json', headers: { 'Content-Type': 'application/json' } });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(401);
  });

  it('when the client is suspended, then it gets 403 and nothing is written', async () => {
    const { apiKey, name } = await app.createClient();
    await app.services.clientService.setStatus(name, 'suspended');

    const response = await subscribe(apiKey, [{ gtin: '07310865071859' }]);

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(403);
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });
});

describe('POST /subscribe/: body size', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(async () => small?.close());

  it('when the body is larger than BODY_LIMIT_BYTES, then it gets 413 and nothing is written', async () => {
    const { apiKey } = await small.createClient();
    const items = Array.from({ length: 100 }, (_, index) => ({ gtin: validGtin(300 + index) }));
    expect(JSON.stringify(items).length).toBeGreaterThan(2048);

    const response = await request(`${small.baseUrl}/subscribe/`, { apiKey, json: items });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(413);
    expect(response.body.type).toBe('/problems/payload-too-large');
    expect(response.body.detail).toBe('The request body is larger than the limit of 2 KiB.');
    const [{ count }] = (await small.db.knex('subscriptions').count('* as count')) as [{ count: string }];
    expect(Number(count)).toBe(0);
  });

  it('when the body is just under the limit, then it is accepted', async () => {
    const { apiKey } = await small.createClient();
    const items = Array.from({ length: 20 }, (_, index) => ({ gtin: validGtin(500 + index) }));
    expect(JSON.stringify(items).length).toBeLessThan(2048);

    const response = await request(`${small.baseUrl}/subscribe/`, { apiKey, json: items });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(200);
  });
});

describe('POST /subscribe/: odd Unicode never gives a 5xx', () => {
  const strings: [string, string][] = [
    ['emoji', '🥛🌾 Havre 👨‍👩‍👧'],
    ['combining marks', 'Öl Z̸̢̛a̵l̷g̶o̴ e\u0301'],
    ['right-to-left text', 'حليب الشوفان \u202Eevil\u202C'],
    ['zero-width and BOM', '\u200B\uFEFFname\u200D'],
    ['a lone high surrogate', 'bad \ud800 surrogate'],
    ['a lone low surrogate', 'bad \udc00 surrogate'],
    ['a NUL character', 'nul \u0000 inside'],
    ['control characters', '\u0001\u0007\u001b[31m'],
  ];

  it.each(strings)('when a name holds %s, then the answer is 200 or 400, never a 5xx', async (_what, text) => {
    // Arrange
    const { apiKey, name } = await app.createClient();
    const gtin = validGtin(700 + strings.findIndex(([, value]) => value === text));
    const before = await databaseSnapshot(app);

    // Act: JSON.stringify escapes lone surrogates and NUL as \uXXXX
    const response = await subscribe(apiKey, [{ gtin, name: text, ingredients: text, origin: text.slice(0, 50) }]);

    // Assert
    expectContractResponse('subscribeProducts', response);
    expect([200, 400]).toContain(response.status);
    if (response.status === 200) {
      const product = await request(`${app.baseUrl}/product/${gtin}`, { apiKey });
      expectContractResponse('getProduct', product);
      expect(product.status).toBe(200);
    } else {
      expect(errorPointers(response.body)).toContain('/0/name');
      expect(await databaseSnapshot(app)).toEqual(before);
      expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
    }
  });

  it('when raw escapes for surrogates and NUL are sent, then the answer is not a 5xx', async () => {
    const { apiKey } = await app.createClient();

    const response = await request(`${app.baseUrl}/subscribe/`, {
      apiKey,
      rawBody: `[{"gtin":"${validGtin(801)}","name":"\\ud800\\u0000\\udfff"}]`,
      headers: { 'Content-Type': 'application/json' },
    });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/0/name', detail: 'must not contain NUL (U+0000) or unpaired surrogate characters' }]);
  });

  it('when a number overflows to Infinity (1e400), then it is refused with its pointer and nothing is written', async () => {
    const { apiKey, name } = await app.createClient();

    const response = await request(`${app.baseUrl}/subscribe/`, {
      apiKey,
      rawBody: `[{"gtin":"${validGtin(802)}","size":1e400}]`,
      headers: { 'Content-Type': 'application/json' },
    });

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/0/size', detail: 'must be a finite number (at most about 1.8e308)' }]);
    expect(await countsOf(app, name)).toEqual({ currentCount: 0, rows: 0 });
  });

  it('when a field name is odd Unicode, then it is an unknown field with an escaped pointer', async () => {
    const { apiKey } = await app.createClient();

    const response = await subscribe(apiKey, [{ gtin: validGtin(802), 'a/b~c': 1, '🥛': 2 }]);

    expectContractResponse('subscribeProducts', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(['/0/a~1b~0c', '/0/🥛'].sort());
  });

  it('when text at the maximum length is made of astral characters, then it counts characters, not UTF-16 units', async () => {
    const { apiKey } = await app.createClient();

    const atMax = await subscribe(apiKey, [{ gtin: validGtin(803), name: '🥛'.repeat(255) }]);
    const overMax = await subscribe(apiKey, [{ gtin: validGtin(804), name: '🥛'.repeat(256) }]);

    expectContractResponse('subscribeProducts', atMax);
    expect(atMax.status).toBe(200);
    expectContractResponse('subscribeProducts', overMax);
    expect(overMax.status).toBe(400);
    expect(errorPointers(overMax.body)).toEqual(['/0/name']);
  });
});
