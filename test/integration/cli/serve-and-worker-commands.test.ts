import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookDelivery } from '../../../clients/typescript/src/verify-webhook.js';
import { gtinSeries } from '../../support/bulk.js';
import { runPss } from '../../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { request } from '../../support/http.js';
import { startPssProcess, type PssProcess } from '../../support/pss-process.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * Production topology on the run's PostgreSQL server (Debian's under `make test`): the API
 * (`pss serve --no-worker`) and the worker (`pss worker`) as separate processes, configured only
 * through the environment, DATABASE_URL included. A catalogue change made with the operator CLI
 * reaches the partner as a signed webhook.
 */
const SECRET = 'server-processes-secret-1';
let database: TestDatabase;
let folder: string;
let env: Record<string, string>;
let receiver: WebhookReceiver;
const processes: PssProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  folder = mkdtempSync(path.join(os.tmpdir(), 'pss-processes-'));
  receiver = await startWebhookReceiver();
  // Production settings; loopback receivers are allowed explicitly, as a test needs them.
  env = { NODE_ENV: 'production', METRICS_TOKEN: 'server-processes-metrics-token', DATABASE_URL: database.url, SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: folder, LOG_LEVEL: 'warn', ALLOW_PRIVATE_WEBHOOK_URLS: 'true', WEBHOOK_RETRY_SCHEDULE: '200ms' };
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((running) => running.stop()));
  await receiver?.close();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

async function pss(args: string[]): Promise<string> {
  const result = await runPss(args, env);
  expect(result.code, `pss ${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

describe('pss serve --no-worker and pss worker against a PostgreSQL server', () => {
  it('when the catalogue changes a subscribed product, then the worker process delivers a signed webhook with the new data', async () => {
    const api = startPssProcess(['serve', '--no-worker'], { ...env, PORT: '0' }, 'baseUrl');
    const worker = startPssProcess(['worker'], env, 'worker');
    processes.push(api, worker);
    const { baseUrl, demoApiKey } = (await api.ready) as { baseUrl: string; demoApiKey: string | null };
    await worker.ready;
    expect(demoApiKey).toBeNull();

    const { apiKey } = JSON.parse(await pss(['--json', 'client', 'create', '--name', 'Server partner'])) as { apiKey: string };
    await pss(['webhook', 'set', '--client', 'Server partner', '--url', receiver.url, '--secret', SECRET]);
    const [gtin] = gtinSeries(1, 9402) as [string];
    const catalogue = path.join(folder, 'catalogue.jsonl');
    writeFileSync(catalogue, JSON.stringify({ gtin, name: 'Mellanmjölk', ingredients: 'vatten' }) + '\n');
    await pss(['catalogue', 'import', catalogue]);

    const subscribed = await request(`${baseUrl}/subscribe/`, { apiKey, json: [{ gtin }] });
    expect(subscribed.status, subscribed.text).toBe(200);
    const [created] = await receiver.waitFor(1, 30_000);
    const first = verifyWebhookDelivery({ rawBody: created!.rawBody, headers: created!.headers, secret: SECRET }).payload as Record<string, unknown>;
    // Water alone: no farm stage, only its packaging, transport and shop stages (a few hundred grams at most).
    expect(first).toMatchObject({ gtin });
    const waterCo2e = first.CO2e as number;
    expect(waterCo2e).toBeGreaterThan(0);
    expect(waterCo2e).toBeLessThan(0.5);

    // Act: the operator imports a changed catalogue line; the API process is not involved.
    writeFileSync(catalogue, JSON.stringify({ gtin, name: 'Mellanmjölk', ingredients: 'mellanmjölk, vitamin D' }) + '\n');
    await pss(['catalogue', 'import', catalogue]);

    const [, updated] = await receiver.waitFor(2, 30_000);
    const verified = verifyWebhookDelivery({ rawBody: updated!.rawBody, headers: updated!.headers, secret: SECRET });
    expect(verified.event).toBe('product.updated');
    const { CO2e } = verified.payload as { CO2e: number };
    expect(CO2e).toBeGreaterThan(waterCo2e * 2); // milk now
    expect((await request(`${baseUrl}/product/${gtin}`, { apiKey })).body).toMatchObject({ gtin, CO2e, allergenList: 'milk' });
    expect(receiver.requests).toHaveLength(2);
  }, 120_000);
});
