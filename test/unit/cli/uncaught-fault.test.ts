import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { uncaughtFault } from '../../../src/cli/startup.js';
import { createLogger } from '../../../src/shared/logger.js';

/** ADR 0246: a fault nothing caught is one fatal log line, and the process exits non-zero for its supervisor. */
describe('an uncaught fault in a long-running command', () => {
  it('is logged as one fatal line without the objects the error carries, then the process exits 70', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const exits: number[] = [];
    const fault = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
      client: { connectionParameters: { password: 'not-to-be-logged', host: '127.0.0.1' }, _ending: true },
    });

    uncaughtFault(createLogger('info', sink), (code) => exits.push(code))(fault);

    expect(exits).toEqual([70]);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 60, error: 'Connection terminated unexpectedly', code: 'ECONNRESET' });
    expect(line.stack).toEqual(expect.arrayContaining([expect.stringMatching(/^at /)]));
    expect(lines[0]).not.toContain('not-to-be-logged');
  });
});
