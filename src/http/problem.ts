import type { ServerResponse } from 'node:http';
import { AppError, problem, serviceUnavailable } from '../shared/app-error.js';
import type { Logger } from '../shared/logger.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The one mapper from anything thrown to the error a client sees; internal details never leak. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  return problem.internalError();
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
