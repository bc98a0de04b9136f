import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/**
 * ADR 0197. Names the forty-fourth set found read as another food: a tahini (in Swedish as in English) was its
 * sesame seeds, a red wine listing "Grapes" the grapes, a soya flour wheat flour by its word "flour", and pilchards the
 * generic fish their allergen bracket names.
 */
const product = (name: string, ingredients: string, category: string): ProductData => ({ name, ingredients, category, size: 300, size_unit: 'g' });
const climate = (p: ProductData) => traceProduct(p).climate!;

describe('foods named as sold (ADR 0197)', () => {
  it.each([
    ['Tahini 300g', 'Ground Sesame Seeds (100%)', 'World Foods', 'sesame'],
    ['Tahini', 'Sesamfrön', 'Pålägg', 'sesame'],
    ['Merlot Red Wine 75cl', 'Grapes, Preservative (Sulphur Dioxide)', 'Red Wine', 'wine'],
    ['White Wine', 'Grapes, Preservative (Sulphites)', 'Wine', 'whiteWine'],
    ['Rosé Wine', 'Grapes, Preservative (Sulphites)', 'Wine', 'roseWine'],
    ['Red Wine Vinegar', 'Red Wine Vinegar, Preservative (Sulphites)', 'Vinegar', 'vinegar'],
    ['Malt Vinegar', 'Malt Vinegar (Barley)', 'Vinegar', 'vinegar'],
  ])('"%s" listing "%s" is the food its name says, sold as such', (name, list, aisle, reference) => {
    const c = climate(product(name, list, aisle));
    expect([c.method, c.wholeReference]).toEqual(['whole', reference]);
  });

  it('sesame seeds sold as such stay the seeds', () => {
    expect(climate(product('Sesame Seeds', 'Sesame Seeds', 'Baking')).wholeReference).toBe('sesameSeed');
  });

  it('a product whose name only holds the word "wine" is not wine', () => {
    const gums = climate(product('Wine Gums', 'Glucose Syrup, Sugar, Starch, Gelatine, Acid (Citric Acid), Flavourings, Colours', 'Sweets'));
    expect(gums.wholeReference).toBeNull();
    expect(gums.parts.filter((p) => p.reference === 'wine' || p.reference === 'grapes')).toEqual([]);
  });

  it('soya flour is ground soybeans in English as in Swedish, not wheat flour', () => {
    const [en] = climate(product('Soya Flour 500g', 'Soya Flour', 'Home Baking')).parts.filter((p) => p.kind === 'ingredient');
    const [sv] = climate(product('Sojamjöl', 'Sojamjöl', 'Bakning')).parts.filter((p) => p.kind === 'ingredient');
    expect(en!.reference).toBe('soybeans');
    expect([en!.reference, en!.kgCo2e]).toEqual([sv!.reference, sv!.kgCo2e]);
  });

  it('pilchards are sardines, not the generic fish of their allergen bracket', () => {
    const fish = climate(product('Pilchards in Tomato Sauce', 'Pilchards (Fish) (70%), Tomato Purée (10%), Water, Salt', 'Tinned Fish')).parts.filter((p) => p.kind === 'ingredient');
    expect(fish[0]!.reference).toBe('sardines');
  });
});

describe('names the forty-fifth and forty-sixth sets found (ADR 0199)', () => {
  it.each([
    ['Ingefära, malen', 'Ingefära', 'Kryddor', 'gingerPowder'],
    ['Salvia, torkad', 'Salvia', 'Kryddor', 'herbs'],
    ['Frozen Chicken Gizzards 1kg', 'Chicken Gizzards', 'Frozen Meat', 'poultryOffal'],
    ['Chicken Livers', 'Chicken Livers', 'Fresh Chicken', 'poultryOffal'],
  ])('"%s" listing "%s" is sold as the food its name says, a comma in the name read as a space', (name, list, aisle, reference) => {
    const c = climate(product(name, list, aisle));
    expect([c.method, c.wholeReference]).toEqual(['whole', reference]);
  });

  it('a food named after "av" or "of" is what the product is made from, not the food sold', () => {
    const camembert = climate(product('Camembert av opastöriserad mjölk', 'Opastöriserad komjölk, salt, syrakultur, löpe, mögelkultur', 'Ost'));
    expect(camembert.wholeReference).not.toBe('milk');
    // Its milk is counted as the cheese it became, as any cheese's is.
    expect(camembert.parts.find((p) => p.kind === 'ingredient')!.reference).toBe('cheese');
  });

  it('an English soya base is the soy drink its bracket makes, as "sojabas" is', () => {
    const en = climate(product('Soya Drink', 'Soya Base (Water, Hulled Soya Beans (6%)), Sugar, Sea Salt', 'Milk Alternatives'));
    const sv = climate(product('Sojadryck', 'Sojabas (vatten, skalade sojabönor 6 %), socker, havssalt', 'Växtbaserad dryck'));
    const farm = (c: typeof en) => c.parts.filter((p) => p.kind === 'ingredient').map((p) => [p.reference, p.share]);
    expect(farm(en)).toEqual(farm(sv));
  });
});
