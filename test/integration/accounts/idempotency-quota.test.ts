import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../support/contract.js';
import { clientRow, countsOf, validGtin } from '../../support/fixtures.js';
import { request, type ApiResponse } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * What `Idempotency-Key` keeps is bounded (issue 32): read-only operations keep nothing, and each
 * client holds at most its quota of keys and bytes of kept answers (the contract's *Idempotent
 * retries*); a flood of keyed requests from one key leaves `idempotency_keys` within that quota.
 */
const MAX_KEYS = 1000;
const MAX_BYTES = 8 * 1024;
/** Per key, what a row holds beside its answer: the key (at most 255 bytes), digest, run id, headers, times, tuple and index entries. */
const ROW_BOOKKEEPING_BYTES = 1024;
/** Pages a relation holds beyond its rows (a heap page, the TOAST table's and the indexes' first pages, free space). */
const PAGE_SLACK_BYTES = 16 * 8192;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ IDEMPOTENCY_MAX_KEYS_PER_CLIENT: String(MAX_KEYS), IDEMPOTENCY_MAX_BYTES_PER_CLIENT: String(MAX_BYTES), RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => app?.close());

/**
 * The table's size on disk as its live rows need it: compacted first (VACUUM FULL), so that row versions a
 * finished request left behind (its claim, updated with its answer) and autovacuum's timing do not count as kept.
 */
const tableBytes = async (on: TestApp = app) => {
  await on.db.knex.raw('vacuum full idempotency_keys');
  return Number((await on.db.knex.raw<{ rows: { size: string }[] }>(`select pg_total_relation_size('idempotency_keys') as size`)).rows[0]!.size);
};
const kept = async (on: TestApp, clientId: number) =>
  (await on.db.knex.raw<{ rows: { keys: string; bytes: string }[] }>(`select count(*) as keys, coalesce(sum(octet_length(response_body)), 0) as bytes from idempotency_keys where client_id = ?`, [clientId])).rows[0]!;

/** Runs `count` calls, at most `parallel` at once. */
async function flood<T>(count: number, parallel: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) {
      const index = next++;
      results[index] = await call(index);
    }
  }));
  return results;
}

describe('read-only operations keep nothing', () => {
  it('when one key sends 60 batch reads of 1,000 GTINs and 60 previews, each with a new Idempotency-Key, then idempotency_keys does not grow', async () => {
    const { apiKey } = await app.createClient();
    const gtins = Array.from({ length: 1000 }, (_, index) => validGtin(10_000 + index));
    const before = await tableBytes();

    const batches = await flood(60, 4, () => request(`${app.baseUrl}/products/batch`, { apiKey, json: { gtins }, headers: { 'Idempotency-Key': randomUUID() } }));
    const previews = await flood(60, 4, (index) => request(`${app.baseUrl}/products/preview`, { apiKey, json: { gtin: validGtin(20_000 + index), ingredients: 'havre, vatten' }, headers: { 'Idempotency-Key': randomUUID() } }));

    console.log(`idempotency quota: 60 keyed batch reads of 1,000 GTINs (${batches.reduce((sum, answer) => sum + answer.text.length, 0)} bytes answered) and 60 keyed previews → idempotency_keys ${before} → ${await tableBytes()} bytes`);
    expect([...batches, ...previews].every((answer) => answer.status === 200)).toBe(true);
    // What the flood would have kept before: every answer, sealed.
    expect(batches.reduce((sum, answer) => sum + answer.text.length, 0)).toBeGreaterThan(60 * 50_000);
    expect(Number((await app.db.knex('idempotency_keys').count('* as n'))[0]!.n)).toBe(0);
    expect(await tableBytes()).toBe(before);
  });
});

/** One key's flood of `count` keyed subscriptions (a new GTIN each), 8 at a time, and what it left. */
async function floodKeyedWrites(on: TestApp, count: number) {
  const { apiKey, name } = await on.createClient(undefined, 10_000);
  const clientId = Number((await clientRow(on, name)).id);
  const before = await tableBytes(on);
  const product = (index: number) => ({ gtin: validGtin(30_000 + index), name: `Produkt ${index}`, ingredients: 'vatten, havre (10%), rapsolja, kalciumkarbonat, salt' });
  const answers: ApiResponse<any>[] = await flood(count, 8, (index) => request(`${on.baseUrl}/subscribe/more/add`, { apiKey, json: product(index), headers: { 'Idempotency-Key': randomUUID() } }));
  const carriedOut = answers.filter((answer) => answer.status === 200);
  return {
    apiKey, name, clientId, answers, carriedOut, product,
    refused: answers.filter((answer) => answer.status === 429),
    usage: await kept(on, clientId),
    grown: (await tableBytes(on)) - before,
    /** The largest answer as kept: sealed, 28 bytes more. */
    largest: Math.max(...carriedOut.map((answer) => Buffer.byteLength(answer.text) + 28)),
  };
}

