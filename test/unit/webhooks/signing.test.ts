import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hubSignature, signedHeaders, standardSignature } from '../../../src/webhooks/signing.js';

describe('X-Hub-Signature-256', () => {
  it('matches the GitHub documentation test vector', () => {
    expect(hubSignature("It's a Secret to Everybody", 'Hello, World!')).toBe('sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17');
  });
});

describe('webhook-signature (Standard Webhooks)', () => {
  it('is v1, and the base64 HMAC of id.timestamp.body keyed with the UTF-8 secret', () => {
    const expected = createHmac('sha256', Buffer.from('secret-ü-0123456789', 'utf8')).update('msg_1.1700000000.{"a":1}').digest('base64');
    expect(standardSignature(['secret-ü-0123456789'], 'msg_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
  });

  it('carries one space-separated entry per valid secret, current first', () => {
    const value = standardSignature(['new-secret-0123456789', 'old-secret-0123456789'], 'id', 1, 'body');
    const entries = value.split(' ');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toBe(standardSignature(['new-secret-0123456789'], 'id', 1, 'body'));
    expect(entries[1]).toBe(standardSignature(['old-secret-0123456789'], 'id', 1, 'body'));
  });
});

describe('signed headers', () => {
  it('signs X-Hub-Signature-256 with the current secret only and sets every header', () => {
    const headers = signedHeaders({ deliveryId: 'd-1', event: 'product.test', body: 'Hello, World!', secrets: ["It's a Secret to Everybody", 'previous-secret-0123'], timestamp: 42 });
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
