import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Whose a sealed value is: the row it belongs to, named so that no two rows of any table share it
 * (`webhook-secret:client:7`, `idempotency-answer:client:7:key:…`). It is the seal's associated data,
 * so a value copied into another row does not open there (docs/adr/0091-sealed-values-bound-to-owner.md).
 */
export type SealOwner = string;

/**
 * Signing secrets must be readable (we compute HMACs with them), so they are encrypted rather
 * than hashed: AES-256-GCM under SECRET_KEY, stored as iv ‖ tag ‖ ciphertext in one column, with
 * the owner of the value as associated data.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('secret box key must be 32 bytes');
  // A key of its own for fingerprints, derived from SECRET_KEY, so no value is ever computed under
  // both the encryption key and the fingerprint key.
  const fingerprintKey = createHmac('sha256', key).update('pss webhook secret fingerprint v1').digest();
  return {
    /**
     * Lets the operator tell secrets apart (has it changed? do two webhooks share one?) without
     * showing them: HMAC-SHA-256 under a key derived from SECRET_KEY, first 16 hex digits. Keyed, so
     * a leaked fingerprint cannot be used to test guesses of the secret offline.
     */
    fingerprint(secret: string): string {
      return `hmac:${createHmac('sha256', fingerprintKey).update(secret, 'utf8').digest('hex').slice(0, 16)}`;
    },
    seal(plaintext: string, owner: SealOwner): Buffer {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
    },
    /**
     * The value sealed for `owner`; undefined when it does not open: sealed for another owner (moved
     * from another row), under another key, or altered. Callers treat it as absent, never as a value.
     */
    open(sealed: Buffer, owner: SealOwner): string | undefined {
      return openSealed(key, sealed, owner);
    },
  };
}

/** Opens iv ‖ tag ‖ ciphertext under `key` with `owner` as associated data (undefined for none: the seal before migration 013). */
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

export type SecretBox = ReturnType<typeof createSecretBox>;
