import { describe, it, expect } from 'vitest';
import { computeNutriScore, gradeFor, type NutriScoreKind } from '../../../../src/scoring/score/nutri-score.js';
import type { Nutrients } from '../../../../src/scoring/parse/nutrients.js';
import { traceProduct, scoreProduct } from '../../../../src/scoring/index.js';
import type { ProductData } from '../../../../src/scoring/types.js';

function nutrients(p: Partial<Nutrients>): Nutrients {
  return {
    energyKj: null,
    fat: null,
    saturatedFat: null,
    carbohydrate: null,
    sugars: null,
    fibre: null,
    protein: null,
    salt: null,
    basisKind: 'mass',
    set: 'primary',
    ...p,
  };
}

function score(kind: NutriScoreKind, p: Partial<Nutrients>, fvlPercent = 0, sweeteners = false) {
  return computeNutriScore({ nutrients: nutrients(p), kind, fvlPercent, sweeteners });
}

describe('Nutri-Score 2023', () => {
  it('grades the oat drink worked example C (N 6, P 0)', () => {
    const r = score('beverage', { energyKj: 190, sugars: 4, saturatedFat: 0.2, salt: 0.1, fibre: 0.8, protein: 0.3 });
    expect(r).toMatchObject({ grade: 'C', points: 6, negative: 6, positive: 0 });
  });

  it('adds 4 points for non-nutritive sweeteners in beverages', () => {
    const r = score('beverage', { energyKj: 5, sugars: 0, saturatedFat: 0, salt: 0.02, protein: 0 }, 0, true);
    expect(r).toMatchObject({ points: 4, grade: 'C' });
  });

  it('grades a hard cheese D, counting protein despite N ≥ 11', () => {
    const r = score('cheese', { energyKj: 1500, sugars: 0, saturatedFat: 18, salt: 1.5, protein: 25, fat: 28 });
    // energy 4 + sugars 0 + sat fat 10 + salt 7 = 21; protein 7 → 14
    expect(r).toMatchObject({ negative: 21, positive: 7, points: 14, grade: 'D' });
  });

  it('scores olive oil on energy from saturates and the saturates/fat ratio', () => {
    const r = score('fat', { energyKj: 3700, fat: 100, saturatedFat: 14, sugars: 0, salt: 0, protein: 0 });
    // 14 g × 37 kJ = 518 kJ → 4; ratio 14 % → 1
    expect(r).toMatchObject({ negative: 5, points: 5, grade: 'C' });
    const butter = score('fat', { energyKj: 3000, fat: 82, saturatedFat: 52, sugars: 0.6, salt: 0.02, protein: 0.6 });
    // 1924 kJ → 10; ratio 63.4 % → 9
    expect(butter).toMatchObject({ negative: 19, grade: 'E' });
  });

  it('caps protein points at 2 for red meat', () => {
    const mince = { energyKj: 730, sugars: 0, saturatedFat: 4.5, salt: 0.2, protein: 19 };
    expect(score('redMeat', mince)).toMatchObject({ negative: 6, positive: 2, points: 4, grade: 'C' });
    expect(score('general', mince)).toMatchObject({ positive: 7, points: -1, grade: 'A' });
  });

  it('grades a wholemeal bread B', () => {
    const r = score('general', { energyKj: 1000, sugars: 3, saturatedFat: 0.5, salt: 1.1, fibre: 6, protein: 9 });
    expect(r).toMatchObject({ negative: 7, positive: 6, points: 1, grade: 'B' });
  });

  it('does not count protein for general foods with 11+ negative points', () => {
    const r = score('general', { energyKj: 2200, sugars: 30, saturatedFat: 8, salt: 0.5, protein: 8 });
    // energy 6 + sugars 8 + saturates 7 + salt 2
    expect(r).toMatchObject({ negative: 23, positive: 0 });
  });

  it('counts fruit/vegetable/legume share with the 2023 points', () => {
    const base = { energyKj: 100, sugars: 2, saturatedFat: 0, salt: 0, protein: 1 };
    expect(score('general', base, 85)?.positive).toBe(5);
    expect(score('general', base, 65)?.positive).toBe(2);
    expect(score('beverage', { ...base, sugars: 9 }, 100)?.positive).toBe(6 + 0);
  });

  it('uses the letter limits of each kind', () => {
    expect(gradeFor(-6, 'fat')).toBe('A');
    expect(gradeFor(-5, 'fat')).toBe('B');
    expect(gradeFor(0, 'general')).toBe('A');
    expect(gradeFor(0, 'beverage')).toBe('B');
    expect(gradeFor(7, 'beverage')).toBe('D');
    expect(gradeFor(10, 'beverage')).toBe('E');
    expect(gradeFor(19, 'general')).toBe('E');
  });

  it('returns null when a required nutrient is missing', () => {
    expect(score('general', { energyKj: 1000, sugars: 3, saturatedFat: 0.5, salt: 1.1 })).toBeNull();
  });
});

