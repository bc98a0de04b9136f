/**
 * Trie-based keyword matcher, built once at module load. One pass over the text finds
 * leftmost-longest, non-overlapping matches, which is what makes stop-lists work: the longer
 * `ostron` wins over `ost` at the same position, and `kokosmjölk` consumes its inner `mjölk`.
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
}

export interface KeywordHit<T> {
  start: number;
  end: number;
  value: T;
}

interface Terminal<T> {
  value: T;
  anchor: Anchor;
}

interface TrieNode<T> {
  next: Map<number, TrieNode<T>>;
  /** Several entries when one spelling has different meanings by position (`nöt`). */
  terminals: Terminal<T>[] | null;
}

function newNode<T>(): TrieNode<T> {
  return { next: new Map(), terminals: null };
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

export class KeywordMatcher<T> {
  private readonly root: TrieNode<T> = newNode();
  private readonly rootTable: (TrieNode<T> | undefined)[] = new Array<TrieNode<T> | undefined>(ROOT_TABLE_SIZE).fill(undefined);
  readonly size: number;

  constructor(specs: Iterable<KeywordSpec<T>>) {
    let n = 0;
    for (const spec of specs) {
      this.add(spec.term, spec.value, spec.anchor ?? 'any');
      n++;
    }
    this.size = n;
    for (const [code, node] of this.root.next) if (code < ROOT_TABLE_SIZE) this.rootTable[code] = node;
  }

  private rootChild(c: number): TrieNode<T> | undefined {
    return c < ROOT_TABLE_SIZE ? this.rootTable[c] : this.root.next.get(c);
  }

  private add(term: string, value: T, anchor: Anchor): void {
    let node = this.root;
    for (let k = 0; k < term.length; k++) {
      const c = term.charCodeAt(k);
      let child = node.next.get(c);
      if (!child) {
        child = newNode();
        node.next.set(c, child);
      }
      node = child;
    }
    (node.terminals ??= []).push({ value, anchor });
  }

  // Result registers of the last longestEnd() call: avoids allocating a hit per candidate.
  private lastValue: T | undefined = undefined;

  /** End of the longest valid match starting at `i` (value in lastValue), or -1. */
  private longestEnd(text: string, i: number): number {
    let node = this.rootChild(text.charCodeAt(i));
    let bestEnd = -1;
    const n = text.length;
    let j = i;
    while (node !== undefined) {
      const ts = node.terminals;
      if (ts !== null) {
        for (let k = 0; k < ts.length; k++) {
          const t = ts[k]!;
          if (anchorOk(t.anchor, text, i, j + 1)) {
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

  /** Leftmost-longest non-overlapping matches, in text order. Text must be normalised. */
  scan(text: string): KeywordHit<T>[] {
    const hits: KeywordHit<T>[] = [];
    let i = 0;
    const n = text.length;
    while (i < n) {
      const end = this.longestEnd(text, i);
      if (end > 0) {
        hits.push({ start: i, end, value: this.lastValue as T });
        i = end;
      } else i++;
    }
    return hits;
  }

  /**
   * The single longest match anywhere; on equal length the rightmost wins, because the head
   * of a Swedish compound is its last part (`fullkornsvetemjöl` is a flour).
   */
  longest(text: string): KeywordHit<T> | null {
    let best: KeywordHit<T> | null = null;
    for (let i = 0; i < text.length; i++) {
      const end = this.longestEnd(text, i);
      if (end > 0 && (!best || end - i >= best.end - best.start)) best = { start: i, end, value: this.lastValue as T };
    }
    return best;
  }

  /** True when any term matches. */
  test(text: string): boolean {
    for (let i = 0; i < text.length; i++) if (this.longestEnd(text, i) > 0) return true;
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
