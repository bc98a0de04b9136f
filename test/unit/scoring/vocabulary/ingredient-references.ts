import type { traceProduct } from '../../../../src/scoring/index.js';

/** The climate reference each ingredient of a traced product is counted at, in order: what a vocabulary test asks. */
export const ingredientReferencesOf = (trace: ReturnType<typeof traceProduct>): (string | null)[] =>
  trace.climate!.parts.filter((p) => p.kind === 'ingredient').map((p) => p.reference);
