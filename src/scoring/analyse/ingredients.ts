import { memoize } from '../../shared/lru.js';
import { isAllergenNote } from './allergens.js';
import type { CommodityGroup, CommodityKey } from '../data/commodities.js';
import { OIL_AFTER_BASE_LIQUID_MAX_PERCENT } from '../data/recipe-shares.js';
import { readIngredientTree, shareIngredientTree, type ParsedIngredient, type ParsedIngredients } from '../parse/ingredients.js';
import type { RawItem, RoleCaps } from '../parse/types.js';
import { TROPICAL_COMMODITIES, commodityMatch, matchIngredient, type CommodityMatch } from './commodities.js';
import { annotateItem, textFeatures, type TextFeatures } from './features.js';
import { listCarriedByAir, parseOrigins, type Origin } from './origins.js';
import { statesAirFreight } from '../lexicon/transport.js';
import { leafKind, type LeafKind } from './processing.js';
import {
  brewedLeafMaxPercent, brewedTermOf, isFreshCheeseTerm, isMadeInWater, isMilkBaseTerm, isMilkSolidsTerm, isStockTerm, namesSourceInBracket, risksOfTerm,
  SIEVED_PUREE_MIN_PERCENT, sievedTermOf, type Risk,
} from '../lexicon/concepts.js';
import { MAX_GLAZE_WORD, isGlazeWord, namesAProcessedForm } from '../lexicon/forms.js';
import { DRIED_FRUIT_REFERENCES } from '../lexicon/dried.js';
import { COMMODITY_REFERENCES } from '../data/commodity-references.js';
import { cookedMeatTermOf, cookedPulseTermOf, cookedTermOf, cookingNamed, dryReferenceOf } from '../lexicon/cooked.js';
import { normalizeText } from '../text/normalize.js';
import { TERM_REFERENCES } from './climate-terms.js';
import { blendReferenceOf, isSeasoningBlend } from './seasoning-blend.js';
import { readProductName, type ProductName } from './product-name.js';
import { INGREDIENT_LIST } from '../params.js';
import { SPICE_GROUP_WORDS } from '../lexicon/climate.js';
import { CURDLED_DAIRY_MIN_SHARE, namesRennet } from '../lexicon/ingredients.js';
import { parseQuantity } from '../parse/units.js';
import type { ProductData } from '../types.js';
import type { ClimateReferenceKey } from '../data/climate-references.js';

/** One ingredient the scorers work with: a leaf of the parsed tree with its mass share and origin. */
export interface IngredientLeaf {
  name: string;
  /** Fraction (0–1) of the product's mass. */
  share: number;
  /** The share was estimated from the list's order, not declared on the label. */
  estimated: boolean;
  match: CommodityMatch | null;
  origins: readonly Origin[];
  originSource: 'ingredient' | 'product' | null;
  /** Risks its concept carries beyond its commodity's (lexicon/concepts.ts), e.g. child labour in the hazelnut harvest. */
  risks: readonly Risk[];
  /** Its name says a processed form (flour, powder, dried, oil, extract …: lexicon/forms.ts), which the fruit and vegetable share leaves out. */
  processedForm: boolean;
  /** How it bears on NOVA group 2: a culinary ingredient, carried by one (water, vitamins), or neither. */
  novaKind: LeafKind;
  /** The water a cooked pulse listed ahead of it is packed in ("Vita bönor, vatten, salt"): the pulse's liquid (ADR 0130). */
  packsCookedPulse: boolean;
}

/** The leaf that weighs most among those `keep` admits, the first on a tie; null when it admits none. */
export function heaviestLeaf(leaves: readonly IngredientLeaf[], keep: (leaf: IngredientLeaf) => boolean): IngredientLeaf | null {
  let heaviest: IngredientLeaf | null = null;
  for (const l of leaves) if (keep(l) && (heaviest === null || l.share > heaviest.share)) heaviest = l;
  return heaviest;
}

