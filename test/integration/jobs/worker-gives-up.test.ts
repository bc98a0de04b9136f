import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPss, stopPss } from '../../support/cli.js';
import { createTestDatabase } from '../../support/database.js';
import { eventually } from '../../support/eventually.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';

/**
 * A worker that cannot work although the database answers does not keep running: here another
 * deployment announces a breaking graphile-worker migration this build does not know, so the
 * runner stops and cannot be started again. `pss worker` exits non-zero for its supervisor.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a worker that cannot be started again', () => {
  it('when the runner stops and cannot start again while the database answers, then `pss worker` exits 70 and says why', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-gives-up-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const { child } = await startPss(['worker'], { DATABASE_URL: database.url, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'info' }, 'worker');
    cleanups.push(() => stopPss(child));
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    // Once the worker listens (its listening session's last statement is the LISTEN)...
    const listening = async () => (await sql.query(`select 1 from pg_stat_activity where datname = current_database() and query like 'LISTEN "jobs:insert"%'`)).rowCount ?? 0;
    expect(await eventually(listening, (sessions) => sessions > 0, 20_000)).toBeGreaterThan(0);
    // ...a newer, breaking schema revision of graphile-worker is announced, as its migration does.
    await sql.query('insert into graphile_worker.migrations (id, breaking) values (999, true)');
    await sql.query(`select pg_notify('worker:migrate', '{"migrationNumber":999,"breaking":true}')`);

    const code = await Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 45_000))]);
    expect(code, log.split('\n').filter((line) => line.includes('"worker')).slice(-10).join('\n')).toBe(70);
    expect(log).toContain('the webhook worker gave up');
    expect(log).toContain('could not be started again');
  }, 60_000);
});