const oatDrink: ProductData = {
  name: 'Havredryck',
  category: 'Havredryck',
  ingredients: 'Vatten, havre 10%, rapsolja, salt',
  nutrient_basis_quantity: 100,
  nutrient_basis_unit: 'ml',
  quantity_energy_kj: 190,
  quantity_part_sugars: 4,
  quantity_part_saturated_fat: 0.2,
  quantity_fat: 1.5,
  quantity_salt: 0.1,
  quantity_fibre: 0.8,
  quantity_protein: 0.3,
};

describe('Nutri-Score through scoreProduct', () => {
  it('treats plant drinks as beverages and grades the oat drink C', () => {
    const e = traceProduct(oatDrink);
    expect(e.nutriScore?.kind).toBe('beverage');
    expect(e.scores.nutriScore).toBe('C');
  });

  it('scales nutrients from the declared basis to per 100', () => {
    const perLitre = {
      ...oatDrink,
      nutrient_basis_quantity: 1,
      nutrient_basis_unit: 'l',
      quantity_energy_kj: 1900,
      quantity_part_sugars: 40,
      quantity_part_saturated_fat: 2,
      quantity_fat: 15,
      quantity_salt: 1,
      quantity_fibre: 8,
      quantity_protein: 3,
    };
    expect(traceProduct(perLitre).nutriScore?.points).toBe(6);
  });

  it('assumes a 100 basis when none is given and detects beverages from the category', () => {
    const e = traceProduct({ ...oatDrink, nutrient_basis_quantity: null, nutrient_basis_unit: null });
    expect(e.nutriScore).toMatchObject({ kind: 'beverage', points: 6 });
  });

  it('derives kJ from kcal when only kcal is declared', () => {
    const e = traceProduct({ ...oatDrink, quantity_energy_kj: null, quantity_energy_kcal: 45 });
    expect(e.nutrients?.energyKj).toBeCloseTo(188.28, 2);
  });

  it('grades plain water A (2023 beverage rules) and exempts coffee, tea, alcohol, honey and baby food', () => {
    const n = { quantity_energy_kj: 0, quantity_part_sugars: 0, quantity_part_saturated_fat: 0, quantity_salt: 0, quantity_protein: 0 };
    expect(scoreProduct({ category: 'Mineralvatten', ...n }).nutriScore).toBe('A');
    expect(scoreProduct({ category: 'Mineralvatten' }).nutriScore).toBe('A');
    expect(traceProduct({ category: 'Kaffe', ...n }).nutriScoreCategory).toMatchObject({ category: 'exempt' });
    expect(scoreProduct({ category: 'Kaffe', ...n }).nutriScore).toBeNull();
    expect(scoreProduct({ category: 'Te', ...n }).nutriScore).toBeNull();
    expect(scoreProduct({ category: 'Öl', alcohol_percentage: 5.2, ...n }).nutriScore).toBeNull();
    expect(scoreProduct({ category: 'Honung', ...n }).nutriScore).toBeNull();
    expect(scoreProduct({ category: 'Barnmat', ...n }).nutriScore).toBeNull();
    expect(scoreProduct({ category: 'Läsk', ...n }).nutriScore).toBe('B');
  });

  it('grades red meat from the ingredient share when the category does not say', () => {
    const e = traceProduct({
      category: 'Färdigmat',
      ingredients: 'nötkött 80%, lök, salt',
      quantity_energy_kj: 730,
      quantity_part_sugars: 0,
      quantity_part_saturated_fat: 4.5,
      quantity_salt: 0.2,
      quantity_protein: 19,
    });
    expect(e.nutriScore).toMatchObject({ kind: 'redMeat', grade: 'C' });
  });

  it('classifies cheese and oils by category', () => {
    const cheese = traceProduct({ category: 'Hårdost', quantity_energy_kj: 1500, quantity_part_sugars: 0, quantity_part_saturated_fat: 18, quantity_salt: 1.5, quantity_protein: 25, quantity_fat: 28 });
    expect(cheese.scores.nutriScore).toBe('D');
    const oil = traceProduct({ category: 'Olivolja', quantity_energy_kj: 3700, quantity_fat: 100, quantity_part_saturated_fat: 14, quantity_part_sugars: 0, quantity_salt: 0, quantity_protein: 0 });
    expect(oil.nutriScore?.kind).toBe('fat');
    // N 5 (518 kJ from saturates 4, ratio 14 % 1); olive oil is 100 % fruit/vegetable/legume in OFF's 2023 results: P 5.
    expect(oil.nutriScore).toMatchObject({ negative: 5, positive: 5, fvlPercent: 100 });
    expect(oil.scores.nutriScore).toBe('B');
  });

  it('uses the prepared (secondary) set when the primary one is missing', () => {
    const e = traceProduct({
      category: 'Pulversoppa',
      secondary_preparation_state: 'PREPARED',
      secondary_nutrient_basis_quantity: 100,
      secondary_nutrient_basis_unit: 'g',
      secondary_quantity_energy_kj: 200,
      secondary_quantity_part_sugars: 1,
      secondary_quantity_part_saturated_fat: 0.3,
      secondary_quantity_salt: 0.3,
      secondary_quantity_protein: 1,
    });
    expect(e.nutrients?.set).toBe('secondary');
    expect(e.scores.nutriScore).toBe('B');
  });

  it('is null when required nutrients are missing, with fibre defaulting to 0', () => {
    expect(scoreProduct({ category: 'Bröd', quantity_energy_kj: 1000 }).nutriScore).toBeNull();
    const noFibre = traceProduct({ category: 'Bröd', quantity_energy_kj: 1000, quantity_part_sugars: 3, quantity_part_saturated_fat: 0.5, quantity_salt: 1.1, quantity_protein: 9 });
    expect(noFibre.nutriScore).toMatchObject({ positive: 3, points: 4, grade: 'C' });
  });
});

