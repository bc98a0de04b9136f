import { COMMODITIES, type CommodityGroup } from '../../data/commodities.js';
import type { ClimateReference, ClimateReferenceKey } from '../../data/climate-references.js';
import { DEFAULT_AIR_ORIGINS, listCarriedByAir, type Origin } from '../../analyse/origins.js';
import { caughtWildForm, isGradedCream, isLiquidMilk, type ClimateNames } from '../../analyse/climate-names.js';
import { spiceShelfForm } from '../../analyse/category.js';
import { heaviestLeaf, type IngredientAnalysis, type IngredientLeaf } from '../../analyse/ingredients.js';
import type { CommodityMatch } from '../../analyse/commodities.js';
import { SOLD_REFERENCE_COMMODITY, TERM_COMMODITY, TERM_REFERENCE_SCALES } from '../../analyse/climate-terms.js';
import type { ProductData } from '../../types.js';
import { rateDataQuality } from './data-quality.js';
import { interval90, SPREAD, referenceSpread, type Interval } from './interval.js';
import type { PackagingResult } from './packaging.js';
import { COMMODITY_REFERENCES } from '../../data/commodity-references.js';
import {
  CANNED_CLASSES,
  madeWithGroupsOf,
  madeWithMaxShareOf,
  SMALL_FISH_IN_CANS,
  TERM_REFERENCES,
  isAdditiveSold,
  isDrinkOfAdditives,
  isSeasoning,
  ingredientYield,
  isWholeFood,
  isReadyInWater,
  frozenFoodOf,
  madeInWaterOf,
  soldAsCut,
  soldAsItsOneFood,
  isMadeFoodOfClass,
  reference,
  takesClassSteps,
  referenceEntry,
  type ProductClass,
  type ReferenceEntry,
} from './references.js';
import { routeKgCo2e, routeLabel } from './transport.js';
import { estimatedShareScale } from './baking.js';
import { applyPartnerData } from '../partner/override.js';
import type { PartnerData } from '../partner/types.js';
import { CLIMATE_STAGES, type ClimateFootprint, type ClimatePart, type ClimateStage, type DataQuality, type PartnerOverride } from './types.js';

export type { ClimateFootprint } from './types.js';

/**
 * The climate footprint from farm to a Swedish retail shelf, stage by stage (docs/methodology.md,
 * "Climate"): farm (with land-use change) and processing from AGRIBALYSE 3.1.1 reference foods,
 * packaging from the partner's data or the class default, transport from the declared origins or
 * the published market logistics, retail from the class default. No consumption stage.
 */

interface LeafReference {
  readonly key: ClimateReferenceKey;
  /** kg of the reference per kg of the ingredient. */
  readonly scale: number;
  /**
   * A route carries the ingredient as listed, not its kilograms of reference: tea leaves are 50 kg of
   * AGRIBALYSE's brewed tea, but one kilogram travels (ADR 0118).
   */
  readonly carriedAsListed: boolean;
  /** The reference and its spreads (references.ts), resolved with the key: a leaf without an origin variant looks nothing up. */
  readonly entry: ReferenceEntry;
}

/**
 * Nordic and western European tomatoes for a Swedish shop come from greenhouses heated with fossil
 * fuel for much of the year: AGRIBALYSE's off-season (gas-heated) tomato. Not Swedish ones: Swedish
 * greenhouses are heated mostly with biofuels, district and waste heat (the Swedish Board of
 * Agriculture's energy statistics for 2014: fossil fuels 28 % of greenhouse energy, and in tomato
 * greenhouses 90 % less fossil fuel than in 2002), so the French gas-heated figure would be the
 * wrong default for them; they take the annual average tomato (docs/methodology.md, "Climate").
 */
const HEATED_GREENHOUSE = new Set(['NO', 'FI', 'DK', 'NL', 'BE', 'DE', 'GB', 'PL', 'IE', 'LT', 'LV', 'EE']);
/** Southern field or unheated tunnel tomatoes. */
const IN_SEASON_SOUTH = new Set(['ES', 'IT', 'PT', 'GR', 'MA', 'TR', 'CY', 'MT']);

/**
 * Fresh produce that AGRIBALYSE 3.1.1 itself carries by air from an origin (ADR 0203): its one green bean from Kenya is
 * "Kenya by plane" (20061_2). A fresh green bean sold as such from there is flown whether or not its label says so
 * (ADR 0125 reads the labels that do); canned or frozen, it is not.
 */
const FLOWN_FRESH_FROM: Readonly<Partial<Record<ClimateReferenceKey, ReadonlySet<string>>>> = { greenBeans: new Set(['KE']) };

const flownFresh = (key: ClimateReferenceKey, origins: readonly Origin[]): boolean => {
  const from = FLOWN_FRESH_FROM[key];
  return from !== undefined && origins.length > 0 && origins.every((o) => from.has(o.code));
};

function originVariant(key: ClimateReferenceKey, origins: readonly Origin[]): ClimateReferenceKey {
  if (key !== 'tomatoes' || origins.length === 0) return key;
  if (origins.every((o) => HEATED_GREENHOUSE.has(o.code))) return 'tomatoesHeatedGreenhouse';
  if (origins.every((o) => IN_SEASON_SOUTH.has(o.code))) return 'tomatoesInSeason';
  return key;
}

/** Matches are memoised per ingredient name (analyse/commodities.ts), so each is resolved to its reference once. */
const leafReferences = new WeakMap<CommodityMatch, LeafReference | null>();

export function leafReference(match: CommodityMatch): LeafReference | null {
  let resolved = leafReferences.get(match);
  if (resolved === undefined) {
    resolved = resolveLeafReference(match);
    leafReferences.set(match, resolved);
  }
  return resolved;
}

/** A cheese's milk read as cheese keeps its animal (ADR 0117): AGRIBALYSE's goat and sheep cheeses take 1.4–2 times the land of cow's. */
const CHEESE_OF_MILK: Readonly<Partial<Record<ClimateReferenceKey, ClimateReferenceKey>>> = { goatMilk: 'goatCheese', sheepMilk: 'sheepCheese' };

