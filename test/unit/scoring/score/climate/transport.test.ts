import { describe, it, expect } from 'vitest';
import { haversineKm, legKgCo2e } from '../../../../../src/scoring/score/climate/transport.js';
import { resolveCountry } from '../../../../../src/scoring/analyse/origins.js';

describe('transport geometry', () => {
  it('computes haversine distances', () => {
    // Stockholm–Göteborg ≈ 398 km
    expect(haversineKm(59.33, 18.07, 57.71, 11.97)).toBeCloseTo(398, -1);
  });

  it('uses road inside Europe and sea beyond', () => {
    const se = resolveCountry('SE')!;
    const es = resolveCountry('ES')!;
    const br = resolveCountry('BR')!;
    const dEs = haversineKm(es.lat, es.lon, se.lat, se.lon);
    expect(legKgCo2e(es, se)).toBeCloseTo((dEs * 1.2 * 0.10163) / 1000, 9);
    const dBr = haversineKm(br.lat, br.lon, se.lat, se.lon);
    expect(legKgCo2e(br, se)).toBeCloseTo((dBr * 1.4 * 0.01612 + 500 * 0.10163) / 1000, 9);
  });
});
