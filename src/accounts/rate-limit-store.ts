import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { preparedQuery } from '../db/query.js';

/** The shared counter's state after points were added (whether or not that went over the limit). */
export interface SharedWindow {
  consumedPoints: number;
  msBeforeNext: number;
}

/**
 * Per-client request counters shared by every API process: rate-limiter-flexible's PostgreSQL
 * store over the unlogged `rate_limits` table, one window of `windowSeconds` per client and limit.
 */
export function createRateLimitStore(db: Knex, windowSeconds: number) {
  const limiters = new Map<number, RateLimiterPostgres>();
  // The library names its statements. Behind a transaction-mode pooler (DB_NAMED_STATEMENTS off) a
  // name prepared on one server connection is unknown on the next: every count failed, was taken for
  // an unreachable database, and each API process counted alone (44 allowed of a limit of 30 across
  // two processes, test/integration/topology.test.ts). Its queries go through preparedQuery, which
  // sends them unnamed there.
  const storeClient = { query: (query: { name?: string; text: string; values?: unknown[] }) => preparedQuery(db, query) };

  function limiterFor(points: number): RateLimiterPostgres {
    let limiter = limiters.get(points);
    if (!limiter) {
      limiter = new RateLimiterPostgres({ storeClient, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix: `rl${points}`, points, duration: windowSeconds });
      limiters.set(points, limiter);
    }
    return limiter;
  }

  return {
    /** Adds `points` to the client's counter; undefined when PostgreSQL cannot be reached. */
    async add(clientId: number, limit: number, points: number): Promise<SharedWindow | undefined> {
      try {
        return await limiterFor(limit).consume(String(clientId), points);
      } catch (result) {
        if (result instanceof RateLimiterRes) return result;
        return undefined;
      }
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
