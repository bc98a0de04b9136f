import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent, WebhookPayload } from './types.js';

/** Why a delivery was rejected. Answer `401` for every one of them (or `400` for `invalid_payload`). */
export type WebhookVerificationReason =
  /** `X-Hub-Signature-256` is missing, or some but not all of the Standard Webhooks headers are present. */
  | 'missing_signature'
  /** A signature header is not in its documented form (`sha256=<64 hex>`, `v1,<base64>` entries). */
  | 'malformed_signature'
  /** No signature matches any of the given secrets (a wrong secret, or a changed body). */
  | 'bad_signature'
  /** `webhook-timestamp` is not a whole number of Unix seconds. */
  | 'invalid_timestamp'
  /** `webhook-timestamp` is further than `toleranceSeconds` from now (a replay or a badly skewed clock). */
  | 'timestamp_out_of_tolerance'
  /** The body is genuine but not a JSON object with a string `id`. */
  | 'invalid_payload';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
  ) {
    super(message);
  }
}

/** Node's `IncomingHttpHeaders` (or any plain object, keys in any case) or a Fetch `Headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The exact bytes received, before any JSON parsing. */
  rawBody: string | Uint8Array;
  headers: WebhookHeaders;
  /** Your signing secret, exactly as shown (a service-generated `whsec_…` one, or the one you chose). */
  secret?: string;
  /** Several secrets, e.g. the old and the new one during a rotation: any one of them may match. */
  secrets?: readonly string[];
  /** How far `webhook-timestamp` may be from now, in seconds; 300 by default. */
  toleranceSeconds?: number;
  /** The current time (a Date or milliseconds since the epoch); `Date.now()` by default. */
  now?: Date | number;
  /**
   * Reject a delivery without the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`,
   * `webhook-signature`) as `missing_signature`. Default `true`: the service always sends them, and
   * without the signed timestamp a captured delivery can be replayed forever. Set `false` only to
   * accept deliveries signed with `X-Hub-Signature-256` alone (GitHub-style), replays included.
   */
  requireTimestamp?: boolean;
}

export interface VerifiedWebhook {
  payload: WebhookPayload;
  /** `webhook-id`: the same on every retry and redelivery; deduplicate on it. */
  webhookId: string | undefined;
  /** `webhook-timestamp` in Unix seconds: when this attempt was signed; use it to drop stale updates. */
  timestamp: number | undefined;
  /** `X-Webhook-Event`, when sent. */
  event: WebhookEvent | undefined;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    const value = (headers as Headers).get(name);
    return value === null ? undefined : value;
  }
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() !== lower || value === undefined) continue;
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return undefined;
}

function secretsOf(options: VerifyWebhookOptions): string[] {
  const secrets = [...(options.secrets ?? []), ...(options.secret !== undefined ? [options.secret] : [])];
  if (secrets.length === 0 || secrets.some((secret) => typeof secret !== 'string' || secret.length === 0)) {
    throw new TypeError('verifyWebhook: give a non-empty `secret` or `secrets`');
  }
  return secrets;
}

function bytesOf(rawBody: string | Uint8Array): Buffer {
  if (typeof rawBody === 'string') return Buffer.from(rawBody, 'utf8');
  return Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
}

function nowSeconds(now: Date | number | undefined): number {
  const ms = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  return Math.floor(ms / 1000);
}

/** Constant-time comparison of two byte strings; unequal lengths are simply unequal. */
function same(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function verifyHubSignature(value: string, body: Buffer, secrets: string[]): void {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(value.trim());
  if (!match?.[1]) throw new WebhookVerificationError('malformed_signature', 'X-Hub-Signature-256 is not "sha256=" followed by 64 hex digits.');
  const received = Buffer.from(match[1], 'hex');
  // Check every secret (no early exit) so the time taken does not tell which one matched.
  let genuine = false;
  for (const secret of secrets) {
    if (same(createHmac('sha256', secret).update(body).digest(), received)) genuine = true;
  }
  if (!genuine) throw new WebhookVerificationError('bad_signature', 'X-Hub-Signature-256 does not match the body with any of the given secrets.');
}

/**
 * The key of `webhook-signature`: a secret the service generated (`whsec_` and base64) is keyed
 * with the bytes its base64 part decodes to, as the Standard Webhooks and Svix libraries do; a
 * secret you chose is keyed with its UTF-8 bytes. (`X-Hub-Signature-256` is keyed with the text of
 * either.) The server stores each secret's kind; here the form decides, so a chosen secret must
 * not begin with `whsec_`.
 */
function signatureKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');
}

