import type { ClimateReferenceKey } from './climate-references.js';
import type { CommodityKey } from './commodities.js';

/**
 * The AGRIBALYSE reference for each commodity row of the ingredient vocabulary: the food a word
 * without a reference of its own is read as (the scores' farm stage, and the raw food a cooked-meat
 * class starts from: analyse/ingredients.ts). Our own choices; docs/methodology.md, "Climate",
 * explains them.
 */
/** null for the zero classes (water, salt, additives). */
export const COMMODITY_REFERENCES: Record<CommodityKey, ClimateReferenceKey | null> = {
  wheat: 'wheatFlour',
  maize: 'maizeStarch',
  barley: 'barley',
  oats: 'oats',
  rice: 'rice',
  potatoes: 'potatoes',
  cassava: 'tapioca',
  caneSugar: 'caneSugar',
  beetSugar: 'beetSugar',
  pulses: 'beans',
  peas: 'peas',
  nuts: 'almonds',
  groundnuts: 'peanuts',
  soyMilk: 'soyDrink',
  tofu: 'soybeans',
  soybeanOil: 'soybeanOil',
  palmOil: 'palmOil',
  sunflowerOil: 'sunflowerOil',
  rapeseedOil: 'rapeseedOil',
  oliveOil: 'oliveOil',
  tomatoes: 'tomatoes',
  onions: 'onions',
  rootVegetables: 'carrots',
  brassicas: 'cabbage',
  otherVegetables: 'leek',
  citrus: 'oranges',
  bananas: 'bananas',
  apples: 'apples',
  berries: 'strawberries',
  wine: 'wine',
  otherFruit: 'pears',
  coffee: 'coffee',
  chocolate: 'cocoa',
  beefHerd: 'beef',
  beefDairy: 'beef',
  lamb: 'lamb',
  pork: 'pork',
  poultry: 'chicken',
  milk: 'milk',
  cheese: 'cheese',
  eggs: 'eggs',
  fish: 'salmon',
  prawns: 'prawns',
  water: null,
  salt: null,
  additive: null,
};
