import { describe, it, expect } from 'vitest';
import { METHOD_VERSION, traceProduct, scoreProduct } from '../../../src/scoring/index.js';
import type { ProductData, SustainabilityScores } from '../../../src/scoring/types.js';
import { climateScore } from '../../../src/scoring/score/climate/impacts.js';
import { haversineKm } from '../../../src/scoring/score/climate/transport.js';
import { resolveCountry } from '../../../src/scoring/analyse/origins.js';
import { CLIMATE_REFERENCES } from '../../../src/scoring/data/climate-references.js';
import { ENVIRONMENT_ANCHORS, ENVIRONMENT_INDICATORS, ENVIRONMENT_REFERENCES, ENVIRONMENT_STAGES } from '../../../src/scoring/data/environment-references.js';
import { logScore } from '../../../src/scoring/score/math.js';

const DOMESTIC = (400 * 0.10163) / 1000;

const full: ProductData = {
  name: 'Ekologisk havredryck',
  category: 'Havredryck',
  ingredients: 'Ingredienser: Vatten, havre* 10%, rapsolja*, kalciumkarbonat, salt. *Ekologisk ingrediens. Kan innehålla spår av nötter.',
  country_of_origin: 'Sverige',
  certificates: 'KRAV, EU-ekologisk',
  nutrient_basis_quantity: 100,
  nutrient_basis_unit: 'ml',
  quantity_energy_kj: 190,
  quantity_part_sugars: 4,
  quantity_part_saturated_fat: 0.2,
  quantity_fat: 1.5,
  quantity_salt: 0.1,
  quantity_fibre: 0.8,
  quantity_protein: 0.3,
  packaging_material: 'Kartong',
  packaging_type: 'Tetra Pak',
  packaging_material_quantity: 28,
  size: '1 l',
};

