import type { OperationHandler } from '../shared/operations.js';
import type { components } from '../../generated/v2.js';
import type { ProductData } from '../scoring/index.js';
import { withRecordId } from '../products/product-record.js';
import type { SubscriptionService } from './subscription-service.js';
import type { RecordExport } from './record-export.js';

type Schemas = components['schemas'];

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The contract's default for `limit` (1–1000, validated by the router). */
const DEFAULT_PAGE_LIMIT = 100;

export function createSubscriptionHandlers(service: SubscriptionService, recordExport: RecordExport) {
  const listSubscriptions: OperationHandler = async ({ client, query }) => {
    const limit = typeof query.limit === 'number' ? query.limit : DEFAULT_PAGE_LIMIT;
    const after = typeof query.after === 'string' ? query.after : undefined;
    return { status: 200, json: await service.listSubscriptions(client, after, limit) };
  };

  const exportProducts: OperationHandler = async ({ client }) => ({ status: 200, ndjson: recordExport.lines(client.id) });

  const subscribeProducts: OperationHandler = async ({ client, body }) => {
    const outcome = await service.subscribeProducts(client, body as ProductData[]);
    const response: Schemas['SubscribeProductsResponse'] = {
      status: 'success',
      message: `${plural(outcome.productsSubscribed + outcome.unknownProductsSubscribed, 'product')} subscribed (${outcome.unknownProductsSubscribed} not in the catalogue), ${outcome.skipped.length} skipped.`,
      client: client.name,
      productsSubscribed: outcome.productsSubscribed,
      unknownProductsSubscribed: outcome.unknownProductsSubscribed,
      productsSkipped: outcome.skipped.length,
      skipped: outcome.skipped,
    };
    return { status: 200, json: response };
  };

  const subscribeProduct: OperationHandler = async ({ client, body }) => {
    const outcome = await service.subscribeProduct(client, body as ProductData);
    const response: Schemas['SubscribeProductResponse'] = {
      status: 'success',
      action: outcome.created ? 'subscription_created' : 'subscription_updated',
      client: client.name,
      subscriptions: { current_count: outcome.currentCount, max_limit: outcome.maxLimit },
    };
    return { status: 200, json: response };
  };

  const unsubscribed = (clientName: string, what: string): Schemas['UnsubscribeResponse'] => ({
    status: 'success',
    message: `Unsubscribed from product ${what}.`,
    action: 'product_unsubscribed',
    client: clientName,
  });

  const unsubscribeProduct: OperationHandler = async ({ client, params }) => {
    const removed = await service.unsubscribe(client, { gtin: params.gtin as string });
    return { status: 200, json: unsubscribed(client.name, removed.gtin as string) };
  };

  const unsubscribeByClientIdentifier: OperationHandler = async ({ client, params }) => {
    const identifier = params.client_identifier as string;
    await service.unsubscribe(client, { clientIdentifier: identifier });
    return { status: 200, json: unsubscribed(client.name, identifier) };
  };

  const getProduct: OperationHandler = async ({ client, params }) => {
    const found = await service.readRecord(client, params.gtin as string);
    return { status: 200, rawJson: withRecordId(found.id, found.record), entityTag: true };
  };

  return { listSubscriptions, exportProducts, subscribeProducts, subscribeProduct, unsubscribeProduct, unsubscribeByClientIdentifier, getProduct };
}
