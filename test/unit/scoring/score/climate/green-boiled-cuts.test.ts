import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0132: pulses sold frozen, potatoes sold boiled, cured raw ham in two words, a turkey's breast. */
const ref = CLIMATE_REFERENCES;
const climate = (data: ProductData) => traceProduct(data).climate!;
/** The first part of the kind (and text) named, of a product's climate footprint. */
function part(data: ProductData, kind: string, text?: string) {
  return climate(data).parts.find((p) => p.kind === kind && (text === undefined || p.text === text))!;
}

describe('a pulse sold frozen', () => {
  it('is, in AGRIBALYSE 3.1.1, the green bean: 0.43 of the dried bean at the farm, with its own freezing', () => {
    const greenOverDried = ref.greenBroadBeans.farm / ref.driedBroadBeans.farm;
    expect(greenOverDried).toBeCloseTo(0.43, 2);
    expect(ref.greenFlageolets.farm / ref.driedFlageolets.farm).toBeLessThan(0.6);
    expect(ref.greenBroadBeans.processing).toBeGreaterThan(0);
  });

  it('of the frozen vegetables, named however, takes the frozen green row and its steps, not the dried row and the class\'s', () => {
    // Named peeled ("skalade"), the same beans are AGRIBALYSE's peeled frozen row since method 2026.12.84 (ADR 0301).
    const frozen = climate({ name: 'Bondbönor frysta', ingredients: 'Bondbönor', category: 'Frysta grönsaker', size: 400, size_unit: 'g' });
    expect(frozen.wholeReference).toBe('greenBroadBeans');
    expect(frozen.central).toBeCloseTo(ref.greenBroadBeans.farm + ref.greenBroadBeans.processing + ref.greenBroadBeans.packaging + ref.greenBroadBeans.transport + ref.greenBroadBeans.retail, 1);
    expect(climate({ name: 'Flageoletbönor', ingredients: 'Flageoletbönor', category: 'Frysta grönsaker' }).wholeReference).toBe('greenFlageolets');
  });

  it('stays the dried pulse outside the frozen vegetables', () => {
    expect(climate({ name: 'Bondbönor', ingredients: 'Bondbönor', category: 'Baljväxter' }).wholeReference).toBe('driedBroadBeans');
  });
});

describe('a potato sold boiled', () => {
  it('is AGRIBALYSE\'s boiled potato, farm stage 1.58 of the raw new potato\'s, packed', () => {
    expect(ref.boiledPotato.agb).toBe('4003');
    expect(ref.boiledPotato.farm / ref.potatoes.farm).toBeCloseTo(1.58, 2);
    const boiled = climate({ name: 'Kokt potatis skalad', ingredients: 'Potatis', category: 'Potatis', size: 1, size_unit: 'kg' });
    expect(boiled.wholeReference).toBe('boiledPotato');
    expect(part({ name: 'Färdigkokt potatis', ingredients: 'Potatis', category: 'Potatis' }, 'packaging').kgCo2e).toBeCloseTo(ref.boiledPotato.packaging, 6);
  });

  it('stays the raw potato when the name does not say it is cooked', () => {
    expect(climate({ name: 'Potatis', ingredients: 'Potatis', category: 'Potatis' }).wholeReference).not.toBe('boiledPotato');
  });
});

describe('cured raw ham and a turkey\'s breast', () => {
  it('"rå skinka" in two words is the cured raw ham, as "råskinka" is', () => {
    expect(climate({ name: 'Rökt rå skinka', ingredients: 'Fläskkött 96 %, salt, dextros', category: 'Chark' }).wholeReference).toBe('curedHam');
  });

  it('a turkey\'s breast or fillet is AGRIBALYSE\'s turkey escalope, 1.25 of the turkey meat row at the farm, as the chicken\'s breast is', () => {
    expect(ref.turkeyBreast.agb).toBe('36304');
    expect(ref.turkeyBreast.farm / ref.turkey.farm).toBeCloseTo(1.25, 2);
    expect(ref.turkeyBreast.farm).toBeCloseTo(ref.chicken.farm, 2);
    const deli = { name: 'Kalkonbröst skivat', ingredients: 'Kalkonbröstfilé 88 %, vatten, salt, dextros', category: 'Pålägg' };
    expect(part(deli, 'ingredient', 'kalkonbröstfilé').reference).toBe('turkeyBreast');
    expect(climate({ name: 'Grillad kalkonfilé', ingredients: 'Kalkonfilé', category: 'Fågel' }).wholeReference).toBe('cookedTurkeyBreast');
    expect(climate({ name: 'Kalkon', ingredients: 'Kalkon', category: 'Fågel' }).wholeReference).toBe('turkey');
  });
});

describe('färskost', () => {
  it('is AGRIBALYSE\'s unripened spreadable cheese, 0.83 of its Gouda at the farm, not a ripened cheese', () => {
    expect(ref.creamCheese.agb).toBe('12315');
    expect(ref.creamCheese.farm / ref.cheese.farm).toBeCloseTo(0.83, 2);
    const cake = { name: 'Cheesecake', ingredients: 'Färskost 40 %, socker, ägg, grädde, vetemjöl, smör' };
    expect(part(cake, 'ingredient', 'färskost').reference).toBe('creamCheese');
    expect(climate({ name: 'Färskost naturell', ingredients: 'Mjölk, grädde, salt, syrningskultur' }).wholeReference).toBe('creamCheese');
  });

  it('named with "kvarg" is the quark, the kind of fresh cheese the name says', () => {
    expect(climate({ name: 'Färskost kvarg krämig 8 %', ingredients: 'Mjölk, grädde, syrningskultur, löpe', category: 'Kvarg' }).wholeReference).toBe('quark');
  });
});
