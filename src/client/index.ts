/**
 * Typed client for partners of the Product Sustainability Subscription Service API (v2).
 *
 * ```ts
 * import { createPssClient, PssApiError } from 'product-sustainability-subscription-service/client';
 * const pss = createPssClient({ baseUrl: 'https://pss.example.net/v2', apiKey: process.env.PSS_API_KEY! });
 * const account = await pss.getAccount();
 * ```
 *
 * Every method returns the typed success body or throws a {@link PssApiError}. Types come from the
 * contract (`generated/v2.ts`, generated from `openapi/v2.yaml`).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/v2.js';
import { toApiError } from './errors.js';
import type {
  Account,
  ClientIdentifier,
  Gtin,
  ProductExplanation,
  ProductRecord,
  RichProductSubmission,
  SubscribeProductResponse,
  SubscribeProductsRequest,
  SubscribeProductsResponse,
  UnsubscribeResponse,
  WebhookDeliveryList,
  WebhookRedeliverResponse,
  WebhookTriggerResponse,
} from './types.js';

export { PssApiError, parseRetryAfter } from './errors.js';
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
export type { paths, components, operations, webhooks } from '../../generated/v2.js';

export interface PssClientOptions {
  /** The service's address followed by `/v2`, e.g. `https://pss.example.net/v2`. */
  baseUrl: string;
  /** Your API key (`pss_live_…`); sent as `X-API-KEY` on every request. */
  apiKey: string;
  /** A fetch implementation (defaults to the global `fetch`), e.g. to add timeouts or a proxy. */
  fetch?: (input: Request) => Promise<Response>;
}

export interface ListWebhookDeliveriesOptions {
  /** How many deliveries to return, 1 to 100 (the service's default when left out). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the newest deliveries. */
  cursor?: string;
}

export interface PssClient {
  /** `GET /subscribe/account`: account status and subscription usage. */
  getAccount(): Promise<Account>;
  /** `POST /subscribe/`: subscribe to up to 10,000 products at once (simple form); invalid items are skipped. */
  subscribeProducts(products: SubscribeProductsRequest): Promise<SubscribeProductsResponse>;
  /** `POST /subscribe/more/add`: subscribe to (or replace the data of) one product, with rich data. */
  subscribeProduct(product: RichProductSubmission): Promise<SubscribeProductResponse>;
  /** `DELETE /subscribe/{gtin}`: end a subscription by GTIN (8 to 14 digits). */
  unsubscribeProduct(gtin: Gtin): Promise<UnsubscribeResponse>;
  /** `DELETE /subscribe/unsubscribeById/{client_identifier}`: end a subscription by your own identifier. */
  unsubscribeByClientIdentifier(clientIdentifier: ClientIdentifier): Promise<UnsubscribeResponse>;
  /** `GET /product/{gtin}`: the sustainability record of a subscribed product. */
  getProduct(gtin: Gtin): Promise<ProductRecord>;
  /**
   * `GET /product/{gtin}/explanation`: how every field of that record was computed. `language`
   * (`en` or `sv`, sent as `Accept-Language`) picks the language of the summary sentences.
   */
  getProductExplanation(gtin: Gtin, options?: { language?: 'en' | 'sv' }): Promise<ProductExplanation>;
  /** `GET /webhook/trigger`: push one random subscribed product to your webhook, as `product.test`. */
  triggerWebhook(): Promise<WebhookTriggerResponse>;
  /** `GET /webhook/deliveries`: one page of your webhook deliveries, newest first. */
  listWebhookDeliveries(options?: ListWebhookDeliveriesOptions): Promise<WebhookDeliveryList>;
  /** `POST /webhook/deliveries/{deliveryId}/redeliver`: queue a delivery again (same `webhook-id`). */
  redeliverWebhookDelivery(deliveryId: string): Promise<WebhookRedeliverResponse>;
  /** The underlying openapi-fetch client (with the API key middleware), for advanced use. */
  readonly raw: Client<paths>;
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
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('X-API-KEY', apiKey);
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json, application/problem+json');
      return request;
    },
  };
  raw.use(auth);

  return {
    raw,
    async getAccount() {
      return unwrap(await raw.GET('/subscribe/account'));
    },
    async subscribeProducts(products) {
      return unwrap(await raw.POST('/subscribe/', { body: products }));
    },
    async subscribeProduct(product) {
      return unwrap(await raw.POST('/subscribe/more/add', { body: product }));
    },
    async unsubscribeProduct(gtin) {
      return unwrap(await raw.DELETE('/subscribe/{gtin}', { params: { path: { gtin } } }));
    },
    async unsubscribeByClientIdentifier(clientIdentifier) {
      return unwrap(
        await raw.DELETE('/subscribe/unsubscribeById/{client_identifier}', { params: { path: { client_identifier: clientIdentifier } } }),
      );
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
    async listWebhookDeliveries(page = {}) {
      const query: { limit?: number; cursor?: string } = {};
      if (page.limit !== undefined) query.limit = page.limit;
      if (page.cursor !== undefined) query.cursor = page.cursor;
      return unwrap(await raw.GET('/webhook/deliveries', { params: { query } }));
    },
    async redeliverWebhookDelivery(deliveryId) {
      return unwrap(await raw.POST('/webhook/deliveries/{deliveryId}/redeliver', { params: { path: { deliveryId } } }));
    },
  };
}
