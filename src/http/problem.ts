import type { ServerResponse } from 'node:http';
import { AppError, serviceUnavailable } from '../shared/app-error.js';
import type { Logger } from '../shared/logger.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

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

/** The one mapper from anything thrown to the error a client sees; internal details never leak. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  return new AppError('internal-error', 'An unexpected error occurred. It has been logged.');
}

/** A complete HTTP answer: what every way into the API writes the same way (`writeAnswer`). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Text, or its UTF-8 bytes when they were needed already (an entity tag is computed from them). */
  body: string | Buffer;
}

/**
 * The problem+json answer for an error: status, headers and body, as every path of the API sends
 * it. `instance` is the request path, when the request got as far as having one.
 */
export function renderProblem(error: AppError, instance?: string): Answer & { body: string } {
  const body: Record<string, unknown> = {
    type: `/problems/${error.type}`,
    title: error.title,
    status: error.status,
    detail: error.detail,
  };
  if (instance !== undefined) body.instance = instance;
  if (error.errors && error.errors.length > 0) body.errors = error.errors;
  return { status: error.status, headers: { ...error.headers, 'Content-Type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8` }, body: JSON.stringify(body) };
}

/** Writes an answer on node:http's response (Express's is one); headers set earlier are kept. */
export function writeAnswer(res: ServerResponse, answer: Answer): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  answer.headers['Content-Length'] = String(typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length);
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * The one place that maps, logs and renders a failure: anything thrown becomes an AppError (5xx
 * are logged with `context`, e.g. the request id), is rendered as problem+json with `headers`
 * added, and written.
 */
export function answerError(res: ServerResponse, error: unknown, options: { instance: string; logger: Logger; context?: Record<string, unknown>; headers?: Record<string, string> }): void {
  const appError = toAppError(error);
  if (appError.type === 'service-unavailable') logUnavailable(options.logger, error, options.context);
  else if (appError.status >= 500) options.logger.error({ err: error, ...options.context }, 'request failed');
  const problem = renderProblem(appError, options.instance);
  writeAnswer(res, { ...problem, headers: { ...options.headers, ...problem.headers } });
}

/** How often, at most, one process logs that requests are answered 503 because a dependency is away. */
export const UNAVAILABLE_LOG_INTERVAL_MS = 10_000;
const unavailableLog = { lastAt: Number.NEGATIVE_INFINITY, suppressed: 0 };

/**
 * During a database outage every request fails the same way: one warning line (the cause, no stack)
 * per UNAVAILABLE_LOG_INTERVAL_MS with the number of 503s since the last one, rather than an error
 * with a stack trace per request; each request's own access line still says 503.
 */
function logUnavailable(logger: Logger, error: unknown, context?: Record<string, unknown>): void {
  const now = Date.now();
  if (now - unavailableLog.lastAt < UNAVAILABLE_LOG_INTERVAL_MS) {
    unavailableLog.suppressed += 1;
    return;
  }
  const cause = error instanceof AppError ? error.detail : error instanceof Error ? error.message : String(error);
  logger.warn({ ...context, cause, alsoUnavailableSinceLastLine: unavailableLog.suppressed }, 'request answered 503: the service is unavailable (this line repeats at most every 10 s)');
  unavailableLog.lastAt = now;
  unavailableLog.suppressed = 0;
}
