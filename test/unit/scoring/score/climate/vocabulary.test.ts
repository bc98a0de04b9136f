import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES, type ClimateReferenceKey } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * ADR 0116: the second survey of AGRIBALYSE 3.1.1's rows. Each food a Swedish shelf names that the
 * vocabulary lacked or read as something else is read by its own row, with the row named here so a
 * change of code in the reference list shows.
 */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const partOf = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text);

describe('the rows of the survey', () => {
  it.each([
    ['freshHerbs', '11070'], ['parsley', '11014'], ['chives', '11003'], ['freshCoriander', '11094'], ['fenugreek', '11077'],
    ['saffron', '11039'], ['bayLeaf', '11053'], ['gingerPowder', '11006'], ['garlicPowder', '11023'], ['gardenCress', '20199'],
    ['flatBeans', '20269'], ['waxBeans', '20195'], ['palmHearts', '20018'], ['artichokeHearts', '20155'], ['artichokeBottoms', '20232'],
    ['taro', '53200'], ['spaghettiSquash', '20145'], ['butternut', '20138'], ['sproutedLentils', '20521'], ['sorghum', '9360'],
    ['freekeh', '51510'], ['oatBran', '9640'], ['wheatBran', '9621'], ['ling', '26130'], ['lemonSole', '26135'],
    ['gooseFat', '16560'], ['duckFat', '16550'], ['duckConfit', '8109'], ['sheepMilk', '19250'], ['sake', '1026'],
    ['ciderVinegar', '11090'],
    ['sesameSeed', '15010'], ['sesameOil', '17400'], ['maizeFlour', '9545'], ['semolina', '9610'], ['driedBanana', '13089'],
    ['agaveSyrup', '31089'], ['mapleSyrup', '31034'], ['evaporatedMilk', '19026'], ['pangasius', '27017'], ['khorasan', '9003'],
    ['cassava', '54031'], ['blackRadish', '20089'], ['chili', '20151'], ['grapeseedOil', '17350'], ['hazelnutOil', '17210'],
    ['eggPowder', '22013'], ['buckwheatFlour', '9540'], ['spelt', '9001'], ['mincedVeal', '6536'],
  ] as [ClimateReferenceKey, string][])('%s is AGRIBALYSE %s', (key, code) => {
    expect(ref[key].agb).toBe(code);
  });

  it("keeps AGRIBALYSE's fresh herbs below its dried ones (the class the names choose between)", () => {
    expect(ref.freshHerbs.farm + ref.freshHerbs.processing).toBeLessThan(ref.herbs.farm + ref.herbs.processing);
  });
});

describe('foods sold as such, read by their own rows', () => {
  it.each([
    [{ name: 'Salvia', ingredients: 'Salvia', category: 'Kryddor' }, null],
    [{ name: 'Färsk salvia', ingredients: 'Salvia', category: 'Örter' }, 'freshHerbs'],
    [{ name: 'Basilika i kruka', ingredients: 'Basilika', category: 'Örter' }, 'freshHerbs'],
    [{ name: 'Färsk dill', ingredients: 'Dill' }, 'freshHerbs'],
    [{ name: 'Bladpersilja i kruka', ingredients: 'Persilja' }, 'parsley'],
    [{ name: 'Oregano', ingredients: 'Oregano', category: 'Kryddor' }, 'herbs'],
    [{ name: 'Smörgåskrasse', ingredients: 'Krasse' }, 'gardenCress'],
    [{ name: 'Taro från Ghana', ingredients: 'Taro' }, 'taro'],
    [{ name: 'Sorghum hela korn', ingredients: 'Sorghum' }, 'sorghum'],
    [{ name: 'Bergtunga hel', ingredients: 'Bergtunga' }, 'lemonSole'],
    [{ name: 'Gåsfett', ingredients: 'Gåsfett' }, 'gooseFat'],
    [{ name: 'Ekologiskt havrekli', ingredients: 'Havrekli' }, 'oatBran'],
    [{ name: 'Vetekli', ingredients: 'Vetekli' }, 'wheatBran'],
    [{ name: 'Platta bönor', ingredients: 'Bönor' }, 'flatBeans'],
    [{ name: 'Vaxbönor', ingredients: 'Vaxbönor' }, 'waxBeans'],
    [{ name: 'Saffran', ingredients: 'Saffran' }, 'saffron'],
    [{ name: 'Bockhornsklöver', ingredients: 'Bockhornsklöverfrön' }, 'fenugreek'],
    [{ name: 'Ingefära malen', ingredients: 'Ingefära' }, 'gingerPowder'],
    [{ name: 'Fårmjölk', ingredients: 'Fårmjölk' }, 'sheepMilk'],
    [{ name: 'Sake junmai', ingredients: 'Ris, vatten, koji' }, 'sake'],
    [{ name: 'Äppelcidervinäger', ingredients: 'Äppelcidervinäger' }, 'ciderVinegar'],
    [{ name: 'Sesamfrön', ingredients: 'Sesamfrön' }, 'sesameSeed'],
    [{ name: 'Majsmjöl fint', ingredients: 'Majsmjöl' }, 'maizeFlour'],
    // Quick polenta is AGRIBALYSE's pre-cooked dried polenta (9614), not the flour (ADR 0108).
    [{ name: 'Polenta snabb', ingredients: 'Majsmjöl' }, 'polenta'],
    [{ name: 'Mannagryn', ingredients: 'Durumvetemannagryn' }, 'semolina'],
    [{ name: 'Lönnsirap grad A', ingredients: 'Lönnsirap' }, 'mapleSyrup'],
    [{ name: 'Maniok', ingredients: 'Maniok' }, 'cassava'],
    [{ name: 'Vattenkrasse', ingredients: 'Vattenkrasse' }, 'watercress'],
    [{ name: 'Chilipulver', ingredients: 'Chili' }, 'cayenne'],
    [{ name: 'Röd chili', ingredients: 'Chili' }, 'chili'],
    [{ name: 'Kalvfärs 15 %', ingredients: 'Kalvkött' }, 'mincedVeal'],
    [{ name: 'Rödvinsvinäger', ingredients: 'Rödvinsvinäger, antioxidationsmedel (E224)' }, 'vinegar'],
  ] as [ProductData, ClimateReferenceKey | null][])('%o → %s', (data, key) => {
    if (key === null) expect(climate(data).wholeReference === 'freshHerbs').toBe(false);
    else expect(climate(data).wholeReference).toBe(key);
  });

  it('reads a herb named fresh or potted at the fresh row, below the same herb in a spice jar', () => {
    const potted = climate({ name: 'Timjan i kruka', ingredients: 'Timjan' });
    const jar = climate({ name: 'Timjan', ingredients: 'Timjan', category: 'Kryddor' });
    expect(potted.wholeReference).toBe('freshHerbs');
    expect(jar.wholeReference).toBe('herbs');
    expect(potted.central).toBeLessThan(jar.central);
  });
});

