import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES, type ClimateReferenceKey } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * ADR 0119: the third survey of AGRIBALYSE 3.1.1's rows of raw and simply processed foods. Each food a
 * Swedish shelf names that had no word, or was read as a neighbour, is read by its own row, named here
 * so that a change of code in the reference list shows.
 */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const partOf = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text);

describe('the rows of the third survey', () => {
  it.each([
    ['tamarind', '13080'], ['greengage', '13041'], ['pricklyPear', '13063'], ['mulberries', '13071'], ['morelloCherries', '13110'],
    ['honeydew', '13742'], ['breadfruit', '54500'], ['alfalfaSprouts', '15029'], ['cardoon', '20054'], ['frisee', '20012'],
    ['escarole', '20090'], ['sorrel', '20111'], ['dandelion', '20038'], ['glasswort', '20283'], ['mesclun', '20272'],
    ['rocket', '20217'], ['crosne', '20231'], ['greenBroadBeans', '20536'], ['greenFlageolets', '20537'], ['driedBroadBeans', '20518'],
    ['driedFlageolets', '20539'], ['nori', '20987'], ['wakame', '20984'], ['kombu', '20990'], ['dulse', '20988'],
    ['seaLettuce', '20985'], ['agar', '11084'], ['spirulina', '11086'], ['driedParsley', '11024'], ['vanillaExtract', '11065'],
    ['balsamicVinegar', '11091'], ['miso', '20916'], ['durumWheatGrain', '9060'], ['riceBran', '9643'], ['maizeBran', '9641'],
    ['gelatine', '11007'], ['beefBlood', '40600'], ['vealFillet', '6530'], ['vealOffal', '40106'], ['lambOffal', '40102'], ['tripe', '40502'],
    ['calfSweetbread', '40304'], ['guineaFowl', '36700'], ['capon', '36050'], ['rabbit', '34001'], ['goatKid', '21800'],
    ['mutton', '21001'], ['johnDory', '26104'], ['skate', '26052'], ['capelin', '26108'], ['redMullet', '26085'],
    ['greyMullet', '26091'], ['blueLing', '26194'], ['megrim', '26084'], ['dab', '26057'], ['conger', '26127'],
    ['wolffish', '26172'], ['smelt', '26083'], ['garfish', '26166'], ['greenlandHalibut', '26154'], ['hoki', '26213'],
    ['albacore', '26076'], ['lobster', '10009'], ['pureAlcohol', '1014'], ['vodka', '1008'], ['whisky', '1005'], ['gin', '1002'],
    ['rum', '1004'], ['brandy', '1023'], ['eauDeVie', '1001'], ['pastis', '1000'], ['liqueur', '1003'],
    ['cassisLiqueur', '1021'], ['vermouth', '1007'], ['marsala', '1015'], ['sangria', '1017'],
  ] as [ClimateReferenceKey, string][])('%s is AGRIBALYSE %s', (key, code) => {
    expect(ref[key].agb).toBe(code);
  });

  it("keeps AGRIBALYSE's frozen green pulses below its dried ones at the farm (the class the names choose between)", () => {
    expect(ref.greenBroadBeans.farm).toBeLessThan(0.5 * ref.driedBroadBeans.farm);
    expect(ref.greenFlageolets.farm).toBeLessThan(0.5 * ref.driedFlageolets.farm);
  });
});

