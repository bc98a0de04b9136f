import { explainProduct, scoreProduct } from '../../src/scoring/index.js';
import { parseIngredients } from '../../src/scoring/ingredients-parser.js';
import { matchIngredient } from '../../src/scoring/ingredient-matcher.js';
import { parseOrigins } from '../../src/scoring/countries.js';
import { haversineKm, routeKgCo2e } from '../../src/scoring/transport.js';
import { originByCode } from '../../src/scoring/countries.js';
const oat = {
  name: 'Havredryck', category: 'Havredryck', ingredients: 'Ingredienser: Vatten, havre 10%, rapsolja, kalciumkarbonat, salt, vitaminer (D2, riboflavin, B12). Kan innehålla spår av nötter.',
  country_of_origin: 'Sverige', nutrient_basis_quantity: 100, nutrient_basis_unit: 'ml',
  quantity_energy_kj: 190, quantity_part_sugars: 4, quantity_part_saturated_fat: 0.2, quantity_fat: 1.5, quantity_salt: 0.1, quantity_fibre: 0.8, quantity_protein: 0.3,
  packaging_material: 'Kartong', packaging_type: 'Tetra', packaging_material_quantity: 28, size: '1 l',
};
const e = explainProduct(oat);
console.log(e.scores, e.co2eParts, e.ingredients.leaves.map(l=>[l.name, +(l.share*100).toFixed(2), l.match?.key]));
for (const n of ['fullkornsvetemjöl','helmjölkspulver','rapsolja','havregryn','kokosmjölk','vetemjöl','e471','nötkött','hasselnötter','rostade hasselnötter','äppelmost','sockerärtor','kycklingbuljong','tomatpuré','roast beef','peppercorns','wholemeal wheat flour','skimmed milk powder','potatoes']) console.log(n, matchIngredient(n)?.key, matchIngredient(n)?.multiplier);
for (const o of ['Sverige','Sweden','SE','SWE','Made in Sweden','EU','Spanien/Italien','EU och icke-EU','Tillverkad i Sverige av svenska råvaror','Elfenbenskusten', 'Nya Zeeland', 'in']) console.log(o, parseOrigins(o).map(x=>x.code));
const se = originByCode('SE')!;
for (const c of ['DK','DE','ES','IT','CN','BR']) { const o = originByCode(c)!; console.log(c, haversineKm(o.lat,o.lon,se.lat,se.lon).toFixed(0), routeKgCo2e(o,null).toFixed(3)); }
console.log(JSON.stringify(parseIngredients('Ingredients: wheat flour (45%), sugar, palm oil 10 %, cocoa powder 2.5%, emulsifier (soy lecithin), salt. May contain traces of nuts and milk.')));
console.log(scoreProduct({}));
