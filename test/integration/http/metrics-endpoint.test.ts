import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../support/http.js';
import { validateSchema } from '../../support/contract.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';
import { runPss } from '../../support/cli.js';
import { createTestDatabase } from '../../support/database.js';

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

describe('a production server without METRICS_TOKEN or METRICS_PORT', () => {
  it('does not start: exit 4 and one sentence saying why; operator commands still run', async () => {
    const database = await createTestDatabase();
    try {
      const env = { NODE_ENV: 'production', DATABASE_URL: database.url, SECRET_KEY: TEST_SECRET_KEY, PORT: '0' };
      const refused = await runPss(['serve'], env);
      expect(refused.code).toBe(4);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trim().split('\n')).toEqual([
        "error: Configuration error: NODE_ENV=production needs METRICS_TOKEN or METRICS_PORT, because without either GET /metrics would show every client's request counts to anyone who can reach the API",
      ]);
      // Only the server publishes metrics: the operator's commands need neither setting.
      const clients = await runPss(['--json', 'client', 'list'], env);
      expect({ code: clients.code, stdout: clients.stdout.trim() }).toEqual({ code: 0, stdout: '[]' });
    } finally {
      await database.drop();
    }
  }, 120_000);
});
