import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_IDS } from '../../../../src/scoring/analyse/allergens.js';
import { scoreProduct } from '../../../../src/scoring/index.js';
import { parseIngredients } from '../../../../src/scoring/parse/ingredients.js';

/**
 * Ingredient statements as partners really send them: broken brackets, repeated labels, both
 * languages on one pack, a nutrition table or "Bäst före" after the list, semicolons, capitals,
 * claims and allergy advice. The engine must never throw and must read the list the same way
 * whatever trails it.
 */
const score = (ingredients: string, category: string | null = null) => {
  const s = scoreProduct({ ingredients, category });
  return { allergens: s.allergenList, nova: s.novaScore };
};

describe('ingredient statements partners send', () => {
  it.each([
    ['empty brackets', 'Vatten, (), tomater 40% (), lök ( ), salt.', '', 3],
    ['an unclosed bracket', 'Vatten, tomater (40%, lök, salt', '', 3],
    ['stray closing and opening brackets', 'Vatten), tomater 40%)), lök, salt ((MJÖLK', 'milk', 3],
    ['"Ingredienser:" twice', 'Ingredienser: Ingredienser: VETEMJÖL, socker, salt.', 'gluten', 3],
    ['"Ingredients;" with a semicolon', 'Ingredients; Tomatoes (70%); Onion; Salt.', '', 3],
    ['both languages, one label', 'Ingredienser/Ingredients: VETEMJÖL/WHEAT FLOUR, SMÖR/BUTTER, socker/sugar.', 'gluten,milk', 3],
    ['both languages, two lists', 'Ingredienser: VETEMJÖL, socker. Ingredients: WHEAT FLOUR, sugar.', 'gluten', 3],
    ['semicolons and capitals', 'VETEMJÖL; SOCKER; SMÖR; SALT', 'gluten,milk', 3],
    ['all capitals with traces', 'INGREDIENSER: VETEMJÖL, SOCKER, SMÖR (MJÖLK), SALT. KAN INNEHÅLLA SPÅR AV HASSELNÖTTER.', 'gluten,milk,traces:nuts', 3],
    ['"Bäst före" and storage after the list', 'Äpple, banan. Bäst före: se förpackningen. Förvaras torrt.', '', 1],
    ['a Swedish nutrition table on a new line', 'Äpple, banan\nNäringsvärde/100 g: Energi 250 kJ, Fett 0,2 g, varav sockerarter 11 g, Salt 0,01 g', '', 1],
    ['"Näringsdeklaration" (the regulation’s Swedish term)', 'Äpple, banan. Näringsdeklaration per 100 g: Energi 250 kJ, Fett 0,2 g, varav mättat fett 0 g, Salt 0 g', '', 1],
    ['a UK "Typical values" table', 'Apple, banana. Typical values per 100g: Energy 250kJ, Fat 0.2g, of which saturates 0g, of which sugars 11g, Salt 0.01g', '', 1],
    ['a table with no full stop before it', 'Äpple, banan Energi 250 kJ, Fett 0,2 g, Salt 0 g', '', 1],
    ['one item a line', 'Ingredienser:\nVatten\nSocker\nMJÖLKPULVER\nSalt', 'milk', 3],
    ['dash bullets', 'Ingredienser:\n- Vatten\n- Socker\n- MJÖLKPULVER\n- Salt', 'milk', 3],
    ['dot bullets', '• Vatten • Socker • MJÖLKPULVER • Salt', 'milk', 3],
    ['a list wrapped mid-item keeps the item', 'Vetemjöl, vegetabiliska\noljor (palm, raps), socker, salt', 'gluten', 3],
    ['Windows line ends', 'Potatis 95 %, rapsolja 5 %.\r\nKan innehålla spår av SELLERI.', 'traces:celery', 3],
  ] as const)('%s', (_name, text, allergens, nova) => {
    expect(score(text, 'Livsmedel')).toEqual({ allergens, nova });
  });

  it('scores a very long list (3,000 items) and deeply or never closed brackets without throwing', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `ingrediens${i} ${i % 7}%`).join(', ') + ', MJÖLK';
    expect(score(long).allergens).toBe('milk');
    expect(score('('.repeat(5000) + 'mjölk, salt' + ')'.repeat(5000)).allergens).toBe('milk');
    expect(score('smör (VETE, '.repeat(3000)).allergens).toBe('gluten,milk');
    expect(() => score('se ingredienser '.repeat(3000) + 'allergener '.repeat(3000) + 'fri från '.repeat(2000))).not.toThrow();
  });
});

