import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0215, from sets 71 and 72: a cod liver oil's "naturlig citronarom" was read as lemons, estimated at a third of
 * the bottle; a dry sparkling wine listing "Druvor, sackaros" was built from its grapes and sugar, not read as the
 * wine; a dispenser of "Sweetener Tablets" was built from its additives.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 750, size_unit: 'ml' });
const leaf = (t: ReturnType<typeof trace>, name: string) => t.ingredients.leaves.find((l) => l.name === name);

describe('a Swedish compound whose head is a flavouring (ADR 0215)', () => {
  it('is the flavouring, whatever food its first part names', () => {
    const oil = trace('Fiskleverolja', 'Torskleverolja, naturlig citronarom, antioxidationsmedel (tokoferoler)', 'Kosttillskott');
    expect(leaf(oil, 'naturlig citronarom')?.match?.key).toBe('additive');
    expect(ingredientReferencesOf(oil)).toEqual(['codLiverOil']);
    for (const name of ['jordgubbsarom', 'hallonaromer', 'apelsinarom']) {
      expect(leaf(trace('Läsk', `Kolsyrat vatten, socker, ${name}`, 'Läsk'), name)?.match?.key, name).toBe('additive');
    }
  });

  it('leaves the food itself and a food named with its flavour the food', () => {
    expect(leaf(trace('Läsk', 'Kolsyrat vatten, socker, citronjuice', 'Läsk'), 'citronjuice')?.match?.key).not.toBe('additive');
    expect(leaf(trace('Sylt', 'Jordgubbar, socker', 'Sylt'), 'jordgubbar')?.match?.key).not.toBe('additive');
  });
});

describe('a sparkling wine (ADR 0215)', () => {
  it('is the wine with the sugar of its second fermentation and dosage in its list', () => {
    const c = trace('Mousserande vin, vitt, torrt', 'Druvor, sackaros, konserveringsmedel (sulfiter)', 'Vin').climate!;
    expect(c.method).toBe('whole');
    expect(c.wholeReference).toBe('sparklingWine');
  });
});

describe('sweetener tablets named in English (ADR 0215)', () => {
  it('are the saccharin sweetener sold as such, as "sötningstabletter" are', () => {
    const c = trace('Sweetener Tablets 300 Pack 18g', 'Acidity Regulators: Sodium Hydrogen Carbonate, Tartaric Acid, Sweetener: Sodium Saccharin (22%)', 'Sugar & Sweeteners').climate!;
    expect(c.wholeReference).toBe('saccharinSweetener');
  });
});
