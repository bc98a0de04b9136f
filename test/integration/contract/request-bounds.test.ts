import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTED_FIELD_ERRORS } from '../../../src/shared/app-error.js';
import { contractDocument } from '../../support/contract.js';
import { snapshot } from '../../support/db-snapshot.js';
import { buildProduct, buildRichProduct, richProductAtMaxLength, validGtin } from '../../support/fixtures.js';
import { request, type ApiResponse } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The bounds openapi/v2.yaml states (issue 16: Spectral's OWASP string, integer and array limits),
 * proven both ways: a value at the bound is accepted, one past it is refused with a 400 that names
 * the place and changes nothing. Every answer is also checked against the contract by `request`,
 * so the response bounds are proven on the longest inputs the request bounds allow.
 */

let app: TestApp;
let apiKey: string;
let gtinCounter = 0;
const nextGtin = () => validGtin(160_000 + ++gtinCounter, 13);

beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey } = await app.createClient());
});
afterAll(async () => {
  await app?.close();
});

const schemas = contractDocument.components.schemas;
const parameters = contractDocument.components.parameters;
const bulkItem = schemas.ProductSubmission.properties;
const richField = schemas.RichProductSubmissionByGtin.properties;

/** One request bound: a request builder given the value, the value at the bound and one past it, where the 400 points. */
interface BoundCase {
  name: string;
  send: (value: unknown) => Promise<ApiResponse<any>>;
  atBound: unknown[];
  pastBound: unknown[];
  /** Status of an accepted request (a valid id of nothing is 404, not 400). */
  acceptedStatus: number;
  place: { pointer: string } | { parameter: string };
}

const subscribeBulk = (item: Record<string, unknown>) => request(`${app.baseUrl}/subscribe/`, { apiKey, json: [item] });
const subscribeRich = (body: Record<string, unknown>) => request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: body });

const CASES: BoundCase[] = [
  {
    name: 'image_url (bulk) maxLength',
    send: (value) => subscribeBulk(buildProduct({ gtin: nextGtin(), image_url: value })),
    atBound: [`https://images.example.net/${'a'.repeat(bulkItem.image_url.maxLength - 'https://images.example.net/'.length)}`],
    pastBound: [`https://images.example.net/${'a'.repeat(bulkItem.image_url.maxLength + 1 - 'https://images.example.net/'.length)}`],
    acceptedStatus: 200,
    place: { pointer: '/0/image_url' },
  },
  {
    name: 'is_eco (bulk) minimum and maximum',
    send: (value) => subscribeBulk(buildProduct({ gtin: nextGtin(), is_eco: value })),
    atBound: [bulkItem.is_eco.minimum, bulkItem.is_eco.maximum],
    pastBound: [bulkItem.is_eco.minimum - 1, bulkItem.is_eco.maximum + 1],
    acceptedStatus: 200,
    place: { pointer: '/0/is_eco' },
  },
  {
    name: 'subcategory (rich) minimum and maximum',
    send: (value) => subscribeRich(buildRichProduct({ gtin: nextGtin(), subcategory: value })),
    atBound: [richField.subcategory.minimum, richField.subcategory.maximum],
    // 2^53 is exact in JSON and in JavaScript, the first integer past the bound.
    pastBound: [-(2 ** 53), 2 ** 53],
    acceptedStatus: 200,
    place: { pointer: '/subcategory' },
  },
  {
    name: 'deliveryId maxLength (a UUID, 36 characters)',
    send: (value) => request(`${app.baseUrl}/webhook/deliveries/${String(value)}/redeliver`, { apiKey, method: 'POST' }),
    atBound: ['5b0c6f3e-8a4f-4c1e-9d2a-3f6b7e1c2d40'],
    // The `urn:uuid:` form passes `format: uuid` alone; PostgreSQL's uuid type refuses it (it was a 500).
    pastBound: ['urn:uuid:5b0c6f3e-8a4f-4c1e-9d2a-3f6b7e1c2d40'],
    acceptedStatus: 404,
    place: { parameter: 'deliveryId' },
  },
  {
    name: 'limit of GET /webhook/deliveries maximum',
    send: (value) => request(`${app.baseUrl}/webhook/deliveries?limit=${String(value)}`, { apiKey }),
    atBound: [parameters.DeliveriesLimit.schema.minimum, parameters.DeliveriesLimit.schema.maximum],
    pastBound: [parameters.DeliveriesLimit.schema.minimum - 1, parameters.DeliveriesLimit.schema.maximum + 1],
    acceptedStatus: 200,
    place: { parameter: 'limit' },
  },
];

