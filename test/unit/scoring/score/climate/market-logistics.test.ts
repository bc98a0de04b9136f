import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * ADR 0139: a recipe without a class is carried as the one food it is packed as, and a product of
 * water, salt and additives alone never travels for nothing.
 */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const transport = (data: ProductData) => climate(data).stages.find((s) => s.stage === 'transport')!.kgCo2e;
const parts = (data: ProductData, kind: string) => climate(data).parts.filter((p) => p.kind === kind);

describe('market logistics of a product with no farm ingredient', () => {
  const swedish = { name: 'Mineralvatten lätt kolsyrat', ingredients: 'Naturligt mineralvatten, kolsyra', category: 'Vatten', size: 1, size_unit: 'l' };

  it('a bottled water that names no origin is carried as AGRIBALYSE\'s bottled water is, not at nothing', () => {
    expect(transport(swedish)).toBeCloseTo(ref.bottledWater.transport, 6);
    const [leg] = parts(swedish, 'transport');
    expect(leg!.text).toBe('market logistics');
    expect(leg!.reference).toBe('bottledWater');
    // Farm (none of its own), packaging, transport and retail: AGRIBALYSE's whole bottled water but its farm stage.
    expect(climate(swedish).central).toBeCloseTo(ref.bottledWater.packaging + ref.bottledWater.transport + ref.bottledWater.retail, 6);
  });

  it('a bottled water from far away is carried on its route, which is longer than those logistics', () => {
    const french = { ...swedish, name: 'Hépar mineralvatten', country_of_origin: 'Frankrike' };
    const [leg] = parts(french, 'transport');
    expect(leg!.route).not.toBeNull();
    expect(transport(french)).toBeGreaterThan(ref.bottledWater.transport);
  });

  it('made in Sweden, a water keeps the logistics every product needs: the route from the spring never counts for less', () => {
    const made = { ...swedish, name: 'Källvatten', country_of_origin: 'Sverige' };
    expect(transport(made)).toBeCloseTo(ref.bottledWater.transport, 6);
  });

  it('a soft drink keeps its class\'s logistics for its water', () => {
    const drink = { name: 'Hallondryck', ingredients: 'Vatten, socker, hallonjuice från koncentrat 4 %, syra (citronsyra), arom', category: 'Saft', size: 1, size_unit: 'l' };
    const water = parts(drink, 'transport').find((p) => p.text === 'market logistics: water')!;
    expect(water.reference).toBe('classSoftDrink');
    expect(water.kgCo2e).toBeCloseTo(water.mass! * ref.classSoftDrink.transport, 6);
  });
});
