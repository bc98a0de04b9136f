import { describe, expect, it } from 'vitest';
import { scoreProduct } from '../../../src/scoring/index.js';
import type { ProductData } from '../../../src/scoring/types.js';
import { contractDocument } from '../../support/contract.js';

/**
 * The contract's description of `overconsumptionRisk` says what the service sends: each of its cases, scored by
 * the engine from a submission, gives the value the description says.
 */
const description = contractDocument.components.schemas.OverconsumptionRisk.description as string;

/** Nutrients per 100 g (or per 100 ml with `drink`). */
function product(nutrients: { fat?: number; saturatedFat?: number; sugars?: number; salt?: number; energyKj?: number }, extra: ProductData = {}): ProductData {
  const data: ProductData = { nutrient_basis_quantity: 100, nutrient_basis_unit: 'g', ...extra };
  if (nutrients.fat !== undefined) data.quantity_fat = nutrients.fat;
  if (nutrients.saturatedFat !== undefined) data.quantity_part_saturated_fat = nutrients.saturatedFat;
  if (nutrients.sugars !== undefined) data.quantity_part_sugars = nutrients.sugars;
  if (nutrients.salt !== undefined) data.quantity_salt = nutrients.salt;
  if (nutrients.energyKj !== undefined) data.quantity_energy_kj = nutrients.energyKj;
  return data;
}

const ALL_LOW = { fat: 3, saturatedFat: 1, sugars: 2, salt: 0.2 };
// Ultra-processed by its markers (NOVA group 4): flavour enhancer and sweetener.
const ULTRA = 'vetemjöl, socker, glutamat (E621), sukralos (E955), salt';
const MINIMAL = 'havregryn';

describe('overconsumptionRisk as the contract describes it', () => {
  it('names the thresholds the engine uses', () => {
    for (const figure of ['1.2 % vol', '20 g, 5 g, 12.5 g and 1.5 g per 100 g', 'half of that per 100 ml', '1675 kJ']) expect(description).toContain(figure);
  });

  it.each([
    ['high: alcohol above 1.2 % vol', { alcohol_percentage: 5 }, 'high'],
    ['high: two of the four above their high level', product({ ...ALL_LOW, fat: 25, sugars: 20 }), 'high'],
    ['high: more than 1675 kJ in an ultra-processed food', product({ ...ALL_LOW, energyKj: 2000 }, { ingredients: ULTRA }), 'high'],
    ['medium: one of the four above its high level', product({ ...ALL_LOW, salt: 2 }), 'medium'],
    ['medium: NOVA group 4 without nutrients', { ingredients: ULTRA }, 'medium'],
    ['low: all four known, none high', product(ALL_LOW, { ingredients: MINIMAL }), 'low'],
    ['high level halved per 100 ml for drinks: 7 g sugars and 11 g fat per 100 ml are two high levels', product({ ...ALL_LOW, sugars: 7, fat: 11 }, { nutrient_basis_unit: 'ml', category: 'Läsk' }), 'high'],
    ['empty: no nutrients and not NOVA group 4', { ingredients: MINIMAL }, ''],
    ['empty: some of the four unknown and none high', product({ fat: 3, sugars: 2 }), ''],
    ['empty: nothing known', {}, ''],
  ] as const)('%s', (_case, data, expected) => {
    expect(scoreProduct(data as ProductData).overconsumptionRisk).toBe(expected);
  });
});
