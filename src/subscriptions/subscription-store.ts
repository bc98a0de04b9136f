import type { Knex } from 'knex';
import { preparedRows, queryRows } from '../db/query.js';
import type { ProductData } from '../scoring/index.js';

export interface Subscription {
  id: number;
  clientId: number;
  gtin: string | null;
  clientIdentifier: string | null;
  submission: ProductData;
  payload: string;
}

/** A subscription to write: `id` set means update that row, unset means insert. */
export interface SubscriptionWrite {
  id?: number;
  gtin: string | null;
  clientIdentifier: string | null;
  submission: ProductData;
  record: string;
  payload: string;
  methodVersion: string;
}

const TABLE = 'subscriptions';
const COLUMNS = ['id', 'client_id', 'gtin', 'client_identifier', 'submission', 'payload'];

interface SubscriptionRow {
  id: number;
  client_id: number;
  gtin: string | null;
  client_identifier: string | null;
  submission: ProductData;
  payload: string;
}

function rowToSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    clientId: row.client_id,
    gtin: row.gtin,
    clientIdentifier: row.client_identifier,
    submission: row.submission,
    payload: row.payload,
  };
}

export function createSubscriptionStore(db: Knex) {
  return {
    async findByGtins(trx: Knex, clientId: number, gtins: string[]): Promise<Map<string, Subscription>> {
      const found = new Map<string, Subscription>();
      if (gtins.length === 0) return found;
      const rows = await queryRows<SubscriptionRow>(trx, 
        `select ${COLUMNS.join(', ')} from ${TABLE} where client_id = ? and gtin = any(?::char(14)[])`,
        [clientId, gtins],
      );
      for (const row of rows) found.set(row.gtin as string, rowToSubscription(row));
      return found;
    },

    async findOne(trx: Knex, clientId: number, by: { gtin: string } | { clientIdentifier: string }): Promise<Subscription | undefined> {
      const where = 'gtin' in by ? { gtin: by.gtin } : { client_identifier: by.clientIdentifier };
      const row = await trx(TABLE).where({ client_id: clientId, ...where }).first(COLUMNS);
      return row ? rowToSubscription(row as unknown as SubscriptionRow) : undefined;
    },

    /** Bulk insert-or-update in one statement each; returns the ids in input order. */
    async writeMany(trx: Knex, clientId: number, writes: SubscriptionWrite[]): Promise<number[]> {
      const ids: number[] = new Array(writes.length);
      const inserts = writes.map((write, index) => ({ write, index })).filter(({ write }) => write.id === undefined);
      const updates = writes.map((write, index) => ({ write, index })).filter(({ write }) => write.id !== undefined);
      if (inserts.length > 0) {
        const inserted = await queryRows<{ id: number }>(
          trx,
          `insert into ${TABLE} (client_id, gtin, client_identifier, submission, record, payload, method_version)
           select ?, t.gtin, t.client_identifier, t.submission::jsonb, t.record, t.payload, t.method_version
             from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[]) with ordinality
                  as t(gtin, client_identifier, submission, record, payload, method_version, ordinal)
            order by t.ordinal
           returning id`,
          [
            clientId,
            inserts.map(({ write }) => write.gtin),
            inserts.map(({ write }) => write.clientIdentifier),
            inserts.map(({ write }) => JSON.stringify(write.submission)),
            inserts.map(({ write }) => write.record),
            inserts.map(({ write }) => write.payload),
            inserts.map(({ write }) => write.methodVersion),
          ],
        );
        // Identity values follow the insert order, which follows the ordinality order above.
        const newIds = inserted.map((row) => row.id).sort((a, b) => a - b);
        inserts.forEach(({ index }, position) => {
          ids[index] = newIds[position] as number;
        });
      }
      if (updates.length > 0) {
        await queryRows(
          trx,
          `update ${TABLE} s
              set gtin = t.gtin, client_identifier = t.client_identifier, submission = t.submission::jsonb,
                  record = t.record, payload = t.payload, method_version = t.method_version, updated_at = now()
             from unnest(?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
                  as t(id, gtin, client_identifier, submission, record, payload, method_version)
            where s.id = t.id and s.client_id = ?`,
          [
            updates.map(({ write }) => write.id),
            updates.map(({ write }) => write.gtin),
            updates.map(({ write }) => write.clientIdentifier),
            updates.map(({ write }) => JSON.stringify(write.submission)),
            updates.map(({ write }) => write.record),
            updates.map(({ write }) => write.payload),
            updates.map(({ write }) => write.methodVersion),
            clientId,
          ],
        );
        for (const { write, index } of updates) ids[index] = write.id as number;
      }
      return ids;
    },

    async delete(trx: Knex, clientId: number, by: { gtin: string } | { clientIdentifier: string }): Promise<Subscription | undefined> {
      const where = 'gtin' in by ? { gtin: by.gtin } : { client_identifier: by.clientIdentifier };
      const [row] = await trx(TABLE).where({ client_id: clientId, ...where }).delete().returning(COLUMNS);
      return row ? rowToSubscription(row as unknown as SubscriptionRow) : undefined;
    },

    /** The stored record of this client's subscription, serialised with its id. */
    async readRecord(clientId: number, gtin: string): Promise<{ id: number; record: string } | undefined> {
      const rows = await preparedRows<{ id: number; record: string }>(
        db,
        'subscriptions-read-record',
        `select id, record from ${TABLE} where client_id = $1 and gtin = $2`,
        [clientId, gtin],
      );
      return rows[0];
    },

    /**
     * The next batch of subscriptions to recompute, locked against concurrent writes, with the
     * catalogue data each record starts from.
     */
    async lockBatchForRefresh(
      trx: Knex,
      selection: { gtins: string[] } | { notMethodVersion: string },
      afterId: number,
      limit: number,
    ): Promise<(Subscription & { record: string; methodVersion: string; catalogue: ProductData | null })[]> {
      const [condition, binding] = 'gtins' in selection
        ? ['s.gtin = any(?::char(14)[])', selection.gtins]
        : ['s.method_version <> ?', selection.notMethodVersion];
      const rows = await queryRows<SubscriptionRow & { record: string; method_version: string; catalogue: ProductData | null }>(
        trx,
        `select s.id, s.client_id, s.gtin, s.client_identifier, s.submission, s.payload, s.record, s.method_version,
                c.data as catalogue
           from ${TABLE} s left join catalogue_products c on c.gtin = s.gtin
          where ${condition} and s.id > ?
          order by s.id limit ? for update of s`,
        [binding, afterId, limit],
      );
      return rows.map((row) => ({ ...rowToSubscription(row), record: row.record, methodVersion: row.method_version, catalogue: row.catalogue }));
    },

    async pickRandom(clientId: number): Promise<Subscription | undefined> {
      const rows = await queryRows<SubscriptionRow>(
        db,
        `select ${COLUMNS.join(', ')} from ${TABLE} where client_id = ?
          offset floor(random() * (select current_count from clients where id = ?)) limit 1`,
        [clientId, clientId],
      );
      const row = rows[0];
      return row ? rowToSubscription(row) : undefined;
    },
  };
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
