import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { runPss, startPss, stopPss } from '../../support/cli.js';
import { buildBulk } from '../../support/bulk.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';
import { loadConfig } from '../../../src/config.js';
import { createKnex } from '../../../src/db/database.js';
import { createServices } from '../../../src/runtime.js';
import { createLogger } from '../../../src/shared/logger.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { gtinSeries } from '../../support/bulk.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';
import type { PacingReport } from '../../../src/shared/background-pacing.js';

/**
 * A real `pss catalogue import` (and a real `pss worker`) paces its batches by the CPU pressure it reads from the file
 * BACKGROUND_PACING_PRESSURE_FILE names (src/shared/background-pacing.ts): here a file in the
 * kernel's format that this test advances as the kernel would, so that some task waited for a CPU
 * all the time (pressure 1) or never (pressure 0). The import reports what its pacing did in its
 * summary; every product is imported either way.
 */
const PRODUCTS = 5_000;
let database: TestDatabase;
let folder: string;
let catalogue: string;
let env: Record<string, string>;
let receiver: WebhookReceiver | undefined;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  folder = mkdtempSync(path.join(os.tmpdir(), 'pss-pacing-'));
  catalogue = path.join(folder, 'catalogue.jsonl');
  writeFileSync(catalogue, gtinSeries(PRODUCTS, 9410).map((gtin, index) => JSON.stringify({ gtin, name: `Knäckebröd ${index}`, ingredients: 'rågmjöl, vatten, salt' })).join('\n') + '\n');
  env = { NODE_ENV: 'production', DATABASE_URL: database.url, SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: folder, LOG_LEVEL: 'warn', ALLOW_PRIVATE_WEBHOOK_URLS: 'true', BACKGROUND_PACING_THRESHOLD: '40', BACKGROUND_PACING_MAX_PAUSE_MS: '50' };
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((worker) => stopPss(worker)));
  await receiver?.close();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** A pressure file whose `some` total grows by `pressure` µs per µs of wall-clock time while the import runs. */
function pressureSource(pressure: number) {
  const file = path.join(folder, `cpu-pressure-${pressure}`);
  const startedAt = Date.now();
  const write = () => {
    const total = 5_000_000 + Math.round((Date.now() - startedAt) * 1000 * pressure);
    writeFileSync(`${file}.next`, `some avg10=0.00 avg60=0.00 avg300=0.00 total=${total}\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n`);
    renameSync(`${file}.next`, file); // whole, as the kernel's file is read
  };
  write();
  const timer = setInterval(write, 5);
  return { file, stop: () => clearInterval(timer) };
}

async function importUnder(extra: Record<string, string>): Promise<{ imported: number; pacing: PacingReport }> {
  const result = await runPss(['--json', 'catalogue', 'import', catalogue], { ...env, ...extra }, 120_000);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { imported: number; pacing: PacingReport };
}

describe('pss catalogue import paced by CPU pressure', () => {
  it('pauses between batches while the pressure file reports tasks waiting for a CPU, and imports every product', async () => {
    const source = pressureSource(1);
    const summary = await importUnder({ BACKGROUND_PACING_PRESSURE_FILE: source.file }).finally(source.stop);
    expect(summary.imported).toBe(PRODUCTS);
    expect(summary.pacing.signal).toBe(true);
    expect(summary.pacing.paused).toBeGreaterThan(0);
    expect(summary.pacing.paused).toBe(summary.pacing.stretches);
    expect(summary.pacing.pausedSeconds).toBeGreaterThan(0);
    expect(summary.pacing.meanPressure).toBeGreaterThan(0.4);
  }, 120_000);

  it('does not pause while the pressure file reports no waiting', async () => {
    const source = pressureSource(0);
    const summary = await importUnder({ BACKGROUND_PACING_PRESSURE_FILE: source.file }).finally(source.stop);
    expect(summary.imported).toBe(PRODUCTS);
    expect(summary.pacing).toMatchObject({ signal: true, paused: 0, pausedSeconds: 0, meanPressure: 0 });
    expect(summary.pacing.stretches).toBeGreaterThan(0);
  }, 120_000);

  it('reads no pressure and never pauses with BACKGROUND_PACING=false', async () => {
    const source = pressureSource(1);
    const summary = await importUnder({ BACKGROUND_PACING: 'false', BACKGROUND_PACING_PRESSURE_FILE: source.file }).finally(source.stop);
    expect(summary.imported).toBe(PRODUCTS);
    expect(summary.pacing).toMatchObject({ signal: false, stretches: 0, paused: 0 });
  }, 120_000);
});

