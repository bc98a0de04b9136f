import type { Knex } from 'knex';
import type { RecordChange, RecordChangeListener } from './subscription-service.js';
import type { RecordRewrite, SubscriptionStore } from './subscription-store.js';
import { METHOD_VERSION } from '../scoring/index.js';
import { buildRecord } from '../products/product-record.js';

export type RefreshSelection = { gtins: string[] } | { staleMethod: true };
type Where = { gtins: string[] } | { notMethodVersion: string };
type Totals = { examined: number; rewritten: number; delivered: number };

const BATCH_SIZE = 1_000;

/**
 * Recomputes stored records after their inputs changed outside the subscription itself: catalogue
 * updates and new scoring methods. Changed payloads are delivered like any other change.
 */
export function createRecordRefresher(deps: { db: Knex; subscriptions: SubscriptionStore; onRecordsChanged: RecordChangeListener }) {
  const { db, subscriptions, onRecordsChanged } = deps;

  /** Recomputes the next batch after `afterId` in `trx`: only the records whose text changed are rewritten. */
  async function refreshBatch(trx: Knex.Transaction, where: Where, afterId: number): Promise<Totals & { lastId: number }> {
    const rows = await subscriptions.lockBatchForRefresh(trx, where, afterId, BATCH_SIZE);
    const rewrites: RecordRewrite[] = [];
    const changes: RecordChange[] = [];
    for (const row of rows) {
      const built = buildRecord({ gtin: row.gtin, clientIdentifier: row.clientIdentifier, catalogue: row.catalogue ?? undefined, submission: row.submission, partnerData: row.partnerData });
      if (built.record === row.record && built.methodVersion === row.methodVersion) continue;
      rewrites.push({ id: row.id, ...built });
      if (built.payload !== row.payload) changes.push({ subscriptionId: row.id, clientId: row.clientId, gtin: row.gtin, clientIdentifier: row.clientIdentifier, payload: built.payload });
    }
    await subscriptions.rewriteRecords(trx, rewrites);
    if (changes.length > 0) await onRecordsChanged(trx, changes);
    return { examined: rows.length, lastId: rows.at(-1)?.id ?? afterId, rewritten: rewrites.length, delivered: changes.length };
  }

  /** Runs batches until one comes back short, each in the transaction `inTransaction` gives it. */
  async function refreshAll(where: Where, inTransaction: (work: (trx: Knex.Transaction) => Promise<Totals & { lastId: number }>) => Promise<Totals & { lastId: number }>): Promise<Totals> {
    let afterId = 0;
    const totals = { examined: 0, rewritten: 0, delivered: 0 };
    for (;;) {
      const batch = await inTransaction((trx) => refreshBatch(trx, where, afterId));
      totals.examined += batch.examined;
      totals.rewritten += batch.rewritten;
      totals.delivered += batch.delivered;
      afterId = batch.lastId;
      if (batch.examined < BATCH_SIZE) return totals;
    }
  }

  return {
    /** Each batch of 1,000 subscriptions in a transaction of its own (the refresh job). */
    refresh(selection: RefreshSelection): Promise<Totals> {
      const where = 'gtins' in selection ? { gtins: selection.gtins } : { notMethodVersion: METHOD_VERSION };
      return refreshAll(where, (work) => db.transaction(work));
    },

    /**
     * The records of these products, recomputed in the caller's transaction (the catalogue import's):
     * they and their deliveries commit with the catalogue change, and the worker is left to deliver
     * (docs/adr/0098-catalogue-refresh-in-the-import.md).
     */
    async refreshWithin(trx: Knex.Transaction, gtins: string[]): Promise<Totals> {
      await subscriptions.lockProductsForRefresh(trx, gtins);
      return refreshAll({ gtins }, (work) => work(trx));
    },
  };
}

export type RecordRefresher = ReturnType<typeof createRecordRefresher>;
