import type { IngredientAnalysis } from '../../analyse/ingredients.js';
import { CLIMATE_REFERENCES } from '../../data/climate-references.js';
import {
  AIR_FREIGHT_INTENSITY,
  ENVIRONMENT_INDICATORS,
  ENVIRONMENT_REFERENCES,
  ENVIRONMENT_STAGES,
  type EnvironmentReference,
  type EnvironmentStage,
} from '../../data/environment-references.js';
import { dqrSpread, intervalOfVariance, relativeSpread, SPREAD, type Interval } from '../climate/interval.js';
import type { ClimateFootprint, ClimatePart } from '../climate/types.js';
import { round1 } from '../math.js';
import { INTERVAL_WIDENING } from '../../params.js';
import { farmOriginFactors } from './origin.js';
import { KINDS_OF_CLASSES } from '../../analyse/climate-names.js';
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
/** One stage's indicators per kg of product, in ENVIRONMENT_INDICATORS order. */
type Vector = number[];

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

/** Per stage, the median over all references of each indicator per kg CO2e (a kind of class counted once, as its broader one). */
const DEFAULT_INTENSITY = {} as Record<StageKey, readonly number[]>;
const MEDIAN_INTENSITIES = [...INTENSITY].filter(([key]) => !(key in KINDS_OF_CLASSES)).map(([, byStage]) => byStage);
for (const st of ENVIRONMENT_STAGES) {
  DEFAULT_INTENSITY[st] = ENVIRONMENT_INDICATORS.map((_, k) => medianOf(MEDIAN_INTENSITIES.flatMap((r) => (r[st] ? [r[st][k]!] : []))));
}

/**
 * Each reference with its intensities, by key in one Map: a part's reference and its stage's intensity
 * are one lookup per part, without an `in` test on the large table object.
 */
interface ReferenceEntry {
  ref: EnvironmentReference;
  intensity: Record<StageKey, readonly number[] | null>;
}
const REFERENCE_BY_KEY = new Map<string, ReferenceEntry>(
  (Object.keys(ENVIRONMENT_REFERENCES) as ReferenceKey[]).map((key) => [key, { ref: ENVIRONMENT_REFERENCES[key], intensity: INTENSITY.get(key)! }]),
);
const entryOf = (key: ClimatePart['reference']): ReferenceEntry | null => (key === null ? null : (REFERENCE_BY_KEY.get(key) ?? null));

/**
 * A record's entry for a stage, by a switch rather than `record[stage]`: read with a variable key of five names, a
 * property lookup is megamorphic (a probe of V8's shared lookup cache, the slowest kind of property access), and the
 * walk makes one for every part of every product.
 */
function ofStage<T>(record: Readonly<Record<StageKey, T>>, stage: StageKey): T {
  switch (stage) {
    case 'farm':
      return record.farm;
    case 'processing':
      return record.processing;
    case 'packaging':
      return record.packaging;
    case 'transport':
      return record.transport;
    case 'retail':
      return record.retail;
  }
}

/** The stage's indicators per kg CO2e of the part's reference, else the median of all references. */
const intensityOf = (entry: ReferenceEntry | null, stage: StageKey): readonly number[] =>
  (entry === null ? null : ofStage(entry.intensity, stage)) ?? ofStage(DEFAULT_INTENSITY, stage);

/**
 * One part at one stage: `base` × `by` (× `factors` per indicator, the origin on the farm stage).
 * Kept unexpanded, since only the explanation (interval, data quality) reads parts one by one.
 */
export interface EnvironmentPart {
  stage: StageKey;
  base: readonly number[];
  by: number;
  factors: readonly number[] | null;
  sigma: number;
  /** relativeSpread(sigma), worked out once for the five quantities' intervals. */
  spread: number;
  dqr: number | null;
  /** The climate part it was read from (its text, reference and mass), for the explanation and the maintainers' diagnostic. */
  source: ClimatePart;
}

