import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_VERSION } from '../../../src/scoring/index.js';
import { realisticProductArb } from '../../support/arbitraries.js';
import { expectContractResponse } from '../../support/contract.js';
import { buildRichProduct, errorParameters, loadCatalogue, normalised, validGtin, withWrongCheckDigit } from '../../support/fixtures.js';
import { request, type ApiResponse } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp;
const CATALOGUE_GTIN = '07310865071859';
beforeAll(async () => {
  app = await startTestApp();
  await loadCatalogue(app, [buildRichProduct({ gtin: CATALOGUE_GTIN, ingredients: 'vatten, havre (10%), rapsolja, salt' })]);
});
afterAll(async () => app?.close());

const explain = (apiKey: string | undefined, gtin: string, headers: Record<string, string> = {}, prefix = '/product') =>
  request(`${app.baseUrl}${prefix}/${gtin}/explanation`, { apiKey, headers });
const readRecord = (apiKey: string, gtin: string) => request(`${app.baseUrl}/product/${gtin}`, { apiKey });
const subscribe = async (apiKey: string, body: Record<string, unknown>) => {
  const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: body });
  expectContractResponse('subscribeProduct', response);
  expect(response.status, response.text).toBe(200);
};
const headerNames = (response: ApiResponse) => {
  const names: string[] = [];
  response.headers.forEach((_value, name) => names.push(name));
  return names.sort();
};
const texts = (response: ApiResponse<any>) => (response.body.climate.contributions as { text: string }[]).map((c) => c.text);

/** The record's fields the explanation must reproduce. */
function expectExplains(explanation: any, record: any): void {
  expect(explanation.gtin).toBe(record.gtin);
  expect(explanation.methodVersion).toBe(METHOD_VERSION);
  expect(explanation.climate.CO2e).toBe(record.CO2e);
  if (record.CO2e !== null) {
    const sum = explanation.climate.contributions.reduce((s: number, c: { contribution: number }) => s + c.contribution, 0);
    expect(Math.abs(sum - record.CO2e)).toBeLessThanOrEqual(0.0005 + explanation.climate.contributions.length * 5e-7 + 1e-12);
  }
  expect(explanation.nutriScore?.grade ?? null).toBe(record.nutriScore);
  expect(explanation.allergens.map((a: any) => (a.presence === 'traces' ? `traces:${a.allergen}` : a.allergen)).join(',')).toBe(record.allergenList);
  expect(explanation.nova.group).toBe(record.novaScore);
  expect(explanation.nova.group === 4).toBe(explanation.nova.markers.some((m: any) => m.group === 4));
  for (const row of explanation.countryScores) expect(row.value).toBe(record[row.field]);
}

describe.each(['/product', '/products'])('GET %s/{gtin}/explanation', (prefix) => {
  it('when the product is subscribed, then it explains exactly the record GET /product/{gtin} returns, in English by default', async () => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, { gtin: '7310865071859', country_of_origin: 'Sverige' });

    const response = await explain(apiKey, '7310865071859', {}, prefix);
    const record = await readRecord(apiKey, '7310865071859');

    expectContractResponse('getProductExplanation', response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    expectExplains(response.body, record.body);
    expect(texts(response)).toContain('havre');
    expect(response.body.summary).toHaveLength(21);
    expect(response.body.summary.find((s: any) => s.field === 'CO2e').text).toMatch(/^The climate footprint is/);
  });
});

describe('Accept-Language', () => {
  it.each([
    ['sv', 'sv'],
    ['sv-SE, sv;q=0.9, en;q=0.5', 'sv'],
    ['en;q=0.2, sv;q=0.8', 'sv'],
    ['sv;q=0.2, en;q=0.8', 'en'],
    ['de-DE, fr;q=0.5', 'en'],
    ['en-GB', 'en'],
  ])('when it is "%s", then the explanation and its summary are in %s and Content-Language says so', async (header, language) => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, { gtin: CATALOGUE_GTIN });

    const response = await explain(apiKey, CATALOGUE_GTIN, { 'Accept-Language': header });

    expectContractResponse('getProductExplanation', response);
    expect(response.headers.get('content-language')).toBe(language);
    const sentence = response.body.summary.find((s: any) => s.field === 'CO2e').text as string;
    expect(sentence).toMatch(language === 'sv' ? /^Klimatavtrycket är/ : /^The climate footprint is/);
    // The whole explanation is in that language, not only its summary (test/unit/scoring/explanation-language.test.ts).
    const retail = response.body.climate.contributions.find((c: any) => c.kind === 'retail')?.text as string;
    expect(retail).toBe(language === 'sv' ? 'lagring och försäljning i butiken' : 'storage and sale in the shop');
    expect(response.body.countryScores[0].derivation).toMatch(language === 'sv' ? /^100 × HDI, (viktat|medelvärdet|inget)/ : /^100 × HDI, (mass-weighted|mean|no weighed)/);
  });
});

describe('conditional reads', () => {
  it('when If-None-Match holds the current ETag, then it answers 304 without a body; another language or tag gets 200', async () => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, { gtin: CATALOGUE_GTIN });

    const english = await explain(apiKey, CATALOGUE_GTIN);
    const etag = english.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await explain(apiKey, CATALOGUE_GTIN, { 'If-None-Match': etag! });
    expectContractResponse('getProductExplanation', again);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const swedish = await explain(apiKey, CATALOGUE_GTIN, { 'Accept-Language': 'sv', 'If-None-Match': etag! });
    expect(swedish.status).toBe(200);
    expect(swedish.headers.get('etag')).not.toBe(etag);
    const stale = await explain(apiKey, CATALOGUE_GTIN, { 'If-None-Match': '"not-the-current-tag"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(etag);
  });
});

