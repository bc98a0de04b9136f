import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0283: Swedish compounds whose first part (or a word inside them) is a food term they are not. Listed without a
 * bracket, "vitlökssmör" had been garlic and "citronsmör" lemons, where both are butter; "polkagris", the peppermint
 * rock, and "grissini" had been pork by their "gris"; "flammkuchen" had been lamb by the "lamm" inside it.
 */
const referenceOf = (ingredients: string, text: string, name = 'Produkt', category = 'Övrigt') =>
  traceProduct({ name, ingredients, category }).climate?.parts.find((p) => p.kind === 'ingredient' && p.text === text)?.reference;

describe('compounds read by what they are (ADR 0283)', () => {
  it.each(['vitlökssmör', 'citronsmör', 'persiljesmör', 'chilismör', 'ramslökssmör', 'dillsmör'])('reads %s in a list as butter', (butter) => {
    expect(referenceOf(`VETEMJÖL, vatten, ${butter} 20 %, jäst, salt`, butter, 'Baguette', 'Bröd')).toBe('butter');
  });

  it('reads polkagris and its crush as a boiled sweet, not pork', () => {
    expect(referenceOf('grädde, socker, polkagriskross 8 %', 'polkagriskross', 'Glass med polkagris', 'Glass')).toBe('softCaramel');
    const rock = traceProduct({ name: 'Polkagris', ingredients: 'Polkagris', category: 'Godis' });
    expect(rock.scores.CO2e).toBeLessThan(3);
  });

  it('reads grissini as wheat, not pork', () => {
    const sticks = traceProduct({ name: 'Grissini', ingredients: 'Grissini', category: 'Bröd' });
    expect(sticks.climate!.parts.find((p) => p.kind === 'ingredient')?.reference).toBe('wheatFlour');
    expect(sticks.scores.CO2e).toBeLessThan(2);
    expect(sticks.scores.allergenList).toContain('gluten');
  });

  it('reads no lamb in a flammkuchen, its base as a bread dough and the dish as a pizza', () => {
    expect(referenceOf('vetemjöl, crème fraiche, flammkuchendeg', 'flammkuchendeg')).toBe('pizzaDough');
    const tart = traceProduct({ name: 'Flammkuchen', ingredients: 'Flammkuchen', category: 'Fryst' });
    expect(tart.climate?.parts.some((p) => p.reference === 'lamb') ?? false).toBe(false);
    // Named so, with its list, it is made as AGRIBALYSE's tarte flambée is: the pizza's class.
    const listed = traceProduct({ name: 'Flammkuchen', ingredients: 'VETEMJÖL, vatten, crème fraiche 20 %, bacon 12 %, lök, rapsolja, salt', category: 'Fryst' });
    expect(listed.climate?.productClass).toBe('classPizza');
  });
});
