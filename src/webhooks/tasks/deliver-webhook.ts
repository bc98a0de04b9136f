import type { Task } from 'graphile-worker';
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import { enqueueJobs } from '../../jobs/enqueue.js';
import type { Logger } from '../../shared/logger.js';
import type { Resolver } from '../destination-guard.js';
import { postWebhook, type AttemptResult } from '../delivery-http.js';
import { decideAfterAttempt, notesFailure, type DeliveryDecision } from '../delivery-policy.js';
import { reportAttempt } from '../delivery-report.js';
import type { SecretBox } from '../secret-box.js';
import { webhookSecretOwner, type SealOwner } from '../../shared/sealed-values.js';
import { signedHeaders, type SigningSecret } from '../signing.js';
import { deliveryJob, type DeliverJobPayload } from '../delivery-job.js';
import type { DeliverySlots } from '../delivery-slots.js';
import type { DeliverySlotsStore } from '../delivery-slots-store.js';
import type { Claimed, DeliveryClaimsStore, RecordedSuccess } from '../delivery-claims-store.js';
import type { Delivery, DeliveryStore } from '../delivery-store.js';
import type { Webhook, WebhookStore } from '../webhook-store.js';
import { createStatementBatcher } from '../../db/statement-batcher.js';
import { BoundedCache } from '../../shared/lru.js';
import type { BackgroundPacer } from '../../shared/background-pacing.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ATTEMPT = 2 ** 31 - 1;
/** Past the attempt timeout an attempt still `in_progress` is a crashed one: it no longer holds a slot. */
const SLOT_GRACE_MS = 5_000;
export const slotStaleMs = (config: Config) => config.webhookTimeoutMs + SLOT_GRACE_MS;

function assertPayload(payload: unknown): asserts payload is DeliverJobPayload {
  const value = payload as Partial<DeliverJobPayload> | null;
  // Checked in full: claims of many jobs share one statement, which one malformed job must not fail.
  if (!value || typeof value.deliveryId !== 'string' || !UUID.test(value.deliveryId) || !Number.isInteger(value.attempt) || (value.attempt as number) < 1 || (value.attempt as number) > MAX_ATTEMPT) {
    throw new Error('deliver-webhook: payload must be {deliveryId: uuid, attempt: integer from 1}');
  }
}

/** Sealed secrets opened once per secret and owner, not once per delivery, in the service's one bounded cache. */
const OPENED_LIMIT = 1_000;

function createSecretOpener(secretBox: SecretBox) {
  // Keyed by the owner and the sealed bytes: a rotated secret is a new entry, so nothing stale is ever used;
  // a value that does not open for its owner is never kept, so it is tried (and refused) again.
  const opened = new BoundedCache<string, string>(OPENED_LIMIT);
  return (sealed: Buffer, owner: SealOwner): string | undefined => {
    const cacheKey = `${owner}\u0000${sealed.toString('latin1')}`;
    let secret = opened.get(cacheKey);
    if (secret === undefined) {
      secret = secretBox.open(sealed, owner);
      if (secret !== undefined) opened.set(cacheKey, secret);
    }
    return secret;
  };
}

/** The secrets valid now, current first: it alone signs X-Hub-Signature-256. */
function validSecrets(webhook: Webhook, open: (sealed: Buffer, owner: SealOwner) => string | undefined, now: Date): SigningSecret[] {
  const owner = webhookSecretOwner(webhook.clientId);
  const current = open(webhook.secretEncrypted, owner);
  // A secret that does not open for this webhook (moved from another row) is absent: nothing is sent
  // signed with it, and the attempt fails like any other fault, for the operator to see.
  if (current === undefined) throw new Error(`the signing secret of client ${webhook.clientId} does not open for its webhook (sealed for another row or under another SECRET_KEY); set a new one`);
  const secrets: SigningSecret[] = [{ secret: current, kind: webhook.secretKind }];
  if (webhook.previousSecretEncrypted && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now) {
    const previous = open(webhook.previousSecretEncrypted, owner);
    if (previous !== undefined) secrets.push({ secret: previous, kind: webhook.previousSecretKind ?? 'text' });
  }
  return secrets;
}

/**
 * One attempt of one delivery per job. The attempt is recorded before the POST and completed
 * after it, each in its own short transaction, so a crash in between leaves an `in_progress`
 * attempt that the rerun of the same job marks as interrupted before trying again. The next
 * attempt is a new job with the same key, enqueued in the transaction that records the failure.
 * What follows an attempt is delivery-policy.ts's decision; this task applies it through the stores.
 */

