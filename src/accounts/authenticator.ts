import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { hashApiKey, hashesEqual } from './api-key.js';
import { tooManyFailedAuthentications, type AuthThrottle } from './auth-throttle.js';
import type { Client, ClientStore } from './client-store.js';

/** Keys remembered in each of the two caches; the least recently used is evicted first. */
const MAX_CACHED_KEYS = 10_000;
const MAX_KEY_LENGTH = 200;
/**
 * How long an unknown key is remembered as unknown. Short: a key is unknown only until it is issued,
 * and issued keys are random, so no real key is ever refused by this cache.
 */
export const NEGATIVE_CACHE_MS = 5_000;
/** The index of issued keys is read again when it is older than this and an address over its failure limit presents a key. */
export const ISSUED_KEYS_MAX_AGE_MS = 5_000;

/**
 * The hashes of every live key, held in memory so that a key can be recognised as issued without a
 * query per request: an address over its failure limit is refused at once for any other key. Read
 * when first needed and again, in the background, when older than ISSUED_KEYS_MAX_AGE_MS; keys
 * seen valid are added at once. A key issued since the last read is refused from such an address
 * until the next read (seconds); a revoked key that is still listed is looked up, found revoked, and
 * counted as one more failure.
 */
function createIssuedKeys(store: ClientStore) {
  let hashes = new Set<string>();
  let readAt = 0;
  let reading: Promise<void> | undefined;

  function read(): Promise<void> {
    reading ??= store
      .liveKeyHashes()
      .then((live) => {
        hashes = new Set(live.map((hash) => hash.toString('base64')));
        readAt = Date.now();
      })
      // The database unreachable: the previous index stays, and the next request tries again.
      .catch(() => undefined)
      .finally(() => (reading = undefined));
    return reading;
  }

  return {
    async has(cacheKey: string): Promise<boolean> {
      // Only the very first read is awaited; later ones refresh in the background.
      if (readAt === 0) await read();
      else if (Date.now() - readAt > ISSUED_KEYS_MAX_AGE_MS) void read();
      return hashes.has(cacheKey);
    },
    add(cacheKey: string): void {
      hashes.add(cacheKey);
    },
  };
}

/**
 * Resolves an X-API-KEY to its client. Positive answers are cached for `cacheMs` (at most a few
 * seconds), so a suspended client or a rotated key stops working within that window on every
 * process without a database round trip per request. Unknown keys are cached for
 * NEGATIVE_CACHE_MS, so a flood of one wrong key costs one query, not one per request. The two
 * are separate LRU caches: a flood of wrong keys evicts wrong keys, never the valid ones.
 */
export function createAuthenticator(store: ClientStore, cacheMs: number) {
  const valid = cacheMs > 0 ? new LRUCache<string, Client>({ max: MAX_CACHED_KEYS, ttl: cacheMs }) : undefined;
  const unknown = new LRUCache<string, true>({ max: MAX_CACHED_KEYS, ttl: NEGATIVE_CACHE_MS });
  const issued = createIssuedKeys(store);
  const cacheKeyOf = (apiKey: string) => hashApiKey(apiKey).toString('base64');

  return {
    /** The answer known without a query: a client, `null` for a known-unknown key, `undefined` when not cached. */
    cached(apiKey: string): Client | null | undefined {
      const cacheKey = cacheKeyOf(apiKey);
      return valid?.get(cacheKey) ?? (unknown.has(cacheKey) ? null : undefined);
    },

    /** Whether the key is one this service issued and has not revoked, answered from memory (see createIssuedKeys). */
    isIssued(apiKey: string): Promise<boolean> {
      return issued.has(cacheKeyOf(apiKey));
    },

    async authenticate(apiKey: unknown): Promise<Client | undefined> {
      if (typeof apiKey !== 'string' || apiKey.length === 0 || apiKey.length > MAX_KEY_LENGTH) return undefined;
      const hash = hashApiKey(apiKey);
      const cacheKey = hash.toString('base64');
      const cached = valid?.get(cacheKey);
      if (cached) return cached;
      if (unknown.has(cacheKey)) return undefined;

      const found = await store.findByApiKeyHash(hash);
      if (!found || !hashesEqual(found.keyHash, hash)) {
        unknown.set(cacheKey, true);
        return undefined;
      }
      valid?.set(cacheKey, found.client);
      issued.add(cacheKey);
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
 * one failure, and an address over the limit gets 429 for every key that is not an issued one,
 * answered from memory. A valid key is served whatever its address's failure count, so behind a
 * shared NAT or proxy one partner's mistakes (or an attacker's) do not lock out another partner.
 */
export function oncePerRequest(authenticator: Authenticator, throttle: AuthThrottle): AuthenticateRequest {
  const looked = new WeakMap<object, Promise<Client | undefined>>();

  async function authenticate(apiKey: unknown, request: IncomingMessage): Promise<Client | undefined> {
    if (typeof apiKey !== 'string' || apiKey.length === 0) return undefined;
    const known = authenticator.cached(apiKey);
    if (known) return known;
    const address = throttle.sourceOf(request);
    const retryAfter = throttle.retryAfter(address);
    if (retryAfter !== undefined && !(await authenticator.isIssued(apiKey))) throw tooManyFailedAuthentications(retryAfter);
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
