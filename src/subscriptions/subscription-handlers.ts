import type { OperationHandler } from '../shared/operations.js';
import type { components } from '../../generated/v2.js';
import { withRecordId } from '../products/product-record.js';
import type { BulkOutcome, SubscriptionService } from './subscription-service.js';
import type { RecordExport } from './record-export.js';

type Schemas = components['schemas'];

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * The bulk outcome in words, each number beside the name of the field that carries it, so the
 * sentence and the counters cannot be read as saying different things.
 */
function bulkMessage(outcome: BulkOutcome): string {
  const subscribed = outcome.productsSubscribed + outcome.unknownProductsSubscribed;
  return `${plural(subscribed, 'product')} subscribed: ${outcome.productsSubscribed} in the catalogue (productsSubscribed), ` +
    `${outcome.unknownProductsSubscribed} not in it (unknownProductsSubscribed), ${outcome.productsAlreadySubscribed} of them already subscribed; ` +
    `${outcome.skipped.length} skipped.`;
}

/** The contract's default for `limit` (1–1000, validated by the router). */
const DEFAULT_PAGE_LIMIT = 100;

export function createSubscriptionHandlers(service: SubscriptionService, recordExport: RecordExport) {
  const listSubscriptions: OperationHandler<'listSubscriptions'> = async ({ client, query }) => {
    return { status: 200, json: await service.listSubscriptions(client, query.after, query.limit ?? DEFAULT_PAGE_LIMIT) };
  };

  const exportProducts: OperationHandler<'exportProducts'> = ({ client }) => Promise.resolve({ status: 200, ndjson: recordExport.lines(client.id) });

  const subscribeProducts: OperationHandler<'subscribeProducts'> = async ({ client, body }) => {
    const outcome = await service.subscribeProducts(client, body);
    const response: Schemas['SubscribeProductsResponse'] = {
      status: 'success',
      message: bulkMessage(outcome),
      client: client.name,
      productsSubscribed: outcome.productsSubscribed,
      unknownProductsSubscribed: outcome.unknownProductsSubscribed,
      productsAlreadySubscribed: outcome.productsAlreadySubscribed,
      productsSkipped: outcome.skipped.length,
      skipped: outcome.skipped,
    };
    return { status: 200, json: response };
  };

  const subscribeProduct: OperationHandler<'subscribeProduct'> = async ({ client, body }) => {
    const outcome = await service.subscribeProduct(client, body);
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

  const unsubscribeProduct: OperationHandler<'unsubscribeProduct'> = async ({ client, params }) => {
    const removed = await service.unsubscribe(client, { gtin: params.gtin });
    return { status: 200, json: unsubscribed(client.name, removed.gtin ?? params.gtin) };
  };

  const unsubscribeByClientIdentifier: OperationHandler<'unsubscribeByClientIdentifier'> = async ({ client, params }) => {
    await service.unsubscribe(client, { clientIdentifier: params.client_identifier });
    return { status: 200, json: unsubscribed(client.name, params.client_identifier) };
  };

  const getProduct: OperationHandler<'getProduct'> = async ({ client, params }) => {
    const found = await service.readRecord(client, params.gtin);
    return { status: 200, rawJson: withRecordId(found.id, found.record), entityTag: true };
  };

  const batchGetProducts: OperationHandler<'batchGetProducts'> = async ({ client, body }) => {
    const { gtins, records } = await service.readRecords(client, body.gtins);
    // Records are stored serialised: the answer is assembled from them without parsing them again.
    let notSubscribed = 0;
    const entries = gtins.map((gtin, index) => {
      const found = records[index];
      if (found) return `{"gtin":"${gtin}","status":"subscribed","record":${withRecordId(found.id, found.record)}}`;
      notSubscribed += 1;
      return `{"gtin":"${gtin}","status":"not_subscribed","record":null}`;
    });
    return { status: 200, rawJson: `{"products":[${entries.join(',')}],"notSubscribed":${notSubscribed}}` };
  };

  return { batchGetProducts, listSubscriptions, exportProducts, subscribeProducts, subscribeProduct, unsubscribeProduct, unsubscribeByClientIdentifier, getProduct };
}
