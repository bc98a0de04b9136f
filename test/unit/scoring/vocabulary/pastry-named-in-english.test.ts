import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0217, from set 76 and five earlier English sets: a block of puff pastry named in English was built from its
 * flour and fats (×0.46) where "Smördeg" is AGRIBALYSE's puff pastry sold as such; so were shortcrust and filo pastry.
 */
const trace = (name: string, ingredients: string) => traceProduct({ name, ingredients, category: 'Frozen Pastry', size: 500, size_unit: 'g' });

describe('a pastry named in English (ADR 0217)', () => {
  it('is AGRIBALYSE\'s dough, sold as such, whatever fats its list names', () => {
    const puff = trace('Frozen Puff Pastry Block 500g', 'Fortified Wheat Flour (Wheat Flour, Calcium Carbonate, Iron, Niacin, Thiamin), Vegetable Margarine (Palm Oil, Rapeseed Oil, Water, Salt), Water, Salt').climate!;
    expect(puff.method).toBe('whole');
    expect(puff.wholeReference).toBe('puffPastry');
    expect(trace('Ready Rolled Shortcrust Pastry 320g', 'Wheat Flour, Palm Oil, Water, Rapeseed Oil, Salt').climate!.wholeReference).toBe('shortcrustPastry');
    expect(trace('Filo Pastry 270g', 'Wheat Flour, Water, Rapeseed Oil, Salt, Vinegar').climate!.wholeReference).toBe('filoPastry');
  });

  it('leaves a product made with the pastry to its list', () => {
    const slices = trace('Ham & Cheese Puff Pastry Slices 2 x 150g', 'Puff Pastry (Wheat Flour, Palm Oil, Water, Salt) (45%), Ham (20%) (Pork, Salt), Cheddar Cheese (Milk) (15%), Water').climate!;
    expect(slices.method).not.toBe('whole');
  });
});
