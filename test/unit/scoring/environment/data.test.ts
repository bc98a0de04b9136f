import { describe, expect, it } from 'vitest';
import {
  BIODIVERSITY_WEIGHTS,
  ECOBALYSE_WEIGHTS,
  EF_NORMALISATION,
  ENVIRONMENT_ANCHORS,
  ENVIRONMENT_REFERENCES,
  INDICATOR_UNITS,
} from '../../../../src/scoring/data/environment-references.js';
import { CLIMATE_REFERENCES } from '../../../../src/scoring/data/climate-references.js';
import { ENVIRONMENT_QUANTITIES } from '../../../../src/scoring/score/environment/quantities.js';

/** The generated environment table against the climate table it extends and the method it states. */
describe('environment reference table', () => {
  it('holds the same references as the climate table, from the same AGRIBALYSE products', () => {
    expect(Object.keys(ENVIRONMENT_REFERENCES).sort()).toEqual(Object.keys(CLIMATE_REFERENCES).sort());
    for (const [key, ref] of Object.entries(ENVIRONMENT_REFERENCES)) expect(ref.agb, key).toBe(CLIMATE_REFERENCES[key as keyof typeof CLIMATE_REFERENCES].agb);
  });

  it('rescales Ecobalyse\'s weights of the six biodiversity parts to sum 1', () => {
    const parts = Object.keys(BIODIVERSITY_WEIGHTS) as (keyof typeof ECOBALYSE_WEIGHTS)[];
    expect(parts.sort()).toEqual(['acd', 'etf', 'fwe', 'ldu', 'swe', 'tre']);
    const total = parts.reduce((s, i) => s + ECOBALYSE_WEIGHTS[i], 0);
    for (const i of parts) expect(BIODIVERSITY_WEIGHTS[i]).toBeCloseTo(ECOBALYSE_WEIGHTS[i] / total, 5);
    expect(Object.values(BIODIVERSITY_WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 5);
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
