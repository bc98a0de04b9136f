import type { Config } from '../config.js';
import type { AttemptResult } from './delivery-http.js';

/**
 * What happens after an attempt: a pure function of the attempt and the webhook's record, so each
 * rule (410, the retry schedule, WEBHOOK_DISABLE_AFTER_HOURS, Retry-After) is tested without a
 * database. The delivery task applies the decision through the stores (tasks/deliver-webhook.ts).
 */
export type DeliveryDecision =
  | { kind: 'succeeded' }
  | { kind: 'retry'; delayMs: number; runAt: Date }
  | { kind: 'disable'; reason: string }
  | { kind: 'give-up'; reason: string };

export type PolicyConfig = Pick<Config, 'webhookRetryScheduleMs' | 'webhookDisableAfterHours'>;

export interface EndedAttempt {
  deliveryId: string;
  result: Pick<AttemptResult, 'succeeded' | 'statusCode' | 'retryAfterMs'>;
  /** Since when the webhook has failed without a success, this attempt counted; null when not noted (see `notesFailure`). */
  failingSince: Date | null;
  /** Failed attempts of this round that count against the schedule, this one included; 0 when not noted. */
  failures: number;
}

export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
const GONE = 410;

/**
 * Whether a finished attempt marks its webhook failing and counts against the schedule: every
 * failure but a 410 Gone, which disables the webhook at once.
 */
export const notesFailure = (result: EndedAttempt['result']): boolean => !result.succeeded && result.statusCode !== GONE;

/**
 * The delay before the next attempt, or null when the schedule is used up. `failures` counts the
 * failed attempts of this round, the one just made included. Jitter (±10%) spreads retries of many
 * deliveries that failed together; a Retry-After can postpone a retry (up to an hour) but never
 * bring it forward.
 */
export function nextRetryDelayMs(schedule: readonly number[], failures: number, retryAfterMs: number | null, random: () => number = Math.random): number | null {
  const scheduled = schedule[failures - 1];
  if (scheduled === undefined) return null;
  const jittered = Math.round(scheduled * (0.9 + 0.2 * random()));
  if (retryAfterMs === null) return jittered;
  return Math.min(Math.max(retryAfterMs, jittered), Math.max(jittered, MAX_RETRY_AFTER_MS));
}

/** The decision after an attempt, in the order the rules apply: success, 410, failing too long, the schedule. */
export function decideAfterAttempt(attempt: EndedAttempt, config: PolicyConfig, now: Date, random: () => number = Math.random): DeliveryDecision {
  const { result, failingSince } = attempt;
  if (result.succeeded) return { kind: 'succeeded' };
  if (result.statusCode === GONE) return { kind: 'disable', reason: `the address answered 410 Gone to delivery ${attempt.deliveryId}` };
  if (failingSince && now.getTime() - failingSince.getTime() >= config.webhookDisableAfterHours * HOUR_MS) {
    return { kind: 'disable', reason: `no delivery succeeded since ${failingSince.toISOString()} (WEBHOOK_DISABLE_AFTER_HOURS is ${config.webhookDisableAfterHours})` };
  }
  const delayMs = nextRetryDelayMs(config.webhookRetryScheduleMs, attempt.failures, result.retryAfterMs, random);
  if (delayMs === null) return { kind: 'give-up', reason: 'retry schedule used up' };
  return { kind: 'retry', delayMs, runAt: new Date(now.getTime() + delayMs) };
}
