import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpParts, type HttpParts } from '../../../src/runtime.js';
import { startHttpServer, type RunningServer } from '../../../src/http/server.js';
import { createLogger } from '../../../src/shared/logger.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { buildRichProduct, validGtin, withWrongCheckDigit } from '../../support/fixtures.js';

/**
 * The read lane hands GET /v2/product/{gtin} to the operation core ahead of Express. Here one set
 * of HTTP parts is served twice: with the lane in front (counting what it takes) and through
 * Express alone. Every request gets the same answer from both, and the lane takes exactly the
 * requests it is for.
 */
let app: TestApp;
let parts: HttpParts;
let withLane: RunningServer;
let pipelineOnly: RunningServer;
let laneAnswers = 0;

beforeAll(async () => {
  app = await startTestApp();
  parts = await createHttpParts(app.config, app.services, createLogger('silent'));
  withLane = await startHttpServer(
    (req: IncomingMessage, res: ServerResponse) => {
      if (parts.lane(req, res)) laneAnswers += 1;
      else parts.app(req, res);
    },
    0,
    '127.0.0.1',
    30_000,
  );
  pipelineOnly = await startHttpServer(parts.app, 0, '127.0.0.1', 30_000);
});
afterAll(async () => {
  await withLane?.close();
  await pipelineOnly?.close();
  await app?.close();
});

// Per request or per moment: never compared.
const VARYING = new Set(['date', 'x-request-id', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'keep-alive', 'connection']);

function comparableHeaders(headers: Headers): Record<string, string> {
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!VARYING.has(name)) kept.push([name, value]);
  });
  return Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b)));
}

/** Sends the same request to both servers; returns both answers and whether the lane took it. */
async function both(path: string, headers: Record<string, string> = {}) {
  const before = laneAnswers;
  const lane = await request(`${withLane.origin}${path}`, { headers });
  const answeredByLane = laneAnswers > before;
  const pipeline = await request(`${pipelineOnly.origin}${path}`, { headers });
  return { lane, pipeline, answeredByLane };
}

async function subscribedClient() {
  const client = await app.createClient();
  const gtin = validGtin(Math.floor(Math.random() * 1e6), 13);
  const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey: client.apiKey, json: buildRichProduct({ gtin, name: 'Havregryn' }) });
  expect(response.status).toBe(200);
  return { ...client, gtin };
}

