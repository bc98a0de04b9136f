import { describe, expect, it } from 'vitest';
import { ELECTRICITY_KG_CO2E_PER_KWH } from '../../../../../src/scoring/data/electricity-factors.js';
import { PACKAGING_MATERIALS } from '../../../../../src/scoring/data/packaging-materials.js';
import { scoreAndExplain, summarize, traceProduct } from '../../../../../src/scoring/index.js';
import { legKgCo2ePerKg, packagingKgCo2ePerKg, partnerStageValues, processingKgCo2ePerKg } from '../../../../../src/scoring/score/partner/stages.js';
import type { PartnerData } from '../../../../../src/scoring/score/partner/types.js';
import { contractDocument } from '../../../../support/contract.js';

/**
 * The partner's own data in the engine (src/scoring/score/partner/): each stage from the partner's
 * quantities and the sourced factors, worked by hand here from the published figures (DESNZ 2025
 * freight and material rows, Ember's grid intensity), and the footprint with those stages in place
 * of the defaults.
 */

const jam = { name: 'Jordgubbssylt', category: 'Sylt', ingredients: 'jordgubbar 45%, socker, vatten, pektin', origin: 'Sverige', size: 400, size_unit: 'g' };
const PARTNER: PartnerData = {
  transport: [{ mode: 'road', distanceKm: 1450 }, { mode: 'sea', distanceKm: 800, refrigerated: true }],
  processing: { energyKwhPerKg: 0.35, electricityCountry: 'SE' },
  packaging: { productMassGrams: 400, components: [{ material: 'glass', massGrams: 185 }, { material: 'steel', massGrams: 12 }] },
};

describe('partner stages from quantities and sourced factors', () => {
  it('a leg is distance × its mode’s DESNZ factor per tonne·km, per kg of product', () => {
    // 1,450 km × 0.10163 kg CO2e/t·km (HGV, average laden) / 1,000 kg per t
    expect(legKgCo2ePerKg({ mode: 'road', distanceKm: 1450 })).toBeCloseTo(0.1473635, 9);
    // refrigerated HGV 0.11894; rail 0.02779; container ship 0.01612; air with RF 0.89939
    expect(legKgCo2ePerKg({ mode: 'road', distanceKm: 1000, refrigerated: true })).toBeCloseTo(0.11894, 9);
    expect(legKgCo2ePerKg({ mode: 'rail', distanceKm: 1000, refrigerated: true })).toBeCloseTo(0.02779, 9);
    expect(legKgCo2ePerKg({ mode: 'sea', distanceKm: 1000 })).toBeCloseTo(0.01612, 9);
    expect(legKgCo2ePerKg({ mode: 'air', distanceKm: 1000 })).toBeCloseTo(0.89939, 9);
  });

  it('a refrigerated leg is never priced below the same leg unrefrigerated', () => {
    // DESNZ's refrigerated cargo ship (0.01306) is another vessel class than its average container
    // ship (0.01612): the refrigerated sea leg takes the container ship's factor, not the lower one.
    expect(legKgCo2ePerKg({ mode: 'sea', distanceKm: 10_000, refrigerated: true })).toBeCloseTo(0.1612, 9);
    // Rail and air have no refrigerated row: accepted, and priced as unrefrigerated.
    for (const mode of ['road', 'rail', 'sea', 'air'] as const) {
      const cold = legKgCo2ePerKg({ mode, distanceKm: 1000, refrigerated: true });
      const plain = legKgCo2ePerKg({ mode, distanceKm: 1000 });
      expect(cold, mode).toBeGreaterThanOrEqual(plain);
      if (mode === 'rail' || mode === 'air' || mode === 'sea') expect(cold, mode).toBe(plain);
    }
    const jamByShip = (refrigerated: boolean) => traceProduct(jam, { transport: [{ mode: 'sea', distanceKm: 10_000, refrigerated }] }).climate!.central;
    expect(jamByShip(true)).toBeGreaterThanOrEqual(jamByShip(false));
  });

  it('processing is kWh per kg × the country’s grid intensity (Ember, g per kWh / 1,000)', () => {
    expect(processingKgCo2ePerKg({ energyKwhPerKg: 0.35, electricityCountry: 'SE' })).toBeCloseTo(0.35 * 0.0407, 12);
    expect(processingKgCo2ePerKg({ energyKwhPerKg: 2, electricityCountry: 'PL' })).toBeCloseTo(2 * 0.66193, 12);
    // The same energy from a coal-heavy grid weighs more than from a hydro-and-nuclear one.
    expect(processingKgCo2ePerKg({ energyKwhPerKg: 1, electricityCountry: 'PL' })).toBeGreaterThan(10 * processingKgCo2ePerKg({ energyKwhPerKg: 1, electricityCountry: 'SE' }));
  });

  it('packaging is Σ mass × the material’s DESNZ factor per kg of the product the pack holds', () => {
    // (0.000185 t × 1,402.76667 + 0.000012 t × 2,863.90131) / 0.4 kg = 0.7346966…
    expect(packagingKgCo2ePerKg(PARTNER.packaging!)).toBeCloseTo((0.000185 * 1402.76667 + 0.000012 * 2863.90131) / 0.4, 12);
    // Twice the product in the same pack halves the figure per kg.
    expect(packagingKgCo2ePerKg({ ...PARTNER.packaging!, productMassGrams: 800 })).toBeCloseTo(packagingKgCo2ePerKg(PARTNER.packaging!) / 2, 12);
  });

  it('only the stages the partner described have a value', () => {
    expect(Object.keys(partnerStageValues({ processing: PARTNER.processing }))).toEqual(['processing']);
    expect(partnerStageValues({})).toEqual({});
  });
});

