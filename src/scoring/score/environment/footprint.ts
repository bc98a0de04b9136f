import type { IngredientAnalysis } from '../../analyse/ingredients.js';
import { CLIMATE_REFERENCES } from '../../data/climate-references.js';
import {
  ENVIRONMENT_INDICATORS,
  ENVIRONMENT_REFERENCES,
  ENVIRONMENT_STAGES,
  type EnvironmentReference,
  type EnvironmentStage,
} from '../../data/environment-references.js';
import { dqrSpread, interval90, SPREAD, type Interval } from '../climate/interval.js';
import type { ClimateFootprint, ClimatePart } from '../climate/types.js';
import { farmOriginFactors } from './origin.js';
import { NARROWER_CLASSES } from '../../analyse/climate-names.js';
import type { PartnerOverride } from '../climate/types.js';
import { PARTNER_STAGES } from '../partner/types.js';
import { countsStage, dot, ENVIRONMENT_QUANTITIES, type EnvironmentQuantity, type EnvironmentQuantityName } from './quantities.js';

/**
 * The product's EF 3.1 indicators stage by stage (docs/methodology.md, "Environment"), read off the
 * climate footprint's parts: the climate model has already chosen the reference of every
 * ingredient, whole food and product class, its mass per kg of product and its transport,
 * packaging and retail, so this module reuses those choices (no second matcher) and looks up the
 * same references' other indicators.
 * - an ingredient part: its mass × the reference's farm and processing vectors, the farm vector
 *   scaled by the origin factors (origin.ts);
 * - processing, packaging, transport and retail parts: their kg CO2e × the reference's indicators
 *   per kg CO2e of that stage, so a longer declared route or a heavier declared packaging moves
 *   every indicator with its CO2e; a part without a reference of its own takes the median intensity
 *   of all references for that stage.
 */

const N = ENVIRONMENT_INDICATORS.length;
type Vector = Float64Array;

type StageKey = EnvironmentStage;
type ReferenceKey = keyof typeof ENVIRONMENT_REFERENCES;

const CLIMATE_STAGE_VALUE: Record<StageKey, (k: ReferenceKey) => number> = {
  farm: (k) => CLIMATE_REFERENCES[k].farm,
  processing: (k) => CLIMATE_REFERENCES[k].processing,
  packaging: (k) => CLIMATE_REFERENCES[k].packaging,
  transport: (k) => CLIMATE_REFERENCES[k].transport,
  retail: (k) => CLIMATE_REFERENCES[k].retail,
};

/** Below this a stage's CO2e is too small to divide by (kg CO2e per kg). */
const MIN_STAGE_CO2E = 1e-6;

/** Indicators per kg CO2e of each reference's stage, worked out once per table (null when the stage has no CO2e). */
const INTENSITY = new Map<ReferenceKey, Record<StageKey, readonly number[] | null>>();
for (const key of Object.keys(ENVIRONMENT_REFERENCES) as ReferenceKey[]) {
  const ref = ENVIRONMENT_REFERENCES[key];
  const byStage = {} as Record<StageKey, readonly number[] | null>;
  for (const st of ENVIRONMENT_STAGES) {
    const co2 = CLIMATE_STAGE_VALUE[st](key);
    byStage[st] = co2 > MIN_STAGE_CO2E ? ref.stages[st].map((x) => x / co2) : null;
  }
  INTENSITY.set(key, byStage);
}

