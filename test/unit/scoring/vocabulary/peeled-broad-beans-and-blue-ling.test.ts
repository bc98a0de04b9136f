import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0301, method 2026.12.84. Frozen broad beans named peeled ("Bondbönor skalade, frysta") are AGRIBALYSE's peeled
 * frozen row (20541, 1.15 kg CO2e/kg), not its unpeeled frozen row (0.50): ten products of the sets had been ×0.43 of it.
 * Dried broad beans named "skalade" (hulled) keep their row. "Birkelånga" is the blue ling's other Swedish name.
 */
const wholeOf = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category }).climate?.wholeReference ?? null;

describe('peeled frozen broad beans and blue ling (ADR 0301)', () => {
  it.each([
    ['Bondbönor skalade, frysta', 'bondbönor', 'Frysta grönsaker', 'peeledBroadBeans'],
    ['Skalade bondbönor, frysta', 'bondbönor', 'Frysta grönsaker', 'peeledBroadBeans'],
    ['Bondbönor, frysta', 'bondbönor', 'Frysta grönsaker', 'greenBroadBeans'],
    ['Skalade bondbönor, torkade', 'bondbönor', 'Torkade bönor', 'driedBroadBeans'],
    ['Birkelånga filé', 'birkelånga (Molva dypterygia) (FISK)', 'Fisk', 'blueLing'],
  ])('reads "%s" as %s', (name, ingredients, category, row) => {
    expect(wholeOf(name, ingredients, category)).toBe(row);
  });
});
