import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { OpenAPIBackend } from 'openapi-backend';
import type { Logger } from '../shared/logger.js';
import { AppError, invalidRequest, serviceUnavailable } from '../shared/app-error.js';
import { packageRoot } from '../shared/package-root.js';
import { loadContract } from './contract.js';
import { sendProblem, toAppError } from './problem.js';
import type { RequestLocals } from './openapi-router.js';
import { metricsRegistry } from '../shared/metrics.js';
import { SECURITY_HEADERS, observeResponse, requestIdOf } from './observe.js';

export interface AppDeps {
  logger: Logger;
  router: OpenAPIBackend;
  bodyLimitBytes: number;
  /** Database reachable and migrations applied. */
  isReady: () => Promise<boolean>;
}

const SERVICE_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/docs', '/docs/methodology', '/v2/openapi.json', '/v2/openapi.yaml']);

function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  next();
}

function observeRequest(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const reqId = requestIdOf(req);
    res.setHeader('X-Request-Id', reqId);
    observeResponse(logger, req, res, reqId, () => {
      const locals = res.locals as RequestLocals;
      // Unknown paths share one label, so random paths cannot grow the metric without bound.
      return { operation: locals.operationId ?? (SERVICE_PATHS.has(req.path) ? req.path : 'unmatched'), operationId: locals.operationId, clientId: locals.client?.id, path: req.path };
    });
    next();
  };
}

function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function docsPage(): string | undefined {
  const file = path.join(packageRoot(), 'dist', 'docs', 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(securityHeaders);
  app.use(observeRequest(deps.logger));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    const ready = await deps.isReady().catch(() => false);
    if (ready) res.json({ status: 'ready' });
    else sendProblem(res, serviceUnavailable(), req.path);
  });

  app.get('/metrics', async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });

  const contract = loadContract();
  app.get('/v2/openapi.json', (_req, res) => {
    res.type('application/json').send(contract.json);
  });
  app.get('/v2/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(contract.yaml);
  });
  let docs: string | undefined;
  app.get(['/docs', '/docs/'], (req, res) => {
    docs ??= docsPage();
    if (!docs) {
      sendProblem(res, new AppError(404, 'not-found', 'Not found', 'The docs page is not built: run `make docs`.'), req.path);
      return;
    }
    // Redoc needs inline scripts and styles; everything it loads is in the page itself.
    res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; frame-ancestors 'none'");
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('html').send(docs);
  });

  // The published method behind every score, linked from the docs page.
  const methodology = readFileSync(path.join(packageRoot(), 'docs', 'methodology.md'), 'utf8');
  app.get('/docs/methodology', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('text/markdown; charset=utf-8').send(methodology);
  });

  const jsonBody = express.json({ limit: deps.bodyLimitBytes, type: ['application/json', 'application/*+json'] });
  app.use('/v2', (req, res, next) => {
    // Body errors are reported after routing and authentication, so an unknown path is still a
    // 404 and a request without a key is still a 401, whatever its body.
    jsonBody(req, res, (error?: unknown) => {
      if (error) (res.locals as RequestLocals).bodyError = error as RequestLocals['bodyError'];
      next();
    });
  });
  app.use('/v2', (req, res, next) => {
    // Path parameters are percent-decoded while routing; a malformed escape (`%`, `%zz`, an
    // encoded lone surrogate) is the client's mistake, not a fault.
    if (!isDecodablePath(req.path)) {
      sendProblem(res, invalidRequest('The request path has malformed percent-encoding.', [{ parameter: 'path', detail: 'malformed percent-encoding' }]), req.originalUrl.split('?')[0] ?? req.path);
      return;
    }
    deps.router
      .handleRequest({ method: req.method, path: req.path, headers: req.headers as Record<string, string>, query: req.query as Record<string, string | string[]>, body: req.body }, req, res)
      .catch(next);
  });

  app.use((req: Request, res: Response) => {
    sendProblem(res, new AppError(404, 'not-found', 'Not found', `There is nothing at ${req.path}. The API is under /v2.`), req.path);
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const appError = toAppError(error);
    if (appError.status >= 500) deps.logger.error({ err: error, reqId: res.getHeader('X-Request-Id') }, 'request failed');
    sendProblem(res, appError, req.originalUrl.split('?')[0] ?? req.path);
  });
  return app;
}
