import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0229, from set 96: "Rehydrated Potato Flakes (73%) (Water, Potato Flakes)" in a gnocchi was read as dry flakes,
 * five kilograms of potato to each (×2.44, with five times the potatoes' carriage from Italy).
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 500, size_unit: 'g' });
const potatoMass = (name: string, ingredients: string, category: string) =>
  trace(name, ingredients, category).climate!.parts.filter((p) => p.kind === 'ingredient' && p.reference === 'potatoes').reduce((s, p) => s + (p.mass ?? 0), 0);

describe('potato flakes listed rehydrated (ADR 0229)', () => {
  it('hold their water again: a kilogram of fresh potato each, not five', () => {
    const list = 'Rehydrated Potato Flakes (73%) (Water, Potato Flakes), Wheat Flour, Potato Starch, Salt';
    expect(potatoMass('Fresh Potato Gnocchi 500g', list, 'Fresh Pasta')).toBeGreaterThan(0.73);
    expect(potatoMass('Fresh Potato Gnocchi 500g', list, 'Fresh Pasta')).toBeLessThan(1.5);
    expect(potatoMass('Gnocchi', 'Rehydrerade potatisflingor 70 %, vetemjöl, potatisstärkelse, salt', 'Pasta')).toBeLessThan(1.5);
  });

  it('leaves dry flakes five kilograms of potato each', () => {
    expect(potatoMass('Potatismos, pulver', 'Potatisflingor 95 %, salt, emulgeringsmedel (E471)', 'Potatismos')).toBeGreaterThan(4.5);
  });
});
