import type { ClimateReferenceKey } from '../data/climate-references.js';
import type { PackagingMaterialKey } from '../data/packaging-materials.js';
import { driedHerbNames } from './dried.js';

/**
 * The climate figure's vocabulary (docs/methodology.md, "Climate"): packaging materials and
 * types, the names of whole foods, and the words of product classes. analyse/lexicon.ts puts them
 * in the one trie; analyse/packaging.ts and analyse/climate-names.ts read the fields through it.
 */

/** Packaging material words, Swedish, English and the GS1 / Open Food Facts codes partners send. */
export const PACKAGING_MATERIAL_WORDS: Readonly<Record<PackagingMaterialKey, readonly string[]>> = {
  glass: ['glas', 'glass', 'glasflaska', 'glasburk', 'glass_coloured', 'glass_colourless'],
  aluminium: ['aluminium', 'aluminum', 'alu', 'aluminiumfolie', 'aluminium foil', 'aluminiumburk', 'metal_aluminum', 'metal_aluminium'],
  steel: ['stål', 'steel', 'tinplate', 'bleck', 'konservburk', 'metal_steel', 'metal_tin'],
  board: ['kartong', 'papp', 'wellpapp', 'cardboard', 'paperboard', 'carton board', 'corrugated', 'paper_corrugated', 'paper_paperboard', 'fsc'],
  paper: ['papper', 'paper', 'paper_paper', 'paper_other', 'pappersetikett'],
  liquidCarton: ['tetra', 'tetra pak', 'dryckeskartong', 'vätskekartong', 'beverage carton', 'liquid carton', 'elopak', 'sig combibloc'],
  pet: ['pet', 'rpet', 'polyetentereftalat', 'polyethylene terephthalate', 'polymer_pet', 'petflaska'],
  hdpe: ['hdpe', 'pe-hd', 'pehd', 'polymer_hdpe'],
  ldpe: ['ldpe', 'pe-ld', 'peld', 'polymer_ldpe', 'pe', 'polyeten', 'polyethylene'],
  pp: ['pp', 'polypropen', 'polypropylen', 'polypropylene', 'polymer_pp'],
  ps: ['ps', 'eps', 'polystyren', 'polystyrene', 'frigolit', 'polymer_ps'],
  pvc: ['pvc', 'polyvinylklorid', 'polymer_pvc'],
  plasticFilm: ['plastfilm', 'film', 'plastic film', 'krympfilm', 'folie'],
  plastic: ['plast', 'plastic', 'plastics', 'polymer_other', 'plastic_other', 'polymer'],
  composite: ['laminat', 'laminate', 'multilayer', 'flerskikt', 'komposit', 'composite', 'composite_other'],
};

/** Packaging type words. */
export const PACKAGING_TYPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  bottle: ['flaska', 'flaskor', 'bottle', 'bo', 'glasflaska', 'petflaska'],
  jar: ['burk', 'jar', 'jr', 'glasburk'],
  can: ['can', 'cans', 'cn', 'konservburk', 'aluminiumburk', 'dryckesburk'],
  bag: ['påse', 'bag', 'bg', 'säck', 'sack'],
  pouch: ['pouch', 'påse med pip', 'pu'],
  box: ['ask', 'box', 'bx', 'låda'],
  carton: ['förpackning av kartong', 'carton', 'ct', 'tetra', 'tetra pak', 'dryckeskartong'],
  cup: ['bägare', 'cup', 'cu', 'pot', 'mugg'],
  tray: ['tråg', 'tray', 'pt', 'bricka'],
  tube: ['tub', 'tube', 'tu'],
  tub: ['tubs'],
  wrapper: ['omslag', 'wrapper', 'wrp', 'wrapping', 'film'],
  net: ['nät', 'net', 'nt'],
};

/**
 * The packaging types a food is filled into (ADR 0186): a label naming one says the food is not sold loose. A bag, a
 * net, a tray or a wrapper may hold loose produce, so they are not among them.
 */
export const CONTAINER_TYPES: ReadonlySet<string> = new Set(['bottle', 'jar', 'can', 'tube', 'tub', 'cup', 'carton', 'box', 'pouch']);
/** The materials that make a container when the label names no type ("Glas"). */
export const CONTAINER_MATERIALS: ReadonlySet<PackagingMaterialKey> = new Set(['glass', 'aluminium', 'steel', 'liquidCarton']);

