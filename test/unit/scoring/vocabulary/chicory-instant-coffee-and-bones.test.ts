import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0205, from set 54: English names the vocabulary knew only in another form. Red chicory was known only as
 * radicchio, so a pack of it had no figure; "Instant Coffee" named a product, but only the Swedish names said it was
 * sold as such, so its list's "Coffee" made it ground coffee; a stock's "Chicken Bones" were chicken meat.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 500, size_unit: 'g' });

describe('names of set 54 (ADR 0205)', () => {
  it('reads red chicory as radicchio and chicory as endive', () => {
    expect(trace('Red Chicory 2 Pack 200g', 'Red Chicory', 'Salad').climate?.wholeReference).toBe('redEndive');
    expect(trace('Chicory 2 Pack', 'Chicory', 'Salad').climate?.wholeReference).toBe('endive');
    // The root, a coffee substitute and a fibre, keeps its own row.
    expect(trace('Chicory Root Fibre', 'Chicory Root', 'Baking').ingredients.leaves[0]!.match?.term).toBe('chicory root');
  });

  it('sells instant coffee as such in English, as "snabbkaffe" is', () => {
    const c = trace('Classic Instant Coffee 200g', 'Coffee', 'Coffee').climate!;
    expect(c.method).toBe('whole');
    expect(c.wholeReference).toBe('instantCoffee');
  });

  it('reads bones boiled for a stock as the stock, not the meat, and a Swedish chicken leg as chicken', () => {
    const stock = trace('Fresh Chicken Stock 500g', 'Water, Chicken Bones (18%), Carrot, Onion, Celery, Salt', 'Stocks').climate!;
    expect(stock.parts.find((p) => p.kind === 'ingredient' && p.text === 'chicken bones')?.reference).toBe('poultryStock');
    expect(stock.central).toBeLessThan(1);
    expect(trace('Kycklingben', 'Kycklingben', 'Kyckling').ingredients.leaves[0]!.match?.key).toBe('poultry');
    expect(trace('Kycklingben', 'Kycklingben', 'Kyckling').scores.CO2e!).toBeGreaterThan(3);
  });
});

/** ADR 0206, from set 55: "jams" is how Swedish shops also spell yam, and a pack of yams named so had no figure. */
describe('yams spelt "jams" (ADR 0206)', () => {
  it('is AGRIBALYSE\'s yam, sold as such', () => {
    const c = trace('Jams', 'Jams', 'Grönsaker och rotfrukter').climate!;
    expect(c.wholeReference).toBe('yam');
    expect(trace('Jamsrot', 'Jamsrot', 'Rotfrukter').ingredients.leaves[0]!.match?.key).toBe('potatoes');
  });
});
