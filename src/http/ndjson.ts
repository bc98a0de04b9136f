import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import Negotiator from 'negotiator';
import type { Logger } from '../shared/logger.js';

/** `first`, then the rest; stopped early (the client went away), it stops the rest too. */
async function* continueWith<T>(first: T, rest: AsyncIterator<T>): AsyncGenerator<T> {
  try {
    yield first;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.();
  }
}

/**
 * Streams NDJSON (chunks of whole lines) to the client, gzip-compressed when `Accept-Encoding`
 * prefers it to no encoding. The first chunk is read before anything is sent, so a failure to
 * start (database down) still becomes a problem answer; `pipeline` honours backpressure and, when
 * the client goes away, stops the source, which releases what it holds. A failure after the start
 * can only cut the stream short: the missing trailer line tells the client.
 */
export async function sendNdjson(req: IncomingMessage, res: ServerResponse, answer: { status: number; headers: Record<string, string>; lines: AsyncIterable<string>; logger: Logger }): Promise<void> {
  const iterator = answer.lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const gzip = new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
  const headers: Record<string, string> = { ...answer.headers, 'Content-Type': 'application/x-ndjson; charset=utf-8', Vary: 'Accept-Encoding' };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(answer.status, headers);
  const source = Readable.from(first.done ? [] : continueWith(first.value, iterator));
  try {
    await (gzip ? pipeline(source, createGzip(), res) : pipeline(source, res));
  } catch (error) {
    if (!req.destroyed && !res.destroyed) answer.logger.error({ err: error, reqId: headers['X-Request-Id'] }, 'stream failed after it started');
    res.destroy();
  }
}