/**
 * The statement read once: its parsed tree, the tree's leaves with their annotations, and the
 * annotations of its top-level items (allergens with the words that name them, NOVA markers,
 * sweeteners) and of its "may contain" statement. Every score and the explanation read these.
 */
export interface IngredientAnalysis {
  parsed: ParsedIngredients;
  leaves: IngredientLeaf[];
  /** The items' and the traces statement's annotations (analyse/features.ts). */
  features: TextFeatures;
  /** Fraction of product mass whose ingredient matched a commodity (zero classes included). */
  coverage: number;
  hasIngredients: boolean;
  /** Origins declared for the raw materials (raw_material_origin, else country_of_origin, else origin). */
  rawOrigins: readonly Origin[];
  /** Where the product was made (country_of_origin, else origin, else the raw origin when single). */
  productionOrigins: readonly Origin[];
  /** The label states that the product was carried by air (ADR 0125): every origin above is then carried by air. */
  carriedByAir: boolean;
  /** A seasoning blend's (ADR 0164): per leaf, the spice or dried vegetable row it is counted at, else null; null for any other list. */
  seasoningBlend: readonly (ClimateReferenceKey | null)[] | null;
}

const isOrigin = (s: string): boolean => parseOrigins(s).length > 0;
/**
 * "smör (mjölk)": an allergen name in brackets after a recognised ingredient says what it is. Not when the
 * ingredient names only an allergen's class and the bracket a food of it ("fisk (torsk)", "Nuts (Almonds)"): the
 * bracket is then the ingredient (ADR 0244).
 */
const isAnnotation = (part: string, parent: string): boolean => {
  if (parent === '' || !isAllergenNote(part)) return false;
  const named = matchIngredient(parent);
  return named !== null && !isClassOf(named, matchIngredient(part.trim()));
};

/**
 * True when `food` is a food of the allergen class `named` names and nothing more ("fisk", "nuts": no row of their own, so
 * the class's default row), with a row of its own ("torsk", "almonds").
 */
function isClassOf(named: CommodityMatch, food: CommodityMatch | null): boolean {
  if (food === null || food.key !== named.key || TERM_REFERENCES[food.term] === undefined) return false;
  return named.multiplier === 1 && TERM_REFERENCES[named.term] === undefined && isAllergenNote(named.term);
}

/** What an ingredient's name says, besides its commodity: the annotations its leaf carries. */
interface NameReading {
  match: CommodityMatch | null;
  novaKind: LeafKind;
  processedForm: boolean;
  risks: readonly Risk[];
}

const NO_RISKS: readonly Risk[] = [];

// Names recur across products, so each is read once (bounded cache), like its commodity match.
const readName = memoize(20000, (name: string): NameReading => {
  const match = matchIngredient(name);
  const cooked = match === null ? null : cookedTermNamed(match, name);
  if (cooked !== null) return readName(cooked);
  return {
    match,
    novaKind: leafKind(name),
    processedForm: match !== null && namesAProcessedForm(name),
    risks: match ? risksOfTerm(match.term) : NO_RISKS,
  };
});

/**
 * A grain, pasta or pulse its name says is cooked ("Kokt jasminris", "förkokt durumvete") is the food
 * cooked, on AGRIBALYSE's cooked row (ADR 0124): the term of that food, or null.
 */
function cookedTermNamed(match: CommodityMatch, name: string): string | null {
  const key = dryReferenceOf(TERM_REFERENCES[match.term], match.key);
  if (key === null) return null;
  const cooking = cookingNamed(normalizeText(name));
  return cooking === null ? null : cookedTermOf(key, cooking);
}

/** A name's commodity, from the reading the parser kept with its item (PARSE_OPTIONS.readName), so no cache is asked again. */
const matchOf = (name: string, reading: NameReading | undefined): CommodityMatch | null => (reading ?? readName(name)).match;
type Item = ParsedIngredient<NameReading>;
const readingOf = (it: Item): NameReading => it.reading ?? readName(it.name);
const matchOfItem = (it: Item): CommodityMatch | null => readingOf(it).match;