const drink = { quantity_energy_kj: 80, quantity_part_sugars: 4, quantity_part_saturated_fat: 0, quantity_salt: 0.02, quantity_protein: 0 };

describe('Nutri-Score defect classes (issue 12)', () => {
  it.each(['Kokosvatten', 'Tonic', 'Tonicvatten', 'Vitaminvatten', 'Iste', 'Coconut water', 'Tonic water', 'Vitamin water', 'Ice tea', 'Iced teas'])(
    'scores the water- or tea-named drink "%s" as a beverage, not as exempt water or tea',
    (category) => {
      const e = traceProduct({ category, ...drink });
      expect(e.nutriScoreCategory).toMatchObject({ category: 'beverage' });
      expect(e.nutriScore?.kind).toBe('beverage');
      expect(e.scores.nutriScore).not.toBe('A');
    },
  );

  it.each(['Mineralvatten', 'Källvatten', 'Vatten', 'Spring water', 'Still mineral water', 'Sparkling water'])('grades plain water "%s" A', (category) => {
    expect(traceProduct({ category }).nutriScore).toMatchObject({ grade: 'A', category: 'beverage' });
  });

  it.each([
    ['ml', 'Vatten med smak av citron'],
    ['g', 'Vatten med smak av citron'],
    ['g', 'Flavoured spring water'],
    ['g', 'Smaksatt mineralvatten'],
  ])('scores a flavoured water declared per 100 %s as a beverage (%s)', (unit, category) => {
    const e = traceProduct({ category, nutrient_basis_quantity: 100, nutrient_basis_unit: unit, ...drink });
    expect(e.nutriScore?.kind).toBe('beverage');
  });

  const oil = { quantity_energy_kj: 3700, quantity_fat: 100, quantity_part_saturated_fat: 8, quantity_part_sugars: 0, quantity_salt: 0, quantity_protein: 0 };
  it.each(['Vegetable oils', 'Vegetabilisk olja', 'Rapsolja', 'Rapeseed oil'])('gives the oil "%s" no fruit/vegetable default', (category) => {
    expect(traceProduct({ category, ...oil }).nutriScore).toMatchObject({ kind: 'fat', fvlPercent: 0 });
  });

  it('counts olive oil as the 2023 results do (category 100 %), and no other oil in an ingredient list', () => {
    expect(traceProduct({ category: 'Olivolja', ...oil }).nutriScore).toMatchObject({ fvlPercent: 100, fvlEstimated: true });
    const blend = traceProduct({ category: 'Matolja', ingredients: 'rapsolja 60%, olivolja 40%', ...oil });
    expect(blend.nutriScore).toMatchObject({ fvlPercent: 0, fvlEstimated: false });
  });

  const food = { quantity_energy_kj: 300, quantity_part_sugars: 1, quantity_part_saturated_fat: 0.1, quantity_salt: 0.1, quantity_protein: 2 };
  it.each(['Potatis', 'Potatoes, vegetables', 'Grönsakschips', 'Vegetable crisps', 'Tofu'])('gives "%s" no fruit/vegetable default', (category) => {
    expect(traceProduct({ category, ...food }).nutriScore?.fvlPercent).toBe(0);
  });

  it('still gives vegetables without an ingredient list the 90 % default, marked as estimated', () => {
    expect(traceProduct({ category: 'Frysta grönsaker', ...food }).nutriScore).toMatchObject({ fvlPercent: 90, fvlEstimated: true });
  });

  it('does not count flours, powders, crisps or waters of a vegetable, nor potatoes, in the ingredient share', () => {
    const e = traceProduct({ category: 'Soppa', ingredients: 'ärtor 40%, ärtmjöl 20%, potatis 20%, kokosvatten 20%', ...food });
    expect(e.nutriScore?.fvlPercent).toBeCloseTo(40, 5);
  });

  it('counts canned vegetables on the drained product but canned fruit with its liquid', () => {
    const veg = traceProduct({ category: 'Konserverade gröna bönor', ingredients: 'vatten 60%, gröna bönor 40%', ...food });
    expect(veg.nutriScore?.fvlPercent).toBeCloseTo(100, 5);
    const fruit = traceProduct({ category: 'Konserverad ananas', ingredients: 'vatten 60%, ananas 40%', ...food });
    expect(fruit.nutriScore?.fvlPercent).toBeCloseTo(40, 5);
  });

  const meat = { quantity_energy_kj: 1000, quantity_part_sugars: 0, quantity_part_saturated_fat: 8, quantity_salt: 1.8, quantity_protein: 14 };
  it.each([
    ['Korv', 'fläskkött 60%, nötkött 20%, vatten, salt', 'redMeat'],
    ['Korv', 'kycklingkött 85%, vatten, salt', 'general'],
    ['Korv', null, 'general'],
    ['Sausages', 'salmon 80%, wheat flour, salt', 'general'],
    ['Sausages', 'pork 70%, water, salt', 'redMeat'],
    ['Nötfärs', null, 'redMeat'],
    ['Nötfärs', 'sojaprotein 80%, vatten, salt', 'general'],
  ])('classes a "%s" with ingredients %s as %s (the ingredient list wins over the category word)', (category, ingredients, kind) => {
    expect(traceProduct({ category, ingredients, ...meat }).nutriScore?.kind).toBe(kind);
  });
});

