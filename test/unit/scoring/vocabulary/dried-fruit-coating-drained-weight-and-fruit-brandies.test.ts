import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { ingredientReferencesOf } from './ingredient-references.js';

/**
 * ADR 0226, from sets 91 and 92: raisins listed with their coating oil ("Raisins, Sunflower Oil") gave the oil a third
 * of the pack (×1.70); a tin's "Avrunnen vikt 280 g" was read as an ingredient; a "Poire Williams, päronbrännvin" was
 * the pears its name holds (×0.58).
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 500, size_unit: 'g' });
const share = (name: string, ingredients: string, category: string, leaf: string) =>
  trace(name, ingredients, category).ingredients.leaves.find((l) => l.name.toLowerCase() === leaf)!.share;

describe('an oil right after a dried fruit listed first without its share (ADR 0226)', () => {
  it('is its coating, held at the minor ingredients\' cap', () => {
    expect(share('Raisins 500g', 'Raisins, Sunflower Oil', 'Dried Fruit', 'sunflower oil')).toBeLessThanOrEqual(0.02);
    expect(share('Russin', 'Russin, solrosolja', 'Torkad frukt', 'solrosolja')).toBeLessThanOrEqual(0.02);
    // Inside a mix: a third of the raisins' 35 % had been the oil.
    expect(share('Studentmix', 'Russin 35 % (russin, solrosolja), jordnötter 25 %, mandlar 20 %, cashewnötter 20 %', 'Nötter', 'solrosolja')).toBeLessThanOrEqual(0.007 + 1e-9);
    expect(share('Dadlar', 'Dadlar, rapsolja', 'Torkad frukt', 'rapsolja')).toBeLessThanOrEqual(0.02);
  });

  it('leaves the oils of a recipe led by its dried fruit as the list gives them', () => {
    // A declared head: the rest of the list takes what is left by its order.
    expect(share('Garibaldi Biscuits', 'Currants (34%), Wheat Flour, Sugar, Palm Oil, Rapeseed Oil, Dried Egg', 'Biscuits', 'palm oil')).toBeGreaterThan(0.05);
    // An oil further down a list led by an undeclared dried fruit is the recipe's own.
    expect(share('Fruktkaka', 'Russin, vetemjöl, socker, rapsolja, ägg', 'Kakor', 'rapsolja')).toBeGreaterThan(0.05);
    // Not a dried fruit: an oil after fresh fruit or a nut keeps its estimate.
    expect(share('Rostade jordnötter', 'Jordnötter, rapsolja', 'Nötter', 'rapsolja')).toBeGreaterThan(0.1);
  });
});

describe('a declared drained or net weight after the list (ADR 0226)', () => {
  it('is no ingredient', () => {
    for (const list of ['Gröna ärter, vatten, socker, salt. Avrunnen vikt 280 g', 'Chick Peas, Water. Drained weight 240g', 'Majs, vatten, salt. Nettovikt 340 g']) {
      const leaves = trace('Konserv', list, 'Konserver').ingredients.leaves.map((l) => l.name.toLowerCase());
      expect(leaves.some((n) => /vikt|weight/.test(n)), list).toBe(false);
    }
  });
});

describe('a fruit brandy (ADR 0226)', () => {
  it('is AGRIBALYSE\'s eau de vie, sold as such or in a list, not its fruit', () => {
    expect(trace('Poire Williams, päronbrännvin 40 %', 'Päronbrännvin', 'Sprit').climate!.wholeReference).toBe('eauDeVie');
    expect(trace('Slivovitz', 'Plommonbrännvin', 'Sprit').climate!.wholeReference).toBe('eauDeVie');
    const cake = trace('Schwarzwaldtårta', 'Grädde 32 %, körsbär 14 %, socker, ägg, vetemjöl, körsbärsbrännvin', 'Tårtor');
    expect(ingredientReferencesOf(cake)).toContain('eauDeVie');
  });

  it('leaves the pear the pear', () => {
    expect(trace('Päron Williams', 'Päron', 'Frukt').climate!.wholeReference).not.toBe('eauDeVie');
  });
});
