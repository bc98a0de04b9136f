import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0261, from set 155: a cream listed first is a milk base, as a milk is (ADR 0195). "Pastöriserad grädde och mjölk,
 * mjölkprotein, …" had given its milk protein half the cream's share by list order alone, a third of the pot counted as
 * milk powder (×2.84 of AGRIBALYSE's light crème fraîche); an ice cream's skimmed milk powder after its cream, a fifth.
 * A dried milk solid after a cream base is held at what raises a milk to a yoghurt milk's solids, about 4.6 %.
 */
const milkSolidsShare = (ingredients: string, name = 'Crème fraiche lätt 15 %', category = 'Grädde och crème fraiche') =>
  traceProduct({ name, ingredients, category, size: 200, size_unit: 'ml' }).climate!.parts
    .filter((p) => p.kind === 'ingredient' && p.reference === 'milkPowder')
    .reduce((s, p) => s + (p.share ?? 0), 0);

describe('a cream as a milk base (ADR 0261)', () => {
  it('holds a milk protein or powder after it at a fortifying share', () => {
    expect(milkSolidsShare('Pastöriserad grädde och mjölk, mjölkprotein, stabiliseringsmedel (pektin), mjölksyrakultur')).toBeLessThan(0.05);
    expect(milkSolidsShare('GRÄDDE 38 %, socker, SKUMMJÖLKSPULVER, glukossirap, vatten, emulgeringsmedel (E471), vanilj', 'Gräddglass vanilj', 'Glass')).toBeLessThan(0.05);
  });

  it('keeps a share the label states', () => {
    expect(milkSolidsShare('Grädde, mjölkpulver 12 %, salt', 'Gräddsås bas', 'Såser')).toBeGreaterThan(0.11);
  });
});
