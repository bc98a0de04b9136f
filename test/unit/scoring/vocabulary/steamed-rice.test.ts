import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0240, from set 116: a microwave pouch's "Steamed Parboiled Long Grain Rice (98%)" was read as dry rice, a
 * kilogram of it for every kilogram of the pouch (×2.32); steamed, it is the cooked rice AGRIBALYSE's cooked row holds.
 */
const references = (name: string, ingredients: string) =>
  ingredientReferencesOf(traceProduct({ name, ingredients, category: 'Rice', size: 250, size_unit: 'g' }));

describe('rice named steamed (ADR 0240)', () => {
  it('is cooked rice, in English and in Swedish', () => {
    expect(references('Microwave Long Grain Rice', 'Steamed Parboiled Long Grain Rice (98%), Rapeseed Oil')).toContain('cookedRice');
    expect(references('Jasminris i påse', 'Ångkokt jasminris 97 %, rapsolja')).toContain('cookedRice');
  });

  it('leaves parboiled rice sold dry the dry rice', () => {
    expect(references('Parboiled Rice', 'Parboiled Long Grain Rice')).not.toContain('cookedRice');
  });
});
