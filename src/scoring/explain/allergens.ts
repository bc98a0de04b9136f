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
    for (const [id, words] of item.allergens) {
      // A fresh list per allergen: the items' own lists are shared through the annotation cache.
      let all = contains.get(id);
      if (all === undefined) contains.set(id, (all = []));
      for (const word of words) if (!all.includes(word)) all.push(word);
    }
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