/** Salt and additives: the share estimate caps them (parse/shares.ts). */
const isMinor = (name: string, reading: NameReading | undefined): boolean => {
  const m = matchOf(name, reading);
  return m !== null && (m.key === 'salt' || m.key === 'additive');
};

/**
 * A frozen food's ice glaze: water named a glaze ("vatten (glasering)", "vatten (skyddsglasering)") or a glaze word
 * itself ("isglasering"). The declared net weight of a glazed food leaves the glaze out (Regulation (EU) No 1169/2011,
 * Annex IX, point 5), so per kilogram as sold the glaze weighs nothing (ADR 0162).
 */
function isIceGlaze(it: RawItem<NameReading>): boolean {
  // Most items have no bracket: for them only a short name can be the glaze word, asked without a lookup of its reading.
  if (it.children.length === 0 && it.annotation === null) return it.name.length <= MAX_GLAZE_WORD && isGlazeWord(it.name);
  if (isGlazeWord(it.name)) return it.children.every((c) => matchOf(c.name, c.reading)?.key === 'water');
  return matchOf(it.name, it.reading)?.key === 'water' && (it.children.some((c) => isGlazeWord(c.name)) || (it.annotation !== null && isGlazeWord(it.annotation)));
}

/**
 * The most, in percent of its list, a dried milk solid takes after a milk base listed first (ADR 0195): what raises a
 * milk to a fortified yoghurt milk's solids. A powder of solids P mixed into a milk of solids M gives solids Y at a
 * powder share (Y − M) / (P − M); M is the powder's solids over its dry-matter multiplier against whole milk (the
 * vocabulary's 7.8), so the milk's own solids are not counted twice. About 4.6 %: a skimmed base, with fewer solids
 * of its own, may take up to about twice that.
 */
const MILK_SOLIDS_AFTER_MILK_BASE_MAX_PERCENT = ((): number => {
  const { yoghurtMilkSolidsPercent: y, milkPowderSolidsPercent: p } = INGREDIENT_LIST;
  const m = p / readName('mjölkpulver').match!.multiplier;
  return (100 * (y - m)) / (p - m);
})();

/** A dried milk solid after a milk base listed first: held at what raises the milk to a yoghurt milk's solids. */
const MILK_SOLIDS_AFTER_MILK_BASE = (name: string, reading: NameReading | undefined): number | null => {
  const m = matchOf(name, reading);
  return m !== null && isMilkSolidsTerm(m.term) ? MILK_SOLIDS_AFTER_MILK_BASE_MAX_PERCENT : null;
};

/**
 * The most, in percent of its list, a dried milk solid takes after water listed first (ADR 0213): what makes a milk of
 * the powder, one part in the vocabulary's dry-matter multiplier against whole milk (7.8, so about 12.8 %). A drink
 * made of water and milk powder (a ready-to-drink välling, a milky drink) is no richer than the milk it stands for.
 */
const MILK_SOLIDS_AFTER_WATER_MAX_PERCENT = 100 / readName('mjölkpulver').match!.multiplier;

/**
 * An oil right after a dried fruit listed first without its share ("Russin, solrosolja", "Raisins, Sunflower Oil") is
 * the film that keeps the pieces apart, not a second food: held at the minor ingredients' cap, as an additive is (ADR
 * 0226). By its order alone it would take a third of the pack. A cake's list led by its sultanas ("Sultanas (20%),
 * Wheat Flour, …, Vegetable Oils") keeps its oils.
 */
const COATING_AFTER_DRIED_FRUIT = (name: string, reading: NameReading | undefined): number | null =>
  matchOf(name, reading)?.group === 'oil' ? INGREDIENT_LIST.minorCapPercent : null;

