import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0280, from set 217: a tub of lard named "Ister" with the list "Svinfett" had no figure, since "svinfett" named
 * nothing and a name is taken for the food only where the list agrees. "Svinfett" is lard as "ister" and "späck" are;
 * a British "pork dripping" is lard too, not the pork cut its first word names. "Grisfett" stays pork, as "fläskfett"
 * is: in charcuterie it stands where AGRIBALYSE's recipes have meat.
 */
describe('lard by its other names (ADR 0280)', () => {
  it.each([
    ['Ister', 'Svinfett', 'Matfett', 'svinfett'],
    ['Pork Dripping 250g', 'Pork Dripping', 'Cooking Fats', 'pork dripping'],
  ])('reads %s (%s) as pork fat', (name, ingredients, category, text) => {
    const t = traceProduct({ name, ingredients, category });
    const fat = t.climate!.parts.find((p) => p.kind === 'ingredient' && p.text.toLowerCase() === text);
    expect(fat?.reference).toBe('porkFat');
    // AGRIBALYSE's lard (16520) is 1.56 kg CO2e/kg; a pork cut would be several times that.
    expect(t.scores.CO2e).toBeGreaterThan(1);
    expect(t.scores.CO2e).toBeLessThan(2.5);
  });

  it('keeps grisfett in a liver pâté as pork, as fläskfett is', () => {
    const t = traceProduct({ name: 'Leverpastej', ingredients: 'grislever 28 %, grisfett, vatten, vetemjöl, salt', category: 'Pålägg' });
    const fat = t.climate!.parts.find((p) => p.kind === 'ingredient' && p.text === 'grisfett');
    expect(fat?.reference).toBe('pork');
  });
});
