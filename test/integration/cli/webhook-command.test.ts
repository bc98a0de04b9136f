import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPss, startPss, stopPss } from '../../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { eventually } from '../../support/eventually.js';
import { withCheckDigit } from '../../support/fixtures.js';
import { request } from '../../support/http.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * The operator's webhook controls through the built `pss`, against `pss serve` (API and worker) in
 * a process of its own, delivering to a receiver on loopback: suspension pauses deliveries and
 * activation resumes them, `webhook disable` / `enable`, and the ways to pass a signing secret.
 */
let database: TestDatabase;
let dataDir: string;
let env: Record<string, string>;
let server: ChildProcess;
let baseUrl: string;
let sql: pg.Client;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-webhook-cli-'));
  env = { DATABASE_URL: database.url, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY, PORT: '0', WEBHOOK_RETRY_SCHEDULE: '50ms' };
  const started = await startPss(['serve'], { ...env, LOG_LEVEL: 'warn' }, 'baseUrl');
  server = started.child;
  baseUrl = String(started.line.baseUrl);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});
afterAll(async () => {
  if (server) await stopPss(server);
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await sql?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function pss(args: string[], stdin?: string): Promise<{ stdout: string; stderr: string }> {
  const result = await runPss(args, env, 60_000, stdin);
  expect(result.code, `pss ${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result;
}

let gtinCounter = 0;
const nextGtin = () => `0${withCheckDigit(`7394${String(++gtinCounter).padStart(8, '0')}`)}`;

/** A client with a webhook (secret from a file) to a fresh receiver, subscribed to `count` products. */
async function partner(name: string, count: number): Promise<{ apiKey: string; receiver: WebhookReceiver; gtins: string[]; secretFile: string }> {
  const { apiKey } = JSON.parse((await pss(['--json', 'client', 'create', '--name', name])).stdout) as { apiKey: string };
  const receiver = await startWebhookReceiver();
  receivers.push(receiver);
  const secretFile = path.join(dataDir, `${name}.secret`);
  writeFileSync(secretFile, `${name}-signing-secret-0001\n`, { mode: 0o600 });
  const set = await pss(['webhook', 'set', '--client', name, '--url', receiver.url, '--secret-file', secretFile]);
  expect(set.stderr).toBe('');
  const gtins = Array.from({ length: count }, nextGtin);
  expect((await request(`${baseUrl}/subscribe/`, { apiKey, json: gtins.map((gtin) => ({ gtin, is_eco: 0 })) })).status).toBe(200);
  await receiver.waitFor(count);
  return { apiKey, receiver, gtins, secretFile };
}

/** Catalogue data whose scores differ from one to the next, so each import changes the payload. */
const VARIANTS = [
  { ingredients: 'vatten', country_of_origin: 'Sverige' },
  { ingredients: 'mellanmjölk, vitamin D', country_of_origin: 'Sverige' },
  { ingredients: 'havre, vatten, rapsolja', country_of_origin: 'Finland' },
  { ingredients: 'socker, kakaosmör, mjölkpulver', country_of_origin: 'Belgien' },
];
let variant = 0;

/** Changes the catalogue data of these products, which changes every subscriber's record: one delivery each. */
async function changeCatalogue(gtins: string[], label: string): Promise<void> {
  const file = path.join(dataDir, `catalogue-${label}.jsonl`);
  const data = VARIANTS[variant++ % VARIANTS.length];
  writeFileSync(file, gtins.map((gtin) => JSON.stringify({ gtin, name: `Product ${gtin}`, ...data })).join('\n') + '\n');
  await pss(['catalogue', 'import', file]);
}

async function deliveriesOf(name: string): Promise<{ status: string; waiting: string | null; attempts: number }[]> {
  const { rows } = await sql.query<{ status: string; waiting: string | null; attempts: number }>(
    `select d.status, d.waiting, (select count(*)::int from webhook_delivery_attempts a where a.delivery_id = d.id) as attempts
       from webhook_deliveries d join clients c on c.id = d.client_id where c.name = $1 order by d.seq`,
    [name],
  );
  return rows;
}

describe('pss client suspend / activate', { timeout: 120_000 }, () => {
  it('pauses a suspended partner\'s deliveries with no attempt made, and activation sends them', async () => {
    const { receiver, gtins } = await partner('Paused partner', 3);
    const suspended = await pss(['client', 'suspend', 'Paused partner']);
    expect(suspended.stdout).toContain('its webhook deliveries wait until it is activated');

    await changeCatalogue(gtins, 'while-suspended');
    const waiting = await eventually(() => deliveriesOf('Paused partner'), (rows) => rows.slice(3).length === 3 && rows.slice(3).every((row) => row.waiting === 'parked'));
    expect(waiting.slice(3)).toEqual([1, 2, 3].map(() => ({ status: 'pending', waiting: 'parked', attempts: 0 })));
    expect(receiver.requests).toHaveLength(3);

    await pss(['client', 'activate', 'Paused partner']);
    const resumed = await receiver.waitFor(6, 10_000);
    expect(resumed.slice(3).map((received) => JSON.parse(received.body).gtin).sort()).toEqual([...gtins].sort());
    const after = await eventually(() => deliveriesOf('Paused partner'), (rows) => rows.every((row) => row.status === 'succeeded'));
    // One attempt each: the pause counted none.
    expect(after.map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('pss webhook disable / enable', { timeout: 120_000 }, () => {
  it('the operator disables a webhook (no deliveries) and enables it again', async () => {
    const { receiver, gtins } = await partner('Switched partner', 1);
    const disabled = JSON.parse((await pss(['--json', 'webhook', 'disable', 'Switched partner'])).stdout) as { enabled: boolean; disabledReason: string };
    expect(disabled).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('operator') });
    await changeCatalogue(gtins, 'while-disabled');
    expect(await deliveriesOf('Switched partner')).toHaveLength(1);

    const enabled = JSON.parse((await pss(['--json', 'webhook', 'enable', 'Switched partner'])).stdout) as { enabled: boolean; disabledReason: string | null };
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null });
    await changeCatalogue(gtins, 'enabled-again');
    await receiver.waitFor(2, 10_000);
  });

  it('enable also clears an automatic disable (410 Gone) and its failure record', async () => {
    const { receiver, gtins } = await partner('Gone partner', 1);
    receiver.answer(() => ({ status: 410 }));
    await changeCatalogue(gtins, 'gone');
    const shown = await eventually(
      async () => JSON.parse((await pss(['--json', 'webhook', 'show', 'Gone partner'])).stdout) as { enabled: boolean; disabledReason: string | null; failingSince: string | null },
      (view) => !view.enabled,
    );
    expect(shown.disabledReason).toContain('410');

    receiver.answer(() => ({ status: 200 }));
    const enabled = JSON.parse((await pss(['--json', 'webhook', 'enable', 'Gone partner'])).stdout);
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
    await changeCatalogue(gtins, 'back');
    await receiver.waitFor(3, 10_000);
  });

  it('list and show mask the secrets partners put in their addresses: query values and token-like path segments', async () => {
    await pss(['client', 'create', '--name', 'Token partner']);
    const token = 'T0KEN1234567890abcdefXYZ';
    const url = `http://127.0.0.1:9/services/B0123/${token}?sig=s3cr3t-value&plain`;
    const set = await pss(['webhook', 'set', '--client', 'Token partner', '--url', url, '--secret-stdin'], 'Token partner-signing-secret-01\n');
    const masked = 'http://127.0.0.1:9/services/B0123/***?sig=***&plain';
    const outputs = [
      set.stdout,
      (await pss(['webhook', 'list'])).stdout,
      (await pss(['webhook', 'show', 'Token partner'])).stdout,
      (await pss(['--json', 'webhook', 'list'])).stdout,
      (await pss(['--json', 'webhook', 'show', 'Token partner'])).stdout,
    ];
    for (const output of outputs) {
      expect(output).toContain(masked);
      for (const secret of [token, 's3cr3t-value']) expect(output).not.toContain(secret);
    }
    // Stored as given: deliveries go to the real address.
    expect((await sql.query<{ url: string }>("select w.url from webhooks w join clients c on c.id = w.client_id where c.name = 'Token partner'")).rows[0]?.url).toBe(url);
  });

  it('refuses an unknown client or a client without a webhook', async () => {
    const unknown = await runPss(['webhook', 'disable', 'Nobody at all'], env);
    expect(unknown.code).toBe(1);
    await pss(['client', 'create', '--name', 'No hook']);
    const none = await runPss(['webhook', 'enable', 'No hook'], env);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('has no webhook');
  });
});

