import { describe, expect, it } from 'vitest';
import { dishRecipeMassReport } from '../../../../scripts/data/dish-recipe-mass.js';
import { SOURCES_DIR } from '../../../../scripts/data/generate.js';
import { kilogramsOfIngredients, quantile } from '../../../../scripts/data/share-tables.js';

/** ADR 0140's figures, as the maintainers' report prints them from data/sources/. */
describe('the report behind ADR 0140', () => {
  const report = dishRecipeMassReport(SOURCES_DIR);

  it('gives the ready-meal class\'s own recipe step beside the processing stage it takes', () => {
    expect(report).toMatch(/classReadyMeal\s+25081\s+taken 0\.710\s+own 0\.088/);
    expect(report).toMatch(/classBiscuit\s+24015\s+taken 0\.217\s+own 0\.141/);
  });

  it('weighs AGRIBALYSE\'s composed dishes at about what they hold', () => {
    expect(report).toContain('plats composés: 36 of 114, median 1.02 (quartiles 0.87–1.13)');
  });
});

describe('weighing a recipe from its ingredient lines', () => {
  it('divides each line by a kilo of its ingredient to the gate, and takes quantiles between values', () => {
    const gate = new Map([['A', 2], ['B', 0.5]]);
    expect(kilogramsOfIngredients([{ ingredient: 'flour', cc: 1 }, { ingredient: 'sugar', cc: 0.25 }], { flour: 'A', sugar: 'B' }, gate)).toBeCloseTo(1, 9);
    expect(quantile([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
  });
});
