import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FAILURES_PER_WINDOW, createAuthThrottle } from '../../src/accounts/auth-throttle.js';
import { createAuthenticator } from '../../src/accounts/authenticator.js';
import { createClientStore } from '../../src/accounts/client-store.js';
import { expectContractResponse } from '../support/contract.js';
import { request } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

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
  it('are answered 401 up to the limit, then 429 problem+json with Retry-After, while a key in use keeps working', async () => {
    const partner = await app.createClient();
    const unused = await app.createClient();
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

    // The read lane's path too, and a valid key this address never used: both refused until the window ends.
    expect((await request(`${app.baseUrl}/product/07310865071859`, { apiKey: wrongKey(999) })).status).toBe(429);
    expect((await account(unused.apiKey)).status).toBe(429);
    // The key the partner uses is known valid from the cache: no lookup, no refusal.
    expect((await account(partner.apiKey)).status).toBe(200);
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
