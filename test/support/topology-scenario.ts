// What test/integration/runtime/topology.test.ts (CI size) and `BENCH_ONLY=topology` (full size) drive through
// the topology of topology.ts: partners subscribe through HAProxy, one client is rate limited across
// both API processes, then the operator imports a catalogue that changes every subscribed product
// while reads and acknowledged writes go on through HAProxy; mid-burst one API process and one worker
// are killed (SIGKILL). The scenario only measures and collects; the caller asserts.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildBulk, gtinSeries } from './bulk.js';
import { runPss } from './cli.js';
import { eventually } from './eventually.js';
import type { Topology } from './topology.js';

export interface ScenarioSize {
  partners: number;
  productsPerPartner: number;
  /** WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT the topology was started with. */
  cap: number;
  /** Share of the burst's deliveries received when one API process and one worker are killed. */
  killAt: number;
  /** How long to wait for every delivery after the import, the dead worker's recovery included. */
  settleMs: number;
}

export interface ScenarioResult {
  burstDeliveries: number;
  /** From the start of the import until the last delivery was received. */
  burstSeconds: number;
  importSeconds: number;
  rateLimit: { limit: number; allowed: number; refused: number; other: number };
  /** `failures`: each status other than 200 (or `error`, no answer) and how often. */
  writes: { acknowledged: number; failed: number; failures: Record<string, number>; acknowledgedMissing: string[] };
  reads: { ok: number; failed: number; failures: Record<string, number>; perSecond: number };
  deliveries: { total: number; succeeded: number; notReceived: number; received: number; duplicates: number; jobsLeft: number };
  /** The most deliveries of one partner the receiver held open at once. */
  maxInFlightPerPartner: number;
  survivors: { apiReady: number; balancerReady: number; backends: Record<string, string> };
}

/**
 * One HTTP request as a partner makes it (plain fetch: this module also runs outside vitest, in the
 * bench, so it does without test/support/http.ts's contract checks).
 */
