import { describe, it, expect } from 'vitest';
import { findAllergens, type AllergenId } from '../../../../src/scoring/analyse/allergens.js';
import { normalizeText } from '../../../../src/scoring/text/normalize.js';

import { OFF_SV } from './off-allergens-sv-cases.js';

/** Synonyms where we follow Regulation (EU) No 1169/2011 Annex II instead of OFF. */
const DISAGREEMENTS: Readonly<Record<string, string>> = {
  vetedextros: 'Annex II 1(a) exempts wheat-based glucose syrups including dextrose: not gluten',
};

describe("OFF's Swedish allergen synonyms (taxonomies/allergens.txt, sv:) as a checklist", () => {
  const entries = (Object.entries(OFF_SV) as [AllergenId, readonly string[]][]).flatMap(([id, syns]) => syns.map((syn) => [id, syn] as const));
  for (const [id, syn] of entries) {
    {
      const reason = DISAGREEMENTS[syn];
      if (reason !== undefined) {
        it(`"${syn}" (OFF: ${id}) — disagreement: ${reason}`, () => {
          expect(findAllergens(normalizeText(syn)).has(id)).toBe(false);
        });
        continue;
      }
      it(`"${syn}" → ${id}`, () => {
        expect([...findAllergens(normalizeText(syn))]).toEqual([id]);
      });
    }
  }

  it('prints the agreement figure', () => {
    const agree = entries.filter(([id, syn]) => findAllergens(normalizeText(syn)).has(id)).length;
    console.log(`OFF sv allergen synonyms: ${agree}/${entries.length} detected as OFF's allergen; disagreements per Annex II: ${Object.keys(DISAGREEMENTS).join(', ')}`);
    expect(agree).toBe(entries.length - Object.keys(DISAGREEMENTS).length);
  });
});