/** The animal of a milk or cheese row other than the cow's (ADR 0117). */
const DAIRY_ANIMAL: Readonly<Partial<Record<ClimateReferenceKey, 'goat' | 'sheep'>>> = { goatMilk: 'goat', goatCheese: 'goat', sheepMilk: 'sheep', sheepCheese: 'sheep' };
/** Each cow's-milk food a name may say ("mjölk", "yoghurt", "ost"), by animal: AGRIBALYSE's own row for it. */
const DAIRY_BY_ANIMAL: Readonly<Record<'goat' | 'sheep', Readonly<Partial<Record<ClimateReferenceKey, ClimateReferenceKey>>>>> = {
  goat: { milk: 'goatMilk', wholeMilk: 'goatMilk', skimmedMilk: 'goatMilk', yoghurt: 'goatYoghurt', cheese: 'goatCheese' },
  sheep: { milk: 'sheepMilk', wholeMilk: 'sheepMilk', skimmedMilk: 'sheepMilk', yoghurt: 'sheepYoghurt', cheese: 'sheepCheese' },
};

/**
 * A dairy food named by its kind ("yoghurt", "ost") whose only farm ingredient is goat's or sheep's
 * milk is that animal's kind of it (ADR 0117), not the cow's the name alone would give.
 */
function otherAnimalDairy(named: ClimateReferenceKey, agricultural: readonly IngredientLeaf[]): ClimateReferenceKey | null {
  if (agricultural.length !== 1) return null;
  const leafKey = leafReference(agricultural[0]!.match!)?.key;
  const animal = leafKey === undefined ? undefined : DAIRY_ANIMAL[leafKey];
  if (animal === undefined) return null;
  // Its milk was read as cheese (a cheese's category): that animal's cheese, whatever the name's word ("Ost på fårmjölk").
  if (leafKey === 'goatCheese' || leafKey === 'sheepCheese') return leafKey;
  return DAIRY_BY_ANIMAL[animal][named] ?? null;
}

/** Every leaf reference is made here, with all its fields, so the footprint's readers of them see one shape. */
const leafReferenceTo = (key: ClimateReferenceKey, scale: number, carriedAsListed: boolean): LeafReference => ({ key, scale, carriedAsListed, entry: referenceEntry(key) });

function resolveLeafReference(match: CommodityMatch): LeafReference | null {
  const termKey = TERM_REFERENCES[match.term];
  if (termKey && TERM_COMMODITY.get(match.term) === match.key) {
    const scale = TERM_REFERENCE_SCALES.get(match.term);
    return scale === undefined ? leafReferenceTo(termKey, 1, false) : leafReferenceTo(termKey, scale, true);
  }
  const cheese = termKey && match.key === 'cheese' ? CHEESE_OF_MILK[termKey] : undefined;
  if (cheese) return leafReferenceTo(cheese, 1, false);
  const key = COMMODITY_REFERENCES[match.key];
  return key === null ? null : leafReferenceTo(key, match.multiplier, false);
}

/** The commodity group of each reference, from the vocabulary that points at it. */
const REFERENCE_GROUP = new Map<ClimateReferenceKey, CommodityGroup>();
for (const [commodity, key] of Object.entries(COMMODITY_REFERENCES)) {
  if (key !== null) REFERENCE_GROUP.set(key, COMMODITIES[commodity as keyof typeof COMMODITIES].group);
}
for (const [term, key] of Object.entries(TERM_REFERENCES)) {
  const commodity = TERM_COMMODITY.get(term);
  if (commodity && !REFERENCE_GROUP.has(key)) REFERENCE_GROUP.set(key, COMMODITIES[commodity].group);
}
for (const [key, commodity] of SOLD_REFERENCE_COMMODITY) if (!REFERENCE_GROUP.has(key)) REFERENCE_GROUP.set(key, COMMODITIES[commodity].group);
/** A whole food may list its raw material: wine its grapes, juice its fruit, dairy its milk. */
const RAW_GROUPS: Partial<Record<CommodityGroup, readonly CommodityGroup[]>> = { beverage: ['fruit'], stimulant: ['stimulant'] };

const isAgricultural = (l: IngredientLeaf): boolean => l.share > 0 && l.match !== null && l.match.group !== 'zero';

/** The leaves of farm foods; a seasoning blend's spices too, which the vocabulary reads as additives (ADR 0164). */
function agriculturalLeaves(a: IngredientAnalysis): IngredientLeaf[] {
  const blend = a.seasoningBlend;
  if (blend === null) return a.leaves.filter(isAgricultural);
  return a.leaves.filter((l, i) => isAgricultural(l) || (l.share > 0 && l.match !== null && blend[i] !== null));
}

/** A leaf's reference: a seasoning blend's item at its spice or dried vegetable row (ADR 0164), any other at its match's. */
function referenceOfLeaf(a: IngredientAnalysis, index: number, match: CommodityMatch): LeafReference | null {
  const blended = a.seasoningBlend === null ? null : a.seasoningBlend[index]!;
  return blended === null ? leafReference(match) : leafReferenceTo(blended, 1, false);
}

/**
 * The first ingredient is the heaviest, so it weighs at least 1/n of the product (n top-level
 * items). A smaller percentage on it grades it ("Mellanmjölk 1,5 %": its fat, "Vispgrädde 36 %"),
 * it is not its mass share: the ingredient then holds the mass the others leave.
 */
function withGradeNotShare(a: IngredientAnalysis): IngredientAnalysis {
  const top = a.parsed.ingredients;
  const first = top[0];
  const leaf = a.leaves[0];
  if (!first || !leaf || first.children.length > 0 || first.percent === null || first.percent * top.length >= 100) return a;
  const others = a.leaves.reduce((s, l, i) => s + (i === 0 ? 0 : Math.max(0, l.share)), 0);
  const share = Math.max(leaf.share, 1 - others);
  // Copied field by field, not spread, so the analysis and its leaves keep the one shape the scorers see.
  const graded: IngredientLeaf = {
    name: leaf.name, share, estimated: leaf.estimated, match: leaf.match, origins: leaf.origins, originSource: leaf.originSource, risks: leaf.risks,
    processedForm: leaf.processedForm, novaKind: leaf.novaKind, packsCookedPulse: leaf.packsCookedPulse,
  };
  return {
    parsed: a.parsed, leaves: [graded, ...a.leaves.slice(1)], features: a.features, coverage: a.coverage, hasIngredients: a.hasIngredients,
    rawOrigins: a.rawOrigins, productionOrigins: a.productionOrigins, carriedByAir: a.carriedByAir, seasoningBlend: a.seasoningBlend,
  };
}

