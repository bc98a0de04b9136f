import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runningClusterPort } from '../../../src/db/pg-cluster.js';
import { runPss } from '../../support/cli.js';
import { createTestDatabase } from '../../support/database.js';
import { startPssProcess } from '../../support/pss-process.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';

/** How `pss serve` starts, refuses to start, and cleans up after a failed start. */

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

function folder(label: string): string {
  const created = mkdtempSync(path.join(os.tmpdir(), `pss-${label}-`));
  chmodSync(created, 0o755); // as root, the embedded cluster's user must enter it
  cleanups.push(() => rmSync(created, { recursive: true, force: true }));
  return created;
}

const DEVELOPMENT_WARNING = 'NODE_ENV is not set, so development defaults are active';
const warnings = (stdout: string) => stdout.split('\n').filter((line) => line.includes(DEVELOPMENT_WARNING));

describe('a failed start', () => {
  it('when the port is taken, then serve stops the embedded database it started and exits 3 with the cause in one sentence', async () => {
    const base = folder('port-taken');
    const tmpDir = path.join(base, 'tmp');
    mkdirSync(tmpDir);
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(resolve)));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = path.join(base, 'data');

    const result = await runPss(['serve'], { DATA_DIR: dataDir, TMPDIR: tmpDir, PORT: String(port), SECRET_KEY: TEST_SECRET_KEY }, 120_000);

    expect(result.code).toBe(3);
    expect(result.stderr.trim().split('\n')).toEqual([`error: pss serve could not start: 127.0.0.1:${port} is already in use; stop the program using it or set PORT to a free port.`]);
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true); // it had created and started the cluster
    expect(runningClusterPort(path.join(dataDir, 'pg'))).toBeUndefined();
    expect(readdirSync(tmpDir)).toEqual([]);
    // No demo client was created whose key nobody saw: the next start on this database still gets one.
    const clients = await runPss(['--json', 'client', 'list'], { DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY }, 120_000);
    expect(JSON.parse(clients.stdout)).toEqual([]);
  }, 180_000);

  it('when NODE_ENV=production and DATABASE_URL is unset, then it refuses to start, saying to set DATABASE_URL', async () => {
    const dataDir = path.join(folder('no-url'), 'data');
    const result = await runPss(['serve'], { NODE_ENV: 'production', DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY });
    expect(result.code).toBe(4);
    expect(result.stderr.trim().split('\n')).toEqual([
      'error: Configuration error: DATABASE_URL is required when NODE_ENV=production: set it to your PostgreSQL server (the embedded database is for development only)',
    ]);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });
});

describe('the demo client and the development warning', () => {
  it('when production starts on an empty database, then no client is created and no key printed; without NODE_ENV, a demo client and one warning', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const env = { DATABASE_URL: database.url, DATA_DIR: path.join(folder('demo'), 'data'), SECRET_KEY: TEST_SECRET_KEY, PORT: '0', LOG_LEVEL: 'warn' };
    const clients = async () => {
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      try {
        return (await sql.query<{ n: number }>('select count(*)::int as n from clients')).rows[0]!.n;
      } finally {
        await sql.end();
      }
    };

    const production = startPssProcess(['serve'], { ...env, NODE_ENV: 'production', METRICS_TOKEN: 'start-up-metrics-token-0123' }, 'baseUrl');
    cleanups.push(() => production.stop());
    expect(await production.ready).toMatchObject({ demoApiKey: null });
    expect(await production.stop()).toBe(0);
    expect(production.stdout()).not.toContain('pss_live_');
    expect(warnings(production.stdout())).toEqual([]);
    expect(await clients()).toBe(0);

    const development = startPssProcess(['serve'], env, 'baseUrl');
    cleanups.push(() => development.stop());
    expect(await development.ready).toMatchObject({ demoApiKey: expect.stringMatching(/^pss_live_/) });
    expect(await development.stop()).toBe(0);
    expect(warnings(development.stdout())).toHaveLength(1);
    expect(JSON.parse(warnings(development.stdout())[0]!)).toMatchObject({ level: 40, msg: expect.stringContaining('private and http webhook addresses are allowed') });
    expect(await clients()).toBe(1);
  }, 120_000);
});
