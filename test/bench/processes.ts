// Child processes for the benchmarks: each started in its own process group, so one stop ends it
// with everything it spawned.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { loadConfig } from '../../src/config.js';
import { createKnex } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createServices } from '../../src/runtime.js';
import { createLogger } from '../../src/shared/logger.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_SECRET_KEY = '22'.repeat(32);

const children: ChildProcess[] = [];

/** Spawns a process and resolves with its first output line that matches `ready`. */
export function start(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => ready.test(candidate));
      if (line) resolve({ child, line });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${buffer.slice(-2000)}`)));
  });
}

/** Registers a process started elsewhere (e.g. by fork) so that stopAll ends it too. */
export function track(child: ChildProcess): void {
  children.push(child);
}

/** Ends every process started here (their process groups) and resolves once each has exited. */
export async function stopAll(): Promise<void> {
  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      try {
        child.kill(name);
      } catch {
        // already gone
      }
    }
  };
  const running = children.splice(0).filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          // A process that has not ended after its graceful stop is killed: the run must not leave one behind.
          const kill = setTimeout(() => signal(child, 'SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          signal(child, 'SIGTERM');
        }),
    ),
  );
}

/** BENCH_PROFILE_DIR=dir writes CPU profiles of the service, the worker and the bare Express baseline there. */
export function profileFlags(): string[] {
  return process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
}

/** The API alone (`pss serve --no-worker`), as run in production. */
export function startService(databaseUrl: string, port: number, env: Record<string, string> = {}) {
  return start(process.execPath, [...profileFlags(), path.join(ROOT, 'bin/pss.js'), '--json', 'serve', '--no-worker'], { DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', METRICS_TOKEN: 'bench-metrics-token-0123456789', SECRET_KEY: BENCH_SECRET_KEY, DB_POOL_MAX: '10', ...env }, /"baseUrl"/);
}

/** A worker alone (`pss worker`), as run in production. */
export function startWorkerProcess(databaseUrl: string, env: Record<string, string> = {}) {
  return start(process.execPath, [...profileFlags(), path.join(ROOT, 'bin/pss.js'), '--json', 'worker'], { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', SECRET_KEY: BENCH_SECRET_KEY, ALLOW_PRIVATE_WEBHOOK_URLS: 'true', ...env }, /"worker"/);
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export interface ReceiverReply {
  port?: number;
  reached?: number;
  firstAt?: number;
  lastAt?: number;
}

/**
 * The webhook receiver (receiver.ts) in a process of its own; `untilReceived(n)` resolves when it
 * has answered n deliveries in all, with the times of the first and the last.
 */
export async function startReceiver(): Promise<{ port: number; pid: number; stop(): void; untilReceived(count: number): Promise<ReceiverReply> }> {
  const receiver = fork(path.join(ROOT, 'test/bench/receiver.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  track(receiver);
  const replies: ((message: ReceiverReply) => void)[] = [];
  receiver.on('message', (message: ReceiverReply) => replies.shift()?.(message));
  const nextReply = () => new Promise<ReceiverReply>((resolve) => replies.push(resolve));
  const { port } = await nextReply();
  return {
    port: port!,
    pid: receiver.pid!,
    stop: () => receiver.kill('SIGTERM'),
    untilReceived(count) {
      const reply = nextReply();
      receiver.send({ expect: count });
      return reply;
    },
  };
}

/**
 * A fresh embedded PostgreSQL in a temporary folder with one migrated database, and the service's
 * own composition root over it (for seeding and enqueueing the way the service does).
 */
/** The clusters started and not yet stopped: a bench that fails part-way stops them too (stopEverything). */
const running = new Set<BenchDatabase>();

export async function startBenchDatabase(name: string) {
  const directory = mkdtempSync(path.join(os.tmpdir(), `pss-${name}-`));
  const cluster = await startEmbeddedPostgres(path.join(directory, 'pg'));
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = cluster.url(name);
  const knex = createKnex(url, 4);
  await migrate(knex, url);
  const config = loadConfig({ DATABASE_URL: url, DATA_DIR: directory, SECRET_KEY: BENCH_SECRET_KEY, LOG_LEVEL: 'silent' });
  const services = createServices(config, { knex, url, close: () => knex.destroy() }, createLogger('silent'));
  const bench = { directory, cluster, url, knex, services };
  running.add(bench);
  return bench;
}

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

/** After a failure: every process, then every cluster still running, and their folders. */
export async function stopEverything(): Promise<void> {
  await stopAll();
  for (const bench of [...running]) await stopBench(bench).catch(() => undefined);
}

/** Writes bench-results/<file>, then stops every process, the database and its folder. */
export async function finishBench(bench: BenchDatabase, file: string, results: unknown): Promise<void> {
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench-results', file), JSON.stringify(results, null, 2));
  await stopBench(bench);
}

/** Stops every process and the database, and removes its folder (about 0.5 GB after the seeding). */
export async function stopBench(bench: BenchDatabase): Promise<void> {
  running.delete(bench);
  // The service and worker processes first: the cluster stops only once nothing uses it.
  await stopAll();
  await bench.knex.destroy();
  await bench.cluster.stop();
  rmSync(bench.directory, { recursive: true, force: true });
}
