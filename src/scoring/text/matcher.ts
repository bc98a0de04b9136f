/**
 * The engine's one keyword matcher: a trie over every term of the lexicon, built once at module
 * load. A term belongs to a facet (a vocabulary: commodity, allergen, processing marker, …); a
 * scan asks for one facet, or for several at once in one pass over the text. Per facet it finds
 * leftmost-longest, non-overlapping matches, which is what makes stop-lists work: the longer
 * `ostron` wins over `ost` at the same position, and `kokosmjölk` consumes its inner `mjölk`.
 * Terms of other facets never interfere: a facet's hits are those a trie of its terms alone gives.
 */

/**
 * Where a term may sit inside a word. Swedish compounds put the key anywhere (`any`);
 * English terms and risky short Swedish stems need boundaries.
 */
export type Anchor = 'any' | 'start' | 'end' | 'edge' | 'word';

export interface KeywordSpec<T> {
  term: string;
  value: T;
  anchor?: Anchor;
  /** The vocabulary the term belongs to (0 when the matcher has only one). */
  facet?: number;
}

export interface KeywordHit<T> {
  start: number;
  end: number;
  value: T;
}

interface Terminal<T> {
  value: T;
  anchor: Anchor;
  facet: number;
}

interface TrieNode<T> {
  next: Map<number, TrieNode<T>>;
  /** Several entries when one spelling has different meanings by position (`nöt`) or by facet. */
  terminals: Terminal<T>[] | null;
  /** Bit per facet with a term at or below this node: a walk stops where no wanted facet lies ahead. */
  below: number;
}

function newNode<T>(): TrieNode<T> {
  return { next: new Map(), terminals: null, below: 0 };
}

/** Letters and digits (Latin-1 and Latin Extended cover Swedish, English and the odd loanword). */
export function isWordCode(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7)
  );
}

function boundaryBefore(text: string, i: number): boolean {
  return i === 0 || !isWordCode(text.charCodeAt(i - 1));
}

function boundaryAfter(text: string, j: number): boolean {
  return j >= text.length || !isWordCode(text.charCodeAt(j));
}

function anchorOk(anchor: Anchor, text: string, i: number, j: number): boolean {
  switch (anchor) {
    case 'any':
      return true;
    case 'start':
      return boundaryBefore(text, i);
    case 'end':
      return boundaryAfter(text, j);
    case 'edge':
      return boundaryBefore(text, i) || boundaryAfter(text, j);
    case 'word':
      return boundaryBefore(text, i) && boundaryAfter(text, j);
  }
}

/** Root fan-out as a flat array for Latin-1/Latin Extended codes: the lookup done at every position. */
const ROOT_TABLE_SIZE = 0x250;
/** Facets are bits of a 32-bit mask. */
const MAX_FACETS = 31;

export class KeywordMatcher<T> {
  private readonly root: TrieNode<T> = newNode();
  private readonly rootTable: (TrieNode<T> | undefined)[] = new Array<TrieNode<T> | undefined>(ROOT_TABLE_SIZE).fill(undefined);
  readonly size: number;

  constructor(specs: Iterable<KeywordSpec<T>>) {
    let n = 0;
    for (const spec of specs) {
      const facet = spec.facet ?? 0;
      if (facet < 0 || facet >= MAX_FACETS) throw new Error(`facet ${facet} out of range`);
      this.add(spec.term, { value: spec.value, anchor: spec.anchor ?? 'any', facet });
      n++;
    }
    this.size = n;
    for (const [code, node] of this.root.next) if (code < ROOT_TABLE_SIZE) this.rootTable[code] = node;
  }

  private rootChild(c: number): TrieNode<T> | undefined {
    return c < ROOT_TABLE_SIZE ? this.rootTable[c] : this.root.next.get(c);
  }

  private add(term: string, terminal: Terminal<T>): void {
    const bit = 1 << terminal.facet;
    let node = this.root;
    for (let k = 0; k < term.length; k++) {
      const c = term.charCodeAt(k);
      let child = node.next.get(c);
      if (!child) {
        child = newNode();
        node.next.set(c, child);
      }
      child.below |= bit;
      node = child;
    }
    (node.terminals ??= []).push(terminal);
  }

  // Result registers of the last longestEnd() call: avoids allocating a hit per candidate.
  private lastValue: T | undefined = undefined;

  /** End of the longest valid match of `facet` starting at `i` (value in lastValue), or -1. */
  private longestEnd(text: string, i: number, facet: number): number {
    const bit = 1 << facet;
    let node = this.rootChild(text.charCodeAt(i));
    let bestEnd = -1;
    const n = text.length;
    let j = i;
    while (node !== undefined && (node.below & bit) !== 0) {
      const ts = node.terminals;
      if (ts !== null) {
        for (let k = 0; k < ts.length; k++) {
          const t = ts[k]!;
          if (t.facet === facet && anchorOk(t.anchor, text, i, j + 1)) {
            bestEnd = j + 1;
            this.lastValue = t.value;
            break;
          }
        }
      }
      j++;
      if (j >= n) break;
      node = node.next.get(text.charCodeAt(j));
    }
    return bestEnd;
  }

