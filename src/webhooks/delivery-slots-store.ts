import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';

/**
 * Per-client delivery slots (WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT), shared by every worker process.
 *
 * A client's deliveries in flight are its attempts `in_progress` that started less than `staleMs`
 * ago (an attempt cannot take longer than WEBHOOK_TIMEOUT_MS, so older ones are crashed attempts
 * awaiting their rerun and hold no slot). A delivery whose job finds no free slot, or its client
 * suspended, is parked: it keeps its place (its `seq`) without a job and without an attempt. A
 * finished attempt, an activation, and the periodic sweep release parked deliveries into the slots
 * that are free, oldest first, by giving them a job again.
 *
 * No lock is held between these steps: a lock per client held over each commit serialised all of
 * a busy client's claims and finished attempts (13 deliveries/s for one client in `make bench`).
 * So the count a claim reads is its statement's snapshot: claims running at the same moment (in
 * several worker processes) can together exceed the cap by up to one claim's worth each, and a
 * delivery parked just as the last attempt of its client finished waits for the next finished
 * attempt or the sweep (every 10 s). A parked delivery is taken by one worker only (`skip locked`).
 */
export function createDeliverySlotsStore(db: Knex, options: { cap: number; staleMs: number }) {
  const staleSeconds = options.staleMs / 1000;

  return {
    /** Whether the client may start one more delivery now: active, and fewer than the cap in flight. */
    async hasFreeSlot(trx: Knex, clientId: number): Promise<boolean> {
      const [row] = await queryRows<{ free: boolean }>(
        trx,
        `select c.status = 'active' and (
                  select count(*) from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id
                   where a.outcome = 'in_progress' and a.started_at > now() - make_interval(secs => ?) and d.client_id = c.id
                ) < ? as free
           from clients c where c.id = ?`,
        [staleSeconds, options.cap, clientId],
      );
      return row?.free ?? false;
    },

    /** Parks pending deliveries (they lose their job, not their place) and flags their webhooks. */
    async park(trx: Knex, deliveryIds: readonly string[]): Promise<void> {
      if (deliveryIds.length === 0) return;
      await queryRows(
        trx,
        `with parked as (
           update webhook_deliveries set waiting = 'parked', next_attempt_at = null
            where id = any(?::uuid[]) and status = 'pending'
           returning client_id
         )
         update webhooks set has_waiting = true where client_id in (select client_id from parked) and not has_waiting`,
        [[...deliveryIds]],
      );
    },

    /**
     * Gives the oldest parked deliveries of these clients a slot each, as many as are free (the cap,
     * less those in flight, less those released and not yet claimed), for active clients with an
     * enabled webhook. Returns the released deliveries with the attempt their job is to make; the
     * caller enqueues the jobs in the same transaction.
     */
    async release(trx: Knex, clientIds: readonly number[]): Promise<{ deliveryId: string; attempt: number }[]> {
      const ids = [...new Set(clientIds)];
      if (ids.length === 0) return [];
      const rows = await queryRows<{ id: string; attempt_count: number }>(
        trx,
        `with open as (
           select w.client_id from webhooks w join clients c on c.id = w.client_id
            where w.client_id = any(?::bigint[]) and w.enabled and w.has_waiting and c.status = 'active'
         ), busy as (
           select d.client_id, count(*)::int as n from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id
            where a.outcome = 'in_progress' and a.started_at > now() - make_interval(secs => ?) and d.client_id in (select client_id from open)
            group by d.client_id
         ), reserved as (
           select client_id, count(*)::int as n from webhook_deliveries
            where waiting = 'released' and client_id in (select client_id from open) group by client_id
         ), picked as (
           select p.id from open o
             left join busy b on b.client_id = o.client_id
             left join reserved r on r.client_id = o.client_id
            cross join lateral (
              select d.id from webhook_deliveries d where d.client_id = o.client_id and d.waiting = 'parked'
               order by d.seq limit greatest(0, ? - coalesce(b.n, 0) - coalesce(r.n, 0))
               for update skip locked
            ) p
         )
         update webhook_deliveries d set waiting = 'released' from picked where d.id = picked.id
         returning d.id, d.attempt_count`,
        [ids, staleSeconds, options.cap],
      );
      await queryRows(
        trx,
        `update webhooks w set has_waiting = false
          where w.client_id = any(?::bigint[]) and w.has_waiting
            and not exists (select 1 from webhook_deliveries d where d.client_id = w.client_id and d.waiting = 'parked')`,
        [ids],
      );
      return rows.map((row) => ({ deliveryId: row.id, attempt: row.attempt_count + 1 }));
    },

    /**
     * The oldest parked delivery of the client, released to the worker whose attempt just ended,
     * with the attempt its claim is to make (the claim checks the slot). When none is parked, the
     * webhook's flag is cleared.
     */
    async nextParked(clientId: number): Promise<{ deliveryId: string; attempt: number } | undefined> {
      // Marked released in the same statement, so two workers never pick the same one.
      const [row] = await queryRows<{ id: string; attempt_count: number }>(
        db,
        `update webhook_deliveries set waiting = 'released'
          where id = (select id from webhook_deliveries where client_id = ? and waiting = 'parked' and status = 'pending'
                       order by seq limit 1 for update skip locked)
          returning id, attempt_count`,
        [clientId],
      );
      if (!row) {
        await queryRows(db, `update webhooks w set has_waiting = false where w.client_id = ? and w.has_waiting
                               and not exists (select 1 from webhook_deliveries d where d.client_id = w.client_id and d.waiting = 'parked')`, [clientId]);
        return undefined;
      }
      return { deliveryId: row.id, attempt: row.attempt_count + 1 };
    },

    /** Whether the client has parked deliveries (its flag). */
    async hasWaiting(trx: Knex, clientId: number): Promise<boolean> {
      const [row] = await queryRows<{ has_waiting: boolean }>(trx, 'select has_waiting from webhooks where client_id = ?', [clientId]);
      return row?.has_waiting ?? false;
    },

    /** Clients with parked deliveries and an open webhook: what the periodic sweep releases. */
    async clientsWithWaiting(): Promise<number[]> {
      const rows = await queryRows<{ client_id: number }>(
        db,
        `select w.client_id from webhooks w join clients c on c.id = w.client_id where w.has_waiting and w.enabled and c.status = 'active'`,
      );
      return rows.map((row) => row.client_id);
    },

    /**
     * Deliveries left without a job are parked again: a released one whose job failed for good, and
     * one taken over by a worker that crashed during its attempt (that attempt is marked interrupted).
     */
    async reparkOrphans(): Promise<void> {
      await queryRows(
        db,
        `with stranded as (
           select a.delivery_id, a.attempt_number from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id
            where a.outcome = 'in_progress' and a.started_at < now() - make_interval(secs => ?) and d.status = 'pending' and d.waiting is null
              and not exists (select 1 from graphile_worker.jobs j where j.key = 'delivery:' || d.id)
         ), interrupted as (
           update webhook_delivery_attempts a set outcome = 'failed', error_kind = 'interrupted', error_message = 'the worker stopped during this attempt'
             from stranded where a.delivery_id = stranded.delivery_id and a.attempt_number = stranded.attempt_number
           returning a.delivery_id
         ), orphaned as (
           update webhook_deliveries d set waiting = 'parked', next_attempt_at = null
            where (d.waiting = 'released' and not exists (select 1 from graphile_worker.jobs j where j.key = 'delivery:' || d.id))
               or d.id in (select delivery_id from interrupted)
           returning d.client_id
         )
         update webhooks set has_waiting = true where client_id in (select client_id from orphaned) and not has_waiting`,
        [staleSeconds],
      );
    },

  };
}

export type DeliverySlotsStore = ReturnType<typeof createDeliverySlotsStore>;
