import type { DataValue, SourcedTableMeta } from './meta.js';

/**
 * A country-level indicator keyed by ISO 3166-1 alpha-2 (or, for regional tables, by region id).
 * `values` is the flat lookup the scorers use on the hot path; `years` records the year of each
 * value. A country of data/countries.ts that the source has no figure for is listed in `missing`;
 * scorers then use only the origins that do have one (or return null).
 */
export interface CountryTable extends SourcedTableMeta {
  /** What the figure is, for explanations and docs. */
  name: string;
  unit: string;
  values: Readonly<Record<string, number>>;
  years: Readonly<Record<string, number>>;
  missing: readonly string[];
}

/** The figure for one key with its year and source, or null when the table has none. */
export function countryValue(table: CountryTable, key: string): DataValue | null {
  const value = table.values[key];
  if (value === undefined) return null;
  return { value, year: table.years[key] ?? null, sourceId: table.sourceId, estimate: table.estimate };
}
