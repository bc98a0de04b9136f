import type { ProductData } from '../../src/scoring/types.js';

/** The product of the scoring micro-benchmark: 8 ingredients, full nutrients, packaging. */
export const BENCH_PRODUCT: ProductData = {
  gtin: '07310865071807',
  name: 'Havrekakor med choklad',
  category: 'Kex och kakor',
  ingredients:
    'Ingredienser: Vetemjöl 35%, mörk choklad 20% (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin)), ' +
    'havregryn 15%, socker, smör, rapsolja, ägg, salt. Kan innehålla spår av hasselnötter.',
  country_of_origin: 'Sverige',
  raw_material_origin: 'EU',
  certificates: 'Svenskt Sigill',
  nutrient_basis_quantity: 100,
  nutrient_basis_unit: 'g',
  quantity_energy_kj: 2010,
  quantity_fat: 22,
  quantity_part_saturated_fat: 11,
  quantity_carbohydrate: 60,
  quantity_part_sugars: 28,
  quantity_fibre: 4.5,
  quantity_protein: 7,
  quantity_salt: 0.6,
  packaging_type: 'Påse',
  packaging_material: 'PP',
  packaging_material_quantity: 6,
  packaging_material_unit: 'g',
  size: '300 g',
};
