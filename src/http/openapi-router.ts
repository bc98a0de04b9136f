import type { Request as ExpressRequest, Response } from 'express';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import type { Client } from '../accounts/client-store.js';
import type { AuthenticateRequest } from '../accounts/authenticator.js';
import { AppError, accountSuspended, invalidFields, invalidRequest, unauthorized } from '../shared/app-error.js';
import type { operations } from '../../generated/v2.js';
import { sendProblem, toAppError } from './problem.js';
import { toFieldErrors, unstorableValueErrors } from './validation-errors.js';
import type { ConsumeRateLimit } from './rate-limiter.js';
import type { Logger } from '../shared/logger.js';
import { loadContract } from './contract.js';
import { installRouteTable } from './route-table.js';
import { ifNoneMatchHits, strongEntityTag } from './conditional.js';
import { sendNdjson } from './ndjson.js';

/** Operations served by this API (`productUpdated` is the outgoing webhook, not a route). */
export type OperationId = Exclude<keyof operations, 'productUpdated'>;

/** What a handler gets: the authenticated client and the request's validated parts. */
export interface OperationContext {
  client: Client;
  params: Record<string, string>;
  /** Query parameters, already validated against the contract (values are strings as sent). */
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * What a handler returns. `rawJson` is sent as is (records stored already serialised); with
 * `entityTag` it carries a strong ETag and a matching `If-None-Match` gets 304. `ndjson` (chunks
 * of whole lines) is streamed, gzip when the client accepts it, with backpressure.
 */
export type OperationResult =
  | { status: number; json: unknown }
  | { status: number; rawJson: string; entityTag?: boolean }
  | { status: number; ndjson: AsyncIterable<string> };

export type OperationHandler = (context: OperationContext) => Promise<OperationResult>;

/** Every operation of the contract must have a handler: the compiler checks this map is complete. */
export type OperationHandlers = Record<OperationId, OperationHandler>;

/** Operations a suspended account may still call (DESIGN.md: it can see that it is suspended). */
const ALLOWED_WHILE_SUSPENDED = new Set<string>(['getAccount']);

/** openapi-backend 5 validates documents against the 3.0 meta-schema only; Redocly lints ours. */
class OpenApi31Backend extends OpenAPIBackend {
  override validateDefinition() {
    return this.document;
  }
}

export interface RequestLocals {
  operationId?: string;
  client?: Client;
  /** A body-parser failure, reported after routing and authentication. */
  bodyError?: { status?: number; type?: string };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

function bodyErrorToAppError(error: NonNullable<RequestLocals['bodyError']>, bodyLimitBytes: number): AppError {
  if (error.type === 'entity.too.large') {
    return new AppError(413, 'payload-too-large', 'Payload too large', `The request body is larger than the limit of ${describeBytes(bodyLimitBytes)}.`);
  }
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return new AppError(415, 'unsupported-media-type', 'Unsupported media type', 'Send the body as UTF-8 application/json.');
  }
  return invalidRequest('The request body is not valid JSON.', [{ pointer: '', detail: 'malformed JSON' }]);
}

function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

export async function createOpenApiRouter(deps: { authenticate: AuthenticateRequest; handlers: OperationHandlers; consumeRateLimit: ConsumeRateLimit; bodyLimitBytes: number; logger: Logger }) {
  const { json } = loadContract();
  const api = new OpenApi31Backend({
    // A JSON copy: YAML anchors share objects, which the dereferencer would turn back into $refs.
    definition: JSON.parse(json) as Document,
    strict: true,
    validate: true,
    ignoreTrailingSlashes: false,
    ajvOpts: { allErrors: true, strict: false },
    // Validators are compiled on first use instead of ~160 at start; responses are never validated
    // at run time (the tests check them against the contract).
    quick: true,
    customizeAjv: (_original, ajvOptions) => {
      // Redocly lints the contract, so Ajv need not check each schema against the meta-schema
      // (that check alone cost seconds at start).
      const ajv = new Ajv2020.default({ ...ajvOptions, allErrors: true, strict: false, validateSchema: false });
      addFormats.default(ajv);
      return ajv as never;
    },
  });

  api.registerSecurityHandler('ApiKeyAuth', async (context: Context, req: ExpressRequest) => {
    const client = await deps.authenticate(context.request.headers['x-api-key'], req);
    return client ?? false;
  });

  const instanceOf = (req: ExpressRequest) => req.originalUrl.split('?')[0] ?? req.originalUrl;

  api.register({
    notFound: (_c: Context, req: ExpressRequest, res: Response) =>
      sendProblem(res, new AppError(404, 'not-found', 'Not found', `There is no operation at ${instanceOf(req)}. See /v2/openapi.yaml.`), instanceOf(req)),
    methodNotAllowed: (c: Context, req: ExpressRequest, res: Response) => {
      const allowed = METHODS.filter((method) => {
        try {
          return Boolean(api.router.matchOperation({ ...c.request, method }, true));
        } catch {
          return false;
        }
      }).map((method) => method.toUpperCase());
      res.setHeader('Allow', allowed.join(', '));
      sendProblem(res, new AppError(405, 'method-not-allowed', 'Method not allowed', `${req.method} is not allowed here; use ${allowed.join(' or ')}.`), instanceOf(req));
    },
    unauthorizedHandler: (c: Context, req: ExpressRequest, res: Response) => {
      const result = c.security?.ApiKeyAuth as { error?: unknown } | undefined;
      sendProblem(res, result && typeof result === 'object' && result.error ? toAppError(result.error) : unauthorized(), instanceOf(req));
    },
    notImplemented: (c: Context, req: ExpressRequest, res: Response) =>
      sendProblem(res, toAppError(new Error(`no handler for ${c.operation.operationId}`)), instanceOf(req)),
  });

  /** Checks that come before the body's schema: who may call, and whether there is a JSON body at all. */
  async function preflight(c: Context, req: ExpressRequest, res: Response): Promise<Client> {
    const locals = res.locals as RequestLocals;
    const client = c.security.ApiKeyAuth as Client;
    locals.client = client;
    for (const [name, value] of Object.entries(await deps.consumeRateLimit(client))) res.setHeader(name, value);
    if (client.status === 'suspended' && !ALLOWED_WHILE_SUSPENDED.has(c.operation.operationId ?? '')) throw accountSuspended();
    if (c.operation.requestBody) {
      const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;
      if (hasBody && !isJsonContentType(req.headers['content-type'])) {
        throw new AppError(415, 'unsupported-media-type', 'Unsupported media type', 'Send the body as application/json.');
      }
      if (locals.bodyError) throw bodyErrorToAppError(locals.bodyError, deps.bodyLimitBytes);
    }
    return client;
  }

  function fail(error: unknown, req: ExpressRequest, res: Response): void {
    const appError = toAppError(error);
    if (appError.status >= 500) deps.logger.error({ err: error, reqId: res.getHeader('X-Request-Id'), operationId: (res.locals as RequestLocals).operationId }, 'operation failed');
    sendProblem(res, appError, instanceOf(req));
  }

  api.register('validationFail', async (c: Context, req: ExpressRequest, res: Response) => {
    try {
      await preflight(c, req, res);
      throw invalidFields(toFieldErrors(c.validation.errors as never));
    } catch (error) {
      fail(error, req, res);
    }
  });

  for (const operationId of Object.keys(deps.handlers) as OperationId[]) {
    const handler = deps.handlers[operationId];
    api.register(operationId, async (c: Context, req: ExpressRequest, res: Response) => {
      try {
        const client = await preflight(c, req, res);
        const params = (c.request.params ?? {}) as Record<string, string>;
        // JSON can carry values PostgreSQL cannot store; refuse them like any other invalid field.
        const valueErrors = unstorableValueErrors(c.request.requestBody, params);
        if (valueErrors.length > 0) throw invalidFields(valueErrors);
        const result = await handler({ client, params, query: (c.request.query ?? {}) as OperationContext['query'], body: c.request.requestBody });
        if ('ndjson' in result) {
          await sendNdjson(req, res, result.status, result.ndjson, deps.logger);
          return;
        }
        res.status(result.status);
        if ('rawJson' in result) {
          if (result.entityTag) {
            const tag = strongEntityTag(result.rawJson);
            res.setHeader('ETag', tag);
            if (ifNoneMatchHits(req.headers['if-none-match'], tag)) {
              res.status(304).end();
              return;
            }
          }
          res.type('application/json').send(result.rawJson);
        } else res.json(result.json);
      } catch (error) {
        fail(error, req, res);
      }
    });
  }

  api.register('postRoutingHandler', (c: Context, _req: ExpressRequest, res: Response) => {
    if (c.operation) (res.locals as RequestLocals).operationId = c.operation.operationId;
  });

  await api.init();
  installRouteTable(api.router);
  compileValidatorsInBackground(api, deps.logger);

  return api;
}

/**
 * Validators are compiled on first use so the process is ready fast (`quick`); they are compiled
 * here one operation per turn of the event loop right after start (5–55 ms each), so the first
 * request of each operation does not wait for its compilation.
 */
function compileValidatorsInBackground(api: OpenAPIBackend, logger: Logger): void {
  // Path aliases share an operation: each operationId once.
  const pending = [...new Set(api.router.getOperations().map((operation) => operation.operationId).filter((id): id is string => Boolean(id)))];
  const next = () => {
    const operationId = pending.shift();
    if (!operationId) return;
    try {
      const started = performance.now();
      api.validator.getRequestValidatorsForOperation(operationId);
      logger.debug({ operationId, ms: Math.round(performance.now() - started) }, 'request validators compiled');
    } catch (error) {
      logger.warn({ err: error, operationId }, 'request validators did not compile; they will be compiled on first use');
    }
    setImmediate(next);
  };
  setImmediate(next);
}
