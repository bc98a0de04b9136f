import type { ErrorObject } from 'ajv';
import type { FieldError } from '../shared/app-error.js';

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
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
 * Ajv errors from openapi-backend (`instancePath` like `/requestBody/0/gtin` or `/path/gtin`) to
 * RFC 9457 `errors[]`: a JSON Pointer into the body, or the name of a parameter or header.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Set<string>();
  const all = errors ?? [];
  const requiredAtRoot = new Map<string, Set<string>>();
  for (const error of all) {
    if (error.keyword === 'required') {
      const at = error.instancePath;
      const missing = String((error.params as { missingProperty?: string }).missingProperty);
      requiredAtRoot.set(at, (requiredAtRoot.get(at) ?? new Set()).add(missing));
    }
  }
  for (const error of all) {
    // anyOf's own summary adds nothing once the branch errors are listed.
    if (error.keyword === 'anyOf') continue;
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
      instancePath += `/${String(params.additionalProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`;
    }
    const [, location = '', ...rest] = instancePath.split('/');
    const remainder = rest.length > 0 ? `/${rest.join('/')}` : '';
    const fieldError: FieldError =
      location === 'path' ? { parameter: rest[0] ?? '', detail }
        : location === 'header' || location === 'headers' ? { header: rest[0] ?? '', detail }
          : location === 'query' ? { parameter: rest[0] ?? '', detail }
            : { pointer: remainder, detail };
    const key = JSON.stringify(fieldError);
    if (!seen.has(key)) {
      seen.add(key);
      result.push(fieldError);
    }
  }
  return result;
}
