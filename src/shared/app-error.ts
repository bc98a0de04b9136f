/** One invalid place in a request, as listed in a problem document's `errors`. */
export interface FieldError {
  detail: string;
  pointer?: string;
  parameter?: string;
  header?: string;
}

/**
 * The one error type that reaches clients. Everything thrown that is not an AppError is an
 * internal fault and becomes a 500 without details (see http/problem.ts, the one mapper).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    /** Problem type slug, e.g. `not-found`; the mapper prefixes `/problems/`. */
    readonly type: string,
    readonly title: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const invalidRequest = (detail: string, errors?: FieldError[]) =>
  new AppError(400, 'invalid-request', 'Invalid request', detail, errors);
/** A 400 listing every invalid place of the request. */
export const invalidFields = (errors: FieldError[]) =>
  invalidRequest(`The request has ${errors.length === 1 ? '1 invalid field' : `${errors.length} invalid fields`}.`, errors);
export const notFound = (detail: string) => new AppError(404, 'not-found', 'Not found', detail);
export const conflict = (type: string, title: string, detail: string, errors?: FieldError[]) =>
  new AppError(409, type, title, detail, errors);
export const unauthorized = () =>
  new AppError(401, 'unauthorized', 'Unauthorized', 'The X-API-KEY header is missing or the key is not valid.');
export const accountSuspended = () =>
  new AppError(403, 'account-suspended', 'Account suspended', "This account is suspended. Contact the operator's sales team.");
export const serviceUnavailable = (retryAfterSeconds = 5, detail = 'The service is temporarily unavailable. Retry shortly.') =>
  new AppError(503, 'service-unavailable', 'Service unavailable', detail, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
