import { createHash, randomUUID } from 'node:crypto';
import { stringify as stableStringify } from 'safe-stable-stringify';
import type { IdempotencyQuota } from '../config.js';
import { problem } from '../shared/app-error.js';
import { idempotencyAnswerKey, idempotencyDigestKey, keptAnswerOwner, openSealed, requestDigest, sealValue } from '../shared/sealed-values.js';
import type { IdempotencyStore } from './idempotency-store.js';

/** The answer kept for a key, replayed to its retries. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The header, as the contract names it (`components/parameters/IdempotencyKey`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Seconds a retry waits for the first request with its key (`Retry-After` of the 409). */
const IN_PROGRESS_RETRY_SECONDS = 1;
/** Claims tried when the key is freed between a failed claim and the look at who holds it. */
const CLAIM_ATTEMPTS = 3;

/** What makes two requests the same request: the operation and its validated parts. */
export interface IdempotentRequest {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A request that holds its key while it runs. */
export interface IdempotentRun {
  clientId: number;
  key: string;
  runId: string;
}

/** Either run the request (and then keep or release its answer), or send the kept answer again. */
export type IdempotencyDecision = { run: IdempotentRun } | { replay: KeptAnswer };

/**
 * The unkeyed part of a request's digest: members of JSON objects in sorted order, so a retry
 * serialised by another JSON library (member order differs) is still the same request. Never
 * stored as it is (migration 013 re-keyed the rows that held it).
 */
export function requestHash(request: IdempotentRequest): string {
  return createHash('sha256').update(stableStringify(request) ?? '').digest('base64url');
}

const inProgress = () => problem.idempotentRequestInProgress(IDEMPOTENCY_KEY_HEADER, IN_PROGRESS_RETRY_SECONDS);

/** The most a quota refusal asks to wait (the contract's `Retry-After` bound); `detail` says when the oldest key goes. */
const QUOTA_RETRY_AFTER_MAX_SECONDS = 60;

const overQuota = (quota: IdempotencyQuota, firstExpiresInSeconds: number) =>
  problem.idempotencyQuotaExceeded(IDEMPOTENCY_KEY_HEADER, quota.maxKeys, quota.maxBytes, firstExpiresInSeconds, Math.min(QUOTA_RETRY_AFTER_MAX_SECONDS, firstExpiresInSeconds));

const reused = () => problem.idempotencyKeyReused(IDEMPOTENCY_KEY_HEADER);

/**
 * Idempotency keys with Stripe's semantics (the contract's *Idempotent retries*): per client, the
 * first successful answer to a key is kept 24 hours and replayed to a retry of the same request;
 * the same key with another request is a 422, a retry while the first runs a 409. A failed
 * request keeps nothing. State lives in PostgreSQL, so every API process sees every key; answer
 * bodies are kept sealed and bound to their row, as an answer may carry a secret shown once.
 * What one client holds is bounded by `quota` (docs/adr/0082-idempotency-bounded.md).
 */
export function createIdempotencyKeys(store: IdempotencyStore, options: { secretKey: Buffer; quota: IdempotencyQuota }) {
  const answerKey = idempotencyAnswerKey(options.secretKey);
  const digestKey = idempotencyDigestKey(options.secretKey);
  return {
    async begin(clientId: number, key: string, request: IdempotentRequest): Promise<IdempotencyDecision> {
      const digest = requestDigest(digestKey, clientId, requestHash(request));
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
        const runId = randomUUID();
        const claim = await store.claim(clientId, key, digest, runId, options.quota);
        if (claim.claimed) return { run: { clientId, key, runId } };
        const holder = await store.holder(clientId, key);
        if (!holder) {
          // Not held, so the quota refused it; otherwise it was freed meanwhile: claim again.
          if (claim.firstExpiresInSeconds !== undefined) throw overQuota(options.quota, claim.firstExpiresInSeconds);
          continue;
        }
        if (holder.requestDigest !== digest) throw reused();
        if (holder.state === 'running') throw inProgress();
        const body = openSealed(answerKey, holder.answer.sealedBody, keptAnswerOwner(clientId, key));
        if (body !== undefined) return { replay: { status: holder.answer.status, headers: holder.answer.headers, body } };
        // Sealed for another row (moved there) or under another key: absent, never served. The
        // row is forgotten and the request runs afresh under its key.
        await store.forget(clientId, key, digest);
      }
      throw inProgress();
    },

    /** Keeps a successful answer for the retries of the run's request. */
    keep(run: IdempotentRun, answer: KeptAnswer): Promise<void> {
      return store.keepAnswer(run.clientId, run.key, run.runId, { status: answer.status, headers: answer.headers, sealedBody: sealValue(answerKey, answer.body, keptAnswerOwner(run.clientId, run.key)) });
    },

    /** The run failed: nothing is kept and the key is free for a retry. */
    release(run: IdempotentRun): Promise<void> {
      return store.release(run.clientId, run.key, run.runId);
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
