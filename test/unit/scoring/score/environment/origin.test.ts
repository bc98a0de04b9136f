import { describe, expect, it } from 'vitest';
import { NITROGEN, PESTICIDES } from '../../../../../src/scoring/data/country-indices.js';
import { ENVIRONMENT_INDICATORS } from '../../../../../src/scoring/data/environment-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { ORIGIN_RATIO_BOUNDS } from '../../../../../src/scoring/score/environment/origin.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * Sign checks for origin (issue 30): the same product from two origins moves in the direction the
 * FAOSTAT per-hectare data says, on the farm stage only, by at most the clamp; water and land use
 * keep the French basis; an unknown origin is the French basis.
 */
const flour = (origin?: string): ProductData => ({
  name: 'Vetemjöl',
  ingredients: 'Vetemjöl',
  category: 'Mjöl',
  ...(origin ? { country_of_origin: origin } : {}),
  size: 2,
  size_unit: 'kg',
});
const at = (i: (typeof ENVIRONMENT_INDICATORS)[number]) => ENVIRONMENT_INDICATORS.indexOf(i);
const farm = (p: ProductData) => traceProduct(p).environment!.stages.farm;

describe('origin on the farm stage', () => {
  const pairs: [string, string, string, string][] = [
    ['Sverige', 'SE', 'Spanien', 'ES'],
    ['Nederländerna', 'NL', 'Polen', 'PL'],
    ['Italien', 'IT', 'Kanada', 'CA'],
  ];

  it.each(pairs)('%s vs %s: pesticide and fertiliser scores move as FAOSTAT use per hectare does', (a, aCode, b, bCode) => {
    const sa = traceProduct(flour(a)).scores;
    const sb = traceProduct(flour(b)).scores;
    const pest = Math.sign(PESTICIDES.values[bCode]! - PESTICIDES.values[aCode]!);
    const nitrogen = Math.sign(NITROGEN.values[bCode]! - NITROGEN.values[aCode]!);
    expect(pest).not.toBe(0);
    expect(nitrogen).not.toBe(0);
    // more use where the product comes from → a lower (worse) score
    expect(Math.sign(sa.pesticidesUseScore! - sb.pesticidesUseScore!)).toBe(pest);
    expect(Math.sign(sa.fertilizersUseScore! - sb.fertilizersUseScore!)).toBe(nitrogen);
  });

  it('scales the farm stage by the clamped ratio to France, and leaves water and land use at the French basis', () => {
    const fr = farm(flour('Frankrike'));
    const unknown = farm(flour());
    const se = farm(flour('Sverige'));
    expect([...unknown]).toEqual([...fr]);
    const expected = Math.min(ORIGIN_RATIO_BOUNDS[1], Math.max(ORIGIN_RATIO_BOUNDS[0], PESTICIDES.values.SE! / PESTICIDES.values.FR!));
    expect(se[at('etf')]! / fr[at('etf')]!).toBeCloseTo(expected, 10);
    expect(se[at('swe')]! / fr[at('swe')]!).toBeCloseTo(Math.min(ORIGIN_RATIO_BOUNDS[1], Math.max(ORIGIN_RATIO_BOUNDS[0], NITROGEN.values.SE! / NITROGEN.values.FR!)), 10);
    for (const i of ['wtu', 'ldu', 'fwe', 'acd'] as const) expect(se[at(i)]).toBe(fr[at(i)]);
  });

  it('changes nothing beyond the farm stage but transport', () => {
    const fr = traceProduct(flour('Frankrike')).environment!.stages;
    const se = traceProduct(flour('Sverige')).environment!.stages;
    for (const stage of ['processing', 'packaging', 'retail'] as const) expect([...se[stage]]).toEqual([...fr[stage]]);
  });
});
