import { CHILD_LABOUR, CHILD_LABOUR_REGIONAL } from './child-labour.js';
import { COUNTRIES_META } from './countries.js';
import { FREIGHT_META } from './freight-factors.js';
import type { SourcedTableMeta } from './meta.js';
import { PACKAGING_META } from './packaging-materials.js';
import type { SourceId } from './sources.js';

export interface EstimatedInput {
  /** Which input, in words partners understand. */
  input: string;
  /** The output fields it feeds. */
  fields: readonly string[];
  sourceId: SourceId;
  reason: string;
}

const entry = (input: string, fields: readonly string[], meta: SourcedTableMeta): EstimatedInput => ({
  input,
  fields,
  sourceId: meta.sourceId,
  reason: meta.estimateReason ?? '',
});

/**
 * Every shipped table marked `estimate: true` (no committed primary file behind it), for the
 * explanation and docs to tell partners which inputs are estimates and why.
 */
export const ESTIMATED_INPUTS: readonly EstimatedInput[] = [
  entry('National child-labour prevalence (SDG 8.7.1)', ['childLaborScore'], CHILD_LABOUR),
  entry('Regional child-labour prevalence (ILO-UNICEF 2020)', ['childLaborScore'], CHILD_LABOUR_REGIONAL),
  entry('Freight emission factors (DESNZ 2025)', ['CO2e', 'climateScore', 'transportScore'], FREIGHT_META),
  entry('Packaging material factors (DESNZ 2025)', ['CO2e', 'climateScore', 'packageInformation'], PACKAGING_META),
  entry('Country centroids (Natural Earth)', ['CO2e', 'climateScore', 'transportScore'], COUNTRIES_META),
].filter((e) => e.reason !== '');
