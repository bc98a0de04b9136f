import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The most of a request body the server reads and throws away after refusing the request before
 * reading it (a 401, 404, 429 or 503 answered from the headers alone), to keep the connection.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

/** True when the request announces a body (a length above zero, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;
}

/**
 * Before answering a request whose body has not been read: when that body is larger than
 * DISCARD_LIMIT_BYTES, or of unknown length, the answer says `Connection: close` and the
 * connection closes once it is sent, instead of Node reading (and throwing away) any amount the
 * client chooses to send. Either way the client gets the answer rather than a broken connection.
 * A smaller body is read and thrown away by Node after the answer, and the connection kept.
 */
export function closeIfUnreadBodyIsLarge(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req) || req.readableEnded || res.headersSent) return;
  const length = Number(req.headers['content-length']);
  if (req.headers['transfer-encoding'] !== undefined || !(length <= DISCARD_LIMIT_BYTES)) res.setHeader('Connection', 'close');
}
