import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { runPss } from '../../support/cli.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../../support/test-app.js';
import { request } from '../../support/http.js';
import { buildRichProduct, loadCatalogue } from '../../support/fixtures.js';

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

describe('pss client show and reset-sandbox', () => {
  // The operator's commands against a running service's database, and the partner's keys over HTTP.
  let app: TestApp;
  let appEnv: Record<string, string>;
  const GTIN = '07310865071859';
  beforeAll(async () => {
    app = await startTestApp();
    appEnv = { DATABASE_URL: app.database.url, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY };
    await loadCatalogue(app, [buildRichProduct({ gtin: GTIN, name: 'Återställd havredryck' })]);
  });
  afterAll(async () => {
    await app?.close();
  });
  const pss = async (args: string[]) => {
    const result = await runPss(['--json', ...args], appEnv);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as Record<string, any>;
  };
  const url = (path: string) => `${app.baseUrl}${path}`;

  it('client show gives the sandbox (none before the first test key, then its own usage and limits)', async () => {
    await pss(['client', 'create', '--name', 'Visa AB', '--max-limit', '40']);
    expect((await pss(['client', 'show', 'Visa AB'])).sandbox).toBeNull();
    const text = await runPss(['client', 'show', 'Visa AB'], appEnv);
    expect(text.stdout).toContain('sandbox:       none (pss client key create NAME --mode test makes one)');

    const { apiKey: testKey } = await pss(['client', 'key', 'create', 'Visa AB', '--mode', 'test']);
    await pss(['client', 'set-limit', 'Visa AB', '7', '--mode', 'test']);
    expect((await request(url('/subscribe/more/add'), { apiKey: testKey, json: { gtin: GTIN } })).status).toBe(200);

    const shown = await pss(['client', 'show', 'Visa AB']);
    expect(shown).toMatchObject({ client: 'Visa AB', maxLimit: 40, currentCount: 0, sandbox: { status: 'active', maxLimit: 7, currentCount: 1, rateLimitPerMinute: null } });
    expect((await runPss(['client', 'show', 'Visa AB'], appEnv)).stdout).toContain('sandbox:       active, 1 of 7 subscriptions, default rate limit');
  });

  it('reset-sandbox empties the sandbox only: the test key keeps working on nothing, old cursors expire, the live data stays', async () => {
    const { apiKey: liveKey } = await pss(['client', 'create', '--name', 'Nollställ AB']);
    const { apiKey: testKey } = await pss(['client', 'key', 'create', 'Nollställ AB', '--mode', 'test']);
    const subscribe = (apiKey: string, idempotencyKey: string) =>
      request(url('/subscribe/more/add'), { apiKey, json: { gtin: GTIN }, headers: { 'Idempotency-Key': idempotencyKey } });
    // No worker runs here: the sandbox's deliveries wait in the delivery log.
    expect((await request(url('/webhook/endpoint'), { apiKey: testKey, method: 'PUT', json: { url: 'http://127.0.0.1:9/sandbox' } })).status).toBe(200);
    expect((await subscribe(liveKey, 'first')).status).toBe(200);
    expect((await subscribe(testKey, 'first')).status).toBe(200);
    expect((await request(url('/webhook/deliveries'), { apiKey: testKey })).body.deliveries).toHaveLength(1);
    const cursor = (await request(url('/changes'), { apiKey: testKey })).body.nextCursor as string;
    expect((await request(url(`/changes?after=${cursor}`), { apiKey: testKey })).status).toBe(200);

    const reset = await pss(['client', 'reset-sandbox', 'Nollställ AB']);
    const secondReset = await runPss(['client', 'reset-sandbox', 'Nollställ AB'], appEnv);
    expect(secondReset.stdout).toContain('removed 0 subscriptions, 0 changes, 0 webhook deliveries and 0 idempotency keys');

    expect(reset).toMatchObject({ client: 'Nollställ AB', mode: 'test', currentCount: 0, removed: { subscriptions: 1, changes: 1, deliveries: 1, idempotencyKeys: 1 } });
    expect((await request(url('/webhook/deliveries'), { apiKey: testKey })).body.deliveries).toEqual([]);
    expect((await request(url('/webhook/endpoint'), { apiKey: testKey })).body).toMatchObject({ url: 'http://127.0.0.1:9/sandbox', enabled: true });
    const sandboxAccount = await request(url('/subscribe/account'), { apiKey: testKey });
    expect(sandboxAccount.body).toMatchObject({ mode: 'test', subscriptions: { current_count: 0 } });
    expect((await request(url(`/product/${GTIN}`), { apiKey: testKey })).status).toBe(404);
    expect((await request(url('/changes'), { apiKey: testKey })).body.changes).toEqual([]);
    const expired = await request(url(`/changes?after=${cursor}`), { apiKey: testKey });
    expect(expired.status).toBe(410);
    expect(expired.headers.get('content-type')).toContain('application/problem+json');
    // The key used before the reset runs again rather than replaying an answer about removed data.
    const again = await subscribe(testKey, 'first');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();

    // The live client is untouched.
    expect((await request(url('/subscribe/account'), { apiKey: liveKey })).body).toMatchObject({ mode: 'live', subscriptions: { current_count: 1 } });
    expect((await request(url(`/product/${GTIN}`), { apiKey: liveKey })).status).toBe(200);
    expect((await request(url('/changes'), { apiKey: liveKey })).body.changes).toHaveLength(1);
    expect((await subscribe(liveKey, 'first')).headers.get('idempotent-replayed')).toBe('true');
  });

  it('reset-sandbox refuses a client without a sandbox and an unknown client, changing nothing', async () => {
    const { apiKey } = await pss(['client', 'create', '--name', 'Utan sandlåda AB']);
    expect((await request(url('/subscribe/more/add'), { apiKey, json: { gtin: GTIN } })).status).toBe(200);

    const noSandbox = await runPss(['--json', 'client', 'reset-sandbox', 'Utan sandlåda AB'], appEnv);
    const unknown = await runPss(['--json', 'client', 'reset-sandbox', 'Ingen AB'], appEnv);

    expect(noSandbox.code).toBe(1);
    expect(JSON.parse(noSandbox.stderr).error.message).toContain('has no sandbox yet');
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ error: { type: 'client-not-found' } });
    expect((await request(url('/subscribe/account'), { apiKey })).body).toMatchObject({ subscriptions: { current_count: 1 } });
  });
});
