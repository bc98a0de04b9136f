import { describe, expect, it } from 'vitest';
import { analyzeIngredients } from '../../../../src/scoring/analyse/ingredients.js';
import { traceProduct } from '../../../../src/scoring/index.js';
import { agribalyseShelfTotals } from '../score/climate/peer-metrics.js';

/** ADR 0164: a list of spices is a seasoning blend, each spice counted at the row it has sold as such. */
const ingredientParts = (name: string, ingredients: string) =>
  (traceProduct({ name, ingredients }).climate?.parts ?? []).filter((p) => p.kind === 'ingredient').map((p) => [p.text, p.reference, Math.round(100 * (p.share ?? 0))]);

describe('seasoning blends (ADR 0164)', () => {
  it('reads a list of spices as a blend: each spice at its own row, none held at the minor cap, packed as spices are', () => {
    const blend = analyzeIngredients({ ingredients: 'Svartpeppar, muskot, kryddnejlika, ingefära' });
    expect(blend.seasoningBlend).toEqual(['blackPepper', 'nutmeg', 'cloves', 'gingerPowder']);
    // Inside a recipe a spice is a minor additive (2 % at most); in a blend the first spice is the heaviest item.
    expect(blend.leaves[0]!.share).toBeGreaterThan(0.3);
    expect(ingredientParts('Fyra kryddor', 'Svartpeppar, muskot, kryddnejlika, ingefära').map(([, ref]) => ref)).toEqual(['blackPepper', 'nutmeg', 'cloves', 'gingerPowder']);
    const packaging = traceProduct({ name: 'Fyra kryddor', ingredients: 'Svartpeppar, muskot, kryddnejlika, ingefära' }).climate?.parts.find((p) => p.kind === 'packaging');
    expect(packaging?.reference).toBe('blackPepper');
  });

  it('puts a blend of four spices within a quarter of AGRIBALYSE\'s own four-spice mix (11056)', () => {
    const agribalyse = agribalyseShelfTotals(process.cwd()).get('11056')!;
    const engine = traceProduct({ name: 'Fyra kryddor', ingredients: 'Svartpeppar, muskot, kryddnejlika, ingefära' }).scores.CO2e!;
    expect(engine / agribalyse).toBeGreaterThan(0.8);
    expect(engine / agribalyse).toBeLessThan(1.25);
  });

  it('reads a blend\'s vegetables as the dried ones and keeps its salt, sugar, starch and additives as in any list', () => {
    expect(ingredientParts('Kryddmix', 'Paprika, svartpeppar, vitlök, lök, salt').map(([, ref]) => ref)).toEqual(['paprikaPowder', 'blackPepper', 'garlicPowder', 'driedOnion']);
    const taco = analyzeIngredients({ ingredients: 'Chilipulver, spiskummin, paprikapulver, salt, vitlökspulver, oregano, socker, majsstärkelse' });
    expect(taco.seasoningBlend).toEqual(['cayenne', 'cumin', 'paprikaPowder', null, 'garlicPowder', 'herbs', null, null]);
    // English, with an additive named by what it is.
    const fajita = analyzeIngredients({
      ingredients: 'Fajita Seasoning: Paprika (28%), Salt, Garlic Powder, Onion Powder, Cumin, Sugar, Cayenne Pepper, Oregano, Rice Flour, Anti-caking Agent (Silicon Dioxide).',
    });
    expect(fajita.seasoningBlend?.slice(0, 5)).toEqual(['paprikaPowder', null, 'garlicPowder', 'driedOnion', 'cumin']);
    // A blend's salt is no minor additive: what follows it is not held at 2 %.
    expect(fajita.leaves.find((l) => l.name === 'cumin')!.share).toBeGreaterThan(0.02);
  });

  it('reads a blend\'s herbs as dried, and spices named together in a bracket as its items (method 2026.12.6)', () => {
    expect(analyzeIngredients({ ingredients: 'Oregano, basilika, timjan, rosmarin' }).seasoningBlend).toEqual(['herbs', 'herbs', 'herbs', 'herbs']);
    const grill = analyzeIngredients({ ingredients: 'Salt, socker, kryddor (paprika, svartpeppar, chili), vitlök' });
    expect(grill.seasoningBlend).toEqual([null, null, 'paprikaPowder', 'blackPepper', 'cayenne', 'garlicPowder']);
    // The word that names the spices together is no minor additive in a blend: its bracket holds more than 2 %.
    const spices = grill.leaves.filter((_, i) => grill.seasoningBlend![i] !== null && grill.leaves[i]!.name !== 'vitlök');
    expect(spices.reduce((sum, l) => sum + l.share, 0)).toBeGreaterThan(0.1);
    // Fresh herbs without a spice are a herb mix, not a blend.
    expect(analyzeIngredients({ ingredients: 'Dill, gräslök, persilja' }).seasoningBlend).toBeNull();
  });

  it('leaves recipes, vegetables and single spices as they were', () => {
    // A spice inside a recipe stays a minor additive without a footprint of its own.
    const stew = analyzeIngredients({ ingredients: 'Vatten, nötkött 30 %, lök, svartpeppar, salt' });
    expect(stew.seasoningBlend).toBeNull();
    expect(ingredientParts('Gryta', 'Vatten, nötkött 30 %, lök, svartpeppar, salt').map(([text]) => text)).not.toContain('svartpeppar');
    // Vegetables without a spice are vegetables; one spice with salt is no blend.
    expect(analyzeIngredients({ ingredients: 'Vitlök, lök, salt' }).seasoningBlend).toBeNull();
    expect(analyzeIngredients({ ingredients: 'Salt, svartpeppar' }).seasoningBlend).toBeNull();
    // A paste in oil is no blend: the oil is no part of one.
    expect(analyzeIngredients({ ingredients: 'Ingefära, vitlök, rapsolja, svartpeppar, salt' }).seasoningBlend).toBeNull();
    // A spice sold as such is still its own row, whole.
    expect(traceProduct({ name: 'Curry', ingredients: 'Gurkmeja, koriander, spiskummin, bockhornsklöver, ingefära, svartpeppar, kanel' }).climate?.wholeReference).toBe('curryPowder');
  });
});
