import type { Knex } from 'knex';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Client } from '../accounts/client-store.js';
import { AppError } from '../shared/app-error.js';

const WINDOW_SECONDS = 60;

export interface RateLimitHeaders {
  'RateLimit-Limit': string;
  'RateLimit-Remaining': string;
  'RateLimit-Reset': string;
}

function headersOf(limit: number, result: RateLimiterRes): RateLimitHeaders {
  return {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(Math.max(0, result.remainingPoints)),
    'RateLimit-Reset': String(Math.max(0, Math.ceil(result.msBeforeNext / 1000))),
  };
}

/**
 * Per-client request limits per minute, counted in PostgreSQL so every API process shares them.
 * A client over its limit is then refused from memory until the window ends (no database trip),
 * and if the database is unreachable an in-memory limiter keeps counting.
 */
export function createRateLimiter(db: Knex, defaultPerMinute: number) {
  const limiters = new Map<number, RateLimiterPostgres>();

  function limiterFor(points: number): RateLimiterPostgres {
    let limiter = limiters.get(points);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: db,
        storeType: 'knex',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: `rl${points}`,
        points,
        duration: WINDOW_SECONDS,
        inMemoryBlockOnConsumed: points + 1,
        inMemoryBlockDuration: WINDOW_SECONDS,
        insuranceLimiter: new RateLimiterMemory({ points, duration: WINDOW_SECONDS }),
      });
      limiters.set(points, limiter);
    }
    return limiter;
  }

  /** Counts one request; returns the headers to send, or throws 429 with Retry-After. */
  return async function consume(client: Client): Promise<RateLimitHeaders> {
    const limit = client.rateLimitPerMinute ?? defaultPerMinute;
    try {
      return headersOf(limit, await limiterFor(limit).consume(String(client.id)));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const headers = headersOf(limit, rejection);
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError(429, 'rate-limited', 'Too many requests',
        `The rate limit of ${limit} requests per ${WINDOW_SECONDS} seconds is used up; retry in ${retryAfter} seconds.`,
        undefined, { ...headers, 'Retry-After': String(retryAfter) });
    }
  };
}

export type ConsumeRateLimit = ReturnType<typeof createRateLimiter>;
