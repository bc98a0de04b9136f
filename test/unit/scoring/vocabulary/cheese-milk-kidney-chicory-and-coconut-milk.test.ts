import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0208, from sets 59 and 60: a cheese whose name goes on to name its milk ("Camembert, opastöriserad mjölk") was
 * the liquid milk; a pig's kidney was pork meat; an English instant chicory was the endive "chicory" names alone; a
 * coconut milk listing its "Coconut Extract" was built from the coconut's flesh.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 250, size_unit: 'g' });

describe('names of sets 59 and 60 (ADR 0208)', () => {
  it('reads a cheese that names its milk after a comma as the cheese, as it did with "av"', () => {
    for (const name of ['Camembert, opastöriserad mjölk', 'Camembert av opastöriserad mjölk']) {
      const c = trace(name, 'Opastöriserad MJÖLK, salt, ostlöpe, mjölksyrakultur, mögelkultur', 'Ost').climate!;
      expect(c.wholeReference, name).toBe('cheese');
      expect(c.central, name).toBeGreaterThan(4);
    }
    // A milk stays a milk.
    expect(trace('Ekologisk mjölk, mellanmjölk 1,5 %', 'Mellanmjölk', 'Mjölk').climate!.wholeReference).toBe('milk');
  });

  it('reads a pig\'s kidney as pork offal in either language', () => {
    for (const [name, list] of [['Fläsknjure, fryst', 'Fläsknjure'], ['Pork Kidneys 400g', 'Pork Kidney']] as const) {
      const c = trace(name, list, 'Kött').climate!;
      expect(c.wholeReference, name).toBe('porkOffal');
    }
  });

  it('reads an English instant or soluble chicory as the chicory powder, and "chicory" alone as the endive', () => {
    expect(trace('Instant Chicory Drink 100g', 'Soluble Chicory', 'Coffee Alternatives').climate!.wholeReference).toBe('chicoryPowder');
    expect(trace('Chicory 2 Pack', 'Chicory', 'Salad').climate!.wholeReference).toBe('endive');
  });

  it('reads a coconut milk by its name, and the coconut extract it lists as coconut milk, not the flesh', () => {
    const c = trace('Coconut Milk 400ml', 'Coconut Extract (75%), Water, Stabiliser (Guar Gum)', 'World Foods').climate!;
    expect(c.wholeReference).toBe('coconutMilk');
    expect(trace('Kokosmjölk', 'Kokosextrakt 75 %, vatten', 'Asiatiskt').climate!.wholeReference).toBe('coconutMilk');
    expect(trace('Desiccated Coconut', 'Desiccated Coconut', 'Baking').climate!.wholeReference).toBe('coconut');
  });
});
