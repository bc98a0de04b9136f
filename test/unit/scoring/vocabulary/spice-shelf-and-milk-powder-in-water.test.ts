import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0213: a jar of "Paprika" on an English spice shelf was read as the fresh sweet pepper, the Swedish word's
 * meaning (set 66, ×0.16); a ready-to-drink välling whose milk powder follows water with no share had a quarter of it
 * powder by its list's order (set 67, ×2.88).
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 250, size_unit: 'g' });

describe('a fresh food on a spice shelf (ADR 0213)', () => {
  it('is its dried spice on a shelf that names spices, in either language', () => {
    expect(trace('Paprika 48g', 'Paprika', 'Herbs & Spices').climate!.wholeReference).toBe('paprikaPowder');
    expect(trace('Paprika', 'Paprika', 'Kryddor').climate!.wholeReference).toBe('paprikaPowder');
    expect(trace('Chilli 40g', 'Chilli', 'Spices').climate!.wholeReference).toBe('cayenne');
    expect(trace('Vitlök', 'Vitlök', 'Kryddor').climate!.wholeReference).toBe('garlicPowder');
    expect(trace('Parsley 10g', 'Parsley', 'Herbs & Spices').climate!.wholeReference).toBe('driedParsley');
  });

  it('stays the fresh food on a vegetable shelf or a shelf of fresh herbs and pods', () => {
    expect(trace('Paprika röd', 'Paprika', 'Grönsaker').climate!.wholeReference).toBe('sweetPepper');
    expect(trace('Red Chillies 50g', 'Red Chillies', 'Herbs & Chillies').climate!.wholeReference).toBe('chili');
  });
});

describe('a dried milk after water (ADR 0213)', () => {
  const share = (ingredients: string): number => {
    const parsed = trace('Fullkornsvälling, färdig att dricka', ingredients, 'Barnmat').ingredients.parsed.ingredients;
    return parsed.find((i) => i.name === 'skummjölkspulver')!.share;
  };

  it('is held at what makes a milk of it, one part in 7.8', () => {
    expect(share('Vatten, skummjölkspulver, fullkornsmjöl 6 % (vete, havre), rapsolja, maltodextrin')).toBeCloseTo(100 / 7.8, 6);
  });

  it('keeps a share the label declares, and is not held after a milk or a flour', () => {
    expect(share('Vatten, skummjölkspulver 20 %, fullkornsmjöl 6 % (vete, havre), rapsolja')).toBeCloseTo(20, 6);
    expect(share('Fullkornsmjöl (vete, havre), skummjölkspulver, rapsolja')).toBeGreaterThan(100 / 7.8);
  });
});
