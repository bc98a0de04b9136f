import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createSecretBox } from '../../../src/webhooks/secret-box.js';
import { webhookSecretOwner } from '../../../src/shared/sealed-values.js';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));
  const owner = webhookSecretOwner(7);

  it('round-trips a secret and never stores it in the clear', () => {
    const sealed = box.seal('correct horse battery staple', owner);
    expect(sealed.includes(Buffer.from('correct horse'))).toBe(false);
    expect(sealed.length).toBe(12 + 16 + Buffer.byteLength('correct horse battery staple'));
    expect(box.open(sealed, owner)).toBe('correct horse battery staple');
  });

  it('uses a fresh IV each time and detects tampering and a wrong key', () => {
    const a = box.seal('same secret 0123456789', owner);
    const b = box.seal('same secret 0123456789', owner);
    expect(a.equals(b)).toBe(false);
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 1;
    expect(box.open(a, owner)).toBe('same secret 0123456789');
    expect(box.open(tampered, owner)).toBeUndefined();
    expect(createSecretBox(randomBytes(32)).open(a, owner)).toBeUndefined();
    expect(box.open(a.subarray(0, 20), owner)).toBeUndefined();
  });

  it('binds a sealed value to its owner: sealed for one row, it does not open for another (issue 32)', () => {
    const sealed = box.seal('whsec_of_client_7', webhookSecretOwner(7));
    expect(box.open(sealed, webhookSecretOwner(7))).toBe('whsec_of_client_7');
    expect(box.open(sealed, webhookSecretOwner(8))).toBeUndefined();
    expect(box.open(sealed, webhookSecretOwner(70))).toBeUndefined();
    expect(box.open(sealed, '')).toBeUndefined();
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
