import { randomUUID } from 'node:crypto';
import type { NewDelivery } from './delivery-store.js';
import type { WebhookEvent } from './signing.js';

/** The product keys a delivery is listed by, read from its payload (the stored record). */
function payloadKeys(payload: string): { gtin: string | null; productId: string } {
  const parsed = JSON.parse(payload) as { id?: unknown; gtin?: unknown };
  return { gtin: typeof parsed.gtin === 'string' ? parsed.gtin : null, productId: typeof parsed.id === 'string' || typeof parsed.id === 'number' ? String(parsed.id) : '' };
}

/** A delivery of one subscription's record, with its own id (the webhook-id it keeps across retries and redeliveries). */
export function newDelivery(clientId: number, subscriptionId: number, event: WebhookEvent, payload: string): NewDelivery {
  return { id: randomUUID(), clientId, subscriptionId, event, payload, ...payloadKeys(payload) };
}
