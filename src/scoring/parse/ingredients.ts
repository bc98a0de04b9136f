import { BoundedCache } from '../../shared/lru.js';
import { normalizeText } from '../text/normalize.js';

/**
 * Parser for Swedish and English ingredient statements: comma/semicolon lists, nested
 * parentheses, percentages in every common spelling, origins in parentheses, and the
 * "may contain" tail kept apart as traces.
 */

export interface ParsedIngredient {
  /** Normalised name without percentage, origin or footnote marks. */
  name: string;
  /** Declared percentage of the whole product, if any (after resolving nested percentages). */
  percent: number | null;
  /** Mass share of the whole product in percent: declared, or estimated from list order. */
  share: number;
  estimated: boolean;
  /** Origin text found in the ingredient's own parentheses ("tomater (Italien)"). */
  origin: string | null;
  /** Allergen note in the ingredient's own brackets ("smör (mjölk)"): says what it is, not what it is made of. */
  annotation: string | null;
  children: ParsedIngredient[];
}

export interface ParsedIngredients {
  ingredients: ParsedIngredient[];
  /** Normalised text of the ingredient statement proper (without the traces tail). */
  containsText: string;
  /** Normalised text of the "may contain" statement(s), "" when none. */
  tracesText: string;
  /** The top-level items of containsText as written (keys for per-item memoisation). */
  pieces: string[];
}

