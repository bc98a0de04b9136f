import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { QUANTITY } from '../../../../src/scoring/score/environment/quantities.js';

/**
 * ADR 0210, from sets 63 and 64: a British tub of "Bicarbonate of Soda" was built from its list of one additive, and an
 * iceberg lettuce took the lettuce row, whose scarcity-weighted water is four times the iceberg row's.
 */
const trace = (name: string, ingredients: string, category: string, country_of_origin?: string) =>
  traceProduct({ name, ingredients, category, size: 200, size_unit: 'g', ...(country_of_origin ? { country_of_origin } : {}) });

describe('names of sets 63 and 64 (ADR 0210)', () => {
  it('sells bicarbonate of soda as such by its British name, and keeps it an additive in a recipe', () => {
    expect(trace('Bicarbonate of Soda 200g', 'Raising Agent: Sodium Bicarbonate', 'Home Baking').climate!.wholeReference).toBe('bakingSoda');
    const scones = trace('Plain Scones', 'Wheat Flour, Butter (Milk), Sugar, Milk, Raising Agents (Sodium Bicarbonate, Disodium Diphosphate), Salt', 'Bakery');
    expect(scones.climate!.method).toBe('ingredients');
  });

  it('reads an iceberg lettuce by its own row in either language, with its own water', () => {
    for (const [name, list] of [['Isbergssallad', 'Isbergssallad'], ['Iceberg Lettuce Each', 'Iceberg Lettuce']] as const) {
      const t = trace(name, list, 'Sallad', 'Spanien');
      expect(t.climate!.wholeReference, name).toBe('icebergLettuce');
      expect(t.environment!.quantity(QUANTITY.water), name).toBeLessThan(1);
    }
    expect(trace('Sallad', 'Sallad', 'Sallad').climate!.wholeReference).toBe('lettuce');
  });
});
