import { encodeAllergens } from './analyse/allergens.js';
import type { TextFeatures } from './analyse/features.js';
import { isPlainWater, readCategory, type CategoryTag } from './analyse/category.js';
import { climateFootprint, type ClimateFootprint } from './score/climate/footprint.js';
import { MIN_COVERAGE, climateScore } from './score/climate/impacts.js';
import {
  animalProtectionScore,
  antibioticsScore,
  childLaborScore,
  equalityScore,
  socialJusticeScore,
  workerRightsScore,
} from './score/country-scores.js';
import { environmentFootprint, type EnvironmentFootprint } from './score/environment/footprint.js';
import { environmentScores } from './score/environment/scores.js';
import { healthScore, overconsumptionRisk } from './score/health.js';
import { analyzeIngredients, type IngredientAnalysis } from './analyse/ingredients.js';
import { computeIsEco, labelText, readLabels, type Labels } from './analyse/labels.js';
import { clamp, round, round1 } from './score/math.js';
import { computeNova } from './score/nova.js';
import { nutriScoreStep, type NutriScoreCategory, type NutriScoreResult } from './score/nutri-score.js';
import { selectNutrients, type Nutrients } from './parse/nutrients.js';
import { weighPackaging, type PackagingResult } from './score/climate/packaging.js';
import { readPackaging, readPartnerPackaging } from './analyse/packaging.js';
import { readClimateNames } from './analyse/climate-names.js';
import { readProductName } from './analyse/product-name.js';
import { computeTransport, transportScore, transportScoreQuantity, type TransportResult } from './score/climate/transport.js';
import type { ProductData, SustainabilityScores } from './types.js';
import { inOneShape } from './product-shape.js';
import type { PartnerData } from './score/partner/types.js';

/**
 * One scoring run's trace: everything behind the scores (the annotated ingredient tree, the
 * intermediate figures), for the explain stage, audits and tests. Not what partners see: the
 * published explanation (the contract's `ProductExplanation`) is `ScoreExplanation`, built from
 * this trace by `scoreAndExplain`.
 */
export interface ScoringTrace {
  scores: SustainabilityScores;
  ingredients: IngredientAnalysis;
  /** Matched-mass fraction of the ingredient list (0–1). */
  coverage: number;
  categoryTags: readonly CategoryTag[];
  labels: Labels;
  nutrients: Nutrients | null;
  nutriScore: NutriScoreResult | null;
  /** The scheme's class (`exempt` when it leaves the product out) and why; null when nothing could be decided. */
  nutriScoreCategory: { category: NutriScoreCategory; reason: string } | null;
  transport: TransportResult | null;
  packaging: PackagingResult | null;
  /** The climate footprint by stage (CO2e is its central value), with its interval and data quality. */
  climate: ClimateFootprint | null;
  /** The EF 3.1 indicators by stage behind the five environmental scores, read off `climate` (null with it). */
  environment: EnvironmentFootprint | null;
  /** Allergens, NOVA markers and sweeteners found in the ingredient items. */
  features: TextFeatures;
  /** Organic (isEco = 1): pesticide and fertiliser scores get their floors. */
  organic: boolean;
  /** Palm oil without RSPO lowered the biodiversity score. */
  palmPenalty: boolean;
}

const r1 = (x: number | null): number | null => (x === null ? null : round1(clamp(x, 0, 100)));
const r1OrNull = (x: number | null, score: (x: number) => number): number | null => (x === null ? null : r1(score(x)));

/**
 * @param partner the partner's own life-cycle data for the product (the partner-data operation),
 *   which replaces the defaults of the stages it describes; null without.
 */