describe('request bounds, both ways', () => {
  for (const bound of CASES) {
    it(`${bound.name}: when a value is at the bound, then it is accepted`, async () => {
      for (const value of bound.atBound) {
        const response = await bound.send(value);
        expect(response.status, `${String(value).slice(0, 40)}: ${response.text.slice(0, 300)}`).toBe(bound.acceptedStatus);
      }
    });

    it(`${bound.name}: when a value is one past the bound, then 400 names the place and nothing changes`, async () => {
      for (const value of bound.pastBound) {
        const before = await snapshot(app.db.knex);
        const response = await bound.send(value);
        expect(response.status, String(value).slice(0, 40)).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining(bound.place)]));
        expect(await snapshot(app.db.knex)).toBe(before);
      }
    });
  }
});

describe('echoed input in a 400 stays within the Problem bounds', () => {
  const LONG_NAME = 'x'.repeat(schemas.ProblemError.properties.parameter.maxLength + 1);

  it('when a body has an unknown field with a very long name, then 400 points at the object holding it', async () => {
    const response = await subscribeBulk(buildProduct({ gtin: nextGtin(), [LONG_NAME]: 1 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: '/0', detail: 'has an unknown field whose name is longer than 100 characters' }]);
  });

  it('when a field name is at the limit, then 400 points at it by name', async () => {
    const name = 'x'.repeat(100);
    const response = await subscribeBulk(buildProduct({ gtin: nextGtin(), [name]: 1 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ pointer: `/0/${name}`, detail: 'is not a known field' }]);
  });

  it('when a query has an unknown parameter with a very long name, then 400 names its first 99 characters', async () => {
    const response = await request(`${app.baseUrl}/changes?${LONG_NAME}=1`, { apiKey });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ parameter: `${LONG_NAME.slice(0, 99)}…` })]);
  });

  it(`when a request has more than ${MAX_LISTED_FIELD_ERRORS} invalid places, then the first ${MAX_LISTED_FIELD_ERRORS} are listed and detail counts them all`, async () => {
    const before = await snapshot(app.db.knex);
    const items = Array.from({ length: MAX_LISTED_FIELD_ERRORS + 5 }, () => ({ gtin: 'not a gtin!' }));
    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: items });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveLength(MAX_LISTED_FIELD_ERRORS);
    expect(response.body.detail).toMatch(new RegExp(`^The request has (\\d+) invalid fields; the first ${MAX_LISTED_FIELD_ERRORS} are listed\\.$`));
    expect(Number(/has (\d+)/.exec(response.body.detail)?.[1])).toBeGreaterThan(MAX_LISTED_FIELD_ERRORS);
    expect(await snapshot(app.db.knex)).toBe(before);
  });
});