describe('Nutri-Score details for the explanation', () => {
  it('returns grade, category and reason, both point totals, the score, every component and the FVL share', () => {
    const ns = traceProduct(oatDrink).nutriScore!;
    expect(ns).toMatchObject({ grade: 'C', category: 'beverage', score: 6, negativePoints: 6, positivePoints: 0, fvlPercent: 0, fvlEstimated: false });
    expect(ns.categoryReason).not.toBe('');
    expect(ns.components.map((c) => c.name)).toEqual(['energy', 'sugars', 'saturatedFat', 'salt', 'sweeteners', 'protein', 'fibre', 'fvl']);
    expect(ns.components.reduce((s, c) => s + (['protein', 'fibre', 'fvl'].includes(c.name) ? -c.points : c.points), 0)).toBe(ns.score);
  });

  it('names the fat table components for fats and the exemption reason for exempt products', () => {
    const oil = traceProduct({ category: 'Rapsolja', quantity_energy_kj: 3700, quantity_fat: 100, quantity_part_saturated_fat: 7, quantity_part_sugars: 0, quantity_salt: 0, quantity_protein: 0 });
    expect(oil.nutriScore?.components.map((c) => c.name)).toEqual(['energyFromSaturatedFat', 'sugars', 'saturatedFatRatio', 'salt', 'protein', 'fibre', 'fvl']);
    const beer = traceProduct({ category: 'Öl', alcohol_percentage: 5.2 });
    expect(beer.nutriScore).toBeNull();
    expect(beer.nutriScoreCategory).toEqual({ category: 'exempt', reason: 'alcoholic drink (5.2 % vol)' });
  });
});

describe('Plain water', () => {
  it('is not plain when its ingredient list adds flavouring, sugar or a sweetener', () => {
    const n = { quantity_energy_kj: 5, quantity_part_sugars: 0.5, quantity_part_saturated_fat: 0, quantity_salt: 0, quantity_protein: 0 };
    expect(traceProduct({ category: 'Mineralvatten', ingredients: 'kolsyrat mineralvatten', ...n }).nutriScore?.grade).toBe('A');
    expect(traceProduct({ category: 'Mineralvatten', ingredients: 'kolsyrat vatten, naturlig citronarom', ...n }).nutriScore?.grade).toBe('B');
    expect(traceProduct({ category: 'Mineralvatten', ingredients: 'vatten, socker', ...n }).nutriScore?.kind).toBe('beverage');
    expect(traceProduct({ category: 'Vatten', ingredients: 'vatten, sukralos', ...n }).nutriScore?.grade).toBe('C');
  });
});
