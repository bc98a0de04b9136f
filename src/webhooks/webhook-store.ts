import type { Knex } from 'knex';
import { queryRows } from '../db/query.js';
import type { AttemptResult, ErrorKind } from './delivery-http.js';
import type { WebhookEvent } from './signing.js';

export interface Webhook {
  clientId: number;
  url: string;
  secretEncrypted: Buffer;
  previousSecretEncrypted: Buffer | null;
  previousSecretExpiresAt: Date | null;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  /** The first failed attempt since the last successful one; null while deliveries succeed. */
  failingSince: Date | null;
  updatedAt: Date;
}

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

interface WebhookRow {
  client_id: number;
  url: string;
  secret_encrypted: Buffer;
  previous_secret_encrypted: Buffer | null;
  previous_secret_expires_at: Date | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  updated_at: Date;
}

interface DeliveryRow {
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

const rowToWebhook = (row: WebhookRow): Webhook => ({
  clientId: row.client_id,
  url: row.url,
  secretEncrypted: row.secret_encrypted,
  previousSecretEncrypted: row.previous_secret_encrypted,
  previousSecretExpiresAt: row.previous_secret_expires_at,
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  disabledAt: row.disabled_at,
  failingSince: row.failing_since,
  updatedAt: row.updated_at,
});

const rowToDelivery = (row: DeliveryRow): Delivery => ({
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

const DELIVERY_COLUMNS = 'id, seq, client_id, gtin, product_id, event_type, payload, status, attempt_count, round_base, next_attempt_at, created_at, finished_at';
const ATTEMPT_COLUMNS = 'delivery_id, attempt_number, job_id, started_at, duration_ms, outcome, status_code, error_kind';

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

/** A claimed delivery as the claim statements give it: json_agg of the delivery, its job, its webhook and attempt. */
type ClaimedJson = DeliveryRow & { job_id: string; webhook: WebhookRow; number: number };

/** What the claim statements select from their claimed deliveries and started attempts. */
const claimedSelect = (claimed: string, started: string) =>
  `select ${DELIVERY_COLUMNS.split(', ').map((column) => `c.${column}`).join(', ')}, c.job_id, row_to_json(w) as webhook, a.attempt_number as number
     from ${claimed} c join ${started} a on a.delivery_id = c.id join webhooks w on w.client_id = c.client_id`;

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
function claimedFromJson(row: ClaimedJson): Claimed {
  const webhook = row.webhook;
  return {
    delivery: rowToDelivery({
      ...row,
      created_at: new Date(row.created_at),
      finished_at: row.finished_at ? new Date(row.finished_at) : null,
      next_attempt_at: row.next_attempt_at ? new Date(row.next_attempt_at) : null,
    }),
    webhook: rowToWebhook({
      ...webhook,
      secret_encrypted: Buffer.from(String(webhook.secret_encrypted).slice(2), 'hex'),
      previous_secret_encrypted: webhook.previous_secret_encrypted ? Buffer.from(String(webhook.previous_secret_encrypted).slice(2), 'hex') : null,
      previous_secret_expires_at: webhook.previous_secret_expires_at ? new Date(webhook.previous_secret_expires_at) : null,
      disabled_at: webhook.disabled_at ? new Date(webhook.disabled_at) : null,
      failing_since: webhook.failing_since ? new Date(webhook.failing_since) : null,
      updated_at: new Date(webhook.updated_at),
    }),
    number: row.number,
  };
}

export function createWebhookStore(db: Knex) {
  return {
    async findWebhook(clientId: number, trx: Knex = db): Promise<Webhook | undefined> {
      const [row] = await queryRows<WebhookRow>(trx, 'select * from webhooks where client_id = ?', [clientId]);
      return row ? rowToWebhook(row) : undefined;
    },

    /** Every webhook with its client's name, by client name; `troubled` keeps the disabled and the failing. */
    async listWebhooks(troubled: boolean): Promise<{ clientName: string; webhook: Webhook }[]> {
      const rows = await queryRows<WebhookRow & { client_name: string }>(
        db,
        `select w.*, c.name as client_name from webhooks w join clients c on c.id = w.client_id
          where not ? or not w.enabled or w.failing_since is not null
          order by c.name`,
        [troubled],
      );
      return rows.map((row) => ({ clientName: row.client_name, webhook: rowToWebhook(row) }));
    },

    /** Registers or replaces the address and secret; a replaced webhook is enabled again. */
    async upsertWebhook(clientId: number, url: string, secretEncrypted: Buffer): Promise<Webhook> {
      const [row] = await queryRows<WebhookRow>(
        db,
        `insert into webhooks (client_id, url, secret_encrypted) values (?, ?, ?)
         on conflict (client_id) do update set
           url = excluded.url, secret_encrypted = excluded.secret_encrypted,
           previous_secret_encrypted = null, previous_secret_expires_at = null,
           enabled = true, disabled_reason = null, disabled_at = null, failing_since = null, updated_at = now()
         returning *`,
        [clientId, url, secretEncrypted],
      );
      return rowToWebhook(row as WebhookRow);
    },

    /** The current secret becomes the previous one, valid until `previousExpiresAt`. */
    async rotateSecret(clientId: number, secretEncrypted: Buffer, previousExpiresAt: Date): Promise<Webhook | undefined> {
      const [row] = await queryRows<WebhookRow>(
        db,
        `update webhooks set
           previous_secret_encrypted = secret_encrypted, previous_secret_expires_at = ?, secret_encrypted = ?, updated_at = now()
         where client_id = ? returning *`,
        [previousExpiresAt, secretEncrypted, clientId],
      );
      return row ? rowToWebhook(row) : undefined;
    },

    /** Notes a failed attempt; returns since when the webhook has been failing without a success. */
    async markFailing(trx: Knex, clientId: number): Promise<Date | undefined> {
      const [row] = await queryRows<{ failing_since: Date }>(
        trx,
        'update webhooks set failing_since = coalesce(failing_since, now()) where client_id = ? returning failing_since',
        [clientId],
      );
      return row?.failing_since;
    },

    async markHealthy(trx: Knex, clientId: number): Promise<void> {
      await queryRows(trx, 'update webhooks set failing_since = null where client_id = ? and failing_since is not null', [clientId]);
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

    /** Disables the webhook; its parked deliveries fail with it, as its pending ones do when their jobs run. */
    async disable(trx: Knex, clientId: number, reason: string): Promise<void> {
      await trx('webhooks').where({ client_id: clientId, enabled: true }).update({ enabled: false, disabled_reason: reason, disabled_at: trx.fn.now(), updated_at: trx.fn.now(), has_waiting: false });
      await queryRows(
        trx,
        `update webhook_deliveries set status = 'failed', waiting = null, next_attempt_at = null, finished_at = now()
          where client_id = ? and waiting is not null and status = 'pending'`,
        [clientId],
      );
    },

    /** Enables the webhook again, whoever disabled it, with a clean health record. */
    async enable(clientId: number): Promise<Webhook | undefined> {
      const [row] = await queryRows<WebhookRow>(
        db,
        `update webhooks set enabled = true, disabled_reason = null, disabled_at = null, failing_since = null, updated_at = now()
          where client_id = ? returning *`,
        [clientId],
      );
      return row ? rowToWebhook(row) : undefined;
    },

    /** Of these clients, those with an enabled webhook. */
    async clientsWithEnabledWebhook(trx: Knex, clientIds: number[]): Promise<Set<number>> {
      const rows = await queryRows<{ client_id: number }>(trx, 'select client_id from webhooks where enabled and client_id = any(?::bigint[])', [clientIds]);
      return new Set(rows.map((row) => row.client_id));
    },

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

    async findDelivery(clientId: number, id: string, trx: Knex = db): Promise<Delivery | undefined> {
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
      const [result] = await queryRows<{ claimed: ClaimedJson[] | null }>(
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
         select (select json_agg(x) from (${claimedSelect('claimed', 'attempt')}) x) as claimed`,
        [claims.map((claim) => claim.deliveryId), claims.map((claim) => claim.attempt), claims.map((claim) => claim.jobId), slots.staleMs / 1000, slots.cap],
      );
      const byJob = new Map((result?.claimed ?? []).map((row) => [`${row.id} ${row.job_id}`, claimedFromJson(row)]));
      return claims.map((claim) => byJob.get(`${claim.deliveryId} ${claim.jobId}`));
    },

    /**
     * Jobs whose attempt just ended (and failed) take over their clients' next parked deliveries, one
     * each, the oldest after `afterSeq` (see TAKE_OVER_STEPS). Answers the claimed delivery for each
     * take, or undefined.
     */
    async takeOverParked(takes: readonly { clientId: number; afterSeq: number; jobId: string }[]): Promise<(Claimed | undefined)[]> {
      if (takes.length === 0) return [];
      const [result] = await queryRows<{ claimed: ClaimedJson[] | null }>(
        db,
        `with wanted as (
           select * from unnest(?::bigint[], ?::bigint[], ?::text[]) as t(client_id, after_seq, job_id)
         ), ${TAKE_OVER_STEPS}
         select (select json_agg(x) from (${claimedSelect('taken', 'taken_started')}) x) as claimed`,
        [takes.map((take) => take.clientId), takes.map((take) => take.afterSeq), takes.map((take) => take.jobId)],
      );
      const byJob = new Map((result?.claimed ?? []).map((row) => [row.job_id, claimedFromJson(row)]));
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
      const [result] = await queryRows<{ delivered: { id: string; number: number }[] | null; claimed: ClaimedJson[] | null }>(
        db,
        `with done as (
           select * from unnest(?::uuid[], ?::int[], ?::int[], ?::int[], ?::text[], ?::bigint[], ?::text[])
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
                (select json_agg(x) from (${claimedSelect('taken', 'taken_started')}) x) as claimed`,
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
      const taken = new Map((result?.claimed ?? []).map((row) => [row.job_id, claimedFromJson(row)]));
      return successes.map((success) => {
        if (!delivered.has(`${success.deliveryId} ${success.number}`)) return undefined;
        const next = success.takeOverAs === undefined ? undefined : taken.get(success.takeOverAs);
        return next ? { next } : {};
      });
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
  };
}

export type WebhookStore = ReturnType<typeof createWebhookStore>;
