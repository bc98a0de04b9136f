import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FAILURES_PER_WINDOW, createAuthThrottle } from '../../../src/accounts/auth-throttle.js';
import { createAuthenticator, ISSUED_KEYS_MAX_AGE_MS, oncePerRequest } from '../../../src/accounts/authenticator.js';
import { createClientStore } from '../../../src/accounts/client-store.js';
import { expectContractResponse } from '../../support/contract.js';
import { eventually } from '../../support/eventually.js';
import { request } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Failed authentications: throttled per source address across processes, unknown keys cached. */
let app: TestApp;
beforeAll(async () => {
  // Keys that worked are cached, as in production (5 s, the longest allowed, for a slow machine).
  app = await startTestApp({ AUTH_CACHE_MS: '5000' });
});
afterAll(async () => app?.close());

const wrongKey = (n: number) => `pss_live_wrong${String(n).padStart(28, '0')}`;
const account = (apiKey: string) => request(`${app.baseUrl}/subscribe/account`, { apiKey });

describe('failed authentications from one address', () => {
  it('are answered 401 up to the limit, then 429 problem+json with Retry-After for wrong keys, while every valid key keeps working', async () => {
    const partner = await app.createClient();
    const neighbour = await app.createClient();
    const rotated = await app.createClient();
    const oldKey = rotated.apiKey;
    await app.services.clientService.rotateKey(rotated.name);
    for (let n = 0; n < AUTH_FAILURES_PER_WINDOW; n++) {
      expect((await account(wrongKey(n))).status, `wrong key ${n}`).toBe(401);
    }
    expect((await account(partner.apiKey)).status).toBe(200); // now cached as valid
    const refused = await account(wrongKey(AUTH_FAILURES_PER_WINDOW));
    expectContractResponse('getAccount', refused);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ type: '/problems/too-many-failed-authentications', status: 429 });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Wrong keys stay refused, on the read lane's path too, and so does a key revoked by a rotation.
    expect((await request(`${app.baseUrl}/product/07310865071859`, { apiKey: wrongKey(999) })).status).toBe(429);
    expect((await account(oldKey)).status).toBe(429);
    // A valid key this address never used (another partner behind the same NAT) is served: no lockout.
    const served = await account(neighbour.apiKey);
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ client: neighbour.name });
    expect((await request(`${app.baseUrl}/product/07310865071859`, { apiKey: neighbour.apiKey })).status).toBe(404);
    // The key the partner uses keeps working too.
    expect((await account(partner.apiKey)).status).toBe(200);
  });

  it('refuses wrong keys from an address over the limit from memory: no key lookup, whatever the flood', async () => {
    const store = createClientStore(app.db.knex);
    let lookups = 0;
    let indexReads = 0;
    const counting = {
      ...store,
      findByApiKeyHash: (hash: Buffer) => ((lookups += 1), store.findByApiKeyHash(hash)),
      liveKeyHashes: () => ((indexReads += 1), store.liveKeyHashes()),
    };
    const throttle = createAuthThrottle(app.db.knex, []);
    const authenticate = oncePerRequest(createAuthenticator(counting, 5_000), throttle);
    const from = { socket: { remoteAddress: '198.51.100.77' }, connection: { remoteAddress: '198.51.100.77' }, headers: {} };
    const attempt = (key: string) => authenticate(key, { ...from } as unknown as IncomingMessage);
    for (let n = 0; n < AUTH_FAILURES_PER_WINDOW; n++) expect(await attempt(wrongKey(2_000 + n))).toBeUndefined();
    await expect(attempt(wrongKey(3_000))).rejects.toMatchObject({ type: 'too-many-failed-authentications' });
    const before = lookups;
    for (let n = 0; n < 1_000; n++) await expect(attempt(wrongKey(4_000 + n))).rejects.toMatchObject({ type: 'too-many-failed-authentications' });
    expect(lookups - before, 'key lookups for 1,000 wrong keys from a blocked address').toBe(0);
    expect(indexReads, 'the index of issued keys is read once').toBe(1);
    // A key issued after the index was read: refused from this address until the index is read
    // again (at most ISSUED_KEYS_MAX_AGE_MS later, in the background), then served.
    const partner = await app.createClient();
    const outcome = () => attempt(partner.apiKey).then((client) => client?.name, (error: { type?: string }) => error.type);
    expect(await eventually(outcome, (seen) => seen === partner.name, ISSUED_KEYS_MAX_AGE_MS * 3, 200)).toBe(partner.name);
    expect(indexReads).toBeGreaterThanOrEqual(2);
  });

  it('are counted in PostgreSQL, so another process refuses the address at its first failure', async () => {
    // A second throttle, as another API process has: nothing in its memory, the count in the shared table.
    const other = createAuthThrottle(app.db.knex, []);
    expect(other.retryAfter('127.0.0.1')).toBeUndefined();
    await other.recordFailure('127.0.0.1');
    expect(other.retryAfter('127.0.0.1')).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    await other.recordFailure('192.0.2.7');
    expect(other.retryAfter('192.0.2.7')).toBeUndefined();
  });
});

