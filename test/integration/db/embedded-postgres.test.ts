import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyWebhookDelivery } from '../../../clients/typescript/src/verify-webhook.js';
import { embeddedBinDir, passwordFileOf, startEmbeddedPostgres } from '../../../src/db/embedded-postgres.js';
import { clusterOsUser, initCluster, runningClusterPort } from '../../../src/db/pg-cluster.js';
import { buildBulk } from '../../support/bulk.js';
import { runPss } from '../../support/cli.js';
import { request } from '../../support/http.js';
import { startPssProcess, type PssProcess } from '../../support/pss-process.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * The development database (DATA_DIR/pg, no DATABASE_URL): its password, its sharing between
 * processes, and running it as root. Each test has a DATA_DIR of its own.
 */

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

/** A fresh folder other users can enter (as root the cluster runs as `postgres`), and a private TMPDIR. */
function workspace(label: string): { dataDir: string; tmpDir: string; env: Record<string, string> } {
  const folder = mkdtempSync(path.join(os.tmpdir(), `pss-${label}-`));
  chmodSync(folder, 0o755);
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const dataDir = path.join(folder, 'data');
  const tmpDir = path.join(folder, 'tmp');
  mkdirSync(tmpDir, { mode: 0o1777 });
  return { dataDir, tmpDir, env: { DATA_DIR: dataDir, TMPDIR: tmpDir, SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'warn' } };
}

