import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { meatCookedNamed } from '../../../../../src/scoring/lexicon/cooked.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0138: chicken fat, meat braised or slow-cooked, and the sixteenth set's words. */
const ref = CLIMATE_REFERENCES;
const climate = (data: ProductData) => traceProduct(data).climate!;
const ingredientPart = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text)!;

describe('chicken fat is AGRIBALYSE\'s chicken fat (16540), not chicken meat', () => {
  it.each(['kycklingfett', 'hönsfett'])('"%s" sold as such', (word) => {
    expect(ref.chickenFat.agb).toBe('16540');
    const fat = climate({ name: word[0]!.toUpperCase() + word.slice(1), ingredients: word, category: 'Matfett' });
    expect(fat.central).toBeLessThan(ref.chicken.farm);
    expect(fat.central).toBeCloseTo(ref.chickenFat.farm + ref.chickenFat.processing + ref.chickenFat.packaging + ref.chickenFat.transport, 0);
  });

  it('"chicken fat" in an English list', () => {
    const part = climate({ name: 'Potatoes in chicken fat', ingredients: 'Potatoes 90 %, chicken fat 10 %', category: 'Vegetables' }).parts.find((p) => p.kind === 'ingredient' && p.text.includes('chicken'));
    expect(part?.reference).toBe('chickenFat');
  });
});

describe('meat braised, slow-cooked or cooked sous vide is cooked meat (ADR 0127\'s class)', () => {
  it.each(['bräserad nötnacke sous vide', 'långkokt nötbog', 'bräserade högrevsbitar', 'slow-cooked beef brisket', 'beef cheek sous vide', 'sous-vide pork belly'])('"%s" names it cooked', (name) => {
    expect(meatCookedNamed(name)).toBe(true);
  });

  it('smoked or cured stays as it was, whatever stands beside it', () => {
    expect(meatCookedNamed('långkokt rökt fläsklägg')).toBe(false);
    expect(meatCookedNamed('nötbog')).toBe(false);
  });

  it('braised beef reads its listed meat on the cooked beef row, above the raw one per kilogram', () => {
    const braised = { name: 'Bräserad nötnacke', ingredients: 'Nötkött 92 %, vatten, salt, lök', category: 'Färdiglagat kött' };
    expect(ingredientPart(braised, 'nötkött').reference).toBe('cookedBeef');
    expect(climate(braised).central).toBeGreaterThan(climate({ ...braised, name: 'Nötnacke' }).central * 1.2);
  });
});

describe('a veal cut with no row of its own ("kalvbog", "kalvlägg") is veal, not beef', () => {
  it('sold as a cut it is veal\'s cut row (ADR 0141); braised, that cut\'s cooked row; in a recipe, the veal shoulder (6560)', () => {
    expect([ref.veal.agb, ref.vealFillet.agb, ref.cookedVealFillet.agb]).toEqual(['6560', '6530', '6531']);
    expect(climate({ name: 'Kalvbog', ingredients: 'Kalvbog', category: 'Kött' }).wholeReference).toBe('vealFillet');
    expect(climate({ name: 'Bräserad kalvlägg', ingredients: 'Kalvlägg 93 %, vatten, salt', category: 'Färdiglagat kött' }).wholeReference).toBe('cookedVealFillet');
    const stock = climate({ name: 'Fond', ingredients: 'Vatten, kalvben, nötben, morot, lök, salt', category: 'Fond' });
    expect(stock.parts.find((p) => p.kind === 'ingredient' && p.text === 'kalvben')?.reference).toBe('veal');
  });
});

describe('fish, seaweed and vegetable words the vocabulary lacked or misread, each on its AGRIBALYSE row', () => {
  it.each([
    ['Braxen hel rensad', 'Braxen', 'bream', '26170'],
    ['Hårstjärt bitar', 'Hårstjärt', 'hairtail', '26153'],
    ['Rödknot hel', 'Rödknot', 'redGurnard', '26106'],
    ['Fenknot hel', 'Fenknot', 'tubGurnard', '26219'],
    ['Ogonori torkad', 'Ogonori', 'ogonori', '20993'],
    ['Sockerärter', 'Sockerärter', 'snowPea', '20173'],
    ['Sockerärtor frysta', 'Sockerärtor', 'snowPea', '20173'],
  ] as const)('"%s" → %s (%s)', (name, ingredients, key, agb) => {
    expect(ref[key].agb).toBe(agb);
    // Named as the food sold as such, the product is that row whole (ADR 0198); in a list the word is read at it too.
    const c = climate({ name, ingredients, category: 'Fisk' });
    expect([c.method, c.wholeReference]).toEqual(['whole', key]);
    expect(ingredientPart({ name: 'Fiskgryta', ingredients: `Vatten, ${ingredients.toLowerCase()} 40 %, potatis, salt`, category: 'Färdigmat' }, ingredients.toLowerCase()).reference).toBe(key);
  });
});
