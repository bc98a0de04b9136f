import type { IngredientAnalysis } from '../../analyse/ingredients.js';
import { BAKED_INGREDIENTS_PER_KG } from '../../data/recipe-shares.js';
import type { ProductClass } from './references.js';

/**
 * Ingredients per kilogram of baked product (ADR 0120): the water that bakes off leaves more
 * ingredient mass in the recipe than the product weighs. BAKED_INGREDIENTS_PER_KG is generated from
 * AGRIBALYSE 3.1.1's ingredient detail (each ingredient line's contribution over a kilo of that
 * ingredient to the factory gate, summed per product; the median per kind, evidence in the table):
 * biscuits 1.07, cakes and pastries 1.09, breads whose dough is wetted with milk (brioche loaves,
 * pain au lait, blini) 1.10, the one kind of bread whose dough liquid AGRIBALYSE lists; its plain
 * breads hold 0.70 kg of flour per kg, which a dough a little over half flour reaches only by losing
 * about a tenth of its weight. AGRIBALYSE's two wafer rows (2.15, a batter of liquid milk and eggs)
 * stay in the biscuits' median, which they do not move.
 */
export const BAKING_YIELD: Readonly<Partial<Record<ProductClass, number>>> = {
  classBiscuit: BAKED_INGREDIENTS_PER_KG.biscuits,
  classCake: BAKED_INGREDIENTS_PER_KG.cakes,
  classBread: BAKED_INGREDIENTS_PER_KG.breads,
  classSandwichLoaf: BAKED_INGREDIENTS_PER_KG.breads,
};

/**
 * The factor on the estimated shares of a baked product's list, so that its ingredients weigh
 * its class's BAKING_YIELD per kilogram of it. A declared percentage is already the ingredient used per
 * kilogram of the finished food (the EU's rule for foods that lose moisture, Regulation 1169/2011,
 * Annex VIII, 3(a)), so only the estimated shares, which split what the declared ones leave, carry
 * the dough's extra weight: (yield − declared) ÷ estimated, never below 1. 1 for other classes.
 */
export function estimatedShareScale(a: IngredientAnalysis, productClass: ProductClass | null): number {
  const dough = productClass === null ? undefined : BAKING_YIELD[productClass];
  if (dough === undefined) return 1;
  let declared = 0;
  let estimated = 0;
  for (const l of a.leaves) {
    if (l.share <= 0) continue;
    if (l.estimated) estimated += l.share;
    else declared += l.share;
  }
  return estimated > 0 ? Math.max(1, (dough - declared) / estimated) : 1;
}
