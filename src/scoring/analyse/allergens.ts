import { ALLERGEN_IDS, allergenNoteNames, declaresAsWritten, namesAFlavour, withoutExemptWords, type AllergenId } from '../lexicon/allergens.js';
import { hasBracket } from '../text/words.js';
import { wordAround, type KeywordHit } from '../text/matcher.js';
import { LEXICON } from './lexicon.js';

export { ALLERGEN_IDS, declaresAsWritten, type AllergenId };


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
      if ((recipe.size > 0 || namesAFlavour(text.slice(g.nameStart, g.at))) && [...own].some((id) => !recipe.has(id))) {
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
  const text = withoutExemptWords(raw);
  return hasBracket(text) ? withoutNamesOverriddenByRecipe(text) : text;
}

/** Allergens named in a normalised text. */
export function findAllergens(text: string): Set<AllergenId> {
  if (text === '') return new Set();
  return scanIds(declaringText(text));
}

/**
 * True when `part` (one comma-separated part of a bracket) is nothing but allergen names:
 * "mjölk", "MJÖLK", "gluten", "innehåller mjölk och soja". A part naming anything else
 * ("salt", "vetegluten", "pastöriserad mjölk") is an ingredient.
 */
export function isAllergenNote(part: string): boolean {
  const names = allergenNoteNames(part);
  if (names === null) return false;
  for (const name of names) {
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
export function encodeAllergens(contains: ReadonlySet<AllergenId>, traces: Pick<ReadonlySet<AllergenId>, 'has' | 'size'>): string {
  if (contains.size === 0 && traces.size === 0) return '';
  const parts: string[] = [];
  if (contains.size > 0) for (const id of ALLERGEN_IDS) if (contains.has(id)) parts.push(id);
  if (traces.size > 0) for (const id of ALLERGEN_IDS) if (traces.has(id) && !contains.has(id)) parts.push(`traces:${id}`);
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
