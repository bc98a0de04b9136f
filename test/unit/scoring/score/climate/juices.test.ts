import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';

/** ADR 0145: grapefruit, carrot, mango and tomato juice by AGRIBALYSE's own rows, not their fruit or vegetable. */
const ref = CLIMATE_REFERENCES;

describe('a pure juice AGRIBALYSE has a row for', () => {
  it.each([
    ['Grapefruktjuice', 'grapefruitJuice', '2027', 'Grapefrukt'],
    ['Morotsjuice', 'carrotJuice', '2006', 'Morötter'],
    ['Mangojuice', 'mangoJuice', '2023', 'Mango'],
    ['Tomatjuice', 'tomatoJuice', '2053', 'Tomater'],
  ] as const)('%s sold as such is that row, not the raw food it is pressed from', (name, key, agb, rawFood) => {
    expect(ref[key].agb).toBe(agb);
    const climate = traceProduct({ name, ingredients: name, size: 1, size_unit: 'l' }).climate!;
    expect(climate.wholeReference).toBe(key);
    const raw = traceProduct({ name: rawFood, ingredients: rawFood, size: 1, size_unit: 'kg' }).climate!;
    expect(raw.wholeReference).not.toBe(key);
    expect(climate.central).not.toBeCloseTo(raw.central, 2);
  });

  it('in a recipe is the juice, at its share', () => {
    const drink = traceProduct({ name: 'Mangodryck', ingredients: 'Vatten, mangojuice 20 %, socker', size: 1, size_unit: 'l' }).climate!;
    const part = drink.parts.find((p) => p.kind === 'ingredient' && p.text === 'mangojuice')!;
    expect(part.reference).toBe('mangoJuice');
    expect(part.kgCo2e).toBeCloseTo(0.2 * (ref.mangoJuice.farm + ref.mangoJuice.processing), 6);
  });
});
