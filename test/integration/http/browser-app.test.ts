import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser.js';
import { startPrism, type PrismMock } from '../../support/prism.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A browser app written against the mock works against the service by changing only the base URL and the key
 * (docs/adr/0089-browser-origins.md): the same code, in Chromium, on a page of its own origin, calls the mock and
 * then the service (whose operator allowed that origin for the account), and reads the same answers and headers.
 * With a key of an account that does not allow the origin, the browser gives the page nothing.
 */

/** The frontend's code, as a page would run it: account, bulk subscribe (with an idempotency key), a read. */
const APP_CODE = `
async function frontend(baseUrl, apiKey) {
  const headers = { 'X-API-KEY': apiKey };
  try {
    const account = await fetch(baseUrl + '/subscribe/account', { headers });
    const subscribed = await fetch(baseUrl + '/subscribe/', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify([{ gtin: '07310865071859', name: 'Havredryck Barista 1 l', ingredients: 'vatten, havre (10%), rapsolja, salt' }]),
    });
    const product = await fetch(baseUrl + '/product/07310865071859', { headers });
    return {
      statuses: [account.status, subscribed.status, product.status],
      accountMembers: Object.keys(await account.json()).sort(),
      rateLimitRemaining: account.headers.get('RateLimit-Remaining'),
      mode: account.headers.get('PSS-Mode'),
      etag: product.headers.get('ETag') !== null,
      productGtin: (await product.json()).gtin,
    };
  } catch (error) {
    return { failed: String(error) };
  }
}
`;

let app: TestApp;
let prism: PrismMock;
let pageServer: http.Server;
let appOrigin: string;
let browser: Browser;
let page: Page;
let allowedKey: string;
let otherKey: string;

beforeAll(async () => {
  [app, prism, browser] = await Promise.all([startTestApp(), startPrism(), launchBrowser()]);
  // The frontend's own origin: a page served from another port of loopback.
  pageServer = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><title>Shop</title><script>${APP_CODE}</script>`));
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  const allowed = await app.createClient();
  const other = await app.createClient();
  [allowedKey, otherKey] = [allowed.apiKey, other.apiKey];
  await app.services.browserOrigins.add(await app.services.clientService.requireClient(allowed.name), appOrigin);
  page = await browser.newPage();
  await page.goto(`${appOrigin}/`);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
  await Promise.all([app?.close(), prism?.stop()]);
});

const runFrontend = (baseUrl: string, apiKey: string) => page.evaluate(([url, key]) => (globalThis as unknown as { frontend: (u: string, k: string) => Promise<Record<string, unknown>> }).frontend(url!, key!), [baseUrl, apiKey]);

describe('a browser app written against the mock', () => {
  it('works against the service with only the base URL and the key changed', async () => {
    const onMock = await runFrontend(prism.baseUrl, 'pss_live_mock_any_value');
    const onService = await runFrontend(app.baseUrl, allowedKey);
    expect(onMock).toMatchObject({ statuses: [200, 200, 200], mode: 'live', etag: true, productGtin: '07310865071859' });
    expect(onService).toEqual({ ...onMock, rateLimitRemaining: expect.stringMatching(/^\d+$/) });
    expect(Number(onMock.rateLimitRemaining)).toBeGreaterThan(0);
  }, 60_000);

  it('gets nothing from the service with a key of an account that does not allow its origin', async () => {
    expect(await runFrontend(app.baseUrl, otherKey)).toEqual({ failed: expect.stringMatching(/Failed to fetch/) });
  }, 60_000);
});
