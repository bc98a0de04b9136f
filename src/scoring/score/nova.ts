import type { CategoryTag } from '../analyse/category.js';
import type { IngredientAnalysis } from '../analyse/ingredients.js';
import type { NovaCategory, NovaMarkers } from '../analyse/processing.js';

/**
 * NOVA group from processing markers, after the rules summarised in docs/methodology.md (NOVA):
 * group-4 markers make 4; a culinary ingredient (salt, sugar, oil, butter, honey, vinegar,
 * starch), or a culinary product made only of culinary ingredients and its raw material, is 2;
 * group-3 markers or a processed-food category make 3; otherwise 1. The ingredient list decides
 * over the category: a cream or nut category does not make sweetened cream or salted nuts
 * culinary. Keyword lists are our own; additive names follow the EU Union list.
 */

const GROUP3_TAGS: readonly CategoryTag[] = ['cheese', 'alcohol', 'novaGroup3'];

/**
 * Reads annotations only: the items' processing markers (analyse/features.ts), each leaf's
 * culinary kind (analyse/ingredients.ts) and what the category text says (analyse/processing.ts).
 */
export function computeNova(
  tags: ReadonlySet<CategoryTag>,
  a: IngredientAnalysis,
  markers: Pick<NovaMarkers, 'group3' | 'group4'>,
  category: NovaCategory,
): 1 | 2 | 3 | 4 | null {
  if (!a.hasIngredients) {
    if (tags.has('water') && !tags.has('flavoured') && !tags.has('beverage')) return 1;
    return category.culinary && !category.processed ? 2 : null;
  }
  if (markers.group4) return 4;
  // Too little of the list understood to call it unprocessed.
  let known = 0;
  let culinary = 0;
  let other = 0;
  for (const l of a.leaves) {
    const kind = l.novaKind;
    if (l.match || kind === 'culinary') known++;
    if (kind === 'culinary') culinary++;
    // Water, iodine, additives and the culinary product's own raw material (cream in butter) do
    // not make a culinary ingredient a processed food; spices and seeds do (mustard).
    else if (kind === 'carried') continue;
    else if (category.culinary && l.match?.key === 'milk') continue;
    else other++;
  }
  const group3 = markers.group3 || category.processed || GROUP3_TAGS.some((t) => tags.has(t));
  // A processed-food category (wine, cheese, ready meal) says group 3 however little of the list is understood.
  if (known * 2 < a.leaves.length && !group3) return null;
  if (culinary > 0 && other === 0 && !category.processed) return 2;
  return group3 ? 3 : 1;
}
