import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { Operation } from 'openapi-backend';
import type { AuthenticateRequest } from '../accounts/authenticator.js';
import { type AppError, accountSuspended, invalidFields, problem, unauthorized } from '../shared/app-error.js';
import type { Client } from '../shared/client.js';
import type { Logger } from '../shared/logger.js';
import type { OperationHandlers, OperationId } from '../shared/operations.js';
import { SECURITY_HEADERS, observeResponse, requestIdOf } from './observe.js';
import { answerError, writeAnswer } from './problem.js';
import { ifNoneMatchHits, strongEntityTag } from './conditional.js';
import { sendNdjson, type StreamDeadlines } from './ndjson.js';
import type { ConsumeRateLimit } from '../accounts/rate-limiter.js';
import { requestCost } from '../accounts/request-cost.js';
import { createCostlyLanes } from './costly-lanes.js';
import type { IdempotencyKeys, IdempotentRun } from '../accounts/idempotency-keys.js';
import type { BrowserOrigins } from '../accounts/browser-origins-store.js';
import type { RequestParts, RequestValidator } from './request-validator.js';
import { API_ROOT, createRouteTable, type RouteMatch } from './routes.js';
import { createDeprecations, servedOperationId } from './deprecation.js';
import { unstorableValueErrors } from './validation-errors.js';
import { hasBody, settleUnreadBody } from './unread-body.js';

