import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/**
 * ADR 0194, 0195. Readings of a list that the peer sets showed wrong in English and Swedish alike:
 * - a sausage's casing or a dessert's gelatine names the animal it comes from ("Casing (Beef Collagen)",
 *   "naturtarm (får)", "Gelatine (Beef)"), and that animal was counted as its meat: 2-4 % beef in a pork sausage;
 * - a milk powder or protein after the milk a yoghurt is made on took the share the list order gives the second of
 *   three items, a third of the pot: it takes what raises the milk to a fortified yoghurt milk's 16 % solids;
 * - a quark or cottage cheese on a cheese aisle had its milk counted as a ripened cheese's.
 */
const product = (name: string, ingredients: string, category: string): ProductData => ({ name, ingredients, category, size: 400, size_unit: 'g' });

const ingredientParts = (p: ProductData) => (traceProduct(p).climate?.parts ?? []).filter((part) => part.kind === 'ingredient');
const MEATS = new Set(['beef', 'pork', 'lamb', 'mutton', 'veal']);

describe('a casing or a gelatine is not the animal its bracket or name gives', () => {
  const SAUSAGES: readonly [list: string, meat: string][] = [
    ['Fläskkött 80 %, vatten, salt, naturtarm (får)', 'pork'],
    ['Fläskkött 80 %, vatten, salt, fårtarm', 'pork'],
    ['Fläskkött 80 %, vatten, salt, naturtarm (gris)', 'pork'],
    ['Fläskkött 80 %, vatten, salt, kollagenhölje (nöt)', 'pork'],
    ['Fläskkött 80 %, vatten, salt, svinfjälster', 'pork'],
    ['Pork (80%), Water, Salt, Casing (Beef Collagen)', 'pork'],
    ['Pork (80%), Water, Salt, Beef Collagen Casing', 'pork'],
    ['Pork (80%), Water, Salt, Natural Casing (Sheep)', 'pork'],
    ['Pork (80%), Water, Salt, Sheep Casing', 'pork'],
    ['Pork (80%), Water, Salt, Natural Pork Casing', 'pork'],
    ['Pork (80%), Water, Salt, Casing (Pork)', 'pork'],
    ['Nötkött 80 %, vatten, salt, naturtarm (får)', 'beef'],
  ];
  it.each(SAUSAGES)('%s: only its meat is meat, at its declared share', (list, meat) => {
    const meatParts = ingredientParts(product('Korv', list, 'Korv')).filter((p) => p.reference !== null && MEATS.has(p.reference));
    expect(meatParts.map((p) => p.reference)).toEqual([meat]);
    expect(meatParts[0]!.share).toBeCloseTo(0.8, 6);
  });

  it('a casing weighs next to nothing in the climate figure: the sausage with it is the sausage without it', () => {
    // Within a thousandth: the casing's few grams still take their part of the list's water and logistics.
    const within = (a: number, b: number) => expect(Math.abs(a / b - 1)).toBeLessThan(0.001);
    const without = traceProduct(product('Korv', 'Pork (80%), Water, Salt', 'Korv')).climate!.central;
    for (const casing of ['Casing (Beef Collagen)', 'Natural Casing (Sheep)', 'Beef Collagen Casing']) {
      within(traceProduct(product('Korv', `Pork (80%), Water, Salt, ${casing}`, 'Korv')).climate!.central, without);
    }
    const utan = traceProduct(product('Korv', 'Fläskkött 80 %, vatten, salt', 'Korv')).climate!.central;
    within(traceProduct(product('Korv', 'Fläskkött 80 %, vatten, salt, naturtarm (får)', 'Korv')).climate!.central, utan);
  });

  it.each(['Gelatine (Beef)', 'Gelatine (Pork)', 'Beef Gelatine', 'Gelatin (nöt)', 'Gelatin'])('%s in a dessert is gelatine', (gelatine) => {
    const parts = ingredientParts(product('Dessert', `Milk, Sugar, ${gelatine}`, 'Desserts'));
    expect(parts.map((p) => p.reference)).toEqual(['milk', 'beetSugar', 'gelatine']);
  });
});