describe('scoreProduct', () => {
  it('exports the method version', () => {
    expect(METHOD_VERSION).toBe('2026.12.84');
  });

  it('returns null (or "") for every field when nothing is known', () => {
    const s = scoreProduct({});
    const expected: SustainabilityScores = {
      climateScore: null,
      CO2e: null,
      novaScore: null,
      nutriScore: null,
      healthScore: null,
      antibioticsResistanceScore: null,
      overconsumptionRisk: '',
      allergenList: '',
      socialJusticeScore: null,
      equalityScore: null,
      workerRightsScore: null,
      animalProtectionScore: null,
      childLaborScore: null,
      biodiversityScore: null,
      pesticidesUseScore: null,
      fertilizersUseScore: null,
      landUseScore: null,
      waterScore: null,
      transportScore: null,
      packageInformation: '',
      isEco: null,
    };
    expect(s).toEqual(expected);
    expect(scoreProduct({ name: 'Något', gtin: '07310865071807' })).toEqual(expected);
  });

  it('fills every field for a complete rich submission', () => {
    const s = scoreProduct(full);
    for (const [k, v] of Object.entries(s)) {
      expect(v, k).not.toBeNull();
      expect(v, k).not.toBe('');
    }
    expect(s.isEco).toBe(1);
    expect(s.nutriScore).toBe('C');
    expect(s.allergenList).toBe('gluten,traces:nuts');
  });

  it('keeps scores in 0–100 rounded to 1 decimal and CO2e to 3', () => {
    const s = scoreProduct(full);
    for (const [k, v] of Object.entries(s)) {
      if (!k.endsWith('Score') || k === 'novaScore' || k === 'nutriScore' || typeof v !== 'number') continue;
      expect(v, k).toBeGreaterThanOrEqual(0);
      expect(v, k).toBeLessThanOrEqual(100);
      expect(Math.round(v * 10) / 10, k).toBe(v);
    }
    expect(Math.round(s.CO2e! * 1000) / 1000).toBe(s.CO2e);
  });

  it('computes CO2e from the climate stages and the climate score from it', () => {
    const oats = CLIMATE_REFERENCES.oats;
    const e = traceProduct({ ingredients: 'Havregryn', origin: 'Sverige' });
    // Rolled oats are a whole reference food: farm + processing + packaging + retail, and the
    // published market logistics (longer than the 400 km domestic route).
    const expected = oats.farm + oats.processing + oats.packaging + oats.transport + oats.retail;
    expect(e.climate?.central).toBeCloseTo(expected, 9);
    expect(e.scores.CO2e).toBe(Math.round(expected * 1000) / 1000);
    expect(e.scores.climateScore).toBe(Math.round(climateScore(expected) * 10) / 10);
    expect(climateScore(0)).toBe(100);
    expect(climateScore(100)).toBe(0);
    expect(climateScore(1)).toBeCloseTo(85.0, 1);
  });

  it('keeps the transport score on the freight from the origins, road from Spain', () => {
    const es = resolveCountry('Spanien')!;
    const se = resolveCountry('Sverige')!;
    const t = (haversineKm(es.lat, es.lon, se.lat, se.lon) * 1.2 * 0.10163) / 1000 + DOMESTIC;
    const e = traceProduct({ ingredients: 'Tomater', raw_material_origin: 'Spanien' });
    expect(e.transport?.kgCo2e).toBeCloseTo(t, 9);
    expect(e.scores.transportScore).toBe(Math.round(100 * (1 - t) * 10) / 10);
    expect(e.climate?.stages.find((s) => s.stage === 'transport')?.kgCo2e).toBeCloseTo(Math.max(t, CLIMATE_REFERENCES.tomatoesInSeason.transport), 9);
  });

  it('prefers raw_material_origin over country_of_origin over origin', () => {
    const a = traceProduct({ ingredients: 'Tomater', raw_material_origin: 'Italien', country_of_origin: 'Sverige', origin: 'Kina' });
    expect(a.ingredients.leaves[0]?.origins.map((o) => o.code)).toEqual(['IT']);
    expect(a.ingredients.productionOrigins.map((o) => o.code)).toEqual(['SE']);
    const b = traceProduct({ ingredients: 'Tomater', origin: 'Kina' });
    expect(b.ingredients.leaves[0]?.origins.map((o) => o.code)).toEqual(['CN']);
  });

  it('adds packaging production when the material quantity and product size are known', () => {
    const e = traceProduct({
      ingredients: 'Vatten',
      origin: 'Sverige',
      packaging_type: 'Flaska',
      packaging_material: 'Glas',
      packaging_material_quantity: 350,
      packaging_material_unit: 'g',
      size: 500,
      size_unit: 'ml',
    });
    const packaging = e.climate?.stages.find((s) => s.stage === 'packaging');
    expect(packaging?.basis).toBe('partner');
    expect(packaging?.kgCo2e).toBeCloseTo((0.35 * 1.40276667) / 0.5, 9);
    expect(e.scores.packageInformation).toBe('Glass bottle, 350 g glass; recyclable; material score 93/100');
  });

  it('describes packaging even without a quantity, and is "" without packaging data', () => {
    expect(scoreProduct({ packaging_material: 'PET', packaging_type: 'Flaska' }).packageInformation).toBe(
      'PET bottle; recyclable; material score 46/100',
    );
    expect(scoreProduct({ packaging_material: 'Polystyren', packaging_type: 'Tråg' }).packageInformation).toBe(
      'PS tray; not recyclable; material score 18/100',
    );
    expect(scoreProduct({ ingredients: 'Vatten' }).packageInformation).toBe('');
  });

  it('derives isEco from the flag, certificates or claims', () => {
    expect(scoreProduct({ is_eco: 1 }).isEco).toBe(1);
    expect(scoreProduct({ certificates: 'KRAV' }).isEco).toBe(1);
    expect(scoreProduct({ certificates: 'EU-ekologisk' }).isEco).toBe(1);
    expect(scoreProduct({ certificates: 'Demeter' }).isEco).toBe(1);
    expect(scoreProduct({ name: 'Organic oat drink' }).isEco).toBe(1);
    expect(scoreProduct({ is_eco: 0, certificates: 'KRAV' }).isEco).toBe(1);
    expect(scoreProduct({ is_eco: 0 }).isEco).toBe(0);
    expect(scoreProduct({ certificates: 'MSC, Svenskt Sigill' }).isEco).toBe(0);
    expect(scoreProduct({ name: 'Havredryck', packaging_label: 'Bio-based cap' }).isEco).toBeNull();
    expect(scoreProduct({ ingredients: 'havre*, vatten. *ekologisk' }).isEco).toBeNull();
  });

  it('scores country indicators from origins and is null without any origin', () => {
    const se = scoreProduct({ ingredients: 'Havregryn', origin: 'Sverige' });
    expect(se.socialJusticeScore).toBe(95.2);
    // Sweden's GII 0.023 over the worst 2022 GII (Yemen 0.820); WGI voice rank 96.618… (data/sources).
    expect(se.equalityScore).toBe(Math.round(1000 * (1 - 0.023 / 0.82)) / 10);
    expect(se.workerRightsScore).toBe(96.6);
    expect(se.childLaborScore).toBe(Math.round(1000 * (1 - 2.3 / 40)) / 10);
    const none = scoreProduct({ ingredients: 'Havregryn' });
    expect(none.socialJusticeScore).toBeNull();
    expect(none.equalityScore).toBeNull();
    expect(none.workerRightsScore).toBeNull();
    expect(none.childLaborScore).toBeNull();
    // Pesticides and fertilisers rest on the product's life-cycle data: an unknown origin keeps the French basis.
    expect(none.pesticidesUseScore).toBe(scoreProduct({ ingredients: 'Havregryn', origin: 'Frankrike' }).pesticidesUseScore);
    expect(none.fertilizersUseScore).not.toBeNull();
    expect(none.transportScore).toBeNull();
  });

  it('averages EU members for an "EU" origin and weighs mixed origins by mass', () => {
    const mixed = scoreProduct({ ingredients: 'tomater (Spanien) 50%, lök (Sverige) 50%' });
    const es = scoreProduct({ ingredients: 'tomater', origin: 'Spanien' });
    const se = scoreProduct({ ingredients: 'lök', origin: 'Sverige' });
    expect(mixed.socialJusticeScore).toBeCloseTo((es.socialJusticeScore! + se.socialJusticeScore!) / 2, 1);
    expect(scoreProduct({ ingredients: 'Vetemjöl', origin: 'EU' }).socialJusticeScore).not.toBeNull();
  });

  it('does not credit a temperate product origin to tropical crops', () => {
    const e = traceProduct({ ingredients: 'Kakao, socker', origin: 'Sverige' });
    expect(e.ingredients.leaves[0]?.origins).toEqual([]);
    expect(e.ingredients.leaves[1]?.origins.map((o) => o.code)).toEqual(['SE']);
  });

  it('penalises child-labour-risk crops from high-prevalence origins', () => {
    const ci = scoreProduct({ ingredients: 'Kakaomassa', origin: 'Elfenbenskusten' });
    expect(ci.childLaborScore).toBe(Math.round(10 * (100 * (1 - 21.5 / 40) - 20)) / 10);
    const fair = scoreProduct({ ingredients: 'Kakaomassa', origin: 'Elfenbenskusten', certificates: 'Fairtrade' });
    expect(fair.childLaborScore).toBe(Math.round(1000 * (1 - 21.5 / 40)) / 10);
  });

  it('gives plant-only products 100 for antibiotics and animal protection', () => {
    const s = scoreProduct({ ingredients: 'Havregryn' });
    expect(s.antibioticsResistanceScore).toBe(100);
    expect(s.animalProtectionScore).toBe(100);
    const beef = scoreProduct({ ingredients: 'Nötkött' });
    expect(beef.antibioticsResistanceScore).toBeNull();
    expect(beef.animalProtectionScore).toBe(50);
    const seBeef = scoreProduct({ ingredients: 'Nötkött', origin: 'Sverige', certificates: 'KRAV' });
    expect(seBeef.animalProtectionScore).toBe(80);
    // Sweden 15.2 mg/PCU (2010, OWID antibiotic-use-in-livestock).
    expect(seBeef.antibioticsResistanceScore).toBe(Math.round(1000 * (Math.log(250) - Math.log(15.2)) / (Math.log(250) - Math.log(10))) / 10);
  });

  it('computes land and water scores from the AGRIBALYSE indicators of the reference, on the published anchors', () => {
    // Oat flakes are one reference food: its five stages whole (no declared route or packaging to scale them).
    const oats = ENVIRONMENT_REFERENCES.oats.stages;
    const sum = (i: number) => ENVIRONMENT_STAGES.reduce((s, st) => s + oats[st][i]!, 0);
    const score = (x: number, a: { p5: number; p95: number }) => Math.round(10 * logScore(x, a.p5, a.p95)) / 10;
    const s = scoreProduct({ ingredients: 'Havregryn' });
    expect(s.landUseScore).toBe(score(sum(ENVIRONMENT_INDICATORS.indexOf('ldu')), ENVIRONMENT_ANCHORS.landUse));
    expect(s.waterScore).toBe(score(sum(ENVIRONMENT_INDICATORS.indexOf('wtu')), ENVIRONMENT_ANCHORS.water));
    // Every product with a CO2e has all five, prawns included (they had no scarcity-weighted water figure before).
    const prawns = scoreProduct({ ingredients: 'Räkor' });
    expect(prawns.CO2e).not.toBeNull();
    for (const f of ['waterScore', 'landUseScore', 'fertilizersUseScore', 'pesticidesUseScore', 'biodiversityScore'] as const) expect(prawns[f], f).not.toBeNull();
  });

  it('subtracts for palm oil without RSPO in biodiversity', () => {
    const with_ = scoreProduct({ ingredients: 'Vetemjöl 50%, palmolja 50%' }).biodiversityScore!;
    const rspo = scoreProduct({ ingredients: 'Vetemjöl 50%, palmolja 50%', certificates: 'RSPO' }).biodiversityScore!;
    expect(rspo - with_).toBeCloseTo(20, 1);
  });

  it('gives organic products at least 90 for pesticides and 80 for fertilisers', () => {
    const s = scoreProduct({ ingredients: 'Tomater', origin: 'Nederländerna', is_eco: 1 });
    expect(s.pesticidesUseScore).toBe(90);
    expect(s.fertilizersUseScore).toBe(80);
    expect(scoreProduct({ ingredients: 'Tomater', is_eco: 1 }).pesticidesUseScore).toBe(90);
  });

  it('returns null for ingredient-based impacts when under half of the mass is recognised', () => {
    const s = scoreProduct({ ingredients: 'xyzzy, plugh, vatten', origin: 'Sverige' });
    expect(s.CO2e).toBeNull();
    expect(s.climateScore).toBeNull();
    expect(s.landUseScore).toBeNull();
    expect(s.waterScore).toBeNull();
    expect(s.biodiversityScore).toBeNull();
    expect(s.antibioticsResistanceScore).toBeNull();
    expect(s.animalProtectionScore).toBeNull();
    expect(s.transportScore).not.toBeNull();
  });

  it('computes health score bands and overconsumption risk', () => {
    const e = traceProduct(full);
    // beverage C band 3–6 → 60…40; 6 points → 45
    expect(e.scores.healthScore).toBe(45);
    expect(e.scores.overconsumptionRisk).toBe('low');
    const crisps = scoreProduct({
      category: 'Chips',
      ingredients: 'Potatis, solrosolja, salt, arom',
      quantity_energy_kj: 2200,
      quantity_fat: 33,
      quantity_part_saturated_fat: 3,
      quantity_part_sugars: 0.5,
      quantity_salt: 1.6,
      quantity_protein: 6,
    });
    expect(crisps.overconsumptionRisk).toBe('high');
    expect(scoreProduct({ ingredients: 'vatten, socker, arom' }).overconsumptionRisk).toBe('medium');
    expect(scoreProduct({ ingredients: 'havregryn' }).overconsumptionRisk).toBe('');
    expect(scoreProduct({ category: 'Öl', alcohol_percentage: 5 }).overconsumptionRisk).toBe('high');
  });
});

