import type { TableMeta } from './meta.js';

/**
 * Poore & Nemecek (2018) commodity factors as republished by Our World in Data, per kg of
 * product at retail. `null` where the published table has no value. Rows after `prawns` are
 * our own zero-impact classes for ingredients the study does not cover because they carry no
 * agricultural footprint (water, salt, additives).
 */
export interface CommodityFactors {
  label: string;
  /** kg CO2e per kg, mean across studies. */
  ghg: number;
  /** m² per kg (land use, year-averaged). */
  land: number | null;
  /** L per kg, freshwater withdrawals. */
  freshwater: number | null;
  /** L per kg, scarcity-weighted water use. */
  scarcityWater: number | null;
  /** g PO4e per kg, eutrophying emissions. */
  eutrophying: number | null;
  group: CommodityGroup;
}

/** Coarse groups the scorers need (Nutri-Score FVL, animal share, zero classes). */
export type CommodityGroup =
  | 'cereal'
  | 'tuber'
  | 'sugar'
  | 'legume'
  | 'nut'
  | 'oil'
  | 'vegetable'
  | 'fruit'
  | 'stimulant'
  | 'beverage'
  | 'meat-red'
  | 'meat-white'
  | 'dairy'
  | 'egg'
  | 'seafood'
  | 'zero';

export const COMMODITIES_META: TableMeta = {
  source:
    'Poore, J. & Nemecek, T. (2018), Reducing food’s environmental impacts through producers and consumers, Science 360:987–992; data as published by Our World in Data',
  year: 2018,
  licence: 'OWID charts CC BY 4.0; underlying data © the authors, reused as facts with attribution',
  url: 'https://ourworldindata.org/environmental-impacts-of-food',
};

const c = (
  label: string,
  ghg: number,
  land: number | null,
  freshwater: number | null,
  scarcityWater: number | null,
  eutrophying: number | null,
  group: CommodityGroup,
): CommodityFactors => ({ label, ghg, land, freshwater, scarcityWater, eutrophying, group });

export const COMMODITIES = {
  wheat: c('Wheat & Rye', 1.57, 3.85, null, null, 7.16, 'cereal'),
  maize: c('Maize', 1.7, 2.94, null, null, 4.03, 'cereal'),
  barley: c('Barley', 1.18, 1.11, null, null, 2.33, 'cereal'),
  oats: c('Oatmeal', 2.48, 7.6, 482.4, 18786, 11.23, 'cereal'),
  rice: c('Rice', 4.45, 2.8, 2248.4, 49576, 35.07, 'cereal'),
  potatoes: c('Potatoes', 0.46, 0.88, 59.1, 2754, 3.48, 'tuber'),
  cassava: c('Cassava', 1.32, 1.81, 0, 0, 0.69, 'tuber'),
  caneSugar: c('Cane sugar', 3.2, 2.04, 620.1, 16439, 16.92, 'sugar'),
  beetSugar: c('Beet sugar', 1.81, 1.83, 217.7, 9493, 5.41, 'sugar'),
  pulses: c('Other pulses', 1.79, 15.57, 435.7, 22477, 17.08, 'legume'),
  peas: c('Peas', 0.98, 7.46, 396.6, 27948, 7.52, 'legume'),
  nuts: c('Nuts', 0.43, 12.96, 4133.8, 229890, 19.15, 'nut'),
  groundnuts: c('Groundnuts', 3.23, 9.11, 1852.3, 61798, 14.14, 'legume'),
  soyMilk: c('Soy milk', 0.98, 0.66, 27.8, 956, 1.06, 'beverage'),
  tofu: c('Tofu', 3.16, 3.52, null, null, 6.16, 'legume'),
  soybeanOil: c('Soybean oil', 6.32, 10.52, 414.6, 14888, 11.69, 'oil'),
  palmOil: c('Palm oil', 7.32, 2.42, 6.4, 36, 10.67, 'oil'),
  sunflowerOil: c('Sunflower oil', 3.6, 17.66, 1007.9, 36369, 50.66, 'oil'),
  rapeseedOil: c('Rapeseed oil', 3.77, 10.63, 237.7, 10594, 19.19, 'oil'),
  oliveOil: c('Olive oil', 5.42, 26.31, 2141.8, 177480, 37.26, 'oil'),
  tomatoes: c('Tomatoes', 2.09, 0.8, 369.8, 5336, 7.51, 'vegetable'),
  onions: c('Onions & leeks', 0.5, 0.39, 14.3, 932, 3.24, 'vegetable'),
  rootVegetables: c('Root vegetables', 0.43, 0.33, 28.4, 929, 1.61, 'vegetable'),
  brassicas: c('Brassicas', 0.51, 0.55, 119.4, 8455, 5.01, 'vegetable'),
  otherVegetables: c('Other vegetables', 0.53, 0.38, 102.5, 4911, 2.27, 'vegetable'),
  citrus: c('Citrus fruit', 0.39, 0.86, 82.7, 4663, 2.24, 'fruit'),
  bananas: c('Bananas', 0.86, 1.93, 114.5, 662, 3.29, 'fruit'),
  apples: c('Apples', 0.43, 0.63, 180.1, 12949, 1.45, 'fruit'),
  berries: c('Berries & grapes', 1.53, 2.41, 419.6, 21162, 6.12, 'fruit'),
  wine: c('Wine', 1.79, 1.78, 78.9, 1149, 4.57, 'beverage'),
  otherFruit: c('Other fruit', 1.05, 0.89, 153.5, 9533, 2.43, 'fruit'),
  coffee: c('Coffee', 28.53, 21.62, 25.9, 337, 110.52, 'stimulant'),
  chocolate: c('Dark chocolate', 46.65, 68.96, 540.6, 2879, 87.08, 'stimulant'),
  beefHerd: c('Beef (beef herd)', 99.48, 326.21, 1451.2, 34733, 301.41, 'meat-red'),
  beefDairy: c('Beef (dairy herd)', 33.3, 43.24, 2714.3, 119805, 365.29, 'meat-red'),
  lamb: c('Lamb & mutton', 39.72, 369.81, 1802.8, 141925, 97.13, 'meat-red'),
  pork: c('Pig meat', 12.31, 17.36, 1795.8, 66867, 76.38, 'meat-red'),
  poultry: c('Poultry meat', 9.87, 12.22, 660, 14178, 48.7, 'meat-white'),
  milk: c('Milk', 3.15, 8.95, 628.2, 19786, 10.65, 'dairy'),
  cheese: c('Cheese', 23.88, 87.79, 5605.2, 180851, 98.37, 'dairy'),
  eggs: c('Eggs', 4.67, 6.27, 577.7, 17983, 21.76, 'egg'),
  fish: c('Fish (farmed)', 13.63, 8.41, 3691.3, 41572, 235.12, 'seafood'),
  prawns: c('Prawns (farmed)', 26.87, 2.97, null, null, 227.22, 'seafood'),
  water: c('Water', 0, 0, 0, 0, 0, 'zero'),
  salt: c('Salt', 0, 0, 0, 0, 0, 'zero'),
  additive: c('Additives, vitamins, minerals, cultures', 0, 0, 0, 0, 0, 'zero'),
} as const satisfies Record<string, CommodityFactors>;

export type CommodityKey = keyof typeof COMMODITIES;
