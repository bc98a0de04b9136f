import type { IncomingMessage } from 'node:http';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import proxyAddr from 'proxy-addr';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { problem } from '../shared/app-error.js';

/** Failed authentications allowed per source address and window before it is refused for the rest of it. */
export const AUTH_FAILURES_PER_WINDOW = 30;
export const AUTH_FAILURE_WINDOW_SECONDS = 60;
/** Addresses remembered as blocked in one process, the least recently refused forgotten first (a flood from more is refused through the shared store). */
const MAX_REMEMBERED = 10_000;

export const tooManyFailedAuthentications = (retryAfterSeconds: number) =>
  problem.tooManyFailedAuthentications(AUTH_FAILURES_PER_WINDOW, AUTH_FAILURE_WINDOW_SECONDS, retryAfterSeconds);

/**
 * Counts failed authentications per source address in rate-limiter-flexible's PostgreSQL store
 * (the `rate_limits` table the request limiter uses), so every API process shares the count. An
 * address over the limit is remembered in this process until its window ends and refused from
 * memory, without a key lookup or any other query, unless the key presented is an issued one
 * (authenticator.ts): a valid key is served whatever its address's failure count. The source
 * address is the peer's, or, from a proxy listed in TRUST_PROXY, the one it names in
 * X-Forwarded-For (proxy-addr, as Express does).
 */
export function createAuthThrottle(db: Knex, trustProxy: string[]) {
  const limiter = new RateLimiterPostgres({
    storeClient: db, storeType: 'knex', tableName: 'rate_limits', tableCreated: true,
    keyPrefix: 'authfail', points: AUTH_FAILURES_PER_WINDOW, duration: AUTH_FAILURE_WINDOW_SECONDS,
  });
  const trust = proxyAddr.compile(trustProxy);
  const blockedUntil = new LRUCache<string, number>({ max: MAX_REMEMBERED });

  return {
    sourceOf(request: IncomingMessage): string {
      return proxyAddr(request, trust);
    },

    /** Seconds until the address may try again, or undefined when it is not blocked. */
    retryAfter(address: string, now = Date.now()): number | undefined {
      const until = blockedUntil.get(address);
      if (until === undefined) return undefined;
      if (until <= now) {
        blockedUntil.delete(address);
        return undefined;
      }
      return Math.max(1, Math.ceil((until - now) / 1000));
    },

    /** Counts one failure of the address; over the limit it is blocked for the rest of the window. */
    async recordFailure(address: string): Promise<void> {
      let result: RateLimiterRes;
      try {
        result = await limiter.consume(address, 1);
        return;
      } catch (error) {
        // The store unreachable: the key lookup failed the same way, and that is reported as such.
        if (!(error instanceof RateLimiterRes)) return;
        result = error;
      }
      blockedUntil.set(address, Date.now() + result.msBeforeNext);
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
