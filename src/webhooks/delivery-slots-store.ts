import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';

/** The advisory lock class of a client's delivery slots (the change log has its own). */
const SLOT_LOCK_CLASS = 0x0c4a_0005;
const INT32_MAX = 2_147_483_647;

/** Takes each client's slot lock for the rest of the transaction, in client order so that two takers cannot deadlock. */
async function lockClients(trx: Knex, clientIds: readonly number[]): Promise<void> {
  const ids = [...new Set(clientIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await queryRows(trx, `select pg_advisory_xact_lock(?, (id % ${INT32_MAX})::int) from unnest(?::bigint[]) as t(id) order by id`, [SLOT_LOCK_CLASS, ids]);
}

/**
 * Per-client delivery slots (WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT), shared by every worker process.
 *
 * A client's deliveries in flight are its attempts `in_progress` that started less than `staleMs`
 * ago (an attempt cannot take longer than WEBHOOK_TIMEOUT_MS, so older ones are crashed attempts
 * awaiting their rerun and hold no slot). A new delivery is created parked: it has its place (its
 * `seq`) and no job. Only a released delivery gets a job, so the worker never fetches the jobs of a
 * client at its cap. Parked deliveries are released into the free slots when they are created, when
 * the client is activated, and at the periodic sweep (the safety net for crashed workers); a job
 * whose attempt succeeded takes the next one over in the statement that records the success
 * (delivery-claims-store.ts), and a job that takes none over ends with a release. A retry or redelivery
 * whose job finds no free slot is parked the same way.
 *
 * No wake-up is lost: whoever parks or releases holds the client's slot lock (an advisory lock,
 * `lock`) until commit, and counts the slots after taking it. A delivery created while an attempt
 * is being recorded is either counted into the slot that attempt frees (the recording committed
 * first) or seen by the release that ends the job (which waits for the creation's commit). The
 * count of attempts in flight is a statement's snapshot, so claims of several workers at the same
 * moment can exceed the cap by a claim each; a parked delivery is taken by one worker only
 * (`skip locked`).
 */
export function createDeliverySlotsStore(db: Knex, options: { cap: number; staleMs: number }) {
  const staleSeconds = options.staleMs / 1000;

  return {
    /**
     * Before parking, releasing or disabling: held until commit. Taken before the transaction writes
     * a `webhooks` row, so no transaction holds that row while it waits for this lock.
     */
    lock: (trx: Knex, clientIds: readonly number[]) => lockClients(trx, clientIds),

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

    /** Parks pending deliveries (they lose their job, not their place) and flags their webhooks; the caller holds the lock. */
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
     * enabled webhook, and sets each webhook's `has_waiting` to whether deliveries stay parked.
     * Returns the released deliveries with the attempt their job is to make; the caller enqueues the
     * jobs in the same transaction.
     */
    async release(trx: Knex, clientIds: readonly number[]): Promise<{ deliveryId: string; attempt: number }[]> {
      const ids = [...new Set(clientIds)];
      if (ids.length === 0) return [];
      await lockClients(trx, ids);
      // One statement: pick and release, then set each webhook's flag to whether deliveries stay
      // parked (the snapshot still sees the picked ones as parked, hence `not in released`).
      const rows = await queryRows<{ id: string; attempt_count: number }>(
        trx,
        `with open as (
           select w.client_id from webhooks w join clients c on c.id = w.client_id
            where w.client_id = any(?::bigint[]) and w.enabled and c.status = 'active'
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
              -- (client_id, seq): the order of the parked index, so the planner reads that index
              select d.id from webhook_deliveries d where d.client_id = o.client_id and d.waiting = 'parked'
               order by d.client_id, d.seq limit greatest(0, ? - coalesce(b.n, 0) - coalesce(r.n, 0))
               for update skip locked
            ) p
         ), released as (
           update webhook_deliveries d set waiting = 'released' from picked where d.id = picked.id
           returning d.id, d.attempt_count
         ), waiting as (
           select t.id as client_id, exists (
                    select 1 from webhook_deliveries d
                     where d.client_id = t.id and d.waiting = 'parked' and d.id not in (select id from released)
                  ) as waiting
             from unnest(?::bigint[]) as t(id)
         ), flagged as (
           update webhooks w set has_waiting = waiting.waiting from waiting
            where w.client_id = waiting.client_id and w.has_waiting is distinct from waiting.waiting
         )
         select id, attempt_count from released`,
        [ids, staleSeconds, options.cap, ids],
      );
      return rows.map((row) => ({ deliveryId: row.id, attempt: row.attempt_count + 1 }));
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
