import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0235, from set 106: an English "Evaporated Milk" was the milk its list names, not AGRIBALYSE's evaporated milk
 * (×0.53, as a Swedish "Evaporerad mjölk" was not), and "Disodium Phosphate", unknown, took a third of the tin.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 410, size_unit: 'g' });

describe('evaporated milk named in English (ADR 0235)', () => {
  it('is AGRIBALYSE\'s evaporated milk, sold as such', () => {
    const t = trace('Evaporated Milk', 'Milk, Stabiliser: Disodium Phosphate, Vitamin D', 'Tinned Milk & Custard');
    expect(ingredientReferencesOf(t)).toEqual(['evaporatedMilk']);
  });
});

describe('phosphate salts named in English (ADR 0235)', () => {
  it('are additives, whatever the salt', () => {
    for (const salt of ['Disodium Phosphate', 'Monocalcium Phosphate', 'Trisodium Phosphate', 'Calcium Phosphates']) {
      const leaf = trace('Self Raising Flour', `Wheat Flour, Raising Agents: ${salt}, Sodium Bicarbonate`, 'Flour').ingredients.leaves.find((l) => l.name.toLowerCase() === salt.toLowerCase())!;
      expect(leaf.match?.key, salt).toBe('additive');
    }
  });

  it('leaves a phosphate that names a starch the starch\'s reading', () => {
    const leaf = trace('Sås', 'Vatten, acetylerad distärkelsefosfat, salt', 'Såser').ingredients.leaves.find((l) => l.name === 'acetylerad distärkelsefosfat')!;
    expect(leaf.match?.key).not.toBe('additive');
  });
});