/** Swedish compounds ("glasflaska", "plastburk") put the material first and the type last: the type endings. */
export const PACKAGING_TYPE_SUFFIXES: readonly string[] = ['flaska', 'burk', 'påse', 'ask', 'låda', 'bägare', 'tråg', 'tub', 'kartong'];
/** ... and the material beginnings, checked in this order. */
export const PACKAGING_MATERIAL_PREFIXES: readonly (readonly [string, PackagingMaterialKey])[] = [
  ['glas', 'glass'], ['plast', 'plastic'], ['pet', 'pet'], ['alu', 'aluminium'], ['papp', 'board'], ['kartong', 'board'],
  ['plåt', 'steel'], ['stål', 'steel'], ['bleck', 'steel'],
];
/** A deposit-return scheme named on the packaging label ("pant" begins a word; the others match anywhere). */
export const DEPOSIT_WORDS: readonly (readonly [string, 'start' | 'any'])[] = [['pant', 'start'], ['deposit', 'any'], ['returpack', 'any']];

/**
 * Name words for whole foods that are no concept of lexicon/concepts.ts; a concept's own names
 * that say it is sold as such are its `asSold` (analyse/lexicon.ts reads both).
 */
export const WHOLE_FOOD_NAMES: readonly (readonly [string, ClimateReferenceKey])[] = [
  ['hushållsost', 'cheese'], ['prästost', 'cheese'], ['herrgårdsost', 'cheese'], ['gouda', 'cheese'], ['emmentaler', 'cheese'],
  ['rapsolja', 'rapeseedOil'], ['olivolja', 'oliveOil'], ['solrosolja', 'sunflowerOil'], ['matkorn', 'barley'],
  ['långkornigt ris', 'rice'], ['spaghetti', 'pasta'], ['laxfilé', 'salmon'], ['torskfilé', 'cod'], ['bryggkaffe', 'coffee'],
  // Spices and dried herbs sold as such (method 2026.11.8): inside a recipe the same words are additives.
  ['peppar', 'blackPepper'], ['svartpeppar', 'blackPepper'], ['pepparkorn', 'blackPepper'], ['vitpeppar', 'whitePepper'],
  ['curry', 'curryPowder'], ['currypulver', 'curryPowder'], ['kanel', 'cinnamon'], ['paprikapulver', 'paprikaPowder'],
  // Ground paprika is the spice, not the fresh sweet pepper "paprika" names in a list (ADR 0154).
  ['paprika mald', 'paprikaPowder'], ['mald paprika', 'paprikaPowder'], ['paprika rökt', 'paprikaPowder'], ['rökt paprika', 'paprikaPowder'],
  ['paprikakrydda', 'paprikaPowder'], ['ground paprika', 'paprikaPowder'], ['smoked paprika', 'paprikaPowder'], ['paprika powder', 'paprikaPowder'],
  ['oregano', 'herbs'], ['timjan', 'herbs'], ['rosmarin', 'herbs'], ['mejram', 'herbs'], ['kyndel', 'herbs'], ['örtkryddor', 'herbs'], ['provensalska örter', 'herbs'],
  // Whole spices by their own AGRIBALYSE rows (method 2026.11.10, ADR 0104), not the generic dried herb.
  ['spiskummin', 'cumin'], ['gurkmeja', 'turmeric'], ['kardemumma', 'cardamom'], ['korianderfrö', 'corianderSeed'],
  // Ground chili is the dried spice (AGRIBALYSE's cayenne pepper), not the fresh pod (ADR 0116).
  ['chilipulver', 'cayenne'], ['chiliflakes', 'cayenne'],
  // The same spices named in English, as a jar or in an English blend's list (ADR 0164). Not "paprika", which is the
  // Swedish sweet pepper, nor "coriander", the English fresh leaves as sold.
  ['black pepper', 'blackPepper'], ['white pepper', 'whitePepper'], ['curry powder', 'curryPowder'], ['cinnamon', 'cinnamon'],
  ['cumin', 'cumin'], ['turmeric', 'turmeric'], ['cardamom', 'cardamom'], ['coriander seed', 'corianderSeed'],
  ['ground coriander', 'corianderSeed'],
  // ADR 0248: the seeds named in the plural ("Whole Coriander Seeds", "Korianderfrön"), whole or ground, are the seed,
  // not the fresh leaves a bare "koriander" names.
  ['coriander seeds', 'corianderSeed'], ['whole coriander', 'corianderSeed'], ['korianderfrön', 'corianderSeed'],
  ['hel koriander', 'corianderSeed'], ['koriander hel', 'corianderSeed'], ['mald koriander', 'corianderSeed'],
  ['koriander mald', 'corianderSeed'], ['chilli powder', 'cayenne'], ['chili powder', 'cayenne'], ['thyme', 'herbs'], ['rosemary', 'herbs'],
  // Yeast sold as such by its own rows (ADR 0110); inside a recipe it stays an additive, as spices do.
  ['jäst', 'bakersYeast'], ['färsk jäst', 'bakersYeast'], ['torrjäst', 'bakersYeast'], ['näringsjäst', 'nutritionalYeast'],
  ['yeast', 'bakersYeast'], ['dried yeast', 'bakersYeast'], ['fresh yeast', 'bakersYeast'], ['fast action dried yeast', 'bakersYeast'],
  ['nutritional yeast', 'nutritionalYeast'],
  // Additives, minerals and processing aids sold as such by their own rows (ADR 0126); inside a recipe they stay
  // minor additives, as yeast and spices do.
  ['salt', 'tableSalt'], ['bordssalt', 'tableSalt'], ['havssalt', 'tableSalt'], ['flingsalt', 'tableSalt'], ['sea salt', 'tableSalt'],
  ['bikarbonat', 'bakingSoda'], ['natron', 'bakingSoda'], ['natriumbikarbonat', 'bakingSoda'], ['baking soda', 'bakingSoda'],
  // ADR 0210: the British name of a tub of baking soda.
  ['bicarbonate of soda', 'bakingSoda'], ['sodium bicarbonate', 'bakingSoda'],
  ['bakpulver', 'bakingPowder'], ['baking powder', 'bakingPowder'], ['lecitin', 'soyLecithin'], ['sojalecitin', 'soyLecithin'],
  ['sötningstabletter', 'saccharinSweetener'], ['sötningstablett', 'saccharinSweetener'],
  // ADR 0220: the English names of a tub of lecithin.
  ['soya lecithin', 'soyLecithin'], ['soy lecithin', 'soyLecithin'], ['lecithin', 'soyLecithin'],
  // ADR 0215: the English name of a dispenser of sweetener tablets.
  ['sweetener tablets', 'saccharinSweetener'], ['sweetener tablet', 'saccharinSweetener'],
  // ADR 0230: the Swedish name written the other way round ("Sötningsmedel, tabletter").
  ['sötningsmedel tabletter', 'saccharinSweetener'], ['sötningsmedel i tablettform', 'saccharinSweetener'],
  ...freshHerbNames(),
  ...driedHerbNames(),
];

