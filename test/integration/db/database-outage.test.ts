import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyWebhookDelivery } from '../../../clients/typescript/src/verify-webhook.js';
import { gtinSeries } from '../../support/bulk.js';
import { runPss, startPss, stopPss } from '../../support/cli.js';
import { request, type ApiResponse } from '../../support/http.js';
import { startControlledServer, type ControlledServer } from '../../support/postgres-server.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * PostgreSQL dies under load and comes back, three ways, while `pss serve` (API and worker in one
 * process, as `make run` starts it) keeps running: SIGKILL with a short outage, a fast restart
 * (`pg_ctl restart -m fast`), SIGKILL with a longer outage. Writes, bulk writes and reads go on the
 * whole time. Asserted: no request hangs; while the database is away every failure is 503
 * problem+json with Retry-After; every acknowledged write is kept; every change is delivered,
 * signed, after the database's last return within DELIVERY_DEADLINE_MS; the worker's log says once
 * per outage it met that it lost the database and once that it is back, and no line dumps jobs.
 */

const SHORT_OUTAGE_MS = 4_000;
const LONG_OUTAGE_MS = 15_000;
/** Load between the disruptions, so that writes are acknowledged (and delivered) around each. */
const LOAD_BETWEEN_MS = 3_000;
/** Stated: every change is delivered within this long after the database's last return. */
const DELIVERY_DEADLINE_MS = 20_000;
/** A request unanswered this long is a hang. */
const HANG_MS = 15_000;
const WEBHOOK_SECRET = 'outage-webhook-secret-1';
/** Bounds of the load: each loop pauses between requests, and stops after this many. */
const PAUSE_MS = 25;
const MAX_REQUESTS_PER_LOOP = 2_500;
const BULK_SIZE = 10;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The start of a long text (where a crash report says what was thrown) and its end. */
const headAndTail = (text: string, each = 2_000): string => (text.length <= 2 * each ? text : `${text.slice(0, each)}\n…\n${text.slice(-each)}`);

interface Outcome {
  status: number;
  at: number;
}

