import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0141: pork and veal sold as a cut, and duck, goose, game birds and rabbit sold cooked, on the rows AGRIBALYSE's own cuts share. */
const climate = (data: ProductData) => traceProduct(data).climate!;
const ref = CLIMATE_REFERENCES;
const ingredient = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text)!;

interface StageRow { code_agb: string; sous_groupe: string; nom_fr: string; cc_agriculture: string }
const rows = parse(readFileSync(join(process.cwd(), 'data/sources/agribalyse-3.1.1-climate-by-stage.csv'), 'utf8'), { columns: true }) as StageRow[];
/** AGRIBALYSE's farm stage of one sub-group's rows whose French name begins with `prefix`, rounded to 0.01. */
const farmOf = (subgroup: string, prefix: string) => rows.filter((r) => r.sous_groupe === subgroup && r.nom_fr.startsWith(prefix)).map((r) => Math.round(Number(r.cc_agriculture) * 100) / 100);
/** How many of `xs` lie within 0.05 kg CO2e of `v`. */
const near = (xs: readonly number[], v: number) => xs.filter((x) => Math.abs(x - v) < 0.05).length;

describe('AGRIBALYSE\'s pork and veal cuts', () => {
  it('share one farm figure per kilogram for most cuts, above the shoulder the recipes\' meat is counted with', () => {
    const porkRaw = farmOf('viandes crues', 'Porc,');
    expect([near(porkRaw, ref.porkCut.farm), porkRaw.length]).toEqual([18, 23]);
    expect(ref.pork.farm).toBeLessThan(ref.porkCut.farm * 0.85);
    const porkCooked = farmOf('viandes cuites', 'Porc,');
    expect([near(porkCooked, ref.cookedPork.farm), porkCooked.length]).toEqual([10, 11]);
    const vealRaw = farmOf('viandes crues', 'Veau,');
    expect([near(vealRaw, ref.vealFillet.farm), vealRaw.length]).toEqual([7, 13]);
    expect(ref.veal.farm).toBeLessThan(ref.vealFillet.farm * 0.85);
  });
});

describe('pork and veal sold as a cut', () => {
  it('a pork fillet, chop or mince sold as such is the cut row; the pork of a sausage or a dish stays the shoulder', () => {
    for (const [name, list] of [['Fläskfilé', 'Fläskfilé'], ['Fläskkotlett', 'Fläskkött'], ['Fläskfärs 10 %', 'Fläskkött']]) {
      expect(climate({ name, ingredients: list, category: 'Kött', size: 500, size_unit: 'g' }).wholeReference, name).toBe('porkCut');
    }
    const sausage = { name: 'Grillkorv', ingredients: 'Fläskkött 60 %, vatten, potatisstärkelse, salt, kryddor', category: 'Korv', size: 400, size_unit: 'g' };
    expect(ingredient(sausage, 'fläskkött').reference).toBe('pork');
    const stew = { name: 'Fläskgryta', ingredients: 'Vatten, fläskkött 25 %, potatis, morötter, lök, vetemjöl, salt', size: 400, size_unit: 'g' };
    expect(ingredient(stew, 'fläskkött').reference).toBe('pork');
  });

  it('a veal cut sold as such is veal\'s cut row, and pork belly its own', () => {
    expect(climate({ name: 'Kalvkotletter', ingredients: 'Kalvkött', category: 'Kött', size: 500, size_unit: 'g' }).wholeReference).toBe('vealFillet');
    expect(climate({ name: 'Sidfläsk färskt', ingredients: 'Griskött', category: 'Kött', size: 500, size_unit: 'g' }).wholeReference).toBe('porkBelly');
  });

  it('sold cooked, pork and veal are the cut\'s cooked row', () => {
    expect(climate({ name: 'Fläskstek skivad', ingredients: 'Fläskkött 95 %, salt', size: 150, size_unit: 'g' }).wholeReference).toBe('cookedPork');
    const roast = { name: 'Fläskstek skivad', ingredients: 'Fläskkött 95 %, salt, glukos, kryddor', size: 150, size_unit: 'g' };
    expect(ingredient(roast, 'fläskkött').reference).toBe('cookedPork');
    const ribs = { name: 'Spareribs färdiga', ingredients: 'Fläskrevben 90 %, vatten, socker, salt, kryddor', size: 600, size_unit: 'g' };
    expect(ingredient(ribs, 'fläskrevben').reference).toBe('cookedPork');
    expect(climate({ name: 'Kalvstek skivad', ingredients: 'Kalvkött 96 %, salt, peppar', size: 150, size_unit: 'g' }).wholeReference).toBe('cookedVealFillet');
  });
});

describe('duck, goose, game birds, rabbit and turkey breast sold cooked', () => {
  it.each([
    ['Helstekt anka färdiglagad', 'Anka 95 %, salt', 'cookedDuck'],
    ['Gåsstek färdig', 'Gås med skinn 97 %, salt, peppar', 'cookedGoose'],
    ['Fasanbröst stekt', 'Fasankött 97 %, salt, peppar', 'cookedGameBird'],
    ['Kanin stekt', 'Kaninkött 90 %, vatten, salt', 'cookedRabbit'],
  ] as const)('%s is on AGRIBALYSE\'s roast row, not the raw one', (name, ingredients, cooked) => {
    const c = climate({ name, ingredients, size: 500, size_unit: 'g' });
    const key = c.wholeReference ?? c.parts.find((p) => p.kind === 'ingredient')!.reference;
    expect(key).toBe(cooked);
    expect(ref[cooked].farm).toBeCloseTo(6.85, 2);
  });

  it('a turkey breast listed in a product named cooked is the cooked breast: its commodity count (1.25 of poultry) does not stop it', () => {
    const sliced = { name: 'Ugnsbakat kalkonbröst skivat', ingredients: 'Kalkonbröst 95 %, salt, dextros, kryddor', size: 120, size_unit: 'g' };
    expect(ingredient(sliced, 'kalkonbröst').reference).toBe('cookedTurkeyBreast');
    const raw = { name: 'Kalkonbröst', ingredients: 'Kalkonbröst', category: 'Fågel', size: 500, size_unit: 'g' };
    expect(climate(raw).wholeReference).toBe('turkeyBreast');
  });
});
