import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0271, from set 183: a cut named like the beef's (innanlår, ytterlår, fransyska, entrecote) is the animal its first
 * part names. "Fläskschnitzel av innanlår" with "Fläskinnanlår av gris" was read as beef topside, 27.1 kg CO2e/kg
 * against AGRIBALYSE's pork leg at 12.7 (×2.14): the cut's word, the longer, won over "fläsk". A bare "innanlår" stays
 * beef, as Swedish shops sell it.
 */
const wholeOf = (name: string, ingredients: string) =>
  traceProduct({ name, ingredients, category: 'Kött', size: 400, size_unit: 'g' }).climate!.wholeReference;

describe('a cut named like the beef\'s, by the animal named before it (ADR 0271)', () => {
  it('reads pork and lamb cuts as pork and lamb', () => {
    expect(wholeOf('Fläskschnitzel av innanlår', 'Fläskinnanlår av gris')).toBe('porkCut');
    expect(wholeOf('Grisinnanlår', 'Grisinnanlår')).toBe('porkCut');
    expect(wholeOf('Fläskytterlår', 'Fläskytterlår')).toBe('porkCut');
    expect(wholeOf('Lammytterlår', 'Lammytterlår')).toBe('lamb');
    expect(wholeOf('Lammentrecote', 'Lammentrecote')).toBe('lamb');
  });

  it('keeps a bare cut and the beef\'s own cuts beef', () => {
    expect(wholeOf('Innanlår', 'Innanlår av nöt')).toBe('beef');
    expect(wholeOf('Nötinnanlår', 'Nötinnanlår')).toBe('beef');
  });
});
