import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/** Request line plus headers; a longer URL or header set gets 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Requests Node's parser rejects before Express sees them (oversized headers or URL, malformed
 * request lines) still get a problem+json answer rather than a bare status line.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const title = tooLarge ? 'Request header fields too large' : status === 408 ? 'Request timeout' : 'Bad request';
  const detail = tooLarge ? `The request line and headers are larger than ${MAX_HEADER_BYTES} bytes.` : status === 408 ? 'The request was not received in time.' : 'The request is not valid HTTP.';
  const body = JSON.stringify({ type: `/problems/${tooLarge ? 'headers-too-large' : status === 408 ? 'request-timeout' : 'invalid-request'}`, title, status, detail });
  socket.end(`HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export interface RunningServer {
  server: http.Server;
  /** e.g. http://127.0.0.1:8080 */
  origin: string;
  /** Stops accepting connections and resolves when in-flight requests have finished. */
  close(): Promise<void>;
}

export async function startHttpServer(app: http.RequestListener, port: number, host: string, requestTimeoutMs: number): Promise<RunningServer> {
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES, requestTimeout: requestTimeoutMs, headersTimeout: 20_000, keepAliveTimeout: 5_000 }, app);
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
