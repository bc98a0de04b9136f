import { describe, expect, it } from 'vitest';
import { scoreProduct } from '../../../../src/scoring/index.js';
import { allCorpusProducts } from '../corpus/products.js';

const FIVE = ['waterScore', 'landUseScore', 'fertilizersUseScore', 'pesticidesUseScore', 'biodiversityScore'] as const;

/** Issue 30: no environmental field loses coverage; every product with a CO2e has all five, and none without. */
describe('environmental score coverage over every product the scoring tests know', () => {
  it('gives all five scores exactly to the products with a CO2e', () => {
    const products = allCorpusProducts();
    expect(products.length).toBeGreaterThan(1000);
    let withCo2e = 0;
    for (const product of products) {
      const s = scoreProduct(product);
      if (s.CO2e !== null) withCo2e++;
      for (const f of FIVE) {
        if (s.CO2e === null) expect(s[f], `${product.name} ${f}`).toBeNull();
        else {
          expect(s[f], `${product.name} ${f}`).not.toBeNull();
          expect(s[f]!).toBeGreaterThanOrEqual(0);
          expect(s[f]!).toBeLessThanOrEqual(100);
        }
      }
    }
    expect(withCo2e).toBeGreaterThan(products.length / 2);
  });
});