/** A request that must be answered within HANG_MS (the service's own answer, checked against the contract). */
async function answered(url: string, options: Parameters<typeof request>[1]): Promise<ApiResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms: ${url}`)), HANG_MS)));
  try {
    return await Promise.race([request(url, options), hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe('PostgreSQL killed and restarted under load', () => {
  it('when the database dies (SIGKILL), restarts fast, and dies for longer, then no request hangs, failures are 503, no acknowledged write is lost and every change is delivered after it is back', { timeout: 150_000 }, async () => {
    // Arrange: a server of its own (this test kills it), a receiver, a client with a webhook, `pss serve`.
    const server: ControlledServer = await startControlledServer(undefined, { folderPrefix: 'pss-outage-' });
    cleanups.push(() => server.stop());
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('create database pss');
    await admin.end();
    const databaseUrl = server.url('pss');
    const receiver: WebhookReceiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-outage-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY, PORT: '0', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1000000' };
    await runPss(['migrate'], env);
    const created = await runPss(['--json', 'client', 'create', '--name', 'Outage partner', '--max-limit', '100000'], env);
    expect(created.code, created.stderr).toBe(0);
    const { apiKey } = JSON.parse(created.stdout) as { apiKey: string };
    const registered = await runPss(['webhook', 'set', '--client', 'Outage partner', '--url', receiver.url, '--secret', WEBHOOK_SECRET], env);
    expect(registered.code, registered.stderr).toBe(0);

    const { child, line } = await startPss(['serve'], env, 'baseUrl');
    cleanups.push(() => stopPss(child));
    let log = '';
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const base = String(line.baseUrl);
    const origin = new URL(base).origin;

    // The load: single writes, bulk writes and reads, each loop one request at a time.
    const gtins = gtinSeries(MAX_REQUESTS_PER_LOOP * (2 + BULK_SIZE), 4242);
    let next = 0;
    const acknowledged = new Set<string>();
    const outcomes: Outcome[] = [];
    const problems: string[] = [];
    let loading = true;
    const record = (response: ApiResponse) => {
      outcomes.push({ status: response.status, at: Date.now() });
      if (response.status === 200) return;
      const type = response.headers.get('content-type') ?? '';
      const retryAfter = response.headers.get('retry-after') ?? '';
      if (response.status !== 503 || !type.startsWith('application/problem+json') || !/^\d+$/.test(retryAfter)) {
        problems.push(`${response.status} ${type} Retry-After=${retryAfter}: ${response.text.slice(0, 200)}`);
      }
    };
    const loop = async (step: () => Promise<void>) => {
      for (let n = 0; loading && n < MAX_REQUESTS_PER_LOOP; n++) {
        await step().catch((error: unknown) => problems.push(String(error)));
        await sleep(PAUSE_MS);
      }
    };
    const single = () => async () => {
      const gtin = gtins[next++]!;
      const response = await answered(`${base}/subscribe/more/add`, { apiKey, json: { gtin, name: 'Havredryck', ingredients: 'vatten, havre (10%), rapsolja, salt' } });
      record(response);
      if (response.status === 200) acknowledged.add(gtin);
    };
    const bulk = async () => {
      const batch = gtins.slice(next, next + BULK_SIZE);
      next += BULK_SIZE;
      const response = await answered(`${base}/subscribe/`, { apiKey, json: batch.map((gtin) => ({ gtin })) });
      record(response);
      if (response.status === 200) for (const gtin of batch) acknowledged.add(gtin);
    };
    const read = async () => {
      const known = [...acknowledged].at(-1);
      record(await answered(known ? `${base}/product/${known}` : `${base}/subscribe/account`, { apiKey }));
    };
    const load = Promise.all([loop(single()), loop(single()), loop(bulk), loop(read)]);

    const waitUntil = async (what: string, probe: () => Promise<boolean>, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await probe().catch(() => false))) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await sleep(100);
      }
    };
    const readyAgain = async (since: number) => {
      // On a timeout the service's own last words say why it was not ready (it logs the reason when it turns so).
      await waitUntil('/readyz 200', async () => (await request(`${origin}/readyz`)).status === 200, 30_000).catch((error: unknown) => {
        throw new Error(`${String(error)}; the service's last log lines:\n${log.split('\n').slice(-15).join('\n')}\nits standard error:\n${headAndTail(errors)}`);
      });
      return Date.now() - since;
    };
    const acknowledgedAfter = (since: number) => outcomes.some((outcome) => outcome.at > since && outcome.status === 200);

    // Act 1: SIGKILL, a short outage.
    await sleep(LOAD_BETWEEN_MS);
    expect(acknowledged.size, 'writes acknowledged before the first outage').toBeGreaterThan(0);
    await server.kill();
    const firstDown = Date.now();
    await sleep(SHORT_OUTAGE_MS);
    expect(outcomes.filter((outcome) => outcome.at > firstDown + 500).every((outcome) => outcome.status === 503), 'only 503 while down').toBe(true);
    await server.start();
    const firstBack = Date.now();
    const firstReady = await readyAgain(firstBack);
    await waitUntil('a write after the first outage', async () => acknowledgedAfter(firstBack), 20_000);

    // Act 2: a fast restart, as `pg_ctl restart -m fast` does (sessions ended, then started again).
    await sleep(LOAD_BETWEEN_MS);
    const { stopCluster } = await import('../../../src/db/pg-cluster.js');
    await stopCluster(server.spec);
    await server.start();
    const secondBack = Date.now();
    const secondReady = await readyAgain(secondBack);

    // Act 3: SIGKILL, a longer outage.
    await sleep(LOAD_BETWEEN_MS);
    await server.kill();
    const thirdDown = Date.now();
    await sleep(LONG_OUTAGE_MS);
    expect(outcomes.filter((outcome) => outcome.at > thirdDown + 500).every((outcome) => outcome.status === 503), 'only 503 while down').toBe(true);
    await server.start();
    const lastBack = Date.now();
    const lastReady = await readyAgain(lastBack);
    await waitUntil('a write after the long outage', async () => acknowledgedAfter(lastBack), 20_000);
    await sleep(1_000);
    loading = false;
    await load;

    // Assert: answers.
    expect(problems, 'every answer 200, or 503 problem+json with Retry-After; none hung').toEqual([]);
    const refused = outcomes.filter((outcome) => outcome.status === 503).length;
    expect(refused, '503s while the database was away').toBeGreaterThan(0);

    // Assert: every acknowledged write is in the database.
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    // Ended before the last outage below: an idle client whose server dies emits an error nobody awaits.
    let sqlOpen = true;
    const endSql = async () => {
      if (sqlOpen) await sql.end();
      sqlOpen = false;
    };
    cleanups.push(endSql);
    const { rows: stored } = await sql.query<{ gtin: string }>('select gtin from subscriptions');
    const storedGtins = new Set(stored.map((row) => row.gtin));
    const lostWrites = [...acknowledged].filter((gtin) => !storedGtins.has(gtin));
    expect(lostWrites, 'acknowledged writes missing from the database').toEqual([]);

    // Assert: every change delivered (each acknowledged new subscription is one), signed, within the deadline.
    // Read incrementally: the receiver answers from this process, so a probe must stay cheap.
    const deliveredSoFar = new Set<string>();
    let parsed = 0;
    const deliveredGtins = () => {
      for (; parsed < receiver.requests.length; parsed++) deliveredSoFar.add((JSON.parse(receiver.requests[parsed]!.body) as { gtin: string }).gtin);
      return deliveredSoFar;
    };
    await waitUntil(`all ${acknowledged.size} acknowledged changes delivered`, async () => {
      const delivered = deliveredGtins();
      return [...acknowledged].every((gtin) => delivered.has(gtin));
    }, DELIVERY_DEADLINE_MS).catch(async (error: unknown) => {
      const delivered = deliveredGtins();
      const missing = [...acknowledged].filter((gtin) => !delivered.has(gtin));
      const states = await sql.query(
        `select status, waiting, attempt_count, count(*)::int as n from webhook_deliveries where gtin = any($1::text[]) group by 1, 2, 3`, [missing]);
      const jobs = await sql.query(
        `select attempts, max_attempts, locked_by is not null as locked, round(extract(epoch from run_at - now())) as due_in, left(last_error, 80) as error, count(*)::int as n
           from graphile_worker.jobs group by 1, 2, 3, 4, 5 order by n desc limit 20`);
      const holders = await sql.query(
        `select j.locked_by, h.beat_at is not null as beating, count(*)::int as n from graphile_worker.jobs j left join worker_heartbeats h on h.worker_id = j.locked_by
          where j.locked_by is not null group by 1, 2`);
      const attempts = await sql.query(
        `select a.outcome, a.error_kind, round(extract(epoch from now() - a.started_at)) as age, count(*)::int as n from webhook_delivery_attempts a
           join webhook_deliveries d on d.id = a.delivery_id where d.status = 'pending' group by 1, 2, 3 order by n desc limit 10`);
      throw new Error(`${String(error)}: ${missing.length} of ${acknowledged.size} not delivered\n${JSON.stringify(states.rows)}\n${JSON.stringify(jobs.rows)}\n${JSON.stringify(holders.rows)}\n${JSON.stringify(attempts.rows)}\n${log.split('\n').filter((entry) => entry.includes('"worker')).slice(-30).join('\n')}`);
    });
    const allDeliveredAfterMs = Date.now() - lastBack;
    const bodiesById = new Map<string, Set<string>>();
    for (const received of receiver.requests) {
      const verified = verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secret: WEBHOOK_SECRET });
      const webhookId = String(verified.webhookId);
      expect(webhookId).toBe(received.headers['webhook-id']);
      const bodies = bodiesById.get(webhookId) ?? new Set<string>();
      bodies.add(received.body);
      bodiesById.set(webhookId, bodies);
    }
    // A redelivered change carries the same webhook-id and the same bytes.
    expect([...bodiesById.values()].filter((bodies) => bodies.size > 1)).toEqual([]);
    const { rows: deliveryIds } = await sql.query<{ id: string }>('select id from webhook_deliveries');
    const known = new Set(deliveryIds.map((row) => row.id));
    expect([...bodiesById.keys()].filter((id) => !known.has(id)), 'every webhook-id is a delivery of the log').toEqual([]);

    // Assert: the worker is visibly back, and its log says so once per outage, with no job dumps.
    const readiness = await request(`${origin}/readyz`);
    expect(readiness.status).toBe(200);
    expect(readiness.body).toMatchObject({ status: 'ready', worker: 'running' });
    const metrics = (await request(`${origin}/metrics`)).text;
    expect(metrics).toMatch(/^pss_worker_running 1$/m);
    const logLines = log.split('\n').filter((entry) => entry.startsWith('{'));
    const lost = logLines.filter((entry) => entry.includes('webhook worker lost the database')).length;
    const back = logLines.filter((entry) => entry.includes('webhook worker is back')).length;
    // One line per outage the worker meets: the long one always, the short ones only when a query of its own
    // fell in them (a worker pacing itself on a loaded machine can sleep through a short outage, and did once).
    expect(lost, 'one "lost" line per outage the worker met').toBeGreaterThanOrEqual(1);
    expect(lost).toBeLessThanOrEqual(3);
    expect(back).toBe(lost);
    const workerLines = logLines.filter((entry) => entry.includes('"component":"worker'));
    expect(workerLines.filter((entry) => entry.length > 1_000), 'no log line dumps a job or a connection').toEqual([]);
    expect(workerLines.filter((entry) => /"level":(50|40)/.test(entry)).length, 'worker warnings and errors over the three outages').toBeLessThan(40);

    // Nothing bypasses the logger (graphile-worker prints a stack trace with console.trace when one of its workers dies).
    // (Node's own one-time deprecation notices aside: pg warns of a driver pattern once per process.)
    const stderrLines = errors.split('\n').filter((entry) => entry.trim() !== '' && !/DeprecationWarning|--trace-deprecation/.test(entry));
    expect(stderrLines.slice(0, 5), 'standard error').toEqual([]);
    const byComponent = new Map<string, number>();
    for (const entry of logLines) {
      const component = (JSON.parse(entry) as { component?: string }).component ?? 'request';
      byComponent.set(component, (byComponent.get(component) ?? 0) + 1);
    }
    // Stopping while the database is away is bounded too: SIGTERM, and the process exits 0.
    await endSql();
    await server.kill();
    await waitUntil('/readyz 503', async () => (await request(`${origin}/readyz`)).status === 503, 15_000);
    const stoppingAt = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const exitCode = await Promise.race([exited, sleep(20_000).then(() => 'still running')]);
    expect(exitCode, 'exit code after SIGTERM with the database away').toBe(0);
    const stoppedInMs = Date.now() - stoppingAt;

    const delivered = deliveredGtins().size;
    if (process.env.PSS_OUTAGE_DEBUG) console.info(logLines.filter((entry) => /"component":"(worker|knex)/.test(entry)).filter((_, i, all) => i < 40 || i > all.length - 5).join('\n'));
    console.info(
      `database-outage: ${outcomes.length} requests (${refused} answered 503, 0 other failures); ${acknowledged.size} writes acknowledged, 0 lost; ` +
        `/readyz 200 again ${firstReady} / ${secondReady} / ${lastReady} ms after each return; ${delivered} changes delivered ` +
        `(${receiver.requests.length} requests, ${bodiesById.size} webhook-ids), all within ${(allDeliveredAfterMs / 1000).toFixed(1)} s of the last return; ` +
        `log: ${lost} "lost", ${back} "back"; lines by component ${JSON.stringify(Object.fromEntries(byComponent))}; SIGTERM with the database away: exited 0 in ${stoppedInMs} ms`,
    );
  });
});
