/**
 * The two figures ADR 0140 weighed, printed from the files in data/sources/ (a maintainers' report, not a
 * table the engine reads):
 *
 *   npx tsx scripts/data/dish-recipe-mass.ts
 *
 * 1. The recipe's own step of each product class's AGRIBALYSE row: its "Autres étapes" line in the
 *    ingredient detail less the row's packaging, transport, retail and consumption stages, next to the
 *    whole processing stage the class takes as its recipe step. The difference is the processing of the
 *    row's own ingredients, which the engine also counts ingredient by ingredient.
 * 2. Kilograms of ingredients per kilogram of AGRIBALYSE's composed dishes, weighed as ADR 0120 weighed
 *    its baked goods: each ingredient line's climate contribution over a kilo of that ingredient to the
 *    factory gate (its product's agriculture and transformation stages), summed per product, over the
 *    products whose every line (salt aside) names a product in DISH_INGREDIENTS; per sub-group, the
 *    count, quartiles and median.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIMATE_REFERENCES } from '../../src/scoring/data/climate-references.js';
import { DISH_SUBGROUPS, OTHER_STEPS } from './agribalyse-ingredient-subset.js';
import { readCsv } from './csv.js';
import { BAKING_INGREDIENTS, SHARE_FILES, climateToGate, kilogramsOfIngredients, quantile, type IngredientLine } from './share-tables.js';

const DISHES_FILE = 'agribalyse-3.1.1-dishes-and-own-steps.csv';

/**
 * The ingredients of AGRIBALYSE's dishes, by the name its detail sheet gives them, with the AGRIBALYSE product
 * whose farm and transformation stages weigh a kilo of each (raw where AGRIBALYSE has a raw row). Generic
 * lines ("Viande", "Fromage", "Bouillon") and those with no product of their own are not named, so the
 * dishes that hold them are not weighed.
 */
const DISH_INGREDIENTS: Readonly<Record<string, string>> = {
  ...BAKING_INGREDIENTS,
  Oignons: '20034', Tomate: '20047_1', Carotte: '20009', Courgette: '20020', Poireau: '20039', Échalote: '20097',
  'Salade verte': '20031', Aubergine: '20053', Navet: '20064', Céleri: '20023', Fenouil: '20028', 'Haricot vert': '20061_1',
  'Petits pois': '20072', Ail: '11000', Persil: '11014', Coriandre: '11094', 'Ciboulette ou oignon de printemps': '11003',
  Poivre: '11015', 'Concentré de tomates': '20068', 'Jus de citron': '2028', 'Lait de coco ou crème de coco': '18041',
  'Pois chiches': '20516', 'Haricot rouge': '20525', Haricot: '20501', 'Haricot mungo': '20530', Lentilles: '20586',
  Pâtes: '9810', 'Blé dur': '9060', 'Riz non décortiqué': '9100', 'Farine de riz': '9520', 'Farine de sarrasin': '9540',
  'Amidon de maïs': '9510', 'Graine de sésame': '15010',
  Emmental: '12115', Gruyère: '12114', 'Fromage à pâte dure': '12110', Parmesan: '12120', 'Fromage mozzarella': '19590',
  Roquefort: '12500', Tomme: '12758',
  "Huile d'olive": '17270', "Huile combinée (mélange d'huile d'olive et d'huile de graines)": '17701',
  'Huile de tournesol': '17440', 'Huile de palme': '16150',
  'Jambon cuit': '28910', 'Saucisses sèches': '30300', 'Viande de poulet sans os': '36017', 'Viande de poulet avec os': '36016',
  'Viande de porc maigre': '28201', 'Bœuf haché': '6254', 'Viande de bœuf sans os': '6231', 'Viande de veau sans os': '6530',
  "Viande d'agneau sans os": '21502', 'Abats de porc': '40119', 'Abats de poulet': '40111', 'Abats de bœuf': '40104',
  "Lieu ou colin d'Alaska": '26134', Thon: '26053', Saumon: '26036', Crevette: '10021',
};
const SALT = 'Sel';
/** AGRIBALYSE's stages after the factory, which its "Autres étapes" line also holds. */
const AFTER_FACTORY = ['cc_emballage', 'cc_transport', 'cc_supermarche_distribution', 'cc_consommation'] as const;

export function dishRecipeMassReport(sourcesDir: string): string {
  const stages = new Map(readCsv(sourcesDir, SHARE_FILES.climate).map((r) => [r['code_agb']!, r]));
  const detail = readCsv(sourcesDir, DISHES_FILE);
  const lines: string[] = ['The recipe step of each class: taken (the row\'s processing stage) and the recipe\'s own (kg CO2e per kg)'];
  const otherSteps = new Map(detail.filter((r) => r['ingredient'] === OTHER_STEPS).map((r) => [r['code_agb']!, Number(r['cc_contribution'])]));
  for (const [key, ref] of Object.entries(CLIMATE_REFERENCES)) {
    if (!key.startsWith('class')) continue;
    const other = otherSteps.get(ref.agb);
    const row = stages.get(ref.agb);
    if (other === undefined || row === undefined) {
      lines.push(`  ${key.padEnd(24)} ${ref.agb.padEnd(7)} taken ${ref.processing.toFixed(3)}  own: no ingredient detail`);
      continue;
    }
    const own = other - AFTER_FACTORY.reduce((s, c) => s + Number(row[c] || 0), 0);
    lines.push(`  ${key.padEnd(24)} ${ref.agb.padEnd(7)} taken ${ref.processing.toFixed(3)}  own ${own.toFixed(3)}`);
  }

  const gate = climateToGate(sourcesDir);
  const products = new Map<string, { subgroup: string; name: string; lines: IngredientLine[] }>();
  for (const r of detail) {
    if (r['ingredient'] === OTHER_STEPS || r['ingredient'] === SALT) continue;
    const p = products.get(r['code_agb']!) ?? { subgroup: r['sous_groupe']!, name: r['nom_fr']!, lines: [] };
    p.lines.push({ ingredient: r['ingredient']!, cc: Number(r['cc_contribution']) });
    products.set(r['code_agb']!, p);
  }
  lines.push('', 'Kilograms of ingredients per kilogram of AGRIBALYSE\'s dishes (weighed products of all in the sub-group)');
  for (const subgroup of DISH_SUBGROUPS) {
    const all = [...products.entries()].filter(([, p]) => p.subgroup === subgroup);
    const weighed = all
      .filter(([, p]) => p.lines.every((l) => l.ingredient in DISH_INGREDIENTS))
      .map(([agb, p]) => ({ agb, name: p.name, kg: kilogramsOfIngredients(p.lines, DISH_INGREDIENTS, gate) }));
    const kgs = weighed.map((w) => w.kg);
    lines.push(
      weighed.length === 0
        ? `  ${subgroup}: none of ${all.length} weighed`
        : `  ${subgroup}: ${weighed.length} of ${all.length}, median ${quantile(kgs, 0.5).toFixed(2)} (quartiles ${quantile(kgs, 0.25).toFixed(2)}–${quantile(kgs, 0.75).toFixed(2)})`,
    );
    for (const w of weighed.sort((a, b) => a.kg - b.kg)) lines.push(`    ${w.agb.padEnd(7)} ${w.kg.toFixed(2)}  ${w.name}`);
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(dishRecipeMassReport(join(fileURLToPath(new URL('../../data/sources', import.meta.url)))));
}
