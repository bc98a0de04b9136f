import { describe, expect, it } from 'vitest';
import { inOneShape } from '../../../src/scoring/product-shape.js';
import type { ProductData } from '../../../src/scoring/types.js';

/** The engine reads every product in one shape (docs/performance.md, "2026-11-27, evening: object shapes"). */
describe('the product in one shape', () => {
  it('gives two products sent with different fields, in different orders, the same keys in the same order', () => {
    const a = inOneShape({ name: 'Havredryck', ingredients: 'Vatten, havre 10 %' });
    const b = inOneShape({ quantity_fat: 1.5, category: 'Växtdrycker', gtin: '07310865071807' });
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(a.name).toBe('Havredryck');
    expect(b.quantity_fat).toBe(1.5);
    expect(a.quantity_fat).toBeUndefined();
  });

  it('copies a "__proto__" key of a parsed submission as data, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "name": "Mjölk"}') as ProductData;
    const shaped = inOneShape(parsed);
    expect(Object.getPrototypeOf(shaped)).toBe(Object.prototype);
    expect((shaped as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(shaped.name).toBe('Mjölk');
  });
});
