import { describe, expect, it } from 'vitest';
import { matchIngredient } from '../../../../src/scoring/analyse/commodities.js';
import { leafReference } from '../../../../src/scoring/score/climate/footprint.js';
import { ENGLISH_ADDITIVE_NAMES, SWEDISH_ADDITIVE_NAMES, readAsItsFood } from '../../../../src/scoring/lexicon/additives.js';
import { normalizeText } from '../../../../src/scoring/text/normalize.js';
import { traceProduct } from '../../../../src/scoring/index.js';
import { analyzeIngredients } from '../../../../src/scoring/analyse/ingredients.js';

/** ADRs 0146–0148: everyday label words that had been counted at the product class's figure. */
const read = (name: string) => matchIngredient(normalizeText(name));
const referenceOf = (name: string) => {
  const m = read(name);
  return m === null ? undefined : leafReference(m)?.key;
};

describe('words read as what they are', () => {
  it.each([
    ['majonnäs', 'classMayonnaise'],
    ['bechamelsås', 'bechamelSauce'],
    ['baguette', 'baguette'],
    ['pizzadeg', 'pizzaDough'],
    ['margarin', 'margarine'],
    ['persikopuré', 'peaches'],
    ['lollo rosso', 'lettuce'],
    ['sultanas', 'raisins'],
    ['burrata', 'mozzarella'],
    ['tomatsås', 'tomatoSauce'],
    // A pasta sauce is a tomato sauce, not the pasta its first word names.
    ['pastasås', 'tomatoSauce'],
    ['gräddsås', 'creamSauce'],
    ['pesto', 'pesto'],
    ['bearnaisesås', 'bearnaiseSauce'],
    ['hummus', 'hummus'],
    ['mördeg', 'shortcrustPastry'],
    ['tortilla', 'wheatTortilla'],
    ['tortillachips', 'tortillaChips'],
    ['kolabitar', 'softCaramel'],
    ['falukorv', 'classSausage'],
    ['prinskorv', 'classSausage'],
    // ADR 0148: the Latin names fish labels print, and sucrose.
    ['gadus chalcogrammus', 'pollock'],
    ['sardina pilchardus', 'sardines'],
    ['sackaros', 'beetSugar'],
    // ADR 0148: words of the UK labels.
    ['mycoprotein', 'classPlantProtein'],
    ['currants', 'raisins'],
    // Fresh currants, garlic cloves and sunflower kernels keep their own rows: the shorter words do not read them.
    ['red currants', 'redcurrants'],
    ['black currants', 'blackcurrants'],
    ['garlic cloves', 'garlic'],
    ['sunflower kernels', 'sunflowerSeeds'],
    // ADR 0150: cultivated mushrooms on AGRIBALYSE's marinated mushrooms, not the commodity's leek; wild ones on its morel.
    ['champinjoner', 'mushrooms'],
    ['skivade champinjoner', 'mushrooms'],
    ['svamp', 'mushrooms'],
    ['ostronskivling', 'mushrooms'],
    ['shiitake', 'mushrooms'],
    ['mushrooms', 'mushrooms'],
    ['button mushrooms', 'mushrooms'],
    ['ostronsvamp', 'mushrooms'],
    ['svampsås', 'mushroomSauce'],
    ['champinjonsås', 'mushroomSauce'],
    ['kantareller', 'morels'],
    ['karl johan', 'morels'],
    ['porcini', 'morels'],
    // ADR 0150: foods that had their own row but reached the commodity's by another spelling.
    ['selleri', 'celery'],
    ['rotselleri', 'celeriac'],
    ['macadamianötter', 'macadamia'],
    ['pistagenötter', 'pistachios'],
    ['sweetcorn', 'sweetCorn'],
    ['basil', 'freshHerbs'],
    // ADR 0150: prepared mustard on AGRIBALYSE's mustard, mustard seed on the oilseed its mustard is made of.
    ['senap', 'mustard'],
    ['dijonsenap', 'mustard'],
    ['mustard', 'mustard'],
    ['senapsfrön', 'sunflowerSeeds'],
    ['mustard seeds', 'sunflowerSeeds'],
    // ADR 0152, found on the nineteenth set after its measurement: passata is the canned purée, "sjögräs" the nori sheet.
    ['passata', 'tomatoPuree'],
    ['passerade tomater', 'tomatoPuree'],
    ['tomatpuré', 'tomatoPaste'],
    ['rostat sjögräs', 'nori'],
    ['seaweed', 'nori'],
    // ADR 0154, found on the twentieth set after its measurement and in the lists beside it.
    ['smördeg', 'puffPastry'],
    ['puff pastry', 'puffPastry'],
    ['filodeg', 'filoPastry'],
    // ADR 0156: grape seed oil spelt without the s, beans without a row of their own, fermented milks.
    ['druvkärnolja', 'grapeseedOil'],
    ['svarta bönor', 'beans'],
    ['borlottibönor', 'beans'],
    ['favabönor', 'driedBroadBeans'],
    ['filmjölk', 'fermentedMilk'],
    ['kefir', 'fermentedMilk'],
    // ADR 0158: a chili pepper is the fresh pod.
    ['chilipeppar', 'chili'],
    ['röd chilipeppar', 'chili'],
  ])('%s is read on %s', (name, reference) => {
    expect(referenceOf(name)).toBe(reference);
  });

  it('an oyster mushroom is no oyster, and mustard stays a minor ingredient that declares the mustard allergen', () => {
    expect(read('ostronsvamp')?.key).toBe('otherVegetables');
    for (const name of ['senap', 'senapsfrön', 'senapskorn', 'mustard seeds']) expect(read(name)?.key, name).toBe('additive');
    const t = traceProduct({ name: 'Dressing', ingredients: 'Rapsolja, vatten, vinäger, senapskorn, salt' });
    expect(t.scores.allergenList).toContain('mustard');
  });

  it('a passata is the canned purée whatever its list calls the tomatoes, and mushrooms and a mustard sold as such are their rows (ADRs 0150, 0152)', () => {
    for (const ingredients of ['Tomatpuré 99,5 %, salt', 'Tomater 100 %', 'Passerade tomater']) {
      expect(traceProduct({ name: 'Passata', ingredients, category: 'Konserver' }).climate?.wholeReference, ingredients).toBe('tomatoPuree');
    }
    expect(traceProduct({ name: 'Tomatpuré dubbelkoncentrerad', ingredients: 'Tomatpuré' }).climate?.wholeReference).toBe('tomatoPaste');
    expect(traceProduct({ name: 'Champinjoner', ingredients: 'Champinjoner' }).climate?.wholeReference).toBe('mushrooms');
    expect(traceProduct({ name: 'Dijonsenap' }).climate?.wholeReference).toBe('mustard');
    // A mustard whose list gives its seed is the mustard too, its seed what it is made of (ADR 0219; built from its list before).
    expect(traceProduct({ name: 'Senap', ingredients: 'Vatten, senapsfrön 25 %, ättika, socker, salt' }).climate?.wholeReference).toBe('mustard');
    expect(traceProduct({ name: 'Nori rostade sjögräsark', ingredients: 'Rostat sjögräs (Porphyra) 100 %' }).climate?.wholeReference).toBe('nori');
  });

  it('a fermented milk sold as such is AGRIBALYSE\'s, and declares milk; a fillet is no "fil" (ADR 0156)', () => {
    for (const name of ['Filmjölk 3 %', 'A-fil naturell', 'Lättfil', 'Fil med bifidus 1 %', 'Kefir naturell']) {
      const t = traceProduct({ name, ingredients: 'Mjölk, syrningskultur' });
      expect(t.climate?.wholeReference, name).toBe('fermentedMilk');
    }
    expect(traceProduct({ name: 'Fil', ingredients: 'Fil' }).scores.allergenList).toContain('milk');
    // The letters of "filé" begin "fil": a fish fillet stays the fish, and soured cream its own row.
    expect(referenceOf('sejfilé')).toBe('saithe');
    expect(referenceOf('långfilé')).not.toBe('fermentedMilk');
    expect(referenceOf('gräddfil')).toBe('sourCream');
    expect(traceProduct({ name: 'Kokta rödbetor', ingredients: 'Rödbetor' }).climate?.wholeReference).toBe('cookedBeetroot');
  });

  it('a frozen food\'s ice glaze weighs nothing per kilogram as sold; a glazing agent and icing are no glaze (ADR 0162)', () => {
    const leaves = (ingredients: string) => analyzeIngredients({ ingredients }).leaves.map((l) => [l.name, Math.round(100 * l.share)]);
    expect(leaves('Pilgrimsmussla (Argopecten purpuratus), vatten (glasering)')).toEqual([['pilgrimsmussla', 100], ['vatten', 0]]);
    expect(leaves('Torsk, glasering (vatten)')).toEqual([['torsk', 100], ['vatten', 0]]);
    expect(leaves('Räkor 80 %, vatten (glasering) 20 %')).toEqual([['räkor', 100], ['vatten', 0]]);
    expect(traceProduct({ name: 'Pilgrimsmusslor utan rom, frysta', ingredients: 'Pilgrimsmussla, vatten (glasering)', category: 'Fryst skaldjur' }).climate?.wholeReference).toBe('scallops');
    // A glazing agent on sweets and an icing are ingredients with a share.
    expect(leaves('Socker, mandel 40 %, glaseringsmedel (arabiskt gummi)').every(([, share]) => (share as number) > 0)).toBe(true);
    expect(leaves('Vetemjöl, socker, glasyr (socker, vatten)').find(([name]) => name === 'socker')?.[1]).toBeGreaterThan(0);
  });

  it('sunflower and pine kernels are the seeds and nuts by their other names (ADR 0169)', () => {
    expect(referenceOf('solroskärnor')).toBe('sunflowerSeeds');
    expect(referenceOf('skalade solroskärnor')).toBe('sunflowerSeeds');
    expect(referenceOf('pinjekärnor')).toBe('pineNuts');
    // A plain bag of them has a figure: the twenty-eighth set's had none.
    expect(traceProduct({ name: 'Solroskärnor', ingredients: 'Solroskärnor', category: 'Nötter och frön' }).climate?.wholeReference).toBe('sunflowerSeeds');
  });

  it('a fresh cheese flavoured with garlic and herbs is the fresh cheese, not its milk and cream (ADR 0172)', () => {
    const flavoured = traceProduct({ name: 'Färskost vitlök & örter', ingredients: 'Pastöriserad mjölk, grädde, vitlök 2 %, salt, persilja 1 %, gräslök, svartpeppar' });
    expect(flavoured.climate?.wholeReference).toBe('creamCheese');
    // A fresh cheese with fruit or a cake is still built from its list.
    expect(traceProduct({ name: 'Färskost jordgubb', ingredients: 'Färskost 80 %, jordgubbar 10 %, socker' }).climate?.wholeReference ?? null).not.toBe('creamCheese');
  });

  it('a paste ending in "pasta" is the food it is ground from, not wheat pasta (ADR 0164)', () => {
    expect(referenceOf('sesampasta')).toBe('sesame');
    expect(referenceOf('kakaopasta')).toBe('cocoa');
    expect(referenceOf('räkpasta')).toBe('prawns');
    expect(referenceOf('tomatpasta')).toBe('tomatoPaste');
    expect(referenceOf('röd currypasta')).toBe('chili');
    expect(referenceOf('chilipasta')).toBe('chili');
    // Pasta made of something stays pasta.
    expect(referenceOf('fullkornspasta')).toBe('pasta');
    expect(referenceOf('färsk äggpasta')).toBe('pasta');
  });

  it('a chili pepper sold as such is the fresh chili, cayenne pepper the spice, and black pepper still black pepper (ADR 0158)', () => {
    expect(traceProduct({ name: 'Chilipeppar röd', ingredients: 'Chilipeppar', category: 'Grönsaker' }).climate?.wholeReference).toBe('chili');
    expect(traceProduct({ name: 'Cayennepeppar', ingredients: 'Cayennepeppar', category: 'Kryddor' }).climate?.wholeReference).toBe('cayenne');
    expect(traceProduct({ name: 'Svartpeppar hel', ingredients: 'Svartpeppar', category: 'Kryddor' }).climate?.wholeReference).toBe('blackPepper');
  });

  it('ground paprika is the spice and bourbon vanilla no whisky; wheat doughs declare gluten (ADR 0154)', () => {
    for (const name of ['Paprika mald', 'Rökt paprika', 'Paprikapulver']) {
      expect(traceProduct({ name, ingredients: 'Paprika' }).climate?.wholeReference, name).toBe('paprikaPowder');
    }
    expect(traceProduct({ name: 'Paprika röd', ingredients: 'Paprika' }).climate?.wholeReference).toBe('sweetPepper');
    expect(read('bourbonvanilj')?.key).toBe('additive');
    // The oyster's genus in a bracket had been read as cheese ("ost"), with its milk allergen.
    const oysters = traceProduct({ name: 'Ostron', ingredients: 'Ostron (Ostrea edulis)' });
    expect(oysters.climate?.wholeReference).toBe('oysters');
    expect(oysters.scores.allergenList).toBe('molluscs');
    for (const [ingredients, allergens] of [
      ['Äpplen, smördeg', 'gluten,milk'],
      ['Spenat, filodeg', 'gluten'],
      ['Äpplen, mördeg', 'gluten'],
      ['Tomat, baguette', 'gluten'],
      ['Tomat, pizzadeg', 'gluten'],
    ] as const) {
      expect(traceProduct({ name: 'X', ingredients }).scores.allergenList, ingredients).toBe(allergens);
    }
  });

  it('a sausage whose word names its meat is read by the meat', () => {
    expect(read('kycklingkorv')?.key).toBe('poultry');
  });

  it('an oil named by its plant in a bracket of oils is that oil; "in varying proportions" and "ej från koncentrat" are no ingredients', () => {
    expect(read('rapeseed')?.key).toBe('rapeseedOil');
    expect(read('sunflower')?.key).toBe('sunflowerOil');
    expect(read('sodium chloride')?.key).toBe('salt');
    const crisps = traceProduct({ name: 'Crisps', ingredients: 'Potatoes, Vegetable Oils (Sunflower, Rapeseed, in varying proportions), Salt', size: 150, size_unit: 'g' });
    expect(crisps.ingredients.leaves.map((l) => l.name)).toEqual(['potatoes', 'sunflower', 'rapeseed', 'salt']);
    const juice = traceProduct({ name: 'Smoothie', ingredients: 'Äppeljuice 40%, bananpuré 25%, apelsinjuice (ej från koncentrat) 10%, citronjuice. Ej från koncentrat.', size: 250, size_unit: 'ml' });
    expect(juice.ingredients.leaves.map((l) => l.name)).toEqual(['äppeljuice', 'bananpuré', 'apelsinjuice', 'citronjuice']);
  });

  it.each([
    'vanillin', 'natriumcitrat', 'fosforsyra', 'syra', 'sorbinsyra', 'koffein', 'taurin', 'gummibas', 'guargummi', 'natriumnitrit',
    'sodium citrate', 'malic acid', 'caffeine', 'gum arabic',
    // A longer additive name wins over the food inside it.
    'sockerkulör', 'johannesbrödgummi', 'isomalt',
    // ADR 0148: smoke, a sausage's casing, cultures and moulds.
    'bokrök', 'kollagenhölje', 'fårfjälster', 'propionsyrabakterier', 'ytmögel',
    'cardamom', 'star anise', 'ground mace', 'rosemary', 'oligofructose',
  ])('%s is an additive', (name) => {
    expect(read(name)?.key).toBe('additive');
  });

  it('every name of the additive table is read, as an additive or as the starch it is made of', () => {
    for (const [name] of [...SWEDISH_ADDITIVE_NAMES, ...ENGLISH_ADDITIVE_NAMES]) {
      const m = read(name);
      expect(m, name).not.toBeNull();
      if (!readAsItsFood(name)) {
        expect(m!.key, name).toBe('additive');
      }
    }
    expect(read('modifierad majsstärkelse')?.key).toBe('maize');
    expect(read('konjak')?.key).not.toBe('additive');
  });

  it('a diet cola whose colour is caramel has a figure from its additives and water, not from sugar', () => {
    const t = traceProduct({ name: 'Cola zero', ingredients: 'Kolsyrat vatten, färgämne (sockerkulör), syra (fosforsyra), sötningsmedel (aspartam, acesulfam K), arom, koffein', category: 'Läsk', size: 1.5, size_unit: 'l' });
    expect(t.ingredients.leaves.every((l) => l.match !== null)).toBe(true);
    expect(t.ingredients.leaves.some((l) => l.match?.key === 'beetSugar')).toBe(false);
    expect(t.scores.CO2e).not.toBeNull();
  });

  it('the warnings and rind notes a label prints after the list are no ingredients (ADR 0148)', () => {
    const sweets = traceProduct({ name: 'Strössel', ingredients: 'Socker, majsstärkelse, färgämne (E102*, E129*). *Kan ha negativ inverkan på aktivitet och uppmärksamhet hos barn.', size: 100, size_unit: 'g' });
    expect(sweets.ingredients.parsed.containsText).not.toContain('inverkan');
    const cheese = traceProduct({ name: 'Prästost', ingredients: 'Pastöriserad MJÖLK, salt, syrningskultur, löpe, färgämne (karoten). Vaxad. Vaxet ej ätbart.', size: 1, size_unit: 'kg' });
    expect(cheese.ingredients.parsed.containsText).not.toContain('vax');
    expect(cheese.ingredients.leaves.every((l) => l.match !== null)).toBe(true);
  });
});