const LABEL = /(?:^|[\s.])(?:ingredienser|ingrediens|ingredients?|ingredient list|ingrediensförteckning|innehåll|ingr\.)\s*[:;]/;
const TRACES =
  /(?:kan (?:även |också )?innehålla|kan förekomma|kan finnas|(?:små )?spår(?:mängder)? av|may (?:also )?contain|(?:may|might|could) be present|traces? of|not suitable for (?:[a-z]+ )*(?:with|allergic|allergy|allergies|sufferers)|(?:ej|inte) lämplig för [^.;]*allergi|olämplig för [^.;]*allergi|(?:cannot|can't|can not|unable to) guarantee|(?:kan|går) (?:inte|ej) (?:att )?garantera|due to (?:our )?(?:manufacturing|production) methods|(?:made|produced|packed|manufactured|prepared|processed|baked) (?:in|on) (?:a |an |the same )?(?:factory|facility|kitchen|bakery|mill|dairy|plant|environment|site|premises)|made (?:on|using) (?:equipment|a line)|made in an environment|manufactured (?:on|in a) (?:site|factory|facility|line|equipment)|produced on (?:a )?(?:line|equipment)|(?:tillverka[dts]?|förpacka[dts]?|packa[dts]?|baka[dts]?|produceras|producerad|framställ(?:d|t|s)) (?:i|på) (?:en |ett |samma )?(?:fabrik|anläggning|linje|miljö|lokal|bageri|kök|kvarn|mejeri)|hanteras (?:i|på) samma|packad i en)/g;
// Claims of absence are no ingredients: "Fri från gluten, mjölk och ägg.", "Free from: milk, egg",
// "mjölkfri", "milk free", "dairy-free", "inget tillsatt socker", "contains naturally occurring
// sugars", and a sentence that says what is not in it ("Utan mjölk och ägg.", "No artificial colours,
// flavours or preservatives.", "Innehåller inga nötter."); "solrosfrön utan skal" inside the list is
// no claim. "Free range" is no claim. A claim runs to the sentence end, not to a comma.
// Split by the word each needs, so a list without that word costs one `includes`. A claim stops at
// a colon: "No Added Sugar Jam: strawberries, …" keeps its list.
const NEGATIVE_SENTENCE = /(^|[.;!]\s*)(?:utan|inga|ingen|inget|without|no|innehåller (?:inte|ej|inga|ingen|inget)|does not contain|contains no) [^.;:]*/g;
// Suitability claims standing as their own sentence: "Vegan.", "Suitable for vegetarians.", "Lämplig för veganer."
const SUITABILITY = /(^|[.;!]\s*)(?:(?:vegan|vegansk|veganskt|vegetarisk|vegetariskt|vegetarian|veggie)(?=\s*(?:[.;!]|$))|(?:suitable for|lämplig för|lämpligt för|passar för) [^.;:]*)/g;
const SUITABILITY_WORDS = /(?:^|[.;!]\s*)(?:veg|suitable|lämplig|passar)/;
const FREE_FROM = /(?<![\p{L}\p{N}])(?:fri|fritt|fria|free) (?:från|from)\s*:?\s+[^.;:]*/gu;
const NOTHING_ADDED =
  /(?<![\p{L}\p{N}])(?:(?:inget|ingen|utan) tillsatt(?: \p{L}+)?|no added \p{L}+|innehåller (?:endast |bara )?naturligt (?:förekommande )?\p{L}+|contains (?:only )?naturally occurring \p{L}+)/gu;
const WORD_FREE = /[\p{L}\p{N}]*(?:fri|fritt|fria)(?![\p{L}\p{N}])|[\p{L}\p{N}]*[- ]free(?![\p{L}\p{N}])(?! range| from)/gu;
const NEGATION_WORDS = /(?:^|[.;!]\s*)(?:utan|inga|ingen|inget|without|no|innehåller|does|contains) /;

function withoutClaims(text: string): string {
  let t = text;
  if (NEGATION_WORDS.test(t)) t = t.replace(NEGATIVE_SENTENCE, '$1');
  if (SUITABILITY_WORDS.test(t)) t = t.replace(SUITABILITY, '$1');
  const fri = t.includes('fri');
  const free = t.includes('free');
  if ((fri && t.includes('från')) || (free && t.includes('from'))) t = t.replace(FREE_FROM, ' ');
  if (t.includes('tillsatt') || t.includes('added') || t.includes('naturligt') || t.includes('naturally')) t = t.replace(NOTHING_ADDED, ' ');
  // A word ending in -fri/-free: keep a bare "fri"/"free" (no claim word before it) and "free range".
  if (fri || free) t = t.replace(WORD_FREE, (m) => (m === 'fri' || m === 'fritt' || m === 'fria' || m === ' free' || m === '-free' ? m : ' '));
  return t;
}

// Allergy advice names allergens it does not declare: "For allergens, including cereals
// containing gluten, see ingredients in bold", "Allergener: se ingredienser i fetstil".
const ALLERGY_ADVICE =
  /(?:(?:allergy advice|allergen advice|allergy information|allergen information|allergiinformation|allergiinfo|allergener)\s*:?\s*)?(?:(?:for allergens|för allergener)[^.;]*|(?:see|se) (?:the )?(?:ingredients|ingredienser|ingredienslistan)[^.;]{0,60}?(?:bold|capitals|fetstil|fet stil|versaler|highlighted|underlined))/gu;
// A product name before the list ("Cream Crackers: wheat flour, …"): no ingredient.
const LEADING_TITLE = /^[^,;:()%\d]{1,40}:\s+/;

// Sentences that follow the list: storage, nutrition, footnotes, declared minimum contents.
const NOT_INGREDIENTS =
  /(?:cocoa solids|kakaohalt|kakao(?:torrsubstans)?:? (?:minst|min\.?) \d|(?:innehåller|contains) (?:minst|at least) \d|fruktmängd|fruit content|framställd (?:av|med) \d|prepared with \d|made with \d|förvar(?:as|ing)|store (?:in|at|below)|keep (?:refrigerated|cool|dry)|bäst före|best before|närings(?:värde|deklaration|innehåll|information)|nutrition(?:al)? (?:information|values|facts|declaration|per)|typical values|tillagning|cooking instructions|[*†‡°¹²³]+\s*=?\s*(?:från |from |av )?(?:ekologisk|organic|certifi|fairtrade|kravmärkt|krav))/;

// Sentences about the product rather than its ingredients, wherever they stand: fat or alcohol
// content and origin or catch ("Fetthalt 82 %.", "Alc. 13 % vol.", "Fångstområde: Nordostatlanten.",
// "Produced in Spain."). Only that sentence goes (a decimal point does not end it), so an allergen
// statement after it ("Contains sulphites.") is still read; only where a sentence starts, so
// "tomater (ursprung: Italien)" keeps its list.
const PRODUCT_STATEMENT =
  /(^|[.;!]\s*)(?:(?:fetthalt|fat content|alkoholhalt|alcohol content|ursprung(?:sland)?|country of origin|origin|fångstområde|fångstzon|fångstmetod|fångstredskap|redskap|catch area|caught (?:in|by|with)|fished in|farmed in|odlad i|fångad i|produced in|product of|made in|tillverkad i|bakad i|baked in|packed in|packad i)\b|alk(?:\.|\b)|alc(?:\.|\b)|\d{1,3}(?:[.,]\d+)?\s*% (?:fat|fett|vol)\b)(?:[^.;!]|\.(?=\d))*/g;
const PRODUCT_STATEMENT_WORDS = /fett|fat|alk|alc|ursprung|origin|fångst|redskap|catch|caught|fished|farmed|odlad|fångad|produced|product of|made in|tillverkad i|bakad|baked|packed in|packad i/;

// Percent forms: "10%", "10 %", "2,5%", "min. 30 %", "ca 5%", "(12%)".
const PERCENT = /(?:^|[\s(])(?:(?:min(?:imum)?|minst|ca|approx|max)\.?\s*)?(\d{1,3}(?:[.,]\d+)?)\s*%/;
const ONLY_PERCENT = /^(?:(?:min(?:imum)?|minst|ca|approx|max)\.?\s*)?\d{1,3}(?:[.,]\d+)?\s*%\s*\*?$/;
const ORIGIN_PREFIX = /^(?:ursprung(?:sland)?|origin|country of origin|från|from|odlad i|grown in|produced in|product of)\s*:?\s*/;
const SECTION_LABEL = /^[^,:]{1,40}:\s*/;

const C_OPEN_PAREN = 40;
const C_CLOSE_PAREN = 41;
const C_OPEN_BRACKET = 91;
const C_CLOSE_BRACKET = 93;
const C_OPEN_BRACE = 123;
const C_CLOSE_BRACE = 125;
const C_COMMA = 44;
const C_SEMI = 59;
const C_DOT = 46;
const C_SPACE = 32;

function isOpen(c: number): boolean {
  return c === C_OPEN_PAREN || c === C_OPEN_BRACKET || c === C_OPEN_BRACE;
}

function isClose(c: number): boolean {
  return c === C_CLOSE_PAREN || c === C_CLOSE_BRACKET || c === C_CLOSE_BRACE;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

// A full stop after these is an abbreviation or a decimal point, not the end of a sentence.
const ABBREVIATION_BEFORE_DOT = /(?:\bmin|\bca|\bmax|\bbl\.a|\binkl|\bresp|\bst|\bapprox|\d)$/;

/**
 * Split at depth-0 separators: , ; and sentence-ending ". " (but not decimal commas). When
 * `sentenceEnds` is given, it receives for each part whether a sentence ended after it.
 */
export function splitTopLevel(text: string, sentenceEnds?: boolean[]): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isOpen(c)) depth++;
    else if (isClose(c)) depth = depth > 0 ? depth - 1 : 0;
    else if (depth === 0) {
      let sep = false;
      if (c === C_SEMI) sep = true;
      else if (c === C_COMMA) sep = !(isDigitCode(text.charCodeAt(i - 1)) && isDigitCode(text.charCodeAt(i + 1)));
      else if (c === C_DOT) {
        const next = i + 1 < n ? text.charCodeAt(i + 1) : C_SPACE;
        sep = next === C_SPACE && !ABBREVIATION_BEFORE_DOT.test(text.slice(Math.max(0, i - 6), i));
      }
      if (sep) {
        const part = text.slice(start, i).trim();
        if (part !== '') {
          parts.push(part);
          sentenceEnds?.push(c === C_DOT);
        } else if (c === C_DOT && sentenceEnds !== undefined && sentenceEnds.length > 0) sentenceEnds[sentenceEnds.length - 1] = true;
        start = i + 1;
      }
    }
  }
  const last = text.slice(start).trim();
  if (last !== '') {
    parts.push(last);
    sentenceEnds?.push(true);
  }
  return parts;
}

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

interface RawItem {
  name: string;
  percent: number | null;
  origin: string | null;
  annotation: string | null;
  children: RawItem[];
}

/** What parseItem needs from the caller's options. */
interface ItemReaders {
  isOrigin: (s: string) => boolean;
  isAnnotation: (content: string, parent: string) => boolean;
}

/**
 * Reads one bracket group of an item. A group whose every part is a percentage, an origin or an
 * allergen note ("smör (mjölk)", "mannagryn (gluten)", "(40 %, Italien)") describes the item; any
 * other group is its recipe ("ost (mjölk, salt, löpe)"), whose percentage and origin parts still
 * describe the item.
 */
function readGroup(content: string, parent: string, r: ItemReaders, depth: number, into: RawItem): void {
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
  const kinds = parts.map((p): 'percent' | 'origin' | 'note' | 'recipe' => {
    if (p.includes('%') && ONLY_PERCENT.test(p)) return 'percent';
    if ((p.includes(' ') || p.length < 25) && originOf(p, r.isOrigin) !== null) return 'origin';
    return r.isAnnotation(p, parent) ? 'note' : 'recipe';
  });
  const isRecipe = kinds.includes('recipe');
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    const kind = kinds[k]!;
    if (kind === 'percent') into.percent ??= parsePercent(' ' + p);
    else if (kind === 'origin') into.origin ??= originOf(p, r.isOrigin);
    else if (kind === 'note' && !isRecipe) into.annotation = into.annotation === null ? cleanName(p) : `${into.annotation}, ${cleanName(p)}`;
    else into.children.push(parseItem(p, r, depth + 1));
  }
}

