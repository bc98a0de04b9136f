import type { operations } from '../../generated/v2.js';
import type { Client } from './client.js';
import type { JsonText } from './json-text.js';

/**
 * Operations served by this API, each by its own handler (`productUpdated` is the outgoing webhook,
 * not a route). A `…DeprecatedPath` operation is a deprecated path of another operation, an `…AliasPath` one the same
 * path without its trailing slash; both name in `x-alias-of` the operation that serves them (http/deprecation.ts).
 */
export type OperationId = Exclude<keyof operations, 'productUpdated' | `${string}DeprecatedPath` | `${string}AliasPath`>;

type Operation<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** `never` (the generator's "no such part") as an empty object, so handlers can always destructure. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** The operation's path parameters, as the contract types them (validated before the handler runs). */
export type PathParams<K extends OperationId> = Part<Operation<K>['parameters']['path']>;
/** The operation's query parameters, validated and coerced to their schema types (`limit=5` → 5). */
export type QueryParams<K extends OperationId> = Part<Operation<K>['parameters']['query']>;
/** The operation's JSON request body, validated against its schema; `undefined` for operations without one. */
export type RequestBody<K extends OperationId> = [NonNullable<Operation<K>['requestBody']>] extends [never] ? undefined : JsonContent<NonNullable<Operation<K>['requestBody']>>;

type SuccessStatus<K extends OperationId> = Extract<keyof Operation<K>['responses'], 200 | 201 | 202>;
type ResponseBody<K extends OperationId, S extends SuccessStatus<K>> = JsonContent<Operation<K>['responses'][S]>;
/** Whether the response is declared as a stream of JSON lines (`application/x-ndjson`). */
type IsNdjson<T> = T extends { content: { 'application/x-ndjson': unknown } } ? true : false;

/**
 * What a handler returns: a success status the contract declares, with its body as the contract
 * types it. `rawJson` is sent as is (records stored already serialised); with `entityTag` (JSON
 * answers) it carries a strong ETag and a matching `If-None-Match` gets 304. `ndjson` (chunks of whole lines),
 * only where the contract declares `application/x-ndjson`, is streamed, gzip when the client
 * accepts it, with backpressure.
 */
export type OperationResult<K extends OperationId> = {
  [S in SuccessStatus<K>]:
    | { status: S; json: ResponseBody<K, S>; entityTag?: boolean }
    | { status: S; rawJson: JsonText<ResponseBody<K, S>>; entityTag?: boolean }
    | (IsNdjson<Operation<K>['responses'][S]> extends true ? { status: S; ndjson: AsyncIterable<string>; entityTag?: undefined } : never);
}[SuccessStatus<K>] & {
  /** Response headers the operation adds (`Content-Language`, `Vary`). */
  headers?: Record<string, string>;
};

/** What a handler gets: the authenticated client and the request's parts, validated against the contract. */
export interface OperationContext<K extends OperationId> {
  client: Client;
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /** Request headers (lower-case names), for the few operations that read one (`Accept-Language`). */
  headers: Record<string, string | string[] | undefined>;
}

export type OperationHandler<K extends OperationId> = (context: OperationContext<K>) => Promise<OperationResult<K>>;

/** Every operation of the contract must have a handler: the compiler checks this map is complete and each handler's types. */
export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };
