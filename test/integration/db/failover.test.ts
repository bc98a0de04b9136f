import { execFile } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyWebhookDelivery } from '../../../clients/typescript/src/verify-webhook.js';
import { freePort, startCluster, stopCluster, type ClusterSpec } from '../../../src/db/pg-cluster.js';
import { gtinSeries } from '../../support/bulk.js';
import { runPss, startPss, stopPss } from '../../support/cli.js';
import { eventually } from '../../support/eventually.js';
import { request } from '../../support/http.js';
import { startControlledServer, type ControlledServer } from '../../support/postgres-server.js';
import { startTcpForwarder } from '../../support/tcp-forwarder.js';
import { TEST_SECRET_KEY } from '../../support/test-app.js';
import { startWebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * Failover as docs/operations-failover.md tells the operator to do it, with Debian's PostgreSQL: a
 * primary and a streaming replica made with `pg_basebackup -R`, replication synchronous
 * (`synchronous_standby_names`). DATABASE_URL names a stable address (here a TCP forwarder on
 * loopback, standing for a virtual IP or a DNS name). Under load, the primary dies (SIGKILL), the
 * replica is promoted and the address is pointed at it. The API (`pss serve --no-worker`) and the
 * separate worker (`pss worker`) carry on without a restart; no acknowledged write is lost, and
 * every acknowledged change is delivered, signed.
 */

const WEBHOOK_SECRET = 'failover-webhook-secret-1';
const DELIVERY_DEADLINE_MS = 30_000;
const LOAD_MS = 3_000;
const MAX_WRITES = 3_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one of the server's programs as the cluster's OS user. */
function runTool(spec: ClusterSpec, tool: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(path.join(spec.binDir, tool), args, { uid: spec.user?.uid, gid: spec.user?.gid, env: { LC_ALL: 'C', PATH: '/usr/bin:/bin', ...env }, encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${tool} failed: ${(stderr || stdout || error.message).trim()}`)) : resolve(stdout),
    );
  });
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('failover to a synchronous streaming replica', () => {
  it('when the primary dies and the replica is promoted behind the same address, then API and worker carry on without a restart and no acknowledged write or change is lost', async () => {
    // Arrange: the primary, with the service's database, and a replica streaming from it.
    const primary: ControlledServer = await startControlledServer('debian', { folderPrefix: 'pss-failover-' });
    cleanups.push(() => primary.stop());
    await query(primary.adminUrl, 'create database pss');
    const folder = mkdtempSync(path.join(os.tmpdir(), 'pss-replica-'));
    chmodSync(folder, 0o711);
    const replica: ClusterSpec = { ...primary.spec, directory: path.join(folder, 'pg') };
    mkdirSync(replica.directory, { mode: 0o700 });
    if (replica.user) chownSync(replica.directory, replica.user.uid, replica.user.gid);
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    // -R writes standby.signal and primary_conninfo: the copy starts as a standby of the primary.
    await runTool(replica, 'pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replica.directory, '-R', '-X', 'stream', '--checkpoint=fast'], { PGPASSWORD: primary.password });
    const replicaPort = await freePort();
    await startCluster(replica, replicaPort);
    cleanups.push(() => stopCluster(replica).catch(() => {}));
    const replicaUrl = primary.url('pss').replace(`:${primary.port}/`, `:${replicaPort}/`);
    // Synchronous: a commit is acknowledged once the replica has it (set after the copy, so the replica does not inherit it).
    await query(primary.adminUrl, "alter system set synchronous_standby_names = '*'");
    await query(primary.adminUrl, 'select pg_reload_conf()');
    const replication = await eventually(() => query<{ sync_state: string }>(primary.adminUrl, 'select sync_state from pg_stat_replication'), (rows) => rows[0]?.sync_state === 'sync', 20_000);
    expect(replication).toEqual([{ sync_state: 'sync' }]);

    // The address DATABASE_URL names, in front of the primary for now.
    const address = await startTcpForwarder(primary.port);
    cleanups.push(() => address.close());
    const databaseUrl = primary.url('pss').replace(`:${primary.port}/`, `:${address.port}/`);
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pss-failover-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY, PORT: '0', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1000000' };
    expect((await runPss(['migrate'], env)).code).toBe(0);
    const created = await runPss(['--json', 'client', 'create', '--name', 'Failover partner', '--max-limit', '100000'], env);
    expect(created.code, created.stderr).toBe(0);
    const { apiKey } = JSON.parse(created.stdout) as { apiKey: string };
    expect((await runPss(['webhook', 'set', '--client', 'Failover partner', '--url', receiver.url, '--secret', WEBHOOK_SECRET], env)).code).toBe(0);
    const api = await startPss(['serve', '--no-worker'], env, 'baseUrl');
    cleanups.push(() => stopPss(api.child));
    const worker = await startPss(['worker'], env, 'worker');
    cleanups.push(() => stopPss(worker.child));
    let workerLog = '';
    worker.child.stdout!.on('data', (chunk: Buffer) => (workerLog += chunk.toString()));
    const base = String(api.line.baseUrl);

    // The load: writes one at a time from two loops; each acknowledged (200) one is remembered.
    const gtins = gtinSeries(MAX_WRITES, 5151);
    let next = 0;
    const acknowledged = new Map<string, number>();
    const statuses: number[] = [];
    let loading = true;
    const writer = async () => {
      while (loading && next < gtins.length) {
        const gtin = gtins[next++]!;
        const response = await request(`${base}/subscribe/more/add`, { apiKey, json: { gtin, name: 'Havredryck', ingredients: 'vatten, havre (10%), rapsolja, salt' } }).catch(() => undefined);
        statuses.push(response?.status ?? 0);
        if (response?.status === 200) acknowledged.set(gtin, Date.now());
        await sleep(20);
      }
    };
    const load = Promise.all([writer(), writer()]);
    await sleep(LOAD_MS);
    const beforeFailover = acknowledged.size;
    expect(beforeFailover).toBeGreaterThan(0);

    // Act: the primary dies; the operator promotes the replica and points the address at it.
    await primary.kill();
    const failedAt = Date.now();
    await runTool(replica, 'pg_ctl', ['promote', '--wait', `--pgdata=${replica.directory}`]);
    // The promoted server inherited no synchronous standby names (else its commits would wait for a standby it does not have).
    expect(await query<{ synchronous_standby_names: string }>(replicaUrl.replace('/pss', '/postgres'), 'show synchronous_standby_names')).toEqual([{ synchronous_standby_names: '' }]);
    address.repoint(replicaPort);
    const repointedAt = Date.now();
    const firstWrite = await eventually(async () => [...acknowledged.values()].find((at) => at > repointedAt), (at) => at !== undefined, 30_000, 50);
    expect(firstWrite, 'a write acknowledged by the promoted server').toBeDefined();
    await sleep(LOAD_MS);
    loading = false;
    await load;

    // Assert: both processes are the ones started before the failover.
    expect(api.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
    expect(statuses.filter((status) => status !== 200 && status !== 503), 'answers other than 200 and 503').toEqual([]);

    // Assert: every acknowledged write is on the new primary (synchronous replication loses none).
    const stored = new Set((await query<{ gtin: string }>(replicaUrl, 'select gtin from subscriptions')).map((row) => row.gtin));
    expect([...acknowledged.keys()].filter((gtin) => !stored.has(gtin)), 'acknowledged writes lost in the failover').toEqual([]);

    // Assert: every acknowledged change delivered by the same worker process, signed.
    // Read incrementally: the receiver answers from this process, so a probe must stay cheap.
    const deliveredSoFar = new Set<string>();
    let parsed = 0;
    const delivered = () => {
      for (; parsed < receiver.requests.length; parsed++) deliveredSoFar.add((JSON.parse(receiver.requests[parsed]!.body) as { gtin: string }).gtin);
      return deliveredSoFar;
    };
    const missing = await eventually(async () => {
      const seen = delivered();
      return [...acknowledged.keys()].filter((gtin) => !seen.has(gtin));
    }, (left) => left.length === 0, DELIVERY_DEADLINE_MS, 200);
    expect(missing, `changes not delivered within ${DELIVERY_DEADLINE_MS} ms\n${workerLog.split('\n').filter((line) => line.includes('"worker')).slice(-20).join('\n')}`).toEqual([]);
    const allDeliveredAfterMs = Date.now() - repointedAt;
    for (const received of receiver.requests) verifyWebhookDelivery({ rawBody: received.rawBody, headers: received.headers, secret: WEBHOOK_SECRET });
    const ready = await request(`${new URL(base).origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(workerLog).toContain('webhook worker lost the database');
    expect(workerLog).toContain('webhook worker is back');

    console.info(
      `failover: ${acknowledged.size} writes acknowledged (${beforeFailover} before the primary died), 0 lost; primary killed → promoted and repointed in ${repointedAt - failedAt} ms, ` +
        `first write on the new primary ${firstWrite! - repointedAt} ms later; ${delivered().size} changes delivered (${receiver.requests.length} requests), all within ` +
        `${(allDeliveredAfterMs / 1000).toFixed(1)} s of the repoint; ${statuses.filter((status) => status === 503).length} answers 503 meanwhile`,
    );
  }, 120_000);
});
