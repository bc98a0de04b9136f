import type { Knex } from 'knex';
import type { IdempotencyQuota } from '../config.js';
import { queryRows } from '../db/query.js';

const TABLE = 'idempotency_keys';
/** The advisory lock class of a client's idempotency quota (the change log and delivery slots have their own). */
const QUOTA_LOCK_CLASS = 0x0c4a_0013;
const INT32_MAX = 2_147_483_647;

/** How long a key and its kept answer last (the contract's *Idempotent retries*: 24 hours). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * How long a request may hold its key without answering before a retry may take the key over:
 * longer than any request runs, so only a request whose process died is taken over.
 */
export const RUN_LEASE_SECONDS = 300;

/** The answer kept for a key, replayed to its retries; its body as stored, sealed. */
export interface SealedAnswer {
  status: number;
  headers: Record<string, string>;
  sealedBody: Buffer;
}

/** What a key holds when this request could not claim it. */
export type KeyHolder =
  | { state: 'answered'; requestDigest: string; answer: SealedAnswer }
  | { state: 'running'; requestDigest: string };

/** A claim: held by this run, or not (another request holds the key, or, with `firstExpiresInSeconds`, the client's quota is full). */
export interface Claim {
  claimed: boolean;
  /** When the quota refused the key: seconds until the client's oldest key is forgotten. */
  firstExpiresInSeconds?: number;
}

interface KeyRow {
  request_digest: string;
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: Buffer | null;
}

/** Table `idempotency_keys`: per client, each key's request digest, its running request or its answer. */
export function createIdempotencyStore(db: Knex) {
  return {
    /**
     * Claims `key` for a run of the request with `requestDigest`: a new key; a key older than
     * IDEMPOTENCY_KEY_HOURS (forgotten, even before the pruning task deletes it); or a key of the
     * same request whose run's lease has run out (its process died before answering). A key the
     * client does not hold yet is refused when the client's live keys already reach `quota` (their
     * number, or the bytes of their kept answers): under the client's quota lock, so concurrent
     * claims cannot overshoot the count. `claimed` when this run now holds the key.
     */
    async claim(clientId: number, key: string, requestDigest: string, runId: string, quota: IdempotencyQuota): Promise<Claim> {
      return db.transaction(async (trx) => {
        await queryRows(trx, `select pg_advisory_xact_lock(?, (?::bigint % ${INT32_MAX})::int)`, [QUOTA_LOCK_CLASS, clientId]);
        const [usage] = await queryRows<{ keys: string; bytes: string; held: boolean | null; first_expires_in: number | null }>(
          trx,
          `select count(*) as keys, coalesce(sum(octet_length(response_body)), 0) as bytes, bool_or(key = ?) as held,
                  extract(epoch from min(created_at) + make_interval(hours => ?) - now())::float8 as first_expires_in
             from ${TABLE} where client_id = ? and created_at > now() - make_interval(hours => ?)`,
          [key, IDEMPOTENCY_KEY_HOURS, clientId, IDEMPOTENCY_KEY_HOURS],
        );
        if (usage && usage.held !== true && (Number(usage.keys) >= quota.maxKeys || Number(usage.bytes) >= quota.maxBytes)) {
          return { claimed: false, firstExpiresInSeconds: Math.max(1, Math.ceil(usage.first_expires_in ?? 1)) };
        }
        const rows = await queryRows<{ run_id: string }>(
          trx,
          `insert into ${TABLE} as k (client_id, key, request_digest, run_id, lease_until)
           values (?, ?, ?, ?, now() + make_interval(secs => ?))
           on conflict (client_id, key) do update
             set request_digest = excluded.request_digest, run_id = excluded.run_id, lease_until = excluded.lease_until,
                 response_status = null, response_headers = null, response_body = null, created_at = now()
           where k.created_at <= now() - make_interval(hours => ?)
              or (k.response_status is null and k.lease_until < now() and k.request_digest = excluded.request_digest)
           returning run_id`,
          [clientId, key, requestDigest, runId, RUN_LEASE_SECONDS, IDEMPOTENCY_KEY_HOURS],
        );
        return { claimed: rows[0]?.run_id === runId };
      });
    },

    /** Who holds `key` now: a running request or a kept answer; undefined when the key is free again. */
    async holder(clientId: number, key: string): Promise<KeyHolder | undefined> {
      const [row] = await queryRows<KeyRow>(
        db,
        `select request_digest, response_status, response_headers, response_body from ${TABLE}
          where client_id = ? and key = ? and created_at > now() - make_interval(hours => ?)`,
        [clientId, key, IDEMPOTENCY_KEY_HOURS],
      );
      if (!row) return undefined;
      if (row.response_status === null) return { state: 'running', requestDigest: row.request_digest };
      return { state: 'answered', requestDigest: row.request_digest, answer: { status: row.response_status, headers: row.response_headers ?? {}, sealedBody: row.response_body ?? Buffer.alloc(0) } };
    },

    /** Keeps the answer of the run that holds `key`; a run that lost its key (taken over) keeps nothing. */
    async keepAnswer(clientId: number, key: string, runId: string, answer: SealedAnswer): Promise<void> {
      await db(TABLE)
        .where({ client_id: clientId, key, run_id: runId })
        .whereNull('response_status')
        .update({ response_status: answer.status, response_headers: JSON.stringify(answer.headers), response_body: answer.sealedBody, lease_until: null });
    },

    /** Forgets a kept answer that does not open for its row: it is treated as absent, and the key is free again. */
    async forget(clientId: number, key: string, requestDigest: string): Promise<void> {
      await db(TABLE).where({ client_id: clientId, key, request_digest: requestDigest }).whereNotNull('response_status').delete();
    },

    /** Frees `key` after its run failed: the failed request keeps nothing, and a retry runs afresh. */
    async release(clientId: number, key: string, runId: string): Promise<void> {
      await db(TABLE).where({ client_id: clientId, key, run_id: runId }).whereNull('response_status').delete();
    },

    /** Deletes keys created before `before`, at most `limit` in one statement. */
    async prune(before: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ client_id: string }>(
        db,
        `delete from ${TABLE} where (client_id, key) in (
           select client_id, key from ${TABLE} where created_at < ? order by created_at limit ?
         ) returning client_id`,
        [before, limit],
      );
      return rows.length;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
