import type { Knex } from 'knex';
import { preparedRows, queryRows } from '../db/query.js';
import { copyRows } from '../db/copy.js';
import { createStatementBatcher } from '../db/statement-batcher.js';
import type { PartnerData, ProductData } from '../scoring/index.js';
import type { StoredRecord, WebhookPayload } from '../products/product-record.js';
import type { JsonText } from '../shared/json-text.js';

export interface Subscription {
  id: number;
  clientId: number;
  gtin: string | null;
  clientIdentifier: string | null;
  submission: ProductData;
  payload: JsonText<WebhookPayload>;
  /** The client's own life-cycle data for the product (partner-data-store.ts writes it); null when none. */
  partnerData: PartnerData | null;
}

/** A subscription to write: `id` set means update that row, unset means insert. */
export interface SubscriptionWrite {
  id?: number;
  gtin: string | null;
  clientIdentifier: string | null;
  submission: ProductData;
  record: JsonText<StoredRecord>;
  payload: JsonText<WebhookPayload>;
  methodVersion: string;
}

/** A refreshed record of an existing subscription (its inputs unchanged). */
export type RecordRewrite = Pick<SubscriptionWrite, 'record' | 'payload' | 'methodVersion'> & { id: number };

const TABLE = 'subscriptions';
const COLUMNS = ['id', 'client_id', 'gtin', 'client_identifier', 'submission', 'payload', 'partner_data'];

interface SubscriptionRow {
  id: number;
  client_id: number;
  gtin: string | null;
  client_identifier: string | null;
  submission: ProductData;
  payload: JsonText<WebhookPayload>;
  partner_data: PartnerData | null;
}

/** A line of GET /subscribe/: what identifies the subscription and when it changed. */
export interface SubscriptionSummary {
  id: number;
  gtin: string | null;
  clientIdentifier: string | null;
  createdAt: Date;
  updatedAt: Date;
  methodVersion: string;
}

function rowToSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    clientId: row.client_id,
    gtin: row.gtin,
    clientIdentifier: row.client_identifier,
    submission: row.submission,
    payload: row.payload,
    partnerData: row.partner_data,
  };
}

/** One subscription: a plain statement is cheaper than the COPY round trips. */
async function writeOne(trx: Knex, clientId: number, write: SubscriptionWrite): Promise<number> {
  const values = {
    gtin: write.gtin,
    client_identifier: write.clientIdentifier,
    submission: JSON.stringify(write.submission),
    record: write.record,
    payload: write.payload,
    method_version: write.methodVersion,
  };
  if (write.id !== undefined) {
    await trx(TABLE).where({ id: write.id, client_id: clientId }).update({ ...values, updated_at: trx.fn.now() });
    return write.id;
  }
  const [row] = await trx(TABLE).insert({ client_id: clientId, ...values }).returning<{ id: number }[]>('id');
  return row!.id;
}

/** A stored record and the subscription id it is sent with. */
export interface StoredRecordRow {
  id: number;
  record: JsonText<StoredRecord>;
}

/** Rows answering `count` keys, each row carrying its key's 1-based `position`: one answer per key, in key order. */
function byPosition<Row extends { position: number }, Answer>(rows: Row[], count: number, answer: (row: Row) => Answer): (Answer | undefined)[] {
  const found: (Answer | undefined)[] = new Array<undefined>(count).fill(undefined);
  for (const row of rows) found[row.position - 1] = answer(row);
  return found;
}

/** Stored records of (client, GTIN) pairs, one per pair in the same order (undefined where there is none), in one statement. */
async function readRecords(db: Knex, keys: { clientId: number; gtin: string }[]): Promise<(StoredRecordRow | undefined)[]> {
  const rows = await preparedRows<StoredRecordRow & { position: number }>(
    db,
    'subscriptions-read-records',
    `select k.position, s.id, s.record
       from unnest($1::bigint[], $2::char(14)[]) with ordinality as k(client_id, gtin, position)
       join ${TABLE} s on s.client_id = k.client_id and s.gtin = k.gtin`,
    [keys.map((key) => key.clientId), keys.map((key) => key.gtin)],
  );
  return byPosition(rows, keys.length, (row) => ({ id: row.id, record: row.record }));
}

/** A subscription with the inputs of its record, the record as stored and its method version. */
export type RecordInputsRow = Subscription & { record: string; methodVersion: string; catalogue: ProductData | null };

