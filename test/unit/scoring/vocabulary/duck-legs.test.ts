import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0278, from set 213: "Ankconfit, ankklubbor" with "Ankklubbor 70 %, ankfett 28 %, …" was read without its legs:
 * "ankklubbor", the word Swedish shops use for duck legs sold for confit, named nothing, so 70 % of the pot stood on the
 * list's other foods (1.6 kg CO2e/kg against AGRIBALYSE's duck confit at 9.4, ×0.17). It is the duck, as "anklår" is.
 */
describe('duck legs as Swedish shops name them (ADR 0278)', () => {
  it('reads ankklubbor as duck', () => {
    const t = traceProduct({ name: 'Ankconfit, ankklubbor 4 st', ingredients: 'Ankklubbor 70 %, ankfett 28 %, salt, svartpeppar, vitlök, timjan', category: 'Färdiglagat kött' });
    const legs = t.climate!.parts.find((p) => p.kind === 'ingredient' && p.text === 'ankklubbor');
    expect(legs?.reference).toBe('duck');
    expect(t.scores.CO2e).toBeGreaterThan(4);
  });
});
