import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0219, from set 78: a jar of mustard was built from its list, where its seeds and vinegar are additives to the
 * vocabulary and, after water with no share, take a spice's 2 % (a Dijon mustard ×0.34 against AGRIBALYSE's mustard).
 * From set 69: a chilled puff pastry kept with alcohol was built from its list, the alcohol being a drink to the
 * vocabulary (×0.57). A white vegetable fat (set 76, ×2.04 against AGRIBALYSE's blended frying fat) is its label's
 * oils: ADR 0219 had made it AGRIBALYSE's frying fat, which ADR 0220 withdrew.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 200, size_unit: 'g' });

describe('mustard sold as such (ADR 0219)', () => {
  it('is AGRIBALYSE\'s mustard in either language, its list of seeds, vinegar, salt and additives being what it is made of', () => {
    const dijon = trace('Dijon Mustard 185g', 'Water, Mustard Seeds, Spirit Vinegar, Salt, Acid (Citric Acid), Preservative (Potassium Metabisulphite (Sulphites))', 'Condiments');
    expect(dijon.climate!.wholeReference).toBe('mustard');
    expect(trace('Senap', 'Vatten, senapsfrön 25 %, ättika, salt, kryddor', 'Senap').climate!.wholeReference).toBe('mustard');
  });

  it('takes the sugar a Swedish mustard is sweetened with', () => {
    expect(trace('Senap, söt', 'Vatten, socker, senapsfrön 25 %, ättika, salt, kryddor (gurkmeja)', 'Senap').climate!.wholeReference).toBe('mustard');
  });

  it('is the wholegrain mustard\'s own row when its seeds are left whole', () => {
    expect(trace('Wholegrain Mustard 200g', 'Water, Mustard Seeds (31%), Spirit Vinegar, Salt', 'Condiments').climate!.wholeReference).toBe('wholegrainMustard');
    expect(trace('Grov dijonsenap', 'Vatten, senapsfrön 30 %, vinäger, salt', 'Senap').climate!.wholeReference).toBe('wholegrainMustard');
  });

  it('leaves a dressing or a sauce made with mustard built from its list', () => {
    const dressing = trace('Honey & Mustard Dressing', 'Water, Rapeseed Oil, Honey (12%), Dijon Mustard (8%), Spirit Vinegar', 'Dressings').climate!;
    expect(dressing.wholeReference).toBeNull();
    expect(dressing.parts.some((p) => p.kind === 'ingredient' && p.reference === 'mustard')).toBe(true);
    expect(trace('Makrillfiléer i senapssås', 'Makrill 60 %, vatten, senap 15 %, socker, rapsolja, salt', 'Fisk på burk').climate!.wholeReference).not.toBe('mustard');
  });
});

describe('the alcohol that keeps a chilled dough (ADR 0219)', () => {
  it('leaves the dough AGRIBALYSE\'s dough sold as such', () => {
    const pastry = trace('Smördeg, utkavlad, kyld', 'Vetemjöl, vegetabiliska fetter (palm, raps) 32 %, vatten, salt, alkohol, surhetsreglerande medel (citronsyra)', 'Kyld bakning');
    expect(pastry.climate!.wholeReference).toBe('puffPastry');
  });
});

describe('a solid vegetable fat sold for frying (ADR 0220, withdrawing part of ADR 0219)', () => {
  it('is the oils its label lists, not AGRIBALYSE\'s blended frying fat (ADR 0109)', () => {
    const fat = trace('White Vegetable Fat 250g', 'Palm Oil, Rapeseed Oil', 'Cooking Fats').climate!;
    expect(fat.wholeReference).toBeNull();
    expect(fat.parts.filter((p) => p.kind === 'ingredient').map((p) => p.reference)).toEqual(['palmOil', 'rapeseedOil']);
  });
});
