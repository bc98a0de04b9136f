import type { OperationHandler } from '../shared/operations.js';
import type { WebhookEndpointService } from './webhook-endpoint-service.js';

/** Thin: the router has validated the body against the contract (`url` 1–2048 characters, nothing else). */
export function createWebhookEndpointHandlers(service: WebhookEndpointService) {
  const getWebhookEndpoint: OperationHandler<'getWebhookEndpoint'> = async ({ client }) => ({ status: 200, json: await service.get(client) });

  const setWebhookEndpoint: OperationHandler<'setWebhookEndpoint'> = async ({ client, body }) => {
    const { endpoint } = await service.set(client, body.url);
    return { status: 200, json: endpoint };
  };

  const disableWebhookEndpoint: OperationHandler<'disableWebhookEndpoint'> = async ({ client }) => ({ status: 200, json: await service.disable(client) });

  const deleteWebhookEndpoint: OperationHandler<'deleteWebhookEndpoint'> = async ({ client }) => {
    const { url } = await service.delete(client);
    return { status: 200, json: { status: 'success', action: 'webhook_endpoint_deleted', message: `The webhook endpoint ${url} is deleted.`.slice(0, 200) } };
  };

  const rotateWebhookSecret: OperationHandler<'rotateWebhookSecret'> = async ({ client }) => ({ status: 200, json: await service.rotateSecret(client) });

  return { getWebhookEndpoint, setWebhookEndpoint, disableWebhookEndpoint, deleteWebhookEndpoint, rotateWebhookSecret };
}
