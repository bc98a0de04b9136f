import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_DECIMALS, METHOD_VERSION, scoreAndExplain, scoreProduct, summarize, SUMMARY_LANGUAGES, type ProductData } from '../../../../src/scoring/index.js';
import { normalizeText } from '../../../../src/scoring/text/normalize.js';
import { realisticProductArb } from '../../../support/arbitraries.js';
import { contractDocument, validateSchema } from '../../../support/contract.js';
import { OAT_DRINK, OAT_DRINK_CLIENT_IDENTIFIER, OAT_DRINK_GTIN, OAT_FLAKES, OAT_FLAKES_GTIN } from '../../../support/oat-drink.js';
import { buildRecord, withRecordId } from '../../../../src/products/product-record.js';
import { COUNTRY_SCORE_RULES } from '../../../../src/scoring/params.js';
import { GII_WORST } from '../../../../src/scoring/data/country-indices.js';
import { CLIMATE_REFERENCES } from '../../../../src/scoring/data/climate-references.js';

const NEGATIVE = new Set(['energy', 'energyFromSaturatedFat', 'sugars', 'saturatedFat', 'saturatedFatRatio', 'salt', 'sweeteners']);

/** Letter bands of Nutri-Score 2023 as published (docs/methodology.md, "Nutri-Score (2023)"), written here independently of the engine. */
function gradeOf(score: number, category: string): string {
  if (category === 'beverage') return score <= 2 ? 'B' : score <= 6 ? 'C' : score <= 9 ? 'D' : 'E';
  if (category === 'fat') return score <= -6 ? 'A' : score <= 2 ? 'B' : score <= 10 ? 'C' : score <= 18 ? 'D' : 'E';
  return score <= 0 ? 'A' : score <= 2 ? 'B' : score <= 10 ? 'C' : score <= 18 ? 'D' : 'E';
}

function asData(product: Record<string, unknown>): ProductData {
  const { gtin: _gtin, client_identifier: _id, ...data } = product;
  return data;
}

