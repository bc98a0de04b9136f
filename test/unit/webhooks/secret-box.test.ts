import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createSecretBox } from '../../../src/webhooks/secret-box.js';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips a secret and never stores it in the clear', () => {
    const sealed = box.seal('correct horse battery staple');
    expect(sealed.includes(Buffer.from('correct horse'))).toBe(false);
    expect(sealed.length).toBe(12 + 16 + Buffer.byteLength('correct horse battery staple'));
    expect(box.open(sealed)).toBe('correct horse battery staple');
  });

  it('uses a fresh IV each time and detects tampering and a wrong key', () => {
    const a = box.seal('same secret 0123456789');
    const b = box.seal('same secret 0123456789');
    expect(a.equals(b)).toBe(false);
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 1;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(a)).toThrow();
  });

  it('fingerprints with an HMAC under the server key: stable for one key, different under another, not the plain SHA-256', () => {
    const secret = "It's a Secret to Everybody";
    const fingerprint = box.fingerprint(secret);
    expect(fingerprint).toMatch(/^hmac:[0-9a-f]{16}$/);
    expect(box.fingerprint(secret)).toBe(fingerprint);
    expect(box.fingerprint(`${secret}.`)).not.toBe(fingerprint);
    expect(createSecretBox(randomBytes(32)).fingerprint(secret)).not.toBe(fingerprint);
    // Without the key the fingerprint cannot be recomputed from a guess of the secret.
    const unkeyed = createHash('sha256').update(secret, 'utf8').digest('hex');
    expect(unkeyed.startsWith(fingerprint.slice('hmac:'.length, 'hmac:'.length + 8))).toBe(false);
  });
});
