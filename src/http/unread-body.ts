import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** After refusing a request whose body it did not read, how long the server goes on reading (and dropping) that body before it closes. */
const LINGER_MS = 2_000;

/** True when the request announces a body (a length above zero, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;
}

/**
 * Closes `socket` the way RFC 9112 §9.6 advises after an answer the client may not have read yet:
 * the answer and a FIN first, then the rest of the body the client is still sending is read and
 * dropped (by Node's parser, which has stopped reading the request for us) for at most LINGER_MS
 * or `limitBytes`, and only then the connection is closed. Closing at once would reset the
 * connection while the client still writes, and most clients then report a broken connection
 * instead of the answer they were sent.
 */
function lingerBeforeClosing(req: IncomingMessage, socket: Socket, limitBytes: number): void {
  // Node closes a `Connection: close` answer's socket with destroySoon() once the answer is written.
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const close = () => this.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    let dropped = 0;
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limitBytes) close();
    });
  };
}

/**
 * Before answering a request whose body has not been read (refused from its headers: 401, 404,
 * 413, 429, 503…). A body of known length up to `limitBytes` is read and dropped by Node after the
 * answer, and the connection kept. A larger one, or one of unknown length, gets `Connection: close`
 * and a lingering close, so that the client still receives the answer rather than a broken
 * connection, while the server reads no more than `limitBytes` of it for nothing.
 */
export function settleUnreadBody(req: IncomingMessage, res: ServerResponse, limitBytes: number): void {
  if (!hasBody(req) || req.readableEnded || res.headersSent) return;
  const length = Number(req.headers['content-length']);
  if (req.headers['transfer-encoding'] === undefined && length <= limitBytes) return;
  res.setHeader('Connection', 'close');
  lingerBeforeClosing(req, req.socket, limitBytes);
}
