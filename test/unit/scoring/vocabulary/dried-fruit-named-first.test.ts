import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0204, from set 51: a Swedish shelf label names a dried fruit with the fruit first ("Aprikoser, torkade"), and a
 * list may then name only the fruit ("Aprikoser, konserveringsmedel (svaveldioxid)"). The name says dried, so the product
 * is the dried fruit's row, as "Torkade aprikoser" is.
 */
describe('a dried fruit named with the fruit first (ADR 0204)', () => {
  it.each([
    ['Aprikoser, torkade', 'Aprikoser, konserveringsmedel (svaveldioxid)', 'driedApricots'],
    ['Fikon, torkade', 'Fikon', 'driedFigs'],
    ['Äpplen, torkade', 'Äpplen', 'driedApple'],
    ['Bananer, torkade', 'Bananer', 'driedBanana'],
  ] as const)('"%s" (list "%s") is AGRIBALYSE\'s %s, whole', (name, list, reference) => {
    const c = traceProduct({ name, ingredients: list, category: 'Torkad frukt', size: 250, size_unit: 'g' }).climate!;
    expect(c.method).toBe('whole');
    expect(c.wholeReference).toBe(reference);
  });

  it('leaves a fresh fruit fresh', () => {
    const c = traceProduct({ name: 'Aprikoser', ingredients: 'Aprikoser', category: 'Frukt', size: 500, size_unit: 'g' }).climate!;
    expect(c.wholeReference).toBe('apricots');
  });
});
