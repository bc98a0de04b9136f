import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The exact bytes received, for signature checks. */
  rawBody: Buffer;
  body: string;
  receivedAt: number;
}

/**
 * How to answer one request; `hang` never answers (until the receiver closes); `trickle` sends the
 * status line and the first byte of the body, and never the rest.
 */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  hang?: boolean;
  trickle?: boolean;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:PORT/hook */
  url: string;
  origin: string;
  requests: ReceivedRequest[];
  /** Decides the answer to the nth request (0-based); the default answers 200. */
  answer(decide: (request: ReceivedRequest, index: number) => Answer): void;
  /** Resolves with all requests once at least `count` have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on loopback (port 0) that records every request as received. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const arrivals = new EventEmitter();
  let decide: (request: ReceivedRequest, index: number) => Answer = () => ({ status: 200, body: 'ok' });
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const received: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody, body: rawBody.toString('utf8'), receivedAt: Date.now() };
      const index = requests.length;
      requests.push(received);
      const answer = decide(received, index);
      arrivals.emit('request');
      if (answer.hang || answer.trickle) {
        hanging.add(res);
        if (answer.trickle) {
          res.writeHead(answer.status ?? 200, { 'Content-Type': 'text/plain', 'Content-Length': '1000000', ...answer.headers });
          res.write('o');
        }
        return;
      }
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'text/plain', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/hook`,
    origin,
    requests,
    answer(next) {
      decide = next;
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          cleanup();
          resolve(requests.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} webhook requests, got ${requests.length} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          arrivals.off('request', check);
        };
        arrivals.on('request', check);
        check();
      });
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