const isDriedFruit = (m: CommodityMatch): boolean => {
  const reference = TERM_REFERENCES[m.term];
  return reference !== undefined && DRIED_FRUIT_REFERENCES.has(reference);
};

/**
 * Water first: the oils after it are held at the largest share AGRIBALYSE's soups and drinks give an oil, tea leaves
 * at the share of the brewed row they are read at (ADR 0134: a bottled tea is no stronger than a brewed one), and the
 * milk powders and proteins at what makes a milk of them. A milk base first (a milk, a yoghurt): the milk powders and
 * proteins after it at what raises it to a yoghurt milk's solids. A dried fruit first, its share not declared: the oil
 * right after it, which coats it.
 */
const ROLE_CAPS: RoleCaps<NameReading> = {
  isOutsideNetWeight: isIceGlaze,
  isBaseLiquid: (name, reading) => matchOf(name, reading)?.key === 'water',
  opensEmulsion: (name, reading) => matchOf(name, reading)?.group === 'oil',
  capAfterBaseLiquid: (name, reading) => {
    const m = matchOf(name, reading);
    if (m === null) return null;
    if (m.group === 'oil') return OIL_AFTER_BASE_LIQUID_MAX_PERCENT;
    return isMilkSolidsTerm(m.term) ? MILK_SOLIDS_AFTER_WATER_MAX_PERCENT : brewedLeafMaxPercent(m.term);
  },
  capsAfterHead: (name, reading) => {
    const m = matchOf(name, reading);
    return m !== null && isMilkBaseTerm(m.term) ? MILK_SOLIDS_AFTER_MILK_BASE : null;
  },
  coatingAfterHead: (name, reading) => {
    const m = matchOf(name, reading);
    return m !== null && isDriedFruit(m) ? COATING_AFTER_DRIED_FRUIT : null;
  },
  rawYield: (name, reading) => matchOf(name, reading)?.multiplier ?? null,
};

/** |latitude| above which a country cannot be the source of a tropical crop. */
const TEMPERATE_LAT = INGREDIENT_LIST.temperateLatitude;

/** Commodities a compound may be made of and still be described best by its own name. */
const RAW_MATERIALS: Partial<Record<CommodityKey, readonly CommodityKey[]>> = { cheese: ['milk'] };

/** The parser's readers, made once: the same functions every run, so its item cache is found at once (parse/items.ts). */
const PARSE_OPTIONS = { isOrigin, isMinor, roleCaps: ROLE_CAPS, isAnnotation, readName, readPiece: annotateItem } as const;

/**
 * A seasoning blend's list (ADR 0164) has its shares estimated again with its spices, the word that names them together
 * ("kryddor") and its salt not held at the minor cap (a blend's salt may weigh a fifth of it, and caps what follows).
 * Only the share stage differs: the tree read with PARSE_OPTIONS is kept.
 */
const BLEND_PARSE_OPTIONS = {
  ...PARSE_OPTIONS,
  isMinor: (name: string, reading: NameReading | undefined): boolean => {
    const m = matchOf(name, reading);
    return m !== null && m.key === 'additive' && blendReferenceOf(name, m) === null && !SPICE_GROUP_WORDS.has(name);
  },
} as const;

/**
 * True when every recognised part of a compound is the compound's own commodity, its raw material
 * or a zero-impact class: "ost (mjölk, salt, löpe)" is cheese, "smör (grädde, salt)" is butter.
 * Its own row (cheese, butter's dry-matter multiplier) then describes it better than its parts.
 */
function madeOfItsOwnRawMaterials(own: CommodityKey, children: readonly Item[]): boolean {
  let agricultural = 0;
  for (const ch of children) {
    const m = readingOf(ch).match;
    if (m === null) {
      if (ch.children.length > 0) return false;
      continue;
    }
    if (m.group === 'zero') continue;
    if (m.key !== own && !(RAW_MATERIALS[own]?.includes(m.key) ?? false)) return false;
    agricultural++;
  }
  return agricultural > 0;
}

