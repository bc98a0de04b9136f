import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, expectContractResponse } from '../../support/contract.js';
import { request } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Deprecated operations (the contract's `deprecated: true` with `x-deprecated-at` and `x-sunset`):
 * every answer carries Deprecation (RFC 9745), Sunset (RFC 8594) and a Link to the same request at
 * the successor, which answers the same.
 */
let app: TestApp;
let apiKey: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey } = await app.createClient(undefined, 10));
  const subscribed = await request(`${app.baseUrl}/subscribe/`, { method: 'POST', apiKey, json: [{ gtin: '07310865071859', ingredients: 'vatten, havre (10%), rapsolja, salt' }] });
  expect(subscribed.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

/** What the contract says of a deprecated path's operation. */
function declared(path: string, method: string): { deprecation: string; sunset: string } {
  const operation = contractDocument.paths[path][method];
  expect(operation.deprecated).toBe(true);
  return { deprecation: `@${Date.parse(`${operation['x-deprecated-at']}T00:00:00Z`) / 1000}`, sunset: new Date(`${operation['x-sunset']}T00:00:00Z`).toUTCString() };
}

function expectDeprecated(headers: Headers, expected: { deprecation: string; sunset: string }, successor: string | undefined): void {
  expect(headers.get('deprecation')).toBe(expected.deprecation);
  expect(headers.get('deprecation')).toMatch(/^@\d+$/);
  expect(headers.get('sunset')).toBe(expected.sunset);
  expect(Date.parse(headers.get('sunset') ?? '')).toBeGreaterThan(Date.now());
  const link = headers.get('link') ?? '';
  if (successor) expect(link).toContain(`<${successor}>; rel="successor-version"`);
  expect(link).toContain('</docs#section/Base-URL-and-versioning>; rel="deprecation"');
}

describe('deprecated paths', () => {
  it('GET /products/{gtin} answers as GET /product/{gtin} does, with Deprecation, Sunset and a Link the successor answers', async () => {
    const deprecated = await request(`${app.baseUrl}/products/7310865071859`, { apiKey });

    expectContractResponse('getProduct', deprecated);
    expectDeprecated(deprecated.headers, declared('/products/{gtin}', 'get'), '/v2/product/7310865071859');
    const successor = /<([^>]+)>; rel="successor-version"/.exec(deprecated.headers.get('link') ?? '')![1]!;
    const current = await request(`${app.origin}${successor}`, { apiKey });
    expect(current.status).toBe(200);
    expect(current.body).toEqual(deprecated.body);
    expect(current.headers.get('etag')).toBe(deprecated.headers.get('etag'));
    for (const name of ['deprecation', 'sunset', 'link']) expect(current.headers.get(name), name).toBeNull();
  });

  it('a 304 and an error answer of a deprecated path carry the headers too', async () => {
    const expected = declared('/products/{gtin}', 'get');
    const first = await request(`${app.baseUrl}/products/07310865071859`, { apiKey });

    const notModified = await request(`${app.baseUrl}/products/07310865071859`, { apiKey, headers: { 'If-None-Match': first.headers.get('etag')! } });
    const unauthorised = await request(`${app.baseUrl}/products/07310865071859`);

    expect(notModified.status).toBe(304);
    expectDeprecated(notModified.headers, expected, '/v2/product/07310865071859');
    expect(unauthorised.status).toBe(401);
    expectDeprecated(unauthorised.headers, expected, '/v2/product/07310865071859');
  });

  it('GET /products/{gtin}/explanation points to /product/{gtin}/explanation, the query kept', async () => {
    const deprecated = await request(`${app.baseUrl}/products/07310865071859/explanation`, { apiKey, headers: { 'Accept-Language': 'sv' } });

    expectContractResponse('getProductExplanation', deprecated);
    expectDeprecated(deprecated.headers, declared('/products/{gtin}/explanation', 'get'), '/v2/product/07310865071859/explanation');
    expect(deprecated.headers.get('content-language')).toBe('sv');
  });

  it('POST /subscribe/add/more subscribes as POST /subscribe/more/add does, pointing to it', async () => {
    const deprecated = await request(`${app.baseUrl}/subscribe/add/more`, { method: 'POST', apiKey, json: { gtin: '07350001234564', client_identifier: 'SKU-DEP-1' } });

    expectContractResponse('subscribeProduct', deprecated);
    expect(deprecated.body).toMatchObject({ status: 'success', action: 'subscription_created' });
    expectDeprecated(deprecated.headers, declared('/subscribe/add/more', 'post'), '/v2/subscribe/more/add');
    const again = await request(`${app.baseUrl}/subscribe/more/add`, { method: 'POST', apiKey, json: { gtin: '07350001234564', client_identifier: 'SKU-DEP-1' } });
    expect(again.body).toMatchObject({ action: 'subscription_updated' });
    expect(again.headers.get('deprecation')).toBeNull();
  });

  it('no operation that is not deprecated says it is', async () => {
    for (const path of ['/subscribe/account', '/subscribe/', '/changes']) {
      const response = await request(`${app.baseUrl}${path}`, { apiKey });
      expect(response.headers.get('deprecation'), path).toBeNull();
    }
  });
});
