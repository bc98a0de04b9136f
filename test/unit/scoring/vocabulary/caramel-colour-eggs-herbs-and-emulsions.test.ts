import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0214, from set 70 and earlier sets: a sugar-free energy drink had no figure, its "Colours: Caramel" an unknown
 * word; a goose egg was the goose; a jar of rubbed sage was the fresh herb; "Milk Chocolate contains Cocoa Solids 28%
 * minimum" left a milk chocolate in the list; a light spread's oil after water was held at a soup's 3.8 %.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 250, size_unit: 'g' });
const leaf = (t: ReturnType<typeof trace>, name: string) => t.ingredients.leaves.find((l) => l.name === name);

describe('a caramel under a colour\'s class label (ADR 0214)', () => {
  it('is the caramel colour, in either language, so a drink of water and additives has a figure', () => {
    const drink = trace('Sugar Free Energy Drink 250ml', 'Carbonated Water, Acid: Citric Acid, Taurine (0.4%), Sweeteners: Sucralose, Acesulfame K, Colours: Caramel, Riboflavin', 'Energy Drinks');
    expect(drink.scores.CO2e).not.toBeNull();
    expect(leaf(drink, 'caramel colour')?.match?.key).toBe('additive');
    const cola = trace('Cola', 'Kolsyrat vatten, socker, färgämne: karamell, surhetsreglerande medel: fosforsyra', 'Drycker');
    expect(leaf(cola, 'karamellfärg')?.match?.key).toBe('additive');
    expect(leaf(cola, 'karamellfärg')!.share).toBeLessThanOrEqual(0.02);
  });

  it('leaves a caramel named as a food a caramel', () => {
    const flan = trace('Äggflan', 'Mjölk, socker, ägg, karamell', 'Desserter');
    expect(leaf(flan, 'karamell')?.match?.key).not.toBe('additive');
  });
});

describe('eggs, herbs and a declared content (ADR 0214)', () => {
  it('reads another bird\'s eggs named in English as eggs, not the bird', () => {
    expect(trace('Free Range Goose Egg', 'Goose Egg', 'Eggs').climate!.wholeReference).toBe('eggs');
    expect(trace('Duck Eggs 6 Pack', 'Duck Eggs', 'Eggs').climate!.wholeReference).toBe('eggs');
  });

  it('reads a rubbed herb, and a herb in a spice jar, as the dried herb; a fresh shelf keeps it fresh', () => {
    expect(trace('Rubbed Sage 14g', 'Sage', 'Herbs & Spices').climate!.wholeReference).toBe('herbs');
    expect(trace('Sage', 'Sage', 'Herbs & Spices').climate!.wholeReference).toBe('herbs');
    expect(trace('Basilika i kruka', 'Basilika', 'Färska kryddor').climate!.wholeReference).toBe('freshHerbs');
  });

  it('drops a sentence that declares a content, not only its end', () => {
    const bar = trace('Milk Chocolate 100g', 'Sugar, Whole Milk Powder, Cocoa Butter, Cocoa Mass, Emulsifier: Soya Lecithins. Milk Chocolate contains Cocoa Solids 28% minimum', 'Chocolate');
    expect(bar.ingredients.leaves.map((l) => l.name)).not.toContain('milk chocolate contains');
  });
});

describe('water then an oil (ADR 0214)', () => {
  it('is an emulsion, whose oil is not held at a soup\'s share', () => {
    const spread = trace('Lättmargarin 39 %', 'Vatten, vegetabiliska oljor (raps, palm), salt 1 %, emulgeringsmedel (mono- och diglycerider av fettsyror)', 'Matfett');
    expect(spread.ingredients.parsed.ingredients[1]!.share).toBeGreaterThan(20);
  });

  it('still holds an oil that follows water and another food (an oat drink)', () => {
    const drink = trace('Havredryck', 'Vatten, havre 10 %, rapsolja, kalciumkarbonat, salt', 'Havredryck');
    expect(drink.ingredients.parsed.ingredients[2]!.share).toBeLessThanOrEqual(3.8 + 1e-9);
  });
});
