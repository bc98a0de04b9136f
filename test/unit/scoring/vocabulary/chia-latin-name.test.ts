import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0241, from set 117: "Chiafrön (Salvia hispanica)" had its bracket, the species' Latin name, read as sage by the
 * "salvia" inside it, and the bracket replaced the seeds (×0.29).
 */
const references = (name: string, ingredients: string) =>
  ingredientReferencesOf(traceProduct({ name, ingredients, category: 'Nötter och frön', size: 300, size_unit: 'g' }));

describe('chia by its Latin name (ADR 0241)', () => {
  it('is chia, in a bracket or alone', () => {
    expect(references('Chiafrön', 'Chiafrön (Salvia hispanica)')).toEqual(['chiaSeeds']);
    expect(references('Chia Seeds', 'Chia Seeds (Salvia hispanica)')).toEqual(['chiaSeeds']);
  });

  it('leaves sage the herb', () => {
    expect(references('Salvia', 'Salvia')).not.toContain('chiaSeeds');
  });
});
