import { BoundedCache } from '../../shared/lru.js';
import { completeCutWords } from './compounds.js';
import { BRACKET_NOTES, CATCH_PREPOSITIONS, CATCH_WORDS, oneOf } from './phrases.js';
import { isClose, isOpen, splitTopLevel } from './segment.js';
import type { ItemReaders, RawItem } from './types.js';

/**
 * The tree stage: each top-level piece read into an item with its name, declared percentage,
 * origin, allergen note and sub-ingredients (bracket groups, to four levels), and labelled
 * sections that declare their share ("Fyllning (35 %): …") made compound items.
 */

// Percent forms: "10%", "10 %", "2,5%", "min. 30 %", "ca 5%", "(12%)".
const PERCENT = /(?:^|[\s(])(?:(?:min(?:imum)?|minst|ca|approx|max)\.?\s*)?(\d{1,3}(?:[.,]\d+)?)\s*%/;
// Two percentages in a row after a name ("Yoghurt 3 % 85 %", "MJÖLK 1,5 % 91 %"): the first is the food's grade (its
// fat), the second its share of the product (ADR 0290).
const GRADE_BEFORE_SHARE = /\d{1,3}(?:[.,]\d+)?\s*%(?=\s+\d{1,3}(?:[.,]\d+)?\s*%)/;
const ONLY_PERCENT = /^(?:(?:min(?:imum)?|minst|ca|approx|max)\.?\s*)?\d{1,3}(?:[.,]\d+)?\s*%\s*\*?$/;
const ORIGIN_PREFIX = /^(?:ursprung(?:sland)?|origin|country of origin|från|from|odlad i|grown in|produced in|product of)\s*:?\s*/;
const SECTION_LABEL = /^[^,:]{1,40}:\s*/;
// A raw food declared per 100 g of the product: "140 g tomater per 100 g ketchup", "148g of Tomatoes per 100g of Ketchup".
const RAW_PER_100 = /^(\d{1,4}(?:[.,]\d+)?)\s*g\b[^()]{0,60}?\bper\s*100\s*g\b/i;
const CATCH_NOTE = new RegExp(`^${oneOf(CATCH_WORDS)}(?:$|\\s+${oneOf(CATCH_PREPOSITIONS)}\\b)`);

function parsePercent(s: string): number | null {
  if (!s.includes('%')) return null;
  const m = PERCENT.exec(s);
  if (!m || m[1] === undefined) return null;
  const v = Number(m[1].replace(',', '.'));
  return v > 0 && v <= 100 ? v : null;
}

const MARKS = /[*†‡°¹²³]+/g;
const HAS_MARK = /[*†‡°¹²³]/;

function isEdgePunct(c: number): boolean {
  // whitespace, '-', '–', ':', '.'
  return c === 32 || c === 45 || c === 0x2013 || c === 58 || c === 46 || c === 9 || c === 10;
}

function cleanName(s: string): string {
  let t = s;
  if (t.includes('%')) t = t.replace(PERCENT, ' ');
  if (HAS_MARK.test(t)) t = t.replace(MARKS, ' ');
  let a = 0;
  let b = t.length;
  while (a < b && isEdgePunct(t.charCodeAt(a))) a++;
  while (b > a && isEdgePunct(t.charCodeAt(b - 1))) b--;
  if (a > 0 || b < t.length) t = t.slice(a, b);
  if (t.includes('  ')) t = t.replace(/\s+/g, ' ');
  return t;
}

/** True when parenthesised content reads as an origin statement rather than sub-ingredients. */
function originOf(content: string, isOrigin: (s: string) => boolean): string | null {
  const c = content.trim();
  const prefixed = ORIGIN_PREFIX.test(c);
  if (!prefixed && (c.includes(',') || c.length > 40)) return null;
  const stripped = prefixed ? c.replace(ORIGIN_PREFIX, '') : c;
  if (prefixed || isOrigin(stripped)) return stripped;
  return null;
}

/**
 * Reads one bracket group of an item. A group whose every part is a percentage, an origin or an
 * allergen note ("smör (mjölk)", "mannagryn (gluten)", "(40 %, Italien)") describes the item; any
 * other group is its recipe ("ost (mjölk, salt, löpe)"), whose percentage and origin parts still
 * describe the item.
 */
function readGroup<R>(content: string, parent: string, r: ItemReaders<R, unknown>, depth: number, into: RawItem<R>): void {
  if (content.includes('%') && ONLY_PERCENT.test(content)) {
    into.percent ??= parsePercent(' ' + content);
    return;
  }
  if (depth >= 4) return;
  const whole = originOf(content, r.isOrigin);
  if (whole !== null) {
    into.origin ??= whole;
    return;
  }
  const parts = splitTopLevel(content);
  const kinds = parts.map((p): 'percent' | 'raw per 100' | 'origin' | 'note' | 'note about the others' | 'recipe' => {
    if (p.includes('%') && ONLY_PERCENT.test(p)) return 'percent';
    if (p.includes('100') && RAW_PER_100.test(p)) return 'raw per 100';
    if (p.length <= 32 && BRACKET_NOTES.includes(cleanName(p))) return 'note about the others';
    if ((p.includes(' ') || p.length < 25) && originOf(p, r.isOrigin) !== null) return 'origin';
    return r.isAnnotation(p, parent) ? 'note' : 'recipe';
  });
  const isRecipe = kinds.includes('recipe');
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    const kind = kinds[k]!;
    if (kind === 'note about the others') continue;
    if (kind === 'percent') into.percent ??= parsePercent(' ' + p);
    else if (kind === 'raw per 100') into.rawPer100 ??= Number(RAW_PER_100.exec(p)![1]!.replace(',', '.'));
    else if (kind === 'origin') into.origin ??= originOf(p, r.isOrigin);
    else if (kind === 'note' && !isRecipe) into.annotation = into.annotation === null ? cleanName(p) : `${into.annotation}, ${cleanName(p)}`;
    else into.children.push(parseItem(p, r, depth + 1));
  }
}

