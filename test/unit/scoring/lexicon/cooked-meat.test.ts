import { describe, expect, it } from 'vitest';
import { cookedMeatTermOf, meatCookedNamed } from '../../../../src/scoring/lexicon/cooked.js';
import { TERM_REFERENCES } from '../../../../src/scoring/analyse/climate-terms.js';

/** ADR 0127: the words that say meat, poultry, offal or fish is sold cooked, and the cooked food each raw one becomes. */
describe('a name that says its meat or fish is cooked', () => {
  it('reads cooking words in Swedish and English, wherever they stand', () => {
    for (const name of ['hamburgare färdigstekta', 'grillad kyckling hel', 'kycklingfilé strimlad färdigstekt', 'oxtunga kokt skivad', 'stekt strömming',
      'ugnsbakad lax', 'kalkon tillagad', 'cooked chicken breast', 'roast chicken', 'grilled salmon fillet', 'fried herring']) {
      expect(meatCookedNamed(name), name).toBe(true);
    }
  });

  it('reads a roast sold sliced as roasted, and a roast joint alone as raw', () => {
    for (const name of ['fläskstek skivad', 'kalvstek skivad', 'rostbiff skivad', 'sliced roast beef']) expect(meatCookedNamed(name), name).toBe(true);
    for (const name of ['fläskstek', 'kalvstek', 'rostbiff', 'fläskkarré skivad', 'kalkonbröst skivat']) expect(meatCookedNamed(name), name).toBe(false);
  });

  it('reads "färdig" alone as cooked meat, but not of a soup, stock or sauce, nor in a longer word (ADR 0130)', () => {
    for (const name of ['spareribs färdiga', 'fläskfilé färdig', 'kycklingklubbor färdiga', 'köttbullar färdiga']) expect(meatCookedNamed(name), name).toBe(true);
    for (const name of ['kycklingfond färdig', 'kyckling- och grönsakssoppa färdig', 'köttfärssås färdig', 'färdigrätt med kyckling', 'spareribs']) {
      expect(meatCookedNamed(name), name).toBe(false);
    }
  });

  it('reads smoked, cured and charcuterie as not cooked, whatever stands beside them', () => {
    for (const name of ['varmrökt makrill', 'kallrökt lax', 'rökt skinka', 'skinktärningar kokta', 'kokt skinka', 'grillkorv', 'gravad lax', 'smoked salmon', 'cooked ham', 'salami skivad']) {
      expect(meatCookedNamed(name), name).toBe(false);
    }
  });

  it('reads nothing in words that only contain the letters', () => {
    for (const name of ['kycklingfilé', 'nötstekfärs', 'stekfläsk', 'kokosmjölk', 'grillkrydda']) expect(meatCookedNamed(name), name).toBe(false);
  });
});

describe('the cooked food of a raw meat or fish', () => {
  it('names the term of AGRIBALYSE\'s paired cooked row for each raw row the vocabulary reads, and nothing for others', () => {
    const cooked = (key: Parameters<typeof cookedMeatTermOf>[0]) => { const t = cookedMeatTermOf(key); return t === null ? null : TERM_REFERENCES[t]; };
    expect(cooked('beef')).toBe('cookedBeef');
    expect(cooked('pork')).toBe('cookedPork');
    expect(cooked('vealFillet')).toBe('cookedVealFillet');
    expect(cooked('chicken')).toBe('cookedChicken');
    expect(cooked('beefOffal')).toBe('cookedBeefOffal');
    expect(cooked('cod')).toBe('cookedCod');
    expect(cooked('pollock')).toBe('pollock');
    expect(cookedMeatTermOf('curedHam')).toBeNull();
    expect(cookedMeatTermOf('rice')).toBeNull();
    expect(cookedMeatTermOf(undefined)).toBeNull();
  });
});
