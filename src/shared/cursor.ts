import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { problem } from './app-error.js';

/**
 * Opaque page cursors, bound to the client they were given to and revealing nothing.
 *
 * Version 3 (issued now): one AES-256 block holding the format version, the list's kind, the
 * client's id and the position, followed by a 64-bit HMAC of that block, both under keys derived
 * from SECRET_KEY, in base64url (32 characters). Positions are database ids shared by all clients
 * (a change's seq, a subscription's id), so a readable position would let a partner count the
 * others' activity between two of its cursors; encrypted, two cursors tell it nothing but whether
 * they are equal (docs/security.md, "Opaque positions"). The MAC, and the client id and kind inside
 * the block, make a cursor that was altered, made up, given to another client or taken from
 * another list a 400 rather than a page from somewhere else (docs/adr/0053-cursors-bound-to-client.md).
 *
 * Version 2 (issued before): base64url of `<kind>2:<position>` and a 96-bit HMAC of the client's
 * id and that text. Still accepted, so that a partner's stored cursor keeps working.
 */
/** `c` change feed, `s` subscription list, `d` webhook deliveries. */
export type CursorKind = 'c' | 's' | 'd';

const V2_MAC_BYTES = 12;
const V2_TEXT = /^([a-z])2:(\d{1,15})$/;
const V3 = 3;
const V3_MAC_BYTES = 8;
const BLOCK_BYTES = 16;

export function createCursorCodec(secretKey: Buffer) {
  // Keys of their own, so no value is ever computed under both this and another use of SECRET_KEY.
  const v2Key = createHmac('sha256', secretKey).update('pss page cursor v2').digest();
  const blockKey = createHmac('sha256', secretKey).update('pss page cursor v3 block').digest();
  const v3MacKey = createHmac('sha256', secretKey).update('pss page cursor v3 mac').digest();
  const v2Mac = (clientId: number, text: string) => createHmac('sha256', v2Key).update(`${clientId}\n${text}`).digest().subarray(0, V2_MAC_BYTES);
  const v3Mac = (block: Buffer) => createHmac('sha256', v3MacKey).update(block).digest().subarray(0, V3_MAC_BYTES);

  /** One block through AES-256 (ECB of a single block is the block cipher itself: a keyed permutation). */
  const permute = (block: Buffer, direction: 'encrypt' | 'decrypt') => {
    const cipher = direction === 'encrypt' ? createCipheriv('aes-256-ecb', blockKey, null) : createDecipheriv('aes-256-ecb', blockKey, null);
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]);
  };

  function decodeV3(kind: CursorKind, clientId: number, bytes: Buffer): number | undefined {
    if (bytes.length !== BLOCK_BYTES + V3_MAC_BYTES) return undefined;
    const sealed = bytes.subarray(0, BLOCK_BYTES);
    if (!timingSafeEqual(bytes.subarray(BLOCK_BYTES), v3Mac(sealed))) return undefined;
    const block = permute(sealed, 'decrypt');
    const position = block.readBigUInt64BE(8);
    const fits = block[0] === V3 && block[1] === kind.charCodeAt(0) && block.readUIntBE(2, 6) === clientId && position <= BigInt(Number.MAX_SAFE_INTEGER);
    return fits ? Number(position) : undefined;
  }

  function decodeV2(kind: CursorKind, clientId: number, bytes: Buffer): number | undefined {
    if (bytes.length <= V2_MAC_BYTES) return undefined;
    const text = bytes.subarray(0, bytes.length - V2_MAC_BYTES).toString('latin1');
    const match = V2_TEXT.exec(text);
    return match?.[1] === kind && timingSafeEqual(bytes.subarray(bytes.length - V2_MAC_BYTES), v2Mac(clientId, text)) ? Number(match[2]) : undefined;
  }

  return {
    encode(kind: CursorKind, clientId: number, position: number): string {
      const block = Buffer.alloc(BLOCK_BYTES);
      block[0] = V3;
      block[1] = kind.charCodeAt(0);
      block.writeUIntBE(clientId, 2, 6);
      block.writeBigUInt64BE(BigInt(position), 8);
      const sealed = permute(block, 'encrypt');
      return Buffer.concat([sealed, v3Mac(sealed)]).toString('base64url');
    },

    /** The position in a cursor this service gave this client, or a 400 naming the query parameter. */
    decode(kind: CursorKind, clientId: number, cursor: string, parameter: string): number {
      const bytes = Buffer.from(cursor, 'base64url');
      // Re-encoding must give the same text: base64url has no second spelling of a cursor we issued.
      if (bytes.toString('base64url') === cursor) {
        const position = decodeV3(kind, clientId, bytes) ?? decodeV2(kind, clientId, bytes);
        if (position !== undefined) return position;
      }
      throw problem.foreignCursor(parameter);
    },
  };
}

export type CursorCodec = ReturnType<typeof createCursorCodec>;
