/**
 * The environmental quantities of the peer sets next to AGRIBALYSE's, product by product: a
 * maintainers' tool for finding classes of error (which reference, which stage), not a test.
 *
 *   npx tsx test/unit/scoring/score/environment/diagnostic.ts [quantity] [set ...]
 *
 * quantity: water (default), landUse, eutrophication, ecotoxicityToGate, biodiversity. Sets by their
 * number in peer-sets.ts (1 the climate peer set, 2 the second, 3 the fresh held-out, 4 on the
 * numbered ones); all when none is given. For each product: the engine's quantity per kg, AGRIBALYSE's (its indicators
 * combined as the quantity combines them, consumption left out), the factor engine ÷ AGRIBALYSE,
 * the share of the engine's figure on the farm stage against AGRIBALYSE's, and the part carrying
 * most of the engine's figure (its stage, reference and AGRIBALYSE product). Then, per reference
 * that carries most of some product, the count and geometric-mean factor, and per set the Spearman
 * correlation of quantity and AGRIBALYSE figure. Sorted by factor, so the classes at both ends
 * show first.
 */
import { traceProduct } from '../../../../../src/scoring/index.js';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { ENVIRONMENT_INDICATORS } from '../../../../../src/scoring/data/environment-references.js';
import { countsStage, QUANTITY, type EnvironmentQuantityName } from '../../../../../src/scoring/score/environment/quantities.js';
import type { EnvironmentPart } from '../../../../../src/scoring/score/environment/footprint.js';
import { spearman } from '../climate/peer-metrics.js';
import { PEER_SETS } from './peer-sets.js';
import { agribalyseEnvironmentStages, agribalyseEnvironmentTotals } from './peer-references.js';


export interface DiagnosticRow {
  set: string;
  agb: string;
  name: string;
  engine: number;
  agribalyse: number;
  /** Share of each figure on the farm stage. */
  engineFarm: number;
  agribalyseFarm: number;
  top: { stage: string; reference: string | null; agribalyse: string | null; text: string; share: number } | null;
}

const partFigure = (p: EnvironmentPart, weights: readonly number[]): number =>
  p.by * weights.reduce((s, w, i) => s + w * p.base[i]! * (p.factors ? p.factors[i]! : 1), 0);

export function diagnose(name: EnvironmentQuantityName, sets: readonly string[], root = process.cwd()): DiagnosticRow[] {
  const q = QUANTITY[name];
  const stages = agribalyseEnvironmentStages(root);
  const totals = agribalyseEnvironmentTotals(root);
  const figureOf = (agb: string, stage: 'all' | 'farm') => {
    const s = stages.get(agb)!;
    const counted = (st: string) => (stage === 'all' ? st !== 'consumption' && (q.stages === 'all' || q.stages.includes(st as never)) : st === 'farm');
    return Object.entries(s).reduce((acc, [st, v]) => (counted(st) ? acc + ENVIRONMENT_INDICATORS.reduce((a, i, k) => a + q.weights[k]! * v[i], 0) : acc), 0);
  };
  const rows: DiagnosticRow[] = [];
  for (const set of sets) {
    for (const p of PEER_SETS[set] ?? []) {
      const e = traceProduct(p.product).environment;
      if (!e || !stages.has(p.agb)) continue;
      const engine = e.quantity(q);
      // As the peer check compares: the synthèse's totals minus consumption, or for a quantity of some stages their sum.
      const agribalyse = q.stages === 'all' ? ENVIRONMENT_INDICATORS.reduce((acc, i, k) => acc + q.weights[k]! * totals.get(p.agb)![i], 0) : figureOf(p.agb, 'all');
      const parts = e.parts.filter((x) => countsStage(q, x.stage));
      const figures = parts.map((x) => partFigure(x, q.weights));
      const farm = parts.reduce((s, x, i) => s + (x.stage === 'farm' ? figures[i]! : 0), 0);
      const best = figures.reduce((b, f, i) => (f > (figures[b] ?? -Infinity) ? i : b), 0);
      const top = parts[best];
      const reference = top?.source.reference ?? null;
      rows.push({
        set, agb: p.agb, name: p.product.name ?? '', engine, agribalyse,
        engineFarm: engine > 0 ? farm / engine : 0,
        agribalyseFarm: agribalyse > 0 ? figureOf(p.agb, 'farm') / agribalyse : 0,
        top: top
          ? { stage: top.stage, reference, agribalyse: reference ? CLIMATE_REFERENCES[reference].agb : null, text: top.source.text, share: engine > 0 ? figures[best]! / engine : 0 }
          : null,
      });
    }
  }
  return rows;
}

const g = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toPrecision(3));
const pct = (x: number) => `${Math.round(100 * x)}%`;

function report(name: EnvironmentQuantityName, sets: readonly string[]): string {
  const rows = diagnose(name, sets);
  const factor = (r: DiagnosticRow) => (r.agribalyse > 0 ? r.engine / r.agribalyse : Infinity);
  const lines = [`${name} (${QUANTITY[name].unit}): set agb name | engine agribalyse factor | farm share engine/agribalyse | top part`];
  for (const r of [...rows].sort((a, b) => factor(a) - factor(b))) {
    const t = r.top ? `${t0(r.top.stage)} ${r.top.reference ?? '-'} (agb ${r.top.agribalyse ?? '-'}) "${r.top.text}" ${pct(r.top.share)}` : '-';
    lines.push(`${r.set} ${r.agb} ${r.name} | ${g(r.engine)} ${g(r.agribalyse)} ×${g(factor(r))} | ${pct(r.engineFarm)}/${pct(r.agribalyseFarm)} | ${t}`);
  }
  const byRef = new Map<string, number[]>();
  for (const r of rows) {
    const key = r.top?.reference ?? '-';
    if (r.agribalyse > 0 && r.engine > 0) byRef.set(key, [...(byRef.get(key) ?? []), Math.log(factor(r))]);
  }
  lines.push('', 'top reference: products, geometric-mean factor');
  for (const [key, logs] of [...byRef].sort((a, b) => mean(a[1]) - mean(b[1]))) lines.push(`${key}: ${logs.length}, ×${g(Math.exp(mean(logs)))}`);
  lines.push('', 'spearman of quantity and AGRIBALYSE per set');
  for (const s of sets) {
    const rs = rows.filter((r) => r.set === s);
    lines.push(`set ${s}: ${spearman(rs.map((r) => r.engine), rs.map((r) => r.agribalyse)).toFixed(3)} over ${rs.length}`);
  }
  return lines.join('\n');
}

const t0 = (stage: string) => stage.slice(0, 4);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

if (process.argv[1]?.endsWith('diagnostic.ts')) {
  const [first, ...rest] = process.argv.slice(2);
  const name = (first && first in QUANTITY ? first : 'water') as EnvironmentQuantityName;
  const sets = [...(first && !(first in QUANTITY) ? [first] : []), ...rest];
  process.stdout.write(`${report(name, sets.length > 0 ? sets : Object.keys(PEER_SETS))}\n`);
}
