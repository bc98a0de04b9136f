import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0238, from set 112: an English list's "Mung Bean Sprouts" was read by its first words as dry mung beans, a pulse
 * grown on irrigated land, where "Bean Sprouts" and the Swedish "mungbönsgroddar" are AGRIBALYSE's fresh sprouts.
 */
const references = (name: string, ingredients: string) =>
  ingredientReferencesOf(traceProduct({ name, ingredients, category: 'Fresh Vegetables', size: 300, size_unit: 'g' }));

describe('mung bean sprouts (ADR 0238)', () => {
  it('are the fresh sprouts, not the dry beans', () => {
    expect(references('Beansprouts', 'Mung Bean Sprouts')).toEqual(['beanSprouts']);
    expect(references('Stir Fry Vegetables', 'Carrot (40%), Mung Bean Sprouts (30%), Cabbage')).toContain('beanSprouts');
  });

  it('leaves dry mung beans the pulse', () => {
    expect(references('Mung Beans', 'Mung Beans')).not.toContain('beanSprouts');
  });
});
