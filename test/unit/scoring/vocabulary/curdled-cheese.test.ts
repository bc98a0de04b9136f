import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { readCategory } from '../../../../src/scoring/analyse/category.js';

/**
 * ADR 0267, from set 173: a list of milk curdled by rennet and salted is a ripened cheese's, whatever shelf it is sent
 * under. "Brie de Meaux" with "Opastöriserad MJÖLK, salt, ystenzym, syrakultur, mögelkultur" on the shelf "Ostdisk"
 * was read as a kilo of milk, 1.4 kg CO2e/kg, against AGRIBALYSE's Brie de Meaux at 5.0 (×0.27): the cheese's milk is
 * made cheese only when the category says cheese, and "Ostdisk" (the cheese counter) did not, nor would "Deli" or
 * "Mejeri". A quark or a petit-suisse, curdled with a little rennet but not salted, stays its milk; so does an
 * ostkaka, whose milk shares the list with eggs, flour and almonds.
 */
const climate = (name: string, ingredients: string, category?: string) => {
  const t = traceProduct({ name, ingredients, category, size: 200, size_unit: 'g' });
  return { co2e: t.scores.CO2e!, whole: t.climate!.wholeReference };
};

const BRIE = 'Opastöriserad MJÖLK, salt, ystenzym, syrakultur, mögelkultur';

describe('a list of milk curdled by rennet as a cheese (ADR 0267)', () => {
  it('reads a ripened cheese as cheese on any shelf', () => {
    const onCheeseShelf = climate('Brie de Meaux', BRIE, 'Ost');
    expect(onCheeseShelf.whole).toBe('cheese');
    for (const category of ['Ostdisk', 'Deli', 'Mejeri', undefined]) {
      const read = climate('Brie de Meaux', BRIE, category);
      expect(read.whole).toBe('cheese');
      expect(read.co2e).toBeGreaterThan(4);
    }
    expect(climate('Emmental', 'Milk, Salt, Starter Culture, Rennet', 'Deli').whole).toBe('cheese');
    expect(climate('Parmigiano Reggiano', 'Milk, Salt, Rennet', 'Italian Deli').whole).toBe('cheese');
  });

  it('leaves unsalted fresh cheeses and an ostkaka their milk', () => {
    expect(climate('Kvarg naturell 3 %', 'Pastöriserad mjölk, mjölksyrakultur, löpe', 'Mejeri').whole).not.toBe('cheese');
    expect(climate('Petit-suisse naturell', 'Pastöriserad mjölk, grädde, syrningskultur, löpe', 'Mejeri').whole).not.toBe('cheese');
    expect(climate('Ostkaka', 'Mjölk, ägg, socker, grädde, vetemjöl, mandel 5 %, salt, löpe', 'Desserter').co2e).toBeLessThan(4);
  });

  it('takes the cheese counter and the shelf of cheeses for a cheese category, and cheese puffs for none', () => {
    expect(readCategory({ category: 'Ostdisk' }).tags.has('cheese')).toBe(true);
    expect(readCategory({ category: 'Ostdisken' }).tags.has('cheese')).toBe(true);
    expect(readCategory({ category: 'Ostar' }).tags.has('cheese')).toBe(true);
    expect(readCategory({ category: 'Cheese Counter' }).tags.has('cheese')).toBe(true);
    expect(readCategory({ category: 'Ostbågar' }).tags.has('cheese')).toBe(false);
  });
});
