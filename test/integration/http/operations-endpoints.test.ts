import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { contractDocument } from '../../support/contract.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => app?.close());

describe('service endpoints outside the API', () => {
  it('when probed, then /healthz and /readyz answer 200', async () => {
    expect((await request(`${app.origin}/healthz`)).status).toBe(200);
    const ready = await request(`${app.origin}/readyz`);
    expect(ready.status).toBe(200);
    // No worker in this process (as `pss serve --no-worker`), and no delivery waiting yet.
    expect(ready.body).toEqual({ status: 'ready', worker: 'absent', deliveries: { waiting: 0, oldestWaitingSeconds: 0 } });
  });

  it('when a change waits with no worker to deliver it, then /readyz and /metrics count it and say how long it has waited', async () => {
    const client = await app.createClient();
    await app.services.webhooks.admin.register(client.name, 'http://127.0.0.1:9/hook', 'readiness-signing-secret');
    const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey: client.apiKey, json: [{ gtin: '07310865071859' }] });
    expect(subscribed.status).toBe(200);
    // The change has waited 90 s (its row says so), rather than the test waiting.
    const waited = await app.db.knex('webhook_deliveries').where({ status: 'pending' })
      .update({ created_at: app.db.knex.raw("now() - interval '90 seconds'"), next_attempt_at: app.db.knex.raw("case when next_attempt_at is null then null else now() - interval '90 seconds' end") });
    expect(waited).toBe(1);
    const ready = await request<{ deliveries: { waiting: number; oldestWaitingSeconds: number } }>(`${app.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.deliveries.waiting).toBe(1);
    expect(ready.body.deliveries.oldestWaitingSeconds).toBeGreaterThanOrEqual(90);
    const metrics = (await request(`${app.metricsOrigin}/metrics`)).text;
    expect(metrics).toMatch(/^pss_webhook_deliveries_waiting 1$/m);
    expect(Number(/^pss_webhook_oldest_waiting_delivery_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(90);
    // A process without a worker reports none.
    expect(metrics).not.toMatch(/^pss_worker_running/m);
  });

  it('when the methodology linked from the docs is fetched, then the published method is served', async () => {
    const response = await request(`${app.origin}/docs/methodology`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('climateScore');
    expect(response.text).toContain('Nutri-Score');
  });

  it('when the contract is fetched, then YAML and JSON are served and agree', async () => {
    const yaml = await request(`${app.baseUrl}/openapi.yaml`);
    const json = await request<{ openapi: string; paths: Record<string, unknown> }>(`${app.baseUrl}/openapi.json`);
    expect(yaml.text).toContain('openapi: 3.1.0');
    expect(json.body.openapi).toBe('3.1.0');
    expect(Object.keys(json.body.paths)).toContain('/product/{gtin}');
  });

  it('when any response is sent, then it carries security headers, a request id and no framework banner', async () => {
    const response = await request(`${app.baseUrl}/subscribe/account`, { headers: { 'X-Request-Id': 'trace-123' } });
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const generated = await request(`${app.baseUrl}/subscribe/account`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limiting per client', () => {
  it('when a client exceeds its requests per minute, then it gets 429 with Retry-After and RateLimit headers, and another client does not', async () => {
    const limited = await app.createClient();
    const other = await app.createClient();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await request(`${app.baseUrl}/subscribe/account`, { apiKey: limited.apiKey }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    const last = answers[5]!;
    expect(last.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.headers.get('ratelimit-limit')).toBe('5');
    expect(last.headers.get('ratelimit-remaining')).toBe('0');
    const fine = await request(`${app.baseUrl}/subscribe/account`, { apiKey: other.apiKey });
    expect(fine.status).toBe(200);
    expect(fine.headers.get('ratelimit-remaining')).toBe('4');
  });

  it('when the operator sets a per-client limit, then that limit applies instead of the default', async () => {
    const client = await app.createClient();
    await app.services.clientService.setRateLimit(client.name, 2);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(`${app.baseUrl}/subscribe/account`, { apiKey: client.apiKey })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('metrics', () => {
  it('when scraped, then requests by operation and status, latency and queue depth are exported', async () => {
    const client = await app.createClient();
    await request(`${app.baseUrl}/subscribe/account`, { apiKey: client.apiKey });
    await request(`${app.baseUrl}/no/such/path/${Date.now()}`);
    const metrics = await request(`${app.origin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/pss_http_requests_total\{operation="getAccount",method="GET",status="200"\} \d+/);
    expect(metrics.text).toMatch(/pss_http_requests_total\{operation="unmatched",method="GET",status="404"\}/);
    expect(metrics.text).toMatch(/pss_http_request_duration_seconds_bucket\{le="0.1",operation="getAccount"\}/);
    expect(metrics.text).toMatch(/pss_job_queue_depth \d+/);
  });
});

