import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';
import type { AttemptResult, ErrorKind } from './delivery-http.js';
import type { WebhookEvent } from './signing.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface Delivery {
  id: string;
  seq: number;
  clientId: number;
  gtin: string | null;
  productId: string;
  event: WebhookEvent;
  payload: string;
  status: DeliveryStatus;
  attemptCount: number;
  roundBase: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface Attempt {
  number: number;
  jobId: string | null;
  startedAt: Date;
  durationMs: number | null;
  outcome: 'in_progress' | 'succeeded' | 'failed';
  statusCode: number | null;
  errorKind: ErrorKind | null;
}

export interface NewDelivery {
  id: string;
  clientId: number;
  subscriptionId: number | null;
  gtin: string | null;
  productId: string;
  event: WebhookEvent;
  payload: string;
}

/** As selected; delivery-claims-store.ts reads it back from json_agg. */
export interface DeliveryRow {
  id: string;
  seq: number;
  client_id: number;
  gtin: string | null;
  product_id: string;
  event_type: WebhookEvent;
  payload: string;
  status: DeliveryStatus;
  attempt_count: number;
  round_base: number;
  next_attempt_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
}

interface AttemptRow {
  delivery_id: string;
  attempt_number: number;
  job_id: string | null;
  started_at: Date;
  duration_ms: number | null;
  outcome: Attempt['outcome'];
  status_code: number | null;
  error_kind: ErrorKind | null;
}

export const rowToDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  seq: row.seq,
  clientId: row.client_id,
  gtin: row.gtin,
  productId: row.product_id,
  event: row.event_type,
  payload: row.payload,
  status: row.status,
  attemptCount: row.attempt_count,
  roundBase: row.round_base,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});

const rowToAttempt = (row: AttemptRow): Attempt => ({
  number: row.attempt_number,
  jobId: row.job_id,
  startedAt: row.started_at,
  durationMs: row.duration_ms,
  outcome: row.outcome,
  statusCode: row.status_code,
  errorKind: row.error_kind,
});

export const DELIVERY_COLUMNS = 'id, seq, client_id, gtin, product_id, event_type, payload, status, attempt_count, round_base, next_attempt_at, created_at, finished_at';
const ATTEMPT_COLUMNS = 'delivery_id, attempt_number, job_id, started_at, duration_ms, outcome, status_code, error_kind';

/**
 * The delivery log, one delivery at a time: tables `webhook_deliveries` and
 * `webhook_delivery_attempts`. The batched claim and success statements of the delivery task are in
 * delivery-claims-store.ts, the per-client slots in delivery-slots-store.ts.
 */
