import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0276, from set 204: "Calves Liver Slices" with "Calves Liver" had no figure; the vocabulary knew "calf liver" and
 * "veal liver", not the "calves liver" British labels write. A survey of British meat counters' names found more:
 * "pigs liver", "pig's liver", "oxtail", "suet", "pigeon". Each now reads as its Swedish name does (kalvlever,
 * grislever, oxsvans, nötfett, game birds), and "pigeon peas" stay peas.
 */
const wholeOf = (name: string, ingredients: string, category = 'Fresh Meat') =>
  traceProduct({ name, ingredients, category, size: 250, size_unit: 'g' }).climate?.wholeReference ?? null;

describe('offal and meat named as British labels name them (ADR 0276)', () => {
  it('reads calves\' and pigs\' liver as the offal rows', () => {
    expect(wholeOf('Calves Liver Slices', 'Calves Liver')).toBe('vealOffal');
    expect(wholeOf("Calf's Liver", "Calf's Liver")).toBe('vealOffal');
    expect(wholeOf('Pigs Liver', 'Pigs Liver')).toBe('porkOffal');
  });

  it('gives oxtail, suet and pigeon a figure, and leaves pigeon peas peas', () => {
    for (const [name, ingredients] of [['Oxtail', 'Oxtail'], ['Shredded Beef Suet', 'Beef Suet, Wheat Flour'], ['Wood Pigeon Breasts', 'Wood Pigeon']] as const) {
      expect(traceProduct({ name, ingredients, category: 'Fresh Meat' }).scores.CO2e, name).not.toBeNull();
    }
    const parts = traceProduct({ name: 'Rice and Peas', ingredients: 'Rice, Pigeon Peas (20%), Coconut Milk, Salt', category: 'Ready Meals' }).climate!.parts;
    expect(parts.some((p) => p.reference === 'guineaFowl')).toBe(false);
  });
});