/** "fisk (torsk)", "Nuts (Almonds, Hazelnuts)": the bracket's foods are the ingredient, not the class's default row (ADR 0244). */
const namesItsClassOnly = (own: CommodityMatch, children: readonly Item[]): boolean => children.some((ch) => isClassOf(own, readingOf(ch).match));

/**
 * True when a food's bracket names only what it was cultured or treated with ("filmjölk (innehåller fil- och
 * yoghurtkultur)", "yogurt (milk) (contains live cultures: …)"): no part of its mass, so the food is itself, not
 * its cultures at its whole share (ADR 0224). Words the vocabulary does not know may stand beside them. Asked only of a
 * food that is farmed: emulsifying salts ("smältsalt (E331, E452)") are their bracket's additives.
 */
function holdsOnlyAdditives(children: readonly Item[]): boolean {
  let additives = 0;
  for (const ch of children) {
    if (ch.children.length > 0) return false;
    const m = readingOf(ch).match;
    if (m === null) continue;
    if (m.key !== 'additive') return false;
    additives++;
  }
  return additives > 0;
}

const isWater = (it: Item): boolean => readingOf(it).match?.key === 'water';

/** The groups a stock is made from: its meat, fish or vegetables. */
const STOCK_MAKINGS: ReadonlySet<CommodityGroup> = new Set(['meat-red', 'meat-white', 'seafood', 'vegetable']);

/**
 * A stock whose bracket names no water but leads with what it is made from ("buljong (nötkött)", "koncentrerad
 * nötbuljong (nötkött, salt, socker)") is the stock, whose meat is an extract and bones (ADR 0184), not the meat at
 * the compound's share. A cube led by its salt or fat ("köttbuljong (salt, palmfett, nötköttsextrakt)") is read by
 * its parts (ADR 0118).
 */
function madeFromFirst(children: readonly Item[]): boolean {
  const first = children[0];
  const group = first === undefined ? undefined : readingOf(first).match?.group;
  return group !== undefined && STOCK_MAKINGS.has(group);
}

/**
 * A compound that is a food made in water, read by its name (ADR 0118): "buljong (vatten, nötkött,
 * lök …)" is the ready stock, "bryggkaffe (vatten, kaffe)" the brewed coffee, and "kaffe (vatten,
 * kaffe)" the coffee brewed, not its parts at shares estimated from their order (which would give
 * the grounds half of it). Null for any other compound.
 */
function madeInWaterReading(own: CommodityMatch, children: readonly Item[]): NameReading | null {
  if (!children.some(isWater)) return isStockTerm(own.term) && madeFromFirst(children) ? readName(own.term) : null;
  if (isMadeInWater(own.term)) return readName(own.term);
  const brewed = brewedTermOf(own.term);
  return brewed !== null && madeOfItsOwnRawMaterials(own.key, children) ? readName(brewed) : null;
}

