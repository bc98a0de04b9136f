import { isWordCode } from '../text/matcher.js';

/**
 * Segmentation: a statement split at its top-level separators (, ; and a sentence-ending full
 * stop), brackets and decimal commas respected. The tree stage (parse/items.ts) reads brackets
 * with the same character tests.
 */

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

export function isOpen(c: number): boolean {
  return c === C_OPEN_PAREN || c === C_OPEN_BRACKET || c === C_OPEN_BRACE;
}

export function isClose(c: number): boolean {
  return c === C_CLOSE_PAREN || c === C_CLOSE_BRACKET || c === C_CLOSE_BRACE;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

const C_HYPHEN = 45;

/** A word cut short ends at `i`: a letter, then a hyphen ("get-"). */
function cutShortBefore(text: string, i: number): boolean {
  return i >= 2 && text.charCodeAt(i - 1) === C_HYPHEN && isWordCode(text.charCodeAt(i - 2)) && !isDigitCode(text.charCodeAt(i - 2));
}

/** What each ASCII character is to the splitter: nothing, an opening or a closing bracket, or a possible separator (, ; .). */
const NONE = 0;
const OPENS = 1;
const CLOSES = 2;
const SEPARATES = 3;
const ROLE = new Uint8Array(128);
for (let c = 0; c < 128; c++) ROLE[c] = isOpen(c) ? OPENS : isClose(c) ? CLOSES : c === C_COMMA || c === C_SEMI || c === C_DOT ? SEPARATES : NONE;

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
    // Most characters are none of these: one table lookup passes them, instead of the nine comparisons below.
    const role = c < 128 ? ROLE[c]! : NONE;
    if (role === NONE) continue;
    if (role === OPENS) depth++;
    else if (role === CLOSES) depth = depth > 0 ? depth - 1 : 0;
    else if (depth === 0) {
      let sep = false;
      if (c === C_SEMI) sep = true;
      // A comma after a word cut short ("get-, får- och komjölk") lists the words of one compound (parse/compounds.ts).
      else if (c === C_COMMA) sep = !(isDigitCode(text.charCodeAt(i - 1)) && isDigitCode(text.charCodeAt(i + 1))) && !cutShortBefore(text, i);
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