function verifyStandardSignature(input: { id: string; timestamp: string; signature: string; body: Buffer; secrets: string[] }): void {
  const entries = input.signature.split(' ').filter((entry) => entry !== '');
  const received: Buffer[] = [];
  for (const entry of entries) {
    const comma = entry.indexOf(',');
    if (comma <= 0) throw new WebhookVerificationError('malformed_signature', 'webhook-signature entries are "<version>,<base64 signature>".');
    if (entry.slice(0, comma) !== 'v1') continue; // other schemes (v1a, …) are not ours to check
    const encoded = entry.slice(comma + 1);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) throw new WebhookVerificationError('malformed_signature', 'A v1 webhook-signature entry is not base64.');
    received.push(Buffer.from(encoded, 'base64'));
  }
  if (received.length === 0) throw new WebhookVerificationError('malformed_signature', 'webhook-signature has no v1 entry.');
  let genuine = false;
  for (const secret of input.secrets) {
    const expected = createHmac('sha256', signatureKey(secret)).update(`${input.id}.${input.timestamp}.`, 'utf8').update(input.body).digest();
    for (const signature of received) {
      if (same(expected, signature)) genuine = true;
    }
  }
  if (!genuine) throw new WebhookVerificationError('bad_signature', 'webhook-signature does not match with any of the given secrets.');
}

function parsePayload(body: Buffer): WebhookPayload {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'The body is not JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || typeof (parsed as { id?: unknown }).id !== 'string') {
    throw new WebhookVerificationError('invalid_payload', 'The body is not a webhook payload (a JSON object with a string id).');
  }
  return parsed as WebhookPayload;
}

export type VerifiedSignature = Omit<VerifiedWebhook, 'payload'>;

/**
 * Checks the signatures and timestamp of one delivery without parsing its body: `X-Hub-Signature-256`,
 * `webhook-signature`, and that the signed `webhook-timestamp` is within tolerance (5 minutes by
 * default). The Standard Webhooks headers are required unless `requireTimestamp: false`.
 * Throws a {@link WebhookVerificationError} for a delivery that must be rejected.
 */
export function verifyWebhookSignature(options: VerifyWebhookOptions): VerifiedSignature {
  return check(options, secretsOf(options), bytesOf(options.rawBody));
}

function check(options: VerifyWebhookOptions, secrets: string[], body: Buffer): VerifiedSignature {
  const tolerance = options.toleranceSeconds ?? 300;

  const hub = header(options.headers, 'x-hub-signature-256');
  if (hub === undefined || hub.trim() === '') throw new WebhookVerificationError('missing_signature', 'X-Hub-Signature-256 is missing.');
  verifyHubSignature(hub, body, secrets);

  const id = header(options.headers, 'webhook-id');
  const timestamp = header(options.headers, 'webhook-timestamp');
  const signature = header(options.headers, 'webhook-signature');
  const present = [id, timestamp, signature].filter((value) => value !== undefined).length;
  if (present > 0 && present < 3) {
    throw new WebhookVerificationError('missing_signature', 'webhook-id, webhook-timestamp and webhook-signature come together; some are missing.');
  }
  if (present === 0 && options.requireTimestamp !== false) {
    throw new WebhookVerificationError('missing_signature', 'The Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) are missing; without the signed timestamp a replay cannot be told apart (requireTimestamp: false accepts it).');
  }
  let seconds: number | undefined;
  if (id !== undefined && timestamp !== undefined && signature !== undefined) {
    if (!/^\d{1,15}$/.test(timestamp.trim())) throw new WebhookVerificationError('invalid_timestamp', 'webhook-timestamp is not Unix seconds.');
    seconds = Number(timestamp.trim());
    verifyStandardSignature({ id, timestamp, signature, body, secrets });
    if (Math.abs(nowSeconds(options.now) - seconds) > tolerance) {
      throw new WebhookVerificationError('timestamp_out_of_tolerance', `webhook-timestamp ${seconds} is more than ${tolerance} s from now.`);
    }
  }

  const event = header(options.headers, 'x-webhook-event');
  return {
    webhookId: id,
    timestamp: seconds,
    event: event === 'product.updated' || event === 'product.test' ? event : undefined,
  };
}

/**
 * Verifies one delivery ({@link verifyWebhookSignature}) and parses its body: the typed payload with
 * the delivery's `webhook-id`, timestamp and event.
 */
export function verifyWebhookDelivery(options: VerifyWebhookOptions): VerifiedWebhook {
  const body = bytesOf(options.rawBody);
  const verified = check(options, secretsOf(options), body);
  return { payload: parsePayload(body), ...verified };
}

/** Verifies one webhook delivery (see {@link verifyWebhookDelivery}) and returns its typed payload. */
export function verifyWebhook(options: VerifyWebhookOptions): WebhookPayload {
  return verifyWebhookDelivery(options).payload;
}
