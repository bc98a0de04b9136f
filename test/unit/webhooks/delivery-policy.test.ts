import { describe, expect, it } from 'vitest';
import { decideAfterAttempt, MAX_RETRY_AFTER_MS, nextRetryDelayMs, notesFailure, type DeliveryDecision, type EndedAttempt } from '../../../src/webhooks/delivery-policy.js';
import { parseRetryAfter } from '../../../src/webhooks/delivery-http.js';

const schedule = [5_000, 300_000, 1_800_000];

describe('nextRetryDelayMs', () => {
  it('follows the schedule with at most ±10% jitter, then stops', () => {
    expect(nextRetryDelayMs(schedule, 1, null, () => 0)).toBe(4_500);
    expect(nextRetryDelayMs(schedule, 1, null, () => 1)).toBe(5_500);
    expect(nextRetryDelayMs(schedule, 2, null, () => 0.5)).toBe(300_000);
    expect(nextRetryDelayMs(schedule, 3, null, () => 0.5)).toBe(1_800_000);
    expect(nextRetryDelayMs(schedule, 4, null, () => 0.5)).toBeNull();
  });

  it('lets Retry-After postpone a retry up to one hour but never bring it forward', () => {
    expect(nextRetryDelayMs(schedule, 1, 60_000, () => 0.5)).toBe(60_000);
    expect(nextRetryDelayMs(schedule, 1, 1_000, () => 0.5)).toBe(5_000);
    expect(nextRetryDelayMs(schedule, 1, 10 * MAX_RETRY_AFTER_MS, () => 0.5)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('keeps a scheduled delay longer than an hour when Retry-After asks for more', () => {
    expect(nextRetryDelayMs([7_200_000], 1, 10 * MAX_RETRY_AFTER_MS, () => 0.5)).toBe(7_200_000);
  });
});

describe('decideAfterAttempt', () => {
  const config = { webhookRetryScheduleMs: schedule, webhookDisableAfterHours: 120 };
  const now = new Date('2025-06-01T12:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const ok = { succeeded: true, statusCode: 200, retryAfterMs: null };
  const failed = (statusCode: number | null, retryAfterMs: number | null = null) => ({ succeeded: false, statusCode, retryAfterMs });
  const attempt = (result: EndedAttempt['result'], failingSince: Date | null, failures: number): EndedAttempt =>
    ({ deliveryId: '0b7e5a52-8f0c-4c35-9d8a-2f6a0e0c1d11', result, failingSince, failures });
  const retryIn = (delayMs: number): DeliveryDecision => ({ kind: 'retry', delayMs, runAt: new Date(now.getTime() + delayMs) });

  // A random of 0.5 is no jitter, so each delay is the schedule's own.
  it.each<[string, EndedAttempt, DeliveryDecision]>([
    ['a success', attempt(ok, null, 0), { kind: 'succeeded' }],
    ['a 410 Gone, even on the first failure', attempt(failed(410), null, 0), { kind: 'disable', reason: 'the address answered 410 Gone to delivery 0b7e5a52-8f0c-4c35-9d8a-2f6a0e0c1d11' }],
    ['a 410 Gone while the schedule has retries left', attempt(failed(410), hoursAgo(1), 1), { kind: 'disable', reason: expect.stringContaining('410 Gone') as string }],
    ['the first failure', attempt(failed(500), now, 1), retryIn(5_000)],
    ['a failure with no answer (timeout)', attempt(failed(null), now, 2), retryIn(300_000)],
    ['the last failure the schedule covers', attempt(failed(503), hoursAgo(2), 3), retryIn(1_800_000)],
    ['a failure past the schedule', attempt(failed(503), hoursAgo(2), 4), { kind: 'give-up', reason: 'retry schedule used up' }],
    ['a Retry-After longer than the schedule', attempt(failed(429, 60_000), now, 1), retryIn(60_000)],
    ['a Retry-After shorter than the schedule', attempt(failed(429, 1_000), now, 1), retryIn(5_000)],
    ['a Retry-After past the hour cap', attempt(failed(503, 10 * MAX_RETRY_AFTER_MS), now, 1), retryIn(MAX_RETRY_AFTER_MS)],
    ['failing just under WEBHOOK_DISABLE_AFTER_HOURS', attempt(failed(500), new Date(hoursAgo(120).getTime() + 1), 1), retryIn(5_000)],
    [
      'failing exactly WEBHOOK_DISABLE_AFTER_HOURS',
      attempt(failed(500), hoursAgo(120), 1),
      { kind: 'disable', reason: 'no delivery succeeded since 2025-05-27T12:00:00.000Z (WEBHOOK_DISABLE_AFTER_HOURS is 120)' },
    ],
    ['failing that long, though the schedule is used up', attempt(failed(500), hoursAgo(200), 9), { kind: 'disable', reason: expect.stringContaining('no delivery succeeded since') as string }],
    ['a failure whose webhook was not marked failing (row gone)', attempt(failed(500), null, 1), retryIn(5_000)],
  ])('%s', (_name, ended, expected) => {
    expect(decideAfterAttempt(ended, config, now, () => 0.5)).toEqual(expected);
  });

  it('jitters the retry within ±10% and sets runAt from the same delay', () => {
    const early = decideAfterAttempt(attempt(failed(500), now, 1), config, now, () => 0);
    const late = decideAfterAttempt(attempt(failed(500), now, 1), config, now, () => 1);
    expect(early).toEqual(retryIn(4_500));
    expect(late).toEqual(retryIn(5_500));
  });
});

describe('notesFailure', () => {
  it('notes every failure but a 410 Gone, and no success', () => {
    expect(notesFailure({ succeeded: false, statusCode: 500, retryAfterMs: null })).toBe(true);
    expect(notesFailure({ succeeded: false, statusCode: null, retryAfterMs: null })).toBe(true);
    expect(notesFailure({ succeeded: false, statusCode: 410, retryAfterMs: null })).toBe(false);
    expect(notesFailure({ succeeded: true, statusCode: 200, retryAfterMs: null })).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates and ignores garbage', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});
