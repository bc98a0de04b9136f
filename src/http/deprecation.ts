import type { Operation } from 'openapi-backend';
import type { OperationId } from '../shared/operations.js';

/** Where a deprecated operation's answers point for the policy (the docs' versioning section). */
const POLICY_LINK = '</docs#section/Base-URL-and-versioning>; rel="deprecation"; type="text/html"';

/** The contract's extensions on an operation that this module reads. */
interface DeprecationExtensions {
  deprecated?: boolean;
  /** The operation whose handler serves this one (a deprecated path of it). */
  'x-alias-of'?: string;
  /** The operation to use instead, when it is not the one this is an alias of. */
  'x-successor'?: string;
  /** `YYYY-MM-DD`: since when the operation is deprecated. */
  'x-deprecated-at'?: string;
  /** `YYYY-MM-DD`: after this day it may stop answering. */
  'x-sunset'?: string;
}

const extensionsOf = (operation: Operation) => operation as Operation & DeprecationExtensions;

/** The operation whose handler answers: the operation itself, or the one a deprecated path is an alias of (`x-alias-of`). */
export function servedOperationId(operation: Operation): OperationId {
  return (extensionsOf(operation)['x-alias-of'] ?? operation.operationId) as OperationId;
}

function dayOf(value: string | undefined, what: string, operationId: string | undefined): Date {
  const day = value === undefined ? Number.NaN : Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(day)) throw new Error(`${operationId}: deprecated without a valid ${what} (YYYY-MM-DD)`);
  return new Date(day);
}

/**
 * The headers every answer of a deprecated operation carries (the contract marks it `deprecated:
 * true` with `x-deprecated-at` and `x-sunset`): `Deprecation` (RFC 9745, an RFC 9651 Date: `@` and
 * Unix seconds), `Sunset` (RFC 8594, an HTTP-date) and `Link` to the same request at the successor
 * (`rel="successor-version"`) and to the policy (`rel="deprecation"`). Built once per operation at start.
 */
export function createDeprecations(operations: readonly Operation[], apiRoot: string) {
  const byOperation = new Map<Operation, (rawParams: Record<string, string>, rawQuery: string) => Record<string, string>>();
  for (const operation of operations) {
    const extensions = extensionsOf(operation);
    if (extensions.deprecated !== true) continue;
    const since = dayOf(extensions['x-deprecated-at'], 'x-deprecated-at', operation.operationId);
    const sunset = dayOf(extensions['x-sunset'], 'x-sunset', operation.operationId);
    const successorId = extensions['x-successor'] ?? extensions['x-alias-of'];
    const successor = operations.find((other) => other.operationId === successorId && other.method === operation.method);
    const fixed = { Deprecation: `@${since.getTime() / 1000}`, Sunset: sunset.toUTCString() };
    byOperation.set(operation, (rawParams, rawQuery) => {
      if (!successor) return { ...fixed, Link: POLICY_LINK };
      const path = successor.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => rawParams[name] ?? '');
      return { ...fixed, Link: `<${apiRoot}${path}${rawQuery ? `?${rawQuery}` : ''}>; rel="successor-version", ${POLICY_LINK}` };
    });
  }
  return {
    /** The deprecation headers of a routed request; none for an operation that is not deprecated. */
    headersFor(operation: Operation, rawParams: Record<string, string>, rawQuery: string): Record<string, string> {
      return byOperation.get(operation)?.(rawParams, rawQuery) ?? {};
    },
  };
}
