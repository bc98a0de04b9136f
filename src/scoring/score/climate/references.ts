import type { CommodityGroup } from '../../data/commodities.js';
import { CLIMATE_REFERENCES, type ClimateReference, type ClimateReferenceKey } from '../../data/climate-references.js';
import type { ProductClass } from '../../lexicon/climate.js';
import { SPICES } from '../../analyse/seasoning-blend.js';
import { referenceSpread, SPREAD } from './interval.js';

/**
 * Which AGRIBALYSE reference food describes an ingredient, a product or a product class. Our own
 * choices (the figures come from the generated climate-references.ts); docs/methodology.md,
 * "Climate", explains them.
 */

/** Terms with a closer reference than their commodity's, per kg as named (the commodity multiplier does not apply). */
export { TERM_REFERENCES } from '../../analyse/climate-terms.js';

/**
 * References that describe a plain food as sold (a milk, an oil, a flour, a cut of meat): when the
 * product's name names one of them and its ingredients are that food, the product takes the
 * reference's stages whole instead of being built from its ingredients.
 */
const WHOLE_FOODS: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>([
  'milk', 'wholeMilk', 'skimmedMilk', 'cream', 'sourCream', 'lightCream', 'butter', 'yoghurt', 'fermentedMilk', 'cheese',
  'wheatFlour', 'pasta', 'oats', 'barley', 'rice', 'beetSugar', 'caneSugar', 'honey',
  'lentils', 'beans', 'chickpeas', 'peas', 'tofu', 'almonds', 'hazelnuts', 'peanuts',
  'rapeseedOil', 'sunflowerOil', 'oliveOil', 'soybeanOil',
  'tomatoes', 'tomatoPaste', 'onions', 'carrots', 'cabbage', 'broccoli', 'cucumber', 'spinach', 'sweetPepper', 'potatoes',
  'apples', 'pears', 'bananas', 'oranges', 'orangeJuice', 'strawberries', 'blueberries', 'raspberries', 'grapes',
  // Issue 30: raw foods with their own reference (ADR 0092).
  'plums', 'prunes', 'cherries', 'kiwi', 'avocado', 'apricots', 'peaches', 'nectarines', 'mango', 'pineapple', 'lemons',
  'limes', 'grapefruit', 'mandarins', 'clementines', 'melon', 'watermelon', 'figs', 'dates', 'passionFruit', 'papaya',
  'pomegranate', 'blackberries', 'cranberries', 'blackcurrants', 'redcurrants', 'gooseberries', 'rhubarb', 'zucchini', 'eggplant', 'lettuce',
  'cauliflower', 'brusselsSprouts', 'kale', 'redCabbage', 'beetroot', 'celeriac', 'celery', 'radish', 'parsnip', 'asparagus',
  'garlic', 'ginger', 'sweetPotato', 'pumpkin', 'fennel', 'artichoke', 'greenBeans', 'quinoa', 'millet', 'buckwheat',
  'couscous', 'bulgur', 'whiteBeans', 'mungBeans', 'splitPeas', 'linseed', 'sunflowerSeeds', 'walnuts', 'pistachios', 'macadamia',
  'pecans', 'brazilNuts', 'pineNuts', 'coconut', 'mackerel', 'trout', 'saithe', 'haddock', 'hake', 'plaice',
  'sardines', 'mussels', 'crab', 'scallops', 'turkey', 'duck', 'veal', 'porkBelly', 'goatCheese', 'feta',
  'mozzarella', 'emmental', 'parmesan', 'quark',
  // Method 2026.11.8 (ADR 0100).
  'sweetCorn', 'maizeGrain', 'instantCoffee', 'lychee', 'endive', 'jerusalemArtichoke', 'beanSprouts', 'shallots', 'swede', 'kohlrabi', 'chineseCabbage',
  // Method 2026.11.10 (ADR 0104).
  'driedApple', 'driedFigs', 'driedApricots', 'sunDriedTomatoes', 'romanesco', 'turnip', 'bambooShoots', 'beetrootJuice',
  'sparklingWine', 'appleJuice', 'pineappleJuice', 'grapeJuice', 'poultryOffal', 'porkOffal', 'beefOffal',
  // Method 2026.11.11 (ADR 0106).
  'carambola', 'kumquat', 'quince', 'guava', 'persimmon', 'pomelo', 'elderberries', 'chestnuts', 'redEndive', 'swissChard',
  'blackSalsify', 'morels', 'watercress', 'lambsLettuce', 'romaineLettuce', 'plantain', 'yam', 'horseradish', 'mint', 'amaranth',
  'goose', 'whiting', 'monkfish', 'sole', 'turbot', 'seaBass', 'redfish', 'sprat', 'swordfish', 'seaBream', 'nilePerch',
  'norwayLobster', 'energyDrink', 'energyDrinkSugarFree', 'peeledBroadBeans', 'driedPeaches', 'driedOnion',
  // ADR 0110.
  'codLiverOil', 'anchovy', 'roseWine', 'whiteWine', 'sweetWine',
  // ADR 0108: oils, fish and seafood, rice noodles, brans, rye, other grains' flours and agave syrup by their own rows.
  'cottonseedOil', 'maizeOil', 'peanutOil', 'hazelnutOil', 'grapeseedOil', 'linseedOil', 'sesameOil',
  'arcticChar', 'perch', 'pangasius', 'halibut', 'oysters', 'squid', 'riceNoodles', 'wheatBran', 'oatBran', 'ryeGrain',
  'maizeFlour', 'polenta', 'buckwheatFlour', 'milletFlour', 'agaveSyrup',
  // ADR 0116.
  'gardenCress', 'flatBeans', 'waxBeans', 'palmHearts', 'artichokeHearts', 'artichokeBottoms', 'taro', 'spaghettiSquash', 'butternut',
  'sproutedLentils', 'sorghum', 'freekeh', 'ling', 'lemonSole', 'gooseFat', 'duckFat', 'duckConfit', 'sheepMilk', 'sake',
  'sesameSeed', 'semolina', 'driedBanana', 'mapleSyrup', 'evaporatedMilk', 'khorasan', 'cassava',
  'blackRadish', 'chili', 'eggPowder', 'spelt', 'mincedVeal',
  // ADR 0117: goat and sheep dairy, unsweetened evaporated milk and durum semolina by their own rows.
  'goatMilk', 'sheepCheese', 'durumSemolina', 'chiaSeeds', 'pumpkinSeeds',
  'goatYoghurt', 'sheepYoghurt',
  // ADR 0119: the third survey's raw and simply processed foods, offal, game and poultry, fish, spirits and fortified wines.
  'tamarind', 'greengage', 'pricklyPear', 'mulberries', 'morelloCherries', 'honeydew', 'breadfruit', 'alfalfaSprouts', 'cardoon',
  'frisee', 'escarole', 'sorrel', 'dandelion', 'glasswort', 'mesclun', 'rocket', 'crosne', 'greenBroadBeans', 'greenFlageolets',
  'driedBroadBeans', 'driedFlageolets', 'nori', 'wakame', 'kombu', 'dulse', 'seaLettuce', 'spirulina', 'miso', 'durumWheatGrain', 'riceBran', 'maizeBran', 'balsamicVinegar',
  'vealFillet', 'vealOffal', 'lambOffal', 'tripe', 'calfSweetbread', 'guineaFowl', 'capon', 'rabbit', 'goatKid', 'mutton',
  'johnDory', 'skate', 'capelin', 'redMullet', 'greyMullet', 'blueLing', 'megrim', 'dab', 'conger', 'wolffish', 'smelt', 'garfish',
  'greenlandHalibut', 'hoki', 'albacore', 'lobster',
  // ADR 0124: grains, pasta and pulses sold cooked, and durum wheat sold precooked.
  'cookedRice', 'cookedQuinoa', 'cookedBulgur', 'cookedCouscous', 'precookedDurum', 'cookedDurum', 'cookedPasta', 'cookedPolenta',
  'cookedMillet', 'cookedRiceNoodles', 'cookedLentils', 'cookedChickpeas', 'cookedWhiteBeans', 'cookedKidneyBeans', 'cookedSplitPeas',
  'cookedMungBeans', 'cookedFlageolets', 'cookedBroadBeans',
  // ADR 0132: a potato sold boiled; a turkey's breast, raw and cooked; an unripened fresh cheese.
  'boiledPotato', 'turkeyBreast', 'cookedTurkeyBreast', 'creamCheese',
  // ADR 0127: meat, poultry, offal and fish sold cooked.
  'cookedBeef', 'cookedMincedBeef', 'cookedVeal', 'cookedVealFillet', 'cookedLamb', 'cookedPork', 'cookedChicken', 'cookedTurkey',
  'cookedBeefOffal', 'cookedSalmon', 'cookedCod', 'cookedHerring', 'cookedMackerel',
  'vodka', 'whisky', 'gin', 'rum', 'brandy', 'eauDeVie', 'pastis', 'liqueur', 'cassisLiqueur', 'vermouth', 'marsala', 'sangria',
  'coffee', 'beef', 'mincedBeef', 'lamb', 'pork', 'chicken', 'eggs', 'salmon', 'cod', 'herring', 'pollock', 'prawns', 'wine',
  // ADR 0126: a farmed fish, a roasted root, the pig's trotters and its cured hams by their own rows.
  'carp', 'chicoryPowder', 'porkTrotters', 'dryCuredHam', 'curedHam',
  // ADR 0130: apple sauce, cooked and jarred.
  'appleCompote',
  // ADR 0136: skipjack and black seabream, trout and spinach sold cooked, andouille, light dairy spreads by fat content.
  'skipjack', 'blackSeabream', 'cookedTrout', 'cookedSpinach', 'andouille',
  'lightDairySpread20', 'lightDairySpread', 'lightButter40', 'lightButter60',
  // ADR 0141: pork sold as a cut; duck, goose, game birds and rabbit sold cooked.
  'porkCut', 'cookedDuck', 'cookedGoose', 'cookedGameBird', 'cookedRabbit',
  // ADR 0145: grapefruit, carrot, mango and tomato juice by their own rows.
  'grapefruitJuice', 'carrotJuice', 'mangoJuice', 'tomatoJuice',
  // ADRs 0150 and 0152: cultivated mushrooms, prepared mustard and passata sold as such.
  'mushrooms', 'mustard', 'tomatoPuree',
  // ADR 0154: puff pastry and filo dough sold as such; ADR 0156: shortcrust pastry, pizza dough, condensed milk, cooked beetroot.
  'puffPastry', 'filoPastry', 'shortcrustPastry', 'pizzaDough', 'condensedMilk', 'cookedBeetroot',
  // ADR 0160: tempeh and smoked tofu; ADR 0173: textured soy protein, dry and soaked.
  'tempeh', 'smokedTofu', 'soyProtein', 'soyProteinRehydrated',
  // ADR 0197: tahini sold as such, in either language.
  'sesame',
  // ADR 0198: foods whose names were made to say them sold as such (ADRs 0134, 0138, 0192) but whose rows were missing
  // here, so a product of one was built from its list: sugar snaps, okra, molokhia, ogonori, chicken fat and five fish.
  'snowPea', 'okra', 'molokhia', 'ogonori', 'chickenFat', 'bream', 'hairtail', 'redGurnard', 'tubGurnard', 'pollack',
  // ADR 0207: a milk powder sold as such, whose list may name the milk it was dried from ("Skummjölkspulver": "Skummjölk").
  'milkPowder',
  // ADR 0210: iceberg lettuce by its own row.
  'icebergLettuce',
  // ADR 0211: a laying hen sold for the pot.
  'hen',
  // ADR 0216: molasses sold as such.
  'caneMolasses',
]);

