import { describe, expect, it } from 'vitest';
import { analyzeIngredients } from '../../../../src/scoring/analyse/ingredients.js';
import { readClimateNames } from '../../../../src/scoring/analyse/climate-names.js';
import { brewedTermOf, isMadeInWater } from '../../../../src/scoring/lexicon/concepts.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/** ADR 0118: the reading of coffee, tea and stocks made in water, where the analyse stage makes it. */
const terms = (data: ProductData) => analyzeIngredients(data).leaves.map((l) => [l.name, l.match?.term ?? null] as const);

describe('coffee and tea in a drink', () => {
  it('reads the coffee of a drink that lists no water as brewed, in Swedish and English', () => {
    expect(terms({ ingredients: 'Mjölk 70 %, kaffe 25 %, socker', size: 330, size_unit: 'ml' })).toEqual([
      ['mjölk', 'mjölk'], ['kaffe', 'bryggkaffe'], ['socker', 'socker'],
    ]);
    expect(terms({ ingredients: 'Milk 70%, coffee 25%, sugar', size: 0.33, size_unit: 'l' })[1]).toEqual(['coffee', 'brewed coffee']);
    expect(terms({ ingredients: 'Vatten, socker, svart te 0,2 %', size: 500, size_unit: 'ml' }).find(([n]) => n === 'svart te')).toEqual(['svart te', 'svart te']);
    expect(terms({ ingredients: 'Mjölk, te 40 %', size: 250, size_unit: 'ml' })[1]).toEqual(['te', 'bryggt te']);
    expect(terms({ ingredients: 'Havredryck 70 %, espresso 30 %', size: 250, size_unit: 'ml' })[1]).toEqual(['espresso', 'bryggkaffe']);
    expect(terms({ ingredients: 'Äppeljuice 60 %, örtte 40 %', size: 1, size_unit: 'l' })[1]).toEqual(['örtte', 'bryggt te']);
  });

  it('keeps the coffee a list names beside its water as what was brewed in it, and a food sold by weight as it is', () => {
    expect(terms({ ingredients: 'Vatten, kaffe 6 %', size: 250, size_unit: 'ml' })[1]).toEqual(['kaffe', 'kaffe']);
    expect(terms({ ingredients: 'Mascarpone, socker, kaffe 10 %', size: 500, size_unit: 'g' })[2]).toEqual(['kaffe', 'kaffe']);
    expect(terms({ ingredients: 'Mjölk 70 %, kaffe 25 %, socker' })[1]).toEqual(['kaffe', 'kaffe']);
  });
});

describe('a bracket of water and a food\'s makings', () => {
  it('is the food made in water, read by its name, not its parts at estimated shares', () => {
    expect(terms({ ingredients: 'Mascarpone, kaffe (vatten, kaffe), socker' })).toEqual([['mascarpone', 'mascarpone'], ['kaffe', 'bryggkaffe'], ['socker', 'socker']]);
    expect(terms({ ingredients: 'Grädde, köttbuljong (vatten, nötkött, lök, salt), salt' })[1]).toEqual(['köttbuljong', 'köttbuljong']);
    expect(terms({ ingredients: 'Vatten, buljong (vatten, kycklingben, lök), salt' })[1]).toEqual(['buljong', 'buljong']);
    expect(terms({ ingredients: 'Cream, beef stock (water, beef, onion), salt' })[1]).toEqual(['beef stock', 'beef stock']);
  });

  it('is the stock when its bracket names no water but leads with the meat or vegetables it is made from (ADR 0184)', () => {
    expect(terms({ ingredients: 'Vatten, grädde 20 %, buljong (nötkött), salt' })[2]).toEqual(['buljong', 'buljong']);
    expect(terms({ ingredients: 'Vatten, grädde, koncentrerad nötbuljong (nötkött, salt, socker), salt' }).map(([n]) => n)).not.toContain('nötkött');
    expect(terms({ ingredients: 'Cream, chicken stock (chicken, salt), salt' })[1]).toEqual(['chicken stock', 'chicken stock']);
    // Coffee named with its beans is no stock: it stays what it was.
    expect(terms({ ingredients: 'Mascarpone, kaffe (kaffebönor), socker' }).map(([n]) => n)).not.toContain('bryggkaffe');
  });

  it('is read by its parts when it names no water (a cube), or when the food is no food made in water', () => {
    expect(terms({ ingredients: 'Vatten, köttbuljong (salt, palmfett, nötköttsextrakt), lök' }).map(([n]) => n)).not.toContain('köttbuljong');
    expect(terms({ ingredients: 'Mjöl, choklad (vatten, socker, kakaomassa)' }).map(([n]) => n)).not.toContain('choklad');
  });

  it('agrees with the lexicon: coffee and tea have brewed forms, stocks and brewed coffee are made in water', () => {
    expect([brewedTermOf('kaffe'), brewedTermOf('coffee'), brewedTermOf('te'), brewedTermOf('mjölk')]).toEqual(['bryggkaffe', 'brewed coffee', 'bryggt te', null]);
    expect(['bryggkaffe', 'köttbuljong', 'hönsbuljong', 'grönsaksbuljong', 'buljong', 'kokosmjölk', 'kaffe'].map(isMadeInWater)).toEqual([true, true, true, true, true, true, false]);
  });
});

describe('the name of a food made in water', () => {
  it('says whether the name begins with the food, its head', () => {
    expect(readClimateNames({ name: 'Köttbuljong färdig' })).toMatchObject({ wholeFood: 'beefStock', wholeFoodLeads: true });
    expect(readClimateNames({ name: 'Soppa på köttbuljong' })).toMatchObject({ wholeFood: 'beefStock', wholeFoodLeads: false });
  });
});
