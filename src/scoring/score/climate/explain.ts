import { CLIMATE_REFERENCES } from '../../data/climate-references.js';
import { FREIGHT_META } from '../../data/freight-factors.js';
import { PACKAGING_MATERIALS, PACKAGING_META } from '../../data/packaging-materials.js';
import type { SourceId } from '../../data/sources.js';
import { round } from '../math.js';
import type { ScoringTrace as ProductExplanation } from '../../pipeline.js';
import type { ClimateContribution, ClimateExplanation, ClimateStageExplanation } from '../../explain/types.js';
import type { ClimatePart } from './types.js';
import type { PartnerOverride } from './types.js';

/** Contributions are published to 6 decimals; CO2e is their unrounded sum rounded to 3. */
export const CONTRIBUTION_DECIMALS = 6;
const STAGE_DECIMALS = 4;

const AGRIBALYSE: SourceId = 'agribalyse-3-1-1';
const ELECTRICITY_SOURCE: SourceId = 'ember-electricity-2023';

/**
 * What a part computed from the partner's own data was matched to: the factor behind it. These are the
 * service's words, not a published name, so they follow the explanation's language (explain/language.ts).
 */
export const PARTNER_MATCHED: Partial<Record<ClimatePart['kind'], string>> = {
  transport: 'your transport leg, freight by mode (DESNZ 2025)',
  processing: 'your processing electricity, grid intensity (Ember)',
  packaging: 'your packaging components (DESNZ 2025)',
};
/** The `matched` of a route flown because the label says so (ADR 0125). */
export const AIR_MATCHED = 'air freight, as the label states: long-haul, with radiative forcing (DESNZ 2025)';
/** The `matched` of a fresh food flown from an origin AGRIBALYSE itself flies it from, the label silent (ADR 0203). */
export const AIR_AS_AGRIBALYSE_MATCHED = 'air freight, as AGRIBALYSE flies this food from there: long-haul (DESNZ 2025)';
/**
 * What a route from the origins was matched to: air freight when the label states it (every route of
 * such a product is flown, ADR 0125) or when AGRIBALYSE flies the food from that origin (ADR 0203), else
 * freight from the declared origin, or market logistics.
 */
const routeMatched = (route: string | null, flown: boolean, labelStatesAir: boolean): string => {
  if (route === null) return 'market logistics (AGRIBALYSE transport stage)';
  if (!flown) return 'freight from the declared origin (DESNZ 2025)';
  return labelStatesAir ? AIR_MATCHED : AIR_AS_AGRIBALYSE_MATCHED;
};
const pct = (share: number) => round(share * 100, 2);
const MATCHED_MAX = 100;

/** The published name of each reference, built once per reference rather than once per contribution. */
const referenceNames = new Map<NonNullable<ClimatePart['reference']>, string | null>();

function referenceName(key: ClimatePart['reference']): string | null {
  if (key === null) return null;
  let name = referenceNames.get(key);
  if (name === undefined) {
    const r = key in CLIMATE_REFERENCES ? CLIMATE_REFERENCES[key] : null;
    name = r === null ? null : `${r.name} (AGRIBALYSE ${r.agb})`.slice(0, MATCHED_MAX);
    referenceNames.set(key, name);
  }
  return name;
}

/** Every contribution with its fields in one order and its amount rounded as published. */
function contribution(c: ClimateContribution): ClimateContribution {
  return {
    kind: c.kind,
    text: c.text,
    matched: c.matched,
    sharePercent: c.sharePercent,
    shareEstimated: c.shareEstimated,
    factor: c.factor === null ? null : round(c.factor, 4),
    factorUnit: c.factorUnit,
    sourceId: c.sourceId,
    contribution: round(c.contribution, CONTRIBUTION_DECIMALS),
    countedAs: c.countedAs,
  };
}

/**
 * One contribution per ingredient and per product-level part; transport is grouped per route
 * (the ingredients that travel the same way share one line, named in its text), so a
 * 30-ingredient product from one country has one transport line, not 30.
 */
