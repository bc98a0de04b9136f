import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Values sealed at rest (AES-256-GCM, stored as iv ‖ tag ‖ ciphertext) and bound to the row that owns
 * them: the owner is the seal's associated data, so a value copied into another row does not open
 * there (docs/adr/0083-sealed-values-bound-to-owner.md). Also the keys derived from SECRET_KEY for
 * idempotency, and its keyed request digest. In shared, as migration 013 rewrites such values too.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Whose a sealed value is: the row it belongs to, named so that no two rows of any table share it
 * (`webhook-secret:client:7`, `idempotency-answer:client:7:key:…`).
 */
export type SealOwner = string;

export function sealValue(key: Buffer, plaintext: string, owner: SealOwner): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/**
 * Opens a sealed value under `key` for `owner` (undefined for none: the seal before migration 013).
 * Undefined when it does not open: sealed for another owner, under another key, or altered.
 */
export function openSealed(key: Buffer, sealed: Buffer, owner: SealOwner | undefined): string | undefined {
  if (sealed.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    if (owner !== undefined) decipher.setAAD(Buffer.from(owner, 'utf8'));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The owner of a client's webhook signing secrets (current and previous: a rotation moves one into the other). */
export const webhookSecretOwner = (clientId: number): SealOwner => `webhook-secret:client:${clientId}`;

/** The owner of a kept idempotent answer: the client and the key of its row. */
export const keptAnswerOwner = (clientId: number, key: string): SealOwner => `idempotency-answer:client:${clientId}:key:${key}`;

/** The keys of kept answers and of request digests, each derived from SECRET_KEY for this use alone. */
export const idempotencyAnswerKey = (secretKey: Buffer) => createHmac('sha256', secretKey).update('pss idempotency answers v1').digest();
export const idempotencyDigestKey = (secretKey: Buffer) => createHmac('sha256', secretKey).update('pss idempotency request digest v1').digest();

/**
 * The digest stored for a request: HMAC-SHA-256 under the digest key, over the client and the
 * request's unkeyed hash. Keyed, so a stored digest cannot be brute-forced back into a short body;
 * per client, so two partners sending the same request store different digests.
 */
export function requestDigest(digestKey: Buffer, clientId: number, hash: string): string {
  return createHmac('sha256', digestKey).update(`${clientId}\n${hash}`).digest('base64url');
}
