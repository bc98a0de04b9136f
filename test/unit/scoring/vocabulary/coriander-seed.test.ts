import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0248, from set 130: "Whole Coriander Seeds" found no food at all (×0.24 of AGRIBALYSE's coriander seed: only its
 * jar and the shop), and a Swedish "Korianderfrön" or "Mald koriander" was read as the fresh leaves.
 */
const references = (name: string, ingredients: string) =>
  ingredientReferencesOf(traceProduct({ name, ingredients, category: 'Kryddor', size: 40, size_unit: 'g' }));

describe('coriander seed (ADR 0248)', () => {
  it('is the seed when sold as such, whole or ground, in English or Swedish', () => {
    expect(references('Whole Coriander Seeds', 'Coriander Seeds')).toEqual(['corianderSeed']);
    expect(references('Korianderfrön', 'Korianderfrön')).toEqual(['corianderSeed']);
    expect(references('Koriander, hel', 'Korianderfrö')).toEqual(['corianderSeed']);
    expect(references('Mald koriander', 'Koriander')).toEqual(['corianderSeed']);
  });

  it('is a spice in a recipe, not the fresh leaves', () => {
    expect(references('Bröd', 'vetemjöl, vatten, korianderfrön 2 %, salt')).toEqual(['wheatFlour']);
  });

  it('leaves the fresh leaves as they were', () => {
    expect(references('Koriander i kruka', 'Koriander')).toEqual(['freshCoriander']);
    expect(references('Bröd', 'vetemjöl, vatten, koriander 2 %, salt')).toEqual(['wheatFlour', 'freshCoriander']);
  });
});
