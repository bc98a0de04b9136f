import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0221, from set 81: a turbot its label said was caught wild ("Piggvar, hel, viltfångad") was AGRIBALYSE's
 * unqualified turbot, whose figure is its farmed one's (×1.40, and three times the wild row's scarce water); an apricot
 * nectar's "Fruktinnehåll minst 50 %" was read as an ingredient, a fruit.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 1, size_unit: 'kg' });

describe('a fish caught wild (ADR 0221)', () => {
  it('is AGRIBALYSE\'s wild row when the name or the list says so, in either language', () => {
    expect(trace('Piggvar, hel, viltfångad', 'Piggvar (Scophthalmus maximus) (fisk)', 'Färsk fisk').climate!.wholeReference).toBe('wildTurbot');
    expect(trace('Wild Turbot Fillets 250g', 'Turbot (Fish)', 'Fresh Fish').climate!.wholeReference).toBe('wildTurbot');
    expect(trace('Havsabborre, hel', 'Havsabborre (Dicentrarchus labrax), vildfångad', 'Färsk fisk').climate!.wholeReference).toBe('wildSeaBass');
  });

  it('leaves a fish that does not say so, or says it was farmed, on the unqualified row', () => {
    expect(trace('Piggvar hel', 'Piggvar', 'Färsk fisk').climate!.wholeReference).toBe('turbot');
    expect(trace('Guldsparid hel, odlad', 'Guldsparid (Sparus aurata)', 'Färsk fisk').climate!.wholeReference).toBe('seaBream');
  });

  it('leaves any other food named wild itself', () => {
    expect(trace('Wild Rocket 60g', 'Wild Rocket', 'Salad').climate!.wholeReference).not.toMatch(/^wild/);
  });
});

describe('a declared fruit or juice content after the list (ADR 0221)', () => {
  it('is no ingredient', () => {
    const nectar = trace('Aprikosnektar', 'Vatten, aprikospuré 50 %, socker, surhetsreglerande medel (citronsyra). Fruktinnehåll minst 50 %.', 'Juice & nektar').climate!;
    const texts = nectar.parts.filter((p) => p.kind === 'ingredient').map((p) => p.text);
    expect(texts).toContain('aprikospuré');
    expect(texts.some((t) => t.includes('fruktinnehåll'))).toBe(false);
  });
});