describe('the source address', () => {
  const from = (peer: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

  it('is the peer, unless the peer is a proxy listed in TRUST_PROXY (then the address it forwards)', () => {
    const direct = createAuthThrottle(app.db.knex, []);
    expect(direct.sourceOf(from('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    const proxied = createAuthThrottle(app.db.knex, ['loopback']);
    expect(proxied.sourceOf(from('127.0.0.1', '198.51.100.1'))).toBe('198.51.100.1');
    // A client cannot pick its own address by sending the header past the proxy list.
    expect(proxied.sourceOf(from('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });
});

describe('unknown keys', () => {
  it('cannot evict valid keys from the cache: a flood of more wrong keys than it holds leaves a valid key cached', async () => {
    const store = createClientStore(app.db.knex);
    let lookups = 0;
    const counting = { ...store, findByApiKeyHash: (hash: Buffer) => ((lookups += 1), store.findByApiKeyHash(hash)) };
    // Cached for longer than the flood takes on a slow machine (the setting allows 5 s at most).
    const authenticator = createAuthenticator(counting, 60_000);
    const partner = await app.createClient();
    expect(await authenticator.authenticate(partner.apiKey)).toMatchObject({ name: partner.name });
    const flood = Array.from({ length: 10_001 }, (_, n) => wrongKey(100_000 + n));
    for (let start = 0; start < flood.length; start += 100) {
      await Promise.all(flood.slice(start, start + 100).map((key) => authenticator.authenticate(key)));
    }
    const afterFlood = lookups;
    expect(authenticator.cached(partner.apiKey)).toMatchObject({ name: partner.name });
    expect(await authenticator.authenticate(partner.apiKey)).toMatchObject({ name: partner.name });
    expect(lookups).toBe(afterFlood);
    // The negative cache evicts its least recently used entries, not everything: the latest wrong key is still known wrong.
    expect(authenticator.cached(flood.at(-1)!)).toBeNull();
    expect(authenticator.cached(flood[0]!)).toBeUndefined();
  });

  it('are looked up once, then answered from the negative cache', async () => {
    const store = createClientStore(app.db.knex);
    let lookups = 0;
    const counting = { ...store, findByApiKeyHash: (hash: Buffer) => ((lookups += 1), store.findByApiKeyHash(hash)) };
    const authenticator = createAuthenticator(counting, 0);
    for (let n = 0; n < 100; n++) expect(await authenticator.authenticate(wrongKey(5))).toBeUndefined();
    expect(lookups).toBe(1);
    expect(authenticator.cached(wrongKey(5))).toBeNull();
    // A key issued now is not one of them: it is looked up and found.
    const issued = await app.createClient();
    expect(await authenticator.authenticate(issued.apiKey)).toMatchObject({ name: issued.name });
    expect(lookups).toBe(2);
  });
});
