import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES, type ClimateReferenceKey } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { CONCEPTS } from '../../../../../src/scoring/lexicon/concepts.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * ADR 0126: additives, minerals and processing aids sold as such take their own AGRIBALYSE rows
 * (inside a recipe they stay minor additives); a farmed fish and a roasted root get their words; the
 * pig's trotters, its cured hams and its trimmed belly are read by AGRIBALYSE's own rows.
 */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const partOf = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text);

describe('the rows of ADR 0126', () => {
  it.each([
    ['tableSalt', '11017'], ['bakingSoda', '11507'], ['bakingPowder', '11046'], ['soyLecithin', '42200'], ['saccharinSweetener', '31064'],
    ['carp', '27003'], ['chicoryPowder', '18152_1'], ['porkTrotters', '28540'], ['dryCuredHam', '28812'], ['curedHam', '28800'], ['porkBelly', '28479'],
  ] as [ClimateReferenceKey, string][])('%s is AGRIBALYSE %s', (key, code) => {
    expect(ref[key].agb).toBe(code);
  });

  it("sets each pig product's multiplier to its row's farm stage over the raw pork row's", () => {
    for (const key of ['porkTrotters', 'dryCuredHam', 'curedHam'] as const) {
      const concept = CONCEPTS.find((c) => c.climate === key)!;
      expect(concept.commodity?.[1]).toBeCloseTo(ref[key].farm / ref.pork.farm, 2);
    }
    // A by-product carries less than the meat, a dried ham more (the water it loses).
    expect(ref.porkTrotters.farm).toBeLessThan(0.5 * ref.pork.farm);
    expect(ref.dryCuredHam.farm).toBeGreaterThan(2 * ref.pork.farm);
  });
});

describe('an additive or mineral sold as such takes its own row', () => {
  it.each(([
    [{ name: 'Bikarbonat', ingredients: 'Natriumvätekarbonat', category: 'Bakning' }, 'bakingSoda'],
    [{ name: 'Bakpulver', ingredients: 'Jäsmedel (difosfater, natriumkarbonater), majsstärkelse', category: 'Bakning' }, 'bakingPowder'],
    [{ name: 'Bordssalt jodberikat', ingredients: 'Salt, jod (kaliumjodid), klumpförebyggande medel (E 536)', category: 'Salt' }, 'tableSalt'],
    [{ name: 'Havssalt', ingredients: 'Havssalt' }, 'tableSalt'],
    [{ name: 'Sojalecitin granulat', ingredients: 'Sojalecitin', category: 'Hälsokost' }, 'soyLecithin'],
    [{ name: 'Sötningstabletter', ingredients: 'Sötningsmedel (natriumcyklamat, sackarin), surhetsreglerande medel (natriumvätekarbonat), laktos' }, 'saccharinSweetener'],
    [{ name: 'Natron', ingredients: '' }, 'bakingSoda'],
    // Spirit vinegar ("ättika") is AGRIBALYSE's vinegar, as a wine vinegar is.
    [{ name: 'Ättika 12 %', ingredients: 'Vatten, ättiksyra', category: 'Matlagning' }, 'vinegar'],
  ] as [ProductData, ClimateReferenceKey][]).map(([data, key]) => [data.name, data, key] as const))('%s is %s', (_name, data, key) => {
    const c = climate(data);
    expect(c.wholeReference).toBe(key);
    const r = ref[key];
    expect(c.central).toBeGreaterThan(0.9 * (r.farm + r.processing + r.packaging + r.retail));
  });

  it('stays a minor additive inside a recipe, where a few grams count little either way', () => {
    const cake = { name: 'Sockerkaka', ingredients: 'Vetemjöl, socker, ägg, rapsolja, bakpulver, salt', category: 'Kakor' };
    expect(climate(cake).parts.some((p) => p.reference === 'bakingPowder' || p.reference === 'tableSalt')).toBe(false);
    expect(partOf({ name: 'Margarin', ingredients: 'Rapsolja 70 %, vatten, salt, emulgeringsmedel (sojalecitin)' }, 'sojalecitin')?.reference ?? null).not.toBe('soyLecithin');
  });

  it('is not the additive when its name names one but its list is another food', () => {
    expect(climate({ name: 'Chips havssalt', ingredients: 'Potatis, solrosolja, havssalt' }).wholeReference).not.toBe('tableSalt');
    // "sötningsmedel" in a name says how a food is sweetened, so it is no name word of the tablets.
    expect(climate({ name: 'Mellanmjölk sötningsmedel', ingredients: 'Mellanmjölk, sötningsmedel (sukralos)' }).wholeReference).toBe('milk');
    expect(climate({ name: 'Vetemjöl med bakpulver', ingredients: 'Vetemjöl 97 %, bakpulver (difosfat, natriumkarbonat)' }).wholeReference).toBe('wheatFlour');
  });
});

