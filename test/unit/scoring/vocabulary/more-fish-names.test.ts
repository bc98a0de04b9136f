import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0274, from set 195: "Rödtungafilé färsk" with "RÖDTUNGA (Microstomus kitt)" had no figure; the vocabulary knew
 * "rödtunga" as a fish allergen only. "Rödtunga" is Microstomus kitt's other Swedish name (bergtunga, lemon sole), so it
 * takes AGRIBALYSE's lemon sole. A second survey of fish names found more that nothing read; each is now a fish, on its
 * species' row where one exists ("helgeflundra" halibut, "rödspotta" plaice, "sepia" the cuttlefish), else the fish's.
 * "långa" (ling) stays unread: it is also Swedish for "long".
 */
const read = (name: string, ingredients: string) => {
  const t = traceProduct({ name, ingredients, category: 'Fisk', size: 300, size_unit: 'g' });
  return { co2e: t.scores.CO2e, whole: t.climate?.wholeReference ?? null };
};

describe('more fish names nothing read (ADR 0274)', () => {
  it('reads rödtunga as lemon sole, and spelling variants as their species', () => {
    expect(read('Rödtungafilé färsk', 'RÖDTUNGA (Microstomus kitt)').whole).toBe('lemonSole');
    expect(read('Helgeflundra', 'Helgeflundra').whole).toBe('halibut');
    expect(read('Rödspotta', 'Rödspotta').whole).toBe('plaice');
  });

  it('gives every other one a figure', () => {
    const cases: readonly [string, string][] = [['Slätvarfilé', 'Slätvar'], ['Stenbitsfilé', 'Stenbit'], ['Mört', 'Mört'], ['Flounder Fillets', 'Flounder (Fish)'], ['Rock Salmon', 'Huss (Fish)'], ['Skate Wings', 'Ray Wings (Fish)'], ['Marlin Steaks', 'Marlin (Fish)']];
    for (const [name, ingredients] of cases) expect(read(name, ingredients).co2e, name).not.toBeNull();
  });

  it('does not take "långa" in a list for ling', () => {
    const parts = traceProduct({ name: 'Spaghetti', ingredients: 'Durumvetemjöl, långa', category: 'Pasta' }).climate!.parts;
    expect(parts.some((p) => p.reference === 'ling')).toBe(false);
  });
});