/**
 * Liquid milks, which a cheese's name may name as what it is made of (ADR 0208): "Camembert, opastöriserad mjölk" is
 * the cheese, as "Camembert av opastöriserad mjölk" says with "av" (ADR 0199).
 */
export const MILKS: ReadonlySet<ClimateReferenceKey> = new Set<ClimateReferenceKey>(['milk', 'wholeMilk', 'skimmedMilk', 'goatMilk', 'sheepMilk']);

/** Words that make a shelf a spice shelf (ADR 0213); a herb shelf alone ("Herbs & Chillies") sells fresh herbs and pods. */
export const SPICE_SHELF_WORDS: ReadonlySet<string> = new Set(['kryddor', 'krydda', 'kryddhylla', 'spices', 'spice']);
/** Words that make any shelf a fresh one: Swedish shops sell potted herbs as "Färska kryddor" (ADR 0214). */
export const FRESH_SHELF_WORDS: ReadonlySet<string> = new Set(['färsk', 'färska', 'färskt', 'fresh', 'kruka', 'krukväxter']);
/**
 * A fresh food a spice shelf sells is its dried spice (ADR 0213): "Paprika" in "Herbs & Spices" or "Kryddor" is the
 * ground paprika, not the sweet pepper the word names in a Swedish list; a chilli there is AGRIBALYSE's ground cayenne,
 * a garlic or an onion there is the powder. A shelf is a spice shelf by its SPICE_SHELF_WORDS.
 */
export const SPICE_SHELF_FORMS: ReadonlyMap<ClimateReferenceKey, ClimateReferenceKey> = new Map<ClimateReferenceKey, ClimateReferenceKey>([
  ['sweetPepper', 'paprikaPowder'], ['chili', 'cayenne'], ['garlic', 'garlicPowder'], ['onions', 'driedOnion'],
  // ADR 0214: a leafy herb in a spice jar ("Sage" in "Herbs & Spices") is AGRIBALYSE's dried herb, parsley its dried parsley.
  ['freshHerbs', 'herbs'], ['parsley', 'driedParsley'],
]);

/**
 * Words that say a mash is sold dry, flakes or powder to be made up (ADR 0257): it is the dried potato AGRIBALYSE rows
 * as such, not a mash cooked and packed chilled.
 */
export const DRY_MASH_WORDS: ReadonlySet<string> = new Set(['pulver', 'flingor', 'potatisflingor', 'instant', 'flakes', 'powder', 'dried', 'torkad']);

/**
 * Words that name crisps in a product's name or shelf (ADR 0295): "chips" in Swedish, its compounds ("potatischips",
 * "lantchips") and the English "crisps". The English "chips" are fried potato sticks, sold frozen: a name or shelf
 * that says frozen, oven or microwave is never crisps.
 */
