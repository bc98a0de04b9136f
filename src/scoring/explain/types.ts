import type { AllergenId } from '../analyse/allergens.js';
import type { NutriScoreComponentName } from '../score/nutri-score.js';
import type { NutriScoreGrade, SustainabilityScores } from '../types.js';
import type { IndicatorName, Source } from './sources.js';

/**
 * The engine's account of one scoring run, shaped like the contract's `ProductExplanation` (minus
 * `gtin`, `methodVersion` and the language-bound `summary`, which the service adds).
 */
export type RecordField = keyof SustainabilityScores;

export interface ClimateContribution {
  kind: 'ingredient' | 'processing' | 'packaging' | 'transport' | 'retail';
  text: string;
  matched: string | null;
  sharePercent: number | null;
  shareEstimated: boolean;
  factor: number | null;
  factorUnit: 'kg CO2e/kg' | 'kg CO2e/t·km';
  sourceId: string | null;
  contribution: number;
  countedAs: string | null;
}

/** One life-cycle stage of `CO2e` (issue 22): farm, processing, packaging, transport, retail. */
export interface ClimateStageExplanation {
  stage: 'farm' | 'processing' | 'packaging' | 'transport' | 'retail';
  kgCo2e: number;
  basis: 'partner' | 'default';
  sourceId: string;
}

export interface ClimateExplanation {
  CO2e: number | null;
  coverage: number | null;
  contributions: ClimateContribution[];
  /** Additive members of the climate model by stage; empty / null when `CO2e` is null. */
  stages: ClimateStageExplanation[];
  interval: { low: number; high: number; level: 0.9 } | null;
  dataQuality: {
    rating: number;
    precision: number;
    technology: number;
    geography: number;
    time: number;
    primaryDataShare: number;
    /** Share of CO2e from the partner-data operation's parts (score/partner/). */
    partnerDataShare: number;
    method: 'whole' | 'ingredients';
  } | null;
}

export type NutriScoreCategory = 'general' | 'beverage' | 'fat' | 'cheese' | 'redMeat' | 'exempt';

export interface NutriScoreExplanation {
  grade: NutriScoreGrade | null;
  category: NutriScoreCategory;
  categoryReason: string;
  negativePoints: number | null;
  positivePoints: number | null;
  score: number | null;
  components: { name: NutriScoreComponentName; value: number | null; points: number }[];
  fvlPercent: number | null;
  fvlEstimated: boolean;
}

export interface NovaExplanation {
  group: 1 | 2 | 3 | 4 | null;
  reason: string;
  markers: { text: string; marker: string; group: 3 | 4 }[];
}

export interface AllergenEvidence {
  allergen: AllergenId;
  presence: 'contains' | 'traces';
  evidence: string[];
}

export interface CountryIndicator {
  name: IndicatorName;
  value: number;
  year: number;
  sourceId: string;
  estimate: boolean;
}

export interface CountryExplanation {
  country: string;
  usedFor: string[];
  indicators: CountryIndicator[];
}

export interface CountryScoreDerivation {
  field: RecordField;
  value: number | null;
  indicator: IndicatorName | null;
  derivation: string;
}

export interface MissingInput {
  input: string;
  affects: RecordField[];
}

export interface Completeness {
  share: number;
  missing: MissingInput[];
}

/** One of the five environmental scores from its physical quantity (explain/environment.ts). */
export interface EnvironmentScoreExplanation {
  field: RecordField;
  value: number | null;
  quantity: { name: string; label: { en: string; sv: string }; value: number; unit: string };
  stages: { stage: 'farm' | 'processing' | 'packaging' | 'transport' | 'retail'; value: number; basis: 'partner' | 'default' }[];
  interval: { low: number; high: number; level: number } | null;
  dataQuality: number | null;
  anchors: { best: number; worst: number };
  originFactor: number | null;
  sourceId: string;
  text: { en: string; sv: string };
}

export interface ScoreExplanation {
  climate: ClimateExplanation;
  /** The five environmental scores (water, land use, fertilisers, pesticides, biodiversity); empty when `CO2e` is null. */
  environment: EnvironmentScoreExplanation[];
  nutriScore: NutriScoreExplanation | null;
  nova: NovaExplanation;
  allergens: AllergenEvidence[];
  countries: CountryExplanation[];
  countryScores: CountryScoreDerivation[];
  sources: Source[];
  completeness: Completeness;
}
