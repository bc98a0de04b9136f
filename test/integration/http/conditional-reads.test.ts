import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request, type ApiResponse } from '../../support/http.js';
import { expectContractResponse } from '../../support/contract.js';
import { buildRichProduct, validGtin } from '../../support/fixtures.js';

/**
 * ETag and If-None-Match as a partner's HTTP cache uses them, on the record and on its explanation,
 * at both aliases of each (issue 15 item 2). read-lane.test.ts proves the lane and Express agree.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

let gtinCounter = 0;
const nextGtin = () => validGtin(++gtinCounter * 6151, 13, 3);

async function subscribedClient() {
  const { apiKey } = await app.createClient();
  const gtin = nextGtin();
  const created = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: buildRichProduct({ gtin }) });
  expect(created.status).toBe(200);
  return { apiKey, gtin };
}

const READS = [
  ['getProduct', '/product/{gtin}'],
  ['getProduct', '/products/{gtin}'],
  ['getProductExplanation', '/product/{gtin}/explanation'],
  ['getProductExplanation', '/products/{gtin}/explanation'],
] as const;

async function read(operationId: string, template: string, apiKey: string, gtin: string, headers: Record<string, string> = {}): Promise<ApiResponse<any>> {
  const response = await request(`${app.baseUrl}${template.replace('{gtin}', gtin)}`, { apiKey, headers });
  expectContractResponse(operationId, response);
  return response;
}

describe.each(READS)('%s at %s', (operationId, template) => {
  it('sends a strong ETag that a private cache may keep but must revalidate, and answers a matching If-None-Match in every form with 304 and no body', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const first = await read(operationId, template, apiKey, gtin);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    // Unchanged record, unchanged bytes, unchanged tag.
    expect((await read(operationId, template, apiKey, gtin)).headers.get('etag')).toBe(etag);

    for (const ifNoneMatch of [etag, `"elsewhere", ${etag}`, `${etag},"elsewhere"`, `W/${etag}`, '*']) {
      const again = await read(operationId, template, apiKey, gtin, { 'If-None-Match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('content-type')).toBeNull();
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
      expect(again.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
      if (operationId === 'getProductExplanation') {
        expect(again.headers.get('content-language')).toBe('en');
        expect(again.headers.get('vary')).toBe('Accept-Language');
      }
    }
    for (const ifNoneMatch of ['"elsewhere"', etag.slice(0, -1), 'W/"elsewhere"', etag.replace(/"$/, 'x"')]) {
      const full = await read(operationId, template, apiKey, gtin, { 'If-None-Match': ifNoneMatch });
      expect(full.status, ifNoneMatch).toBe(200);
      expect(full.text).toBe(first.text);
    }
  });

  it('changes the ETag when the record changes, so the old tag gets the new answer', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const first = await read(operationId, template, apiKey, gtin);
    const etag = first.headers.get('etag') as string;
    const changed = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin, ingredients: 'nötkött 80%, vatten, salt', country_of_origin: 'Brasilien' } });
    expect(changed.status).toBe(200);
    const after = await read(operationId, template, apiKey, gtin, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.text).not.toBe(first.text);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await read(operationId, template, apiKey, gtin, { 'If-None-Match': after.headers.get('etag') as string })).status).toBe(304);
  });

  it("gives another client's tag and an unsubscribed product no 304: 404 as for any product not subscribed", async () => {
    const owner = await subscribedClient();
    const etag = (await read(operationId, template, owner.apiKey, owner.gtin)).headers.get('etag') as string;
    const other = await app.createClient();
    const answer = await read(operationId, template, other.apiKey, owner.gtin, { 'If-None-Match': etag });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('etag')).toBeNull();
    const star = await read(operationId, template, other.apiKey, owner.gtin, { 'If-None-Match': '*' });
    expect(star.status).toBe(404);
  });
});

describe('the explanation varies by language', () => {
  it('has one ETag per language; a tag of one language gets the other language in full', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const [english, swedish] = [await read('getProductExplanation', READS[2][1], apiKey, gtin), await read('getProductExplanation', READS[2][1], apiKey, gtin, { 'Accept-Language': 'sv' })];
    expect(english.headers.get('etag')).not.toBe(swedish.headers.get('etag'));
    for (const response of [english, swedish]) expect(response.headers.get('vary')).toBe('Accept-Language');
    const crossed = await read('getProductExplanation', READS[2][1], apiKey, gtin, { 'Accept-Language': 'sv', 'If-None-Match': english.headers.get('etag') as string });
    expect(crossed.status).toBe(200);
    expect(crossed.headers.get('content-language')).toBe('sv');
    expect(crossed.text).toBe(swedish.text);
  });
});

describe('answers without an ETag', () => {
  it('stay no-store: the list, the feed and the account', async () => {
    const { apiKey } = await subscribedClient();
    for (const path of ['/subscribe/', '/changes', '/subscribe/account']) {
      const response = await request(`${app.baseUrl}${path}`, { apiKey });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('etag'), path).toBeNull();
    }
  });
});
