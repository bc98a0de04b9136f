// The scale-out topology of docs/scaling.md, run for real from Debian packages: PostgreSQL, PgBouncer
// in front of it for the API processes, two API processes (`pss serve --no-worker`) behind HAProxy,
// and two worker processes (`pss worker`) connected to PostgreSQL directly (graphile-worker LISTENs,
// which a transaction-mode pooler cannot carry). Everything is started and stopped here; used by
// test/integration/runtime/topology.test.ts at CI size and by `BENCH_ONLY=topology make bench` at full size.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { clusterOsUser, freePort } from '../../src/db/pg-cluster.js';
import { runPss, startPss, stopPss } from './cli.js';
import { startControlledServer, type ControlledServer } from './postgres-server.js';

/** SECRET_KEY of every process of the topology (they share the sealed webhook secrets). */
const TOPOLOGY_SECRET_KEY = '44'.repeat(32);
const PGBOUNCER = '/usr/sbin/pgbouncer';
const HAPROXY = '/usr/sbin/haproxy';
/** PgBouncer's server connections to PostgreSQL, all API processes together. */
const POOLER_SERVER_CONNECTIONS = 20;

export interface ApiProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT, the process itself (not through HAProxy). */
  origin: string;
  /** Its name in HAProxy's backend. */
  name: string;
}

export interface Topology {
  server: ControlledServer;
  /** PostgreSQL directly: workers and operator commands. */
  directUrl: string;
  /** Through PgBouncer (transaction pooling): the API processes. */
  poolerUrl: string;
  /** HAProxy's front end: what partners reach. */
  balancer: string;
  apis: ApiProcess[];
  workers: ChildProcess[];
  /** The environment of the operator's `pss` commands (direct connection). */
  operatorEnv: Record<string, string>;
  /** HAProxy's view of each API process, from its statistics page: `UP`, `DOWN`, … */
  backendStatus(): Promise<Record<string, string>>;
  /** The error log lines (level 50 and up) the API and worker processes have written so far. */
  errorLines(): string[];
  /** SIGKILL to a process's group, as a crash or an OOM kill: resolves once it has exited. */
  kill(child: ChildProcess): Promise<void>;
  stop(): Promise<void>;
}

/** Tools the topology needs from Debian (`make topology-packages`); a missing one is named. */
function missingTopologyPackages(): string[] {
  return [
    ['pgbouncer', PGBOUNCER],
    ['haproxy', HAPROXY],
    ['postgresql', '/usr/lib/postgresql'],
  ].filter(([, file]) => !existsSync(file!)).map(([name]) => name!);
}

