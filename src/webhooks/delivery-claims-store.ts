import type { Knex } from 'knex';
import { queryRows, unnamedRows } from '../db/query.js';
import type { AttemptResult } from './delivery-http.js';
import { DELIVERY_COLUMNS, rowToDelivery, type Delivery, type DeliveryRow } from './delivery-store.js';
import { rowToWebhook, type Webhook, type WebhookRow } from './webhook-store.js';

/** A successful attempt to record; with `takeOverAs` (its job) the job goes on with its client's next parked delivery after `afterSeq`. */
export interface RecordedSuccess {
  deliveryId: string;
  number: number;
  result: AttemptResult;
  afterSeq?: number;
  takeOverAs?: string;
}

/** A delivery whose attempt has started, with the webhook to send it to and the attempt's number. */
export interface Claimed {
  delivery: Delivery;
  webhook: Webhook;
  number: number;
}

/** A claimed delivery as the claim statements give it: json_agg of the delivery, its job and attempt. */
type ClaimedJson = DeliveryRow & { job_id: string; number: number };

/** What a claim statement answers: the claimed deliveries, and the webhooks of their clients once each. */
interface ClaimedAnswer {
  claimed: ClaimedJson[] | null;
  webhooks: WebhookRow[] | null;
}

/**
 * What the claim statements select from their claimed deliveries and started attempts: the deliveries
 * as `claimed`, and their clients' webhooks as `webhooks`, each webhook once however many of its
 * deliveries a wave claims (it was sent with every delivery, a third of the answer).
 */
const claimedSelect = (claimed: string, started: string) =>
  `(select json_agg(x) from (
      select ${DELIVERY_COLUMNS.split(', ').map((column) => `c.${column}`).join(', ')}, c.job_id, a.attempt_number as number
        from ${claimed} c join ${started} a on a.delivery_id = c.id
    ) x) as claimed,
   (select json_agg(row_to_json(w)) from webhooks w where w.client_id in (select client_id from ${claimed})) as webhooks`;

/**
 * The steps that take over parked deliveries, given a step `wanted(client_id, after_seq, job_id)`:
 * each job gets its client's oldest parked delivery after `after_seq` and starts its attempt. Only
 * for an active client with an enabled webhook. The slot passes from the job's ended attempt to
 * the next, so no count is needed. Jobs of one client share its oldest deliveries between them.
 */
const TAKE_OVER_STEPS = `
         takers as (
           select t.client_id, min(t.after_seq) as after_seq, count(*) as n, array_agg(t.job_id order by t.job_id) as job_ids
             from wanted t
             join webhooks w on w.client_id = t.client_id and w.enabled
             join clients c on c.id = t.client_id and c.status = 'active'
            group by t.client_id
         ), picked as (
           select p.id, k.job_ids[p.rank] as job_id from takers k
            cross join lateral (
              select q.id, row_number() over (order by q.seq) as rank from (
                -- (client_id, seq): the order of the parked index, so the planner reads that index
                select d.id, d.seq from webhook_deliveries d where d.client_id = k.client_id and d.waiting = 'parked' and d.seq > k.after_seq
                 order by d.client_id, d.seq limit k.n for update skip locked
              ) q
            ) p
         ), taken as (
           update webhook_deliveries d set attempt_count = d.attempt_count + 1, next_attempt_at = null, waiting = null
             from picked where d.id = picked.id
           returning d.*, picked.job_id
         ), taken_started as (
           insert into webhook_delivery_attempts (delivery_id, attempt_number, job_id)
           select id, attempt_count, job_id from taken
           returning delivery_id, attempt_number
         )`;

/** json_agg gives timestamps as ISO text, row_to_json bytea as \x-hex text. */
function webhookFromJson(webhook: WebhookRow): Webhook {
  return rowToWebhook({
    ...webhook,
    secret_encrypted: Buffer.from(String(webhook.secret_encrypted).slice(2), 'hex'),
    previous_secret_encrypted: webhook.previous_secret_encrypted ? Buffer.from(String(webhook.previous_secret_encrypted).slice(2), 'hex') : null,
    previous_secret_expires_at: webhook.previous_secret_expires_at ? new Date(webhook.previous_secret_expires_at) : null,
    disabled_at: webhook.disabled_at ? new Date(webhook.disabled_at) : null,
    failing_since: webhook.failing_since ? new Date(webhook.failing_since) : null,
    updated_at: new Date(webhook.updated_at),
  });
}

