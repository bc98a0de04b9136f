import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { PeerProduct } from './peer-products.js';

/** One peer product's published reference next to the engine's figure. */
export interface PeerRow {
  agb: string;
  name: string;
  built: PeerProduct['built'];
  reference: number;
  engine: number | null;
  low: number | null;
  high: number | null;
  /** engine ÷ reference; null without an engine figure. */
  ratio: number | null;
  /** The engine used this very AGRIBALYSE product as a whole-product match (proves little). */
  selfMatch: boolean;
}

export interface PeerMetrics {
  n: number;
  withFigure: number;
  spearman: number;
  medianFactor: number;
  within15: number;
  within2: number;
  /** Share of products whose reference lies in [low, high]; null when the engine gives no interval. */
  intervalCoverage: number | null;
}

interface StageRow {
  code_agb: string;
  cc_total_kgco2e_per_kg: string;
  cc_consommation: string;
}

/** AGRIBALYSE 3.1.1 climate total minus the consumption stage, kg CO2e per kg, by Code AGB. */
export function agribalyseShelfTotals(root: string): Map<string, number> {
  const text = readFileSync(join(root, 'data/sources/agribalyse-3.1.1-climate-by-stage.csv'), 'utf8');
  const rows = parse(text, { columns: true }) as StageRow[];
  return new Map(rows.map((r) => [r.code_agb, Number(r.cc_total_kgco2e_per_kg) - Number(r.cc_consommation || 0)]));
}

function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  const r = new Array<number>(xs.length);
  for (let k = 0; k < order.length; ) {
    let j = k;
    while (j + 1 < order.length && order[j + 1]!.x === order[k]!.x) j++;
    for (let m = k; m <= j; m++) r[order[m]!.i] = (k + j) / 2 + 1;
    k = j + 1;
  }
  return r;
}

/** Spearman's rank correlation (Pearson on average ranks, ties shared). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The factor by which two positive figures differ (≥ 1 either way). */
export const factorApart = (ratio: number): number => Math.max(ratio, 1 / ratio);

export function peerMetrics(rows: readonly PeerRow[]): PeerMetrics {
  const scored = rows.filter((r) => r.ratio !== null && r.engine !== null && r.engine > 0);
  const factors = scored.map((r) => factorApart(r.ratio!));
  const withInterval = scored.filter((r) => r.low !== null && r.high !== null);
  return {
    n: rows.length,
    withFigure: scored.length,
    spearman: spearman(scored.map((r) => r.engine!), scored.map((r) => r.reference)),
    medianFactor: median(factors),
    within15: factors.filter((f) => f <= 1.5).length / scored.length,
    within2: factors.filter((f) => f <= 2).length / scored.length,
    intervalCoverage: withInterval.length === 0 ? null : withInterval.filter((r) => r.low! <= r.reference && r.reference <= r.high!).length / withInterval.length,
  };
}

const f2 = (x: number | null) => (x === null ? '—' : x.toFixed(2));

/** A plain-text table of the products (all, or only the disagreements), worst first, and the summary line. */
export function peerReport(rows: readonly PeerRow[], m: PeerMetrics, only: 'all' | 'disagreements' = 'all'): string {
  const disagrees = (r: PeerRow) => r.ratio === null || factorApart(r.ratio) > 1.5 || (r.low !== null && r.high !== null && (r.reference < r.low || r.reference > r.high));
  const sorted = [...rows].filter((r) => only === 'all' || disagrees(r)).sort((a, b) => factorApart(b.ratio ?? 1e9) - factorApart(a.ratio ?? 1e9));
  const lines = sorted.map((r) =>
    `${r.agb.padEnd(8)} ${r.name.slice(0, 34).padEnd(34)} ${r.built.padEnd(9)} ref ${f2(r.reference).padStart(6)} engine ${f2(r.engine).padStart(6)} [${f2(r.low)}, ${f2(r.high)}] ×${f2(r.ratio)}${r.selfMatch ? ' (self)' : ''}`,
  );
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
  lines.push(
    `n=${m.n} with figure=${m.withFigure} spearman=${m.spearman.toFixed(3)} median factor=${m.medianFactor.toFixed(3)} within ×1.5=${pct(m.within15)} within ×2=${pct(m.within2)} interval coverage=${m.intervalCoverage === null ? '—' : pct(m.intervalCoverage)}`,
  );
  return lines.join('\n');
}
