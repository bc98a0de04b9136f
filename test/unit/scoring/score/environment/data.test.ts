import { describe, expect, it } from 'vitest';
import {
  BIODIVERSITY_WEIGHTS,
  ECOBALYSE_WEIGHTS,
  EF_NORMALISATION,
  ENVIRONMENT_ANCHORS,
  ENVIRONMENT_REFERENCES,
  INDICATOR_UNITS,
} from '../../../../../src/scoring/data/environment-references.js';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { ENVIRONMENT_QUANTITIES } from '../../../../../src/scoring/score/environment/quantities.js';
import { BIODIVERSITY_LAND_SHARE } from '../../../../../scripts/data/environment-tables.js';
import { spearman } from '../climate/peer-metrics.js';
import { agribalyseEnvironmentTotals, agribalyseFoodGroups } from './peer-references.js';

/** The generated environment table against the climate table it extends and the method it states. */
describe('environment reference table', () => {
  it('holds the same references as the climate table, from the same AGRIBALYSE products', () => {
    expect(Object.keys(ENVIRONMENT_REFERENCES).sort()).toEqual(Object.keys(CLIMATE_REFERENCES).sort());
    for (const [key, ref] of Object.entries(ENVIRONMENT_REFERENCES)) expect(ref.agb, key).toBe(CLIMATE_REFERENCES[key as keyof typeof CLIMATE_REFERENCES].agb);
  });

  it('gives land use the largest biodiversity weight and the other five the rest in Ecobalyse\'s proportions, summing to 1', () => {
    const parts = Object.keys(BIODIVERSITY_WEIGHTS) as (keyof typeof ECOBALYSE_WEIGHTS)[];
    expect(parts.sort()).toEqual(['acd', 'etf', 'fwe', 'ldu', 'swe', 'tre']);
    const pressures = parts.filter((i) => i !== 'ldu');
    const total = pressures.reduce((s, i) => s + ECOBALYSE_WEIGHTS[i], 0);
    for (const i of pressures) expect(BIODIVERSITY_WEIGHTS[i]).toBeCloseTo(((1 - BIODIVERSITY_LAND_SHARE) * ECOBALYSE_WEIGHTS[i]) / total, 5);
    expect(BIODIVERSITY_WEIGHTS.ldu).toBe(BIODIVERSITY_LAND_SHARE);
    expect(Object.values(BIODIVERSITY_WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 5);
  });

  /**
   * The derivation of the land share (ADR 0095), recomputed from the committed AGRIBALYSE file: over
   * every product (five stages, consumption left out) the composite ranks products like land use
   * with Spearman >= 0.85, over all products and on average within AGRIBALYSE's food groups, and
   * 0.8 is the smallest multiple of 0.05 that does. Nothing here reads a peer or held-out set.
   */
  it('ranks all AGRIBALYSE products like land use (Spearman >= 0.85 overall and within food groups), first at a land share of 0.8', () => {
    const totals = agribalyseEnvironmentTotals(process.cwd());
    const groups = agribalyseFoodGroups(process.cwd());
    const codes = [...totals.keys()];
    const pressures = (['etf', 'acd', 'tre', 'swe', 'fwe'] as const).map((i) => [i, ECOBALYSE_WEIGHTS[i]] as const);
    const pressureSum = pressures.reduce((s, [, w]) => s + w, 0);
    const agreement = (landShare: number) => {
      const composite = (code: string) => {
        const t = totals.get(code)!;
        return (landShare * t.ldu) / EF_NORMALISATION.ldu + pressures.reduce((s, [i, w]) => s + ((1 - landShare) * w * t[i]) / pressureSum / EF_NORMALISATION[i], 0);
      };
      const overall = spearman(codes.map(composite), codes.map((c) => totals.get(c)!.ldu));
      const within = [...new Set(groups.values())].map((g) => {
        const inGroup = codes.filter((c) => groups.get(c) === g);
        return spearman(inGroup.map(composite), inGroup.map((c) => totals.get(c)!.ldu));
      });
      return { overall, withinGroups: within.reduce((s, x) => s + x, 0) / within.length };
    };
    const chosen = agreement(BIODIVERSITY_LAND_SHARE);
    const below = agreement(BIODIVERSITY_LAND_SHARE - 0.05);
    const ecobalyse = agreement(ECOBALYSE_WEIGHTS.ldu / (ECOBALYSE_WEIGHTS.ldu + pressureSum));
    console.log(
      `biodiversity composite vs land use over ${codes.length} AGRIBALYSE products: land share ${BIODIVERSITY_LAND_SHARE} overall ${chosen.overall.toFixed(3)}, within groups ${chosen.withinGroups.toFixed(3)}; ` +
        `${(BIODIVERSITY_LAND_SHARE - 0.05).toFixed(2)}: ${below.overall.toFixed(3)}, ${below.withinGroups.toFixed(4)}; Ecobalyse's weights: ${ecobalyse.overall.toFixed(3)}, ${ecobalyse.withinGroups.toFixed(3)}`,
    );
    expect(chosen.overall).toBeGreaterThanOrEqual(0.85);
    expect(chosen.withinGroups).toBeGreaterThanOrEqual(0.85);
    expect(Math.min(below.overall, below.withinGroups)).toBeLessThan(0.85);
  });

  it('states a unit and a positive EF normalisation for every indicator, and anchors with p5 < p95', () => {
    for (const [i, unit] of Object.entries(INDICATOR_UNITS)) {
      expect(unit.length, i).toBeGreaterThan(0);
      expect(EF_NORMALISATION[i as keyof typeof EF_NORMALISATION], i).toBeGreaterThan(0);
    }
    for (const [name, a] of Object.entries(ENVIRONMENT_ANCHORS)) expect(a.p5, name).toBeLessThan(a.p95);
    expect(ENVIRONMENT_QUANTITIES.map((q) => q.field).sort()).toEqual(['biodiversityScore', 'fertilizersUseScore', 'landUseScore', 'pesticidesUseScore', 'waterScore']);
  });
});
