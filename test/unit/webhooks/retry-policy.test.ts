import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, nextRetryDelayMs } from '../../../src/webhooks/retry-policy.js';
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

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates and ignores garbage', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});