export interface EnvironmentFootprint {
  /** Stage → indicator vector (ENVIRONMENT_INDICATORS order), per kg of product: replace a stage whole to use other data. */
  stages: Readonly<Record<StageKey, Vector>>;
  parts: readonly EnvironmentPart[];
  /** The climate footprint it was read from (its stage basis and method). */
  climate: ClimateFootprint;
  /** Mass-weighted farm-stage factor of each indicator from the declared origins (1 = the French basis). */
  originFactors: readonly number[];
  quantity(q: EnvironmentQuantity): number;
  interval(q: EnvironmentQuantityName): Interval;
  dataQuality(q: EnvironmentQuantityName): number | null;
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

const zeros = (): Vector => [0, 0, 0, 0, 0, 0, 0];

type Visit = (stage: StageKey, base: readonly number[], by: number, factors: readonly number[] | null, part: ClimatePart, ref: EnvironmentReference | null, estimated: boolean) => void;

/** Walks the climate parts once, handing each stage's base vector, scale and origin factors to `visit`. */
function walk(climate: ClimateFootprint, a: IngredientAnalysis, visit: Visit): void {
  const partner = climate.partner;
  // A single food whose processing the partner stated: its reference's processing indicators scale with it.
  const foodProcessingRatio = partner?.processing && climate.method === 'whole' ? partner.processing.ratio : 1;
  for (const p of climate.parts) {
    // The stages the partner's data replaced are visited below, from the default parts they replaced.
    if (p.partnerData) continue;
    const entry = entryOf(p.reference);
    const ref = entry?.ref ?? null;
    if (p.kind === 'ingredient') {
      const leaf = p.leaf === null ? undefined : a.leaves[p.leaf];
      const factors = farmOriginFactors(leaf && leaf.origins.length > 0 ? leaf.origins : climate.method === 'whole' ? a.rawOrigins : []);
      const estimated = leaf?.estimated ?? false;
      if (ref) {
        const mass = p.mass ?? 0;
        visit('farm', ref.stages.farm, mass, factors, p, ref, estimated);
        if (foodProcessingRatio !== null) visit('processing', ref.stages.processing, mass * foodProcessingRatio, null, p, ref, estimated);
      } else {
        // No reference of its own (an unmatched ingredient counted at the matched ingredients' mean): its CO2e × the median intensity.
        visit('farm', DEFAULT_INTENSITY.farm, p.farm, factors, p, null, estimated);
        visit('processing', DEFAULT_INTENSITY.processing, p.kgCo2e - p.farm, null, p, null, estimated);
      }
      continue;
    }
    const stage: StageKey = p.kind;
    // A route of a product the label says was flown (ADR 0125) moves the other indicators as AGRIBALYSE's own air-freighted rows do, not as its reference's road and sea.
    const intensity = stage === 'transport' && a.carriedByAir && p.route !== null ? AIR_FREIGHT_INTENSITY : intensityOf(entry, stage);
    visit(stage, intensity, p.kgCo2e, null, p, ref, false);
  }
  if (partner) walkPartnerStages(climate, visit);
}

/**
 * The stages the partner's own data replaced (score/partner/). Their climate figure comes from the
 * partner's quantities; their other indicators have no factor of their own, so each is the default
 * stage's, scaled by the ratio of the partner's CO2e to the default's (an estimate, said in
 * docs/methodology.md); where the default stage was 0 (nothing to scale), the median intensity of
 * all references for that stage × the partner's CO2e.
 */
function walkPartnerStages(climate: ClimateFootprint, visit: Visit): void {
  for (const stage of PARTNER_STAGES) {
    const o = climate.partner?.[stage];
    if (!o) continue;
    if (o.ratio === null) {
      const own = climate.parts.find((p) => p.partnerData && p.kind === stage)!;
      visit(stage, DEFAULT_INTENSITY[stage], o.partner, null, own, null, false);
      continue;
    }
    for (const r of o.replaced) {
      const entry = entryOf(r.reference);
      visit(stage, intensityOf(entry, stage), r.kgCo2e * o.ratio, null, r, entry?.ref ?? null, false);
    }
  }
}

export function environmentFootprint(climate: ClimateFootprint, a: IngredientAnalysis): EnvironmentFootprint {
  const stages: Record<StageKey, Vector> = { farm: zeros(), processing: zeros(), packaging: zeros(), transport: zeros(), retail: zeros() };
  walk(climate, a, (stage, base, by, factors) => {
    const acc = ofStage(stages, stage);
    if (factors) for (let i = 0; i < N; i++) acc[i]! += base[i]! * by * factors[i]!;
    else for (let i = 0; i < N; i++) acc[i]! += base[i]! * by;
  });
  return new Footprint(stages, climate, a);
}

/** The indicators a quantity weighs (most weigh one of the seven): a zero weight adds nothing to a part's figure. */
const weighedIndices = (weights: readonly number[]): readonly number[] => weights.flatMap((w, i) => (w !== 0 ? [i] : []));
/** Each quantity with the indicators it weighs and the stages it counts, worked out once. */
const QUANTITY_PLANS = ENVIRONMENT_QUANTITIES.map((q) => ({
  q,
  weighed: weighedIndices(q.weights),
  counts: Object.fromEntries(ENVIRONMENT_STAGES.map((st) => [st, countsStage(q, st)])) as Record<StageKey, boolean>,
}));

interface QuantityFigures {
  interval: Interval;
  dataQuality: number | null;
}

const partValue = (p: EnvironmentPart, weights: readonly number[], weighed: readonly number[]): number => {
  let s = 0;
  for (const i of weighed) s += weights[i]! * p.base[i]! * (p.factors ? p.factors[i]! : 1);
  return s * p.by;
};

/** Scoring reads the stages; the parts' own figures, the interval and the data quality are worked out when the explanation asks. */
class Footprint implements EnvironmentFootprint {
  #originFactors: readonly number[] | undefined;
  #parts: EnvironmentPart[] | undefined;
  #figures: ReadonlyMap<EnvironmentQuantityName, QuantityFigures> | undefined;

