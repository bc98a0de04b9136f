import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedBinDir } from '../../src/db/embedded-postgres.js';
import { clusterOsUser, freePort, initCluster, startCluster, stopCluster, type ClusterSpec } from '../../src/db/pg-cluster.js';

/** Where Debian's `postgresql` package puts a server's programs; the newest version wins. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

function debianBinDir(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(DEBIAN_ROOT, versions[0], 'bin');
}

export interface TestServer {
  /** Connection string of the server's `postgres` database, as a DATABASE_URL. */
  adminUrl: string;
  /** Which server runs, for the run's log. */
  description: string;
  stop(): Promise<void>;
}

/** The programs of the server PSS_TEST_POSTGRES picks: `debian`, `embedded`, or unset (Debian's when installed). */
export async function testServerBinaries(choice = process.env.PSS_TEST_POSTGRES ?? ''): Promise<{ binDir: string; debian: boolean }> {
  if (!['', 'debian', 'embedded'].includes(choice)) throw new Error(`PSS_TEST_POSTGRES must be debian or embedded, not "${choice}"`);
  const debian = choice === 'embedded' ? undefined : debianBinDir();
  if (choice === 'debian' && !debian) throw new Error(`PSS_TEST_POSTGRES=debian but no server under ${DEBIAN_ROOT}: apt-get install postgresql (make postgresql)`);
  return { binDir: debian ?? (await embeddedBinDir()), debian: debian !== undefined };
}

/** A test server the test controls: it can be killed, started again and its cluster reached. */
export interface ControlledServer extends TestServer {
  spec: ClusterSpec;
  port: number;
  password: string;
  /** Connection string of `database` on this server. */
  url(database: string): string;
  /** SIGKILL to the postmaster and every process of the cluster, as a crash or an OOM kill would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (after a kill: crash recovery). */
  start(): Promise<void>;
}

/** The cluster's processes: the postmaster (postmaster.pid) and its children. */
export function clusterProcesses(directory: string): number[] {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).filter((pid) => {
    try {
      // The fields after the command name (which may hold spaces), the second of them the parent.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
    } catch {
      return false;
    }
  });
  return [postmaster, ...children.map(Number)];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A cluster of its own in a temporary folder (see startTestServer), `initdb`-ed and started. */
export async function startControlledServer(choice = process.env.PSS_TEST_POSTGRES ?? '', options: { folderPrefix?: string } = {}): Promise<ControlledServer> {
  const { binDir, debian } = await testServerBinaries(choice);
  const folder = mkdtempSync(path.join(os.tmpdir(), options.folderPrefix ?? 'pss-test-'));
  chmodSync(folder, 0o711); // the cluster's OS user must enter it when we are root
  const spec: ClusterSpec = { binDir, directory: path.join(folder, 'pg'), user: clusterOsUser() };
  const password = randomBytes(18).toString('base64url');
  const port = await freePort();
  await initCluster(spec, 'postgres', password);
  await startCluster(spec, port);
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    spec,
    port,
    password,
    url,
    adminUrl: url('postgres'),
    description: `${debian ? 'Debian PostgreSQL server' : 'embedded-postgres binaries'} from ${binDir} on 127.0.0.1:${port}`,
    async kill() {
      const pids = clusterProcesses(spec.directory);
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      const deadline = Date.now() + 10_000;
      while (pids.some(isAlive)) {
        if (Date.now() > deadline) throw new Error(`PostgreSQL processes ${pids.filter(isAlive).join(', ')} outlived SIGKILL`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    start: () => startCluster(spec, port),
    async stop() {
      if (clusterProcesses(spec.directory).some(isAlive)) await stopCluster(spec);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL server for the integration run, started as production runs one: its own cluster in a
 * temporary folder, `initdb` + `pg_ctl` as an unprivileged OS user when we are root, password
 * authentication on a free loopback port, reached only through a connection string.
 *
 * PSS_TEST_POSTGRES picks the server: `debian` (what `make test` uses; Debian's `postgresql`
 * package, required), `embedded` (the embedded-postgres binaries), or unset (Debian's when installed).
 */
export async function startTestServer(choice = process.env.PSS_TEST_POSTGRES ?? ''): Promise<TestServer> {
  const server = await startControlledServer(choice);
  return { adminUrl: server.adminUrl, description: server.description, stop: () => server.stop() };
}
