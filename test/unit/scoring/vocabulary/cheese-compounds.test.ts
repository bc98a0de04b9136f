import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0269, from the sets' products scored on a shelf that names nothing: a Swedish cheese named by a first part the
 * vocabulary also knows lost its head, "ost", to it. "Salladsost" (a feta-style cheese of cow's milk) was read as
 * lettuce, "blåmögelost" and "vitmögelost" as their mould cultures, an additive with no footprint; only a cheese shelf
 * had hidden it, by reading the milk in the cheese's brackets as cheese. "Ystningsenzym", the cheesemaking enzyme, is
 * rennet to ADR 0267's test.
 */
const parts = (name: string, ingredients: string, category: string) =>
  traceProduct({ name, ingredients, category, size: 300, size_unit: 'g' }).climate!.parts
    .filter((p) => p.kind === 'ingredient')
    .map((p) => ({ text: p.text, reference: p.reference, share: p.share ?? 0 }));

describe('cheeses named by a known first part (ADR 0269)', () => {
  it('reads salladsost, blåmögelost and vitmögelost as cheese in a recipe on any shelf', () => {
    const salad = parts('Grekisk sallad', 'Isbergssallat, gurka, tomat, salladsost 20 %, oliver, rödlök, rapsolja', 'Färdiga sallader');
    expect(salad.find((p) => p.text === 'salladsost')?.reference).toBe('cheese');
    const sauce = parts('Pastasås med blåmögelost', 'Vatten, grädde, blåmögelost 15 %, vetemjöl, salt', 'Såser');
    expect(sauce.find((p) => p.text === 'blåmögelost')?.reference).toBe('cheese');
    const pie = parts('Paj med vitmögelost och päron', 'Vetemjöl, vitmögelost 25 %, päron, smör, ägg, grädde, salt', 'Pajer');
    expect(pie.find((p) => p.text === 'vitmögelost')?.reference).toBe('cheese');
  });

  it('scores a salad cheese in oil alike on a cheese shelf and on a shelf that names nothing', () => {
    const ingredients = 'Salladsost 60 % (pastöriserad komjölk, salt, syrakultur, löpe), rapsolja, vitlök, örter';
    const co2e = (category: string) => traceProduct({ name: 'Salladsost i olja med örter', ingredients, category }).scores.CO2e!;
    expect(co2e('Övrigt')).toBeCloseTo(co2e('Ost'), 6);
    expect(co2e('Övrigt')).toBeGreaterThan(3);
  });

  it('takes ystningsenzym for rennet', () => {
    const read = traceProduct({ name: 'Edamer', ingredients: 'Pastöriserad komjölk, salt, syrakultur, ystningsenzym, färgämne (annatto)', category: 'Mejeri' });
    expect(read.climate!.wholeReference).toBe('cheese');
  });
});