function parseItem<R>(piece: string, r: ItemReaders<R, unknown>, depth: number): RawItem<R> {
  let text = piece;
  // "Fyllning: socker" — keep the ingredient, drop the section label.
  if (depth === 0 && text.includes(':') && SECTION_LABEL.test(text) && !/^\s*e\s?\d/.test(text)) {
    const idx = text.indexOf(':');
    if (!text.slice(0, idx).includes('(')) text = text.slice(idx + 1);
  }
  const item: RawItem<R> = { name: '', percent: null, origin: null, annotation: null, rawPer100: null, reading: undefined, children: [] };
  let name = '';
  let level = 0;
  let groupStart = -1;
  let segStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isOpen(c)) {
      if (level === 0) {
        name += text.slice(segStart, i);
        groupStart = i + 1;
      }
      level++;
    } else if (isClose(c)) {
      if (level === 0) {
        name += text.slice(segStart, i);
        segStart = i + 1;
        continue;
      }
      level--;
      if (level === 0 && groupStart >= 0) {
        segStart = i + 1;
        const content = text.slice(groupStart, i).trim();
        groupStart = -1;
        readGroup(content, cleanName(name), r, depth, item);
      }
    }
  }
  if (level === 0) name += text.slice(segStart);
  // An unclosed parenthesis: treat what followed it as sub-ingredients.
  else if (groupStart >= 0 && depth < 4) {
    item.children = item.children.concat(splitTopLevel(text.slice(groupStart)).map((p) => parseItem(p, r, depth + 1)));
  }
  if (name.includes('%')) {
    name = name.replace(GRADE_BEFORE_SHARE, ' ');
    // One regex pass both reads the percentage and removes it from the name.
    const m = PERCENT.exec(' ' + name);
    if (m?.[1] !== undefined) {
      const v = Number(m[1].replace(',', '.'));
      if (item.percent === null && v > 0 && v <= 100) item.percent = v;
      // Match m spans (' ' + name)[m.index …]; shift by the one prepended character.
      name = name.slice(0, Math.max(0, m.index - 1)) + ' ' + name.slice(m.index + m[0].length - 1);
    }
  }
  // "tomater från Italien"
  if (name.includes(' från ') || name.includes(' from ')) {
    const from = /\s(?:från|from)\s+(.+)$/.exec(name);
    if (from?.[1] && r.isOrigin(from[1])) {
      item.origin ??= from[1];
      name = name.slice(0, from.index);
    }
  }
  item.name = cleanName(name);
  // A piece that only says how the list was made ("Ej från koncentrat.") or how its fish was caught or farmed
  // ("fångad i sydvästra Atlanten FAO 41", "odlad") names no ingredient.
  if (depth === 0 && item.children.length === 0 && (BRACKET_NOTES.includes(item.name) || CATCH_NOTE.test(item.name))) item.name = '';
  item.reading = r.readName?.(item.name);
  // "fläsk- och nötkött": the foods the compound names, its recipe where the label gives none (parse/compounds.ts).
  const named = item.children.length === 0 && depth < 4 ? completeCutWords(item.name) : null;
  if (named !== null) item.children = named.map((n) => parseItem(n, r, depth + 1));
  return item;
}

