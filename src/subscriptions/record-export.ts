import { problem } from '../shared/app-error.js';
import type { ExportLimits } from '../config.js';
import { withRecordId } from '../products/product-record.js';
import type { StoredRecordRow } from './subscription-store.js';
import type { RecordIds } from './record-ids.js';

/** Records read by one statement: a short query (milliseconds), never a transaction held open while the reader reads. */
const EXPORT_CHUNK_RECORDS = 500;

/** How long a partner over an export limit is asked to wait. */
const EXPORT_RETRY_AFTER_SECONDS = 10;

/** The feed cursor after every change committed so far (a statement of its own). */
export type CurrentFeedCursor = (clientId: number) => Promise<string>;

/** One keyset chunk of a client's records in id order, read with one short statement. */
export type RecordsAfter = (clientId: number, afterId: number, limit: number) => Promise<StoredRecordRow[]>;

/** At most `size` holders at once; the others wait in turn (first come, first served). */
function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
  };
}

/**
 * GET /products/export: every record of a client as NDJSON lines, each exactly as the product read
 * sends it, then a trailer line with the change-feed cursor to continue from.
 *
 * A slow reader must not hold anything others need (docs/security.md, "Exports"): the records are
 * read in keyset chunks of EXPORT_CHUNK_RECORDS, each by one short statement on a pooled connection
 * that is released before the chunk is sent, and no more than EXPORT_DB_CONNECTIONS of these
 * statements run at once, whatever the number of exports. So the API's requests and the worker
 * always find the rest of the pool. Exports running at once are limited per client and in total
 * (429 `/problems/too-many-exports` beyond); a reader that stops reading is cut off by `sendNdjson`.
 *
 * Consistency: the cursor is read first, so every change committed before the export started is in
 * the records and at or before the cursor, and every later change is after the cursor. A record may
 * already show a change that the feed from the cursor then brings again; each change carries the
 * whole payload, so applying the feed from the cursor makes the copy current (docs of the operation).
 */
export function createRecordExport(deps: { recordsAfter: RecordsAfter; currentCursor: CurrentFeedCursor; recordIds: RecordIds; limits: ExportLimits }) {
  const { limits } = deps;
  const running = new Map<number, number>();
  let total = 0;
  const reads = createSlots(limits.dbConnections);

  /** Takes an export place for the client, or refuses with 429; the returned function gives it back. */
  function admit(clientId: number): () => void {
    const mine = running.get(clientId) ?? 0;
    if (mine >= limits.perClient) {
      throw problem.tooManyExportsOfClient(mine, limits.perClient, EXPORT_RETRY_AFTER_SECONDS);
    }
    if (total >= limits.total) throw problem.tooManyExportsInAll(limits.total, EXPORT_RETRY_AFTER_SECONDS);
    running.set(clientId, mine + 1);
    total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total -= 1;
      const left = (running.get(clientId) ?? 1) - 1;
      if (left > 0) running.set(clientId, left);
      else running.delete(clientId);
    };
  }

  return {
    /** NDJSON text in chunks of whole lines; the first `next()` refuses with 429 when the limits are reached. */
    async *lines(clientId: number): AsyncGenerator<string> {
      const release = admit(clientId);
      try {
        const nextCursor = await reads.run(() => deps.currentCursor(clientId));
        const shownId = await deps.recordIds.forClient(clientId);
        let records = 0;
        let afterId = 0;
        for (;;) {
          const rows = await reads.run(() => deps.recordsAfter(clientId, afterId, EXPORT_CHUNK_RECORDS));
          const last = rows.at(-1);
          if (!last) break;
          records += rows.length;
          afterId = last.id;
          // One chunk of lines is one write: one write per line would cost more than the rows.
          yield rows.map((row) => `${withRecordId(shownId(row.id), row.record)}\n`).join('');
          if (rows.length < EXPORT_CHUNK_RECORDS) break;
        }
        yield `${JSON.stringify({ trailer: { nextCursor, records } })}\n`;
      } finally {
        // Reached also when the reader stops early (a closed or cut-off connection).
        release();
      }
    },
  };
}

export type RecordExport = ReturnType<typeof createRecordExport>;
