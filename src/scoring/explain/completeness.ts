import { present } from '../text/normalize.js';
import type { ScoringTrace } from '../pipeline.js';
import type { ProductData, SustainabilityScores } from '../types.js';
import type { Completeness, MissingInput, RecordField } from './types.js';

/** Every computed field of the record, in the record's order (the engine builds its scores in the contract's order). */
export const recordFields = (scores: SustainabilityScores): RecordField[] => Object.keys(scores) as RecordField[];

const isComputed = (s: SustainabilityScores, field: RecordField) => s[field] !== null && s[field] !== '';

const NUTRIENTS: [keyof ProductData, string][] = [
  ['quantity_energy_kj', 'energy'],
  ['quantity_part_sugars', 'sugars'],
  ['quantity_part_saturated_fat', 'saturatedFat'],
  ['quantity_salt', 'salt'],
  ['quantity_protein', 'protein'],
];

/** The inputs a partner can add, each with the fields it feeds (docs/methodology.md, Fields table). */
function candidates(t: ScoringTrace, d: ProductData): MissingInput[] {
  const out: MissingInput[] = [];
  const absent = (...fields: (keyof ProductData)[]) => fields.every((f) => !present(d[f] as string | null | undefined) && typeof d[f] !== 'number');
  if (!t.ingredients.hasIngredients) {
    const affects: RecordField[] = ['CO2e', 'climateScore', 'novaScore', 'allergenList', 'landUseScore', 'waterScore', 'biodiversityScore'];
    out.push({ input: 'ingredients', affects: [...affects, 'antibioticsResistanceScore', 'animalProtectionScore', 'nutriScore', 'healthScore', 'overconsumptionRisk'] });
  }
  if (t.ingredients.rawOrigins.length === 0 && t.ingredients.productionOrigins.length === 0) {
    const affects: RecordField[] = ['transportScore', 'CO2e', 'climateScore', 'socialJusticeScore', 'equalityScore', 'workerRightsScore', 'childLaborScore'];
    out.push({ input: 'country_of_origin', affects: [...affects, 'pesticidesUseScore', 'fertilizersUseScore', 'biodiversityScore', 'antibioticsResistanceScore'] });
  }
  if (t.nutriScoreCategory?.category !== 'exempt' && !t.nutriScore) {
    const missing = NUTRIENTS.filter(([field]) => t.nutrients === null || absent(field)).map(([field]) => field);
    out.push({ input: (missing.length > 0 ? missing : NUTRIENTS.map(([f]) => f)).join(' + '), affects: ['nutriScore', 'healthScore', 'overconsumptionRisk'] });
  }
  if (t.nutriScore && absent('quantity_fibre')) out.push({ input: 'quantity_fibre', affects: ['nutriScore', 'healthScore'] });
  if (absent('category', 'functional_name')) out.push({ input: 'category', affects: ['nutriScore', 'novaScore', 'healthScore'] });
  // The partner's own pack (the partner-data operation) states materials, masses and the product's mass: nothing to ask for.
  if (t.climate?.partner?.packaging === undefined) {
    if (absent('packaging_material', 'packaging_type')) out.push({ input: 'packaging_material', affects: ['packageInformation', 'CO2e', 'climateScore'] });
    if (absent('packaging_material_quantity')) out.push({ input: 'packaging_material_quantity', affects: ['CO2e', 'climateScore'] });
    if (absent('size')) out.push({ input: 'size', affects: ['CO2e', 'climateScore'] });
  }
  if (t.scores.isEco === null) out.push({ input: 'certificates', affects: ['isEco', 'pesticidesUseScore', 'fertilizersUseScore', 'biodiversityScore', 'animalProtectionScore'] });
  return out;
}

/**
 * Share of the record's fields that could be computed, and the missing inputs ranked by what they
 * would bring: a field they would enable (now empty) counts twice one they would only change.
 */
export function explainCompleteness(t: ScoringTrace, data: ProductData): Completeness {
  const s = t.scores;
  // The record's fields read once, in one pass (for-in reads each through the object's own layout), and the empty ones kept.
  const empty = new Set<RecordField>();
  let fields = 0;
  for (const f in s) {
    fields++;
    if (!isComputed(s, f as RecordField)) empty.add(f as RecordField);
  }
  const share = Math.round((1000 * (fields - empty.size)) / fields) / 1000;
  const weight = (m: MissingInput) => m.affects.reduce((sum, f) => sum + (empty.has(f) ? 2 : 1), 0);
  const missing = candidates(t, data)
    .map((m, index) => ({ m, index, weight: weight(m) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ m }) => m);
  return { share, missing };
}
