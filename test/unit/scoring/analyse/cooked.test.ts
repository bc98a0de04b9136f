import { describe, expect, it } from 'vitest';
import { analyzeIngredients } from '../../../../src/scoring/analyse/ingredients.js';
import { readClimateNames } from '../../../../src/scoring/analyse/climate-names.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/** ADR 0124: grains, pasta and pulses the name or list says are cooked, read where the analyse stage reads names. */
const terms = (data: ProductData) => analyzeIngredients(data).leaves.map((l) => [l.name, l.match?.term ?? null] as const);

describe('a cooked ingredient', () => {
  it('is the food cooked when its name says so, in Swedish and English', () => {
    expect(terms({ ingredients: 'Kokt jasminris 98 %, solrosolja, salt' })[0]).toEqual(['kokt jasminris', 'kokt ris']);
    expect(terms({ ingredients: 'Kokt fullkornsris 97 %, rapsolja, salt' })[0]).toEqual(['kokt fullkornsris', 'kokt ris']);
    expect(terms({ ingredients: 'Kokt bulgur (vete) 97 %, olivolja, salt' })[0]![1]).toBe('kokt bulgur');
    expect(terms({ ingredients: 'Kokt förkokt durumvete 95 %, rapsolja, salt' })[0]![1]).toBe('kokt durumvete');
    expect(terms({ ingredients: 'Förkokt durumvete' })[0]![1]).toBe('förkokt durumvete');
    expect(terms({ ingredients: 'Cooked brown rice 95%, sunflower oil, salt' })[0]![1]).toBe('kokt ris');
  });

  it('stays the dry food when nothing says it is cooked', () => {
    expect(terms({ ingredients: 'Jasminris' })[0]).toEqual(['jasminris', 'jasminris']);
    expect(terms({ ingredients: 'Durumvete' })[0]![1]).toBe('durumvete');
  });
});

describe('a pulse and the water it is packed in', () => {
  it('is the cooked pulse ahead of its water (a can or carton: the share is drained weight)', () => {
    expect(terms({ ingredients: 'Vita bönor 60 %, vatten, salt' })[0]).toEqual(['vita bönor', 'kokta vita bönor']);
    expect(terms({ ingredients: 'Kikärtor 60 %, vatten, salt' })[0]![1]).toBe('kokta kikärtor');
    expect(terms({ ingredients: 'Gröna linser, vatten, salt' })[0]![1]).toBe('kokta linser');
  });

  it('is the dry pulse after the water (a soup) or where no water is listed, and a grain ahead of water stays as named', () => {
    expect(terms({ ingredients: 'Vatten, linser 20 %, tomater, lök' })[1]).toEqual(['linser', 'linser']);
    expect(terms({ ingredients: 'Gröna linser' })[0]![1]).toBe('gröna linser');
    expect(terms({ ingredients: 'Soy beans 90%, water 9%, salt 1%' })[0]![1]).not.toMatch(/kokt/);
    expect(terms({ ingredients: 'Lupinmjöl 20 %, majsmjöl, vatten' })[0]![1]).not.toMatch(/kokt/);
    expect(terms({ ingredients: 'Durumvetemjöl, vatten' })[0]![1]).toBe('durumvete');
  });
});

describe('a product named cooked', () => {
  it('names the cooked food as its whole food', () => {
    expect(readClimateNames({ name: 'Jasminris färdigkokt' }).wholeFood).toBe('cookedRice');
    expect(readClimateNames({ name: 'Gröna linser kokta' }).wholeFood).toBe('cookedLentils');
    expect(readClimateNames({ name: 'Polenta färdig i rulle' }).wholeFood).toBe('cookedPolenta');
    expect(readClimateNames({ name: 'Jasminris' }).wholeFood).toBe('rice');
    expect(readClimateNames({ name: 'Kokt skinka' }).wholeFood).toBeNull();
  });
});
