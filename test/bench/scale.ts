// `BENCH_ONLY=scale make bench`: the service at production size. 1,000,000 subscriptions by bulk;
// the product read at 100,000 and at 1,000,000; then a catalogue import that changes 100,000
// subscribed products while the API (`pss serve --no-worker`) and the worker (`pss worker`) run in
// processes of their own: the time until every webhook has arrived, and the read rate during that
// burst as a ratio of the idle rate. Also storage per subscription and what it is made of.
// SCALE_CLIENTS (100) × 10,000 sets the size; SCALE_WEBHOOK_CLIENTS (10) × 10,000 the burst.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpuPressureWindow, cpuSeconds, cpuSecondsOfTree, cpuWindow, schedulingOf } from './cpu.js';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/db/embedded-postgres.js';
import { type createKnex } from '../../src/db/database.js';
import { buildBulk, gtinSeries } from '../support/bulk.js';
import { measure, writeRandomProductScript, type WrkResult } from './wrk.js';
import { BENCH_SECRET_KEY, ROOT, rssMb, start, startBenchDatabase, startReceiver, startService, startWorkerProcess, stopAll, finishBench } from './processes.js';

const PER_CLIENT = 10_000;
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 100);
const WEBHOOK_CLIENTS = Number(process.env.SCALE_WEBHOOK_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  const bench = await startBenchDatabase('scale');
  const { directory, url, knex, services } = bench;
  const results: Record<string, unknown> = { date: new Date().toISOString(), machine: `${os.cpus().length} cpu, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`, clients: CLIENTS, perClient: PER_CLIENT };

  // BENCH_FILLFACTOR (diagnostic): subscriptions' pages left that empty, so a record's rewrite can stay on its page (a HOT update, no new index entries).
  if (process.env.BENCH_FILLFACTOR) await knex.raw(`alter table subscriptions set (fillfactor = ${Number(process.env.BENCH_FILLFACTOR)})`);
  const keys: string[] = [];
  const seed = async (from: number, to: number) => {
    const started = performance.now();
    for (let series = from; series <= to; series++) {
      const { client, apiKey } = await services.clientService.create(`scale-${series}`, PER_CLIENT * 2);
      await services.clientService.setRateLimit(client.name, 100_000_000);
      keys.push(apiKey);
      await services.subscriptionService.subscribeProducts({ ...client, rateLimitPerMinute: 100_000_000 }, buildBulk(PER_CLIENT, series));
    }
    return performance.now() - started;
  };
  const servicePort = await freePort();
  const service = await startService(url, servicePort);
  const origin = `http://127.0.0.1:${servicePort}`;
  const readScript = (clients: number) => {
    const file = path.join(directory, `read-${clients}.lua`);
    writeRandomProductScript(file, '/v2/product/', keys.slice(0, clients), PER_CLIENT);
    return file;
  };

  // 1. Reads at 100,000 subscriptions, then at CLIENTS × 10,000.
  const firstClients = Math.min(10, CLIENTS);
  const seedFirstMs = await seed(1, firstClients);
  await knex.raw('analyze');
  const readSmall = await measure(origin, readScript(firstClients), SECONDS, service.child.pid);
  const seedRestMs = await seed(firstClients + 1, CLIENTS);
  await knex.raw('vacuum analyze');
  const subscriptions = CLIENTS * PER_CLIENT;
  const readLarge = await measure(origin, readScript(CLIENTS), SECONDS, service.child.pid);
  results.seed = { subscriptions, milliseconds: seedFirstMs + seedRestMs, perSecond: subscriptions / ((seedFirstMs + seedRestMs) / 1000) };
  results.read = { smallAt: firstClients * PER_CLIENT, small: readSmall, largeAt: subscriptions, large: readLarge, largeVsSmall: readLarge.requestsPerSecond / readSmall.requestsPerSecond };
  results.storage = await storagePerSubscription(knex, subscriptions);
  console.error(`seeded ${subscriptions} in ${((seedFirstMs + seedRestMs) / 1000).toFixed(0)} s; reads ${readSmall.requestsPerSecond.toFixed(0)} → ${readLarge.requestsPerSecond.toFixed(0)} req/s`);

  // 2. The burst: the first WEBHOOK_CLIENTS clients get webhooks; the operator imports a catalogue
  // that changes every product they subscribe to; the worker recomputes and delivers.
  const receiver = await startReceiver();
  for (let series = 1; series <= WEBHOOK_CLIENTS; series++) {
    await services.webhooks.admin.register(`scale-${series}`, `http://127.0.0.1:${receiver.port}/hook`, `scale-signing-secret-${String(series).padStart(4, '0')}`);
  }
  const burstSize = WEBHOOK_CLIENTS * PER_CLIENT;
  const catalogueFile = path.join(directory, 'catalogue.jsonl');
  const lines: string[] = [];
  for (let series = 1; series <= WEBHOOK_CLIENTS; series++) {
    for (const [index, gtin] of gtinSeries(PER_CLIENT, series).entries()) {
      lines.push(JSON.stringify({ gtin, name: `Bröd ${index}`, ingredients: 'vetemjöl, vatten, rapsolja, socker, salt, jäst', country_of_origin: 'Polen', category: 'Bröd' }));
    }
  }
  writeFileSync(catalogueFile, `${lines.join('\n')}\n`);
  const idlePressure = cpuPressureWindow();
  const idle = await measure(origin, readScript(CLIENTS), SECONDS, service.child.pid);
  const cpuPressureIdleReads = idlePressure();
  const worker = await startWorkerProcess(url);
  const postmasterPid = Number(readFileSync(path.join(directory, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const cpuBefore = { worker: cpuSeconds(worker.child.pid!), postgres: cpuSecondsOfTree(postmasterPid), api: cpuSeconds(service.child.pid!), receiver: cpuSeconds(receiver.pid) };
  const allArrived = receiver.untilReceived(burstSize);
  const burstStarted = performance.now();
  const importer = start(process.execPath, [path.join(ROOT, 'bin/pss.js'), '--json', 'catalogue', 'import', catalogueFile], { DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'production', SECRET_KEY: BENCH_SECRET_KEY }, /"imported"/);
  // Reads measured while the import, the recomputation and the deliveries run (no warm-up: the
  // service is warm from the idle run).
  const timeline = sampleBurst(knex, burstStarted, () => ({ worker: cpuSeconds(worker.child.pid!), postgres: cpuSecondsOfTree(postmasterPid) }));
  // Who had the CPU while the reads were measured, and at what priority each part ran (its
  // niceness, and its autogroup: the scheduling group of its session).
  const importerPid = await pidOf('\0catalogue\0import\0');
  const window = cpuWindow({ api: service.child.pid, worker: worker.child.pid, importer: importerPid, receiver: receiver.pid, bench: process.pid }, postmasterPid);
  const during: WrkResult = await measure(origin, readScript(CLIENTS), SECONDS, service.child.pid, { warmUpSeconds: 0 });
  const readWindowCpu = window();
  const scheduling = Object.fromEntries(Object.entries({ api: service.child.pid, worker: worker.child.pid, importer: importerPid, receiver: receiver.pid, postmaster: postmasterPid }).map(([name, pid]) => {
    try {
      return [name, schedulingOf(pid!)];
    } catch {
      return [name, 'ended'];
    }
  }));
  console.error(`CPU while the reads were measured (cores): ${JSON.stringify(readWindowCpu)}; scheduling: ${JSON.stringify(scheduling)}`);
  // The CPU pressure for the rest of the burst, without the reads: what the background's own work
  // and the machine's other load make of it (the pacing pauses on it as well).
  const restPressure = cpuPressureWindow();
  const imported = await importer;
  const importedAt = performance.now();
  const arrived = await allArrived;
  const cpuPressureAfterReads = restPressure();
  const burstTimeline = await timeline.stop();
  // CPU seconds each part spent on the burst (the API's include the reads measured during it; the
  // receiver stands for the partners' servers, which in production are not on this host).
  const burstCpuSeconds = { worker: cpuSeconds(worker.child.pid!) - cpuBefore.worker, postgres: cpuSecondsOfTree(postmasterPid) - cpuBefore.postgres, api: cpuSeconds(service.child.pid!) - cpuBefore.api, receiver: cpuSeconds(receiver.pid) - cpuBefore.receiver };
  const allArrivedSeconds = (arrived.lastAt! - (performance.timeOrigin + burstStarted)) / 1000;
  const workerRss = rssMb(worker.child.pid!);
  const workerPacing = await stopForPacing(worker.child);
  results.burst = {
    changedProducts: burstSize,
    importSeconds: (importedAt - burstStarted) / 1000,
    importSummary: imported.line,
    allWebhooksArrivedSeconds: allArrivedSeconds,
    // Where the time goes: the first delivery waits for the import and the first records' refresh;
    // from the first to the last is the delivering.
    firstWebhookArrivedSeconds: (arrived.firstAt! - (performance.timeOrigin + burstStarted)) / 1000,
    deliveriesPerSecondFirstToLast: burstSize / ((arrived.lastAt! - arrived.firstAt!) / 1000),
    readIdle: idle,
    readDuringBurst: during,
    readDuringVsIdle: during.requestsPerSecond / idle.requestsPerSecond,
    burstCpuSeconds,
    readWindowCpu,
    // Share of the time some task waited for a CPU (PSI `some`): idle reads, reads during the burst
    // (readWindowCpu.cpuPressure), and the burst after the reads.
    cpuPressure: { idleReads: cpuPressureIdleReads, duringReads: readWindowCpu.cpuPressure, burstAfterReads: cpuPressureAfterReads },
    // What the import's pacing did (its summary line), `null` from a build without it.
    importPacing: importPacing(imported.line),
    scheduling,
    burstTimeline,
    workerPacing,
    workerRssMb: workerRss,
    serviceRssMb: rssMb(service.child.pid!),
  };

  printTable(results);
  await finishBench(bench, 'scale.json', results);
}

/**
 * Every 5 s of the burst: the record-refresh jobs left, the deliveries still parked and those that
 * succeeded, the CPU seconds the worker and PostgreSQL have used, and the CPU pressure: what sets the pace when.
 */
function sampleBurst(knex: ReturnType<typeof createKnex>, startedAt: number, cpu: () => { worker: number; postgres: number }) {
  const samples: { second: number; refreshJobs: number; parked: number; succeeded: number; cpu: { worker: number; postgres: number }; cpuPressure: number }[] = [];
  let stopped = false;
  let pressure = cpuPressureWindow();
  const loop = (async () => {
    while (!stopped) {
      const row = (await knex.raw(`select (select count(*) from graphile_worker.jobs where task_identifier = 'refresh-records')::int as refresh_jobs,
              (select count(*) from webhook_deliveries where waiting = 'parked')::int as parked,
              (select count(*) from webhook_deliveries where status = 'succeeded')::int as succeeded`)).rows[0];
      // cpuPressure: the share of the 5 s before in which some task waited for a CPU (what the pacing reads).
      samples.push({ second: Math.round((performance.now() - startedAt) / 1000), refreshJobs: row.refresh_jobs, parked: row.parked, succeeded: row.succeeded, cpu: cpu(), cpuPressure: pressure() });
      pressure = cpuPressureWindow();
      console.error(`burst ${JSON.stringify(samples.at(-1))}`);
      if (process.env.BURST_DIAG) console.error(JSON.stringify((await knex.raw(`select wait_event_type as t, wait_event as e, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as q, count(*)::int as n from pg_stat_activity where state <> 'idle' and pid <> pg_backend_pid() group by 1,2,3 order by 4 desc`)).rows));
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  })();
  return { stop: async () => { stopped = true; await loop; return samples; } };
}

/** The `pacing` of a JSON summary line (the import's, the worker's at its stop); null from a build without it. */
function importPacing(line: string): unknown {
  try {
    return (JSON.parse(line) as { pacing?: unknown }).pacing ?? null;
  } catch {
    return null;
  }
}

/**
 * Stops the worker and answers the `pacing` of the line it prints when it stops (what its pacing did
 * over the burst), or null from a build that prints none.
 */
function stopForPacing(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => {
      const line = output.split('\n').find((candidate) => candidate.includes('"stopped"'));
      resolve(line ? importPacing(line) : null);
    });
    child.kill('SIGTERM');
  });
}

/** The pid of the first process whose command line contains `fragment` (arguments separated by NUL), waiting up to 5 s for it. */
async function pidOf(fragment: string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(fragment)) return Number(entry);
      } catch {
        // ended while we looked
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** Bytes per subscription: heap, TOAST and each index of the subscriptions table, and the JSON columns. */
async function storagePerSubscription(knex: ReturnType<typeof createKnex>, count: number) {
  const sizes = (await knex.raw(`
    select pg_relation_size('subscriptions') as heap,
           coalesce(pg_total_relation_size(nullif(reltoastrelid, 0)), 0) as toast,
           pg_indexes_size('subscriptions') as indexes,
           pg_total_relation_size('subscriptions') as total
      from pg_class where relname = 'subscriptions'`)).rows[0];
  const indexes = (await knex.raw(`select indexrelname as name, pg_relation_size(indexrelid) as bytes from pg_stat_user_indexes where relname = 'subscriptions' order by 2 desc`)).rows;
  const columns = (await knex.raw(`select avg(pg_column_size(submission)) as submission, avg(pg_column_size(record)) as record, avg(pg_column_size(payload)) as payload from (select * from subscriptions limit 10000) s`)).rows[0];
  const per = (bytes: string | number) => Math.round(Number(bytes) / count);
  return {
    bytesPerSubscription: per(sizes.total),
    heap: per(sizes.heap),
    toast: per(sizes.toast),
    indexes: Object.fromEntries(indexes.map((index: { name: string; bytes: string }) => [index.name, per(index.bytes)])),
    averageColumnBytes: { submission: Math.round(Number(columns.submission)), record: Math.round(Number(columns.record)), payload: Math.round(Number(columns.payload)) },
    totalMb: Math.round(Number(sizes.total) / 2 ** 20),
  };
}

function printTable(results: Record<string, any>) {
  const { smallAt, small, largeAt, large } = results.read as { smallAt: number; small: WrkResult; largeAt: number; large: WrkResult };
  const burst = results.burst;
  const rows: [string, string, string, string][] = [
    [`seed ${results.seed.subscriptions} subscriptions by bulk (s)`, (results.seed.milliseconds / 1000).toFixed(0), `${results.seed.perSecond.toFixed(0)} subscriptions/s`, ''],
    [`product read at ${smallAt} (req/s)`, small.requestsPerSecond.toFixed(0), `p99 ${small.p99Ms.toFixed(1)} ms`, ''],
    [`product read at ${largeAt} (req/s)`, large.requestsPerSecond.toFixed(0), `${(results.read.largeVsSmall * 100).toFixed(0)} % of the rate at ${smallAt}, p99 ${large.p99Ms.toFixed(1)} ms`, ''],
    [`${burst.changedProducts} webhooks after an import (s)`, burst.allWebhooksArrivedSeconds.toFixed(1), `import took ${burst.importSeconds.toFixed(1)} s; first webhook at ${burst.firstWebhookArrivedSeconds.toFixed(1)} s, then ${burst.deliveriesPerSecondFirstToLast.toFixed(0)}/s`, '≤ 60 s'],
    ['product read during the burst (req/s)', burst.readDuringBurst.requestsPerSecond.toFixed(0), `${(burst.readDuringVsIdle * 100).toFixed(0)} % of idle (${burst.readIdle.requestsPerSecond.toFixed(0)}), p99 ${burst.readDuringBurst.p99Ms.toFixed(1)} ms`, '≥ 70 %'],
    ['storage per subscription (bytes)', String(results.storage.bytesPerSubscription), `heap ${results.storage.heap}, TOAST ${results.storage.toast}, indexes ${Object.values(results.storage.indexes as Record<string, number>).reduce((a, b) => a + b, 0)}; ${results.storage.totalMb} MB in all`, ''],
  ];
  const widths = [44, 10, 60, 8];
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(['measure', 'value', 'detail (same run)', 'target']));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
  console.log(`storage detail: ${JSON.stringify(results.storage)}`);
  console.log(`CPU seconds spent on the burst: ${JSON.stringify(burst.burstCpuSeconds)}`);
  console.log(`CPU pressure (share of time some task waited): ${JSON.stringify(burst.cpuPressure)}; the import's pacing: ${JSON.stringify(burst.importPacing)}; the worker's: ${JSON.stringify(burst.workerPacing)}`);
}

main().catch((error) => {
  console.error(error);
  void stopAll().finally(() => process.exit(1));
});
