import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../support/contract.js';
import { buildRichProduct, clientRow, databaseFingerprint, errorPointers, loadCatalogue, normalised, validGtin, withWrongCheckDigit } from '../../support/fixtures.js';
import { request, type ApiResponse } from '../../support/http.js';
import { OAT_DRINK_GTIN } from '../../support/oat-drink.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * POST /products/preview (record and explanation without subscribing) and POST /products/batch
 * (up to 1,000 records in one request). Every answer is also checked against the contract by
 * `request` (test/support/http.ts).
 */
let app: TestApp;
const CATALOGUE_GTIN = OAT_DRINK_GTIN;
beforeAll(async () => {
  app = await startTestApp();
  await loadCatalogue(app, [buildRichProduct({ gtin: CATALOGUE_GTIN, name: 'Katalogens havredryck' })]);
});
afterAll(async () => app?.close());

const preview = (apiKey: string | undefined, json: unknown, headers: Record<string, string> = {}) =>
  request(`${app.baseUrl}/products/preview`, { apiKey, json, headers });
const batch = (apiKey: string | undefined, gtins: unknown) => request(`${app.baseUrl}/products/batch`, { apiKey, json: { gtins } });
const subscribe = async (apiKey: string, json: Record<string, unknown>) => {
  const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json });
  expect(response.status, response.text).toBe(200);
};
const read = (apiKey: string, gtin: string) => request(`${app.baseUrl}/product/${gtin}`, { apiKey });
const explanation = (apiKey: string, gtin: string, headers: Record<string, string> = {}) => request(`${app.baseUrl}/product/${gtin}/explanation`, { apiKey, headers });

/** Rows the preview must never write: subscriptions and counts (fingerprint), deliveries, the change feed. */
async function sideEffects(): Promise<{ fingerprint: string; deliveries: number; changes: number }> {
  const count = async (table: string) => Number(((await app.db.knex(table).count('* as count')) as [{ count: string }])[0].count);
  return { fingerprint: await databaseFingerprint(app), deliveries: await count('webhook_deliveries'), changes: await count('change_log') };
}