export const isWholeFood = (key: ClimateReferenceKey): boolean => WHOLE_FOODS.has(key);

/**
 * A meat sold whole as a cut, where AGRIBALYSE's cuts share a row other than the one its recipes' meat
 * takes (ADR 0141): 18 of its 23 raw pork cuts carry 8.50 kg CO2e/kg at the farm, and 7 of its 13 raw
 * veal cuts 17.61, where the shoulders that sausages, hams and dishes are counted with carry 6.80 and 14.08.
 */
const SOLD_AS_CUT: Readonly<Partial<Record<ClimateReferenceKey, ClimateReferenceKey>>> = { pork: 'porkCut', veal: 'vealFillet' };

export const soldAsCut = (key: ClimateReferenceKey | null): ClimateReferenceKey | null => (key === null ? null : SOLD_AS_CUT[key] ?? key);

/**
 * Foods sold as such that the vocabulary reads as additives and vegetables inside a recipe, where they weigh little:
 * spices and dried herbs (method 2026.11.8, ADR 0100; `SPICES` of analyse/seasoning-blend.ts), yeast, fresh herbs, vinegars.
 */
const SEASONINGS: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>([...SPICES,
  // Yeast sold as such (ADR 0110): an additive to the vocabulary, as in a recipe, where it weighs a percent or two.
  'bakersYeast', 'nutritionalYeast',
  // ADR 0108: herbs sold fresh (a name with a pot or "färsk"); ADR 0116: more fresh herbs by their own rows.
  'freshHerbs', 'parsley', 'mint', 'chives', 'freshCoriander',
  // A vinegar sold as such: an additive to the vocabulary inside a recipe, as spices are.
  'vinegar', 'ciderVinegar',
  // ADR 0119: more foods the vocabulary reads as additives inside a recipe, each by its own row when sold as such.
  'agar', 'gelatine', 'vanillaExtract',
  // ADR 0219: a prepared mustard sold as such, whose seeds and vinegar the vocabulary reads as additives in a recipe.
  'mustard', 'wholegrainMustard']);