/** Mass share from which a single agricultural ingredient is the product. */
const SINGLE_FOOD_SHARE = 0.9;
/** Unmatched mass a product named as a whole food may have (a coagulant, a culture the vocabulary lacks). */
const MAX_UNMATCHED = 0.1;

/** What a spice or dried herb sold as such may list: spices (additives to the vocabulary), herbs and chili (vegetables), salt. */
const SEASONING_GROUPS: ReadonlySet<CommodityGroup> = new Set<CommodityGroup>(['zero', 'vegetable']);

const unmatchedShare = (a: IngredientAnalysis): number => a.leaves.reduce((s, l) => s + (l.match === null ? l.share : 0), 0);

/**
 * A list that names the food of the product's name beside another food sold as such ("Olivolja och
 * rapsolja": rapeseed oil 70 %, olive oil 30 %) is a blend of them, built from its list (ADR 0120),
 * not the one food the name happens to name first. A butter listing its cream, a juice its fruit or
 * a cheese its milk do not name the product's own food, so they stay that food; nor does a cream listing
 * the milk it is let down with ("Soured Cream, Milk": a light cream is cream and milk, ADR 0292).
 */
function isBlendOf(named: ClimateReferenceKey, agricultural: readonly IngredientLeaf[]): boolean {
  const keys = new Set(agricultural.map((l) => leafReference(l.match!)?.key));
  const ownMilk = (k: ClimateReferenceKey): boolean => isGradedCream(named) && isLiquidMilk(k);
  return keys.has(named) && [...keys].some((k) => k !== undefined && k !== named && isWholeFood(k) && !ownMilk(k));
}

/** The share of the list held by foods of the groups a whole food is made with, not its own or its raw material's. */
function madeWithShare(named: ClimateReferenceKey, agricultural: readonly IngredientLeaf[]): number {
  const group = REFERENCE_GROUP.get(named);
  const own = group ? [group, ...(RAW_GROUPS[group] ?? [])] : [];
  return agricultural.reduce((sum, l) => (own.includes(l.match!.group) ? sum : sum + l.share), 0);
}

/** The groups a whole food's list may hold: its own, its raw material's and what it is made with; made once per food. */
const allowedGroups = new Map<ClimateReferenceKey, ReadonlySet<CommodityGroup>>();
function allowedGroupsOf(named: ClimateReferenceKey): ReadonlySet<CommodityGroup> {
  let allowed = allowedGroups.get(named);
  if (allowed === undefined) {
    const group = REFERENCE_GROUP.get(named);
    allowed = new Set<CommodityGroup>(group ? [group, ...(RAW_GROUPS[group] ?? []), ...madeWithGroupsOf(named)] : []);
    allowedGroups.set(named, allowed);
  }
  return allowed;
}

/** The whole food the product is, when its name says so and its ingredients agree. */
function wholeFoodOf(
  a: IngredientAnalysis,
  agricultural: readonly IngredientLeaf[],
  nameNames: ClimateReferenceKey | null,
  productClass: ProductClass | null,
): ClimateReferenceKey | null {
  // A cheese's name may name the milk it is made of ("Camembert, opastöriserad mjölk"): its list, read as cheese, says
  // what it is (ADR 0208).
  const named = nameNames !== null && isLiquidMilk(nameNames) && agricultural.some((l) => l.match!.key === 'cheese') ? null : nameNames;
  if (named !== null && isDrinkOfAdditives(named)) {
    if (!a.hasIngredients || (unmatchedShare(a) <= MAX_UNMATCHED && agricultural.length === 0)) return named;
  } else if (named !== null && isAdditiveSold(named)) {
    const heaviest = a.leaves.find((l) => l.share > 0);
    if (!a.hasIngredients || (unmatchedShare(a) <= MAX_UNMATCHED && heaviest?.match?.group === 'zero')) return named;
  } else if (named !== null && isSeasoning(named)) {
    if (!a.hasIngredients) return named;
    const madeWith = madeWithGroupsOf(named);
    const fits = (group: CommodityGroup): boolean => SEASONING_GROUPS.has(group) || madeWith.includes(group);
    if (unmatchedShare(a) <= MAX_UNMATCHED && a.leaves.every((l) => l.match === null || fits(l.match.group))) return named;
  } else if (named !== null && isWholeFood(named)) {
    if (!a.hasIngredients) return named;
    const allowed = allowedGroupsOf(named);
    if (
      unmatchedShare(a) <= MAX_UNMATCHED && agricultural.length > 0 && agricultural.every((l) => allowed.has(l.match!.group)) &&
      !isBlendOf(named, agricultural) && madeWithShare(named, agricultural) <= madeWithMaxShareOf(named)
    ) {
      return otherAnimalDairy(named, agricultural) ?? named;
    }
  }
  // One agricultural ingredient making up (nearly) all of an unprocessed product (or a frozen vegetable) is that
  // food; so is the made plant protein making up (nearly) all of a meat substitute, beside a little oil or onion.
  const heaviest = heaviestLeaf(agricultural, () => true);
  const heaviestRef = heaviest && heaviest.share >= SINGLE_FOOD_SHARE ? leafReference(heaviest.match!) : null;
  if (!heaviestRef || heaviestRef.scale !== 1 || !isWholeFood(heaviestRef.key)) return null;
  if (agricultural.length === 1 && soldAsItsOneFood(productClass)) return heaviestRef.key;
  return isMadeFoodOfClass(productClass, heaviestRef.key) ? heaviestRef.key : null;
}

