import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import type { SustainabilityScores } from '../../../../src/scoring/types.js';
import { agribalyseShelfTotals, spearman } from '../climate/peer-metrics.js';
import { PEER_PRODUCTS } from '../climate/peer-products.js';
import { ENVIRONMENT_INDICATORS } from '../../../../src/scoring/data/environment-references.js';
import { countsStage, QUANTITY, type EnvironmentQuantityName } from '../../../../src/scoring/score/environment/quantities.js';
import { HELDOUT_PRODUCTS } from './heldout-products.js';
import { agribalyseEnvironmentTotals, type PeerIndicator } from './peer-references.js';

/**
 * The environmental peer check (issue 30): each score against the AGRIBALYSE 3.1.1 indicator it
 * stands for, as a Spearman rank correlation over the peer set of Swedish groceries written as a
 * retailer sends them (test/unit/scoring/climate/peer-products.ts: fixed before this model was
 * written, and not used to set anything in it; the anchors come from the whole AGRIBALYSE
 * distribution). Scores read "higher is better", so agreement is a strongly negative correlation.
 * Run alone with `npx vitest run --project unit test/unit/scoring/environment/peer.test.ts`.
 */
const totals = agribalyseEnvironmentTotals(process.cwd());
const climateTotals = agribalyseShelfTotals(process.cwd());

type Field = keyof SustainabilityScores;
/** Field, the AGRIBALYSE indicator it is compared with, and the issue's goal. */
export const PEER_TARGETS: readonly [Field, PeerIndicator | 'climate', number][] = [
  ['waterScore', 'wtu', -0.8],
  ['landUseScore', 'ldu', -0.85],
  ['fertilizersUseScore', 'swe', -0.8],
  ['pesticidesUseScore', 'etf', -0.7],
  ['biodiversityScore', 'ldu', -0.7],
  ['climateScore', 'climate', -0.9],
];

const traces = PEER_PRODUCTS.map((p) => ({ agb: p.agb, name: p.product.name ?? '', trace: traceProduct(p.product) }));

