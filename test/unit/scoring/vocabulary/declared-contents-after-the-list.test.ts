import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0285: a list that ends with a declared content ("… rökarom. Kötthalt 75 %.", "… Fruktsafthalt minst 35 %",
 * "Meat content 80%") had that sentence read as an item of the declared share: a sausage's "kötthalt" became 56 % more
 * pork and squeezed the others. A cured product's meat per 100 g ("140 g griskött har använts till 100 g färdig
 * produkt") was an item too. The declaration is the product's, not an ingredient, so the list reads as without it; the
 * same words inside the list, describing an item, stay.
 */
const leaves = (ingredients: string) => traceProduct({ name: 'Produkt', ingredients, category: 'Övrigt' }).ingredients.leaves.map((l) => [l.name, l.share]);

describe('declared contents after the list (ADR 0285)', () => {
  it.each([
    ['fläskkött 40 %, nötkött 20 %, vatten, potatismjöl, salt, rökarom', 'Kötthalt 75 %.'],
    ['vatten, apelsinjuice 35 %, socker, citronsyra', 'Fruktsafthalt minst 35 %'],
    ['Pork (80%), Water, Rusk (Wheat Flour, Salt), Salt, Spices', 'Meat content 80%.'],
    ['socker, jordgubbar, geleringsmedel (pektin)', 'Bärhalt 45 %. Sockerhalt 60 %'],
    ['sill 45 %, vatten, socker, ättika, lök, salt', 'Fiskhalt 45 %.'],
    ['griskött, salt, druvsocker, kryddor, konserveringsmedel (natriumnitrit)', '140 g griskött har använts till 100 g färdig produkt.'],
    ['Griskött, salt, druvsocker, kryddor', 'Tillverkad av 145 g griskött per 100 g färdig produkt.'],
    ['Pork, Salt, Dextrose, Spices, Preservative: Sodium Nitrite', '150g of pork used to make 100g of saucisson.'],
  ])('reads "%s. %s" as the list alone', (list, declaration) => {
    expect(leaves(`${list}. ${declaration}`)).toEqual(leaves(list));
  });

  it('keeps the same words where they describe an item inside the list', () => {
    const names = leaves('vetemjöl, tomat, korv med hög kötthalt 10 % (fläskkött, salt), ost').map(([name]) => name);
    expect(names).toContain('ost');
    const jam = leaves('jordgubbar, socker med reducerad sockerhalt, pektin').map(([name]) => name);
    expect(jam).toContain('pektin');
  });
});
