import { describe, expect, it } from 'vitest';
import { fourDigits, roundedText, sig4 } from '../../../../src/scoring/explain/figures.js';
import { round } from '../../../../src/scoring/score/math.js';

/** What the explanation published before: the slow way, by definition. */
const reference = (x: number) => {
  const value = x === 0 ? 0 : Number(x.toPrecision(4));
  const en = String(value);
  return { value, en, sv: en.replace('.', ',') };
};

/** A deterministic spread of doubles over the magnitudes the quantities take (and beyond): no Math.random, so a failure repeats. */
function* samples(): Generator<number> {
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < 200_000; i++) {
    const x = (1 + 9 * next()) * 10 ** Math.floor(-30 + 60 * next());
    yield next() < 0.1 ? -x : x;
  }
}

describe('four significant digits (src/scoring/explain/figures.ts)', () => {
  it('equals Number(x.toPrecision(4)) and its String, decimal comma in Swedish, over 200,000 doubles of every magnitude', () => {
    const wrong: number[] = [];
    for (const x of samples()) {
      const got = fourDigits(x);
      const want = reference(x);
      if (!Object.is(got.value, want.value) || got.en !== want.en || got.sv !== want.sv || !Object.is(sig4(x), want.value)) wrong.push(x);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('rounds ties, carries and the edges as toPrecision does', () => {
    const edges = [
      1234.5, 1234.4999999, 1234.5000001, 9999.5, 9999.4, 99995, 0.00012345, 0.1, 0.3, 1, 10, 100, 1000, 10000, 1e-7, 9.9995e-8, 1e21, 9.9995e20, 123456789,
      0.1 + 0.2, 2 / 3, 1e-30, 1e30, -0.5555, -1234.5, 0, -0, Number.MIN_VALUE, Number.MAX_VALUE, 5e-324, Infinity, -Infinity, NaN,
    ];
    for (const x of edges) {
      const want = reference(x);
      expect(fourDigits(x), String(x)).toEqual(want);
      expect(Object.is(sig4(x), want.value), String(x)).toBe(true);
    }
  });

  it('writes figures rounded to 1 and 3 places as String does (decimal comma in Swedish), over 200,000 doubles and the edges', () => {
    const wrong: string[] = [];
    const check = (x: number, decimals: number) => {
      const en = String(x);
      const [gotEn, gotSv] = roundedText(x, decimals);
      if (gotEn !== en || gotSv !== en.replace('.', ',')) wrong.push(`${x} (${decimals}): ${gotEn} ${gotSv}`);
    };
    for (const x of samples()) for (const decimals of [1, 3]) check(round(x, decimals), decimals);
    const edges = [0, -0, 0.05, -0.05, 0.5, 1.5, 2.25, 0.001, 0.0005, 0.9995, 1.0005, 4.95, 5, 12345.6, 999999999.9, 1e9, 1e12, 1e21, 1e-7, 0.1 + 0.2, 2 / 3, NaN, Infinity, -Infinity];
    for (const x of edges) for (const decimals of [1, 3]) {
      check(x, decimals);
      check(round(x, decimals), decimals);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