function flatten(list: readonly Item[], inherited: string | null, out: { it: Item; origin: string | null }[]): void {
  for (const it of list) {
    const origin = it.origin ?? inherited;
    if (it.children.length > 0) {
      const own = readingOf(it).match;
      const inWater = own === null ? null : madeInWaterReading(own, it.children);
      if (inWater !== null) {
        out.push({ it: { ...it, children: [], reading: inWater }, origin });
        continue;
      }
      // Gelatine or a casing names its animal in its bracket ("gelatine (beef)"): that is its source, not beef (ADR 0194).
      if (own !== null && namesSourceInBracket(own.term)) {
        out.push({ it: { ...it, children: [] }, origin });
        continue;
      }
      const itself = own !== null && own.key !== 'additive' && !namesItsClassOnly(own, it.children);
      if (itself && (madeOfItsOwnRawMaterials(own.key, it.children) || (own.group !== 'zero' && holdsOnlyAdditives(it.children)))) {
        out.push({ it: { ...it, children: [] }, origin });
        continue;
      }
      // A compound ("choklad (socker, kakaomassa …)") is described better by its parts,
      // unless the parts are mostly unknown words.
      let childMatched = 0;
      let childTotal = 0;
      for (const ch of it.children) {
        childTotal += ch.share;
        if (readingOf(ch).match || ch.children.length > 0) childMatched += ch.share;
      }
      // An additive's bracket names what it is ("emulgeringsmedel (sojalecitin)"), unless nothing
      // in it is known: "mjölksyrabakterier (Streptococcus thermophilus, …)" names species.
      const additiveOfKnownParts = own?.key === 'additive' && childMatched > 0;
      if (additiveOfKnownParts) {
        // What the bracket names is the additive, known word or not: "vitaminer (C, niacin, E)" holds no food "C".
        const reading = readingOf(it);
        flatten(it.children.map((ch) => (ch.children.length === 0 && readingOf(ch).match === null ? { ...ch, reading } : ch)), origin, out);
        continue;
      }
      if (own === null || (childTotal > 0 && childMatched >= 0.5 * childTotal)) {
        flatten(it.children, origin, out);
        const gap = it.share - childTotal;
        if (gap > 1e-6 && own && own.key !== 'additive') out.push({ it: { ...it, share: gap, children: [] }, origin });
        continue;
      }
    }
    out.push({ it, origin });
  }
}

/** Most lists name no water after their first item: one empty set for all of them. */
const NOTHING_PACKED: ReadonlySet<Item> = new Set();

/**
 * The top-level items listed ahead of the water they are packed in ("Vita bönor 60 %, vatten, salt"): a
 * pulse there is the drained, cooked pulse of a can or carton (ADR 0124), whose share is its drained
 * weight (Regulation (EU) No 1169/2011, Annex IX: a solid food in a liquid medium). A pulse after the
 * water ("Vatten, linser 20 %", a soup) is the dry pulse put in it.
 */
function packedInWater(items: readonly Item[]): ReadonlySet<Item> {
  const water = items.findIndex(isWater);
  return water > 0 ? new Set(items.slice(0, water)) : NOTHING_PACKED;
}

/**
 * The raw meat row a leaf is read at. A meat word without a row of its own ("fläskfilé") is its commodity's raw meat, as
 * the footprint reads it; one counted as a part of its commodity (a stock's 0.1 of veal) is not a kilogram of meat and
 * stays as it is. A cut counted as more than its commodity (a turkey breast, 1.25) is a kilogram of meat (ADR 0141).
 */
function rawMeatOf(match: CommodityMatch | null): ClimateReferenceKey | undefined {
  return match === null || match.multiplier < 1 ? undefined : TERM_REFERENCES[match.term] ?? COMMODITY_REFERENCES[match.key] ?? undefined;
}

function cookedPulseOf(match: CommodityMatch): string | null {
  const key = TERM_REFERENCES[match.term];
  return key === undefined ? null : cookedPulseTermOf(key);
}

/** A leaf without an origin: one answer for all. */
const NO_LEAF_ORIGINS: Pick<IngredientLeaf, 'origins' | 'originSource'> = { origins: [], originSource: null };

function resolveLeafOrigins(key: CommodityKey | undefined, own: string | null, product: readonly Origin[]): Pick<IngredientLeaf, 'origins' | 'originSource'> {
  if (own !== null) {
    const o = parseOrigins(own);
    if (o.length > 0) return { origins: o, originSource: 'ingredient' };
  }
  if (product.length === 0) return NO_LEAF_ORIGINS;
  if (key !== undefined && TROPICAL_COMMODITIES.has(key) && product.every((o) => Math.abs(o.lat) > TEMPERATE_LAT)) return NO_LEAF_ORIGINS;
  return { origins: product, originSource: 'product' };
}

