import { describe, it, expect } from 'vitest';
import { textFeatures } from '../../../../src/scoring/analyse/features.js';
import { analyzeIngredients } from '../../../../src/scoring/analyse/ingredients.js';

const leaves = (ingredients: string) =>
  analyzeIngredients({ ingredients }).leaves.map((l) => [l.name, l.match?.key ?? null, Math.round(l.share * 1000) / 10] as const);

describe('ingredient analysis: compounds, recipes and annotations', () => {
  it('keeps an ingredient whose bracket only names its allergen ("Smör (mjölk)" is butter, not milk)', () => {
    expect(leaves('Smör (MJÖLK), salt')).toEqual([
      ['smör', 'milk', 98],
      ['salt', 'salt', 2],
    ]);
    const butter = analyzeIngredients({ ingredients: 'Smör (MJÖLK), salt' }).leaves[0]!;
    expect(butter.match?.multiplier).toBeGreaterThan(5);
  });

  it('keeps the cheese factor when a cheese lists its own raw materials, whatever the category', () => {
    expect(leaves('Tomatsås, ost (mjölk, salt, löpe), vetemjöl').map((l) => l[1])).toEqual(['tomatoes', 'cheese', 'wheat']);
    expect(leaves('Cheese (milk, salt, rennet)').map((l) => l[1])).toEqual(['cheese']);
  });

  it('keeps a concentrate whose recipe is its own commodity ("smör (grädde, salt)")', () => {
    expect(leaves('Smör (grädde, salt)').map((l) => l[0])).toEqual(['smör']);
  });

  it('still replaces a compound by its parts when they are other commodities', () => {
    expect(leaves('Choklad (socker, kakaomassa, kakaosmör), mandlar').map((l) => l[1])).toEqual(['beetSugar', 'chocolate', 'chocolate', 'nuts']);
    expect(leaves('Pasta (durumvetemjöl, ägg)').map((l) => l[1])).toEqual(['wheat', 'eggs']);
  });

  it('reads the same leaves and annotations from the readings kept with the cached items as from the text', () => {
    const ingredients = 'Innehåller mjölk. Fyllning (30 %): kvarg, socker. Vetemjöl (gluten), choklad (kakaomassa, socker, sojalecitin), salt. Kan innehålla spår av hasselnötter.';
    const first = analyzeIngredients({ ingredients });
    const again = analyzeIngredients({ ingredients });
    expect(again.leaves).toEqual(first.leaves);
    // The annotations the parser kept equal those read afresh from the pieces, with no kept readings.
    expect(again.features).toEqual(textFeatures(again.parsed.pieces, again.parsed.tracesText));
    expect([...again.features.allergens].sort()).toEqual(['gluten', 'milk', 'soy']);
    expect([...again.features.traces.keys()]).toEqual(['nuts']);
    expect(again.leaves.map((l) => l.name)).toEqual(['kvarg', 'socker', 'vetemjöl', 'kakaomassa', 'socker', 'sojalecitin', 'salt']);
  });
});

/** ADR 0125's eight fields, asked one by one (scoring speed: no list of them made per product). */
describe('air freight stated in any of the label fields', () => {
  const FIELDS = ['name', 'external_name', 'functional_name', 'origin', 'country_of_origin', 'raw_material_origin', 'provenance_statement', 'marketing_message'] as const;

  it.each(FIELDS)('reads air freight stated in %s', (field) => {
    const a = analyzeIngredients({ ingredients: 'Mango', [field]: 'Kenya, flygfraktad' });
    expect(a.carriedByAir).toBe(true);
  });

  it('reads none when no field states it, or the fields are empty', () => {
    expect(analyzeIngredients({ ingredients: 'Mango', name: 'Mango', origin: 'Kenya', marketing_message: '' }).carriedByAir).toBe(false);
    expect(analyzeIngredients({ ingredients: 'Mango', ...Object.fromEntries(FIELDS.map((f) => [f, ''])) }).carriedByAir).toBe(false);
  });
});
