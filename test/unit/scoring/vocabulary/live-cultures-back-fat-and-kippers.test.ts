import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0233, from set 102: "Yogurt (Milk) with Live Cultures (…)" was read by its cultures, the longer term, so the
 * yogurt counted for nothing (×0.29); "Pork Back Fat" was a pork cut (×6.03); a kipper, unknown, let its allergen
 * bracket "(Fish)" be read as a second food, the generic fish (×2.26).
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 500, size_unit: 'g' });
const references = (name: string, ingredients: string, category: string) =>
  ingredientReferencesOf(trace(name, ingredients, category));

describe('a food written with its cultures (ADR 0233)', () => {
  it('is the food the cultures follow', () => {
    expect(references('Bio Live Natural Yogurt 500g', 'Yogurt (Milk) with Live Cultures (Bifidobacterium lactis, Lactobacillus acidophilus)', 'Yogurts')).toEqual(['yoghurt']);
    expect(references('Naturell yoghurt', 'Yoghurt med levande kulturer', 'Yoghurt')).toEqual(['yoghurt']);
  });

  it('leaves cultures listed on their own as cultures of no mass', () => {
    const leaf = trace('Yoghurt', 'Mjölk, live cultures', 'Yoghurt').ingredients.leaves.find((l) => l.name.toLowerCase() === 'live cultures')!;
    expect(leaf.match?.key).toBe('additive');
  });
});

describe('pork back fat and kippers (ADR 0233)', () => {
  it('reads pork back fat as AGRIBALYSE\'s pork fat, not a pork cut', () => {
    expect(references('British Pork Back Fat 500g', 'Pork Back Fat', 'Butcher\'s Counter')).toEqual(['porkFat']);
    expect(references('Pork Loin Steaks', 'Pork', 'Meat')).not.toContain('porkFat');
  });

  it('reads a kipper as the herring, its allergen bracket as a note', () => {
    const kipper = trace('Kipper Fillets in Sunflower Oil 160g', 'Kipper Fillets (Smoked Herring) (Fish) (70%), Sunflower Oil, Salt', 'Tinned Fish');
    const fish = ingredientReferencesOf(kipper);
    expect(fish).toContain('herring');
    expect(fish).not.toContain('salmon');
    expect(kipper.scores.allergenList).toBe('fish');
  });
});
