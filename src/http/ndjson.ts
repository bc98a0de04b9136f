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

/** How long a stream may wait for its reader, and last in all (EXPORT_IDLE_TIMEOUT_MS, EXPORT_MAX_DURATION_MS). */
export interface StreamDeadlines {
  idleTimeoutMs: number;
  maxDurationMs: number;
}

/**
 * Cuts the answer off (destroys it, so the missing trailer tells the client) when a chunk has
 * waited for its reader for `idleTimeoutMs`, or the stream has run for `maxDurationMs`: a reader
 * that stops reading must not keep an export's place and buffers for as long as it likes. Only
 * time spent waiting on the reader counts as idle, not time spent reading the next chunk from
 * the database.
 */
function watchReader(res: ServerResponse, deadlines: StreamDeadlines, onCutOff: (reason: string) => void) {
  const started = Date.now();
  let waitingSince: number | undefined;
  const timer = setInterval(() => {
    const now = Date.now();
    const reason = waitingSince !== undefined && now - waitingSince > deadlines.idleTimeoutMs ? 'reader idle' : now - started > deadlines.maxDurationMs ? 'longest duration reached' : undefined;
    if (!reason) return;
    clearInterval(timer);
    onCutOff(reason);
    res.destroy();
  }, Math.max(25, Math.min(1_000, Math.floor(deadlines.idleTimeoutMs / 4))));
  timer.unref();
  return {
    /** A chunk is ready and waits for the reader to take it. */
    waiting: () => {
      waitingSince = Date.now();
    },
    /** The reader took it; the next one is being read. */
    taken: () => {
      waitingSince = undefined;
    },
    stop: () => clearInterval(timer),
  };
}

/** The chunks of `source`, telling `watch` when each waits for the consumer and when the consumer took it. */
async function* reportingPulls<T>(source: AsyncIterable<T>, watch: { waiting: () => void; taken: () => void }): AsyncGenerator<T> {
  for await (const chunk of source) {
    watch.waiting();
    yield chunk;
    watch.taken();
  }
}

/**
 * Streams NDJSON (chunks of whole lines) to the client, gzip-compressed when `Accept-Encoding`
 * prefers it to no encoding. The first chunk is read before anything is sent, so a failure to
 * start (database down) still becomes a problem answer; `pipeline` honours backpressure and, when
 * the client goes away, stops the source, which releases what it holds. A failure after the start
 * can only cut the stream short: the missing trailer line tells the client.
 */
export async function sendNdjson(
  req: IncomingMessage,
  res: ServerResponse,
  answer: { status: number; headers: Record<string, string>; lines: AsyncIterable<string>; logger: Logger; deadlines: StreamDeadlines },
): Promise<void> {
  const iterator = answer.lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const gzip = new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
  const headers: Record<string, string> = { ...answer.headers, 'Content-Type': 'application/x-ndjson; charset=utf-8', Vary: 'Accept-Encoding' };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(answer.status, headers);
  if (req.method === 'HEAD') {
    // The status and headers are known once the first chunk is: nothing more is read.
    await iterator.return?.();
    res.end();
    return;
  }
  const reqId = headers['X-Request-Id'];
  const watch = watchReader(res, answer.deadlines, (reason) => answer.logger.info({ reqId, reason }, 'stream cut off: its reader is too slow'));
  // One chunk read ahead at most: a reader that stops reading holds one chunk here, not sixteen.
  const source = Readable.from(first.done ? [] : reportingPulls(continueWith(first.value, iterator), watch), { highWaterMark: 1 });
  try {
    await (gzip ? pipeline(source, createGzip(), res) : pipeline(source, res));
  } catch (error) {
    if (!req.destroyed && !res.destroyed) answer.logger.error({ err: error, reqId }, 'stream failed after it started');
    res.destroy();
  } finally {
    watch.stop();
  }
}
