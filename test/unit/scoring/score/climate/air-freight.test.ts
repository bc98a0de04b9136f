import { describe, expect, it } from 'vitest';
import { scoreAndExplain, scoreProduct, traceProduct } from '../../../../../src/scoring/index.js';
import { AIR_FREIGHT_INTENSITY, ENVIRONMENT_INDICATORS } from '../../../../../src/scoring/data/environment-references.js';
import type { PartnerData } from '../../../../../src/scoring/score/partner/types.js';

/**
 * Air freight a label states (ADR 0125): the product is flown from its stated origin, or from the
 * documented default (Kenya) when it states none; the explanation says so; the partner's own legs still
 * replace the whole transport stage.
 */
const mango = { name: 'Mango ätmogen flygfraktad', ingredients: 'Mango', country_of_origin: 'Peru', category: 'Exotisk frukt', size: 1, size_unit: 'st' };
const co2 = (d: object): number => scoreProduct(d).CO2e!;
const transportOf = (d: object, partner: PartnerData | null = null) => traceProduct(d, partner).climate!.stages.find((s) => s.stage === 'transport')!;

describe('air freight stated on the label', () => {
  it('flies the mango from Peru: near AGRIBALYSE 13025_2 (mango by plane, 10.64 kg CO2e/kg), far above the same mango by sea', () => {
    const air = co2(mango);
    const sea = co2({ ...mango, name: 'Mango ätmogen' });
    expect(air / 10.641546).toBeGreaterThan(0.8);
    expect(air / 10.641546).toBeLessThan(1.25);
    expect(air / sea).toBeGreaterThan(10);
    expect(transportOf(mango).basis).toBe('partner');
  });

  it('moves the other indicators as AGRIBALYSE\'s air-freighted rows do (land use per kg CO2e a third of road and sea transport\'s)', () => {
    const trace = traceProduct(mango);
    const flown = trace.climate!.stages.find((s) => s.stage === 'transport')!.kgCo2e;
    const ldu = ENVIRONMENT_INDICATORS.indexOf('ldu');
    expect(trace.environment!.stages.transport[ldu]).toBeCloseTo(flown * AIR_FREIGHT_INTENSITY[ldu]!, 6);
    // By sea the same mango's transport takes its reference's (13025_1) land use per kg CO2e, higher per kg CO2e.
    const sea = traceProduct({ ...mango, name: 'Mango ätmogen' });
    const seaKg = sea.climate!.stages.find((s) => s.stage === 'transport')!.kgCo2e;
    expect(sea.environment!.stages.transport[ldu]! / seaKg).toBeGreaterThan(2 * AIR_FREIGHT_INTENSITY[ldu]!);
  });

  it('reads the statement in the origin field and in English', () => {
    expect(co2({ ...mango, name: 'Mango', country_of_origin: 'Peru, flygfraktad' })).toBeCloseTo(co2(mango), 6);
    expect(co2({ ...mango, name: 'Mango', marketing_message: 'Air freighted for ripeness' })).toBeCloseTo(co2(mango), 6);
  });

  it('without a stated origin flies from the default, marked default, and gives no origin to the social scores', () => {
    const unstated = { ...mango, country_of_origin: undefined };
    const flown = transportOf(unstated);
    expect(flown.basis).toBe('default');
    expect(flown.kgCo2e).toBeGreaterThan(5);
    const plain = scoreProduct({ ...unstated, name: 'Mango ätmogen' });
    const air = scoreProduct(unstated);
    expect(air.workerRightsScore).toEqual(plain.workerRightsScore);
    expect(air.childLaborScore).toEqual(plain.childLaborScore);
  });

  it('says the leg is flown, and why, in English and in Swedish', () => {
    const leg = (lang: 'en' | 'sv') => scoreAndExplain(mango, lang).explanation.climate.contributions.find((c) => c.kind === 'transport')!;
    expect(leg('en').text).toBe('PE by air -> SE');
    expect(leg('en').matched).toMatch(/^air freight, as the label states/);
    expect(leg('en').sourceId).toBe('desnz-2025-freight');
    expect(leg('sv').text).toBe('PE med flyg -> SE');
    expect(leg('sv').matched).toMatch(/^flygfrakt, som etiketten anger/);
    const unstated = scoreAndExplain({ ...mango, country_of_origin: undefined }, 'sv').explanation.climate.contributions.find((c) => c.kind === 'transport')!;
    expect(unstated.text).toBe('KE (standardantagande) med flyg -> SE');
  });

  it('the partner-data operation\'s own legs still replace the transport stage', () => {
    const partner: PartnerData = { transport: [{ mode: 'sea', distanceKm: 11000 }] };
    const t = transportOf(mango, partner);
    expect(t.kgCo2e).toBeCloseTo((11000 * 0.01612) / 1000, 4);
    expect(t.basis).toBe('partner');
  });

  it('words that only look like it change nothing', () => {
    const candy = { name: 'Flygfä', ingredients: 'Socker, glukossirap, gelatin', origin: 'Sverige', size: 100, size_unit: 'g' };
    expect(transportOf(candy).kgCo2e).toBeLessThan(0.5);
  });
});
