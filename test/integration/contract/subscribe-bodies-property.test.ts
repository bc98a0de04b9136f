import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request, type ApiResponse } from '../../support/http.js';
import { expectContractResponse, validateSchema } from '../../support/contract.js';
import { bulkBodyArb, richBodyArb } from '../../support/arbitraries.js';
import { databaseFingerprint, gs1CheckDigit } from '../../support/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => app?.close());

const RUNS = 150;

function checkDigitIsValid(gtin: string): boolean {
  return /^[0-9]{8,14}$/.test(gtin) && gs1CheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));
}

/** The value at a JSON Pointer, or `missing` when there is nothing there. */
function at(body: unknown, pointer: string): unknown {
  if (pointer === '') return body;
  let node: unknown = body;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, segment)) return missing;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
const missing = Symbol('missing');

/** A 400 problem whose every error points into the body (or at a missing member of an object that is there). */
function expectPointedBadRequest(operationId: string, response: ApiResponse<{ errors: { pointer?: string; detail: string }[] }>, body: unknown): void {
  expectContractResponse(operationId, response);
  expect(response.status, response.text).toBe(400);
  const errors = response.body.errors;
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error.pointer, JSON.stringify(error)).toBe('string');
    const pointer = error.pointer as string;
    const parent = pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
    expect(at(body, pointer) !== missing || at(body, parent) !== missing, `${pointer} is not in the body`).toBe(true);
  }
}

describe('POST /subscribe/ against an independent validator of the contract', () => {
  it('when a body is valid by the contract, then the answer is 200; otherwise 400 with pointers and nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(bulkBodyArb(), async (body) => {
        // Arrange: a fresh client with room for everything
        const { apiKey, name } = await app.createClient(undefined, 1000);
        const oracleErrors = validateSchema('SubscribeProductsRequest', body);
        const before = oracleErrors.length > 0 ? await databaseFingerprint(app) : undefined;

        // Act
        const response = await request(`${app.baseUrl}/subscribe/`, { apiKey, json: body });

        // Assert
        if (oracleErrors.length === 0) {
          expectContractResponse('subscribeProducts', response);
          expect(response.status, `${JSON.stringify(body).slice(0, 300)} → ${response.text.slice(0, 300)}`).toBe(200);
          const items = body as { gtin: string }[];
          const { productsSubscribed, unknownProductsSubscribed, productsSkipped } = response.body;
          expect(productsSubscribed + unknownProductsSubscribed + productsSkipped).toBe(items.length);
          const skippedReasons = new Map((response.body.skipped as { index: number; reason: string }[]).map((s) => [s.index, s.reason]));
          items.forEach((item, index) => {
            if (!checkDigitIsValid(item.gtin)) expect(skippedReasons.get(index)).toBe('invalid_check_digit');
          });
          const rows = await app.db.knex('subscriptions').join('clients', 'clients.id', 'subscriptions.client_id').where('clients.name', name).count('* as count');
          expect(Number((rows[0] as { count: string }).count)).toBe(productsSubscribed + unknownProductsSubscribed);
        } else {
          expectPointedBadRequest('subscribeProducts', response, body);
          expect(await databaseFingerprint(app)).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

describe('POST /subscribe/more/add against an independent validator of the contract', () => {
  it('when a body is valid by the contract with a correct check digit, then the answer is 200; otherwise 400 with pointers and nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(richBodyArb(), async ({ body }) => {
        // Arrange: a fresh client, far from its limit, so 409 cannot happen
        const { apiKey } = await app.createClient(undefined, 1000);
        const oracleErrors = validateSchema('RichProductSubmission', body);
        const gtin = (body as { gtin?: unknown } | null)?.gtin;
        const wrongCheckDigit = typeof gtin === 'string' && !checkDigitIsValid(gtin);
        const before = oracleErrors.length > 0 || wrongCheckDigit ? await databaseFingerprint(app) : undefined;

        // Act
        const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: body });

        // Assert
        if (oracleErrors.length === 0 && !wrongCheckDigit) {
          expectContractResponse('subscribeProduct', response);
          expect(response.status, `${JSON.stringify(body).slice(0, 300)} → ${response.text.slice(0, 300)}`).toBe(200);
          expect(response.body).toMatchObject({ action: 'subscription_created', subscriptions: { current_count: 1 } });
        } else {
          expectPointedBadRequest('subscribeProduct', response, body);
          if (oracleErrors.length === 0) expect(response.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/gtin']);
          expect(await databaseFingerprint(app)).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
