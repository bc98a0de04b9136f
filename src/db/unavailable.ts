/**
 * Whether an error means "the database is not reachable right now": the API answers 503 for it, the
 * worker waits for the database, the CLI says so in one sentence. Infrastructure knowledge of the
 * driver and the server, so every layer (http, jobs, cli) asks here rather than one another.
 */

// PostgreSQL and driver conditions that mean "the database is not reachable right now".
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);

/**
 * How the driver and the server word "the database is not reachable right now" when no code says
 * so: refused or cut connections, a server shutting down, starting or recovering, the pool's
 * acquire timeout, a refused password or database. Plain alternation, so PostgreSQL's regular expressions read
 * it too (a job's `last_error`, jobs/worker-heartbeat-store.ts).
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  /Connection terminated|Connection ended unexpectedly|connect ECONNREFUSED|ECONNRESET|Client has encountered a connection error|terminating connection due to administrator command|the database system is (shutting down|starting up|in recovery mode|not yet accepting connections)|Timeout acquiring a connection|password authentication failed|no pg_hba\.conf entry|database "[^"]+" does not exist/;

/**
 * PostgreSQL's refusals of the connection itself: wrong password or user (class 28), no such
 * database (3D000). The operator's configuration, not a fault in pss nor anything a client sent:
 * for the API and the worker the database is unavailable until the operator puts it right.
 */
export const DATABASE_REFUSED_CODES: ReadonlySet<string> = new Set(['28P01', '28000', '3D000']);

export function isConnectionRefusedByDatabase(error: unknown): boolean {
  return typeof error === 'object' && error !== null && DATABASE_REFUSED_CODES.has(String((error as { code?: unknown }).code));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  if (code && (UNAVAILABLE_CODES.has(code) || DATABASE_REFUSED_CODES.has(code))) return true;
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && DATABASE_UNAVAILABLE_MESSAGE.test(message);
}
