import { isUtf8 } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from '../shared/logger.js';
import { type AppError, problem, serviceUnavailable, type ProblemType } from '../shared/app-error.js';
import { packageRoot } from '../shared/package-root.js';
import { loadContract } from '../shared/contract.js';
import { answerError } from './problem.js';
import type { BodyOutcome, OperationCore } from './operation-core.js';
import type { MetricsEndpoint } from './metrics-endpoint.js';
import { SECURITY_HEADERS, observeResponse, requestIdOf } from './observe.js';
import { API_PROBLEM_TYPES, PAGE_CSP, methodologyPage, problemDescription, problemIndexPage, problemPage } from './pages.js';
import { settleUnreadBody } from './unread-body.js';
import { DOWNLOADS_PATH, loadClientDownloads, type ClientDownload } from './client-downloads.js';

export interface AppDeps {
  logger: Logger;
  core: OperationCore;
  bodyLimitBytes: number;
  /** Request bodies held in memory at once, all requests together; beyond it a request is refused with 503 without being read. */
  bodyBufferTotalBytes: number;
  /** Database reachable and migrations applied. */
  isReady: () => Promise<boolean>;
  /** Details a ready answer carries beside `status` (the worker's state, the delivery backlog). */
  readiness?: () => Promise<Record<string, unknown>>;
  /** GET /metrics on the API's port; left out when METRICS_PORT serves it elsewhere. */
  metrics: MetricsEndpoint | undefined;
  /** Where the packed client served under /downloads lies (CLIENT_DOWNLOADS_DIR). */
  clientDownloadsDir: string;
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

/** Arrays and objects inside one another, at most (the contract's request bodies need no more than 3). */
const MAX_JSON_DEPTH = 32;

/** Thrown from body-parser's `verify`: the body nests deeper than MAX_JSON_DEPTH, found before parsing it. */
class TooDeepError extends Error {
  readonly type = 'entity.too.deep';
  constructor(readonly offset: number) {
    super('nested too deeply');
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The offset of the first `[` or `{` that opens a level deeper than `maxDepth`, or -1. One pass over
 * the bytes (strings skipped), stopped at the first such byte: a body of nested brackets is refused
 * after a few dozen bytes instead of being parsed into millions of arrays.
 */
function firstTooDeepByte(bytes: Uint8Array, maxDepth: number): number {
  let depth = 0;
  for (let offset = 0; offset < bytes.length; offset += 1) {
    const byte = bytes[offset];
    if (byte === QUOTE) {
      // Skip the string: to its closing quote, stepping over escapes.
      for (offset += 1; offset < bytes.length && bytes[offset] !== QUOTE; offset += 1) if (bytes[offset] === BACKSLASH) offset += 1;
    } else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return offset;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth -= 1;
    }
  }
  return -1;
}

/** Requests whose declared JSON body had no bytes (checkBeforeParsing): read as no body at all. */
const EMPTY_BODIES = new WeakSet<IncomingMessage>();

/**
 * Before parsing: a JSON body declared (or defaulted) as UTF-8 must be UTF-8 (body-parser itself
 * would decode it leniently), and it must not nest deeper than MAX_JSON_DEPTH.
 */
function checkBeforeParsing(req: IncomingMessage, _res: ServerResponse, bytes: Buffer): void {
  // body-parser reads an empty body as `{}`; it is no body, as one without a Content-Type is.
  if (bytes.length === 0) EMPTY_BODIES.add(req);
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase() ?? 'utf-8';
  if ((charset === 'utf-8' || charset === 'utf8') && !isUtf8(bytes)) throw new InvalidUtf8Error(firstInvalidUtf8Byte(bytes));
  const tooDeep = firstTooDeepByte(bytes, MAX_JSON_DEPTH);
  if (tooDeep !== -1) throw new TooDeepError(tooDeep);
}

/** What a body is, when it is valid JSON but no object or array (body-parser's strict mode refuses it); null otherwise. */
function jsonKindOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value === null ? 'null' : typeof value === 'object' ? null : `a ${typeof value}`;
  } catch {
    return null;
  }
}

