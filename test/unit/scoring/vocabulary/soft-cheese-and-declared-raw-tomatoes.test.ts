import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { parseIngredients } from '../../../../src/scoring/parse/ingredients.js';

/**
 * ADR 0234, from sets 103 and 104: the UK's "soft cheese" (the legal name of cream cheese, "Full Fat Soft Cheese")
 * was read as a ripened cheese, and a tomato purée whose bracket declares the tomatoes per 100 g of ketchup took the
 * share its place in the list gives (60 %, ×2.41).
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 500, size_unit: 'g' });
const parts = (name: string, ingredients: string, category: string) => trace(name, ingredients, category).climate!.parts.filter((p) => p.kind === 'ingredient');

describe('soft cheese (ADR 0234)', () => {
  it('is the cream cheese AGRIBALYSE keeps in a tub, in any of its fat grades', () => {
    expect(parts('Full Fat Soft Cheese', 'Full Fat Soft Cheese (Milk), Salt, Stabiliser: Carob Bean Gum', 'Soft Cheese').map((p) => p.reference)).toEqual(['creamCheese']);
    expect(parts('Vanilla Cheesecake', 'Soft Cheese (Milk) (38%), Sugar, Wheat Flour, Butter (Milk)', 'Desserts').map((p) => p.reference)[0]).toBe('creamCheese');
    expect(parts('Lighter Soft Cheese', 'Medium Fat Soft Cheese (Milk), Salt', 'Soft Cheese').map((p) => p.reference)).toEqual(['creamCheese']);
  });

  it('leaves a ripened cheese a cheese', () => {
    expect(parts('Mature Cheddar', 'Cheddar Cheese (Milk)', 'Cheese').map((p) => p.reference)).not.toContain('creamCheese');
  });
});

describe('a raw food declared per 100 g of the product (ADR 0234)', () => {
  it('gives a concentrate its share: the raw mass over its yield, and no sub-ingredient', () => {
    const [purée] = parseIngredients('Tomatpuré (140 g tomater per 100 g ketchup), socker, vinäger, salt').ingredients;
    expect(purée!.children).toEqual([]);
    const ketchup = parts('Tomatketchup', 'Tomatpuré (140 g tomater per 100 g ketchup), socker, vinäger, salt, kryddor', 'Ketchup');
    const paste = ketchup.find((p) => p.reference === 'tomatoPaste')!;
    // 140 g of tomatoes, 5 kg of them to a kilogram of purée.
    expect(paste.share).toBeCloseTo(0.28, 6);
    expect(parseIngredients('Tomato Purée (148g of Tomatoes per 100g of Ketchup), Sugar').ingredients[0]!.children).toEqual([]);
  });

  it('leaves the raw food itself to the estimate: its mass above the product\'s says water went', () => {
    const ketchup = parts('Tomatketchup', 'Tomater (174 g tomater per 100 g ketchup), ättiksprit, socker, salt', 'Ketchup');
    const tomatoes = ketchup.find((p) => p.reference === 'tomatoes')!;
    expect(tomatoes.share).toBeGreaterThan(0.5);
    expect(tomatoes.share).toBeLessThanOrEqual(1);
  });
});
