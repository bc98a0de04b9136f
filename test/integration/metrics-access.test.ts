import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { validateSchema } from '../support/contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** GET /metrics kept from the public: on its own port (METRICS_PORT), behind a token (METRICS_TOKEN), or both. */
const TOKEN = 'metrics-token-0123456789';
let plain: TestApp;
let tokened: TestApp;
let separate: TestApp;

beforeAll(async () => {
  [plain, tokened, separate] = await Promise.all([
    startTestApp(),
    startTestApp({ METRICS_TOKEN: TOKEN }),
    startTestApp({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), tokened?.close(), separate?.close()]);
});

const isMetrics = (text: string) => /^# HELP pss_/m.test(text);

describe('GET /metrics', () => {
  it('without settings, is served on the API port to anyone', async () => {
    const response = await request(`${plain.origin}/metrics`);
    expect(response.status).toBe(200);
    expect(isMetrics(response.text)).toBe(true);
  });

  it('with METRICS_TOKEN, answers only the bearer of the token; others get 401 problem+json', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await request(`${tokened.origin}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
      expect({ authorization, status: response.status }).toEqual({ authorization, status: 401 });
      expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
      expect(validateSchema('Problem', response.body)).toEqual([]);
      expect(isMetrics(response.text)).toBe(false);
    }
    const allowed = await request(`${tokened.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(isMetrics(allowed.text)).toBe(true);
  });

  it('with METRICS_PORT, is served on that port only', async () => {
    expect(separate.metricsOrigin).not.toBe(separate.origin);
    const onApi = await request(`${separate.origin}/metrics`);
    expect(onApi.status).toBe(404);
    expect(isMetrics(onApi.text)).toBe(false);
    const onMetrics = await request(`${separate.metricsOrigin}/metrics`);
    expect(onMetrics.status).toBe(200);
    expect(isMetrics(onMetrics.text)).toBe(true);
    const elsewhere = await request(`${separate.metricsOrigin}/v2/subscribe/account`, { notTheService: true });
    expect(elsewhere.status).toBe(404);
    expect(validateSchema('Problem', elsewhere.body)).toEqual([]);
  });
});
