/**
 * Typed client for partners of the Product Sustainability Subscription Service API (v2).
 *
 * ```ts
 * import { createPssClient, PssApiError } from '@pss/client';
 * const pss = createPssClient({ baseUrl: 'https://pss.example.net/v2', apiKey: process.env.PSS_API_KEY! });
 * const account = await pss.getAccount();
 * ```
 *
 * Every method returns the typed success body or throws a {@link PssApiError}. Types come from the
 * contract (`generated/v2.ts`, generated from `openapi/v2.yaml`).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../../generated/v2.js';
import { PssExportIncompleteError, toApiError } from './errors.js';
import { createTransport, type RetryOptions } from './transport.js';
import type {
  Account,
  BatchGetProductsResponse,
  Change,
  ChangeList,
  ClientIdentifier,
  ExportLine,
  Gtin,
  PartnerData,
  PartnerDataDeleted,
  PartnerDataRequest,
  ProductExplanation,
  ProductPreview,
  ProductRecord,
  RichProductSubmission,
  RichProductSubmissionByGtin,
  SubscribeProductResponse,
  SubscribeProductsRequest,
  SubscribeProductsResponse,
  SubscriptionList,
  SubscriptionSummary,
  UnsubscribeResponse,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointDeleted,
  WebhookRedeliverResponse,
  WebhookTriggerResponse,
} from './types.js';

export { PssApiError, PssExportIncompleteError, parseRetryAfter } from './errors.js';
export { PssTimeoutError, type RetryOptions } from './transport.js';
export * from './types.js';
export {
  verifyWebhook,
  verifyWebhookDelivery,
  verifyWebhookSignature,
  WebhookVerificationError,
  type VerifiedWebhook,
  type VerifiedSignature,
  type VerifyWebhookOptions,
  type WebhookHeaders,
  type WebhookVerificationReason,
} from './verify-webhook.js';
export type { paths, components, operations, webhooks } from '../../../generated/v2.js';

export interface PssClientOptions {
  /** The service's address followed by `/v2`, e.g. `https://pss.example.net/v2`. */
  baseUrl: string;
  /** Your API key (`pss_live_…`); sent as `X-API-KEY` on every request. */
  apiKey: string;
  /** A fetch implementation (defaults to the global `fetch`), e.g. to add a proxy or logging. */
  fetch?: (input: Request) => Promise<Response>;
  /**
   * Milliseconds one attempt may take, the answer's body included (the export: until its stream
   * starts), after which it fails with PssTimeoutError; 30,000 by default, 0 for no limit.
   */
  timeoutMs?: number;
  /**
   * Retries of `429 Too Many Requests` and `503 Service Unavailable`, which change nothing on the
   * service: after `Retry-After` when the answer has one, else with exponential back-off and jitter.
   * On by default (3 retries, waits of at most 30 s); `false` turns it off, so the first such answer
   * is thrown as a PssApiError with its `retryAfter`.
   */
  retry?: RetryOptions | false;
}

export interface ListWebhookDeliveriesOptions {
  /** How many deliveries to return, 1 to 100 (the service's default when left out). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the newest deliveries. */
  cursor?: string;
}

export interface PageOptions {
  /** Items per page, 1 to 1000 (the service's default, 100, when left out). */
  limit?: number;
  /** Where to continue: a `nextCursor` (or, for the change feed, a change's `cursor` or an export's trailer `nextCursor`). */
  after?: string;
}

/**
 * Makes a POST or DELETE safe to retry (the contract's *Idempotent retries*): 1 to 255 visible
 * ASCII characters, e.g. `crypto.randomUUID()`, new for each request and the same for its retries.
 * A retry within 24 hours gets the first successful answer again instead of running twice.
 */
export interface IdempotencyOptions {
  idempotencyKey?: string;
}