/** body-parser's failures as the client's errors; the operation core reports them after routing and authentication. */
function bodyErrorToAppError(error: { type?: string; offset?: number; body?: unknown }, bodyLimitBytes: number): AppError {
  if (error.type === 'encoding.invalid-utf8') {
    return problem.bodyNotUtf8(error.offset ?? 0);
  }
  if (error.type === 'entity.too.deep') {
    return problem.bodyTooDeep(MAX_JSON_DEPTH, error.offset ?? 0);
  }
  if (error.type === 'entity.too.large') {
    return problem.bodyTooLarge(describeBytes(bodyLimitBytes));
  }
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return problem.bodyNotUtf8Json();
  }
  const kind = error.type === 'entity.parse.failed' ? jsonKindOf(error.body) : null;
  return kind === null ? problem.bodyNotJson() : problem.bodyNotObjectOrArray(kind);
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
  const fail = (req: Request, res: Response, error: unknown) => {
    settleUnreadBody(req, res, deps.bodyLimitBytes);
    answerError(res, error, { instance: instanceOf(req), logger: deps.logger, context: { reqId: res.getHeader('X-Request-Id') } });
  };
  const service = serviceRequest(deps.logger);

  app.get('/healthz', service, (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Why this process is not ready is logged when it turns so, and its return when it is ready again:
  // the answer itself says only "unavailable", and probes repeat every few seconds.
  let notReadyBecause: string | undefined;
  app.get('/readyz', service, async (req, res) => {
    const ready = await deps.isReady().catch((error: unknown) => {
      const because = error instanceof Error ? error.message : String(error);
      if (notReadyBecause === undefined) deps.logger.warn({ because }, 'not ready');
      notReadyBecause = because;
      return false;
    });
    if (ready && notReadyBecause !== undefined) {
      deps.logger.info({ after: notReadyBecause }, 'ready again');
      notReadyBecause = undefined;
    }
    const details = ready ? await deps.readiness?.().catch(() => undefined) : undefined;
    if (ready && details) res.json({ status: 'ready', ...details });
    else if (ready) res.json({ status: 'ready' });
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
      fail(req, res, problem.docsNotBuilt());
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

  // The client package partners install from the service itself (npm install <this URL>), and its checksum.
  let downloads: Map<string, ClientDownload> | undefined;
  app.get(`${DOWNLOADS_PATH}/:file`, service, (req, res) => {
    downloads ??= loadClientDownloads(deps.clientDownloadsDir);
    const file = downloads.get(String(req.params.file));
    if (!file) {
      fail(req, res, problem.noDownload(req.path, DOWNLOADS_PATH));
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    res.type(file.contentType).send(file.body);
  });

  // What each problem `type` URI resolves to: what it means and what to do (HTML, or JSON on request).
  app.get('/problems', service, (_req, res) => sendPage(res, problemIndexPage()));
  app.get('/problems/:type', service, (req, res) => {
    const type = req.params.type as ProblemType;
    if (!API_PROBLEM_TYPES.includes(type)) {
      fail(req, res, problem.noProblemPage(req.path));
      return;
    }
    if (req.accepts(['html', 'json']) === 'json') {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(problemDescription(type));
      return;
    }
    sendPage(res, problemPage(type));
  });

  // The API: this adapter only reads the body, when the operation core asks for it, after routing,
  // authentication and the rate limit (so a refused request never costs a read or a parse). Body
  // errors are handed over to be answered in the core's order.
  const jsonBody = express.json({ limit: deps.bodyLimitBytes, type: ['application/json', 'application/*+json'], verify: checkBeforeParsing });
  // Bytes of the bodies being read now: a flood of large bodies, even with valid keys, holds at
  // most bodyBufferTotalBytes of memory; the rest are asked to retry (503) without being read.
  let buffering = 0;
  app.use('/v2', (req, res) => {
    const read = () =>
      new Promise<BodyOutcome>((resolve) => {
        const declared = Number(req.headers['content-length']);
        // Declared larger than the limit: refused at once (body-parser would first read it all).
        if (declared > deps.bodyLimitBytes) {
          resolve({ error: bodyErrorToAppError({ type: 'entity.too.large' }, deps.bodyLimitBytes) });
          return;
        }
        const reserved = Number.isFinite(declared) && req.headers['transfer-encoding'] === undefined ? declared : deps.bodyLimitBytes;
        if (reserved > 0 && buffering + reserved > deps.bodyBufferTotalBytes) {
          resolve({ error: problem.bodyBuffersFull(describeBytes(deps.bodyBufferTotalBytes)) });
          return;
        }
        buffering += reserved;
        jsonBody(req, res, (error?: unknown) => {
          buffering -= reserved;
          // The client is gone (e.g. its request timed out and was answered 408 by the server): the answer goes nowhere.
          if ((error as { type?: string } | undefined)?.type === 'request.aborted') resolve({ error: problem.bodyDidNotArrive() });
          else if (error) resolve({ error: bodyErrorToAppError(error, deps.bodyLimitBytes) });
          else resolve({ value: EMPTY_BODIES.has(req) ? undefined : (req.body as unknown) });
        });
      });
    void deps.core.serve(req, res, req.originalUrl, read);
  });

  app.use(service, (req: Request, res: Response) => {
    fail(req, res, problem.nothingHere(req.path));
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => fail(req, res, error));
  return app;
}
