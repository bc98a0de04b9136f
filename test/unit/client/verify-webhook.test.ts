import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  verifyWebhook,
  verifyWebhookDelivery,
  verifyWebhookSignature,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookVerificationReason,
} from '../../../clients/typescript/src/index.js';

// GitHub's published test vector for X-Hub-Signature-256.
const GITHUB_SECRET = "It's a Secret to Everybody";
const GITHUB_BODY = 'Hello, World!';
const GITHUB_SIGNATURE = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';

const SECRET = 'partner-signing-secret-0001';
const NEW_SECRET = 'partner-signing-secret-0002';
const NOW = new Date('2026-11-21T10:15:00.000Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const DELIVERY_ID = '5b0c6f3e-8a4f-4c1e-9d2a-3f6b7e1c2d40';

const payload = {
  id: 'SKU-100234',
  gtin: '07310865071859',
  climateScore: 85,
  CO2e: 0.412,
  novaScore: 3,
  nutriScore: 'C',
  healthScore: 52.5,
  antibioticsResistanceScore: 100,
  overconsumptionRisk: 'low',
  socialJusticeScore: 91.3,
  equalityScore: 96.4,
  workerRightsScore: 95,
  animalProtectionScore: 100,
  childLaborScore: 98,
  biodiversityScore: 71.2,
  pesticidesUseScore: 88.1,
  fertilizersUseScore: 74.6,
  landUseScore: 77.9,
  waterScore: 64.3,
  transportScore: 96.2,
  isEco: 0,
};
// Non-ASCII on purpose: the signatures are over bytes, not UTF-16 code units.
const BODY = JSON.stringify({ ...payload, id: 'SKU-Grönt-100234' });

/** Computed here from the contract's text, not with the code under test. */
function hub(secret: string, body: string | Buffer): string {
  return 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');
}
function standard(secret: string, id: string, timestamp: number | string, body: string): string {
  return 'v1,' + createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
}

/** Headers as the service sends them (lower-case, as Node's IncomingMessage gives them). */
function deliveryHeaders(overrides: Record<string, string | undefined> = {}, body = BODY, secret = SECRET, timestamp = NOW_SECONDS) {
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    'x-webhook-event': 'product.updated',
    'x-hub-signature-256': hub(secret, body),
    'webhook-id': DELIVERY_ID,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standard(secret, DELIVERY_ID, timestamp, body),
    ...overrides,
  };
  return headers;
}

