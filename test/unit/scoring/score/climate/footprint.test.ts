import { describe, expect, it } from 'vitest';
import { INTERVAL_WIDENING } from '../../../../../src/scoring/params.js';
import { CLIMATE_REFERENCES } from '../../../../../src/scoring/data/climate-references.js';
import { OIL_AFTER_BASE_LIQUID_MAX_PERCENT } from '../../../../../src/scoring/data/recipe-shares.js';
import { CONTAINER_TYPES, PACKAGING_TYPE_WORDS } from '../../../../../src/scoring/lexicon/climate.js';
import { traceProduct, scoreAndExplain } from '../../../../../src/scoring/index.js';
import { interval90, referenceSpread, SPREAD } from '../../../../../src/scoring/score/climate/interval.js';
import { reference, referenceEntry } from '../../../../../src/scoring/score/climate/references.js';
import type { ProductData } from '../../../../../src/scoring/types.js';

const climate = (data: ProductData) => traceProduct(data).climate;
const gate = (k: keyof typeof CLIMATE_REFERENCES) => CLIMATE_REFERENCES[k].farm + CLIMATE_REFERENCES[k].processing;

describe('the entry of each reference, made once at load', () => {
  it('holds the reference, its spread and the spread of an estimated share as the footprint worked them out per part', () => {
    for (const key of Object.keys(CLIMATE_REFERENCES) as (keyof typeof CLIMATE_REFERENCES)[]) {
      const entry = referenceEntry(key);
      expect(entry.key).toBe(key);
      expect(entry.ref).toBe(CLIMATE_REFERENCES[key]);
      expect(reference(key)).toBe(entry.ref);
      expect(entry.spread).toBe(referenceSpread(entry.ref));
      expect(entry.estimatedSpread).toBe(Math.sqrt(referenceSpread(entry.ref) ** 2 + SPREAD.estimatedShare ** 2));
      expect(entry.estimatedSpread).toBeGreaterThan(entry.spread);
    }
  });
});

