import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0294, method 2026.12.81: Swedish labels spell the star fruit "karambola" as well as "carambola". Set 259's star fruit
 * listed as "karambola" had no figure at all; it is now AGRIBALYSE's carambola, as the other spellings were.
 */
describe('the star fruit in Swedish spelling (ADR 0294)', () => {
  it.each([
    ['Stjärnfrukt', 'karambola'],
    ['Karambolor', 'karambolor'],
    ['Stjärnfrukt', 'carambola'],
  ])('gives "%s" listed as "%s" the carambola\'s figure', (name, ingredients) => {
    const trace = traceProduct({ name, ingredients, category: 'Frukt & grönt' });
    expect(trace.scores.CO2e).not.toBeNull();
    expect(trace.climate?.wholeReference).toBe('carambola');
  });
});
