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
 * test/unit/contract/problem-catalogue.test.ts), each with what it means and what to do, as its page at
 * `/problems/<type>` shows; the others are answered to the operator by `pss` only.
 */
export const PROBLEMS = {
  'invalid-request': { status: 400, title: 'Invalid request', api: true,
    meaning: 'The body, a parameter or a header breaks the contract: a wrong type or length, a missing required field, a GTIN that is not 8 to 14 digits or has a wrong check digit, a limit the contract states across fields (partner data: the legs\' total distance, the pack\'s mass against its product), a query parameter the operation does not take, malformed JSON, or text the service cannot store (NUL, unpaired surrogates). Nothing was changed.',
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
    action: 'Register your HTTPS address with `PUT /webhook/endpoint` (the answer shows the signing secret once); sending it again re-enables a disabled webhook. `GET /webhook/endpoint` shows what is registered.',
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
    meaning: 'Your API key used more points in the current minute than its rate limit allows (`RateLimit-Limit`): a request costs 1 point, a preview 2 plus 1 per 5 ingredients, a batch read 1 per 10 GTINs. The request was not processed.',
    action: 'Wait the `Retry-After` seconds, then send it again; spread requests using the `RateLimit-Remaining` and `RateLimit-Reset` headers. The typed client retries this for you.',
  },
  'idempotency-quota-exceeded': { status: 429, title: 'Idempotency quota exceeded', api: true,
    meaning: 'Your account already holds as many `Idempotency-Key`s, or as many bytes of kept answers, as the last 24 hours allow (10,000 keys and 64 MiB by default; `detail` gives the figures). The request was not carried out.',
    action: 'Send it again without `Idempotency-Key`, or wait the `Retry-After` seconds until older keys are forgotten. Use one key per request and its retries, not one per attempt.',
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

const invalidRequest = (detail: string, errors?: FieldError[]) => new AppError('invalid-request', detail, { errors });
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
const notFound = (detail: string) => new AppError('not-found', detail);
const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

/**
 * Every problem the service raises, with its wording: the one place a detail sentence is written
 * (throw sites name the occasion and pass the facts). Grouped by the catalogue's type above.
 */
export const problem = {
  // invalid-request
  wrongCheckDigit: (place: { parameter: string } | { pointer: string }) =>
    invalidRequest('The GTIN has a wrong check digit.', [{ ...place, detail: 'wrong GS1 check digit' }]),
  foreignCursor: (parameter: string) =>
    invalidRequest('The cursor is not one this service returned to your account for this list.', [{ parameter, detail: 'use nextCursor from a previous page of this list' }]),
  bodyNotUtf8: (offset: number) => invalidRequest('The request body is not valid UTF-8.', [{ pointer: '', detail: `invalid UTF-8 at byte ${offset}` }]),
  bodyTooDeep: (maxDepth: number, offset: number) =>
    invalidRequest(`The request body nests arrays and objects more than ${maxDepth} levels deep.`, [{ pointer: '', detail: `nested deeper than ${maxDepth} levels at byte ${offset}` }]),
  bodyNotJson: () => invalidRequest('The request body is not valid JSON.', [{ pointer: '', detail: 'malformed JSON' }]),
  /** Valid JSON that is no object or array (`null`, `"x"`, `42`): every operation's body is one of those. */
  bodyNotObjectOrArray: (kind: string) =>
    invalidRequest('The request body must be a JSON object or array.', [{ pointer: '', detail: `must be an object or an array, not ${kind}` }]),
  malformedPercentEncoding: () => invalidRequest('The request path has malformed percent-encoding.', [{ parameter: 'path', detail: 'malformed percent-encoding' }]),
  notHttp: (parserCode: string) => invalidRequest('The request is not valid HTTP.', [{ detail: `refused by the HTTP parser (${parserCode})` }]),
  noHostHeader: () => invalidRequest('The request has no Host header, which HTTP/1.1 requires.', [{ header: 'host', detail: 'missing' }]),
  webhookAddressRefused: (reason: string) => invalidRequest(reason, [{ pointer: '/url', detail: reason }]),
  // unauthorized
  metricsTokenMissing: () => new AppError('unauthorized', 'GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>.'),
  // not-found
  noSubscription: (gtin: string) => notFound(`You have no subscription to the product with GTIN ${gtin}.`),
  noSubscriptionByIdentifier: (clientIdentifier: string) => notFound(`You have no subscription with client_identifier ${clientIdentifier}.`),
  noPartnerData: (gtin: string) => notFound(`You have stored no partner data for the product with GTIN ${gtin}.`),
  noWebhookEndpoint: () => notFound('This account has no webhook endpoint. Set one with PUT /webhook/endpoint.'),
  noDelivery: (deliveryId: string) => notFound(`You have no webhook delivery ${deliveryId}.`),
  noOperation: (path: string) => notFound(`There is no operation at ${path}. See /v2/openapi.yaml.`),
  nothingHere: (path: string) => notFound(`There is nothing at ${path}. The API is under /v2.`),
  noProblemPage: (path: string) => notFound(`There is no problem type ${path}; /problems lists them all.`),
  docsNotBuilt: () => notFound('The docs page is not built: run `make docs`.'),
  noDownload: (path: string, downloadsPath: string) => notFound(`There is no download ${path}; the client is at ${downloadsPath}/pss-client-<version>.tgz (docs/client-package.md).`),
  metricsPortOnly: () => notFound('This port serves GET /metrics only.'),
  // method-not-allowed
  methodNotAllowed: (method: string | undefined, allowed: readonly string[]) => new AppError('method-not-allowed', `${String(method)} is not allowed here; use ${allowed.join(' or ')}.`),
  // request-timeout
  requestNotInTime: () => new AppError('request-timeout', 'The request was not received in time.'),
  bodyDidNotArrive: () => new AppError('request-timeout', 'The request body did not arrive.'),
  // subscription-limit-reached, client-identifier-conflict
  subscriptionLimitReached: (currentCount: number, maxLimit: number) =>
    new AppError('subscription-limit-reached', `The account has ${currentCount} of ${maxLimit} subscriptions. Unsubscribe from products or ask the operator for a higher limit.`),
  identifierBoundToGtin: (clientIdentifier: string | null, boundGtin: string) =>
    new AppError('client-identifier-conflict', `client_identifier ${clientIdentifier} already identifies the product with GTIN ${boundGtin}.`,
      { errors: [{ pointer: '/client_identifier', detail: `already bound to GTIN ${boundGtin}` }] }),
  identifierWithoutGtin: (clientIdentifier: string | null, gtin: string) =>
    new AppError('client-identifier-conflict', `client_identifier ${clientIdentifier} identifies a product without a GTIN, and GTIN ${gtin} is subscribed separately.`,
      { errors: [{ pointer: '/client_identifier', detail: 'already bound to another subscription' }] }),
  gtinBoundToIdentifier: (gtin: string | null, boundIdentifier: string) =>
    new AppError('client-identifier-conflict', `The product with GTIN ${gtin} is already subscribed with client_identifier ${boundIdentifier}.`,
      { errors: [{ pointer: '/client_identifier', detail: `GTIN ${gtin} is bound to ${boundIdentifier}` }] }),
  // webhook-not-registered, no-subscriptions
  noWebhookAddress: () => new AppError('webhook-not-registered', 'No webhook address is registered for this account. Set one with PUT /webhook/endpoint.'),
  webhookDisabled: (since: Date | null, reason: string | null) =>
    new AppError('webhook-not-registered', `The webhook of this account is disabled since ${since?.toISOString() ?? 'earlier'} (${reason ?? 'by the operator'}). Set the address again with PUT /webhook/endpoint to re-enable it.`),
  nothingToTrigger: () => new AppError('no-subscriptions', 'The account has no subscribed products to send.'),
  // cursor-expired
  cursorExpired: (retentionDays: number, resyncLink: string) =>
    new AppError('cursor-expired',
      `Changes after this cursor are older than the ${retentionDays}-day retention window and were removed. Re-sync with GET /v2/products/export and continue the feed from its trailer's nextCursor.`,
      { headers: { Link: resyncLink } }),
  // idempotent-request-in-progress, idempotency-key-reused
  idempotentRequestInProgress: (header: string, retrySeconds: number) =>
    new AppError('idempotent-request-in-progress', `A request with this Idempotency-Key is still being processed; retry in ${retrySeconds} second to get its answer.`, {
      errors: [{ header, detail: 'in use by a request still being processed' }],
      headers: retryAfter(retrySeconds),
    }),
  idempotencyKeyReused: (header: string) =>
    new AppError('idempotency-key-reused', 'This Idempotency-Key was used in the last 24 hours for a different request (another operation, path or body). Use a new key for a new request.', {
      errors: [{ header, detail: 'already used for a different request' }],
    }),
  idempotencyQuotaExceeded: (header: string, maxKeys: number, maxBytes: number, firstExpiresInSeconds: number, retrySeconds: number) =>
    new AppError('idempotency-quota-exceeded', `This account already holds ${maxKeys} Idempotency-Keys or ${maxBytes} bytes of kept answers from the last 24 hours, and this request was not carried out; send it without the key, or with it after the oldest key is forgotten in ${firstExpiresInSeconds} seconds.`, {
      errors: [{ header, detail: "over the account's quota of kept keys and answers" }],
      headers: retryAfter(retrySeconds),
    }),
  // payload-too-large, unsupported-media-type, headers-too-large
  bodyTooLarge: (limit: string) => new AppError('payload-too-large', `The request body is larger than the limit of ${limit}.`),
  bodyNotUtf8Json: () => new AppError('unsupported-media-type', 'Send the body as UTF-8 application/json.'),
  bodyNotJsonMediaType: () => new AppError('unsupported-media-type', 'Send the body as application/json.'),
  headersTooLarge: (maxBytes: number) => new AppError('headers-too-large', `The request line and headers are larger than ${maxBytes} bytes.`),
  // rate-limited, too-many-failed-authentications, too-many-exports
  rateLimited: (limit: number, windowSeconds: number, retrySeconds: number, headers: Record<string, string>) =>
    new AppError('rate-limited', `The rate limit of ${limit} points per ${windowSeconds} seconds is used up (a request costs 1 point, a preview or batch read more); retry in ${retrySeconds} seconds.`,
      { headers: { ...headers, ...retryAfter(retrySeconds) } }),
  tooManyFailedAuthentications: (failures: number, windowSeconds: number, retrySeconds: number) =>
    new AppError('too-many-failed-authentications',
      `More than ${failures} requests from your address had a wrong X-API-KEY within ${windowSeconds} seconds; retry in ${retrySeconds} seconds.`,
      { headers: retryAfter(retrySeconds) }),
  tooManyExportsOfClient: (running: number, perClient: number, retrySeconds: number) =>
    new AppError('too-many-exports', `You have ${running} exports running, the most one account may run at once (${perClient}); retry when one has finished.`, { headers: retryAfter(retrySeconds) }),
  tooManyExportsInAll: (total: number, retrySeconds: number) =>
    new AppError('too-many-exports', `The service is running the most exports it runs at once (${total}); retry in ${retrySeconds} seconds.`, { headers: retryAfter(retrySeconds) }),
  // internal-error, service-unavailable
  internalError: () => new AppError('internal-error', 'An unexpected error occurred. It has been logged.'),
  bodyBuffersFull: (total: string) => serviceUnavailable(1, `The server is reading as many request bodies as it holds at once (${total}). Retry shortly.`),
  recordBeingRecomputed: (gtin: string, retrySeconds: number) =>
    serviceUnavailable(retrySeconds, `The record of the product with GTIN ${gtin} is being recomputed; retry in ${retrySeconds} seconds.`),
  // Operator (`pss`) only.
  invalidClientName: () => new AppError('invalid-client-name', 'A client name has 1 to 200 characters.'),
  invalidMaxLimit: () => new AppError('invalid-max-limit', 'The max limit is a whole number of 0 or more.'),
  invalidRateLimit: () => new AppError('invalid-rate-limit', 'The rate limit is a whole number of requests per minute, 1 or more.'),
  secretFileUnreadable: (file: string, code: string) => new AppError('invalid-secret', `The secret file ${file} cannot be read (${code}).`),
  secretLength: (min: number, max: number, length: number) => new AppError('invalid-secret', `A signing secret has ${min} to ${max} characters; this one has ${length}.`),
  secretUnchanged: () => new AppError('invalid-secret', 'The new secret is the same as the current one.'),
  webhookUrlRefused: (reason: string) => new AppError('invalid-webhook-url', reason),
  notAnOrigin: (text: string) => new AppError('invalid-origin', `"${text}" is not a web origin; write it as a browser sends it, e.g. https://app.example.se`),
  notHttpOrigin: (text: string) => new AppError('invalid-origin', `"${text}" is not an http or https origin.`),
  moreThanAnOrigin: (text: string, origin: string) =>
    new AppError('invalid-origin', `"${text}" has more than an origin (a path, query or user): give only scheme, host and port, e.g. ${origin}`),
  noSuchFile: (file: string) => new AppError('file-not-found', `There is no file ${file}.`),
  noSuchClient: (name: string) => new AppError('client-not-found', `There is no client named "${name}". List clients with: pss client list`),
  noSandbox: (name: string) => new AppError('client-not-found', `"${name}" has no sandbox yet. Issue a test key with: pss client key create NAME --mode test`),
  clientHasNoWebhook: (name: string) =>
    new AppError('webhook-not-found', `"${name}" has no webhook. Register one with: pss webhook set --client NAME --url URL --secret-file PATH`),
  clientExists: (name: string) => new AppError('client-exists', `A client named "${name}" already exists.`),
} as const;
