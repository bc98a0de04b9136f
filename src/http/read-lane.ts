import type { IncomingMessage, ServerResponse } from 'node:http';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIRouter } from 'openapi-backend';
import type { AuthenticateRequest } from '../accounts/authenticator.js';
import type { Client } from '../accounts/client-store.js';
import type { Logger } from '../shared/logger.js';
import { SECURITY_HEADERS, observeResponse, requestIdOf } from './observe.js';
import type { OperationHandlers, OperationId } from './openapi-router.js';
import { renderProblem, toAppError } from './problem.js';
import { pathTemplateSource } from './route-table.js';
import { ifNoneMatchHits, strongEntityTag } from './conditional.js';
import type { ConsumeRateLimit } from './rate-limiter.js';

/** Operations the lane may answer: reads whose only inputs are the path and headers, and the hottest of them. */
export const READ_LANE_OPERATIONS: readonly OperationId[] = ['getProduct'];

const API_ROOT = '/v2';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

interface LaneRoute {
  operationId: OperationId;
  names: string[];
  validate: ValidateFunction;
  /** The operation's header parameters (lower-case names) and their schemas, checked as the pipeline does. */
  headers: string[];
  validateHeaders: ValidateFunction;
}

/**
 * The read lane answers the hottest read, `GET /v2/product/{gtin}` and its alias, on node:http
 * directly, ahead of Express and openapi-backend, whose per-request work cost three times the
 * read itself (docs/performance.md). It serves only requests the full pipeline would send to the
 * operation's handler: the route and path parameter schema come from the contract, the key must
 * belong to an active client, and there is no query string. Anything else falls through to the
 * full pipeline untouched, which answers it as before.
 *
 * Once it takes a request the lane does what the pipeline does, with the same parts: the same
 * authenticator and its cache (a key is looked up once per request, whichever path answers), one
 * rate-limit point, the same handler, the one problem mapper, the same headers, log line and
 * metrics. Tests compare its answers with the pipeline's.
 */
export function createReadLane(deps: { router: OpenAPIRouter; authenticate: AuthenticateRequest; consumeRateLimit: ConsumeRateLimit; handlers: OperationHandlers; logger: Logger }) {
  // Ajv as the pipeline sets it up (formats included), so the lane is never more lenient than it.
  const ajv = new Ajv2020.default({ allErrors: false, strict: false, validateSchema: false });
  addFormats.default(ajv);
  const routes: { pattern: RegExp; route: LaneRoute }[] = [];
  for (const operation of deps.router.getOperations()) {
    const operationId = operation.operationId as OperationId;
    if (operation.method !== 'get' || !READ_LANE_OPERATIONS.includes(operationId) || operation.requestBody) continue;
    const parameters = (operation.parameters ?? []) as { name: string; in: string; required?: boolean; schema?: object }[];
    if (parameters.some((parameter) => parameter.in !== 'path' && parameter.in !== 'header')) continue;
    const inPath = parameters.filter((parameter) => parameter.in === 'path');
    const inHeaders = parameters.filter((parameter) => parameter.in === 'header');
    const compile = (list: typeof parameters, key: (name: string) => string) => ajv.compile({
      type: 'object',
      properties: Object.fromEntries(list.map((parameter) => [key(parameter.name), parameter.schema ?? {}])),
      required: list.filter((parameter) => parameter.required).map((parameter) => key(parameter.name)),
    });
    const names = inPath.map((parameter) => parameter.name);
    const validate = compile(inPath, (name) => name);
    const headers = inHeaders.map((parameter) => parameter.name.toLowerCase());
    const validateHeaders = compile(inHeaders, (name) => name.toLowerCase());
    routes.push({ pattern: new RegExp(`^${API_ROOT}${pathTemplateSource(operation.path, true)}$`), route: { operationId, names, validate, headers, validateHeaders } });
  }

  /** The request's values of the route's header parameters, or undefined when one breaks its schema. */
  function headerValues(req: IncomingMessage, route: LaneRoute): Record<string, string> | undefined {
    const values: Record<string, string> = {};
    for (const name of route.headers) {
      const value = req.headers[name];
      if (typeof value === 'string') values[name] = value;
      else if (value !== undefined) return undefined; // repeated: the pipeline explains it
    }
    return route.validateHeaders(values) ? values : undefined;
  }

  function match(url: string): { route: LaneRoute; params: Record<string, string> } | undefined {
    for (const { pattern, route } of routes) {
      const found = pattern.exec(url);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (const [index, name] of route.names.entries()) {
        try {
          params[name] = decodeURIComponent(found[index + 1] as string);
        } catch {
          return undefined; // malformed percent-encoding: the pipeline explains it
        }
      }
      return route.validate(params) ? { route, params } : undefined;
    }
    return undefined;
  }

  async function activeClient(req: IncomingMessage): Promise<Client | undefined> {
    const apiKey = req.headers['x-api-key'];
    if (typeof apiKey !== 'string') return undefined;
    // A database fault is the pipeline's to report (503), like every other one.
    const client = await deps.authenticate(apiKey, req).catch(() => undefined);
    return client?.status === 'active' ? client : undefined;
  }

  /** `headers` is this request's own object: completed here, not copied. */
  function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
    headers['Content-Length'] = String(Buffer.byteLength(body));
    res.writeHead(status, headers);
    res.end(body);
  }

  /** Answers the request and resolves true, or resolves false having touched nothing. */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith(API_ROOT) || url.includes('?')) return false;
    const matched = match(url);
    if (!matched) return false;
    const sentHeaders = headerValues(req, matched.route);
    if (!sentHeaders) return false;
    const client = await activeClient(req);
    if (!client) return false;

    const { route, params } = matched;
    const reqId = requestIdOf(req);
    observeResponse(deps.logger, req, res, reqId, () => ({ operation: route.operationId, operationId: route.operationId, clientId: client.id, path: url }));
    const headers: Record<string, string> = { ...SECURITY_HEADERS, 'X-Request-Id': reqId };
    try {
      Object.assign(headers, await deps.consumeRateLimit(client));
      const result = await deps.handlers[route.operationId]({ client, params, query: {}, body: undefined });
      if ('ndjson' in result) throw new Error(`${route.operationId} streams; the read lane serves JSON only`);
      const body = 'rawJson' in result ? result.rawJson : JSON.stringify(result.json);
      if ('rawJson' in result && result.entityTag) {
        headers.ETag = strongEntityTag(body);
        if (ifNoneMatchHits(sentHeaders['if-none-match'], headers.ETag)) {
          res.writeHead(304, headers);
          res.end();
          return true;
        }
      }
      headers['Content-Type'] = JSON_CONTENT_TYPE;
      send(res, result.status, headers, body);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.status >= 500) deps.logger.error({ err: error, reqId, operationId: route.operationId }, 'operation failed');
      const problem = renderProblem(appError, url);
      send(res, problem.status, Object.assign(headers, problem.headers), problem.body);
    }
    return true;
  };
}

export type ReadLane = ReturnType<typeof createReadLane>;
