import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0224, from set 88 and a note of set 85's: a yogurt and a kefir whose bracket named only their cultures had
 * lost their milk (the kefir ×0.41, the yogurt no CO2e at all, its cultures' species unknown words); a kirsch was
 * the cherries its name holds, a gurnard the generic fish; "matvete" was soft wheat flour, and "mjölbehandlingsmedel"
 * flour.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 500, size_unit: 'g' });
const references = (name: string, ingredients: string, category: string) =>
  ingredientReferencesOf(trace(name, ingredients, category));

describe('a food whose bracket names only its cultures (ADR 0224)', () => {
  it('is the food, not its cultures at its whole share', () => {
    expect(references('Natural Whole Milk Kefir 500ml', 'Cultured Whole Milk (Milk) (contains Live Kefir Cultures)', 'Yogurt Drinks')).toEqual(['fermentedMilk']);
    expect(references('Filmjölk', 'Filmjölk (innehåller fil- och yoghurtkultur)', 'Mejeri')).toEqual(['fermentedMilk']);
    const yogurt = trace('Bio Live Natural Yogurt 500g', 'Yogurt (Milk) (contains Live Cultures: Bifidobacterium lactis, Lactobacillus acidophilus, Streptococcus thermophilus)', 'Yogurts');
    expect(ingredientReferencesOf(yogurt)).toEqual(['yoghurt']);
    expect(yogurt.coverage).toBe(1);
    expect(yogurt.scores.allergenList).toBe('milk');
  });

  it('reads the cultures by their genus, as cultures of no mass, without the milk allergen they do not hold', () => {
    const plantYogurt = trace('Havregurt', 'Havrebas (vatten, havre 10 %), rapsolja, kulturer (Streptococcus thermophilus, Lactobacillus bulgaricus)', 'Växtbaserat');
    for (const leaf of plantYogurt.ingredients.leaves.filter((l) => /coccus|bacillus/i.test(l.name))) expect(leaf.match?.key, leaf.name).toBe('additive');
    expect(plantYogurt.scores.allergenList).not.toContain('milk');
  });

  it('leaves a food whose bracket holds a part of its mass read by its parts', () => {
    expect(references('Jordgubbsyoghurt', 'Yoghurt (mjölk), jordgubbsberedning 12 % (jordgubbar, socker, förtjockningsmedel (E1442))', 'Mejeri')).toEqual(
      expect.arrayContaining(['strawberries', 'beetSugar']),
    );
    // Emulsifying salts are their bracket's additives, not salt at their share.
    expect(references('Smältost', 'Ost (mjölk, salt, löpe), vatten, smör, smältsalt (E331, E452)', 'Ost')).not.toContain('salt');
  });

  it('reads a flour treatment agent as an additive, not flour', () => {
    const bread = trace('Rostbröd', 'Vetemjöl, vatten, rapsolja, socker, jäst, salt, mjölbehandlingsmedel', 'Bröd');
    expect(bread.ingredients.leaves.find((l) => l.name.toLowerCase() === 'mjölbehandlingsmedel')!.match?.key).toBe('additive');
    expect(trace('Toast Bread', 'Wheat Flour, Water, Salt, Flour Treatment Agent', 'Bread').ingredients.leaves.at(-1)!.match?.key).toBe('additive');
    expect(references('Croissant', 'Vetemjöl, smör 21 %, vatten, socker, jäst, mjölmedel (askorbinsyra)', 'Bröd')).toEqual(['wheatFlour', 'butter', 'beetSugar']);
  });
});

describe('a fruit spirit, a gurnard and matvete (ADR 0224)', () => {
  it('reads a kirsch or fruit eau de vie as the spirit, not the fruit', () => {
    expect(trace('Kirsch Cherry Eau de Vie 35cl', 'Cherry Spirit', 'Spirits').climate!.wholeReference).toBe('eauDeVie');
    expect(trace('Fruktbrännvin', 'Fruktbrännvin', 'Sprit').climate!.wholeReference).toBe('eauDeVie');
    expect(references('Körsbärslikör', 'Körsbär, socker, alkohol', 'Sprit')).toContain('cherries');
  });

  it('reads a gurnard named by no species as AGRIBALYSE\'s gurnard', () => {
    expect(trace('Gurnard Fillets 240g', 'Gurnard (Fish)', 'Fresh Fish').climate!.wholeReference).toBe('redGurnard');
    expect(trace('Gurnard Fillets 240g', 'Gurnard (Fish)', 'Fresh Fish').scores.allergenList).toBe('fish');
  });

  it('reads matvete as durum wheat kernels, sold as such or in a list', () => {
    expect(trace('Matvete', 'Durumvete', 'Gryn').climate!.wholeReference).toBe('precookedDurum');
    expect(references('Matvete och linser', 'Matvete 50 %, gröna linser 25 %, korn 15 %, kikärtor 10 %', 'Gryn')[0]).toBe('precookedDurum');
    expect(trace('Matvete', 'Matvete', 'Gryn').scores.allergenList).toContain('gluten');
  });
});
