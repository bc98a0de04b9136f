import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { expectContractResponse, validateSchema } from '../../support/contract.js';
import { validGtin } from '../../support/fixtures.js';

/** GET /subscribe/ (keyset list) and GET /products/export (NDJSON snapshot + feed cursor). */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

let gtinCounter = 0;
const nextGtin = () => validGtin(++gtinCounter * 104_729, 14, 5);
const subscribe = (apiKey: string, items: object[]) => request(`${app.baseUrl}/subscribe/`, { apiKey, json: items });

async function listPage(apiKey: string, query: string, path = '/subscribe/') {
  const response = await request(`${app.baseUrl}${path}${query}`, { apiKey });
  expectContractResponse('listSubscriptions', response);
  return response;
}

/** The raw bytes of an answer (fetch would decompress gzip on its own). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('GET /subscribe/ lists subscriptions', () => {
  it('answers at both paths with every subscription once, in creation order, and the contract fields', async () => {
    const { apiKey } = await app.createClient();
    const gtins = Array.from({ length: 5 }, nextGtin);
    await subscribe(apiKey, gtins.slice(0, 4).map((gtin) => ({ gtin })));
    await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { client_identifier: 'SKU-ONLY', name: 'Egen vara' } });
    for (const path of ['/subscribe/', '/subscribe']) {
      const page = await listPage(apiKey, '', path);
      expect(page.status).toBe(200);
      expect(page.body.nextCursor).toBeNull();
      expect(page.body.subscriptions.map((row: any) => row.gtin ?? row.client_identifier)).toEqual([...gtins.slice(0, 4), 'SKU-ONLY']);
      for (const row of page.body.subscriptions) expect(validateSchema('SubscriptionSummary', row)).toEqual([]);
    }
    const other = await app.createClient();
    expect((await listPage(other.apiKey, '')).body).toEqual({ subscriptions: [], nextCursor: null });
  });

  it('enforces limit 1–1000 (default 100) and accepts only its own cursors', async () => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, Array.from({ length: 101 }, () => ({ gtin: nextGtin() })));
    expect((await listPage(apiKey, '')).body.subscriptions).toHaveLength(100);
    expect((await listPage(apiKey, '?limit=1000')).body.subscriptions).toHaveLength(101);
    expect((await listPage(apiKey, '?limit=1')).body.subscriptions).toHaveLength(1);
    const issued = (await listPage(apiKey, '?limit=100')).body.nextCursor as string;
    expect((await listPage(apiKey, `?after=${issued}`)).body).toMatchObject({ subscriptions: [{}], nextCursor: null });
    const feedCursor = (await request(`${app.baseUrl}/changes?limit=1`, { apiKey })).body.nextCursor as string;
    const tampered = `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`;
    for (const query of ['?limit=0', '?limit=1001', '?limit=1.5', '?limit=1e2', '?limit=0x10', '?limit=%201', '?limit=+5', '?limit=ten', '?limit=', '?limit=1&limit=2', '?after=', '?after=***',
      `?after=${Buffer.from('s1:1').toString('base64url')}`, `?after=${Buffer.from('s2:1').toString('base64url')}`, `?after=${tampered}`, `?after=${feedCursor}`]) {
      const response = await listPage(apiKey, query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type'), query).toMatch(/^application\/problem\+json/);
      expect(new Set(response.body.errors.map((error: any) => error.parameter)), query).toEqual(new Set([query.startsWith('?limit') ? 'limit' : 'after']));
    }
  });

  it("refuses another client's cursor with 400 problem+json, never listing the other client's subscriptions", async () => {
    const owner = await app.createClient();
    const other = await app.createClient();
    await subscribe(owner.apiKey, [{ gtin: nextGtin() }, { gtin: nextGtin() }]);
    await subscribe(other.apiKey, [{ gtin: nextGtin() }, { gtin: nextGtin() }]);
    const cursor = (await listPage(owner.apiKey, '?limit=1')).body.nextCursor as string;
    const response = await listPage(other.apiKey, `?after=${cursor}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: '/problems/invalid-request', errors: [{ parameter: 'after' }] });
    expect(response.text).not.toMatch(/"gtin"/);
  });

  it('a page walk concurrent with inserts and deletes never lists one twice and never skips one that existed throughout', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 7 }), fc.array(fc.record({ add: fc.nat(3), remove: fc.nat(3) }), { minLength: 1, maxLength: 12 }), async (limit, steps) => {
        const { apiKey } = await app.createClient();
        const initial = Array.from({ length: 15 }, nextGtin);
        await subscribe(apiKey, initial.map((gtin) => ({ gtin })));
        const present = new Set(initial);
        const removedEver = new Set<string>();
        const listed: string[] = [];
        let after: string | null = null;
        let step = 0;
        do {
          const page: any = await listPage(apiKey, `?limit=${limit}${after ? `&after=${after}` : ''}`);
          listed.push(...page.body.subscriptions.map((row: any) => row.gtin));
          after = page.body.nextCursor;
          // Between pages: other requests add and remove subscriptions, some of them already listed.
          // One round of changes per page until the rounds run out, so the walk ends.
          const { add, remove } = steps[step++] ?? { add: 0, remove: 0 };
          const added = Array.from({ length: add }, nextGtin);
          if (added.length > 0) await subscribe(apiKey, added.map((gtin) => ({ gtin })));
          for (const gtin of added) present.add(gtin);
          for (const gtin of [...present].slice(0, remove)) {
            expect((await request(`${app.baseUrl}/subscribe/${gtin}`, { apiKey, method: 'DELETE' })).status).toBe(200);
            present.delete(gtin);
            removedEver.add(gtin);
          }
        } while (after);
        expect(new Set(listed).size).toBe(listed.length);
        for (const gtin of initial) if (!removedEver.has(gtin)) expect(listed).toContain(gtin);
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});

describe('GET /products/export', () => {
  it('streams every record exactly as the read returns it, then a trailer whose cursor continues the feed', async () => {
    const { apiKey } = await app.createClient();
    const gtins = Array.from({ length: 30 }, nextGtin);
    await subscribe(apiKey, gtins.map((gtin, index) => ({ gtin, is_eco: index % 2 })));
    await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { client_identifier: 'SKU-ONLY', name: 'Egen vara' } });

    const response = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': apiKey });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    const text = response.body.toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(32);
    const trailer = JSON.parse(lines.pop() as string);
    expect(trailer).toEqual({ trailer: { nextCursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/), records: 31 } });
    for (const [index, gtin] of gtins.entries()) {
      const read = await request(`${app.baseUrl}/product/${gtin}`, { apiKey });
      expect(lines[index]).toBe(read.text);
    }
    // A product known only by client_identifier has no GTIN to read it by; its line says gtin null.
    const byIdentifier = JSON.parse(lines[30] as string);
    expect(byIdentifier.gtin).toBe(null);
    expect(validateSchema('ProductRecord', { ...byIdentifier, gtin: '00000000000000' })).toEqual([]);
    // The list pairs every record id with the partner's identifier, so that line can be matched.
    const listed = await request(`${app.baseUrl}/subscribe/?limit=1000`, { apiKey });
    const identifierById = new Map(listed.body.subscriptions.map((row: any) => [row.id, row.client_identifier ?? row.gtin]));
    expect(identifierById.get(byIdentifier.id)).toBe('SKU-ONLY');
    for (const [index, gtin] of gtins.entries()) expect(identifierById.get(JSON.parse(lines[index] as string).id)).toBe(gtin);

    // Nothing changed since: the feed from the trailer's cursor is empty; then it brings exactly what follows.
    const idle = await request(`${app.baseUrl}/changes?after=${trailer.trailer.nextCursor}`, { apiKey });
    expect(idle.body).toMatchObject({ changes: [], hasMore: false });
    await subscribe(apiKey, [{ gtin: gtins[0], is_eco: 1 }]);
    await request(`${app.baseUrl}/subscribe/${gtins[1]}`, { apiKey, method: 'DELETE' });
    const next = await request(`${app.baseUrl}/changes?after=${trailer.trailer.nextCursor}`, { apiKey });
    expect(next.body.changes.map((change: any) => [change.event, change.gtin])).toEqual([['product.updated', gtins[0]], ['product.unsubscribed', gtins[1]]]);
  });

  it('gzips when asked, and only then: the same lines either way', async () => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, Array.from({ length: 20 }, () => ({ gtin: nextGtin() })));
    const plain = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': apiKey, 'Accept-Encoding': 'identity' });
    const gzipped = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': apiKey, 'Accept-Encoding': 'br;q=0.5, gzip' });
    const refused = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': apiKey, 'Accept-Encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(refused.body.toString('utf8')).toBe(plain.body.toString('utf8'));
  });

  it('an account without subscriptions gets only the trailer: 0 records and a cursor the feed accepts', async () => {
    const { apiKey } = await app.createClient();
    const response = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': apiKey });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const text = response.body.toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(1);
    const { trailer } = JSON.parse(lines[0] as string);
    expect(trailer).toEqual({ nextCursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/), records: 0 });
    await subscribe(apiKey, [{ gtin: nextGtin() }]);
    const feed = await request(`${app.baseUrl}/changes?after=${trailer.nextCursor}`, { apiKey });
    expect(feed.body.changes).toHaveLength(1);
  });

  it('honours Accept-Encoding q-values: gzip only when it is preferred to identity', async () => {
    const { apiKey } = await app.createClient();
    await subscribe(apiKey, Array.from({ length: 5 }, () => ({ gtin: nextGtin() })));
    const plain = (await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': apiKey })).body.toString('utf8');
    for (const [acceptEncoding, gzip] of [
      ['gzip', true], ['GZIP', true], ['gzip;q=1.0', true], ['identity;q=0.5, gzip;q=0.9', true], ['*', true], ['deflate, gzip;q=0.3', true],
      ['gzip;q=0.5, identity', false], ['gzip;q=0', false], ['identity', false], ['br', false], ['deflate', false], ['', false],
    ] as const) {
      const response = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': apiKey, 'Accept-Encoding': acceptEncoding });
      expect(response.status, acceptEncoding).toBe(200);
      expect(response.headers['content-type'], acceptEncoding).toBe('application/x-ndjson; charset=utf-8');
      expect(response.headers['content-encoding'], acceptEncoding).toBe(gzip ? 'gzip' : undefined);
      expect(response.headers.vary, acceptEncoding).toBe('Accept-Encoding');
      expect((gzip ? gunzipSync(response.body) : response.body).toString('utf8'), acceptEncoding).toBe(plain);
    }
  });

  it('refuses like every operation, with problem+json and never a partial stream: no key (401), a suspended account (403), over the rate limit (429)', async () => {
    const noKey = await rawGet(`${app.baseUrl}/products/export`, { 'Accept-Encoding': 'gzip' });
    const suspended = await app.createClient();
    await app.services.clientService.setStatus(suspended.name, 'suspended');
    const forbidden = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': suspended.apiKey, 'Accept-Encoding': 'gzip' });
    const limited = await app.createClient();
    await app.services.clientService.setRateLimit(limited.name, 1);
    expect((await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': limited.apiKey })).status).toBe(200);
    const tooMany = await rawGet(`${app.baseUrl}/products/export`, { 'X-API-KEY': limited.apiKey, 'Accept-Encoding': 'gzip' });
    for (const [response, status, type] of [[noKey, 401, 'unauthorized'], [forbidden, 403, 'account-suspended'], [tooMany, 429, 'rate-limited']] as const) {
      expect(response.status, type).toBe(status);
      expect(response.headers['content-type'], type).toMatch(/^application\/problem\+json/);
      expect(response.headers['content-encoding'], type).toBeUndefined();
      const problem = JSON.parse(response.body.toString('utf8'));
      expect(problem, type).toMatchObject({ type: `/problems/${type}`, status, instance: '/v2/products/export' });
      expect(validateSchema('Problem', problem), type).toEqual([]);
    }
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooMany.headers['ratelimit-limit']).toBe('1');
  });

  it('takes its cursor first: a change committing during the export comes first in the feed from its trailer', async () => {
    const { apiKey, name } = await app.createClient();
    const clientId = Number((await app.db.knex('clients').where({ name }).first('id')).id);
    const gtins = Array.from({ length: 3 }, nextGtin);
    await subscribe(apiKey, gtins.map((gtin) => ({ gtin, is_eco: 0 })));
    const before = (await request(`${app.baseUrl}/product/${gtins[0]}`, { apiKey })).text;

    // A write of the client, open while the export starts, commits before the export ends.
    const held = await app.db.knex.transaction();
    const row = await held('subscriptions').where({ client_id: clientId, gtin: gtins[0] }).first('id', 'record', 'payload');
    const record = String(row.record).replace('"isEco":0', '"isEco":1');
    const payload = String(row.payload).replace('"isEco":0', '"isEco":1');
    await held('subscriptions').where({ id: row.id }).update({ record, payload });
    await app.services.changes.onRecordsChanged(held, [{ subscriptionId: row.id, clientId, gtin: gtins[0] as string, clientIdentifier: null, payload }]);
    // The answer's headers go out once the export has read its first line, so its snapshot is taken.
    let committed: Promise<unknown> | undefined;
    const exported = new Promise<string>((resolve, reject) => {
      http.get(`${app.baseUrl}/products/export`, { headers: { 'X-API-KEY': apiKey } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        committed = held.commit();
      }).on('error', reject);
    });
    const lines = (await exported).trim().split('\n');
    // The export may end before the held write's commit has returned: wait for it before reading.
    await committed;
    const trailer = JSON.parse(lines.pop() as string).trailer;
    expect(lines[0]).toBe(before);
    expect((await request(`${app.baseUrl}/product/${gtins[0]}`, { apiKey })).text).not.toBe(before);
    const feed = (await request(`${app.baseUrl}/changes?after=${trailer.nextCursor}`, { apiKey })).body.changes;
    expect(feed.map((change: any) => JSON.stringify(change.payload))).toEqual([payload]);
  });
});