function parseItem(piece: string, r: ItemReaders, depth: number): RawItem {
  let text = piece;
  // "Fyllning: socker" — keep the ingredient, drop the section label.
  if (depth === 0 && text.includes(':') && SECTION_LABEL.test(text) && !/^\s*e\s?\d/.test(text)) {
    const idx = text.indexOf(':');
    if (!text.slice(0, idx).includes('(')) text = text.slice(idx + 1);
  }
  const item: RawItem = { name: '', percent: null, origin: null, annotation: null, children: [] };
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
  return item;
}

/** Options the caller injects so the parser stays independent of the data tables. */
export interface ParseOptions {
  /** Whether a parenthesised phrase names a country ("tomater (Italien)"). */
  isOrigin?: (s: string) => boolean;
  /**
   * Whether one part of a bracket after `parent` is an allergen note ("mjölk" in "smör (mjölk)")
   * rather than an ingredient of it. Without it every bracket that is not a percentage or an
   * origin is read as a recipe.
   */
  isAnnotation?: (part: string, parent: string) => boolean;
  /**
   * Whether an ingredient is a minor one (salt, additive, vitamin, spice). Unless listed first,
   * these are held at ≤ 2 %: EU rules let ingredients under 2 % follow in any order, which is
   * where such items sit in practice.
   */
  isMinor?: (name: string) => boolean;
}