/** Tries a login as the superuser; resolves with the SQLSTATE of a refusal, or 'ok'. */
async function login(port: number, password: string): Promise<string> {
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` });
  try {
    await client.connect();
    await client.end();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** Starts the cluster in-process to look at it from outside, then leaves (it stops: nobody else uses it). */
async function withRunningCluster(dataDir: string, look: (port: number) => Promise<void>): Promise<void> {
  const cluster = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  try {
    await look(runningClusterPort(path.join(dataDir, 'pg'))!);
  } finally {
    await cluster.stop();
  }
}

describe('two processes starting on a new DATA_DIR at the same moment', () => {
  it('create one cluster between them and both use it', async () => {
    const { dataDir } = workspace('together');
    const directory = path.join(dataDir, 'pg');
    const [first, second] = await Promise.all([startEmbeddedPostgres(directory), startEmbeddedPostgres(directory)]);
    try {
      expect(first.url('postgres')).toBe(second.url('postgres'));
      for (const cluster of [first, second]) {
        const client = new pg.Client({ connectionString: cluster.url('postgres') });
        await client.connect();
        expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      }
      expect(existsSync(`${directory}.starting`)).toBe(false);
    } finally {
      await first.stop();
      await second.stop();
    }
  }, 120_000);
});

function expectPrivatePasswordFile(dataDir: string): string {
  const file = passwordFileOf(path.join(dataDir, 'pg'));
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const password = readFileSync(file, 'utf8').trim();
  expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return password;
}

describe('the embedded PostgreSQL superuser password', () => {
  it('when a cluster is created, then its password is random, kept in DATA_DIR/pg-password (0600), and nothing is written to the temporary folder', async () => {
    const { dataDir, tmpDir, env } = workspace('password');
    const created = await runPss(['--json', 'client', 'create', '--name', 'First'], env, 120_000);
    expect(created.code, created.stderr).toBe(0);

    const password = expectPrivatePasswordFile(dataDir);
    expect(readdirSync(tmpDir)).toEqual([]);
    expect(runningClusterPort(path.join(dataDir, 'pg'))).toBeUndefined(); // the CLI was its only user
    await withRunningCluster(dataDir, async (port) => {
      expect(await login(port, 'postgres')).toBe('28P01');
      expect(await login(port, password)).toBe('ok');
    });
  }, 180_000);

  it('when a cluster created with the old fixed password starts, then it gets a random password and the old one stops working', async () => {
    const { dataDir, tmpDir, env } = workspace('legacy');
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    // What every release before issue 14 created: superuser `postgres` with password `postgres`.
    await initCluster({ binDir: await embeddedBinDir(), directory: path.join(dataDir, 'pg'), user: clusterOsUser() }, 'postgres', 'postgres');
    expect(existsSync(passwordFileOf(path.join(dataDir, 'pg')))).toBe(false);

    const created = await runPss(['--json', 'client', 'create', '--name', 'Kept'], env, 120_000);
    expect(created.code, created.stderr).toBe(0);
    const password = expectPrivatePasswordFile(dataDir);
    expect(readdirSync(tmpDir)).toEqual([]);
    await withRunningCluster(dataDir, async (port) => {
      expect(await login(port, 'postgres')).toBe('28P01');
      expect(await login(port, password)).toBe('ok');
    });
    // The data made before and after the change is all there.
    const listed = await runPss(['--json', 'client', 'list'], env, 120_000);
    expect((JSON.parse(listed.stdout) as { client: string }[]).map((client) => client.client)).toEqual(['Kept']);
  }, 180_000);
});

describe('processes sharing the embedded cluster', () => {
  it('when the process that started the cluster stops, then the others keep their database; the last one to stop stops it', async () => {
    const { dataDir, env } = workspace('shared');
    const apiEnv = { ...env, PORT: '0', WEBHOOK_RETRY_SCHEDULE: '200ms' };
    const pgDir = path.join(dataDir, 'pg');
    const processes: PssProcess[] = [];
    cleanups.push(() => Promise.all(processes.map((running) => running.stop())));
    const receiver: WebhookReceiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());

    const firstApi = startPssProcess(['serve', '--no-worker'], apiEnv, 'baseUrl');
    processes.push(firstApi);
    await firstApi.ready;
    const postmaster = runningClusterPort(pgDir);
    const worker = startPssProcess(['worker'], env, 'worker');
    processes.push(worker);
    await worker.ready;
    const created = await runPss(['--json', 'client', 'create', '--name', 'Sharer'], env);
    const { apiKey } = JSON.parse(created.stdout) as { apiKey: string };
    expect((await runPss(['webhook', 'set', '--client', 'Sharer', '--url', receiver.url, '--secret', 'shared-cluster-secret-1'], env)).code).toBe(0);

    // Act: the process that started the cluster exits; another API process starts in its place.
    expect(await firstApi.stop()).toBe(0);
    expect(runningClusterPort(pgDir)).toBe(postmaster);
    const secondApi = startPssProcess(['serve', '--no-worker'], apiEnv, 'baseUrl');
    processes.push(secondApi);
    const { baseUrl } = (await secondApi.ready) as { baseUrl: string };

    // The worker that joined the cluster still delivers what the new API queues.
    const products = buildBulk(3, 9301);
    const subscribed = await request(`${baseUrl}/subscribe/`, { apiKey, json: products });
    expect(subscribed.status, subscribed.text).toBe(200);
    const received = await receiver.waitFor(3, 30_000);
    for (const delivery of received) {
      const { payload } = verifyWebhookDelivery({ rawBody: delivery.rawBody, headers: delivery.headers, secret: 'shared-cluster-secret-1' });
      expect(products.map((product) => product.gtin)).toContain((payload as { gtin: string }).gtin);
    }
    expect(worker.child.exitCode).toBeNull();

    // The last user to stop stops the cluster.
    expect(await worker.stop()).toBe(0);
    expect(runningClusterPort(pgDir)).toBe(postmaster);
    expect(await secondApi.stop()).toBe(0);
    expect(runningClusterPort(pgDir)).toBeUndefined();
  }, 240_000);
});

describe('as root, with DATA_DIR in a folder only root may enter (as /root is)', () => {
  it('when pss starts, then it stops with one sentence saying what to change (as another user, it simply works)', async () => {
    const { env } = workspace('private');
    const privateFolder = mkdtempSync(path.join(os.tmpdir(), 'pss-0700-'));
    cleanups.push(() => rmSync(privateFolder, { recursive: true, force: true }));
    expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
    const result = await runPss(['client', 'list'], { ...env, DATA_DIR: path.join(privateFolder, 'data') }, 120_000);
    if (process.getuid?.() === 0) {
      expect(result.code).toBe(3);
      expect(result.stderr.trim().split('\n')).toEqual([
        `error: The embedded PostgreSQL runs as the unprivileged user "postgres" because pss runs as root, and that user cannot enter ${privateFolder} (mode 0700): put the project and DATA_DIR in folders other users can enter (e.g. /srv or /opt), run pss as an ordinary user, or set DATABASE_URL.`,
      ]);
      expect(existsSync(path.join(privateFolder, 'data', 'pg'))).toBe(false);
    } else {
      expect(result.code, result.stderr).toBe(0);
    }
  }, 180_000);
});
