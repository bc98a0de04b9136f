import { problem } from '../shared/app-error.js';
import type { Client } from '../shared/client.js';
import type { RateLimitStore, SharedWindow } from './rate-limit-store.js';

export const WINDOW_SECONDS = 60;
/** How often requests allowed while PostgreSQL was unreachable are retried into the shared counter. */
const FLUSH_INTERVAL_MS = 100;
/** Below this share of the limit a process takes several points at once; from it on, one per request. */
const EXACT_FROM = 0.8;
/** A lease is this fraction of what is left below EXACT_FROM, so many processes cannot take it all at once. */
const LEASE_SHARE = 0.1;

export interface RateLimitHeaders {
  'RateLimit-Limit': string;
  'RateLimit-Remaining': string;
  'RateLimit-Reset': string;
}

interface ClientWindow {
  /** Points this process has already added to the shared counter and not yet handed to a request. */
  leased: number;
  /** A lease of several points in flight: requests arriving meanwhile wait for it instead of leasing too. */
  leasing: Promise<unknown> | undefined;
  /** Requests allowed while PostgreSQL was unreachable, not yet added to the shared counter. */
  pending: number;
  /** The shared counter (all processes, leases included) as last read. */
  consumed: number;
  /** When the shared window ends (ms since epoch); 0 until first read. */
  resetAt: number;
  limit: number;
}

/**
 * Per-client request limits per minute, shared by every API process through rate-limiter-flexible's
 * PostgreSQL store. A request is allowed only with a point this process took from the shared counter
 * beforehand, so all processes together never allow more than the limit. Far from the limit a process
 * takes a lease of several points in one statement (a tenth of what is left below 80 % of the limit)
 * and hands them out from memory (requests arriving while such a lease is in flight wait for it); from
 * 80 % on it takes one point per request. Points leased by a process
 * that then gets no more requests are lost for that window (a refusal can come slightly early, never
 * late). If PostgreSQL cannot be reached, counting continues in memory and is added to the shared
 * counter when it is back.
 */
export function createRateLimiter(store: RateLimitStore, defaultPerMinute: number) {
  const windows = new Map<number, ClientWindow>();
  let flushTimer: NodeJS.Timeout | undefined;

  function record(window: ClientWindow, result: SharedWindow | undefined): void {
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
      // Undefined when PostgreSQL is unreachable: counting continues in memory.
      const result = await store.add(clientId, window.limit, points);
      if (result) record(window, result);
      else window.pending += points; // still unreachable: the next request schedules another try
    }));
  }

  function headersOf(window: ClientWindow): RateLimitHeaders {
    return {
      'RateLimit-Limit': String(window.limit),
      'RateLimit-Remaining': String(Math.max(0, window.limit - window.consumed - window.pending) + window.leased),
      'RateLimit-Reset': String(Math.max(0, Math.ceil((window.resetAt - Date.now()) / 1000))),
    };
  }

  function refuse(window: ClientWindow): never {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
    throw problem.rateLimited(window.limit, WINDOW_SECONDS, retryAfter, { ...headersOf(window) });
  }

  /**
   * Counts a request's cost in points (1 unless its work costs more: `requestCost`), less the
   * `charged` points already counted for it; returns the headers to send, or throws 429 with
   * Retry-After. A cost above the limit is charged as the limit, so every request can be served.
   */
  return async function consume(client: Client, cost = 1, charged = 0): Promise<RateLimitHeaders> {
    const limit = client.rateLimitPerMinute ?? defaultPerMinute;
    const points = Math.min(Math.max(1, cost), limit) - charged;
    let window = windows.get(client.id);
    if (!window || window.limit !== limit) {
      window = { leased: 0, leasing: undefined, pending: 0, consumed: 0, resetAt: 0, limit };
      windows.set(client.id, window);
    }
    for (;;) {
      if (points <= 0) return headersOf(window);
      const now = Date.now();
      if (window.resetAt !== 0 && now >= window.resetAt) {
        window.consumed = 0;
        window.resetAt = 0;
        window.leased = 0; // leases belong to the window that ended
      }
      if (window.leased >= points) {
        window.leased -= points;
        return headersOf(window);
      }
      // Points this request still needs beyond what this process holds.
      const needed = points - window.leased;
      // The shared counter only grows within a window: over the limit as last read, refuse from memory.
      if (window.resetAt !== 0 && window.consumed + window.pending + needed > limit) refuse(window);
      const size = Math.max(needed, Math.floor((limit * EXACT_FROM - window.consumed - window.pending) * LEASE_SHARE));
      if (size > needed && window.leasing) {
        await window.leasing;
        continue;
      }
      const lease = store.add(client.id, limit, size);
      if (size > needed) window.leasing = lease;
      const result = await lease;
      if (window.leasing === lease) window.leasing = undefined;
      if (!result) {
        if (window.resetAt === 0) window.resetAt = now + WINDOW_SECONDS * 1000;
        if (window.consumed + window.pending + needed > limit) refuse(window);
        window.pending += needed;
        window.leased = 0;
        flushTimer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS).unref();
        return headersOf(window);
      }
      const resetAt = window.resetAt;
      record(window, result);
      if (window.resetAt > resetAt + 1000) window.leased = 0; // a new shared window began: older leases are void
      // Of the points just added, only those that fit under the limit are this process's to hand out.
      window.leased += Math.min(size, Math.max(0, limit - (result.consumedPoints - size)));
      if (window.leased < points) refuse(window);
      window.leased -= points;
      return headersOf(window);
    }
  };
}

export type ConsumeRateLimit = ReturnType<typeof createRateLimiter>;
