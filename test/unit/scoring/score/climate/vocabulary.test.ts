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
    expect(c.wholeReference).toBe('cheese');
  });
});
