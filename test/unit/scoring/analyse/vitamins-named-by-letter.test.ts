import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/** ADR 0143: what an additive's bracket names is that additive, a known word or not. */
const leaves = (ingredients: string) => traceProduct({ name: 'Chokladdryck pulver', ingredients, size: 500, size_unit: 'g' }).ingredients.leaves;
const list =
  'Socker, fettreducerad kakao 20 %, maltodextrin, salt, mineralämne (järnpyrofosfat), vitaminer (C, niacin, E, pantotensyra, B6, B1, B2, folsyra, D, B12), arom';

describe('vitamins a fortified product names by letter', () => {
  it('are the vitamins, not unknown foods counted at the class\'s figure', () => {
    const byName = new Map(leaves(list).map((l) => [l.name.toLowerCase(), l]));
    for (const letter of ['c', 'e', 'd']) {
      const leaf = byName.get(letter);
      expect(leaf, letter).toBeDefined();
      expect(leaf!.match?.key, letter).toBe('additive');
    }
    const climate = traceProduct({ name: 'Chokladdryck pulver', ingredients: list, size: 500, size_unit: 'g' }).climate!;
    expect(climate.parts.filter((p) => p.kind === 'ingredient').map((p) => p.text.toLowerCase())).not.toContain('c');
  });

  it('a culture whose bracket names its species reads them as cultures, not foods (ADR 0224)', () => {
    const yoghurt = traceProduct({ name: 'Yoghurt', ingredients: 'Mjölk, mjölksyrabakterier (Streptococcus thermophilus, Lactobacillus bulgaricus)', size: 1, size_unit: 'kg' });
    const species = yoghurt.ingredients.leaves.filter((l) => l.name.toLowerCase() !== 'mjölk');
    expect(species.map((l) => l.name.toLowerCase())).toEqual(['streptococcus thermophilus', 'lactobacillus bulgaricus']);
    for (const l of species) expect(l.match?.key, l.name).toBe('additive');
  });
});
