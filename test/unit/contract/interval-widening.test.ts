import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTERVAL_WIDENING } from '../../../src/scoring/params.js';

/**
 * Partners read in the contract how much wider than propagated each 90 % interval is drawn. The factors are
 * recomputed when a method moves the calibration sets (ADR 0170, interval-calibration.test.ts), and the contract had
 * kept older ones (climate 1.18, water 1.89 …) while the service drew others; this holds the two together.
 */
const contract = readFileSync(new URL('../../../openapi/v2.yaml', import.meta.url), 'utf8');

describe('the interval widening the contract states', () => {
  it('is the climate factor the service draws CO2e\'s interval with', () => {
    const stated = /drawn ([\d.]+) times wider/.exec(contract);
    expect(Number(stated?.[1])).toBe(INTERVAL_WIDENING.climate);
  });

  it('is each environmental quantity\'s factor the service draws with', () => {
    const stated = /own factor \(water ([\d.]+), land use ([\d.]+), eutrophication ([\d.]+), ecotoxicity ([\d.]+), biodiversity ([\d.]+)\)/.exec(contract);
    expect(stated?.slice(1).map(Number)).toEqual([
      INTERVAL_WIDENING.water, INTERVAL_WIDENING.landUse, INTERVAL_WIDENING.eutrophication,
      INTERVAL_WIDENING.ecotoxicityToGate, INTERVAL_WIDENING.biodiversity,
    ]);
  });
});
