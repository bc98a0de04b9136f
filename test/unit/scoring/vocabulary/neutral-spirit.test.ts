import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0284, from set 228: a vodka listed as "Grain Neutral Spirit, Water" had no figure. The vocabulary read "grain
 * spirit" and "neutral grain spirit" but not the words in this order, nor "neutral spirit" alone; in Swedish "neutral
 * sprit" and "etylalkohol" (the EU's "etylalkohol av jordbruksursprung") named nothing either.
 */
describe('neutral spirit in any order (ADR 0284)', () => {
  it.each([
    ['Grain Neutral Spirit, Water', 'grain neutral spirit', 'vodka'],
    ['Neutral Spirit, Water, Botanicals', 'neutral spirit', 'vodka'],
    ['Neutral sprit, vatten', 'neutral sprit', 'vodka'],
    ['socker, vatten, etylalkohol av jordbruksursprung, arom', 'etylalkohol av jordbruksursprung', 'pureAlcohol'],
  ])('reads "%s" with its spirit', (ingredients, text, reference) => {
    const t = traceProduct({ name: 'Spirit', ingredients, category: 'Spirits' });
    expect(t.climate?.parts.find((p) => p.kind === 'ingredient' && p.text.toLowerCase() === text)?.reference).toBe(reference);
    expect(t.scores.CO2e).not.toBeNull();
  });

  it('gives set 228\'s vodka AGRIBALYSE\'s vodka, within a fifth of it', () => {
    const vodka = traceProduct({ name: 'Triple Distilled Vodka 37.5%', ingredients: 'Grain Neutral Spirit, Water', category: 'Spirits', country_of_origin: 'Poland' });
    // AGRIBALYSE 3.1.1's vodka (1008): 1.03 kg CO2e/kg.
    expect(vodka.scores.CO2e).toBeGreaterThan(0.85);
    expect(vodka.scores.CO2e).toBeLessThan(1.25);
  });
});
