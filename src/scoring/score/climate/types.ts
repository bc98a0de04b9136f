import type { ClimateReferenceKey } from '../../data/climate-references.js';
import type { Interval } from './interval.js';
import type { ProductClass } from './references.js';

/** Shapes of the climate model (src/scoring/score/climate/), apart so its modules import no cycle. */

export type ClimateStageName = 'farm' | 'processing' | 'packaging' | 'transport' | 'retail';
export const CLIMATE_STAGES: readonly ClimateStageName[] = ['farm', 'processing', 'packaging', 'transport', 'retail'];

export interface ClimateStage {
  stage: ClimateStageName;
  /** kg CO2e per kg of product. */
  kgCo2e: number;
  /** `partner` when the stage rests mainly on the partner's data (declared shares, origins, packaging mass). */
  basis: 'partner' | 'default';
}

/** One line of the footprint, for the explanation's contributions; the lines sum to `central`. */
export interface ClimatePart {
  kind: 'ingredient' | 'processing' | 'packaging' | 'transport' | 'retail';
  /** Index into the analysis' leaves; null for product-level parts. */
  leaf: number | null;
  text: string;
  /** The reference food or class whose figure was used; null when none. */
  reference: ClimateReferenceKey | ProductClass | null;
  /** Mass of the reference per kg of product (ingredient share × multiplier); null for product-level parts. */
  mass: number | null;
  /** The ingredient's mass share as counted (an estimated oil share may be capped by the declared fat); null for product-level parts. */
  share: number | null;
  /** kg CO2e per kg of the reference. */
  factor: number;
  kgCo2e: number;
  /** Farm share of an ingredient part (the rest is its processing). */
  farm: number;
  basis: 'partner' | 'default';
  countedAs: string | null;
  /** Route for transport parts ("SE", "ES/IT"), null for market logistics. */
  route: string | null;
  /** A transport part's route was flown (ADR 0125: the label says so; ADR 0203: AGRIBALYSE flies the food from there). */
  flown?: boolean;
  /** Computed from the partner's own data (the partner-data operation), not from a reference. */
  partnerData?: boolean;
}

export interface ClimateFootprint {
  /** kg CO2e per kg, the record's `CO2e` before rounding. */
  central: number;
  stages: ClimateStage[];
  interval: Interval;
  dataQuality: DataQuality;
  /** Share (0–1) of `central` from stages resting on the partner's data. */
  primaryDataShare: number;
  /** `whole`: the product is one reference food; `ingredients`: built from its ingredient list. */
  method: 'whole' | 'ingredients';
  wholeReference: ClimateReferenceKey | null;
  productClass: ProductClass | null;
  parts: ClimatePart[];
  /** The stages the partner's own data replaced, each with its default and partner figure; null without partner data. */
  partner: PartnerOverride | null;
}


/** One stage the partner's own data replaced (score/partner/): its default figure and the partner's, kg CO2e per kg of product. */
export interface StageOverride {
  default: number;
  partner: number;
  /**
   * partner / default: the factor by which the stage's other indicators are scaled where the
   * partner's quantities have no factor of their own (an estimate, docs/methodology.md); null
   * when the default stage was 0 (nothing to scale).
   */
  ratio: number | null;
  /** The default parts it replaced (empty for a single food's processing, which lives in its ingredient part). */
  replaced: readonly ClimatePart[];
}

/** What the partner's data changed in a footprint, per stage it describes. */
export type PartnerOverride = Partial<Record<'transport' | 'processing' | 'packaging', StageOverride>>;

export interface DataQuality {
  rating: number;
  precision: number;
  technology: number;
  geography: number;
  time: number;
}
