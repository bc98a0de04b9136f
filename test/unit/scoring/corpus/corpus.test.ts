import { describe, it, expect } from 'vitest';
import { ALLERGEN_IDS, type AllergenId } from '../../../../src/scoring/analyse/allergens.js';
import { scoreAndExplain, scoreProduct } from '../../../../src/scoring/index.js';
import { HELDOUT2_ENGLISH_LABELS, HELDOUT2_SWEDISH_LABELS } from './heldout2-labels.js';
import { HELDOUT_ENGLISH_LABELS, HELDOUT_SWEDISH_LABELS } from './heldout-labels.js';
import { HARD_SWEDISH_LABELS } from './hard-wordings-labels.js';
import { ENGLISH_LABELS, SWEDISH_LABELS, type LabelRow } from './labels.js';

/**
 * The label corpus (labels.ts and the held-out batches heldout-labels.ts, heldout2-labels.ts,
 * hard-wordings-labels.ts) through the whole engine: allergens as partners receive them
 * (`allergenList`, contained ids then `traces:<id>`) and the NOVA group. Precision and recall
 * are counted over (label, allergen, contains|traces) pairs.
 */
const ids = (s: string): Set<string> => new Set(s === '' ? [] : s.split(','));

function decode(list: string): { contains: Set<string>; traces: Set<string> } {
  const contains = new Set<string>();
  const traces = new Set<string>();
  for (const p of list === '' ? [] : list.split(',')) {
    if (p.startsWith('traces:')) traces.add(p.slice(7));
    else contains.add(p);
  }
  return { contains, traces };
}

const tagged = (lang: 'sv' | 'en', rows: readonly LabelRow[]) => rows.map((r) => [lang, r] as const);
const FIRST = [...tagged('sv', SWEDISH_LABELS), ...tagged('en', ENGLISH_LABELS)];
const HELDOUT = [...tagged('sv', HELDOUT_SWEDISH_LABELS), ...tagged('en', HELDOUT_ENGLISH_LABELS)];
const HELDOUT2 = [...tagged('sv', HELDOUT2_SWEDISH_LABELS), ...tagged('en', HELDOUT2_ENGLISH_LABELS)];
const HARD = tagged('sv', HARD_SWEDISH_LABELS);
const ALL = [...FIRST, ...HELDOUT, ...HELDOUT2, ...HARD];

function run(row: LabelRow) {
  const [category, text] = row;
  const s = scoreProduct({ ingredients: text, category });
  return { ...decode(s.allergenList), nova: s.novaScore };
}

describe('label corpus', () => {
  it('has at least 150 labels, every EU-14 allergen in both languages, and valid ids', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    for (const lang of ['sv', 'en'] as const) {
      const seen = new Set<string>();
      for (const [l, [, , contains, traces]] of ALL) if (l === lang) for (const id of [...ids(contains), ...ids(traces)]) seen.add(id);
      expect([...seen].sort()).toEqual([...ALLERGEN_IDS].sort());
    }
    for (const [, [, , contains, traces]] of ALL) {
      for (const id of [...ids(contains), ...ids(traces)]) expect(ALLERGEN_IDS).toContain(id as AllergenId);
      for (const id of ids(traces)) expect(ids(contains).has(id)).toBe(false);
    }
  });

  for (const [lang, row] of ALL) {
    const [category, text, contains, traces, nova] = row;
    it(`${lang} [${category ?? '-'}] ${text.slice(0, 70)}`, () => {
      const got = run(row);
      expect({ contains: [...got.contains].sort(), traces: [...got.traces].sort(), nova: got.nova }).toEqual({
        contains: [...ids(contains)].sort(),
        traces: [...ids(traces)].sort(),
        nova,
      });
    });
  }

  it('explains every label with the same allergens as its allergenList (the evidence reads what the list reads)', () => {
    for (const [, [category, text]] of ALL) {
      const { scores, explanation } = scoreAndExplain({ ingredients: text, category });
      const explained = explanation.allergens.map((a) => (a.presence === 'traces' ? `traces:${a.allergen}` : a.allergen)).join(',');
      expect(explained, text).toBe(scores.allergenList);
    }
  });

  function figures(rows: typeof ALL) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let novaAgree = 0;
    for (const [, row] of rows) {
      const got = run(row);
      for (const [kind, expected] of [
        ['contains', ids(row[2])],
        ['traces', ids(row[3])],
      ] as const) {
        const actual = got[kind];
        for (const id of actual) if (expected.has(id)) tp++;
        else fp++;
        for (const id of expected) if (!actual.has(id)) fn++;
      }
      if (got.nova === row[4]) novaAgree++;
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    const sv = rows.filter(([l]) => l === 'sv').length;
    const text =
      `${rows.length} labels (${sv} sv, ${rows.length - sv} en); ` +
      `allergens precision ${(100 * precision).toFixed(1)} % recall ${(100 * recall).toFixed(1)} % (TP ${tp}, FP ${fp}, FN ${fn}); ` +
      `NOVA ${novaAgree}/${rows.length}`;
    return { precision, recall, novaAgree, text };
  }

  it('allergen precision and recall ≥ 99 % and NOVA agreement, printed', () => {
    const all = figures(ALL);
    console.log(`label corpus: ${all.text}`);
    console.log(`  first corpus (labels.ts): ${figures(FIRST).text}`);
    console.log(`  held-out batch (heldout-labels.ts): ${figures(HELDOUT).text}`);
    console.log(`  second held-out batch (heldout2-labels.ts): ${figures(HELDOUT2).text}`);
    console.log(`  difficult Swedish wordings (hard-wordings-labels.ts): ${figures(HARD).text}`);
    expect(all.precision).toBeGreaterThanOrEqual(0.99);
    expect(all.recall).toBeGreaterThanOrEqual(0.99);
    expect(all.novaAgree).toBe(ALL.length);
  });

  it('difficult Swedish wordings: at least 60 labels, allergen precision and recall ≥ 95 %, NOVA on every label', () => {
    const hard = figures(HARD);
    expect(HARD.length).toBeGreaterThanOrEqual(60);
    expect(hard.precision).toBeGreaterThanOrEqual(0.95);
    expect(hard.recall).toBeGreaterThanOrEqual(0.95);
    expect(hard.novaAgree).toBe(HARD.length);
  });
});