/**
 * The whole food as its shelf sells it: a fresh food on a spice shelf is its dried spice (ADR 0213), whether the name
 * named it or its list is that one food; a fresh herb, no whole food of its own, is then its dried herb (ADR 0214).
 */
function onItsShelf(whole: ClimateReferenceKey | null, agricultural: readonly IngredientLeaf[], data: ProductData): ClimateReferenceKey | null {
  if (whole !== null) return spiceShelfForm(whole, data);
  const only = agricultural.length === 1 && agricultural[0]!.share >= SINGLE_FOOD_SHARE ? leafReference(agricultural[0]!.match!) : null;
  if (only === null || only.scale !== 1) return null;
  const spice = spiceShelfForm(only.key, data);
  return spice === only.key ? null : spice;
}

/**
 * A product made in water (ADR 0118): a food named as the dry one (coffee) whose list names water is
 * the drink brewed from it, on AGRIBALYSE's ready row. A stock or an extract (coconut milk) that the
 * name begins with is that food ready to use, whatever its list holds (AGRIBALYSE's stocks are
 * extracts and fat dissolved in water), when its list names water; without (a cube, a powder) no
 * ready row describes it.
 */
function inWater(a: IngredientAnalysis, names: ClimateNames, whole: ClimateReferenceKey | null): ClimateReferenceKey | null {
  const named = names.wholeFood;
  const water = a.leaves.some((l) => l.share > 0 && l.match?.key === 'water');
  if (named !== null && isReadyInWater(named)) return water && names.wholeFoodLeads ? named : whole;
  return water && whole !== null && whole === named ? (madeInWaterOf(whole) ?? whole) : whole;
}

/** An ingredient's origin counts for its farm figure only when the list declares it for that ingredient. */
const ownOrigin = (leaf: IngredientLeaf): readonly Origin[] => (leaf.originSource === 'ingredient' ? leaf.origins : []);

const routeOf = routeLabel;

/** A label that states air freight but no origin: flown from the documented default (ADR 0125). */
const carriedFrom = (a: IngredientAnalysis, origins: readonly Origin[]): readonly Origin[] => (origins.length === 0 && a.carriedByAir ? DEFAULT_AIR_ORIGINS : origins);

/** A leaf's reference entry for its own origin (which may pick a variant: heated-greenhouse tomatoes); the resolved one when it does not. */
function entryFor(lr: LeafReference, leaf: IngredientLeaf): ReferenceEntry {
  const key = originVariant(lr.key, ownOrigin(leaf));
  return key === lr.key ? lr.entry : referenceEntry(key);
}

/** The mass-weighted farm-to-gate figure of the matched ingredients, per kg of them. */
function matchedMean(gates: readonly { leaf: IngredientLeaf; ref: LeafReference | null }[]): number {
  let kg = 0;
  let mass = 0;
  for (const { leaf, ref: lr } of gates) {
    if (!lr) continue;
    const { ref } = entryFor(lr, leaf);
    kg += leaf.share * lr.scale * (ref.farm + ref.processing);
    mass += leaf.share;
  }
  return mass > 0 ? kg / mass : DEFAULT_INGREDIENT;
}

const isEstimatedOil = (leaf: IngredientLeaf): boolean => leaf.estimated && leaf.match?.group === 'oil';

/**
 * The factor on estimated oil shares so that all oil (declared and estimated) fits in the declared
 * fat: 1 when it does or when no fat is declared. The 1/rank estimate often gives a second-listed
 * oil a third of a drink that holds 1.5 % fat.
 */
function estimatedOilScale(a: IngredientAnalysis, fatPer100: number | null): number {
  if (fatPer100 === null || !(fatPer100 >= 0)) return 1;
  let estimated = 0;
  let declared = 0;
  for (const l of a.leaves) {
    if (l.share <= 0 || l.match?.group !== 'oil') continue;
    if (l.estimated) estimated += l.share;
    else declared += l.share;
  }
  const room = Math.max(0, fatPer100 / 100 - declared);
  return estimated > room ? room / estimated : 1;
}

/** Mean route over an origin list ("EU" is 27 countries); lists are shared between leaves, so memoised per list. */
const meanRoutes = new WeakMap<readonly Origin[], Map<string, number>>();
function meanRouteKg(origins: readonly Origin[], production: Origin | null): number {
  let byProduction = meanRoutes.get(origins);
  if (!byProduction) meanRoutes.set(origins, (byProduction = new Map<string, number>()));
  const key = production?.code ?? '';
  let mean = byProduction.get(key);
  if (mean === undefined) {
    let sum = 0;
    for (const o of origins) sum += routeKgCo2e(o, production && production.code !== o.code ? production : null);
    mean = sum / origins.length;
    byProduction.set(key, mean);
  }
  return mean;
}

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const CLASS_KEYS: readonly ProductClass[] = [
  'classBread', 'classCrispbread', 'classBiscuit', 'classCake', 'classBreakfastCereal', 'classBeer', 'classCider', 'classSoftDrink',
  'classPlantDrink', 'classIceCream', 'classYoghurt', 'classSpread', 'classSauce', 'classMayonnaise', 'classJam', 'classChocolate',
  'classReadyMeal', 'classPizza', 'classCharcuterie', 'classSausage', 'classFrozenFish', 'classCannedFish', 'classCannedVegetables',
  'classPlantProtein', 'classFrozenBerries', 'classFrozenPotato', 'classSandwich',
];
/**
 * Without a class: the median packaging and retail of the class references. A class that narrows
 * another (NARROWER_CLASSES: a sliced loaf is bread) is left out, so one kind of product does not
 * count twice. Nor is a class that only preserves a whole food (frozen vegetables, ADR 0110): the
 * defaults are those of recipes.
 */
const DEFAULT_PACKAGING = median(CLASS_KEYS.map((k) => reference(k).packaging));
const DEFAULT_RETAIL = median(CLASS_KEYS.map((k) => reference(k).retail));
const DEFAULT_TRANSPORT = median(CLASS_KEYS.map((k) => reference(k).transport));
/** An unmatched ingredient with nothing else to go by: the median farm-to-gate figure of the ingredient references. */
const DEFAULT_INGREDIENT = median(
  Object.values(COMMODITY_REFERENCES).filter((k): k is ClimateReferenceKey => k !== null).map((k) => reference(k).farm + reference(k).processing),
);

