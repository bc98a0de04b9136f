import { createHmac } from 'node:crypto';

export const USER_AGENT = 'PSS-Webhooks/2.0';

/** GitHub's header: `sha256=` + hex HMAC-SHA-256 of the exact body bytes. */
export function hubSignature(secret: string, body: string | Buffer): string {
  return 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * Standard Webhooks `v1` signature over `{id}.{timestamp}.{body}`. The key is the secret's UTF-8
 * bytes (partners choose free-text secrets, not `whsec_` base64 ones); one entry per valid secret.
 */
export function standardSignature(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => 'v1,' + createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64'))
    .join(' ');
}

export type WebhookEvent = 'product.updated' | 'product.test';

/**
 * Every header of one attempt. `secrets[0]` is the current secret: it alone signs
 * X-Hub-Signature-256, which has room for one value; all of them sign webhook-signature.
 */
export function signedHeaders(input: { deliveryId: string; event: WebhookEvent; body: string; secrets: string[]; timestamp: number }): Record<string, string> {
  const [current] = input.secrets;
  if (current === undefined) throw new Error('at least one signing secret is needed');
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Webhook-Event': input.event,
    'X-Hub-Signature-256': hubSignature(current, input.body),
    'webhook-id': input.deliveryId,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': standardSignature(input.secrets, input.deliveryId, input.timestamp, input.body),
  };
}