describe('isolation', () => {
  it("when another client has subscribed to the GTIN, then it answers 404 exactly as for a GTIN nobody has", async () => {
    const owner = await app.createClient();
    const other = await app.createClient();
    const taken = validGtin(901, 13);
    const nobodys = validGtin(902, 13);
    await subscribe(owner.apiKey, { gtin: taken, ingredients: 'lax 90%, salt' });

    const [forTaken, forUnknown] = [await explain(other.apiKey, taken), await explain(other.apiKey, nobodys)];

    for (const response of [forTaken, forUnknown]) expectContractResponse('getProductExplanation', response);
    expect(forTaken.status).toBe(404);
    const strip = (r: ApiResponse, gtin: string) => JSON.stringify(r.body).replaceAll(normalised(gtin), 'GTIN').replaceAll(gtin, 'GTIN');
    expect(strip(forTaken, taken)).toBe(strip(forUnknown, nobodys));
    expect(headerNames(forTaken)).toEqual(headerNames(forUnknown));
  });

  it("when two clients subscribe to one GTIN, then each explanation shows only its own submission over the catalogue", async () => {
    const withOwnData = await app.createClient();
    const plain = await app.createClient();
    await subscribe(withOwnData.apiKey, { gtin: CATALOGUE_GTIN, ingredients: 'korn 70%, vatten' });
    await subscribe(plain.apiKey, { gtin: CATALOGUE_GTIN });

    const own = await explain(withOwnData.apiKey, CATALOGUE_GTIN);
    const shared = await explain(plain.apiKey, CATALOGUE_GTIN);

    expect(texts(own)).toContain('korn');
    expect(texts(own)).not.toContain('havre');
    expect(texts(shared)).toContain('havre');
    expect(texts(shared)).not.toContain('korn');
    expectExplains(own.body, (await readRecord(withOwnData.apiKey, CATALOGUE_GTIN)).body);
    expectExplains(shared.body, (await readRecord(plain.apiKey, CATALOGUE_GTIN)).body);
  });
});

describe('errors', () => {
  it('when the GTIN has a wrong check digit, then it answers 400 naming the gtin parameter', async () => {
    const { apiKey } = await app.createClient();
    const response = await explain(apiKey, withWrongCheckDigit(CATALOGUE_GTIN));
    expectContractResponse('getProductExplanation', response);
    expect(response.status).toBe(400);
    expect(errorParameters(response.body)).toEqual(['gtin']);
  });

  it('when the client is over its rate limit, then both paths answer 429 problem+json with Retry-After, like the record read', async () => {
    const { apiKey, name } = await app.createClient();
    await subscribe(apiKey, { gtin: CATALOGUE_GTIN });
    await app.services.clientService.setRateLimit(name, 2);
    expect((await explain(apiKey, CATALOGUE_GTIN)).status).toBe(200);
    expect((await explain(apiKey, CATALOGUE_GTIN, {}, '/products')).status).toBe(200);
    for (const prefix of ['/product', '/products']) {
      const limited = await explain(apiKey, CATALOGUE_GTIN, {}, prefix);
      expectContractResponse('getProductExplanation', limited);
      expect(limited.status, prefix).toBe(429);
      expect(limited.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(limited.body).toMatchObject({ type: '/problems/rate-limited', status: 429 });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('ratelimit-limit')).toBe('2');
    }
  });

  it('when the key is missing, then it answers 401', async () => {
    const response = await explain(undefined, CATALOGUE_GTIN);
    expectContractResponse('getProductExplanation', response);
    expect(response.status).toBe(401);
  });

  it('when new catalogue data is not yet applied to the record, then it answers 503 with Retry-After, and explains the new record once it is', async () => {
    const gtin = validGtin(903, 13);
    await loadCatalogue(app, [buildRichProduct({ gtin, ingredients: 'havre 50%, vatten' })]);
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, { gtin });
    // New catalogue data not yet applied (written past the import, which recomputes in its own
    // transaction, as a recomputation still queued would leave it): the stored record is the old one.
    const { gtin: _gtin, ...changed } = buildRichProduct({ gtin, ingredients: 'nötkött 50%, vatten' });
    await app.db.knex('catalogue_products').where({ gtin: normalised(gtin) }).update({ data: JSON.stringify(changed) });

    const pending = await explain(apiKey, gtin);
    expectContractResponse('getProductExplanation', pending);
    expect(pending.status).toBe(503);
    expect(pending.headers.get('retry-after')).toBe('5');

    await app.services.recordRefresher.refresh({ gtins: [normalised(gtin)] });
    const done = await explain(apiKey, gtin);
    expect(done.status).toBe(200);
    expect(texts(done)).toContain('nötkött');
    expectExplains(done.body, (await readRecord(apiKey, gtin)).body);
  });
});

describe('generated products through HTTP', () => {
  it('explains the record of 40 generated products: climate sum, grade, allergens, NOVA group, country scores', async () => {
    const { apiKey } = await app.createClient('explained-products', 1000);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(realisticProductArb(), async (product) => {
        const gtin = validGtin(1000 + n++, 13, 6);
        await subscribe(apiKey, { ...product, gtin, client_identifier: undefined });
        const [explanation, record] = [await explain(apiKey, gtin, { 'Accept-Language': n % 2 ? 'sv' : 'en' }), await readRecord(apiKey, gtin)];
        expectContractResponse('getProductExplanation', explanation);
        expect(explanation.status).toBe(200);
        expectExplains(explanation.body, record.body);
      }),
      { numRuns: 40, seed: 20261102 },
    );
  }, 120_000);
});
