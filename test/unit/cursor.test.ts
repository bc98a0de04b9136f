import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/app-error.js';
import { createCursorCodec } from '../../src/shared/cursor.js';

const codec = createCursorCodec(Buffer.alloc(32, 1));

function refusal(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a 400');
}

describe('page cursors', () => {
  it('give back the position to the client and list they were given to, and are URL-safe', () => {
    fc.assert(fc.property(fc.constantFrom('c' as const, 's' as const), fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 0, max: 10 ** 15 - 1 }), (kind, clientId, position) => {
      const cursor = codec.encode(kind, clientId, position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
      expect(codec.decode(kind, clientId, cursor, 'after')).toBe(position);
    }));
  });

  it("refuse another client's, the other list's, another key's, an altered and a made-up cursor with a 400 naming the parameter", () => {
    const cursor = codec.encode('c', 7, 42);
    const altered = `${cursor.slice(0, 3)}${cursor[3] === 'A' ? 'B' : 'A'}${cursor.slice(4)}`;
    for (const [kind, clientId, sent] of [
      ['c', 8, cursor],
      ['s', 7, cursor],
      ['c', 7, createCursorCodec(Buffer.alloc(32, 2)).encode('c', 7, 42)],
      ['c', 7, altered],
      ['c', 7, `${cursor}A`],
      ['c', 7, Buffer.from('c1:42').toString('base64url')],
      ['c', 7, Buffer.from('c2:42').toString('base64url')],
      ['c', 7, ''],
    ] as const) {
      const error = refusal(() => codec.decode(kind, clientId, sent, 'after'));
      expect(error.status).toBe(400);
      expect(error.errors).toEqual([{ parameter: 'after', detail: expect.any(String) }]);
    }
  });
});
