import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0218, from set 77: a blood sausage listing "Blod (gris) 35 %" counted its blood as pork meat, the bracket's
 * animal, at 35 % of the sausage (×2.83 against AGRIBALYSE).
 */
const trace = (name: string, ingredients: string, category = 'Korv') => traceProduct({ name, ingredients, category, size: 400, size_unit: 'g' });

describe('blood named alone (ADR 0218)', () => {
  it('is the blood, on its animal\'s offal row, whatever animal its bracket names', () => {
    const sausage = trace('Blodkorv', 'Blod (gris) 35 %, vatten, fläskfett, rågmjöl, korngryn, russin, lök, sirap, salt').climate!;
    const parts = sausage.parts.filter((p) => p.kind === 'ingredient');
    expect(parts.find((p) => p.text === 'blod')?.reference).toBe('porkOffal');
    expect(parts.some((p) => p.text === 'gris')).toBe(false);
  });

  it('leaves a blood orange the orange', () => {
    expect(trace('Blodapelsin', 'Blodapelsin', 'Frukt').climate!.wholeReference).toBe('oranges');
  });
});