/** Share of a stage's figure resting on partner data at which the stage counts as partner-based. */
const PARTNER_MAJORITY = 0.5;

/**
 * The footprint of one product, or null when nothing says what it is made of (no readable
 * ingredient list and no whole food in its name).
 *
 * @param fatPer100 the declared fat, g per 100 g or ml (null when not declared): estimated oil
 *   shares cannot exceed it, since an oil is all fat.
 * @param partnerData the partner's own data, which replaces the stages it describes.
 */
/**
 * What the footprint's steps add up as they go: its parts in order, each part's relative spread,
 * and the kg CO2e of farm-gate and transport that rest on the partner's own data.
 */
interface Tally {
  readonly parts: ClimatePart[];
  readonly spreads: number[];
  partnerFarm: number;
  partnerTransport: number;
}

function addPart(tally: Tally, part: ClimatePart, spread: number): void {
  tally.parts.push(part);
  tally.spreads.push(spread);
}

export function climateFootprint(
  analysis: IngredientAnalysis,
  data: ProductData,
  names: ClimateNames,
  packaging: PackagingResult | null,
  fatPer100: number | null = null,
  partnerData: PartnerData | null = null,
): ClimateFootprint | null {
  const a = withGradeNotShare(analysis);
  const productClass = dishClassOf(a, names.productClass);
  const agricultural = agriculturalLeaves(a);
  const whole = frozenFoodOf(productClass, inWater(a, names, soldAsCut(caughtWildForm(onItsShelf(wholeFoodOf(a, agricultural, names.wholeFood, productClass), agricultural, data), data))));
  // Nothing to go by: no whole food named, no agricultural ingredient, and not a list of water, salt and additives only.
  if (whole === null && agricultural.length === 0 && (a.leaves.length === 0 || a.leaves.some((l) => l.match === null))) return null;

  const tally: Tally = { parts: [], spreads: [], partnerFarm: 0, partnerTransport: 0 };
  let wholeKey: ClimateReferenceKey | null = null;
  let structural: number;
  if (whole !== null) {
    wholeKey = addWholeFood(tally, a, whole, agricultural, data.name ?? data.functional_name ?? null, !takesClassSteps(productClass, whole));
    structural = SPREAD.wholeModel;
    if (takesClassSteps(productClass, wholeKey)) {
      // A frozen or canned vegetable: the fresh food's farm and carriage, the class's freezing or canning, pack and retail.
      const classRef = reference(productClass);
      addRecipeStep(tally, classRef, productClass);
      pushPackagingAndRetail(tally.parts, tally.spreads, packaging, classRef.packaging, classRef.retail, productClass);
    } else {
      const ref = reference(wholeKey);
      // A food whose row is sold loose (no packaging stage: carrots) in a container its label names is packed at the
      // classes' median, not at nothing (ADR 0186); the container's own mass is not known.
      if (ref.packaging === 0 && packaging?.container === true) {
        pushPackagingAndRetail(tally.parts, tally.spreads, packaging, DEFAULT_PACKAGING, ref.retail, wholeKey, null);
      } else pushPackagingAndRetail(tally.parts, tally.spreads, packaging, ref.packaging, ref.retail, wholeKey);
    }
  } else {
    const classRef = productClass ? reference(productClass) : null;
    const packKey = packOf(a, productClass);
    const packRef = packKey === productClass ? classRef : reference(packKey as ClimateReferenceKey);
    const coverage = addIngredients(tally, a, classRef, productClass, fatPer100);
    // Water, salt and additives alone: carried as the class, else as the one food it is packed as (ADR 0139, bottled water as bottled water).
    if (agricultural.length === 0) addCarriageFromProduction(tally, a, classRef ? { ref: classRef, key: productClass } : packRef ? { ref: packRef, key: packKey } : null);
    if (classRef && classRef.processing > 0) addRecipeStep(tally, classRef, productClass);
    structural = SPREAD.compositeModel + SPREAD.uncovered * (1 - Math.min(1, coverage));
    pushPackagingAndRetail(tally.parts, tally.spreads, packaging, packRef?.packaging ?? DEFAULT_PACKAGING, packRef?.retail ?? DEFAULT_RETAIL, packKey);
  }

  const { parts, spreads } = tally;
  let { partnerFarm, partnerTransport } = tally;
  // The partner's own data replaces the stages it describes (score/partner/).
  const partner = partnerData ? applyPartnerData(parts, spreads, partnerData, whole !== null) : null;
  if (partner?.transport) partnerTransport = partner.transport.partner;
  if (partner?.processing && whole !== null) partnerFarm = parts.find((p) => p.kind === 'ingredient')?.farm ?? 0;
  const partnerProcessing = partner?.processing?.partner ?? 0;

  const central = parts.reduce((s, p) => s + p.kgCo2e, 0);
  return new Footprint(central, whole !== null ? 'whole' : 'ingredients', wholeKey, productClass, parts, partner, { a, spreads, structural, partnerFarm, partnerTransport, partnerProcessing });
}

/**
 * A ready meal is a dish of several foods: a list that is one food ("Kokt pasta 98 %, olivolja" in the category
 * "Färdigmat") is that food as sold (ADR 0130), without the dish's cooking step (ADR 0158).
 */
function dishClassOf(a: IngredientAnalysis, productClass: ProductClass | null): ProductClass | null {
  return productClass === 'classReadyMeal' && oneFoodOf(a) !== null ? null : productClass;
}

/**
 * Whose packaging and retail a recipe takes: its class's, or in a can whose heaviest fish is a
 * mackerel or sardine, the canned mackerel row's (SMALL_FISH_IN_CANS, ADR 0110); without a class, the one
 * food it is (ADR 0130), else none (the classes' median).
 */
