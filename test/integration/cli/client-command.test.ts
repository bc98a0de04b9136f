import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { PSS, ROOT, runPss } from '../../support/cli.js';
import { request } from '../../support/http.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';

let database: TestDatabase;
let env: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-cli-'));
  env = { DATABASE_URL: database.url, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY };
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('pss client', () => {
  it('when a client is created with --json, then the key is printed once and only its hash is stored', async () => {
    const created = await runPss(['--json', 'client', 'create', '--name', 'Grönt & Gott AB', '--max-limit', '50'], env);
    expect(created.code, created.stderr).toBe(0);
    const output = JSON.parse(created.stdout) as { client: string; apiKey: string; maxLimit: number };
    expect(output).toMatchObject({ client: 'Grönt & Gott AB', maxLimit: 50 });
    expect(output.apiKey).toMatch(/^pss_live_[A-Za-z0-9_-]{32}$/);

    const shown = await runPss(['--json', 'client', 'show', 'Grönt & Gott AB'], env);
    expect(JSON.parse(shown.stdout)).toMatchObject({ client: 'Grönt & Gott AB', status: 'active', maxLimit: 50, currentCount: 0 });
    expect(shown.stdout).not.toContain(output.apiKey);
  });

  it('when the same name is created twice, then it is refused with exit code 1 and a clear error', async () => {
    await runPss(['client', 'create', '--name', 'Twice'], env);
    const again = await runPss(['--json', 'client', 'create', '--name', 'Twice'], env);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stderr)).toEqual({ error: { type: 'client-exists', message: 'A client named "Twice" already exists.' } });
  });

  it('when limits and status change, then list and show reflect them', async () => {
    await runPss(['client', 'create', '--name', 'Changer'], env);
    expect((await runPss(['client', 'set-limit', 'Changer', '7'], env)).code).toBe(0);
    expect((await runPss(['client', 'suspend', 'Changer'], env)).code).toBe(0);
    const list = JSON.parse((await runPss(['--json', 'client', 'list'], env)).stdout) as { client: string; status: string; maxLimit: number }[];
    expect(list.find((c) => c.client === 'Changer')).toMatchObject({ status: 'suspended', maxLimit: 7 });
    expect((await runPss(['client', 'activate', 'Changer'], env)).code).toBe(0);
    expect(JSON.parse((await runPss(['--json', 'client', 'show', 'Changer'], env)).stdout)).toMatchObject({ status: 'active' });
  });

  it('when an unknown client or a bad number is given, then the exit codes say so', async () => {
    const unknown = await runPss(['client', 'show', 'Nobody'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no client named "Nobody"');
    const badNumber = await runPss(['client', 'set-limit', 'Changer', '-3'], env);
    expect(badNumber.code).toBe(2);
    // The limits are stored in integer columns: one past their largest value is refused, not a database error.
    expect((await runPss(['client', 'set-limit', 'Changer', '2147483647'], env)).code).toBe(0);
    const pastColumn = await runPss(['client', 'set-limit', 'Changer', '2147483648'], env);
    expect(pastColumn.code).toBe(2);
    expect(pastColumn.stderr).toContain('"2147483648" is not a whole number from 0 to 2,147,483,647');
    const zeroRate = await runPss(['client', 'set-rate-limit', 'Changer', '0'], env);
    expect(zeroRate.code).toBe(2);
    expect(zeroRate.stderr).toContain('"0" is not a whole number from 1 to 2,147,483,647');
    const badCommand = await runPss(['client', 'explode'], env);
    expect(badCommand.code).toBe(2);
  });

  it('when the database cannot be reached, then exit code 3 explains it', async () => {
    const down = await runPss(['client', 'list'], { ...env, DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none' });
    expect(down.code).toBe(3);
    expect(down.stderr).toContain('The database is not reachable');
  });

  it('when the database password is wrong, or the database does not exist, then exit code 3 and one sentence, no stack trace', async () => {
    const wrongPassword = new URL(database.url);
    wrongPassword.password = 'not-the-password';
    const noDatabase = new URL(database.url);
    noDatabase.pathname = '/no_such_database';
    for (const [what, databaseUrl] of [['password', wrongPassword.toString()], ['database', noDatabase.toString()]] as const) {
      const refused = await runPss(['client', 'list'], { ...env, DATABASE_URL: databaseUrl });
      const lines = refused.stderr.trim().split('\n');
      expect({ what, code: refused.code, lines: lines.length }).toEqual({ what, code: 3, lines: 1 });
      expect(lines[0]).toMatch(/^error: The database refused the connection: .+\. Check the user, password and database name in DATABASE_URL\.$/);
      expect(refused.stderr).not.toContain('failed unexpectedly');
      // Nothing else: no log line of the pool's failed attempts before the sentence.
      expect({ what, stdout: refused.stdout }).toEqual({ what, stdout: '' });
    }
  });
});

describe('pss catalogue import', () => {
  it('when JSON Lines and CSV files are imported, then valid lines load and invalid ones are reported by line', async () => {
    const jsonl = path.join(dataDir, 'catalogue.jsonl');
    writeFileSync(jsonl, [
      JSON.stringify({ gtin: '7310865071859', name: 'Havredryck', ingredients: 'vatten, havre (10%)', country_of_origin: 'Sverige' }),
      '{not json',
      JSON.stringify({ gtin: '7310865071850', name: 'Wrong check digit' }),
      JSON.stringify({ name: 'No GTIN' }),
      '',
      JSON.stringify({ gtin: '96385074', quantity_energy_kj: 190, unknown_field: 1 }),
    ].join('\n'));
    const result = await runPss(['--json', 'catalogue', 'import', jsonl], env);
    expect(result.code).toBe(1);
    const summary = JSON.parse(result.stdout) as { imported: number; failed: number; errors: { line: number; errors: string[] }[] };
    expect(summary.imported).toBe(1);
    expect(summary.errors.map((e) => e.line)).toEqual([2, 3, 4, 6]);
    expect(summary.errors[1]?.errors[0]).toContain('check digit');
    expect(summary.errors[3]?.errors.join(' ')).toContain('/unknown_field is not a known field');

    const csv = path.join(dataDir, 'catalogue.csv');
    writeFileSync(csv, 'gtin,name,quantity_energy_kj,country_of_origin\n7350001234564,Krossade tomater,"95,5",Italien\n04006381333931,Knäckebröd,1500,Sverige\n');
    const csvResult = await runPss(['--json', 'catalogue', 'import', csv], env);
    expect(csvResult.code, csvResult.stderr).toBe(0);
    expect(JSON.parse(csvResult.stdout)).toMatchObject({ lines: 2, imported: 2, failed: 0 });
  });

  it('when the file does not exist, then it says so', async () => {
    const missing = await runPss(['catalogue', 'import', '/no/such/file.jsonl'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no file /no/such/file.jsonl');
  });
});

describe('pss on the embedded database, with and without a running server', () => {
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });

  it('when the server runs, then the CLI joins its cluster; when it stops, then the CLI starts the cluster itself', async () => {
    const embeddedDir = mkdtempSync(path.join(os.tmpdir(), 'pss-embedded-'));
    const embeddedEnv = { DATA_DIR: embeddedDir, SECRET_KEY: TEST_SECRET_KEY };
    const first = await runPss(['--json', 'client', 'create', '--name', 'Before server'], embeddedEnv, 120_000);
    expect(first.code, first.stderr).toBe(0);

    server = spawn(process.execPath, [PSS, '--json', 'serve'], { cwd: ROOT, env: { ...process.env, ...embeddedEnv, PORT: '0', LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const started = await new Promise<{ baseUrl: string; demoApiKey: string | null }>((resolve, reject) => {
      let buffer = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.split('\n').find((candidate) => candidate.startsWith('{"baseUrl"'));
        if (line) resolve(JSON.parse(line));
      });
      server!.once('exit', (code) => reject(new Error(`serve exited ${code}`)));
    });
    expect(started.demoApiKey).toBeNull(); // the database was not empty

    const during = await runPss(['--json', 'client', 'create', '--name', 'During server'], embeddedEnv);
    expect(during.code, during.stderr).toBe(0);
    const { apiKey } = JSON.parse(during.stdout) as { apiKey: string };
    const account = await request(`${started.baseUrl}/subscribe/account`, { apiKey });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ client: 'During server' });

    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);

    const after = await runPss(['--json', 'client', 'list'], embeddedEnv, 120_000);
    expect(after.code, after.stderr).toBe(0);
    expect((JSON.parse(after.stdout) as { client: string }[]).map((c) => c.client).sort()).toEqual(['Before server', 'During server']);
    rmSync(embeddedDir, { recursive: true, force: true });
  }, 180_000);
});