describe('signing secrets', { timeout: 120_000 }, () => {
  const fingerprint = async (name: string) => (JSON.parse((await pss(['--json', 'webhook', 'show', name])).stdout) as { secretFingerprint: string }).secretFingerprint;

  it('are read from --secret-stdin and --secret-file without a warning; --secret works but warns on stderr', async () => {
    const { secretFile } = await partner('Secret partner', 0);
    const fromFile = await fingerprint('Secret partner');

    const rotated = await pss(['webhook', 'rotate-secret', '--client', 'Secret partner', '--secret-stdin'], 'a-secret-from-stdin-0001\n');
    expect(rotated.stderr).toBe('');
    const fromStdin = await fingerprint('Secret partner');
    expect(fromStdin).not.toBe(fromFile);

    const onCommandLine = await pss(['webhook', 'rotate-secret', '--client', 'Secret partner', '--secret', 'a-secret-on-the-command-line']);
    expect(onCommandLine.stderr).toMatch(/^warning: --secret .*\/proc\/\*\/cmdline.*history.*--secret-file PATH or --secret-stdin/);
    expect(await fingerprint('Secret partner')).not.toBe(fromStdin);

    // The same secret as the file, now through stdin: the same fingerprint, so the final newline was not part of it.
    await pss(['webhook', 'set', '--client', 'Secret partner', '--url', 'http://127.0.0.1:9/hook', '--secret-stdin'], 'Secret partner-signing-secret-0001\n');
    expect(await fingerprint('Secret partner')).toBe(fromFile);
    expect(secretFile).toContain('Secret partner');
  });

  it('must come exactly one way, from a readable file', async () => {
    const none = await runPss(['webhook', 'rotate-secret', '--client', 'Secret partner'], env);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('exactly one of --secret-file PATH, --secret-stdin or --secret');
    const both = await runPss(['webhook', 'rotate-secret', '--client', 'Secret partner', '--secret', 'x'.repeat(20), '--secret-stdin'], env, 60_000, 'y'.repeat(20));
    expect(both.code).toBe(2);
    const missing = await runPss(['webhook', 'rotate-secret', '--client', 'Secret partner', '--secret-file', path.join(dataDir, 'no-such-file')], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot be read (ENOENT)');
  });
});