describe('the footprint with the partner’s stages', () => {
  const byDefault = traceProduct(jam);
  const withPartner = traceProduct(jam, PARTNER);
  const stage = (t: typeof byDefault, name: string) => t.climate!.stages.find((s) => s.stage === name)!;

  it('replaces each described stage: CO2e is the default less what was replaced plus the partner’s figures', () => {
    const override = withPartner.climate!.partner!;
    const replaced = Object.values(override).reduce((sum, s) => sum + s.default, 0);
    const partner = Object.values(override).reduce((sum, s) => sum + s.partner, 0);
    expect(withPartner.climate!.central).toBeCloseTo(byDefault.climate!.central - replaced + partner, 12);
    expect(override.transport!.default).toBeCloseTo(stage(byDefault, 'transport').kgCo2e, 12);
    expect(override.transport!.partner).toBeCloseTo(legKgCo2ePerKg(PARTNER.transport![0]!) + legKgCo2ePerKg(PARTNER.transport![1]!), 12);
    expect(override.packaging!.default).toBeCloseTo(stage(byDefault, 'packaging').kgCo2e, 12);
    expect(stage(withPartner, 'packaging').kgCo2e).toBeCloseTo(packagingKgCo2ePerKg(PARTNER.packaging!), 12);
    // The ingredients' own processing (sugar refining) is kept; the recipe step is the partner's.
    expect(stage(withPartner, 'processing').kgCo2e).toBeCloseTo(stage(byDefault, 'processing').kgCo2e - override.processing!.default + override.processing!.partner, 12);
    expect(stage(withPartner, 'farm').kgCo2e).toBeCloseTo(stage(byDefault, 'farm').kgCo2e, 12);
    expect(override.packaging!.ratio).toBeCloseTo(override.packaging!.partner / override.packaging!.default, 12);
  });

  it('marks the replaced stages partner, and the share of CO2e resting on them', () => {
    expect(stage(withPartner, 'transport').basis).toBe('partner');
    expect(stage(withPartner, 'packaging').basis).toBe('partner');
    expect(stage(withPartner, 'retail').basis).toBe('default');
    expect(stage(byDefault, 'transport').basis).toBe('default');
    const partnerKg = withPartner.climate!.stages.filter((s) => s.basis === 'partner').reduce((sum, s) => sum + s.kgCo2e, 0);
    expect(withPartner.climate!.primaryDataShare).toBeCloseTo(partnerKg / withPartner.climate!.central, 12);
    expect(withPartner.climate!.primaryDataShare).toBeGreaterThan(byDefault.climate!.primaryDataShare);
  });

  it('transportScore comes from the partner’s legs, less the default stage’s market logistics', () => {
    const legs = withPartner.climate!.partner!.transport!;
    const marketLogistics = legs.replaced.filter((p) => p.route === null).reduce((sum, p) => sum + p.kgCo2e, 0);
    expect(marketLogistics).toBeGreaterThan(0);
    expect(withPartner.scores.transportScore).toBeCloseTo(100 * (1 - Math.max(0, legs.partner - marketLogistics)), 1);
    expect(traceProduct(jam, { transport: [{ mode: 'air', distanceKm: 9000 }] }).scores.transportScore).toBe(0);
  });

  it('a single food keeps its farm figure and takes the partner’s processing for its own', () => {
    const cheese = { name: 'Hushållsost 26 %', ingredients: 'pastöriserad mjölk, salt, syrakultur, löpe', origin: 'Sverige' };
    const plain = traceProduct(cheese);
    const own = traceProduct(cheese, { processing: { energyKwhPerKg: 1.2, electricityCountry: 'SE' } });
    expect(plain.climate!.method).toBe('whole');
    expect(stage(own, 'farm').kgCo2e).toBeCloseTo(stage(plain, 'farm').kgCo2e, 12);
    expect(stage(own, 'processing').kgCo2e).toBeCloseTo(1.2 * 0.0407, 12);
    expect(stage(own, 'processing').basis).toBe('partner');
  });

  it('the explanation gives the share of CO2e computed from the partner’s own data', () => {
    const dq = scoreAndExplain(jam, 'en', PARTNER).explanation.climate.dataQuality!;
    const override = withPartner.climate!.partner!;
    const own = override.transport!.partner + override.processing!.partner + override.packaging!.partner;
    expect(dq.partnerDataShare).toBeCloseTo(own / withPartner.climate!.central, 3);
    expect(scoreAndExplain(jam).explanation.climate.dataQuality!.partnerDataShare).toBe(0);
  });

  it('the summary says the transport score comes from the partner’s legs, in English and Swedish', () => {
    const sentence = (r: ReturnType<typeof scoreAndExplain>, lang: 'en' | 'sv') => summarize(r.scores, r.explanation, lang).find((s) => s.field === 'transportScore')!.text;
    expect(sentence(scoreAndExplain(jam, 'en', PARTNER), 'en')).toMatch(/of your transport legs/);
    expect(sentence(scoreAndExplain(jam, 'en', PARTNER), 'sv')).toMatch(/för era transportsträckor/);
    expect(sentence(scoreAndExplain(jam), 'en')).toMatch(/from the origins to Sweden/);
  });

  it('without partner data the footprint is the default one', () => {
    expect(traceProduct(jam, null).scores).toEqual(byDefault.scores);
    expect(byDefault.climate!.partner).toBeNull();
  });
});

