import { describe, expect, it } from 'vitest';
import { scoreProduct } from '../../../../src/scoring/index.js';
import { PEER_PRODUCTS } from './peer-products.js';
import { agribalyseShelfTotals, peerMetrics, peerReport, type PeerRow } from './peer-metrics.js';

/**
 * The climate peer check: the engine against published product-level life-cycle results
 * (AGRIBALYSE 3.1.1 totals minus the consumption stage) for Swedish groceries written as a
 * retailer sends them. Run alone with `npx vitest run --project unit test/unit/scoring/climate/peer.test.ts`;
 * the table it prints lists every product, worst first.
 */
const references = agribalyseShelfTotals(process.cwd());

function peerRows(): PeerRow[] {
  return PEER_PRODUCTS.map((p) => {
    const reference = references.get(p.agb)!;
    const engine = scoreProduct(p.product).CO2e;
    return { agb: p.agb, name: p.product.name ?? '', built: p.built, reference, engine, low: null, high: null, ratio: engine === null ? null : engine / reference, selfMatch: false };
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
    console.log(peerReport(rows, m));
    expect(m.n).toBe(PEER_PRODUCTS.length);
  });
});
