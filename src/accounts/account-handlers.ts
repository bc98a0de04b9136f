import type { OperationHandler } from '../shared/operations.js';
import type { components } from '../../generated/v2.js';
import type { ClientStore } from './client-store.js';

type Account = components['schemas']['Account'];

export function createAccountHandlers(clients: ClientStore): { getAccount: OperationHandler<'getAccount'> } {
  return {
    // Read fresh, not from the authentication cache: current_count must reflect the caller's last write.
    async getAccount({ client }) {
      const fresh = (await clients.findById(client.id)) ?? client;
      const body: Account = {
        status: fresh.status,
        client: fresh.name,
        subscriptions: { current_count: fresh.currentCount, max_limit: fresh.maxLimit },
        mode: fresh.mode,
      };
      return { status: 200, json: body };
    },
  };
}
