// `BENCH_ONLY=delivery make bench`: the CPU one delivered webhook costs (the worker process and the
// PostgreSQL cluster), for the worker of a baseline commit and for this working tree, in the same run
// on the same database, rounds alternating so that load from elsewhere on the machine falls on both.
//
// Each round queues DELIVERY_PARTNERS × DELIVERY_PER_PARTNER changed records while the partners are
// suspended (created parked: no job yet), starts the worker under test, waits until it is idle, then
// activates the partners and counts CPU from that moment until the receiver has answered the last
// delivery. So the figure holds what delivering costs (claims, attempts, successes, releases, job
// fetches and completions, the POSTs) and neither the enqueue nor the worker's start.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBulk } from '../support/bulk.js';
import { cpuSeconds, cpuSecondsOfTree } from './cpu.js';
import { BENCH_SECRET_KEY, ROOT, profileFlags, start, startBenchDatabase, startReceiver, stopBench } from './processes.js';

/**
 * The merge that closed issue 33 (the cost per delivery halved, docs/performance.md "Cost per delivery"), so the bench
 * guards that figure. Its first baseline, 95b214b (the path before the halving), predates migrations 012, 013 and 016:
 * its worker refuses a database that has them, and since 013 it could not open the signing secrets either.
 */
const BASELINE_COMMIT = process.env.BENCH_DELIVERY_BASELINE ?? '9c825e0d';
const PARTNERS = Number(process.env.DELIVERY_PARTNERS ?? 10);
const PER_PARTNER = Number(process.env.DELIVERY_PER_PARTNER ?? 3_000);
const ROUNDS = Number(process.env.DELIVERY_ROUNDS ?? 2);

type Variant = 'baseline' | 'current';

const MIGRATIONS = 'src/db/migrations';

/** The baseline's program (src, generated, bin) in test/bench/tmp/, run from source by tsx like the current one. */
function extractBaseline(): string {
  mkdirSync(path.join(ROOT, 'test/bench/tmp'), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT, 'test/bench/tmp', 'delivery-baseline-'));
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive ${BASELINE_COMMIT} src generated package.json tsconfig.json | tar -x -C "${folder}"`]);
  // The bench's database is built by today's migrations; a worker that lacks one of them will not start against it.
  const migrations = (tree: string) => new Set(readdirSync(path.join(tree, MIGRATIONS)));
  const theirs = migrations(folder);
  const missing = [...migrations(ROOT)].filter((name) => !theirs.has(name));
  if (missing.length > 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`BENCH_DELIVERY_BASELINE ${BASELINE_COMMIT} lacks ${missing.join(', ')}: its worker would not start on the bench's database; choose a commit that has them`);
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'));
  return folder;
}

/** An entry point that runs `pss` from a source tree (tsx compiles it as it loads, the same for both variants). */
function sourceEntry(tree: string): string {
  const entry = path.join(tree === ROOT ? path.join(ROOT, 'test/bench/tmp') : tree, `pss-from-source-${path.basename(tree)}.mjs`);
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(entry, `import(${JSON.stringify(path.join(tree, 'src/cli/main.ts'))}).then((m) => m.main(process.argv));\n`);
  return entry;
}

/** Waits until a process has used no CPU for a while (its start-up is over), bounded. */
async function untilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let last = cpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuSeconds(pid);
    if (now - last < 0.02) return;
    last = now;
  }
}

/** Ends one process started by `start` (its process group) and resolves once it has exited. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchDeliveryCost() {
  // The baseline first: a commit the bench cannot run is refused before any cluster is started.
  const baselineTree = extractBaseline();
  const bench = await startBenchDatabase('delivery');
  const { directory, url, services } = bench;
  const postmasterPid = Number(readFileSync(path.join(directory, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const entries: Record<Variant, string> = { baseline: sourceEntry(baselineTree), current: sourceEntry(ROOT) };
  const receiver = await startReceiver();
  const partners = [];
  for (let index = 0; index < PARTNERS; index++) {
    const { client } = await services.clientService.create(`delivery-${index}`, 1_000_000);
    await services.clientService.setRateLimit(client.name, 100_000_000);
    await services.webhooks.admin.register(client.name, `http://127.0.0.1:${receiver.port}/hook/${index}`, `bench-signing-secret-${String(index).padStart(4, '0')}`);
    partners.push({ ...client, rateLimitPerMinute: 100_000_000 });
  }
  const deliveries = PARTNERS * PER_PARTNER;
  const rounds: { variant: Variant; seconds: number; workerUs: number; postgresUs: number }[] = [];
  let received = 0;
  let series = 200;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of round % 2 === 0 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const)) {
        // Queued parked while the partners are suspended: nothing is delivered before the count starts.
        for (const partner of partners) await services.clientService.setStatus(partner.name, 'suspended');
        for (const partner of partners) await services.subscriptionService.subscribeProducts(partner, buildBulk(PER_PARTNER, series++));
        const worker = await start(process.execPath, [...profileFlags(), '--import', 'tsx', entries[variant], '--json', 'worker'], { DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'production', SECRET_KEY: BENCH_SECRET_KEY, ALLOW_PRIVATE_WEBHOOK_URLS: 'true' }, /"worker"/);
        const workerPid = worker.child.pid!;
        await untilIdle(workerPid);
        const arrived = receiver.untilReceived(received + deliveries);
        const before = { worker: cpuSeconds(workerPid), postgres: cpuSecondsOfTree(postmasterPid), at: performance.now() };
        for (const partner of partners) {
          await services.clientService.setStatus(partner.name, 'active');
          await services.webhooks.resumeDeliveries(partner.id);
        }
        await arrived;
        received += deliveries;
        const perDeliveryUs = (seconds: number) => Math.round((seconds / deliveries) * 1e6);
        const measured = {
          variant,
          seconds: (performance.now() - before.at) / 1000,
          workerUs: perDeliveryUs(cpuSeconds(workerPid) - before.worker),
          postgresUs: perDeliveryUs(cpuSecondsOfTree(postmasterPid) - before.postgres),
        };
        rounds.push(measured);
        console.error(`delivery round ${round + 1} ${variant}: ${deliveries} in ${measured.seconds.toFixed(1)} s, worker ${measured.workerUs} µs + PostgreSQL ${measured.postgresUs} µs per delivery`);
        await stopProcess(worker.child);
      }
    }
  } finally {
    // Both trees' entry points go with the run: a file left in test/bench/tmp would be linted as part of the project.
    rmSync(baselineTree, { recursive: true, force: true });
    rmSync(entries.current, { force: true });
    await stopBench(bench);
  }
  const of = (variant: Variant) => {
    const mine = rounds.filter((round) => round.variant === variant);
    const totals = mine.map((round) => round.workerUs + round.postgresUs);
    return { workerUs: median(mine.map((round) => round.workerUs)), postgresUs: median(mine.map((round) => round.postgresUs)), totalUs: median(totals), bestTotalUs: Math.min(...totals), deliveriesPerSecond: median(mine.map((round) => deliveries / round.seconds)) };
  };
  const baseline = of('baseline');
  const current = of('current');
  return { baselineCommit: BASELINE_COMMIT, partners: PARTNERS, deliveriesPerRound: deliveries, baseline, current, costRatio: current.totalUs / baseline.totalUs, rounds };
}
