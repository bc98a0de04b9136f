import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import type { SustainabilityScores } from '../../../../src/scoring/types.js';
import { agribalyseShelfTotals, spearman } from '../climate/peer-metrics.js';
import { PEER_PRODUCTS } from '../climate/peer-products.js';
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

  it.each(PEER_TARGETS)('%s ranks products as AGRIBALYSE\'s %s does (rho <= %d)', (field, indicator, goal) => {
    const { rho, n, missing } = correlation(field, indicator);
    console.log(`${field} vs ${indicator}: spearman ${rho.toFixed(3)} over ${n} products${missing.length ? `; no score: ${missing.join(', ')}` : ''}`);
    expect(missing).toEqual([]);
    expect(rho).toBeLessThanOrEqual(goal);
  });
});