export const isSeasoning = (key: ClimateReferenceKey): boolean => SEASONINGS.has(key);

/**
 * Additives, minerals and processing aids sold as such (ADR 0126): salt, baking soda, baking powder,
 * lecithin, sweetener tablets. The product is the additive when its name names it and the heaviest
 * item of its list is an additive or salt to the vocabulary; what follows is the carrier AGRIBALYSE's
 * row holds too (baking powder's starch, the tablets' lactose). Inside a recipe they stay minor
 * additives: a few grams count little either way.
 */
const ADDITIVES_SOLD: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>(['tableSalt', 'bakingSoda', 'bakingPowder', 'soyLecithin', 'saccharinSweetener']);

export const isAdditiveSold = (key: ClimateReferenceKey): boolean => ADDITIVES_SOLD.has(key);

const CURING: readonly CommodityGroup[] = ['sugar', 'cereal', 'vegetable'];
const DOUGH: readonly CommodityGroup[] = ['oil', 'dairy', 'egg', 'sugar', 'beverage'];
const THICKENED: readonly CommodityGroup[] = ['cereal', 'tuber'];
/**
 * What a whole food's list may hold beyond its own group, because the food is made with it:
 * - A cured ham, the sugar it is cured with (ADR 0126: "Pancetta: sidfläsk, salt, dextros"): dextrose and sugar
 *   are part of AGRIBALYSE's cured rows' recipe, not another food. Dextrose is maize to the vocabulary, hence the
 *   cereal group. And the garlic it is seasoned with (ADR 0180: "Coppa: griskött, salt, dextros, kryddor, vitlök").
 * - A dough, its fat, egg and sugar (ADR 0156): "Vetemjöl, vegetabiliska fetter 28 %, vatten, salt" is a puff
 *   pastry as AGRIBALYSE's row is one, not a recipe to be built from its list. And the alcohol that keeps a chilled
 *   dough (ADR 0219: "…, salt, alkohol, surhetsreglerande medel"), a drink to the vocabulary.
 * - Sweetened condensed milk, its sugar; a light dairy spread, the starch that thickens it (ADR 0156).
 * - A fresh cheese, the garlic, herbs or peppers it is flavoured with (ADR 0172): "Färskost vitlök & örter" is
 *   AGRIBALYSE's fresh cheese, whose own flavoured row (19530) carries the same figure, not milk and cream.
 * - A sparkling wine, the sugar of its second fermentation and its dosage (ADR 0215): "Druvor, sackaros" is the wine.
 * - A mustard, the sugar or honey a Swedish or honey mustard is sweetened with (ADR 0219).
 * - A light cream, the starch that thickens it (ADR 0292: "Matlagningsgrädde 7 %: grädde, mjölk, modifierad stärkelse").
 * - An energy drink, the glucose beside its sugar (ADR 0298): glucose is maize to the vocabulary, hence the cereal group.
 */
