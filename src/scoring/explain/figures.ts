import { withDecimalComma } from '../text/words.js';

/**
 * Published figures to four significant digits, as numbers and as text: the value is always
 * `Number(x.toPrecision(4))` and the text `String` of that value, but worked out from the four
 * digits themselves. `toPrecision` writes the exact decimal expansion of the double and `Number`
 * reads it back, which made these two steps a sixth of an explained product (five quantities ×
 * value, interval and stages, every product).
 *
 * x × 10^k (k = 3 − the decimal exponent) is rounded to the integer n of four digits; n / 10^k (or
 * n × 10^−k) divides or multiplies two exact doubles (|k| ≤ 22), so IEEE arithmetic rounds it once,
 * to the double nearest n·10^−k: the same double `Number` reads from `toPrecision`'s text. Where
 * the product x × 10^k lies too near a rounding boundary for its own rounding error to be ruled
 * out, or outside the plain range, the figure is worked out the slow way.
 */

/** 10^0 … 10^22: the powers of ten a double holds exactly. */
const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

/** Closer than this to a half, the scaled figure's own rounding error could flip the digit. */
const NEAR_HALF = 1e-6;

/** `String` writes numbers in this range without an exponent. */
const PLAIN = { min: 1e-6, max: 1e21 } as const;

export interface Figure {
  value: number;
  /** `String(value)`: English writes it with a decimal point. */
  en: string;
  /** The same with a decimal comma. */
  sv: string;
}

const slow = (x: number): Figure => {
  const value = x === 0 ? 0 : Number(x.toPrecision(4));
  const en = String(value);
  return { value, en, sv: withDecimalComma(en) };
};

/** The double's bits, to read its binary exponent without a logarithm. */
const BITS = new Float64Array(1);
const WORDS = new Uint32Array(BITS.buffer);
/** The word holding sign and exponent: the second on a little-endian machine. */
const HIGH_WORD = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const LOG10_2 = Math.log10(2);

/** x × 10^k, both exact doubles (|k| ≤ 22), so rounded once. */
const scaledBy = (magnitude: number, k: number): number => (k >= 0 ? magnitude * POW10[k]! : magnitude / POW10[-k]!);

/** x to four digits n × 10^−k (1000 ≤ n ≤ 10000), or null where only the slow way is sure. */
function roundedDigits(x: number): { n: number; k: number; absolute: number } | null {
  if (x === 0 || !Number.isFinite(x)) return null;
  const magnitude = Math.abs(x);
  // The decimal exponent from the binary one (a logarithm costs more): ⌊e2 · log10 2⌋ is the exponent or one below it.
  BITS[0] = magnitude;
  const e2 = ((WORDS[HIGH_WORD]! >>> 20) & 0x7ff) - 1023;
  let k = 3 - Math.floor(e2 * LOG10_2);
  if (k > 22 || k < -21) return null;
  let scaled = scaledBy(magnitude, k);
  if (scaled >= 10000) scaled = scaledBy(magnitude, --k);
  if (scaled < 1000 || scaled >= 10000) return null;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  if (Math.abs(fraction - 0.5) < NEAR_HALF) return null;
  const n = fraction > 0.5 ? whole + 1 : whole;
  const absolute = k >= 0 ? n / POW10[k]! : n * POW10[-k]!;
  return absolute < PLAIN.min || absolute >= PLAIN.max ? null : { n, k, absolute };
}

/** `x` to four significant digits, with its text in both languages (as `slow`, faster). */
export function fourDigits(x: number): Figure {
  const r = roundedDigits(x);
  if (r === null) return slow(x);
  // The text: n's digits without trailing zeros, the decimal point k digits from the right.
  // As a small integer (1000 ≤ n ≤ 10000): V8 then divides and writes it without floating-point steps.
  let n = r.n | 0;
  let point = r.k;
  while (n % 10 === 0) {
    n = (n / 10) | 0;
    point--;
  }
  const digits = String(n);
  const sign = x < 0 ? '-' : '';
  const value = x < 0 ? -r.absolute : r.absolute;
  if (point <= 0) {
    const en = sign + digits + '0'.repeat(-point);
    return { value, en, sv: en };
  }
  // The whole part and the decimals, joined by a point in English and a comma in Swedish.
  const [whole, decimals] =
    point < digits.length ? [sign + digits.slice(0, digits.length - point), digits.slice(digits.length - point)] : [`${sign}0`, '0'.repeat(point - digits.length) + digits];
  return { value, en: `${whole}.${decimals}`, sv: `${whole},${decimals}` };
}

/** The value alone: `Number(x.toPrecision(4))`. */
export function sig4(x: number): number {
  const r = roundedDigits(x);
  if (r === null) return x === 0 ? 0 : Number(x.toPrecision(4));
  return x < 0 ? -r.absolute : r.absolute;
}

/**
 * `String(x)` and its decimal-comma form, for an `x` already rounded to `decimals` places (score/math.ts `round`):
 * worked out from its digits, since number-to-text of a double is a slow step of every explained product (data
 * quality and origin factors, five quantities). Such an x is the double nearest n / 10^decimals, whose shortest
 * text is n's digits with the point set in; anything else, or too large to be sure of, is written the slow way.
 */
export function roundedText(x: number, decimals: number): [string, string] {
  const scale = POW10[decimals]!;
  const n = Math.round(x * scale);
  if (n / scale !== x || !(Math.abs(n) < 1e9) || decimals > 9) {
    const en = String(x);
    return [en, withDecimalComma(en)];
  }
  let digits = Math.abs(n) | 0;
  let point = decimals;
  while (point > 0 && digits % 10 === 0) {
    digits = (digits / 10) | 0;
    point--;
  }
  const sign = n < 0 ? '-' : '';
  const text = String(digits);
  if (point === 0) {
    const en = sign + text;
    return [en, en];
  }
  const [whole, fraction] = text.length > point ? [text.slice(0, text.length - point), text.slice(text.length - point)] : ['0', '0'.repeat(point - text.length) + text];
  return [`${sign}${whole}.${fraction}`, `${sign}${whole},${fraction}`];
}
