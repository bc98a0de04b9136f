import type { OperationId } from '../shared/operations.js';

/**
 * What a request costs against the rate limit, in points (the contract's *Limits* and
 * `RateLimit-Limit`): 1, except for the two operations whose work grows with their input. A
 * preview runs the scoring engine, about three product reads of work for a usual ingredient list
 * and more for a long one; a batch read reads and sends up to 1,000 records. So one key cannot
 * spend the service's CPU on the others' behalf by sending large previews or batches at the rate
 * of small reads (docs/adr/0085-cost-weighted-rate-limits.md).
 */
export const PREVIEW_BASE_POINTS = 2;
/** A preview costs one point more per this many ingredients (rounded up). */
export const INGREDIENTS_PER_POINT = 5;
/** A batch read costs one point per this many GTINs (rounded up). */
export const GTINS_PER_POINT = 10;

/** The entries of an ingredient list: separated by commas or semicolons, at any depth of parentheses. */
export function ingredientCount(ingredients: unknown): number {
  if (typeof ingredients !== 'string' || ingredients.trim() === '') return 0;
  return 1 + (ingredients.match(/[,;]/g)?.length ?? 0);
}

/** The points of a validated request: 1 for every operation but the preview and the batch read. */
export function requestCost(operationId: OperationId, body: unknown): number {
  const fields = (body ?? {}) as { ingredients?: unknown; gtins?: unknown };
  switch (operationId) {
    case 'previewProduct':
      return PREVIEW_BASE_POINTS + Math.ceil(ingredientCount(fields.ingredients) / INGREDIENTS_PER_POINT);
    case 'batchGetProducts':
      return Math.max(1, Math.ceil((Array.isArray(fields.gtins) ? fields.gtins.length : 0) / GTINS_PER_POINT));
    default:
      return 1;
  }
}
