import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/** ADR 0212, from set 68: a pack of eddoes, the small taro British shelves name so, had no figure. */
describe('eddoes (ADR 0212)', () => {
  it('are AGRIBALYSE\'s taro, sold as such', () => {
    const c = traceProduct({ name: 'Eddoes 500g', ingredients: 'Eddoes', category: 'World Foods', size: 500, size_unit: 'g' }).climate!;
    expect(c.wholeReference).toBe('taro');
  });
});
