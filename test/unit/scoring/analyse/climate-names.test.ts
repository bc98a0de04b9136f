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

  it('reads no class from a word after the name joins what the product holds (ADR 0150)', () => {
    // The sandwich is no mayonnaise, the gratin no ham, the herring no sauce: each had taken that class's recipe step and pack.
    expect(readClimateNames({ name: 'Baguette ägg och majonnäs', category: 'Smörgåsar' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Pastagratäng med skinka' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Sill i tomatsås' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Croissant with ham and cheese' }).productClass).toBeNull();
    // The head keeps its class, and a compound cut short before "och" joins nothing.
    expect(readClimateNames({ name: 'Glass med chokladöverdrag' }).productClass).toBe('classIceCream');
    expect(readClimateNames({ name: 'Fisk- och skaldjursgryta' }).productClass).toBe('classReadyMeal');
    expect(readClimateNames({ name: 'Kikärtor på burk' }).productClass).toBe('classCannedVegetables');
    // The category still decides where it names a class.
    expect(readClimateNames({ name: 'Sill i tomatsås', category: 'Fiskkonserver' }).productClass).toBe('classCannedFish');
  });

  it('reads sugar kelp ("sockertång") as the seaweed, not as the sugar its letters begin with', () => {
    expect(readClimateNames({ name: 'Sockertång torkad' }).wholeFood).toBe('kombu');
  });
});
