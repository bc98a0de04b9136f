import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { PEER_PRODUCTS } from './peer-products.js';
import { agribalyseShelfTotals, peerMetrics, peerReport, type PeerRow } from './peer-metrics.js';

/**
 * The climate peer check: the engine against published product-level life-cycle results
 * (AGRIBALYSE 3.1.1 totals minus the consumption stage) for Swedish groceries written as a
 * retailer sends them. Run alone with `npx vitest run --project unit test/unit/scoring/score/climate/peer.test.ts`;
 * the table it prints lists every product, worst first.
 */
const references = agribalyseShelfTotals(process.cwd());

function peerRows(): PeerRow[] {
  return PEER_PRODUCTS.map((p) => {
    const reference = references.get(p.agb)!;
    const t = traceProduct(p.product);
    const engine = t.scores.CO2e;
    const c = t.climate;
    const selfMatch = c?.wholeReference != null && CLIMATE_REFERENCES[c.wholeReference].agb === p.agb;
    return { agb: p.agb, name: p.product.name ?? '', built: p.built, reference, engine, low: c?.interval.low ?? null, high: c?.interval.high ?? null, ratio: engine === null ? null : engine / reference, selfMatch };
  });
}

describe('climate peer check against AGRIBALYSE 3.1.1 product results', () => {
  it('has at least 40 products, a third of them composite, each with a published reference', () => {
    expect(PEER_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(PEER_PRODUCTS.filter((p) => p.built === 'composite').length).toBeGreaterThanOrEqual(PEER_PRODUCTS.length / 3);
    for (const p of PEER_PRODUCTS) expect(references.get(p.agb), p.agb).toBeGreaterThan(0);
    expect(new Set(PEER_PRODUCTS.map((p) => p.agb)).size).toBe(PEER_PRODUCTS.length);
  });

  it('reports rank correlation, median factor, shares within ×1.5 and ×2 and interval coverage', () => {
    const rows = peerRows();
    const m = peerMetrics(rows);
    const independent = rows.filter((r) => !r.selfMatch);
    const mi = peerMetrics(independent);
    console.log(peerReport(rows, m, process.env.CLIMATE_PEER_TABLE === '1' ? 'all' : 'disagreements'));
    console.log(`independent of the engine's own references (${independent.length}): ${peerReport([], mi)}`);
    expect(m.n).toBe(PEER_PRODUCTS.length);
    // Issue 30: the thresholds are what the method reaches (85 products: ρ 0.970, median factor
    // 1.055, 93 % within ×1.5, 96 % within ×2, 95 % inside the interval), so a change that loses
    // accuracy fails here; every product gets a figure. Interval coverage 94 % since rye flour is its
    // own AGRIBALYSE product (ADR 0092): the rye crispbread's ingredients now weigh less (0.88 against
    // AGRIBALYSE's 1.44 for the crispbread) and its interval no longer holds the figure.
    expect(m.withFigure).toBe(m.n);
    expect(m.spearman).toBeGreaterThanOrEqual(0.96);
    expect(m.medianFactor).toBeLessThanOrEqual(1.06);
    expect(m.within15).toBeGreaterThanOrEqual(0.92);
    // 95 % since method 2026.11.8 (ADR 0100) reads "majs" as maize grain, not starch: the cornflakes'
    // maize then weighs 0.39 kg CO2e/kg instead of the starch's 0.85, and the product falls to ×0.40
    // of AGRIBALYSE's 3.50, whose farm stage (2.41) the engine's breakfast-cereal class does not
    // reproduce; the starch had stood in for that missing step.
    expect(m.within2).toBeGreaterThanOrEqual(0.95);
    expect(m.intervalCoverage).toBeGreaterThanOrEqual(0.94);
    // The products whose reference is not the engine's own whole-food match are the real test (46:
    // ρ 0.925, median factor 1.159, 87 % within ×1.5, 93 % within ×2, 89 % inside the interval: 91 %
    // before rye flour had its own product, the crispbread above).
    // Issue 30 aims at a median factor of 1.15 and 95 % within ×2 there; three composites stay
    // outside ×2 and docs/methodology.md says why for each.
    // 45 since method 2026.12.28 (ADR 0202) reads "odlad" after a comma ("Lax, odlad") as how the salmon was farmed,
    // not a third of the fillet: its one food is then the salmon, on AGRIBALYSE's own farmed-salmon product.
    expect(independent.length).toBeGreaterThanOrEqual(45);
    expect(mi.spearman).toBeGreaterThanOrEqual(0.92);
    // 1.17 since method 2026.11.11 (ADR 0106) counts canned fish at AGRIBALYSE's median raw-to-canned
    // yield (1.55): yellowfin in brine (26181) is the one canned row below its raw row, so its product
    // here moves from under to over AGRIBALYSE's figure (independent median 1.159 -> 1.166).
    // 1.18 since ADR 0120 counts a baked product's dough (AGRIBALYSE's breads, cakes and biscuits
    // hold 1.07-1.10 kg of ingredients per kg): the toast loaf here moves towards AGRIBALYSE
    // (×0.74 -> ×0.78), the butter biscuits and the brioche loaf, already above it, further above
    // (×1.17 -> ×1.26, ×1.09 -> ×1.17), and the median of this set's 46 crosses 1.17 (1.155 -> 1.171),
    // while the class's products over sets 1-9 move towards AGRIBALYSE (bread ×0.82 -> ×0.87, biscuits
    // ×0.76 -> ×0.80) and the median factor of sets 4, 5, 7, 8 and 9 falls.
    expect(mi.medianFactor).toBeLessThanOrEqual(1.18);
    expect(mi.within15).toBeGreaterThanOrEqual(0.86);
    expect(mi.within2).toBeGreaterThanOrEqual(0.91); // 93 % before the cornflakes above (ADR 0100)
    expect(mi.intervalCoverage).toBeGreaterThanOrEqual(0.89);
  });
});
