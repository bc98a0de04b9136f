import type { ClimateReferenceKey } from '../data/climate-references.js';
import { CAUGHT_WILD_FORMS, CAUGHT_WILD_WORDS, DRY_MASH_WORDS, MILKS, namesCrisps, namesPeeled, namesSugarFree, type ProductClass } from '../lexicon/climate.js';
import { memoize } from '../../shared/lru.js';
import type { KeywordHit } from '../text/matcher.js';
import { normalizeText } from '../text/normalize.js';
import { letterWords } from '../text/words.js';
import type { ProductData } from '../types.js';
import { heaviestLeaf, type IngredientAnalysis } from './ingredients.js';
import { LEXICON } from './lexicon.js';
import { TERM_REFERENCES } from './climate-terms.js';
import { cookedMeatTermOf, cookedTermOf } from '../lexicon/cooked.js';
import { creamByFat, isGradedCream } from '../lexicon/cream-grades.js';
import { lightSpreadByFat } from '../lexicon/fat-spreads.js';
import { readProductName, type ProductName } from './product-name.js';

export type { ProductClass } from '../lexicon/climate.js';

/**
 * What the product's name and category say for its climate figure, read through the lexicon: the
 * whole food it names (a milk, an oil, a flour) and its product class (bread, beer, a ready meal).
 */
export interface ClimateNames {
  /** The whole food the name (else the functional name) names; the footprint checks it against the ingredients. */
  wholeFood: ClimateReferenceKey | null;
  /** The product's class from its category (narrowed by its name), else its name. */
  productClass: ProductClass | null;
  /** The name begins with the whole food's word, so names it as its head ("Köttbuljong färdig", not "Soppa med köttbuljong"). */
  wholeFoodLeads: boolean;
}

/** A liquid milk, which a cheese's name may name as what it is made of (ADR 0208). */
export const isLiquidMilk = (key: ClimateReferenceKey): boolean => MILKS.has(key);

/**
 * The whole food as the label says it was caught (ADR 0221): a fish its name or list says was caught wild, where
 * AGRIBALYSE keeps a wild row apart from the farmed one ("Piggvar, hel, viltfångad" is its wild turbot). Any other
 * food is itself; the label is read only for such a fish.
 */
export function caughtWildForm(food: ClimateReferenceKey | null, d: ProductData): ClimateReferenceKey | null {
  const wild = food === null ? undefined : CAUGHT_WILD_FORMS.get(food);
  if (wild === undefined) return food;
  const words = letterWords(normalizeText(`${d.name ?? ''} ${d.ingredients ?? ''}`));
  return words.some((w) => CAUGHT_WILD_WORDS.has(w)) ? wild : food;
}

/** The longest hit, the first among equals ("Rött vin Tempranillo" → wine); null when there is none. */
function longestHit<T>(hits: readonly KeywordHit<T>[]): KeywordHit<T> | null {
  return hits.length === 0 ? null : hits.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
}
const longestOf = <T>(hits: readonly KeywordHit<T>[]): T | null => longestHit(hits)?.value ?? null;

/** The class the hits name: a word that names none ("fläsk", read before the "läsk" it ends in) only stops its own letters. */
const classOf = (hits: readonly KeywordHit<ProductClass | null>[]): ProductClass | null => longestOf(hits.filter((h) => h.value !== null));

/**
 * Classes that are a kind of another (a sliced loaf is bread, a vegan cheese a plant-based food): a name naming the narrower one refines
 * the category's broader one, and medians over the classes count the kind once (its broader class).
 */
export const NARROWER_CLASSES: Readonly<Partial<Record<ProductClass, ProductClass>>> = {
  classSandwichLoaf: 'classBread',
  classPlantCheese: 'classPlantProtein',
  classPlantCheeseSpread: 'classPlantProtein',
  classVegetablePatty: 'classPlantProtein',
  classFalafel: 'classPlantProtein',
  classPlantDessert: 'classPlantProtein',
  classMash: 'classReadyMeal',
};

/**
 * Classes that are a kind of another: the narrower ones above, and those that are a kind only for the medians over the
 * classes, not for naming. A rösti is a pre-fried potato product, yet on a frozen shelf it keeps the frozen class
 * (ADR 0250), so it narrows nothing. Sugar confectionery and chocolate are the one kind of sweets (ADR 0255), counted
 * once as chocolate; on a shelf of sweets the name decides between them.
 */
export const KINDS_OF_CLASSES: Readonly<Partial<Record<ProductClass, ProductClass>>> = {
  ...NARROWER_CLASSES,
  classRosti: 'classFrozenPotato',
  classConfectionery: 'classChocolate',
  // ADR 0295: crisps are fried potato too, counted once with the potato products in the medians over the classes.
  classCrisps: 'classFrozenPotato',
};