function packOf(a: IngredientAnalysis, productClass: ProductClass | null): ClimateReferenceKey | ProductClass | null {
  if (productClass === null) return a.seasoningBlend === null ? oneFoodOf(a) : heaviestBlended(a.seasoningBlend, a.leaves);
  if (!CANNED_CLASSES.has(productClass)) return productClass;
  const fish = heaviestLeaf(a.leaves, (l) => l.share > 0 && l.match?.key === 'fish');
  const key = fish ? leafReference(fish.match!)?.key : undefined;
  return key !== undefined && SMALL_FISH_IN_CANS.has(key) ? 'cannedSmallFish' : productClass;
}

/** A seasoning blend is packed as its spices are sold (ADR 0164): its heaviest spice's or dried vegetable's row. */
function heaviestBlended(blend: readonly (ClimateReferenceKey | null)[], leaves: readonly IngredientLeaf[]): ClimateReferenceKey | null {
  let key: ClimateReferenceKey | null = null;
  let share = 0;
  for (let i = 0; i < leaves.length; i++) {
    const k = blend[i];
    if (k != null && leaves[i]!.share > share) {
      key = k;
      share = leaves[i]!.share;
    }
  }
  return key;
}

/** The share of a recipe one food must hold for the recipe to be that food as sold (ADR 0130). */
const ONE_FOOD_SHARE = 0.9;

/**
 * A recipe without a class that is one food, at least 90 % of it by mass with its water counted ("Kokt hirs 97 %,
 * rapsolja, salt", "Rågmjöl"), is packed and sold as that food: its reference's packaging and retail (ADR 0130), not
 * the median of the classes', where that reference is a packed food (a raw vegetable's row, sold loose, has none).
 * Water is AGRIBALYSE's bottled water: a flavoured water is packed as its bottled waters are; the water a cooked
 * pulse is packed in is the pulse's, whose cooked row holds the water it was cooked in.
 */
function oneFoodOf(a: IngredientAnalysis): ClimateReferenceKey | null {
  // A list holds a handful of foods: two short lists, in the order first met, where a Map per product cost more than its lookups.
  const keys: ClimateReferenceKey[] = [];
  const shares: number[] = [];
  let total = 0;
  let pulseWater = 0;
  for (const l of a.leaves) {
    if (!(l.share > 0)) continue;
    total += l.share;
    if (l.packsCookedPulse) {
      pulseWater += l.share;
      continue;
    }
    const key = l.match?.key === 'water' ? 'bottledWater' : l.match && l.match.group !== 'zero' ? leafReference(l.match)?.key : undefined;
    if (key === undefined) continue;
    const at = keys.indexOf(key);
    if (at < 0) {
      keys.push(key);
      shares.push(l.share);
    } else shares[at]! += l.share;
  }
  for (let i = 0; i < keys.length; i++) if (shares[i]! + pulseWater >= ONE_FOOD_SHARE * total && reference(keys[i]!).packaging > 0) return keys[i]!;
  return null;
}

/**
 * What a whole food without a name is called in its contribution: the ingredient as written (one
 * agricultural item), else the list's items, so a partner never reads an internal reference key.
 */
function wholeFoodText(a: IngredientAnalysis, leaf: IngredientLeaf | null): string | null {
  if (leaf) return leaf.name;
  const names = a.leaves.map((l) => l.name).filter((n) => n !== '');
  return names.length > 0 ? names.join(', ') : null;
}

/**
 * Step for a product that is one whole food: its farm-gate figure for the whole kilogram and its
 * carriage. Its origin is its ingredient's, else the product's raw materials'. Returns the
 * reference it was counted as (the origin may pick a variant, e.g. heated-greenhouse tomatoes).
 * @param fresh sold as the fresh food, not canned or frozen: only then may its origin mean it was flown.
 */
function addWholeFood(
  tally: Tally,
  a: IngredientAnalysis,
  whole: ClimateReferenceKey,
  agricultural: readonly IngredientLeaf[],
  productName: string | null,
  fresh: boolean,
): ClimateReferenceKey {
  const leaf = agricultural.length === 1 ? agricultural[0]! : null;
  const origins = leaf && leaf.origins.length > 0 ? leaf.origins : a.rawOrigins;
  const key = originVariant(whole, origins);
  const carried = fresh && flownFresh(key, origins) ? listCarriedByAir(origins) : carriedFrom(a, origins);
  const { ref, spread } = referenceEntry(key);
  const gate = ref.farm + ref.processing;
  addPart(tally, {
    kind: 'ingredient', leaf: leaf ? a.leaves.indexOf(leaf) : null, text: productName ?? wholeFoodText(a, leaf) ?? key, reference: key,
    mass: 1, share: 1, factor: gate, kgCo2e: gate, farm: ref.farm, basis: 'partner', countedAs: null, route: null,
  }, spread);
  tally.partnerFarm += gate;
  addCarriage(tally, ref, carried, a.productionOrigins, { leaf: null, reference: key, mass: 1, share: null });
  return key;
}

/**
 * Step for a recipe: each ingredient with a positive share, by its own reference (oils whose share
 * was estimated scaled to the declared fat), or, when unmatched, by the class's figure or the
 * matched ingredients' mean; water, salt and additives carry none of their own. Returns the
 * matched share of the recipe (its coverage).
 */
