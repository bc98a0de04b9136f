import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0244, from set 123: "surimi 40 % (FISK (alaska pollock), socker …)" read the allergen's class, "fisk", and took
 * its bracket for an allergen note; the fish was then the class's default row (farmed salmon) instead of the Alaska
 * pollock the bracket names (crab sticks ×0.35 of AGRIBALYSE's).
 */
const references = (name: string, ingredients: string) =>
  ingredientReferencesOf(traceProduct({ name, ingredients, category: 'Fisk', size: 250, size_unit: 'g' }));

describe('a class named with its food in brackets (ADR 0244)', () => {
  it('is the food the bracket names', () => {
    expect(references('Krabbstavar', 'surimi 40 % (FISK (alaska pollock), socker), vatten, vetestärkelse')).toEqual(['pollock', 'beetSugar', 'wheatFlour']);
    expect(references('Fiskbullar', 'fisk (torsk) 40 %, vatten')).toEqual(['cod']);
    expect(references('Seafood Sticks', 'Fish (Alaska Pollock) (38%), Water, Wheat Starch')).toEqual(['pollock', 'maizeStarch']);
    expect(references('Nut Mix', 'Nuts (Almonds, Hazelnuts) (60%), Raisins')).toEqual(['almonds', 'hazelnuts', 'raisins']);
  });

  it('keeps a food whose bracket names its allergen as that food', () => {
    expect(references('Torskbullar', 'torsk (fisk) 50 %, vatten')).toEqual(['cod']);
    expect(references('Degplattor', 'vetemjöl (VETE), smör (MJÖLK) 25 %, vatten')).toEqual(['wheatFlour', 'butter']);
  });

  it('keeps a food whose bracket is its own processed forms', () => {
    expect(references('Pizzasås', 'Tomater 92 % (tomatpuré, tomatpulp), olivolja, salt')).toEqual(['tomatoes', 'oliveOil']);
  });
});
