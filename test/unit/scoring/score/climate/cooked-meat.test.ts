import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES, type ClimateReferenceKey } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0127: meat, poultry, offal and fish sold cooked, on AGRIBALYSE 3.1.1's cooked rows. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const part = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text)!;

describe('AGRIBALYSE\'s cooked meat and fish rows', () => {
  it('hold the raw row over the cooking yield: 0.792 for red meat, 0.755 for poultry, 0.73 for offal, 0.819 for fish', () => {
    const pairs: [ClimateReferenceKey, ClimateReferenceKey, number][] = [
      ['beef', 'cookedBeef', 0.792], ['mincedBeef', 'cookedMincedBeef', 0.792], ['veal', 'cookedVeal', 0.792], ['vealFillet', 'cookedVealFillet', 0.792],
      ['lamb', 'cookedLamb', 0.792], ['porkCut', 'cookedPork', 0.792], ['chicken', 'cookedChicken', 0.755], ['turkey', 'cookedTurkey', 0.755],
      ['duck', 'cookedDuck', 0.755], ['goose', 'cookedGoose', 0.755], ['guineaFowl', 'cookedGameBird', 0.755], ['rabbit', 'cookedRabbit', 0.755],
      ['beefOffal', 'cookedBeefOffal', 0.73], ['salmon', 'cookedSalmon', 0.819], ['cod', 'cookedCod', 0.819], ['mackerel', 'cookedMackerel', 0.819],
    ];
    for (const [raw, cooked, yieldRatio] of pairs) expect(ref[raw].farm / ref[cooked].farm, cooked).toBeCloseTo(yieldRatio, 2);
    expect([ref.cookedBeef.agb, ref.cookedPork.agb, ref.cookedChicken.agb, ref.cookedBeefOffal.agb]).toEqual(['6200', '28301', '36018', '40105']);
  });
});

describe('a meat or fish product sold cooked', () => {
  it('named cooked, with a list of the meat, is the cooked meat whole; named raw, the raw meat', () => {
    const tongue = climate({ name: 'Oxtunga kokt skivad', ingredients: 'Oxtunga 97 %, salt', category: 'Pålägg', size: 100, size_unit: 'g' });
    expect(tongue.wholeReference).toBe('cookedBeefOffal');
    const raw = climate({ name: 'Oxtunga', ingredients: 'Oxtunga', category: 'Kött', size: 1, size_unit: 'kg' });
    expect(raw.wholeReference).toBe('beefOffal');
    expect(tongue.central).toBeGreaterThan(raw.central * 1.25);
  });

  it('counts the listed meat of a product named cooked on the cooked row', () => {
    const pork = { name: 'Fläskstek skivad', ingredients: 'Fläskkött 95 %, salt, glukos, kryddor', category: 'Pålägg', size: 120, size_unit: 'g' };
    expect(part(pork, 'fläskkött').reference).toBe('cookedPork');
    const chicken = { name: 'Grilled chicken strips', ingredients: 'Chicken breast 95 %, water, salt' };
    expect(part(chicken, 'chicken breast').reference).toBe('cookedChicken');
  });

  it('counts a listed meat without a row of its own on its commodity\'s cooked meat, but not a stock counted as a part of it', () => {
    const fillet = { name: 'Fläskfilé färdigstekt', ingredients: 'Fläskfilé 96 %, salt, peppar, rapsolja', category: 'Färdigmat', size: 300, size_unit: 'g' };
    expect(part(fillet, 'fläskfilé').reference).toBe('cookedPork');
    expect(part({ ...fillet, name: 'Fläskfilé' }, 'fläskfilé').reference).toBe('pork');
    const withStock = { name: 'Rostbiff skivad', ingredients: 'Nötkött 90 %, kalvfond, salt', category: 'Pålägg', size: 100, size_unit: 'g' };
    expect(part(withStock, 'kalvfond').reference).toBe('beef');
  });

  it('leaves a raw roast, smoked fish and cooked ham on their raw or own rows', () => {
    const references = (data: ProductData) => { const c = climate(data); return [c.wholeReference, ...c.parts.map((p) => p.reference)].filter((r) => r !== null).map(String); };
    const products: ProductData[] = [
      { name: 'Fläskstek', ingredients: 'Fläskkött', category: 'Kött', size: 1, size_unit: 'kg' },
      { name: 'Varmrökt makrill', ingredients: 'Makrill, salt', category: 'Fisk', size: 200, size_unit: 'g' },
      { name: 'Skinktärningar kokta', ingredients: 'Fläskkött 90 %, vatten, salt', category: 'Chark', size: 150, size_unit: 'g' },
    ];
    for (const data of products) {
      const read = references(data);
      expect(read.length, data.name!).toBeGreaterThan(0);
      expect(read.filter((r) => r.startsWith('cooked')), data.name!).toEqual([]);
    }
  });
});
