import type { Problem, ProblemError } from './types.js';

/**
 * An error answer of the API: the RFC 9457 problem document it carried, plus `retryAfter`
 * (seconds) when the service said when to retry (`429`, `503`). An answer that is not a problem
 * document (e.g. from a proxy) is reported as a problem of type `about:blank`.
 */
export class PssApiError extends Error {
  override readonly name = 'PssApiError';
  /** The HTTP status code. */
  readonly status: number;
  /** The problem type, e.g. `/problems/not-found`. */
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  /** The request path the problem is about, when the service sent it. */
  readonly instance: string | undefined;
  /** Every invalid place of the request (`pointer`, `parameter` or `header`); empty when none. */
  readonly errors: ProblemError[];
  /** Seconds to wait before retrying, from `Retry-After`; `undefined` when the answer had none. */
  readonly retryAfter: number | undefined;
  /** The problem document as received (or as synthesised for a non-problem answer). */
  readonly problem: Problem;

  constructor(problem: Problem, retryAfter?: number) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.problem = problem;
    this.status = problem.status;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
    this.instance = problem.instance;
    this.errors = problem.errors ?? [];
    this.retryAfter = retryAfter;
  }
}

/**
 * The export stream ended before its trailer line: the connection was cut, or the service stopped
 * mid-stream. The lines already yielded are sound, but the copy is incomplete: export again.
 */
export class PssExportIncompleteError extends Error {
  override readonly name = 'PssExportIncompleteError';
  /** Record lines received before the stream ended. */
  readonly records: number;

  constructor(records: number, cause?: unknown) {
    super(`The export ended after ${records} record line${records === 1 ? '' : 's'} without its trailer line (cut short); export again.`, cause === undefined ? undefined : { cause });
    this.records = records;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Retry-After` as seconds: delta-seconds, or an HTTP date turned into seconds from `now`. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Builds the PssApiError for an error response whose body openapi-fetch has already read (`body`). */
export function toApiError(response: Response, body: unknown): PssApiError {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  if (isRecord(body) && typeof body.type === 'string' && typeof body.title === 'string') {
    const problem: Problem = {
      ...(body as Partial<Problem>),
      type: body.type,
      title: body.title,
      status: typeof body.status === 'number' ? body.status : response.status,
      detail: typeof body.detail === 'string' ? body.detail : '',
      errors: Array.isArray(body.errors) ? (body.errors as ProblemError[]) : [],
    };
    if (typeof body.instance === 'string') problem.instance = body.instance;
    return new PssApiError(problem, retryAfter);
  }
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return new PssApiError(
    {
      type: 'about:blank',
      title: response.statusText || `HTTP ${response.status}`,
      status: response.status,
      detail: text.length > 500 ? `${text.slice(0, 500)}…` : text,
      errors: [],
    },
    retryAfter,
  );
}
