import type { Knex } from 'knex';
import { withRecordId } from '../products/product-record.js';
import type { SubscriptionStore } from './subscription-store.js';

/** The change-feed cursor after everything visible in the transaction's snapshot. */
const CHUNK_CHARS = 64 * 1024;

export type FeedCursorInSnapshot = (trx: Knex, clientId: number) => Promise<string>;

/**
 * GET /products/export: every record of a client as NDJSON lines, each exactly as the product read
 * sends it, then a trailer line with the change-feed cursor to continue from.
 *
 * The cursor and the records are read in one REPEATABLE READ snapshot: a change committed before
 * it is in the records and at or before the cursor; a change committed after it is in neither,
 * and its seq is above the cursor (the change log's per-client commit order), so the feed from the
 * cursor brings it. Export plus feed is therefore a consistent copy.
 */
export function createRecordExport(deps: { db: Knex; subscriptions: SubscriptionStore; feedCursor: FeedCursorInSnapshot }) {
  return {
    /** NDJSON text in chunks of whole lines. */
    async *lines(clientId: number): AsyncGenerator<string> {
      const trx = await deps.db.transaction({ isolationLevel: 'repeatable read', readOnly: true });
      const rows = { stream: undefined as ReturnType<SubscriptionStore['streamRecords']> | undefined };
      try {
        // The first statement fixes the snapshot both reads use.
        const nextCursor = await deps.feedCursor(trx, clientId);
        rows.stream = deps.subscriptions.streamRecords(trx, clientId);
        let records = 0;
        // Lines go out in chunks of about 64 KiB: one write per line would cost more than the rows.
        let chunk = '';
        for await (const row of rows.stream) {
          records += 1;
          chunk += `${withRecordId(row.id, row.record)}\n`;
          if (chunk.length >= CHUNK_CHARS) {
            yield chunk;
            chunk = '';
          }
        }
        yield `${chunk}${JSON.stringify({ trailer: { nextCursor, records } })}\n`;
      } finally {
        // Reached also when the reader stops early (a closed connection): nothing stays open.
        rows.stream?.destroy();
        await trx.rollback().catch(() => undefined);
      }
    },
  };
}

export type RecordExport = ReturnType<typeof createRecordExport>;
