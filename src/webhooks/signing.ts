import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

import { BoundedCache } from '../shared/lru.js';

export const USER_AGENT = 'PSS-Webhooks/2.0';

/**
 * How a signing secret keys `webhook-signature`: `text`, a secret the operator registered (its
 * UTF-8 bytes, as partners chose free-text secrets), or `standard`, a Standard Webhooks secret
 * (`whsec_` + base64) keyed with the bytes its base64 part decodes to, as the Standard Webhooks
 * and Svix libraries key it.
 */
export type SecretKind = 'text' | 'standard';

export interface SigningSecret {
  secret: string;
  kind: SecretKind;
}

const STANDARD_PREFIX = 'whsec_';
/** Bytes of a generated secret; the Standard Webhooks specification asks for 24 to 64. */
const STANDARD_SECRET_BYTES = 32;
const STANDARD_FORM = /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;

/** A new secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random bytes. */
export function generateStandardSecret(): string {
  return STANDARD_PREFIX + randomBytes(STANDARD_SECRET_BYTES).toString('base64');
}

/** The key bytes of a secret in the Standard Webhooks form (24 to 64 bytes), or undefined for any other text. */
export function standardSecretKey(secret: string): Buffer | undefined {
  const match = STANDARD_FORM.exec(secret);
  if (!match) return undefined;
  const key = Buffer.from(match[1] as string, 'base64');
  return key.length >= 24 && key.length <= 64 ? key : undefined;
}

/**
 * The kind of a secret the operator registers: one in the Standard Webhooks form is keyed as the
 * libraries key it, any other text by its UTF-8 bytes.
 */
export const secretKindOf = (secret: string): SecretKind => (standardSecretKey(secret) ? 'standard' : 'text');

function signingKeyBytes({ secret, kind }: SigningSecret): Buffer {
  if (kind === 'standard') {
    const key = standardSecretKey(secret);
    if (!key) throw new Error('a standard signing secret is not in the whsec_ form');
    return key;
  }
  return Buffer.from(secret, 'utf8');
}

/**
 * HMAC keys prepared once per secret rather than once per delivery (a worker signs thousands of
 * deliveries with the same few secrets; preparing the key was a tenth of signing), in the service's
 * one bounded cache.
 */
const KEY_CACHE_LIMIT = 1_000;
const keyCache = new BoundedCache<string, KeyObject>(KEY_CACHE_LIMIT);

function cachedKey(cacheKey: string, bytes: () => Buffer): KeyObject {
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = createSecretKey(bytes());
    keyCache.set(cacheKey, key);
  }
  return key;
}

const signingKey = (secret: SigningSecret): KeyObject => cachedKey(`${secret.kind}:${secret.secret}`, () => signingKeyBytes(secret));

/** GitHub's header: `sha256=` + hex HMAC-SHA-256 of the exact body bytes, keyed with the secret's text (as GitHub-style verifiers take it). */
export function hubSignature(secret: string, body: string | Buffer): string {
  return 'sha256=' + createHmac('sha256', cachedKey(`text:${secret}`, () => Buffer.from(secret, 'utf8'))).update(body).digest('hex');
}

/** Standard Webhooks `v1` signature over `{id}.{timestamp}.{body}`, one entry per valid secret, each keyed by its kind. */
export function standardSignature(secrets: SigningSecret[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => 'v1,' + createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64'))
    .join(' ');
}

export type WebhookEvent = 'product.updated' | 'product.test';

/**
 * Every header of one attempt. `secrets[0]` is the current secret: it alone signs
 * X-Hub-Signature-256, which has room for one value; all of them sign webhook-signature.
 */
export function signedHeaders(input: { deliveryId: string; event: WebhookEvent; body: string; secrets: SigningSecret[]; timestamp: number }): Record<string, string> {
  const [current] = input.secrets;
  if (current === undefined) throw new Error('at least one signing secret is needed');
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Webhook-Event': input.event,
    'X-Hub-Signature-256': hubSignature(current.secret, input.body),
    'webhook-id': input.deliveryId,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': standardSignature(input.secrets, input.deliveryId, input.timestamp, input.body),
  };
}
