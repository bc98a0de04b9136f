import type { components } from '../../generated/v2.js';

/**
 * The scoring seam. The service merges catalogue data with the calling client's own submission
 * (the client's non-empty fields win) and passes the result here; scoring never does I/O.
 *
 * Field names are the wire names of the two submission forms (contract schemas
 * `ProductSubmission` and `RichProductSubmission`), so a stored submission is scoring input as is.
 * Where the simple and the rich form name the same thing differently (origin / country_of_origin,
 * brand / brand_name), both may be present and scoring prefers the rich one.
 */
export interface ProductData {
  gtin?: string | null;
  client_identifier?: string | null;
  name?: string | null;
  ingredients?: string | null;
  /** Simple form: country of origin, free text (Swedish or English name, or ISO code). */
  origin?: string | null;
  category?: string | null;
  brand?: string | null;
  /** Simple form: numeric size; rich form: size as text (e.g. "500 g"). */
  size?: number | string | null;
  size_unit?: string | null;
  image_url?: string | null;
  price?: number | null;
  price_currency?: string | null;
  is_eco?: 0 | 1 | null;
  certificates?: string | null;

  information_provider_gln?: string | null;
  subcategory?: number | null;
  brand_name?: string | null;
  external_name?: string | null;
  functional_name?: string | null;
  packaging_label?: string | null;
  country_of_origin?: string | null;
  provenance_statement?: string | null;
  raw_material_origin?: string | null;
  packaging_type?: string | null;
  packaging_material?: string | null;
  packaging_material_quantity?: number | null;
  packaging_material_unit?: string | null;
  alcohol_percentage?: number | null;
  preparation_state?: string | null;
  nutrient_basis_quantity?: number | null;
  nutrient_basis_unit?: string | null;
  marketing_message?: string | null;
  image_original?: string | null;
  image_high_res?: string | null;
  image_low_res?: string | null;
  secondary_preparation_state?: string | null;
  secondary_nutrient_basis_unit?: string | null;

  quantity_energy_kj?: number | null;
  quantity_energy_kcal?: number | null;
  quantity_fat?: number | null;
  quantity_part_saturated_fat?: number | null;
  quantity_part_monounsaturated_fat?: number | null;
  quantity_part_polyunsaturated_fat?: number | null;
  quantity_carbohydrate?: number | null;
  quantity_part_sugars?: number | null;
  quantity_part_polyols?: number | null;
  quantity_part_starch?: number | null;
  quantity_fibre?: number | null;
  quantity_protein?: number | null;
  quantity_salt?: number | null;

  secondary_nutrient_basis_quantity?: number | null;
  secondary_quantity_energy_kj?: number | null;
  secondary_quantity_energy_kcal?: number | null;
  secondary_quantity_fat?: number | null;
  secondary_quantity_part_saturated_fat?: number | null;
  secondary_quantity_part_monounsaturated_fat?: number | null;
  secondary_quantity_part_polyunsaturated_fat?: number | null;
  secondary_quantity_carbohydrate?: number | null;
  secondary_quantity_part_sugars?: number | null;
  secondary_quantity_part_polyols?: number | null;
  secondary_quantity_part_starch?: number | null;
  secondary_quantity_fibre?: number | null;
  secondary_quantity_protein?: number | null;
  secondary_quantity_salt?: number | null;
}

export type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';

/**
 * Every computed field of the product record (contract schema `ProductRecord`) except `id`,
 * `gtin` and `name`, which the service fills: taken from the contract's types, so a field is
 * declared once (openapi/v2.yaml) and the engine only computes it (pipeline.ts) and explains it
 * (explain/summary.ts). Scores are 0–100, higher is better, `null` when their inputs are missing.
 * The three text fields are `""` when nothing can be said (the spec types them as strings that
 * "may be empty"). The engine narrows one type: NOVA groups are 1 to 4, which the contract states
 * as an integer range.
 */
type ContractScores = Omit<components['schemas']['ProductRecord'], 'id' | 'gtin' | 'name' | 'novaScore'> & { novaScore: 1 | 2 | 3 | 4 | null };
export type SustainabilityScores = { [Field in keyof ContractScores]: ContractScores[Field] };
