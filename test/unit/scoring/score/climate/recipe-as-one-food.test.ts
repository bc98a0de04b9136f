import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0130: pineapple juice in a recipe, a recipe that is one food, water, apple sauce, meat sold ready. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const part = (data: ProductData, kind: string, text?: string) => climate(data).parts.find((p) => p.kind === kind && (text === undefined || p.text === text))!;

describe('pineapple juice', () => {
  it('is, in AGRIBALYSE 3.1.1, 15.9 times the fresh fruit at the farm, where its other pure juices are 0.56-1.72 times theirs', () => {
    expect(ref.pineappleJuice.farm / ref.pineapple.farm).toBeCloseTo(15.87, 1);
    const ratios = [ref.appleJuice.farm / ref.apples.farm, ref.lemonJuice.farm / ref.lemons.farm, ref.orangeJuice.farm / ref.oranges.farm];
    for (const r of ratios) expect(r).toBeGreaterThan(1.1);
    for (const r of ratios) expect(r).toBeLessThan(1.8);
  });

  it('in a recipe is the pineapple it is pressed from, 1.29 kg of it a kilogram', () => {
    const canned = { name: 'Ananasringar i juice', ingredients: 'Ananas 62 %, ananasjuice', category: 'Konserverad frukt', size: 560, size_unit: 'g' };
    const juice = part(canned, 'ingredient', 'ananasjuice');
    expect(juice.reference).toBe('pineapple');
    expect(juice.mass).toBeCloseTo(0.38 * 1.29, 3);
    const drink = { name: 'Tropisk drink', ingredients: 'Ananasjuice 40 %, apelsinjuice 30 %, vatten, socker', size: 1, size_unit: 'l' };
    expect(part(drink, 'ingredient', 'ananasjuice').reference).toBe('pineapple');
    expect(climate(drink).central).toBeLessThan(1.5);
  });

  it('sold as such is AGRIBALYSE\'s pineapple juice, whole', () => {
    const sold = climate({ name: 'Ananasjuice', ingredients: 'Ananasjuice', category: 'Juice', size: 1, size_unit: 'l' });
    expect(sold.method).toBe('whole');
    expect(sold.wholeReference).toBe('pineappleJuice');
    expect(sold.central).toBeGreaterThan(6);
  });
});

describe('a recipe without a class that is one food', () => {
  it('takes its food\'s packaging and retail when the food is at least 90 % of it, water counted', () => {
    const millet = { name: 'Hirs färdigkokt', ingredients: 'Kokt hirs 97 %, rapsolja, salt', size: 250, size_unit: 'g' };
    const pack = part(millet, 'packaging');
    expect(pack.reference).toBe('cookedMillet');
    expect(pack.kgCo2e).toBeCloseTo(ref.cookedMillet.packaging, 6);
    expect(part(millet, 'retail').kgCo2e).toBeCloseTo(ref.cookedMillet.retail, 6);
  });

  it('counts the water a cooked pulse is packed in as the pulse\'s, whose cooked row holds its cooking water', () => {
    const beans = { name: 'Vita bönor kokta', ingredients: 'Vita bönor, vatten, salt', size: 380, size_unit: 'g' };
    expect(part(beans, 'ingredient', 'vita bönor').reference).toBe('cookedWhiteBeans');
    expect(part(beans, 'packaging').reference).toBe('cookedWhiteBeans');
    expect(part(beans, 'packaging').kgCo2e).toBeCloseTo(ref.cookedWhiteBeans.packaging, 6);
  });

  it('counts water as AGRIBALYSE\'s bottled water, so a mineral water, plain or flavoured, is packed as its bottled waters are', () => {
    expect(ref.bottledWater.agb).toBe('18430');
    const still = { name: 'Naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', size: 1, size_unit: 'l' };
    expect(part(still, 'packaging').reference).toBe('bottledWater');
    expect(part(still, 'packaging').kgCo2e).toBeCloseTo(ref.bottledWater.packaging, 6);
    const flavoured = { name: 'Bubbelvatten päron', ingredients: 'Kolsyrat vatten, socker 3 %, arom', size: 50, size_unit: 'cl' };
    expect(part(flavoured, 'packaging').reference).toBe('bottledWater');
  });

  it('keeps the classes\' median where the food is less, or its row is a fresh food sold loose', () => {
    const syrup = { name: 'Sockerlag', ingredients: 'Vatten 85 %, socker 15 %', size: 1, size_unit: 'l' };
    expect(part(syrup, 'packaging').reference).toBeNull();
    const soup = { name: 'Bönor i vatten', ingredients: 'Vatten, vita bönor 30 %, salt', size: 380, size_unit: 'g' };
    expect(part(soup, 'packaging').reference).toBeNull();
    expect(ref.apples.packaging).toBe(0);
    const apples = { name: 'Äpplen och socker', ingredients: 'Äpplen 92 %, socker 8 %', size: 400, size_unit: 'g' };
    expect(climate(apples).method).toBe('ingredients');
    expect(part(apples, 'packaging').reference).toBeNull();
  });
});

describe('apple sauce', () => {
  it('sold as such is AGRIBALYSE\'s apple compote, cooked and jarred, where the fresh apple is neither', () => {
    expect(ref.appleCompote.agb).toBe('13038');
    expect(ref.apples.processing + ref.apples.packaging).toBe(0);
    const sauce = climate({ name: 'Äppelmos osötat', ingredients: 'Äpplen 99 %, antioxidationsmedel (askorbinsyra)', size: 700, size_unit: 'g' });
    expect(sauce.wholeReference).toBe('appleCompote');
    const fresh = climate({ name: 'Äpplen', ingredients: 'Äpplen', size: 1, size_unit: 'kg' });
    expect(sauce.central).toBeGreaterThan(fresh.central * 1.8);
  });
});

describe('Greenland halibut', () => {
  it('named by its compound is its own row, not the Atlantic halibut the compound contains', () => {
    const fish = climate({ name: 'Grönlandshälleflundra filé', ingredients: 'Grönlandshälleflundra (Reinhardtius hippoglossoides)', size: 400, size_unit: 'g' });
    expect(fish.wholeReference).toBe('greenlandHalibut');
    expect(climate({ name: 'Hälleflundra filé', ingredients: 'Hälleflundra', size: 400, size_unit: 'g' }).wholeReference).toBe('halibut');
  });
});

describe('meat sold ready', () => {
  it('"färdiga" reads the listed meat on its cooked row; a soup named ready does not', () => {
    const ribs = { name: 'Spareribs färdiga', ingredients: 'Fläskrevben 90 %, vatten, socker, salt, kryddor', category: 'Färdigmat', size: 600, size_unit: 'g' };
    expect(part(ribs, 'ingredient', 'fläskrevben').reference).toBe('cookedPork');
    const soup = { name: 'Kycklingsoppa färdig', ingredients: 'Vatten, kyckling 10 %, morötter, lök, salt', size: 500, size_unit: 'g' };
    expect(part(soup, 'ingredient', 'kyckling').reference).toBe('chicken');
  });
});
