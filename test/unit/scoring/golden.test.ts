import { describe, expect, it } from 'vitest';
import { scoreAndExplain, summarize, SUMMARY_LANGUAGES, type ProductData } from '../../../src/scoring/index.js';
import { buildBulk } from '../../support/bulk.js';
import { buildProduct, buildRichProduct } from '../../support/fixtures.js';
import { BENCH_NAMED_PRODUCT, CORPUS_SUITES, methodBumpProducts, OAT_DRINK_PRODUCT, type NamedProduct } from './corpus/products.js';

/**
 * Golden records: every product of the test corpora, the peer suites, the fixtures and the
 * catalogue the tests seed, scored and explained (scores, the published explanation and its
 * summary in every language), one file per suite under golden/. A change to the engine that
 * changes any published figure or sentence shows up here product by product. Update with
 * `npx vitest run --project unit test/unit/scoring/golden.test.ts -u` and say in the commit which
 * products changed and why.
 */

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

function goldenRecord(product: ProductData) {
  const { scores, explanation } = scoreAndExplain(product);
  const summary = Object.fromEntries(
    SUMMARY_LANGUAGES.map((lang) => [lang, Object.fromEntries(summarize(scores, explanation, lang).map((s) => [s.field, s.text]))]),
  );
  return { input: product, scores, explanation, summary };
}

/** The suite's products in its own order, each under its id. */
function serialise(products: readonly NamedProduct[]): string {
  const ids = new Set<string>();
  const lines: string[] = [];
  for (const [id, product] of products) {
    if (ids.has(id)) throw new Error(`duplicate golden id ${id}`);
    ids.add(id);
    lines.push(` ${JSON.stringify(id)}: ${render(goldenRecord(product), 1)}`);
  }
  return `{\n${lines.join(',\n')}\n}\n`;
}

const SUITES: Record<string, () => NamedProduct[]> = {
  ...CORPUS_SUITES,
  'fixtures-and-catalogue': () => [
    ...methodBumpProducts(),
    OAT_DRINK_PRODUCT,
    ['rich product fixture', buildRichProduct()],
    ['simple product fixture', buildProduct()],
    ['bulk product fixture', buildBulk(1, 1)[0]!],
    BENCH_NAMED_PRODUCT,
  ],
};

describe('golden records (scores, explanation and summaries of every known product)', () => {
  for (const [suite, products] of Object.entries(SUITES)) {
    it(suite, async () => {
      const list = products();
      expect(list.length).toBeGreaterThan(0);
      await expect(serialise(list)).toMatchFileSnapshot(`./golden/${suite}.json`);
    });
  }
});
