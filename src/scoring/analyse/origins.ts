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

/** First origin of a free-text field, or null. */
export function resolveCountry(text: string | null | undefined): Origin | null {
  return parseOrigins(text)[0] ?? null;
}

export type { Origin } from './origin-table.js';
