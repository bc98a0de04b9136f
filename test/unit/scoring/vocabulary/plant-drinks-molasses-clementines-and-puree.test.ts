import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0216, from sets 73 and 74 and what they share with earlier sets: a "Chocolate Soya Drink" had no product class;
 * molasses was read as beet sugar; "Klementiner" had no figure; a pizza sauce of 60 % tomato purée was read as 60 %
 * concentrate.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 1, size_unit: 'kg' });

describe('a plant drink named in British English (ADR 0216)', () => {
  const drink = (name: string) => trace(name, 'Water, Hulled Soya Beans (6.5%), Sugar, Fat Reduced Cocoa Powder (1.5%), Sea Salt', 'Milk Alternatives');

  it('is of the plant drinks\' class, as its Swedish and American names are', () => {
    for (const name of ['Chocolate Soya Drink 1L', 'Coconut Drink Original', 'Hazelnut Drink 1L', 'Soy Drink']) {
      expect(drink(name).climate!.productClass, name).toBe('classPlantDrink');
    }
  });

  it('takes the plant drinks\' pack, not the generic one', () => {
    expect(drink('Chocolate Soya Drink 1L').climate!.parts.find((p) => p.kind === 'packaging')!.reference).toBe('classPlantDrink');
  });
});

describe('molasses and clementines (ADR 0216)', () => {
  it('reads molasses and black treacle by AGRIBALYSE\'s cane molasses row, sold as such', () => {
    for (const [name, list] of [['Blackstrap Molasses 600g', 'Cane Molasses'], ['Melass', 'Melass'], ['Black Treacle 454g', 'Black Treacle']] as const) {
      expect(trace(name, list, 'Baking').climate!.wholeReference, name).toBe('caneMolasses');
    }
  });

  it('reads "klementiner" and British easy peelers as clementines', () => {
    expect(trace('Klementiner', 'Klementiner', 'Frukt').climate!.wholeReference).toBe('clementines');
    expect(trace('Easy Peelers 600g', 'Easy Peelers', 'Fruit').climate!.wholeReference).toBe('clementines');
  });
});

describe('a tomato purée by its share (ADR 0216)', () => {
  const purée = (list: string) => trace('Pizzasås', list, 'Såser').ingredients.leaves[0]!.match!;

  it('is the sieved purée when it makes up half the list or more', () => {
    expect(purée('Tomatpuré 70 %, vatten, socker, salt, rapsolja, oregano').term).toBe('passata');
    expect(trace('Tomato Pizza Sauce', 'Tomato Purée (60%), Tomatoes (30%), Sunflower Oil, Salt', 'Cooking Sauces').ingredients.leaves[0]!.match!.term).toBe('passata');
  });

  it('stays the concentrate below half, undeclared, or sold as such', () => {
    expect(purée('Tomatpuré 35 %, socker, vatten, vinäger, salt').term).toBe('tomatpuré');
    expect(purée('Tomatpuré, socker, vinäger, salt').term).toBe('tomatpuré');
    expect(trace('Tomatpuré', 'Tomatpuré', 'Konserver').climate!.wholeReference).toBe('tomatoPaste');
  });
});
