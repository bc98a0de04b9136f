import { describe, it, expect } from 'vitest';
import { haversineKm, legKgCo2e, routeKgCo2e, routeLabel } from '../../../../../src/scoring/score/climate/transport.js';
import { DEFAULT_AIR_ORIGINS, carriedByAir, resolveCountry } from '../../../../../src/scoring/analyse/origins.js';
import { DESNZ_FREIGHT_KG_CO2E_PER_TKM } from '../../../../../src/scoring/data/desnz-factors.js';

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

describe('air freight the label states (ADR 0125)', () => {
  const se = resolveCountry('SE')!;
  const pe = resolveCountry('PE')!;

  it('flies the goods the great-circle distance at DESNZ long-haul air freight with radiative forcing, plus the road to and from the airports', () => {
    const d = haversineKm(pe.lat, pe.lon, se.lat, se.lon);
    expect(legKgCo2e(carriedByAir(pe), se)).toBeCloseTo((d * DESNZ_FREIGHT_KG_CO2E_PER_TKM.airLongHaulWithRF + 500 * 0.10163) / 1000, 9);
    // Two orders of magnitude above the same origin by sea.
    expect(legKgCo2e(carriedByAir(pe), se) / legKgCo2e(pe, se)).toBeGreaterThan(20);
  });

  it('keeps the sea and air routes of one origin apart in the route cache', () => {
    const sea = routeKgCo2e(pe, null);
    const air = routeKgCo2e(carriedByAir(pe), null);
    expect(air).toBeGreaterThan(sea * 10);
    expect(routeKgCo2e(pe, null)).toBe(sea);
  });

  it('names a flown route so, and the default origin as the default', () => {
    expect(routeLabel([pe])).toBe('PE');
    expect(routeLabel([carriedByAir(pe)])).toBe('PE by air');
    expect(routeLabel(DEFAULT_AIR_ORIGINS)).toBe('KE (default) by air');
  });

  it('the factor agrees with what AGRIBALYSE 3.1.1 implies for its own air-freighted rows', () => {
    // 13025_2 (mango, Brazil by plane) carries 10.382 kg CO2e/kg, 13025_1 (by boat) 0.430; 20061_2 (green
    // beans, Kenya by plane) 6.296, 20061_1 0.241 (the climate-by-stage file kept with the service). Per
    // tonne-km over the great-circle distance from the country to France, the difference lies within
    // ×1.5 of DESNZ's 0.89939.
    const fr = resolveCountry('FR')!;
    const implied = (from: string, air: number, sea: number): number => {
      const o = resolveCountry(from)!;
      return ((air - sea) * 1000) / haversineKm(o.lat, o.lon, fr.lat, fr.lon);
    };
    for (const perTkm of [implied('BR', 10.382059, 0.43034527), implied('KE', 6.296047, 0.24073503)]) {
      expect(perTkm / DESNZ_FREIGHT_KG_CO2E_PER_TKM.airLongHaulWithRF).toBeGreaterThan(1 / 1.5);
      expect(perTkm / DESNZ_FREIGHT_KG_CO2E_PER_TKM.airLongHaulWithRF).toBeLessThan(1.5);
    }
  });
});