/** The reader that says no: parsing without the data tables reads every bracket as a recipe. */
export const NEVER = (): boolean => false;

// The same items ("socker", "vetemjöl 45%", "emulgeringsmedel (sojalecitin)") recur across
// thousands of products, so parsed items are memoised; items are never mutated after parsing.
// Bounded: the least recently used item goes when full. Each entry keeps the piece it was read
// from (the cache's own copy of that text) and the caller's reading of that piece. The items hold
// the caller's readings too, so there is one cache per set of readers (per options object).
interface CachedItem<R, P> {
  readonly piece: string;
  readonly item: RawItem<R>;
  readonly reading: P | undefined;
}
const itemCache = new WeakMap<object, BoundedCache<string, CachedItem<unknown, unknown>>>();
const ITEM_CACHE_LIMIT = 20000;

/** The item cache of one set of readers (looked up once per statement, not per piece). */
function itemsReadWith<R, P>(r: ItemReaders<R, P>): BoundedCache<string, CachedItem<R, P>> {
  let cache = itemCache.get(r.options);
  if (cache === undefined) itemCache.set(r.options, (cache = new BoundedCache(ITEM_CACHE_LIMIT)));
  // Its entries were made by these readers alone, so their readings are of types R and P.
  return cache as BoundedCache<string, CachedItem<R, P>>;
}

function cachedItem<R, P>(piece: string, r: ItemReaders<R, P>, cache: BoundedCache<string, CachedItem<R, P>>): CachedItem<R, P> {
  const hit = cache.get(piece);
  if (hit) return hit;
  const entry = { piece, item: parseItem(piece, r, 0), reading: r.readPiece?.(piece) };
  cache.set(piece, entry);
  return entry;
}

// "Fyllning (35 %): socker, hallon" / "Fyllning 35 %: …": a section whose label declares its share.
const SECTION_WITH_PERCENT = /^([^,:()%\d]{1,40}?)\s*\(?\s*((?:min(?:imum)?\.?\s*|minst\s*)?\d{1,3}(?:[.,]\d+)?\s*%)\s*\)?\s*:\s*(.+)$/;

const STATEMENT = /^(?:innehåller|contains)\b/;

/**
 * Top-level items, with each labelled section that declares its share ("Fyllning (35 %): socker,
 * hallon") made one compound item holding that share; the section runs to the next label or
 * the end of the sentence. Each piece read from the item cache is replaced by the cache's own copy
 * of the same text, so the per-piece caches after this one (analyse/features.ts) find it by
 * reference instead of comparing its characters.
 */
export function topLevelItems<R, P>(pieces: string[], sentenceEnds: readonly boolean[], r: ItemReaders<R, P>, pieceReadings: (P | undefined)[]): RawItem<R>[] {
  const cache = itemsReadWith(r);
  const items: RawItem<R>[] = [];
  let section: RawItem<R> | null = null;
  let statement = false;
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k]!;
    // "Innehåller SULFITER." / "Contains: barley, wheat." is an allergen statement: it declares
    // allergens (containsText keeps it) but adds no ingredient. A piece that says how the list was made ("Ej från
    // koncentrat.") is read as an item without a name (parseItem), so the item cache answers for it.
    if (k === 0 || sentenceEnds[k - 1]) statement = STATEMENT.test(p);
    const header = !statement && p.includes(':') && p.includes('%') ? SECTION_WITH_PERCENT.exec(p) : null;
    // A statement or a section's header is read as a piece without an item of its own.
    if (statement || header) pieceReadings.push(r.readPiece?.(p));
    if (statement) continue;
    if (header) {
      const name = cleanName(header[1]!);
      section = { name, percent: parsePercent(' ' + header[2]!), origin: null, annotation: null, rawPer100: null, reading: r.readName?.(name), children: [] };
      items.push(section);
      const first = cachedItem(header[3]!, r, cache).item;
      if (first.name.length > 0 || first.children.length > 0) section.children.push(first);
    } else {
      if (section !== null && SECTION_LABEL.test(p)) section = null;
      const { piece, item: it, reading } = cachedItem(p, r, cache);
      pieces[k] = piece;
      pieceReadings.push(reading);
      if (it.name.length > 0 || it.children.length > 0) (section?.children ?? items).push(it);
    }
    if (sentenceEnds[k]) section = null;
  }
  return items;
}
