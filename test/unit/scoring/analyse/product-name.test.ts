import { describe, expect, it } from 'vitest';
import { analyzeIngredients } from '../../../../src/scoring/analyse/ingredients.js';
import { readClimateNames } from '../../../../src/scoring/analyse/climate-names.js';
import { readProductName } from '../../../../src/scoring/analyse/product-name.js';
import type { ProductData } from '../../../../src/scoring/types.js';

/** ADR 0200: the product's name is read once, and the ingredient and climate stages take what that reading says. */
describe('the product name, read once', () => {
  it('says the whole food, the class, the cooking and cooked meat it names', () => {
    const kyckling = readProductName({ name: 'Kycklingfilé, färdigstekt' });
    expect(kyckling.text).toBe('kycklingfilé färdigstekt');
    expect(kyckling.meatCooked).toBe(true);
    expect(kyckling.foods.map((h) => h.value)).toContain('chicken');
    const ris = readProductName({ name: 'Jasminris färdigkokt' });
    expect(ris.cooking).toBe('cooked');
    expect(readProductName({ name: 'Rökt kycklingfilé' }).meatCooked).toBe(false);
    const baguette = readProductName({ name: 'Baguette med kyckling och majonnäs' });
    expect(baguette.classes.some((h) => h.start >= baguette.headEnd)).toBe(true);
    const camembert = readProductName({ name: 'Camembert av opastöriserad mjölk' });
    expect(camembert.madeOfAt).toBe(camembert.text.indexOf(' av '));
  });

  it('is empty without a name, so nothing is read into it', () => {
    for (const data of [{}, { name: '' }, { name: '   ' }] as ProductData[]) {
      expect(readProductName(data)).toMatchObject({ text: '', foods: [], classes: [], cooking: null, meatCooked: false });
    }
  });

  it('is what the stages use: a reading handed to them decides, not the name field read again', () => {
    const data: ProductData = { name: 'Kycklingfilé', ingredients: 'Kycklingfilé 98 %, salt' };
    const asCooked = { ...readProductName(data), meatCooked: true };
    expect(analyzeIngredients(data).leaves[0]!.match?.term).not.toBe(analyzeIngredients(data, false, asCooked).leaves[0]!.match?.term);
    const rice: ProductData = { name: 'Jasminris' };
    const riceCooked = { ...readProductName(rice), cooking: 'cooked' as const };
    expect(readClimateNames(rice).wholeFood).not.toBe(readClimateNames(rice, null, null, riceCooked).wholeFood);
  });
});