function contributions(t: ProductExplanation): ClimateContribution[] {
  const c = t.climate!;
  const leaves = t.ingredients.leaves;
  const out: ClimateContribution[] = [];
  const routes = new Map<string, { names: string[]; share: number; estimated: boolean; kg: number; route: string | null; flown: boolean; partnerData: boolean }>();
  for (const p of c.parts) {
    const leaf = p.leaf === null ? undefined : leaves[p.leaf];
    if (p.kind === 'transport') {
      const key = p.route ?? 'market logistics';
      let g = routes.get(key);
      if (!g) routes.set(key, (g = { names: [], share: 0, estimated: false, kg: 0, route: p.route, flown: p.flown === true, partnerData: p.partnerData === true }));
      if (leaf) g.names.push(leaf.name);
      g.share += p.share ?? 1;
      g.estimated ||= leaf?.estimated ?? false;
      g.kg += p.kgCo2e;
      continue;
    }
    const isIngredient = p.kind === 'ingredient';
    out.push(contribution({
      kind: p.kind,
      text: p.text.slice(0, 3000),
      matched: p.partnerData ? PARTNER_MATCHED[p.kind] ?? null : referenceName(p.reference) ?? (p.kind === 'packaging' ? packagingLabel(t) : null),
      sharePercent: isIngredient && p.share !== null ? pct(p.share) : null,
      shareEstimated: leaf?.estimated ?? false,
      factor: p.factor,
      factorUnit: 'kg CO2e/kg',
      sourceId: p.partnerData && p.kind === 'processing' ? ELECTRICITY_SOURCE : p.kind === 'packaging' && p.basis === 'partner' ? PACKAGING_META.sourceId : AGRIBALYSE,
      contribution: p.kgCo2e,
      countedAs: p.countedAs,
    }));
  }
  for (const [key, g] of routes) {
    out.push(contribution({
      kind: 'transport',
      text: g.partnerData ? `${key} (your data)` : g.names.length > 0 ? `${g.route ? `${g.route} -> SE` : key}: ${g.names.join(', ')}` : g.route ? `${g.route} -> SE` : key,
      matched: g.partnerData ? PARTNER_MATCHED.transport! : routeMatched(g.route, g.flown, t.ingredients.carriedByAir),
      sharePercent: pct(Math.min(1, g.share)),
      shareEstimated: g.estimated,
      factor: g.share > 0 ? g.kg / g.share : null,
      factorUnit: 'kg CO2e/kg',
      sourceId: g.route ? FREIGHT_META.sourceId : AGRIBALYSE,
      contribution: g.kg,
      countedAs: null,
    }));
  }
  return out.sort((a, b) => b.contribution - a.contribution);
}

function packagingLabel(t: ProductExplanation): string | null {
  const first = t.packaging?.materials[0];
  return first === undefined ? null : `${PACKAGING_MATERIALS[first].label} (DESNZ 2025)`;
}

function stageSource(stage: ClimateStageExplanation['stage'], basis: 'partner' | 'default', partner: PartnerOverride | null): SourceId {
  if (stage === 'processing' && basis === 'partner' && partner?.processing) return ELECTRICITY_SOURCE;
  if (stage === 'transport' && basis === 'partner') return FREIGHT_META.sourceId;
  if (stage === 'packaging' && basis === 'partner') return PACKAGING_META.sourceId;
  return AGRIBALYSE;
}

/** The share of `CO2e` in the parts computed from the partner's own data. */
function partnerDataShare(c: NonNullable<ProductExplanation['climate']>): number {
  if (!c.partner || !(c.central > 0)) return 0;
  return c.parts.reduce((sum, p) => sum + (p.partnerData ? p.kgCo2e : 0), 0) / c.central;
}

/** `CO2e` split into contributions that add up to it, by stage, with its 90 % interval and data quality. */
export function explainClimate(t: ProductExplanation): ClimateExplanation {
  const coverage = t.ingredients.hasIngredients ? round(t.coverage, 4) : null;
  const c = t.climate;
  if (!c) return { CO2e: t.scores.CO2e, coverage, contributions: [], stages: [], interval: null, dataQuality: null };
  return {
    CO2e: t.scores.CO2e,
    coverage,
    contributions: contributions(t),
    stages: c.stages.map((s) => ({ stage: s.stage, kgCo2e: round(s.kgCo2e, STAGE_DECIMALS), basis: s.basis, sourceId: stageSource(s.stage, s.basis, c.partner) })),
    interval: { low: round(c.interval.low, 3), high: round(c.interval.high, 3), level: 0.9 },
    dataQuality: { ...c.dataQuality, primaryDataShare: round(c.primaryDataShare, 3), partnerDataShare: round(partnerDataShare(c), 3), method: c.method },
  };
}