describe('foods sold as such, read by their own rows', () => {
  it.each([
    [{ name: 'Tamarind', ingredients: 'Tamarind', category: 'Exotisk frukt' }, 'tamarind'],
    [{ name: 'Honungsmelon', ingredients: 'Honungsmelon' }, 'honeydew'],
    [{ name: 'Mullbär', ingredients: 'Svarta mullbär' }, 'mulberries'],
    [{ name: 'Kaktusfikon', ingredients: 'Kaktusfikon' }, 'pricklyPear'],
    [{ name: 'Alfalfagroddar', ingredients: 'Alfalfagroddar' }, 'alfalfaSprouts'],
    [{ name: 'Ruccola', ingredients: 'Ruccola' }, 'rocket'],
    [{ name: 'Maskrosblad', ingredients: 'Maskrosblad' }, 'dandelion'],
    [{ name: 'Glasört', ingredients: 'Glasört' }, 'glasswort'],
    [{ name: 'Japansk kronärtskocka fryst', ingredients: 'Japansk kronärtskocka', category: 'Frysta grönsaker' }, 'crosne'],
    [{ name: 'Bondbönor frysta', ingredients: 'Bondbönor', category: 'Frysta grönsaker' }, 'greenBroadBeans'],
    [{ name: 'Flageoletbönor frysta', ingredients: 'Flageoletbönor', category: 'Frysta grönsaker' }, 'greenFlageolets'],
    [{ name: 'Bondbönor torkade', ingredients: 'Bondbönor' }, 'driedBroadBeans'],
    [{ name: 'Noriark', ingredients: 'Nori' }, 'nori'],
    [{ name: 'Wakame torkad', ingredients: 'Wakame' }, 'wakame'],
    [{ name: 'Gelatinblad', ingredients: 'Gelatin', category: 'Bakning' }, 'gelatine'],
    [{ name: 'Balsamvinäger', ingredients: 'Vinäger, koncentrerad druvmust' }, 'balsamicVinegar'],
    [{ name: 'Riskli', ingredients: 'Riskli' }, 'riceBran'],
    [{ name: 'Durumvete hela kärnor', ingredients: 'Durumvete' }, 'durumWheatGrain'],
    [{ name: 'Kalvlever', ingredients: 'Kalvlever' }, 'vealOffal'],
    [{ name: 'Kalvfilé', ingredients: 'Kalvfilé' }, 'vealFillet'],
    [{ name: 'Jalapeño', ingredients: 'Jalapeño' }, 'chili'],
    [{ name: 'Lammlever', ingredients: 'Lammlever' }, 'lambOffal'],
    [{ name: 'Pärlhönsbröst', ingredients: 'Pärlhöns', category: 'Fågel' }, 'guineaFowl'],
    [{ name: 'Fasan', ingredients: 'Fasan' }, 'guineaFowl'],
    [{ name: 'Kanin', ingredients: 'Kaninkött' }, 'rabbit'],
    [{ name: 'Killing', ingredients: 'Killingkött' }, 'goatKid'],
    [{ name: 'Sankt Persfisk', ingredients: 'Sankt Persfisk', category: 'Fisk' }, 'johnDory'],
    [{ name: 'Rocka vingar', ingredients: 'Rocka' }, 'skate'],
    [{ name: 'Pilgrimsmusslor', ingredients: 'Pilgrimsmusslor' }, 'scallops'],
    [{ name: 'Hummer kokt fryst', ingredients: 'Hummer, salt' }, 'lobster'],
    [{ name: 'Grönlandsk hälleflundra', ingredients: 'Grönlandsk hälleflundra' }, 'greenlandHalibut'],
    [{ name: 'Whisky single malt', ingredients: 'Maltwhisky' }, 'whisky'],
    [{ name: 'Vodka', ingredients: 'Vodka' }, 'vodka'],
    [{ name: 'Marsala', ingredients: 'Vin (druvor), alkohol, druvmust', category: 'Vin' }, 'marsala'],
  ] as [ProductData, ClimateReferenceKey][])('%o → %s', (data, key) => {
    expect(climate(data).wholeReference).toBe(key);
  });

  it('leaves the words that are also ordinary Swedish words or another food unread as the food', () => {
    // "Syra" is an acid in a list, "rom" roe, "konjak" konjac gum (E425).
    const references = (data: ProductData) => climate(data).parts.map((p) => p.reference);
    expect(references({ ingredients: 'Vatten, socker, syra (citronsyra), ängssyra 1 %' })).toContain('sorrel');
    expect(references({ ingredients: 'Vatten, socker, syra (citronsyra)' })).not.toContain('sorrel');
    expect(references({ ingredients: 'Stenbitsrom 90 %, salt' })).not.toContain('rum');
    expect(references({ ingredients: 'Socker, mörk rom 5 %, russin' })).toContain('rum');
    expect(climate({ name: 'Ängssyra', ingredients: 'Ängssyra' }).wholeReference).toBe('sorrel');
  });
});

describe('a food named in a can or frozen', () => {
  it("takes the canned class's canning, can and retail on its own farm stage, as a frozen food takes the freezer's", () => {
    const canned = climate({ name: 'Vaxbönor på burk', ingredients: 'Vaxbönor 60 %, vatten, salt', category: 'Grönsakskonserver' });
    const fresh = climate({ name: 'Vaxbönor', ingredients: 'Vaxbönor' });
    expect(canned.wholeReference).toBe('waxBeans');
    const stage = (c: typeof canned, s: string) => c.stages.find((x) => x.stage === s)!.kgCo2e;
    expect(stage(canned, 'processing')).toBeCloseTo(ref.classCannedVegetables.processing, 3);
    expect(stage(canned, 'packaging')).toBeGreaterThan(stage(fresh, 'packaging'));
    expect(stage(canned, 'farm')).toBeCloseTo(stage(fresh, 'farm'), 6);
  });

  it('keeps crushed tomatoes, which no name calls one food, built from their ingredients', () => {
    expect(climate({ name: 'Krossade tomater', ingredients: 'Tomater 99,5 %, citronsyra', category: 'Konserver' }).method).toBe('ingredients');
  });
});

describe('words inside recipes', () => {
  it('counts gelatine, blood and alcohol by their own rows', () => {
    expect(partOf({ ingredients: 'Socker, glukossirap, vatten, gelatin 4 %, syra (citronsyra)', category: 'Godis' }, 'gelatin')?.reference).toBe('gelatine');
    expect(partOf({ name: 'Blodpudding', ingredients: 'Nötblod 40 %, rågmjöl, lök, salt' }, 'nötblod')?.reference).toBe('beefBlood');
    expect(partOf({ ingredients: 'Socker, alkohol 20 %, vatten, apelsinskal' }, 'alkohol')?.reference).toBe('pureAlcohol');
  });

  it('reads a plain broad bean or flageolet in a list as the dried pulse, and ahead of the water it is packed in as the cooked one (ADR 0124)', () => {
    expect(partOf({ ingredients: 'Grönsaker (morötter, bondbönor), salt' }, 'bondbönor')?.reference).toBe('driedBroadBeans');
    expect(partOf({ ingredients: 'Bondbönor 60 %, vatten, salt' }, 'bondbönor')?.reference).toBe('cookedBroadBeans');
    expect(partOf({ ingredients: 'Flageoletbönor 60 %, vatten, salt' }, 'flageoletbönor')?.reference).toBe('cookedFlageolets');
  });
});
