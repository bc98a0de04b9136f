import type { ProductData } from '../../../../src/scoring/types.js';
import { BENCH_PRODUCT } from '../../../bench/scoring-corpus.js';
import methodBump from '../../../fixtures/method-bump/records-2026.11.1.json' with { type: 'json' };
import { OAT_DRINK } from '../../../support/oat-drink.js';
import { OFF_ALLERGEN_CASES } from '../peer/off-allergen-cases.js';
import { OFF_SV } from '../peer/off-allergens-sv-cases.js';
import { OFF_NOVA_CASES } from '../peer/off-nova-cases.js';
import { OFF_NUTRISCORE_CASES, toProductData } from '../peer/off-nutriscore-cases.js';
import { HELDOUT2_ENGLISH_LABELS, HELDOUT2_SWEDISH_LABELS } from './heldout2-labels.js';
import { HELDOUT_ENGLISH_LABELS, HELDOUT_SWEDISH_LABELS } from './heldout-labels.js';
import { HARD_SWEDISH_LABELS } from './hard-wordings-labels.js';
import { ENGLISH_LABELS, SWEDISH_LABELS, type LabelRow } from './labels.js';

/**
 * Every product the scoring tests know, as partners would send it, by suite: the label corpora,
 * the Open Food Facts peer cases and the fixtures. The golden records (golden.test.ts) and the
 * scoring-throughput benchmark (test/bench/scoring-throughput.ts) both read them. vitest-free.
 */
export type NamedProduct = readonly [id: string, product: ProductData];

const number = (i: number) => String(i + 1).padStart(3, '0');
const LANGUAGES = ['sv', 'en'] as const;
const labels = (lang: string, rows: readonly LabelRow[]): NamedProduct[] =>
  rows.map(([category, text], i) => [`${lang} ${number(i)}`, { ingredients: text, category }] as const);

export const CORPUS_SUITES: Readonly<Record<string, () => NamedProduct[]>> = {
  'corpus-labels': () => [...labels('sv', SWEDISH_LABELS), ...labels('en', ENGLISH_LABELS)],
  'corpus-heldout': () => [...labels('sv', HELDOUT_SWEDISH_LABELS), ...labels('en', HELDOUT_ENGLISH_LABELS)],
  'corpus-heldout2': () => [...labels('sv', HELDOUT2_SWEDISH_LABELS), ...labels('en', HELDOUT2_ENGLISH_LABELS)],
  'corpus-hard-wordings': () => labels('sv', HARD_SWEDISH_LABELS),
  'peer-off-allergens': () => OFF_ALLERGEN_CASES.flatMap((c, i) => LANGUAGES.map((lang) => [`${number(i)} ${lang}`, { ingredients: c[lang] }] as const)),
  'peer-off-allergens-sv': () => Object.entries(OFF_SV).flatMap(([id, synonyms]) => synonyms.map((s) => [`${id}: ${s}`, { ingredients: s }] as const)),
  'peer-off-nova': () => OFF_NOVA_CASES.flatMap((c, i) => LANGUAGES.map((lang) => [`${number(i)} ${lang}`, { ...c[lang] }] as const)),
  'peer-off-nutriscore': () => OFF_NUTRISCORE_CASES.map((c) => [`${c.id} @ ${c.commit.slice(0, 8)}`, toProductData(c)] as const),
};

/** The submissions of the method-bump fixture (records stored by method 2026.11.1). */
export const methodBumpProducts = (): NamedProduct[] => methodBump.rows.map((row) => [`method-bump ${row.gtin}`, row.submission as ProductData] as const);
export const OAT_DRINK_PRODUCT: NamedProduct = ['oat drink (contract examples, rich form)', OAT_DRINK];
export const BENCH_NAMED_PRODUCT: NamedProduct = ['scoring benchmark product', BENCH_PRODUCT];

/** All of the above in one list. */
export function allCorpusProducts(): ProductData[] {
  return [...Object.values(CORPUS_SUITES).flatMap((suite) => suite()), ...methodBumpProducts(), OAT_DRINK_PRODUCT, BENCH_NAMED_PRODUCT].map(([, product]) => product);
}
