import { describe, expect, it } from 'vitest';
import { MEASURED_ONCE } from './measured-once.js';
import { PEER_SETS } from './peer-sets.js';

/** Each set drawn from all of AGRIBALYSE has its measured-once line, which the docs' accuracy tables are made from. */
describe('the sets measured once', () => {
  const registered = Object.keys(PEER_SETS).map(Number).filter((n) => n >= 17);

  it('has one line per set from the seventeenth, in order, none missing but the newest round not yet measured', () => {
    // A round's two sets are committed before they are first scored; their lines follow their measurement.
    const lines = MEASURED_ONCE.map((m) => m.set);
    expect(lines).toEqual(registered.slice(0, lines.length));
    expect(registered.length - lines.length).toBeLessThanOrEqual(2);
  });

  it('counts each set’s own products', () => {
    for (const m of MEASURED_ONCE) {
      expect(m.products, `set ${m.set}`).toBe(PEER_SETS[m.set]!.length);
      expect(m.withFigure, `set ${m.set}`).toBeLessThanOrEqual(m.products);
      expect(m.within2, `set ${m.set}`).toBeLessThanOrEqual(m.withFigure);
      expect(m.medianFactor, `set ${m.set}`).toBeGreaterThanOrEqual(1);
      for (const r of Object.values(m.rank)) expect(Math.abs(r), `set ${m.set}`).toBeLessThanOrEqual(1);
    }
  });

  it('names the language its labels are written in', () => {
    // Swedish lists spell å, ä and ö in most products; English lists in none.
    const swedishShare = (n: number) => PEER_SETS[n]!.filter((p) => /[åäö]/i.test(`${p.product.name ?? ''} ${p.product.ingredients ?? ''}`)).length / PEER_SETS[n]!.length;
    for (const m of MEASURED_ONCE) {
      if (m.labels === 'sv') expect(swedishShare(m.set), `set ${m.set}`).toBeGreaterThan(0.3);
      else expect(swedishShare(m.set), `set ${m.set}`).toBeLessThan(0.05);
    }
  });
});