const MADE_WITH: Readonly<Partial<Record<ClimateReferenceKey, readonly CommodityGroup[]>>> = {
  dryCuredHam: CURING, curedHam: CURING,
  puffPastry: DOUGH, filoPastry: DOUGH, shortcrustPastry: DOUGH, pizzaDough: DOUGH,
  condensedMilk: ['sugar'], sparklingWine: ['sugar'], mustard: ['sugar'], wholegrainMustard: ['sugar'],
  creamCheese: ['vegetable'],
  lightDairySpread20: THICKENED, lightDairySpread: THICKENED, lightButter40: THICKENED, lightButter60: THICKENED,
  sourCream: THICKENED, lightCream: THICKENED,
  energyDrink: ['cereal'],
};
export const madeWithGroupsOf = (key: ClimateReferenceKey): readonly CommodityGroup[] => MADE_WITH[key] ?? [];

/**
 * The most of a list the foods a whole food is made with may hold together, where that is bounded (ADR 0180): a
 * cured ham's curing sugar and seasoning are a few percent of it, so a ham sold with a salad ("Parmaskinka 70 %,
 * ruccola 30 %") is a recipe built from its list, not the ham alone.
 */
const MADE_WITH_MAX_SHARE: Readonly<Partial<Record<ClimateReferenceKey, number>>> = { dryCuredHam: 0.1, curedHam: 0.1 };
export const madeWithMaxShareOf = (key: ClimateReferenceKey): number => MADE_WITH_MAX_SHARE[key] ?? 1;