/** Operations a suspended account may still call (docs/interface.md: it can see that it is suspended). */
const ALLOWED_WHILE_SUSPENDED = new Set<string>(['getAccount']);

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Methods whose requests may carry an `Idempotency-Key` (the contract's *Idempotent retries*). */
const IDEMPOTENT_METHODS = new Set(['POST', 'DELETE']);

/**
 * An operation the contract marks `x-read-only: true` changes nothing (a `POST` only because its
 * input does not fit a URL): its `Idempotency-Key` is accepted and ignored, and no answer is kept,
 * so reads cannot fill the database with kept answers (docs/adr/0082-idempotency-bounded.md).
 */
const keepsAnswers = (operation: Operation) => (operation as { 'x-read-only'?: boolean })['x-read-only'] !== true;

/** Cache-Control of an answer with an ETag (docs/adr/0054-conditional-reads.md). */
const REVALIDATE_PRIVATELY = 'private, no-cache';

/** The request body as the adapter read it: parsed JSON, or why it could not be read (reported in its turn). */
export interface BodyOutcome {
  value?: unknown;
  error?: AppError;
}

/**
 * Reads and parses the request body when called. The core calls it only once the request has been
 * routed, authenticated, rate-limited and found to need a body, so a request refused before that
 * never costs a read or a parse (docs/security.md, "Cheap refusals first").
 */
export type BodyReader = () => Promise<BodyOutcome>;

const NO_BODY: BodyReader = () => Promise.resolve({});

export interface OperationCoreDeps {
  validator: RequestValidator;
  authenticate: AuthenticateRequest;
  consumeRateLimit: ConsumeRateLimit;
  /** The rate limit of a client without its own (RATE_LIMIT_PER_MINUTE): the pace of its costly requests. */
  defaultRateLimitPerMinute: number;
  handlers: OperationHandlers;
  idempotency: IdempotencyKeys;
  logger: Logger;
  /** The largest body read; also the most of an unread body dropped after a refusal (`settleUnreadBody`). */
  bodyLimitBytes: number;
  /** How long an NDJSON stream waits for a slow reader before cutting it off. */
  streamDeadlines: StreamDeadlines;
  /** The web origins accounts allow (docs/adr/0089-browser-origins.md). */
  browserOrigins: Pick<BrowserOrigins, 'anyAllows' | 'allows'>;
}

/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/**
 * What an answer to a page of an allowed origin carries: the origin itself (never `*`: the answer holds an
 * account's data), every response header readable (no credentials are involved, so `*` means all).
 */
function allowOrigin(origin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': '*' };
}

function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

function decodeAll(raw: Record<string, string>): Record<string, string> | undefined {
  const decoded: Record<string, string> = {};
  try {
    for (const [name, value] of Object.entries(raw)) decoded[name] = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  return decoded;
}

function isDecodable(path: string): boolean {
  return decodeAll({ path }) !== undefined;
}

/**
 * Any handler as the core calls it. Each handler is typed from the contract (`OperationHandlers`);
 * the core has just validated the parts against that operation's schemas, which is what makes them
 * the handler's types. This is the one place the two views meet.
 */
type ValidatedHandler = (context: { client: Client; params: Record<string, string>; query: RequestParts['query']; body: unknown; headers: IncomingHttpHeaders }) => Promise<
  ({ status: number; json: unknown; entityTag?: boolean } | { status: number; rawJson: string; entityTag?: boolean } | { status: number; ndjson: AsyncIterable<string>; entityTag?: undefined }) & { headers?: Record<string, string> }
>;

/** What the log line and metrics say about a request; filled in as the steps learn it. */
interface Known {
  operationId?: OperationId;
  clientId?: number;
}

/**
 * The one request pipeline for every operation of the contract. Each step is done here once, in
 * the order docs/adr/0004-request-validation-order.md gives: request id, security headers,
 * log line and metrics; routing (404/405; OPTIONS and CORS preflights answered here, docs/adr/0089-browser-origins.md);
 * API key (401); the page's origin (CORS headers); rate limit (429, RateLimit-* headers);
 * suspended account (403); content type (415); only then the body is read, and its errors
 * answered (400/413/415, or 503 when the bodies being read fill their budget); the contract's
 * schemas for path, query, headers and body, then values PostgreSQL cannot store (400); for a
 * POST or DELETE with an `Idempotency-Key`, the key (a kept answer replayed, 409, 422); the
 * handler and its answer (JSON; 304 for a matching `If-None-Match`; an NDJSON stream); and any
 * error mapped, logged and rendered in one place. Adapters (Express for requests with a body,
 * the node:http read lane) only read the body and hand over.
 */
export function createOperationCore(deps: OperationCoreDeps) {
  const routes = createRouteTable(deps.validator.operations);
  const inCostlyLane = createCostlyLanes();
  const deprecations = createDeprecations(deps.validator.operations, API_ROOT);

  function route(method: string, path: string): RouteMatch {
    if (!path.startsWith(`${API_ROOT}/`)) return { found: false, status: 404 };
    return routes.match(method, path.slice(API_ROOT.length));
  }

  async function authorise(operation: Operation, req: IncomingMessage, headers: Record<string, string>, known: Known): Promise<Client> {
    const client = await deps.authenticate(req.headers['x-api-key'], req);
    if (!client) throw unauthorized();
    known.clientId = client.id;
    // Every answer from here on, errors included, says whether it is about live or sandbox data.
    headers['PSS-Mode'] = client.mode;
    // A browser page may read the answer when the key's account allows the page's origin.
    const origin = req.headers.origin;
    if (origin !== undefined) {
      headers.Vary = 'Origin';
      if (await deps.browserOrigins.allows(client, origin)) Object.assign(headers, allowOrigin(origin));
    }
    Object.assign(headers, await deps.consumeRateLimit(client));
    if (client.status === 'suspended' && !ALLOWED_WHILE_SUSPENDED.has(operation.operationId ?? '')) throw accountSuspended();
    return client;
  }

  async function readBody(operation: Operation, req: IncomingMessage, read: BodyReader): Promise<unknown> {
    if (!operation.requestBody) return undefined;
    if (hasBody(req) && !isJsonContentType(req.headers['content-type'])) {
      throw problem.bodyNotJsonMediaType();
    }
    const body = await read();
    if (body.error) throw body.error;
    return body.value;
  }

  /**
   * The request's work is done (committed) whether or not its answer can be kept: a failure to keep
   * it is logged and the answer still sent. The key then stays held until its lease runs out.
   */
  async function keepAnswer(held: IdempotentRun, answer: { status: number; headers: Record<string, string>; body: string }): Promise<void> {
    await deps.idempotency.keep(held, answer).catch((error: unknown) => deps.logger.error({ err: error, clientId: held.clientId }, 'idempotency key answer not kept'));
  }

  async function releaseKey(held: IdempotentRun): Promise<void> {
    await deps.idempotency.release(held).catch((error: unknown) => deps.logger.error({ err: error, clientId: held.clientId }, 'idempotency key not released'));
  }

  async function run(req: IncomingMessage, res: ServerResponse, path: string, rawQuery: string, match: RouteMatch, body: BodyReader, headers: Record<string, string>, known: Known): Promise<void> {
    if (!isDecodable(path)) {
      // A malformed escape (`%`, `%zz`, an encoded lone surrogate) is the client's mistake, not a fault.
      throw problem.malformedPercentEncoding();
    }
    if (!match.found) {
      if (match.status === 405) {
        headers.Allow = match.allowed.join(', ');
        throw problem.methodNotAllowed(req.method, match.allowed);
      }
      throw problem.noOperation(path);
    }
    const { operation } = match;
    // A deprecated path says so on every answer, and is served by the operation it is an alias of.
    Object.assign(headers, deprecations.headersFor(operation, match.rawParams, rawQuery));
    const operationId = servedOperationId(operation);
    known.operationId = operationId;
    const client = await authorise(operation, req, headers, known);
    const requestBody = await readBody(operation, req, body);

    const parts: RequestParts = { path: decodeAll(match.rawParams) ?? {}, query: parseQuery(rawQuery), header: req.headers };
    if (requestBody !== undefined) parts.requestBody = requestBody;
    const schemaErrors = deps.validator.validate(operation, parts);
    if (schemaErrors.length > 0) throw invalidFields(schemaErrors);
    // JSON and URLs can carry values PostgreSQL cannot store; refuse them like any other invalid field.
    const valueErrors = unstorableValueErrors(requestBody, { ...parts.path, ...stringsOf(parts.query) });
    if (valueErrors.length > 0) throw invalidFields(valueErrors);
    // The rate limit took one point before the body was read; work that grows with the body pays the rest now.
    const cost = requestCost(operationId, requestBody);
    if (cost > 1) Object.assign(headers, await deps.consumeRateLimit(client, cost, 1));

    // After every check above, so a refused request never touches its key (contract: *Idempotent retries*).
    const idempotencyKey = req.headers['idempotency-key'];
    let heldKey: IdempotentRun | undefined;
    if (typeof idempotencyKey === 'string' && IDEMPOTENT_METHODS.has(req.method ?? '') && keepsAnswers(operation)) {
      const decision = await deps.idempotency.begin(client.id, idempotencyKey, { operationId, params: parts.path, query: parts.query, body: requestBody ?? null });
      if ('replay' in decision) {
        writeAnswer(res, { status: decision.replay.status, headers: { ...headers, ...decision.replay.headers, 'Idempotent-Replayed': 'true' }, body: decision.replay.body });
        return;
      }
      heldKey = decision.run;
    }

    let result: Awaited<ReturnType<ValidatedHandler>>;
    try {
      const handle = () => (deps.handlers[operationId] as ValidatedHandler)({ client, params: parts.path, query: parts.query, body: requestBody, headers: req.headers });
      result = cost > 1 ? await inCostlyLane(client.id, cost, client.rateLimitPerMinute ?? deps.defaultRateLimitPerMinute, handle) : await handle();
    } catch (error) {
      // A failed request keeps nothing: its key is free for a retry, which runs afresh.
      if (heldKey) await releaseKey(heldKey);
      throw error;
    }
    const varyOrigin = headers.Vary;
    Object.assign(headers, result.headers);
    if (varyOrigin !== undefined && result.headers?.Vary !== undefined) headers.Vary = `${result.headers.Vary}, ${varyOrigin}`;
    // A body sent to an operation that takes none: kept from costing more than the body limit.
    settleUnreadBody(req, res, deps.bodyLimitBytes);
    if ('ndjson' in result) {
      if (heldKey) await releaseKey(heldKey);
      await sendNdjson(req, res, { status: result.status, headers, lines: result.ndjson, logger: deps.logger, deadlines: deps.streamDeadlines });
      return;
    }
    const text = 'rawJson' in result ? result.rawJson : JSON.stringify(result.json);
    if (heldKey) await keepAnswer(heldKey, { status: result.status, headers: { ...result.headers, 'Content-Type': JSON_CONTENT_TYPE }, body: text });
    let answer: string | Buffer = text;
    if (result.entityTag) {
      // Encoded once: the tag is computed from the bytes that are then sent.
      answer = Buffer.from(text);
      headers.ETag = strongEntityTag(answer);
      // The partner's own cache may keep a tagged answer, but must ask again each time and never
      // share it: `no-store` would forbid keeping the copy that If-None-Match revalidates.
      headers['Cache-Control'] = REVALIDATE_PRIVATELY;
      if (ifNoneMatchHits(req.headers['if-none-match'], headers.ETag)) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    headers['Content-Type'] = JSON_CONTENT_TYPE;
    writeAnswer(res, { status: result.status, headers, body: answer });
  }

  /**
   * Answers one API request. `url` is the request target as sent (Express rewrites `req.url` under
   * a mount point); `match` is given by an adapter that has already routed the request.
   */
  async function serve(req: IncomingMessage, res: ServerResponse, url: string, body: BodyReader = NO_BODY, match?: RouteMatch): Promise<void> {
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    // A `%` that starts no escape is sent as `%25`, so a problem's `instance` is always a URI reference.
    const instance = path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
    const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const reqId = requestIdOf(req);
    const known: Known = {};
    // Unknown paths share one label, so random paths cannot grow the metric without bound.
    observeResponse(deps.logger, req, res, reqId, () => ({ operation: known.operationId ?? 'unmatched', operationId: known.operationId, clientId: known.clientId, path }));
    const headers: Record<string, string> = { ...SECURITY_HEADERS, 'X-Request-Id': reqId };
    try {
      if (req.method === 'OPTIONS') await answerOptions(req, res, path, headers);
      else await run(req, res, path, rawQuery, match ?? route(req.method ?? 'GET', path), body, headers, known);
    } catch (error) {
      // Refused before its body was read (route, key, rate limit, outage): the answer still arrives.
      settleUnreadBody(req, res, deps.bodyLimitBytes);
      if (known.clientId === undefined) await allowOriginWithoutKey(req, headers);
      answerError(res, error, { instance, logger: deps.logger, headers, context: { reqId, operationId: known.operationId } });
    }
  }

  /**
   * An answer given before the key is known (401, 404, 405, …): a page of an origin that some account allows may
   * read it, so a browser app sees why its request failed. Never fails the answer (the database may be away).
   */
  async function allowOriginWithoutKey(req: IncomingMessage, headers: Record<string, string>): Promise<void> {
    const origin = req.headers.origin;
    if (origin === undefined) return;
    headers.Vary = 'Origin';
    if (await deps.browserOrigins.anyAllows(origin).catch(() => false)) Object.assign(headers, allowOrigin(origin));
  }

  /**
   * OPTIONS on a path of the API: its methods in `Allow` (RFC 9110 §9.3.7), and for a CORS preflight (`Origin` and
   * `Access-Control-Request-Method`) the permission when an account allows the origin and the path takes the method.
   * A preflight carries no key, so it cannot be checked against one account; the request that follows is (the
   * answer is readable only when the key's account allows the origin). Otherwise 204 without permission, and the
   * browser does not send the request.
   */
  async function answerOptions(req: IncomingMessage, res: ServerResponse, path: string, headers: Record<string, string>): Promise<void> {
    const match = route('OPTIONS', path);
    if (match.found || match.status === 404) throw problem.noOperation(path);
    headers.Allow = [...match.allowed, 'OPTIONS'].join(', ');
    const origin = req.headers.origin;
    const requested = req.headers['access-control-request-method'];
    if (origin !== undefined && requested !== undefined) {
      headers.Vary = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers';
      if (match.allowed.includes(requested.toUpperCase()) && (await deps.browserOrigins.anyAllows(origin))) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': match.allowed.join(', '),
          // Any request header (no credentials are involved): X-API-KEY, Content-Type, Idempotency-Key, If-None-Match, …
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        });
      }
    }
    settleUnreadBody(req, res, deps.bodyLimitBytes);
    res.writeHead(204, headers).end();
  }

  return { route, serve };
}

/** The query's single string values (the schemas have already refused unknown names and wrong types). */
function stringsOf(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export type OperationCore = ReturnType<typeof createOperationCore>;
