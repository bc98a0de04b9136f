import { createHmac, timingSafeEqual } from 'node:crypto';
import { invalidRequest } from './app-error.js';

/**
 * Opaque page cursors: base64url of `<kind>2:<position>` followed by a 96-bit HMAC of the client's
 * id and that text, under a key derived from SECRET_KEY. The kind keeps a cursor of one list from
 * being accepted by another; the MAC makes a cursor valid only for the client it was given to, so
 * a cursor that was altered, made up, or given to another client is a 400 rather than a page from
 * somewhere else (docs/adr/0053-cursors-bound-to-client.md). The `2` versions
 * the format. Positions are database ids, never more than 15 digits.
 */
/** `c` change feed, `s` subscription list, `d` webhook deliveries. */
export type CursorKind = 'c' | 's' | 'd';

const MAC_BYTES = 12;
const CURSOR_TEXT = /^([a-z])2:(\d{1,15})$/;

export function createCursorCodec(secretKey: Buffer) {
  // A key of its own, so no value is ever computed under both this and another use of SECRET_KEY.
  const key = createHmac('sha256', secretKey).update('pss page cursor v2').digest();
  const mac = (clientId: number, text: string) => createHmac('sha256', key).update(`${clientId}\n${text}`).digest().subarray(0, MAC_BYTES);

  return {
    encode(kind: CursorKind, clientId: number, position: number): string {
      const text = `${kind}2:${position}`;
      return Buffer.concat([Buffer.from(text, 'latin1'), mac(clientId, text)]).toString('base64url');
    },

    /** The position in a cursor this service gave this client, or a 400 naming the query parameter. */
    decode(kind: CursorKind, clientId: number, cursor: string, parameter: string): number {
      const bytes = Buffer.from(cursor, 'base64url');
      // Re-encoding must give the same text: base64url has no second spelling of a cursor we issued.
      if (bytes.length > MAC_BYTES && bytes.toString('base64url') === cursor) {
        const text = bytes.subarray(0, bytes.length - MAC_BYTES).toString('latin1');
        const match = CURSOR_TEXT.exec(text);
        if (match?.[1] === kind && timingSafeEqual(bytes.subarray(bytes.length - MAC_BYTES), mac(clientId, text))) return Number(match[2]);
      }
      throw invalidRequest('The cursor is not one this service returned to your account for this list.', [{ parameter, detail: 'use nextCursor from a previous page of this list' }]);
    },
  };
}

export type CursorCodec = ReturnType<typeof createCursorCodec>;
