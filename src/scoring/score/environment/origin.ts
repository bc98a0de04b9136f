import { NITROGEN, PESTICIDES } from '../../data/country-indices.js';
import type { CountryTable } from '../../data/country-table.js';
import { ENVIRONMENT_INDICATORS, type EnvironmentIndicator } from '../../data/environment-references.js';
import type { Origin } from '../../analyse/origins.js';
import { tableValue } from '../country-scores.js';
import { clamp } from '../math.js';

/**
 * Origin on the farm stage (docs/methodology.md, "Environment"; ADR 0093): AGRIBALYSE describes
 * French supply, so a declared origin scales the farm stage by the origin's FAOSTAT use per hectare
 * of cropland relative to France's: pesticides scale freshwater ecotoxicity, nitrogen scales marine
 * and terrestrial eutrophication. The ratio is clamped to ×0.5–×2, not the ×0.25–×4 the research
 * brief proposed for per-kg ratios: no yield file is committed, so the ratio is per hectare, and a
 * country's mean over all its cropland says little about one crop (France's pesticide figure is
 * raised by its vineyards and orchards; high-input countries also harvest more per hectare, which
 * pulls per-kg ratios towards 1). Narrower bounds keep the direction the data gives, which the sign
 * checks test, without letting a national mean outweigh the food itself. Water, land use,
 * freshwater (phosphorus) eutrophication and acidification are left at the French basis: no
 * country table with a licence that allows it is committed for water scarcity (AWARE), and none
 * for phosphorus. An origin without a value, and an unknown origin, keep ratio 1 (the French basis,
 * which already holds France's import mix).
 */
export const ORIGIN_RATIO_BOUNDS = [0.5, 2] as const;
const BASIS = 'FR';

/** Which country table scales which indicators of the farm stage. */
export const ORIGIN_TABLES: readonly { table: CountryTable; indicators: readonly EnvironmentIndicator[] }[] = [
  { table: PESTICIDES, indicators: ['etf'] },
  { table: NITROGEN, indicators: ['swe', 'tre'] },
];

function ratioOf(table: CountryTable, o: Origin): number {
  const basis = table.values[BASIS];
  const v = tableValue(table, o);
  if (v === null || basis === undefined || !(basis > 0)) return 1;
  return clamp(v / basis, ORIGIN_RATIO_BOUNDS[0], ORIGIN_RATIO_BOUNDS[1]);
}

const NEUTRAL: readonly number[] = ENVIRONMENT_INDICATORS.map(() => 1);
const byOrigins = new WeakMap<readonly Origin[], readonly number[]>();

/** The farm-stage factor of each indicator (ENVIRONMENT_INDICATORS order) for an origin list: the mean over its origins. */
export function farmOriginFactors(origins: readonly Origin[]): readonly number[] {
  if (origins.length === 0) return NEUTRAL;
  let f = byOrigins.get(origins);
  if (f === undefined) {
    const out = [...NEUTRAL];
    for (const { table, indicators } of ORIGIN_TABLES) {
      const mean = origins.reduce((s, o) => s + ratioOf(table, o), 0) / origins.length;
      for (const i of indicators) out[ENVIRONMENT_INDICATORS.indexOf(i)] = mean;
    }
    byOrigins.set(origins, (f = out));
  }
  return f;
}
