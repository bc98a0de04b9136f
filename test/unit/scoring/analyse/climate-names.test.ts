import { describe, expect, it } from 'vitest';
import { readClimateNames } from '../../../../src/scoring/analyse/climate-names.js';

/** What a product's name and category say for its climate figure (ADR 0120: a word that ends in a class word but names none). */
describe('the product class read from the name and category', () => {
  it('reads pork ("fläsk") as no class, not as the soft drink ("läsk") its letters end in', () => {
    expect(readClimateNames({ name: 'Sidfläsk', category: 'Kött' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Rökt sidfläsk tärnat', category: 'Chark' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Cassoulet med fläsk', category: 'Färdigmat' }).productClass).toBeNull();
  });

  it('still reads a soft drink, and another class word beside the pork', () => {
    expect(readClimateNames({ name: 'Apelsinläsk', category: 'Läsk' }).productClass).toBe('classSoftDrink');
    expect(readClimateNames({ name: 'Läsk apelsin' }).productClass).toBe('classSoftDrink');
    expect(readClimateNames({ name: 'Korv med fläsk' }).productClass).toBe('classSausage');
    expect(readClimateNames({ name: 'Vårrullar med fläsk', category: 'Frysta färdigrätter' }).productClass).toBe('classReadyMeal');
  });

  it('reads sugar kelp ("sockertång") as the seaweed, not as the sugar its letters begin with', () => {
    expect(readClimateNames({ name: 'Sockertång torkad' }).wholeFood).toBe('kombu');
  });
});