function addIngredients(
  tally: Tally,
  a: IngredientAnalysis,
  classRef: ClimateReference | null,
  productClass: ProductClass | null,
  fatPer100: number | null,
): number {
  // One pass over the leaves: the coverage, the leaves with a share and their references, whether one is unmatched.
  let coverage = 0;
  let unmatchedLeaf = false;
  const gates: { leaf: IngredientLeaf; index: number; ref: LeafReference | null }[] = [];
  for (let index = 0; index < a.leaves.length; index++) {
    const leaf = a.leaves[index]!;
    if (leaf.match !== null) coverage += leaf.share;
    if (!(leaf.share > 0)) continue;
    gates.push({ leaf, index, ref: leaf.match ? referenceOfLeaf(a, index, leaf.match) : null });
    if (leaf.match === null) unmatchedLeaf = true;
  }
  const unmatchedFactor = !unmatchedLeaf ? 0 : classRef ? classRef.farm + classRef.processing : matchedMean(gates);
  const oilScale = estimatedOilScale(a, fatPer100);
  // A baked product's estimated shares carry the water its dough lost in the oven (ADR 0120).
  const doughScale = estimatedShareScale(a, productClass);
  let water = 0;
  for (const { leaf, index, ref: lr } of gates) {
    if (lr === null && leaf.match !== null) {
      // water, salt, additives: no footprint of their own; the water is carried with the product
      if (leaf.match.key === 'water') water += leaf.share;
      continue;
    }
    if (lr === null) addUnmatchedIngredient(tally, leaf, index, unmatchedFactor, productClass);
    else {
      const share = (isEstimatedOil(leaf) ? leaf.share * oilScale : leaf.share) * (leaf.estimated ? doughScale : 1);
      addMatchedIngredient(tally, a, leaf, index, lr, share * ingredientYield(productClass, leaf.match!.key, lr.key));
    }
  }
  if (water > 0 && a.leaves.some((l) => l.share > 0 && l.match !== null && l.match.group !== 'zero')) addWaterCarriage(tally, water, classRef, productClass);
  return coverage;
}

function addUnmatchedIngredient(tally: Tally, leaf: IngredientLeaf, index: number, factor: number, productClass: ProductClass | null): void {
  const kg = leaf.share * factor;
  addPart(tally, {
    kind: 'ingredient', leaf: index, text: leaf.name, reference: productClass, mass: leaf.share,
    share: leaf.share, factor, kgCo2e: kg, farm: 0.8 * kg, basis: leaf.estimated ? 'default' : 'partner',
    countedAs: productClass ? 'the product class reference' : 'the mean of the matched ingredients',
    route: null,
  }, SPREAD.unmatched);
}

/** A matched ingredient's farm-gate part (its mass in reference kilograms) and its carriage. */
function addMatchedIngredient(tally: Tally, a: IngredientAnalysis, leaf: IngredientLeaf, index: number, lr: LeafReference, share: number): void {
  const basis = leaf.estimated ? 'default' : 'partner';
  const entry = entryFor(lr, leaf);
  const { key, ref } = entry;
  const mass = share * lr.scale;
  const gate = ref.farm + ref.processing;
  const spread = leaf.estimated ? entry.estimatedSpread : entry.spread;
  addPart(tally, {
    kind: 'ingredient', leaf: index, text: leaf.name, reference: key, mass, share, factor: gate, kgCo2e: mass * gate, farm: mass * ref.farm,
    basis, countedAs: null, route: null,
  }, spread);
  if (basis === 'partner') tally.partnerFarm += mass * gate;
  addCarriage(tally, ref, carriedFrom(a, leaf.origins), a.productionOrigins, { leaf: index, reference: key, mass, share }, lr.carriedAsListed ? share : mass);
}

/** The water of a recipe carried from the factory to the shop at its class's market logistics (ADR 0110). */
function addWaterCarriage(tally: Tally, mass: number, classRef: ClimateReference | null, productClass: ProductClass | null): void {
  addClassLogistics(tally, 'market logistics: water', mass, mass, classRef?.transport ?? DEFAULT_TRANSPORT, productClass);
}

/** `mass` kg carried at a class's market logistics (`perKg`), with no route of its own (ADR 0110). */
function addClassLogistics(tally: Tally, text: string, mass: number, share: number | null, perKg: number, key: ClimateReferenceKey | ProductClass | null): void {
  addPart(tally, {
    kind: 'transport', leaf: null, text, reference: key, mass, share,
    factor: perKg, kgCo2e: mass * perKg, farm: 0, basis: 'default', countedAs: null, route: null,
  }, SPREAD.logistics);
}

/**
 * Carriage of `mass` kg of goods per kg of product: the route from the declared origins (via the
 * production country) when it is longer than the published market logistics of the reference,
 * else the market logistics (collection, import mix, distribution to the shop, as AGRIBALYSE
 * counts them). The longer of the two, so a far origin adds and a near one never subtracts below
 * the logistics every product needs.
 * A route carries `routeMass` kg, the ingredient as listed when that differs from its kilograms
 * of reference (tea leaves, ADR 0118); the longer of the two, as ever.
 */
function addCarriage(
  tally: Tally,
  ref: ClimateReference,
  origins: readonly Origin[],
  production: readonly Origin[],
  of: { leaf: number | null; reference: ClimateReferenceKey; mass: number; share: number | null },
  routeMass: number = of.mass,
): void {
  let perKg = ref.transport;
  let route: string | null = null;
  let mass = of.mass;
  if (origins.length > 0) {
    const routeKg = meanRouteKg(origins, production[0] ?? null);
    if (routeKg > ref.transport && routeKg * routeMass > ref.transport * of.mass) {
      perKg = routeKg;
      route = routeOf(origins);
      mass = routeMass;
    }
  }
  // A route rests on the label's data unless its origin is the air-freight default.
  const declared = route !== null && origins !== DEFAULT_AIR_ORIGINS;
  addPart(tally, {
    kind: 'transport', leaf: of.leaf, text: route ?? 'market logistics', reference: of.reference, mass, share: of.share,
    factor: perKg, kgCo2e: mass * perKg, farm: 0, basis: declared ? 'partner' : 'default', countedAs: null,
    route, flown: route !== null && origins[0]!.mode === 'air',
  }, route ? SPREAD.route : SPREAD.logistics);
  if (declared) tally.partnerTransport += mass * perKg;
}

/** Whose market logistics a product of water, salt and additives takes: its class's, else the one food it is packed as (packOf). */
interface Logistics {
  ref: ClimateReference;
  key: ClimateReferenceKey | ProductClass | null;
}

/**
 * Only water, salt and additives (a bottled water, a sugar-free soft drink): carried from where it
 * is made or at the market logistics of its class, whichever is longer (ADR 0110: AGRIBALYSE 3.1.1
 * counts 0.18 to 0.20 kg CO2e/kg for carrying its soft drinks and colas, which none was spared
 * before). Without a class, the logistics of the one food it is packed as (ADR 0139: a bottled
 * water, 0.10, had been carried for nothing when no origin was named); else the route, if any.
 */
