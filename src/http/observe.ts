import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../shared/logger.js';
import { httpDuration, httpRequests } from '../shared/metrics.js';

/** Sent with every response: the API serves JSON only, to no browser context. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's X-Request-Id when it is a sane token, otherwise a fresh one. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** What is known about a request once it is answered; read when the response finishes. */
export interface Observed {
  /** The operationId, or a service path, or `unmatched`: a bounded set of metric labels. */
  operation: string;
  operationId?: string;
  clientId?: number;
  path: string;
}

/**
 * One JSON log line and the metrics for every request: request id, method, path, operationId,
 * client, status and latency. Never headers or bodies, so keys and submitted data cannot reach the
 * logs. `describe` is called when the response has finished.
 */
export function observeResponse(logger: Logger, req: IncomingMessage, res: ServerResponse, reqId: string, describe: () => Observed): void {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const observed = describe();
    httpRequests.inc({ operation: observed.operation, method: req.method, status: String(res.statusCode) });
    httpDuration.observe({ operation: observed.operation }, seconds);
    const level = res.statusCode >= 500 ? 'error' : 'info';
    if (logger.isLevelEnabled(level)) {
      logger[level]({ reqId, method: req.method, path: observed.path, operationId: observed.operationId, clientId: observed.clientId, status: res.statusCode, ms: Math.round(seconds * 1e4) / 10 }, 'request');
    }
  });
}
