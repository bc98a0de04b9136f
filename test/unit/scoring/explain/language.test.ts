import { describe, expect, it } from 'vitest';
import { scoreAndExplain, summarize, type PartnerData, type ProductData, type ScoreExplanation } from '../../../../src/scoring/index.js';
import { CLIMATE_REFERENCES } from '../../../../src/scoring/data/climate-references.js';
import { allCorpusProducts } from '../corpus/products.js';
import { buildProduct, buildRichProduct } from '../../../support/fixtures.js';

/**
 * An explanation asked for in Swedish is Swedish throughout: every sentence the service writes (NOVA's
 * reason, Nutri-Score's class, the climate model's parts, the packaging, the country score derivations, the
 * summary) over every product of the test corpora, and no English sentence among them. What is not the
 * service's writing is left out of the check: what the partner wrote (ingredient texts and names, as
 * written), names as their publishers give them (AGRIBALYSE's reference foods in `matched`, sources), and
 * identifiers (field names, enum values, codes). The service's own words in `matched` (a freight basis, a
 * material, the partner's own data) are its writing, so they are checked.
 */

/** Words that are English and not Swedish: two of them in one text make it an English sentence. */
const ENGLISH_WORDS = new Set([
  'the', 'is', 'are', 'was', 'were', 'of', 'and', 'with', 'from', 'for', 'when', 'there', 'no', 'not', 'an', 'which', 'whatever',
  'than', 'only', 'this', 'that', 'has', 'have', 'found', 'without', 'their', 'its', 'be', 'been', 'to', 'or', 'scores',
  'category', 'default', 'market', 'logistics', 'storage', 'sale', 'shop', 'recipe', 'step', 'recyclable', 'material', 'freight',
  'declared', 'origin', 'origins', 'mean', 'share', 'organic', 'drink', 'food', 'red', 'meat', 'being', 'worst', 'rank', 'weighted',
  'your', 'leg', 'electricity', 'refrigerated', 'components', 'road', 'sea',
]);

function englishWordsIn(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter((word) => ENGLISH_WORDS.has(word)))];
}

/** AGRIBALYSE's reference foods as `matched` names them (name and code, cut to the field's 100 characters), with their names alone. */
const REFERENCE_NAMES = new Map(Object.values(CLIMATE_REFERENCES).map((r) => [`${r.name} (AGRIBALYSE ${r.agb})`.slice(0, 100), r.name]));