function medianOf(xs: number[]): number {
  const s = xs.sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Per stage, the median over all references of each indicator per kg CO2e (a narrower class counted once, as its broader one). */
const DEFAULT_INTENSITY = {} as Record<StageKey, readonly number[]>;
const MEDIAN_INTENSITIES = [...INTENSITY].filter(([key]) => !(key in NARROWER_CLASSES)).map(([, byStage]) => byStage);
for (const st of ENVIRONMENT_STAGES) {
  DEFAULT_INTENSITY[st] = ENVIRONMENT_INDICATORS.map((_, k) => medianOf(MEDIAN_INTENSITIES.flatMap((r) => (r[st] ? [r[st][k]!] : []))));
}

const isReference = (key: ClimatePart['reference']): key is ReferenceKey => key !== null && key in ENVIRONMENT_REFERENCES;

/** One part's indicator vector at one stage, with its σ and the DQR of the reference it rests on. */
export interface EnvironmentPart {
  stage: StageKey;
  values: Vector;
  sigma: number;
  dqr: number | null;
}

export interface EnvironmentFootprint {
  /** Stage → indicator vector (ENVIRONMENT_INDICATORS order), per kg of product: replace a stage whole to use other data. */
  stages: Readonly<Record<StageKey, Vector>>;
  parts: readonly EnvironmentPart[];
  /** The climate footprint it was read from (its stage basis and method). */
  climate: ClimateFootprint;
  /** σ of the model itself (as the climate model's). */
  structural: number;
  /** Mass-weighted farm-stage factor of each indicator from the declared origins (1 = the French basis). */
  originFactors: readonly number[];
  quantity(q: EnvironmentQuantity): number;
  interval(q: EnvironmentQuantityName): Interval;
  dataQuality(q: EnvironmentQuantityName): number | null;
}

function scaled(v: readonly number[], by: number, factors?: readonly number[]): Vector {
  const out = new Float64Array(N);
  for (let i = 0; i < N; i++) out[i] = v[i]! * by * (factors ? factors[i]! : 1);
  return out;
}

function partSigma(p: ClimatePart, ref: EnvironmentReference | null, estimated: boolean): number {
  switch (p.kind) {
    case 'ingredient': {
      const s = ref ? dqrSpread(ref.dqr) : SPREAD.unmatched;
      return estimated ? Math.sqrt(s * s + SPREAD.estimatedShare ** 2) : s;
    }
    case 'processing':
      return ref ? dqrSpread(ref.dqr) : SPREAD.unmatched;
    case 'transport':
      return p.route ? SPREAD.route : SPREAD.logistics;
    case 'packaging':
      return p.basis === 'partner' ? SPREAD.partnerPackaging : SPREAD.defaultPackaging;
    case 'retail':
      return SPREAD.retail;
  }
}

export function environmentFootprint(climate: ClimateFootprint, a: IngredientAnalysis): EnvironmentFootprint {
  const stages = Object.fromEntries(ENVIRONMENT_STAGES.map((st) => [st, new Float64Array(N)])) as Record<StageKey, Vector>;
  const parts: EnvironmentPart[] = [];
  const originWeighted = new Float64Array(N);
  let originMass = 0;
  const add = (stage: StageKey, values: Vector, sigma: number, dqr: number | null) => {
    const acc = stages[stage];
    for (let i = 0; i < N; i++) acc[i]! += values[i]!;
    parts.push({ stage, values, sigma, dqr });
  };
  const partner = climate.partner;
  // A single food whose processing the partner stated: its reference's processing indicators scale with it.
  const foodProcessingRatio = partner?.processing && climate.method === 'whole' ? partner.processing.ratio : 1;
  for (const p of climate.parts) {
    // The stages the partner's data replaced are added below, from the default parts they replaced.
    if (p.partnerData) continue;
    const ref = isReference(p.reference) ? ENVIRONMENT_REFERENCES[p.reference] : null;
    const leaf = p.leaf === null ? undefined : a.leaves[p.leaf];
    if (p.kind === 'ingredient') {
      const sigma = partSigma(p, ref, leaf?.estimated ?? false);
      const origins = leaf && leaf.origins.length > 0 ? leaf.origins : climate.method === 'whole' ? a.rawOrigins : [];
      const factors = farmOriginFactors(origins);
      const mass = p.mass ?? 0;
      for (let i = 0; i < N; i++) originWeighted[i]! += mass * factors[i]!;
      originMass += mass;
      if (ref && p.reference !== null) {
        add('farm', scaled(ref.stages.farm, mass, factors), sigma, ref.dqr);
        if (foodProcessingRatio !== null) add('processing', scaled(ref.stages.processing, mass * foodProcessingRatio), sigma, ref.dqr);
      } else {
        // No reference of its own (an unmatched ingredient counted at the matched ingredients' mean): its CO2e × the median intensity.
        add('farm', scaled(DEFAULT_INTENSITY.farm, p.farm, factors), sigma, null);
        add('processing', scaled(DEFAULT_INTENSITY.processing, p.kgCo2e - p.farm), sigma, null);
      }
      continue;
    }
    const stage: StageKey = p.kind;
    const intensity = (isReference(p.reference) ? INTENSITY.get(p.reference)![stage] : null) ?? DEFAULT_INTENSITY[stage];
    add(stage, scaled(intensity, p.kgCo2e), partSigma(p, ref, false), ref?.dqr ?? null);
  }
  if (partner) addPartnerStages(partner, add);
  const originFactors = originMass > 0 ? Array.from(originWeighted, (x) => x / originMass) : ENVIRONMENT_INDICATORS.map(() => 1);
  const coverage = climate.method === 'whole' ? 1 : a.leaves.reduce((s, l) => s + (l.match !== null ? Math.max(0, l.share) : 0), 0);
  const structural = climate.method === 'whole' ? SPREAD.wholeModel : SPREAD.compositeModel + SPREAD.uncovered * (1 - Math.min(1, coverage));
  return new Footprint(stages, parts, climate, structural, originFactors);
}

/**
 * The stages the partner's own data replaced (score/partner/). Their climate figure comes from the
 * partner's quantities; their other indicators have no factor of their own, so each is the default
 * stage's, scaled by the ratio of the partner's CO2e to the default's (an estimate, said in
 * docs/methodology.md); where the default stage was 0 (nothing to scale), the median intensity of
 * all references for that stage × the partner's CO2e.
 */
function addPartnerStages(partner: PartnerOverride, add: (stage: StageKey, values: Vector, sigma: number, dqr: number | null) => void): void {
  for (const stage of PARTNER_STAGES) {
    const o = partner[stage];
    if (!o) continue;
    if (o.ratio === null) {
      add(stage, scaled(DEFAULT_INTENSITY[stage], o.partner), SPREAD.partnerPackaging, null);
      continue;
    }
    for (const r of o.replaced) {
      const ref = isReference(r.reference) ? ENVIRONMENT_REFERENCES[r.reference] : null;
      const intensity = (isReference(r.reference) ? INTENSITY.get(r.reference)![stage] : null) ?? DEFAULT_INTENSITY[stage];
      add(stage, scaled(intensity, r.kgCo2e * o.ratio), partSigma(r, ref, false), ref?.dqr ?? null);
    }
  }
}

class Footprint implements EnvironmentFootprint {
  readonly #values = new Map<EnvironmentQuantity, number>();
  readonly #intervals = new Map<EnvironmentQuantityName, Interval>();
  readonly #quality = new Map<EnvironmentQuantityName, number | null>();

  constructor(
    readonly stages: Readonly<Record<StageKey, Vector>>,
    readonly parts: readonly EnvironmentPart[],
    readonly climate: ClimateFootprint,
    readonly structural: number,
    readonly originFactors: readonly number[],
  ) {}

  quantity(q: EnvironmentQuantity): number {
    let v = this.#values.get(q);
    if (v === undefined) {
      v = 0;
      for (const st of ENVIRONMENT_STAGES) if (countsStage(q, st)) v += dot(q.weights, this.stages[st]);
      this.#values.set(q, v);
    }
    return v;
  }

  interval(name: EnvironmentQuantityName): Interval {
    let iv = this.#intervals.get(name);
    if (iv === undefined) {
      const q = quantityNamed(name);
      const contributions = this.parts.filter((p) => countsStage(q, p.stage)).map((p) => [dot(q.weights, p.values), p.sigma] as const);
      iv = interval90(this.quantity(q), contributions, this.structural);
      this.#intervals.set(name, iv);
    }
    return iv;
  }

  /** The contribution-weighted AGRIBALYSE DQR of the references behind the quantity (1 very good … 5 very poor). */
  dataQuality(name: EnvironmentQuantityName): number | null {
    if (this.#quality.has(name)) return this.#quality.get(name)!;
    const q = quantityNamed(name);
    let weighted = 0;
    let weight = 0;
    for (const p of this.parts) {
      if (p.dqr === null || !countsStage(q, p.stage)) continue;
      const c = Math.abs(dot(q.weights, p.values));
      weighted += c * p.dqr;
      weight += c;
    }
    const dqr = weight > 0 ? Math.round((weighted / weight) * 10) / 10 : null;
    this.#quality.set(name, dqr);
    return dqr;
  }
}

function quantityNamed(name: EnvironmentQuantityName): EnvironmentQuantity {
  return ENVIRONMENT_QUANTITIES.find((q) => q.name === name)!;
}