const CRISPS_WORDS: readonly string[] = ['chips', 'crisps'];
const NOT_CRISPS_WORDS: ReadonlySet<string> = new Set(['fryst', 'frysta', 'frozen', 'oven', 'ugn', 'ugnschips', 'microwave', 'mikro']);

/** Whether a name's and shelf's words call the product crisps, and none says it is frozen. */
export const namesCrisps = (words: readonly string[]): boolean =>
  words.some((w) => CRISPS_WORDS.some((c) => w.endsWith(c))) && !words.some((w) => NOT_CRISPS_WORDS.has(w));

/**
 * Words that say a drink is made without sugar (ADR 0298): "Energidryck sockerfri", "Sugar Free Energy Drink",
 * "Energy Drink Zero", "utan socker".
 */
const SUGAR_FREE_WORDS: ReadonlySet<string> = new Set(['sockerfri', 'sockerfritt', 'sockerfria', 'sugarfree', 'zero', 'diet']);
const SUGAR_FREE_PAIRS: readonly (readonly [string, string])[] = [['sugar', 'free'], ['utan', 'socker'], ['no', 'sugar'], ['without', 'sugar']];

/** Whether a name's words say the drink is made without sugar. */
export const namesSugarFree = (words: readonly string[]): boolean =>
  words.some((w, i) => SUGAR_FREE_WORDS.has(w) || SUGAR_FREE_PAIRS.some(([a, b]) => w === a && words[i + 1] === b));

/** Words that say a frozen broad bean was peeled out of its skin (ADR 0301): "Bondbönor skalade, frysta". */
const PEELED_WORDS: ReadonlySet<string> = new Set(['skalade', 'skalad', 'skalat', 'peeled']);
export const namesPeeled = (words: readonly string[]): boolean => words.some((w) => PEELED_WORDS.has(w));

/** Words that say a fish was caught wild (ADR 0221): "Piggvar, hel, viltfångad", "Wild Turbot Fillets". */
export const CAUGHT_WILD_WORDS: ReadonlySet<string> = new Set(['vild', 'vildfångad', 'vildfångat', 'viltfångad', 'viltfångat', 'wild']);
/**
 * A fish AGRIBALYSE keeps as a farmed and a wild row, whose unqualified row (what a label that says neither is read
 * as) is the farmed one's figure: a label saying it was caught wild takes the wild row (ADR 0221).
 */
export const CAUGHT_WILD_FORMS: ReadonlyMap<ClimateReferenceKey, ClimateReferenceKey> = new Map<ClimateReferenceKey, ClimateReferenceKey>([
  ['turbot', 'wildTurbot'], ['seaBass', 'wildSeaBass'], ['seaBream', 'wildSeaBream'],
]);

/** The carriers a seasoning blend may hold beside its spices, salt, sugar and additives (ADR 0164), by their vocabulary terms. */
export const BLEND_CARRIER_TERMS: ReadonlySet<string> = new Set([
  'majsstärkelse', 'potatisstärkelse', 'maltodextrin', 'dextros', 'druvsocker', 'rismjöl',
  'corn starch', 'cornstarch', 'maize starch', 'potato starch', 'dextrose', 'rice flour',
]);

/** Words that name a blend's spices together ("Salt, kryddor (paprika, chili)"): in a blend they are no minor additive (ADR 0164). */
export const SPICE_GROUP_WORDS: ReadonlySet<string> = new Set(['kryddor', 'krydda', 'kryddblandning', 'örtkryddor', 'örter', 'spices', 'spice', 'herbs', 'spice mix']);

/**
 * A herb sold fresh (ADR 0116): its name with "färsk" or "i kruka" says so, and it takes AGRIBALYSE's
 * fresh herb rows (basil, dill, chervil, rosemary, sage and thyme share one at 0.81 kg CO2e/kg; parsley,
 * chives and coriander have their own), not the dried herbs (1.55) the bare name of a spice jar means.
 */
