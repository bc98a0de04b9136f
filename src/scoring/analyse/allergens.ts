import { ALLERGEN_IDS, EXEMPT_CEREAL_DERIVATIVE, EXEMPT_FINING_AGENT, SPECIES_NOTE, type AllergenId } from '../lexicon/allergens.js';
import { wordAround, type KeywordHit } from '../text/matcher.js';
import { LEXICON } from './lexicon.js';

export { ALLERGEN_IDS, type AllergenId };


function scanIds(text: string): Set<AllergenId> {
  const out = new Set<AllergenId>();
  for (const h of LEXICON.scan(text, 'allergen')) for (const id of h.value) out.add(id);
  return out;
}

/**
 * Blanks the name of each compound whose recipe follows in brackets and names allergens, when
 * the name would add an allergen the recipe does not have. The recipe is what the product holds
 * (Regulation (EU) No 1169/2011 Art. 21 has each allergen of a compound emphasised in its list):
 * "smördeg (vetemjöl, margarin (…))" is puff pastry, not butter; "mandelmusslor (vetemjöl, smör,
 * mandel, ägg)" are almond tarts, not mussels. A bracket that is an allergen note ("smör
 * (mjölk)"), a recipe without allergens ("torskrom (rom, salt)") or an unclosed one leaves the
 * name alone, except a seasoning's or flavour's name, which only says how it tastes. One pass with a stack of open brackets, so unbalanced text needs no second look.
 */
// A seasoning or flavour named after a food ("prawn cocktail seasoning", "räkcocktailkrydda",
// "ostsmak"): the allergen word says how it tastes, so its recipe alone decides, even one
// without allergens.
const FLAVOUR_NAME = /(?:seasoning|flavou?r(?:ing)?s?|smak|krydd(?:a|or|mix|blandning|ning)|aromer|arom)\s*$/;

function withoutNamesOverriddenByRecipe(text: string): string {
  let out: string | null = null;
  // Per open bracket: where its name starts, where the bracket opens, and whether it holds a list.
  const open: { nameStart: number; at: number; list: boolean }[] = [];
  let segStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      open.push({ nameStart: segStart, at: i, list: false });
      segStart = i + 1;
    } else if (c === ')') {
      const g = open.pop();
      segStart = i + 1;
      if (g === undefined || !g.list) continue;
      const own = scanIds(text.slice(g.nameStart, g.at));
      if (own.size === 0) continue;
      const recipe = scanIds(text.slice(g.at + 1, i));
      if ((recipe.size > 0 || FLAVOUR_NAME.test(text.slice(g.nameStart, g.at))) && [...own].some((id) => !recipe.has(id))) {
        out ??= text;
        out = out.slice(0, g.nameStart) + ' '.repeat(g.at - g.nameStart) + out.slice(g.at);
      }
    } else if (c === ',' || c === ';') {
      segStart = i + 1;
      const top = open[open.length - 1];
      if (top !== undefined) top.list = true;
    }
  }
  return out ?? text;
}

/** The text with what declares no allergen blanked: exempt cereal derivatives and fining agents, the animal of a slaughter product, names a recipe overrides. */
function declaringText(raw: string): string {
  let text = raw;
  if (text.includes('(')) {
    SPECIES_NOTE.lastIndex = 0;
    text = text.replace(SPECIES_NOTE, (species) => ' '.repeat(species.length));
  }
  if (text.includes('isinglass') || text.includes('husbloss') || text.includes('gelatin')) {
    EXEMPT_FINING_AGENT.lastIndex = 0;
    text = text.replace(EXEMPT_FINING_AGENT, ' ');
  }
  if (!text.includes('(')) return text;
  EXEMPT_CEREAL_DERIVATIVE.lastIndex = 0;
  return withoutNamesOverriddenByRecipe(text.replace(EXEMPT_CEREAL_DERIVATIVE, ' '));
}

/** Allergens named in a normalised text. */
export function findAllergens(text: string): Set<AllergenId> {
  if (text === '') return new Set();
  return scanIds(declaringText(text));
}

// Words around an allergen name in a bracket note: "(innehåller mjölk)", "(contains: milk)", "(av vete)".
const NOTE_FILLER = /^(?:innehåller|contains?|containing|allergen(?:er|s)?|av|från|from|of|med|with)\s*:?\s+/;
const NOTE_JOINER = /\s+(?:och|and|samt|&)\s+|\s*\/\s*/;

/**
 * True when `part` (one comma-separated part of a bracket) is nothing but allergen names:
 * "mjölk", "MJÖLK", "gluten", "innehåller mjölk och soja". A part naming anything else
 * ("salt", "vetegluten", "pastöriserad mjölk") is an ingredient.
 */
export function isAllergenNote(part: string): boolean {
  let t = part.trim();
  if (t === '' || t.length > 60) return false;
  for (let k = 0; k < 2 && NOTE_FILLER.test(t); k++) t = t.replace(NOTE_FILLER, '');
  for (const name of t.split(NOTE_JOINER)) {
    const hits = LEXICON.scan(name, 'allergen');
    if (hits.length !== 1) return false;
    const h = hits[0]!;
    if (h.start !== 0 || h.end !== name.length || h.value.length === 0) return false;
  }
  return true;
}

/**
 * `allergenList` encoding: contained allergen ids in EU-14 order, comma-separated, then
 * `traces:<id>` for each allergen named only in a "may contain" statement.
 */
export function encodeAllergens(contains: ReadonlySet<AllergenId>, traces: ReadonlySet<AllergenId>): string {
  const parts: string[] = [];
  for (const id of ALLERGEN_IDS) if (contains.has(id)) parts.push(id);
  for (const id of ALLERGEN_IDS) if (traces.has(id) && !contains.has(id)) parts.push(`traces:${id}`);
  return parts.join(',');
}

export function allergenList(containsText: string, tracesText: string): string {
  return encodeAllergens(findAllergens(containsText), findAllergens(tracesText));
}

/** The words of a text that name each allergen (the same scan as `findAllergens`), in text order. */
export function allergenEvidence(raw: string): Map<AllergenId, string[]> {
  if (raw === '') return new Map();
  const text = declaringText(raw);
  return evidenceOf(text, LEXICON.scan(text, 'allergen'));
}

/**
 * True when every word of the text declares (no bracket, no fining agent): its allergen hits
 * are then those of the text as written, and may come from a scan shared with other facets.
 */
export function declaresAsWritten(text: string): boolean {
  return !text.includes('(') && !text.includes('isinglass') && !text.includes('husbloss') && !text.includes('gelatin');
}

/** The words of `text` behind each allergen of its hits. */
export function evidenceOf(text: string, hits: readonly KeywordHit<readonly AllergenId[]>[]): Map<AllergenId, string[]> {
  const out = new Map<AllergenId, string[]>();
  for (const h of hits) {
    const word = wordAround(text, h.start, h.end);
    for (const id of h.value) {
      const words = out.get(id) ?? [];
      if (!words.includes(word)) words.push(word);
      out.set(id, words);
    }
  }
  return out;
}
