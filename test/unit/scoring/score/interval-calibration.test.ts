import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ENVIRONMENT_INDICATORS } from '../../../../src/scoring/data/environment-references.js';
import { INTERVAL_WIDENING } from '../../../../src/scoring/params.js';
import { QUANTITY, type EnvironmentQuantityName } from '../../../../src/scoring/score/environment/quantities.js';
import { agribalyseShelfTotals } from './climate/peer-metrics.js';
import { PEER_SETS } from './environment/peer-sets.js';
import { agribalyseEnvironmentTotals } from './environment/peer-references.js';

/**
 * ADR 0170: each 90 % interval is drawn wider than propagated by a factor fitted on peer sets 1–25, so that it holds
 * AGRIBALYSE's figure for 90 % of their products. This recomputes the factors from those sets (so the committed
 * values cannot drift from the data they rest on) and checks them on the sets measured after the fit (26 on).
 */
type Calibrated = 'climate' | EnvironmentQuantityName;
const NAMES: readonly Calibrated[] = ['climate', 'water', 'landUse', 'eutrophication', 'ecotoxicityToGate', 'biodiversity'];
/** z of the 95th percentile of the standard normal. */
const Z90 = 1.6448536269514722;
/** The last set the factors were fitted on. */
const FITTED_ON_SETS_UP_TO = 25;

const environmentTotals = agribalyseEnvironmentTotals(process.cwd());
const climateTotals = agribalyseShelfTotals(process.cwd());

/**
 * Per quantity, each product's distance from AGRIBALYSE's figure in units of the interval's propagated σ (the drawn σ
 * over its widening): |ln(reference ÷ central)| ÷ σ.
 */
function distances(sets: readonly string[]): Record<Calibrated, number[]> {
  const out = Object.fromEntries(NAMES.map((n) => [n, [] as number[]])) as Record<Calibrated, number[]>;
  const add = (name: Calibrated, reference: number, central: number, high: number) => {
    if (!(reference > 0) || !(central > 0) || !(high > central)) return;
    const sigma = Math.log(high / central) / Z90 / INTERVAL_WIDENING[name];
    out[name].push(Math.abs(Math.log(reference / central)) / sigma);
  };
  for (const set of sets) {
    for (const p of PEER_SETS[set]!) {
      const trace = traceProduct(p.product);
      const climate = trace.climate;
      if (climate) add('climate', climateTotals.get(p.agb)!, climate.central, climate.interval.high);
      const environment = trace.environment;
      const totals = environmentTotals.get(p.agb);
      if (!environment || !totals) continue;
      for (const name of NAMES) {
        if (name === 'climate') continue;
        const q = QUANTITY[name];
        const reference = name === 'ecotoxicityToGate' ? totals.etfToGate : ENVIRONMENT_INDICATORS.reduce((s, i, k) => s + q.weights[k]! * totals[i], 0);
        add(name, reference, environment.quantity(q), environment.interval(name).high);
      }
    }
  }
  return out;
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('90 % intervals calibrated on AGRIBALYSE (ADR 0170)', () => {
  const sets = Object.keys(PEER_SETS);
  const fitted = distances(sets.filter((s) => Number(s) <= FITTED_ON_SETS_UP_TO));
  const later = distances(sets.filter((s) => Number(s) > FITTED_ON_SETS_UP_TO));

  it.each(NAMES)('%s: the committed widening is the one sets 1–25 give, rounded up to two decimals', (name) => {
    const d = sorted(fitted[name]);
    expect(d.length).toBeGreaterThan(3000);
    const widening = d[Math.ceil(0.9 * d.length) - 1]! / Z90;
    expect(INTERVAL_WIDENING[name]).toBe(Math.ceil(widening * 100) / 100);
  });

  it.each(NAMES)('%s: on the sets measured after the fit, the interval holds AGRIBALYSE\'s figure for 85–95 % of products', (name) => {
    const d = later[name];
    expect(d.length).toBeGreaterThanOrEqual(290);
    const coverage = d.filter((x) => x <= Z90 * INTERVAL_WIDENING[name]).length / d.length;
    console.log(`interval coverage after the fit, ${name}: ${(100 * coverage).toFixed(1)} % of ${d.length}`);
    expect(coverage).toBeGreaterThanOrEqual(0.85);
    expect(coverage).toBeLessThanOrEqual(0.95);
  });
});