function freshHerbNames(): (readonly [string, ClimateReferenceKey])[] {
  const herbs: readonly (readonly [string, ClimateReferenceKey])[] = [
    ['timjan', 'freshHerbs'], ['rosmarin', 'freshHerbs'], ['basilika', 'freshHerbs'], ['dill', 'freshHerbs'], ['salvia', 'freshHerbs'],
    ['dragon', 'freshHerbs'], ['körvel', 'freshHerbs'], ['oregano', 'freshHerbs'], ['mejram', 'freshHerbs'], ['mynta', 'mint'],
    ['persilja', 'parsley'], ['bladpersilja', 'parsley'], ['gräslök', 'chives'], ['koriander', 'freshCoriander'],
  ];
  // ADR 0242: the English names say so with "fresh" ("Fresh Thyme"); a bare "thyme" or "rosemary" is a spice jar's.
  const english: readonly (readonly [string, ClimateReferenceKey])[] = [
    ['thyme', 'freshHerbs'], ['rosemary', 'freshHerbs'], ['basil', 'freshHerbs'], ['dill', 'freshHerbs'], ['sage', 'freshHerbs'],
    ['tarragon', 'freshHerbs'], ['chervil', 'freshHerbs'], ['oregano', 'freshHerbs'], ['marjoram', 'freshHerbs'], ['mint', 'mint'],
    ['parsley', 'parsley'], ['flat leaf parsley', 'parsley'], ['curly parsley', 'parsley'], ['chives', 'chives'], ['coriander', 'freshCoriander'],
  ];
  return [
    ...herbs.flatMap(([herb, key]) => [`färsk ${herb}`, `${herb} färsk`, `${herb} i kruka`, `${herb} i kruka färsk`, `krukodlad ${herb}`].map((n) => [n, key] as const)),
    ...english.flatMap(([herb, key]) => [`fresh ${herb}`, `potted ${herb}`, `growing ${herb}`].map((n) => [n, key] as const)),
  ];
}

/** Product classes: the recipe step (processing), default packaging and retail of a kind of product. */
export type ProductClass =
  | 'classBread' | 'classSandwichLoaf' | 'classCrispbread' | 'classBiscuit' | 'classCake' | 'classBreakfastCereal' | 'classBeer' | 'classCider'
  | 'classSoftDrink' | 'classPlantDrink' | 'classIceCream' | 'classYoghurt' | 'classSpread' | 'classSauce' | 'classMayonnaise'
  | 'classJam' | 'classChocolate' | 'classReadyMeal' | 'classPizza' | 'classCharcuterie' | 'classSausage' | 'classFrozenFish'
  | 'classCannedFish' | 'classCannedVegetables' | 'classPlantProtein' | 'classPlantCheese' | 'classPlantCheeseSpread' | 'classVegetablePatty'
  | 'classFalafel' | 'classPlantDessert' | 'classFrozenBerries' | 'classFrozenPotato' | 'classFrozenVegetables' | 'classSandwich'
  | 'classRosti' | 'classConfectionery' | 'classMash' | 'classCrisps';

/**
 * Words that end in a class word without being of that class, read as the longer word so that they
 * name no class (ADR 0120): "fläsk" (pork; "sidfläsk", "Cassoulet med fläsk") ends in "läsk", which
 * had put pork belly in the soft drinks' class. Pancakes and fish cakes ("pannkakor", "fiskkakor") end in the
 * biscuits' "kakor" and the cakes' "kaka" (ADR 0156).
 */
export const NOT_PRODUCT_CLASS_WORDS: readonly string[] = [
  'fläsk', 'pannkaka', 'pannkakor', 'fiskkaka', 'fiskkakor',
  // The English "cakes" (ADR 0191) ends these, which are no cakes: oatcakes are biscuits, rice cakes puffed grain.
  'oatcakes', 'pancakes', 'fishcakes', 'fish cakes', 'rice cakes', 'ricecakes', 'potato cakes',
  // Flour for bread, a bread mix and a bread sauce are no bread (ADR 0193): "Strong White Bread Flour" is flour.
  'bread flour', 'white bread flour', 'brown bread flour', 'wholemeal bread flour', 'granary bread flour', 'bread mix', 'bread sauce',
];

/**
 * Where a product's name joins what the product holds or comes with ("Baguette med skinka", "Sill i tomatsås",
 * "Baguette ägg och majonnäs"): a class word after it names a part, not the product (ADR 0150). An "och" after a
 * hyphen ends a compound cut short ("Fisk- och skaldjursgryta") and joins nothing.
 */
const NAME_JOIN = /(?<!-)\s(?:med|i|och|with|in|and|&)\s/u;

/** Where a product's name goes on to say what it is made from ("Camembert av opastöriserad mjölk", ADR 0199). */
const MADE_OF = /\s(?:av|of)\s/u;

/** The index where a name goes on to say what the product is made from, else its length. */
export function nameMadeOfAt(name: string): number {
  const madeOf = MADE_OF.exec(name);
  return madeOf === null ? name.length : madeOf.index;
}

/** A comma and the spaces after it, in a product's name: a shelf label's "Ingefära, malen" is "ingefära malen" (ADR 0199). */
const NAME_COMMA = /,\s*/gu;
export const nameWithoutCommas = (name: string): string => name.replace(NAME_COMMA, ' ');

/** The end of the name's head: the index of its first joining word, else its length. */
export function nameHeadEnd(name: string): number {
  const join = NAME_JOIN.exec(name);
  return join === null ? name.length : join.index;
}

