import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { runPss } from '../support/cli.js';
import { TEST_SECRET_KEY } from '../support/test-app.js';

/** `pss client key …`, run as the operator runs it: test keys open the client's sandbox. */
let database: TestDatabase;
let env: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-keys-'));
  env = { DATABASE_URL: database.url, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY };
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = async (args: string[]) => {
  const result = await runPss(['--json', ...args], env);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, any>;
};

describe('pss client key', () => {
  it('creates a test key (and the sandbox with it), lists keys by prefix only, and revokes by mode', async () => {
    const created = await json(['client', 'create', '--name', 'Sandlåda AB', '--max-limit', '40']);

    const test = await json(['client', 'key', 'create', 'Sandlåda AB', '--mode', 'test']);
    const second = await json(['client', 'key', 'create', 'Sandlåda AB', '--mode', 'test']);

    expect(test).toMatchObject({ client: 'Sandlåda AB', mode: 'test', sandboxCreated: true, maxLimit: 40 });
    expect(test.apiKey).toMatch(/^pss_test_[A-Za-z0-9_-]{32}$/);
    expect(second).toMatchObject({ sandboxCreated: false });
    const listed = await json(['client', 'key', 'list', 'Sandlåda AB']);
    expect(listed.sandbox).toEqual({ status: 'active', currentCount: 0, maxLimit: 40 });
    expect(listed.keys.map((key: any) => [key.mode, key.prefix, key.revokedAt])).toEqual([
      ['test', second.apiKey.slice(0, 13), null],
      ['test', test.apiKey.slice(0, 13), null],
      ['live', created.apiKey.slice(0, 13), null],
    ]);
    const raw = JSON.stringify(listed);
    for (const key of [created.apiKey, test.apiKey, second.apiKey]) expect(raw).not.toContain(key);
    // The sandbox is not a client of its own in the operator's list.
    expect((await json(['client', 'list'])).filter((client: any) => client.client === 'Sandlåda AB')).toHaveLength(1);

    expect(await json(['client', 'key', 'revoke', 'Sandlåda AB', '--mode', 'test'])).toEqual({ client: 'Sandlåda AB', mode: 'test', revoked: 2 });
    const after = await json(['client', 'key', 'list', 'Sandlåda AB']);
    expect(after.keys.map((key: any) => [key.mode, key.revokedAt === null])).toEqual([['test', false], ['test', false], ['live', true]]);
  });

  it('sets the sandbox limits apart from the live ones with --mode test, and says when there is no sandbox yet', async () => {
    await json(['client', 'create', '--name', 'Gränser AB', '--max-limit', '40']);
    const noSandbox = await runPss(['--json', 'client', 'set-limit', 'Gränser AB', '3', '--mode', 'test'], env);
    expect(noSandbox.code).toBe(1);
    expect(JSON.parse(noSandbox.stderr).error.message).toContain('has no sandbox yet');
    await json(['client', 'key', 'create', 'Gränser AB', '--mode', 'test']);

    expect(await json(['client', 'set-limit', 'Gränser AB', '3', '--mode', 'test'])).toMatchObject({ maxLimit: 3 });
    expect(await json(['client', 'set-rate-limit', 'Gränser AB', '60', '--mode', 'test'])).toMatchObject({ rateLimitPerMinute: 60 });

    expect((await json(['client', 'key', 'list', 'Gränser AB'])).sandbox).toMatchObject({ maxLimit: 3 });
    expect(await json(['client', 'show', 'Gränser AB'])).toMatchObject({ maxLimit: 40, rateLimitPerMinute: null });
  });

  it('refuses an unknown mode as a usage error and an unknown client as refused', async () => {
    const badMode = await runPss(['client', 'key', 'create', 'Nobody', '--mode', 'staging'], env);
    const unknown = await runPss(['--json', 'client', 'key', 'create', 'Nobody', '--mode', 'test'], env);

    expect(badMode.code).toBe(2);
    expect(badMode.stderr).toContain('"staging" is not a mode; use live or test.');
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ error: { type: 'client-not-found' } });
  });
});