/** The texts the service wrote into a Swedish explanation, with where each is. */
function writtenTexts(e: ScoreExplanation, summary: { field: string; text: string }[]): Array<[string, string]> {
  // AGRIBALYSE's published names of reference foods (as in `matched`, without their code) may be quoted inside the engine's texts.
  const publishedNames = e.climate.contributions.flatMap((c) => (c.matched && REFERENCE_NAMES.has(c.matched) ? [REFERENCE_NAMES.get(c.matched)!] : []));
  // What the partner wrote, and the markers NOVA found in it (its words, in its language).
  const partnerWords = [...e.climate.contributions.filter((c) => c.kind === 'ingredient').map((c) => c.text), ...e.nova.markers.flatMap((m) => [m.text, m.marker])];
  const names = [...publishedNames, ...partnerWords].filter((name) => name.length > 3).sort((a, b) => b.length - a.length);
  const strip = (text: string) => names.reduce((rest, name) => rest.split(name).join(' '), text.replace(/Nutri-Score [A-E]\b/g, 'Nutri-Score'));
  const texts: Array<[string, string]> = [
    ['nova.reason', e.nova.reason],
    ...(e.nutriScore ? [['nutriScore.categoryReason', e.nutriScore.categoryReason] as [string, string]] : []),
    ...e.climate.contributions.filter((c) => c.kind !== 'ingredient').map((c, i) => [`climate.contributions[${c.kind} ${i}].text`, c.text] as [string, string]),
    ...e.climate.contributions.flatMap((c, i) => (c.countedAs ? [[`climate.contributions[${i}].countedAs`, c.countedAs] as [string, string]] : [])),
    ...e.climate.contributions.flatMap((c, i) => (c.matched && !REFERENCE_NAMES.has(c.matched) ? [[`climate.contributions[${i}].matched`, c.matched] as [string, string]] : [])),
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

/** The partner's own data of the audit (every mode, refrigerated and not, a decimal kWh, two pack materials), and a single food's processing. */
const PARTNER_DATA: PartnerData = {
  transport: [{ mode: 'sea', distanceKm: 1450, refrigerated: true }, { mode: 'air', distanceKm: 300 }, { mode: 'road', distanceKm: 12500, refrigerated: true }, { mode: 'rail', distanceKm: 80 }],
  processing: { energyKwhPerKg: 0.35, electricityCountry: 'PL' },
  packaging: { productMassGrams: 400, components: [{ material: 'glass', massGrams: 185 }, { material: 'steel', massGrams: 12.5 }] },
};
const withPartnerData: Array<[ProductData, PartnerData | null]> = [
  ...products.map((product): [ProductData, PartnerData | null] => [product, null]),
  [{ name: 'Havredryck', ingredients: 'vatten, havre (10%), rapsolja, kalciumkarbonat, salt' }, PARTNER_DATA],
  [{ name: 'Banan', ingredients: 'banan' }, { processing: { energyKwhPerKg: 5, electricityCountry: 'PL' } }],
];

describe('an explanation asked for in Swedish', () => {
  it(`has no English sentence, over ${withPartnerData.length} products, two with the partner's own data`, () => {
    const english: string[] = [];
    for (const [product, partner] of withPartnerData) {
      const { scores, explanation } = scoreAndExplain(product, 'sv', partner);
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

describe("the parts computed from the partner's own data", () => {
  const havredryck: ProductData = { name: 'Havredryck', ingredients: 'vatten, havre (10%), rapsolja, kalciumkarbonat, salt' };
  const audited: PartnerData = {
    transport: [{ mode: 'sea', distanceKm: 1450, refrigerated: true }, { mode: 'air', distanceKm: 300 }],
    processing: { energyKwhPerKg: 0.35, electricityCountry: 'PL' },
    packaging: { productMassGrams: 400, components: [{ material: 'glass', massGrams: 185 }, { material: 'steel', massGrams: 12 }] },
  };
  const partnerParts = (lang: 'en' | 'sv', partner: PartnerData = audited) =>
    scoreAndExplain(havredryck, lang, partner).explanation.climate.contributions.filter((c) => c.kind !== 'ingredient' && c.kind !== 'retail').map((c) => [c.text, c.matched]);

  it('are worded in Swedish, with a decimal comma and a space between thousands', () => {
    expect(partnerParts('sv')).toEqual([
      ['185 g glas, 12 g stål per 400 g', 'era förpackningskomponenter (DESNZ 2025)'],
      ['sträcka 2: flyg 300 km (era uppgifter)', 'er transportsträcka, frakt efter transportslag (DESNZ 2025)'],
      ['0,35 kWh/kg el från PL (0,66193 kg CO2e/kWh)', 'er el i förädlingen, elnätets klimatintensitet (Ember)'],
      ['sträcka 1: kylt fartyg 1 450 km (era uppgifter)', 'er transportsträcka, frakt efter transportslag (DESNZ 2025)'],
    ]);
  });

  it('stay as they were in English', () => {
    expect(partnerParts('en')).toEqual([
      ['185 g glass, 12 g steel per 400 g', 'your packaging components (DESNZ 2025)'],
      ['leg 2: air 300 km (your data)', 'your transport leg, freight by mode (DESNZ 2025)'],
      ['0.35 kWh/kg of PL electricity (0.66193 kg CO2e/kWh)', 'your processing electricity, grid intensity (Ember)'],
      ['leg 1: refrigerated sea 1,450 km (your data)', 'your transport leg, freight by mode (DESNZ 2025)'],
    ]);
  });

  it('name each freight mode in Swedish, the refrigerated adjective agreeing with it, and a decimal pack mass with a comma', () => {
    const legs = partnerParts('sv', {
      transport: [{ mode: 'road', distanceKm: 12500, refrigerated: true }, { mode: 'road', distanceKm: 900 }, { mode: 'rail', distanceKm: 80, refrigerated: true }, { mode: 'air', distanceKm: 1, refrigerated: true }],
      packaging: { productMassGrams: 1000, components: [{ material: 'plasticFilm', massGrams: 2.5 }] },
    }).map(([text]) => text);
    expect(legs).toEqual(expect.arrayContaining([
      'sträcka 1: kyld lastbil 12 500 km (era uppgifter)', 'sträcka 2: lastbil 900 km (era uppgifter)', 'sträcka 3: kylt tåg 80 km (era uppgifter)',
      'sträcka 4: kylt flyg 1 km (era uppgifter)', '2,5 g plastfilm per 1000 g',
    ]));
  });

  it("say in Swedish what a single food whose processing is the partner's was counted as", () => {
    const banana = (lang: 'en' | 'sv') => scoreAndExplain({ name: 'Banan', ingredients: 'banan' }, lang, { processing: { energyKwhPerKg: 5, electricityCountry: 'PL' } })
      .explanation.climate.contributions.find((c) => c.kind === 'ingredient')!.countedAs;
    expect(banana('en')).toBe('its farm stage; its processing from your energy data');
    expect(banana('sv')).toBe('dess jordbruksled; dess förädling från era energiuppgifter');
  });
});