const MINOR_CAP = 2;

/**
 * Shares for one sibling list summing to `total` (percent of product). Declared percentages
 * are kept; the rest of the mass goes to the others ∝ 1/rank, each capped by its predecessor
 * so the estimate respects the EU rule that ingredients are listed in descending weight.
 */
function assignShares(items: readonly RawItem[], total: number, nested: boolean, isMinor: (name: string) => boolean): ParsedIngredient[] {
  const n = items.length;
  let declaredSum = 0;
  for (let i = 0; i < n; i++) declaredSum += items[i]!.percent ?? 0;
  // Nested percentages may be given relative to the compound ingredient; they are when
  // they could not fit inside it as percentages of the whole product.
  let scale = 1;
  if (nested && declaredSum > total + 0.5) scale = total / 100;
  if (declaredSum * scale > total && declaredSum > 0) scale = total / declaredSum;
  const shares = new Float64Array(n);
  const weights = new Float64Array(n);
  const capped = new Uint8Array(n);
  let remaining = total;
  for (let i = 0; i < n; i++) {
    const d = items[i]!.percent;
    if (d !== null) {
      shares[i] = d * scale;
      remaining -= d * scale;
    } else weights[i] = 1 / (i + 1);
  }
  if (remaining < 0) remaining = 0;
  for (let pass = 0; pass < 4 && remaining > 1e-9; pass++) {
    let wsum = 0;
    for (let i = 0; i < n; i++) if (capped[i] === 0) wsum += weights[i]!;
    if (wsum === 0) break;
    for (let i = 0; i < n; i++) if (capped[i] === 0) shares[i]! += (remaining * weights[i]!) / wsum;
    remaining = 0;
    for (let i = 1; i < n; i++) {
      if (weights[i] === 0) continue;
      let cap = shares[i - 1]!;
      if (cap > (MINOR_CAP * total) / 100 && isMinor(items[i]!.name)) cap = (MINOR_CAP * total) / 100;
      if (shares[i]! > cap + 1e-9) {
        remaining += shares[i]! - cap;
        shares[i] = cap;
        capped[i] = 1;
      }
    }
  }
  const out = new Array<ParsedIngredient>(n);
  for (let i = 0; i < n; i++) {
    const it = items[i]!;
    const share = shares[i]!;
    out[i] = {
      name: it.name,
      percent: it.percent === null ? null : it.percent * scale,
      share,
      estimated: weights[i]! > 0,
      origin: it.origin,
      annotation: it.annotation,
      children: it.children.length > 0 ? assignShares(it.children, share, true, isMinor) : [],
    };
  }
  return out;
}

