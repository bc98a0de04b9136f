import type { ProductData } from '../../src/scoring/index.js';

/**
 * The oat drink of the contract's examples and of "How a score is computed" (docs/methodology.md),
 * as the catalogue holds it. vitest-free, so `make examples` can use it.
 */
export const OAT_DRINK_GTIN = '07310865071859';
export const OAT_DRINK: ProductData = {
  name: 'Havredryck Barista 1 l',
  category: 'Växtbaserad dryck',
  brand_name: 'Oatly',
  country_of_origin: 'Sverige',
  packaging_type: 'Kartong',
  packaging_material: 'Kartong med plastlock',
  packaging_material_quantity: 32,
  packaging_material_unit: 'g',
  ingredients: 'vatten, havre (10%), rapsolja, kalciumkarbonat, salt',
  size: '1 l',
  nutrient_basis_quantity: 100,
  nutrient_basis_unit: 'ml',
  quantity_energy_kj: 190,
  quantity_energy_kcal: 45,
  quantity_fat: 1.5,
  quantity_part_saturated_fat: 0.2,
  quantity_carbohydrate: 6.7,
  quantity_part_sugars: 4,
  quantity_fibre: 0.8,
  quantity_protein: 0.3,
  quantity_salt: 0.1,
};

/** The second product of the export example: plain oat flakes, as their label states them. */
export const OAT_FLAKES_GTIN = '07310865071866';
export const OAT_FLAKES: ProductData = {
  name: 'Havregryn 1 kg',
  category: 'Gryn',
  country_of_origin: 'Sverige',
  packaging_type: 'Påse',
  packaging_material: 'Papper',
  packaging_material_quantity: 20,
  packaging_material_unit: 'g',
  ingredients: 'havregryn (100%)',
  size: '1 kg',
  nutrient_basis_quantity: 100,
  nutrient_basis_unit: 'g',
  quantity_energy_kj: 1550,
  quantity_energy_kcal: 370,
  quantity_fat: 7,
  quantity_part_saturated_fat: 1.3,
  quantity_carbohydrate: 58,
  quantity_part_sugars: 1,
  quantity_fibre: 10,
  quantity_protein: 13,
  quantity_salt: 0.01,
};

/** The oat drink as a partner that knows it as SKU-100234 receives it (webhook, change feed). */
export const OAT_DRINK_CLIENT_IDENTIFIER = 'SKU-100234';