/** `readRecords` with everything each record was computed from, in one statement. */
async function readRecordInputs(db: Knex, keys: { clientId: number; gtin: string }[]): Promise<(RecordInputsRow | undefined)[]> {
  const rows = await preparedRows<SubscriptionRow & { position: number; record: string; method_version: string; catalogue: ProductData | null }>(
    db,
    'subscriptions-read-record-inputs',
    `select k.position, s.id, s.client_id, s.gtin, s.client_identifier, s.submission, s.payload, s.partner_data, s.record, s.method_version,
            c.data as catalogue
       from unnest($1::bigint[], $2::char(14)[]) with ordinality as k(client_id, gtin, position)
       join ${TABLE} s on s.client_id = k.client_id and s.gtin = k.gtin
       left join catalogue_products c on c.gtin = s.gtin`,
    [keys.map((key) => key.clientId), keys.map((key) => key.gtin)],
  );
  return byPosition(rows, keys.length, (row) => ({ ...rowToSubscription(row), record: row.record, methodVersion: row.method_version, catalogue: row.catalogue }));
}

export function createSubscriptionStore(db: Knex) {
  const readRecordBatched = createStatementBatcher((keys: { clientId: number; gtin: string }[]) => readRecords(db, keys));
  const readRecordInputsBatched = createStatementBatcher((keys: { clientId: number; gtin: string }[]) => readRecordInputs(db, keys));
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
      const row = await trx(TABLE).where({ client_id: clientId, ...where }).first<SubscriptionRow | undefined>(COLUMNS);
      return row ? rowToSubscription(row) : undefined;
    },

    /**
     * Inserts and updates many subscriptions at once: the rows go to a temporary table by COPY,
     * then one INSERT and one UPDATE read from it. Returns the ids in input order.
     */
    async writeMany(trx: Knex.Transaction, clientId: number, writes: SubscriptionWrite[]): Promise<number[]> {
      if (writes.length === 0) return [];
      if (writes.length === 1) return [await writeOne(trx, clientId, writes[0] as SubscriptionWrite)];
      await queryRows(trx, `create temporary table if not exists subscription_writes (
          ordinal integer, id bigint, gtin char(14), client_identifier text, submission jsonb,
          record text, payload text, method_version text) on commit delete rows`);
      await copyRows(trx, 'subscription_writes', ['ordinal', 'id', 'gtin', 'client_identifier', 'submission', 'record', 'payload', 'method_version'],
        writes.map((write, ordinal) => [ordinal, write.id ?? null, write.gtin, write.clientIdentifier, JSON.stringify(write.submission), write.record, write.payload, write.methodVersion]));
      // Identity values are assigned in insert order, which follows the ordinals.
      const inserted = await queryRows<{ id: number }>(
        trx,
        `insert into ${TABLE} (client_id, gtin, client_identifier, submission, record, payload, method_version)
         select ?, gtin, client_identifier, submission, record, payload, method_version
           from subscription_writes where id is null order by ordinal
         returning id`,
        [clientId],
      );
      await queryRows(
        trx,
        `update ${TABLE} s
            set gtin = w.gtin, client_identifier = w.client_identifier, submission = w.submission,
                record = w.record, payload = w.payload, method_version = w.method_version, updated_at = now()
           from subscription_writes w
          where w.id is not null and s.id = w.id and s.client_id = ?`,
        [clientId],
      );
      await queryRows(trx, 'truncate subscription_writes');
      const newIds = inserted.map((row) => row.id).sort((a, b) => a - b);
      let next = 0;
      return writes.map((write) => write.id ?? (newIds[next++] as number));
    },

    /**
     * Rewrites recomputed records in one statement: only what a refresh changes (the record, its
     * payload and method version), not the submission or the keys, which it read and left alone.
     */
    async rewriteRecords(trx: Knex.Transaction, writes: RecordRewrite[]): Promise<void> {
      if (writes.length === 0) return;
      await queryRows(
        trx,
        `update ${TABLE} s set record = t.record, payload = t.payload, method_version = t.method_version, updated_at = now()
           from unnest(?::bigint[], ?::text[], ?::text[], ?::text[]) as t(id, record, payload, method_version)
          where s.id = t.id`,
        [writes.map((write) => write.id), writes.map((write) => write.record), writes.map((write) => write.payload), writes.map((write) => write.methodVersion)],
      );
    },

    async delete(trx: Knex, clientId: number, by: { gtin: string } | { clientIdentifier: string }): Promise<Subscription | undefined> {
      const where = 'gtin' in by ? { gtin: by.gtin } : { client_identifier: by.clientIdentifier };
      const [row] = await trx(TABLE).where({ client_id: clientId, ...where }).delete().returning<SubscriptionRow[]>(COLUMNS);
      return row ? rowToSubscription(row) : undefined;
    },

    /**
     * The stored record of this client's subscription, with its id. Reads asked for in the same
     * turn of the event loop share one statement (one round trip for all of them); each read's
     * statement still starts after the read was asked for, so it sees every write committed before.
     */
    readRecord(clientId: number, gtin: string): Promise<StoredRecordRow | undefined> {
      return readRecordBatched({ clientId, gtin });
    },

    /** Up to `limit` subscriptions of a client after id `afterId`, in id order (a keyset page). */
    async listPage(clientId: number, afterId: number, limit: number): Promise<SubscriptionSummary[]> {
      const rows = await queryRows<{ id: number; gtin: string | null; client_identifier: string | null; created_at: Date; updated_at: Date; method_version: string }>(
        db,
        `select id, gtin, client_identifier, created_at, updated_at, method_version from ${TABLE}
          where client_id = ? and id > ? order by id limit ?`,
        [clientId, afterId, limit],
      );
      return rows.map((row) => ({ id: row.id, gtin: row.gtin, clientIdentifier: row.client_identifier, createdAt: row.created_at, updatedAt: row.updated_at, methodVersion: row.method_version }));
    },

    /**
     * Every stored record of a client in id order, streamed from a server-side cursor (1,000
     * rows at a time), so memory stays constant however many there are. Read in `trx`'s snapshot.
     */
    /** The first subscription id shown to partners encrypted (migration 010; subscriptions/record-ids.ts). */
    async opaqueRecordIdsFrom(): Promise<number> {
      const [row] = await queryRows<{ opaque_from: number }>(db, 'select opaque_from from record_id_scheme');
      return Number(row?.opaque_from);
    },

    /** One keyset chunk of a client's records: the first `limit` with an id above `afterId`, in id order (one short statement). */
    async recordsAfter(clientId: number, afterId: number, limit: number): Promise<StoredRecordRow[]> {
      return preparedRows<StoredRecordRow>(
        db,
        'subscriptions-records-after',
        `select id, record from ${TABLE} where client_id = $1 and id > $2 order by id limit $3`,
        [clientId, afterId, limit],
      );
    },

    /** Stored records of one client's GTINs, one per GTIN in the same order (undefined where it has none), in one statement. */
    readRecordsOf(clientId: number, gtins: string[]): Promise<(StoredRecordRow | undefined)[]> {
      return readRecords(db, gtins.map((gtin) => ({ clientId, gtin })));
    },

    /**
     * A subscription with everything its record was computed from (its submission and the
     * catalogue data for its GTIN) and the record as stored, in one snapshot. Like `readRecord`,
     * reads of one event-loop turn share one statement.
     */
    readRecordInputs(clientId: number, gtin: string): Promise<RecordInputsRow | undefined> {
      return readRecordInputsBatched({ clientId, gtin });
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
    ): Promise<(Subscription & { record: JsonText<StoredRecord>; methodVersion: string; catalogue: ProductData | null })[]> {
      const [condition, binding] = 'gtins' in selection
        ? ['s.gtin = any(?::char(14)[])', selection.gtins]
        : ['s.method_version <> ?', selection.notMethodVersion];
      const rows = await queryRows<SubscriptionRow & { record: JsonText<StoredRecord>; method_version: string; catalogue: ProductData | null }>(
        trx,
        `select s.id, s.client_id, s.gtin, s.client_identifier, s.submission, s.payload, s.partner_data, s.record, s.method_version,
                c.data as catalogue
           from ${TABLE} s left join catalogue_products c on c.gtin = s.gtin
          where ${condition} and s.id > ?
          order by s.id limit ? for update of s`,
        [binding, afterId, limit],
      );
      return rows.map((row) => ({ ...rowToSubscription(row), record: row.record, methodVersion: row.method_version, catalogue: row.catalogue }));
    },

    /**
     * Locks every subscription of these products for the rest of the transaction, in id order, in one
     * statement: a refresh in a caller's transaction that spans several batches then waits for no row
     * once it holds a client's slot lock (which a subscribe takes after its rows), so the two cannot deadlock.
     */
    async lockProductsForRefresh(trx: Knex.Transaction, gtins: string[]): Promise<void> {
      await queryRows(trx, `select count(*) from (select s.id from ${TABLE} s where s.gtin = any(?::char(14)[]) order by s.id for update) locked`, [gtins]);
    },

    /** Whether any record was computed by a scoring method other than `methodVersion`. */
    async hasRecordsFromOtherMethod(methodVersion: string): Promise<boolean> {
      return Boolean(await db(TABLE).whereNot('method_version', methodVersion).first('id'));
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
