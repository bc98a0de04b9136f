import type { IngredientAnalysis } from '../../analyse/ingredients.js';
import type { ProductClass } from './references.js';

/**
 * Ingredients per kilogram of baked product (ADR 0120): the water that bakes off leaves more
 * ingredient mass in the recipe than the product weighs. AGRIBALYSE 3.1.1's ingredient detail,
 * each ingredient's contribution divided by that ingredient's own farm and processing stages (wheat
 * flour 9410, white sugar 31016, butter 16400, egg 22000, egg white 22001, egg yolk 22002,
 * semi-skimmed milk 19041), over the rows whose ingredients are all among these:
 *
 * - biscuits (its sub-group "céréales de petit-déjeuner et biscuits", 26 rows): 0.90 to 1.08, median
 *   1.07, leaving out its two wafer rows (crêpe dentelle 24370, cigarette 24360: 2.15, a batter of
 *   liquid milk and eggs that a list of dry ingredients does not describe);
 * - cakes and pastries ("gâteaux et pâtisseries", 19 rows): 0.90 to 1.11, median 1.09;
 * - breads: its enriched breads and buns (pain au lait 7710 and 7711, brioche loaves 7210, 7225 and
 *   7403, blini 23805) 1.08 to 1.10, median 1.10; its thirteen plain breads hold 0.70 kg of flour per
 *   kg, which a dough a little over half flour reaches only by losing about a tenth of its weight.
 */
export const BAKING_YIELD: Readonly<Partial<Record<ProductClass, number>>> = {
  classBiscuit: 1.07,
  classCake: 1.09,
  classBread: 1.1,
  classSandwichLoaf: 1.1,
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
