import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { creamByFat } from '../../../../src/scoring/lexicon/cream-grades.js';

/**
 * ADR 0292, method 2026.12.80: a cream its name grades is AGRIBALYSE's cream of that fat. "Matlagningsgrädde 15 %" listing
 * "Grädde (mjölk)" had been the 30 % cream its list names (×1.50 of AGRIBALYSE's 15–20 % cream), "Matlagningsgrädde 7 %"
 * with milk and starch was built from 30 % cream and milk (×1.3), and a half-fat crème fraîche listing its milk was a
 * blend. Each is now its row whole; a cream with no grade stays the 30 % cream.
 */
const wholeOf = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category }).climate?.wholeReference;

describe('creams by their fat (ADR 0292)', () => {
  it.each([
    ['Matlagningsgrädde 15 %', 'Grädde (mjölk), stabiliseringsmedel (karragenan)', 'Grädde', 'sourCream'],
    ['Matlagningsgrädde 7 %', 'GRÄDDE, MJÖLK, modifierad stärkelse, stabiliseringsmedel (karragenan)', 'Grädde', 'lightCream'],
    ['Lätt matlagningsgrädde 5 %', 'mjölk, grädde, modifierad stärkelse', 'Grädde', 'lightCream'],
    ['Crème fraiche lätt 15 %', 'Pastöriserad grädde och mjölk, mjölkprotein, mjölksyrakultur', 'Grädde och crème fraiche', 'sourCream'],
    ['Half Fat Crème Fraîche', 'Soured Cream (Milk), Milk, Cultures', 'Cream', 'sourCream'],
    ['Crème fraiche 34 %', 'grädde, mjölksyrakultur', 'Grädde', 'cream'],
    ['Vispgrädde 40 %', 'GRÄDDE', 'Grädde', 'cream'],
  ])('reads "%s" as its fat\'s row', (name, ingredients, category, row) => {
    expect(wholeOf(name, ingredients, category)).toBe(row);
  });

  it('grades by the figure, else by the words that call a cream light', () => {
    expect(creamByFat('matlagningsgrädde 7,5 %', 'sourCream')).toBe('lightCream');
    expect(creamByFat('grädde 12 %', 'cream')).toBe('sourCream');
    expect(creamByFat('half fat crème fraîche', 'cream')).toBe('sourCream');
    expect(creamByFat('crème fraîche', 'cream')).toBe('cream');
  });

  it('leaves a soup with cream a soup', () => {
    expect(wholeOf('Tomatsoppa med grädde 8 %', 'vatten, tomater 40 %, grädde 8 %, lök', 'Soppor')).toBeNull();
  });
});