describe('POST /products/preview', () => {
  it('when a product is previewed, then record and explanation are exactly what a subscription with the same body gets', async () => {
    const { apiKey } = await app.createClient();
    const body = buildRichProduct({ gtin: validGtin(101), name: 'Förhandsvisad havredryck', ingredients: 'vatten, havre (12%), rapsolja, salt, jordnötter' });

    const previewed = await preview(apiKey, body);
    await subscribe(apiKey, body);
    const record = await read(apiKey, body.gtin as string);
    const explained = await explanation(apiKey, body.gtin as string);

    expectContractResponse('previewProduct', previewed);
    expect(previewed.status).toBe(200);
    const { id, ...recordWithoutId } = record.body;
    expect(id).toEqual(expect.any(Number));
    expect(previewed.body.record).toEqual(recordWithoutId);
    expect(previewed.body.record).not.toHaveProperty('id');
    expect(previewed.body.record.allergenList).toContain('peanuts');
    expect(previewed.body.explanation).toEqual(explained.body);
  });

  it('when the GTIN is in the catalogue, then its data is used under the fields sent, as for a subscription', async () => {
    const { apiKey } = await app.createClient();

    const previewed = await preview(apiKey, { gtin: '7310865071859', quantity_salt: 2.5 });
    await subscribe(apiKey, { gtin: '7310865071859', quantity_salt: 2.5 });
    const record = await read(apiKey, CATALOGUE_GTIN);

    expect(previewed.status, previewed.text).toBe(200);
    expect(previewed.body.record.gtin).toBe(CATALOGUE_GTIN);
    expect(previewed.body.record.name).toBe('Katalogens havredryck');
    const { id: _id, ...recordWithoutId } = record.body;
    expect(previewed.body.record).toEqual(recordWithoutId);
    expect(previewed.body.explanation.nutriScore).not.toBeNull();
  });

  it('when previewed, then nothing is stored, counted, delivered or written to the change feed, even at max_limit', async () => {
    const { apiKey, name } = await app.createClient(undefined, 1);
    await subscribe(apiKey, { gtin: validGtin(102) });
    await app.services.webhooks.admin.register(name, 'http://127.0.0.1:9/hook', 'a-secret-of-sixteen-or-more');
    const before = await sideEffects();

    const previewed = await preview(apiKey, buildRichProduct({ gtin: validGtin(103) }));

    expect(previewed.status, previewed.text).toBe(200);
    expect(await sideEffects()).toEqual(before);
    expect((await clientRow(app, name)).current_count).toBe(1);
    expect((await read(apiKey, validGtin(103))).status).toBe(404);
  });

  it('when Accept-Language asks for Swedish, then the summary is Swedish and Content-Language says so', async () => {
    const { apiKey } = await app.createClient();

    const previewed = await preview(apiKey, buildRichProduct({ gtin: validGtin(104) }), { 'Accept-Language': 'sv-SE, sv;q=0.9' });

    expect(previewed.status).toBe(200);
    expect(previewed.headers.get('content-language')).toBe('sv');
    expect(previewed.headers.get('vary')).toMatch(/Accept-Language/);
    expect(previewed.body.explanation.summary.find((s: { field: string }) => s.field === 'CO2e').text).toMatch(/^Klimatavtrycket/);
  });

  it.each([
    ['a wrong check digit', { gtin: withWrongCheckDigit(validGtin(105)) }, ['/gtin']],
    ['no gtin (a preview needs one)', { client_identifier: 'SKU-1', name: 'x' }, ['/gtin']],
    ['an unknown field', { gtin: validGtin(106), colour: 'blue' }, ['/colour']],
    ['a name over 255 characters', { gtin: validGtin(107), name: 'x'.repeat(256) }, ['/name']],
  ])('when the body has %s, then 400 names the place and nothing changes', async (_case, body, pointers) => {
    const { apiKey } = await app.createClient();
    const before = await sideEffects();

    const response = await preview(apiKey, body);

    expectContractResponse('previewProduct', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(pointers);
    expect(await sideEffects()).toEqual(before);
  });

  it('when the key is missing, the account suspended, the body not JSON or the rate limit used up, then 401, 403, 415 and 429', async () => {
    const suspended = await app.createClient();
    await app.services.clientService.setStatus(suspended.name, 'suspended');
    const limited = await app.createClient();
    await app.services.clientService.setRateLimit(limited.name, 2);
    const body = buildRichProduct({ gtin: validGtin(108) });

    const noKey = await preview(undefined, body);
    const bySuspended = await preview(suspended.apiKey, body);
    const notJson = await request(`${app.baseUrl}/products/preview`, { apiKey: (await app.createClient()).apiKey, rawBody: 'gtin=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await preview(limited.apiKey, body)).status);

    expect(noKey.status).toBe(401);
    expect(bySuspended.status).toBe(403);
    expect(notJson.status).toBe(415);
    // A preview costs at least 2 points (contract: *Limits*), charged as the whole limit of 2 at most.
    expect(statuses).toEqual([200, 429, 429]);
  });
});

describe('POST /products/batch', () => {
  it('when some GTINs are subscribed, then each gets its record as the single read does, in the order asked, and the others are not_subscribed', async () => {
    const { apiKey } = await app.createClient();
    const subscribed = [validGtin(201), validGtin(202), validGtin(203)];
    for (const gtin of subscribed) await subscribe(apiKey, { gtin, name: `Produkt ${gtin}` });
    const asked = [subscribed[2]!, validGtin(299), subscribed[0]!, '96385074', subscribed[2]!, subscribed[1]!];

    const response = await batch(apiKey, asked);
    const singles = await Promise.all(subscribed.map((gtin) => read(apiKey, gtin)));

    expectContractResponse('batchGetProducts', response);
    expect(response.status).toBe(200);
    expect(response.body.products.map((entry: { gtin: string; status: string }) => [entry.gtin, entry.status])).toEqual([
      [normalised(subscribed[2]!), 'subscribed'],
      [normalised(validGtin(299)), 'not_subscribed'],
      [normalised(subscribed[0]!), 'subscribed'],
      ['00000096385074', 'not_subscribed'],
      [normalised(subscribed[2]!), 'subscribed'],
      [normalised(subscribed[1]!), 'subscribed'],
    ]);
    expect(response.body.notSubscribed).toBe(2);
    const byGtin = new Map(singles.map((single: ApiResponse<any>) => [single.body.gtin as string, single.body]));
    for (const entry of response.body.products) {
      expect(entry.record).toEqual(entry.status === 'subscribed' ? byGtin.get(entry.gtin) : null);
    }
  });

  it('when 1,000 GTINs are asked, then 1,000 entries come back; 1,001 is a 400 and nothing is read', async () => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, { gtin: validGtin(300) });
    const thousand = Array.from({ length: 1000 }, (_value, index) => validGtin(300 + index));

    const full = await batch(apiKey, thousand);
    const over = await batch(apiKey, [...thousand, validGtin(1300)]);

    expect(full.status).toBe(200);
    expect(full.body.products).toHaveLength(1000);
    expect(full.body.notSubscribed).toBe(999);
    expect(full.body.products[0].status).toBe('subscribed');
    expectContractResponse('batchGetProducts', over);
    expect(over.status).toBe(400);
    expect(errorPointers(over.body)).toEqual(['/gtins']);
  });

  it.each([
    ['an empty list', [], ['/gtins']],
    ['wrong check digits (each listed)', ['7310865071859', withWrongCheckDigit(validGtin(401)), '96385074', withWrongCheckDigit(validGtin(402))], ['/gtins/1', '/gtins/3']],
    ['a 15-digit GTIN', ['731086507185900'], ['/gtins/0']],
    ['a number instead of a string', [7310865071859], ['/gtins/0']],
    ['malformed items and wrong check digits together (all listed at once)', ['x7310865071859', withWrongCheckDigit(validGtin(403)), '7310865071859', '1234567', withWrongCheckDigit(validGtin(404))], ['/gtins/0', '/gtins/1', '/gtins/3', '/gtins/4']],
    ['over 1,000 GTINs and a wrong check digit', [withWrongCheckDigit(validGtin(405)), ...Array.from({ length: 1000 }, () => '7310865071859')], ['/gtins', '/gtins/0']],
  ])('when the batch has %s, then 400 names every offending item', async (_case, gtins, pointers) => {
    const { apiKey } = await app.createClient();

    const response = await batch(apiKey, gtins);

    expectContractResponse('batchGetProducts', response);
    expect(response.status).toBe(400);
    expect(errorPointers(response.body)).toEqual(pointers);
  });

  it('when a batch has a malformed GTIN and a wrong check digit, then each is named with what is wrong with it', async () => {
    const { apiKey } = await app.createClient();

    const response = await batch(apiKey, ['7310-8650', withWrongCheckDigit(validGtin(406))]);

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { pointer: '/gtins/0', detail: expect.stringContaining('must match pattern') },
      { pointer: '/gtins/1', detail: 'wrong GS1 check digit' },
    ]);
  });

  it('when a batch is read, then nothing changes', async () => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, { gtin: validGtin(501) });
    const before = await databaseFingerprint(app);

    const response = await batch(apiKey, [validGtin(501)]);

    expect(response.status).toBe(200);
    expect(await databaseFingerprint(app)).toBe(before);
  });
});
