import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0298, method 2026.12.83: an energy drink is AGRIBALYSE's energy drink, with sugar or, when its name says so,
 * sugar-free. A sugar-free one lists no food (water and additives), so no list could agree with its name and it had been
 * bottled water (0.56 of AGRIBALYSE's row); one listing glucose beside its sugar was built from its list (×1.5–1.7), as
 * was every English one ("energy drink" was no name of a drink sold as such).
 */
const wholeOf = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category }).climate?.wholeReference ?? null;

describe('energy drinks (ADR 0298)', () => {
  it.each([
    ['Energidryck sockerfri', 'Kolsyrat vatten, surhetsreglerande medel (citronsyra), taurin 0,4 %, sötningsmedel (sukralos, acesulfam K), koffein 0,032 %', 'Energidryck', 'energyDrinkSugarFree'],
    ['Sugar Free Energy Drink 250ml', 'Carbonated Water, Acid (Citric Acid), Taurine (0.4%), Sweeteners (Sucralose, Acesulfame K), Caffeine', 'Energy Drinks', 'energyDrinkSugarFree'],
    ['Energidryck original', 'Kolsyrat vatten, socker, glukos, surhetsreglerande medel (citronsyra), taurin 0,4 %, koffein 0,03 %', 'Energidryck', 'energyDrink'],
    ['Energy Drink 250ml', 'Carbonated Water, Sugar, Glucose, Acid (Citric Acid), Taurine (0.4%), Caffeine', 'Energy Drinks', 'energyDrink'],
  ])('reads "%s" as AGRIBALYSE\'s row', (name, ingredients, category, row) => {
    expect(wholeOf(name, ingredients, category)).toBe(row);
  });

  it('keeps a drink of water and additives that names no energy drink off the row', () => {
    expect(wholeOf('Kolsyrat vatten citron', 'kolsyrat vatten, arom, surhetsreglerande medel (citronsyra)', 'Vatten')).not.toBe('energyDrinkSugarFree');
  });
});