function reasonOf(options: VerifyWebhookOptions): WebhookVerificationReason {
  try {
    verifyWebhook(options);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
  throw new Error('expected the delivery to be rejected');
}

describe('verifyWebhook: X-Hub-Signature-256', () => {
  it('accepts the GitHub test vector signature (the body then fails only as a non-JSON payload)', () => {
    // GitHub sends no timestamp: accepting that is the explicit opt-out.
    const options = { rawBody: GITHUB_BODY, headers: { 'X-Hub-Signature-256': GITHUB_SIGNATURE }, secret: GITHUB_SECRET, requireTimestamp: false };

    expect(() => verifyWebhookSignature(options)).not.toThrow();
    expect(reasonOf(options)).toBe('invalid_payload');
    // The helper this test uses agrees with the vector too.
    expect(hub(GITHUB_SECRET, GITHUB_BODY)).toBe(GITHUB_SIGNATURE);
  });

  it('rejects the GitHub vector with the wrong secret or a tampered body as bad_signature', () => {
    expect(reasonOf({ rawBody: GITHUB_BODY, headers: { 'x-hub-signature-256': GITHUB_SIGNATURE }, secret: "It's a Secret to Everybody!" })).toBe('bad_signature');
    expect(reasonOf({ rawBody: 'Hello, World?', headers: { 'x-hub-signature-256': GITHUB_SIGNATURE }, secret: GITHUB_SECRET })).toBe('bad_signature');
  });

  it('returns the parsed payload of a genuine delivery given as a string, a Buffer or a Uint8Array', () => {
    const headers = deliveryHeaders();
    const asBuffer = Buffer.from(BODY, 'utf8');
    // A Uint8Array view into a larger buffer: only its own bytes are the body.
    const padded = Buffer.concat([Buffer.from('xxxx'), asBuffer, Buffer.from('yyyy')]);
    const view = new Uint8Array(padded.buffer, padded.byteOffset + 4, asBuffer.length);

    for (const rawBody of [BODY, asBuffer, view]) {
      const received = verifyWebhook({ rawBody, headers, secret: SECRET, now: NOW });
      expect(received).toEqual({ ...payload, id: 'SKU-Grönt-100234' });
    }
  });

  it('rejects a body changed after signing, even by one byte, as bad_signature', () => {
    const tampered = BODY.replace('"climateScore":85', '"climateScore":95');
    expect(tampered).not.toBe(BODY);
    // Only the Hub header is sent, so the Hub check alone must catch it.
    expect(reasonOf({ rawBody: tampered, headers: { 'x-hub-signature-256': hub(SECRET, BODY) }, secret: SECRET })).toBe('bad_signature');
    // With both signatures for the original body.
    expect(reasonOf({ rawBody: tampered, headers: deliveryHeaders(), secret: SECRET, now: NOW })).toBe('bad_signature');
    // A Hub signature recomputed over the tampered body does not help: webhook-signature still covers the original.
    expect(reasonOf({ rawBody: tampered, headers: deliveryHeaders({ 'x-hub-signature-256': hub(SECRET, tampered) }), secret: SECRET, now: NOW })).toBe('bad_signature');
  });

  it('rejects a delivery without X-Hub-Signature-256 as missing_signature and a malformed one as malformed_signature', () => {
    expect(reasonOf({ rawBody: BODY, headers: deliveryHeaders({ 'x-hub-signature-256': undefined }), secret: SECRET, now: NOW })).toBe('missing_signature');
    expect(reasonOf({ rawBody: BODY, headers: {}, secret: SECRET })).toBe('missing_signature');
    const hex = hub(SECRET, BODY).slice('sha256='.length);
    expect(reasonOf({ rawBody: BODY, headers: deliveryHeaders({ 'x-hub-signature-256': hex }), secret: SECRET, now: NOW })).toBe('malformed_signature');
    expect(reasonOf({ rawBody: BODY, headers: deliveryHeaders({ 'x-hub-signature-256': `sha1=${hex}` }), secret: SECRET, now: NOW })).toBe('malformed_signature');
  });

  it('refuses to run without a secret (a configuration error, not a bad delivery)', () => {
    expect(() => verifyWebhook({ rawBody: BODY, headers: deliveryHeaders(), secrets: [] })).toThrow(TypeError);
    expect(() => verifyWebhook({ rawBody: BODY, headers: deliveryHeaders(), secret: '' })).toThrow(TypeError);
  });
});

describe('verifyWebhook: Standard Webhooks headers', () => {
  it('accepts a webhook-signature computed independently over "{id}.{timestamp}.{body}" and reports id, timestamp and event', () => {
    const verified = verifyWebhookDelivery({ rawBody: BODY, headers: deliveryHeaders(), secret: SECRET, now: NOW });

    expect(verified).toEqual({
      payload: { ...payload, id: 'SKU-Grönt-100234' },
      webhookId: DELIVERY_ID,
      timestamp: NOW_SECONDS,
      event: 'product.updated',
    });
  });

  it('rejects a webhook-signature made over another id or timestamp (a replay with rewritten headers)', () => {
    const otherId = deliveryHeaders({ 'webhook-id': 'another-delivery' });
    expect(reasonOf({ rawBody: BODY, headers: otherId, secret: SECRET, now: NOW })).toBe('bad_signature');
    const otherTimestamp = deliveryHeaders({ 'webhook-timestamp': String(NOW_SECONDS + 1) });
    expect(reasonOf({ rawBody: BODY, headers: otherTimestamp, secret: SECRET, now: NOW })).toBe('bad_signature');
  });

  it('rejects a webhook-signature keyed with another secret even when the Hub signature is right', () => {
    const headers = deliveryHeaders({ 'webhook-signature': standard('some-other-secret-000', DELIVERY_ID, NOW_SECONDS, BODY) });
    expect(reasonOf({ rawBody: BODY, headers, secret: SECRET, now: NOW })).toBe('bad_signature');
  });

  it('rejects partial Standard Webhooks headers, and their absence unless requireTimestamp is false', () => {
    expect(reasonOf({ rawBody: BODY, headers: deliveryHeaders({ 'webhook-signature': undefined }), secret: SECRET, now: NOW })).toBe('missing_signature');
    expect(reasonOf({ rawBody: BODY, headers: deliveryHeaders({ 'webhook-timestamp': undefined }), secret: SECRET, now: NOW })).toBe('missing_signature');
    const hubOnly = { 'x-hub-signature-256': hub(SECRET, BODY) };
    // By default a delivery without the signed timestamp is refused: it could be a replay of any age.
    expect(reasonOf({ rawBody: BODY, headers: hubOnly, secret: SECRET })).toBe('missing_signature');
    expect(reasonOf({ rawBody: BODY, headers: hubOnly, secret: SECRET, requireTimestamp: true })).toBe('missing_signature');
    expect(() => verifyWebhookSignature({ rawBody: BODY, headers: hubOnly, secret: SECRET })).toThrow(/replay/);
    expect(verifyWebhookDelivery({ rawBody: BODY, headers: hubOnly, secret: SECRET, requireTimestamp: false })).toMatchObject({ webhookId: undefined, timestamp: undefined });
    // Opting out does not weaken the check of headers that are present: a stale one is still refused.
    const stale = deliveryHeaders({}, BODY, SECRET, NOW_SECONDS - 301);
    expect(reasonOf({ rawBody: BODY, headers: stale, secret: SECRET, now: NOW, requireTimestamp: false })).toBe('timestamp_out_of_tolerance');
  });

  it('rejects malformed webhook-signature and webhook-timestamp values', () => {
    const noV1 = deliveryHeaders({ 'webhook-signature': standard(SECRET, DELIVERY_ID, NOW_SECONDS, BODY).replace('v1,', 'v2,') });
    expect(reasonOf({ rawBody: BODY, headers: noV1, secret: SECRET, now: NOW })).toBe('malformed_signature');
    expect(reasonOf({ rawBody: BODY, headers: deliveryHeaders({ 'webhook-signature': 'garbage' }), secret: SECRET, now: NOW })).toBe('malformed_signature');
    expect(reasonOf({ rawBody: BODY, headers: deliveryHeaders({ 'webhook-timestamp': '2026-11-21T10:15:00Z' }), secret: SECRET, now: NOW })).toBe('invalid_timestamp');
  });
});

describe('verifyWebhook: secret rotation', () => {
  // During a rotation the service signs webhook-signature with both secrets (space separated) and
  // X-Hub-Signature-256 with the new one only.
  const rotationHeaders = deliveryHeaders({
    'x-hub-signature-256': hub(NEW_SECRET, BODY),
    'webhook-signature': `${standard(NEW_SECRET, DELIVERY_ID, NOW_SECONDS, BODY)} ${standard(SECRET, DELIVERY_ID, NOW_SECONDS, BODY)}`,
  });

  it('accepts a rotation delivery with the old and new secret given, in either order', () => {
    expect(verifyWebhook({ rawBody: BODY, headers: rotationHeaders, secrets: [SECRET, NEW_SECRET], now: NOW }).gtin).toBe('07310865071859');
    expect(verifyWebhook({ rawBody: BODY, headers: rotationHeaders, secrets: [NEW_SECRET, SECRET], now: NOW }).gtin).toBe('07310865071859');
  });

  it('accepts it with only the new secret, matching the second webhook-signature entry when it is listed first or last', () => {
    const reversed = { ...rotationHeaders, 'webhook-signature': rotationHeaders['webhook-signature']?.split(' ').reverse().join(' ') };
    expect(verifyWebhook({ rawBody: BODY, headers: rotationHeaders, secret: NEW_SECRET, now: NOW }).id).toBe('SKU-Grönt-100234');
    expect(verifyWebhook({ rawBody: BODY, headers: reversed, secret: NEW_SECRET, now: NOW }).id).toBe('SKU-Grönt-100234');
  });

  it('rejects it when none of the given secrets is valid', () => {
    expect(reasonOf({ rawBody: BODY, headers: rotationHeaders, secrets: ['unrelated-secret-0001', 'unrelated-secret-0002'], now: NOW })).toBe('bad_signature');
  });

  it('rejects it with only the old secret, since X-Hub-Signature-256 is signed with the new one', () => {
    expect(reasonOf({ rawBody: BODY, headers: rotationHeaders, secret: SECRET, now: NOW })).toBe('bad_signature');
  });
});

describe('verifyWebhook: timestamp tolerance', () => {
  it('accepts a timestamp exactly 300 s old or ahead, and rejects one 301 s off either way', () => {
    const at = (timestamp: number) => deliveryHeaders({}, BODY, SECRET, timestamp);
    expect(() => verifyWebhook({ rawBody: BODY, headers: at(NOW_SECONDS - 300), secret: SECRET, now: NOW })).not.toThrow();
    expect(() => verifyWebhook({ rawBody: BODY, headers: at(NOW_SECONDS + 300), secret: SECRET, now: NOW })).not.toThrow();
    expect(reasonOf({ rawBody: BODY, headers: at(NOW_SECONDS - 301), secret: SECRET, now: NOW })).toBe('timestamp_out_of_tolerance');
    expect(reasonOf({ rawBody: BODY, headers: at(NOW_SECONDS + 301), secret: SECRET, now: NOW })).toBe('timestamp_out_of_tolerance');
  });

  it('rejects a genuine but stale delivery (a replay) and honours toleranceSeconds and now as milliseconds', () => {
    const stale = deliveryHeaders({}, BODY, SECRET, NOW_SECONDS - 3600);
    expect(reasonOf({ rawBody: BODY, headers: stale, secret: SECRET, now: NOW })).toBe('timestamp_out_of_tolerance');
    expect(reasonOf({ rawBody: BODY, headers: stale, secret: SECRET, now: NOW.getTime() })).toBe('timestamp_out_of_tolerance');
    expect(verifyWebhook({ rawBody: BODY, headers: stale, secret: SECRET, now: NOW, toleranceSeconds: 3600 }).id).toBe('SKU-Grönt-100234');
    // Without `now`, the real clock is used: a delivery signed now is accepted.
    const fresh = deliveryHeaders({}, BODY, SECRET, Math.floor(Date.now() / 1000));
    expect(verifyWebhook({ rawBody: BODY, headers: fresh, secret: SECRET }).id).toBe('SKU-Grönt-100234');
  });
});

describe('verifyWebhook: headers in any form', () => {
  it('finds the headers whatever their case in a plain object', () => {
    const mixed = {
      'X-HUB-SIGNATURE-256': hub(SECRET, BODY),
      'Webhook-Id': DELIVERY_ID,
      'WEBHOOK-TIMESTAMP': String(NOW_SECONDS),
      'Webhook-Signature': standard(SECRET, DELIVERY_ID, NOW_SECONDS, BODY),
      'X-Webhook-Event': 'product.test',
    };
    expect(verifyWebhookDelivery({ rawBody: BODY, headers: mixed, secret: SECRET, now: NOW })).toMatchObject({ webhookId: DELIVERY_ID, event: 'product.test' });
    // And a wrong signature under an odd-case name is still checked, not ignored.
    expect(reasonOf({ rawBody: BODY, headers: { ...mixed, 'X-HUB-SIGNATURE-256': hub('x'.repeat(20), BODY) }, secret: SECRET, now: NOW })).toBe('bad_signature');
  });

  it('reads a Fetch Headers instance', () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(deliveryHeaders())) if (value !== undefined) headers.set(name.toUpperCase(), value);
    expect(verifyWebhookDelivery({ rawBody: BODY, headers, secret: SECRET, now: NOW })).toMatchObject({ webhookId: DELIVERY_ID, timestamp: NOW_SECONDS, event: 'product.updated' });
    headers.set('webhook-signature', standard(SECRET, DELIVERY_ID, NOW_SECONDS, `${BODY} `));
    expect(reasonOf({ rawBody: BODY, headers, secret: SECRET, now: NOW })).toBe('bad_signature');
  });
});