export function traceProduct(input: ProductData, partner: PartnerData | null = null): ScoringTrace {
  const data = inOneShape(input);
  const category = readCategory(data);
  const { tags } = category;
  const labels = readLabels(labelText(data));
  const name = readProductName(data);
  const a = analyzeIngredients(data, tags.has('cheese'), name);
  const coverageOk = a.hasIngredients && a.coverage >= MIN_COVERAGE;

  // Climate
  const transport = computeTransport(a);
  const declaredPack = readPackaging(data);
  const packaging = weighPackaging(declaredPack);
  const nutrients = selectNutrients(data);
  const climate = climateFootprint(a, data, readClimateNames(data, category.productClass, a, name), packaging, nutrients?.fat ?? null, partner);
  const co2e = climate?.central ?? null;
  // The pack the record describes: the partner's own components where they make the packaging stage. Without a
  // footprint the partner's data is kept but not applied (the contract's `appliedToRecord`), the pack included.
  const packShown = partner?.packaging && climate ? weighPackaging(readPartnerPackaging(partner.packaging, declaredPack)) : packaging;
  const transportKg = transportScoreQuantity(climate?.partner?.transport, transport?.kgCo2e ?? null);

  // Nutrition and processing
  const { features } = a;
  const nova = computeNova(tags, a, features, category.nova);
  const nsStep = nutriScoreStep(tags, data, nutrients, a, features.sweetener, isPlainWater(tags, data));
  const ns = nsStep.result;
  const beverage = ns ? ns.kind === 'beverage' : tags.has('beverage') || nutrients?.basisKind === 'volume';

  // Water, land, fertilisers, pesticides, biodiversity: the climate footprint's references, their other EF indicators
  const isEco = computeIsEco(data, labels);
  const organic = isEco === 1;
  const environment = climate ? environmentFootprint(climate, a) : null;
  const palmPenalty = environment !== null && !labels.rspo && a.leaves.some((l) => l.match?.key === 'palmOil' && l.share > 0);
  const env = environment ? environmentScores(environment, { organic, palmPenalty }) : null;

  const scores: SustainabilityScores = {
    climateScore: co2e === null ? null : round1(climateScore(co2e)),
    CO2e: co2e === null ? null : round(co2e, 3),
    novaScore: nova,
    nutriScore: ns?.grade ?? null,
    healthScore: ns ? round1(healthScore(ns, nova)) : null,
    antibioticsResistanceScore: r1(antibioticsScore(a, coverageOk)),
    overconsumptionRisk: a.hasIngredients || nutrients || typeof data.alcohol_percentage === 'number' ? overconsumptionRisk(nutrients, beverage, nova, data.alcohol_percentage) : '',
    allergenList: encodeAllergens(features.allergens, features.traces),
    socialJusticeScore: r1(socialJusticeScore(a)),
    equalityScore: r1(equalityScore(a)),
    workerRightsScore: r1(workerRightsScore(a, labels)),
    animalProtectionScore: r1(animalProtectionScore(a, coverageOk, labels)),
    childLaborScore: r1(childLaborScore(a, labels)),
    biodiversityScore: env ? r1(env.biodiversityScore) : null,
    pesticidesUseScore: env ? r1(env.pesticidesUseScore) : null,
    fertilizersUseScore: env ? r1(env.fertilizersUseScore) : null,
    landUseScore: env ? r1(env.landUseScore) : null,
    waterScore: env ? r1(env.waterScore) : null,
    transportScore: r1OrNull(transportKg, (kg) => transportScore(kg)),
    packageInformation: packShown?.text ?? '',
    isEco,
  };
  return {
    scores,
    ingredients: a,
    coverage: a.coverage,
    categoryTags: category.tagList,
    labels,
    nutrients,
    nutriScore: ns,
    nutriScoreCategory: nsStep.category ? { category: nsStep.category, reason: nsStep.categoryReason } : null,
    transport,
    packaging,
    climate,
    environment,
    features,
    organic,
    palmPenalty,
  };
}

export function scoreProduct(data: ProductData, partner: PartnerData | null = null): SustainabilityScores {
  return traceProduct(data, partner).scores;
}
