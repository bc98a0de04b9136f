import { PN_FACTORS, type PnEntity, type PnFactors } from './commodity-factors.js';
import type { SourcedTableMeta } from './meta.js';

/**
 * Poore & Nemecek (2018) commodity factors per kg of product at retail, generated from the files
 * in data/sources/ into commodity-factors.ts (`make data`); `null` where no source has the value.
 * Rows after `prawns` are our own zero-impact classes for ingredients the study does not cover
 * because they carry no agricultural footprint (water, salt, additives).
 */
export interface CommodityFactors extends PnFactors {
  label: string;
  /** The Our World in Data entity the factors come from; null for our zero-impact classes. */
  entity: PnEntity | null;
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

export const COMMODITIES_META: SourcedTableMeta = {
  sourceId: 'pn-owid-ghg',
  year: 2018,
  estimate: false,
  note: 'Each field\'s source is in PN_FIELD_SOURCES (commodity-factors.ts).',
};

const c = (label: string, entity: PnEntity, group: CommodityGroup): CommodityFactors => ({ label, entity, ...PN_FACTORS[entity], group });
const zero = (label: string): CommodityFactors => ({
  label,
  entity: null,
  ghg: 0,
  land: 0,
  freshwater: 0,
  scarcityWater: 0,
  eutrophying: 0,
  group: 'zero',
});

export const COMMODITIES = {
  wheat: c('Wheat & Rye', 'Wheat & Rye', 'cereal'),
  maize: c('Maize', 'Maize', 'cereal'),
  barley: c('Barley', 'Barley', 'cereal'),
  oats: c('Oatmeal', 'Oatmeal', 'cereal'),
  rice: c('Rice', 'Rice', 'cereal'),
  potatoes: c('Potatoes', 'Potatoes', 'tuber'),
  cassava: c('Cassava', 'Cassava', 'tuber'),
  caneSugar: c('Cane sugar', 'Cane Sugar', 'sugar'),
  beetSugar: c('Beet sugar', 'Beet Sugar', 'sugar'),
  pulses: c('Other pulses', 'Other Pulses', 'legume'),
  peas: c('Peas', 'Peas', 'legume'),
  nuts: c('Nuts', 'Nuts', 'nut'),
  groundnuts: c('Groundnuts', 'Groundnuts', 'legume'),
  soyMilk: c('Soy milk', 'Soymilk', 'beverage'),
  tofu: c('Tofu', 'Tofu (soybeans)', 'legume'),
  soybeanOil: c('Soybean oil', 'Soybean Oil', 'oil'),
  palmOil: c('Palm oil', 'Palm Oil', 'oil'),
  sunflowerOil: c('Sunflower oil', 'Sunflower Oil', 'oil'),
  rapeseedOil: c('Rapeseed oil', 'Rapeseed Oil', 'oil'),
  oliveOil: c('Olive oil', 'Olive Oil', 'oil'),
  tomatoes: c('Tomatoes', 'Tomatoes', 'vegetable'),
  onions: c('Onions & leeks', 'Onions & Leeks', 'vegetable'),
  rootVegetables: c('Root vegetables', 'Root Vegetables', 'vegetable'),
  brassicas: c('Brassicas', 'Brassicas', 'vegetable'),
  otherVegetables: c('Other vegetables', 'Other Vegetables', 'vegetable'),
  citrus: c('Citrus fruit', 'Citrus Fruit', 'fruit'),
  bananas: c('Bananas', 'Bananas', 'fruit'),
  apples: c('Apples', 'Apples', 'fruit'),
  berries: c('Berries & grapes', 'Berries & Grapes', 'fruit'),
  wine: c('Wine', 'Wine', 'beverage'),
  otherFruit: c('Other fruit', 'Other Fruit', 'fruit'),
  coffee: c('Coffee', 'Coffee', 'stimulant'),
  chocolate: c('Dark chocolate', 'Dark Chocolate', 'stimulant'),
  beefHerd: c('Beef (beef herd)', 'Beef (beef herd)', 'meat-red'),
  beefDairy: c('Beef (dairy herd)', 'Beef (dairy herd)', 'meat-red'),
  lamb: c('Lamb & mutton', 'Lamb & Mutton', 'meat-red'),
  pork: c('Pig meat', 'Pig Meat', 'meat-red'),
  poultry: c('Poultry meat', 'Poultry Meat', 'meat-white'),
  milk: c('Milk', 'Milk', 'dairy'),
  cheese: c('Cheese', 'Cheese', 'dairy'),
  eggs: c('Eggs', 'Eggs', 'egg'),
  fish: c('Fish (farmed)', 'Fish (farmed)', 'seafood'),
  prawns: c('Prawns (farmed)', 'Prawns (farmed)', 'seafood'),
  water: zero('Water'),
  salt: zero('Salt'),
  additive: zero('Additives, vitamins, minerals, cultures'),
} as const satisfies Record<string, CommodityFactors>;

export type CommodityKey = keyof typeof COMMODITIES;