describe('foods that had no word', () => {
  it.each(([
    [{ name: 'Karp odlad', ingredients: 'Karp', country_of_origin: 'Polen' }, 'carp'],
    [{ name: 'Rödbarbfilé fryst', ingredients: 'Rödbarb', category: 'Fryst fisk' }, 'redMullet'],
    [{ name: 'Cikoria instant', ingredients: 'Cikoria', category: 'Kaffe' }, 'chicoryPowder'],
  ] as [ProductData, ClimateReferenceKey][]).map(([data, key]) => [data.name, data, key] as const))('%s is %s', (_name, data, key) => {
    expect(climate(data).wholeReference).toBe(key);
  });

  it('keeps a black radish ("rättika", which ends in "ättika") a radish', () => {
    expect(climate({ name: 'Svart rättika', ingredients: 'Rättika' }).wholeReference).toBe('blackRadish');
  });

  it('does not read a sprat ("skarpsill") as a carp', () => {
    expect(partOf({ name: 'Inlagd skarpsill', ingredients: 'Skarpsill 60 %, vatten, socker, salt' }, 'skarpsill')?.reference).not.toBe('carp');
  });
});

describe("the pig's by-products and cured hams by AGRIBALYSE's rows", () => {
  it.each(([
    [{ name: 'Grisfötter rimmade', ingredients: 'Grisfötter, salt, konserveringsmedel (natriumnitrit)', category: 'Kött' }, 'porkTrotters'],
    [{ name: 'Serranoskinka skivad', ingredients: 'Fläskkött, salt, konserveringsmedel (natriumnitrit, kaliumnitrat)', category: 'Chark' }, 'dryCuredHam'],
    // The curing sugar is part of the ham's recipe, not another food.
    [{ name: 'Pancetta', ingredients: 'Sidfläsk, salt, dextros, kryddor, konserveringsmedel (natriumnitrit)', category: 'Chark' }, 'dryCuredHam'],
    // ADR 0180: a coppa is AGRIBALYSE's coppa (28850), the dry-cured ham's figures; the garlic it is seasoned with is its recipe too.
    [{ name: 'Coppa', ingredients: 'Griskött, salt, dextros, kryddor, vitlök, konserveringsmedel (natriumnitrit, kaliumnitrat)', category: 'Pålägg' }, 'dryCuredHam'],
    [{ name: 'Capocollo skivad', ingredients: 'Fläskkarré, salt, druvsocker, svartpeppar, konserveringsmedel (natriumnitrit)', category: 'Chark' }, 'dryCuredHam'],
    [{ name: 'Lufttorkad skinka', ingredients: 'Griskött, salt, konserveringsmedel (natriumnitrit)', category: 'Chark' }, 'curedHam'],
    [{ name: 'Sidfläsk tärnat', ingredients: 'Sidfläsk (fläsk), salt, konserveringsmedel (natriumnitrit)', category: 'Chark' }, 'porkBelly'],
  ] as [ProductData, ClimateReferenceKey][]).map(([data, key]) => [data.name, data, key] as const))('%s is %s', (_name, data, key) => {
    expect(climate(data).wholeReference).toBe(key);
  });

  it('reads a cured ham sold with a salad from its list: the foods a ham is made with are a few percent of it (ADR 0180)', () => {
    const withSalad = climate({ name: 'Parmaskinka med ruccola', ingredients: 'Griskött 70 %, ruccola 30 %', category: 'Chark' });
    expect(withSalad.wholeReference).toBeNull();
    expect(withSalad.parts.find((p) => p.kind === 'ingredient' && p.reference === 'rocket')?.share).toBeCloseTo(0.3, 5);
  });

  it('keeps sugar out of a fresh cut: only the cured hams take their curing sugar', () => {
    expect(climate({ name: 'Fläskkarré', ingredients: 'Fläskkött 90 %, socker 10 %' }).wholeReference).not.toBe('pork');
  });
});
