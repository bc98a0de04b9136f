import type { IncomingMessage } from 'node:http';
import { hashApiKey, hashesEqual } from './api-key.js';
import { tooManyFailedAuthentications, type AuthThrottle } from './auth-throttle.js';
import type { Client, ClientStore } from './client-store.js';

const MAX_CACHED_KEYS = 10_000;
const MAX_KEY_LENGTH = 200;
/**
 * How long an unknown key is remembered as unknown. Short: a key is unknown only until it is issued,
 * and issued keys are random, so no real key is ever refused by this cache.
 */
export const NEGATIVE_CACHE_MS = 5_000;

/**
 * Resolves an X-API-KEY to its client. Positive answers are cached for `cacheMs` (at most a few
 * seconds), so a suspended client or a rotated key stops working within that window on every
 * process without a database round trip per request. Unknown keys are cached for
 * NEGATIVE_CACHE_MS, so a flood of one wrong key costs one query, not one per request.
 */
export function createAuthenticator(store: ClientStore, cacheMs: number) {
  const cache = new Map<string, { client: Client | undefined; expiresAt: number }>();

  function remember(cacheKey: string, client: Client | undefined, ttlMs: number, now: number): void {
    if (ttlMs <= 0) return;
    if (cache.size >= MAX_CACHED_KEYS) cache.clear();
    cache.set(cacheKey, { client, expiresAt: now + ttlMs });
  }

  return {
    /** The answer known without a query: a client, `null` for a known-unknown key, `undefined` when not cached. */
    cached(apiKey: string): Client | null | undefined {
      const hit = cache.get(hashApiKey(apiKey).toString('base64'));
      if (!hit || hit.expiresAt <= Date.now()) return undefined;
      return hit.client ?? null;
    },

    async authenticate(apiKey: unknown): Promise<Client | undefined> {
      if (typeof apiKey !== 'string' || apiKey.length === 0 || apiKey.length > MAX_KEY_LENGTH) return undefined;
      const hash = hashApiKey(apiKey);
      const cacheKey = hash.toString('base64');
      const now = Date.now();
      const cached = cache.get(cacheKey);
      if (cached && cached.expiresAt > now) return cached.client;

      const found = await store.findByApiKeyHash(hash);
      if (!found || !hashesEqual(found.keyHash, hash)) {
        remember(cacheKey, undefined, NEGATIVE_CACHE_MS, now);
        return undefined;
      }
      remember(cacheKey, found.client, cacheMs, now);
      return found.client;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/** Authenticates a request's key; the request object is the memo key. */
export type AuthenticateRequest = (apiKey: unknown, request: IncomingMessage) => Promise<Client | undefined>;

/**
 * One key lookup per request, whichever path answers it: the read lane looks a key up before it
 * decides to leave a request to the full pipeline, which would otherwise look the same key up again
 * (twice the database work for every wrong key, the case no cache covers).
 *
 * Failed authentications are throttled per source address: a presented key that is wrong counts
 * one failure, and an address over the limit gets 429 for every key not already known valid from
 * the cache (so a partner whose address an attacker shares keeps working with the key it uses).
 */
export function oncePerRequest(authenticator: Authenticator, throttle: AuthThrottle): AuthenticateRequest {
  const looked = new WeakMap<object, Promise<Client | undefined>>();

  async function authenticate(apiKey: unknown, request: IncomingMessage): Promise<Client | undefined> {
    if (typeof apiKey !== 'string' || apiKey.length === 0) return undefined;
    const known = authenticator.cached(apiKey);
    if (known) return known;
    const address = throttle.sourceOf(request);
    const retryAfter = throttle.retryAfter(address);
    if (retryAfter !== undefined) throw tooManyFailedAuthentications(retryAfter);
    const client = await authenticator.authenticate(apiKey);
    if (!client) {
      await throttle.recordFailure(address);
      const blocked = throttle.retryAfter(address);
      if (blocked !== undefined) throw tooManyFailedAuthentications(blocked);
    }
    return client;
  }

  return (apiKey, request) => {
    let found = looked.get(request);
    if (!found) {
      found = authenticate(apiKey, request);
      looked.set(request, found);
    }
    return found;
  };
}