/**
 * A shelf that names only drinks in general ("Drycker") gives a drink the soft drinks' class when its name says no
 * more; a name that names a drink of another class ("Alkoholfri öl", "Äppelcider", "Havredryck") is that class
 * (ADR 0182). A shelf that names a kind ("Läsk", "Saft") keeps its own.
 */
const GENERIC_DRINK_SHELVES: ReadonlySet<string> = new Set(['drycker', 'dryck', 'drinks', 'beverages']);
const DRINK_CLASSES: ReadonlySet<ProductClass> = new Set(['classBeer', 'classCider', 'classPlantDrink']);
/**
 * A shelf of sweets ("Godis", "Sweets") holds chocolate too: a name that names chocolate ("Mjölkchoklad", "Kexchoklad")
 * is chocolate, made as chocolate is (ADR 0255).
 */
const namesChocolateOnSweetsShelf = (fromCategory: ProductClass | null, fromName: ProductClass | null): boolean =>
  fromCategory === 'classConfectionery' && fromName === 'classChocolate';

const namesDrinkOnGenericShelf = (data: ProductData, fromCategory: ProductClass | null, fromName: ProductClass | null): boolean =>
  fromCategory === 'classSoftDrink' && fromName !== null && DRINK_CLASSES.has(fromName) && typeof data.category === 'string' &&
  GENERIC_DRINK_SHELVES.has(normalizeText(data.category).trim());

// Categories repeat across a catalogue (a few hundred): each is read once.
export const classOfCategory = memoize(5000, (category: string): ProductClass | null => classOf(LEXICON.scan(normalizeText(category), 'productClass')));

/** Whether a whole food is a cream its fat grades (ADR 0292), for the climate model's blend check. */
export { isGradedCream };

/** A grain, pasta or pulse the name says is cooked ("Jasminris färdigkokt") is the food cooked, on AGRIBALYSE's cooked row (ADR 0124). */
function cookedFoodNamed(food: ClimateReferenceKey, name: ProductName): ClimateReferenceKey {
  const term = name.cooking === null ? null : cookedTermOf(food, name.cooking);
  return (term === null ? undefined : TERM_REFERENCES[term]) ?? food;
}

/**
 * Meat or fish the name says is cooked ("Kalvstek skivad", "Grillad kyckling") is the food cooked, on AGRIBALYSE's
 * cooked row (ADR 0127); where it has none (Alaska pollock), no raw row sold whole: it is built from its list, read cooked.
 * Undefined where the name says no such thing.
 */
function cookedMeatNamed(food: ClimateReferenceKey, name: ProductName): ClimateReferenceKey | null | undefined {
  const term = cookedMeatTermOf(food);
  if (term === null || !name.meatCooked) return undefined;
  const cooked = TERM_REFERENCES[term];
  return cooked === undefined || cooked === food ? null : cooked;
}

/**
 * A pulse packed in its water ("Kidneybönor", list "Kidneybönor, vatten, salt") with no class from its category or
 * name is a preserve, sterilised in its can or carton: the canned vegetables' steps and pack, as "på burk" gives
 * them (ADR 0156). A name that says the pulse is cooked ("Kikärtor kokta") keeps AGRIBALYSE's cooked row, which has
 * neither (ADR 0124).
 */
function preservedPulseClass(a: IngredientAnalysis | null, name: ProductName): ProductClass | null {
  return a !== null && a.leaves.some((l) => l.packsCookedPulse) && name.cooking === null ? 'classCannedVegetables' : null;
}

/**
 * A can on a shelf that names no food ("Konserver", "Konserver, fisk") whose heaviest food is a fish or seafood is a can
 * of fish: the canned fish's steps and pack, not the vegetable can's (ADR 0228).
 */
function cannedFishOnCanShelf(productClass: ProductClass | null, a: IngredientAnalysis | null): ProductClass | null {
  if (productClass !== 'classCannedVegetables' || a === null) return productClass;
  const heaviest = heaviestLeaf(a.leaves, (l) => l.match !== null && l.match.group !== 'zero');
  return heaviest?.match?.group === 'seafood' ? 'classCannedFish' : productClass;
}

/**
 * A mash whose name or shelf says it is sold dry ("Potatismos pulver", "Instant Mashed Potato Flakes") is no mash
 * cooked and packed: it takes no class, as before there was one (ADR 0257).
 */