describe('explanation of a scoring run', () => {
  it('reproduces the record for 300 generated products (climate sum, Nutri-Score points, allergens, NOVA, contract shape)', () => {
    let withCo2e = 0;
    let withGrade = 0;
    let withAllergens = 0;
    fc.assert(
      fc.property(realisticProductArb(), (product) => {
        const data = asData(product);
        const { scores, explanation: e } = scoreAndExplain(data);
        expect(scores).toEqual(scoreProduct(data));

        // Climate: contributions (6 decimals each) add up to CO2e (the unrounded sum to 3 decimals).
        expect(e.climate.CO2e).toBe(scores.CO2e);
        if (scores.CO2e === null) expect(e.climate.contributions).toEqual([]);
        else {
          withCo2e++;
          const sum = e.climate.contributions.reduce((s, c) => s + c.contribution, 0);
          expect(Math.abs(sum - scores.CO2e)).toBeLessThanOrEqual(0.0005 + e.climate.contributions.length * 0.5 * 10 ** -CONTRIBUTION_DECIMALS + 1e-12);
          for (const c of e.climate.contributions) if (c.kind === 'ingredient' && c.matched === null) expect(c.countedAs).not.toBeNull();
        }

        // Nutri-Score: components give the points, the points give the grade.
        if (scores.nutriScore === null) expect(e.nutriScore?.grade ?? null).toBeNull();
        else {
          withGrade++;
          const ns = e.nutriScore!;
          expect(ns.grade).toBe(scores.nutriScore);
          const negative = ns.components.filter((c) => NEGATIVE.has(c.name)).reduce((s, c) => s + c.points, 0);
          const positive = ns.components.filter((c) => !NEGATIVE.has(c.name)).reduce((s, c) => s + c.points, 0);
          expect([ns.negativePoints, ns.positivePoints, ns.score]).toEqual([negative, positive, negative - positive]);
          // Plain water is graded A by rule, without points (its components are empty).
          if (ns.components.length === 0) expect([ns.grade, ns.category]).toEqual(['A', 'beverage']);
          else expect(gradeOf(ns.score!, ns.category)).toBe(ns.grade);
        }

        // Allergens: the evidence gives allergenList, and every word is in the ingredient text.
        const listed = e.allergens.map((a) => (a.presence === 'traces' ? `traces:${a.allergen}` : a.allergen)).join(',');
        expect(listed).toBe(scores.allergenList);
        if (e.allergens.length > 0) withAllergens++;
        const text = normalizeText(String(data.ingredients ?? ''));
        for (const a of e.allergens) for (const word of a.evidence) expect(text).toContain(word);

        // NOVA: group 4 exactly when a group-4 marker was found; group 1 only without markers.
        expect(e.nova.group).toBe(scores.novaScore);
        expect(e.nova.group === 4).toBe(e.nova.markers.some((m) => m.group === 4));
        if (e.nova.group === 1) expect(e.nova.markers).toEqual([]);
        for (const m of e.nova.markers) expect(text).toContain(m.marker);

        // Every sourceId is listed; the whole body fits the contract in both languages.
        const ids = new Set(e.sources.map((s) => s.id));
        for (const c of e.climate.contributions) if (c.sourceId) expect(ids).toContain(c.sourceId);
        for (const country of e.countries) for (const i of country.indicators) expect(ids).toContain(i.sourceId);
        for (const lang of SUMMARY_LANGUAGES) {
          const summary = summarize(scores, e, lang);
          expect(summary).toHaveLength(21);
          expect(validateSchema('ProductExplanation', { gtin: '07310865071859', methodVersion: METHOD_VERSION, ...e, summary })).toEqual([]);
        }
      }),
      { numRuns: 300, seed: 20261101 },
    );
    // The generator must exercise each part, or the property above says little.
    expect(withCo2e).toBeGreaterThan(60);
    expect(withGrade).toBeGreaterThan(60);
    expect(withAllergens).toBeGreaterThan(60);
  }, 120_000);

  it('explains the oat drink: oats and rapeseed oil carry the footprint, oats give gluten, oil and salt give NOVA 3', () => {
    const { scores, explanation: e } = scoreAndExplain({ ...OAT_DRINK, ingredients: 'Vatten, havre 10%, rapsolja, kalciumkarbonat, salt. Kan innehålla spår av nötter.' });
    const oats = e.climate.contributions.find((c) => c.kind === 'ingredient' && c.text === 'havre');
    const ref = CLIMATE_REFERENCES.oats;
    expect(oats).toMatchObject({ matched: `${ref.name} (AGRIBALYSE ${ref.agb})`, sharePercent: 10, shareEstimated: false, sourceId: 'agribalyse-3-1-1' });
    expect(oats?.factor).toBeCloseTo(ref.farm + ref.processing, 4);
    expect(oats?.contribution).toBeCloseTo(0.1 * (ref.farm + ref.processing), 6);
    expect(e.allergens).toEqual([
      { allergen: 'gluten', presence: 'contains', evidence: ['havre'] },
      { allergen: 'nuts', presence: 'traces', evidence: ['nötter'] },
    ]);
    expect(scores.allergenList).toBe('gluten,traces:nuts');
    expect(e.nova.markers.map((m) => m.marker)).toEqual(['olja', 'salt']);
    expect(e.nutriScore).toMatchObject({ grade: 'C', category: 'beverage', negativePoints: 6, positivePoints: 0, score: 6 });
    expect(e.countries.map((c) => c.country)).toEqual(['SE']);
  });

  it('says what an unmatched ingredient was counted as, and its share of the footprint still adds up', () => {
    const { scores, explanation: e } = scoreAndExplain({ ingredients: 'havre 60%, qwzxv 40%', country_of_origin: 'Sverige' });
    const unknown = e.climate.contributions.find((c) => c.text === 'qwzxv');
    expect(unknown).toMatchObject({ kind: 'ingredient', matched: null, sharePercent: 40 });
    expect(unknown?.countedAs).toMatch(/mean of the matched ingredients/);
    // Counted at the matched mean: 0.4 kg at the oats reference's farm-to-gate figure.
    expect(unknown?.contribution).toBeCloseTo(0.4 * (CLIMATE_REFERENCES.oats.farm + CLIMATE_REFERENCES.oats.processing), 5);
    expect(e.climate.coverage).toBe(0.6);
    expect(scores.CO2e).not.toBeNull();
  });

  it('ranks missing inputs by what they would enable, and marks an exempt product as such', () => {
    // A spice the vocabulary has no row for (saffron sold as such is read by its own row since ADR 0116).
    const { explanation: e } = scoreAndExplain({ name: 'Sumak', category: 'Kryddor' });
    expect(e.nutriScore).toMatchObject({ grade: null, category: 'exempt' });
    expect(e.completeness.share).toBeLessThan(0.2);
    expect(e.completeness.missing[0]?.input).toBe('ingredients');
    expect(e.completeness.missing.map((m) => m.input)).toContain('country_of_origin');
  });

  it('writes one sentence per field in Swedish and English', () => {
    const { scores, explanation: e } = scoreAndExplain({ ingredients: 'havre, vatten', country_of_origin: 'Sverige' });
    const en = summarize(scores, e, 'en');
    const sv = summarize(scores, e, 'sv');
    expect(en.find((s) => s.field === 'CO2e')?.text).toMatch(/^The climate footprint is \d+\.\d+ kg CO2e per kg/);
    expect(sv.find((s) => s.field === 'CO2e')?.text).toMatch(/^Klimatavtrycket är \d+,\d+ kg CO2e per kg/);
    expect(sv.find((s) => s.field === 'nutriScore')?.text).toMatch(/kunde inte beräknas/);
  });
  it('states the anchors the engine computes with (the GII cap is the data year\'s worst value, not a typed constant)', () => {
    const { explanation: e } = scoreAndExplain({ ingredients: 'kakao (Elfenbenskusten), socker', country_of_origin: 'Sverige' });
    const equality = e.countryScores.find((d) => d.field === 'equalityScore')!.derivation;
    expect(equality).toContain(`GII / ${GII_WORST.value}`);
    expect(equality).toContain(GII_WORST.country);
    const child = e.countryScores.find((d) => d.field === 'childLaborScore')!.derivation;
    expect(child).toContain(`min(p, ${COUNTRY_SCORE_RULES.childLabourCap})`);
    expect(child).toContain(`-${COUNTRY_SCORE_RULES.riskPenalty} when`);
  });

  it('writes Latin-1 text only when the product data is Latin-1 (the answer stays a one-byte string: about half the cost to encode, hash and send)', () => {
    fc.assert(fc.property(realisticProductArb(), (product) => {
      // The product's own text, Latin-1 only (Swedish and English labels are).
      const data = JSON.parse(JSON.stringify(asData(product)).replace(/[^\u0000-\u00ff]/g, '')) as ProductData;
      const { scores, explanation } = scoreAndExplain(data);
      for (const language of SUMMARY_LANGUAGES) {
        const text = JSON.stringify({ ...explanation, summary: summarize(scores, explanation, language) });
        expect(text.match(/[^\u0000-\u00ff]/g) ?? []).toEqual([]);
      }
    }), { numRuns: 150 });
  });
});

