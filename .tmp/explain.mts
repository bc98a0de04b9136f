import { scoreAndExplain, summarize } from '../src/scoring/index.js';
const products: any[] = [
  { name: 'Havredryck', category: 'Havredryck', ingredients: 'Vatten, havre 10%, rapsolja, kalciumkarbonat, salt. Kan innehålla spår av nötter.', country_of_origin: 'Sverige', nutrient_basis_quantity: 100, nutrient_basis_unit: 'ml', quantity_energy_kj: 190, quantity_fat: 1.5, quantity_part_saturated_fat: 0.2, quantity_part_sugars: 4, quantity_salt: 0.1, packaging_material: 'Kartong', size: '1 l' },
  { name: 'Kexchoklad', ingredients: 'socker, vetemjöl, palmolja, kakaomassa, glutamat (E621), aromer, emulgeringsmedel (sojalecitin)', country_of_origin: 'Ghana', certificates: 'Fairtrade' },
  { name: 'Nötfärs', category: 'Köttfärs', ingredients: 'nötkött 100%', country_of_origin: 'Brasilien', nutrient_basis_quantity: 100, nutrient_basis_unit: 'g', quantity_fat: 12, quantity_salt: 0.2 },
  {},
];
for (const p of products) {
  const { scores, explanation } = scoreAndExplain(p, "sv");
  const strings: string[] = [];
  const walk = (v: any, path: string) => { if (typeof v === 'string') strings.push(`${path}: ${v}`); else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}/${i}`)); else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}/${k}`); };
  walk({ ...explanation, sources: undefined, summary: summarize(scores, explanation, 'sv') }, '');
  console.log(strings.filter(s => !s.startsWith('/sources')).join('\n'));
  console.log('----');
}
