import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../src/scoring/index.js';
import { driedHerbNames, driedHerbTerms, LEAFY_HERBS } from '../../../../src/scoring/lexicon/dried.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/** ADR 0128: a leafy herb the name or the list says is dried is AGRIBALYSE's dried herbs, not its fresh row. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const partOf = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text);

describe('the words of a dried herb', () => {
  it('names every leafy herb dried before and after the word, in each form a label gives', () => {
    const names = new Map(driedHerbNames());
    for (const name of ['salvia torkad', 'torkad salvia', 'basilika torkade', 'gräslök frystorkad', 'frystorkad dill', 'kyndel torkad', 'timjan torkat', 'dried sage', 'freeze-dried chives']) {
      expect(names.get(name), name).toBe('herbs');
    }
    expect(names.has('salvia')).toBe(false);
    expect(names.has('persilja torkad')).toBe(false); // dried parsley has its own row (11024)
  });

  it('gives a list the dried term of each herb it is asked for', () => {
    expect(driedHerbTerms(['salvia'])).toEqual(['torkad salvia', 'torkade salvia', 'torkat salvia', 'frystorkad salvia', 'frystorkade salvia', 'frystorkat salvia']);
    expect(LEAFY_HERBS).toContain('gräslök');
  });
});

describe("AGRIBALYSE's dried herbs against its fresh ones", () => {
  it('carries about four times the fresh herbs\' farm stage (the leaf the drying takes)', () => {
    const ratio = CLIMATE_REFERENCES.herbs.farm / CLIMATE_REFERENCES.freshHerbs.farm;
    expect(ratio).toBeGreaterThan(3.5);
    expect(ratio).toBeLessThan(4.5);
  });
});

describe('a herb sold dried', () => {
  it.each([
    [{ name: 'Salvia torkad', ingredients: 'Salvia', category: 'Kryddor' }],
    [{ name: 'Basilika torkad', ingredients: 'Basilika', category: 'Kryddor' }],
    [{ name: 'Torkad dragon', ingredients: 'Dragon', category: 'Kryddor' }],
    [{ name: 'Gräslök frystorkad', ingredients: 'Gräslök', category: 'Kryddor' }],
    [{ name: 'Kyndel torkad', ingredients: 'Kyndel', category: 'Kryddor' }],
    [{ name: 'Kyndel', ingredients: 'Kyndel', category: 'Kryddor' }],
    [{ name: 'Dried sage', ingredients: 'Sage' }],
  ] as [ProductData][])('%o is the dried herb', (data) => {
    expect(climate(data).wholeReference).toBe('herbs');
  });

  it('stays the fresh herb when the name says fresh or potted', () => {
    expect(climate({ name: 'Salvia färsk', ingredients: 'Salvia' }).wholeReference).toBe('freshHerbs');
    expect(climate({ name: 'Basilika i kruka', ingredients: 'Basilika' }).wholeReference).toBe('freshHerbs');
  });

  it('weighs more per kilogram dried than fresh', () => {
    const dried = traceProduct({ name: 'Salvia torkad', ingredients: 'Salvia', category: 'Kryddor' }).scores.CO2e as number;
    const fresh = traceProduct({ name: 'Salvia färsk', ingredients: 'Salvia' }).scores.CO2e as number;
    expect(dried).toBeGreaterThan(1.5 * fresh);
  });
});

describe('a herb a list says is dried', () => {
  const soup = { name: 'Nudelsoppa', ingredients: 'Vetemjöl, palmolja, salt, socker, lök, torkad gräslök 2 %' };
  const fresh = { name: 'Nudelsoppa', ingredients: 'Vetemjöl, palmolja, salt, socker, lök, gräslök 2 %' };

  it("is the dried herbs' row; the same herb without the word stays its fresh row", () => {
    expect(partOf(soup, 'torkad gräslök')?.reference).toBe('herbs');
    expect(partOf(fresh, 'gräslök')?.reference).toBe('chives');
  });

  it('reads "frystorkad salvia" and "torkade örter" the same way', () => {
    expect(partOf({ name: 'Örtsås', ingredients: 'Grädde 60 %, vatten, vetemjöl, frystorkad salvia 2 %' }, 'frystorkad salvia')?.reference).toBe('herbs');
    expect(partOf({ name: 'Örtsås', ingredients: 'Grädde 60 %, vatten, vetemjöl, torkade örter 2 %' }, 'torkade örter')?.reference).toBe('herbs');
  });
});
