import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0201, from what sets 47 and 48 found: an additive a label leaves alone after its class and a colon ("Colour:
 * Caramel E150d", "Preservative: Sulphur Dioxide") is an additive, not a food at an estimated share; a shank ("lägg")
 * is no egg; a veal, lamb or mushroom stock is a stock, not the meat or mushroom its compound begins with; an English
 * name that says the food is dried ("Dried Apple Rings") is the dried food; an English list's maize is the grain.
 */
const trace = (name: string, ingredients: string, category: string, size = 500, unit = 'g') =>
  traceProduct({ name, ingredients, category, size, size_unit: unit });
const part = (t: ReturnType<typeof trace>, text: string) => t.climate?.parts.find((p) => p.kind === 'ingredient' && p.text.toLowerCase() === text);

describe('an additive after its class and a colon (ADR 0201)', () => {
  it('gives a diet cola its figure: "Caramel E150d" is the colour, capped like any additive', () => {
    const cola = trace(
      'Caffeine Free Diet Cola 2L',
      'Carbonated Water, Colour: Caramel E150d, Acids: Phosphoric Acid, Citric Acid, Sweeteners: Aspartame, Acesulfame K, Flavourings, Preservative: Sodium Benzoate',
      'Soft Drinks', 2, 'l',
    );
    expect(cola.scores.CO2e).not.toBeNull();
    const caramel = cola.ingredients.leaves.find((l) => l.name === 'caramel e150d')!;
    expect(caramel.match?.key).toBe('additive');
    expect(caramel.share).toBeLessThanOrEqual(0.02);
    expect(cola.ingredients.leaves.find((l) => l.name === 'carbonated water')!.share).toBeGreaterThan(0.8);
  });

  it('reads sulphur dioxide and the sulphites as additives and the allergen, in either language', () => {
    for (const [list, item] of [
      ['Apple, Preservative: Sulphur Dioxide', 'sulphur dioxide'],
      ['Aprikoser, konserveringsmedel: svaveldioxid', 'svaveldioxid'],
      ['Russin, sulfiter', 'sulfiter'],
    ] as const) {
      const t = trace('Torkad frukt', list, 'Torkad frukt');
      expect(t.ingredients.leaves.find((l) => l.name === item)?.match?.key, item).toBe('additive');
      expect(t.scores.allergenList, item).toContain('sulphites');
    }
  });

  it('keeps a wine whose bracket names its sulphites: the bracket is an allergen note, not what the wine is made of', () => {
    const t = trace('Moules marinières', 'Blåmusslor 60 %, vitt vin (sulfiter), lök, vitlök, persilja', 'Skaldjur');
    expect(part(t, 'vitt vin')?.reference).toBe('wine');
  });

  it('reads an E-number after an unknown name as that additive, and only then', () => {
    const t = trace('Godis', 'Socker, glukossirap, färgämne: sockerkulör E150d, kurkumin E100', 'Godis');
    expect(t.ingredients.leaves.filter((l) => /e1\d\d/.test(l.name)).every((l) => l.match?.key === 'additive')).toBe(true);
    // A food the vocabulary knows keeps its own reading beside a number.
    expect(trace('Stärkelse', 'Potatisstärkelse E1404', 'Bakning').ingredients.leaves[0]!.match?.key).not.toBe('additive');
  });
});

describe('a shank is no egg (ADR 0201)', () => {
  it('reads "Kalvkött (lägg)" and "Kalvlägg" as veal, and quail and whole eggs as eggs', () => {
    const shank = trace('Kalvlägg, skivad', 'Kalvkött (lägg)', 'Kött', 800);
    expect(shank.climate?.parts.find((p) => p.kind === 'ingredient')?.reference).toMatch(/^veal/);
    expect(trace('Kalvlägg', 'Kalvlägg', 'Kött').ingredients.leaves[0]!.match?.key).toBe('beefDairy');
    expect(trace('Vaktelägg', 'Vaktelägg', 'Ägg', 200).ingredients.leaves[0]!.match?.key).toBe('eggs');
    expect(trace('Ägg', 'Helägg', 'Ägg', 200).ingredients.leaves[0]!.match?.key).toBe('eggs');
  });
});

describe('a stock named after a meat or mushroom is a stock (ADR 0201)', () => {
  it.each([
    ['kalvbuljong', 'beefStock'],
    ['lammbuljong', 'beefStock'],
    ['viltbuljong', 'beefStock'],
    ['lamb stock', 'beefStock'],
    ['svampbuljong', 'vegetableStock'],
    ['skaldjursbuljong', 'vegetableStock'],
  ] as const)('%s is %s', (stock, reference) => {
    const t = trace('Gryta', `Vatten, potatis 20 %, ${stock} 10 %, morot, salt`, 'Färdigmat');
    expect(part(t, stock)?.reference).toBe(reference);
  });
});

describe('an English name that says its food is dried, and maize (ADR 0201)', () => {
  it.each([
    ['Dried Apple Rings 150g', 'Apple, Preservative: Sulphur Dioxide', 'driedApple'],
    ['Dried Chopped Onion 40g', 'Onion', 'driedOnion'],
    ['Dried Apricots 250g', 'Apricots, Preservative: Sulphur Dioxide', 'driedApricots'],
    ['Popping Corn 500g', 'Maize', 'maizeGrain'],
  ] as const)('"%s" (list "%s") is AGRIBALYSE\'s %s, whole', (name, list, reference) => {
    const c = trace(name, list, 'Store Cupboard').climate!;
    expect(c.method).toBe('whole');
    expect(c.wholeReference).toBe(reference);
  });

  it('reads an English list\'s maize as the grain, as a Swedish list\'s "majs" is', () => {
    const en = trace('Tortilla Chips', 'Maize (80%), Sunflower Oil, Salt', 'Crisps');
    const sv = trace('Tortillachips', 'Majs 80 %, solrosolja, salt', 'Chips');
    expect(part(en, 'maize')?.reference).toBe('maizeGrain');
    expect(part(sv, 'majs')?.reference).toBe('maizeGrain');
    expect(en.scores.CO2e).toBe(sv.scores.CO2e);
  });

  it('knows pak choi as Swedish labels also write it', () => {
    expect(trace('Wok', 'Paksoi 40 %, morot, lök', 'Grönsaker').ingredients.leaves[0]!.match?.term).toBe('paksoi');
  });
});