describe('climate footprint by stage (issue 22 defects, each a regression case)', () => {
  it('gives "Mellanmjölk 1,5 %" a figure: the fat grade is not read as a 1.5 % mass share', () => {
    const c = climate({ name: 'Mellanmjölk 1,5 %', ingredients: 'Mellanmjölk 1,5 %', country_of_origin: 'Sverige' });
    expect(c).not.toBeNull();
    expect(c!.method).toBe('whole');
    expect(c!.stages.find((s) => s.stage === 'farm')?.kgCo2e).toBeCloseTo(CLIMATE_REFERENCES.milk.farm, 9);
    const standard = climate({ name: 'Standardmjölk 3 %', ingredients: 'Standardmjölk 3 %, vitamin D' });
    expect(standard?.wholeReference).toBe('wholeMilk');
    // Without a name too: the first ingredient cannot weigh 1.5 % (it is the heaviest), so the
    // percentage grades it and the milk holds the mass the list leaves.
    const unnamed = climate({ ingredients: 'Mellanmjölk 1,5 %' })!;
    expect(unnamed.wholeReference).toBe('milk');
    expect(unnamed.central).toBeCloseTo(climate({ name: 'Mellanmjölk', ingredients: 'Mellanmjölk' })!.central, 9);
    expect(climate({ ingredients: 'Vispgrädde 36 %' })!.wholeReference).toBe('cream');
    // A percentage that can be a share stays one.
    const tomatoes = climate({ ingredients: 'Tomater 99,5 %, citronsyra', category: 'Konserver' })!;
    expect(tomatoes.parts.find((p) => p.kind === 'ingredient')!.share).toBeCloseTo(0.995, 9);
  });

  it('reads hops and cultures as ingredients of their own, and water in beer as the water it is', () => {
    const beer = traceProduct({ name: 'Ljus lager', ingredients: 'Vatten, kornmalt, humle', category: 'Öl', country_of_origin: 'Sverige' });
    const hops = beer.ingredients.leaves.find((l) => l.name === 'humle');
    expect(hops?.match?.key).toBe('additive');
    expect(beer.ingredients.coverage).toBe(1);
    // Brewing, the class's default packaging and retail are counted: the beer is no longer a third of AGRIBALYSE's.
    const stages = Object.fromEntries(beer.climate!.stages.map((s) => [s.stage, s.kgCo2e]));
    expect(stages.processing).toBeGreaterThanOrEqual(CLIMATE_REFERENCES.classBeer.processing);
    expect(stages.packaging).toBeCloseTo(CLIMATE_REFERENCES.classBeer.packaging, 9);
    const reference = 1.1125; // AGRIBALYSE 5001 total minus consumption
    expect(beer.scores.CO2e! / reference).toBeGreaterThan(1 / 1.5);
    expect(beer.scores.CO2e! / reference).toBeLessThan(1.5);
    const yoghurt = traceProduct({ ingredients: 'Mjölk, yoghurtkultur' });
    expect(yoghurt.ingredients.leaves.find((l) => l.name === 'yoghurtkultur')?.match?.key).toBe('additive');
  });

  it('reads palm and coconut fat in a spread as fats', () => {
    const spread = traceProduct({ name: 'Bordsmargarin', category: 'Matfett', ingredients: 'Vegetabiliska oljor och fetter (raps, palm, kokosfett), vatten, salt' });
    const keys = spread.ingredients.leaves.map((l) => l.match?.key);
    expect(keys).toContain('palmOil');
    const parts = spread.climate!.parts.filter((p) => p.kind === 'ingredient').map((p) => p.reference);
    expect(parts).toContain('palmOil');
  });

  it('caps an estimated oil share at the declared fat: the oat drink holds 1.5 % fat, not a third rapeseed oil', () => {
    const drink = { name: 'Havredryck', ingredients: 'Vatten, havre 10 %, rapsolja, kalciumkarbonat, salt', country_of_origin: 'Sverige' };
    const oil = (c: ReturnType<typeof climate>) => c!.parts.find((p) => p.kind === 'ingredient' && p.text === 'rapsolja')!;
    // Without a declared fat the oil after water takes AGRIBALYSE's largest oil share of a soup or drink, not a third.
    expect(oil(climate(drink)).share).toBeCloseTo(OIL_AFTER_BASE_LIQUID_MAX_PERCENT / 100, 9);
    expect(oil(climate({ ...drink, quantity_fat: 1.5 })).share).toBeCloseTo(0.015, 9);
    // A declared share is the partner's and stays; fat above the oil's estimate changes nothing.
    expect(oil(climate({ ...drink, ingredients: 'Vatten, havre 10 %, rapsolja 3 %, salt', quantity_fat: 1.5 })).share).toBeCloseTo(0.03, 9);
    expect(oil(climate({ ...drink, quantity_fat: 60 })).share).toBe(oil(climate(drink)).share);
  });

  it('counts transport once: the market logistics or the route from the origin, whichever is longer, never both', () => {
    const near = climate({ ingredients: 'Morötter', country_of_origin: 'Sverige' })!;
    const far = climate({ ingredients: 'Morötter', country_of_origin: 'Sydafrika' })!;
    const nearTransport = near.parts.filter((p) => p.kind === 'transport');
    expect(nearTransport).toHaveLength(1);
    expect(nearTransport[0]!.kgCo2e).toBeCloseTo(CLIMATE_REFERENCES.carrots.transport, 9);
    const farTransport = far.parts.filter((p) => p.kind === 'transport');
    expect(farTransport).toHaveLength(1);
    expect(farTransport[0]!.kgCo2e).toBeGreaterThan(CLIMATE_REFERENCES.carrots.transport);
    expect(far.central - far.parts.find((p) => p.kind === 'transport')!.kgCo2e).toBeCloseTo(near.central - nearTransport[0]!.kgCo2e, 9);
  });

  it('adds the recipe step and a default packaging when the partner sends no pack mass', () => {
    const bread = climate({ name: 'Rågbröd', category: 'Bröd', ingredients: 'Vatten, rågmjöl 40 %, vetemjöl 20 %, jäst, salt' })!;
    expect(bread.productClass).toBe('classBread');
    expect(bread.parts.find((p) => p.kind === 'processing')?.kgCo2e).toBeCloseTo(CLIMATE_REFERENCES.classBread.processing, 9);
    expect(bread.stages.find((s) => s.stage === 'packaging')).toMatchObject({ kgCo2e: CLIMATE_REFERENCES.classBread.packaging, basis: 'default' });
    // Rye flour is its own AGRIBALYSE product (ADR 0092), wheat flour another.
    expect(bread.stages.find((s) => s.stage === 'farm')?.kgCo2e).toBeCloseTo(0.4 * CLIMATE_REFERENCES.ryeFlour.farm + 0.2 * CLIMATE_REFERENCES.wheatFlour.farm, 9);
  });

  it('takes butter and rolled oats from their AGRIBALYSE products, not from world means', () => {
    const butter = climate({ name: 'Smör normalsaltat', ingredients: 'Grädde (mjölk), salt', country_of_origin: 'Sverige' })!;
    expect(butter.wholeReference).toBe('butter');
    expect(butter.central).toBeGreaterThan(gate('butter'));
    expect(butter.central).toBeLessThan(gate('butter') + 0.6);
    const oats = climate({ name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige' })!;
    expect(oats.central).toBeLessThan(2);
  });

  it('counts crushed and strained tomatoes as the canned food they are, not as raw tomatoes', () => {
    const crushed = climate({ name: 'Krossade tomater', ingredients: 'tomater (99%), citronsyra', country_of_origin: 'Italien' })!;
    expect(crushed.method).toBe('ingredients');
    const stages = Object.fromEntries(crushed.stages.map((s) => [s.stage, s.kgCo2e]));
    expect(stages.processing).toBeCloseTo(CLIMATE_REFERENCES.classCannedVegetables.processing, 9);
    expect(stages.packaging).toBeCloseTo(CLIMATE_REFERENCES.classCannedVegetables.packaging, 9);
    const fresh = climate({ name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Italien' })!;
    expect(fresh.method).toBe('whole');
    expect(crushed.central).toBeGreaterThan(fresh.central);
    for (const name of ['Tomatkross', 'Chopped tomatoes']) {
      expect(climate({ name, ingredients: 'tomater, salt' })!.method, name).toBe('ingredients');
    }
    // Passata is AGRIBALYSE's own canned tomato purée, its processing and pack with it (ADR 0152).
    const passata = climate({ name: 'Passerade tomater', ingredients: 'tomater, salt' })!;
    expect(passata.wholeReference).toBe('tomatoPuree');
    expect(passata.central).toBeGreaterThan(fresh.central);
  });

  it('lets origin change the farm stage where the data has it: Dutch heated greenhouse vs Spanish field tomatoes', () => {
    const nl = climate({ ingredients: 'Tomater', country_of_origin: 'Nederländerna' })!;
    const es = climate({ ingredients: 'Tomater', country_of_origin: 'Spanien' })!;
    expect(nl.wholeReference).toBe('tomatoesHeatedGreenhouse');
    expect(es.wholeReference).toBe('tomatoesInSeason');
    expect(nl.stages[0]!.kgCo2e).toBeGreaterThan(3 * es.stages[0]!.kgCo2e);
  });

  it('issue 30: gives Swedish tomatoes the annual average tomato, not the gas-heated off-season one (Swedish greenhouses burn little fossil fuel)', () => {
    const se = climate({ name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Sverige' })!;
    expect(se.wholeReference).toBe('tomatoes');
    expect(se.central).toBeLessThan(climate({ name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Nederländerna' })!.central / 2);
  });

  it('issue 30: reads a prepacked sliced loaf as its own class, also inside the category "Bröd": its recipe step and bag', () => {
    const loaf = { ingredients: 'Vetemjöl, vatten, rapsolja, socker, jäst, salt', country_of_origin: 'Sverige', category: 'Bröd' };
    const rostbröd = climate({ name: 'Rostbröd', ...loaf })!;
    const limpa = climate({ name: 'Vetelimpa', ...loaf })!;
    expect(rostbröd.productClass).toBe('classSandwichLoaf');
    expect(limpa.productClass).toBe('classBread');
    const packaging = (c: typeof limpa) => c.stages.find((s) => s.stage === 'packaging')!.kgCo2e;
    expect(packaging(rostbröd)).toBeGreaterThan(10 * packaging(limpa));
    // The category still wins when the name names an unrelated class.
    expect(climate({ name: 'Rostbröd', ...loaf, category: 'Kex' })!.productClass).toBe('classBiscuit');
  });

  it('method 2026.12.1: a pulse packed in its water is canned, with the can\'s step and pack; one named cooked is AGRIBALYSE\'s cooked row', () => {
    const list = 'Kidneybönor, vatten, salt';
    const canned = climate({ name: 'Kidneybönor', ingredients: list, category: 'Bönor och linser' })!;
    const cooked = climate({ name: 'Kidneybönor kokta', ingredients: list, category: 'Bönor och linser' })!;
    expect(canned.productClass).toBe('classCannedVegetables');
    expect(canned.parts.some((p) => p.kind === 'processing' && p.reference === 'classCannedVegetables')).toBe(true);
    expect(cooked.productClass).toBeNull();
    expect(cooked.parts.some((p) => p.kind === 'processing')).toBe(false);
    // Both count the drained pulse cooked, so the can adds its step and pack to the same farm figure.
    const farm = (c: typeof canned) => c.stages.find((s) => s.stage === 'farm')!.kgCo2e;
    expect(farm(canned)).toBeCloseTo(farm(cooked), 6);
    expect(canned.central).toBeGreaterThan(1.5 * cooked.central);
  });

  it('method 2026.12.1: a plant-based cheese and a filled sandwich take their class\'s recipe step and pack', () => {
    const cheese = climate({ name: 'Vegansk ost skivor', ingredients: 'Vatten, kokosolja 23 %, modifierad stärkelse, salt, arom', category: 'Växtbaserat' })!;
    const step = (c: typeof cheese) => c.parts.find((p) => p.kind === 'processing');
    expect(cheese.productClass).toBe('classPlantCheese');
    expect(step(cheese)!.kgCo2e).toBeGreaterThan(1.5);
    const spread = climate({ name: 'Vegansk färskost', ingredients: 'Vatten, sojaolja, tofu 10 %, maltodextrin, salt', category: 'Växtbaserat' })!;
    expect(spread.productClass).toBe('classPlantCheeseSpread');
    expect(step(spread)!.kgCo2e).toBeLessThan(step(cheese)!.kgCo2e);
    const sandwich = climate({ name: 'Baguette skinka', ingredients: 'Baguette 70 % (vetemjöl, vatten, jäst, salt), kokt skinka 20 %, smör 8 %', category: 'Smörgåsar' })!;
    expect(sandwich.productClass).toBe('classSandwich');
    expect(step(sandwich)!.reference).toBe('classSandwich');
  });

  it('method 2026.12.1: a dough, condensed milk or light dairy spread sold as such is its row, though its list names what it is made with', () => {
    const puff = climate({ name: 'Smördegsplattor, frysta', ingredients: 'Vetemjöl, vegetabiliska fetter 28 % (palm, raps), vatten, salt', category: 'Fryst deg' })!;
    expect(puff.wholeReference).toBe('puffPastry');
    expect(climate({ name: 'Pajdeg', ingredients: 'Vetemjöl, margarin (palmolja, rapsolja, vatten, salt), vatten, salt' })!.wholeReference).toBe('shortcrustPastry');
    expect(climate({ name: 'Pizzadeg kyld', ingredients: 'Vetemjöl, vatten, rapsolja, jäst, salt, socker' })!.wholeReference).toBe('pizzaDough');
    expect(climate({ name: 'Kondenserad mjölk sötad', ingredients: 'Helmjölk, socker' })!.wholeReference).toBe('condensedMilk');
    expect(climate({ name: 'Bredbart mjölkfett 20 %', ingredients: 'Vatten, grädde, stärkelse, syrningskultur' })!.wholeReference).toBe('lightDairySpread20');
    // Not any food: a dough listing meat is a dish, and a milk listing sugar a recipe.
    expect(climate({ name: 'Pajdeg med skinka', ingredients: 'Vetemjöl, smör, skinka 20 %, vatten, salt' })!.wholeReference).toBeNull();
    expect(climate({ name: 'Mjölk', ingredients: 'Mjölk, socker' })!.wholeReference).toBeNull();
  });

  it('method 2026.12.2: a dish under "Färdigmat" is a ready meal; a list that is one food is no ready meal', () => {
    const dish = climate({ name: 'Sej i senapssås', ingredients: 'Sejfilé 50 %, vatten, grädde, senap 5 %, smör, vetemjöl, lök, salt', category: 'Fryst färdigmat' })!;
    expect(dish.productClass).toBe('classReadyMeal');
    expect(dish.parts.some((p) => p.kind === 'processing' && p.reference === 'classReadyMeal')).toBe(true);
    for (const category of ['Färdigmat', 'Färdigrätter']) {
      const pasta = climate({ name: 'Kokt pasta penne', ingredients: 'Kokt pasta 98 % (durumvetemjöl, vatten), olivolja', category })!;
      expect(pasta.productClass, category).toBeNull();
      expect(pasta.parts.some((p) => p.kind === 'processing' && p.reference === 'classReadyMeal'), category).toBe(false);
    }
  });

  it('method 2026.12.3: vegetable patties, falafel and soy desserts take their own kind\'s making, not a soy patty\'s', () => {
    const step = (c: NonNullable<ReturnType<typeof climate>>) => c.parts.find((p) => p.kind === 'processing')!;
    const soy = climate({ name: 'Sojabiff', ingredients: 'Vatten, sojaprotein 20 %, veteprotein 12 %, rapsolja, salt', category: 'Vegetariskt' })!;
    const patty = climate({ name: 'Grönsaksbiffar', ingredients: 'Grönsaker 60 % (morötter, lök, broccoli), potatisflingor, vetemjöl, rapsolja, salt', category: 'Vegetariskt' })!;
    const falafel = climate({ name: 'Falafel', ingredients: 'Kikärter 62 %, lök, rapsolja, persilja, vetemjöl, salt', category: 'Vegetariskt' })!;
    const dessert = climate({ name: 'Sojadessert vanilj', ingredients: 'Sojabas (vatten, sojabönor 6 %), socker, stärkelse', category: 'Vegetariskt' })!;
    expect([soy, patty, falafel, dessert].map((c) => c.productClass)).toEqual(['classPlantProtein', 'classVegetablePatty', 'classFalafel', 'classPlantDessert']);
    for (const c of [patty, falafel, dessert]) expect(step(c).kgCo2e).toBeLessThan(step(soy).kgCo2e / 2);
    // "Kikärter" is the chickpea, not the peas its last letters spell.
    expect(falafel.parts.find((p) => p.kind === 'ingredient')!.reference).toBe('chickpeas');
  });

  it('method 2026.12.3: tempeh and smoked tofu sold as such are their own rows', () => {
    expect(climate({ name: 'Rökt tofu', ingredients: 'Sojabönor 62 %, vatten, magnesiumklorid', category: 'Vegetariskt' })!.wholeReference).toBe('smokedTofu');
    expect(climate({ name: 'Tofu naturell', ingredients: 'Vatten, sojabönor 45 %, magnesiumklorid', category: 'Vegetariskt' })!.wholeReference).toBe('tofu');
    expect(climate({ name: 'Tempeh', ingredients: 'Sojabönor 98 %, vatten, tempehkultur', category: 'Vegetariskt' })!.wholeReference).toBe('tempeh');
  });

  it('method 2026.12.1: pancakes and fish cakes are no biscuits; a tin loaf is a sliced loaf', () => {
    expect(climate({ name: 'Pannkakor', ingredients: 'Mjölk, vetemjöl, ägg, rapsolja, salt' })!.productClass).toBeNull();
    expect(climate({ name: 'Fiskkakor', ingredients: 'Torsk 60 %, potatis, lök, ägg, salt' })!.productClass).toBeNull();
    expect(climate({ name: 'Havrekakor', ingredients: 'Havregryn, socker, smör, vetemjöl' })!.productClass).toBe('classBiscuit');
    expect(climate({ name: 'Formfranska', ingredients: 'Vetemjöl, vatten, rapsolja, socker, jäst, salt', category: 'Bröd' })!.productClass).toBe('classSandwichLoaf');
  });

  it('method 2026.11.8: a spice sold as such is that spice; inside a recipe or in a dish named after it, it is not', () => {
    const pepper = climate({ name: 'Svartpeppar malen', ingredients: 'Svartpeppar', category: 'Kryddor' })!;
    expect(pepper.wholeReference).toBe('blackPepper');
    expect(climate({ name: 'Curry', ingredients: 'Gurkmeja, koriander, spiskummin, chili, svartpeppar, salt', category: 'Kryddor' })!.wholeReference).toBe('curryPowder');
    // A dish whose name ends in the spice word is built from its ingredients.
    const dish = climate({ name: 'Kycklingcurry', ingredients: 'Kyckling 40 %, kokosmjölk, lök, curry, salt', category: 'Färdigrätter' })!;
    expect(dish.wholeReference).toBeNull();
    // Inside a recipe pepper stays an additive without a footprint of its own.
    const soup = traceProduct({ name: 'Morotssoppa', ingredients: 'Vatten, morötter 30 %, lök, svartpeppar', category: 'Soppor' });
    expect(soup.ingredients.leaves.find((l) => l.name === 'svartpeppar')?.match?.key).toBe('additive');
    expect(soup.climate!.parts.some((q) => q.reference === 'blackPepper')).toBe(false);
  });

  it('method 2026.11.8: "majs" is the maize grain, kernels sold as such sweet corn, and starch only where the text says so', () => {
    const mix = climate({ ingredients: 'Morötter 50 %, majs 50 %', category: 'Frysta grönsaker' })!;
    expect(mix.parts.some((q) => q.reference === 'maizeGrain')).toBe(true);
    expect(climate({ name: 'Majskorn frysta', ingredients: 'Majs' })!.wholeReference).toBe('sweetCorn');
    expect(climate({ ingredients: 'Socker 50 %, majsstärkelse 50 %' })!.parts.some((q) => q.reference === 'maizeStarch')).toBe(true);
    expect(climate({ name: 'Snabbkaffe', ingredients: 'Snabbkaffe' })!.wholeReference).toBe('instantCoffee');
  });

  it('method 2026.11.8: frozen and pre-fried potato products carry the frozen fries\' recipe step, pack and retail', () => {
    const fries = climate({ name: 'Pommes frites', ingredients: 'Potatis 95 %, solrosolja 5 %', category: 'Frysta potatisprodukter' })!;
    expect(fries.productClass).toBe('classFrozenPotato');
    const stages = Object.fromEntries(fries.stages.map((st) => [st.stage, st.kgCo2e]));
    expect(stages.packaging).toBeCloseTo(CLIMATE_REFERENCES.classFrozenPotato.packaging, 9);
    expect(stages.processing).toBeGreaterThanOrEqual(CLIMATE_REFERENCES.classFrozenPotato.processing);
    // Dried potato flakes are no frozen product.
    expect(climate({ name: 'Potatismos pulver', ingredients: 'Potatisflingor 98 %, emulgeringsmedel (E471)', category: 'Potatisprodukter' })!.productClass).toBeNull();
  });

  it('method 2026.12.17: ling by the scientific name its label gives; "långa" alone, an adjective too, is no fish', () => {
    const ling = traceProduct({ name: 'Långafilé, fryst', ingredients: 'Långa (Molva molva)', category: 'Fryst fisk' });
    expect(ling.climate!.wholeReference).toBe('ling');
    expect(ling.scores.allergenList).toBe('fish');
    const pasta = traceProduct({ name: 'Makaroner', ingredients: 'Durumvete, långa makaroner', category: 'Pasta' });
    expect(pasta.scores.allergenList).toBe('gluten');
  });

  it('method 2026.12.16: a declared dry matter is no ingredient, and a loose food in a named container is packed', () => {
    // "Torrsubstans minst 28 %" states the concentrate's content: the product is the tomato paste its name says.
    const paste = climate({ name: 'Tomatpuré', ingredients: 'Tomater. Torrsubstans minst 28 %', category: 'Konserver' })!;
    expect(paste.method).toBe('whole');
    expect(paste.wholeReference).toBe('tomatoPaste');
    expect(paste.parts.filter((p) => p.kind === 'ingredient').map((p) => p.reference)).toEqual(['tomatoPaste']);
    // Carrots' row is sold loose (no packaging stage); in a glass jar, as the label says, they are packed.
    expect(CLIMATE_REFERENCES.carrots.packaging).toBe(0);
    const jar = { name: 'Morötter, från 4 mån', ingredients: 'Morötter 96 %, vatten', category: 'Barnmat', size: 125, size_unit: 'g' };
    const packaging = (data: ProductData) => climate(data)!.stages.find((st) => st.stage === 'packaging')!.kgCo2e;
    expect(packaging(jar)).toBe(0);
    expect(packaging({ ...jar, packaging_type: 'Glas' })).toBeGreaterThan(0.1);
    expect(packaging({ ...jar, packaging_type: 'Glasburk' })).toBeGreaterThan(0.1);
    // Every container is a packaging type the lexicon reads.
    for (const type of CONTAINER_TYPES) expect(Object.keys(PACKAGING_TYPE_WORDS)).toContain(type);
    // A bag or a net may hold loose produce: no container named, nothing added.
    expect(packaging({ name: 'Morötter', ingredients: 'Morötter', packaging_type: 'Påse', packaging_material: 'Plast' })).toBe(0);
  });

  it('method 2026.12.14: on the shelf "Drycker" a beer, a cider or a plant drink by name takes its own class; a named shelf keeps its', () => {
    const beer = climate({ name: 'Alkoholfri öl', ingredients: 'Vatten, kornmalt, humle', category: 'Drycker' })!;
    expect(beer.productClass).toBe('classBeer');
    expect(beer.stages.find((st) => st.stage === 'packaging')!.kgCo2e).toBeCloseTo(CLIMATE_REFERENCES.classBeer.packaging, 9);
    expect(climate({ name: 'Äppelcider torr', ingredients: 'Fermenterad äppeljuice', category: 'Drycker' })!.productClass).toBe('classCider');
    expect(climate({ name: 'Havredryck', ingredients: 'Vatten, havre 10 %, rapsolja, salt', category: 'Drycker' })!.productClass).toBe('classPlantDrink');
    // A drink that names no other class stays a soft drink, and a shelf of one kind of drink keeps its class.
    expect(climate({ name: 'Apelsinläsk', ingredients: 'Kolsyrat vatten, socker, apelsinjuice 5 %', category: 'Drycker' })!.productClass).toBe('classSoftDrink');
    expect(climate({ name: 'Ginger beer', ingredients: 'Kolsyrat vatten, socker, ingefära', category: 'Läsk' })!.productClass).toBe('classSoftDrink');
  });

  it('method 2026.12.13: lime juice is AGRIBALYSE\'s lemon juice, not the orange its compound\'s head "juice" would make it', () => {
    for (const ingredients of ['Vatten, limejuice från koncentrat 10 %, citronsyra', 'Vatten, limesaft 10 %, citronsyra', 'Water, lime juice 10 %, citric acid']) {
      const lime = climate({ name: 'Limesaft sockerfri', ingredients, category: 'Saft' })!;
      expect(lime.parts.find((p) => p.kind === 'ingredient')!.reference, ingredients).toBe('lemonJuice');
    }
  });

  it('method 2026.12.12: plant drinks by their other names and the shelf in the singular take the plant-drink class', () => {
    for (const data of [
      { name: 'Risdryck naturell', ingredients: 'Vatten, ris 14 %, solrosolja, salt', category: 'Växtbaserad dryck' },
      { name: 'Kokosdryck', ingredients: 'Vatten, kokosmjölk 6 %, ris, kalciumkarbonat, salt' },
      { name: 'Rice drink', ingredients: 'Water, rice 14 %, sunflower oil, salt' },
    ]) {
      const c = climate(data)!;
      expect(c.productClass, data.name).toBe('classPlantDrink');
      expect(c.stages.find((st) => st.stage === 'packaging')!.kgCo2e).toBeCloseTo(CLIMATE_REFERENCES.classPlantDrink.packaging, 9);
    }
  });

  it('method 2026.12.11: the shelf "Fryst potatis" and croquettes by name are frozen potato products too', () => {
    const croquettes = { name: 'Potatiskroketter', ingredients: 'Potatis 70 %, vatten, vetemjöl, ägg, rapsolja, potatisstärkelse, salt, muskot' };
    expect(climate(croquettes)!.productClass).toBe('classFrozenPotato');
    const roasted = climate({ name: 'Rostad potatis tärnad', ingredients: 'Potatis 95 %, solrosolja 5 %', category: 'Fryst potatis' })!;
    expect(roasted.productClass).toBe('classFrozenPotato');
    const retail = roasted.stages.find((st) => st.stage === 'retail')!.kgCo2e;
    expect(retail).toBeCloseTo(CLIMATE_REFERENCES.classFrozenPotato.retail, 9);
    // Fresh potatoes on the potato shelf stay potatoes.
    expect(climate({ name: 'Färskpotatis', ingredients: 'Potatis', category: 'Potatis' })!.productClass).toBeNull();
  });

  it('prefers the partner data: declared packaging and origins make their stages partner-based', () => {
    const c = climate({
      name: 'Rapsolja', ingredients: 'Rapsolja', country_of_origin: 'Sverige', raw_material_origin: 'Australien',
      packaging_type: 'Flaska', packaging_material: 'Glas', packaging_material_quantity: 300, packaging_material_unit: 'g', size: 500, size_unit: 'ml',
    })!;
    const basis = Object.fromEntries(c.stages.map((s) => [s.stage, s.basis]));
    expect(basis).toEqual({ farm: 'partner', processing: 'partner', packaging: 'partner', transport: 'partner', retail: 'default' });
    expect(c.primaryDataShare).toBeGreaterThan(0.5);
    const plain = climate({ ingredients: 'Vatten, havre, rapsolja' })!;
    expect(plain.primaryDataShare).toBe(0);
  });

  it('gives every figure a 90 % interval around it and a DQR-style rating with its components', () => {
    const { scores, explanation } = scoreAndExplain({ name: 'Köttbullar', category: 'Färdigrätter', ingredients: 'Nötkött 50 %, fläskkött 20 %, lök, ströbröd, ägg, salt' });
    const c = explanation.climate;
    expect(c.interval!.low).toBeLessThan(scores.CO2e!);
    expect(c.interval!.high).toBeGreaterThan(scores.CO2e!);
    expect(c.stages.map((s) => s.stage)).toEqual(['farm', 'processing', 'packaging', 'transport', 'retail']);
    expect(c.stages.reduce((s, st) => s + st.kgCo2e, 0)).toBeCloseTo(scores.CO2e!, 2);
    const q = c.dataQuality!;
    expect(q.rating).toBeCloseTo((q.precision + q.technology + q.geography + q.time) / 4, 1);
    expect(q.method).toBe('ingredients');
  });

  it('propagates the interval in log space: σ from the study quartiles, wider with more uncertain parts', () => {
    const butter = CLIMATE_REFERENCES.butter;
    expect(referenceSpread(butter)).toBeCloseTo(Math.max(0.15, 0.05 + 0.1 * butter.dqr, Math.log(butter.sel.q3 / butter.sel.q1) / 1.349), 9);
    const narrow = interval90(1, [[1, 0.1]], 0.1);
    const wide = interval90(1, [[1, 0.5]], 0.1);
    expect(narrow.low).toBeLessThan(1);
    expect(narrow.high).toBeGreaterThan(1);
    expect(wide.high).toBeGreaterThan(narrow.high);
    expect(wide.low).toBeLessThan(narrow.low);
    // A single lognormal part with σ gives exactly its own 5th–95th percentiles, drawn with the climate widening (ADR 0170).
    const single = interval90(2, [[2, 0.4]], 0);
    expect(single.high).toBeCloseTo(2 * Math.exp(1.6448536269514722 * 0.4 * INTERVAL_WIDENING.climate), 9);
    expect(single.low * single.high).toBeCloseTo(4, 9);
  });

  it('says the boundary, interval and data quality in the Swedish and English summaries', async () => {
    const { summarize } = await import('../../../../../src/scoring/index.js');
    const { scores, explanation } = scoreAndExplain({ name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige' });
    const en = summarize(scores, explanation, 'en').find((s) => s.field === 'CO2e')!.text;
    const sv = summarize(scores, explanation, 'sv').find((s) => s.field === 'CO2e')!.text;
    expect(en).toMatch(/from farm to a Swedish shop shelf \(90 % interval \d+\.\d+ to \d+\.\d+\)/);
    expect(en).toMatch(/data quality \d(\.\d)? of 5/);
    expect(sv).toMatch(/från gård till butikshylla i Sverige \(90 % intervall \d+,\d+ till \d+,\d+\)/);
    expect(sv).toMatch(/datakvalitet \d(,\d)? av 5/);
  });
});

describe('a whole food sold without a name', () => {
  it('is named in its contribution and summary as its list writes it, never by the reference key', () => {
    const spelt = scoreAndExplain({ category: 'Baking', ingredients: 'Spelt Flour (100%). Stoneground.' }, 'sv');
    const part = spelt.explanation.climate.contributions.find((c) => c.kind === 'ingredient')!;
    expect(part.text).toBe('spelt flour');
    expect(part.text in CLIMATE_REFERENCES).toBe(false);
    const apricots = scoreAndExplain({ ingredients: 'Torkade aprikoser' }, 'sv').explanation.climate.contributions.find((c) => c.kind === 'ingredient')!;
    expect(apricots.text).toBe('torkade aprikoser');
  });

  it('is named by its functional name when the list is empty', () => {
    const c = scoreAndExplain({ functional_name: 'Torkade aprikoser' }, 'en').explanation.climate.contributions.filter((x) => x.kind === 'ingredient');
    expect(c.map((x) => x.text)).toEqual(['Torkade aprikoser']);
  });
});
