import { memoize } from '../../shared/lru.js';
import { isAllergenNote } from './allergens.js';
import type { Marker } from '../lexicon/processing.js';
import type { KeywordHit } from '../text/matcher.js';
import { LEXICON, eNumberGroup } from './lexicon.js';
import { eNumbersIn, isENumber } from '../text/e-numbers.js';
import { blankInnermostBrackets } from '../text/words.js';

export { eNumberGroup } from './lexicon.js';

/**
 * Processing annotations (NOVA) of ingredient items, ingredient names and category texts, read
 * with the vocabulary of lexicon/processing.ts: the processing markers of an item, how an
 * ingredient bears on group 2 (culinary itself, carried by a culinary one, or neither), whether a
 * category names a culinary ingredient or a processed food, and non-nutritive sweeteners.
 * score/nova.ts and score/nutri-score.ts decide from these.
 */

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
const withoutAllergenNotes = (text: string): string => blankInnermostBrackets(text, (parts) => parts.every((p) => isAllergenNote(p)));

/** Every processing marker in a text (allergen notes in brackets left out), words first, then E-numbers. */
export function novaMarkerHits(raw: string): NovaMarkerHit[] {
  const text = withoutAllergenNotes(raw);
  return markersOf(text, LEXICON.scan(text, 'marker'));
}

/** The markers of a text without brackets, from its marker-word hits (which may come from a scan shared with other facets) and its E-numbers. */
export function markersOf(text: string, words: readonly KeywordHit<Marker>[]): NovaMarkerHit[] {
  const hits: NovaMarkerHit[] = [];
  for (const h of words) if (h.value === 3 || h.value === 4) hits.push({ marker: text.slice(h.start, h.end), group: h.value });
  for (const e of eNumbersIn(text)) {
    const g = eNumberGroup(e.n);
    if (g !== 0) hits.push({ marker: e.written, group: g });
  }
  return hits;
}

export function findMarkers(text: string): NovaMarkers {
  const hits = novaMarkerHits(text);
  return { group3: hits.some((h) => h.group === 3), group4: hits.some((h) => h.group === 4), markers: hits.map((h) => h.marker) };
}

/** How an ingredient bears on group 2: culinary itself, carried by a culinary one, or neither. */
export type LeafKind = 'culinary' | 'carried' | 'other';
export const leafKind = memoize(5000, (name: string): LeafKind => {
  const h = LEXICON.longest(name, 'culinary');
  return h !== null && h.value ? 'culinary' : isENumber(name) || LEXICON.test(name, 'carried') ? 'carried' : 'other';
});

/** What a category text says for NOVA: a culinary ingredient (group 2) or a processed food (group 3). */
export interface NovaCategory {
  culinary: boolean;
  processed: boolean;
}

export const novaCategory = memoize(5000, (text: string): NovaCategory => {
  const v = { culinary: false, processed: false };
  for (const h of LEXICON.scan(text, 'processingCategory')) {
    if (h.value === 2) v.culinary = true;
    else if (h.value === 3) v.processed = true;
  }
  return v;
});

export function hasSweeteners(containsText: string): boolean {
  return containsText !== '' && LEXICON.test(containsText, 'sweetener');
}
