import { findAllergens, type AllergenId } from './allergens.js';
import { findMarkers } from '../score/nova.js';
import { hasSweeteners } from '../score/nutri-score.js';

/** What the keyword scanners find in one top-level ingredient item. */
export interface ItemFeatures {
  allergens: ReadonlySet<AllergenId>;
  group3: boolean;
  group4: boolean;
  sweetener: boolean;
}

export interface TextFeatures {
  allergens: Set<AllergenId>;
  group3: boolean;
  group4: boolean;
  sweetener: boolean;
}

// Items recur across products, so each item is scanned once; no keyword spans an item separator,
// which makes the union over items equal to scanning the whole statement. Bounded cache.
const cache = new Map<string, ItemFeatures>();
const CACHE_LIMIT = 20000;

function itemFeatures(piece: string): ItemFeatures {
  const hit = cache.get(piece);
  if (hit) return hit;
  const markers = findMarkers(piece);
  const f: ItemFeatures = {
    allergens: findAllergens(piece),
    group3: markers.group3,
    group4: markers.group4,
    sweetener: hasSweeteners(piece),
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(piece, f);
  return f;
}

/** Allergens, NOVA markers and sweeteners of an ingredient statement, from its items. */
export function textFeatures(pieces: readonly string[]): TextFeatures {
  const out: TextFeatures = { allergens: new Set(), group3: false, group4: false, sweetener: false };
  for (const p of pieces) {
    const f = itemFeatures(p);
    for (const a of f.allergens) out.allergens.add(a);
    if (f.group3) out.group3 = true;
    if (f.group4) out.group4 = true;
    if (f.sweetener) out.sweetener = true;
  }
  return out;
}
