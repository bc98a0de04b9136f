import { normalizeText } from './text.js';

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
  children: ParsedIngredient[];
}

export interface ParsedIngredients {
  ingredients: ParsedIngredient[];
  /** Normalised text of the ingredient statement proper (without the traces tail). */
  containsText: string;
  /** Normalised text of the "may contain" statement(s), "" when none. */
  tracesText: string;
}

const LABEL = /(?:^|[\s.])(?:ingredienser|ingrediens|ingredients?|ingredient list|ingrediensförteckning|innehåll|ingr\.)\s*:/;
const TRACES =
  /(?:kan (?:även |också )?innehålla|kan förekomma|kan finnas|(?:små )?spår av|may (?:also )?contain|traces? of|produced in a (?:factory|facility)|made in a (?:factory|facility)|manufactured (?:on|in a) (?:site|factory|facility|line|equipment)|produced on (?:a )?(?:line|equipment)|tillverka[dts]? (?:i|på) (?:en )?(?:fabrik|anläggning|linje)|hanteras (?:i|på) samma|packad i en)/g;
const NOT_INGREDIENTS =
  /(?:förvar(?:as|ing)|store (?:in|at|below)|keep (?:refrigerated|cool|dry)|bäst före|best before|näringsvärde|nutrition(?:al)? (?:information|values|facts)|tillagning|cooking instructions|\*+\s*=?\s*(?:från |from )?(?:ekologisk|organic|certifi|fairtrade|kravmärkt))/;

