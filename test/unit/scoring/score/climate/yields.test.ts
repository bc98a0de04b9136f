import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { CANNED_FISH_YIELD } from '../../../../../src/scoring/score/climate/references.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADRs 0110 and 0111: yields, misread foods and carriage as classes, each from AGRIBALYSE 3.1.1's own rows. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const stage = (data: ProductData, name: string) => climate(data).stages.find((s) => s.stage === name)!.kgCo2e;
const ref = CLIMATE_REFERENCES;

describe('a frozen vegetable is the fresh one blanched, frozen, packed and kept in a freezer', () => {
  const frozen = { name: 'Broccolibuketter', ingredients: 'Broccoli', category: 'Frysta grönsaker' };
  const fresh = { ...frozen, category: 'Grönsaker' };

  it('keeps the fresh food as its farm stage and takes the frozen class for processing, pack and freezer', () => {
    const c = climate(frozen);
    expect(c.wholeReference).toBe('broccoli');
    expect(c.productClass).toBe('classFrozenVegetables');
    expect(stage(frozen, 'farm')).toBeCloseTo(ref.broccoli.farm, 9);
    expect(stage(frozen, 'processing')).toBeCloseTo(ref.broccoli.processing + ref.classFrozenVegetables.processing, 9);
    expect(stage(frozen, 'packaging')).toBeCloseTo(ref.classFrozenVegetables.packaging, 9);
    expect(stage(frozen, 'retail')).toBeCloseTo(ref.classFrozenVegetables.retail, 9);
  });

  it('leaves the fresh vegetable as it was, and the frozen one weighs more', () => {
    expect(climate(fresh).productClass).toBeNull();
    expect(stage(fresh, 'packaging')).toBeCloseTo(ref.broccoli.packaging, 9);
    expect(climate(frozen).central).toBeGreaterThan(climate(fresh).central);
  });
});

describe('foods the vocabulary read as something else', () => {
  it('reads yeast sold as such by its own row, and keeps it an additive inside a recipe', () => {
    expect(climate({ name: 'Jäst för matbröd', ingredients: 'Jäst' }).wholeReference).toBe('bakersYeast');
    expect(climate({ name: 'Näringsjäst', ingredients: 'Inaktiverad jäst' }).wholeReference).toBe('nutritionalYeast');
    const bread = climate({ name: 'Ljust bröd', ingredients: 'Vetemjöl, vatten, jäst, salt', category: 'Bröd' });
    expect(bread.parts.some((p) => p.kind === 'ingredient' && p.text === 'jäst')).toBe(false);
  });

  it('reads cod liver oil by its own row, not as the cod its name contains', () => {
    const c = climate({ name: 'Torskleverolja citron', ingredients: 'Torskleverolja, antioxidationsmedel (tokoferolrikt extrakt)' });
    expect(c.wholeReference).toBe('codLiverOil');
    const inRecipe = climate({ ingredients: 'Rapsolja 80 %, torskleverolja 20 %' });
    expect(inRecipe.parts.find((p) => p.text === 'torskleverolja')?.reference).toBe('codLiverOil');
  });

  it('reads anchovies by their own row, and a wine named by a compound by its own', () => {
    expect(climate({ ingredients: 'Potatis, lök, grädde, ansjovis 8 %' }).parts.find((p) => p.text === 'ansjovis')?.reference).toBe('anchovy');
    expect(climate({ name: 'Rosévin Languedoc', ingredients: 'Druvor, konserveringsmedel (svaveldioxid)', category: 'Vin' }).wholeReference).toBe('roseWine');
    expect(climate({ name: 'Vitvin halvtorrt', ingredients: 'Druvor', category: 'Vin' }).wholeReference).toBe('whiteWine');
    expect(climate({ name: 'Dessertvin', ingredients: 'Druvor', category: 'Vin' }).wholeReference).toBe('sweetWine');
  });
});

describe('fish in a can', () => {
  const canned = (fish: string) => climate({ name: `${fish} i olja`, ingredients: `${fish} 60 %, rapsolja, salt`, category: 'Fiskkonserver' });
  const fishPart = (fish: string) => canned(fish).parts.find((p) => p.kind === 'ingredient' && p.text === fish.toLowerCase())!;

  it('counts a cooked fish at its canning yield and an anchovy, packed raw, at its own weight', () => {
    expect(fishPart('Makrill').mass).toBeCloseTo(0.6 * CANNED_FISH_YIELD, 9);
    expect(fishPart('Ansjovis').mass).toBeCloseTo(0.6, 9);
  });

  it("gives a can of mackerel or sardines AGRIBALYSE's small-can pack, and a can of tuna the class's", () => {
    const pack = (fish: string) => canned(fish).stages.find((s) => s.stage === 'packaging')!.kgCo2e;
    expect(pack('Makrill')).toBeCloseTo(ref.cannedSmallFish.packaging, 9);
    expect(pack('Sardiner')).toBeCloseTo(ref.cannedSmallFish.packaging, 9);
    expect(pack('Tonfisk')).toBeCloseTo(ref.classCannedFish.packaging, 9);
    expect(ref.cannedSmallFish.packaging).toBeGreaterThan(10 * ref.classCannedFish.packaging);
  });
});

describe('the water of a product is carried to the shop (ADR 0111)', () => {
  it("carries a recipe's water at its class's market logistics", () => {
    const drink = climate({ name: 'Havredryck', ingredients: 'Vatten, havre 10 %, rapsolja, salt', category: 'Havredryck' });
    const water = drink.parts.find((p) => p.kind === 'transport' && p.text === 'market logistics: water')!;
    expect(water.factor).toBeCloseTo(ref.classPlantDrink.transport, 9);
    expect(water.mass).toBeGreaterThan(0.8);
    expect(water.kgCo2e).toBeCloseTo(water.mass! * water.factor, 9);
  });

  it('carries a drink of water and additives without a stated origin at its class, and from where it is made when that route is longer (ADR 0139)', () => {
    const list = 'Kolsyrat vatten, surhetsreglerande medel (citronsyra), sötningsmedel (sukralos), arom';
    expect(stage({ name: 'Läsk citron', ingredients: list, category: 'Läsk' }, 'transport')).toBeCloseTo(ref.classSoftDrink.transport, 9);
    const near = climate({ name: 'Läsk citron', ingredients: list, category: 'Läsk', country_of_origin: 'Danmark' });
    expect(near.parts.find((p) => p.kind === 'transport')?.route).toBeNull();
    expect(stage({ name: 'Läsk citron', ingredients: list, category: 'Läsk', country_of_origin: 'Danmark' }, 'transport')).toBeCloseTo(ref.classSoftDrink.transport, 9);
    const far = climate({ name: 'Läsk citron', ingredients: list, category: 'Läsk', country_of_origin: 'Italien' });
    expect(far.parts.find((p) => p.kind === 'transport')?.route).toBe('IT');
    expect(stage({ name: 'Läsk citron', ingredients: list, category: 'Läsk', country_of_origin: 'Italien' }, 'transport')).toBeGreaterThan(ref.classSoftDrink.transport);
  });
});
