import { describe, expect, it } from 'vitest';
import { categoryTags, categoryText, readCategory } from '../../../../src/scoring/analyse/category.js';
import { classOfCategory, readClimateNames } from '../../../../src/scoring/analyse/climate-names.js';
import { novaCategory } from '../../../../src/scoring/analyse/processing.js';
import type { ProductData } from '../../../../src/scoring/types.js';
import { allCorpusProducts } from '../corpus/products.js';

/** The readings as each was taken before they were read together: each from its own cache. */
function readSeparately(d: ProductData) {
  const text = categoryText(d);
  const tags = categoryTags(text);
  return { text, tags: [...tags], nova: novaCategory(text), productClass: d.category ? classOfCategory(d.category) : null };
}

const asPlain = (d: ProductData) => {
  const r = readCategory(d);
  return { text: r.text, tags: [...r.tags], nova: r.nova, productClass: r.productClass, tagList: r.tagList };
};

describe('the category read once per product (readCategory)', () => {
  it('gives every corpus product the text, tags, NOVA category and class each separate reading gives', () => {
    const products = allCorpusProducts();
    expect(products.length).toBeGreaterThan(1000);
    for (const d of products) {
      const separate = readSeparately(d);
      expect(asPlain(d)).toEqual({ ...separate, tagList: separate.tags });
    }
  });

  it('reads the functional name, the product name and a blank category as the separate readings do', () => {
    const cases: ProductData[] = [
      { category: 'Mineralvatten', functional_name: 'Kolsyrat vatten' },
      { category: '  ', name: 'Rostbröd', external_name: 'Bröd' },
      { functional_name: 'Vetebröd' },
      { name: 'Krossade tomater' },
      { category: 'Öl', functional_name: '   ' },
      {},
    ];
    for (const d of cases) {
      const separate = readSeparately(d);
      expect(asPlain(d)).toEqual({ ...separate, tagList: separate.tags });
    }
  });

  it('keeps one reading per category field, handed back to every product in that category', () => {
    const first = readCategory({ category: 'Bröd', name: 'Limpa' });
    const second = readCategory({ category: 'Bröd', ingredients: 'vetemjöl, vatten' });
    expect(second).toBe(first);
    expect(first.productClass).toBe('classBread');
    // A functional name changes the text read, not the class the category field names.
    const withFunctional = readCategory({ category: 'Bröd', functional_name: 'Rågbröd' });
    expect(withFunctional).not.toBe(first);
    expect(withFunctional.text).toBe('bröd | rågbröd');
    expect(withFunctional.productClass).toBe('classBread');
  });

  it('hands the class to the climate names as they would read it themselves', () => {
    for (const d of allCorpusProducts().slice(0, 300)) {
      expect(readClimateNames(d, readCategory(d).productClass)).toEqual(readClimateNames(d));
    }
  });
});

describe('category words that end in a class word', () => {
  it('reads a diet or breakfast ("Hälsokost", "Frukost") as no cheese, while a cheese category stays cheese', () => {
    expect(categoryTags('hälsokost').has('cheese')).toBe(false);
    expect(categoryTags('frukost').has('cheese')).toBe(false);
    expect(categoryTags('specialkost').has('cheese')).toBe(false);
    expect(categoryTags('ost').has('cheese')).toBe(true);
    expect(categoryTags('hårdost').has('cheese')).toBe(true);
  });
});
