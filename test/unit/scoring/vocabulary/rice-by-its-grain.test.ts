import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0222, from set 83: "Kokt långkornigt ris 98 %" was read as barley, by the "korn" inside "långkornigt" (a
 * ready-cooked long-grain rice ×0.70, and a fiftieth of AGRIBALYSE's scarce water).
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 250, size_unit: 'g' });
const references = (name: string, ingredients: string, category: string) =>
  ingredientReferencesOf(trace(name, ingredients, category));

describe('a rice named by its grain (ADR 0222)', () => {
  it('is the rice, dry or cooked, not the barley inside the word', () => {
    expect(references('Långkornigt ris, färdigkokt', 'Kokt långkornigt ris 98 %, solrosolja', 'Ris')).toEqual(['cookedRice', 'sunflowerOil']);
    expect(trace('Långkornigt ris', 'Långkornigt ris', 'Ris').climate!.wholeReference).toBe('rice');
    expect(trace('Grötris', 'Rundkornigt ris', 'Ris').climate!.wholeReference).toBe('rice');
  });

  it('leaves barley named as such the barley', () => {
    expect(references('Korngryn', 'Korngryn', 'Gryn')).not.toContain('rice');
    expect(trace('Korngryn', 'Korngryn', 'Gryn').scores.allergenList).toContain('gluten');
    expect(trace('Långkornigt ris', 'Långkornigt ris', 'Ris').scores.allergenList).not.toContain('gluten');
  });
});
