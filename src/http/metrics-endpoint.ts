import { createHash, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { problem } from '../shared/app-error.js';
import type { Logger } from '../shared/logger.js';
import { metricsRegistry } from '../shared/metrics.js';
import { SECURITY_HEADERS } from './observe.js';
import { answerError, writeAnswer } from './problem.js';
import { startHttpServer, type RunningServer } from './server.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics (Prometheus text). With a token, only `Authorization: Bearer <token>` gets it,
 * compared in constant time; anything else is a 401 problem.
 */
export function createMetricsEndpoint(token: string | undefined, logger: Logger) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async function metrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      answerError(res, problem.metricsTokenMissing(), { instance: '/metrics', logger, headers: { ...SECURITY_HEADERS, 'WWW-Authenticate': 'Bearer' } });
      return;
    }
    writeAnswer(res, { status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': metricsRegistry.contentType }, body: await metricsRegistry.metrics() });
  };
}

export type MetricsEndpoint = ReturnType<typeof createMetricsEndpoint>;

/** The metrics port (METRICS_PORT): GET /metrics and nothing else, apart from the API. */
export function startMetricsServer(endpoint: MetricsEndpoint, port: number, host: string, logger: Logger): Promise<RunningServer> {
  const listener: RequestListener = (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
      void endpoint(req, res);
      return;
    }
    answerError(res, problem.metricsPortOnly(), { instance: path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'), logger, headers: { ...SECURITY_HEADERS } });
  };
  return startHttpServer(listener, port, host, 10_000);
}
