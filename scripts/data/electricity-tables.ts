import { readCsv, num } from './csv.js';

export const ELECTRICITY_FILE = 'ember-electricity-co2-intensity-subset.csv';

export interface ElectricityFactor {
  /** kg CO2e per kWh (the file's g per kWh / 1,000). */
  value: number;
  year: number;
  name: string;
}

/**
 * Ember's carbon intensity of electricity per country, keyed by the ISO 3166-1 alpha-2 code of
 * the service's country table (the file is keyed by alpha-3), plus the world figure.
 */
export function buildElectricityTable(sourcesDir: string, countries: readonly { iso2: string; iso3: string }[]): { byCountry: Record<string, ElectricityFactor>; world: ElectricityFactor } {
  const rows = readCsv(sourcesDir, ELECTRICITY_FILE);
  const factor = (row: Record<string, string>): ElectricityFactor => {
    const where = `${ELECTRICITY_FILE}: ${row.country_or_region}`;
    const g = num(row.emissions_intensity_gco2_per_kwh, where);
    const year = num(row.year, where);
    if (g === null || year === null) throw new Error(`${where}: intensity and year are required`);
    return { value: Math.round(g * 100) / 100000, year, name: row.country_or_region ?? '' };
  };
  const byIso3 = new Map(rows.filter((row) => row.country_code).map((row) => [row.country_code, row]));
  const byCountry: Record<string, ElectricityFactor> = {};
  for (const c of countries) {
    const row = byIso3.get(c.iso3);
    if (!row) throw new Error(`${ELECTRICITY_FILE}: no row for ${c.iso3}`);
    byCountry[c.iso2] = factor(row);
  }
  const worldRow = rows.find((row) => row.country_or_region === 'World');
  if (!worldRow) throw new Error(`${ELECTRICITY_FILE}: no World row`);
  return { byCountry, world: factor(worldRow) };
}