/**
 * Drinks made of water and additives alone (ADR 0298): a sugar-free energy drink's list names no food ("Kolsyrat vatten,
 * surhetsreglerande medel, taurin, sötningsmedel, koffein"), so no list can agree with its name as a food's does; its
 * name alone says it is AGRIBALYSE's row.
 */
const DRINKS_OF_ADDITIVES: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>(['energyDrinkSugarFree']);
export const isDrinkOfAdditives = (key: ClimateReferenceKey): boolean => DRINKS_OF_ADDITIVES.has(key);

export type { ProductClass };

/**
 * Raw fish per kg of fish in a can (method 2026.11.11, ADR 0106): heads, bones and the cooking loss
 * before canning, which a label's fish share (of the fillet as canned) does not show. AGRIBALYSE
 * 3.1.1's canned rows over their raw rows at the farm stage: mackerel in brine 26123/26051 2.05,
 * tuna plain 26039/26053 1.64, sardine in oil 26034/26065 1.55, salmon 26119/26036 1.21, yellowfin
 * in brine 26181/26053 0.85; the median, 1.55.
 */
export const CANNED_FISH_YIELD = 1.55;
export const CANNED_CLASSES: ReadonlySet<ProductClass> = new Set<ProductClass>(['classCannedFish', 'classCannedVegetables']);
/**
 * Fish whose cans weigh heavily per kilogram of fish (ADR 0110): AGRIBALYSE 3.1.1 puts 4.106 kg
 * CO2e/kg on the packaging of all nine of its canned mackerel, sardine and pilchard rows, against
 * 0.25 to 0.30 on its seven canned tuna rows (the class's own row is a tuna). A can of these takes
 * the canned mackerel row's pack.
 */
export const SMALL_FISH_IN_CANS: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>(['mackerel', 'sardines']);
/**
 * Fish packed raw, salted or marinated (a semi-preserve, ADR 0110), not cooked before packing: no
 * canning yield. AGRIBALYSE 3.1.1's salted anchovy 26177 has the farm stage of its raw anchovy 26079
 * (ratio 1.00), the marinated one 26187 0.85.
 */
const SEMI_PRESERVED: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>(['anchovy']);

