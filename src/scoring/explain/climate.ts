import { COMMODITIES_META } from '../data/commodities.js';
import { FREIGHT_KG_CO2E_PER_TKM, FREIGHT_META } from '../data/freight-factors.js';
import { PACKAGING_MATERIALS, PACKAGING_META } from '../data/packaging-materials.js';
import type { Origin } from '../analyse/origins.js';
import { round } from '../score/math.js';
import type { ScoringTrace as ProductExplanation } from '../pipeline.js';
import type { ClimateContribution, ClimateExplanation } from './types.js';

/** Contributions are published to 6 decimals; CO2e is their unrounded sum rounded to 3. */
export const CONTRIBUTION_DECIMALS = 6;

const pct = (share: number) => round(share * 100, 2);

/** Every contribution with its fields in one order and its amount rounded as published. */
function contribution(c: ClimateContribution): ClimateContribution {
  return {
    kind: c.kind,
    text: c.text,
    matched: c.matched,
    sharePercent: c.sharePercent,
    shareEstimated: c.shareEstimated,
    factor: c.factor,
    factorUnit: c.factorUnit,
    sourceId: c.sourceId,
    contribution: round(c.contribution, CONTRIBUTION_DECIMALS),
    countedAs: c.countedAs,
  };
}

function ingredientContributions(t: ProductExplanation): ClimateContribution[] {
  const impacts = t.impacts!;
  const leaves = t.ingredients.leaves;
  const matchedSum = impacts.ghgParts.reduce((sum, part) => sum + part, 0);
  // The ingredient total is the matched sum scaled up to the whole product (÷ coverage). The
  // scale-up is carried by the unmatched ingredients, counted at the matched mean; with none
  // listed, by the matched ones.
  const residual = impacts.ghg - matchedSum;
  const unmatchedShare = leaves.reduce((sum, leaf) => sum + (leaf.match || leaf.share <= 0 ? 0 : leaf.share), 0);
  const scaleMatched = unmatchedShare > 0 ? 1 : impacts.ghg / (matchedSum || 1);
  const unmatchedFactor = unmatchedShare > 0 ? residual / unmatchedShare : 0;
  const out: ClimateContribution[] = [];
  leaves.forEach((leaf, index) => {
    if (leaf.share <= 0) return;
    const m = leaf.match;
    out.push(contribution({
      kind: 'ingredient',
      text: leaf.name,
      matched: m ? m.factors.label : null,
      sharePercent: pct(leaf.share),
      shareEstimated: leaf.estimated,
      factor: round(m ? m.factors.ghg * m.multiplier : unmatchedFactor, 4),
      factorUnit: 'kg CO2e/kg',
      sourceId: COMMODITIES_META.sourceId,
      contribution: m ? (impacts.ghgParts[index] ?? 0) * (matchedSum === 0 ? 0 : scaleMatched) : leaf.share * unmatchedFactor,
      countedAs: m ? null : 'the mean of the matched ingredients (no commodity matched its name)',
    }));
  });
  return out;
}

const SWEDEN = 'SE';

function routeText(origins: readonly Origin[]): string {
  return `${origins.map((o) => o.code).join('/')} -> ${SWEDEN}`;
}

/**
 * One contribution per route and freight mode: the ingredients that travel the same way share it
 * (their names in `text`, their mass shares and amounts summed), so a 30-ingredient product from
 * one country has one transport line, not 30.
 */
function transportContributions(t: ProductExplanation): ClimateContribution[] {
  if (!t.transport) return [];
  const routes = new Map<string, { route: string; sea: boolean; names: string[]; share: number; estimated: boolean; contribution: number }>();
  for (const leg of t.transport.legs) {
    const leaf = leg.leaf === null ? undefined : t.ingredients.leaves[leg.leaf];
    const sea = leg.origins.some((o) => o.mode === 'sea');
    const route = routeText(leg.origins);
    const key = `${route} ${sea}`;
    let group = routes.get(key);
    if (!group) {
      group = { route, sea, names: [], share: 0, estimated: false, contribution: 0 };
      routes.set(key, group);
    }
    if (leaf) group.names.push(leaf.name);
    group.share += leg.share;
    group.estimated ||= leaf?.estimated ?? false;
    group.contribution += leg.contribution;
  }
  return [...routes.values()].map((group) => contribution({
    kind: 'transport',
    text: group.names.length > 0 ? `${group.route}: ${group.names.join(', ')}` : group.route,
    matched: group.sea ? 'container ship, average (plus road to and from ports)' : 'HGV, average laden',
    sharePercent: pct(group.share),
    shareEstimated: group.estimated,
    factor: group.sea ? FREIGHT_KG_CO2E_PER_TKM.containerShip : FREIGHT_KG_CO2E_PER_TKM.hgvAverage,
    factorUnit: 'kg CO2e/t·km',
    sourceId: FREIGHT_META.sourceId,
    contribution: group.contribution,
    countedAs: null,
  }));
}

function packagingContributions(t: ProductExplanation): ClimateContribution[] {
  const p = t.packaging;
  const first = p?.materials[0];
  if (!p || p.kgCo2ePerKg === null || first === undefined) return [];
  const factor = PACKAGING_MATERIALS[first].kgCo2ePerTonne / 1000;
  return [contribution({
    kind: 'packaging',
    text: p.text,
    matched: PACKAGING_MATERIALS[first].label,
    // kg CO2e per kg product = packaging kg per product kg × factor.
    sharePercent: round((100 * p.kgCo2ePerKg) / factor, 2),
    shareEstimated: false,
    factor,
    factorUnit: 'kg CO2e/kg',
    sourceId: PACKAGING_META.sourceId,
    contribution: p.kgCo2ePerKg,
    countedAs: null,
  })];
}

/** `CO2e` split into ingredient, transport and packaging parts that add up to it. */
export function explainClimate(t: ProductExplanation): ClimateExplanation {
  const coverage = t.ingredients.hasIngredients ? round(t.coverage, 4) : null;
  if (!t.impacts) return { CO2e: t.scores.CO2e, coverage, contributions: [] };
  const contributions = [...ingredientContributions(t), ...transportContributions(t), ...packagingContributions(t)].sort((a, b) => b.contribution - a.contribution);
  return { CO2e: t.scores.CO2e, coverage, contributions };
}
