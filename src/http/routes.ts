import type { Operation } from 'openapi-backend';

export const API_ROOT = '/v2';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A path template as a regular expression: literals escaped, each `{name}` one captured segment. */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((found) => found[1] as string);
  const source = template.replace(/\{[^}]+\}/g, '\0').split('\0').map(escapeRegExp).join('([^/]+)');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Where a request's method and path lead: an operation with its path parameters (still percent-encoded), or 404/405. */
export type RouteMatch =
  | { found: true; operation: Operation; rawParams: Record<string, string> }
  | { found: false; status: 404 }
  | { found: false; status: 405; allowed: string[] };

/**
 * The contract's operations as a table built once at start (the contract does not change while the
 * process runs). The matching rules are openapi-backend's own (docs/toolchain.md), which its router
 * re-derives on every request: the exact path first, then path templates by specificity (longest
 * literal part first); 404 when no path matches, 405 (with the methods that would) when only the
 * method does not. A path the contract names literally never falls through to a template (openapi-backend
 * would). A trailing slash is part of the path.
 */
export function createRouteTable(operations: Operation[]) {
  const exact = new Map<string, Operation>();
  for (const operation of operations) exact.set(`${operation.method} ${operation.path}`, operation);
  const literalPaths = new Set(operations.filter((operation) => !operation.path.includes('{')).map((operation) => operation.path));
  const templates = operations
    .map((operation) => ({ operation, ...templatePattern(operation.path), specificity: operation.path.replace(/\{.*?\}/g, '').length }))
    .sort((a, b) => b.specificity - a.specificity);

  function find(method: string, path: string): { operation: Operation; rawParams: Record<string, string> } | undefined {
    const exactMatch = exact.get(`${method} ${path}`);
    if (exactMatch) return { operation: exactMatch, rawParams: {} };
    // A path the contract names literally is a resource of its own, answered by its own methods only: DELETE
    // /subscribe/account is 405 (Allow: GET), not DELETE /subscribe/{gtin} with the GTIN "account".
    if (literalPaths.has(path)) return undefined;
    for (const { operation, pattern, names } of templates) {
      if (operation.method !== method) continue;
      const found = pattern.exec(path);
      if (found) return { operation, rawParams: Object.fromEntries(names.map((name, index) => [name, found[index + 1] as string])) };
    }
    return undefined;
  }

  /**
   * The operation for `method`; HEAD is answered wherever GET is (RFC 9110 §9.3.2), by the GET operation without its
   * body, except where the contract marks the GET `x-head: false`: a GET that acts (the test delivery) must not act
   * for a HEAD, which clients and monitors send believing it safe.
   */
  function findFor(method: string, path: string) {
    const found = find(method, path);
    if (found || method !== 'head') return found;
    const get = find('get', path);
    return get && (get.operation as { 'x-head'?: boolean })['x-head'] !== false ? get : undefined;
  }

  /** `path` is the request path below the API root (`/product/123`), without the query string. */
  function match(method: string, path: string): RouteMatch {
    const lower = method.toLowerCase();
    const found = findFor(lower, path);
    if (found) return { found: true, ...found };
    const allowed = METHODS.filter((other) => other !== lower && findFor(other, path)).map((other) => other.toUpperCase());
    return allowed.length > 0 ? { found: false, status: 405, allowed } : { found: false, status: 404 };
  }

  return { match, operations };
}