/** Kilograms of the ingredient's raw reference per kilogram named on the label, for this kind of product. */
export const ingredientYield = (productClass: ProductClass | null, commodity: string, key: ClimateReferenceKey): number =>
  commodity === 'fish' && productClass !== null && CANNED_CLASSES.has(productClass) && !SEMI_PRESERVED.has(key) ? CANNED_FISH_YIELD : 1;

/**
 * Classes that preserve a whole food as sold (ADR 0110): a frozen vegetable is the fresh one
 * blanched, frozen, packed and kept in a freezer. AGRIBALYSE 3.1.1's frozen raw vegetable rows keep
 * their fresh rows' farm stage (frozen over fresh: spinach 0.91, broccoli 0.90, carrot 0.90,
 * Brussels sprouts 0.90, cauliflower 0.90, leek 0.91, peas 0.93, green beans 1.03) and add a
 * processing step (median 0.091 kg CO2e/kg), a pack (0.262) and freezer retail (0.068), which the
 * fresh rows do not have (0, 0 and about 0.02). So the whole food keeps its own farm stage and
 * carriage and takes the class's processing, packaging and retail.
 */
const PRESERVING_CLASSES: ReadonlySet<ProductClass> = new Set<ProductClass>(['classFrozenVegetables']);
export const preservesWholeFood = (productClass: ProductClass | null): productClass is ProductClass =>
  productClass !== null && PRESERVING_CLASSES.has(productClass);

/**
 * A frozen fish whose list is that one fish ("Sardin", "Makrill") is the fish sold as such (ADR 0207), as a frozen
 * fillet its name names already is ("Torskfilé, fryst"): the class's recipe step is AGRIBALYSE's breaded fish
 * (coating, frying oil, forming), which a plain frozen fish never went through.
 */
export const soldAsItsOneFood = (productClass: ProductClass | null): boolean =>
  productClass === null || preservesWholeFood(productClass) || productClass === 'classFrozenFish';

/**
 * A meat substitute that is (nearly) one made plant protein, whose own AGRIBALYSE row holds its making
 * (textured soy protein, tofu, tempeh: ADR 0173), is that food: the class's recipe step, AGRIBALYSE's
 * vegan patty formed and cooked (0.93 kg CO2e/kg), would count a making twice on a food sold as it is.
 */
export const isMadeFoodOfClass = (productClass: ProductClass | null, key: ClimateReferenceKey): boolean =>
  productClass === 'classPlantProtein' && reference(key).processing > 0;

/**
 * A pulse sold frozen is picked green, not dried (ADR 0132): AGRIBALYSE 3.1.1 gives its frozen broad beans
 * (20536, and the peeled ones boiled, 20542) and frozen flageolets (20537) the green bean's farm stage, 0.43 of
 * the dried bean's (0.210 against 0.488 kg CO2e/kg for the broad bean), with their own freezing, pack and
 * carriage. A product of the frozen vegetables whose one food the vocabulary reads as the dried pulse takes
 * the frozen green row, as "Frysta bondbönor" by name already does (ADR 0119). Peas, green beans and sugar
 * snaps are read fresh already; AGRIBALYSE has no green soybean row, so edamame keeps the soybean's.
 */
const FROZEN_GREEN: Readonly<Partial<Record<ClimateReferenceKey, ClimateReferenceKey>>> = {
  driedBroadBeans: 'greenBroadBeans',
  driedFlageolets: 'greenFlageolets',
};
export const frozenFoodOf = (productClass: ProductClass | null, whole: ClimateReferenceKey | null): ClimateReferenceKey | null =>
  whole !== null && preservesWholeFood(productClass) ? (FROZEN_GREEN[whole] ?? whole) : whole;

/**
 * What a dry food named as sold is when its list names water (ADR 0118): the drink brewed from it, by
 * AGRIBALYSE's ready-to-drink row (brewed coffee 18004 holds 0.058 kg of ground coffee per kg: its farm
 * stage over the ground coffee row's). Ground coffee without water keeps its own row.
 */
