import { COUNTRIES, EU_CENTRE, type CountryRow } from '../data/countries.js';
import type { KeywordSpec } from '../text/matcher.js';

/** The origins the engine knows (the countries of data/countries.ts and the EU), by code and by name. */

/** One resolved origin: a country, or the EU taken as a whole. */
export interface Origin {
  /** ISO alpha-2, or "EU". */
  code: string;
  lat: number;
  lon: number;
  /** How goods from it travel: by road inside the road-connected area, by sea from elsewhere, by air when the label says so (ADR 0125). */
  mode: 'road' | 'sea' | 'air';
  /** Member countries whose indices stand in for "EU" (just the country itself otherwise). */
  members: readonly string[];
  region: CountryRow['region'] | null;
}

export const BY_CODE = new Map<string, Origin>();
/** ISO alpha-2 and alpha-3 codes and "eu", lower case: they count only as a whole value. */
export const BY_EXACT = new Map<string, Origin>();

function toOrigin(c: CountryRow): Origin {
  return { code: c.iso2, lat: c.lat, lon: c.lon, mode: c.mode, members: [c.iso2], region: c.region };
}

export const EU_ORIGIN: Origin = {
  code: 'EU',
  lat: EU_CENTRE.lat,
  lon: EU_CENTRE.lon,
  mode: 'road',
  members: COUNTRIES.filter((c) => c.eu).map((c) => c.iso2),
  region: 'EUNA',
};

/** Country and EU names, for the lexicon's origin facet. */
export const ORIGIN_NAME_SPECS: KeywordSpec<Origin>[] = [];
for (const c of COUNTRIES) {
  const o = toOrigin(c);
  BY_CODE.set(c.iso2, o);
  // ISO codes only count when they are the whole value: "in", "de", "is" are ordinary words.
  BY_EXACT.set(c.iso2.toLowerCase(), o);
  BY_EXACT.set(c.iso3.toLowerCase(), o);
  for (const n of [...c.en, ...c.sv]) ORIGIN_NAME_SPECS.push({ term: n, value: o, anchor: 'word' });
}
BY_CODE.set('EU', EU_ORIGIN);
for (const n of ['eu', 'e.u.', 'european union', 'europeiska unionen', 'eu-länder', 'eu-land', 'europa', 'europe']) {
  ORIGIN_NAME_SPECS.push({ term: n, value: EU_ORIGIN, anchor: 'word' });
}
BY_EXACT.set('eu', EU_ORIGIN);
