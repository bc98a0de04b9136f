import { describe, expect, it } from 'vitest';
import { scoreAndExplain, traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0203, from what sets 49 and 50 found: a milk powder made up with water again is the milk, not the powder; a fresh
 * green bean from Kenya is flown, as AGRIBALYSE's one Kenyan green bean is.
 */
const trace = (name: string, ingredients: string, category: string, origin?: string) =>
  traceProduct({ name, ingredients, category, size: 500, size_unit: 'g', ...(origin ? { country_of_origin: origin } : {}) });

describe('a reconstituted milk powder (ADR 0203)', () => {
  it.each([
    ['Reconstituted Skimmed Milk Powder', 'skimmedMilk'],
    ['Reconstituted Skimmed Milk', 'skimmedMilk'],
    ['Reconstituted Whole Milk Powder', 'milk'],
    ['rekonstituerad skummjölk', 'skimmedMilk'],
    ['rekonstituerat mjölkpulver', 'milk'],
  ] as const)('"%s" is the liquid milk it was dried from (%s)', (item, reference) => {
    const t = trace('Glass', `${item} 60 %, socker, glukossirap`, 'Glass');
    const part = t.climate!.parts.find((p) => p.kind === 'ingredient' && p.text.toLowerCase() === item.toLowerCase())!;
    expect(part.reference).toBe(reference);
    expect(part.mass).toBeCloseTo(part.share!, 6);
  });

  it('keeps a powder listed as a powder the powder', () => {
    const t = trace('Glass', 'Skimmed Milk Powder 10 %, water, sugar', 'Ice Cream');
    expect(t.climate!.parts.find((p) => p.kind === 'ingredient' && p.text === 'skimmed milk powder')?.reference).toBe('milkPowder');
  });
});

describe('a fresh green bean from Kenya (ADR 0203)', () => {
  it('is flown, whether or not its label says so', () => {
    const fresh = trace('Haricots verts', 'Haricots verts', 'Grönsaker', 'Kenya').climate!;
    expect(fresh.parts.some((p) => p.kind === 'transport' && /by air/.test(p.text))).toBe(true);
    expect(fresh.central).toBeGreaterThan(5);
  });

  it('says in its explanation why it was flown: AGRIBALYSE flies it from there, not the label', () => {
    const data = { name: 'Haricots verts', ingredients: 'Haricots verts', category: 'Grönsaker', size: 200, size_unit: 'g', country_of_origin: 'Kenya' };
    const leg = (lang: 'en' | 'sv') => scoreAndExplain(data, lang).explanation.climate.contributions.find((c) => c.kind === 'transport')!;
    expect(leg('en').text).toBe('KE by air -> SE');
    expect(leg('en').matched).toBe('air freight, as AGRIBALYSE flies this food from there: long-haul (DESNZ 2025)');
    expect(leg('sv').matched).toMatch(/^flygfrakt, som AGRIBALYSE flyger/);
  });

  it('is not flown frozen, nor from another origin', () => {
    const frozen = trace('Haricots verts frysta', 'Haricots verts', 'Frysta grönsaker', 'Kenya').climate!;
    const moroccan = trace('Haricots verts', 'Haricots verts', 'Grönsaker', 'Marocko').climate!;
    for (const c of [frozen, moroccan]) expect(c.parts.some((p) => p.kind === 'transport' && /by air/.test(p.text))).toBe(false);
    expect(moroccan.central).toBeLessThan(1);
  });
});
