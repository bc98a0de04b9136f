/** One invalid place in a request, as listed in a problem document's `errors`. */
export interface FieldError {
  detail: string;
  pointer?: string;
  parameter?: string;
  header?: string;
}

/**
 * The problem catalogue: every problem type the service reports, with its one status and title.
 * `api: true` types are the contract's error table (openapi/v2.yaml `info.description`, checked by
 * test/unit/problem-catalogue.test.ts); the others are answered to the operator by `pss` only.
 */
export const PROBLEMS = {
  'invalid-request': { status: 400, title: 'Invalid request', api: true },
  unauthorized: { status: 401, title: 'Unauthorized', api: true },
  'account-suspended': { status: 403, title: 'Account suspended', api: true },
  'not-found': { status: 404, title: 'Not found', api: true },
  'method-not-allowed': { status: 405, title: 'Method not allowed', api: true },
  'request-timeout': { status: 408, title: 'Request timeout', api: true },
  'subscription-limit-reached': { status: 409, title: 'Subscription limit reached', api: true },
  'client-identifier-conflict': { status: 409, title: 'Client identifier conflict', api: true },
  'webhook-not-registered': { status: 409, title: 'No active webhook', api: true },
  'no-subscriptions': { status: 409, title: 'No subscriptions', api: true },
  'cursor-expired': { status: 410, title: 'Cursor expired', api: true },
  'idempotent-request-in-progress': { status: 409, title: 'Idempotent request in progress', api: true },
  'idempotency-key-reused': { status: 422, title: 'Idempotency key reused', api: true },
  'payload-too-large': { status: 413, title: 'Payload too large', api: true },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type', api: true },
  'rate-limited': { status: 429, title: 'Too many requests', api: true },
  'too-many-failed-authentications': { status: 429, title: 'Too many failed authentications', api: true },
  'too-many-exports': { status: 429, title: 'Too many exports', api: true },
  'headers-too-large': { status: 431, title: 'Request header fields too large', api: true },
  'internal-error': { status: 500, title: 'Internal server error', api: true },
  'service-unavailable': { status: 503, title: 'Service unavailable', api: true },
  // Operator (`pss`) only.
  'invalid-client-name': { status: 400, title: 'Invalid client name', api: false },
  'invalid-max-limit': { status: 400, title: 'Invalid max limit', api: false },
  'invalid-rate-limit': { status: 400, title: 'Invalid rate limit', api: false },
  'invalid-secret': { status: 400, title: 'Invalid signing secret', api: false },
  'invalid-webhook-url': { status: 400, title: 'Invalid webhook URL', api: false },
  'file-not-found': { status: 400, title: 'File not found', api: false },
  'client-not-found': { status: 404, title: 'Client not found', api: false },
  'webhook-not-found': { status: 404, title: 'Webhook not found', api: false },
  'client-exists': { status: 409, title: 'Client exists', api: false },
} as const satisfies Record<string, { status: number; title: string; api: boolean }>;

export type ProblemType = keyof typeof PROBLEMS;

/**
 * The one error type that reaches clients, always one of the catalogue's types. Everything thrown
 * that is not an AppError is an internal fault and becomes a 500 without details (see
 * http/problem.ts, the one mapper).
 */
export class AppError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    /** Problem type slug, e.g. `not-found`; the mapper prefixes `/problems/`. */
    readonly type: ProblemType,
    readonly detail: string,
    extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = PROBLEMS[type].status;
    this.title = PROBLEMS[type].title;
    if (extra.errors) this.errors = extra.errors;
    if (extra.headers) this.headers = extra.headers;
  }
}

export const invalidRequest = (detail: string, errors?: FieldError[]) => new AppError('invalid-request', detail, { errors });
/** A 400 lists at most this many invalid places (the contract's `Problem.errors` maxItems); `detail` counts them all. */
export const MAX_LISTED_FIELD_ERRORS = 1000;

/** A 400 listing every invalid place of the request, the first MAX_LISTED_FIELD_ERRORS when there are more. */
export const invalidFields = (errors: FieldError[]) => {
  const count = errors.length === 1 ? '1 invalid field' : `${errors.length} invalid fields`;
  const listed = errors.length > MAX_LISTED_FIELD_ERRORS ? `; the first ${MAX_LISTED_FIELD_ERRORS} are listed` : '';
  return invalidRequest(`The request has ${count}${listed}.`, errors.slice(0, MAX_LISTED_FIELD_ERRORS));
};
export const unauthorized = () => new AppError('unauthorized', 'The X-API-KEY header is missing or the key is not valid.');
export const accountSuspended = () => new AppError('account-suspended', "This account is suspended. Contact the operator's sales team.");
export const serviceUnavailable = (retryAfterSeconds = 5, detail = 'The service is temporarily unavailable. Retry shortly.') =>
  new AppError('service-unavailable', detail, { headers: { 'Retry-After': String(retryAfterSeconds) } });
export const notFound = (detail: string) => new AppError('not-found', detail);
