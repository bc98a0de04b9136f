import { hashApiKey, hashesEqual } from './api-key.js';
import type { Client, ClientStore } from './client-store.js';

const MAX_CACHED_KEYS = 10_000;
const MAX_KEY_LENGTH = 200;

/**
 * Resolves an X-API-KEY to its client. Positive answers are cached for `cacheMs` (at most a few
 * seconds), so a suspended client or a rotated key stops working within that window on every
 * process without a database round trip per request.
 */
export function createAuthenticator(store: ClientStore, cacheMs: number) {
  const cache = new Map<string, { client: Client; expiresAt: number }>();

  return async function authenticate(apiKey: unknown): Promise<Client | undefined> {
    if (typeof apiKey !== 'string' || apiKey.length === 0 || apiKey.length > MAX_KEY_LENGTH) return undefined;
    const hash = hashApiKey(apiKey);
    const cacheKey = hash.toString('base64');
    const now = Date.now();
    const cached = cache.get(cacheKey);
    if (cached && cached.expiresAt > now) return cached.client;

    const found = await store.findByApiKeyHash(hash);
    if (!found || !hashesEqual(found.keyHash, hash)) {
      cache.delete(cacheKey);
      return undefined;
    }
    if (cacheMs > 0) {
      if (cache.size >= MAX_CACHED_KEYS) cache.clear();
      cache.set(cacheKey, { client: found.client, expiresAt: now + cacheMs });
    }
    return found.client;
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/** Authenticates a request's key; the request object is the memo key. */
export type AuthenticateRequest = (apiKey: unknown, request: object) => Promise<Client | undefined>;

/**
 * One key lookup per request, whichever path answers it: the read lane looks a key up before it
 * decides to leave a request to the full pipeline, which would otherwise look the same key up again
 * (twice the database work for every wrong key, the case no cache covers).
 */
export function oncePerRequest(authenticate: Authenticate): AuthenticateRequest {
  const looked = new WeakMap<object, Promise<Client | undefined>>();
  return (apiKey, request) => {
    let found = looked.get(request);
    if (!found) {
      found = authenticate(apiKey);
      looked.set(request, found);
    }
    return found;
  };
}