describe('RateLimit-* headers are sent exactly where the contract documents them', () => {
  const RATE_LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];
  const carries = (response: ApiResponse) => RATE_LIMIT_HEADERS.map((name) => response.headers.get(name) !== null);

  it('when a request passes the key check, then every answer carries them (200, 400, 404, 409, 415), within their bounds', async () => {
    const answers = [
      await request(`${app.baseUrl}/subscribe/account`, { apiKey }),
      await request(`${app.baseUrl}/product/12`, { apiKey }),
      await request(`${app.baseUrl}/product/${nextGtin()}`, { apiKey }),
      await request(`${app.baseUrl}/webhook/trigger`, { apiKey }),
      await request(`${app.baseUrl}/subscribe/`, { apiKey, rawBody: 'x', headers: { 'Content-Type': 'text/plain' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 404, 409, 415]);
    const headers = contractDocument.components.headers;
    for (const answer of answers) {
      expect(carries(answer), String(answer.status)).toEqual([true, true, true]);
      const reset = Number(answer.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(headers.RateLimitReset.schema.minimum);
      expect(reset).toBeLessThanOrEqual(headers.RateLimitReset.schema.maximum);
      expect(Number(answer.headers.get('ratelimit-remaining'))).toBeLessThanOrEqual(Number(answer.headers.get('ratelimit-limit')));
    }
  });

  it('when the account is suspended, then its 403 carries them (the limit counts before the suspension check)', async () => {
    const suspended = await app.createClient();
    await app.services.clientService.setStatus(suspended.name, 'suspended');
    const response = await request(`${app.baseUrl}/subscribe/`, { apiKey: suspended.apiKey });
    expect(response.status).toBe(403);
    expect(carries(response)).toEqual([true, true, true]);
  });

  it('when the rate limit is used up, then 429 carries them with Retry-After, all within their bounds', async () => {
    const limited = await app.createClient();
    await app.services.clientService.setRateLimit(limited.name, 1);
    const first = await request(`${app.baseUrl}/subscribe/account`, { apiKey: limited.apiKey });
    const refused = await request(`${app.baseUrl}/subscribe/account`, { apiKey: limited.apiKey });
    expect([first.status, refused.status]).toEqual([200, 429]);
    const headers = contractDocument.components.headers;
    for (const [name, schema] of [['retry-after', headers.RetryAfter.schema], ['ratelimit-reset', headers.RateLimitReset.schema], ['ratelimit-limit', headers.RateLimitLimit.schema], ['ratelimit-remaining', headers.RateLimitRemaining.schema]] as const) {
      const value = Number(refused.headers.get(name));
      expect(Number.isInteger(value), name).toBe(true);
      expect(value, name).toBeGreaterThanOrEqual(schema.minimum);
      expect(value, name).toBeLessThanOrEqual(schema.maximum);
    }
    expect(refused.headers.get('ratelimit-limit')).toBe('1');
  });

  it('when the key is missing or the path is unknown, then the answer carries none (the key was never checked)', async () => {
    const unauthorized = await request(`${app.baseUrl}/subscribe/account`);
    const unknownPath = await request(`${app.baseUrl}/nothing-here`, { apiKey });
    expect([unauthorized.status, unknownPath.status]).toEqual([401, 404]);
    expect(carries(unauthorized)).toEqual([false, false, false]);
    expect(carries(unknownPath)).toEqual([false, false, false]);
  });
});

describe('the longest inputs the request bounds allow come back within the response bounds', () => {
  it('when a client name has 200 characters, then its account and subscription answers are valid', async () => {
    const longest = await app.createClient('Å'.repeat(schemas.Account.properties.client.maxLength));
    const account = await request(`${app.baseUrl}/subscribe/account`, { apiKey: longest.apiKey });
    expect(account.status).toBe(200);
    expect(account.body.client).toBe(longest.name);
    const subscribed = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: longest.apiKey, json: buildRichProduct({ gtin: nextGtin() }) });
    expect(subscribed.status).toBe(200);
  });

  it('when every field of a rich submission is at its maxLength, then the record, explanation and lists are valid', async () => {
    const gtin = nextGtin();
    const product: Record<string, unknown> = { ...richProductAtMaxLength(gtin), client_identifier: 'C'.repeat(schemas.ClientIdentifier.maxLength), subcategory: richField.subcategory.maximum };
    expect((await subscribeRich(product)).status).toBe(200);
    const record = await request(`${app.baseUrl}/product/${gtin}`, { apiKey });
    expect(record.status).toBe(200);
    expect(record.body.name).toBe(product.name);
    const etag = contractDocument.components.headers.ETag.schema;
    expect(record.headers.get('etag')).toMatch(new RegExp(etag.pattern));
    expect(record.headers.get('etag')).toHaveLength(etag.maxLength);
    expect((await request(`${app.baseUrl}/product/${gtin}/explanation`, { apiKey })).status).toBe(200);
    expect((await request(`${app.baseUrl}/subscribe/?limit=1000`, { apiKey })).status).toBe(200);
    expect((await request(`${app.baseUrl}/changes?limit=1000`, { apiKey })).status).toBe(200);
    const unsubscribed = await request(`${app.baseUrl}/subscribe/unsubscribeById/${String(product.client_identifier)}`, { apiKey, method: 'DELETE' });
    expect(unsubscribed.status).toBe(200);
  });

  // Ingredient lists of 1,000 characters built to make the explanation's lists and texts as long as
  // the engine lets them: the most items, the most processing markers, and a text that NFC lengthens
  // threefold (U+FB2C is one character that NFC writes as three), and a transport line naming them all.
  const INGREDIENTS = {
    'the most ingredients': 'a,'.repeat(500).slice(0, 1000),
    'the most processing markers': 'salt, e471, rapsolja, socker, '.repeat(40).slice(0, 1000),
    'text NFC lengthens threefold': `havre (60%), ${'\ufb2c'.repeat(1000 - 'havre (60%), '.length)}`,
    'the most allergen words': 'vete, mjölk, ägg, soja, senap, selleri, sesam, lupin, '.repeat(20).slice(0, 1000),
    // One transport line names every ingredient of its route: 500 names that NFC triples, its longest text.
    'the most items NFC lengthens, on one route': `havre (60%), ${'\ufb2c,'.repeat(500)}`.slice(0, 1000),
  };
  for (const [what, ingredients] of Object.entries(INGREDIENTS)) {
    it(`when the ingredient list has ${what}, then the record and its explanation are valid in both languages`, async () => {
      const gtin = nextGtin();
      expect(ingredients.length).toBe(1000);
      expect((await subscribeRich(buildRichProduct({ gtin, ingredients, country_of_origin: 'Sverige, Danmark, Finland, Norge, Spanien, Italien' }))).status).toBe(200);
      expect((await request(`${app.baseUrl}/product/${gtin}`, { apiKey })).status).toBe(200);
      for (const language of ['en', 'sv']) {
        const explanation = await request(`${app.baseUrl}/product/${gtin}/explanation`, { apiKey, headers: { 'Accept-Language': language } });
        expect(explanation.status).toBe(200);
      }
    });
  }
});