  constructor(
    readonly stages: Readonly<Record<StageKey, Vector>>,
    readonly climate: ClimateFootprint,
    private readonly analysis: IngredientAnalysis,
  ) {}

  quantity(q: EnvironmentQuantity): number {
    const w = q.weights;
    if (q.stages !== 'all') {
      let v = 0;
      for (const st of q.stages) v += dot(w, ofStage(this.stages, st));
      return v;
    }
    const { farm, processing, packaging, transport, retail } = this.stages;
    let v = 0;
    for (let i = 0; i < N; i++) v += w[i]! * (farm[i]! + processing[i]! + packaging[i]! + transport[i]! + retail[i]!);
    return v;
  }

  /** The parts one by one, with their σ and DQR: walked again only when the explanation asks. */
  get parts(): readonly EnvironmentPart[] {
    if (this.#parts === undefined) {
      const parts: EnvironmentPart[] = [];
      walk(this.climate, this.analysis, (stage, base, by, factors, part, ref, estimated) => {
        const sigma = partSigma(part, ref, estimated);
        parts.push({ stage, base, by, factors, sigma, spread: relativeSpread(sigma), dqr: ref?.dqr ?? null, source: part });
      });
      this.#parts = parts;
    }
    return this.#parts;
  }

  get originFactors(): readonly number[] {
    if (this.#originFactors === undefined) {
      const weighted = zeros();
      let mass = 0;
      for (const p of this.parts) {
        if (p.stage !== 'farm' || !p.factors || p.dqr === null) continue;
        for (let i = 0; i < N; i++) weighted[i]! += p.by * p.factors[i]!;
        mass += p.by;
      }
      this.#originFactors = mass > 0 ? weighted.map((x) => x / mass) : weighted.map(() => 1);
    }
    return this.#originFactors;
  }

  /** σ of the model itself, as the climate model's. */
  private get structural(): number {
    if (this.climate.method === 'whole') return SPREAD.wholeModel;
    const coverage = this.analysis.leaves.reduce((s, l) => s + (l.match !== null ? Math.max(0, l.share) : 0), 0);
    return SPREAD.compositeModel + SPREAD.uncovered * (1 - Math.min(1, coverage));
  }

  /**
   * Every quantity's interval and data quality from one pass over the parts (the explanation reads all five): each
   * part's figure of each quantity it counts, its variance and its DQR weight, added in the parts' order.
   */
  private get figures(): ReadonlyMap<EnvironmentQuantityName, QuantityFigures> {
    if (this.#figures === undefined) {
      const parts = this.parts;
      const structural = relativeSpread(this.structural);
      const n = QUANTITY_PLANS.length;
      const central: number[] = [];
      const variance: number[] = [];
      const weighted: number[] = [];
      const weight: number[] = [];
      for (const { q } of QUANTITY_PLANS) {
        const c = this.quantity(q);
        central.push(c);
        variance.push((c * structural) ** 2);
        weighted.push(0);
        weight.push(0);
      }
      for (const p of parts) {
        for (let j = 0; j < n; j++) {
          const plan = QUANTITY_PLANS[j]!;
          if (!plan.counts[p.stage]) continue;
          const v = partValue(p, plan.q.weights, plan.weighed);
          variance[j]! += (v * p.spread) ** 2;
          if (p.dqr === null) continue;
          const c = Math.abs(v);
          weighted[j]! += c * p.dqr;
          weight[j]! += c;
        }
      }
      this.#figures = new Map(
        QUANTITY_PLANS.map(({ q }, j) => [
          q.name,
          {
            interval: central[j]! > 0 ? intervalOfVariance(central[j]!, variance[j]!, INTERVAL_WIDENING[q.name]) : { low: 0, high: 0 },
            dataQuality: weight[j]! > 0 ? round1(weighted[j]! / weight[j]!) : null,
          },
        ]),
      );
    }
    return this.#figures;
  }

  interval(name: EnvironmentQuantityName): Interval {
    return this.figures.get(name)!.interval;
  }

  /** The contribution-weighted AGRIBALYSE DQR of the references behind the quantity (1 very good … 5 very poor). */
  dataQuality(name: EnvironmentQuantityName): number | null {
    return this.figures.get(name)!.dataQuality;
  }
}
