import { columnStartingWith, num, readCsv } from './csv.js';
import { addObservation, selectLatest, type Country, type Selection, type Series } from './series.js';

const ISO3 = /^[A-Z]{3}$/;

/** UNDP HDR composite indices: one row per country, one `<prefix>_<year>` column per year. */
function undpSeries(rows: Record<string, string>[], prefix: 'hdi' | 'gii', file: string): Map<string, Series> {
  const out = new Map<string, Series>();
  const yearCol = new RegExp(`^${prefix}_(\\d{4})$`);
  for (const r of rows) {
    const iso3 = r['iso3'] ?? '';
    if (!ISO3.test(iso3)) continue; // regional aggregates are ZZA.VHHD … ZZK.WORLD
    for (const [col, cell] of Object.entries(r)) {
      const m = yearCol.exec(col);
      const v = m ? num(cell, `${file} ${iso3} ${col}`) : null;
      if (m && v !== null) addObservation(out, iso3, Number(m[1]), v, file);
    }
  }
  return out;
}

/** World Bank WGI bulk file: one row per country and indicator code, one column per year. */
function wgiSeries(rows: Record<string, string>[], indicator: string, file: string): Map<string, Series> {
  const out = new Map<string, Series>();
  for (const r of rows) {
    if (r['Indicator Code'] !== indicator) continue;
    const iso3 = r['Country Code'] ?? '';
    for (const [col, cell] of Object.entries(r)) {
      if (!/^\d{4}$/.test(col)) continue;
      const v = num(cell, `${file} ${iso3} ${col}`);
      if (v !== null) addObservation(out, iso3, Number(col), v, file);
    }
  }
  return out;
}

/** Our World in Data long format: Entity, Code (ISO alpha-3; empty for regions), Year, value. */
function owidSeries(rows: Record<string, string>[], valuePrefix: string, file: string): Map<string, Series> {
  const col = columnStartingWith(rows, valuePrefix, file);
  const out = new Map<string, Series>();
  for (const r of rows) {
    const iso3 = r['Code'] ?? '';
    if (!ISO3.test(iso3)) continue; // OWID_WRL and regions have no ISO code
    const v = num(r[col], `${file} ${iso3} ${r['Year']}`);
    if (v !== null) addObservation(out, iso3, Number(r['Year']), v, file);
  }
  return out;
}

export interface CountryTables {
  hdi: Selection;
  gii: Selection;
  wgiVoice: Selection;
  pesticides: Selection;
  nitrogen: Selection;
  antibiotics: Selection;
  /** The highest GII of any country in the reference year: the 0 anchor of the equality score. */
  giiWorst: { value: number; iso3: string; country: string; year: number };
}

export const FILES = {
  undp: 'undp-hdr-2023-24-composite-indices.csv',
  wgi: 'worldbank-wgi-2023-update.csv',
  pesticides: 'faostat-pesticides-per-ha-cropland-owid.csv',
  nitrogen: 'faostat-nitrogen-per-ha-cropland-owid.csv',
  antibiotics: 'owid-antibiotic-use-in-livestock.csv',
} as const;

export function buildCountryTables(sourcesDir: string, countries: readonly Country[]): CountryTables {
  const undp = readCsv(sourcesDir, FILES.undp);
  const giiSeries = undpSeries(undp, 'gii', FILES.undp);
  const gii = selectLatest(giiSeries, countries);
  let giiWorst: CountryTables['giiWorst'] | null = null;
  for (const [iso3, s] of giiSeries) {
    const v = s.get(gii.year);
    if (v !== undefined && (giiWorst === null || v > giiWorst.value)) {
      const country = undp.find((r) => r['iso3'] === iso3)?.['country'] ?? iso3;
      giiWorst = { value: v, iso3, country, year: gii.year };
    }
  }
  if (giiWorst === null) throw new Error(`${FILES.undp}: no GII for ${gii.year}`);
  return {
    hdi: selectLatest(undpSeries(undp, 'hdi', FILES.undp), countries),
    gii,
    wgiVoice: selectLatest(wgiSeries(readCsv(sourcesDir, FILES.wgi), 'VA.PER.RNK', FILES.wgi), countries),
    pesticides: selectLatest(owidSeries(readCsv(sourcesDir, FILES.pesticides), 'Pesticides (total)', FILES.pesticides), countries),
    nitrogen: selectLatest(owidSeries(readCsv(sourcesDir, FILES.nitrogen), 'Nutrient nitrogen N (total)', FILES.nitrogen), countries),
    antibiotics: selectLatest(owidSeries(readCsv(sourcesDir, FILES.antibiotics), 'Antibiotic use in livestock', FILES.antibiotics), countries),
    giiWorst,
  };
}
