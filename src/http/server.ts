import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { problem, type AppError } from '../shared/app-error.js';
import { renderProblem, writeAnswer } from './problem.js';
import { SECURITY_HEADERS } from './observe.js';

/** The request line and headers must arrive within this time (or the request timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 20_000;

/** Request line plus headers; a longer URL or header set gets 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** What Node's parser refuses before any handler sees the request, as a catalogue problem. */
function clientErrorProblem(error: NodeJS.ErrnoException): AppError {
  if (error.code === 'HPE_HEADER_OVERFLOW') return problem.headersTooLarge(MAX_HEADER_BYTES);
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return problem.requestNotInTime();
  // Every 400 names what is wrong (the contract's InvalidRequestProblem requires `errors`): here, the request as a whole.
  return problem.notHttp(error.code ?? 'malformed');
}

/**
 * Requests Node refuses before a handler answers them (oversized headers or URL, malformed request
 * lines, a request not received within REQUEST_TIMEOUT_MS, its body included) still get a
 * problem+json answer rather than a bare status line or a dropped connection. As Node itself does,
 * the answer is written on the socket when nothing of a response has been sent on it yet.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const appError = clientErrorProblem(error);
  const problem = renderProblem(appError);
  const headers = Object.entries({ ...problem.headers, 'Content-Length': String(Buffer.byteLength(problem.body)), Connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${problem.status} ${appError.title}\r\n${headers}\r\n${problem.body}`);
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node would refuse a request without one with a
 * bare 400 before any handler saw it (`requireHostHeader`); this answers the same refusal as
 * problem+json, and closes the connection, as Node does.
 */
function requireHost(app: http.RequestListener): http.RequestListener {
  return (req, res) => {
    if (req.headers.host !== undefined || req.httpVersion !== '1.1') {
      void app(req, res);
      return;
    }
    const answer = renderProblem(problem.noHostHeader());
    writeAnswer(res, { ...answer, headers: { ...SECURITY_HEADERS, ...answer.headers, Connection: 'close' } });
  };
}

export interface RunningServer {
  server: http.Server;
  /** e.g. http://127.0.0.1:8080 */
  origin: string;
  /** Stops accepting connections and resolves when in-flight requests have finished. */
  close(): Promise<void>;
}

export async function startHttpServer(app: http.RequestListener, port: number, host: string, requestTimeoutMs: number): Promise<RunningServer> {
  const server = http.createServer({
    maxHeaderSize: MAX_HEADER_BYTES,
    // The whole request, body included, must arrive within this time; a slower one gets 408.
    requestTimeout: requestTimeoutMs,
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    // Node looks for expired requests every 30 s by default, so a 30 s timeout fired after up to 60 s.
    connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(requestTimeoutMs / 10))),
    keepAliveTimeout: 5_000,
    // Answered by `requireHost` as problem+json instead of Node's bare 400.
    requireHostHeader: false,
  }, requireHost(app));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    origin: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
