import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { startHttpServer } from '../../../src/http/server.js';
import { snapshot } from '../../support/db-snapshot.js';
import { buildRichProduct, validGtin } from '../../support/fixtures.js';
import { request } from '../../support/http.js';
import { validateSchema } from '../../support/contract.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** What a raw HTTP/1.1 exchange got back, and when the answer was complete. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  elapsedMs: number;
}

/**
 * Sends `parts` on one connection, each after its delay (ms since the previous part), and reads
 * until the server closes or `Content-Length` bytes of body have arrived.
 */
function rawExchange(origin: string, parts: { delayMs: number; data: string | Buffer }[]): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return;
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = text.slice(split + 4);
      if (headers['content-length'] && Buffer.byteLength(body) < Number(headers['content-length'])) return;
      settled = true;
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, elapsedMs: Date.now() - started });
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('close', () => (settled ? undefined : chunks.length > 0 ? finish() : reject(new Error('closed without an answer'))));
    socket.on('error', (error) => (settled ? undefined : reject(error)));
    let at = 0;
    for (const part of parts) {
      at += part.delayMs;
      setTimeout(() => socket.writable && socket.write(part.data), at);
    }
  });
}

function postHead(path: string, apiKey: string, length: number, type = 'application/json'): string {
  return `POST /v2${path} HTTP/1.1\r\nHost: localhost\r\nX-API-KEY: ${apiKey}\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
}

let app: TestApp;
let apiKey: string;

beforeAll(async () => {
  app = await startTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  ({ apiKey } = await app.createClient());
});
afterAll(async () => {
  await app?.close();
});

describe('REQUEST_TIMEOUT_MS', () => {
  it('when a body arrives more slowly than the request timeout, then 408 problem+json soon after it, and nothing is stored', async () => {
    const before = await snapshot(app.db.knex);
    const body = JSON.stringify(buildRichProduct({ gtin: validGtin(408_001, 13) }));
    const answer = await rawExchange(app.origin, [
      { delayMs: 0, data: postHead('/subscribe/more/add', apiKey, Buffer.byteLength(body)) },
      { delayMs: 50, data: body.slice(0, 10) },
    ]);
    expect(answer.status).toBe(408);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const problem = JSON.parse(answer.body) as unknown;
    expect(problem).toMatchObject({ type: '/problems/request-timeout', status: 408, title: 'Request timeout' });
    expect(validateSchema('Problem', problem)).toEqual([]);
    // Not before the timeout; and at this setting the timeout is checked every 100 ms (a tenth of it), not every
    // 30 s: a 30 s check would outlast this test's own time limit, so no clock bound is asserted here.
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(1000);
    expect(await snapshot(app.db.knex)).toBe(before);
  });

  it('when a body arrives slowly but within the request timeout, then it is served', async () => {
    const body = JSON.stringify(buildRichProduct({ gtin: validGtin(408_002, 13) }));
    const third = Math.ceil(body.length / 3);
    const answer = await rawExchange(app.origin, [
      { delayMs: 0, data: postHead('/subscribe/more/add', apiKey, Buffer.byteLength(body)) },
      { delayMs: 150, data: body.slice(0, third) },
      { delayMs: 150, data: body.slice(third, 2 * third) },
      { delayMs: 150, data: body.slice(2 * third) },
    ]);
    expect({ status: answer.status, body: answer.body.slice(0, 200) }).toMatchObject({ status: 200 });
  });

  it('starts the server at each bound the configuration accepts', async () => {
    for (const value of ['100', '600000']) {
      const config = loadConfig({ REQUEST_TIMEOUT_MS: value, SECRET_KEY: '11'.repeat(32), DATA_DIR: app.config.dataDir });
      const server = await startHttpServer((_req, res) => res.end('ok'), 0, '127.0.0.1', config.requestTimeoutMs);
      try {
        expect((await fetch(server.origin)).status).toBe(200);
      } finally {
        await server.close();
      }
    }
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '99', SECRET_KEY: '11'.repeat(32) })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('request bodies in UTF-8', () => {
  it('when a JSON body has bytes that are not UTF-8, then 400 naming the byte, and nothing is stored', async () => {
    const before = await snapshot(app.db.knex);
    const prefix = Buffer.from(`{"gtin":"${validGtin(8_003, 13)}","name":"Ost `);
    const bytes = Buffer.concat([prefix, Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, rawBody: bytes, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: '/problems/invalid-request', errors: [{ pointer: '', detail: `invalid UTF-8 at byte ${prefix.length}` }] });
    expect(await snapshot(app.db.knex)).toBe(before);
  });

  it('when the same text is sent as UTF-8, then it is stored as sent', async () => {
    const gtin = validGtin(8_004, 13);
    const response = await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, rawBody: Buffer.from(JSON.stringify({ gtin, name: 'Ost ÿþ' }), 'utf8'), headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(response.status).toBe(200);
    const read = await request(`${app.baseUrl}/product/${gtin}`, { apiKey });
    expect(read.body.name).toBe('Ost ÿþ');
  });
});

