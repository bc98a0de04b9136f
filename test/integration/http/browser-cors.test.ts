import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';
import { runPss } from '../../support/cli.js';
import { request } from '../../support/http.js';
import { startPrism, type PrismMock } from '../../support/prism.js';

/**
 * Browsers (docs/adr/0089-browser-origins.md): a page may call the API with an account's key only from an origin
 * the operator allowed for that account. The preflight is answered (204, never 405), with permission only for an
 * allowed origin; an answer is readable by the page only when the key's account allows its origin. The mock
 * answers a browser's requests the same way, for every origin (it has no accounts).
 */
const APP_ORIGIN = 'https://shop.example.se';
const OTHER_ORIGIN = 'https://elsewhere.example.com';

let app: TestApp;
let allowed: { name: string; apiKey: string };
let other: { name: string; apiKey: string };
beforeAll(async () => {
  app = await startTestApp();
  allowed = await app.createClient();
  other = await app.createClient();
  const account = await app.services.clientService.requireClient(allowed.name);
  await app.services.browserOrigins.add(account, `${APP_ORIGIN}/`);
});
afterAll(async () => app?.close());

const preflight = (path: string, origin: string, method: string, url = app.baseUrl) =>
  request(`${url}${path}`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'x-api-key, content-type, idempotency-key' } });

describe('a CORS preflight', () => {
  it('from an origin an account allows: 204 with the permission for the path\'s methods', async () => {
    const response = await preflight('/subscribe/', APP_ORIGIN, 'POST');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, HEAD');
    expect(response.headers.get('access-control-allow-headers')).toBe('*');
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('from an origin no account allows, or for a method the path does not take: 204 without permission', async () => {
    for (const [origin, method] of [[OTHER_ORIGIN, 'POST'], [APP_ORIGIN, 'DELETE']] as const) {
      const response = await preflight('/subscribe/', origin, method);
      expect(response.status, `${origin} ${method}`).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    }
  });

  it('for a path the API does not have: 404 problem+json', async () => {
    const response = await preflight('/nothing/here', APP_ORIGIN, 'GET');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ type: '/problems/not-found' });
  });
});

describe('a request from a page', () => {
  it('with a key of an account that allows its origin: the answer is readable, every header exposed', async () => {
    const response = await request(`${app.baseUrl}/subscribe/account`, { apiKey: allowed.apiKey, headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('with a key of another account: answered, but not readable by the page (no permission)', async () => {
    const response = await request(`${app.baseUrl}/subscribe/account`, { apiKey: other.apiKey, headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('with a wrong key: the 401 is readable by a page of an allowed origin, so the app can say why', async () => {
    const response = await request(`${app.baseUrl}/subscribe/account`, { apiKey: 'pss_live_not_a_key', headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const elsewhere = await request(`${app.baseUrl}/subscribe/account`, { apiKey: 'pss_live_not_a_key', headers: { Origin: OTHER_ORIGIN } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an explanation keeps Vary: Accept-Language beside Origin', async () => {
    const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey: allowed.apiKey, json: [{ gtin: '07310865071859' }], headers: { Origin: APP_ORIGIN } });
    expect(subscribed.status).toBe(200);
    const response = await request(`${app.baseUrl}/product/07310865071859/explanation`, { apiKey: allowed.apiKey, headers: { Origin: APP_ORIGIN, 'Accept-Language': 'sv' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Language, Origin');
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('without Origin (a server): no CORS headers at all', async () => {
    const response = await request(`${app.baseUrl}/subscribe/account`, { apiKey: allowed.apiKey });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });
});

describe('the operator', () => {
  it('allows origins as browsers send them, and refuses what is not an origin', async () => {
    const account = await app.services.clientService.requireClient(other.name);
    await app.services.browserOrigins.add(account, 'HTTPS://Admin.Example.se:443/');
    expect(await app.services.browserOrigins.list(account)).toEqual(['https://admin.example.se']);
    for (const wrong of ['admin.example.se', 'ftp://example.se', 'https://example.se/path', 'https://user@example.se']) {
      await expect(app.services.browserOrigins.add(account, wrong), wrong).rejects.toMatchObject({ type: 'invalid-origin' });
    }
    expect(await app.services.browserOrigins.remove(account, 'https://admin.example.se')).toBe(true);
    expect(await app.services.browserOrigins.list(account)).toEqual([]);
  });
});

describe('pss client origin', () => {
  it('add, list and remove, as the operator runs them; the service follows at once', async () => {
    const env = { DATABASE_URL: app.database.url, DATA_DIR: app.config.dataDir, SECRET_KEY: TEST_SECRET_KEY };
    const pss = async (...args: string[]) => {
      const result = await runPss(['--json', 'client', 'origin', ...args], env);
      expect(result.code, result.stderr).toBe(0);
      return JSON.parse(result.stdout) as { origins: string[] };
    };
    const partnerOrigin = 'https://partner-admin.example.se';
    expect((await preflight('/subscribe/account', partnerOrigin, 'GET')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await pss('add', other.name, `${partnerOrigin}/`)).origins).toEqual([partnerOrigin]);
    expect((await pss('list', other.name)).origins).toEqual([partnerOrigin]);
    expect((await preflight('/subscribe/account', partnerOrigin, 'GET')).headers.get('access-control-allow-origin')).toBe(partnerOrigin);
    const read = await request(`${app.baseUrl}/subscribe/account`, { apiKey: other.apiKey, headers: { Origin: partnerOrigin } });
    expect(read.headers.get('access-control-allow-origin')).toBe(partnerOrigin);
    expect((await pss('remove', other.name, partnerOrigin)).origins).toEqual([]);
    expect((await preflight('/subscribe/account', partnerOrigin, 'GET')).headers.get('access-control-allow-origin')).toBeNull();
    const refused = await runPss(['--json', 'client', 'origin', 'add', other.name, 'not an origin'], env);
    expect(refused.code).not.toBe(0);
    expect(JSON.parse(refused.stderr)).toMatchObject({ error: { type: 'invalid-origin' } });
  });
});

describe('the mock', () => {
  let prism: PrismMock;
  beforeAll(async () => {
    prism = await startPrism();
  });
  afterAll(async () => prism?.stop());

  it('answers the same preflight 204 with permission, and its answers are readable (it allows every origin: no accounts)', async () => {
    const response = await request(`${prism.baseUrl}/subscribe/`, { method: 'OPTIONS', notTheService: true, headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key, content-type' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/shop\.example\.se)$/);
    const account = await request(`${prism.baseUrl}/subscribe/account`, { apiKey: 'pss_live_any', notTheService: true, headers: { Origin: APP_ORIGIN } });
    expect(account.status).toBe(200);
    expect(account.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/shop\.example\.se)$/);
    expect(account.headers.get('access-control-expose-headers')).toBe('*');
  });
});
