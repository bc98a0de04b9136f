import { describe, it, expect } from 'vitest';
import { scoreProduct } from '../../../../src/scoring/index.js';

import { OFF_NOVA_CASES as CASES } from './off-nova-cases.js';

describe('OFF NOVA tests (tests/unit/nova.t) in Swedish and English', () => {
  for (const c of CASES) {
    it(`sv: ${c.off} → ${String(c.expected)}`, () => {
      expect(scoreProduct(c.sv).novaScore).toBe(c.expected);
    });
    it(`en: ${c.off} → ${String(c.expected)}`, () => {
      expect(scoreProduct(c.en).novaScore).toBe(c.expected);
    });
  }

  it('agrees on every case in both languages and prints the figure', () => {
    let agree = 0;
    for (const c of CASES) for (const p of [c.sv, c.en]) if (scoreProduct(p).novaScore === c.expected) agree++;
    console.log(`OFF nova.t agreement: ${agree}/${CASES.length * 2} (${CASES.length} cases × sv, en)`);
    expect(agree).toBe(CASES.length * 2);
  });
});
