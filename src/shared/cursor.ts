import { invalidRequest } from './app-error.js';

/**
 * Opaque page cursors: base64url of `<kind>1:<position>`. The kind keeps a cursor of one list from
 * being accepted by another; the `1` versions the format so it can change without misreading old
 * cursors. Positions are database ids, never more than 15 digits.
 */
export type CursorKind = 'c' | 's';

export function encodeCursor(kind: CursorKind, position: number): string {
  return Buffer.from(`${kind}1:${position}`, 'utf8').toString('base64url');
}

/** The position in a cursor this service returned, or a 400 naming the query parameter. */
export function decodeCursor(kind: CursorKind, cursor: string, parameter: string): number {
  const match = /^([a-z])1:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || match[1] !== kind || encodeCursor(kind, Number(match[2])) !== cursor) {
    throw invalidRequest('The cursor is not one this service returned.', [{ parameter, detail: 'use nextCursor from a previous page' }]);
  }
  return Number(match[2]);
}