describe('pss worker paced by CPU pressure', () => {
  const SUBSCRIBED = 300;
  const SERIES = 9411;
  let delivered = 0;

  /** The partner's products changed by an import (unpaced), so that SUBSCRIBED deliveries wait for the worker. */
  async function changeSubscribedProducts(round: number): Promise<void> {
    const file = path.join(folder, `subscribed-${round}.jsonl`);
    writeFileSync(file, gtinSeries(SUBSCRIBED, SERIES).map((gtin) => JSON.stringify({ gtin, name: 'Bröd', ingredients: 'vetemjöl, vatten, rapsolja, socker, salt, jäst', country_of_origin: round % 2 === 0 ? 'Tyskland' : 'Polen', category: 'Bröd' })).join('\n') + '\n');
    const result = await runPss(['--json', 'catalogue', 'import', file], { ...env, BACKGROUND_PACING: 'false' }, 120_000);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ imported: SUBSCRIBED, changed: SUBSCRIBED });
  }

  /** Runs `pss worker` under the given pressure until every waiting delivery has arrived; answers what its pacing did, as printed when it stopped. */
  async function deliverUnder(pressure: number): Promise<PacingReport> {
    const source = pressureSource(pressure);
    try {
      const { child } = await startPss(['worker'], { ...env, BACKGROUND_PACING_PRESSURE_FILE: source.file }, 'worker');
      workers.push(child);
      let stdout = '';
      child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      delivered += SUBSCRIBED;
      await receiver!.waitFor(delivered, 60_000);
      await stopPss(child);
      const stopped = stdout.split('\n').find((line) => line.startsWith('{"worker":"stopped"'));
      expect(stopped, stdout).toBeDefined();
      return (JSON.parse(stopped!) as { pacing: PacingReport }).pacing;
    } finally {
      source.stop();
    }
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const knex = createKnex(database.url, 2);
    try {
      const services = createServices(loadConfig(env), { knex, url: database.url, close: () => knex.destroy() }, createLogger('silent'));
      const { client } = await services.clientService.create('Paced partner', SUBSCRIBED * 2);
      // Subscribed first, then the webhook: only the catalogue's changes are delivered.
      await services.subscriptionService.subscribeProducts(client, buildBulk(SUBSCRIBED, SERIES));
      await services.webhooks.admin.register('Paced partner', receiver.url, 'paced-partner-signing-secret-1');
    } finally {
      await knex.destroy();
    }
  }, 60_000);

  it('pauses between deliveries while the pressure file reports tasks waiting for a CPU, and delivers every change', async () => {
    await changeSubscribedProducts(1);
    const pacing = await deliverUnder(1);
    expect(receiver!.requests).toHaveLength(delivered);
    expect(pacing.signal).toBe(true);
    expect(pacing.paused).toBeGreaterThan(0);
    expect(pacing.pausedSeconds).toBeGreaterThan(0);
  }, 120_000);

  it('does not pause while the pressure file reports no waiting', async () => {
    await changeSubscribedProducts(2);
    const pacing = await deliverUnder(0);
    expect(receiver!.requests).toHaveLength(delivered);
    expect(pacing).toMatchObject({ signal: true, paused: 0, pausedSeconds: 0 });
    expect(pacing.stretches).toBeGreaterThan(0);
  }, 120_000);
});
