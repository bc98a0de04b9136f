import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';

export type ChangeEvent = 'product.updated' | 'product.unsubscribed';

export interface NewChange {
  clientId: number;
  subscriptionId: number;
  event: ChangeEvent;
  gtin: string | null;
  clientIdentifier: string | null;
  /** The webhook payload, serialised exactly as a delivery sends it. */
  payload: string;
}

export interface Change {
  seq: number;
  event: ChangeEvent;
  gtin: string | null;
  clientIdentifier: string | null;
  payload: string;
  occurredAt: Date;
}

interface ChangeRow {
  seq: string;
  event_type: ChangeEvent;
  gtin: string | null;
  client_identifier: string | null;
  payload: string;
  occurred_at: Date;
}

/** Advisory lock class of the change log; the object is the client id (see `append`). */
const CHANGE_LOG_LOCK_CLASS = 0x0c4a_0006;
const INT32_MAX = 2_147_483_647;

const rowToChange = (row: ChangeRow): Change => ({
  seq: Number(row.seq),
  event: row.event_type,
  gtin: row.gtin,
  clientIdentifier: row.client_identifier,
  payload: row.payload,
  occurredAt: row.occurred_at,
});

export function createChangeStore(db: Knex) {
  return {
    /**
     * Appends changes inside the caller's transaction. Before taking seq values it takes each
     * client's change-log lock (held until commit), so the writers of one client append and commit
     * one after another: a reader that has seen seq N of a client can never later see a smaller
     * seq of that client commit. That is what lets a reader poll `seq > cursor` without the outbox
     * gap of ids that commit out of order. Locks are taken in client order, so they cannot deadlock.
     */
    async append(trx: Knex.Transaction, changes: readonly NewChange[]): Promise<void> {
      if (changes.length === 0) return;
      const clientIds = [...new Set(changes.map((change) => change.clientId))].sort((a, b) => a - b);
      await queryRows(trx, `select pg_advisory_xact_lock(?, (id % ${INT32_MAX})::int) from unnest(?::bigint[]) as t(id) order by id`, [CHANGE_LOG_LOCK_CLASS, clientIds]);
      await queryRows(
        trx,
        `insert into change_log (client_id, subscription_id, event_type, gtin, client_identifier, payload)
         select t.client_id, t.subscription_id, t.event_type, t.gtin, t.client_identifier, t.payload
           from unnest(?::bigint[], ?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[]) with ordinality
                as t(client_id, subscription_id, event_type, gtin, client_identifier, payload, ordinal)
          order by t.ordinal`,
        [
          changes.map((change) => change.clientId),
          changes.map((change) => change.subscriptionId),
          changes.map((change) => change.event),
          changes.map((change) => change.gtin),
          changes.map((change) => change.clientIdentifier),
          changes.map((change) => change.payload),
        ],
      );
    },

    /**
     * Up to `limit` changes of a client after `afterSeq`, in seq order, and the highest seq removed
     * by retention: one statement, so both come from one snapshot (a prune in between cannot make
     * a missed change look like none).
     */
    async page(clientId: number, afterSeq: number, limit: number): Promise<{ changes: Change[]; prunedThrough: number }> {
      const rows = await queryRows<ChangeRow & { pruned_through: string }>(
        db,
        `select h.pruned_through, c.*
           from (select coalesce((select pruned_through from change_log_horizons where client_id = ?), 0) as pruned_through) h
           left join lateral (
             select seq, event_type, gtin, client_identifier, payload, occurred_at from change_log
              where client_id = ? and seq > ? order by seq limit ?
           ) c on true`,
        [clientId, clientId, afterSeq, limit],
      );
      return {
        prunedThrough: Number(rows[0]?.pruned_through ?? 0),
        changes: rows.filter((row) => row.seq !== null).map(rowToChange),
      };
    },

    /**
     * The last committed change of a client (or the retention horizon). A change committed later
     * has a higher seq (see `append`), so nothing can still appear at or below it.
     */
    async latestSeq(clientId: number): Promise<number> {
      const [row] = await queryRows<{ seq: string }>(
        db,
        `select greatest(
           (select max(seq) from change_log where client_id = ?),
           (select pruned_through from change_log_horizons where client_id = ?),
           0) as seq`,
        [clientId, clientId],
      );
      return Number(row?.seq ?? 0);
    },

    /**
     * Deletes changes that occurred before `before`, at most `limit` in one statement, and moves
     * each affected client's horizon up to the highest seq deleted, in the same statement.
     */
    async prune(before: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ deleted: string }>(
        db,
        `with gone as (
           delete from change_log where seq in (
             select seq from change_log where occurred_at < ? order by seq limit ?
           ) returning client_id, seq
         ), horizon as (
           insert into change_log_horizons (client_id, pruned_through)
           select client_id, max(seq) from gone group by client_id
           on conflict (client_id) do update set pruned_through = greatest(change_log_horizons.pruned_through, excluded.pruned_through)
         )
         select count(*) as deleted from gone`,
        [before, limit],
      );
      return Number(rows[0]?.deleted ?? 0);
    },
  };
}

export type ChangeStore = ReturnType<typeof createChangeStore>;
