import { describe, expect, it } from 'vitest';
import { COMMODITIES, type CommodityKey } from '../../../../src/scoring/data/commodities.js';
import { COUNTRIES } from '../../../../src/scoring/data/countries.js';
import { ENGLISH_ADDITIVE_NAMES, SWEDISH_ADDITIVE_NAMES } from '../../../../src/scoring/lexicon/additives.js';
import { ALLERGEN_IDS, ENGLISH_ALLERGEN_TERMS, SWEDISH_ALLERGEN_TERMS } from '../../../../src/scoring/lexicon/allergens.js';
import { ENGLISH_CATEGORY_TERMS, SWEDISH_CATEGORY_TERMS } from '../../../../src/scoring/lexicon/categories.js';
import { CONCEPTS, allergenRows, asSoldRows, commodityRows } from '../../../../src/scoring/lexicon/concepts.js';
import { isAdditiveSold, isReadyInWater, isSeasoning, isWholeFood } from '../../../../src/scoring/score/climate/references.js';
import { ENGLISH_TERMS, SWEDISH_TERMS } from '../../../../src/scoring/lexicon/ingredients.js';
import {
  ENGLISH_CULINARY,
  ENGLISH_MARKERS,
  ENGLISH_PROCESSING_CATEGORIES,
  SWEDISH_CULINARY,
  SWEDISH_MARKERS,
  SWEDISH_PROCESSING_CATEGORIES,
} from '../../../../src/scoring/lexicon/processing.js';

/** The lexicon checked against itself and against the primary tables of src/scoring/data. */
describe('the lexicon', () => {
  it('lets every name that says a food is sold as such reach that food\'s row (ADR 0198)', () => {
    // A row the climate model does not take whole (nor as an additive, a seasoning or a food ready in water) leaves the
    // name dead: the product is built from its list, whatever the name says (tahini and pollack were, ADRs 0197-0198).
    const unreachable = asSoldRows().filter(([, key]) => !(isWholeFood(key) || isAdditiveSold(key) || isSeasoning(key) || isReadyInWater(key)));
    expect(unreachable).toEqual([]);
  });

  it('names each concept in one place: no concept name is repeated in a vocabulary table the concept feeds', () => {
    // Per language: the same spelling may name different foods ("paprika" is a bell pepper in Swedish, the spice in English).
    const tables: Record<string, Record<'sv' | 'en', readonly (readonly [string, ...unknown[]])[]>> = {
      commodity: { sv: SWEDISH_TERMS, en: ENGLISH_TERMS },
      allergen: { sv: SWEDISH_ALLERGEN_TERMS, en: ENGLISH_ALLERGEN_TERMS },
      marker: { sv: SWEDISH_MARKERS, en: ENGLISH_MARKERS },
      culinary: { sv: SWEDISH_CULINARY, en: ENGLISH_CULINARY },
      culinaryCategory: { sv: SWEDISH_PROCESSING_CATEGORIES, en: ENGLISH_PROCESSING_CATEGORIES },
      category: { sv: SWEDISH_CATEGORY_TERMS, en: ENGLISH_CATEGORY_TERMS },
    };
    const conceptFacet: Record<string, (c: (typeof CONCEPTS)[number]) => boolean> = {
      commodity: (c) => c.commodity !== undefined,
      allergen: (c) => c.allergens !== undefined,
      marker: (c) => c.marker !== undefined,
      culinary: (c) => c.culinary !== undefined,
      culinaryCategory: (c) => c.culinaryCategory !== undefined,
      category: (c) => c.category !== undefined,
    };
    const repeated: string[] = [];
    for (const [facet, byLanguage] of Object.entries(tables)) {
      for (const lang of ['sv', 'en'] as const) {
        const terms = new Set(byLanguage[lang].map((r) => r[0]));
        for (const c of CONCEPTS) if (conceptFacet[facet]!(c)) for (const name of c[lang]) if (terms.has(name)) repeated.push(`${facet} ${lang}: ${name}`);
      }
    }
    expect(repeated).toEqual([]);
    const names = CONCEPTS.flatMap((c) => [...c.sv.map((n) => `sv:${n}`), ...c.en.map((n) => `en:${n}`)]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('resolves ingredient terms only to commodity rows of the climate data, and names every row but the zero classes in both languages', () => {
    const sv = new Set<CommodityKey>([...commodityRows('sv'), ...SWEDISH_TERMS].map((r) => r[1]));
    const en = new Set<CommodityKey>([...commodityRows('en'), ...ENGLISH_TERMS].map((r) => r[1]));
    for (const key of [...sv, ...en]) expect(Object.keys(COMMODITIES)).toContain(key);
    const unnamed = (Object.keys(COMMODITIES) as CommodityKey[]).filter((k) => COMMODITIES[k].group !== 'zero' && (!sv.has(k) || !en.has(k)));
    expect(unnamed).toEqual([]);
  });

  it('holds a word that several vocabularies know as one concept, not as a row in each table', () => {
    // Left in the tables: words one table lists twice (with different anchors or values), and words a
    // processing list (rows(...) of lexicon/processing.ts) also holds; ADR 0075.
    const LEFT = new Set(['vatten', 'arom', 'gluten', 'oljor', 'havssalt', 'sockerärtor', 'sockermajs', 'sojasås', 'water', 'soy', 'peanut butter', 'cocoa butter']);
    const tables = {
      sv: [SWEDISH_TERMS, SWEDISH_ALLERGEN_TERMS, SWEDISH_CATEGORY_TERMS, SWEDISH_MARKERS],
      en: [ENGLISH_TERMS, ENGLISH_ALLERGEN_TERMS, ENGLISH_CATEGORY_TERMS, ENGLISH_MARKERS],
    };
    for (const [lang, rows] of Object.entries(tables)) {
      const count = new Map<string, number>();
      for (const table of rows) for (const term of new Set(table.map((r) => r[0]))) count.set(term, (count.get(term) ?? 0) + 1);
      expect([...count].filter(([term, n]) => n > 1 && !LEFT.has(term)).map(([term]) => term), lang).toEqual([]);
    }
  });

  it('has Swedish and English words for every Annex II allergen', () => {
    for (const rows of [[...allergenRows('sv'), ...SWEDISH_ALLERGEN_TERMS], [...allergenRows('en'), ...ENGLISH_ALLERGEN_TERMS]]) {
      const named = new Set(rows.flatMap((r) => r[1]));
      expect([...ALLERGEN_IDS].filter((id) => !named.has(id))).toEqual([]);
    }
  });

  it('maps additive names to E-numbers of the Union list (E100–E1521)', () => {
    for (const [name, e] of [...SWEDISH_ADDITIVE_NAMES, ...ENGLISH_ADDITIVE_NAMES]) {
      expect(e, name).toBeGreaterThanOrEqual(100);
      expect(e, name).toBeLessThanOrEqual(1521);
    }
  });

  it('gives each country name of data/countries.ts to one country only', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of COUNTRIES) {
      for (const name of [...c.en, ...c.sv]) {
        const before = owner.get(name);
        if (before !== undefined && before !== c.iso2) clashes.push(`${name}: ${before}, ${c.iso2}`);
        owner.set(name, c.iso2);
      }
    }
    expect(clashes).toEqual([]);
  });
});
