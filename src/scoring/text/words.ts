/** Words, brackets and lists in normalised text: the helpers every stage reads text with, instead of patterns of its own. */

const NON_LETTERS = /[^\p{L}]+/u;
const WORD_BEFORE = /([a-zà-öø-ÿ]+)\s+$/;
const INNERMOST_BRACKET = /\(([^()]*)\)/g;

/** The runs of letters of a text ("glas-flaska, 1 l" → glas, flaska, l). */
export const letterWords = (text: string): string[] => text.split(NON_LETTERS);

/** The word just before `end` (within `reach` characters), or null: "mineral" in "mineral vatten". */
export function wordBefore(text: string, end: number, reach = 24): string | null {
  return WORD_BEFORE.exec(text.slice(Math.max(0, end - reach), end))?.[1] ?? null;
}

export const hasBracket = (text: string): boolean => text.includes('(');

/**
 * The text with each innermost bracket "(a, b)" blanked to one space when `blank` says so of its
 * comma-separated parts; other brackets stay as written.
 */
export function blankInnermostBrackets(text: string, blank: (parts: string[]) => boolean): string {
  if (!hasBracket(text)) return text;
  INNERMOST_BRACKET.lastIndex = 0;
  return text.replace(INNERMOST_BRACKET, (whole, inner: string) => (blank(inner.split(',')) ? ' ' : whole));
}

/** Each of `words` that `word` starts with, or ends with: the parts of a compound ("glasflaska"). */
export const prefixesOf = <W extends string>(word: string, words: readonly W[]): W[] => words.filter((w) => word.startsWith(w));
export const suffixOf = <W extends string>(word: string, words: readonly W[]): W | null => words.find((w) => word.endsWith(w)) ?? null;

/** A number already written with a decimal point ("1.5") as Swedish writes it ("1,5"). */
export const withDecimalComma = (written: string): string => written.replace('.', ',');

/** A decimal number as Swedish writes it ("1,5"). */
export const decimalComma = (x: number): string => withDecimalComma(String(x));

/** A number as English writes it: thousands set off by commas ("1,450"), or a decimal point ("0.35"). */
const ENGLISH_NUMBER = /(?<!\d)(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)/g;

/**
 * The numbers of an English text as Swedish writes them: "1,450 km" → "1 450 km", "0.35 kWh" → "0,35 kWh".
 * A comma followed by a space is a list's, not a number's, and stays ("185 g glass, 12 g steel").
 */
export const numbersInSwedish = (text: string): string =>
  text.replace(ENGLISH_NUMBER, (written) => withDecimalComma(written.replaceAll(',', ' ')));