export interface PssClient {
  /** `GET /subscribe/account`: account status and subscription usage. */
  getAccount(): Promise<Account>;
  /** `POST /subscribe/`: subscribe to up to 10,000 products at once (simple form); invalid items are skipped. */
  subscribeProducts(products: SubscribeProductsRequest, options?: IdempotencyOptions): Promise<SubscribeProductsResponse>;
  /** `POST /subscribe/more/add`: subscribe to (or replace the data of) one product, with rich data. */
  subscribeProduct(product: RichProductSubmission, options?: IdempotencyOptions): Promise<SubscribeProductResponse>;
  /** `DELETE /subscribe/{gtin}`: end a subscription by GTIN (8 to 14 digits). */
  unsubscribeProduct(gtin: Gtin, options?: IdempotencyOptions): Promise<UnsubscribeResponse>;
  /** `DELETE /subscribe/unsubscribeById/{client_identifier}`: end a subscription by your own identifier. */
  unsubscribeByClientIdentifier(clientIdentifier: ClientIdentifier, options?: IdempotencyOptions): Promise<UnsubscribeResponse>;
  /** `GET /product/{gtin}`: the sustainability record of a subscribed product. */
  getProduct(gtin: Gtin): Promise<ProductRecord>;
  /**
   * `GET /product/{gtin}/explanation`: how every field of that record was computed. `language`
   * (`en` or `sv`, sent as `Accept-Language`) picks the language of the summary sentences.
   */
  getProductExplanation(gtin: Gtin, options?: { language?: 'en' | 'sv' }): Promise<ProductExplanation>;
  /** `GET /product/{gtin}/partner-data`: your own life-cycle data stored for a subscribed product. */
  getPartnerData(gtin: Gtin): Promise<PartnerData>;
  /**
   * `PUT /product/{gtin}/partner-data`: store your transport legs, processing energy and pack
   * components for a subscribed product (replacing what was stored); the record is re-scored and a
   * change delivered like any other. Safe to retry as it is.
   */
  putPartnerData(gtin: Gtin, data: PartnerDataRequest): Promise<PartnerData>;
  /** `DELETE /product/{gtin}/partner-data`: back to the method's defaults for that product. */
  deletePartnerData(gtin: Gtin, options?: IdempotencyOptions): Promise<PartnerDataDeleted>;
  /** `GET /webhook/trigger`: push one random subscribed product to your webhook, as `product.test`. */
  triggerWebhook(): Promise<WebhookTriggerResponse>;
  /** `GET /webhook/deliveries`: one page of your webhook deliveries, newest first. */
  listWebhookDeliveries(options?: ListWebhookDeliveriesOptions): Promise<WebhookDeliveryList>;
  /** Every webhook delivery, newest first, page after page (`GET /webhook/deliveries`). */
  webhookDeliveries(options?: ListWebhookDeliveriesOptions): AsyncIterable<WebhookDelivery>;
  /** `POST /webhook/deliveries/{deliveryId}/redeliver`: queue a delivery again (same `webhook-id`). */
  redeliverWebhookDelivery(deliveryId: string, options?: IdempotencyOptions): Promise<WebhookRedeliverResponse>;
  /**
   * `POST /products/preview`: the record and explanation a product would get from this data (and
   * the catalogue's for its GTIN), without subscribing; nothing is stored. `language` picks the
   * summary's language (`Accept-Language`). An `idempotencyKey` is accepted and ignored by the
   * service: a preview changes nothing and keeps nothing.
   */
  previewProduct(product: RichProductSubmissionByGtin, options?: { language?: 'en' | 'sv' } & IdempotencyOptions): Promise<ProductPreview>;
  /**
   * `POST /products/batch`: the records of up to 1,000 subscribed products, one entry per GTIN in
   * the order given; a GTIN without a subscription is `not_subscribed` with `record: null`. An
   * `idempotencyKey` is accepted and ignored by the service: a batch read keeps nothing.
   */
  batchGetProducts(gtins: Gtin[], options?: IdempotencyOptions): Promise<BatchGetProductsResponse>;
  /** `GET /webhook/endpoint`: your webhook address and its state (never the secret). */
  getWebhookEndpoint(): Promise<WebhookEndpoint>;
  /** `PUT /webhook/endpoint`: set the address (and enable it); a new endpoint's answer has its `whsec_` secret, shown once. */
  setWebhookEndpoint(url: string): Promise<WebhookEndpoint>;
  /** `POST /webhook/endpoint/disable`: stop deliveries, keeping address and secrets. */
  disableWebhookEndpoint(options?: IdempotencyOptions): Promise<WebhookEndpoint>;
  /** `DELETE /webhook/endpoint`: remove address and secrets. */
  deleteWebhookEndpoint(options?: IdempotencyOptions): Promise<WebhookEndpointDeleted>;
  /** `POST /webhook/endpoint/rotate-secret`: a new `whsec_` secret, shown once; the previous one also signs for 24 hours. */
  rotateWebhookSecret(options?: IdempotencyOptions): Promise<WebhookEndpoint>;
  /** `GET /subscribe/`: one page of your subscriptions, in creation order. */
  listSubscriptions(options?: PageOptions): Promise<SubscriptionList>;
  /** Every subscription, page after page (`GET /subscribe/`), from `after` when given. */
  subscriptions(options?: PageOptions): AsyncIterable<SubscriptionSummary>;
  /** `GET /changes`: one page of the change feed after `after`. */
  listChanges(options?: PageOptions): Promise<ChangeList>;
  /**
   * Every change after `after`, in commit order, until the feed has caught up (`hasMore` false).
   * Keep the last change's `cursor` and pass it as `after` next time. A cursor older than the
   * retention window throws PssApiError 410: re-sync with `exportProducts`.
   */
  changes(options?: PageOptions): AsyncIterable<Change>;
  /**
   * `GET /products/export`: every record, then the trailer line with the change-feed cursor to
   * continue from. Streamed (gzip-compressed on the wire when the fetch accepts it). Throws
   * PssApiError when the service refuses (401, 403, 429, 503) and PssExportIncompleteError when
   * the stream ends without its trailer (cut short: export again).
   */
  exportProducts(): AsyncIterable<ExportLine>;
  /** The underlying openapi-fetch client (with the API key middleware), for advanced use. */
  readonly raw: Client<paths>;
}

