import type { operations } from '../../generated/v2.js';
import type { Client } from './client.js';

/** Operations served by this API (`productUpdated` is the outgoing webhook, not a route). */
export type OperationId = Exclude<keyof operations, 'productUpdated'>;

/** What a handler gets: the authenticated client and the request's parts, validated against the contract. */
export interface OperationContext {
  client: Client;
  params: Record<string, string>;
  /** Query parameters, validated and coerced to their schema types. */
  query: Record<string, unknown>;
  body: unknown;
  /** Request headers (lower-case names), for the few operations that read one (`Accept-Language`). */
  headers: Record<string, string | string[] | undefined>;
}

/**
 * What a handler returns. `rawJson` is sent as is (records stored already serialised); with
 * `entityTag` (JSON answers) it carries a strong ETag and a matching `If-None-Match` gets 304. `ndjson` (chunks
 * of whole lines) is streamed, gzip when the client accepts it, with backpressure. `headers` are
 * response headers the operation adds (`Content-Language`, `Vary`).
 */
export type OperationResult = (
  | { status: number; json: unknown; entityTag?: boolean }
  | { status: number; rawJson: string; entityTag?: boolean }
  | { status: number; ndjson: AsyncIterable<string>; entityTag?: undefined }
) & { headers?: Record<string, string> };

export type OperationHandler = (context: OperationContext) => Promise<OperationResult>;

/** Every operation of the contract must have a handler: the compiler checks this map is complete. */
export type OperationHandlers = Record<OperationId, OperationHandler>;
