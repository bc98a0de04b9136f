import type { Anchor } from '../text/matcher.js';

/**
 * Category vocabulary, Swedish and English: the words of a product's category (or, failing that,
 * its name) that say what kind of product it is. Our own lists; analyse/category.ts reads them.
 */

/** Facts about what kind of product this is, read from its category and names. */
export type CategoryTag =
  | 'water'
  | 'flavoured'
  | 'coffee'
  | 'tea'
  | 'alcohol'
  | 'alcoholFree'
  | 'baby'
  | 'honey'
  | 'vinegar'
  | 'yeast'
  | 'spice'
  | 'salt'
  | 'supplement'
  | 'gum'
  | 'beverage'
  | 'cheese'
  | 'fat'
  | 'meatOrFish'
  | 'redMeat'
  | 'poultry'
  | 'juice'
  | 'fruitVeg'
  | 'jam'
  | 'sugar'
  | 'oliveOil'
  | 'potato'
  | 'processedPlant'
  | 'canned'
  | 'novaGroup3'
  | 'none';

/** Row: [term, tags, anchor?]. */
export type Row = readonly [term: string, tags: readonly CategoryTag[], anchor?: Anchor];

// Swedish rows match inside compounds at the given anchor ('end' = compound head). A compound
// ending in -vatten is plain water only when its first part says what kind of water (mineral,
// källa, …); any other (kokosvatten, vitaminvatten, tonicvatten) is a drink named after water.
// Words other vocabularies also know (kött, skinka, feta …) are entries of lexicon/concepts.ts.
export const SWEDISH_CATEGORY_TERMS: readonly Row[] = [
  ['vatten', ['water'], 'word'], ['vatten', ['beverage'], 'end'],
  ['bordsvatten', ['water']], ['kranvatten', ['water']], ['sodavatten', ['water']],
  ['tonic', ['beverage'], 'start'], ['smaksatt', ['flavoured']], ['smak', ['flavoured'], 'start'], ['arom', ['flavoured'], 'start'], ['arom', ['flavoured'], 'end'],
  ['iskaffe', ['beverage']], ['kaffedryck', ['beverage']],
  ['te', ['tea'], 'word'], ['örtte', ['tea']], ['teblad', ['tea']], ['rooibos', ['tea']], ['iste', ['beverage'], 'word'],
  ['öl', ['alcohol', 'novaGroup3'], 'word'],
  ['mousserande', ['alcohol']], ['sprit', ['alcohol', 'novaGroup3'], 'start'],
  ['cider', ['alcohol', 'novaGroup3'], 'word'], ['alkoholfri', ['alcoholFree']], ['alkoholfritt', ['alcoholFree']],
  ['lättöl', ['alcoholFree']], ['folköl', ['alcohol', 'novaGroup3']],
  ['barnmat', ['baby']], ['modersmjölksersättning', ['baby']], ['tillskottsnäring', ['baby']], ['välling', ['baby']],
  ['spädbarn', ['baby']], ['barngröt', ['baby']], ['månader', ['baby'], 'word'],
  ['krydd', ['spice'], 'start'], ['örter', ['spice'], 'end'],
  ['havssalt', ['salt']], ['flingsalt', ['salt']], ['kosttillskott', ['supplement']], ['tuggummi', ['gum']],
  ['dryck', ['beverage'], 'end'], ['drycker', ['beverage'], 'end'], ['juice', ['beverage', 'juice'], 'end'],
  ['saft', ['beverage'], 'end'], ['läsk', ['beverage'], 'edge'], ['lemonad', ['beverage']], ['nektar', ['beverage', 'juice']],
  ['smoothie', ['beverage']],
  ['drickyoghurt', ['beverage']], ['kombucha', ['beverage']], ['energidryck', ['beverage']],
  ['oljor', ['fat'], 'end'],
  ['margarin', ['fat'], 'end'], ['matfett', ['fat'], 'end'], ['bordsmargarin', ['fat']],
  ['frön', ['fat'], 'end'], ['fröer', ['fat'], 'end'], ['nötsmör', ['fat']],
  ['kastanj', ['none']], ['kastanjer', ['none']], ['glass', ['none'], 'word'],
  ['vilt', ['meatOrFish', 'redMeat'], 'word'], ['hjort', ['meatOrFish', 'redMeat'], 'start'], ['älg', ['meatOrFish', 'redMeat'], 'start'],
  ['korv', ['meatOrFish', 'novaGroup3'], 'end'],
  ['köttbullar', ['meatOrFish', 'redMeat']], ['chark', ['meatOrFish', 'novaGroup3'], 'start'],
  ['pålägg', ['novaGroup3']],
  ['fruktmos', ['fruitVeg']], ['sylt', ['jam'], 'end'], ['marmelad', ['jam'], 'end'],
  ['chips', ['processedPlant'], 'edge'], ['konserv', ['canned'], 'start'],
  ['färdigrätt', ['novaGroup3']], ['färdigmat', ['novaGroup3']], ['pastej', ['novaGroup3'], 'end'],
  // The cheese counter and the shelf of cheeses (ADR 0267); "ost" at any compound's start would take "Ostbågar" for cheese.
  ['ostdisk', ['cheese', 'novaGroup3'], 'start'], ['ostar', ['cheese', 'novaGroup3'], 'word'],
  // Cheese and cured-meat names that do not end in "ost" or "korv"; lunch boxes are ready meals.
  ['prosciutto', ['meatOrFish', 'redMeat', 'novaGroup3']], ['pepperoni', ['meatOrFish', 'redMeat', 'novaGroup3']],
  ['paté', ['novaGroup3'], 'edge'], ['terrin', ['novaGroup3'], 'edge'], ['matlåda', ['novaGroup3']], ['matlådor', ['novaGroup3']],
];