// Lists sent one item a line or with bullets: "Ingredienser:\n- vatten\n- socker", "• vatten • socker".
const BULLET = /[•·▪●◦]|(?:^|\n)[ \t]*[-–][ \t]+/g;
const LINE_BREAK = /[ \t]*\r?\n[ \t]*/g;

/**
 * Bullets are separators; so are line breaks when the text (bullets aside) has no comma or
 * semicolon at all (one item a line). A list wrapped mid-item ("vegetabiliska\noljor") has commas
 * elsewhere, so its breaks stay spaces.
 */
function withItemBreaks(raw: string): string {
  let t = raw;
  if (/[•·▪●◦]/.test(t) || /(?:^|\n)[ \t]*[-–][ \t]+/.test(t)) t = t.replace(BULLET, ', ');
  if (t.includes('\n') && !/[,;]/.test(t.replace(/^[\s,]+/, ''))) t = t.replace(LINE_BREAK, ', ');
  return t;
}

function cutAt(text: string, re: RegExp): number {
  re.lastIndex = 0;
  const m = re.exec(text);
  return m ? m.index : -1;
}

/** Sentence end after `from` that is not a decimal point; text length when none. */
function sentenceEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '.' && !isDigit(text[i + 1])) return i;
  }
  return text.length;
}

const NEVER = (): boolean => false;

// The same items ("socker", "vetemjöl 45%", "emulgeringsmedel (sojalecitin)") recur across
// thousands of products, so parsed items are memoised per pair of readers; items are never
// mutated after parsing. Bounded: the least recently used item goes when full.
const itemCache = new WeakMap<ItemReaders['isOrigin'], WeakMap<ItemReaders['isAnnotation'], BoundedCache<string, RawItem>>>();
const ITEM_CACHE_LIMIT = 20000;

function cachedItem(piece: string, r: ItemReaders): RawItem {
  let byAnnotation = itemCache.get(r.isOrigin);
  if (!byAnnotation) {
    byAnnotation = new WeakMap();
    itemCache.set(r.isOrigin, byAnnotation);
  }
  let m = byAnnotation.get(r.isAnnotation);
  if (!m) {
    m = new BoundedCache(ITEM_CACHE_LIMIT);
    byAnnotation.set(r.isAnnotation, m);
  }
  const hit = m.get(piece);
  if (hit) return hit;
  const it = parseItem(piece, r, 0);
  m.set(piece, it);
  return it;
}

/**
 * Cuts the statement at the first sentence that is not about ingredients (storage, nutrition,
 * declared contents). Such a sentence before any ingredient ("Fruktmängd 45 g per 100 g.
 * Jordgubbar, socker") is a lead-in: it is dropped and the list after it kept.
 */
// A nutrition table without its heading or a full stop before it ("…, salt Energi 250 kJ, Fett 0,2 g").
// Looked for only when the text names kJ or kcal: "e" is too common a first letter to try everywhere.
const ENERGY_VALUE = /energ[iy]\s*:?\s*\d/;

function firstNonIngredient(t: string): number {
  const stop = cutAt(t, NOT_INGREDIENTS);
  if (!t.includes('kj') && !t.includes('kcal')) return stop;
  const energy = cutAt(t, ENERGY_VALUE);
  return stop < 0 ? energy : energy < 0 ? stop : Math.min(stop, energy);
}

function cutNonIngredients(text: string): string {
  let t = text;
  for (;;) {
    const stop = firstNonIngredient(t);
    if (stop < 0) return t;
    if (/[\p{L}\p{N}]/u.test(t.slice(0, stop))) return t.slice(0, stop);
    const end = sentenceEnd(t, stop);
    if (end >= t.length) return '';
    t = t.slice(end + 1);
  }
}

// "Fyllning (35 %): socker, hallon" / "Fyllning 35 %: …": a section whose label declares its share.
const SECTION_WITH_PERCENT = /^([^,:()%\d]{1,40}?)\s*\(?\s*((?:min(?:imum)?\.?\s*|minst\s*)?\d{1,3}(?:[.,]\d+)?\s*%)\s*\)?\s*:\s*(.+)$/;

const STATEMENT = /^(?:innehåller|contains)\b/;

/**
 * Top-level items, with each labelled section that declares its share ("Fyllning (35 %): socker,
 * hallon") made one compound item holding that share; the section runs to the next label or
 * the end of the sentence.
 */
