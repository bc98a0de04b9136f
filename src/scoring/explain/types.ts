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
  kind: 'ingredient' | 'transport' | 'packaging';
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

export interface ClimateExplanation {
  CO2e: number | null;
  coverage: number | null;
  contributions: ClimateContribution[];
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

export interface ScoreExplanation {
  climate: ClimateExplanation;
  nutriScore: NutriScoreExplanation | null;
  nova: NovaExplanation;
  allergens: AllergenEvidence[];
  countries: CountryExplanation[];
  countryScores: CountryScoreDerivation[];
  sources: Source[];
  completeness: Completeness;
}
