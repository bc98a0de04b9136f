import { createHmac } from 'node:crypto';
import { openSealed, sealValue, type SealOwner } from '../shared/sealed-values.js';

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
      return sealValue(key, plaintext, owner);
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

export type SecretBox = ReturnType<typeof createSecretBox>;