function addCarriageFromProduction(tally: Tally, a: IngredientAnalysis, logistics: Logistics | null): void {
  const made = a.productionOrigins;
  const route = made.length > 0 ? meanRouteKg(made, null) : 0;
  // As for an ingredient (addCarriage), the longer of the route and the market logistics every product needs.
  if (logistics !== null && logistics.ref.transport >= route) {
    addClassLogistics(tally, 'market logistics', 1, null, logistics.ref.transport, logistics.key);
    return;
  }
  const where = made.length > 0 ? routeOf(made) : null;
  addPart(tally, {
    kind: 'transport', leaf: null, text: where ?? 'no transport known', reference: null, mass: 1, share: null,
    factor: route, kgCo2e: route, farm: 0, basis: where ? 'partner' : 'default', countedAs: null, route: where,
  }, SPREAD.route);
  if (where) tally.partnerTransport += route;
}

/** The product class's own processing step (baking, cooking), on top of its ingredients'. */
function addRecipeStep(tally: Tally, classRef: ClimateReference, productClass: ProductClass | null): void {
  addPart(tally, {
    kind: 'processing', leaf: null, text: `recipe step (${classRef.name})`, reference: productClass, mass: null,
    share: null, factor: classRef.processing, kgCo2e: classRef.processing, farm: 0, basis: 'default',
    countedAs: null, route: null,
  }, referenceSpread(classRef));
}

/**
 * The footprint, with its stages, interval and data quality worked out on first read: scoring
 * needs only `central`, the explanation the rest (so scoring a catalogue does not pay for them).
 */
class Footprint implements ClimateFootprint {
  #stages: ClimateStage[] | undefined;
  #interval: Interval | undefined;
  #quality: DataQuality | undefined;

  constructor(
    readonly central: number,
    readonly method: 'whole' | 'ingredients',
    readonly wholeReference: ClimateReferenceKey | null,
    readonly productClass: ProductClass | null,
    readonly parts: ClimatePart[],
    readonly partner: PartnerOverride | null,
    private readonly inputs: { a: IngredientAnalysis; spreads: readonly number[]; structural: number; partnerFarm: number; partnerTransport: number; partnerProcessing: number },
  ) {}

  get stages(): ClimateStage[] {
    return (this.#stages ??= stagesOf(this.parts, this.inputs.partnerFarm, this.inputs.partnerTransport, this.inputs.partnerProcessing));
  }

  get interval(): Interval {
    const { spreads, structural } = this.inputs;
    return (this.#interval ??= interval90(this.central, this.parts.map((p, i) => [p.kgCo2e, spreads[i] ?? 0] as const), structural));
  }

  get dataQuality(): DataQuality {
    return (this.#quality ??= rateDataQuality(this.inputs.a, this.parts, this.method === 'whole'));
  }

  get primaryDataShare(): number {
    const partnerKg = this.stages.reduce((s, st) => s + (st.basis === 'partner' ? st.kgCo2e : 0), 0);
    return this.central > 0 ? partnerKg / this.central : 0;
  }
}

function pushPackagingAndRetail(
  parts: ClimatePart[],
  spreads: number[],
  packaging: PackagingResult | null,
  defaultPackaging: number,
  retail: number,
  ref: ClimateReferenceKey | ProductClass | null,
  packagingRef: ClimateReferenceKey | ProductClass | null = ref,
): void {
  if (packaging?.kgCo2ePerKg != null) {
    parts.push({
      kind: 'packaging', leaf: null, text: packaging.text, reference: null, mass: null, share: null,
      factor: packaging.kgCo2ePerKg, kgCo2e: packaging.kgCo2ePerKg, farm: 0, basis: 'partner', countedAs: null,
      route: null,
    });
    spreads.push(SPREAD.partnerPackaging);
  } else {
    parts.push({
      kind: 'packaging', leaf: null, text: packaging?.text ?? 'class default', reference: packagingRef, mass: null,
      share: null, factor: defaultPackaging, kgCo2e: defaultPackaging, farm: 0, basis: 'default', countedAs: null,
      route: null,
    });
    spreads.push(SPREAD.defaultPackaging);
  }
  parts.push({
    kind: 'retail', leaf: null, text: 'storage and sale in the shop', reference: ref, mass: null, share: null,
    factor: retail, kgCo2e: retail, farm: 0, basis: 'default', countedAs: null, route: null,
  });
  spreads.push(SPREAD.retail);
}

function stagesOf(parts: readonly ClimatePart[], partnerFarm: number, partnerTransport: number, partnerProcessing: number): ClimateStage[] {
  const sum = { farm: 0, processing: 0, packaging: 0, transport: 0, retail: 0 };
  let packagingPartner = false;
  let ingredientProcessing = 0;
  for (const p of parts) {
    if (p.kind === 'ingredient') {
      sum.farm += p.farm;
      sum.processing += p.kgCo2e - p.farm;
      ingredientProcessing += p.kgCo2e - p.farm;
    } else sum[p.kind] += p.kgCo2e;
    if (p.kind === 'packaging' && p.basis === 'partner') packagingPartner = true;
  }
  // The ingredients' own figure (their farm and their processing) is what the declared shares and origins
  // describe; the product's recipe step or the partner's electricity is not, so it must not move the farm's basis.
  const ingredients = sum.farm + ingredientProcessing;
  const farmPartner = ingredients > 0 && partnerFarm / ingredients >= PARTNER_MAJORITY;
  return CLIMATE_STAGES.map((stage) => ({
    stage,
    kgCo2e: sum[stage],
    basis:
      stage === 'farm'
        ? farmPartner ? 'partner' : 'default'
        : stage === 'processing'
          ? sum.processing > 0 && (partnerProcessing + (farmPartner ? ingredientProcessing : 0)) / sum.processing >= PARTNER_MAJORITY ? 'partner' : 'default'
        : stage === 'transport'
          ? sum.transport > 0 && partnerTransport / sum.transport >= PARTNER_MAJORITY ? 'partner' : 'default'
          : stage === 'packaging' && packagingPartner ? 'partner' : 'default',
  }));
}