function soldDryMash(productClass: ProductClass | null, data: ProductData): ProductClass | null {
  if (productClass !== 'classMash') return productClass;
  const words = letterWords(normalizeText(`${data.name ?? ''} ${data.category ?? ''}`));
  return words.some((w) => DRY_MASH_WORDS.has(w)) ? null : productClass;
}

/**
 * Potato crisps (ADR 0295): a product its name or shelf calls chips or crisps whose heaviest food is fresh potato is
 * sliced potato fried, AGRIBALYSE's crisps: their frying (0.23 kg CO2e/kg) and bag, which its list does not show. Not
 * where the list is led by dried potato (stacked crisps), maize (tortilla chips, popcorn), starch or another food, nor
 * where the name or shelf says frozen (the English "chips" are fries).
 */
function potatoCrispsClass(a: IngredientAnalysis | null, data: ProductData): ProductClass | null {
  if (a === null) return null;
  if (!namesCrisps(letterWords(normalizeText(`${data.name ?? ''} ${data.category ?? ''}`)))) return null;
  const heaviest = heaviestLeaf(a.leaves, (l) => l.match !== null && l.match.group !== 'zero');
  return heaviest?.match?.key === 'potatoes' && heaviest.match.multiplier === 1 ? 'classCrisps' : null;
}

/**
 * @param fromCategory the class the category field names (analyse/category.ts reads it with the category's other readings).
 * @param analysis the ingredient list read, where a pulse packed in water gives the product the canned class.
 * @param name the product's name read (analyse/product-name.ts), which the ingredient stage read too.
 */
export function readClimateNames(
  data: ProductData,
  fromCategory: ProductClass | null = data.category ? classOfCategory(data.category) : null,
  analysis: IngredientAnalysis | null = null,
  name: ProductName = readProductName(data),
): ClimateNames {
  // The functional name is read only when the name names no whole food. A food named after "av" or "of" is what the
  // product is made from ("Camembert av opastöriserad mjölk"), not the food sold (ADR 0199): the list says what it holds.
  const named = longestHit(name.foods.filter((h) => h.start < name.madeOfAt));
  const dry = named?.value ?? (data.functional_name ? longestOf(LEXICON.scan(normalizeText(data.functional_name), 'wholeFood')) : null);
  const read = dry === null ? null : cookedMeatNamed(dry, name) ?? cookedFoodNamed(dry, name);
  // ADR 0136: a light dairy spread is the row of the fat content its name states.
  // ADR 0292: a cream is the row of the fat its name states; ADR 0298: an energy drink named sugar-free is that row.
  const wholeFood =
    read === 'lightDairySpread' ? lightSpreadByFat(name.text)
    : read !== null && isGradedCream(read) ? creamByFat(name.text, read)
    : read === 'energyDrink' && namesSugarFree(letterWords(name.text)) ? 'energyDrinkSugarFree'
    : read;
  // A class named after the head ("Baguette med … majonnäs") is of a part the product holds, not of the product.
  const fromName = classOf(name.classes.filter((h) => h.start < name.headEnd));
  // The category wins, unless the name narrows it down ("Rostbröd" in the category "Bröd", "Alkoholfri öl" in "Drycker").
  const narrows = fromCategory !== null && fromName !== null &&
    (NARROWER_CLASSES[fromName] === fromCategory || namesDrinkOnGenericShelf(data, fromCategory, fromName) || namesChocolateOnSweetsShelf(fromCategory, fromName));
  const productClass = soldDryMash(
    cannedFishOnCanShelf((narrows ? fromName : fromCategory ?? fromName) ?? preservedPulseClass(analysis, name) ?? potatoCrispsClass(analysis, data), analysis),
    data,
  );
  return { wholeFood: peeledFrozenBroadBeans(wholeFood, productClass, name), productClass, wholeFoodLeads: named !== null && named.start === 0 };
}

/**
 * Frozen broad beans named peeled ("Bondbönor skalade, frysta", ADR 0301) are AGRIBALYSE's peeled frozen row: the beans out
 * of their skins carry 2.3 times the farm stage per kilogram of the unpeeled frozen row the frozen class gives the others.
 * Only frozen: dried broad beans named "skalade" are hulled dry beans, which keep their row.
 */
function peeledFrozenBroadBeans(wholeFood: ClimateReferenceKey | null, productClass: ProductClass | null, name: ProductName): ClimateReferenceKey | null {
  const broadBeans = wholeFood === 'driedBroadBeans' || wholeFood === 'greenBroadBeans';
  return broadBeans && productClass === 'classFrozenVegetables' && namesPeeled(letterWords(name.text)) ? 'peeledBroadBeans' : wholeFood;
}