/** The bare English word "water": plain water or a drink named after water, by the word before it. */
export const WATER_WORD: readonly CategoryTag[] = ['water'];

export const ENGLISH_CATEGORY_TERMS: readonly Row[] = [
  ['water', WATER_WORD], ['tonic', ['beverage']], ['ice tea', ['beverage']],
  ['crisps', ['processedPlant']], ['chips', ['processedPlant']],
  ['canned', ['canned']], ['tinned', ['canned']],
  // Drink concentrates: the scheme scores them as the drink they make.
  ['flavoured syrup', ['beverage', 'sugar']], ['flavored syrup', ['beverage', 'sugar']], ['cordial', ['beverage', 'sugar']], ['flavoured', ['flavoured']],
  ['flavored', ['flavoured']], ['iced coffee', ['beverage']], ['tea', ['tea']],
  ['herbal tea', ['tea']], ['iced tea', ['beverage']], ['beer', ['alcohol', 'novaGroup3']],
  ['spirit', ['alcohol', 'novaGroup3']], ['liqueur', ['alcohol', 'novaGroup3']], ['alcoholic beverage', ['alcohol', 'novaGroup3']],
  ['alcohol-free', ['alcoholFree']], ['non-alcoholic', ['alcoholFree']], ['alcohol free', ['alcoholFree']],
  ['baby food', ['baby']], ['infant', ['baby']], ['baby', ['baby']],
  ['food supplement', ['supplement']],
  ['chewing gum', ['gum']], ['beverage', ['beverage']], ['drink', ['beverage']], ['juice', ['beverage', 'juice']],
  ['soft drink', ['beverage']], ['soda', ['beverage']], ['lemonade', ['beverage']], ['nectar', ['beverage', 'juice']],
  ['smoothie', ['beverage']], ['plant-based drink', ['beverage']],
  ['margarine', ['fat']], ['seed', ['fat']],
  ['peanut butter', ['fat']],
  ['sausage', ['meatOrFish', 'novaGroup3']],
  ['red meat', ['meatOrFish', 'redMeat']],
  ['jam', ['jam']],
  ['marmalade', ['jam']], ['ready meal', ['novaGroup3']], ['meal', ['novaGroup3']],
  // Cheese and cured-meat names (OFF categories cheeses, prepared meats, pâtés).
  ['roquefort', ['cheese', 'novaGroup3']],
  ['prepared meat', ['meatOrFish', 'novaGroup3']], ['charcuterie', ['meatOrFish', 'novaGroup3']], ['cured meat', ['meatOrFish', 'novaGroup3']],
  ['cold cut', ['meatOrFish', 'novaGroup3']], ['chorizo', ['meatOrFish', 'redMeat', 'novaGroup3']], ['salami', ['meatOrFish', 'redMeat', 'novaGroup3']],
  ['prosciutto', ['meatOrFish', 'redMeat', 'novaGroup3']],
  ['pâté', ['novaGroup3']], ['pate', ['novaGroup3']], ['terrine', ['novaGroup3']],
];

// Words that say what kind of water "… water" is; any other word before it names a drink
// (coconut water, tonic water, vitamin water), which the scheme scores as a beverage.
export const WATER_KINDS = new Set([
  'mineral', 'spring', 'still', 'sparkling', 'carbonated', 'table', 'natural', 'drinking', 'bottled', 'purified',
  'artesian', 'glacier', 'alkaline', 'soda', 'fizzy', 'plain', 'flavoured', 'flavored', 'source', 'tap',
]);
