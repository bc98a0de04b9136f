import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerError } from '../../../src/http/problem.js';
import { createLogger } from '../../../src/shared/logger.js';

/** A response that only collects what is written: answerError needs nothing more of node:http. */
function response(): ServerResponse {
  return new ServerResponse(new IncomingMessage(new Socket()));
}

describe('logging requests refused while the database is away', () => {
  it('says so once, without a stack trace, however many requests get 503 within the interval', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(JSON.parse(chunk.toString())); done(); } });
    const logger = createLogger('info', sink);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

    for (let i = 0; i < 500; i++) {
      const res = response();
      answerError(res, refused, { instance: '/v2/product/1', logger, context: { reqId: `r${i}` } });
      expect(res.statusCode).toBe(503);
    }

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, cause: 'connect ECONNREFUSED 127.0.0.1:5432', reqId: 'r0' });
    expect(JSON.stringify(lines[0])).not.toContain('stack');
  });

  it('still logs any other server error in full, with its stack', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(JSON.parse(chunk.toString())); done(); } });
    const logger = createLogger('info', sink);
    for (let i = 0; i < 3; i++) answerError(response(), new TypeError('x is undefined'), { instance: '/v2/product/1', logger });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed' });
    expect(JSON.stringify(lines[0])).toContain('stack');
  });
});
