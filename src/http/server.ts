import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  server: http.Server;
  /** e.g. http://127.0.0.1:8080 */
  origin: string;
  /** Stops accepting connections and resolves when in-flight requests have finished. */
  close(): Promise<void>;
}

export async function startHttpServer(app: Express, port: number, host: string, requestTimeoutMs: number): Promise<RunningServer> {
  const server = http.createServer({ maxHeaderSize: 16 * 1024, requestTimeout: requestTimeoutMs, headersTimeout: 20_000, keepAliveTimeout: 5_000 }, app);
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