/**
 * The complete lines of a UTF-8 byte stream, without their line ends. Text after the last line end
 * is not a line (the service ends every line with one); it is returned, so the caller can tell.
 */
async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string, string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let pending = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      pending += decoder.decode(chunk.value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      yield* lines;
    }
    return pending + decoder.decode();
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The `Idempotency-Key` header, when one is given. */
function idempotencyHeader(options: IdempotencyOptions = {}): { 'Idempotency-Key'?: string } {
  return options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey };
}

function pageQuery(options: PageOptions): { limit?: number; after?: string } {
  const query: { limit?: number; after?: string } = {};
  if (options.limit !== undefined) query.limit = options.limit;
  if (options.after !== undefined) query.after = options.after;
  return query;
}

/** The success body, or the error answer as a PssApiError. */
function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  if (result.response.ok) {
    throw toApiError(result.response, `The service answered ${result.response.status} without a body.`);
  }
  throw toApiError(result.response, result.error);
}

export function createPssClient(options: PssClientOptions): PssClient {
  if (!options.apiKey) throw new TypeError('createPssClient: apiKey is required');
  if (!options.baseUrl) throw new TypeError('createPssClient: baseUrl is required');
  const apiKey = options.apiKey;
  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: createTransport({
      fetch: options.fetch ?? ((request) => fetch(request)),
      timeoutMs: options.timeoutMs ?? 30_000,
      retry: options.retry ?? {},
    }),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('X-API-KEY', apiKey);
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json, application/problem+json');
      return request;
    },
  };
  raw.use(auth);

  async function listSubscriptions(page: PageOptions = {}) {
    return unwrap(await raw.GET('/subscribe/', { params: { query: pageQuery(page) } }));
  }
  async function listWebhookDeliveries(page: ListWebhookDeliveriesOptions = {}) {
    const query: { limit?: number; cursor?: string } = {};
    if (page.limit !== undefined) query.limit = page.limit;
    if (page.cursor !== undefined) query.cursor = page.cursor;
    return unwrap(await raw.GET('/webhook/deliveries', { params: { query } }));
  }
  async function listChanges(page: PageOptions = {}) {
    return unwrap(await raw.GET('/changes', { params: { query: pageQuery(page) } }));
  }

  return {
    raw,
    listSubscriptions,
    async *subscriptions(page = {}) {
      let after = page.after;
      do {
        const found = await listSubscriptions({ ...page, after });
        yield* found.subscriptions;
        after = found.nextCursor ?? undefined;
      } while (after !== undefined);
    },
    listChanges,
    async *changes(page = {}) {
      let after = page.after;
      for (;;) {
        const found = await listChanges({ ...page, after });
        yield* found.changes;
        after = found.nextCursor;
        if (!found.hasMore) return;
      }
    },
    async *exportProducts() {
      const result = await raw.GET('/products/export', { parseAs: 'stream', headers: { Accept: 'application/x-ndjson, application/problem+json' } });
      const body = unwrap(result) as ReadableStream<Uint8Array>;
      let records = 0;
      const lines = linesOf(body);
      try {
        for (let next = await lines.next(); !next.done; next = await lines.next()) {
          const parsed = JSON.parse(next.value) as ExportLine;
          if ('trailer' in parsed) {
            yield parsed;
            return;
          }
          records += 1;
          yield parsed;
        }
      } catch (error) {
        // The connection failed mid-stream (fetch's TypeError); a bad line is the service's fault, not a cut.
        if (error instanceof TypeError) throw new PssExportIncompleteError(records, error);
        throw error;
      } finally {
        await lines.return('');
      }
      throw new PssExportIncompleteError(records);
    },
    async getAccount() {
      return unwrap(await raw.GET('/subscribe/account'));
    },
    async subscribeProducts(products, options) {
      return unwrap(await raw.POST('/subscribe/', { body: products, params: { header: idempotencyHeader(options) } }));
    },
    async subscribeProduct(product, options) {
      return unwrap(await raw.POST('/subscribe/more/add', { body: product, params: { header: idempotencyHeader(options) } }));
    },
    async unsubscribeProduct(gtin, options) {
      return unwrap(await raw.DELETE('/subscribe/{gtin}', { params: { path: { gtin }, header: idempotencyHeader(options) } }));
    },
    async unsubscribeByClientIdentifier(clientIdentifier, options) {
      return unwrap(
        await raw.DELETE('/subscribe/unsubscribeById/{client_identifier}', { params: { path: { client_identifier: clientIdentifier }, header: idempotencyHeader(options) } }),
      );
    },
    async previewProduct(product, options = {}) {
      const header = { ...idempotencyHeader(options), ...(options.language ? { 'Accept-Language': options.language } : {}) };
      return unwrap(await raw.POST('/products/preview', { body: product, params: { header } }));
    },
    async batchGetProducts(gtins, options) {
      return unwrap(await raw.POST('/products/batch', { body: { gtins }, params: { header: idempotencyHeader(options) } }));
    },
    async getProduct(gtin) {
      return unwrap(await raw.GET('/product/{gtin}', { params: { path: { gtin } } }));
    },
    async getProductExplanation(gtin, options = {}) {
      const header = options.language ? { 'Accept-Language': options.language } : undefined;
      return unwrap(await raw.GET('/product/{gtin}/explanation', { params: { path: { gtin }, ...(header ? { header } : {}) } }));
    },
    async triggerWebhook() {
      return unwrap(await raw.GET('/webhook/trigger'));
    },
    listWebhookDeliveries,
    async *webhookDeliveries(page = {}) {
      let cursor = page.cursor;
      do {
        const found = await listWebhookDeliveries({ ...page, cursor });
        yield* found.deliveries;
        cursor = found.nextCursor ?? undefined;
      } while (cursor !== undefined);
    },
    async redeliverWebhookDelivery(deliveryId, options) {
      return unwrap(await raw.POST('/webhook/deliveries/{deliveryId}/redeliver', { params: { path: { deliveryId }, header: idempotencyHeader(options) } }));
    },
    async getPartnerData(gtin) {
      return unwrap(await raw.GET('/product/{gtin}/partner-data', { params: { path: { gtin } } }));
    },
    async putPartnerData(gtin, data) {
      return unwrap(await raw.PUT('/product/{gtin}/partner-data', { params: { path: { gtin } }, body: data }));
    },
    async deletePartnerData(gtin, options) {
      return unwrap(await raw.DELETE('/product/{gtin}/partner-data', { params: { path: { gtin }, header: idempotencyHeader(options) } }));
    },
    async getWebhookEndpoint() {
      return unwrap(await raw.GET('/webhook/endpoint'));
    },
    async setWebhookEndpoint(url) {
      return unwrap(await raw.PUT('/webhook/endpoint', { body: { url } }));
    },
    async disableWebhookEndpoint(options) {
      return unwrap(await raw.POST('/webhook/endpoint/disable', { params: { header: idempotencyHeader(options) } }));
    },
    async deleteWebhookEndpoint(options) {
      return unwrap(await raw.DELETE('/webhook/endpoint', { params: { header: idempotencyHeader(options) } }));
    },
    async rotateWebhookSecret(options) {
      return unwrap(await raw.POST('/webhook/endpoint/rotate-secret', { params: { header: idempotencyHeader(options) } }));
    },
  };
}