async function request(url: string, options: { apiKey?: string; json?: unknown } = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: options.json === undefined ? 'GET' : 'POST',
    headers: { ...(options.apiKey ? { 'X-API-KEY': options.apiKey } : {}), ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return { status: response.status, text: await response.text() };
}

/** A receiver that answers each delivery after a few milliseconds and counts what each partner has open at once. */
async function startCountingReceiver(answerAfterMs: number) {
  const inFlight = new Map<string, number>();
  const ids: string[] = [];
  let maxInFlight = 0;
  let lastAt = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const partner = req.url ?? '';
    const open = (inFlight.get(partner) ?? 0) + 1;
    inFlight.set(partner, open);
    maxInFlight = Math.max(maxInFlight, open);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      inFlight.set(partner, (inFlight.get(partner) ?? 1) - 1);
    };
    res.once('close', close);
    req.resume();
    req.once('end', () => {
      setTimeout(() => {
        ids.push(String(req.headers['webhook-id']));
        lastAt = performance.now();
        close();
        res.writeHead(200).end();
        for (const waiter of waiters.filter((entry) => ids.length >= entry.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }, answerAfterMs);
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (partner: number) => `http://127.0.0.1:${port}/hook/${partner}`,
    ids,
    maxInFlight: () => maxInFlight,
    /** performance.now() of the last answered delivery. */
    lastAt: () => lastAt,
    /** Resolves once `count` deliveries have been answered in all. */
    received: (count: number) => new Promise<void>((resolve) => (ids.length >= count ? resolve() : waiters.push({ count, resolve }))),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export async function runTopologyScenario(topology: Topology, size: ScenarioSize): Promise<ScenarioResult> {
  const pss = async (args: string[]) => {
    const result = await runPss(['--json', ...args], topology.operatorEnv);
    if (result.code !== 0) throw new Error(`pss ${args.join(' ')}: ${result.stderr}`);
    return JSON.parse(result.stdout || '{}') as Record<string, unknown>;
  };
  const receiver = await startCountingReceiver(2);
  const sql = new pg.Client({ connectionString: topology.directUrl });
  await sql.connect();
  try {
    // Partners subscribe through HAProxy before their webhooks exist, so only the burst is delivered.
    const partners: { name: string; apiKey: string; gtins: string[] }[] = [];
    for (let index = 0; index < size.partners; index++) {
      const name = `topology-partner-${index}`;
      const { apiKey } = (await pss(['client', 'create', '--name', name, '--max-limit', String(size.productsPerPartner * 2)])) as { apiKey: string };
      const products = buildBulk(size.productsPerPartner, 8100 + index);
      for (let from = 0; from < products.length; from += 10_000) {
        const subscribed = await request(`${topology.balancer}/v2/subscribe/`, { apiKey, json: products.slice(from, from + 10_000) });
        if (subscribed.status !== 200) throw new Error(`subscribe through HAProxy: ${subscribed.status} ${subscribed.text.slice(0, 300)}`);
      }
      await pss(['webhook', 'set', '--client', name, '--url', receiver.url(index), '--secret', `topology-secret-${String(index).padStart(4, '0')}`]);
      partners.push({ name, apiKey, gtins: products.map((product) => product.gtin) });
    }

    // A rate limit held across both API processes: HAProxy alternates the requests between them.
    const limit = 30;
    const { apiKey: limitedKey } = (await pss(['client', 'create', '--name', 'topology-limited'])) as { apiKey: string };
    await pss(['client', 'set-rate-limit', 'topology-limited', String(limit)]);
    const limited: number[] = [];
    const account = () => request(`${topology.balancer}/v2/subscribe/account`, { apiKey: limitedKey }).then((response) => limited.push(response.status));
    for (let index = 0; index < 2; index++) await account();
    await Promise.all(Array.from({ length: 40 }, account));
    for (let index = 0; index < 28; index++) await account();
    await Promise.all(Array.from({ length: 20 }, account));

    // The burst: every subscribed product changes in the catalogue.
    const burstDeliveries = size.partners * size.productsPerPartner;
    const catalogue = path.join(os.tmpdir(), `pss-topology-catalogue-${process.pid}.jsonl`);
    writeFileSync(catalogue, partners.flatMap((partner) => partner.gtins.map((gtin, index) => JSON.stringify({ gtin, name: `Bröd ${index}`, ingredients: 'vetemjöl, vatten, rapsolja, salt, jäst', country_of_origin: 'Polen', category: 'Bröd' }))).join('\n') + '\n');
    const burstStarted = performance.now();
    const importing = runPss(['--json', 'catalogue', 'import', catalogue], topology.operatorEnv, 600_000).then((result) => {
      if (result.code !== 0) throw new Error(`catalogue import: ${result.stderr}`);
      return performance.now();
    });

    // Reads and acknowledged writes through HAProxy for the whole burst, and the kill at `killAt`.
    let stopLoad = false;
    const reads = { ok: 0, failed: 0, failures: {} as Record<string, number> };
    const writes = { acknowledged: [] as string[], failed: 0, failures: {} as Record<string, number> };
    /** Who answered a failure: the service (its problem type) or HAProxy (any other body); a 500 is kept with its answer. */
    const failureOf = (response: { status: number; text: string }): string => {
      if (response.status === 500) return `500 ${response.text.slice(0, 300)}`;
      const problemType = /^\{"type":"([^"]+)"/.exec(response.text)?.[1];
      return `${response.status} ${problemType ?? 'from HAProxy'}`;
    };
    const tallyFailure = (failures: Record<string, number>, response: { status: number; text: string } | undefined) => {
      const key = response ? failureOf(response) : 'error';
      failures[key] = (failures[key] ?? 0) + 1;
    };
    const [writer] = partners;
    const newGtins = gtinSeries(100_000, 8900);
    let nextNew = 0;
    const readLoop = async () => {
      while (!stopLoad) {
        const partner = partners[Math.floor(Math.random() * partners.length)]!;
        const gtin = partner.gtins[Math.floor(Math.random() * partner.gtins.length)]!;
        const response = await request(`${topology.balancer}/v2/product/${gtin}`, { apiKey: partner.apiKey }).catch(() => undefined);
        if (response?.status === 200) reads.ok += 1;
        else {
          reads.failed += 1;
          tallyFailure(reads.failures, response);
        }
      }
    };
    const writeLoop = async () => {
      while (!stopLoad) {
        const gtin = newGtins[nextNew++]!;
        const response = await request(`${topology.balancer}/v2/subscribe/more/add`, { apiKey: writer!.apiKey, json: { gtin, name: 'Havregryn' } }).catch(() => undefined);
        if (response?.status === 200) writes.acknowledged.push(gtin);
        else {
          writes.failed += 1;
          tallyFailure(writes.failures, response);
        }
      }
    };
    const loadStarted = performance.now();
    const load = Promise.all([readLoop(), readLoop(), readLoop(), readLoop(), writeLoop(), writeLoop()]);
    await receiver.received(Math.ceil(burstDeliveries * size.killAt));
    await Promise.all([topology.kill(topology.apis[0]!.child), topology.kill(topology.workers[0]!)]);
    const importedAt = await importing;
    // Writes go on after the kill until HAProxy has taken the dead process out and some more are acknowledged.
    const acknowledgedAtKill = writes.acknowledged.length;
    await eventually(async () => writes.acknowledged.length, (count) => count >= acknowledgedAtKill + 20, 30_000, 50);
    stopLoad = true;
    await load;
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    // Every delivery of the partners (the burst's and the writes') succeeded, and no job is left.
    const state = async () => {
      const { rows } = await sql.query<{ total: number; succeeded: number; jobs: number }>(
        `select count(*)::int as total, count(*) filter (where d.status = 'succeeded')::int as succeeded,
                (select count(*)::int from graphile_worker.jobs where task_identifier = 'deliver-webhook') as jobs
           from webhook_deliveries d join clients c on c.id = d.client_id where c.name like 'topology-partner-%'`,
      );
      return rows[0]!;
    };
    const settled = await eventually(state, (value) => value.total >= burstDeliveries && value.succeeded === value.total && value.jobs === 0, size.settleMs, 250).catch(state);
    const { rows: deliveryIds } = await sql.query<{ id: string }>(`select d.id from webhook_deliveries d join clients c on c.id = d.client_id where c.name like 'topology-partner-%'`);
    const received = new Set(receiver.ids);
    const lastBurstDelivery = receiver.lastAt();
    const { rows: present } = await sql.query<{ gtin: string }>(
      `select s.gtin from subscriptions s join clients c on c.id = s.client_id where c.name = $1 and s.gtin = any($2::text[])`,
      [writer!.name, writes.acknowledged],
    );
    const presentSet = new Set(present.map((row) => row.gtin.trim()));
    const counts = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

    return {
      burstDeliveries,
      burstSeconds: (lastBurstDelivery - burstStarted) / 1000,
      importSeconds: (importedAt - burstStarted) / 1000,
      rateLimit: { limit, allowed: counts(limited, 200), refused: counts(limited, 429), other: limited.length - counts(limited, 200) - counts(limited, 429) },
      writes: { acknowledged: writes.acknowledged.length, failed: writes.failed, failures: writes.failures, acknowledgedMissing: writes.acknowledged.filter((gtin) => !presentSet.has(gtin)) },
      reads: { ...reads, perSecond: reads.ok / loadSeconds },
      deliveries: {
        total: settled.total,
        succeeded: settled.succeeded,
        notReceived: deliveryIds.filter((row) => !received.has(row.id)).length,
        received: receiver.ids.length,
        duplicates: receiver.ids.length - received.size,
        jobsLeft: settled.jobs,
      },
      maxInFlightPerPartner: receiver.maxInFlight(),
      survivors: {
        apiReady: (await request(`${topology.apis[1]!.origin}/readyz`)).status,
        balancerReady: (await request(`${topology.balancer}/readyz`)).status,
        backends: await topology.backendStatus(),
      },
    };
  } finally {
    await sql.end();
    await receiver.close();
  }
}
