import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBulk } from '../support/bulk.js';
import { validateSchema } from '../support/contract.js';
import { eventually } from '../support/eventually.js';
import { request } from '../support/http.js';
import { LOG_DIRECTORY } from '../support/log-scan.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * One party must not take the service away from the others (docs/security.md, "Exports" and
 * "Cheap refusals first"): slow export readers while another tenant reads, and unauthenticated
 * floods of large nested bodies while /healthz is polled. Loopback only, every loop bounded in
 * count and time; the latencies asserted are the ones docs/security.md states.
 */

/** The stated bound for another tenant's read, and /readyz, while exports are held open by slow readers. */
const READ_LATENCY_BOUND_MS = 1_000;
/** The stated bound for /healthz while large unauthenticated bodies arrive. */
const HEALTH_LATENCY_BOUND_MS = 250;
/** Enough records (about 10 MiB) that an export does not fit in loopback socket buffers (about 5 MiB in flight), as in the probe. */
const HEAVY_SUBSCRIPTIONS = 20_000;
/** The most products one bulk request takes. */
const BULK_MAX = 10_000;

let app: TestApp;

beforeAll(async () => {
  // A small pool, so that exports holding connections would show at once: with 4 connections,
  // two held exports and a waiting third would leave the readers one.
  app = await startTestApp({ DB_POOL_MAX: '4', EXPORT_DB_CONNECTIONS: '1', EXPORT_MAX_PER_CLIENT: '2', EXPORT_MAX_TOTAL: '2', EXPORT_IDLE_TIMEOUT_MS: '4000' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** An export whose reader takes its first bytes and then stops reading, until `resume` or `destroy`. */
interface SlowReader {
  status: number;
  /** Resolves when the server ends or cuts the stream: the bytes received, and whether the trailer came. */
  ended: Promise<{ bytes: number; trailer: boolean }>;
  resume(): void;
  destroy(): void;
}

function openSlowExport(apiKey: string): Promise<SlowReader> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${app.baseUrl}/products/export`, { headers: { 'X-API-KEY': apiKey }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const ended = new Promise<{ bytes: number; trailer: boolean }>((done) => {
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          done({ bytes: text.length, trailer: /\{"trailer":\{[^\n]*\}\}\n$/.test(text) });
        };
        res.on('end', finish);
        res.on('error', finish);
        res.on('close', finish);
      });
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // The first bytes read, then nothing: the reader that stops.
        if (chunks.length === 1) res.pause();
      });
      resolve({ status: res.statusCode ?? 0, ended, resume: () => res.resume(), destroy: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

/** A whole export (or its refusal) read at once: status and text. */
function readExport(apiKey: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http.get(`${app.baseUrl}/products/export`, { headers: { 'X-API-KEY': apiKey } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

describe('slow export readers', () => {
  it('hold no connection another tenant needs: its reads and /readyz keep answering within the stated latency; exports beyond the limits get 429; a stopped reader is cut off', async () => {
    const heavy = await app.createClient('abuse-heavy', HEAVY_SUBSCRIPTIONS);
    for (let series = 0; series < HEAVY_SUBSCRIPTIONS / BULK_MAX; series += 1) {
      const subscribed = await request(`${app.baseUrl}/subscribe/`, { apiKey: heavy.apiKey, json: buildBulk(BULK_MAX, 2710 + series) });
      expect(subscribed.status).toBe(200);
    }
    const other = await app.createClient('abuse-other');
    const reader = await app.createClient('abuse-reader');
    const [product] = buildBulk(1, 2702);
    expect((await request(`${app.baseUrl}/subscribe/`, { apiKey: reader.apiKey, json: [product] })).status).toBe(200);

    const slow = [await openSlowExport(heavy.apiKey), await openSlowExport(heavy.apiKey)];
    expect(slow.map((export_) => export_.status)).toEqual([200, 200]);
    try {
      // Beyond the limits: a third export of the same account, and one of another account (the total is 2).
      for (const apiKey of [heavy.apiKey, other.apiKey]) {
        const refused = await request(`${app.baseUrl}/products/export`, { apiKey });
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ type: '/problems/too-many-exports', status: 429 });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(validateSchema('Problem', refused.body)).toEqual([]);
      }

      // Another tenant reads while the two exports are held open (bounded: 40 reads, 10 s).
      const latencies: number[] = [];
      const deadline = Date.now() + 10_000;
      for (let i = 0; i < 40 && Date.now() < deadline; i += 1) {
        const { value, ms } = await timed(() => request(`${app.baseUrl}/product/${product?.gtin}`, { apiKey: reader.apiKey }));
        expect(value.status).toBe(200);
        latencies.push(ms);
      }
      const ready = await timed(() => request(`${app.origin}/readyz`));
      expect(ready.value.status).toBe(200);
      console.log(`abuse: reads during 2 stalled exports: ${latencies.length}, median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; /readyz ${ready.ms.toFixed(1)} ms`);
      expect(latencies.length).toBe(40);
      expect(Math.max(...latencies, ready.ms)).toBeLessThan(READ_LATENCY_BOUND_MS);

      // The stopped readers are cut off after EXPORT_IDLE_TIMEOUT_MS (the server's log says so,
      // polled for at most 20 s), which frees their places: another account's export is admitted again.
      const log = path.join(LOG_DIRECTORY, `${app.database.name}.ndjson`);
      await eventually(() => Promise.resolve(readFileSync(log, 'utf8').split('"stream cut off: its reader is too slow"').length - 1), (count) => count >= 2, 20_000, 200);
      expect((await readExport(other.apiKey)).status).toBe(200);
      // Read now, after the cut: what was buffered arrives, the trailer never does.
      const cut = await Promise.all(slow.map((export_) => {
        export_.resume();
        return export_.ended;
      }));
      console.log(`abuse: bytes received by the stopped readers: ${cut.map((ending) => ending.bytes).join(", ")}`);
      expect(cut.map((ending) => ending.trailer)).toEqual([false, false]);
    } finally {
      for (const export_ of slow) export_.destroy();
    }

    // Their places are free again: a whole export now arrives, trailer included.
    const whole = await readExport(heavy.apiKey);
    expect(whole.status).toBe(200);
    const lines = whole.text.trim().split('\n');
    expect(lines).toHaveLength(HEAVY_SUBSCRIPTIONS + 1);
    expect(JSON.parse(lines.at(-1) as string)).toMatchObject({ trailer: { records: HEAVY_SUBSCRIPTIONS } });
  }, 120_000);
});
