import { describe, expect, it } from 'vitest';
import { scoreAndExplain, summarize, type ProductData, type ScoreExplanation } from '../../../../src/scoring/index.js';
import { allCorpusProducts } from '../corpus/products.js';
import { buildProduct, buildRichProduct } from '../../../support/fixtures.js';

/**
 * An explanation asked for in Swedish is Swedish throughout: every sentence the service writes (NOVA's
 * reason, Nutri-Score's class, the climate model's parts, the packaging, the country score derivations, the
 * summary) over every product of the test corpora, and no English sentence among them. What is not the
 * service's writing is left out of the check: what the partner wrote (ingredient texts and names, as
 * written), names as their publishers give them (`matched` dataset entries, sources), and identifiers
 * (field names, enum values, codes).
 */

/** Words that are English and not Swedish: two of them in one text make it an English sentence. */
const ENGLISH_WORDS = new Set([
  'the', 'is', 'are', 'was', 'were', 'of', 'and', 'with', 'from', 'for', 'when', 'there', 'no', 'not', 'an', 'which', 'whatever',
  'than', 'only', 'this', 'that', 'has', 'have', 'found', 'without', 'their', 'its', 'be', 'been', 'to', 'or', 'scores',
  'category', 'default', 'market', 'logistics', 'storage', 'sale', 'shop', 'recipe', 'step', 'recyclable', 'material', 'freight',
  'declared', 'origin', 'origins', 'mean', 'share', 'organic', 'drink', 'food', 'red', 'meat', 'being', 'worst', 'rank', 'weighted',
]);

function englishWordsIn(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter((word) => ENGLISH_WORDS.has(word)))];
}

/** The texts the service wrote into a Swedish explanation, with where each is. */
function writtenTexts(e: ScoreExplanation, summary: { field: string; text: string }[]): Array<[string, string]> {
  // Published dataset names (as in `matched`, without their reference) may be quoted inside the engine's texts.
  const publishedNames = e.climate.contributions.flatMap((c) => (c.matched ? [c.matched.replace(/ \((AGRIBALYSE|DESNZ)[^)]*\)$/, '')] : []));
  // What the partner wrote, and the markers NOVA found in it (its words, in its language).
  const partnerWords = [...e.climate.contributions.filter((c) => c.kind === 'ingredient').map((c) => c.text), ...e.nova.markers.flatMap((m) => [m.text, m.marker])];
  const names = [...publishedNames, ...partnerWords].filter((name) => name.length > 3).sort((a, b) => b.length - a.length);
  const strip = (text: string) => names.reduce((rest, name) => rest.split(name).join(' '), text.replace(/Nutri-Score [A-E]\b/g, 'Nutri-Score'));
  const texts: Array<[string, string]> = [
    ['nova.reason', e.nova.reason],
    ...(e.nutriScore ? [['nutriScore.categoryReason', e.nutriScore.categoryReason] as [string, string]] : []),
    ...e.climate.contributions.filter((c) => c.kind !== 'ingredient').map((c, i) => [`climate.contributions[${c.kind} ${i}].text`, c.text] as [string, string]),
    ...e.climate.contributions.flatMap((c, i) => (c.countedAs ? [[`climate.contributions[${i}].countedAs`, c.countedAs] as [string, string]] : [])),
    ...e.climate.contributions.flatMap((c, i) => (c.matched && !/\((AGRIBALYSE|DESNZ) [^)]*\)$/.test(c.matched) ? [[`climate.contributions[${i}].matched`, c.matched] as [string, string]] : [])),
    ...e.countryScores.map((c) => [`countryScores[${c.field}].derivation`, c.derivation] as [string, string]),
    ...summary.map((s) => [`summary[${s.field}]`, s.text] as [string, string]),
  ];
  return texts.map(([where, text]) => [where, strip(text)]);
}

const products: ProductData[] = [
  ...allCorpusProducts(),
  buildProduct(),
  buildRichProduct(),
  { alcohol_percentage: 12, category: 'Vin', ingredients: 'druvor, svaveldioxid' },
  { category: 'Kaffe', ingredients: 'kaffebönor' },
  { category: 'Te', ingredients: 'svart te' },
  { name: 'Honung', category: 'Honung' },
  { name: 'Vatten', category: 'Vatten' },
  { packaging_material: 'glas', packaging_type: 'flaska', packaging_material_quantity: 300, size: '330 ml', ingredients: 'vatten, socker, kolsyra' },
  { packaging_material: 'plast, kartong', ingredients: 'nötkött', country_of_origin: 'Irland' },
];

describe('an explanation asked for in Swedish', () => {
  it(`has no English sentence, over ${products.length} products`, () => {
    const english: string[] = [];
    for (const product of products) {
      const { scores, explanation } = scoreAndExplain(product, 'sv');
      for (const [where, text] of writtenTexts(explanation, summarize(scores, explanation, 'sv'))) {
        const words = englishWordsIn(text);
        if (words.length >= 2) english.push(`${where}: ${text} (${words.join(', ')})`);
      }
    }
    expect([...new Set(english)].slice(0, 30)).toEqual([]);
  });

  it('finds English where it is: the same products asked for in English', () => {
    const { scores, explanation } = scoreAndExplain(buildRichProduct(), 'en');
    const flagged = writtenTexts(explanation, summarize(scores, explanation, 'en')).filter(([, text]) => englishWordsIn(text).length >= 2);
    expect(flagged.length).toBeGreaterThan(10);
  });

  it('gives the same scores and the same structure in both languages', () => {
    for (const product of products.slice(0, 50)) {
      const en = scoreAndExplain(product, 'en');
      const sv = scoreAndExplain(product, 'sv');
      expect(sv.scores).toEqual(en.scores);
      expect(sv.explanation.climate.contributions.map((c) => [c.kind, c.contribution, c.sourceId])).toEqual(en.explanation.climate.contributions.map((c) => [c.kind, c.contribution, c.sourceId]));
      expect(sv.explanation.countryScores.map((c) => [c.field, c.value])).toEqual(en.explanation.countryScores.map((c) => [c.field, c.value]));
    }
  });
});
