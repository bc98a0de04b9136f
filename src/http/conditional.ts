import { createHash } from 'node:crypto';

/**
 * A strong entity tag of a representation: 128 bits of its SHA-256, base64url. Computed from the
 * bytes sent, so it changes exactly when they do, whichever path answers and whichever process.
 */
export function strongEntityTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest().subarray(0, 16).toString('base64url')}"`;
}

/**
 * Whether `If-None-Match` names this entity tag (RFC 9110 §13.1.2: `*`, or a list compared weakly,
 * so `W/"x"` matches `"x"`). Such a GET is answered 304 without a body.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, entityTag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === entityTag);
}