describe('a milk powder or protein after the milk base a product is made on', () => {
  // A powder of 95 % solids (at most 5 % water) raising a milk of 95 / 7.8 % solids (its dry-matter multiplier) to 16 %.
  const milkSolids = 0.95 / 7.8;
  const cap = (0.16 - milkSolids) / (0.95 - milkSolids);
  const LISTS: readonly [name: string, list: string][] = [
    ['Fat Free Natural Yogurt', 'Skimmed Milk, Skimmed Milk Powder, Live Cultures'],
    ['Fat Free Natural Fromage Frais', 'Skimmed Milk, Milk Protein, Cultures'],
    ['Naturell 0,5 %', 'Skummjölk, skummjölkspulver, yoghurtkultur'],
    ['Protein naturell', 'Lättmjölk, mjölkprotein, yoghurtkultur'],
    ['Vanilj', 'Yoghurt (mjölk), mjölkprotein, socker, vanilj'],
  ];
  it.each(LISTS)('%s (%s): the dried milk weighs at most the solids a yoghurt milk is raised to', (name, list) => {
    const parts = ingredientParts(product(name, list, 'Yoghurt'));
    const dried = parts.filter((p) => p.reference === 'milkPowder');
    expect(dried).toHaveLength(1);
    expect(cap).toBeCloseTo(0.046, 3);
    expect(dried[0]!.share!).toBeCloseTo(cap, 6);
    // The milk base takes what the powder leaves.
    expect(parts[0]!.share!).toBeGreaterThan(0.65);
  });

  it('a declared share is kept, above the cap or not', () => {
    const dried = ingredientParts(product('Naturell', 'Skummjölk, skummjölkspulver 20 %, kultur', 'Yoghurt')).filter((p) => p.reference === 'milkPowder');
    expect(dried[0]!.share).toBeCloseTo(0.2, 6);
  });

  it('only after a milk base: a drink made on water or a cheese sauce keeps its list-order estimate', () => {
    const onWater = ingredientParts(product('Proteindryck', 'Vatten, mjölkprotein, socker', 'Dryck')).find((p) => p.reference === 'milkPowder');
    expect(onWater!.share!).toBeGreaterThan(cap);
    const onCheese = ingredientParts(product('Ostsås', 'Ost (mjölk), mjölkpulver, salt', 'Sås')).find((p) => p.reference === 'milkPowder');
    expect(onCheese!.share!).toBeGreaterThan(cap);
  });

  it('a milk protein is the same dried milk in English and Swedish', () => {
    const en = ingredientParts(product('Protein Bar', 'Milk Protein, Sugar, Cocoa Butter', 'Bars'))[0]!;
    const sv = ingredientParts(product('Proteinbar', 'Mjölkprotein, socker, kakaosmör', 'Bars'))[0]!;
    expect([en.reference, en.factor]).toEqual([sv.reference, sv.factor]);
    expect(en.reference).toBe('milkPowder');
  });
});

describe('a quark or cottage cheese is the fresh cheese its name says, whatever the aisle', () => {
  const climate = (name: string, list: string, category: string) => traceProduct(product(name, list, category)).climate!;

  it.each(['Kvarg & keso', 'Kvarg', 'Ost'])('"Kvarg naturell 3 %%" on the aisle %s is the quark, sold as such', (aisle) => {
    const c = climate('Kvarg naturell 3 %', 'Pastöriserad mjölk, mjölksyrakultur, löpe', aisle);
    expect([c.method, c.wholeReference]).toEqual(['whole', 'quark']);
  });

  it('"Natural Quark" is the quark too, not a ripened cheese', () => {
    const c = climate('Natural Quark', 'Skimmed Milk, Starter Culture, Rennet', 'Soft Cheese');
    expect([c.method, c.wholeReference]).toEqual(['whole', 'quark']);
  });

  it.each([
    ['Keso 4 %', 'Pastöriserad mjölk, grädde, salt, syrningskultur', 'Kvarg & keso'],
    ['Cottage Cheese Natural', 'Skimmed Milk, Cream (Milk), Salt, Starter Culture', 'Cottage Cheese'],
  ])('%s: its milk is counted as cottage cheese, far below a ripened cheese', (name, list, aisle) => {
    const milk = ingredientParts(product(name, list, aisle))[0]!;
    expect(milk.reference).toBe('milk');
    const ripened = ingredientParts(product('Gouda', 'Pastöriserad mjölk, grädde, salt, syrningskultur', 'Ost'))[0]!;
    expect(ripened.reference).toBe('cheese');
    expect(milk.kgCo2e).toBeLessThan(ripened.kgCo2e / 2);
  });
});