describe('HTTP-level limits', () => {
  it('when the URL and headers exceed 16 KiB, then the answer is 431 problem+json', async () => {
    const response = await request(`${app.baseUrl}/product/${'1'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.body).toMatchObject({ status: 431, type: '/problems/headers-too-large' });
  });
});

describe('routing from the contract', () => {
  it('when a path exists but not with the method, then 405 problem+json lists the allowed methods', async () => {
    const { apiKey } = await app.createClient();
    const response = await request(`${app.baseUrl}/webhook/deliveries`, { method: 'POST', apiKey });
    expect(response.status).toBe(405);
    // HEAD is answered wherever GET is, so it is allowed there too (but for the GET that acts, x-head: false).
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const trigger = await request(`${app.baseUrl}/webhook/trigger`, { method: 'POST', apiKey });
    expect(trigger.headers.get('allow')).toBe('GET');
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const product = await request(`${app.baseUrl}/product/07310865071859`, { method: 'DELETE', apiKey });
    expect(product.status).toBe(405);
    expect(product.headers.get('allow')).toBe('GET, HEAD');
  });

  it('when no path matches, then 404 problem+json, with or without a key', async () => {
    const { apiKey } = await app.createClient();
    for (const key of [apiKey, undefined]) {
      const response = await request(`${app.baseUrl}/subscribe/more/add/extra`, { method: 'POST', apiKey: key, json: {} });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ type: '/problems/not-found', status: 404 });
    }
  });

  it('when a path the contract names literally is called with another method, then 405 with its own methods, not a template operation', async () => {
    const { apiKey } = await app.createClient();
    // /subscribe/account also fits /subscribe/{gtin} (DELETE), /products/preview fits /products/{gtin} (GET).
    for (const [method, path, allow] of [['DELETE', '/subscribe/account', 'GET, HEAD'], ['GET', '/products/preview', 'POST'], ['GET', '/products/batch', 'POST']] as const) {
      const response = await request(`${app.baseUrl}${path}`, { method, apiKey });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(response.body).toMatchObject({ type: '/problems/method-not-allowed', status: 405, instance: `/v2${path}` });
    }
  });

  it('when the API key is missing or unknown, then 401 with the challenge the contract names in WWW-Authenticate', async () => {
    const challenge = contractDocument.components.headers.WwwAuthenticate.schema.const as string;
    for (const apiKey of [undefined, 'pss_live_not_a_key_of_this_service']) {
      const response = await request(`${app.baseUrl}/subscribe/account`, { apiKey });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe(challenge);
      expect(response.body).toMatchObject({ type: '/problems/unauthorized', status: 401 });
    }
  });

  it('when a path has malformed percent-encoding, then 400 problem+json, not a fault', async () => {
    const { apiKey } = await app.createClient();
    for (const path of ['/products/%', '/product/%zz', '/subscribe/%ED%A0%80', '/subscribe/unsubscribeById/%E0%A4%A']) {
      const response = await request(`${app.baseUrl}${path}`, { method: path.startsWith('/product') ? 'GET' : 'DELETE', apiKey });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body.detail).toBe('The request path has malformed percent-encoding.');
    }
  });

  it('when the trailing slash of /subscribe/ is left out, then the same operation answers', async () => {
    const { apiKey } = await app.createClient();
    const response = await request(`${app.baseUrl}/subscribe`, { apiKey, json: [] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ productsSubscribed: 0, productsSkipped: 0 });
  });
});
