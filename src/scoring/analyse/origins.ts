import { memoize } from '../../shared/lru.js';
import { COUNTRIES, EU_CENTRE, type CountryRow } from '../data/countries.js';
import { KeywordMatcher, type KeywordSpec } from '../text/matcher.js';
import { normalizeText } from '../text/normalize.js';

/** One resolved origin: a country, or the EU taken as a whole. */
export interface Origin {
  /** ISO alpha-2, or "EU". */
  code: string;
  lat: number;
  lon: number;
  mode: 'road' | 'sea';
  /** Member countries whose indices stand in for "EU" (just the country itself otherwise). */
  members: readonly string[];
  region: CountryRow['region'] | null;
}

const BY_CODE = new Map<string, Origin>();
const BY_EXACT = new Map<string, Origin>();

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

const nameSpecs: KeywordSpec<Origin>[] = [];
for (const c of COUNTRIES) {
  const o = toOrigin(c);
  BY_CODE.set(c.iso2, o);
  // ISO codes only count when they are the whole value: "in", "de", "is" are ordinary words.
  BY_EXACT.set(c.iso2.toLowerCase(), o);
  BY_EXACT.set(c.iso3.toLowerCase(), o);
  for (const n of [...c.en, ...c.sv]) nameSpecs.push({ term: n, value: o, anchor: 'word' });
}
BY_CODE.set('EU', EU_ORIGIN);
for (const n of ['eu', 'e.u.', 'european union', 'europeiska unionen', 'eu-länder', 'eu-land', 'europa', 'europe']) {
  nameSpecs.push({ term: n, value: EU_ORIGIN, anchor: 'word' });
}
BY_EXACT.set('eu', EU_ORIGIN);

const NAME_MATCHER = new KeywordMatcher(nameSpecs);

// "Non-EU" says where a thing is not from; it must not resolve to the EU.
const NON_EU = /\b(?:icke|non|utanför|outside(?: the)?|ej)[\s-]+eu\b|\bnon-eu\b/g;
const CODE_PIECE = /^[a-z]{2,3}$/;

/** The country with this ISO alpha-2 code, or the EU pseudo-origin for "EU". */
export function originByCode(code: string): Origin | null {
  return BY_CODE.get(code.toUpperCase()) ?? null;
}

const CACHE_LIMIT = 5000;

/**
 * All origins named in a free-text origin field: Swedish or English names, ISO alpha-2/3 codes,
 * "EU", lists ("Spanien/Italien", "Sverige och Danmark") and phrases ("Made in Sweden").
 * Unknown names are skipped; an empty result means nothing could be resolved.
 */
export function parseOrigins(text: string | null | undefined): readonly Origin[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  return originsOf(text);
}

/** Origin fields repeat across a catalogue ("Sverige", "EU"), so their reading is memoised. */
const originsOf = memoize(CACHE_LIMIT, (text: string): readonly Origin[] => {
  const norm = normalizeText(text).replace(NON_EU, ' ');
  const found: Origin[] = [];
  for (const piece of norm.split(/[/,;|+&]|\s(?:och|and|eller|or)\s/)) {
    const p = piece.replace(/[.:()[\]"]/g, ' ').trim();
    const exact = CODE_PIECE.test(p) ? BY_EXACT.get(p) : undefined;
    if (exact) {
      if (!found.includes(exact)) found.push(exact);
      continue;
    }
    for (const h of NAME_MATCHER.scan(p)) if (!found.includes(h.value)) found.push(h.value);
  }
  return found;
});

/** First origin of a free-text field, or null. */
export function resolveCountry(text: string | null | undefined): Origin | null {
  return parseOrigins(text)[0] ?? null;
}
