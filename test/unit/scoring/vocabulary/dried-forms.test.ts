import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import type { ClimateReferenceKey } from '../../../../src/scoring/data/climate-references.js';

/**
 * ADR 0196. A food listed dried is counted as the dried food, in either language: a UK label writes "Dried Skimmed
 * Milk" or "Dried Whole Egg" where a Swedish one writes "skummjölkspulver" or "äggpulver", and both were read as the
 * fresh food (liquid milk at 0.82 kg CO2e/kg for a milk powder of 14.6; a fresh egg for egg powder). "Yellow Pepper"
 * was read as the spice "pepper", so a pack of yellow peppers had no farm stage at all.
 */
const FORMS: readonly (readonly [sv: string, en: string, reference: ClimateReferenceKey, kgPerKg?: number])[] = [
  ['skummjölkspulver', 'Dried Skimmed Milk', 'milkPowder'],
  ['helmjölkspulver', 'Dried Whole Milk', 'milkPowder'],
  ['mjölkpulver', 'Dried Milk', 'milkPowder'],
  ['gräddpulver', 'Dried Cream', 'milkPowder'],
  ['kärnmjölkspulver', 'Buttermilk Powder', 'milkPowder'],
  ['yoghurtpulver', 'Yoghurt Powder', 'milkPowder'],
  ['vasslepulver', 'Dried Whey', 'skimmedMilk'],
  ['äggpulver', 'Dried Whole Egg', 'eggPowder'],
  ['äggvitepulver', 'Egg White Powder', 'eggPowder'],
  ['äggulepulver', 'Dried Egg Yolk', 'eggPowder'],
  ['lökpulver', 'Onion Powder', 'driedOnion'],
  ['torkad lök', 'Dried Onion', 'driedOnion'],
  ['torkad vitlök', 'Dried Garlic', 'garlicPowder'],
  ['torkade tomater', 'Dried Tomatoes', 'sunDriedTomatoes'],
  ['torkade ärtor', 'Dried Peas', 'splitPeas'],
  // Potato flakes have no row of their own: five kilograms of fresh potato a kilogram, as "potatisflingor" had.
  ['torkad potatis', 'Dried Potato', 'potatoes', 5],
  ['potatispulver', 'Dehydrated Potato', 'potatoes', 5],
];

/** The ingredient part of a list's 20 % item: its reference and kilograms of that reference per kilogram of the item. */
function partOf(list: string, item: string): readonly [ClimateReferenceKey | null, number] {
  const trace = traceProduct({ name: 'Blandning', ingredients: list, category: 'Blandning', size: 100, size_unit: 'g' });
  const part = trace.climate?.parts.find((p) => p.kind === 'ingredient' && p.text.toLowerCase() === item.toLowerCase());
  if (!part) throw new Error(`${item}: not counted`);
  return [part.reference, (part.mass ?? 0) / (part.share ?? 1)];
}

describe('a food listed dried is the dried food, in Swedish and in English (ADR 0196)', () => {
  for (const [sv, en, reference, kgPerKg = 1] of FORMS) {
    it(`${sv} and ${en} are the same dried food`, () => {
      const swedish = partOf(`Vatten, ${sv} 20 %, salt`, sv);
      const english = partOf(`Water, ${en} (20%), Salt`, en);
      expect(swedish[0]).toBe(reference);
      expect(english[0]).toBe(reference);
      expect(swedish[1]).toBeCloseTo(kgPerKg, 6);
      expect(english[1]).toBeCloseTo(kgPerKg, 6);
    });
  }

  it('a milk chocolate listing "Dried Whole Milk" weighs as one listing "helmjölkspulver"', () => {
    // On the same aisle: an English name or aisle that says "chocolate" names no class yet (the closing note of ADR 0196).
    const en = traceProduct({ name: 'Milk Chocolate', ingredients: 'Sugar, Cocoa Butter, Dried Whole Milk, Cocoa Mass, Emulsifier (Soya Lecithin)', category: 'Choklad', size: 100, size_unit: 'g' });
    const sv = traceProduct({ name: 'Mjölkchoklad', ingredients: 'Socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin)', category: 'Choklad', size: 100, size_unit: 'g' });
    expect(en.climate!.central).toBeCloseTo(sv.climate!.central, 6);
  });

  it.each(['Yellow Pepper', 'Yellow Peppers', 'Orange Pepper', 'Mixed Peppers', 'Sweet Pepper', 'Romano Pepper'])('"%s" is the sweet pepper, with its farm stage', (name) => {
    const c = traceProduct({ name, ingredients: name, category: 'Vegetables', size: 300, size_unit: 'g' }).climate!;
    expect(c.stages.find((s) => s.stage === 'farm')!.kgCo2e).toBeGreaterThan(0.5);
    const red = traceProduct({ name: 'Red Pepper', ingredients: 'Red Pepper', category: 'Vegetables', size: 300, size_unit: 'g' }).climate!;
    expect(c.central).toBeCloseTo(red.central, 6);
  });

  it('"pepper" alone, black or white, stays the spice', () => {
    for (const spice of ['Black Pepper', 'White Pepper', 'Pepper']) {
      const trace = traceProduct({ name: 'Soup', ingredients: `Water, Potato (30%), Salt, ${spice}`, category: 'Soups', size: 400, size_unit: 'g' });
      expect(trace.climate!.parts.filter((p) => p.kind === 'ingredient' && p.text.toLowerCase() === spice.toLowerCase())).toEqual([]);
    }
  });
});
