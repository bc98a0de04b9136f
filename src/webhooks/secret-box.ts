import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Signing secrets must be readable (we compute HMACs with them), so they are encrypted rather
 * than hashed: AES-256-GCM under SECRET_KEY, stored as iv ‖ tag ‖ ciphertext in one column.
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
    seal(plaintext: string): Buffer {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
    },
    open(sealed: Buffer): string {
      if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed secret is too short');
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