describe('requests Node refuses before a handler sees them', () => {
  it('when an HTTP/1.1 request has no Host header, then 400 problem+json naming the header, and the connection closes', async () => {
    const answer = await rawExchange(app.origin, [{ delayMs: 0, data: `GET /v2/subscribe/account HTTP/1.1\r\nX-API-KEY: ${apiKey}\r\n\r\n` }]);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    const problem = JSON.parse(answer.body);
    expect(problem).toMatchObject({ type: '/problems/invalid-request', errors: [{ header: 'host' }] });
    expect(validateSchema('Problem', problem)).toEqual([]);
    // With a Host header the same request is served.
    const served = await rawExchange(app.origin, [{ delayMs: 0, data: `GET /v2/subscribe/account HTTP/1.1\r\nHost: localhost\r\nX-API-KEY: ${apiKey}\r\nConnection: close\r\n\r\n` }]);
    expect(served.status).toBe(200);
  });

  it('when the request is not HTTP at all, then 400 problem+json whose errors say the parser refused it (InvalidRequestProblem requires errors)', async () => {
    const answer = await rawExchange(app.origin, [{ delayMs: 0, data: 'HELLO PSS\r\n\r\n' }]);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const problem = JSON.parse(answer.body);
    expect(problem).toMatchObject({ type: '/problems/invalid-request', detail: 'The request is not valid HTTP.' });
    expect(problem.errors).toEqual([{ detail: expect.stringMatching(/^refused by the HTTP parser \(HPE_[A-Z_]+\)$/) }]);
    expect(validateSchema('InvalidRequestProblem', problem)).toEqual([]);
  });
});

/** HEAD on `path`: the status and headers, and how many body bytes came (none may). */
function head(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.origin}${path}`, { method: 'HEAD', headers }, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bodyBytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HEAD', () => {
  it('is answered wherever GET is, with the same status and headers and no body', async () => {
    const gtin = validGtin(8_101, 13);
    expect((await request(`${app.baseUrl}/subscribe/more/add`, { apiKey, json: { gtin } })).status).toBe(200);
    for (const path of [`/v2/product/${gtin}`, `/v2/products/${gtin}/explanation`, '/v2/subscribe/account', '/v2/subscribe/', '/v2/changes', '/v2/products/export', '/healthz', '/v2/openapi.yaml']) {
      const got = await request(`${app.origin}${path}`, { apiKey });
      const answer = await head(path, { 'X-API-KEY': apiKey });
      expect({ path, status: answer.status, bodyBytes: answer.bodyBytes }).toEqual({ path, status: got.status, bodyBytes: 0 });
      expect({ path, type: answer.headers['content-type'] }).toEqual({ path, type: got.headers.get('content-type') });
      if (got.headers.get('etag')) expect(answer.headers.etag).toBe(got.headers.get('etag'));
    }
    // Refusals are the GET's too: no key, an unknown product.
    expect((await head(`/v2/product/${gtin}`)).status).toBe(401);
    expect((await head(`/v2/product/${validGtin(8_102, 13)}`, { 'X-API-KEY': apiKey })).status).toBe(404);
  });

  it('is listed in Allow wherever GET is', async () => {
    const response = await request(`${app.baseUrl}/changes`, { apiKey, method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
