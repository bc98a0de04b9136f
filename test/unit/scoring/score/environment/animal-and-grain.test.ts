import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';
import { QUANTITY, type EnvironmentQuantityName } from '../../../../../src/scoring/score/environment/quantities.js';
import { agribalyseEnvironmentTotals, type PeerIndicator } from './peer-references.js';

/**
 * The classes of ADR 0117 (found with diagnostic.ts on land use): goat's and sheep's milk were
 * counted as cow's milk, cheeses made of them as cow's cheese, durum wheat (semolina, its flour,
 * the grain) as soft wheat flour, unsweetened evaporated milk as fresh milk, and chia, pumpkin and
 * poppy seeds as almonds. Each food here is
 * written as a Swedish retailer sends it (none of them copied from a peer set) and must come within
 * 10 % of its own AGRIBALYSE 3.1.1 row (farm to shop).
 */
const totals = agribalyseEnvironmentTotals(process.cwd());

const quantity = (product: ProductData, name: EnvironmentQuantityName): number => {
  const e = traceProduct(product).environment;
  if (!e) throw new Error(`${product.name}: no environmental footprint`);
  return e.quantity(QUANTITY[name]);
};
const product = (name: string, ingredients: string, category: string): ProductData => ({ name, ingredients, category, size: 500, size_unit: 'g' });

const OWN_ROWS: readonly [ProductData, string, EnvironmentQuantityName, PeerIndicator][] = [
  [product('Getmjölk ekologisk', 'Getmjölk', 'Mjölk'), '19200', 'landUse', 'ldu'],
  [product('Fårmjölk färsk', 'Fårmjölk', 'Mjölk'), '19250', 'landUse', 'ldu'],
  [product('Getost vit', 'Getmjölk, salt, löpe, syrningskultur', 'Ost'), '12807', 'landUse', 'ldu'],
  [product('Manchego', 'Pastöriserad fårmjölk, salt, löpe, syrningskultur', 'Ost'), '12827', 'landUse', 'ldu'],
  [product('Getost vit', 'Getmjölk, salt, löpe, syrningskultur', 'Ost'), '12807', 'water', 'wtu'],
  [product('Durumvetegryn', 'Durumvetegryn', 'Gryn'), '9610', 'landUse', 'ldu'],
  [product('Mannagryn fina', 'Mannagryn av durumvete', 'Gryn'), '9610', 'landUse', 'ldu'],
  [product('Evaporerad mjölk', 'Mjölk', 'Matlagning'), '19026', 'landUse', 'ldu'],
  [product('Yoghurt naturell av get', 'Getmjölk, levande yoghurtkultur', 'Yoghurt'), '19556', 'landUse', 'ldu'],
  [product('Ost på fårmjölk', 'Fårmjölk, salt, löpe', 'Ost'), '12827', 'landUse', 'ldu'],
  [product('Chiafrön svarta', 'Chiafrön', 'Fröer'), '15047', 'water', 'wtu'],
  [product('Pumpakärnor', 'Pumpakärnor', 'Fröer'), '15028', 'water', 'wtu'],
  [product('Vallmofrön blå', 'Vallmofrön', 'Kryddor'), '11061', 'water', 'wtu'],
];

describe('goat and sheep dairy, durum wheat, evaporated milk and seeds by their own rows (ADR 0117)', () => {
  it.each(OWN_ROWS.map(([p, agb, ...rest]) => [p.name, agb, p, ...rest] as const))('%s is within 10 %% of row %s', (_, agb, p, name, indicator) => {
    const reference = totals.get(agb)![indicator];
    expect(quantity(p, name) / reference).toBeGreaterThan(0.9);
    expect(quantity(p, name) / reference).toBeLessThan(1.1);
  });

  it('keeps cow\'s milk and cow\'s cheese on their rows', () => {
    expect(quantity(product('Mellanmjölk', 'Mjölk', 'Mjölk'), 'landUse') / totals.get('19042')!.ldu).toBeCloseTo(1, 1);
    expect(quantity(product('Hushållsost', 'Mjölk, salt, syrningskultur, löpe', 'Ost'), 'landUse') / totals.get('12736')!.ldu).toBeCloseTo(1, 1);
  });

  it('counts a recipe\'s durum wheat pasta above the same recipe on soft wheat flour', () => {
    const lasagne = (flour: string): ProductData => product('Lasagne', `Tomater, lasagneplattor (${flour}, ägg), mjölk, ost, lök, salt`, 'Färdigrätter');
    expect(quantity(lasagne('durumvetemjöl'), 'landUse')).toBeGreaterThan(quantity(lasagne('vetemjöl'), 'landUse'));
  });
});