describe('verifyWebhook: payload', () => {
  it('rejects a genuinely signed body that is not a webhook payload as invalid_payload', () => {
    for (const body of ['[1,2]', '{"gtin":"07310865071859"}', 'not json']) {
      expect(reasonOf({ rawBody: body, headers: deliveryHeaders({}, body), secret: SECRET, now: NOW })).toBe('invalid_payload');
    }
  });
});

describe('a service-generated whsec_ secret', () => {
  // The Standard Webhooks library signs; the SDK verifies with the secret exactly as shown.
  const WHSEC = 'whsec_' + Buffer.alloc(32, 7).toString('base64');

  it('verifies webhook-signature as the standardwebhooks package signs it, and X-Hub-Signature-256 keyed with its text', async () => {
    const { Webhook } = await import('standardwebhooks');
    const headers = {
      'x-hub-signature-256': hub(WHSEC, BODY),
      'webhook-id': DELIVERY_ID,
      'webhook-timestamp': String(NOW_SECONDS),
      'webhook-signature': new Webhook(WHSEC).sign(DELIVERY_ID, NOW, BODY),
    };

    const verified = verifyWebhookDelivery({ rawBody: BODY, headers, secret: WHSEC, now: NOW });

    expect(verified.webhookId).toBe(DELIVERY_ID);
    expect(verified.payload.id).toBe('SKU-Grönt-100234');
  });

  it('refuses webhook-signature keyed with the secret text instead of its decoded bytes', () => {
    const headers = {
      'x-hub-signature-256': hub(WHSEC, BODY),
      'webhook-id': DELIVERY_ID,
      'webhook-timestamp': String(NOW_SECONDS),
      'webhook-signature': standard(WHSEC, DELIVERY_ID, NOW_SECONDS, BODY),
    };

    expect(() => verifyWebhookDelivery({ rawBody: BODY, headers, secret: WHSEC, now: NOW })).toThrow(expect.objectContaining({ reason: 'bad_signature' }));
  });
});