describe('the other indicators of the stages the partner replaced (an estimate: scaled by the partner’s CO2e)', () => {
  const byDefault = traceProduct(jam);
  const vector = (t: typeof byDefault, stage: 'transport' | 'processing' | 'packaging' | 'farm') => Array.from(t.environment!.stages[stage]);

  it('each indicator of a replaced stage is the default’s × partner / default CO2e; the other stages are untouched', () => {
    const withPartner = traceProduct(jam, PARTNER);
    const override = withPartner.climate!.partner!;
    for (const stage of ['transport', 'packaging'] as const) {
      const ratio = override[stage]!.ratio!;
      vector(withPartner, stage).forEach((x, i) => expect(x, `${stage} ${i}`).toBeCloseTo(vector(byDefault, stage)[i]! * ratio, 9));
    }
    expect(vector(withPartner, 'farm')).toEqual(vector(byDefault, 'farm'));
  });

  it('a heavier pack or a longer journey moves the packaging- and transport-borne scores the way CO2e moves', () => {
    const light = traceProduct(jam, { packaging: { productMassGrams: 400, components: [{ material: 'paper', massGrams: 5 }] } });
    const heavy = traceProduct(jam, { packaging: { productMassGrams: 400, components: [{ material: 'glass', massGrams: 400 }] } });
    expect(heavy.climate!.central).toBeGreaterThan(light.climate!.central);
    vector(heavy, 'packaging').forEach((x, i) => expect(x).toBeGreaterThan(vector(light, 'packaging')[i]!));
  });

  it('a stage whose default was 0 takes the median intensity × the partner’s CO2e', () => {
    // A single food without processing of its own (raw tomatoes): the partner's washing and packing electricity.
    const tomatoes = { name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Spanien' };
    const own = traceProduct(tomatoes, { processing: { energyKwhPerKg: 0.5, electricityCountry: 'ES' } });
    expect(own.climate!.partner!.processing!.ratio).toBeNull();
    expect(vector(own, 'processing').some((x) => x > 0)).toBe(true);
  });
});

describe('the contract lists what the engine has factors for', () => {
  const schemas = contractDocument.components.schemas;
  it('every electricity country, every packaging material', () => {
    expect([...schemas.PartnerProcessing.properties.electricityCountry.enum].sort()).toEqual(Object.keys(ELECTRICITY_KG_CO2E_PER_KWH).sort());
    expect([...schemas.PartnerPackagingComponent.properties.material.enum].sort()).toEqual(Object.keys(PACKAGING_MATERIALS).sort());
    expect(schemas.PartnerTransportLeg.properties.mode.enum).toEqual(['road', 'rail', 'sea', 'air']);
  });
});