describe('words inside recipes', () => {
  it("reads sesame seeds as AGRIBALYSE's seeds, tahini as its paste and sesame oil as its oil", () => {
    const recipe = { ingredients: 'Vetemjöl, vatten, sesamfrön 5 %, tahini 5 %, sesamolja 2 %, salt' };
    expect(partOf(recipe, 'sesamfrön')?.reference).toBe('sesameSeed');
    expect(partOf(recipe, 'tahini')?.reference).toBe('sesame');
    expect(partOf(recipe, 'sesamolja')?.reference).toBe('sesameOil');
    expect(ref.sesame.name).toMatch(/tahini/i);
  });

  it('reads maize flour and grits as flour, not as corn starch', () => {
    expect(partOf({ ingredients: 'Majsmjöl 60 %, vetemjöl, socker, salt' }, 'majsmjöl')?.reference).toBe('maizeFlour');
    expect(partOf({ ingredients: 'Majsstärkelse 60 %, socker' }, 'majsstärkelse')?.reference).toBe('maizeStarch');
  });

  it('reads bran, canned and frozen vegetables and duck legs by their own rows', () => {
    expect(partOf({ ingredients: 'Vetemjöl, vatten, vetekli 10 %, jäst, salt', category: 'Bröd' }, 'vetekli')?.reference).toBe('wheatBran');
    expect(partOf({ ingredients: 'Kronärtskockshjärtan 55 %, vatten, salt, syra (citronsyra)' }, 'kronärtskockshjärtan')?.reference).toBe('artichokeHearts');
    expect(partOf({ ingredients: 'Palmhjärtan 55 %, vatten, salt' }, 'palmhjärtan')?.reference).toBe('palmHearts');
    expect(partOf({ ingredients: 'Anklår 70 %, ankfett, salt' }, 'anklår')?.reference).toBe('duck');
    expect(partOf({ ingredients: 'Anklår 70 %, ankfett, salt' }, 'ankfett')?.reference).toBe('duckFat');
  });

  it("reads blood as its animal's offal (a slaughter by-product), not as its meat", () => {
    const sausage = { name: 'Blodkorv', ingredients: 'Grisblod 35 %, fläskfett, lök, rågmjöl, salt', category: 'Korv' };
    expect(partOf(sausage, 'grisblod')?.reference).toBe('porkOffal');
  });

  it("keeps a sheep's-milk cheese a cheese (its milk is re-read as cheese, as cow's milk is)", () => {
    const c = climate({ name: 'Fårost', ingredients: 'Fårmjölk, salt, löpe', category: 'Ost' });
    // A cheese of sheep's milk is AGRIBALYSE's ewe's cheese (ADR 0117), still a cheese, not the milk.
    expect(c.wholeReference).toBe('sheepCheese');
  });
});

describe('duck meat named by its compounds', () => {
  // "ankkött" was read by its last word, "kött" (meat in general, counted as pork at AGRIBALYSE's 7.5 kg CO2e/kg at the farm).
  it.each(['Ankkött', 'Andkött', 'Ankfilé', 'Ankbröstfilé', 'Andbröst', 'Duck meat'])('%s is AGRIBALYSE\'s duck, not pork', (word) => {
    const part = partOf({ name: 'Ankmousse', ingredients: `Fläskspäck, ${word} 20 %, vatten, salt` }, word.toLowerCase());
    expect(part?.reference).toBe('duck');
    expect(ref.duck.agb).toBe('36201');
  });
});