/**
 * The unripened cheese a cheese's name, read as an ingredient name, says it is ("Keso 4 %", "Natural Quark"), whose
 * milk is read as that cheese (ADR 0195); null for any other name.
 */
function freshCheeseNamed(name: ProductName): CommodityMatch | null {
  const m = name.text === '' ? null : readName(name.text).match;
  return m !== null && isFreshCheeseTerm(m.term) ? m : null;
}

/**
 * A ripened cheese's list by what it holds (ADR 0267): a liquid milk first, rennet named at its top level or in a
 * class's brackets ("ystenzym", "koaguleringsmedel (löpe)"), the salt every ripened cheese is salted with, and dairy
 * making up most of it. "Opastöriserad mjölk, salt, ystenzym, syrakultur, mögelkultur" is Brie de Meaux on the shelf
 * "Ostdisk" or "Deli" as much as on "Ost". A quark's or a petit-suisse's list, curdled with a little rennet but not
 * salted, stays the milk it is mostly made of (AGRIBALYSE's fresh cheeses are near their milk); an ostkaka's milk,
 * beside its eggs, flour and almonds, stays milk too.
 */
function curdledByRennet(top: readonly Item[], flat: readonly { it: Item }[]): boolean {
  const first = top[0];
  const milk = first === undefined ? null : readingOf(first).match;
  if (milk === null || milk.key !== 'milk' || milk.multiplier > 1) return false;
  if (!top.some((it) => namesRennet(it.name) || it.children.some((ch) => namesRennet(ch.name)))) return false;
  if (!top.some((it) => readingOf(it).match?.key === 'salt')) return false;
  let dairy = 0;
  for (const { it } of flat) if (readingOf(it).match?.group === 'dairy') dairy += it.share;
  return dairy >= CURDLED_DAIRY_MIN_SHARE;
}

/**
 * @param asCheese the product is a cheese: its milk ingredient becomes cheese (the list names the
 *   raw milk, but a kilo of cheese takes several kilos of it; P&N's Cheese row accounts for that),
 *   or the unripened cheese its name says it is, made from far less milk (ADR 0195).
 * @param name the product's name read (analyse/product-name.ts), which the climate stage reads too.
 */
