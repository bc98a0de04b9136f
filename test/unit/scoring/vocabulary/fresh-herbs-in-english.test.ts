import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0242, from set 120: "Fresh Thyme" was read as a spice jar's dried thyme (×2.23); the Swedish names said fresh
 * ("färsk timjan", "timjan i kruka") and took AGRIBALYSE's fresh herb rows, the English ones did not.
 */
const references = (name: string, ingredients: string) =>
  ingredientReferencesOf(traceProduct({ name, ingredients, category: 'Fresh Herbs', size: 30, size_unit: 'g' }));

describe('a herb named fresh in English (ADR 0242)', () => {
  it('is the fresh herb', () => {
    expect(references('Fresh Thyme', 'Thyme')).toEqual(['freshHerbs']);
    expect(references('Fresh Rosemary 20g', 'Rosemary')).toEqual(['freshHerbs']);
    expect(references('Fresh Mint 30g', 'Mint')).toEqual(['mint']);
  });

  it('leaves a jar of thyme the dried herb', () => {
    expect(references('Thyme', 'Thyme')).not.toContain('freshHerbs');
  });
});
