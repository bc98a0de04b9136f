import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../../src/db/embedded-postgres.js';
import { loadConfig } from '../../../src/config.js';
import { createKnex } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrate.js';
import { createHttpApp, createServices } from '../../../src/runtime.js';
import { startHttpServer } from '../../../src/http/server.js';
import { createLogger } from '../../../src/shared/logger.js';
import { PSS, ROOT } from '../../support/cli.js';
import { request } from '../../support/http.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';
import { buildBulk } from '../../support/bulk.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('PostgreSQL stops under load', () => {
  it('when the database goes away, then requests get 503 problem+json and /readyz fails; when it is back, then the service recovers by itself', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'pss-fault-'));
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    const port = await freePort();
    let cluster: EmbeddedServer = await startEmbeddedPostgres(path.join(directory, 'pg'), () => {}, port);
    cleanups.push(() => cluster.stop());
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database pss');
    await admin.end();
    const url = cluster.url('pss');
    const config = loadConfig({ DATABASE_URL: url, DATA_DIR: directory, SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'silent', AUTH_CACHE_MS: '0' });
    const knex = createKnex(url, 5);
    await migrate(knex, url);
    // The readiness lines are kept to be asserted; the rest (a line per request) is dropped.
    const readinessLines: { msg: string; because?: string }[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) {
            const entry = JSON.parse(line) as { msg: string; because?: string };
            if (entry.msg === 'not ready' || entry.msg === 'ready again') readinessLines.push(entry);
          }
          done();
        },
      }),
    );
    const services = createServices(config, { knex, url, close: () => knex.destroy() }, logger);
    const server = await startHttpServer(await createHttpApp(config, services, logger), 0, '127.0.0.1', 30_000);
    cleanups.push(async () => {
      await server.close();
      await knex.destroy();
    });
    const base = `${server.origin}/v2`;
    const { apiKey } = await services.clientService.create('fault client', 100);

    // Arrange: steady load in the background for the whole scenario.
    const statuses: number[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const response = await request(`${base}/subscribe/account`, { apiKey }).catch(() => undefined);
        if (response) {
          statuses.push(response.status);
          if (response.status >= 500) {
            expect(response.status).toBe(503);
            expect(response.headers.get('content-type')).toContain('application/problem+json');
            expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          }
        }
      }
    })();
    await waitFor('load', async () => (statuses.length > 20 ? true : undefined));

    // Act: stop PostgreSQL.
    await cluster.stop();
    const notReady = await waitFor('/readyz to fail', async () => {
      const ready = await request(`${server.origin}/readyz`);
      return ready.status === 503 ? ready : undefined;
    });
    expect(notReady.headers.get('content-type')).toContain('application/problem+json');
    const writeWhileDown = await request(`${base}/subscribe/`, { apiKey, json: [{ gtin: '07310865071859' }] });
    expect(writeWhileDown.status).toBe(503);
    await waitFor('503 under load', async () => (statuses.includes(503) ? true : undefined));

    // Act: start it again on the same port; nothing is restarted on the service side.
    cluster = await startEmbeddedPostgres(path.join(directory, 'pg'), () => {}, port);
    await waitFor('/readyz to recover', async () => ((await request(`${server.origin}/readyz`)).status === 200 ? true : undefined));
    const afterRecovery = await waitFor('a write to succeed', async () => {
      const response = await request(`${base}/subscribe/`, { apiKey, json: [{ gtin: '07310865071859' }] });
      return response.status === 200 ? response : undefined;
    });
    expect(afterRecovery.body).toMatchObject({ unknownProductsSubscribed: 1 });
    loading = false;
    await load;
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.at(-1)).toBe(200);
    // The process said once why it was not ready, and once that it is ready again.
    expect(readinessLines.map((entry) => entry.msg)).toEqual(['not ready', 'ready again']);
    expect(readinessLines[0]!.because).toMatch(/\w/);
  }, 180_000);
});

function startServe(env: Record<string, string>): { child: ChildProcess; started: Promise<{ baseUrl: string; demoApiKey: string | null }> } {
  const child = spawn(process.execPath, [PSS, '--json', 'serve'], { cwd: ROOT, env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', SECRET_KEY: TEST_SECRET_KEY, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const started = new Promise<{ baseUrl: string; demoApiKey: string | null }>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{"baseUrl"'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { child, started };
}

describe('process signals and crashes', () => {
  it('when SIGTERM arrives during a large request, then the request completes and the process exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-sigterm-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const { child, started } = startServe({ DATA_DIR: dataDir });
    const { baseUrl, demoApiKey } = await started;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    // SIGTERM once the server has the request (its `100 Continue` says it parsed the headers), before the body is sent.
    const body = JSON.stringify(buildBulk(1000, 1));
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = http.request(`${baseUrl}/subscribe/`, {
        method: 'POST',
        agent: false,
        headers: { 'X-API-KEY': demoApiKey!, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
      }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      sent.on('error', reject);
      sent.once('continue', () => {
        child.kill('SIGTERM');
        sent.end(body);
      });
    });
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ unknownProductsSubscribed: 1000 });
    expect(await exited).toBe(0);
  }, 120_000);

  it('when the server and its embedded PostgreSQL are killed with SIGKILL, then a restart recovers every committed write', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = startServe({ DATA_DIR: dataDir });
    const { baseUrl, demoApiKey } = await first.started;
    const written = await request(`${baseUrl}/subscribe/`, { apiKey: demoApiKey!, json: buildBulk(200, 2) });
    expect(written.status).toBe(200);

    // Crash: the node process and every PostgreSQL process, with no chance to clean up.
    const pid = Number((await import('node:fs')).readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    first.child.kill('SIGKILL');
    process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    await waitFor('postgres to die', async () => {
      try {
        process.kill(pid, 0);
        return undefined;
      } catch {
        return true;
      }
    });

    const second = startServe({ DATA_DIR: dataDir });
    cleanups.push(async () => {
      if (second.child.exitCode === null) {
        const done = new Promise((resolve) => second.child.once('exit', resolve));
        second.child.kill('SIGTERM');
        await done;
      }
    });
    const restarted = await second.started;
    expect(restarted.demoApiKey).toBeNull();
    const account = await request(`${restarted.baseUrl}/subscribe/account`, { apiKey: demoApiKey! });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ subscriptions: { current_count: 200 } });
  }, 180_000);
});
