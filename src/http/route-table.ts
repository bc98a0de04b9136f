import type { OpenAPIRouter, Operation, Request } from 'openapi-backend';

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The regular expression source of a path template: literals escaped, each `{name}` one segment (captured when asked). */
export function pathTemplateSource(template: string, capture = false): string {
  return template.replace(/\{[^}]+\}/g, '\0').split('\0').map(escapeRegExp).join(capture ? '([^/?]+)' : '[^/]+');
}

/**
 * openapi-backend's `matchOperation` rebuilds its operation list and a regular expression per
 * operation on every request (toolchain.md §3: most of its per-request cost). The contract does
 * not change while the process runs, so the table is built once; the matching rules (exact path
 * first, then templates by specificity, 404 when no path matches, 405 when only the method does
 * not) are the library's own.
 */
export function installRouteTable(router: OpenAPIRouter): void {
  const operations = router.getOperations();
  router.getOperations = () => operations;
  const exact = new Map<string, Operation>();
  for (const operation of operations) exact.set(`${operation.method} ${operation.path}`, operation);
  const templates = operations
    .map((operation) => ({
      operation,
      pattern: new RegExp(`^${pathTemplateSource(operation.path)}$`),
      specificity: operation.path.replace(/\{.*?\}/g, '').length,
    }))
    .sort((a, b) => b.specificity - a.specificity);

  router.matchOperation = ((request: Request, strict?: boolean) => {
    const normalised = router.normalizeRequest(request);
    const path = router.normalizePath(normalised.path);
    const method = normalised.method;
    const found = exact.get(`${method} ${path}`);
    if (found) return found;
    let pathMatched = false;
    for (const { operation, pattern } of templates) {
      if (!pattern.test(path)) continue;
      pathMatched = true;
      if (operation.method === method) return operation;
    }
    if (!strict) return undefined;
    throw new Error(pathMatched ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request');
  }) as OpenAPIRouter['matchOperation'];
}
