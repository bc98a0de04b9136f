import type { OperationHandler } from '../shared/operations.js';
import type { WebhookService } from './webhook-service.js';

const DEFAULT_PAGE_SIZE = 20;

/** Thin: the router has validated parameters against the contract (limit 1–100, cursor pattern, uuid). */
export function createWebhookHandlers(service: WebhookService) {
  const triggerWebhook: OperationHandler = async ({ client }) => {
    const { deliveryId, product } = await service.trigger(client);
    return {
      status: 200,
      json: { status: 'success', action: 'webhook_triggered', message: `Delivery ${deliveryId} of product ${product} queued.`, deliveryId },
    };
  };

  const listWebhookDeliveries: OperationHandler = async ({ client, query }) => {
    const limit = typeof query.limit === 'number' ? query.limit : DEFAULT_PAGE_SIZE;
    const cursor = typeof query.cursor === 'string' ? query.cursor : undefined;
    return { status: 200, json: await service.listDeliveries(client, limit, cursor) };
  };

  const redeliverWebhookDelivery: OperationHandler = async ({ client, params }) => {
    const delivery = await service.redeliver(client, params.deliveryId as string);
    return {
      status: 202,
      json: { status: 'success', action: 'webhook_redelivery_queued', message: `Delivery ${delivery.id} queued again.`, deliveryId: delivery.id },
    };
  };

  return { triggerWebhook, listWebhookDeliveries, redeliverWebhookDelivery };
}