/** The refusal the contract states: 429, the quota problem naming the header and the figures, Retry-After 1 to 60. */
function expectQuotaProblem(answer: ApiResponse<any>, maxKeys: number, maxBytes: number): void {
  expectContractResponse('subscribeProduct', answer);
  expect(answer.body).toMatchObject({ type: '/problems/idempotency-quota-exceeded', status: 429, errors: [{ header: 'Idempotency-Key' }] });
  expect(answer.body.detail).toContain(`${maxKeys} Idempotency-Keys or ${maxBytes} bytes`);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('the per-client quota of bytes', () => {
  it('when one key floods keyed writes, then the kept answers stop at the byte quota, the table grows by no more, the rest are refused and change nothing', { timeout: 120_000 }, async () => {
    const flooded = await floodKeyedWrites(app, 300);

    console.log(`idempotency quota: 300 keyed writes → ${flooded.carriedOut.length} kept, ${flooded.refused.length} refused; kept ${flooded.usage.bytes} bytes of answers (quota ${MAX_BYTES}); idempotency_keys grew ${flooded.grown} bytes`);
    expect(new Set(flooded.answers.map((answer) => answer.status))).toEqual(new Set([200, 429]));
    expect(flooded.refused.length).toBeGreaterThan(200);
    expect(Number(flooded.usage.keys)).toBe(flooded.carriedOut.length);
    expect(Number(flooded.usage.keys)).toBeLessThan(MAX_KEYS);
    // New keys stop once the kept bytes reach the quota; answers of runs already under way (8 at a time) are still kept whole.
    expect(Number(flooded.usage.bytes)).toBeGreaterThanOrEqual(MAX_BYTES);
    expect(Number(flooded.usage.bytes)).toBeLessThanOrEqual(MAX_BYTES + 8 * flooded.largest);
    expect(flooded.grown).toBeLessThanOrEqual(MAX_BYTES + 8 * flooded.largest + Number(flooded.usage.keys) * ROW_BOOKKEEPING_BYTES + PAGE_SLACK_BYTES);
    // Without the quota every answer would have been kept.
    expect(flooded.answers.reduce((sum, answer) => sum + Buffer.byteLength(answer.text) + 28, 0)).toBeGreaterThan(5 * MAX_BYTES);
    expectQuotaProblem(flooded.refused[0]!, MAX_KEYS, MAX_BYTES);
    // A refused request changed nothing: exactly the carried-out products are subscribed.
    expect(await countsOf(app, flooded.name)).toEqual({ currentCount: flooded.carriedOut.length, rows: flooded.carriedOut.length });

    // Still answered at the quota: a held key (here with another body: 422, not 429), the request without a key, another client.
    const heldKey = (await app.db.knex('idempotency_keys').where({ client_id: flooded.clientId }).first<{ key: string }>('key')).key;
    const other = await app.createClient();
    const held = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: flooded.apiKey, json: { gtin: validGtin(39_999) }, headers: { 'Idempotency-Key': heldKey } });
    const withoutKey = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: flooded.apiKey, json: flooded.product(299) });
    const byOther = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: other.apiKey, json: flooded.product(299), headers: { 'Idempotency-Key': randomUUID() } });
    expect([held.status, withoutKey.status, byOther.status]).toEqual([422, 200, 200]);
  });
});

describe('the per-client quota of keys', () => {
  const keys = 25;
  let counted: TestApp;
  beforeAll(async () => {
    counted = await startTestApp({ IDEMPOTENCY_MAX_KEYS_PER_CLIENT: String(keys), RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => counted?.close());

  it('when one key floods keyed writes 8 at a time, then exactly the quota of keys is kept (never more) and the rest are refused', { timeout: 120_000 }, async () => {
    const flooded = await floodKeyedWrites(counted, 200);

    console.log(`idempotency quota: 200 keyed writes, 8 at a time → ${flooded.carriedOut.length} kept (quota ${keys}); idempotency_keys grew ${flooded.grown} bytes`);
    expect(flooded.carriedOut).toHaveLength(keys);
    expect(flooded.refused).toHaveLength(200 - keys);
    expect(Number(flooded.usage.keys)).toBe(keys);
    expect(flooded.grown).toBeLessThanOrEqual(keys * (flooded.largest + ROW_BOOKKEEPING_BYTES) + PAGE_SLACK_BYTES);
    expectQuotaProblem(flooded.refused[0]!, keys, 64 * 1024 * 1024);
  });
});
