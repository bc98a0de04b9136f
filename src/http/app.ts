import { isUtf8 } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from '../shared/logger.js';
import { AppError, invalidRequest, serviceUnavailable, type ProblemType } from '../shared/app-error.js';
import { packageRoot } from '../shared/package-root.js';
import { loadContract } from '../shared/contract.js';
import { answerError } from './problem.js';
import type { OperationCore } from './operation-core.js';
import type { MetricsEndpoint } from './metrics-endpoint.js';
import { SECURITY_HEADERS, observeResponse, requestIdOf } from './observe.js';
import { API_PROBLEM_TYPES, PAGE_CSP, methodologyPage, problemDescription, problemIndexPage, problemPage } from './pages.js';

export interface AppDeps {
  logger: Logger;
  core: OperationCore;
  bodyLimitBytes: number;
  /** Database reachable and migrations applied. */
  isReady: () => Promise<boolean>;
  /** GET /metrics on the API's port; left out when METRICS_PORT serves it elsewhere. */
  metrics: MetricsEndpoint | undefined;
}

const SERVICE_PATHS = new Set([
  '/healthz', '/readyz', '/metrics', '/docs', '/docs/methodology', '/docs/methodology.md', '/v2/openapi.json', '/v2/openapi.yaml',
  '/problems', ...API_PROBLEM_TYPES.map((type) => `/problems/${type}`),
]);

/** An HTML page of pages.ts, with the policy that lets its inline style apply. */
function sendPage(res: Response, html: string): void {
  res.setHeader('Content-Security-Policy', PAGE_CSP);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type('html').send(html);
}

/** Security headers, request id, log line and metrics for the paths outside the contract (the operation core does its own). */
function serviceRequest(logger: Logger): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const reqId = requestIdOf(req);
    res.setHeader('X-Request-Id', reqId);
    // Unknown paths share one label, so random paths cannot grow the metric without bound.
    observeResponse(logger, req, res, reqId, () => ({ operation: SERVICE_PATHS.has(req.path) ? req.path : 'unmatched', path: req.path }));
    next();
  };
}

function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/** Thrown from body-parser's `verify`: the body's bytes are not UTF-8, so decoding would replace them with U+FFFD. */
class InvalidUtf8Error extends Error {
  readonly type = 'encoding.invalid-utf8';
  constructor(readonly offset: number) {
    super('invalid UTF-8');
  }
}

/** The first byte where `bytes` stops being UTF-8: where decoding and encoding again first differ. */
function firstInvalidUtf8Byte(bytes: Buffer): number {
  const again = Buffer.from(bytes.toString('utf8'), 'utf8');
  let offset = 0;
  while (offset < bytes.length && bytes[offset] === again[offset]) offset += 1;
  return offset;
}

/** A JSON body declared (or defaulted) as UTF-8 must be UTF-8; body-parser itself would decode it leniently. */
function requireUtf8(req: IncomingMessage, _res: ServerResponse, bytes: Buffer): void {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase() ?? 'utf-8';
  if ((charset === 'utf-8' || charset === 'utf8') && !isUtf8(bytes)) throw new InvalidUtf8Error(firstInvalidUtf8Byte(bytes));
}

/** body-parser's failures as the client's errors; the operation core reports them after routing and authentication. */
function bodyErrorToAppError(error: { type?: string; offset?: number }, bodyLimitBytes: number): AppError {
  if (error.type === 'encoding.invalid-utf8') {
    return invalidRequest('The request body is not valid UTF-8.', [{ pointer: '', detail: `invalid UTF-8 at byte ${error.offset ?? 0}` }]);
  }
  if (error.type === 'entity.too.large') {
    return new AppError('payload-too-large', `The request body is larger than the limit of ${describeBytes(bodyLimitBytes)}.`);
  }
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return new AppError('unsupported-media-type', 'Send the body as UTF-8 application/json.');
  }
  return invalidRequest('The request body is not valid JSON.', [{ pointer: '', detail: 'malformed JSON' }]);
}

function docsPage(): string | undefined {
  const file = path.join(packageRoot(), 'dist', 'docs', 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const instanceOf = (req: Request) => req.originalUrl.split('?')[0] ?? req.path;
  const fail = (req: Request, res: Response, error: unknown) =>
    answerError(res, error, { instance: instanceOf(req), logger: deps.logger, context: { reqId: res.getHeader('X-Request-Id') } });
  const service = serviceRequest(deps.logger);

  app.get('/healthz', service, (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', service, async (req, res) => {
    const ready = await deps.isReady().catch(() => false);
    if (ready) res.json({ status: 'ready' });
    else fail(req, res, serviceUnavailable());
  });

  const metrics = deps.metrics;
  if (metrics) app.get('/metrics', service, (req, res) => void metrics(req, res));

  const contract = loadContract();
  app.get('/v2/openapi.json', service, (_req, res) => {
    res.type('application/json').send(contract.json);
  });
  app.get('/v2/openapi.yaml', service, (_req, res) => {
    res.type('application/yaml').send(contract.yaml);
  });
  let docs: string | undefined;
  app.get(['/docs', '/docs/'], service, (req, res) => {
    docs ??= docsPage();
    if (!docs) {
      fail(req, res, new AppError('not-found', 'The docs page is not built: run `make docs`.'));
      return;
    }
    // Redoc needs inline scripts and styles; everything it loads is in the page itself.
    res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; frame-ancestors 'none'");
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('html').send(docs);
  });

  // The published method behind every score, linked from the docs page: HTML (rendered once, at
  // start) and its Markdown source.
  const methodologyMarkdown = readFileSync(path.join(packageRoot(), 'docs', 'methodology.md'), 'utf8');
  const methodologyHtml = methodologyPage(methodologyMarkdown);
  app.get('/docs/methodology', service, (_req, res) => sendPage(res, methodologyHtml));
  app.get('/docs/methodology.md', service, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('text/markdown; charset=utf-8').send(methodologyMarkdown);
  });

  // What each problem `type` URI resolves to: what it means and what to do (HTML, or JSON on request).
  app.get('/problems', service, (_req, res) => sendPage(res, problemIndexPage()));
  app.get('/problems/:type', service, (req, res) => {
    const type = req.params.type as ProblemType;
    if (!API_PROBLEM_TYPES.includes(type)) {
      fail(req, res, new AppError('not-found', `There is no problem type ${req.path}; /problems lists them all.`));
      return;
    }
    if (req.accepts(['html', 'json']) === 'json') {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(problemDescription(type));
      return;
    }
    sendPage(res, problemPage(type));
  });

  // The API: this adapter only reads the body; the operation core does every other step. Body
  // errors are handed over, not answered, so an unknown path is still a 404 and a request without
  // a key still a 401, whatever its body.
  const jsonBody = express.json({ limit: deps.bodyLimitBytes, type: ['application/json', 'application/*+json'], verify: requireUtf8 });
  app.use('/v2', (req, res) => {
    jsonBody(req, res, (error?: unknown) => {
      // The client is gone (e.g. its request timed out and was answered 408 by the server): nothing to answer.
      if ((error as { type?: string } | undefined)?.type === 'request.aborted') return;
      const body = error ? { error: bodyErrorToAppError(error, deps.bodyLimitBytes) } : { value: req.body as unknown };
      void deps.core.serve(req, res, req.originalUrl, body);
    });
  });

  app.use(service, (req: Request, res: Response) => {
    fail(req, res, new AppError('not-found', `There is nothing at ${req.path}. The API is under /v2.`));
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => fail(req, res, error));
  return app;
}
