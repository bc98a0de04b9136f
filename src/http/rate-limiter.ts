import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Client } from '../accounts/client-store.js';
import { AppError } from '../shared/app-error.js';

const WINDOW_SECONDS = 60;
/** How often counts taken in memory are added to the shared counter. */
const FLUSH_INTERVAL_MS = 100;
/** From this share of the limit on, every request is counted in PostgreSQL before it is allowed. */
const EXACT_FROM = 0.8;

export interface RateLimitHeaders {
  'RateLimit-Limit': string;
  'RateLimit-Remaining': string;
  'RateLimit-Reset': string;
}

interface ClientWindow {
  /** Requests allowed by this process and not yet added to the shared counter. */
  pending: number;
  /** The shared counter (all processes) as last read. */
  consumed: number;
  /** When the shared window ends (ms since epoch); 0 until first read. */
  resetAt: number;
  limit: number;
}

/**
 * Per-client request limits per minute, shared by every API process through rate-limiter-flexible's
 * PostgreSQL store. Far from its limit a client's requests are counted in memory and added to the
 * shared counter every 100 ms (one statement per client, not one per request); from 80 % of the
 * limit on, each request is counted in PostgreSQL before it is allowed, so the limit itself is
 * exact. If PostgreSQL cannot be reached, counting continues in memory.
 */
export function createRateLimiter(db: Knex, defaultPerMinute: number) {
  const limiters = new Map<number, RateLimiterPostgres>();
  const windows = new Map<number, ClientWindow>();
  let flushTimer: NodeJS.Timeout | undefined;

  function limiterFor(points: number): RateLimiterPostgres {
    let limiter = limiters.get(points);
    if (!limiter) {
      limiter = new RateLimiterPostgres({ storeClient: db, storeType: 'knex', tableName: 'rate_limits', tableCreated: true, keyPrefix: `rl${points}`, points, duration: WINDOW_SECONDS });
      limiters.set(points, limiter);
    }
    return limiter;
  }

  /** Adds `points` to the shared counter; returns its state whether or not that went over the limit. */
  async function addShared(clientId: number, limit: number, points: number): Promise<RateLimiterRes | undefined> {
    try {
      return await limiterFor(limit).consume(String(clientId), points);
    } catch (result) {
      if (result instanceof RateLimiterRes) return result;
      return undefined; // PostgreSQL unreachable: keep counting in memory.
    }
  }

  function record(window: ClientWindow, result: RateLimiterRes | undefined): void {
    if (!result) return;
    window.consumed = result.consumedPoints;
    window.resetAt = Date.now() + result.msBeforeNext;
  }

  async function flush(): Promise<void> {
    flushTimer = undefined;
    await Promise.all([...windows].map(async ([clientId, window]) => {
      if (window.pending === 0) return;
      const points = window.pending;
      window.pending = 0;
      record(window, await addShared(clientId, window.limit, points));
    }));
  }

  function headersOf(window: ClientWindow): RateLimitHeaders {
    return {
      'RateLimit-Limit': String(window.limit),
      'RateLimit-Remaining': String(Math.max(0, window.limit - window.consumed - window.pending)),
      'RateLimit-Reset': String(Math.max(0, Math.ceil((window.resetAt - Date.now()) / 1000))),
    };
  }

  function refuse(window: ClientWindow): never {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
    throw new AppError(429, 'rate-limited', 'Too many requests',
      `The rate limit of ${window.limit} requests per ${WINDOW_SECONDS} seconds is used up; retry in ${retryAfter} seconds.`,
      undefined, { ...headersOf(window), 'Retry-After': String(retryAfter) });
  }

  /** Counts one request; returns the headers to send, or throws 429 with Retry-After. */
  return async function consume(client: Client): Promise<RateLimitHeaders> {
    const limit = client.rateLimitPerMinute ?? defaultPerMinute;
    let window = windows.get(client.id);
    if (!window || window.limit !== limit) {
      window = { pending: 0, consumed: 0, resetAt: 0, limit };
      windows.set(client.id, window);
    }
    const now = Date.now();
    if (window.resetAt !== 0 && now >= window.resetAt) {
      window.consumed = 0;
      window.resetAt = 0;
    }
    if (window.resetAt !== 0 && window.consumed + window.pending >= limit) refuse(window);
    if (window.resetAt === 0 || window.consumed + window.pending + 1 >= limit * EXACT_FROM) {
      const points = window.pending + 1;
      window.pending = 0;
      const result = await addShared(client.id, limit, points);
      if (!result) {
        window.pending += 1;
        if (window.resetAt === 0) window.resetAt = now + WINDOW_SECONDS * 1000;
        return headersOf(window);
      }
      record(window, result);
      if (window.consumed > limit) refuse(window);
      return headersOf(window);
    }
    window.pending += 1;
    flushTimer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS).unref();
    return headersOf(window);
  };
}

export type ConsumeRateLimit = ReturnType<typeof createRateLimiter>;
