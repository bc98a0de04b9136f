import { memoize } from '../../shared/lru.js';
import { mayBeCountryCode, originListPieces } from '../parse/origin-list.js';
import { LEXICON } from './lexicon.js';
import { BY_CODE, BY_EXACT, type Origin } from './origin-table.js';

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
/** No origin: one list for every empty field, not one allocated per field and product. */
const NO_ORIGINS: readonly Origin[] = [];

export function parseOrigins(text: string | null | undefined): readonly Origin[] {
  if (typeof text !== 'string' || text.trim() === '') return NO_ORIGINS;
  return originsOf(text);
}

/** Origin fields repeat across a catalogue ("Sverige", "EU"), so their reading is memoised. */
const originsOf = memoize(CACHE_LIMIT, (text: string): readonly Origin[] => {
  const found: Origin[] = [];
  for (const p of originListPieces(text)) {
    const exact = mayBeCountryCode(p) ? BY_EXACT.get(p) : undefined;
    if (exact) {
      if (!found.includes(exact)) found.push(exact);
      continue;
    }
    for (const h of LEXICON.scan(p, 'origin')) if (!found.includes(h.value)) found.push(h.value);
  }
  return found;
});

const AIR_VARIANTS = new Map<string, Origin>();
/** The same origin with its goods carried by air, as a label states (ADR 0125); one object per origin. */
export function carriedByAir(o: Origin): Origin {
  let air = AIR_VARIANTS.get(o.code);
  if (!air) AIR_VARIANTS.set(o.code, (air = { ...o, mode: 'air' }));
  return air;
}

const AIR_LISTS = new WeakMap<readonly Origin[], readonly Origin[]>();
/** A list of origins carried by air; the same list object for the same list (routes are memoised per list). */
export function listCarriedByAir(list: readonly Origin[]): readonly Origin[] {
  if (list.length === 0) return list;
  let air = AIR_LISTS.get(list);
  if (!air) AIR_LISTS.set(list, (air = list.map(carriedByAir)));
  return air;
}

/**
 * Where air-freighted goods come from when the label states air freight but no origin (ADR 0125):
 * Kenya, AGRIBALYSE 3.1.1's own origin for its air-freighted vegetable (20061_2, "Kenya by plane"),
 * the nearer of its two air-freighted rows (the mango of 13025_2 is flown from Brazil). It carries the
 * goods only: no other score reads it as the product's origin.
 */
export const DEFAULT_AIR_ORIGINS: readonly Origin[] = [carriedByAir(originByCode('KE')!)];

/** First origin of a free-text field, or null. */
export function resolveCountry(text: string | null | undefined): Origin | null {
  return parseOrigins(text)[0] ?? null;
}

export type { Origin } from './origin-table.js';