describe('the read lane', () => {
  it('answers a subscribed product exactly as the pipeline does, at both paths and in every GTIN form', async () => {
    const { apiKey, gtin } = await subscribedClient();
    for (const path of [`/v2/product/${gtin}`, `/v2/products/${gtin}`, `/v2/product/0${gtin}`]) {
      const { lane, pipeline, answeredByLane } = await both(path, { 'X-API-KEY': apiKey });
      expect(answeredByLane).toBe(true);
      expect(lane.status).toBe(200);
      expect(lane.text).toBe(pipeline.text);
      expect(comparableHeaders(lane.headers)).toEqual(comparableHeaders(pipeline.headers));
      expect(lane.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
      expect(lane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers a product not subscribed and a wrong check digit with the same problem documents', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const other = validGtin(424_242, 13);
    for (const [path, status] of [[`/v2/product/${other}`, 404], [`/v2/product/${withWrongCheckDigit(gtin)}`, 400]] as const) {
      const { lane, pipeline, answeredByLane } = await both(path, { 'X-API-KEY': apiKey });
      expect(answeredByLane).toBe(true);
      expect(lane.status).toBe(status);
      expect(lane.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
      expect(lane.text).toBe(pipeline.text);
      expect(comparableHeaders(lane.headers)).toEqual(comparableHeaders(pipeline.headers));
    }
  });

  it('takes every GET of its route, whatever the key or parameters, and answers it as Express does', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const suspended = await subscribedClient();
    await app.services.clientService.setStatus(suspended.name, 'suspended');
    const cases: [string, Record<string, string>, number][] = [
      [`/v2/product/${gtin}`, {}, 401],
      [`/v2/product/${gtin}`, { 'X-API-KEY': `${apiKey}x` }, 401],
      [`/v2/product/${suspended.gtin}`, { 'X-API-KEY': suspended.apiKey }, 403],
      [`/v2/product/${gtin}1234`, { 'X-API-KEY': apiKey }, 400],
      ['/v2/product/7350abc123456', { 'X-API-KEY': apiKey }, 400],
      ['/v2/product/%', { 'X-API-KEY': apiKey }, 400],
      ['/v2/product/%00', { 'X-API-KEY': apiKey }, 400],
      [`/v2/product/${gtin}?fields=all`, { 'X-API-KEY': apiKey }, 400],
    ];
    for (const [path, headers, status] of cases) {
      const { lane, pipeline, answeredByLane } = await both(path, headers);
      expect({ path, answeredByLane, status: lane.status }).toEqual({ path, answeredByLane: true, status });
      expect(lane.text).toBe(pipeline.text);
      expect(comparableHeaders(lane.headers)).toEqual(comparableHeaders(pipeline.headers));
    }
  });

  it('leaves every other request to Express', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const cases: [string, string, number][] = [
      [`/v2/product/${gtin}/`, 'GET', 404],
      [`/v2/product/${gtin}`, 'DELETE', 405],
      ['/v2/subscribe/account', 'GET', 200],
    ];
    for (const [path, method, status] of cases) {
      const before = laneAnswers;
      const lane = await request(`${withLane.origin}${path}`, { method, apiKey });
      expect({ path, method, answeredByLane: laneAnswers > before, status: lane.status }).toEqual({ path, method, answeredByLane: false, status });
    }
  });

  it('looks a key up once per request, also when it leaves the request to the pipeline', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const store = app.services.clientStore as { findByApiKeyHash: (...args: never[]) => Promise<unknown> };
    const original = store.findByApiKeyHash;
    let lookups = 0;
    store.findByApiKeyHash = (...args) => {
      lookups += 1;
      return original(...args);
    };
    try {
      // This app caches no keys (AUTH_CACHE_MS=0), so every request looks its key up.
      for (const [key, status] of [[apiKey, 200], [`${apiKey}x`, 401]] as const) {
        lookups = 0;
        expect((await request(`${withLane.origin}/v2/product/${gtin}`, { apiKey: key })).status).toBe(status);
        expect(lookups).toBe(1);
      }
    } finally {
      store.findByApiKeyHash = original;
    }
  });

  it('shares one rate limit with the pipeline: a client gets its limit in all, wherever it calls', async () => {
    const { apiKey, gtin, name } = await subscribedClient();
    await app.services.clientService.setRateLimit(name, 12);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await request(`${withLane.origin}/v2/product/${gtin}`, { apiKey })).status);
      statuses.push((await request(`${withLane.origin}/v2/subscribe/account`, { apiKey })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(12);
    expect(statuses.slice(12).every((status) => status === 429)).toBe(true);
    const refused = await both(`/v2/product/${gtin}`, { 'X-API-KEY': apiKey });
    expect(refused.answeredByLane).toBe(true);
    expect(refused.lane.status).toBe(429);
    expect(refused.pipeline.status).toBe(429);
    expect(Number(refused.lane.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(comparableHeaders(refused.lane.headers)).toEqual(comparableHeaders(refused.pipeline.headers));
  });

  it('reads a client’s own write made just before', async () => {
    const { apiKey, gtin } = await subscribedClient();
    for (const name of ['Havregryn 2', 'Havregryn 3']) {
      expect((await request(`${withLane.origin}/v2/subscribe/more/add`, { apiKey, json: buildRichProduct({ gtin, name }) })).status).toBe(200);
      const read = await request(`${withLane.origin}/v2/product/${gtin}`, { apiKey });
      expect(read.body.name).toBe(name);
    }
  });

  it('counts its answers in the request metrics under the operationId', async () => {
    const metric = async () => {
      const text = (await request(`${withLane.origin}/metrics`)).text;
      return Number(/pss_http_requests_total\{operation="getProduct",method="GET",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const { apiKey, gtin } = await subscribedClient();
    const before = await metric();
    const lanesBefore = laneAnswers;
    for (let i = 0; i < 3; i++) expect((await request(`${withLane.origin}/v2/product/${gtin}`, { apiKey })).status).toBe(200);
    expect(laneAnswers - lanesBefore).toBe(3);
    expect((await metric()) - before).toBe(3);
  });
});

describe('conditional reads (ETag, If-None-Match) on both paths', () => {
  it('sends the same strong ETag from the lane and the pipeline, and 304 without a body for a matching If-None-Match', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const path = `/v2/product/${gtin}`;
    const first = await both(path, { 'X-API-KEY': apiKey });
    const etag = first.lane.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(first.pipeline.headers.get('etag')).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const { lane, pipeline, answeredByLane } = await both(path, { 'X-API-KEY': apiKey, 'If-None-Match': ifNoneMatch });
      expect(answeredByLane).toBe(true);
      for (const answer of [lane, pipeline]) {
        expect(answer.status, ifNoneMatch).toBe(304);
        expect(answer.text).toBe('');
        expect(answer.headers.get('etag')).toBe(etag);
        expect(answer.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
      }
      expect(comparableHeaders(lane.headers)).toEqual(comparableHeaders(pipeline.headers));
    }

    // Another tag, or the record changed since: the full record again, with its new tag.
    const stale = await both(path, { 'X-API-KEY': apiKey, 'If-None-Match': '"not-this-one"' });
    expect([stale.lane.status, stale.pipeline.status]).toEqual([200, 200]);
    expect(stale.lane.text).toBe(first.lane.text);
    const changed = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: buildRichProduct({ gtin, name: 'Havregryn', ingredients: 'havre (100%)', country_of_origin: 'Finland' }) });
    expect(changed.status).toBe(200);
    const after = await both(path, { 'X-API-KEY': apiKey, 'If-None-Match': etag });
    expect([after.lane.status, after.pipeline.status]).toEqual([200, 200]);
    expect(after.lane.text).not.toBe(first.lane.text);
    expect(after.lane.headers.get('etag')).not.toBe(etag);
    expect(after.pipeline.headers.get('etag')).toBe(after.lane.headers.get('etag'));
  });

  it('answers an over-long If-None-Match (over the contract limit of 1000 characters) with 400 naming the header, on both paths', async () => {
    const { apiKey, gtin } = await subscribedClient();
    const { lane, pipeline } = await both(`/v2/product/${gtin}`, { 'X-API-KEY': apiKey, 'If-None-Match': `"${'a'.repeat(1000)}"` });
    for (const answer of [lane, pipeline]) {
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.stringify(answer.body.errors)).toMatch(/if-none-match/i);
    }
    expect(lane.text).toBe(pipeline.text);
  });
});