/** The claimed deliveries of an answer, each with its client's webhook, in the answer's order. */
function claimedFromAnswer(answer: ClaimedAnswer | undefined): (Claimed & { jobId: string })[] {
  const webhooks = new Map((answer?.webhooks ?? []).map((webhook) => [webhook.client_id, webhookFromJson(webhook)]));
  return (answer?.claimed ?? []).map((row) => ({
    delivery: rowToDelivery({
      ...row,
      created_at: new Date(row.created_at),
      finished_at: row.finished_at ? new Date(row.finished_at) : null,
      next_attempt_at: row.next_attempt_at ? new Date(row.next_attempt_at) : null,
    }),
    // Every claim statement joins the client's webhook before it claims, so it is there.
    webhook: webhooks.get(row.client_id) as Webhook,
    number: row.number,
    jobId: row.job_id,
  }));
}

/**
 * The delivery task's batched statements: claims of many jobs, successes of many attempts, and the
 * takeover of parked deliveries, each in one statement (tasks/deliver-webhook.ts batches the calls).
 */
export function createDeliveryClaimsStore(db: Knex) {
  return {
    /**
     * The usual claims in one statement: for each, the delivery is pending, this attempt has not
     * been made, the client's webhook is enabled, and the client is active with a slot free (fewer
     * than `cap` deliveries in flight, the oldest claims first). A claim that meets none of this
     * changes nothing and answers `undefined`, which tells the caller to take the careful path
     * (interrupted attempts, a disabled webhook, a finished delivery, no free slot, two jobs for one
     * delivery in one batch), which `lockDelivery` and `startAttempt` handle in a transaction. The
     * count of deliveries in flight is this statement's snapshot (see delivery-slots-store.ts).
     */
    async claimUsualAttempts(
      trx: Knex,
      claims: readonly { deliveryId: string; attempt: number; jobId: string }[],
      slots: { cap: number; staleMs: number },
    ): Promise<(Claimed | undefined)[]> {
      const [result] = await queryRows<ClaimedAnswer>(
        trx,
        `with wanted as (
           select * from unnest(?::uuid[], ?::int[], ?::text[]) with ordinality as t(id, attempt, job_id, ord)
         ), eligible as (
           select distinct on (d.id) d.id, d.client_id, d.seq, wanted.job_id, c.status = 'active' as active
             from wanted
             join webhook_deliveries d on d.id = wanted.id
             join webhooks w on w.client_id = d.client_id and w.enabled
             join clients c on c.id = d.client_id
            where d.status = 'pending' and d.attempt_count < wanted.attempt
            order by d.id, wanted.ord
         ), busy as (
           select d.client_id, count(*)::int as n from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id
            where a.outcome = 'in_progress' and a.started_at > now() - make_interval(secs => ?) and d.client_id in (select client_id from eligible)
            group by d.client_id
         ), ranked as (
           select e.*, e.active and row_number() over (partition by e.client_id order by e.seq) <= ? - coalesce(b.n, 0) as has_slot
             from eligible e left join busy b on b.client_id = e.client_id
         ), claimed as (
           update webhook_deliveries d set attempt_count = d.attempt_count + 1, next_attempt_at = null, waiting = null
             from ranked
            where d.id = ranked.id and ranked.has_slot
           returning d.*, ranked.job_id
         ), attempt as (
           insert into webhook_delivery_attempts (delivery_id, attempt_number, job_id)
           select id, attempt_count, job_id from claimed
           returning delivery_id, attempt_number
         )
         select ${claimedSelect('claimed', 'attempt')}`,
        [claims.map((claim) => claim.deliveryId), claims.map((claim) => claim.attempt), claims.map((claim) => claim.jobId), slots.staleMs / 1000, slots.cap],
      );
      const byJob = new Map(claimedFromAnswer(result).map(({ jobId, ...claimed }) => [`${claimed.delivery.id} ${jobId}`, claimed]));
      return claims.map((claim) => byJob.get(`${claim.deliveryId} ${claim.jobId}`));
    },

    /**
     * Jobs whose attempt just ended (and failed) take over their clients' next parked deliveries, one
     * each, the oldest after `afterSeq` (see TAKE_OVER_STEPS). Answers the claimed delivery for each
     * take, or undefined. Inside the transaction that records the failure: the slot passes on in the
     * commit that frees it, so no claim sees it free in between (which would put one more in flight).
     */
    async takeOverParked(trx: Knex, takes: readonly { clientId: number; afterSeq: number; jobId: string }[]): Promise<(Claimed | undefined)[]> {
      if (takes.length === 0) return [];
      const [result] = await queryRows<ClaimedAnswer>(
        trx,
        `with wanted as (
           select * from unnest(?::bigint[], ?::bigint[], ?::text[]) as t(client_id, after_seq, job_id)
         ), ${TAKE_OVER_STEPS}
         select ${claimedSelect('taken', 'taken_started')}`,
        [takes.map((take) => take.clientId), takes.map((take) => take.afterSeq), takes.map((take) => take.jobId)],
      );
      const byJob = new Map(claimedFromAnswer(result).map(({ jobId, ...claimed }) => [jobId, claimed]));
      return takes.map((take) => byJob.get(take.jobId));
    },

    /**
     * Successful attempts recorded in one statement: each attempt and its delivery finish, and their
     * webhooks are no longer failing. A success with `takeOverAs` also takes its client's next parked
     * delivery over for that job (TAKE_OVER_STEPS), in the same statement and commit. Answers, for
     * each success, undefined when it was not recorded (not in progress any more), else the delivery
     * taken over, if any. When none was taken, the caller releases under the slot lock
     * (delivery-slots.ts), which sees any delivery parked after this statement's snapshot.
     */
    async recordSuccesses(successes: readonly RecordedSuccess[]): Promise<({ next?: Claimed } | undefined)[]> {
      // Planned at every call, with its arrays, never as a generic plan kept per connection: a burst's
      // first waves run while webhook_deliveries is still small, and the plan kept from them scanned
      // the whole table once it had grown (docs/performance.md, "The 100,000-change burst on one machine").
      const [result] = await unnamedRows<ClaimedAnswer & { delivered: { id: string; number: number }[] | null }>(
        db,
        `with done as (
           select * from unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::text[], $6::bigint[], $7::text[])
                      as t(delivery_id, attempt_number, duration_ms, status_code, response_body, after_seq, take_over_as)
         ), attempt as (
           update webhook_delivery_attempts a
              set outcome = 'succeeded', duration_ms = done.duration_ms, status_code = done.status_code, error_kind = null, error_message = null, response_body = done.response_body
             from done
            where a.delivery_id = done.delivery_id and a.attempt_number = done.attempt_number
           returning a.delivery_id, a.attempt_number
         ), delivered as (
           update webhook_deliveries d set status = 'succeeded', next_attempt_at = null, finished_at = now()
             from attempt where d.id = attempt.delivery_id
           returning d.id, d.client_id, attempt.attempt_number as number
         ), healthy as (
           update webhooks w set failing_since = null
            where w.client_id in (select client_id from delivered) and w.failing_since is not null
         ), wanted as (
           select dl.client_id, done.after_seq, done.take_over_as as job_id
             from delivered dl join done on done.delivery_id = dl.id and done.attempt_number = dl.number
            where done.take_over_as is not null
         ), ${TAKE_OVER_STEPS}
         select (select json_agg(json_build_object('id', id, 'number', number)) from delivered) as delivered,
                ${claimedSelect('taken', 'taken_started')}`,
        [
          successes.map((success) => success.deliveryId),
          successes.map((success) => success.number),
          successes.map((success) => success.result.durationMs),
          successes.map((success) => success.result.statusCode),
          // PostgreSQL text cannot hold NUL bytes.
          successes.map((success) => success.result.responseBody?.replace(/\u0000/g, '') ?? null),
          successes.map((success) => success.afterSeq ?? null),
          successes.map((success) => success.takeOverAs ?? null),
        ],
      );
      const delivered = new Set((result?.delivered ?? []).map((row) => `${row.id} ${row.number}`));
      const taken = new Map(claimedFromAnswer(result).map(({ jobId, ...claimed }) => [jobId, claimed]));
      return successes.map((success) => {
        if (!delivered.has(`${success.deliveryId} ${success.number}`)) return undefined;
        const next = success.takeOverAs === undefined ? undefined : taken.get(success.takeOverAs);
        return next ? { next } : {};
      });
    },
  };
}

export type DeliveryClaimsStore = ReturnType<typeof createDeliveryClaimsStore>;
