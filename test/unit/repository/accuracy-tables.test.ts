import { describe, expect, it } from 'vitest';
import { latestSwedishBlock, ordinal, partnerGuideBlock, readmeBlock, withBlock } from '../../../scripts/docs/accuracy-tables.js';
import type { MeasuredSet } from '../scoring/score/environment/measured-once.js';

/** The docs' accuracy tables (ADR 0256), made from a few sets of known figures. */
const set = (n: number, labels: 'sv' | 'en', within2: number, medianFactor: number, water: number): MeasuredSet => ({
  set: n,
  labels,
  method: '2026.12.64',
  products: 100,
  withFigure: 100,
  rank: { water, landUse: -0.9, fertilisers: -0.9, pesticides: -0.8, biodiversity: -0.8, climate: -0.95 },
  medianFactor,
  within2,
});
const SETS = [set(17, 'sv', 90, 1.2, -0.9), set(18, 'sv', 96, 1.1, -0.85), set(19, 'sv', 94, 1.16, -0.79), set(36, 'en', 95, 1.15, -0.8)];

describe('the accuracy tables', () => {
  it('spells the sets as the headings do', () => {
    expect([17, 20, 21, 100, 101, 113, 140, 143, 200, 201, 212, 230].map(ordinal)).toEqual([
      'Seventeenth', 'Twentieth', 'Twenty-first', 'Hundredth', 'Hundred-and-first', 'Hundred-and-thirteenth', 'Hundred-and-fortieth',
      'Hundred-and-forty-third', 'Two-hundredth', 'Two-hundred-and-first', 'Two-hundred-and-twelfth', 'Two-hundred-and-thirtieth',
    ]);
  });

  it('pools from the eighteenth set, by language, and says whether 95 % is met', () => {
    const block = readmeBlock(SETS);
    expect(block).toContain('(18–19) have 190 of 200 products with a figure within ×2\n(95.0 %)');
    expect(block).toContain('English sets (36) 95 of 100 (95.0 %)');
    expect(block).toContain('**95 % within ×2 is met**');
    expect(readmeBlock([...SETS, set(38, 'en', 80, 1.1, -0.9)])).toContain('**95 % within ×2 is not met**');
  });

  it('names the sets that met every goal, and those that met every rank goal only', () => {
    // 18 meets all; 19 misses water; 36 meets every rank (−0.8 is at the goal) and the median (1.15), and ×2 (95 %).
    expect(readmeBlock(SETS)).toContain('| 17–36 (odd: Swedish, even: English) | 18, 36 | also 17 | 90–96 % | 1.100–1.200 |');
  });

  it('bolds a figure only where its goal is met', () => {
    const rows = partnerGuideBlock(SETS).split('\n');
    expect(rows.find((r) => r.startsWith('| 19 |'))).toBe('| 19 | Swedish | 2026.12.64 | −0.790 | **−0.900** | **−0.900** | **−0.800** | **−0.800** | **−0.950** | 1.160 | 94 of 100 |');
    expect(latestSwedishBlock(SETS)).toContain('| Nineteenth set (2026.12.64) | Eighteenth set (2026.12.64) |');
  });

  it('replaces only what stands between a block’s markers, and refuses a file without them', () => {
    const text = 'before\n<!-- generated: x (scripts/docs/accuracy-tables.ts; edit the measured sets, not this block) -->\nold\n<!-- end generated: x -->\nafter';
    expect(withBlock(text, 'x', 'new', 'f')).toBe(text.replace('old', 'new'));
    expect(() => withBlock('no markers', 'x', 'new', 'f')).toThrow(/no "x" block/);
  });
});