describe('scoreProduct, product-type rules', () => {
  it('treats the milk of a cheese as cheese for impacts', () => {
    const cheese = traceProduct({ category: 'Hårdost', ingredients: 'Pastöriserad mjölk, salt, löpe' });
    expect(cheese.ingredients.leaves[0]?.match?.key).toBe('cheese');
    const milk = traceProduct({ category: 'Mjölk', ingredients: 'Pastöriserad mjölk' });
    expect(milk.ingredients.leaves[0]?.match?.key).toBe('milk');
  });

  it('finds allergens and NOVA markers per item exactly as in the whole statement', () => {
    const text = 'Vetemjöl, socker, emulgeringsmedel (E471), hasselnötter, salt. Kan innehålla spår av sesam.';
    const s1 = scoreProduct({ ingredients: text });
    const s2 = scoreProduct({ ingredients: text });
    expect(s1.allergenList).toBe('gluten,nuts,traces:sesame');
    expect(s1.novaScore).toBe(4);
    expect(s2).toEqual(s1);
  });

  it('is pure: the same input gives the same output and the input is not modified', () => {
    const input: ProductData = { ingredients: 'Havregryn', origin: 'Sverige', certificates: 'KRAV' };
    const copy = structuredClone(input);
    expect(scoreProduct(input)).toEqual(scoreProduct(copy));
    expect(input).toEqual(copy);
  });
});