describe("the contract's example", () => {
  it('is what the engine says about the oat drink of the record example (`make examples` rewrites it after a method change)', () => {
    const example = contractDocument.components.examples.GetProductExplanationResponseExample.value;
    const { scores, explanation } = scoreAndExplain(OAT_DRINK);
    expect(example).toEqual({ gtin: OAT_DRINK_GTIN, methodVersion: METHOD_VERSION, ...explanation, summary: summarize(scores, explanation, 'en') });
    const record = contractDocument.components.examples.GetProductResponseExample.value;
    for (const [field, value] of Object.entries(scores)) expect(record[field], field).toEqual(value);
  });

  it('carries the payload, change-feed entries and export records the engine builds for the same products', () => {
    const examples = contractDocument.components.examples;
    const built = (gtin: string, clientIdentifier: string | null, data: typeof OAT_DRINK) => buildRecord({ gtin, clientIdentifier, catalogue: data, submission: {} });
    const drinkPayload = JSON.parse(built(OAT_DRINK_GTIN, OAT_DRINK_CLIENT_IDENTIFIER, OAT_DRINK).payload);
    expect(examples.ProductUpdatedWebhookExample.value).toEqual(drinkPayload);
    const [updated, unsubscribed] = examples.ListChangesResponseExample.value.changes;
    expect(updated.payload).toEqual(drinkPayload);
    expect(unsubscribed.payload).toEqual(JSON.parse(built(OAT_FLAKES_GTIN, null, OAT_FLAKES).payload));
    const [drinkLine, flakesLine] = (examples.ExportProductsResponseExample.value as string).split('\n');
    expect(drinkLine).toBe(withRecordId(examples.GetProductResponseExample.value.id, built(OAT_DRINK_GTIN, null, OAT_DRINK).record));
    expect(flakesLine).toBe(withRecordId(48214, built(OAT_FLAKES_GTIN, null, OAT_FLAKES).record));
    expect(contractDocument.components.schemas.ProductExport.examples).toEqual([examples.ExportProductsResponseExample.value]);
  });
});
