import type { Knex } from 'knex';
import type { WebhookPayload } from '../products/product-record.js';
import { problem } from '../shared/app-error.js';
import type { CursorCodec } from '../shared/cursor.js';
import type { Change, ChangeStore, NewChange } from './change-store.js';

/** The parameter a change-feed cursor arrives in. */
const AFTER = 'after';

/** Where a partner re-syncs from when its cursor has expired, as an RFC 8288 link on the 410. */
const RESYNC_LINK = '</v2/products/export>; rel="alternate"; type="application/x-ndjson"';

export const cursorExpired = (retentionDays: number) => problem.cursorExpired(retentionDays, RESYNC_LINK);

function changeView(change: Change, cursor: string) {
  return {
    cursor,
    event: change.event,
    occurredAt: change.occurredAt.toISOString(),
    gtin: change.gtin,
    client_identifier: change.clientIdentifier,
    payload: JSON.parse(change.payload) as WebhookPayload,
  };
}

/**
 * The change feed: the same product.updated events, with the same payloads, that webhooks deliver,
 * plus product.unsubscribed, kept as long as the delivery log (WEBHOOK_LOG_RETENTION_DAYS).
 */
export function createChangeService(deps: { store: ChangeStore; retentionDays: number; cursors: CursorCodec }) {
  const { store, retentionDays, cursors } = deps;
  return {
    /** Called inside the transaction that made the changes: they commit or roll back with it. */
    async record(trx: Knex.Transaction, changes: readonly NewChange[]): Promise<void> {
      await store.append(trx, changes);
    },

    /** GET /changes: the client's changes after `after` (from the oldest kept without it). */
    async page(clientId: number, after: string | undefined, limit: number) {
      const afterSeq = after === undefined ? 0 : cursors.decode('c', clientId, after, AFTER);
      const { changes, prunedThrough } = await store.page(clientId, afterSeq, limit + 1);
      if (after !== undefined && afterSeq < prunedThrough) throw cursorExpired(retentionDays);
      const shown = changes.slice(0, limit);
      const last = shown.at(-1)?.seq ?? Math.max(afterSeq, prunedThrough);
      return {
        changes: shown.map((change) => changeView(change, cursors.encode('c', clientId, change.seq))),
        nextCursor: cursors.encode('c', clientId, last),
        hasMore: changes.length > limit,
      };
    },

    /** The cursor that continues the feed after every change of the client committed so far. */
    async currentCursor(clientId: number): Promise<string> {
      return cursors.encode('c', clientId, await store.latestSeq(clientId));
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;
