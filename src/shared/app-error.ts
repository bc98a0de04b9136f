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
 * test/unit/problem-catalogue.test.ts), each with what it means and what to do, as its page at
 * `/problems/<type>` shows; the others are answered to the operator by `pss` only.
 */
export const PROBLEMS = {
  'invalid-request': { status: 400, title: 'Invalid request', api: true,
    meaning: 'The body, a parameter or a header breaks the contract: a wrong type or length, a missing required field, a GTIN that is not 8 to 14 digits or has a wrong check digit, a query parameter the operation does not take, malformed JSON, or text the service cannot store (NUL, unpaired surrogates). Nothing was changed.',
    action: 'Read `errors`: each entry names the place (`pointer` into the body, `parameter` or `header`) and what is wrong there. Correct those places and send the request again.',
  },
  unauthorized: { status: 401, title: 'Unauthorized', api: true,
    meaning: 'The `X-API-KEY` header is missing, or the key is not one the service knows (mistyped, rotated or never issued).',
    action: 'Send your API key in `X-API-KEY` on every request. If it was rotated, use the new one; if you have none, ask the operator\'s sales team.',
  },
  'account-suspended': { status: 403, title: 'Account suspended', api: true,
    meaning: 'Your account is suspended. Only `GET /subscribe/account` still answers; webhook deliveries wait until the account is active again.',
    action: 'Contact the operator\'s sales team. Nothing is lost: deliveries queued meanwhile are sent after the account is activated.',
  },
  'not-found': { status: 404, title: 'Not found', api: true,
    meaning: 'There is no such subscription for your account (by GTIN, by your identifier or by delivery id), or no operation at this path.',
    action: 'Check the GTIN or identifier (subscribe first with `POST /subscribe/`), and the path against the API reference at /docs.',
  },
  'method-not-allowed': { status: 405, title: 'Method not allowed', api: true,
    meaning: 'The path exists, but not with this HTTP method.',
    action: 'Use one of the methods in the `Allow` header.',
  },
  'request-timeout': { status: 408, title: 'Request timeout', api: true,
    meaning: 'The request line, headers and body did not all arrive within the server\'s request timeout (30 seconds by default). The connection is closed.',
    action: 'Send the request again; for very large bodies, split them (at most 10,000 products per `POST /subscribe/`).',
  },
  'subscription-limit-reached': { status: 409, title: 'Subscription limit reached', api: true,
    meaning: 'A new subscription would take your account past its `max_limit` (see `GET /subscribe/account`). Updates of products you already subscribe to are never refused for the limit.',
    action: 'Unsubscribe from products you no longer need, or ask the operator\'s sales team for a higher limit.',
  },
  'client-identifier-conflict': { status: 409, title: 'Client identifier conflict', api: true,
    meaning: 'The `client_identifier` you sent is already bound to another GTIN in your account: one identifier names one product.',
    action: 'Use the GTIN the identifier was first used with, or another identifier; `DELETE /subscribe/unsubscribeById/{client_identifier}` frees it.',
  },
  'webhook-not-registered': { status: 409, title: 'No active webhook', api: true,
    meaning: '`GET /webhook/trigger` needs an active webhook, and your account has none: never registered, or disabled (after a `410 Gone`, or 5 days of failed deliveries). `detail` says which.',
    action: 'Ask the operator\'s technical support to register (or re-enable) your HTTPS address and signing secret.',
  },
  'no-subscriptions': { status: 409, title: 'No subscriptions', api: true,
    meaning: '`GET /webhook/trigger` pushes one of your subscribed products, and you subscribe to none.',
    action: 'Subscribe to a product first (`POST /subscribe/`), then trigger again.',
  },
  'cursor-expired': { status: 410, title: 'Cursor expired', api: true,
    meaning: 'The change feed cursor is older than the retention window (30 days by default): the changes after it are no longer kept.',
    action: 'Re-sync with `GET /products/export` and continue the feed from its trailer\'s `nextCursor`.',
  },
  'idempotent-request-in-progress': { status: 409, title: 'Idempotent request in progress', api: true,
    meaning: 'A request with the same `Idempotency-Key` is still being processed, so this one was not carried out.',
    action: 'Wait the `Retry-After` seconds and send the same request with the same key again: you then get the first request\'s answer.',
  },
  'idempotency-key-reused': { status: 422, title: 'Idempotency key reused', api: true,
    meaning: 'The `Idempotency-Key` was used in the last 24 hours for a different request (another operation, path or body). Nothing was carried out.',
    action: 'Use a new key for each distinct request; reuse a key only to retry exactly the same request.',
  },
  'payload-too-large': { status: 413, title: 'Payload too large', api: true,
    meaning: 'The request body is larger than the service accepts (16 MiB by default).',
    action: 'Send fewer products per request (at most 10,000 per `POST /subscribe/`) or shorter fields.',
  },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type', api: true,
    meaning: 'The body is not `application/json` (or not UTF-8).',
    action: 'Send `Content-Type: application/json` with a UTF-8 JSON body.',
  },
  'rate-limited': { status: 429, title: 'Too many requests', api: true,
    meaning: 'Your API key sent more requests in the current minute than its rate limit allows (`RateLimit-Limit`). The request was not processed.',
    action: 'Wait the `Retry-After` seconds, then send it again; spread requests using the `RateLimit-Remaining` and `RateLimit-Reset` headers. The typed client retries this for you.',
  },
  'too-many-failed-authentications': { status: 429, title: 'Too many failed authentications', api: true,
    meaning: 'More than 30 requests with a wrong `X-API-KEY` came from your address within 60 seconds, so that address is refused for the rest of the minute.',
    action: 'Fix the key your program sends, wait the `Retry-After` seconds, then try again.',
  },
  'too-many-exports': { status: 429, title: 'Too many exports', api: true,
    meaning: 'Your account already has as many `GET /products/export` streams open as it may at once; this one was not started.',
    action: 'Wait the `Retry-After` seconds, or until one of your running exports has finished, then start it again.',
  },
  'headers-too-large': { status: 431, title: 'Request header fields too large', api: true,
    meaning: 'The request line and headers are larger than 16 KiB, for example a very long URL.',
    action: 'Shorten the URL or the headers; send large data in a request body instead.',
  },
  'internal-error': { status: 500, title: 'Internal server error', api: true,
    meaning: 'A fault on the service\'s side. It is logged with the request id (`X-Request-Id`); nothing you sent caused it.',
    action: 'Retry later; if it persists, send the `X-Request-Id` of the answer to the operator\'s technical support.',
  },
  'service-unavailable': { status: 503, title: 'Service unavailable', api: true,
    meaning: 'The service cannot reach its database for a moment, or (explanations only) the product\'s record is being recomputed. The request changed nothing.',
    action: 'Wait the `Retry-After` seconds and send it again. The typed client retries this for you.',
  },
  // Operator (`pss`) only.
  'invalid-client-name': { status: 400, title: 'Invalid client name', api: false },
  'invalid-max-limit': { status: 400, title: 'Invalid max limit', api: false },
  'invalid-rate-limit': { status: 400, title: 'Invalid rate limit', api: false },
  'invalid-secret': { status: 400, title: 'Invalid signing secret', api: false },
  'invalid-webhook-url': { status: 400, title: 'Invalid webhook URL', api: false },
  'invalid-origin': { status: 400, title: 'Invalid web origin', api: false },
  'file-not-found': { status: 400, title: 'File not found', api: false },
  'client-not-found': { status: 404, title: 'Client not found', api: false },
  'webhook-not-found': { status: 404, title: 'Webhook not found', api: false },
  'client-exists': { status: 409, title: 'Client exists', api: false },
} as const satisfies Record<string, { status: number; title: string; api: boolean; meaning?: string; action?: string }>;

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
/** The challenge of a 401 (RFC 9110 §11.6.1): the API key scheme, and the header that carries the key. */
export const API_KEY_CHALLENGE = 'ApiKey realm="pss", header="X-API-KEY"';
export const unauthorized = () => new AppError('unauthorized', 'The X-API-KEY header is missing or the key is not valid.', { headers: { 'WWW-Authenticate': API_KEY_CHALLENGE } });
export const accountSuspended = () => new AppError('account-suspended', "This account is suspended. Contact the operator's sales team.");
export const serviceUnavailable = (retryAfterSeconds = 5, detail = 'The service is temporarily unavailable. Retry shortly.') =>
  new AppError('service-unavailable', detail, { headers: { 'Retry-After': String(retryAfterSeconds) } });
export const notFound = (detail: string) => new AppError('not-found', detail);