function topLevelItems(pieces: readonly string[], sentenceEnds: readonly boolean[], r: ItemReaders): RawItem[] {
  const items: RawItem[] = [];
  let section: RawItem | null = null;
  let statement = false;
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k]!;
    // "Innehåller SULFITER." / "Contains: barley, wheat." is an allergen statement: it declares
    // allergens (containsText keeps it) but adds no ingredient.
    if (k === 0 || sentenceEnds[k - 1]) statement = STATEMENT.test(p);
    if (statement) continue;
    const header = p.includes(':') && p.includes('%') ? SECTION_WITH_PERCENT.exec(p) : null;
    if (header) {
      section = { name: cleanName(header[1]!), percent: parsePercent(' ' + header[2]!), origin: null, annotation: null, children: [] };
      items.push(section);
      const first = cachedItem(header[3]!, r);
      if (first.name.length > 0 || first.children.length > 0) section.children.push(first);
    } else {
      if (section !== null && SECTION_LABEL.test(p)) section = null;
      const it = cachedItem(p, r);
      if (it.name.length > 0 || it.children.length > 0) (section?.children ?? items).push(it);
    }
    if (sentenceEnds[k]) section = null;
  }
  return items;
}

// A warning whose allergens come first: "Nuts may be present.", "Nötter kan förekomma."
const AFTER_ALLERGEN = /^(?:kan förekomma|kan finnas|(?:may|might|could) be present)/;

/**
 * Where a warning sentence starts: at its phrase, or for a phrase that follows its allergens, at
 * the sentence start before it when a sentence end precedes and no list separator lies between.
 */
function warningStart(text: string, at: number, phrase: string): number {
  if (!AFTER_ALLERGEN.test(phrase)) return at;
  const from = Math.max(0, at - 80);
  const before = text.slice(from, at);
  const dot = before.lastIndexOf('. ');
  if (dot < 0) return at;
  const start = from + dot + 2;
  return /[,;()]/.test(text.slice(start, at)) ? at : start;
}

/** Parse an ingredient statement into a tree with mass shares, plus the traces statement. */
export function parseIngredients(raw: string | null | undefined, options: ParseOptions = {}): ParsedIngredients {
  const readers: ItemReaders = { isOrigin: options.isOrigin ?? NEVER, isAnnotation: options.isAnnotation ?? NEVER };
  const isMinor = options.isMinor ?? NEVER;
  if (typeof raw !== 'string' || raw.trim() === '') return { ingredients: [], containsText: '', tracesText: '', pieces: [] };
  let text = normalizeText(withItemBreaks(raw));
  const label = LABEL.exec(text);
  if (label) text = text.slice(label.index + label[0].length);

  // Every "may contain" sentence goes to traces; the statement stops at the first one.
  let traces = '';
  TRACES.lastIndex = 0;
  const first = cutAt(text, TRACES);
  let contains = text;
  if (first >= 0) {
    contains = text.slice(0, first);
    let pos = first;
    TRACES.lastIndex = first;
    let m: RegExpExecArray | null;
    while ((m = TRACES.exec(text)) !== null) {
      if (m.index < pos) continue;
      const start = warningStart(text, m.index, m[0]);
      if (start < first) contains = text.slice(0, start);
      const end = sentenceEnd(text, m.index);
      traces += (traces ? '; ' : '') + text.slice(start, end);
      pos = end;
      TRACES.lastIndex = end;
    }
  }
  // Claims are read in the statement only: in a traces sentence "cannot guarantee nut free" is a warning.
  contains = withoutClaims(contains);
  if (contains.includes('allerg') || contains.includes('se ingred') || contains.includes('see ingred') || contains.includes('see the ingred')) contains = contains.replace(ALLERGY_ADVICE, ' ');
  if (PRODUCT_STATEMENT_WORDS.test(contains)) contains = contains.replace(PRODUCT_STATEMENT, '$1');
  contains = cutNonIngredients(contains).trim().replace(/[.\s]+$/, '');
  const title = LEADING_TITLE.exec(contains);
  // A title is one phrase: "Krabba. Fångstområde: …" is a list and a statement, not a title.
  if (title && !/^e\s?\d/.test(contains) && !title[0].includes('. ')) contains = contains.slice(title[0].length);

  const sentenceEnds: boolean[] = [];
  const pieces = splitTopLevel(contains, sentenceEnds);
  const items = topLevelItems(pieces, sentenceEnds, readers);
  return { ingredients: assignShares(items, 100, false, isMinor), containsText: contains, tracesText: traces, pieces };
}
