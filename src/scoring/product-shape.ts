import type { ProductData } from './types.js';

/**
 * Every field of the scoring input, absent ones `undefined`, in the order of ProductData: the one shape the engine's
 * stages read. Products arrive with whichever fields their partner sent, in many shapes, and a field read on many
 * shapes is a megamorphic lookup each time (about 60 per product).
 */
const EMPTY_PRODUCT: Readonly<Record<keyof ProductData, undefined>> = {
  gtin: undefined, client_identifier: undefined, name: undefined, ingredients: undefined, origin: undefined,
  category: undefined, brand: undefined, size: undefined, size_unit: undefined, image_url: undefined,
  price: undefined, price_currency: undefined, is_eco: undefined, certificates: undefined,
  information_provider_gln: undefined, subcategory: undefined, brand_name: undefined, external_name: undefined,
  functional_name: undefined, packaging_label: undefined, country_of_origin: undefined,
  provenance_statement: undefined, raw_material_origin: undefined, packaging_type: undefined,
  packaging_material: undefined, packaging_material_quantity: undefined, packaging_material_unit: undefined,
  alcohol_percentage: undefined, preparation_state: undefined, nutrient_basis_quantity: undefined,
  nutrient_basis_unit: undefined, marketing_message: undefined, image_original: undefined, image_high_res: undefined,
  image_low_res: undefined, secondary_preparation_state: undefined, secondary_nutrient_basis_unit: undefined,
  quantity_energy_kj: undefined, quantity_energy_kcal: undefined, quantity_fat: undefined,
  quantity_part_saturated_fat: undefined, quantity_part_monounsaturated_fat: undefined,
  quantity_part_polyunsaturated_fat: undefined, quantity_carbohydrate: undefined, quantity_part_sugars: undefined,
  quantity_part_polyols: undefined, quantity_part_starch: undefined, quantity_fibre: undefined,
  quantity_protein: undefined, quantity_salt: undefined, secondary_nutrient_basis_quantity: undefined,
  secondary_quantity_energy_kj: undefined, secondary_quantity_energy_kcal: undefined,
  secondary_quantity_fat: undefined, secondary_quantity_part_saturated_fat: undefined,
  secondary_quantity_part_monounsaturated_fat: undefined, secondary_quantity_part_polyunsaturated_fat: undefined,
  secondary_quantity_carbohydrate: undefined, secondary_quantity_part_sugars: undefined,
  secondary_quantity_part_polyols: undefined, secondary_quantity_part_starch: undefined,
  secondary_quantity_fibre: undefined, secondary_quantity_protein: undefined, secondary_quantity_salt: undefined,
};

/**
 * The product's fields in that one shape. Spread, not assigned: a spread defines the fields it copies, so a field
 * named `__proto__` in a parsed submission is copied as data and never sets the copy's prototype.
 */
export const inOneShape = (data: ProductData): ProductData => ({ ...EMPTY_PRODUCT, ...data });
