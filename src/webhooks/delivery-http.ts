import http from 'node:http';
import https from 'node:https';
import { DestinationError, parseWebhookUrl, resolveDestination, urlHost, type Resolver } from './destination-guard.js';

export type ErrorKind = 'timeout' | 'dns' | 'connect' | 'blocked_address' | 'redirect' | 'http' | 'tls' | 'interrupted' | 'invalid_url';

export interface AttemptResult {
  succeeded: boolean;
  statusCode: number | null;
  errorKind: ErrorKind | null;
  errorMessage: string | null;
  /** The first 4 KB of the answer, for the log. */
  responseBody: string | null;
  durationMs: number;
  /** A Retry-After the receiver sent, in milliseconds. */
  retryAfterMs: number | null;
}

const RESPONSE_BODY_LIMIT = 4096;
/**
 * The status line decides the attempt; the body is only logged. A receiver that answers 2xx and then
 * sends its body slowly (or never finishes it) has still taken the delivery: its body is read for at
 * most this long after the status line, whatever is left of the attempt's deadline.
 */
const RESPONSE_BODY_WAIT_MS = 1_000;

const TLS_CODES = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_CERT)/;

function classify(error: unknown): { kind: ErrorKind; message: string } {
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DestinationError) return { kind: error.kind, message };
  if (code === 'ETIMEDOUT' || code === 'ABORT_ERR') return { kind: 'timeout', message };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { kind: 'dns', message };
  if (TLS_CODES.test(code) || /ssl|tls|certificate/i.test(message)) return { kind: 'tls', message };
  return { kind: 'connect', message: code ? `${code}: ${message}` : message };
}

/** Retry-After as seconds or an HTTP date; garbage is ignored. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Connections to a receiver are kept open between deliveries (a TCP connect per delivery cost more
 * worker CPU than the rest of the attempt). Pools are keyed by the address the guard approved, so a
 * kept connection never outlives the check that allowed it. Idle connections close after 4 s, before
 * common servers' keep-alive timeouts (Node's is 5 s).
 */
const AGENT_OPTIONS = { keepAlive: true, maxSockets: 64, maxFreeSockets: 64, timeout: 4_000 };
const agents = { http: new http.Agent(AGENT_OPTIONS), https: new https.Agent(AGENT_OPTIONS) };

/** A reset on a reused connection before any answer: usually the receiver closed it as we reused it. */
class StaleConnection extends Error {}

class AttemptTimeout extends Error {
  code = 'ETIMEDOUT';
}

/**
 * One POST of the exact body. Redirects are never followed (a 3xx is a failure), the whole
 * exchange is bounded by `timeoutMs`, and the connection goes to the address the guard checked.
 */
export async function postWebhook(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  resolver?: Resolver;
}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failure = (kind: ErrorKind, message: string, statusCode: number | null = null, responseBody: string | null = null, retryAfterMs: number | null = null): AttemptResult =>
    ({ succeeded: false, statusCode, errorKind: kind, errorMessage: message, responseBody, durationMs: elapsed(), retryAfterMs });

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new AttemptTimeout(`no answer within ${input.timeoutMs} ms`)), input.timeoutMs);
  try {
    const url = parseWebhookUrl(input.url, input.allowPrivate);
    const destination = await Promise.race([
      resolveDestination(url, input.allowPrivate, input.resolver),
      new Promise<never>((_resolve, reject) => deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason as AttemptTimeout), { once: true })),
    ]);
    const body = Buffer.from(input.body, 'utf8');
    const secure = url.protocol === 'https:';
    const host = urlHost(url);
    const send = (agent: http.Agent | false) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = (secure ? https : http).request({
          protocol: url.protocol,
          hostname: destination.address,
          family: destination.family,
          port: url.port || (secure ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          // SNI and certificate checks use the registered host name, not the pinned address.
          ...(secure && !/^[\d.]+$|:/.test(host) ? { servername: host } : {}),
          // As a flat list: node:http writes it as given, without validating and storing each header
          // one by one (a twentieth of the worker's CPU per delivery); the values are ours, not a caller's.
          headers: [...Object.entries(input.headers).flat(), 'Host', url.host, 'Content-Length', String(body.length)],
          signal: deadline.signal,
          agent,
        });
        let answered = false;
        request.on('error', (error: NodeJS.ErrnoException) => {
          // After the status line, a cut connection (the deadline included) only ends the body.
          if (answered) return;
          const reset = error.code === 'ECONNRESET' || error.code === 'EPIPE';
          reject(reset && request.reusedSocket && !deadline.signal.aborted ? new StaleConnection(error.message) : error);
        });
        request.on('response', (incoming) => {
          answered = true;
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = () => {
            clearTimeout(bodyTimer);
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8') });
          };
          const bodyTimer = setTimeout(() => {
            finish();
            incoming.destroy();
          }, RESPONSE_BODY_WAIT_MS);
          incoming.on('data', (chunk: Buffer) => {
            if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
            size += chunk.length;
            if (size >= RESPONSE_BODY_LIMIT) {
              finish();
              incoming.destroy();
            }
          });
          incoming.on('end', finish);
          // The status line arrived in time: a body cut short (by the deadline or the receiver) still counts.
          incoming.on('error', finish);
          incoming.on('aborted', finish);
          incoming.on('close', finish);
        });
        request.end(body);
      });
    const agent = secure ? agents.https : agents.http;
    // Retried once on a fresh connection: deliveries are at least once, under the same webhook-id.
    const response = await send(agent).catch((error: unknown) => (error instanceof StaleConnection ? send(false) : Promise.reject(error as Error)));
    const retryAfterMs = parseRetryAfter(typeof response.headers['retry-after'] === 'string' ? response.headers['retry-after'] : undefined);
    if (response.status >= 200 && response.status < 300) {
      return { succeeded: true, statusCode: response.status, errorKind: null, errorMessage: null, responseBody: response.body, durationMs: elapsed(), retryAfterMs: null };
    }
    if (response.status >= 300 && response.status < 400) {
      return failure('redirect', `redirect to ${response.headers.location ?? '(no Location)'} not followed`, response.status, response.body, retryAfterMs);
    }
    return failure('http', `HTTP ${response.status}`, response.status, response.body, retryAfterMs);
  } catch (error) {
    if (deadline.signal.aborted) return failure('timeout', `no answer within ${input.timeoutMs} ms`);
    const { kind, message } = classify(error);
    return failure(kind, message);
  } finally {
    clearTimeout(timer);
  }
}
