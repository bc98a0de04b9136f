import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { BAKING_YIELD } from '../../../../../src/scoring/score/climate/baking.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0120: a baked product's ingredients weigh more than the product; a blend named by one of its foods is built from its list. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ingredientMass = (data: ProductData) =>
  climate(data).parts.reduce((s, p) => s + (p.kind === 'ingredient' ? (p.share ?? 0) : 0), 0);
const partOf = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text)!;

describe('the dough a baked product was made of', () => {
  const bread = { name: 'Lantbröd', ingredients: 'Vetemjöl, vatten, salt, jäst', category: 'Bröd' };
  const unbaked = { ...bread, name: 'Deg', category: 'Pålägg' };

  it('takes AGRIBALYSE\'s yields: more dough per kg of bread and cake than of biscuit, none for other classes', () => {
    expect(BAKING_YIELD.classBread).toBe(1.1);
    expect(BAKING_YIELD.classSandwichLoaf).toBe(1.1);
    expect(BAKING_YIELD.classCake).toBe(1.09);
    expect(BAKING_YIELD.classBiscuit).toBe(1.07);
    expect(BAKING_YIELD.classReadyMeal).toBeUndefined();
  });

  it('stretches the estimated shares of a bread by its yield', () => {
    expect(climate(bread).productClass).toBe('classBread');
    expect(climate(unbaked).productClass).toBeNull();
    expect(partOf(bread, 'vetemjöl').share! / partOf(unbaked, 'vetemjöl').share!).toBeCloseTo(1.1, 9);
    const farm = (data: ProductData) => climate(data).stages.find((s) => s.stage === 'farm')!.kgCo2e;
    expect(farm(bread) / farm(unbaked)).toBeCloseTo(1.1, 9);
  });

  it('keeps a declared percentage, which is already per kg of the finished food, and puts the rest of the dough on the estimated ones', () => {
    const declared = { name: 'Brioche', ingredients: 'Vetemjöl, ägg 20 %, smör 15 %, socker, jäst, mjölk, salt', category: 'Kaka' };
    const c = climate(declared);
    expect(c.productClass).toBe('classCake');
    expect(partOf(declared, 'ägg').share).toBeCloseTo(0.2, 9);
    expect(partOf(declared, 'smör').share).toBeCloseTo(0.15, 9);
    // Every item named (the salt and yeast among them) weighs the class's yield together.
    expect(ingredientMass(declared)).toBeGreaterThan(ingredientMass({ ...declared, name: 'Smet', category: 'Pålägg' }));
    expect(ingredientMass(declared)).toBeLessThan(1.09);
  });
});

describe('a blend named by one of its foods', () => {
  it('is built from its list, not counted as the food the name names first', () => {
    const blend = climate({ name: 'Olivolja och rapsolja', ingredients: 'Rapsolja 70 %, olivolja 30 %' });
    expect(blend.method).toBe('ingredients');
    expect(blend.parts.filter((p) => p.kind === 'ingredient').map((p) => [p.reference, p.share])).toEqual([
      ['rapeseedOil', 0.7],
      ['oliveOil', 0.3],
    ]);
  });

  it('leaves a food that lists its raw material, or only itself, as that food', () => {
    expect(climate({ name: 'Olivolja extra virgin', ingredients: 'Olivolja' }).wholeReference).toBe('oliveOil');
    expect(climate({ name: 'Smör', ingredients: 'Grädde, salt' }).wholeReference).toBe('butter');
  });
});
