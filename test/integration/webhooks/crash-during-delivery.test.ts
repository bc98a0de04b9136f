import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBulk } from '../../support/bulk.js';
import { PSS, ROOT, runPss } from '../../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { request } from '../../support/http.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';

/**
 * A whole `pss serve` process (API and worker) is killed with SIGKILL while webhook deliveries are in
 * flight. After a restart on the same database, every pending delivery still arrives: the outbox rows
 * and their jobs survive in PostgreSQL, and the heartbeat (jobs/worker-heartbeat.ts) releases the
 * jobs the dead worker had locked once its heartbeat is 30 s old.
 */

const PRODUCTS = 50;
const RESPONSE_DELAY_MS = 2_000;
const RECOVERY_DEADLINE_MS = 60_000;
/** At least this many POSTs are open at the receiver when the process dies (WORKER_CONCURRENCY is 40 by default). */
const IN_FLIGHT_AT_KILL = 10;

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  await Promise.all(children.map(stopGroup));
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

interface Received {
  webhookId: string;
  gtin: string;
  at: number;
}

/** A loopback receiver that holds every response open for RESPONSE_DELAY_MS, then answers 200. */
async function startSlowReceiver() {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { gtin: string };
      received.push({ webhookId: String(req.headers['webhook-id']), gtin: body.gtin, at: Date.now() });
      for (const wake of waiters) wake();
      setTimeout(() => {
        if (res.destroyed) return; // the sender died meanwhile
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('ok');
      }, RESPONSE_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Resolves once `done(received)` holds; rejects after `timeoutMs` with what was seen. */
    until(what: string, done: (all: Received[]) => boolean, timeoutMs: number): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!done(received)) return;
          finish();
          resolve();
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}: ${received.length} requests, ${new Set(received.map((r) => r.gtin)).size} distinct gtins`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `pss --json serve` (API and worker) in its own process group; resolves with its base URL. */
function startServe(env: Record<string, string>): { child: ChildProcess; started: Promise<string> } {
  const child = spawn(process.execPath, [PSS, '--json', 'serve'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  const started = new Promise<string>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`pss serve did not start within 30 s\n${stdout}\n${stderr}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{"baseUrl"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { baseUrl: string }).baseUrl);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`pss serve exited (${code ?? signal}) before starting\n${stdout}\n${stderr}`));
    });
  });
  return { child, started };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM the process group, then SIGKILL if it has not exited within 5 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

describe('SIGKILL during webhook deliveries', () => {
  it('when the whole process is killed with deliveries in flight, then after a restart every pending delivery arrives within a minute', async () => {
    // Arrange: a database, a client with a webhook, a receiver that holds each response for 2 s.
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.drop());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-crash-delivery-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const receiver = await startSlowReceiver();
    cleanups.push(() => receiver.close());
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'warn', PORT: '0' };
    const created = await runPss(['--json', 'client', 'create', '--name', 'Crash partner'], env);
    expect(created.code, created.stderr).toBe(0);
    const { apiKey } = JSON.parse(created.stdout) as { apiKey: string };
    const registered = await runPss(['webhook', 'set', '--client', 'Crash partner', '--url', receiver.url, '--secret', 'crash-delivery-secret-1'], env);
    expect(registered.code, registered.stderr).toBe(0);

    const first = startServe(env);
    const firstBase = await first.started;
    const products = buildBulk(PRODUCTS, 8101);
    const subscribed = await request(`${firstBase}/subscribe/`, { apiKey, json: products });
    expect(subscribed.status, subscribed.text).toBe(200);
    expect(subscribed.body).toMatchObject({ unknownProductsSubscribed: PRODUCTS });

    // Act: once deliveries are in flight (the receiver has them and answers none for 2 s), kill the
    // whole process with no chance to clean up.
    await receiver.until('deliveries in flight', (all) => all.length >= IN_FLIGHT_AT_KILL, 30_000);
    const exited = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
    signalGroup(first.child, 'SIGKILL');
    await exited;
    const killedAt = Date.now();
    const beforeCrash = receiver.received.length;
    const { rows: atCrash } = await sql.query<{ status: string; n: number }>('select status, count(*)::int as n from webhook_deliveries group by status');
    const pendingAtCrash = atCrash.find((row) => row.status === 'pending')?.n ?? 0;
    expect(pendingAtCrash, 'deliveries still pending when the process died').toBeGreaterThan(0);

    const second = startServe(env);
    const secondBase = await second.started;
    const restartedAt = Date.now();

    // Assert: every product's payload arrives (at least once) within a minute of the restart.
    const expected = new Set(products.map((product) => product.gtin));
    await receiver.until(`all ${PRODUCTS} gtins`, (all) => new Set(all.map((r) => r.gtin)).size === PRODUCTS, RECOVERY_DEADLINE_MS);
    const allArrivedAfterMs = Date.now() - restartedAt;
    expect(new Set(receiver.received.map((r) => r.gtin))).toEqual(expected);

    // ...and every delivery row ends `succeeded`, as the partner's delivery log shows.
    const deadline = restartedAt + RECOVERY_DEADLINE_MS + RESPONSE_DELAY_MS * 2;
    let statuses: Record<string, number>;
    for (;;) {
      const { rows } = await sql.query<{ status: string; n: number }>('select status, count(*)::int as n from webhook_deliveries group by status');
      statuses = Object.fromEntries(rows.map((row) => [row.status, row.n]));
      if (statuses.succeeded === PRODUCTS || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(statuses).toEqual({ succeeded: PRODUCTS });
    const log = await request(`${secondBase}/webhook/deliveries?limit=100`, { apiKey });
    expect(log.status, log.text).toBe(200);
    const deliveries = log.body.deliveries as { status: string; gtin: string; attempts: { outcome: string }[] }[];
    expect(deliveries).toHaveLength(PRODUCTS);
    expect(deliveries.filter((delivery) => delivery.status !== 'succeeded')).toEqual([]);
    expect(new Set(deliveries.map((delivery) => delivery.gtin))).toEqual(expected);

    const perId = new Map<string, number>();
    for (const r of receiver.received) perId.set(r.webhookId, (perId.get(r.webhookId) ?? 0) + 1);
    const repeated = [...perId.values()].filter((count) => count > 1).length;
    const interrupted = deliveries.reduce((sum, delivery) => sum + delivery.attempts.filter((attempt) => attempt.outcome !== 'succeeded').length, 0);
    console.info(
      `crash-delivery: SIGKILL with ${beforeCrash} of ${PRODUCTS} deliveries started and ${pendingAtCrash} pending; after restart all ${PRODUCTS} delivered ` +
        `in ${(allArrivedAfterMs / 1000).toFixed(1)} s (${receiver.received.length} requests, ${repeated} delivered again after the crash, ` +
        `${interrupted} attempts logged as not succeeded), 0 lost; killed→restarted ${((restartedAt - killedAt) / 1000).toFixed(1)} s`,
    );
  }, 120_000);
});
