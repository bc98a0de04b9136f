import type { ErrorObject } from 'ajv';
import type { FieldError } from '../shared/app-error.js';

/** The contract's keyword for a GTIN whose GS1 check digit is validated with the request (request-validator.ts). */
export const GS1_CHECK_DIGIT_KEYWORD = 'x-gs1-check-digit';

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case GS1_CHECK_DIGIT_KEYWORD:
      return 'wrong GS1 check digit';
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      // A value right but for its case gets the one it means, not the whole list (80 country codes).
      const meant = typeof error.data === 'string' ? allowed.find((value) => typeof value === 'string' && value.toLowerCase() === (error.data as string).toLowerCase()) : undefined;
      if (meant !== undefined) return `must be ${JSON.stringify(meant)}: values are case-sensitive`;
      return `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
    }
    case 'additionalProperties':
      return 'is not a known field';
    case 'required':
      return 'is required';
    case 'type':
      return `must be of type ${String(params.type)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * An unknown name (body field or query parameter) longer than this is not echoed whole, so
 * `pointer` and `parameter` stay within the contract's maxLength: a body field is reported at the
 * object that holds it, a query parameter by its first characters.
 */
const MAX_ECHOED_NAME = 100;

/** The contract's bound on one `errors[].detail`. */
const MAX_DETAIL_LENGTH = 500;

const ANY_OF_BRANCH = /^(.*\/anyOf)\/(\d+)\//;

/**
 * `required` errors of anyOf branches that are beside the point: when some branch at the same place
 * failed without missing a property (e.g. `gtin` is there but a field is unknown), the other
 * branch's "client_identifier is required" is not what is wrong, and that branch's real errors are listed.
 */
function anyOfRequiredNoise(errors: ErrorObject[]): Set<ErrorObject> {
  const summaries = errors.filter((error) => error.keyword === 'anyOf');
  // The anyOf an error's branch belongs to: its schema path and the place it applies to.
  const anyOfOf = (error: ErrorObject): { key: string; at: string; branch: string } | undefined => {
    const match = ANY_OF_BRANCH.exec(error.schemaPath);
    if (!match) return undefined;
    const at = summaries
      .filter((summary) => summary.schemaPath === match[1]
        && (error.instancePath === summary.instancePath || error.instancePath.startsWith(`${summary.instancePath}/`)))
      .sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
    return at ? { key: `${at.schemaPath}@${at.instancePath}`, at: at.instancePath, branch: match[2] as string } : undefined;
  };
  const branches = new Map<string, { failing: Set<string>; missing: Set<string> }>();
  const located = new Map<ErrorObject, string>();
  for (const error of errors) {
    const found = anyOfOf(error);
    if (!found) continue;
    const entry = branches.get(found.key) ?? { failing: new Set<string>(), missing: new Set<string>() };
    entry.failing.add(found.branch);
    if (error.keyword === 'required' && error.instancePath === found.at) {
      entry.missing.add(found.branch);
      located.set(error, found.key);
    }
    branches.set(found.key, entry);
  }
  const noise = new Set<ErrorObject>();
  for (const [error, key] of located) {
    const entry = branches.get(key);
    if (entry && [...entry.failing].some((branch) => !entry.missing.has(branch))) noise.add(error);
  }
  return noise;
}

/**
 * Ajv errors from openapi-backend (`instancePath` like `/requestBody/0/gtin` or `/path/gtin`) to
 * RFC 9457 `errors[]`: a JSON Pointer into the body, or the name of a parameter or header.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Map<string, FieldError>();
  const all = errors ?? [];
  const requiredAtRoot = new Map<string, Set<string>>();
  for (const error of all) {
    if (error.keyword === 'required') {
      const at = error.instancePath;
      const missing = String((error.params as { missingProperty?: string }).missingProperty);
      requiredAtRoot.set(at, (requiredAtRoot.get(at) ?? new Set()).add(missing));
    }
  }
  const noise = anyOfRequiredNoise(all);
  for (const error of all) {
    // anyOf's own summary adds nothing once the branch errors are listed.
    if (error.keyword === 'anyOf' || noise.has(error)) continue;
    const params = error.params as Record<string, unknown>;
    let instancePath = error.instancePath;
    let detail = describe(error);
    if (error.keyword === 'required') {
      const missing = requiredAtRoot.get(instancePath);
      if (missing?.has('gtin') && missing.has('client_identifier')) {
        detail = 'gtin or client_identifier is required';
        instancePath += '/gtin';
      } else {
        instancePath += `/${String(params.missingProperty)}`;
      }
    } else if (error.keyword === 'additionalProperties') {
      const name = String(params.additionalProperty);
      if (name.length <= MAX_ECHOED_NAME) instancePath += `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      else if (instancePath === '/query') instancePath += `/${name.slice(0, MAX_ECHOED_NAME - 1)}…`;
      else detail = `has an unknown field whose name is longer than ${MAX_ECHOED_NAME} characters`;
    }
    const [, location = '', ...rest] = instancePath.split('/');
    const remainder = rest.length > 0 ? `/${rest.join('/')}` : '';
    const fieldError: FieldError =
      location === 'path' ? { parameter: rest[0] ?? '', detail }
        : location === 'header' || location === 'headers' ? { header: rest[0] ?? '', detail }
          : location === 'query' ? { parameter: rest[0] ?? '', detail }
            : { pointer: remainder, detail };
    // One entry per place: a value that breaks two rules (a 15-digit GTIN is too long and does not
    // match the digits pattern) is one invalid field, its details joined.
    const { detail: _detail, ...place } = fieldError;
    const key = JSON.stringify(place);
    const earlier = seen.get(key);
    if (!earlier) {
      seen.set(key, fieldError);
      result.push(fieldError);
    } else if (!earlier.detail.split('; ').includes(detail) && earlier.detail.length + detail.length + 2 <= MAX_DETAIL_LENGTH) {
      earlier.detail = `${earlier.detail}; ${detail}`;
    }
  }
  return result;
}

/** NUL, or a UTF-16 surrogate without its partner: not storable as PostgreSQL text or jsonb. */
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_DETAIL = 'must not contain NUL (U+0000) or unpaired surrogate characters';

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Values the schema allows but the database cannot store: JSON allows `\u0000` and lone `\ud800`
 * escapes, and numbers like `1e400` that parse to Infinity. Every such value in the body (by
 * pointer) or a path parameter, as a 400's `errors`.
 */
export function unstorableValueErrors(body: unknown, params: Record<string, string> = {}): FieldError[] {
  const errors: FieldError[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) errors.push({ pointer, detail: UNSTORABLE_DETAIL });
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) errors.push({ pointer, detail: 'must be a finite number (at most about 1.8e308)' });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${pointer}/${index}`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${escapePointer(key)}`);
    }
  };
  walk(body, '');
  for (const [parameter, value] of Object.entries(params)) {
    if (typeof value === 'string' && UNSTORABLE_TEXT.test(value)) errors.push({ parameter, detail: UNSTORABLE_DETAIL });
  }
  return errors;
}
