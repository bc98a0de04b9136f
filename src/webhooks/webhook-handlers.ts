import type { OperationHandler } from '../shared/operations.js';
import type { WebhookPartnerService } from './webhook-partner-service.js';

const DEFAULT_PAGE_SIZE = 20;

/** Thin: the router has validated parameters against the contract (limit 1–100, cursor pattern, uuid). */
export function createWebhookHandlers(service: WebhookPartnerService) {
  const triggerWebhook: OperationHandler<'triggerWebhook'> = async ({ client }) => {
    const { deliveryId, product } = await service.trigger(client);
    return {
      status: 200,
      json: { status: 'success', action: 'webhook_triggered', message: `Delivery ${deliveryId} of product ${product} queued.`, deliveryId },
    };
  };

  const listWebhookDeliveries: OperationHandler<'listWebhookDeliveries'> = async ({ client, query }) => {
    return { status: 200, json: await service.listDeliveries(client, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor) };
  };

  const redeliverWebhookDelivery: OperationHandler<'redeliverWebhookDelivery'> = async ({ client, params }) => {
    const delivery = await service.redeliver(client, params.deliveryId);
    return {
      status: 202,
      json: { status: 'success', action: 'webhook_redelivery_queued', message: `Delivery ${delivery.id} queued again.`, deliveryId: delivery.id },
    };
  };

  return { triggerWebhook, listWebhookDeliveries, redeliverWebhookDelivery };
}
