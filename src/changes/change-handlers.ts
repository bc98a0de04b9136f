import type { OperationHandler } from '../shared/operations.js';
import type { ChangeService } from './change-service.js';

/** The contract's default for `limit` (1–1000, validated by the router). */
const DEFAULT_PAGE_LIMIT = 100;

export function createChangeHandlers(service: ChangeService) {
  const listChanges: OperationHandler<'listChanges'> = async ({ client, query }) => {
    return { status: 200, json: await service.page(client.id, query.after, query.limit ?? DEFAULT_PAGE_LIMIT) };
  };
  return { listChanges };
}
