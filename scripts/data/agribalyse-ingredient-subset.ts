/**
 * The AGRIBALYSE 3.1.1 per-ingredient file that data/sources/ keeps, and the command that cuts it
 * from ADEME's "Détail ingrédient" sheet (as CSV):
 *
 *   npx tsx scripts/data/agribalyse-ingredient-subset.ts "Agribalyse_Detail ingredient.csv" > \
 *     data/sources/agribalyse-3.1.1-liquid-product-oils.csv
 *   npx tsx scripts/data/agribalyse-ingredient-subset.ts "Agribalyse_Detail ingredient.csv" baked > \
 *     data/sources/agribalyse-3.1.1-baked-goods-ingredients.csv
 *   npx tsx scripts/data/agribalyse-ingredient-subset.ts "Agribalyse_Detail ingredient.csv" dishes > \
 *     data/sources/agribalyse-3.1.1-dishes-and-own-steps.csv
 *   npx tsx scripts/data/agribalyse-ingredient-subset.ts "Agribalyse_Detail ingredient.csv" recipes > \
 *     data/sources/agribalyse-3.1.1-recipe-ingredients.csv
 *
 * The rows of the products in the soup and soft-drink sub-groups ("soupes", "boissons sans alcool")
 * whose ingredient is a vegetable oil: the oil's contribution to each product's land use per kg.
 * Divided by the oil's own land use per kg (scripts/data/share-tables.ts), it is the oil's mass
 * share in AGRIBALYSE's recipe. With "baked": every ingredient row (not "Autres étapes") of the
 * products of the biscuit, bread and cake sub-groups, with its climate contribution per kg of
 * product (ADR 0120: the dough per kg of baked product, scripts/data/share-tables.ts). With "dishes":
 * every ingredient row of the products of the dish sub-groups (DISH_SUBGROUPS), and the "Autres étapes"
 * row of every product, each with its climate contribution per kg of product (ADR 0140: the recipe's own
 * step and the dishes' recipe mass, scripts/data/dish-recipe-mass.ts). With "recipes": every ingredient row of
every product (ADR 0176: the peer check's test of whether AGRIBALYSE's recipe holds the label's foods). Every value is the publisher's
 * string, unchanged.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { csvText, type Row } from './agribalyse-climate-subset.js';

/** AGRIBALYSE's sub-groups of products made on a base liquid (water) that the list of an oil follows. */
export const LIQUID_SUBGROUPS = ['soupes', 'boissons sans alcool'] as const;

/** The oils of the "Détail ingrédient" sheet, by the name it gives them, with the AGRIBALYSE product of each oil. */
export const OIL_INGREDIENTS: Readonly<Record<string, string>> = {
  "Huile d'olive": '17270',
  "Huile combinée (mélange d'huile d'olive et d'huile de graines)": '17701',
  'Huile de palme': '16150',
  'Huile de tournesol': '17440',
  'Huile de soja': '17420',
  'Huile de colza': '17130',
  "Huile d'arachide": '17040',
};

export const INGREDIENT_HEADER = ['code_agb', 'groupe', 'sous_groupe', 'nom_fr', 'ingredient', 'ldu_contribution'] as const;

export function cutLiquidProductOils(detailCsv: string): string {
  const rows = parse(detailCsv, { columns: true, skip_empty_lines: true }) as Row[];
  const out: string[][] = [[...INGREDIENT_HEADER]];
  for (const r of rows) {
    const ingredient = r['Ingredients']!;
    if (!(ingredient in OIL_INGREDIENTS) || !(LIQUID_SUBGROUPS as readonly string[]).includes(r["Sous-groupe d'aliment"]!)) continue;
    out.push([r['Ciqual  AGB']!, r["Groupe d'aliment"]!, r["Sous-groupe d'aliment"]!, r['Nom Français']!, ingredient, r['Utilisation du sol']!]);
  }
  return csvText(out);
}

/** AGRIBALYSE's sub-groups of baked goods (ADR 0120). */
export const BAKED_SUBGROUPS = ['céréales de petit-déjeuner et biscuits', 'pains et viennoiseries', 'gâteaux et pâtisseries'] as const;

export const BAKED_HEADER = ['code_agb', 'sous_groupe', 'nom_fr', 'ingredient', 'cc_contribution'] as const;

/** The line of AGRIBALYSE's detail sheet that holds a product's stages other than its ingredients. */
export const OTHER_STEPS = 'Autres étapes';

/** Every row of the detail sheet that `keep` takes, with its climate contribution per kg of product (BAKED_HEADER). */
function cutClimateRows(detailCsv: string, keep: (ingredient: string, subgroup: string) => boolean): string {
  const rows = parse(detailCsv, { columns: true, skip_empty_lines: true }) as Row[];
  const out: string[][] = [[...BAKED_HEADER]];
  for (const r of rows) {
    const ingredient = r['Ingredients']!;
    if (ingredient === '' || !keep(ingredient, r["Sous-groupe d'aliment"]!)) continue;
    out.push([r['Ciqual  AGB']!, r["Sous-groupe d'aliment"]!, r['Nom Français']!, ingredient, r['Changement climatique']!]);
  }
  return csvText(out);
}

export const cutBakedGoodsIngredients = (detailCsv: string): string =>
  cutClimateRows(detailCsv, (ingredient, subgroup) => ingredient !== OTHER_STEPS && (BAKED_SUBGROUPS as readonly string[]).includes(subgroup));

/** AGRIBALYSE's sub-groups of composed dishes (ADR 0140), weighed as ADR 0120 weighed the baked goods. */
export const DISH_SUBGROUPS = [
  'plats composés',
  'soupes',
  'pizzas, tartes et crêpes salées',
  'feuilletées et autres entrées',
  'sandwichs',
] as const;

export const cutDishesAndOwnSteps = (detailCsv: string): string =>
  cutClimateRows(detailCsv, (ingredient, subgroup) => ingredient === OTHER_STEPS || (DISH_SUBGROUPS as readonly string[]).includes(subgroup));

/** Every ingredient row of every product (ADR 0176: which foods AGRIBALYSE's recipe holds, for the peer check). */
export const cutRecipeIngredients = (detailCsv: string): string => cutClimateRows(detailCsv, (ingredient) => ingredient !== OTHER_STEPS);

const CUTS: Readonly<Record<string, (text: string) => string>> = {
  oils: cutLiquidProductOils,
  baked: cutBakedGoodsIngredients,
  dishes: cutDishesAndOwnSteps,
  recipes: cutRecipeIngredients,
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [detail, which] = process.argv.slice(2);
  if (!detail) throw new Error('usage: agribalyse-ingredient-subset.ts <detail-ingredient.csv> [oils|baked|dishes|recipes]');
  const text = readFileSync(detail, 'utf8');
  // No name is the first cut, the oils; a name no cut has is an error, not the oils by default.
  const cut = CUTS[which ?? 'oils'];
  if (cut === undefined) throw new Error(`no cut named "${which}": ${Object.keys(CUTS).join(', ')}`);
  process.stdout.write(cut(text));
}
