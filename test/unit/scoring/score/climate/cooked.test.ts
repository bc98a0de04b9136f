import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES, type ClimateReferenceKey } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { madeInWaterOf } from '../../../../../src/scoring/score/climate/references.js';
import { TERM_REFERENCES } from '../../../../../src/scoring/analyse/climate-terms.js';
import { cookedMeatTermOf, cookedTermOf } from '../../../../../src/scoring/lexicon/cooked.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0124: grains, pasta and pulses sold or listed cooked, on AGRIBALYSE 3.1.1's cooked rows. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const part = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text)!;

describe('AGRIBALYSE\'s cooked rows', () => {
  it('hold the dry food over its cooking yield: 0.443 for every grain pair, 0.429 for every pulse pair', () => {
    const pairs: [ClimateReferenceKey, ClimateReferenceKey, number][] = [
      ['cookedRice', 'rice', 0.443], ['cookedQuinoa', 'quinoa', 0.443], ['cookedBulgur', 'bulgur', 0.443], ['cookedPasta', 'pasta', 0.443],
      ['cookedPolenta', 'polenta', 0.443], ['cookedDurum', 'precookedDurum', 0.443],
      ['cookedLentils', 'lentils', 0.429], ['cookedChickpeas', 'chickpeas', 0.429], ['cookedWhiteBeans', 'whiteBeans', 0.429],
    ];
    for (const [cooked, dry, ratio] of pairs) expect(ref[cooked].farm / ref[dry].farm, cooked).toBeCloseTo(ratio, 3);
    expect([ref.cookedRice.agb, ref.cookedLentils.agb, ref.precookedDurum.agb, ref.cookedDurum.agb]).toEqual(['9104', '20505', '9080', '9081']);
  });

  it('are what a grain or pulse named as sold and listed with water is made in', () => {
    expect(madeInWaterOf('lentils')).toBe('cookedLentils');
    expect(madeInWaterOf('polenta')).toBe('cookedPolenta');
    expect(madeInWaterOf('pasta')).toBeNull();
  });

  // The pair dry food → cooked row is held twice: the scoring's "made in water" table and the vocabulary's cooked
  // terms (lexicon/cooked.ts), whose concepts carry the row. A row changed in one place only fails here.
  it('are the same row whether the name says cooked or the list says water', () => {
    const dryFoods = (Object.keys(CLIMATE_REFERENCES) as ClimateReferenceKey[]).filter((key) => key !== 'coffee' && madeInWaterOf(key) !== null);
    expect(dryFoods.length).toBeGreaterThan(10);
    for (const dry of dryFoods) {
      const term = cookedTermOf(dry, 'cooked');
      expect(term, dry).not.toBeNull();
      expect(TERM_REFERENCES[term!], `${dry} → ${term}`).toBe(madeInWaterOf(dry));
    }
  });

  it('each cooked term of a grain, pulse, meat or fish names a row of the vocabulary', () => {
    for (const dry of Object.keys(CLIMATE_REFERENCES) as ClimateReferenceKey[]) {
      for (const term of [cookedTermOf(dry, 'cooked'), cookedTermOf(dry, 'precooked'), cookedMeatTermOf(dry)]) {
        if (term !== null) expect(TERM_REFERENCES[term], `${dry} → ${term}`).toBeDefined();
      }
    }
  });
});

describe('a product sold cooked', () => {
  it('named cooked, with a list of the pulse and water, is the cooked pulse whole', () => {
    const lentils = climate({ name: 'Gröna linser kokta', ingredients: 'Gröna linser, vatten, salt', category: 'Bönor och linser', size: 380, size_unit: 'g' });
    expect(lentils.wholeReference).toBe('cookedLentils');
    const dry = climate({ name: 'Gröna linser', ingredients: 'Gröna linser', category: 'Baljväxter', size: 500, size_unit: 'g' });
    expect(dry.wholeReference).toBe('lentils');
    expect(lentils.central).toBeLessThan(dry.central * 0.6);
  });

  it('named as the grain and listed with water is the grain cooked in it (a polenta roll)', () => {
    expect(climate({ name: 'Polenta i rulle', ingredients: 'Vatten, majsmjöl 25 %, salt', size: 500, size_unit: 'g' }).wholeReference).toBe('cookedPolenta');
  });

  it('counts a cooked ingredient of a recipe on the cooked row', () => {
    const rice = { name: 'Jasminris färdigkokt', ingredients: 'Kokt jasminris 98 %, solrosolja, salt', size: 250, size_unit: 'g' };
    expect(part(rice, 'kokt jasminris').reference).toBe('cookedRice');
    const salad = { name: 'Pastasallad', ingredients: 'Kokt pasta 45 % (durumvetemjöl, vatten), majs, paprika, rapsolja, salt' };
    expect(part(salad, 'kokt pasta').reference).toBe('cookedPasta');
  });
});
