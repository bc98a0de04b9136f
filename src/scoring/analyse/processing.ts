import { memoize } from '../../shared/lru.js';
import { ENGLISH_ADDITIVE_NAMES, SWEDISH_ADDITIVE_NAMES, type AdditiveRow } from '../lexicon/additives.js';
import {
  ENGLISH_CARRIED,
  ENGLISH_CULINARY,
  ENGLISH_MARKERS,
  ENGLISH_PROCESSING_CATEGORIES,
  ENGLISH_SWEETENERS,
  SWEDISH_CARRIED,
  SWEDISH_CULINARY,
  SWEDISH_MARKERS,
  SWEDISH_PROCESSING_CATEGORIES,
  SWEDISH_SWEETENERS,
  SWEETENER_E_NUMBERS,
  type Marker,
} from '../lexicon/processing.js';
import { KeywordMatcher, bilingualSpecs, englishForms, type KeywordSpec, type TermRow } from '../text/matcher.js';
import { isAllergenNote } from './allergens.js';

/**
 * Processing annotations (NOVA) of ingredient items, ingredient names and category texts, read
 * with the vocabulary of lexicon/processing.ts: the processing markers of an item, how an
 * ingredient bears on group 2 (culinary itself, carried by a culinary one, or neither), whether a
 * category names a culinary ingredient or a processed food, and non-nutritive sweeteners.
 * score/nova.ts and score/nutri-score.ts decide from these.
 */

// Additives written as words count as their E-numbers.
const byENumber = ([term, e, anchor]: AdditiveRow): TermRow<Marker> => [term, eNumberGroup(e), anchor];
const MATCHER = new KeywordMatcher<Marker>([
  ...bilingualSpecs(SWEDISH_MARKERS, ENGLISH_MARKERS),
  ...bilingualSpecs(SWEDISH_ADDITIVE_NAMES.map(byENumber), []),
  // English additive names are not pluralised: "carrageenans" and "pectins" are listed as written.
  ...ENGLISH_ADDITIVE_NAMES.map(([term, e, anchor]): KeywordSpec<Marker> => ({ term, value: eNumberGroup(e), anchor: anchor ?? 'word' })),
]);

const E_NUMBER = /\be\s?-?(\d{3,4})[a-z]?\b/g;

/** NOVA group implied by one E-number (0 when it is not a marker). */
export function eNumberGroup(n: number): Marker {
  if ((n >= 100 && n <= 182) || (n >= 620 && n <= 637) || (n >= 950 && n <= 969) || (n >= 400 && n <= 495)) return 4;
  if (n >= 1400 || n === 551 || (n >= 900 && n <= 907) || (n >= 938 && n <= 943) || n === 322) return 4;
  if (n >= 249 && n <= 252) return 3;
  return 0;
}

export interface NovaMarkers {
  group3: boolean;
  group4: boolean;
  markers: string[];
}

export interface NovaMarkerHit {
  /** The marker as written: a word or an E-number. */
  marker: string;
  group: 3 | 4;
}

// "(gluten)", "(MJÖLK)": an allergen note in brackets names no added ingredient.
const BRACKET = /\(([^()]*)\)/g;
function withoutAllergenNotes(text: string): string {
  if (!text.includes('(')) return text;
  BRACKET.lastIndex = 0;
  return text.replace(BRACKET, (whole, inner: string) => (inner.split(',').every((p) => isAllergenNote(p)) ? ' ' : whole));
}

/** Every processing marker in a text (allergen notes in brackets left out), words first, then E-numbers. */
export function novaMarkerHits(raw: string): NovaMarkerHit[] {
  const text = withoutAllergenNotes(raw);
  const hits: NovaMarkerHit[] = [];
  for (const h of MATCHER.scan(text)) if (h.value === 3 || h.value === 4) hits.push({ marker: text.slice(h.start, h.end), group: h.value });
  E_NUMBER.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = E_NUMBER.exec(text)) !== null) {
    const g = eNumberGroup(Number(m[1]));
    if (g !== 0) hits.push({ marker: m[0], group: g });
  }
  return hits;
}

export function findMarkers(text: string): NovaMarkers {
  const hits = novaMarkerHits(text);
  return { group3: hits.some((h) => h.group === 3), group4: hits.some((h) => h.group === 4), markers: hits.map((h) => h.marker) };
}

/** Culinary ingredients (NOVA group 2) by name. */
const CULINARY = new KeywordMatcher<boolean>(bilingualSpecs(SWEDISH_CULINARY, ENGLISH_CULINARY));
/** What a culinary ingredient may carry and stay one. */
const CARRIED = new KeywordMatcher<boolean>(bilingualSpecs(SWEDISH_CARRIED, ENGLISH_CARRIED));
const E_NUMBER_NAME = /^e\s?-?\d{3,4}[a-z]?$/;

/** How an ingredient bears on group 2: culinary itself, carried by a culinary one, or neither. */
export type LeafKind = 'culinary' | 'carried' | 'other';
export const leafKind = memoize(5000, (name: string): LeafKind => {
  const h = CULINARY.longest(name);
  return h !== null && h.value ? 'culinary' : E_NUMBER_NAME.test(name) || CARRIED.test(name) ? 'carried' : 'other';
});

/** Category words for NOVA alone: culinary products (2) and processed foods (3). */
const CATEGORY = new KeywordMatcher<2 | 3 | 0>(bilingualSpecs<2 | 3 | 0>(SWEDISH_PROCESSING_CATEGORIES, ENGLISH_PROCESSING_CATEGORIES));

export const novaCategory = memoize(5000, (text: string): { culinary: boolean; processed: boolean } => {
  const v = { culinary: false, processed: false };
  for (const h of CATEGORY.scan(text)) {
    if (h.value === 2) v.culinary = true;
    else if (h.value === 3) v.processed = true;
  }
  return v;
});

// Non-nutritive sweeteners only; polyols (E420, E421, E953, E965–E968) do not count.
const SWEETENERS = new KeywordMatcher<true>([
  ...SWEDISH_SWEETENERS.map((t): KeywordSpec<true> => ({ term: t, value: true, anchor: 'start' })),
  ...ENGLISH_SWEETENERS.flatMap((t) => englishForms(t).map((f): KeywordSpec<true> => ({ term: f, value: true, anchor: 'word' }))),
  ...SWEETENER_E_NUMBERS.flatMap((e) => [`e${e}`, `e ${e}`, `e-${e}`].map((f): KeywordSpec<true> => ({ term: f, value: true, anchor: 'word' }))),
]);

export function hasSweeteners(containsText: string): boolean {
  return containsText !== '' && SWEETENERS.test(containsText);
}
