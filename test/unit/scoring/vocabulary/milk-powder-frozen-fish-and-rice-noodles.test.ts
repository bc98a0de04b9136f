import { describe, expect, it } from 'vitest';
import { scoreProduct, traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0207, from sets 57 and 58: a milk powder named after the milk it was dried from ("Mjölkpulver, skummjölk") was
 * that liquid milk; a frozen fish whose list is that one fish took the breaded fish's recipe step; rice noodles
 * named in English, or as vermicelli, were the rice grain; the singular "sardin", "mussla" and "kalmar", and the
 * English "cress", were no food at all.
 */
const trace = (name: string, ingredients: string, category: string, country_of_origin?: string) =>
  traceProduct({ name, ingredients, category, size: 500, size_unit: 'g', ...(country_of_origin ? { country_of_origin } : {}) });

describe('a milk powder sold as such (ADR 0207)', () => {
  it('is the powder whether its name goes on to name the milk or its list names the milk it was dried from', () => {
    for (const [name, ingredients] of [
      ['Mjölkpulver, skummjölk', 'Skummjölkspulver.'],
      ['Skummjölkspulver', 'Skummjölk'],
      ['Dried Skimmed Milk 340g', 'Skimmed Milk'],
      ['Skimmed Milk Powder 400g', 'Skimmed Milk Powder, Vitamin A, Vitamin D'],
    ] as const) {
      const c = trace(name, ingredients, 'Bakning').climate!;
      expect(c.method, name).toBe('whole');
      expect(c.wholeReference, name).toBe('milkPowder');
      expect(c.central, name).toBeGreaterThan(10);
    }
  });

  it('leaves a milk a milk, and a drink powder with milk powder in its list built from that list', () => {
    expect(trace('Mellanmjölk', 'Mellanmjölk', 'Mjölk').climate!.wholeReference).toBe('milk');
    expect(trace('Chokladdryck pulver', 'Socker, kakao, mjölkpulver', 'Kakao').climate!.method).toBe('ingredients');
  });
});

describe('a frozen fish whose list is that one fish (ADR 0207)', () => {
  it('is the fish sold as such, without the breaded fish\'s recipe step', () => {
    for (const [name, ingredients] of [
      ['Sardiner, hela, frysta', 'Sardin (Sardina pilchardus) (fisk). Fångstområde: Nordostatlanten (FAO 27).'],
      ['Makrill, fryst', 'Makrill.'],
    ] as const) {
      const c = trace(name, ingredients, 'Fryst fisk', 'Portugal').climate!;
      expect(c.method, name).toBe('whole');
      expect(c.parts.some((p) => p.kind === 'processing'), name).toBe(false);
    }
  });

  it('keeps the recipe step for a breaded fish, whose list holds more than the fish', () => {
    const c = trace('Fiskpinnar', 'Alaska pollock 65 %, vetemjöl, rapsolja, vatten, salt', 'Fryst fisk').climate!;
    expect(c.method).toBe('ingredients');
    expect(c.parts.some((p) => p.kind === 'processing')).toBe(true);
  });
});

describe('names no table knew (ADR 0207)', () => {
  it('reads rice noodles and rice vermicelli as the dried rice noodle in either language', () => {
    for (const name of ['Rice Noodles 250g', 'Rice Vermicelli Noodles 250g', 'Vermicelli Rice Noodles 200g', 'Risvermicelli']) {
      expect(trace(name, 'Rice (95%), Water', 'Noodles').climate!.wholeReference, name).toBe('riceNoodles');
    }
  });

  it('reads the singular sardine, mussel and squid of a Swedish list', () => {
    expect(trace('Sardin', 'Sardin', 'Fisk').climate!.wholeReference).toBe('sardines');
    expect(trace('Blåmussla', 'Blåmussla', 'Skaldjur').climate!.wholeReference).toBe('mussels');
    const rings = trace('Kalmarringar', 'Kalmar 60 %, vetemjöl, vatten, rapsolja, salt', 'Fryst fisk');
    expect(rings.ingredients.leaves[0]!.match?.term).toBe('kalmar');
    expect(scoreProduct({ ingredients: 'Kalmar 60 %, vetemjöl, vatten, rapsolja, salt' }).allergenList).toContain('molluscs');
    expect(scoreProduct({ ingredients: 'Blåmussla, vatten, salt' }).allergenList).toBe('molluscs');
  });

  it('reads an English "cress" as the garden cress and "watercress" as the watercress', () => {
    expect(trace('Salad Cress 30g', 'Cress', 'Salad').climate!.wholeReference).toBe('gardenCress');
    expect(trace('Watercress 85g', 'Watercress', 'Salad').climate!.wholeReference).toBe('watercress');
  });

  it('reads a dried jute leaf named by its Swedish name as molokhia', () => {
    expect(trace('Molokhia, torkad och mald', 'Torkade blad av grönsaksjute (Corchorus olitorius).', 'Internationellt', 'Egypten').climate!.wholeReference).toBe('molokhia');
  });
});
