import { readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * A background process (one that lowered its own CPU priority, WORKER_NICENESS) has the PostgreSQL
 * backends of its connections lowered the same way, when they run on this host: on a machine that
 * the API shares with the worker, the import and the database, the reads' queries then come before
 * the burst's (docs/scaling.md, "Background work yields to partner-facing reads"). Only a direct
 * connection's backend is lowered, never one behind a pooler (whose backends other processes share):
 * the server's own port must be the one connected to. Anything else (another host, another OS user
 * without the right to renice) leaves the backend as it is.
 */
export async function lowerBackendToProcessPriority(client: pg.Client): Promise<void> {
  const niceness = os.getPriority();
  if (niceness <= 0 || !(LOOPBACK.has(client.host) || client.host.startsWith('/'))) return;
  const { rows } = await client.query<{ pid: number; port: number }>("select pg_backend_pid() as pid, current_setting('port')::int as port");
  const backend = rows[0];
  if (!backend || backend.port !== client.port || !isPostgresProcess(backend.pid)) return;
  try {
    os.setPriority(backend.pid, Math.max(os.getPriority(backend.pid), niceness));
  } catch {
    // not ours to renice (another OS user): it keeps its priority
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}
