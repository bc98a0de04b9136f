import type { CommodityKey } from '../../data/commodities.js';
import { CLIMATE_REFERENCES, type ClimateReference, type ClimateReferenceKey } from '../../data/climate-references.js';

/**
 * Which AGRIBALYSE reference food describes an ingredient, a product or a product class. Our own
 * choices (the figures come from the generated climate-references.ts); docs/methodology.md,
 * "Climate", explains them.
 */

/** The reference for each commodity row of the ingredient vocabulary; null for the zero classes. */
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

/**
 * Vocabulary terms (as the ingredient matcher reports them) with a closer reference than their
 * commodity's. A term reference is per kg of the ingredient as named, so the commodity's
 * dry-matter multiplier does not apply to it.
 */
export const TERM_REFERENCES: Readonly<Record<string, ClimateReferenceKey>> = {
  // dairy
  mellanmjölk: 'milk', standardmjölk: 'wholeMilk', helmjölk: 'wholeMilk', lättmjölk: 'skimmedMilk', minimjölk: 'skimmedMilk',
  skummjölk: 'skimmedMilk', mjölk: 'milk', komjölk: 'milk', 'pastöriserad mjölk': 'milk', milk: 'milk',
  grädde: 'cream', vispgrädde: 'cream', matlagningsgrädde: 'sourCream', gräddfil: 'sourCream', 'crème fraiche': 'cream',
  'creme fraiche': 'cream', cream: 'cream',
  smör: 'butter', smörfett: 'butter', mjölkfett: 'butter', ghee: 'butter', butter: 'butter',
  yoghurt: 'yoghurt', 'turkisk yoghurt': 'yoghurt', 'grekisk yoghurt': 'yoghurt', filmjölk: 'yoghurt', yogurt: 'yoghurt',
  mjölkpulver: 'milkPowder', skummjölkspulver: 'milkPowder', helmjölkspulver: 'milkPowder', 'milk powder': 'milkPowder',
  // whey is a by-product of cheese-making: counted as skimmed milk per kg, not as a milk concentrate
  vasslepulver: 'skimmedMilk', vassle: 'skimmedMilk', mjölkprotein: 'milkPowder',
  // a drink base ("havrebas (vatten, havre 10 %)") is the drink's own recipe
  havrebas: 'classPlantDrink', sojabas: 'soyDrink',
  // cereals
  vetemjöl: 'wheatFlour', durumvetemjöl: 'wheatFlour', fullkornsvetemjöl: 'wheatFlour', rågmjöl: 'wheatFlour',
  fullkornsrågmjöl: 'wheatFlour', pasta: 'pasta', spagetti: 'pasta', makaroner: 'pasta', nudlar: 'pasta',
  havregryn: 'oats', havre: 'oats', korngryn: 'barley', kornmalt: 'barley', malt: 'barley', ris: 'rice', jasminris: 'rice',
  basmatiris: 'rice', majsstärkelse: 'maizeStarch', stärkelse: 'maizeStarch', 'modifierad stärkelse': 'maizeStarch',
  glukossirap: 'maizeStarch', majs: 'maizeStarch',
  // sugars
  socker: 'beetSugar', strösocker: 'beetSugar', rörsocker: 'caneSugar',
  // legumes and nuts
  linser: 'lentils', 'gröna linser': 'lentils', 'röda linser': 'lentils', kikärtor: 'chickpeas', kidneybönor: 'beans',
  ärtor: 'peas', sojabönor: 'soybeans', sojaprotein: 'soyProtein', tofu: 'tofu', sojadryck: 'soyDrink',
  hasselnöt: 'hazelnuts', hasselnötter: 'hazelnuts', cashewnötter: 'cashews', cashewnöt: 'cashews', jordnötter: 'peanuts',
  jordnötssmör: 'peanuts', sesampasta: 'sesame', tahini: 'sesame', sesam: 'sesame', sesamfrön: 'sesame',
  // fats: AGRIBALYSE 3.1.1 has no coconut oil; palm oil is the closest tropical fat in the data
  kokosolja: 'palmOil', kokosfett: 'palmOil', kokosfetter: 'palmOil',
  // vegetables and fruit
  tomatpuré: 'tomatoPaste', tomatpure: 'tomatoPaste', broccoli: 'broccoli', gurka: 'cucumber', spenat: 'spinach',
  paprika: 'sweetPepper', morot: 'carrots', morötter: 'carrots', lök: 'onions', 'gul lök': 'onions', vitkål: 'cabbage',
  kål: 'cabbage', basilika: 'herbs', persilja: 'herbs', oregano: 'herbs', dill: 'herbs',
  äpplen: 'apples', äpple: 'apples', päron: 'pears', bananer: 'bananas', banan: 'bananas', apelsiner: 'oranges',
  apelsin: 'oranges', apelsinjuice: 'orangeJuice', citronjuice: 'lemonJuice', citronsaft: 'lemonJuice',
  jordgubbar: 'strawberries', blåbär: 'blueberries', hallon: 'raspberries', druvor: 'grapes', vindruvor: 'grapes',
  russin: 'raisins', 'torkade äpplen': 'driedApple', kokosmjölk: 'coconutMilk',
  // stimulants
  kaffe: 'coffee', kakaosmör: 'cocoaButter', kakaomassa: 'cocoa', kakao: 'cocoa', kakaopulver: 'cocoa',
  // meat and fish
  nötkött: 'beef', nötfärs: 'mincedBeef', köttfärs: 'mincedBeef', lammkött: 'lamb', griskött: 'pork', fläskkött: 'pork',
  kyckling: 'chicken', kycklingfilé: 'chicken', kycklingbröst: 'chicken', kycklingbröstfilé: 'chicken',
  lax: 'salmon', torsk: 'cod', 'alaska pollock': 'pollock', sej: 'pollock', sill: 'herring', strömming: 'herring',
  tonfisk: 'tuna', räkor: 'prawns', ägg: 'eggs', äggula: 'eggs', honung: 'honey', honey: 'honey',
  vin: 'wine', rödvin: 'wine', vinäger: 'vinegar', ättika: 'vinegar',
};

/**
 * References that describe a plain food as sold (a milk, an oil, a flour, a cut of meat): when the
 * product's name names one of them and its ingredients are that food, the product takes the
 * reference's stages whole instead of being built from its ingredients.
 */
const WHOLE_FOODS: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>([
  'milk', 'wholeMilk', 'skimmedMilk', 'cream', 'sourCream', 'butter', 'yoghurt', 'cheese',
  'wheatFlour', 'pasta', 'oats', 'barley', 'rice', 'beetSugar', 'caneSugar', 'honey',
  'lentils', 'beans', 'chickpeas', 'peas', 'tofu', 'almonds', 'hazelnuts', 'peanuts',
  'rapeseedOil', 'sunflowerOil', 'oliveOil', 'soybeanOil',
  'tomatoes', 'tomatoPaste', 'onions', 'carrots', 'cabbage', 'broccoli', 'cucumber', 'spinach', 'sweetPepper', 'potatoes',
  'apples', 'pears', 'bananas', 'oranges', 'orangeJuice', 'strawberries', 'blueberries', 'raspberries', 'grapes',
  'coffee', 'beef', 'mincedBeef', 'lamb', 'pork', 'chicken', 'eggs', 'salmon', 'cod', 'herring', 'pollock', 'prawns', 'wine',
]);

export const isWholeFood = (key: ClimateReferenceKey): boolean => WHOLE_FOODS.has(key);

export type { ProductClass } from '../../lexicon/climate.js';

export const reference = (key: ClimateReferenceKey): ClimateReference => CLIMATE_REFERENCES[key];
