import { describe, expect, it } from 'vitest';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { traceProduct } from '../../../../../src/scoring/index.js';
import { lightSpreadByFat } from '../../../../../src/scoring/lexicon/fat-spreads.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

/** ADR 0136: chocolate in a recipe, light dairy spreads by fat content, foods sold cooked, and the fifteenth set's words. */
const ref = CLIMATE_REFERENCES;
const climate = (data: ProductData) => traceProduct(data).climate!;
const ingredientPart = (data: ProductData, text: string) => climate(data).parts.find((p) => p.kind === 'ingredient' && p.text === text)!;
const gate = (key: keyof typeof ref) => ref[key].farm + ref[key].processing;

describe('chocolate listed in a recipe is AGRIBALYSE\'s chocolate, not its cocoa powder', () => {
  it('the rows: dark 31074, milk 31004, white 31010, each well under cocoa powder\'s farm stage', () => {
    expect([ref.darkChocolate.agb, ref.milkChocolate.agb, ref.whiteChocolate.agb]).toEqual(['31074', '31004', '31010']);
    expect(ref.darkChocolate.farm).toBeCloseTo(15.888, 2);
    expect(ref.cocoa.farm / ref.darkChocolate.farm).toBeGreaterThan(1.5);
    expect(ref.milkChocolate.farm).toBeLessThan(ref.darkChocolate.farm);
  });

  it.each([
    ['mörk choklad', 'darkChocolate'],
    ['choklad', 'darkChocolate'],
    ['mjölkchoklad', 'milkChocolate'],
    ['vit choklad', 'whiteChocolate'],
  ] as const)('"%s" in a cake is %s', (word, key) => {
    expect(ingredientPart({ name: 'Kaka', ingredients: `Vetemjöl, socker, ${word} 20 %, smör, ägg`, category: 'Kakor' }, word).reference).toBe(key);
  });

  it('"chocolate" in an English list too, while cocoa mass and cocoa powder stay cocoa', () => {
    expect(ingredientPart({ name: 'Cookie', ingredients: 'Wheat flour, chocolate 20 %, sugar', category: 'Biscuits' }, 'chocolate').reference).toBe('darkChocolate');
    expect(ingredientPart({ name: 'Choklad', ingredients: 'Socker, kakaomassa 40 %, kakaosmör', category: 'Godis' }, 'kakaomassa').reference).toBe('cocoa');
  });
});

describe('a light butter or dairy spread is the row of the fat content its name states', () => {
  it.each([
    ['lättsmör 20 %', 'lightDairySpread20'],
    ['lättsmör 25 % osaltat', 'lightDairySpread'],
    ['lättsmör 40 %', 'lightButter40'],
    ['lättsmör 39,5 %', 'lightButter40'],
    ['lättsmör 60 % osaltat', 'lightButter60'],
    ['lättsmör 80 %', 'butter'],
    ['lättsmör', 'lightDairySpread'],
  ] as const)('"%s" → %s', (name, key) => {
    expect(lightSpreadByFat(name)).toBe(key);
  });

  it('the rows are AGRIBALYSE\'s light dairy fats and light butters, their farm stage rising with the fat', () => {
    expect([ref.lightDairySpread20.agb, ref.lightDairySpread.agb, ref.lightButter40.agb, ref.lightButter60.agb]).toEqual(['16713', '16712', '16415', '16410']);
    const farms = [ref.lightDairySpread20, ref.lightDairySpread, ref.lightButter40, ref.lightButter60, ref.butter].map((r) => r.farm);
    expect(farms).toEqual([...farms].sort((a, b) => a - b));
  });

  it('a 25 % spread of cream and water takes its row whole, not butter\'s', () => {
    const spread = climate({ name: 'Lättsmör 25 % osaltat', ingredients: 'Grädde, vatten, förtjockningsmedel (gelatin), syrningskultur', category: 'Matfett' });
    expect(spread.wholeReference).toBe('lightDairySpread');
    expect(spread.central).toBeLessThan(gate('butter'));
    expect(climate({ name: 'Lättsmör 60 % osaltat', ingredients: 'Grädde (mjölk) 75 %, vatten, emulgeringsmedel (mono- och diglycerider av fettsyror)', category: 'Matfett' }).wholeReference).toBe('lightButter60');
  });
});

