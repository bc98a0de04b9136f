import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/app-error.js';
import { createCursorCodec } from '../../../src/shared/cursor.js';

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

  it('reveal nothing of the position: the same length for every position, no readable digits, and neighbours unlike each other', () => {
    const lengths = new Set<number>();
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 52 }), (clientId, position) => {
      const cursor = codec.encode('c', clientId, position);
      lengths.add(cursor.length);
      expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toContain(`:${position}`);
      // Consecutive positions: about half of the 128 bits of the block differ, never a shared prefix or suffix.
      const next = Buffer.from(codec.encode('c', clientId, position + 1), 'base64url');
      const here = Buffer.from(cursor, 'base64url');
      let differing = 0;
      for (let i = 0; i < 16; i += 1) differing += [...((here[i] ?? 0) ^ (next[i] ?? 0)).toString(2)].filter((bit) => bit === '1').length;
      expect(differing).toBeGreaterThan(30);
    }));
    expect([...lengths]).toEqual([32]);
  });

  it('still accept the cursors issued before (version 2), for the client and list they were given to', () => {
    const secretKey = Buffer.alloc(32, 1);
    // Version 2 as it was issued: base64url of `<kind>2:<position>` and a 96-bit HMAC of `<clientId>\n<text>`.
    const key = createHmac('sha256', secretKey).update('pss page cursor v2').digest();
    const legacy = (clientId: number, text: string) => Buffer.concat([Buffer.from(text, 'latin1'), createHmac('sha256', key).update(`${clientId}\n${text}`).digest().subarray(0, 12)]).toString('base64url');
    expect(codec.decode('c', 7, legacy(7, 'c2:50'), 'after')).toBe(50);
    expect(codec.decode('s', 9, legacy(9, 's2:123456789012345'), 'after')).toBe(123456789012345);
    expect(refusal(() => codec.decode('c', 8, legacy(7, 'c2:50'), 'after')).status).toBe(400);
    expect(refusal(() => codec.decode('s', 7, legacy(7, 'c2:50'), 'after')).status).toBe(400);
  });
});
