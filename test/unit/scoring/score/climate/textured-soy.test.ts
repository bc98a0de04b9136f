import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * ADR 0173: textured soy protein soaked ready to cook is AGRIBALYSE's rehydrated row, and a meat
 * substitute that is (nearly) one made plant protein is that food, without the class's recipe step.
 */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const shelf = (key: keyof typeof ref) => ref[key].farm + ref[key].processing + ref[key].packaging + ref[key].transport + ref[key].retail;

describe('textured soy protein, dry and soaked', () => {
  it('takes the rows whose LCI names say rehydrated and dehydrated, the soaked one about 2.2 kg per kg of the dry one', () => {
    expect(ref.soyProteinRehydrated.agb).toBe('20591_1');
    expect(ref.soyProtein.agb).toBe('20591_2');
    expect(ref.soyProteinRehydrated.name).toMatch(/rehydrated/);
    expect(ref.soyProtein.name).toMatch(/dehydrated/);
    const ratio = shelf('soyProtein') / shelf('soyProteinRehydrated');
    expect(ratio).toBeGreaterThan(2);
    expect(ratio).toBeLessThan(2.5);
  });

  it.each([
    ['Rehydrerat texturerat sojaprotein 97 % (vatten, sojaproteinmjöl), rapsolja, salt', 'soyProteinRehydrated'],
    ['Rehydrated textured soy protein 96 %, rapeseed oil, salt', 'soyProteinRehydrated'],
    ['Sojaprotein', 'soyProtein'],
  ] as const)('a soy mince of "%s" is %s, whole, with no patty-making step', (ingredients, key) => {
    const c = climate({ name: 'Sojafärs', ingredients, category: 'Vegetariskt', size: 500, size_unit: 'g' });
    expect(c.method).toBe('whole');
    expect(c.wholeReference).toBe(key);
    expect(c.parts.some((p) => p.kind === 'processing')).toBe(false);
    expect(c.central).toBeGreaterThan(0.9 * shelf(key));
    expect(c.central).toBeLessThan(1.2 * shelf(key));
  });

  it('keeps the recipe step where the plant protein is a part of the product, not all of it', () => {
    const c = climate({ name: 'Vegofärs', ingredients: 'Vatten, sojaprotein 20 %, rapsolja, förtjockningsmedel (metylcellulosa), salt', category: 'Vegetariskt' });
    expect(c.method).toBe('ingredients');
    expect(c.parts.some((p) => p.kind === 'processing' && p.reference === 'classPlantProtein')).toBe(true);
  });

  it('reads the soaked protein as soy for allergens', () => {
    expect(traceProduct({ name: 'Sojafärs', ingredients: 'Rehydrerat texturerat sojaprotein 97 %, rapsolja, salt' }).scores.allergenList).toBe('soy');
  });
});
