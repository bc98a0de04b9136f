import type { Response } from 'express';
import { AppError, serviceUnavailable } from '../shared/app-error.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

// PostgreSQL and driver conditions that mean "the database is not reachable right now".
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/.test(message);
}

/** The one mapper from anything thrown to the error a client sees; internal details never leak. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  return new AppError(500, 'internal-error', 'Internal server error', 'An unexpected error occurred. It has been logged.');
}

/** The problem+json answer for an error: status, headers and body, as every path of the API sends it. */
export function renderProblem(error: AppError, instance: string): { status: number; headers: Record<string, string>; body: string } {
  const body: Record<string, unknown> = {
    type: `/problems/${error.type}`,
    title: error.title,
    status: error.status,
    detail: error.detail,
    instance,
  };
  if (error.errors && error.errors.length > 0) body.errors = error.errors;
  return { status: error.status, headers: { ...error.headers, 'Content-Type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8` }, body: JSON.stringify(body) };
}

export function sendProblem(res: Response, error: AppError, instance: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const problem = renderProblem(error, instance);
  for (const [name, value] of Object.entries(problem.headers)) res.setHeader(name, value);
  res.status(problem.status).send(problem.body);
}
