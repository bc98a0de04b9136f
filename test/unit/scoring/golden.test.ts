import { describe, expect, it } from 'vitest';
import { scoreAndExplain, summarize, SUMMARY_LANGUAGES, type ProductData } from '../../../src/scoring/index.js';
import { BENCH_PRODUCT } from '../../bench/scoring-corpus.js';
import methodBump from '../../fixtures/method-bump/records-2026.11.1.json' with { type: 'json' };
import { buildBulk } from '../../support/bulk.js';
import { buildProduct, buildRichProduct } from '../../support/fixtures.js';
import { OAT_DRINK } from '../../support/oat-drink.js';
import { HELDOUT2_ENGLISH_LABELS, HELDOUT2_SWEDISH_LABELS } from './corpus/heldout2-labels.js';
import { HELDOUT_ENGLISH_LABELS, HELDOUT_SWEDISH_LABELS } from './corpus/heldout-labels.js';
import { ENGLISH_LABELS, SWEDISH_LABELS, type LabelRow } from './corpus/labels.js';
import { OFF_ALLERGEN_CASES } from './peer/off-allergen-cases.js';
import { OFF_SV } from './peer/off-allergens-sv-cases.js';
import { OFF_NOVA_CASES } from './peer/off-nova-cases.js';
import { OFF_NUTRISCORE_CASES, toProductData } from './peer/off-nutriscore-cases.js';

/**
 * Golden records: every product of the test corpora, the peer suites, the fixtures and the
 * catalogue the tests seed, scored and explained (scores, the published explanation and its
 * summary in every language), one file per suite under golden/. A change to the engine that
 * changes any published figure or sentence shows up here product by product. Update with
 * `npx vitest run --project unit test/unit/scoring/golden.test.ts -u` and say in the commit which
 * products changed and why.
 */

type Named = readonly [id: string, product: ProductData];

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
function serialise(products: readonly Named[]): string {
  const ids = new Set<string>();
  const lines: string[] = [];
  for (const [id, product] of products) {
    if (ids.has(id)) throw new Error(`duplicate golden id ${id}`);
    ids.add(id);
    lines.push(` ${JSON.stringify(id)}: ${render(goldenRecord(product), 1)}`);
  }
  return `{\n${lines.join(',\n')}\n}\n`;
}

const number = (i: number) => String(i + 1).padStart(3, '0');
const LANGUAGES = ['sv', 'en'] as const;
const labels = (lang: string, rows: readonly LabelRow[]): Named[] =>
  rows.map(([category, text], i) => [`${lang} ${number(i)}`, { ingredients: text, category }] as const);

const SUITES: Record<string, () => Named[]> = {
  'corpus-labels': () => [...labels('sv', SWEDISH_LABELS), ...labels('en', ENGLISH_LABELS)],
  'corpus-heldout': () => [...labels('sv', HELDOUT_SWEDISH_LABELS), ...labels('en', HELDOUT_ENGLISH_LABELS)],
  'corpus-heldout2': () => [...labels('sv', HELDOUT2_SWEDISH_LABELS), ...labels('en', HELDOUT2_ENGLISH_LABELS)],
  'peer-off-allergens': () => OFF_ALLERGEN_CASES.flatMap((c, i) => LANGUAGES.map((lang) => [`${number(i)} ${lang}`, { ingredients: c[lang] }] as const)),
  'peer-off-allergens-sv': () => Object.entries(OFF_SV).flatMap(([id, synonyms]) => synonyms.map((s) => [`${id}: ${s}`, { ingredients: s }] as const)),
  'peer-off-nova': () => OFF_NOVA_CASES.flatMap((c, i) => LANGUAGES.map((lang) => [`${number(i)} ${lang}`, { ...c[lang] }] as const)),
  'peer-off-nutriscore': () => OFF_NUTRISCORE_CASES.map((c) => [`${c.id} @ ${c.commit.slice(0, 8)}`, toProductData(c)] as const),
  'fixtures-and-catalogue': () => [
    ...methodBump.rows.map((row) => [`method-bump ${row.gtin}`, row.submission as ProductData] as const),
    ['oat drink (contract examples, rich form)', OAT_DRINK],
    ['rich product fixture', buildRichProduct()],
    ['simple product fixture', buildProduct()],
    ['bulk product fixture', buildBulk(1, 1)[0]!],
    ['scoring benchmark product', BENCH_PRODUCT],
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
