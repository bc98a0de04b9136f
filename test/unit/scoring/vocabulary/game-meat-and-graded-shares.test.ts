import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0290, method 2026.12.79. Deer, moose and reindeer have no AGRIBALYSE row: they take the pig's, as wild boar does
 * (an assumption, stated in the methodology). English "venison" had been unread, so a product of it had no figure, and
 * an English game pâté's venison was left out of its recipe. Named in full: "hjortron" (cloudberries) stays a berry.
 *
 * A name followed by two percentages ("Yoghurt 3 % 85 %") gives its grade first (the fat) and its share second; the
 * first had been read as the share, so a yoghurt with muesli was 3 % yoghurt (×0.30 of AGRIBALYSE, now ×1.01).
 */
const references = (name: string, ingredients: string, category: string) =>
  (traceProduct({ name, ingredients, category }).climate?.parts ?? []).filter((p) => p.kind === 'ingredient').map((p) => [p.text, p.reference]);
const leaves = (ingredients: string) => traceProduct({ name: 'Produkt', ingredients, category: 'Övrigt' }).ingredients.leaves.map((l) => [l.name, l.share]);

describe('game meat (ADR 0290)', () => {
  it.each([
    ['Venison Steaks', 'Venison', 'Meat'],
    ['Reindeer Slices', 'Reindeer, Salt', 'Meat'],
    ['Älgfärs', 'älgkött', 'Kött'],
    ['Renskav', 'renkött, salt', 'Kött'],
    ['Rådjursfilé', 'rådjur', 'Kött'],
  ])('gives "%s" a figure on the pig\'s row', (name, ingredients, category) => {
    const trace = traceProduct({ name, ingredients, category });
    expect(trace.scores.CO2e).not.toBeNull();
    expect(trace.scores.CO2e!).toBeGreaterThan(5);
  });

  it('reads the venison of an English game pâté as the deer of a Swedish one', () => {
    const english = references('Game Pâté', 'Pork Liver, Pork Fat, Venison (12%), Pork, Salt', 'Pâté');
    const swedish = references('Viltpastej', 'fläsklever, fläskfett, hjortkött 12 %, fläskkött, salt', 'Pastej');
    expect(english).toContainEqual(['venison', 'pork']);
    expect(swedish).toContainEqual(['hjortkött', 'pork']);
    expect(english.length).toBe(swedish.length);
  });

  it('keeps cloudberries a berry', () => {
    const refs = references('Hjortronsylt', 'hjortron 45 %, socker', 'Sylt');
    expect(refs.find(([text]) => text === 'hjortron')?.[1]).not.toBe('pork');
  });
});

describe('a grade before the share (ADR 0290)', () => {
  it.each([
    ['Yoghurt 3 % 85 % (pastöriserad MJÖLK, yoghurtkultur), müsli 15 % (HAVREGRYN, socker, rapsolja)', 'yoghurt', 0.85],
    ['MJÖLK 1,5 % 91 %, socker, kakao 1,5 %, salt', 'mjölk', 0.91],
  ])('reads "%s" with the second percentage as the share', (ingredients, name, share) => {
    const first = leaves(ingredients).find(([leaf]) => leaf === name);
    expect(first?.[1]).toBeCloseTo(share, 5);
  });

  it('still reads one percentage as the share', () => {
    expect(leaves('Yoghurt 85 % (MJÖLK), müsli 15 % (HAVREGRYN)').find(([leaf]) => leaf === 'yoghurt')?.[1]).toBeCloseTo(0.85, 5);
  });
});
