import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { generateStandardSecret, hubSignature, secretKindOf, signedHeaders, standardSecretKey, standardSignature, type SigningSecret } from '../../../src/webhooks/signing.js';

/** A secret the operator registered (free text, keyed by its UTF-8 bytes). */
const text = (secret: string): SigningSecret => ({ secret, kind: 'text' });

describe('X-Hub-Signature-256', () => {
  it('matches the GitHub documentation test vector', () => {
    expect(hubSignature("It's a Secret to Everybody", 'Hello, World!')).toBe('sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17');
  });
});

describe('webhook-signature (Standard Webhooks)', () => {
  it('is v1, and the base64 HMAC of id.timestamp.body keyed with the UTF-8 secret', () => {
    const expected = createHmac('sha256', Buffer.from('secret-ü-0123456789', 'utf8')).update('msg_1.1700000000.{"a":1}').digest('base64');
    expect(standardSignature([text('secret-ü-0123456789')], 'msg_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
  });

  it('carries one space-separated entry per valid secret, current first', () => {
    const value = standardSignature([text('new-secret-0123456789'), text('old-secret-0123456789')], 'id', 1, 'body');
    const entries = value.split(' ');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toBe(standardSignature([text('new-secret-0123456789')], 'id', 1, 'body'));
    expect(entries[1]).toBe(standardSignature([text('old-secret-0123456789')], 'id', 1, 'body'));
  });
});

describe('signed headers', () => {
  it('signs X-Hub-Signature-256 with the current secret only and sets every header', () => {
    const headers = signedHeaders({ deliveryId: 'd-1', event: 'product.test', body: 'Hello, World!', secrets: [text("It's a Secret to Everybody"), text('previous-secret-0123')], timestamp: 42 });
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'PSS-Webhooks/2.0',
      'X-Webhook-Event': 'product.test',
      'X-Hub-Signature-256': 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
      'webhook-id': 'd-1',
      'webhook-timestamp': '42',
    });
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
  });

  it('refuses to sign without a secret', () => {
    expect(() => signedHeaders({ deliveryId: 'd', event: 'product.updated', body: '', secrets: [], timestamp: 1 })).toThrow();
  });
});

describe('Standard Webhooks secrets (whsec_)', () => {
  it('are generated as whsec_ and the base64 of 32 random bytes, each different', () => {
    const secrets = Array.from({ length: 20 }, generateStandardSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(standardSecretKey(secret)).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('key webhook-signature with the decoded bytes, so the standardwebhooks package verifies it with the secret as shown', () => {
    const secret = generateStandardSecret();
    const now = Math.floor(Date.now() / 1000);
    const body = '{"id":"gtin:07310865071859","name":"Havredryck"}';
    const headers = signedHeaders({ deliveryId: 'a7e7c0de-0000-4000-8000-000000000001', event: 'product.updated', body, secrets: [{ secret, kind: 'standard' }], timestamp: now });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    // X-Hub-Signature-256 keeps GitHub's rule: the secret's text as shown.
    expect(headers['X-Hub-Signature-256']).toBe(hubSignature(secret, body));
    // and is the library's own signature, byte for byte
    expect(headers['webhook-signature']).toBe(new Webhook(secret).sign('a7e7c0de-0000-4000-8000-000000000001', new Date(now * 1000), body));
  });

  it('sign a rotation with both kinds side by side, each keyed its own way', () => {
    const standard = generateStandardSecret();
    const value = standardSignature([{ secret: standard, kind: 'standard' }, text('an-old-chosen-secret')], 'id', 1, 'body');
    const [first, second] = value.split(' ');
    expect(first).toBe(`v1,${createHmac('sha256', standardSecretKey(standard)!).update('id.1.body').digest('base64')}`);
    expect(second).toBe(`v1,${createHmac('sha256', Buffer.from('an-old-chosen-secret', 'utf8')).update('id.1.body').digest('base64')}`);
  });

  it.each([
    ['whsec_' + Buffer.alloc(24, 1).toString('base64'), 'standard'],
    ['whsec_' + Buffer.alloc(64, 1).toString('base64'), 'standard'],
    ['whsec_' + Buffer.alloc(23, 1).toString('base64'), 'text'],
    ['whsec_' + Buffer.alloc(65, 1).toString('base64'), 'text'],
    ['whsec_not base64 at all!!', 'text'],
    ['a-chosen-secret-0123456789', 'text'],
  ])('tells the kind of an operator-registered secret: %s is %s', (secret, kind) => {
    expect(secretKindOf(secret)).toBe(kind);
  });
});