/** Swedish and English words of a product's category or name, matched at the end of a compound. */
export const PRODUCT_CLASS_WORDS: readonly (readonly [string, ProductClass])[] = [
  ['bröd', 'classBread'], ['limpa', 'classBread'], ['bread', 'classBread'],
  // A prepacked sliced loaf is its own class: a richer recipe step and a bag (AGRIBALYSE pain de mie).
  ['formbröd', 'classSandwichLoaf'], ['rostbröd', 'classSandwichLoaf'], ['toastbröd', 'classSandwichLoaf'], ['toast', 'classSandwichLoaf'],
  ['sandwichbröd', 'classSandwichLoaf'], ['formfranska', 'classSandwichLoaf'], ['sandwich loaf', 'classSandwichLoaf'], ['sandwich bread', 'classSandwichLoaf'], ['knäckebröd', 'classCrispbread'], ['knäcke', 'classCrispbread'],
  ['kex', 'classBiscuit'], ['kakor', 'classBiscuit'], ['biscuits', 'classBiscuit'], ['bulle', 'classCake'], ['bullar', 'classCake'],
  ['kaka', 'classCake'], ['tårta', 'classCake'], ['brioche', 'classCake'], ['briochebröd', 'classCake'], ['müsli', 'classBreakfastCereal'],
  ['flingor', 'classBreakfastCereal'], ['cornflakes', 'classBreakfastCereal'], ['granola', 'classBreakfastCereal'],
  ['öl', 'classBeer'], ['lager', 'classBeer'], ['pilsner', 'classBeer'], ['ale', 'classBeer'], ['ipa', 'classBeer'], ['stout', 'classBeer'],
  ['beer', 'classBeer'], ['cider', 'classCider'], ['läsk', 'classSoftDrink'], ['lemonad', 'classSoftDrink'], ['saft', 'classSoftDrink'],
  ['havredryck', 'classPlantDrink'], ['sojadryck', 'classPlantDrink'], ['mandeldryck', 'classPlantDrink'], ['drycker', 'classSoftDrink'],
  ['växtbaserade drycker', 'classPlantDrink'],
  // ADR 0179: the plant drinks by their other names and the shelf in the singular, as oat and soy drinks are.
  ['växtbaserad dryck', 'classPlantDrink'], ['risdryck', 'classPlantDrink'], ['kokosdryck', 'classPlantDrink'], ['ärtdryck', 'classPlantDrink'],
  ['cashewdryck', 'classPlantDrink'], ['hasselnötsdryck', 'classPlantDrink'], ['plant-based drink', 'classPlantDrink'], ['oat drink', 'classPlantDrink'],
  ['soy drink', 'classPlantDrink'], ['rice drink', 'classPlantDrink'], ['almond drink', 'classPlantDrink'],
  // ADR 0216: the British names of the same drinks ("Chocolate Soya Drink 1L").
  ['soya drink', 'classPlantDrink'], ['coconut drink', 'classPlantDrink'], ['hazelnut drink', 'classPlantDrink'],
  ['cashew drink', 'classPlantDrink'], ['pea drink', 'classPlantDrink'], ['plant drink', 'classPlantDrink'], ['glass', 'classIceCream'], ['yoghurt', 'classYoghurt'], ['kvarg', 'classYoghurt'],
  ['margarin', 'classSpread'], ['matfett', 'classSpread'], ['bordsmargarin', 'classSpread'], ['sås', 'classSauce'], ['såser', 'classSauce'],
  ['ketchup', 'classSauce'], ['pesto', 'classSauce'], ['röra', 'classSauce'], ['röror', 'classSauce'], ['hummus', 'classSauce'],
  ['dressing', 'classMayonnaise'], ['majonnäs', 'classMayonnaise'], ['sylt', 'classJam'], ['marmelad', 'classJam'], ['choklad', 'classChocolate'],
  ['färdigrätter', 'classReadyMeal'], ['färdigrätt', 'classReadyMeal'], ['färdigmat', 'classReadyMeal'], ['lasagne', 'classReadyMeal'], ['gryta', 'classReadyMeal'],
  ['pizza', 'classPizza'], ['flammkuchen', 'classPizza'], ['flammkaka', 'classPizza'], ['skinka', 'classCharcuterie'], ['bacon', 'classCharcuterie'],
  ['salami', 'classCharcuterie'], ['korv', 'classSausage'], ['fiskpinnar', 'classFrozenFish'], ['fryst fisk', 'classFrozenFish'],
  ['fiskkonserver', 'classCannedFish'], ['konserver', 'classCannedVegetables'], ['på burk', 'classCannedVegetables'],
  // Tomatoes as sold in cans and cartons: a processed food with its pack, never the raw vegetable.
  ['krossade tomater', 'classCannedVegetables'], ['passerade tomater', 'classCannedVegetables'], ['tomatkross', 'classCannedVegetables'],
  ['passata', 'classCannedVegetables'], ['skalade tomater', 'classCannedVegetables'], ['crushed tomatoes', 'classCannedVegetables'],
  ['chopped tomatoes', 'classCannedVegetables'], ['peeled tomatoes', 'classCannedVegetables'], ['canned tomatoes', 'classCannedVegetables'],
  ['vegetariskt', 'classPlantProtein'], ['vegoburgare', 'classPlantProtein'], ['sojabiff', 'classPlantProtein'],
  // A cheese made without milk (ADR 0156): its list is oil, starch and water; its making is AGRIBALYSE's step for plant-based
  // cheeses, sliced or grated, or spread.
  ['vegansk ost', 'classPlantCheese'], ['veganska ostar', 'classPlantCheese'], ['vegansk skivad ost', 'classPlantCheese'],
  ['vegansk riven ost', 'classPlantCheese'], ['veganost', 'classPlantCheese'], ['vegoost', 'classPlantCheese'],
  ['växtbaserad ost', 'classPlantCheese'], ['växtbaserat ost', 'classPlantCheese'], ['ostalternativ', 'classPlantCheese'],
  ['vegan cheese', 'classPlantCheese'], ['plant-based cheese', 'classPlantCheese'], ['dairy-free cheese', 'classPlantCheese'],
  ['vegansk färskost', 'classPlantCheeseSpread'], ['växtbaserad färskost', 'classPlantCheeseSpread'], ['vegan cream cheese', 'classPlantCheeseSpread'],
  ['plant-based cream cheese', 'classPlantCheeseSpread'],
  // Plant-based foods that are no textured soy or wheat (ADR 0160): vegetable patties, falafel and soy desserts take
  // AGRIBALYSE's making of their own kind, not the soy-and-wheat patty's.
  ['grönsaksbiff', 'classVegetablePatty'], ['grönsaksbiffar', 'classVegetablePatty'], ['grönsaksplättar', 'classVegetablePatty'],
  ['rotfruktsbiff', 'classVegetablePatty'], ['rotfruktsbiffar', 'classVegetablePatty'], ['grönsaksburgare', 'classVegetablePatty'],
  ['vegetable patties', 'classVegetablePatty'], ['falafel', 'classFalafel'], ['falafelbollar', 'classFalafel'],
  ['sojadessert', 'classPlantDessert'], ['sojadesserter', 'classPlantDessert'], ['havredessert', 'classPlantDessert'],
  ['frysta bär', 'classFrozenBerries'], ['frysta grönsaker', 'classFrozenVegetables'], ['frozen vegetables', 'classFrozenVegetables'],
  ['pommes frites', 'classFrozenPotato'], ['ugnspommes', 'classFrozenPotato'], ['pommes', 'classFrozenPotato'], ['strips', 'classFrozenPotato'],
  ['klyftpotatis', 'classFrozenPotato'], ['frysta potatisprodukter', 'classFrozenPotato'], ['förfriterad', 'classFrozenPotato'], ['förfriterade', 'classFrozenPotato'],
  ['french fries', 'classFrozenPotato'], ['oven chips', 'classFrozenPotato'],
  // ADR 0175: frozen potato products by their shelf ("Fryst potatis") and croquettes by name, as fries are.
  ['fryst potatis', 'classFrozenPotato'], ['potatiskroketter', 'classFrozenPotato'], ['frozen potato', 'classFrozenPotato'],
  // ADR 0250: a rösti is grated potato formed and fried, AGRIBALYSE's rösti's making; a frozen one keeps its shelf's
  // frozen class (the shelf's class leads the name's).
  ['rösti', 'classRosti'], ['röstis', 'classRosti'], ['rosti', 'classRosti'], ['rostis', 'classRosti'], ['röstirondeller', 'classRosti'],
  ['rösti fryst', 'classFrozenPotato'], ['rösti frysta', 'classFrozenPotato'], ['fryst rösti', 'classFrozenPotato'],
  ['frysta rösti', 'classFrozenPotato'], ['frozen rosti', 'classFrozenPotato'], ['frozen rostis', 'classFrozenPotato'],
  // ADR 0255: sugar confectionery by its shelf and by kinds no other food is named by (not "toffee" or "fudge", which
  // name cakes and puddings too, nor "klubbor", which ends "glassklubbor"); a chocolate on its shelf is chocolate.
  ['godis', 'classConfectionery'], ['konfektyr', 'classConfectionery'], ['karameller', 'classConfectionery'],
  ['karamell', 'classConfectionery'], ['kola', 'classConfectionery'], ['kolor', 'classConfectionery'], ['polkagris', 'classConfectionery'],
  ['polkagrisar', 'classConfectionery'], ['vingummi', 'classConfectionery'], ['geléhallon', 'classConfectionery'],
  ['pastiller', 'classConfectionery'], ['sweets', 'classConfectionery'], ['confectionery', 'classConfectionery'],
  ['candy', 'classConfectionery'], ['jelly babies', 'classConfectionery'], ['jelly beans', 'classConfectionery'],
  ['wine gums', 'classConfectionery'], ['gummies', 'classConfectionery'], ['marshmallows', 'classConfectionery'],
  ['lollipops', 'classConfectionery'], ['fruit drops', 'classConfectionery'], ['sugared almonds', 'classConfectionery'],
  // ADR 0257: vegetables mashed, by the vegetable, never a bare "mos" (äppelmos is fruit); a mash on a ready meals'
  // shelf is a mash (NARROWER_CLASSES), and a dish "med potatismos" is still the dish.
  ['potatismos', 'classMash'], ['rotmos', 'classMash'], ['grönsaksmos', 'classMash'], ['rotfruktsmos', 'classMash'],
  ['sellerimos', 'classMash'], ['palsternacksmos', 'classMash'], ['morotsmos', 'classMash'], ['blomkålsmos', 'classMash'],
  ['kålrotsmos', 'classMash'], ['mashed potato', 'classMash'], ['mashed potatoes', 'classMash'], ['mash', 'classMash'],
  // A filled sandwich (ADR 0156): its bread counted baked, with AGRIBALYSE's step for assembling and chilling it and its pack.
  ['smörgås', 'classSandwich'], ['smörgåsar', 'classSandwich'], ['macka', 'classSandwich'], ['mackor', 'classSandwich'],
  ['sandwich', 'classSandwich'], ['sandwiches', 'classSandwich'],
  // ADR 0191: the same shelves and kinds as an English label or category names them.
  ['frozen chips', 'classFrozenPotato'], ['frozen potatoes', 'classFrozenPotato'], ['hash browns', 'classFrozenPotato'],
  ['potato croquettes', 'classFrozenPotato'], ['frozen berries', 'classFrozenBerries'], ['frozen fruit', 'classFrozenBerries'],
  ['frozen veg', 'classFrozenVegetables'], ['ready meals', 'classReadyMeal'], ['ready meal', 'classReadyMeal'], ['sausages', 'classSausage'],
  ['sauces', 'classSauce'], ['pasta sauce', 'classSauce'], ['cooking sauce', 'classSauce'], ['ice cream', 'classIceCream'],
  ['ice creams', 'classIceCream'], ['ice lollies', 'classIceCream'], ['yogurt', 'classYoghurt'], ['yogurts', 'classYoghurt'],
  ['yoghurts', 'classYoghurt'], ['jam', 'classJam'], ['jams', 'classJam'], ['marmalade', 'classJam'], ['cereals', 'classBreakfastCereal'],
  ['breakfast cereal', 'classBreakfastCereal'], ['muesli', 'classBreakfastCereal'], ['cookies', 'classBiscuit'], ['crackers', 'classBiscuit'],
  ['cakes', 'classCake'], ['crispbread', 'classCrispbread'], ['crispbreads', 'classCrispbread'], ['soft drinks', 'classSoftDrink'],
  ['soft drink', 'classSoftDrink'], ['fizzy drinks', 'classSoftDrink'], ['lemonade', 'classSoftDrink'], ['cola', 'classSoftDrink'],
  ['margarine', 'classSpread'], ['mayonnaise', 'classMayonnaise'], ['mayo', 'classMayonnaise'], ['salad cream', 'classMayonnaise'],
  ['ham', 'classCharcuterie'], ['cooked meats', 'classCharcuterie'], ['fish fingers', 'classFrozenFish'], ['frozen fish', 'classFrozenFish'],
  ['tinned fish', 'classCannedFish'], ['canned fish', 'classCannedFish'], ['tins & cans', 'classCannedVegetables'],
  ['tinned vegetables', 'classCannedVegetables'], ['canned vegetables', 'classCannedVegetables'], ['tinned tomatoes', 'classCannedVegetables'],
  ['sliced bread', 'classSandwichLoaf'], ['sliced white bread', 'classSandwichLoaf'], ['white bread', 'classSandwichLoaf'],
  ['wholemeal bread', 'classSandwichLoaf'], ['toastie loaf', 'classSandwichLoaf'],
  ['vegetarian', 'classPlantProtein'], ['meat free', 'classPlantProtein'], ['meat-free', 'classPlantProtein'], ['veggie burgers', 'classPlantProtein'],
];