export function createDeliveryStore(db: Knex) {
  return {
    /** `parked`: created without a job, waiting for a slot of their client (delivery-slots.ts). */
    async insertDeliveries(trx: Knex, deliveries: NewDelivery[], options: { parked: boolean }): Promise<void> {
      if (deliveries.length === 0) return;
      await queryRows(
        trx,
        `insert into webhook_deliveries (id, client_id, subscription_id, gtin, product_id, event_type, payload, waiting)
         select t.id, t.client_id, t.subscription_id, t.gtin, t.product_id, t.event_type, t.payload, ${options.parked ? "'parked'" : 'null'}
           from unnest(?::uuid[], ?::bigint[], ?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[]) with ordinality
                as t(id, client_id, subscription_id, gtin, product_id, event_type, payload, ordinal)
          order by t.ordinal`,
        [
          deliveries.map((d) => d.id),
          deliveries.map((d) => d.clientId),
          deliveries.map((d) => d.subscriptionId),
          deliveries.map((d) => d.gtin),
          deliveries.map((d) => d.productId),
          deliveries.map((d) => d.event),
          deliveries.map((d) => d.payload),
        ],
      );
    },

    async findDelivery(trx: Knex, clientId: number, id: string): Promise<Delivery | undefined> {
      const [row] = await queryRows<DeliveryRow>(trx, `select ${DELIVERY_COLUMNS} from webhook_deliveries where client_id = ? and id = ?`, [clientId, id]);
      return row ? rowToDelivery(row) : undefined;
    },

    /** Serialises the attempts of one delivery (a redelivery may race a scheduled retry). */
    async lockDelivery(trx: Knex.Transaction, id: string): Promise<Delivery | undefined> {
      const [row] = await queryRows<DeliveryRow>(trx, `select ${DELIVERY_COLUMNS} from webhook_deliveries where id = ? for update`, [id]);
      return row ? rowToDelivery(row) : undefined;
    },

    async attemptsFrom(trx: Knex, deliveryId: string, fromNumber: number): Promise<Attempt[]> {
      const rows = await queryRows<AttemptRow>(trx, `select ${ATTEMPT_COLUMNS} from webhook_delivery_attempts where delivery_id = ? and attempt_number >= ? order by attempt_number`, [deliveryId, fromNumber]);
      return rows.map(rowToAttempt);
    },

    /** Failed attempts of the current round that count against the schedule (interruptions are ours, not the receiver's). */
    async countScheduledFailures(trx: Knex, delivery: Delivery): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        trx,
        `select count(*) as count from webhook_delivery_attempts
          where delivery_id = ? and attempt_number > ? and outcome = 'failed' and error_kind is distinct from 'interrupted'`,
        [delivery.id, delivery.roundBase],
      );
      return row?.count ?? 0;
    },

    async markInterrupted(trx: Knex, deliveryId: string, numbers: number[]): Promise<void> {
      await trx('webhook_delivery_attempts')
        .where({ delivery_id: deliveryId, outcome: 'in_progress' })
        .whereIn('attempt_number', numbers)
        .update({ outcome: 'failed', error_kind: 'interrupted', error_message: 'the worker stopped during this attempt' });
    },

    /** Records the start of the next attempt before sending, so a crash leaves a trace. */
    async startAttempt(trx: Knex, deliveryId: string, jobId: string): Promise<number> {
      const [row] = await queryRows<{ attempt_count: number }>(
        trx,
        'update webhook_deliveries set attempt_count = attempt_count + 1, next_attempt_at = null, waiting = null where id = ? returning attempt_count',
        [deliveryId],
      );
      const number = (row as { attempt_count: number }).attempt_count;
      await trx('webhook_delivery_attempts').insert({ delivery_id: deliveryId, attempt_number: number, job_id: jobId });
      return number;
    },

    async finishAttempt(trx: Knex, deliveryId: string, number: number, result: AttemptResult): Promise<void> {
      await trx('webhook_delivery_attempts').where({ delivery_id: deliveryId, attempt_number: number }).update({
        outcome: result.succeeded ? 'succeeded' : 'failed',
        duration_ms: result.durationMs,
        status_code: result.statusCode,
        error_kind: result.errorKind,
        error_message: result.errorMessage?.slice(0, 1000) ?? null,
        // PostgreSQL text cannot hold NUL bytes.
        response_body: result.responseBody?.replace(/\u0000/g, '') ?? null,
      });
    },

    async setOutcome(trx: Knex, deliveryId: string, outcome: { status: DeliveryStatus; nextAttemptAt: Date | null }): Promise<void> {
      await trx('webhook_deliveries').where({ id: deliveryId }).update({
        status: outcome.status,
        waiting: null,
        next_attempt_at: outcome.nextAttemptAt,
        finished_at: outcome.status === 'pending' ? null : trx.fn.now(),
      });
    },

    /** A redelivery starts a fresh retry round on the same delivery (same webhook-id). */
    async restart(trx: Knex, deliveryId: string): Promise<Delivery> {
      const [row] = await queryRows<DeliveryRow>(
        trx,
        `update webhook_deliveries set status = 'pending', round_base = attempt_count, finished_at = null, next_attempt_at = now()
          where id = ? returning ${DELIVERY_COLUMNS}`,
        [deliveryId],
      );
      return rowToDelivery(row as DeliveryRow);
    },

    /** With its webhook disabled (in the same transaction), the client's waiting (parked or released) deliveries fail; their jobs find them finished. */
    async failWaiting(trx: Knex, clientId: number): Promise<void> {
      await queryRows(
        trx,
        `update webhook_deliveries set status = 'failed', waiting = null, next_attempt_at = null, finished_at = now()
          where client_id = ? and waiting is not null and status = 'pending'`,
        [clientId],
      );
    },

    /** Newest first; `beforeSeq` continues a listing. Attempts come with each delivery. */
    async listDeliveries(clientId: number, limit: number, beforeSeq: number | null): Promise<(Delivery & { attempts: Attempt[] })[]> {
      const rows = await queryRows<DeliveryRow>(
        db,
        `select ${DELIVERY_COLUMNS} from webhook_deliveries
          where client_id = ? and (?::bigint is null or seq < ?::bigint)
          order by seq desc limit ?`,
        [clientId, beforeSeq, beforeSeq, limit],
      );
      const ids = rows.map((row) => row.id);
      const attempts = ids.length === 0 ? [] : await queryRows<AttemptRow>(db, `select ${ATTEMPT_COLUMNS} from webhook_delivery_attempts where delivery_id = any(?::uuid[]) order by attempt_number`, [ids]);
      const byDelivery = new Map<string, Attempt[]>();
      for (const attempt of attempts) {
        const list = byDelivery.get(attempt.delivery_id) ?? [];
        list.push(rowToAttempt(attempt));
        byDelivery.set(attempt.delivery_id, list);
      }
      return rows.map((row) => ({ ...rowToDelivery(row), attempts: byDelivery.get(row.id) ?? [] }));
    },

    /**
     * Deletes finished deliveries (and, by cascade, their attempts) created before `before`, at most
     * `limit` in one statement so a large backlog is removed in short transactions. Pending ones stay.
     */
    async pruneFinishedDeliveries(before: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        `delete from webhook_deliveries where id in (
           select id from webhook_deliveries where created_at < ? and status <> 'pending' order by seq limit ?
         ) returning id`,
        [before, limit],
      );
      return rows.length;
    },

    /**
     * Deliveries due and not yet made (new, parked behind their client's in-flight cap, or due for
     * a retry or redelivery), and how long the longest-waiting one has been due: what tells an
     * operator the worker is keeping up. Read through the `webhook_deliveries_due` index.
     */
    async backlog(): Promise<DeliveryBacklog> {
      const [row] = await queryRows<{ waiting: number; oldest: number | null }>(
        db,
        `select count(*)::int as waiting, extract(epoch from now() - min(coalesce(next_attempt_at, created_at)))::float8 as oldest
           from webhook_deliveries where status = 'pending' and coalesce(next_attempt_at, created_at) <= now()`,
      );
      return { waiting: row?.waiting ?? 0, oldestWaitingSeconds: Math.max(0, Math.round((row?.oldest ?? 0) * 10) / 10) };
    },
  };
}

export interface DeliveryBacklog {
  waiting: number;
  /** 0 when none waits. */
  oldestWaitingSeconds: number;
}

export type DeliveryStore = ReturnType<typeof createDeliveryStore>;