function waitForPort(port: number, child: ChildProcess, what: string, output: string[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`${what} exited with ${child.exitCode}: ${output.join('')}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${what} is not listening on ${port}: ${output.join('')}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

function spawnDaemon(command: string, args: string[], output: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startTopology(options: { env?: Record<string, string>; apiEnv?: Record<string, string>; workerEnv?: Record<string, string> } = {}): Promise<Topology> {
  const missing = missingTopologyPackages();
  if (missing.length > 0) throw new Error(`the topology needs Debian's ${missing.join(', ')}: make topology-packages`);
  const server = await startControlledServer('debian', { folderPrefix: 'pss-topology-' });
  const folder = path.dirname(server.spec.directory);
  const daemons: ChildProcess[] = [];
  const processes: ChildProcess[] = [];
  const daemonOutput: string[] = [];
  const errorLines: string[] = [];
  const stop = async () => {
    await Promise.all(processes.map(stopPss));
    for (const daemon of daemons) signalGroup(daemon, 'SIGTERM');
    await Promise.all(daemons.map(exited));
    await server.stop();
  };
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query('create database pss');
    await admin.end();
    const directUrl = server.url('pss');
    // Production settings, as a deployment runs (and no demo client, which two API processes starting
    // together on an empty database in development would both try to create); the receivers are on loopback.
    const common = { NODE_ENV: 'production', ALLOW_PRIVATE_WEBHOOK_URLS: 'true', METRICS_TOKEN: 'topology-metrics-token-0123456789', SECRET_KEY: TOPOLOGY_SECRET_KEY, LOG_LEVEL: 'warn', ...options.env };
    const operatorEnv = { ...common, DATABASE_URL: directUrl };
    const migrated = await runPss(['migrate'], operatorEnv);
    if (migrated.code !== 0) throw new Error(`pss migrate: ${migrated.stderr}`);

    // PgBouncer, transaction pooling. node-postgres sends statement_timeout as a startup parameter,
    // which PgBouncer refuses unless told to ignore it; every server connection sets it instead.
    const poolerPort = await freePort();
    const user = clusterOsUser();
    // A folder of its own, owned by the OS user it runs as (its log is written there).
    const poolerFolder = path.join(folder, 'pgbouncer');
    mkdirSync(poolerFolder, { mode: 0o700 });
    const ini = path.join(poolerFolder, 'pgbouncer.ini');
    const userlist = path.join(poolerFolder, 'userlist.txt');
    writeFileSync(userlist, `"postgres" "${server.password}"\n`, { mode: 0o600 });
    writeFileSync(
      ini,
      [
        '[databases]',
        `pss = host=127.0.0.1 port=${server.port} dbname=pss connect_query='SET statement_timeout = 60000'`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${poolerPort}`,
        'unix_socket_dir =',
        'auth_type = scram-sha-256',
        `auth_file = ${userlist}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        `default_pool_size = ${POOLER_SERVER_CONNECTIONS}`,
        'ignore_startup_parameters = statement_timeout',
        `logfile = ${path.join(poolerFolder, 'pgbouncer.log')}`,
        '',
      ].join('\n'),
      { mode: 0o600 },
    );
    if (user) for (const file of [poolerFolder, ini, userlist]) chownSync(file, user.uid, user.gid);
    // PgBouncer refuses to run as root: as root it switches to the cluster's OS user.
    const pooler = spawnDaemon(PGBOUNCER, [...(user ? ['-u', user.name] : []), ini], daemonOutput);
    daemons.push(pooler);
    await waitForPort(poolerPort, pooler, 'PgBouncer', daemonOutput);
    const poolerUrl = `postgres://postgres:${encodeURIComponent(server.password)}@127.0.0.1:${poolerPort}/pss`;

    // Two API processes through PgBouncer (no named statements: DB_NAMED_STATEMENTS=false), two workers direct.
    const apiPorts = [await freePort(), await freePort()];
    const apiEnv = (port: number) => ({ ...common, DATABASE_URL: poolerUrl, DB_NAMED_STATEMENTS: 'false', TRUST_PROXY: 'loopback', PORT: String(port), ...options.apiEnv });
    const workerEnv = { ...common, DATABASE_URL: directUrl, ...options.workerEnv };
    // Each process is kept for `stop` as soon as it has started, so one that fails to start leaves none of the others running.
    const keep = (starting: ReturnType<typeof startPss>) => starting.then((entry) => (processes.push(entry.child), entry));
    const settled = await Promise.allSettled([
      ...apiPorts.map((port) => keep(startPss(['serve', '--no-worker'], apiEnv(port), 'baseUrl'))),
      keep(startPss(['worker'], workerEnv, 'worker')),
      keep(startPss(['worker'], workerEnv, 'worker')),
    ]);
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const started = settled.map((outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof startPss>>>).value);
    // Error lines of every process (JSON logs, level 50 and up), for the caller to look at.
    for (const { child } of started) {
      let buffered = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        errorLines.push(...lines.filter((line) => /"level":(5|6)\d/.test(line)));
      });
    }
    const apis = apiPorts.map((port, index) => ({ child: started[index]!.child, origin: `http://127.0.0.1:${port}`, name: `api${index + 1}` }));

    // HAProxy: round robin over the API processes, each checked at /readyz every 300 ms (down after 3 failures).
    const balancerPort = await freePort();
    const statsPort = await freePort();
    const haproxyConfig = path.join(folder, 'haproxy.cfg');
    writeFileSync(
      haproxyConfig,
      [
        'global',
        '  maxconn 4096',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 60s',
        '  timeout server 60s',
        // A check waits this long for /readyz. Left unset it would be the check interval (300 ms), and a
        // busy survivor answering more slowly was taken out too: HAProxy then had no server and
        // answered 503 itself (docs/scaling.md).
        '  timeout check 2s',
        // A connection refused by a dead process is tried on the other one; a request already sent is not.
        '  retries 2',
        '  option redispatch',
        // The API processes see the partner's address (TRUST_PROXY=loopback), not HAProxy's.
        '  option forwardfor',
        'frontend partners',
        `  bind 127.0.0.1:${balancerPort}`,
        '  default_backend apis',
        'frontend statistics',
        `  bind 127.0.0.1:${statsPort}`,
        '  stats enable',
        '  stats uri /stats',
        'backend apis',
        '  balance roundrobin',
        '  option httpchk GET /readyz',
        '  http-check expect status 200',
        ...apis.map((api) => `  server ${api.name} ${api.origin.replace('http://', '')} check inter 300 fall 3 rise 2`),
        '',
      ].join('\n'),
    );
    const balancer = spawnDaemon(HAPROXY, ['-f', haproxyConfig, '-db'], daemonOutput);
    daemons.push(balancer);
    await waitForPort(balancerPort, balancer, 'HAProxy', daemonOutput);

    const backendStatus = async (): Promise<Record<string, string>> => {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const rows = csv.split('\n').map((line) => line.split(','));
      const header = rows[0]!.map((cell) => cell.replace(/^# /, ''));
      const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
      return Object.fromEntries(rows.filter((row) => row[proxy!] === 'apis' && row[server!]?.startsWith('api')).map((row) => [row[server!]!, row[status!]!]));
    };
    // Ready when HAProxy has seen both API processes answer /readyz.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const statuses: Record<string, string> = await backendStatus().catch(() => ({}));
      if (apis.every((api) => statuses[api.name] === 'UP')) break;
      if (Date.now() > deadline) throw new Error(`HAProxy does not see both API processes up: ${JSON.stringify(statuses)}\n${daemonOutput.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    return {
      server,
      directUrl,
      poolerUrl,
      balancer: `http://127.0.0.1:${balancerPort}`,
      apis,
      workers: started.slice(2).map((entry) => entry.child),
      operatorEnv,
      backendStatus,
      errorLines: () => [...errorLines],
      async kill(child) {
        signalGroup(child, 'SIGKILL');
        await exited(child);
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
