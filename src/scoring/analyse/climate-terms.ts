import type { ClimateReferenceKey } from '../data/climate-references.js';
import { climateTermRows } from '../lexicon/concepts.js';

/**
 * Vocabulary terms (as the ingredient matcher reports them) with a closer climate reference than
 * their commodity's: the names of the concepts that carry one (lexicon/concepts.ts). Read here, in
 * the analyse stage, so that the climate model (score/climate/) takes it as an annotation table.
 */
export const TERM_REFERENCES: Readonly<Record<string, ClimateReferenceKey>> = Object.fromEntries(climateTermRows());
