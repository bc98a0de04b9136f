import { describe, expect, it } from 'vitest';
import { matchIngredient } from '../../../../src/scoring/analyse/commodities.js';
import { traceProduct } from '../../../../src/scoring/index.js';
import { normalizeText } from '../../../../src/scoring/text/normalize.js';

/**
 * ADR 0260, from set 153: "Haricots verts (Phaseolus vulgaris)" from Kenya was read as rice, the Swedish "ris" at the
 * end of "vulgaris" (×0.43 of AGRIBALYSE's flown green beans). A Latin species name in brackets names the food it
 * follows; none of it is another food.
 */
const read = (name: string) => matchIngredient(normalizeText(name))?.key ?? null;

describe('Latin species names (ADR 0260)', () => {
  it('name no food by a shorter word inside them', () => {
    expect(read('Phaseolus vulgaris')).toBeNull();
    expect(read('Thymus vulgaris')).toBeNull();
    expect(read('Lens culinaris')).toBeNull();
    expect(read('Fragaria ananassa')).toBeNull();
    expect(read('Pleurotus ostreatus')).toBeNull();
  });

  it('leave the food they follow what it is', () => {
    const beans = traceProduct({ name: 'Haricots verts', ingredients: 'Haricots verts (Phaseolus vulgaris)', country_of_origin: 'Kenya', category: 'Grönsaker', size: 200, size_unit: 'g' });
    expect(beans.climate!.wholeReference).toBe('greenBeans');
    const jam = (list: string) =>
      traceProduct({ name: 'Jordgubbssylt', ingredients: list, category: 'Sylt', size: 400, size_unit: 'g' }).climate!.parts.map((p) => p.reference);
    expect(jam('Jordgubbar (Fragaria ananassa) 45 %, socker, geleringsmedel (pektin)')).toEqual(jam('Jordgubbar 45 %, socker, geleringsmedel (pektin)'));
  });

  it('keeps the words that do end in a food: rice, pineapple', () => {
    expect(read('jasminris')).toBe('rice');
    expect(read('ananas')).toBe('otherFruit');
  });
});
