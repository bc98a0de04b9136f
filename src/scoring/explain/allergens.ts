import { ALLERGEN_IDS } from '../analyse/allergens.js';
import type { ScoringTrace } from '../pipeline.js';
import type { AllergenEvidence } from './types.js';

/**
 * The words behind `allergenList`, from the same per-item annotations: allergens an ingredient holds, then
 * those only a "may contain" statement names, each in EU-14 order (the list's own order).
 */
export function explainAllergens(t: ScoringTrace): AllergenEvidence[] {
  const contains = new Map<string, string[]>();
  for (const item of t.features.items) {
    for (const [id, words] of item.allergens) contains.set(id, [...new Set([...(contains.get(id) ?? []), ...words])]);
  }
  const traces = t.features.traces;
  const out: AllergenEvidence[] = [];
  for (const id of ALLERGEN_IDS) {
    const words = contains.get(id);
    if (words) out.push({ allergen: id, presence: 'contains', evidence: words });
  }
  for (const id of ALLERGEN_IDS) {
    const words = traces.get(id);
    if (words && !contains.has(id)) out.push({ allergen: id, presence: 'traces', evidence: [...words] });
  }
  return out;
}