// Pieces partners' texts are made of, glued by any separator: the engine never throws on them.
const FRAGMENTS = [
  'VETEMJÖL', 'socker', 'salt', 'MJÖLK', 'smör (mjölk)', 'ost (MJÖLK, salt, löpe)', 'smördeg (vetemjöl, margarin)', 'E471',
  'emulgeringsmedel: sojalecitin', '12,5 %', '(', ')', '((', '))', '()', '[', ']', '{', '}', 'Ingredienser:', 'Ingredients:',
  'Kan innehålla spår av nötter.', 'May contain nuts', 'Fri från gluten.', 'Free from: milk', 'mjölkfri', 'gluten free',
  'For allergens, see ingredients in bold.', 'Allergener: se ingredienser i fetstil', 'Näringsvärde per 100 g:', 'Energi 250 kJ',
  'Bäst före:', '*Ekologisk', '**', 'Fyllning (35 %):', 'Cream Crackers:', 'not suitable for nut allergy sufferers', 'ÄGG', 'e', '%', ':', '.',
] as const;
const SEPARATORS = [', ', '; ', '. ', ' ', '', '\n', ' / '] as const;
const statementArb = fc
  .array(fc.tuple(fc.constantFrom(...FRAGMENTS), fc.constantFrom(...SEPARATORS)), { maxLength: 40 })
  .map((parts) => parts.map(([f, s]) => f + s).join(''));

describe('ingredient statements: properties', () => {
  it('never throws, and gives valid allergen ids, a NOVA group or null, and shares within the product', () => {
    const validIds = new Set<string>(ALLERGEN_IDS);
    fc.assert(
      fc.property(fc.oneof(statementArb, fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 100 })), (text) => {
        const s = scoreProduct({ ingredients: text });
        for (const p of s.allergenList === '' ? [] : s.allergenList.split(',')) expect(validIds.has(p.replace(/^traces:/, ''))).toBe(true);
        expect([1, 2, 3, 4, null]).toContain(s.novaScore);
        const top = parseIngredients(text).ingredients.reduce((sum, it) => sum + it.share, 0);
        expect(top).toBeLessThanOrEqual(100 + 1e-6);
      }),
      { numRuns: 500 },
    );
  });

  it('a claim of absence, allergy advice or a nutrition table after the list changes neither allergens nor NOVA', () => {
    const TAILS = [
      'Fri från gluten, mjölk, ägg och nötter.', 'Free from: milk, egg, soya, sesame.', 'Mjölkfri. Äggfri. Sojafri.', 'Gluten free. Dairy-free.',
      'Utan tillsatt socker.', 'No added sugar.', 'For allergens, including cereals containing gluten, see ingredients in bold.',
      'Allergiinformation: se ingredienser i fetstil.', 'Näringsvärde per 100 g: Energi 1500 kJ, Fett 12 g, varav mättat fett 3 g, Salt 1 g.',
      'Typical values per 100g: Energy 1500kJ, Fat 12g, of which sugars 10g, Salt 1g.', 'Bäst före: se locket.',
      'No artificial colours, flavours or preservatives.', 'Inga konstgjorda färgämnen eller aromer.', 'Utan mjölk och ägg.', 'Does not contain nuts.',
    ];
    const LISTS = ['Äpple, banan', 'VETEMJÖL, socker, SMÖR, salt', 'Havregryn, russin, HASSELNÖTTER', 'Potatis, rapsolja, salt', 'Torsk (FISK), vatten'];
    fc.assert(
      fc.property(fc.constantFrom(...LISTS), fc.constantFrom(...TAILS), (list, tail) => {
        expect(score(`${list}. ${tail}`)).toEqual(score(`${list}.`));
      }),
    );
  });
});
