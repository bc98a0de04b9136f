import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0118: drinks and stocks made from a brewed or extracted ingredient, on AGRIBALYSE's ready rows. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const part = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text)!;
/** A row's figure at the shop: farm to retail, as the whole-food reading counts it without declared packaging. */
const shelf = (key: keyof typeof ref) => ref[key].farm + ref[key].processing + ref[key].packaging + ref[key].transport + ref[key].retail;

describe('AGRIBALYSE\'s ready rows', () => {
  it('hold brewed coffee at 58 g of ground coffee per kg, the ratio every ready row is checked against', () => {
    expect(ref.brewedCoffee.agb).toBe('18004');
    expect(ref.brewedCoffee.farm / ref.coffee.farm).toBeCloseTo(0.0583, 4);
    expect([ref.brewedTea.agb, ref.beefStock.agb, ref.poultryStock.agb, ref.vegetableStock.agb]).toEqual(['18020', '25930', '25947', '25948']);
  });
});

describe('coffee', () => {
  const bottled = { name: 'Bryggkaffe svart', ingredients: 'Vatten, kaffe 5 %', category: 'Kaffe', size: 330, size_unit: 'ml' };

  it('named as the food and listed with its water is the brewed coffee, on its ready row', () => {
    const c = climate(bottled);
    expect(c.wholeReference).toBe('brewedCoffee');
    expect(c.central).toBeCloseTo(shelf('brewedCoffee'), 9);
  });

  it('sold as grounds keeps the ground coffee row, and its brewed form is a twentieth of it', () => {
    const grounds = climate({ name: 'Bryggkaffe mörkrost', ingredients: 'Rostat och malet kaffe', category: 'Kaffe', size: 500, size_unit: 'g' });
    expect(grounds.wholeReference).toBe('coffee');
    expect(climate(bottled).central).toBeLessThan(grounds.central / 10);
  });

  it('in a drink without water is brewed, and with milk is no whole food', () => {
    const latte = { name: 'Kaffe latte kall', ingredients: 'Mjölk 80 %, kaffe 18 %, socker', category: 'Kaffe', size: 250, size_unit: 'ml' };
    const c = climate(latte);
    expect(c.wholeReference).toBeNull();
    expect(part(latte, 'kaffe').reference).toBe('brewedCoffee');
    expect(part(latte, 'kaffe').mass).toBeCloseTo(0.18, 9);
    // Read as grounds, the same fifth of the drink would weigh 0.18 kg of ground coffee.
    expect(part(latte, 'kaffe').kgCo2e).toBeLessThan(0.18 * (ref.coffee.farm + ref.coffee.processing) / 10);
  });

  it('in a bracket with its water agrees with the name reading, in Swedish and English', () => {
    const sv = part({ ingredients: 'Mascarpone 40 %, ägg, socker, kaffe 10 % (vatten, kaffe), kakao' }, 'kaffe');
    const en = part({ ingredients: 'Mascarpone 40%, egg, sugar, coffee 10% (water, coffee), cocoa' }, 'coffee');
    expect([sv.reference, en.reference]).toEqual(['brewedCoffee', 'brewedCoffee']);
    expect(sv.mass).toBeCloseTo(0.1, 9);
    expect(en.kgCo2e).toBeCloseTo(sv.kgCo2e, 9);
  });
});

describe('tea', () => {
  it('counts tea leaves as fifty times their weight of brewed tea (ISO 3103: 2 g per 100 ml)', () => {
    const leaves = part({ name: 'Earl Grey', ingredients: 'Svart te 97 %, bergamottolja', category: 'Te', size: 100, size_unit: 'g' }, 'svart te');
    expect(leaves.reference).toBe('brewedTea');
    expect(leaves.mass).toBeCloseTo(0.97 * 50, 9);
  });

  it('carries the leaves as listed, not their fifty kilograms of brewed tea, on a declared route', () => {
    const fromChina = climate({ name: 'Grönt te', ingredients: 'Grönt te (Kina)', size: 100, size_unit: 'g' });
    const route = fromChina.parts.find((p) => p.kind === 'transport')!;
    expect(route.route).toBe('CN');
    expect(route.mass).toBeCloseTo(1, 9);
    const unstated = climate({ name: 'Grönt te', ingredients: 'Grönt te', size: 100, size_unit: 'g' }).parts.find((p) => p.kind === 'transport')!;
    expect(unstated.kgCo2e).toBeCloseTo(50 * ref.brewedTea.transport, 9);
    expect(route.kgCo2e).toBeGreaterThan(unstated.kgCo2e);
    expect(route.kgCo2e).toBeLessThan(5 * unstated.kgCo2e);
  });

  it('gives a bottled tea drink a figure, with its leaves at their own weight', () => {
    const c = climate({ name: 'Iste citron', ingredients: 'Vatten, socker 5 %, svart te 0,2 %, citronjuice 0,5 %', category: 'Drycker', size: 500, size_unit: 'ml' });
    expect(c.central).toBeGreaterThan(0);
    expect(c.parts.find((p) => p.text === 'svart te')?.mass).toBeCloseTo(0.002 * 50, 9);
  });
});

describe('stocks', () => {
  it('named first and listed with water are the ready stock, whatever the list holds', () => {
    const c = climate({ name: 'Kycklingbuljong färdig', ingredients: 'Vatten, kyckling 3 %, lök, morötter, salt, jästextrakt', category: 'Buljong', size: 1, size_unit: 'l' });
    expect(c.wholeReference).toBe('poultryStock');
    expect(c.central).toBeCloseTo(shelf('poultryStock'), 9);
  });

  it('without water (a cube) or named after another food are built from the list as before', () => {
    const cube = climate({ name: 'Köttbuljong tärningar', ingredients: 'Salt, palmfett, majsstärkelse, nötköttsextrakt 3 %, lök', category: 'Buljong', size: 120, size_unit: 'g' });
    expect(cube.wholeReference).toBeNull();
    const soup = climate({ name: 'Soppa på köttbuljong med nudlar', ingredients: 'Vatten, nudlar 12 %, nötkött 6 %, lök, salt', category: 'Soppor', size: 500, size_unit: 'ml' });
    expect(soup.wholeReference).toBeNull();
  });

  it('inside a recipe take the ready stock row per kg, not the meat they were made from', () => {
    const sauce = { ingredients: 'Vatten, grädde 20 %, köttbuljong 10 %, vetemjöl, salt', category: 'Såser' };
    const p = part(sauce, 'köttbuljong');
    expect(p.reference).toBe('beefStock');
    expect(p.kgCo2e).toBeCloseTo(0.1 * (ref.beefStock.farm + ref.beefStock.processing), 9);
  });
});

describe('coconut milk', () => {
  it('named as sold with its water is the pressed extract\'s own row, not the coconut flesh its list names', () => {
    const c = climate({ name: 'Kokosmjölk light', ingredients: 'Kokosnöt 50 %, vatten, stabiliseringsmedel (guarkärnmjöl)', size: 400, size_unit: 'ml' });
    expect(c.wholeReference).toBe('coconutMilk');
    const curry = climate({ name: 'Kycklingcurry med kokosmjölk', ingredients: 'Kyckling 30 %, kokosmjölk 20 %, vatten, lök', category: 'Färdigrätter' });
    expect(curry.wholeReference).toBeNull();
  });
});
