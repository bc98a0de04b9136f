import { describe, expect, it } from 'vitest';
import { readClimateNames } from '../../../../src/scoring/analyse/climate-names.js';
import { analyzeIngredients } from '../../../../src/scoring/analyse/ingredients.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/** What a product's name and category say for its climate figure (ADR 0120: a word that ends in a class word but names none). */
describe('the product class read from the name and category', () => {
  it('reads pork ("fläsk") as no class, not as the soft drink ("läsk") its letters end in', () => {
    expect(readClimateNames({ name: 'Sidfläsk', category: 'Kött' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Rökt sidfläsk tärnat', category: 'Chark' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Cassoulet med fläsk' }).productClass).toBeNull();
  });

  it('still reads a soft drink, and another class word beside the pork', () => {
    expect(readClimateNames({ name: 'Apelsinläsk', category: 'Läsk' }).productClass).toBe('classSoftDrink');
    expect(readClimateNames({ name: 'Läsk apelsin' }).productClass).toBe('classSoftDrink');
    expect(readClimateNames({ name: 'Korv med fläsk' }).productClass).toBe('classSausage');
    expect(readClimateNames({ name: 'Vårrullar med fläsk', category: 'Frysta färdigrätter' }).productClass).toBe('classReadyMeal');
  });

  it('reads no class from a word after the name joins what the product holds (ADR 0150)', () => {
    // The sandwich is no mayonnaise, the gratin no ham, the herring no sauce: each had taken that class's recipe step and pack.
    expect(readClimateNames({ name: 'Baguette ägg och majonnäs' }).productClass).toBeNull();
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

  it('reads a filled sandwich as a sandwich, by its category or its name (ADR 0156)', () => {
    expect(readClimateNames({ name: 'Baguette ägg och majonnäs', category: 'Smörgåsar' }).productClass).toBe('classSandwich');
    // The category decides over the ham the name begins with.
    expect(readClimateNames({ name: 'Baguette skinka', category: 'Smörgåsar' }).productClass).toBe('classSandwich');
    expect(readClimateNames({ name: 'Fullkornsmacka kyckling' }).productClass).toBe('classSandwich');
    expect(readClimateNames({ name: 'Räksmörgås' }).productClass).toBe('classSandwich');
    // Words that begin with the sandwich are not one: a topping, a biscuit, a sliced loaf, a pickle.
    expect(readClimateNames({ name: 'Smörgåskaviar' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Sandwichkex vanilj' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Sandwichkex vanilj', category: 'Kex' }).productClass).toBe('classBiscuit');
    expect(readClimateNames({ name: 'Sandwichbröd' }).productClass).toBe('classSandwichLoaf');
    expect(readClimateNames({ name: 'Smörgåsgurka', category: 'Smörgåspålägg' }).productClass).toBeNull();
  });

  it('reads a cheese made without milk as a plant-based cheese, sliced or spread, narrowing a vegetarian category (ADR 0156)', () => {
    expect(readClimateNames({ name: 'Vegansk ost skivor', category: 'Växtbaserat' }).productClass).toBe('classPlantCheese');
    expect(readClimateNames({ name: 'Vegansk riven ost', category: 'Vegetariskt' }).productClass).toBe('classPlantCheese');
    expect(readClimateNames({ name: 'Vegansk färskost naturell' }).productClass).toBe('classPlantCheeseSpread');
    expect(readClimateNames({ name: 'Växtbaserad färskost soja', category: 'Vegetariskt' }).productClass).toBe('classPlantCheeseSpread');
    // A dairy cheese stays without a class, and a vegetarian dish keeps its category's.
    expect(readClimateNames({ name: 'Färskost naturell', category: 'Ost' }).productClass).toBeNull();
    expect(readClimateNames({ name: 'Vegobullar', category: 'Vegetariskt' }).productClass).toBe('classPlantProtein');
  });

  it('gives a pulse packed in its water the canned class, unless its name says it is cooked (ADR 0156)', () => {
    const read = (d: ProductData) => readClimateNames(d, undefined, analyzeIngredients(d)).productClass;
    expect(read({ name: 'Kidneybönor', ingredients: 'Kidneybönor, vatten, salt', category: 'Bönor och linser' })).toBe('classCannedVegetables');
    expect(read({ name: 'Svarta bönor eko', ingredients: 'Svarta bönor 60 %, vatten, salt' })).toBe('classCannedVegetables');
    // AGRIBALYSE's cooked row, which a name saying "kokta" keeps (ADR 0124).
    expect(read({ name: 'Kikärtor kokta', ingredients: 'Kikärtor 60 %, vatten, salt', category: 'Baljväxter' })).toBeNull();
    expect(read({ name: 'Vita bönor kokta i tetra', ingredients: 'Vita bönor, vatten, salt' })).toBeNull();
    // A pulse after the water is the dry pulse put in a soup; a pulse sold dry has no water.
    expect(read({ name: 'Linssoppa', ingredients: 'Vatten, röda linser 20 %, morötter, lök, salt' })).toBeNull();
    expect(read({ name: 'Kidneybönor torkade', ingredients: 'Kidneybönor' })).toBeNull();
    // Without the list the name alone says nothing of a can.
    expect(readClimateNames({ name: 'Kidneybönor', category: 'Bönor och linser' }).productClass).toBeNull();
  });

  it('reads the category "Färdigmat" as the ready meals\' class, as "Färdigrätter" (ADR 0158)', () => {
    expect(readClimateNames({ name: 'Kycklingtagine', category: 'Färdigmat' }).productClass).toBe('classReadyMeal');
    expect(readClimateNames({ name: 'Vit fisk i dragonsås', category: 'Fryst färdigmat' }).productClass).toBe('classReadyMeal');
  });

  it('reads sugar kelp ("sockertång") as the seaweed, not as the sugar its letters begin with', () => {
    expect(readClimateNames({ name: 'Sockertång torkad' }).wholeFood).toBe('kombu');
  });
});
