import { describe, expect, it } from 'vitest';
import { scoreAndExplain, traceProduct } from '../../../../../src/scoring/index.js';
import type { PartnerData } from '../../../../../src/scoring/score/partner/types.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * What the explanation says about the partner's own data beyond the figures: which stages rest on it
 * (`basis`, monotone in how much of the stage the partner's data makes), and the pack it describes
 * (`packageInformation`, and no request for packaging inputs the partner already sent).
 */
const oatDrink: ProductData = {
  name: 'Havredryck', ingredients: 'vatten, havre (10%), rapsolja, kalciumkarbonat, salt', origin: 'Sverige', category: 'Havredryck', size: 1, size_unit: 'l',
};
const tomatoes: ProductData = { name: 'Krossade tomater', ingredients: 'Tomater, tomatjuice, surhetsreglerande medel (citronsyra)', category: 'Konserver' };

const stagesOf = (data: ProductData, partner: PartnerData | null) => traceProduct(data, partner).climate!.stages;
const basisOf = (data: ProductData, partner: PartnerData | null, stage: string) => stagesOf(data, partner).find((s) => s.stage === stage)!.basis;

describe('the basis of each stage with the partner’s processing energy', () => {
  // No declared share or origin: the ingredients rest on defaults, so only the partner's electricity can make processing `partner`.
  const undeclared: ProductData = { name: 'Havredryck', ingredients: 'vatten, havre, rapsolja, kalciumkarbonat, salt', category: 'Havredryck' };
  const energies = [0, 0.5, 1, 2, 4, 8];
  const shares = energies.map((energyKwhPerKg) => {
    const t = traceProduct(undeclared, { processing: { energyKwhPerKg, electricityCountry: 'FR' } });
    const processing = t.climate!.stages.find((s) => s.stage === 'processing')!;
    const partnerPart = t.climate!.partner!.processing!.partner;
    return { energyKwhPerKg, share: partnerPart / processing.kgCo2e, basis: processing.basis };
  });

  it('marks processing `partner` exactly when the partner’s electricity is at least half of the stage', () => {
    expect(basisOf(undeclared, null, 'farm')).toBe('default');
    for (const s of shares) expect(s.basis, `${s.energyKwhPerKg} kWh/kg: ${s.share}`).toBe(s.share >= 0.5 ? 'partner' : 'default');
    // Both sides of the rule occur, so the rule is tested, not assumed.
    expect(shares.some((s) => s.basis === 'partner')).toBe(true);
    expect(shares.some((s) => s.basis === 'default')).toBe(true);
  });

  it('never marks it `partner` with less of the partner’s electricity than where it was `default`', () => {
    const firstPartner = shares.findIndex((s) => s.basis === 'partner');
    expect(shares.slice(firstPartner).every((s) => s.basis === 'partner')).toBe(true);
  });

  it('leaves the farm stage’s basis as it was: processing data does not describe the ingredients', () => {
    const before = basisOf(oatDrink, null, 'farm');
    for (const energyKwhPerKg of energies) expect(basisOf(oatDrink, { processing: { energyKwhPerKg, electricityCountry: 'SE' } }, 'farm')).toBe(before);
    const banana: ProductData = { name: 'Bananer', ingredients: 'Bananer', origin: 'Ecuador', category: 'Frukt' };
    expect(basisOf(banana, { processing: { energyKwhPerKg: 5, electricityCountry: 'PL' } }, 'farm')).toBe(basisOf(banana, null, 'farm'));
  });
});

describe('the pack the partner describes', () => {
  const pack: PartnerData = { packaging: { productMassGrams: 400, components: [{ material: 'steel', massGrams: 45 }, { material: 'plastic', massGrams: 3 }, { material: 'steel', massGrams: 5 }] } };

  it('is the record’s packageInformation: its materials heaviest first, each with its mass', () => {
    expect(traceProduct(tomatoes).scores.packageInformation).toBe('');
    const text = traceProduct(tomatoes, pack).scores.packageInformation;
    expect(text).toMatch(/^Steel, 50 g steel, 3 g plastic; .*material score \d+\/100$/);
  });

  it('takes the place of the declared pack in packageInformation, as it does in the climate figure', () => {
    const declared = { ...oatDrink, packaging_type: 'Kartong', packaging_material: 'Kartong', packaging_material_quantity: 32 };
    expect(traceProduct(declared).scores.packageInformation).toMatch(/32 g/);
    expect(traceProduct(declared, { packaging: { productMassGrams: 1000, components: [{ material: 'glass', massGrams: 400 }] } }).scores.packageInformation).toMatch(/400 g glass/);
  });

  it('asks for no packaging input the partner’s data already gives', () => {
    const missing = (partner: PartnerData | null) => scoreAndExplain(tomatoes, 'en', partner).explanation.completeness.missing.map((m) => m.input);
    expect(missing(null)).toEqual(expect.arrayContaining(['packaging_material', 'packaging_material_quantity', 'size']));
    const withPack = missing(pack);
    for (const input of ['packaging_material', 'packaging_material_quantity', 'size']) expect(withPack).not.toContain(input);
    // Transport data alone says nothing of the pack.
    expect(missing({ transport: [{ mode: 'road', distanceKm: 300 }] })).toContain('packaging_material');
  });
});

describe('the transport score with the partner’s legs', () => {
  const jam: ProductData = { name: 'Jordgubbssylt', category: 'Sylt', ingredients: 'jordgubbar 45%, socker, vatten, pektin', origin: 'Sverige', size: 400, size_unit: 'g' };
  const road = (distanceKm: number): PartnerData => ({ transport: [{ mode: 'road', distanceKm }] });
  const transportStage = (partner: PartnerData | null) => stagesOf(jam, partner).find((s) => s.stage === 'transport')!.kgCo2e;
  const score = (partner: PartnerData | null) => traceProduct(jam, partner).scores.transportScore!;

  it('never scores legs lighter than the default transport stage worse than the default', () => {
    const light = road(1450);
    expect(transportStage(light)).toBeLessThan(transportStage(null));
    expect(score(light)).toBeGreaterThanOrEqual(score(null));
  });

  it('scores longer legs no better, and air freight at the bottom', () => {
    const scores = [300, 1450, 3000, 6000, 12000].map((d) => score(road(d)));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]!);
    expect(scores.at(-1)).toBeLessThan(scores[0]!);
    expect(score({ transport: [{ mode: 'air', distanceKm: 5000 }] })).toBe(0);
  });

  it('takes the default’s market logistics off the legs: 0.1 kg CO2e/kg of legs beyond them costs 10 points', () => {
    const marketLogistics = transportStage(null) - 0; // a Swedish jam's default stage has no route from abroad
    const legsKm = (kg: number) => (kg * 1000) / 0.10163; // road, DESNZ 2025 HGV average laden, kg CO2e per t·km
    expect(score(road(legsKm(marketLogistics + 0.1)))).toBeCloseTo(90, 1);
  });
});
