import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecordIds } from '../../../src/subscriptions/record-ids.js';

const OPAQUE_FROM = 1_000;
const recordIds = createRecordIds({ secretKey: Buffer.alloc(32, 1), opaqueFrom: () => Promise.resolve(OPAQUE_FROM) });

describe('record ids', () => {
  it('keep the ids shown before the change, and show later ones as 2^52 + a keyed permutation: stable, below 2^53, unique within a client', async () => {
    const shown = await recordIds.forClient(7);
    expect(shown(1)).toBe(1);
    expect(shown(OPAQUE_FROM - 1)).toBe(OPAQUE_FROM - 1);
    const ids = Array.from({ length: 20_000 }, (_, i) => OPAQUE_FROM + i);
    const seen = new Set(ids.map(shown));
    expect(seen.size).toBe(ids.length);
    for (const id of seen) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(2 ** 52);
    }
    fc.assert(fc.property(fc.integer({ min: OPAQUE_FROM, max: 2 ** 52 - 1 }), (id) => {
      expect(shown(id)).toBe(shown(id));
      expect(shown(id)).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    }));
  });

  it('say nothing of order or gaps: consecutive subscriptions are far apart and in no order; another client sees other ids', async () => {
    const shown = await recordIds.forClient(7);
    const other = await recordIds.forClient(8);
    const consecutive = Array.from({ length: 1_000 }, (_, i) => shown(OPAQUE_FROM + 500 + i));
    const steps = consecutive.slice(1).map((id, i) => id - (consecutive[i] as number));
    // Ascending about half the time, as random numbers would be; never a small step.
    const ascending = steps.filter((step) => step > 0).length;
    expect(ascending).toBeGreaterThan(400);
    expect(ascending).toBeLessThan(600);
    expect(Math.min(...steps.map(Math.abs))).toBeGreaterThan(2 ** 20);
    expect(other(OPAQUE_FROM + 500)).not.toBe(shown(OPAQUE_FROM + 500));
  });

  it('asks the database again after a failure, and only once after a success', async () => {
    let calls = 0;
    const flaky = createRecordIds({
      secretKey: Buffer.alloc(32, 2),
      opaqueFrom: () => (++calls === 1 ? Promise.reject(new Error('database down')) : Promise.resolve(OPAQUE_FROM)),
    });
    await expect(flaky.forClient(1)).rejects.toThrow('database down');
    expect((await flaky.forClient(1))(5)).toBe(5);
    await flaky.forClient(2);
    expect(calls).toBe(2);
  });
});
