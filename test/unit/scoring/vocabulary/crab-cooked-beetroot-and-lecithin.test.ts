import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0220, from sets 79 and 80: a Swedish edible crab ("Krabbtaskar", Cancer pagurus) was read as prawns, whose
 * scarcity-weighted water AGRIBALYSE gives as negative; a British "Cooked Beetroot" was the raw root (×0.44); a tub of
 * "Soya Lecithin Granules" was built from its one additive (×0.04).
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 250, size_unit: 'g' });

describe('crab, cooked beetroot and lecithin by their names (ADR 0220)', () => {
  it('reads the edible crab by its Swedish names as the crab, in a list and sold as such', () => {
    expect(trace('Krabbtaskar, kokta, frysta', 'Krabbtaska (Cancer pagurus), salt', 'Fryst skaldjur').climate!.wholeReference).toBe('crab');
    const salad = trace('Krabbsallad', 'Majonnäs, krabbkött 30 %, gurka, salt', 'Delikatesser').climate!;
    expect(salad.parts.find((p) => p.kind === 'ingredient' && p.text === 'krabbkött')?.reference).toBe('crab');
  });

  it('reads beetroot named cooked in English as AGRIBALYSE\'s cooked beetroot', () => {
    expect(trace('Cooked Beetroot 250g', 'Beetroot (100%)', 'Salad Vegetables').climate!.wholeReference).toBe('cookedBeetroot');
    expect(trace('Raw Beetroot 500g', 'Beetroot', 'Vegetables').climate!.wholeReference).toBe('beetroot');
  });

  it('reads a tub of lecithin named in English as the lecithin sold as such, and leaves it a minor additive in a recipe', () => {
    expect(trace('Soya Lecithin Granules 250g', 'Soya Lecithin (100%)', 'Health Foods').climate!.wholeReference).toBe('soyLecithin');
    const chocolate = trace('Milk Chocolate 100g', 'Sugar, Cocoa Butter, Whole Milk Powder, Cocoa Mass, Emulsifier: Soya Lecithin, Flavouring', 'Chocolate').climate!;
    expect(chocolate.wholeReference).toBeNull();
  });
});