describe('foods sold cooked by words the classes missed', () => {
  it('a baked potato is the baked row (4026), whose farm, pack and carriage are the boiled row\'s (4003)', () => {
    expect(climate({ name: 'Ugnsbakad potatis med skal', ingredients: 'Potatis', category: 'Potatis' }).wholeReference).toBe('boiledPotato');
  });

  it('cooked spinach is its cooked row (20027)', () => {
    expect(ref.cookedSpinach.agb).toBe('20027');
    expect(climate({ name: 'Bladspenat kokt', ingredients: 'Spenat', category: 'Grönsaker' }).wholeReference).toBe('cookedSpinach');
  });

  it('a rainbow trout baked is the baked trout row (27014); raw it is the farmed trout', () => {
    expect(ref.cookedTrout.agb).toBe('27014');
    expect(climate({ name: 'Ugnsbakad regnbåge', ingredients: 'Odlad regnbåge (Oncorhynchus mykiss) 98 %, salt', category: 'Fisk' }).wholeReference).toBe('cookedTrout');
    expect(climate({ name: 'Regnbåge filé', ingredients: 'Regnbåge', category: 'Fisk' }).wholeReference).toBe('trout');
  });
});

describe('words the vocabulary lacked, each on its AGRIBALYSE row', () => {
  it('skipjack ("bonit") is the skipjack row (26068), black seabream its wild row (26099)', () => {
    expect(climate({ name: 'Skipjacktonfisk loins frysta', ingredients: 'Bonit (Katsuwonus pelamis)', category: 'Fryst fisk' }).wholeReference).toBe('skipjack');
    expect(climate({ name: 'Svart havsruda hel', ingredients: 'Svart havsruda (Spondyliosoma cantharus)', category: 'Fisk' }).wholeReference).toBe('blackSeabream');
    // A gilthead sold as "havsruda" (the family's name) stays the gilthead its list names.
    expect(climate({ name: 'Havsruda hel', ingredients: 'Guldsparid (Sparus aurata)', category: 'Fisk' }).wholeReference).toBe('seaBream');
  });

  it('dried green laver is read at the kombu rows; carrageen moss and bladder wrack at the dulse rows; carrageenan stays an additive', () => {
    expect(climate({ name: 'Aonori flingor', ingredients: 'Torkad grönalg (Enteromorpha sp.)', category: 'Kryddor' }).wholeReference).toBe('kombu');
    expect(climate({ name: 'Karragenalg torkad', ingredients: 'Karragentång (Chondrus crispus)', category: 'Kryddor' }).wholeReference).toBe('dulse');
    expect(climate({ name: 'Blåstång torkad', ingredients: 'Blåstång (Fucus vesiculosus)', category: 'Kryddor' }).wholeReference).toBe('dulse');
    const iceCream = climate({ name: 'Glass', ingredients: 'Mjölk, socker, förtjockningsmedel (karragenan)', category: 'Glass' });
    expect(iceCream.parts.map((p) => p.reference)).not.toContain('dulse');
  });

  it('andouille is its own row (8500), konjak is cognac, tomme is a cheese', () => {
    expect(ref.andouille.agb).toBe('8500');
    expect(climate({ name: 'Andouille de Guéméné', ingredients: 'Fläskkrös och fläskmage 98 %, salt, peppar, naturtarm (fläsk)', category: 'Chark' }).wholeReference).toBe('andouille');
    expect(ingredientPart({ name: 'Pastej', ingredients: 'Fläskkött 80 %, salt, konjak', category: 'Chark' }, 'konjak').reference).toBe('brandy');
    expect(ingredientPart({ name: 'Aligot', ingredients: 'Potatis 60 %, tomme fraîche 30 %, grädde, vitlök', category: 'Färdigmat' }, 'tomme fraîche').reference).toBe('cheese');
  });
});
