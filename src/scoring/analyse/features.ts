import { memoize } from '../../shared/lru.js';
import type { KeywordHit } from '../text/matcher.js';
import { allergenEvidence, declaresAsWritten, evidenceOf, type AllergenId } from './allergens.js';
import { LEXICON, type FacetValues } from './lexicon.js';
import { hasSweeteners, markersOf, novaMarkerHits, type NovaMarkerHit } from './processing.js';

/**
 * The annotations of one top-level ingredient item, read once: the allergens it names (with the
 * words that name them), its processing markers and whether it holds a sweetener. The scores
 * (allergen list, NOVA, Nutri-Score) and the explanation both read these; neither scans the item again.
 */
export interface ItemAnnotation {
  /** The item as written in the normalised statement. */
  text: string;
  /** Each allergen the item names, with the words that name it (in text order). */
  allergens: ReadonlyMap<AllergenId, readonly string[]>;
  markers: readonly NovaMarkerHit[];
  sweetener: boolean;
  /** What the statement's totals take from the item, kept beside the item's text so they are read without touching its maps. */
  namesAllergens: boolean;
  /** The allergens' ids in the map's order: the statement's totals read this list, with no iterator per item and product. */
  allergenIds: readonly AllergenId[];
  group3: boolean;
  group4: boolean;
}

/** What the items of an ingredient statement hold, together, and each item's annotations. */
export interface TextFeatures {
  allergens: Set<AllergenId>;
  group3: boolean;
  group4: boolean;
  sweetener: boolean;
  items: readonly ItemAnnotation[];
  /** Each allergen the "may contain" statement names, with the words that name it. */
  traces: ReadonlyMap<AllergenId, readonly string[]>;
}

// Items recur across products, so each item is annotated once; no keyword spans an item separator,
// which makes the union over items equal to scanning the whole statement. Bounded cache.
const CACHE_LIMIT = 20000;

const NO_TRACES: ReadonlyMap<AllergenId, readonly string[]> = new Map();

const FACETS = ['allergen', 'marker', 'sweetener'] as const;

/** One item's annotations; the parser keeps them with its cached item (ParseOptions.readPiece), so a product asks no cache for them. */
export const annotateItem = memoize(CACHE_LIMIT, (piece: string): ItemAnnotation => {
  // Most items have no bracket: one pass over the item reads all three facets. An item with
  // brackets is read per facet, each on its own view of the text (recipes, allergen notes).
  if (piece !== '' && declaresAsWritten(piece)) {
    const [allergens, markers, sweeteners] = LEXICON.scanFacets(piece, FACETS) as [
      KeywordHit<FacetValues['allergen']>[],
      KeywordHit<FacetValues['marker']>[],
      KeywordHit<FacetValues['sweetener']>[],
    ];
    return annotation(piece, evidenceOf(piece, allergens), markersOf(piece, markers), sweeteners.length > 0);
  }
  return annotation(piece, allergenEvidence(piece), novaMarkerHits(piece), hasSweeteners(piece));
});

function annotation(text: string, allergens: ReadonlyMap<AllergenId, readonly string[]>, markers: readonly NovaMarkerHit[], sweetener: boolean): ItemAnnotation {
  const group3 = markers.some((m) => m.group === 3);
  const group4 = markers.some((m) => m.group !== 3);
  return { text, allergens, markers, sweetener, namesAllergens: allergens.size > 0, allergenIds: [...allergens.keys()], group3, group4 };
}

// "May contain" statements recur across products too ("kan innehålla spår av nötter"): read once each.
const tracesEvidence = memoize(CACHE_LIMIT, (tracesText: string): ReadonlyMap<AllergenId, readonly string[]> => allergenEvidence(tracesText));

/**
 * Allergens, NOVA markers and sweeteners of an ingredient statement, from its items, and the allergens of its traces statement.
 * @param annotated the items' annotations where the parser kept them (ParsedIngredients.pieceReadings), else read here.
 */
export function textFeatures(pieces: readonly string[], tracesText = '', annotated: readonly (ItemAnnotation | undefined)[] = []): TextFeatures {
  // The parser kept every piece's annotation (the analyser's case): its list is the items, with no second list made.
  const items = annotated.length === pieces.length && !annotated.includes(undefined) ? (annotated as readonly ItemAnnotation[]) : pieces.map((piece, k) => annotated[k] ?? annotateItem(piece));
  const out: TextFeatures = { allergens: new Set(), group3: false, group4: false, sweetener: false, items, traces: tracesText === '' ? NO_TRACES : tracesEvidence(tracesText) };
  for (const item of items) {
    // Most items name no allergen and no marker: their maps and lists are not opened.
    if (item.namesAllergens) for (const id of item.allergenIds) out.allergens.add(id);
    if (item.group3) out.group3 = true;
    if (item.group4) out.group4 = true;
    if (item.sweetener) out.sweetener = true;
  }
  return out;
}