// Percent forms: "10%", "10 %", "2,5%", "min. 30 %", "ca 5%", "(12%)".
const PERCENT = /(?:^|[\s(])(?:(?:min(?:imum)?|minst|ca|approx|max)\.?\s*)?(\d{1,3}(?:[.,]\d+)?)\s*%/;
const ONLY_PERCENT = /^(?:(?:min(?:imum)?|minst|ca|approx|max)\.?\s*)?\d{1,3}(?:[.,]\d+)?\s*%\s*\*?$/;
const ORIGIN_PREFIX = /^(?:ursprung(?:sland)?|origin|country of origin|från|from|odlad i|grown in|produced in|product of)\s*:?\s*/;
const SECTION_LABEL = /^[^,:]{1,40}:\s*/;

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

/** Split at depth-0 separators: , ; and sentence-ending ". " (but not decimal commas). */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (OPEN.has(ch)) depth++;
    else if (CLOSE.has(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      let sep = false;
      if (ch === ';') sep = true;
      else if (ch === ',') sep = !(isDigit(text[i - 1]) && isDigit(text[i + 1]));
      else if (ch === '.') {
        const next = text[i + 1];
        sep = (next === undefined || next === ' ') && !/(?:\bmin|\bca|\bmax|\bbl\.a|\binkl|\bresp|\bst|\bapprox|\d)$/.test(text.slice(Math.max(0, i - 6), i));
      }
      if (sep) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

function parsePercent(s: string): number | null {
  const m = PERCENT.exec(s);
  if (!m || m[1] === undefined) return null;
  const v = Number(m[1].replace(',', '.'));
  return v > 0 && v <= 100 ? v : null;
}

function cleanName(s: string): string {
  return s
    .replace(PERCENT, ' ')
    .replace(/[*†‡°¹²³]+/g, ' ')
    .replace(/^[\s\-–:.]+|[\s\-–:.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when parenthesised content reads as an origin statement rather than sub-ingredients. */
function originOf(content: string, isOrigin: (s: string) => boolean): string | null {
  const c = content.trim();
  if (c.includes(',') && !ORIGIN_PREFIX.test(c)) return null;
  const stripped = c.replace(ORIGIN_PREFIX, '');
  if (ORIGIN_PREFIX.test(c) || isOrigin(stripped)) return stripped;
  return null;
}

interface RawItem {
  name: string;
  percent: number | null;
  origin: string | null;
  children: RawItem[];
}

function parseItem(piece: string, isOrigin: (s: string) => boolean, depth: number): RawItem {
  let text = piece;
  // "Fyllning: socker" — keep the ingredient, drop the section label.
  if (depth === 0 && SECTION_LABEL.test(text) && !/^\s*e\s?\d/.test(text)) {
    const idx = text.indexOf(':');
    const before = text.slice(0, idx);
    if (!before.includes('(')) text = text.slice(idx + 1);
  }
  let name = '';
  let percent: number | null = null;
  let origin: string | null = null;
  let children: RawItem[] = [];
  let i = 0;
  let level = 0;
  let groupStart = -1;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (OPEN.has(ch)) {
      if (level === 0) groupStart = i + 1;
      level++;
    } else if (CLOSE.has(ch)) {
      if (level === 0) continue;
      level--;
      if (level === 0 && groupStart >= 0) {
        const content = text.slice(groupStart, i);
        groupStart = -1;
        if (ONLY_PERCENT.test(content.trim())) {
          percent ??= parsePercent(' ' + content);
        } else {
          const o = depth < 4 ? originOf(content, isOrigin) : null;
          if (o !== null) origin ??= o;
          else if (depth < 4) {
            const parts = splitTopLevel(content);
            // "(40 %, Italien)" style: percent and origin inside one group.
            const rest: string[] = [];
            for (const p of parts) {
              if (ONLY_PERCENT.test(p)) percent ??= parsePercent(' ' + p);
              else if (originOf(p, isOrigin) !== null) origin ??= originOf(p, isOrigin);
              else rest.push(p);
            }
            children = children.concat(rest.map((p) => parseItem(p, isOrigin, depth + 1)));
          }
        }
      }
    } else if (level === 0) name += ch;
  }
  // An unclosed parenthesis: treat what followed it as sub-ingredients.
  if (level > 0 && groupStart >= 0 && depth < 4) {
    children = children.concat(splitTopLevel(text.slice(groupStart)).map((p) => parseItem(p, isOrigin, depth + 1)));
  }
  percent ??= parsePercent(' ' + name);
  // "tomater från Italien"
  const from = /\s(?:från|from)\s+(.+)$/.exec(name);
  if (from?.[1] && isOrigin(from[1])) {
    origin ??= from[1];
    name = name.slice(0, from.index);
  }
  return { name: cleanName(name), percent, origin, children };
}

/**
 * Shares for one sibling list summing to `total` (percent of product). Declared percentages
 * are kept; the rest of the mass goes to the others ∝ 1/rank, each capped by its predecessor
 * so the estimate respects the EU rule that ingredients are listed in descending weight.
 */
/** Options the caller injects so the parser stays independent of the data tables. */
export interface ParseOptions {
  /** Whether a parenthesised phrase names a country ("tomater (Italien)"). */
  isOrigin?: (s: string) => boolean;
  /**
   * Whether an ingredient is a minor one (salt, additive, vitamin, spice). Unless listed first,
   * these are held at ≤ 2 %: EU rules let ingredients under 2 % follow in any order, which is
   * where such items sit in practice.
   */
  isMinor?: (name: string) => boolean;
}

const MINOR_CAP = 2;

function assignShares(items: RawItem[], total: number, nested: boolean, isMinor: (name: string) => boolean): ParsedIngredient[] {
  const n = items.length;
  const declared: (number | null)[] = items.map((it) => it.percent);
  let declaredSum = 0;
  for (const d of declared) if (d !== null) declaredSum += d;
  // Nested percentages may be given relative to the compound ingredient; they are when
  // they could not fit inside it as percentages of the whole product.
  let scale = 1;
  if (nested && declaredSum > total + 0.5) scale = total / 100;
  if (declaredSum * scale > total && declaredSum > 0) scale = total / declaredSum;
  const shares = new Array<number>(n).fill(0);
  const estimated = new Array<boolean>(n).fill(false);
  let remaining = total;
  for (let i = 0; i < n; i++) {
    const d = declared[i];
    if (d !== null && d !== undefined) {
      shares[i] = d * scale;
      remaining -= shares[i]!;
    }
  }
  remaining = Math.max(0, remaining);
  const weights = items.map((_, i) => (declared[i] === null ? 1 / (i + 1) : 0));
  const free = new Array<boolean>(n).fill(true);
  for (let pass = 0; pass < 4 && remaining > 1e-9; pass++) {
    let wsum = 0;
    for (let i = 0; i < n; i++) if (free[i] && weights[i]! > 0) wsum += weights[i]!;
    if (wsum === 0) break;
    for (let i = 0; i < n; i++) {
      if (free[i] && weights[i]! > 0) {
        shares[i]! += (remaining * weights[i]!) / wsum;
        estimated[i] = true;
      }
    }
    remaining = 0;
    for (let i = 1; i < n; i++) {
      if (declared[i] !== null) continue;
      const cap = Math.min(shares[i - 1]!, isMinor(items[i]!.name) ? (MINOR_CAP * total) / 100 : Infinity);
      if (shares[i]! > cap + 1e-9) {
        remaining += shares[i]! - cap;
        shares[i] = cap;
        free[i] = false;
      }
    }
  }
  return items.map((it, i) => {
    const share = shares[i]!;
    const children = it.children.length > 0 ? assignShares(it.children, share, true, isMinor) : [];
    return {
      name: it.name,
      percent: it.percent === null ? null : it.percent * scale,
      share,
      estimated: estimated[i]!,
      origin: it.origin,
      children,
    };
  });
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

/** Parse an ingredient statement into a tree with mass shares, plus the traces statement. */
export function parseIngredients(raw: string | null | undefined, options: ParseOptions = {}): ParsedIngredients {
  const isOrigin = options.isOrigin ?? NEVER;
  const isMinor = options.isMinor ?? NEVER;
  if (typeof raw !== 'string' || raw.trim() === '') return { ingredients: [], containsText: '', tracesText: '' };
  let text = normalizeText(raw);
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
      const end = sentenceEnd(text, m.index);
      traces += (traces ? '; ' : '') + text.slice(m.index, end);
      pos = end;
      TRACES.lastIndex = end;
    }
  }
  const stop = cutAt(contains, NOT_INGREDIENTS);
  if (stop >= 0) contains = contains.slice(0, stop);
  contains = contains.trim().replace(/[.\s]+$/, '');

  const items = splitTopLevel(contains)
    .map((p) => parseItem(p, isOrigin, 0))
    .filter((it) => it.name.length > 0 || it.children.length > 0);
  return { ingredients: assignShares(items, 100, false, isMinor), containsText: contains, tracesText: traces };
}

/** Depth-first walk over parsed ingredients. */
export function* walkIngredients(list: readonly ParsedIngredient[]): Generator<ParsedIngredient> {
  for (const it of list) {
    yield it;
    if (it.children.length > 0) yield* walkIngredients(it.children);
  }
}