/**
 * A job whose attempt ended goes on with its client's oldest parked delivery (the slot passes from
 * one delivery to the next without a new job), up to this many deliveries or this long, so a
 * stopping worker is not held up; then it releases the slot to a new job.
 */
const HANDOFF_LIMIT = 100;
const HANDOFF_MS = 5_000;
/**
 * How long a success waits for the other attempts still being sent before its statement goes
 * without them. Attempts sent together come back within a millisecond or two of each other; one
 * statement for the wave, rather than one for each event-loop turn that sees a few of them, halves
 * the database round trips per delivery (docs/performance.md, "Cost per delivery").
 */
const GATHER_MS = 3;

export function createDeliverWebhookTask(deps: {
  config: Config;
  db: Knex;
  webhooks: WebhookStore;
  deliveries: DeliveryStore;
  claims: DeliveryClaimsStore;
  slotStore: DeliverySlotsStore;
  slots: DeliverySlots;
  secretBox: SecretBox;
  logger: Logger;
  resolver?: Resolver;
  /** A background worker's deliveries wait while the host's CPU is contended (src/shared/background-pacing.ts). */
  pacer?: BackgroundPacer;
}): Task {
  const { config, db, webhooks, deliveries, claims, slotStore, slots, secretBox, logger } = deps;
  const openSecret = createSecretOpener(secretBox);
  /** Attempts of this worker whose POST has not answered yet: each ends in a recorded success or failure. */
  let sending = 0;
  const slotLimits = { cap: config.webhookMaxInFlightPerClient, staleMs: slotStaleMs(config) };
  // Jobs run many at a time: their usual claims and successes share one statement per batch.
  const claimUsualAttempt = createStatementBatcher((wanted: { deliveryId: string; attempt: number; jobId: string }[]) => claims.claimUsualAttempts(db, wanted, slotLimits));
  // A success is recorded together with the job's takeover of its client's next parked delivery,
  // in one statement (one commit) for every job whose attempt ended at about the same moment.
  const recordSuccess = createStatementBatcher((successes: RecordedSuccess[]) => claims.recordSuccesses(successes), undefined, { expected: () => sending, maxWaitMs: GATHER_MS });

  async function claim(payload: DeliverJobPayload, jobId: string): Promise<Claimed | undefined> {
    return db.transaction(async (trx) => {
      const delivery = await deliveries.lockDelivery(trx, payload.deliveryId);
      if (!delivery || delivery.status !== 'pending') return undefined;
      if (delivery.attemptCount >= payload.attempt) {
        const made = await deliveries.attemptsFrom(trx, delivery.id, payload.attempt);
        const interrupted = made.filter((attempt) => attempt.outcome === 'in_progress' && attempt.jobId === jobId).map((attempt) => attempt.number);
        // Attempted already by this job's earlier run that finished, or by a newer job: nothing to do.
        if (interrupted.length === 0) return undefined;
        await deliveries.markInterrupted(trx, delivery.id, interrupted);
      }
      const webhook = await webhooks.findWebhook(trx, delivery.clientId);
      if (!webhook || !webhook.enabled) {
        await deliveries.setOutcome(trx, delivery.id, { status: 'failed', nextAttemptAt: null });
        return undefined;
      }
      // Client suspended, or its slots all taken: the delivery waits parked, no attempt made. The
      // lock comes first, so the count sees every attempt recorded before it (delivery-slots-store.ts).
      await slotStore.lock(trx, [delivery.clientId]);
      if (!(await slotStore.hasFreeSlot(trx, delivery.clientId))) {
        await slotStore.park(trx, [delivery.id]);
        return undefined;
      }
      const number = await deliveries.startAttempt(trx, delivery.id, jobId);
      return { delivery, webhook, number };
    });
  }

  /**
   * Records a failed attempt (or a success the usual statement did not take), and applies what
   * follows from it. With `takeOverAs` (its job) the job goes on with its client's next parked
   * delivery, taken over in this transaction: the slot the attempt frees passes on in the same
   * commit, so a retry or redelivery due meanwhile cannot claim it too.
   */
  async function record(delivery: Delivery, number: number, result: AttemptResult, takeOverAs: string | undefined): Promise<{ decision: DeliveryDecision; next?: Claimed }> {
    return db.transaction(async (trx) => {
      const current = (await deliveries.lockDelivery(trx, delivery.id)) as Delivery;
      await deliveries.finishAttempt(trx, delivery.id, number, result);
      const noted = notesFailure(result);
      const decision = decideAfterAttempt(
        {
          deliveryId: delivery.id,
          result,
          failingSince: noted ? ((await webhooks.markFailing(trx, delivery.clientId)) ?? null) : null,
          failures: noted ? await deliveries.countScheduledFailures(trx, current) : 0,
        },
        config,
        new Date(),
      );
      await apply(trx, delivery, number, decision);
      if (!takeOverAs || decision.kind === 'disable') return { decision };
      const [next] = await claims.takeOverParked(trx, [{ clientId: delivery.clientId, afterSeq: delivery.seq, jobId: takeOverAs }]);
      return { decision, next };
    });
  }

  /** Applies the decision in the transaction that recorded the attempt. */
  async function apply(trx: Knex.Transaction, delivery: Delivery, number: number, decision: DeliveryDecision): Promise<void> {
    switch (decision.kind) {
      case 'succeeded':
        await deliveries.setOutcome(trx, delivery.id, { status: 'succeeded', nextAttemptAt: null });
        await webhooks.markHealthy(trx, delivery.clientId);
        return;
      case 'disable':
        await webhooks.disable(trx, delivery.clientId, decision.reason);
        await deliveries.failWaiting(trx, delivery.clientId);
        await deliveries.setOutcome(trx, delivery.id, { status: 'failed', nextAttemptAt: null });
        return;
      case 'give-up':
        await deliveries.setOutcome(trx, delivery.id, { status: 'failed', nextAttemptAt: null });
        return;
      case 'retry':
        await deliveries.setOutcome(trx, delivery.id, { status: 'pending', nextAttemptAt: decision.runAt });
        await enqueueJobs(trx, [deliveryJob(delivery.id, number + 1, decision.runAt)]);
        return;
    }
  }

  /**
   * One attempt: signed, sent, recorded. With `takeOverAs`, answers the client's next parked
   * delivery this job took over when it recorded the attempt, if any; `disabled` when the webhook was disabled.
   */
  async function attempt({ delivery, webhook, number }: Claimed, takeOverAs: string | undefined): Promise<{ disabled: boolean; next?: Claimed }> {
    const now = new Date();
    const headers = signedHeaders({
      deliveryId: delivery.id,
      event: delivery.event,
      body: delivery.payload,
      secrets: validSecrets(webhook, openSecret, now),
      timestamp: Math.floor(now.getTime() / 1000),
    });
    sending += 1;
    const result = await postWebhook({
      url: webhook.url,
      headers,
      body: delivery.payload,
      timeoutMs: config.webhookTimeoutMs,
      allowPrivate: config.allowPrivateWebhookUrls,
      resolver: deps.resolver,
    }).finally(() => (sending -= 1));
    const recorded = result.succeeded ? await recordSuccess({ deliveryId: delivery.id, number, result, afterSeq: delivery.seq, takeOverAs }) : undefined;
    const { decision, next } = recorded ? { decision: { kind: 'succeeded' } as const, next: recorded.next } : await record(delivery, number, result, takeOverAs);
    reportAttempt(logger, { deliveryId: delivery.id, clientId: delivery.clientId, number, result }, decision);
    return { disabled: decision.kind === 'disable', next };
  }

  return async (payload, helpers) => {
    assertPayload(payload);
    const jobId = String(helpers.job.id);
    // One statement in the usual case; the transaction handles interrupted and refused attempts.
    let claimed = (await claimUsualAttempt({ deliveryId: payload.deliveryId, attempt: payload.attempt, jobId })) ?? (await claim(payload, jobId));
    const started = Date.now();
    for (let handled = 1; claimed; handled++) {
      const { clientId } = claimed.delivery;
      const goesOn = handled < HANDOFF_LIMIT && Date.now() - started < HANDOFF_MS;
      // A pause holds this delivery's slot (its attempt is recorded as started) for at most
      // BACKGROUND_PACING_MAX_PAUSE_MS, well inside the grace after which a slot counts as crashed.
      await deps.pacer?.pass();
      const after = await attempt(claimed, goesOn ? jobId : undefined);
      if (after.disabled) return; // its waiting deliveries failed with it
      claimed = after.next;
      // None taken over (none left after this one, or this job has done its share): the release
      // under the slot lock gives the free slot to a new job if a delivery waits, including one
      // created while this attempt was recorded (delivery-slots-store.ts).
      if (!claimed) await slots.releaseAfterAttempt(clientId);
    }
  };
}