export function analyzeIngredients(data: ProductData, asCheese = false, name: ProductName = readProductName(data)): IngredientAnalysis {
  // The raw materials' origin falls back to the same two fields as the production origin: read them once.
  // A label that states air freight carries every origin it names by air (ADR 0125).
  const carriedByAir = statedByAir(data);
  const byMode = carriedByAir ? listCarriedByAir : (list: readonly Origin[]): readonly Origin[] => list;
  let productionOrigins = byMode(firstNonEmpty(data.country_of_origin, data.origin));
  const declaredRaw = byMode(parseOrigins(data.raw_material_origin));
  const rawOrigins = declaredRaw.length > 0 ? declaredRaw : productionOrigins;
  if (productionOrigins.length === 0 && rawOrigins.length === 1) productionOrigins = rawOrigins;
  const tree = readIngredientTree(data.ingredients, PARSE_OPTIONS);
  let parsed = shareIngredientTree(tree, PARSE_OPTIONS);
  const blend = isSeasoningBlend(parsed.ingredients, matchOfItem);
  if (blend) parsed = shareIngredientTree(tree, BLEND_PARSE_OPTIONS);
  const seasoningBlend: (ClimateReferenceKey | null)[] | null = blend ? [] : null;
  const flat: { it: Item; origin: string | null }[] = [];
  flatten(parsed.ingredients, null, flat);
  // A list of milk curdled by rennet is a cheese's, whatever shelf it is sent under (ADR 0267).
  const cheese = asCheese || curdledByRennet(parsed.ingredients, flat);
  let coverage = 0;
  // A drink whose list names no water holds its coffee or tea brewed (ADR 0118: "Mjölk 75 %, kaffe 20 %");
  // where it names water, the coffee or tea is what was brewed in it ("Vatten, kaffe 6 %").
  const brewedInList = parseQuantity(data.size, data.size_unit)?.kind === 'volume' && !flat.some(({ it }) => isWater(it));
  const packed = packedInWater(parsed.ingredients);
  // A product its name says is cooked meat or fish ("Kycklingfilé färdigstekt", "Rostbiff skivad") holds its listed meat cooked (ADR 0127).
  const { meatCooked } = name;
  let packsCookedPulse = false;
  // Asked once, at the first milk of a cheese: false when the name says no unripened cheese.
  let freshCheese: CommodityMatch | false | undefined;
  // Pushed into a literal, not mapped: once optimised, `map` makes holey arrays where the builtin made packed ones, and
  // every scorer reading the leaves would meet a second array map mid-run and be deoptimised.
  const leaves: IngredientLeaf[] = [];
  for (const { it, origin } of flat) {
    const named = readingOf(it);
    const brewed = brewedInList && named.match !== null ? brewedTermOf(named.match.term) : null;
    const cookedPulse = packed.has(it) && named.match !== null ? cookedPulseOf(named.match) : null;
    if (cookedPulse !== null) packsCookedPulse = true;
    const cookedMeat = meatCooked ? cookedMeatTermOf(rawMeatOf(named.match)) : null;
    // A tomato purée declared at half the product or more is the sieved purée, not the concentrate (ADR 0216).
    const sieved = it.percent !== null && it.percent >= SIEVED_PUREE_MIN_PERCENT && named.match !== null ? sievedTermOf(named.match.term) : null;
    const reading =
      brewed !== null ? readName(brewed) : cookedPulse !== null ? readName(cookedPulse) : cookedMeat !== null ? readName(cookedMeat) : sieved !== null ? readName(sieved) : named;
    let match = reading.match;
    if (cheese && match?.key === 'milk' && match.multiplier <= 1) {
      match = (freshCheese ??= freshCheeseNamed(name) ?? false) || commodityMatch('cheese', 1, match.term);
    }
    const share = it.share / 100;
    if (match) coverage += share;
    seasoningBlend?.push(blendReferenceOf(it.name, match));
    const { origins, originSource } = resolveLeafOrigins(match?.key, origin, rawOrigins);
    // Every leaf has the same fields in the same order, so the scorers that read them see one shape.
    leaves.push({
      name: it.name, share, estimated: it.estimated, match, origins: byMode(origins), originSource, risks: reading.risks, processedForm: reading.processedForm, novaKind: reading.novaKind,
      packsCookedPulse: packsCookedPulse && isWater(it) && parsed.ingredients.includes(it),
    });
  }
  return {
    parsed,
    leaves,
    features: textFeatures(parsed.pieces, parsed.tracesText, parsed.pieceReadings),
    coverage: Math.min(1, coverage),
    hasIngredients: leaves.length > 0,
    rawOrigins,
    productionOrigins,
    carriedByAir,
    seasoningBlend,
  };
}

/** The fields where a label states how the product travelled: its names, origin statements and marketing text. */
function statedByAir(data: ProductData): boolean {
  // Field by field, without a list of the eight made per product (most are absent); the first statement decides.
  return statesAirFreight(data.name) || statesAirFreight(data.external_name) || statesAirFreight(data.functional_name)
    || statesAirFreight(data.origin) || statesAirFreight(data.country_of_origin) || statesAirFreight(data.raw_material_origin)
    || statesAirFreight(data.provenance_statement) || statesAirFreight(data.marketing_message);
}

/** The first of two origin fields that names an origin (no list of the fields made per product). */
function firstNonEmpty(first: string | null | undefined, second: string | null | undefined): readonly Origin[] {
  const o = parseOrigins(first);
  return o.length > 0 ? o : parseOrigins(second);
}
