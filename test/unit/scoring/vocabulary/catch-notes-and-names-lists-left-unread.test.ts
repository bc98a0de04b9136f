import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0202, from a scan of every peer set's leaves the vocabulary could not read: a catch or farming note written as an
 * item of its own ("Kummel, fångad i sydvästra Atlanten FAO 41", "Lax, odlad") names no ingredient; and the foods,
 * spirits and additives the lists named alone that no table knew ("solros", "camembert", "kinin", "spannmålssprit").
 */
const leaves = (ingredients: string, category = 'Livsmedel') =>
  traceProduct({ name: 'Produkt', ingredients, category, size: 500, size_unit: 'g' }).ingredients.leaves;

describe('a catch or farming note after a comma (ADR 0202)', () => {
  it.each([
    ['Kummel (Merluccius hubbsi), fångad i sydvästra Atlanten FAO 41', 'kummel'],
    ['Lax, odlad', 'lax'],
    ['Lax, odlad i Norge', 'lax'],
    ['Räkor, vildfångade', 'räkor'],
    ['Sill, fiskad i Nordsjön', 'sill'],
    ['Salmon (Fish), farmed in Norway', 'salmon'],
    ['Cod (Fish), caught in the North East Atlantic FAO 27', 'cod'],
    ['Tuna (Fish), Line caught', 'tuna'],
  ])('"%s" is all %s', (list, food) => {
    const l = leaves(list, 'Fisk');
    expect(l.map((x) => x.name)).toEqual([food]);
    expect(l[0]!.share).toBe(1);
  });

  it('keeps the word where it names the food: "Odlad atlantlax", "Farmed Salmon"', () => {
    expect(leaves('Odlad atlantlax (Salmo salar)', 'Fisk')[0]!.match?.term).toBe('lax');
    expect(leaves('Farmed Salmon (Fish), Salt', 'Fish')[0]!.match?.key).toBe(leaves('Salmon (Fish), Salt', 'Fish')[0]!.match?.key);
  });
});

describe('names the lists used that no table knew (ADR 0202)', () => {
  it.each([
    ['Vegetabiliska oljor (raps, solros), vatten, salt', 'solros', 'sunflowerOil'],
    ['Baguette 60 %, camembert 25 %, smör', 'camembert', 'cheese'],
    ['Mjölk, ägg, socker, karamell', 'karamell', 'beetSugar'],
    ['Gåslever 50 %, fläskfett, salt', 'gåslever', 'poultry'],
    ['Vatten, socker, spannmålssprit 12 %', 'spannmålssprit', 'wheat'],
    ['Vatten, socker, vit rom 10 %, limejuice', 'vit rom', 'caneSugar'],
    ['Grädde, socker, körsbär, kirsch', 'kirsch', 'wine'],
    ['Vatten, madeiravin 10 %, grädde', 'madeiravin', 'wine'],
    ['Kolsyrat vatten, socker, syra (citronsyra), arom, kinin', 'kinin', 'additive'],
    ['Carbonated Water, Sugar, Citric Acid, Quinine', 'quinine', 'additive'],
    ['Skummjölk, laktos, vegetabiliska oljor, mineralämnen, inositol, kolinklorid, nukleotider', 'kolinklorid', 'additive'],
    ['Skimmed Milk, Lactose, Vegetable Oils, Choline Chloride, L-Tryptophan, Ferrous Lactate, Zinc Sulphate', 'zinc sulphate', 'additive'],
    ['Grädde, socker, drivgas (lustgas)', 'lustgas', 'additive'],
  ])('"%s": %s is %s', (list, item, key) => {
    const leaf = leaves(list).find((l) => l.name === item);
    expect(leaf?.match?.key).toBe(key);
  });

  it('leaves caramelised onion an onion and roe no rum: only the whole words are read', () => {
    expect(leaves('Karamelliserad lök 40 %, socker')[0]!.match?.key).toBe('onions');
    expect(leaves('Stenbitsrom 90 %, salt')[0]!.match?.key).toBe('fish');
  });
});
