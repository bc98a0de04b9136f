import type { Knex } from 'knex';
import type { RecordChange, RecordChangeListener } from './subscription-service.js';
import type { SubscriptionStore, SubscriptionWrite } from './subscription-store.js';
import { METHOD_VERSION } from '../scoring/index.js';
import { buildRecord } from '../products/product-record.js';

export type RefreshSelection = { gtins: string[] } | { staleMethod: true };

const BATCH_SIZE = 1_000;

/**
 * Recomputes stored records after their inputs changed outside the subscription itself: catalogue
 * updates and new scoring methods. Changed payloads are delivered like any other change.
 */
export function createRecordRefresher(deps: { db: Knex; subscriptions: SubscriptionStore; onRecordsChanged: RecordChangeListener }) {
  const { db, subscriptions, onRecordsChanged } = deps;

  return {
    async refresh(selection: RefreshSelection): Promise<{ examined: number; rewritten: number; delivered: number }> {
      const where = 'gtins' in selection ? { gtins: selection.gtins } : { notMethodVersion: METHOD_VERSION };
      let afterId = 0;
      const totals = { examined: 0, rewritten: 0, delivered: 0 };
      for (;;) {
        const batch = await db.transaction(async (trx: Knex.Transaction) => {
          const rows = await subscriptions.lockBatchForRefresh(trx, where, afterId, BATCH_SIZE);
          const writesByClient = new Map<number, SubscriptionWrite[]>();
          const changes: RecordChange[] = [];
          for (const row of rows) {
            const built = buildRecord({ gtin: row.gtin, clientIdentifier: row.clientIdentifier, catalogue: row.catalogue ?? undefined, submission: row.submission, partnerData: row.partnerData });
            if (built.record === row.record && built.methodVersion === row.methodVersion) continue;
            const writes = writesByClient.get(row.clientId) ?? [];
            writes.push({ id: row.id, gtin: row.gtin, clientIdentifier: row.clientIdentifier, submission: row.submission, ...built });
            writesByClient.set(row.clientId, writes);
            if (built.payload !== row.payload) changes.push({ subscriptionId: row.id, clientId: row.clientId, gtin: row.gtin, clientIdentifier: row.clientIdentifier, payload: built.payload });
          }
          for (const [clientId, writes] of writesByClient) await subscriptions.writeMany(trx, clientId, writes);
          if (changes.length > 0) await onRecordsChanged(trx, changes);
          const rewritten = [...writesByClient.values()].reduce((sum, writes) => sum + writes.length, 0);
          return { count: rows.length, lastId: rows.at(-1)?.id ?? afterId, rewritten, delivered: changes.length };
        });
        totals.examined += batch.count;
        totals.rewritten += batch.rewritten;
        totals.delivered += batch.delivered;
        afterId = batch.lastId;
        if (batch.count < BATCH_SIZE) return totals;
      }
    },
  };
}

export type RecordRefresher = ReturnType<typeof createRecordRefresher>;