  /** Leftmost-longest non-overlapping matches of one facet, in text order. Text must be normalised. */
  scan(text: string, facet = 0): KeywordHit<T>[] {
    const hits: KeywordHit<T>[] = [];
    let i = 0;
    const n = text.length;
    while (i < n) {
      const end = this.longestEnd(text, i, facet);
      if (end > 0) {
        hits.push({ start: i, end, value: this.lastValue as T });
        i = end;
      } else i++;
    }
    return hits;
  }

  /**
   * The hits of several facets in one pass over the text: for each facet, exactly what
   * `scan(text, facet)` gives, but each position is walked once for all facets still free there.
   */
  scanFacets(text: string, facets: readonly number[]): KeywordHit<T>[][] {
    const out = facets.map((): KeywordHit<T>[] => []);
    const m = facets.length;
    // Per facet: where it may match next, and the best end (and value) found at the current position.
    const free = new Int32Array(m);
    const bestEnd = new Int32Array(m);
    const bestValue = new Array<T | undefined>(m);
    let mask = 0;
    for (const f of facets) mask |= 1 << f;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      let active = 0;
      for (let k = 0; k < m; k++) {
        bestEnd[k] = -1;
        if (free[k]! <= i) active |= 1 << facets[k]!;
      }
      if (active === 0) continue;
      let node = this.rootChild(text.charCodeAt(i));
      let j = i;
      while (node !== undefined && (node.below & active & mask) !== 0) {
        const ts = node.terminals;
        if (ts !== null) {
          for (let k = 0; k < m; k++) {
            const f = facets[k]!;
            if ((active & (1 << f)) === 0 || bestEnd[k] === j + 1) continue;
            for (let q = 0; q < ts.length; q++) {
              const t = ts[q]!;
              if (t.facet === f && anchorOk(t.anchor, text, i, j + 1)) {
                bestEnd[k] = j + 1;
                bestValue[k] = t.value;
                break;
              }
            }
          }
        }
        j++;
        if (j >= n) break;
        node = node.next.get(text.charCodeAt(j));
      }
      for (let k = 0; k < m; k++) {
        const end = bestEnd[k]!;
        if (end > 0) {
          out[k]!.push({ start: i, end, value: bestValue[k] as T });
          free[k] = end;
        }
      }
    }
    return out;
  }

  /**
   * The single longest match of a facet anywhere; on equal length the rightmost wins, because the
   * head of a Swedish compound is its last part (`fullkornsvetemjöl` is a flour).
   */
  longest(text: string, facet = 0): KeywordHit<T> | null {
    let best: KeywordHit<T> | null = null;
    for (let i = 0; i < text.length; i++) {
      const end = this.longestEnd(text, i, facet);
      if (end > 0 && (!best || end - i >= best.end - best.start)) best = { start: i, end, value: this.lastValue as T };
    }
    return best;
  }

  /** True when any term of the facet matches. */
  test(text: string, facet = 0): boolean {
    for (let i = 0; i < text.length; i++) if (this.longestEnd(text, i, facet) > 0) return true;
    return false;
  }
}

/** English nouns: accept the plural forms too, as whole words; a phrase takes its last word's plurals ("pine nuts"). */
export function englishForms(term: string): string[] {
  const space = term.lastIndexOf(' ');
  if (space >= 0) {
    const head = term.slice(0, space + 1);
    return englishForms(term.slice(space + 1)).map((f) => head + f);
  }
  if (term.endsWith('s')) return [term];
  if (term.endsWith('y') && !/[aeiou]y$/.test(term)) return [term, term.slice(0, -1) + 'ies'];
  if (/(ch|sh|x|o)$/.test(term)) return [term, term + 'es', term + 's'];
  return [term, term + 's'];
}

/** The whole word (or compound) a hit sits in, e.g. "vetemjöl" for the hit "vete": evidence a reader recognises. */
export function wordAround(text: string, start: number, end: number): string {
  let i = start;
  let j = end;
  while (i > 0 && isWordCode(text.charCodeAt(i - 1))) i--;
  while (j < text.length && isWordCode(text.charCodeAt(j))) j++;
  return text.slice(i, j);
}

/** A vocabulary row: the term, what it means, and where it may sit in a word. */
export type TermRow<T> = readonly [term: string, value: T, anchor?: Anchor];

/**
 * Specs for a Swedish and an English vocabulary: Swedish terms match inside compounds unless
 * anchored; English terms match whole words with their plurals.
 */
export function bilingualSpecs<T>(sv: Iterable<TermRow<T>>, en: Iterable<TermRow<T>>): KeywordSpec<T>[] {
  const out: KeywordSpec<T>[] = [];
  for (const [term, value, anchor] of sv) out.push({ term, value, anchor: anchor ?? 'any' });
  for (const [term, value, anchor] of en) for (const f of englishForms(term)) out.push({ term: f, value, anchor: anchor ?? 'word' });
  return out;
}
