import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0134: beef cuts, fish oil, okra, oarweed and sea spaghetti, molokhia, oolong, and a bottled tea's leaves. */
const ref = CLIMATE_REFERENCES;
const climate = (data: ProductData) => traceProduct(data).climate;
const ingredientPart = (data: ProductData, text: string) => climate(data)!.parts.find((p) => p.kind === 'ingredient' && p.text === text)!;

describe('words a product is sold by, each on its AGRIBALYSE row', () => {
  it.each(['Oxkind', 'Oxsvans', 'Fransyska', 'Innanlår', 'Ytterlår', 'Flankstek', 'Oxbringa'])('the beef cut "%s" is beef, on the raw steak row', (cut) => {
    // A name ending in "stek" is read as roasted (ADR 0127), so "flankstek" may be the cooked beef row.
    expect(['beef', 'cookedBeef']).toContain(climate({ name: `${cut} skivad`, ingredients: `${cut} 98 %, salt`, category: 'Kött' })!.wholeReference);
    expect(ingredientPart({ name: 'Gryta', ingredients: `Vatten, ${cut.toLowerCase()} 30 %, lök, morot`, category: 'Färdigmat' }, cut.toLowerCase()).reference).toBe('beef');
  });

  it('a fish oil is AGRIBALYSE\'s fish oil, not the fish: sardine oil (17640) has the cod liver oil row\'s figures', () => {
    expect(ref.codLiverOil.agb).toBe('17630');
    expect(ref.codLiverOil.farm + ref.codLiverOil.processing).toBeCloseTo(1.2985, 3);
    const oil = climate({ name: 'Omega-3 fiskolja', ingredients: 'Fiskolja (sardin) 99 %, citronarom', category: 'Kosttillskott' })!;
    expect(oil.central).toBeLessThan(2.5);
    expect(ingredientPart({ name: 'Kapslar', ingredients: 'Fiskolja 70 %, gelatin', category: 'Kosttillskott' }, 'fiskolja').reference).toBe('codLiverOil');
  });

  it('okra is AGRIBALYSE\'s okra (58103, its only okra row) and molokhia its dried jute-leaf powder (51500)', () => {
    expect(ref.okra.agb).toBe('58103');
    expect(ref.molokhia.agb).toBe('51500');
    // Sold as such, each is its row whole (ADR 0198); in a list, its word is read at it.
    expect(climate({ name: 'Okra', ingredients: 'Okra', category: 'Grönsaker' })!.wholeReference).toBe('okra');
    expect(climate({ name: 'Molokhia torkad mald', ingredients: 'Torkade juteblad', category: 'Kryddor' })!.wholeReference).toBe('molokhia');
    expect(ingredientPart({ name: 'Gryta', ingredients: 'Vatten, okra 30 %, lök, salt', category: 'Färdigmat' }, 'okra').reference).toBe('okra');
  });

  it('oarweed ("fingertång") and sea spaghetti ("remtång", "havsspaghetti") are read at the kombu rows, which share their inventory', () => {
    expect(ref.kombu.farm).toBeCloseTo(4.5528, 3);
    for (const [name, ingredients] of [['Kombu torkad', 'Fingertång (Laminaria digitata)'], ['Havsspaghetti torkad', 'Remtång (Himanthalia elongata)'], ['Havsspaghetti', 'Havsspaghetti']]) {
      expect(climate({ name, ingredients, category: 'Kryddor' })!.wholeReference, ingredients).toBe('kombu');
    }
  });

  it('oolong tea is tea', () => {
    expect(ingredientPart({ name: 'Oolongte', ingredients: 'Vatten, oolongte', category: 'Te' }, 'oolongte').reference).toBe('brewedTea');
  });
});

describe('a bottled tea', () => {
  const greenTea = { name: 'Grönt te osötat', ingredients: 'Vatten, grönt te, antioxidationsmedel (askorbinsyra)', category: 'Te', size: 500, size_unit: 'ml' };

  it('holds at most the brewed row\'s 2 % of leaves (ISO 3103) when its list gives no share', () => {
    expect(ingredientPart(greenTea, 'grönt te').share).toBeCloseTo(0.02, 6);
    expect(ingredientPart(greenTea, 'grönt te').kgCo2e).toBeCloseTo(ref.brewedTea.farm + ref.brewedTea.processing, 6);
  });

  it('keeps a declared share, and leaves tea not after water alone', () => {
    expect(ingredientPart({ ...greenTea, ingredients: 'Vatten, grönt te 4 %' }, 'grönt te').share).toBeCloseTo(0.04, 6);
    expect(ingredientPart({ name: 'Te', ingredients: 'Svart te, bergamottolja', category: 'Te' }, 'svart te').share).toBeGreaterThan(0.5);
  });

  // AGRIBALYSE 3.1.1 18065, still soft drink with tea extract, unsweetened: 0.522 kg CO2e/kg, of it 0.10 at the farm.
  it('comes out within a factor of 1.5 of AGRIBALYSE\'s bottled tea drink, whose pack and carriage the brewed row lacks', () => {
    const bottled = climate(greenTea)!.central;
    expect(bottled / 0.522).toBeGreaterThan(1 / 1.5);
    expect(bottled / 0.522).toBeLessThan(1.5);
  });
});