function correlation(field: Field, indicator: PeerIndicator | 'climate'): { rho: number; n: number; missing: string[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  const missing: string[] = [];
  for (const t of traces) {
    const v = t.trace.scores[field];
    if (typeof v !== 'number') {
      missing.push(t.name);
      continue;
    }
    xs.push(v);
    ys.push(indicator === 'climate' ? climateTotals.get(t.agb)! : totals.get(t.agb)![indicator]);
  }
  return { rho: spearman(xs, ys), n: xs.length, missing };
}

describe('environmental peer check against AGRIBALYSE 3.1.1 indicators', () => {
  it('has at least 80 products, each with published indicators', () => {
    expect(PEER_PRODUCTS.length).toBeGreaterThanOrEqual(80);
    for (const p of PEER_PRODUCTS) expect(totals.has(p.agb), p.agb).toBe(true);
  });

  it('every product with a CO2e has all five environmental scores', () => {
    for (const t of traces) {
      if (t.trace.scores.CO2e === null) continue;
      for (const f of ['waterScore', 'landUseScore', 'fertilizersUseScore', 'pesticidesUseScore', 'biodiversityScore'] as const) {
        expect(t.trace.scores[f], `${t.name} ${f}`).not.toBeNull();
      }
    }
  });

  it.each([
    ['fertilizersUseScore', 'eutrophication'],
    ['biodiversityScore', 'biodiversity'],
  ] as const)('%s ranks products as AGRIBALYSE\'s indicators combined the same way (%s) do (rho <= -0.85)', (field, name) => {
    const q = QUANTITY[name];
    const combined = (agb: string) => {
      const t = totals.get(agb)!;
      return ENVIRONMENT_INDICATORS.reduce((s, i, k) => s + q.weights[k]! * t[i], 0);
    };
    const rho = spearman(traces.map((t) => t.trace.scores[field]!), traces.map((t) => combined(t.agb)));
    console.log(`${field} vs AGRIBALYSE ${name}: spearman ${rho.toFixed(3)}`);
    expect(rho).toBeLessThanOrEqual(-0.85);
  });

  it('reports each quantity on the French basis (origin factors left out), where AGRIBALYSE itself stands', () => {
    const lines = (['water', 'landUse', 'eutrophication', 'ecotoxicityToGate', 'biodiversity'] as EnvironmentQuantityName[]).map((name) => {
      const q = QUANTITY[name];
      const indicator = PEER_TARGETS.find(([f]) => f === q.field)![1] as PeerIndicator;
      const french = traces.map((t) =>
        t.trace.environment!.parts.filter((p) => countsStage(q, p.stage)).reduce((s, p) => s + p.by * q.weights.reduce((a, w, i) => a + w * p.base[i]!, 0), 0),
      );
      const rho = spearman(french, traces.map((t) => totals.get(t.agb)![indicator]));
      return `${name} (French basis) vs ${indicator}: spearman ${rho.toFixed(3)}`;
    });
    console.log(lines.join('\n'));
    expect(lines).toHaveLength(5);
  });

  it.each(PEER_TARGETS)('%s ranks products as AGRIBALYSE\'s %s does (rho <= %d)', (field, indicator, goal) => {
    const { rho, n, missing } = correlation(field, indicator);
    console.log(`${field} vs ${indicator}: spearman ${rho.toFixed(3)} over ${n} products${missing.length ? `; no score: ${missing.join(', ')}` : ''}`);
    expect(missing).toEqual([]);
    expect(rho).toBeLessThanOrEqual(goal);
  });
});

/**
 * Share of products whose AGRIBALYSE figure (its indicators combined as the quantity combines
 * them; for pesticides the farm and processing stages) lies inside the engine's 90 % interval.
 */
function intervalCoverage(rows: readonly { agb: string; trace: ReturnType<typeof traceProduct> }[], name: EnvironmentQuantityName): number {
  const q = QUANTITY[name];
  let inside = 0;
  let n = 0;
  for (const { agb, trace } of rows) {
    const e = trace.environment;
    const t = totals.get(agb)!;
    const reference = name === 'ecotoxicityToGate' ? t.etfToGate : ENVIRONMENT_INDICATORS.reduce((s, i, k) => s + q.weights[k]! * t[i], 0);
    if (!e || !(reference > 0)) continue;
    const iv = e.interval(name);
    n++;
    if (iv.low <= reference && reference <= iv.high) inside++;
  }
  return inside / n;
}

const QUANTITY_NAMES: readonly EnvironmentQuantityName[] = ['water', 'landUse', 'eutrophication', 'ecotoxicityToGate', 'biodiversity'];

describe('90 % intervals of the environmental quantities', () => {
  it('hold the AGRIBALYSE figure for most peer products (water, land use, eutrophication at least 80 %)', () => {
    const coverage = Object.fromEntries(QUANTITY_NAMES.map((name) => [name, intervalCoverage(traces, name)]));
    console.log(`interval coverage, peer set: ${QUANTITY_NAMES.map((n) => `${n} ${(100 * coverage[n]!).toFixed(0)} %`).join(', ')}`);
    for (const name of ['water', 'landUse', 'eutrophication'] as const) expect(coverage[name], name).toBeGreaterThanOrEqual(0.8);
  });
});

describe('environmental peer check on the held-out set (written after the model, never tuned on)', () => {
  const heldout = HELDOUT_PRODUCTS.map((p) => ({ agb: p.agb, name: p.product.name ?? '', trace: traceProduct(p.product) }));

  it('has 50 products apart from the climate peer set, each with published indicators', () => {
    expect(HELDOUT_PRODUCTS).toHaveLength(50);
    const peer = new Set(PEER_PRODUCTS.map((p) => p.agb));
    for (const p of HELDOUT_PRODUCTS) {
      expect(peer.has(p.agb), p.agb).toBe(false);
      expect(totals.has(p.agb), p.agb).toBe(true);
    }
  });

  /**
   * Measured once, when the set was written (docs/methodology.md, "Environment accuracy"): the
   * held-out foods fall back to coarser references (plums, cherries, kiwi and avocado to pears,
   * linseed to almonds, quinoa to wheat flour, mackerel to salmon), so agreement is below the
   * issue's goals; these floors guard what was measured (each at least as strong as the method
   * before, except land use: −0.785 before, −0.734 now), not the goals.
   */
  const HELDOUT_FLOORS: Record<string, number> = {
    waterScore: -0.65,
    landUseScore: -0.7,
    fertilizersUseScore: -0.8,
    pesticidesUseScore: -0.4,
    biodiversityScore: -0.55,
    climateScore: -0.8,
  };

  it('reports its interval coverage (narrower than the model\'s error where a coarse reference stands in)', () => {
    const coverage = QUANTITY_NAMES.map((name) => [name, intervalCoverage(heldout, name)] as const);
    console.log(`interval coverage, held-out set: ${coverage.map(([n, c]) => `${n} ${(100 * c).toFixed(0)} %`).join(', ')}`);
    for (const [, c] of coverage) expect(c).toBeGreaterThan(0.3);
  });

  it.each(PEER_TARGETS)('%s vs AGRIBALYSE %s (issue goal %d; asserted: the measured floor)', (field, indicator) => {
    const rows = heldout.filter((t) => typeof t.trace.scores[field] === 'number');
    const reference = (agb: string) => (indicator === 'climate' ? climateTotals.get(agb)! : totals.get(agb)![indicator]);
    const rho = spearman(rows.map((t) => t.trace.scores[field] as number), rows.map((t) => reference(t.agb)));
    const missing = heldout.filter((t) => typeof t.trace.scores[field] !== 'number').map((t) => t.name);
    console.log(`held-out ${field} vs ${indicator}: spearman ${rho.toFixed(3)} over ${rows.length}${missing.length ? `; no score: ${missing.join(', ')}` : ''}`);
    // Only a product without CO2e goes without: the lettuce, whose "Sallat" no reference matches.
    expect(missing).toEqual(heldout.filter((t) => t.trace.scores.CO2e === null).map((t) => t.name));
    expect(rho).toBeLessThanOrEqual(HELDOUT_FLOORS[field]!);
  });
});
