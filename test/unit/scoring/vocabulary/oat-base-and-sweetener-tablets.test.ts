import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0230, from sets 97 and 98: an English "Oat Base (Water, Oats (10%))" was read as oats at its whole share, where
 * the Swedish "Havrebas (vatten, havre 10 %)" is the drink base (an oat drink ×3.07); a dispenser named "Sötningsmedel,
 * tabletter" was built from its additives (×0.34) where "Sötningstabletter" is AGRIBALYSE's sweetener tablets.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 1, size_unit: 'l' });
const references = (name: string, ingredients: string, category: string) =>
  ingredientReferencesOf(trace(name, ingredients, category));

describe('an oat base (ADR 0230)', () => {
  it('is the drink base in English as in Swedish, not oats at its whole share', () => {
    expect(references('Oat Drink 1L', 'Oat Base (Water, Oats (10%)), Rapeseed Oil, Sea Salt', 'Dairy Alternatives')).toEqual(['classPlantDrink', 'rapeseedOil']);
    expect(references('Havredryck', 'Havrebas (vatten, havre 10 %), rapsolja, havssalt', 'Växtbaserade drycker')).toEqual(['classPlantDrink', 'rapeseedOil']);
    expect(trace('Oat Drink 1L', 'Oat Base (Water, Oats (10%)), Rapeseed Oil, Sea Salt', 'Dairy Alternatives').scores.allergenList).toContain('gluten');
  });

  it('leaves oats named as such the oats', () => {
    expect(references('Porridge Oats', 'Oats', 'Cereals')).not.toContain('classPlantDrink');
  });
});

describe('sweetener tablets named the other way round (ADR 0230)', () => {
  it('are AGRIBALYSE\'s sweetener tablets', () => {
    const list = 'Sötningsmedel (natriumsackarin), surhetsreglerande medel (natriumvätekarbonat), stabiliseringsmedel (laktos)';
    expect(trace('Sötningsmedel, tabletter', list, 'Socker & sötning').climate!.wholeReference).toBe('saccharinSweetener');
    expect(trace('Sötningsmedel i tablettform', list, 'Socker & sötning').climate!.wholeReference).toBe('saccharinSweetener');
  });

  it('leaves a liquid sweetener, which names no tablet, built from its list', () => {
    expect(trace('Flytande sötningsmedel', 'Vatten, sötningsmedel (sukralos), konserveringsmedel (kaliumsorbat)', 'Socker & sötning').climate!.wholeReference).not.toBe('saccharinSweetener');
  });
});
