import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0211, from set 66: a boiling hen had no figure, since no table knew a hen; a pack of duck livers was duck meat,
 * "duck liver" being known only in Swedish; an English "Sweetened Condensed Milk" listing "Whole Milk, Sugar" was built
 * from its list, as only the Swedish names said a condensed milk is sold as such.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 400, size_unit: 'g' });

describe('names of set 66 (ADR 0211)', () => {
  it('reads a laying hen sold for the pot by AGRIBALYSE\'s hen row, and leaves a hen\'s eggs eggs', () => {
    for (const [name, list] of [['Irish Boiling Fowl Whole Hen 1.8kg', 'Hen'], ['Kokhöna', 'Höna']] as const) {
      expect(trace(name, list, 'Poultry').climate!.wholeReference, name).toBe('hen');
    }
    expect(trace('Free Range Eggs 6 Pack', 'Free Range Hen Eggs', 'Eggs').climate!.wholeReference).toBe('eggs');
  });

  it('reads duck livers as poultry offal in English, as "anklever" is', () => {
    expect(trace('Free Range Duck Livers 250g', 'Duck Liver', 'Poultry').climate!.wholeReference).toBe('poultryOffal');
    expect(trace('Anklever', 'Anklever', 'Fågel').climate!.wholeReference).toBe('poultryOffal');
  });

  it('sells a condensed milk named in English as such, whatever its list names', () => {
    const c = trace('Sweetened Condensed Milk 397g', 'Whole Milk, Sugar', 'Baking & Desserts').climate!;
    expect(c.method).toBe('whole');
    expect(c.wholeReference).toBe('condensedMilk');
  });
});