const MADE_IN_WATER: Readonly<Partial<Record<ClimateReferenceKey, ClimateReferenceKey>>> = {
  coffee: 'brewedCoffee',
  // ADR 0124: a grain or pulse named as sold whose list names water is sold cooked in it (a pouch of rice, a
  // polenta roll, a can or carton of beans), on AGRIBALYSE's cooked row (farm stage 0.443 of the dry grain's,
  // 0.429 of the dry pulse's). Not pasta: a fresh pasta is a dough of flour and water, sold uncooked.
  rice: 'cookedRice',
  quinoa: 'cookedQuinoa',
  bulgur: 'cookedBulgur',
  couscous: 'cookedCouscous',
  durumSemolina: 'cookedDurum',
  durumWheatGrain: 'cookedDurum',
  precookedDurum: 'cookedDurum',
  polenta: 'cookedPolenta',
  millet: 'cookedMillet',
  lentils: 'cookedLentils',
  chickpeas: 'cookedChickpeas',
  whiteBeans: 'cookedWhiteBeans',
  beans: 'cookedKidneyBeans',
  splitPeas: 'cookedSplitPeas',
  mungBeans: 'cookedMungBeans',
  driedFlageolets: 'cookedFlageolets',
  driedBroadBeans: 'cookedBroadBeans',
};
export const madeInWaterOf = (key: ClimateReferenceKey): ClimateReferenceKey | null => MADE_IN_WATER[key] ?? null;

/**
 * Foods made in water that a list names by their makings, each on its AGRIBALYSE row as sold ready
 * (ADR 0118): the stocks (beef 25930, poultry 25947, vegetable 25948, each a dehydrated stock
 * reconstituted in water, 0.13–0.14 kg CO2e/kg) and coconut milk (18041, 0.51: the flesh pressed
 * with water, whose farm stage is 0.069 kg CO2e/kg against the fresh coconut's 1.13).
 */
const READY_IN_WATER: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>(['beefStock', 'poultryStock', 'vegetableStock', 'coconutMilk']);
export const isReadyInWater = (key: ClimateReferenceKey): boolean => READY_IN_WATER.has(key);

/**
 * A food named as sold in a can (ADR 0119: "Vaxbönor på burk") is the fresh food canned, as a frozen one
 * is the fresh food frozen: AGRIBALYSE 3.1.1's canned vegetable rows keep their fresh rows' farm stage
 * (canned over fresh: green beans 1.07, wax beans 0.93, spinach 0.92, carrots 0.94, bamboo shoots 0.91)
 * and add a canning step (0.19-0.32 kg CO2e/kg) and a can (0.25-0.31), so the named food keeps its farm
 * stage and carriage and takes the canned class's processing, pack and retail, not its fresh row's.
 * A product the name does not name as one food (crushed tomatoes) stays built from its ingredients,
 * and a row that is itself processed (tomato paste, AGRIBALYSE's frozen green pulses) keeps its own steps.
 */
export const takesClassSteps = (productClass: ProductClass | null, whole: ClimateReferenceKey): productClass is ProductClass =>
  productClass !== null && (PRESERVING_CLASSES.has(productClass) || productClass === 'classCannedVegetables') && reference(whole).processing === 0;

/**
 * A reference with what the footprint reads of it besides its figures, worked out once at load: its
 * spread (σ, interval.ts), and that spread with an estimated share's added (an ingredient whose share
 * the list's order gave). One entry per key, so a leaf resolves its reference once (footprint.ts).
 */
export interface ReferenceEntry {
  readonly key: ClimateReferenceKey;
  readonly ref: ClimateReference;
  readonly spread: number;
  readonly estimatedSpread: number;
}

// A Map, built once: keys made at run time (an origin variant) are looked up without a property lookup on the large table object.
const ENTRY_BY_KEY = new Map<string, ReferenceEntry>(
  (Object.entries(CLIMATE_REFERENCES) as [ClimateReferenceKey, ClimateReference][]).map(([key, ref]) => {
    const spread = referenceSpread(ref);
    return [key, { key, ref, spread, estimatedSpread: Math.sqrt(spread ** 2 + SPREAD.estimatedShare ** 2) }];
  }),
);

export const referenceEntry = (key: ClimateReferenceKey): ReferenceEntry => ENTRY_BY_KEY.get(key)!;
export const reference = (key: ClimateReferenceKey): ClimateReference => ENTRY_BY_KEY.get(key)!.ref;
