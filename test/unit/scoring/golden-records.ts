import type { ProductData, scoreAndExplain, summarize, SUMMARY_LANGUAGES } from '../../../src/scoring/index.js';
import type { NamedProduct } from './corpus/products.js';

/**
 * How golden records are written (golden.test.ts), vitest-free so that a script can write them with
 * another engine (e.g. one extracted from another commit) and compare the files byte for byte.
 */
export interface GoldenEngine {
  scoreAndExplain: typeof scoreAndExplain;
  summarize: typeof summarize;
  SUMMARY_LANGUAGES: typeof SUMMARY_LANGUAGES;
}

/**
 * JSON with object keys sorted at every level (so the file does not depend on construction order),
 * one line per value from `FLAT_DEPTH` down (one line per element of a list at that depth), so a
 * diff names the product and the part of it that changed without a line per number.
 */
const FLAT_DEPTH = 4;
function render(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (depth > FLAT_DEPTH || value.length === 0) return `[${value.map((v) => render(v, Infinity)).join(',')}]`;
    return expanded('[', value.map((v) => render(v, depth + 1)), ']', depth);
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort();
  if (depth >= FLAT_DEPTH || keys.length === 0) return `{${keys.map((k) => `${JSON.stringify(k)}:${render(object[k], Infinity)}`).join(',')}}`;
  return expanded('{', keys.map((k) => `${JSON.stringify(k)}: ${render(object[k], depth + 1)}`), '}', depth);
}

function expanded(open: string, items: string[], close: string, depth: number): string {
  const indent = ' '.repeat(depth + 1);
  return `${open}\n${items.map((item) => indent + item).join(',\n')}\n${' '.repeat(depth)}${close}`;
}

function goldenRecord(engine: GoldenEngine, product: ProductData) {
  const { scores, explanation } = engine.scoreAndExplain(product);
  // Each summary from the explanation worded in its language, as the service sends it.
  const summary = Object.fromEntries(
    engine.SUMMARY_LANGUAGES.map((lang) => [lang, Object.fromEntries(engine.summarize(scores, engine.scoreAndExplain(product, lang).explanation, lang).map((s) => [s.field, s.text]))]),
  );
  return { input: product, scores, explanation, summary };
}

/** One product's golden file: its record under its id. */
export function serialiseGolden(engine: GoldenEngine, [id, product]: NamedProduct): string {
  return `{\n ${JSON.stringify(id)}: ${render(goldenRecord(engine, product), 1)}\n}\n`;
}

/**
 * The file a product's record lives in, under its suite's folder: the id in lower case without
 * accents, every run of other characters than letters and digits as one hyphen ("001 sv" →
 * `001-sv.json`, "milk: smör" → `milk-smor.json`).
 */
export function goldenFileName(id: string): string {
  const ascii = id.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return `${ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.json`;
}

