import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { computeNutriScore, type NutriScoreComponentName, type NutriScoreKind } from '../../../../src/scoring/score/nutri-score.js';
import type { Nutrients } from '../../../../src/scoring/parse/nutrients.js';
import { OFF_NUTRISCORE_CASES, toProductData, type OffCase, type OffNutrients } from '../peer/off-nutriscore-cases.js';

/**
 * Open Food Facts' Nutri-Score expected results (2023 algorithm), transcribed as facts in
 * test/fixtures/off-nutriscore/cases.json, run twice: on the formula with OFF's own normalised
 * inputs, and through the whole engine with the product as a partner would send it.
 */

const cases = OFF_NUTRISCORE_CASES;

const OFF_COMPONENT: Record<string, NutriScoreComponentName> = {
  energy: 'energy',
  energy_from_saturated_fat: 'energyFromSaturatedFat',
  sugars: 'sugars',
  saturated_fat: 'saturatedFat',
  saturated_fat_ratio: 'saturatedFatRatio',
  salt: 'salt',
  non_nutritive_sweeteners: 'sweeteners',
  proteins: 'protein',
  fiber: 'fibre',
  fruits_vegetables_legumes: 'fvl',
};

/** Cases the engine cannot read as a partner would send them. */
const EXCLUDED: Record<string, string> = {
  'en-sugar-estimated-nutrients': 'no nutrition facts in the input: OFF estimated them from its CIQUAL table, which the engine does not hold',
  'en-apple-estimated-nutrients': 'no nutrition facts in the input: OFF estimated them from its CIQUAL table',
  'en-dill': 'no nutrition facts in the input: OFF estimated them from its CIQUAL table',
  'en-orange': 'no nutrition facts in the input: OFF estimated them from its CIQUAL table',
  'pl-pickled-vegetables': "Polish ingredient text (the engine reads Swedish and English), and OFF's expected components are all null although nutrients are declared",
  honey: 'no 2023 block in the only stored version of the file',
};

/** Cases where the engine knowingly grades differently from OFF's file, with the engine's grade. */
const DISAGREEMENTS: Record<string, { grade: string; reason: string }> = {
  'fr-orange-nectar-0-fat': {
    grade: 'E',
    reason: "0 g fat means 0 g saturates, the rule OFF's own test states; OFF's file at that commit leaves the product ungraded",
  },
  'cookies-with-only-prepared-nutrition-data': {
    grade: 'E',
    reason: "OFF's file at that commit grades A with every component null; the engine scores the prepared values declared",
  },
  'en-beverage-preparation-flavored-syrup': {
    grade: 'C',
    reason: "the engine scores the prepared drink declared; OFF's file at that commit reads its salt as missing and leaves it ungraded",
  },
};

function formulaNutrients(n: OffNutrients): Nutrients {
  return {
    energyKj: n.energyKj,
    fat: n.fat,
    saturatedFat: n.saturatedFat ?? null,
    carbohydrate: n.carbohydrate ?? null,
    sugars: n.sugars ?? null,
    fibre: n.fibre ?? null,
    protein: n.protein,
    salt: n.salt,
    basisKind: 'mass',
    set: 'primary',
  };
}

const offGrade = (c: OffCase): string | null => (c.expected.computed ? (c.expected.grade ?? '').toUpperCase() : null);
const source = (c: OffCase): string => `${c.id} @ ${c.commit.slice(0, 8)}`;

const formulaCases = cases.filter(
  (c) => c.expected.computed && c.nutrients && !c.expected.componentsNull && c.expected.kind !== 'water',
);
const consistent = formulaCases.filter((c) => !c.offInconsistent);

function runFormula(c: OffCase) {
  const e = c.expected;
  return computeNutriScore({
    nutrients: formulaNutrients(c.nutrients!),
    kind: e.kind as NutriScoreKind,
    fvlPercent: e.fvl ?? 0,
    sweeteners: (c.sweeteners ?? 0) > 0,
  });
}

describe(`Nutri-Score formula on OFF's normalised inputs (${consistent.length} cases, points table by points table)`, () => {
  for (const c of consistent) {
    it(`${source(c)}: ${c.expected.grade?.toUpperCase()} ${c.expected.score}`, () => {
      const r = runFormula(c);
      const e = c.expected;
      expect(r).toMatchObject({ grade: e.grade!.toUpperCase(), score: e.score, negativePoints: e.negative, positivePoints: e.positive });
      for (const [offId, pts] of Object.entries(e.points ?? {})) {
        expect(r!.components.find((x) => x.name === OFF_COMPONENT[offId])?.points, offId).toBe(pts);
      }
    });
  }

  for (const c of formulaCases.filter((x) => x.offInconsistent)) {
    it(`${source(c)}: same grade, one point apart where OFF's file is inconsistent (${c.offInconsistent})`, () => {
      const r = runFormula(c)!;
      expect(r.grade).toBe(c.expected.grade!.toUpperCase());
      const ratio = r.components.find((x) => x.name === 'saturatedFatRatio')!;
      expect(ratio.points).toBe(c.expected.points!.saturated_fat_ratio! + 1);
      expect(r.score).toBe(c.expected.score! + 1);
    });
  }
});

const readable = cases.filter((c) => !(c.id in EXCLUDED));
const compared = readable.filter((c) => !(c.id in DISAGREEMENTS));
const engineGrade = (c: OffCase): string | null => traceProduct(toProductData(c)).scores.nutriScore;

describe('Nutri-Score through the whole engine (category + ingredient text + nutrients → scoreProduct)', () => {
  for (const c of compared) {
    const off = offGrade(c);
    it(`${source(c)}: ${off ?? `ungraded (${c.expected.why})`}`, () => {
      expect(engineGrade(c)).toBe(off);
    });
  }

  it(`agrees with OFF on every one of the ${compared.length} readable cases outside the ${Object.keys(DISAGREEMENTS).length} known disagreements`, () => {
    const agreeing = compared.filter((c) => engineGrade(c) === offGrade(c));
    expect(agreeing.map((c) => c.id)).toEqual(compared.map((c) => c.id));
  });

  for (const [id, d] of Object.entries(DISAGREEMENTS)) {
    const c = cases.find((x) => x.id === id)!;
    it(`knowingly differs on ${source(c)}: ${d.grade} where OFF gives ${offGrade(c) ?? 'no grade'}, because ${d.reason}`, () => {
      expect(engineGrade(c)).toBe(d.grade);
      expect(d.grade).not.toBe(offGrade(c));
    });
  }

  it(`excludes ${Object.keys(EXCLUDED).length} cases it cannot read, each with a reason: ${Object.entries(EXCLUDED)
    .map(([id, why]) => `${id} (${why})`)
    .join('; ')}`, () => {
    for (const id of Object.keys(EXCLUDED)) expect(cases.some((c) => c.id === id)).toBe(true);
    expect(readable.length + Object.keys(EXCLUDED).length).toBe(cases.length);
  });
});
