import type { ClimateReferenceKey } from '../data/climate-references.js';
import type { CommodityKey } from '../data/commodities.js';
import type { Anchor, TermRow } from '../text/matcher.js';
import type { AllergenId } from './allergens.js';
import type { CategoryTag, Row } from './categories.js';
import type { Marker } from './processing.js';
import { driedHerbTerms, LEAFY_HERBS } from './dried.js';

/**
 * Concepts that several vocabularies share, one entry each: its Swedish and English names and
 * what it is to each vocabulary (its commodity row, the allergens it declares, its NOVA marker and
 * culinary role, the category it names). A name added here reaches every vocabulary of the entry.
 * The vocabulary tables (ingredients.ts, allergens.ts, processing.ts, categories.ts) hold the
 * words only one of them knows; analyse/lexicon.ts reads both. The climate model's own
 * references (score/climate/references.ts `TERM_REFERENCES`) and the risk commodities of the
 * country scores are properties here, so a food with a climate reference is one entry with every
 * other fact about it (in the spirit of Open Food Facts' taxonomies: one entry, all its facets). Swedish names match inside
 * compounds unless an anchor says where (`end`: the head of the compound); English names match
 * whole words with their plurals.
 */
export interface Concept {
  sv: readonly string[];
  en: readonly string[];
  /** Where its Swedish names sit in a compound as an ingredient word (commodity, allergen, marker); anywhere when absent. */
  anchor?: Anchor;
  /** Poore & Nemecek commodity row, and kg of it per kg of the ingredient (dry matter) when not 1. */
  commodity?: readonly [key: CommodityKey, multiplier?: number];
  /** Regulation (EU) No 1169/2011 Annex II allergens the name declares. */
  allergens?: readonly AllergenId[];
  /** Where its Swedish names sit in a compound as an allergen word, when not where `anchor` says. */
  allergenAnchor?: Anchor;
  /** A processing marker for NOVA (group 3: a processed culinary ingredient added). */
  marker?: Marker;
  /** A processed culinary ingredient (NOVA group 2), and where its Swedish names sit in a compound. */
  culinary?: { sv: Anchor };
  /** As a product category: culinary (NOVA 2), and where its Swedish names sit in a compound. */
  culinaryCategory?: { sv: Anchor };
  /** As a product category: its tags, and where its Swedish names sit in a compound. */
  category?: { tags: readonly CategoryTag[]; sv?: Anchor };
  /**
   * The AGRIBALYSE reference food (data/climate-references.ts) the climate model counts a kilogram
   * of it as, closer than its commodity's; per kg as named, so the commodity multiplier does not apply.
   */
  climate?: ClimateReferenceKey;
  /**
   * Those of its names that, in a product's name, say the product is this food as sold (a plain
   * milk, flour or fillet), so the climate model takes its reference's stages whole.
   */
  asSold?: readonly string[];
  /** The reference a product its `asSold` names is, where not `climate` (pineapple juice sold as such, ADR 0130). */
  asSoldClimate?: ClimateReferenceKey;
  /** Risks the country scores weigh for it beyond its commodity's (hazelnuts: child labour in the harvest). */
  risks?: readonly Risk[];
  /** kg of its climate reference per kg as named, when not 1 (tea leaves: 50 kg of AGRIBALYSE's brewed tea, ADR 0118). */
  climateScale?: number;
  /**
   * A dry food brewed in water (coffee, tea, ADR 0118): the name of its brewed form, which a drink that lists it
   * without water, or a bracket that names it with water ("kaffe (vatten, kaffe)"), holds.
   */
  brewedAs?: string;
  /** Made by brewing or dissolving in water (brewed coffee, a ready stock): a bracket of its water and its makings is its recipe. */
  madeInWater?: true;
  /**
   * A by-product whose bracket names the animal it is made from, not what it holds ("gelatine (beef)", "naturtarm
   * (får)", "casing (beef collagen)"): the bracket is its source, so the item stays whole (ADR 0194).
   */
  sourceInBracket?: true;
  /**
   * Its part in a milk-based list (ADR 0194): a milk base (a liquid milk, or the yoghurt, fermented milk or quark made
   * from one), or a dried milk solid (a powder, a protein) that fortifies it, which after such a base listed first weighs
   * no more than the solids a yoghurt's milk is raised to.
   */
  dairyRole?: 'milkBase' | 'milkSolids';
  /**
   * An unripened cheese made from a few kilos of milk or less (quark, cottage cheese): a cheese that a
   * product's name says it is takes its milk as this, not as a ripened cheese (ADR 0195).
   */
  freshCheese?: true;
}

export type Risk = 'childLabour';

export const CONCEPTS: readonly Concept[] = [
  {
    sv: ['smör'], en: ['butter'], commodity: ['milk', 6.7], allergens: ['milk'], marker: 3,
    culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['fat'], sv: 'end' }, climate: 'butter', asSold: ['smör', 'butter'],
  },
  // ADR 0283: a flavoured butter is butter, whatever food its first part names ("vitlökssmör" had been garlic,
  // "citronsmör" lemons); a Swedish compound is what its last part says.
  {
    sv: ['vitlökssmör', 'citronsmör', 'persiljesmör', 'chilismör', 'ramslökssmör', 'dillsmör', 'basilikasmör', 'limesmör', 'pepparrotssmör'],
    en: [], commodity: ['milk', 6.7], allergens: ['milk'], climate: 'butter',
  },
  // ADR 0136: a light dairy spread ("lättsmör", "bredbart mjölkfett") is AGRIBALYSE's light dairy fat (16712, 25 % fat:
  // farm stage 4.42 kg CO2e/kg, 0.61 of butter's 7.28), not butter whole.
  {
    sv: ['lättsmör', 'bredbart mjölkfett', 'mjölkfett bredbart', 'lätt mjölkfett'], en: ['light butter', 'light dairy spread'], commodity: ['milk', 4.07], allergens: ['milk'],
    category: { tags: ['fat'] }, climate: 'lightDairySpread', asSold: ['lättsmör', 'bredbart mjölkfett', 'mjölkfett bredbart', 'lätt mjölkfett'],
  },
  { sv: ['salt'], en: ['salt'], commodity: ['salt'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'word' }, category: { tags: ['salt'], sv: 'word' } },
  { sv: ['socker'], en: ['sugar'], commodity: ['beetSugar'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['sugar'], sv: 'end' }, climate: 'beetSugar' },
  { sv: ['sirap'], en: ['syrup'], commodity: ['beetSugar'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['sugar'], sv: 'end' } },
  {
    sv: ['honung'], en: ['honey'], commodity: ['beetSugar'], marker: 3,
    culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['honey', 'sugar'], sv: 'end' }, climate: 'honey', asSold: ['honung'],
  },
  { sv: ['olja'], en: ['oil'], commodity: ['rapeseedOil'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['fat'], sv: 'end' } },
  // ADR 0197: a wine vinegar is vinegar, not the wine its name begins with.
  {
    sv: ['vinäger', 'ättika', 'ättiksprit'], en: ['vinegar', 'wine vinegar', 'red wine vinegar', 'white wine vinegar', 'malt vinegar', 'spirit vinegar'], commodity: ['additive'],
    culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, category: { tags: ['vinegar'] }, climate: 'vinegar',
    asSold: ['vinäger', 'ättika', 'ättiksprit', 'wine vinegar', 'red wine vinegar', 'white wine vinegar', 'malt vinegar', 'spirit vinegar'],
  },
  { sv: ['stärkelse'], en: ['starch'], commodity: ['maize'], marker: 3, culinary: { sv: 'end' }, culinaryCategory: { sv: 'end' }, climate: 'maizeStarch' },
  { sv: ['mjölk'], en: ['milk'], commodity: ['milk'], allergens: ['milk'], category: { tags: ['beverage'], sv: 'end' }, climate: 'milk', asSold: ['mjölk'], dairyRole: 'milkBase' },
  { sv: ['grädde'], en: ['cream'], commodity: ['milk', 3.6], allergens: ['milk'], category: { tags: ['fat'], sv: 'end' }, climate: 'cream', asSold: ['grädde'], dairyRole: 'milkBase' },
  { sv: ['ost'], en: ['cheese'], anchor: 'edge', commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'], sv: 'end' }, climate: 'cheese', asSold: ['ost'] },
  ...(['mozzarella', 'parmesan', 'cheddar'] as const).map((name): Concept => ({
    sv: [name], en: [name], commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] }, climate: name === 'cheddar' ? 'cheese' : name,
    ...(name === 'cheddar' ? { asSold: ['cheddar'] } : {}),
  })),
  // Cheeses named by a first part the vocabulary also knows ("sallad", "blåmögel"), which a shorter head, "ost", loses
  // to (ADR 0269): "salladsost" had been lettuce and "blåmögelost" a mould culture, nothing of either a cheese.
  { sv: ['salladsost', 'blåmögelost', 'vitmögelost', 'ytmögelost', 'ädelmögelost'], en: [], commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] }, climate: 'cheese' },
  { sv: ['vassle', 'vassla'], en: ['whey'], commodity: ['milk', 0.5], allergens: ['milk'], marker: 4, climate: 'skimmedMilk' },
  { sv: ['laktos'], en: ['lactose'], commodity: ['milk', 7.6], allergens: ['milk'], marker: 4 },
  { sv: ['kasein'], en: ['casein'], commodity: ['milk', 7.6], allergens: ['milk'], marker: 4 },
  { sv: ['fisk'], en: ['fish'], commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] } },
  { sv: ['tofu'], en: ['tofu'], commodity: ['tofu'], allergens: ['soy'], category: { tags: ['novaGroup3', 'processedPlant'] }, climate: 'tofu', asSold: ['tofu'] },
  /** Not an allergen although made from wheat or maize (Annex II exempts wheat-based maltodextrins): the empty list is a stop-word. */
  { sv: ['maltodextrin'], en: ['maltodextrin'], commodity: ['maize'], allergens: [], marker: 4 },
  { sv: ['nötter'], en: ['nut'], anchor: 'end', commodity: ['nuts'], allergens: ['nuts'], category: { tags: ['fat'], sv: 'end' } },  // Foods the climate model counts by their own reference food (formerly its own vocabulary).
  // whey is a by-product of cheese-making: counted as skimmed milk per kg, not as a milk concentrate;
  // a drink base ("havrebas (vatten, havre 10 %)") is the drink's own recipe; AGRIBALYSE 3.1.1 has
  // no coconut oil, so palm oil is the closest tropical fat in the data.
  { sv: ['mellanmjölk'], en: ['semi-skimmed milk', 'semi skimmed milk'], commodity: ['milk'], climate: 'milk', dairyRole: 'milkBase' },
  { sv: ['standardmjölk', 'helmjölk'], en: ['whole milk'], commodity: ['milk'], climate: 'wholeMilk', asSold: ['standardmjölk'], dairyRole: 'milkBase' },
  { sv: ['lättmjölk', 'minimjölk', 'skummjölk'], en: ['skimmed milk', 'skim milk'], commodity: ['milk'], climate: 'skimmedMilk', asSold: ['lättmjölk', 'minimjölk'], dairyRole: 'milkBase' },
  { sv: ['komjölk', 'pastöriserad mjölk'], en: [], climate: 'milk', dairyRole: 'milkBase' },
  // A milk powder made up with water again ("Reconstituted Skimmed Milk Powder", "rekonstituerad skummjölk") is the milk
  // it was dried from, per kilogram of the liquid the list weighs (ADR 0203), not the powder.
  {
    sv: ['rekonstituerad skummjölk', 'rekonstituerat skummjölkspulver', 'rekonstituerad lättmjölk'],
    en: ['reconstituted skimmed milk', 'reconstituted skimmed milk powder', 'reconstituted skim milk', 'reconstituted skim milk powder', 'reconstituted dried skimmed milk'],
    commodity: ['milk'], allergens: ['milk'], climate: 'skimmedMilk', dairyRole: 'milkBase',
  },
  {
    sv: ['rekonstituerad mjölk', 'rekonstituerat mjölkpulver', 'rekonstituerad helmjölk', 'rekonstituerat helmjölkspulver'],
    en: ['reconstituted milk', 'reconstituted milk powder', 'reconstituted whole milk', 'reconstituted whole milk powder', 'reconstituted dried milk'],
    commodity: ['milk'], allergens: ['milk'], climate: 'milk', dairyRole: 'milkBase',
  },
  // ADR 0292: creams named as sold take their row whole, graded by the fat the name states (lexicon/cream-grades.ts).
  { sv: ['vispgrädde'], en: [], commodity: ['milk', 3.6], climate: 'cream', asSold: ['vispgrädde'], dairyRole: 'milkBase' },
  {
    sv: ['matlagningsgrädde'], en: ['single cream'], commodity: ['milk', 2.4], climate: 'sourCream', asSold: ['matlagningsgrädde', 'single cream'],
    dairyRole: 'milkBase',
  },
  { sv: ['gräddfil'], en: ['sour cream', 'soured cream'], commodity: ['milk', 2.4], allergens: ['milk'], category: { tags: ['fat'] }, climate: 'sourCream', dairyRole: 'milkBase' },
  {
    sv: ['crème fraiche', 'creme fraiche'], en: ['crème fraîche', 'creme fraiche'], commodity: ['milk', 3.4], allergens: ['milk'], category: { tags: ['fat'] }, climate: 'cream',
    asSold: ['crème fraiche', 'creme fraiche', 'crème fraîche'], dairyRole: 'milkBase',
  },
  { sv: ['smörfett', 'mjölkfett'], en: ['milk fat', 'anhydrous milk fat'], commodity: ['milk', 7.9], climate: 'butter' },
  { sv: ['ghee'], en: ['ghee'], commodity: ['milk', 7.9], allergens: ['milk'], culinary: { sv: 'end' }, culinaryCategory: { sv: 'any' }, climate: 'butter' },
  { sv: ['yoghurt'], en: ['yogurt', 'yoghurt'], commodity: ['milk'], allergens: ['milk'], climate: 'yoghurt', asSold: ['yoghurt'], dairyRole: 'milkBase' },
  { sv: ['turkisk yoghurt', 'grekisk yoghurt'], en: [], commodity: ['milk', 1.6], climate: 'yoghurt', dairyRole: 'milkBase' },
  // ADR 0156: fermented milks for drinking or the spoon (filmjölk, fil, A-fil, kefir) are AGRIBALYSE's fermented milk (19805), sold as such.
  // "Fil" only as a word and its kinds only as a compound's head (the letters begin "filé"); eaten with a spoon, no beverage.
  { sv: ['filmjölk', 'lättfilmjölk', 'mellanfilmjölk'], en: [], commodity: ['milk'], category: { tags: ['beverage'] }, climate: 'fermentedMilk', asSold: ['filmjölk', 'lättfilmjölk', 'mellanfilmjölk'], dairyRole: 'milkBase' },
  { sv: ['fil', 'a-fil'], en: [], anchor: 'word', commodity: ['milk'], allergens: ['milk'], climate: 'fermentedMilk', asSold: ['fil', 'a-fil'], dairyRole: 'milkBase' },
  { sv: ['lättfil', 'mellanfil', 'långfil'], en: [], anchor: 'end', commodity: ['milk'], allergens: ['milk'], climate: 'fermentedMilk', asSold: ['lättfil', 'mellanfil', 'långfil'], dairyRole: 'milkBase' },
  {
    // ADR 0196: a label in English says "dried" where a Swedish one says "-pulver"; cream, buttermilk and yoghurt dried
    // are milk powders too, as AGRIBALYSE gives every milk powder, whole or skimmed, the same farm stage (dry matter).
    sv: ['mjölkpulver', 'skummjölkspulver', 'helmjölkspulver', 'gräddpulver', 'kärnmjölkspulver', 'yoghurtpulver', 'torrmjölk'],
    en: [
      'milk powder', 'skimmed milk powder', 'whole milk powder', 'skim milk powder', 'dried skimmed milk', 'dried skim milk', 'dried whole milk', 'dried milk',
      'dried semi-skimmed milk', 'dried semi skimmed milk', 'dried cream', 'cream powder', 'dried buttermilk', 'buttermilk powder', 'yoghurt powder',
      'yogurt powder', 'dried yoghurt', 'dried yogurt',
    ],
    commodity: ['milk', 7.8], climate: 'milkPowder', dairyRole: 'milkSolids',
    // A name that says milk powder names the powder sold as such, whatever milk its list or the rest of the name names.
    asSold: ['mjölkpulver', 'skummjölkspulver', 'helmjölkspulver', 'torrmjölk', 'milk powder', 'skimmed milk powder', 'skim milk powder', 'whole milk powder', 'dried skimmed milk', 'dried skim milk', 'dried whole milk', 'dried milk'],
  },
  { sv: ['vasslepulver'], en: ['whey powder', 'dried whey'], commodity: ['milk', 7.7], climate: 'skimmedMilk', dairyRole: 'milkSolids' },
  // A milk protein, concentrate or not, is a dried milk solid: the milk powder's row in either language (ADR 0194).
  {
    sv: ['mjölkprotein', 'mjölkproteinkoncentrat'], en: ['milk protein', 'milk proteins', 'milk protein concentrate'], commodity: ['milk', 7.6], marker: 4,
    climate: 'milkPowder', dairyRole: 'milkSolids',
  },
  // ADR 0230: the English "Oat Base (Water, Oats (10%))" is the same drink base, not oats at its whole share.
  { sv: ['havrebas'], en: ['oat base'], commodity: ['oats'], climate: 'classPlantDrink' },
  { sv: ['sojabas', 'sojadryck'], en: ['soya base', 'soy base'], commodity: ['soyMilk'], climate: 'soyDrink' },
  { sv: ['vetemjöl', 'fullkornsvetemjöl'], en: [], commodity: ['wheat'], climate: 'wheatFlour', asSold: ['vetemjöl'] },
  { sv: ['rågmjöl', 'fullkornsrågmjöl'], en: [], commodity: ['wheat'], climate: 'ryeFlour' },
  // Durum wheat (semolina, its flour, the grain) by AGRIBALYSE's durum semolina, not soft wheat flour (ADR 0117).
  { sv: ['durumvetemjöl', 'durumvete', 'durumvetegryn'], en: [], climate: 'durumSemolina' },
  // Its English names: as the commodity's words they are wheat, and a longer name than "semolina" (ADR 0191).
  {
    sv: [], en: ['durum wheat semolina', 'durum wheat', 'durum semolina', 'durum wholewheat semolina', 'wholewheat durum wheat semolina', 'whole durum wheat semolina'],
    commodity: ['wheat'], allergens: ['gluten'], climate: 'durumSemolina',
  },
  { sv: ['pasta', 'spagetti', 'makaroner', 'nudlar'], en: ['pasta', 'spaghetti', 'penne', 'fusilli', 'macaroni', 'tagliatelle', 'linguine', 'farfalle', 'rigatoni', 'conchiglie', 'lasagne sheets', 'noodles', 'egg noodles'], commodity: ['wheat'], climate: 'pasta', asSold: ['pasta', 'spaghetti', 'penne', 'fusilli', 'macaroni', 'tagliatelle', 'linguine', 'farfalle', 'rigatoni', 'conchiglie'] },
  { sv: ['havregryn'], en: [], commodity: ['oats'], climate: 'oats', asSold: ['havregryn'] },
  { sv: ['havre'], en: [], commodity: ['oats'], allergens: ['gluten'], climate: 'oats' },
  { sv: ['korngryn', 'kornmalt'], en: [], commodity: ['barley'], climate: 'barley' },
  { sv: ['malt'], en: ['malt'], commodity: ['barley'], allergens: ['gluten'], climate: 'barley' },
  { sv: ['ris'], en: [], anchor: 'edge', commodity: ['rice'], climate: 'rice', asSold: ['ris'] },
  { sv: ['jasminris', 'basmatiris'], en: [], commodity: ['rice'], climate: 'rice', asSold: ['jasminris', 'basmatiris'] },
  { sv: ['majsstärkelse'], en: [], commodity: ['maize'], climate: 'maizeStarch' },
  // Maize is starch only where the text says so (method 2026.11.8): the word alone is the grain
  // (AGRIBALYSE's raw maize grain, whose farm stage is that of sweet corn), and kernels sold as
  // such are AGRIBALYSE's sweet corn. Its meal and grits keep the starch reference.
  // An English list's "maize" is the grain, as "majs" is (ADR 0201; it had been read as the starch).
  { sv: ['majs'], en: ['maize', 'whole maize'], commodity: ['maize'], climate: 'maizeGrain' },
  { sv: ['majskorn', 'majskolv', 'majskolvar', 'sockermajs'], en: ['sweet corn', 'sweetcorn', 'corn on the cob'], commodity: ['maize'], climate: 'sweetCorn', asSold: ['majskorn', 'majskolvar'] },
  { sv: ['modifierad stärkelse', 'glukossirap'], en: [], commodity: ['maize'], marker: 4, climate: 'maizeStarch' },
  { sv: ['strösocker'], en: [], commodity: ['beetSugar'], culinaryCategory: { sv: 'any' }, climate: 'beetSugar', asSold: ['strösocker'] },
  { sv: ['rörsocker'], en: [], commodity: ['caneSugar'], climate: 'caneSugar' },
  { sv: ['linser', 'gröna linser', 'röda linser'], en: [], commodity: ['pulses'], climate: 'lentils', asSold: ['linser'] },
  { sv: ['kikärtor', 'kikärter'], en: ['chick pea'], commodity: ['pulses'], climate: 'chickpeas' },
  // Black, brown and borlotti beans have no row of their own: the kidney bean's, so that packed in water they are cooked (ADR 0156).
  { sv: ['kidneybönor', 'svarta bönor', 'bruna bönor', 'borlottibönor'], en: [], commodity: ['pulses'], climate: 'beans' },
  { sv: ['ärtor'], en: ['petits pois', 'garden peas'], commodity: ['peas'], climate: 'peas' },
  // ADR 0138: sugar snap and snow peas, eaten pod and all, by AGRIBALYSE's own raw row (20173), not garden peas'.
  { sv: ['sockerärtor', 'sockerärter', 'sockerärt'], en: ['sugar snap peas', 'sugar snaps', 'snow peas', 'mangetout'], commodity: ['peas'], climate: 'snowPea', asSold: ['sockerärtor', 'sockerärter'] },
  { sv: ['sojabönor'], en: [], commodity: ['tofu'], climate: 'soybeans' },
  // ADR 0197: soya flour is ground soybeans, as "sojamjöl" is read, not wheat flour by its word "flour".
  { sv: [], en: ['soya flour', 'soy flour', 'soybean flour', 'soya bean flour'], commodity: ['tofu'], allergens: ['soy'], climate: 'soybeans' },
  { sv: ['sojaprotein'], en: ['soy protein', 'soya protein', 'textured soy protein', 'textured soya protein', 'textured vegetable protein'], commodity: ['tofu'], climate: 'soyProtein' },
  // ADR 0229: potato flakes listed rehydrated ("Rehydrated Potato Flakes (73%) (Water, Potato Flakes)") hold their water
  // again: a kilogram of fresh potato's worth, not the five a kilogram of dry flakes is made from.
  {
    sv: ['rehydrerade potatisflingor', 'rehydrerad potatis'],
    en: ['rehydrated potato flakes', 'rehydrated potato', 'reconstituted potato flakes', 'reconstituted potato'],
    commodity: ['potatoes'],
    climate: 'potatoes',
  },
  // ADR 0173: soaked ("rehydrerat") textured soy protein, 2.2 kg per kg of the dry one, by AGRIBALYSE's own row for it.
  {
    sv: ['rehydrerat sojaprotein', 'rehydrerat texturerat sojaprotein', 'rehydrerad texturerad sojaprotein', 'rehydrerat sojaproteinmjöl'],
    en: ['rehydrated soy protein', 'rehydrated textured soy protein', 'rehydrated soya protein', 'rehydrated textured soya protein'],
    commodity: ['tofu'],
    climate: 'soyProteinRehydrated',
  },
  { sv: ['hasselnöt', 'hasselnötter'], en: ['hazelnut'], commodity: ['nuts'], allergens: ['nuts'], climate: 'hazelnuts', risks: ['childLabour'] },
  { sv: ['cashewnötter', 'cashewnöt'], en: [], commodity: ['nuts'], climate: 'cashews' },
  { sv: ['jordnötter', 'jordnötssmör'], en: [], commodity: ['groundnuts'], climate: 'peanuts', asSold: ['jordnötter'] },
  { sv: ['sesamolja', 'rostad sesamolja'], en: ['sesame oil'], commodity: ['rapeseedOil'], allergens: ['sesame'], climate: 'sesameOil', asSold: ['sesamolja'] },
  // ADR 0197: "Tahini" in either language is AGRIBALYSE's tahini, sold as such, whatever its list calls the seeds.
  {
    sv: ['tahini', 'sesampasta'], en: ['sesame paste', 'sesame seed paste', 'tahini', 'tahina'], commodity: ['nuts'], allergens: ['sesame'], category: { tags: ['fat'] },
    climate: 'sesame', asSold: ['tahini', 'sesampasta', 'tahina'],
  },
  // Sesame seeds are AGRIBALYSE's sesame seed row, not its tahini (ADR 0116).
  { sv: ['sesam'], en: [], commodity: ['nuts'], allergens: ['sesame'], climate: 'sesameSeed' },
  { sv: ['sesamfrön', 'skalade sesamfrön'], en: [], commodity: ['nuts'], climate: 'sesameSeed', asSold: ['sesamfrön'] },
  { sv: ['kokosolja', 'kokosfett', 'kokosfetter'], en: [], commodity: ['palmOil'], climate: 'palmOil' },
  { sv: ['tomatpuré', 'tomatpure', 'tomatpasta'], en: ['tomato paste', 'tomato puree', 'tomato purée', 'double concentrated tomato puree'], commodity: ['tomatoes', 5], climate: 'tomatoPaste', asSold: ['tomatpuré', 'tomato paste', 'tomato puree', 'tomato purée'] },
  // ADR 0152: passata is sieved tomatoes, AGRIBALYSE's canned tomato purée (0.67 kg CO2e/kg), not the concentrate.
  {
    sv: ['passerade tomater', 'passata', 'tomatpassata'],
    en: ['passata', 'sieved tomatoes'],
    commodity: ['tomatoes'],
    climate: 'tomatoPuree',
    asSold: ['passerade tomater', 'passata', 'tomatpassata'],
  },
  { sv: ['broccoli'], en: ['broccoli'], commodity: ['brassicas'], climate: 'broccoli' },
  { sv: ['gurka'], en: [], commodity: ['otherVegetables'], climate: 'cucumber' },
  // A soft caramel or caramel sauce named alone ("Äggflan: … karamell"); only the whole word, so "karamelliserad lök" stays onion.
  { sv: ['karamell', 'karameller', 'karamellsås'], en: [], anchor: 'word', commodity: ['beetSugar'], climate: 'softCaramel' },
  // ADR 0283: polkagris, the Swedish peppermint rock, is a boiled sweet (AGRIBALYSE's hard candy, 1.72, is within 1 % of its
  // soft caramel), not the pork its last part names.
  { sv: ['polkagris'], en: [], anchor: 'start', commodity: ['beetSugar'], climate: 'softCaramel' },
  { sv: ['spenat'], en: [], commodity: ['otherVegetables'], climate: 'spinach' },
  { sv: ['paprika'], en: [], commodity: ['otherVegetables'], climate: 'sweetPepper' },
  { sv: ['morot', 'morötter'], en: [], commodity: ['rootVegetables'], climate: 'carrots' },
  { sv: ['lök', 'gul lök'], en: [], commodity: ['onions'], climate: 'onions' },
  { sv: ['vitkål', 'kål'], en: [], commodity: ['brassicas'], climate: 'cabbage' },
  // In a list, basil, dill and parsley are the fresh herb unless it says dried (ADR 0108).
  { sv: ['basilika', 'dill'], en: ['dill', 'basil'], commodity: ['otherVegetables'], climate: 'freshHerbs' },
  { sv: ['persilja', 'bladpersilja'], en: ['parsley'], commodity: ['otherVegetables'], climate: 'parsley' },
  // A leafy herb the list says is dried is AGRIBALYSE's dried herbs (one inventory, 1.55 kg CO2e/kg), not its fresh row (ADR 0128).
  { sv: ['torkade örter', ...driedHerbTerms(LEAFY_HERBS)], en: ['dried basil', 'dried sage', 'dried dill', 'dried chervil', 'dried tarragon', 'dried mint', 'dried chives'], commodity: ['otherVegetables'], climate: 'herbs' },
  // Summer savory is sold dried; AGRIBALYSE's savory (11062) shares the dried herbs' inventory (ADR 0128).
  { sv: ['kyndel', 'sommarkyndel', 'bönört'], en: ['summer savory'], commodity: ['additive'], climate: 'herbs' },
  { sv: ['oregano'], en: ['oregano'], commodity: ['additive'], climate: 'herbs' },
  { sv: ['äpplen', 'äpple'], en: [], commodity: ['apples'], climate: 'apples' },
  { sv: ['päron'], en: [], commodity: ['apples'], climate: 'pears' },
  { sv: ['bananer', 'banan'], en: [], commodity: ['bananas'], climate: 'bananas' },
  { sv: ['apelsiner'], en: [], climate: 'oranges' },
  { sv: ['apelsin'], en: [], commodity: ['citrus'], climate: 'oranges' },
  { sv: ['apelsinjuice'], en: [], commodity: ['citrus'], climate: 'orangeJuice', asSold: ['apelsinjuice'] },
  // ADR 0180: lime juice is AGRIBALYSE's lemon juice (2028), the one citrus juice it pressed (no lime juice row); read
  // by the compound's head it was orange juice's fruit.
  { sv: ['citronjuice', 'citronsaft', 'limejuice', 'limesaft', 'limettjuice'], en: [], commodity: ['citrus'], climate: 'lemonJuice' },
  // Method 2026.11.10 (ADR 0104): a pure juice is its juice row (pressing and yield), a sparkling wine its own row.
  { sv: ['äppeljuice'], en: ['apple juice'], commodity: ['apples'], climate: 'appleJuice', asSold: ['äppeljuice'] },
  // ADR 0130: sold as such, AGRIBALYSE's pineapple juice (2073); in a recipe, the pineapple it is pressed from, at the median
  // farm stage of AGRIBALYSE's pure fruit juices over their fruit's (1.29: apple, grape, grapefruit, lemon, mango, orange).
  // Its own juice carries 15.9 times the fresh fruit's, which its canned pineapple in juice (13716, 13717), multifruit
  // nectar (2061) and juice cocktail (2008) cannot hold: their whole farm stage is 0.10-0.34 kg CO2e/kg.
  {
    sv: ['ananasjuice'], en: ['pineapple juice'], commodity: ['otherFruit'], climate: 'pineapple', climateScale: 1.29,
    asSold: ['ananasjuice', 'pineapple juice'], asSoldClimate: 'pineappleJuice',
  },
  { sv: ['druvjuice', 'druvsaft'], en: ['grape juice'], commodity: ['berries'], climate: 'grapeJuice', asSold: ['druvjuice'] },
  // ADR 0145: juices AGRIBALYSE has a row for, pressed (the juice's yield on the fruit), not the fruit itself.
  { sv: ['grapefruktjuice'], en: ['grapefruit juice'], commodity: ['citrus'], climate: 'grapefruitJuice', asSold: ['grapefruktjuice'] },
  { sv: ['morotsjuice'], en: ['carrot juice'], commodity: ['rootVegetables'], climate: 'carrotJuice', asSold: ['morotsjuice'] },
  { sv: ['mangojuice'], en: ['mango juice'], commodity: ['otherFruit'], climate: 'mangoJuice', asSold: ['mangojuice'] },
  { sv: ['tomatjuice'], en: ['tomato juice'], commodity: ['tomatoes'], climate: 'tomatoJuice', asSold: ['tomatjuice'] },
  {
    sv: ['champagne', 'cava', 'prosecco', 'crémant', 'mousserande vin'], en: ['sparkling wine'], anchor: 'end', commodity: ['wine'],
    category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'sparklingWine', asSold: ['champagne', 'cava', 'prosecco', 'crémant', 'mousserande vin'],
  },
  { sv: ['jordgubbar'], en: [], commodity: ['berries'], climate: 'strawberries' },
  { sv: ['blåbär'], en: [], commodity: ['berries'], climate: 'blueberries' },
  { sv: ['hallon'], en: [], commodity: ['berries'], climate: 'raspberries' },
  { sv: ['druvor', 'vindruvor'], en: [], commodity: ['berries'], climate: 'grapes' },
  { sv: ['russin'], en: [], commodity: ['berries', 4], climate: 'raisins' },
  // A dried fruit is its dried row (method 2026.11.10, ADR 0104): "Äppelringar torkade" is dried apples. The
  // commodity multiplier is the fresh-to-dried mass ratio AGRIBALYSE's rows imply (dried over fresh farm
  // stage: apple 13111/13050 4.38, fig 13013/13012 2.82, apricot 13001/13000 5.84).
  { sv: ['torkade äpplen', 'äppelringar', 'torkat äpple'], en: ['dried apple'], commodity: ['apples', 4.38], climate: 'driedApple', asSold: ['äppelringar', 'äpplen torkade', 'dried apple', 'dried apples', 'dried apple rings', 'apple rings'] },
  { sv: ['torkade fikon'], en: ['dried fig'], commodity: ['otherFruit', 2.82], climate: 'driedFigs', asSold: ['torkade fikon', 'fikon torkade', 'dried figs'] },
  {
    sv: ['soltorkade tomater', 'torkade tomater', 'torkad tomat', 'tomatpulver'], en: ['sun-dried tomatoes', 'sun dried tomatoes', 'sundried tomatoes', 'dried tomato', 'tomato powder'],
    commodity: ['tomatoes', 8], climate: 'sunDriedTomatoes', asSold: ['soltorkade tomater'],
  },
  // Method 2026.11.11 (ADR 0106): dried peach 13118 over fresh 13043 at the farm gate 17.4; dried onion 20180 over raw 20034 10.5.
  { sv: ['torkade persikor'], en: ['dried peach'], commodity: ['otherFruit', 17.4], climate: 'driedPeaches', asSold: ['torkade persikor', 'persikor torkade', 'dried peaches'] },
  // ADR 0196: onion powder is dried onion, on its AGRIBALYSE row in either language.
  { sv: ['torkad lök', 'rostad lök', 'lökpulver'], en: ['dried onion', 'onion powder'], commodity: ['onions', 10.5], climate: 'driedOnion', asSold: ['torkad lök', 'rostad lök', 'dried onion', 'dried onions', 'dried chopped onion', 'dried minced onion'] },
  { sv: ['torkade aprikoser'], en: ['dried apricot'], commodity: ['otherFruit', 5.84], climate: 'driedApricots', asSold: ['torkade aprikoser', 'aprikoser torkade', 'dried apricots'] },
  // Coconut milk is the flesh pressed with water (ADR 0118): sold as such or named with its water, its own row.
  // ADR 0208: the coconut extract a coconut milk is made of is AGRIBALYSE's coconut milk, not the flesh it was pressed from.
  { sv: ['kokosmjölk', 'kokosextrakt'], en: [], commodity: ['otherFruit'], category: { tags: ['none'] }, climate: 'coconutMilk', asSold: ['kokosmjölk'], madeInWater: true },
  { sv: ['kaffe'], en: [], commodity: ['coffee'], category: { tags: ['coffee'], sv: 'edge' }, climate: 'coffee', asSold: ['kaffe'], brewedAs: 'bryggkaffe' },
  // ADR 0118: coffee and tea brewed in water and stocks ready to use, by AGRIBALYSE's ready rows. Brewed coffee holds
  // 0.058 kg of ground coffee per kg (AGRIBALYSE's brewed row's farm stage over its ground coffee's, 0.533 / 9.134).
  {
    sv: ['bryggkaffe', 'bryggt kaffe', 'kallbryggt kaffe', 'filterkaffe'], en: ['brewed coffee', 'filter coffee', 'cold brew coffee'],
    commodity: ['coffee', 0.058], climate: 'brewedCoffee', madeInWater: true,
  },
  // Tea leaves (and an extract, counted as the leaves it is made from): AGRIBALYSE has only the brewed tea, which
  // ISO 3103 brews from 2 g of leaves per 100 ml, so a kilogram of leaves is 50 kg of it. No Poore & Nemecek row
  // is tea: its commodity is the nearest beverage crop's, coffee's.
  {
    sv: ['te', 'svart te', 'grönt te', 'vitt te', 'teblad', 'teextrakt', 'svart teextrakt', 'grönt teextrakt', 'oolongte', 'oolong te', 'oolong'], anchor: 'word',
    en: ['tea', 'black tea', 'green tea', 'tea leaves', 'tea extract', 'oolong tea', 'oolong'], commodity: ['coffee'], climate: 'brewedTea', climateScale: 50, brewedAs: 'bryggt te',
  },
  // Herbal infusions: AGRIBALYSE's brewed infusion (18022) has the brewed tea's inventory, so the same reading.
  { sv: ['örtte', 'rooibos'], en: ['herbal tea', 'rooibos'], commodity: ['coffee'], climate: 'brewedTea', climateScale: 50, brewedAs: 'bryggt te' },
  { sv: ['bryggt te', 'teinfusion'], en: ['brewed tea', 'tea infusion'], commodity: ['coffee', 0.02], climate: 'brewedTea', madeInWater: true },
  // Stocks as used in a recipe or sold ready (a list that names water): AGRIBALYSE's stocks dissolved in water, whose
  // meat is an extract and bones (the beef stock's farm stage is 0.005 kg CO2e/kg). A stock cube's list names no water.
  {
    // ADR 0201: a veal, lamb or game stock is a meat stock, not the meat its compound begins with ("kalvbuljong" had been veal).
    sv: ['köttbuljong', 'nötbuljong', 'oxbuljong', 'kalvbuljong', 'lammbuljong', 'viltbuljong'],
    en: ['beef stock', 'beef broth', 'beef bouillon', 'veal stock', 'lamb stock', 'lamb broth', 'game stock'], commodity: ['beefHerd', 0.05],
    climate: 'beefStock', asSold: ['köttbuljong', 'nötbuljong', 'oxbuljong', 'beef stock'], madeInWater: true,
  },
  {
    sv: ['hönsbuljong', 'kycklingbuljong'], en: ['chicken stock', 'chicken broth', 'chicken bouillon'], commodity: ['poultry', 0.05],
    climate: 'poultryStock', asSold: ['hönsbuljong', 'kycklingbuljong', 'chicken stock'], madeInWater: true,
  },
  {
    // A mushroom or shellfish stock is a stock too (ADR 0201), on the vegetable one as any stock naming no meat is.
    sv: ['grönsaksbuljong', 'svampbuljong', 'skaldjursbuljong'],
    en: ['vegetable stock', 'vegetable broth', 'vegetable bouillon', 'mushroom stock', 'shellfish stock'], commodity: ['otherVegetables', 0.05],
    climate: 'vegetableStock', asSold: ['grönsaksbuljong', 'vegetable stock'], madeInWater: true,
  },
  // Bones boiled for a stock ("Chicken Bones (18%)", "märgben") are a by-product of the meat, not the meat: the stock's
  // own row per kilogram, as AGRIBALYSE's stocks count their meat as bones and extract (ADR 0205). Not "kycklingben",
  // which is Swedish for chicken legs.
  { sv: ['kycklingskrov'], en: ['chicken bones', 'chicken carcass', 'chicken carcasses'], commodity: ['poultry', 0.05], climate: 'poultryStock' },
  { sv: ['märgben', 'soppben'], en: ['beef bones', 'veal bones', 'marrow bones'], commodity: ['beefHerd', 0.05], climate: 'beefStock' },
  // A stock that names no animal or vegetable: AGRIBALYSE's three ready stocks are within 8 % of each other (0.132–0.143
  // kg CO2e/kg), so the vegetable one stands for it. Only the whole word: "buljongtärning" is a cube, not a ready stock.
  { sv: ['buljong'], anchor: 'word', en: ['stock', 'broth', 'bouillon'], commodity: ['otherVegetables', 0.05], climate: 'vegetableStock', madeInWater: true },
  // Instant coffee is its own AGRIBALYSE product (the extraction and drying of several kilograms of beans per kilogram).
  { sv: ['snabbkaffe', 'pulverkaffe'], en: ['instant coffee', 'soluble coffee'], commodity: ['coffee'], category: { tags: ['coffee'] }, climate: 'instantCoffee', asSold: ['snabbkaffe', 'pulverkaffe', 'instant coffee'] },
  // ADR 0209: "cacao butter" (raw-food shelves) is cocoa butter.
  { sv: ['kakaosmör'], en: ['cocoa butter', 'cacao butter'], commodity: ['chocolate'], allergens: [], climate: 'cocoaButter' },
  { sv: ['kakaomassa', 'kakao', 'kakaopulver', 'kakaopasta'], en: [], commodity: ['chocolate'], climate: 'cocoa' },
  { sv: ['nötkött'], en: [], commodity: ['beefHerd'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'beef' },
  { sv: ['nötfärs'], en: [], commodity: ['beefHerd'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'mincedBeef', asSold: ['nötfärs'] },
  { sv: ['köttfärs'], en: [], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'mincedBeef' },
  { sv: ['lammkött'], en: [], commodity: ['lamb'], climate: 'lamb' },
  { sv: ['griskött'], en: [], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'pork' },
  { sv: ['fläskkött'], en: [], commodity: ['pork'], climate: 'pork' },
  { sv: ['kyckling'], en: [], commodity: ['poultry'], category: { tags: ['meatOrFish', 'poultry'] }, climate: 'chicken' },
  { sv: ['kycklingfilé', 'kycklingbröst'], en: [], commodity: ['poultry'], climate: 'chicken', asSold: ['kycklingfilé'] },
  { sv: ['kycklingbröstfilé'], en: [], climate: 'chicken' },
  // Offal (method 2026.11.10, ADR 0104): its own AGRIBALYSE rows; the multiplier is offal over meat at the
  // farm gate there (poultry liver 40108 / fillet 36017 0.21, pig liver 40119 / shoulder 28001 0.21, heifer liver 40104 / steak 6201 0.79).
  // ADR 0211: a duck's liver in English too.
  { sv: ['kycklinglever', 'gåslever', 'kycklinghjärtan', 'kycklinghjärta', 'kycklingkrås', 'hönslever', 'anklever', 'kalkonlever', 'kalkonhjärta'], en: ['chicken liver', 'chicken hearts', 'chicken gizzards', 'chicken gizzard', 'gizzards', 'duck liver', 'duck livers'], commodity: ['poultry', 0.21], climate: 'poultryOffal',
    asSold: ['kycklinglever', 'kycklinghjärtan', 'kycklingkrås', 'anklever', 'chicken liver', 'chicken livers', 'chicken hearts', 'chicken gizzards', 'gizzards', 'duck liver', 'duck livers'] },
  // ADR 0211: a laying hen sold for the pot ("kokhöna", "boiling fowl") by AGRIBALYSE's hen row (36001), not the broiler.
  { sv: ['höna', 'kokhöna', 'hönskött'], en: ['hen', 'boiling fowl', 'boiling hen', 'hen meat'], commodity: ['poultry'], climate: 'hen', asSold: ['höna', 'kokhöna', 'boiling fowl', 'boiling hen', 'hen'] },
  // ADR 0208: a pig's kidney by either Swedish name, and in English; sold as such, as its liver is.
  {
    sv: ['grislever', 'fläsklever', 'svinlever', 'grisnjure', 'grisnjurar', 'fläsknjure', 'fläsknjurar', 'svinnjure', 'grishjärta', 'gristunga', 'fläsktunga'],
    en: ['pork liver', 'pig liver', 'pigs liver', "pig's liver", 'pork kidney', 'pork kidneys', 'pig kidney', 'pigs kidneys', "pig's kidneys"], commodity: ['pork', 0.21], climate: 'porkOffal',
    asSold: ['grislever', 'fläsklever', 'grisnjure', 'grisnjurar', 'fläsknjure', 'fläsknjurar', 'pork liver', 'pig liver', 'pork kidney', 'pork kidneys', 'pig kidney', 'pigs kidneys'],
  },
  { sv: ['oxlever', 'nötlever', 'oxtunga', 'oxhjärta', 'oxnjure', 'nötnjure'], en: ['beef liver', 'ox tongue', 'ox liver', 'ox kidney', 'ox heart', 'beef kidney', 'beef heart'], commodity: ['beefHerd', 0.79], climate: 'beefOffal', asSold: ['oxlever', 'nötlever', 'oxtunga'] },
  { sv: ['lax', 'salmo salar'], en: [], commodity: ['fish'], allergens: ['fish'], allergenAnchor: 'edge', climate: 'salmon' },
  // ADR 0148: the Latin names Swedish fish labels print beside the trade name (Regulation (EU) No 1379/2013).
  { sv: ['torsk', 'gadus morhua'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'cod' },
  // An oil refined from cod livers (ADR 0110): AGRIBALYSE's cod liver oil row, not the fillet its name contains.
  { sv: ['torskleverolja', 'levertran'], en: ['cod liver oil'], commodity: ['fish'], allergens: ['fish'], climate: 'codLiverOil', asSold: ['torskleverolja', 'levertran'] },
  // ADR 0134: a fish oil is AGRIBALYSE's fish-oil rows (sardine oil 17640 has the cod liver oil's figures), not the fish.
  { sv: ['fiskolja', 'sardinolja', 'laxolja', 'fiskleverolja'], en: ['fish oil', 'sardine oil', 'salmon oil'], commodity: ['fish'], allergens: ['fish'], climate: 'codLiverOil', asSold: ['fiskolja', 'sardinolja', 'laxolja'] },
  { sv: ['alaska pollock', 'gadus chalcogrammus', 'theragra chalcogramma'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'pollock' },
  { sv: ['sej', 'pollachius virens'], en: [], anchor: 'edge', commodity: ['fish'], allergens: ['fish'], climate: 'saithe' },
  { sv: ['sill', 'clupea harengus'], en: [], commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'herring' },
  { sv: ['strömming', 'böckling'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'herring', asSold: ['strömming'] },
  { sv: ['tonfisk'], en: [], commodity: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'tuna' },
  // ADR 0136: skipjack ("bonit", Katsuwonus pelamis) by AGRIBALYSE's skipjack row (26068), not the yellowfin's.
  { sv: ['skipjacktonfisk', 'skipjack', 'bonit', 'listao'], en: ['skipjack tuna', 'skipjack'], anchor: 'word', commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'skipjack', asSold: ['skipjacktonfisk', 'skipjack', 'bonit'] },
  { sv: ['räkor', 'räkpasta'], en: [], commodity: ['prawns'], climate: 'prawns', asSold: ['räkor'] },
  { sv: ['ägg'], en: [], commodity: ['eggs'], allergens: ['eggs'], climate: 'eggs', asSold: ['ägg'] },
  { sv: ['äggula'], en: [], commodity: ['eggs'], climate: 'eggs' },
  { sv: ['vin'], en: [], anchor: 'word', commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'], sv: 'word' }, climate: 'wine', asSold: ['vin'] },
  { sv: ['rödvin'], en: ['red wine'], commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'wine', asSold: ['rödvin', 'red wine'] },
  // Wines named by a compound (ADR 0110): rosé and sweet wines by their own rows, not the grapes a list names.
  { sv: ['rosévin', 'roséviner'], en: ['rosé wine', 'rose wine'], commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'roseWine', asSold: ['rosévin', 'roséviner', 'rosé wine', 'rose wine'] },
  { sv: ['dessertvin', 'portvin'], en: ['dessert wine'], commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'sweetWine', asSold: ['dessertvin', 'portvin'] },
  // Words that two or more vocabularies know, one entry each (formerly a row in each vocabulary's table).
  { sv: ['vete'], en: [], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: ['graham'], en: [], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: ['durum'], en: [], commodity: ['wheat'], allergens: ['gluten'], climate: 'durumSemolina' },
  { sv: ['dinkel', 'dinkelkärnor'], en: [], commodity: ['wheat'], allergens: ['gluten'], climate: 'spelt', asSold: ['dinkelkärnor'] },
  { sv: ['spelt'], en: [], commodity: ['wheat'], allergens: ['gluten'], climate: 'speltFlour' },
  { sv: ['råg'], en: [], commodity: ['wheat'], allergens: ['gluten'], climate: 'ryeGrain' },
  { sv: ['sikt'], en: [], commodity: ['wheat'], allergens: ['gluten'], allergenAnchor: 'end' },
  { sv: ['vetegluten'], en: [], commodity: ['wheat'], marker: 4 },
  { sv: ['mannagryn'], en: [], commodity: ['wheat'], allergens: ['gluten'], climate: 'semolina', asSold: ['mannagryn'] },
  { sv: ['couscous'], en: [], commodity: ['wheat'], allergens: ['gluten'], climate: 'couscous' },
  { sv: ['bulgur'], en: [], commodity: ['wheat'], allergens: ['gluten'], climate: 'bulgur' },
  { sv: ['ströbröd'], en: [], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: ['skorpsmulor'], en: [], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: ['emmer'], en: [], commodity: ['wheat'], allergens: ['gluten'], allergenAnchor: 'start' },
  // ADR 0209: the English "khorasan wheat" too, not the wheat flour its last word names.
  { sv: ['kamut', 'khorasanvete'], en: ['khorasan wheat', 'khorasan'], commodity: ['wheat'], allergens: ['gluten'], climate: 'khorasan', asSold: ['kamut', 'khorasanvete', 'khorasan wheat', 'khorasan'] },
  { sv: ['enkorn'], en: [], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: ['glukos'], en: [], commodity: ['maize'], marker: 4 },
  { sv: ['dextros'], en: [], commodity: ['maize'], marker: 4 },
  { sv: ['druvsocker'], en: [], commodity: ['maize'], marker: 4 },
  { sv: ['korn'], en: [], commodity: ['barley'], allergens: ['gluten'], allergenAnchor: 'start' },
  { sv: ['bovete'], en: [], commodity: ['wheat'], allergens: [], climate: 'buckwheat' },
  { sv: ['potatis'], en: [], commodity: ['potatoes'], category: { tags: ['potato'] } },
  { sv: ['invertsocker'], en: [], commodity: ['beetSugar'], marker: 4 },
  { sv: ['lupin'], en: [], commodity: ['pulses'], allergens: ['lupin'] },
  { sv: ['soja'], en: [], commodity: ['tofu'], allergens: ['soy'] },
  // ADR 0160: tempeh and smoked tofu sold as such are AGRIBALYSE's own rows, whose making is their own (0.69 and 0.77 kg CO2e/kg).
  { sv: ['tempeh'], en: [], commodity: ['tofu'], allergens: ['soy'], climate: 'tempeh', asSold: ['tempeh'] },
  { sv: ['rökt tofu', 'tofu rökt'], en: ['smoked tofu'], commodity: ['tofu'], allergens: ['soy'], climate: 'smokedTofu', asSold: ['rökt tofu', 'tofu rökt', 'smoked tofu'] },
  { sv: ['edamame'], en: [], commodity: ['tofu'], allergens: ['soy'] },
  { sv: ['miso', 'misopasta'], en: [], commodity: ['tofu'], allergens: ['soy'], allergenAnchor: 'word', climate: 'miso', asSold: ['miso', 'misopasta'] },
  { sv: ['jordnöt'], en: [], commodity: ['groundnuts'], allergens: ['peanuts'] },
  { sv: ['mandel'], en: [], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: ['mandlar'], en: [], commodity: ['nuts'], allergens: ['nuts'], category: { tags: ['fat'], sv: 'end' } },
  { sv: ['mandelmassa'], en: [], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: ['valnöt'], en: [], commodity: ['nuts'], allergens: ['nuts'], climate: 'walnuts' },
  { sv: ['cashew'], en: [], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: ['pekannöt'], en: [], commodity: ['nuts'], allergens: ['nuts'], climate: 'pecans' },
  { sv: ['paranöt'], en: [], commodity: ['nuts'], allergens: ['nuts'], climate: 'brazilNuts' },
  { sv: ['pistasch', 'pistagenöt'], en: [], commodity: ['nuts'], allergens: ['nuts'], climate: 'pistachios' },
  { sv: ['kokosnöt'], en: [], commodity: ['otherFruit'], allergens: [], climate: 'coconut' },
  { sv: ['olivolja'], en: [], commodity: ['oliveOil'], category: { tags: ['fat', 'oliveOil'] } },
  { sv: ['selleri'], en: [], commodity: ['otherVegetables'], allergens: ['celery'], climate: 'celery' },
  { sv: ['svamp'], en: [], commodity: ['otherVegetables'], category: { tags: ['fruitVeg'], sv: 'edge' }, climate: 'mushrooms' },
  { sv: ['grönsaker'], en: [], commodity: ['otherVegetables'], category: { tags: ['fruitVeg'], sv: 'end' } },
  // ADR 0130: apple sauce is AGRIBALYSE's apple compote (13038: cooked, 0.19 kg CO2e/kg, and jarred, 0.28), not the fresh apple.
  {
    sv: ['äppelmos', 'äppelkompott'], en: ['apple sauce', 'applesauce', 'apple compote'], commodity: ['apples'], category: { tags: ['fruitVeg'] },
    climate: 'appleCompote', asSold: ['äppelmos', 'äppelkompott', 'apple sauce', 'applesauce', 'apple compote'],
  },
  { sv: ['bär'], en: [], anchor: 'end', commodity: ['berries'], category: { tags: ['fruitVeg'], sv: 'end' } },
  { sv: ['vitvin'], en: ['white wine'], commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'whiteWine', asSold: ['vitvin', 'white wine'] },
  { sv: ['frukt'], en: [], commodity: ['otherFruit'], category: { tags: ['fruitVeg'], sv: 'edge' } },
  // Espresso made is brewed coffee: AGRIBALYSE's ready espresso (18071) has its brewed coffee's farm stage (ADR 0118).
  { sv: ['espresso'], en: [], commodity: ['coffee'], category: { tags: ['coffee'] }, brewedAs: 'bryggkaffe' },
  // ADR 0136: chocolate listed in a recipe is AGRIBALYSE's chocolate, not the cocoa powder (18100: farm 25.9 kg CO2e/kg) it is
  // partly made of: dark chocolate 31074 (farm 15.9), milk chocolate 31004 (11.5), white chocolate 31010 (10.1). The
  // commodity (Poore & Nemecek's dark chocolate) scales by the same farm ratios to dark chocolate: 0.73 and 0.63.
  { sv: ['choklad', 'mörk choklad'], en: ['chocolate', 'dark chocolate'], commodity: ['chocolate'], climate: 'darkChocolate' },
  { sv: ['mjölkchoklad'], en: ['milk chocolate'], commodity: ['chocolate', 0.73], category: { tags: ['none'] }, climate: 'milkChocolate' },
  { sv: ['vit choklad'], en: ['white chocolate'], commodity: ['chocolate', 0.63], climate: 'whiteChocolate' },
  { sv: ['rostbiff'], en: [], commodity: ['beefHerd'], allergens: [] },
  // ADR 0138: a veal cut with no row of its own ("kalvbog", "kalvlägg", "kalvben") is veal's raw row, not beef's.
  { sv: ['kalv'], en: [], commodity: ['beefDairy'], category: { tags: ['meatOrFish', 'redMeat'], sv: 'start' }, climate: 'veal' },
  { sv: ['lamm'], en: [], commodity: ['lamb'], category: { tags: ['meatOrFish', 'redMeat'], sv: 'start' } },
  { sv: ['fläsk'], en: [], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat'] } },
  { sv: ['bacon'], en: [], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat', 'novaGroup3'] } },
  { sv: ['skinka'], en: [], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat', 'novaGroup3'], sv: 'end' } },
  { sv: ['salami'], en: ['pepperoni'], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat', 'novaGroup3'] } },
  { sv: ['chorizo'], en: [], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat', 'novaGroup3'] } },
  { sv: ['kött'], en: [], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat'], sv: 'end' } },
  { sv: ['nöt'], en: [], anchor: 'start', commodity: ['beefHerd'], allergens: ['nuts'], allergenAnchor: 'end' },
  { sv: ['kalkon'], en: [], commodity: ['poultry'], category: { tags: ['meatOrFish', 'poultry'] }, climate: 'turkey' },
  // ADR 0132: a name that says "färskost kvarg" names the quark, the kind of fresh cheese it is, not the spreadable one.
  {
    sv: ['kvarg', 'färskost kvarg', 'kvarg färskost'], en: ['quark'], commodity: ['milk', 1.4], allergens: ['milk'], category: { tags: ['none'] }, climate: 'quark',
    asSold: ['kvarg', 'färskost kvarg', 'kvarg färskost', 'quark'], dairyRole: 'milkBase', freshCheese: true,
  },
  // ADR 0132: "färskost" is an unripened fresh cheese: AGRIBALYSE's spreadable one in a tub (12315, farm stage 0.83 of the
  // Gouda the cheese commodity stands on), not a ripened cheese.
  { sv: ['färskost', 'färskostar'], en: ['cream cheese', 'soft cheese'], commodity: ['cheese', 0.83], allergens: ['milk'], climate: 'creamCheese', asSold: ['färskost'] },
  { sv: ['keso'], en: ['cottage cheese'], commodity: ['milk', 1.6], allergens: ['milk'], category: { tags: ['cheese'] }, freshCheese: true },
  { sv: ['kesella'], en: [], commodity: ['milk', 1.6], allergens: ['milk'], freshCheese: true },
  { sv: ['vassleprotein', 'vassleproteinkoncentrat'], en: ['whey protein', 'whey protein concentrate'], commodity: ['milk', 7.6], marker: 4, dairyRole: 'milkSolids' },
  { sv: ['kaseinat'], en: [], commodity: ['milk', 7.6], marker: 4 },
  { sv: ['feta'], en: [], anchor: 'word', commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'], sv: 'word' }, climate: 'feta' },
  { sv: ['halloumi'], en: [], commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: ['ricotta'], en: [], commodity: ['cheese'], allergens: ['milk'] },
  { sv: ['mascarpone'], en: [], commodity: ['cheese'], allergens: ['milk'] },
  { sv: ['gouda'], en: [], commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: ['emmentaler'], en: [], commodity: ['cheese'], allergens: ['milk'] },
  { sv: ['grana padano'], en: [], commodity: ['cheese'], allergens: ['milk'] },
  { sv: ['brie'], en: [], commodity: ['cheese'], allergens: ['milk'], allergenAnchor: 'word', category: { tags: ['cheese', 'novaGroup3'], sv: 'word' } },
  { sv: ['helägg', 'vaktelägg'], en: [], commodity: ['eggs'], allergens: ['eggs'] },
  // ADR 0214: another bird's eggs named in English are eggs, not the bird ("Free Range Goose Egg"), as "gåsägg" is.
  {
    sv: [], en: ['goose egg', 'goose eggs', 'duck egg', 'duck eggs', 'quail egg', 'quail eggs'], commodity: ['eggs'], allergens: ['eggs'], climate: 'eggs',
    asSold: ['goose egg', 'goose eggs', 'duck egg', 'duck eggs', 'quail egg', 'quail eggs'],
  },
  // Sulphur dioxide and the sulphites (E220–E228): the allergen (Regulation (EU) No 1169/2011 Annex II, 12), and an
  // additive as an ingredient ("Preservative: Sulphur Dioxide" leaves the name alone in a list; ADR 0201).
  {
    sv: ['sulfit', 'sulfiter', 'svaveldioxid', 'svavelsyrlighet'],
    en: ['sulphite', 'sulfite', 'sulphur dioxide', 'sulfur dioxide', 'metabisulphite', 'metabisulfite', 'bisulphite', 'bisulfite'],
    commodity: ['additive'], allergens: ['sulphites'],
  },
  { sv: ['makrill', 'scomber scombrus'], en: [], commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'mackerel' },
  { sv: ['kolja', 'melanogrammus aeglefinus'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'haddock' },
  // Anchovies by their own row (ADR 0110): salted or marinated raw, a semi-preserve, not the generic fish nor a cooked can.
  { sv: ['ansjovis', 'sardell'], en: ['anchovy'], commodity: ['fish'], allergens: ['fish'], climate: 'anchovy', asSold: ['ansjovis', 'sardell'] },
  { sv: ['sardiner', 'sardin', 'sardina pilchardus'], en: [], commodity: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'sardines' },
  { sv: ['öring', 'regnbåge', 'regnbågsöring'], en: ['rainbow trout'], commodity: ['fish'], allergens: ['fish'], climate: 'trout' },
  // ADR 0136: black seabream (Spondyliosoma cantharus, "svart havsruda") and the sea breams of the wild ("havsruda", the
  // family's name) by the wild black seabream's raw row (26099; blackspot seabream 26109 has its figures), not the farmed
  // gilthead's. Not a product's name: a gilthead ("guldsparid") listed under it stays the gilthead.
  { sv: ['havsruda', 'svart havsruda'], en: ['black seabream'], commodity: ['fish'], allergens: ['fish'], climate: 'blackSeabream' },
  { sv: ['röding'], en: ['arctic char'], commodity: ['fish'], allergens: ['fish'], climate: 'arcticChar' },
  { sv: ['pangasius'], en: ['basa'], commodity: ['fish'], allergens: ['fish'], climate: 'pangasius', asSold: ['pangasius', 'pangasiusfilé'] },
  { sv: ['tilapia'], en: [], commodity: ['fish'], allergens: ['fish'] },
  { sv: ['rödspätta', 'rödspotta'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'plaice' },
  { sv: ['hälleflundra', 'helgeflundra'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'halibut' },
  { sv: ['gös'], en: [], anchor: 'word', commodity: ['fish'], allergens: ['fish'] },
  // AGRIBALYSE's lobster is its boiled row (10009), as a Swedish shop sells lobster: cooked, mostly frozen (ADR 0119).
  { sv: ['hummer'], en: [], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'lobster', asSold: ['hummer', 'kokt hummer'] },
  { sv: ['musslor', 'mussla'], en: [], commodity: ['fish'], allergens: ['molluscs'], climate: 'mussels' },
  // Ostrea (and Crassostrea), the oyster's genus a label prints in a bracket, is no cheese ("ost", ADR 0154).
  { sv: ['ostron', 'ostrea'], en: ['ostrea', 'crassostrea'], commodity: ['fish'], allergens: ['molluscs'], climate: 'oysters' },
  { sv: ['bläckfisk', 'kalmar'], en: [], commodity: ['fish'], allergens: ['molluscs'], climate: 'squid' },
  { sv: ['ostronskivling'], en: [], commodity: ['otherVegetables'], allergens: [], climate: 'mushrooms' },
  { sv: ['ostronskivlingar'], en: [], commodity: ['otherVegetables'], allergens: [], climate: 'mushrooms' },
  { sv: ['forell'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'trout' },
  { sv: ['abborre'], en: ['perch'], commodity: ['fish'], allergens: ['fish'], climate: 'perch' },
  { sv: ['gädda'], en: ['pike'], commodity: ['fish'], allergens: ['fish'] },
  { sv: ['kummel', 'merluccius'], en: [], commodity: ['fish'], allergens: ['fish'], climate: 'hake' },
  { sv: ['hoki'], en: [], commodity: ['fish'], allergens: ['fish'], allergenAnchor: 'word', climate: 'hoki', asSold: ['hoki'] },
  { sv: ['torskrom'], en: [], commodity: ['fish'], allergens: ['fish'] },
  { sv: ['surimi'], en: [], commodity: ['fish'], allergens: ['fish'] },
  { sv: ['skaldjur'], en: [], commodity: ['prawns'], allergens: ['crustaceans'] },
  { sv: ['krabb'], en: [], anchor: 'start', commodity: ['prawns'], allergens: ['crustaceans'], allergenAnchor: 'any' },
  { sv: ['krabbäpple'], en: [], commodity: ['apples'], allergens: [] },
  { sv: ['scampi'], en: [], commodity: ['prawns'], allergens: ['crustaceans'] },
  { sv: ['vongole'], en: [], commodity: ['fish'], allergens: ['molluscs'] },
  { sv: ['sniglar'], en: [], commodity: ['fish'], allergens: ['molluscs'] },
  { sv: ['calamari', 'calamares'], en: [], commodity: ['fish'], allergens: ['molluscs'], climate: 'squid' },
  { sv: ['löjrom'], en: [], commodity: ['fish'], allergens: ['fish'] },
  { sv: ['stenbitsrom'], en: ['lumpfish roe'], commodity: ['fish'], allergens: ['fish'] },
  // Fish a label names that nothing read (ADR 0272, from set 189's "Dorada (Sparus aurata)", which had no figure), with
  // no row of their own: the fish's row, as "gädda" and "löjrom" have. Other names of species that have a row (the
  // gilthead's "dorada", "branzino", "böckling", "arctic char", "perch", "pike", "lumpfish roe") sit on their species.
  { sv: ['sik', 'siklöja', 'sikrom', 'ål', 'malle'], en: ['eel', 'catfish', 'mahi mahi', 'fishcake', 'fishcakes'], anchor: 'word', commodity: ['fish'], allergens: ['fish'] },
  // ADR 0274, from set 195's "RÖDTUNGA (Microstomus kitt)", which had no figure: more fish sold in Swedish and British shops
  // that AGRIBALYSE has no row of its own for. "långa" (ling) is not among them: it is also Swedish for "long".
  {
    sv: ['slätvar', 'skrubbskädda', 'kungsflundra', 'stenbit', 'sjurygg', 'kolmule', 'mört', 'harr', 'lubb'],
    en: ['witch flounder', 'flounder', 'brill', 'dogfish', 'huss', 'marlin', 'ray wing', 'ray wings'], anchor: 'word', commodity: ['fish'], allergens: ['fish'],
  },
  { sv: ['smetana'], en: [], commodity: ['milk', 3.4], allergens: ['milk'] },
  { sv: ['skyr'], en: [], commodity: ['milk', 1.6], allergens: ['milk'], allergenAnchor: 'word' },
  { sv: ['paneer'], en: [], commodity: ['cheese'], allergens: ['milk'] },
  { sv: ['seitan'], en: [], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: ['gomasio'], en: [], commodity: ['nuts'], allergens: ['sesame'] },
  { sv: ['marsipan'], en: [], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: ['nougat'], en: [], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: ['dricksvatten'], en: [], commodity: ['water'], category: { tags: ['water'] } },
  { sv: ['mineralvatten'], en: [], commodity: ['water'], category: { tags: ['water'] } },
  { sv: ['källvatten'], en: [], commodity: ['water'], category: { tags: ['water'] } },
  { sv: ['emulgeringsmedel'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['förtjockningsmedel'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['konserveringsmedel'], en: [], commodity: ['additive'], marker: 3 },
  { sv: ['färgämne'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['färgämnen'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['sötningsmedel'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['aromer'], en: [], commodity: ['additive'], marker: 4, category: { tags: ['flavoured'], sv: 'end' } },
  { sv: ['aromämne'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['smakförstärkare'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['geleringsmedel'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['ytbehandlingsmedel'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['mjölksyra'], en: [], commodity: ['additive'], allergens: [] },
  { sv: ['lecitin'], en: [], commodity: ['additive'], marker: 4 },
  { sv: ['jäst'], en: [], commodity: ['additive'], category: { tags: ['yeast'], sv: 'edge' } },
  { sv: ['mjölksyrabakterier'], en: [], commodity: ['additive'], allergens: [] },
  // Starter cultures named by their genus ("Lactobacillus acidophilus", "Bifidobacterium lactis"), as yogurt, kefir and
  // filmjölk labels list them: a culture of no mass, not a food the climate model could not read (ADR 0224).
  {
    sv: ['bifidobacterium', 'bifidobakterier', 'lactobacillus', 'lactococcus', 'streptococcus', 'leuconostoc', 'propionibacterium'],
    en: ['bifidobacterium', 'bifidobacteria', 'lactobacillus', 'lactobacilli', 'lactococcus', 'streptococcus', 'leuconostoc', 'propionibacterium', 'bifidus', 'acidophilus', 'kefir culture', 'kefir cultures', 'kefir grains'],
    commodity: ['additive'],
    allergens: [],
  },
  { sv: ['maltitol'], en: [], commodity: ['additive'], allergens: [] },
  { sv: ['kryddor'], en: [], commodity: ['additive'], category: { tags: ['spice'], sv: 'end' } },
  { sv: ['muskotnöt', 'muskot'], en: ['nutmeg'], anchor: 'word', commodity: ['additive'], allergens: [], climate: 'nutmeg' },
  // ADR 0150: prepared mustard on AGRIBALYSE's mustard; still a minor ingredient for the share estimate (commodity additive).
  // ADR 0219: a jar of it named in English is the mustard sold as such, as "senap" is.
  {
    sv: ['senap'], en: ['mustard'], commodity: ['additive'], allergens: ['mustard'], climate: 'mustard',
    asSold: ['senap', 'dijonsenap', 'mustard', 'dijon mustard', 'english mustard', 'french mustard', 'american mustard', 'yellow mustard'],
  },
  // ADR 0219: a wholegrain mustard, its seeds left whole, by AGRIBALYSE's own row for it.
  {
    sv: ['grov senap', 'grovkornig senap', 'grov dijonsenap'], en: ['wholegrain mustard', 'whole grain mustard', 'seeded mustard'], commodity: ['additive'], allergens: ['mustard'],
    climate: 'wholegrainMustard', asSold: ['grov senap', 'grovkornig senap', 'grov dijonsenap', 'wholegrain mustard', 'whole grain mustard', 'seeded mustard'],
  },
  // Mustard seed on the oilseed AGRIBALYSE's own mustard is made of (its recipe lists sunflower seeds, ADR 0150).
  {
    sv: ['senapsfrön', 'senapsfrö', 'senapskorn', 'senapspulver', 'senapsmjöl'],
    en: ['mustard seeds', 'mustard seed', 'mustard powder', 'mustard flour'],
    commodity: ['additive'],
    allergens: ['mustard'],
    climate: 'sunflowerSeeds',
  },
  { sv: ['lönnsirap'], en: [], commodity: ['beetSugar'], marker: 3, climate: 'mapleSyrup', asSold: ['lönnsirap'] },
  { sv: [], en: ['wheat'], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: [], en: ['rye'], commodity: ['wheat'], allergens: ['gluten'], climate: 'ryeGrain' },
  { sv: [], en: ['spelt'], commodity: ['wheat'], allergens: ['gluten'], climate: 'speltFlour' },
  { sv: [], en: ['semolina'], commodity: ['wheat'], allergens: ['gluten'], climate: 'semolina' },
  { sv: [], en: ['breadcrumbs'], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: [], en: ['bulgur'], commodity: ['wheat'], allergens: ['gluten'], climate: 'bulgur' },
  { sv: [], en: ['couscous'], commodity: ['wheat'], allergens: ['gluten'], climate: 'couscous' },
  { sv: [], en: ['buckwheat'], commodity: ['wheat'], allergens: [], climate: 'buckwheat' },
  { sv: [], en: ['modified starch'], commodity: ['maize'], marker: 4 },
  { sv: [], en: ['glucose syrup'], commodity: ['maize'], marker: 4 },
  { sv: [], en: ['glucose'], commodity: ['maize'], marker: 4 },
  { sv: [], en: ['dextrose'], commodity: ['maize'], marker: 4 },
  { sv: [], en: ['glucose-fructose syrup'], commodity: ['maize'], marker: 4 },
  { sv: [], en: ['high fructose corn syrup'], commodity: ['maize'], marker: 4 },
  { sv: [], en: ['barley'], commodity: ['barley'], allergens: ['gluten'] },
  { sv: [], en: ['malt extract'], commodity: ['barley'], allergens: ['gluten'] },
  { sv: [], en: ['oat'], commodity: ['oats'], allergens: ['gluten'] },
  { sv: [], en: ['oats'], commodity: ['oats'], allergens: ['gluten'] },
  { sv: [], en: ['oatmeal'], commodity: ['oats'], allergens: ['gluten'] },
  { sv: [], en: ['potato'], commodity: ['potatoes'], category: { tags: ['potato'] } },
  { sv: [], en: ['maple syrup'], commodity: ['beetSugar'], marker: 3, climate: 'mapleSyrup' },
  { sv: [], en: ['lupin'], commodity: ['pulses'], allergens: ['lupin'] },
  { sv: [], en: ['soya'], commodity: ['tofu'], allergens: ['soy'] },
  { sv: [], en: ['soybean'], commodity: ['tofu'], allergens: ['soy'] },
  { sv: [], en: ['soya bean'], commodity: ['tofu'], allergens: ['soy'] },
  { sv: [], en: ['soy drink', 'soya drink'], commodity: ['soyMilk'], allergens: ['soy'], climate: 'soyDrink' },
  { sv: [], en: ['soy milk', 'soya milk'], commodity: ['soyMilk'], allergens: ['soy'], climate: 'soyDrink' },
  { sv: [], en: ['peanut'], commodity: ['groundnuts'], allergens: ['peanuts'] },
  { sv: [], en: ['groundnut'], commodity: ['groundnuts'], allergens: ['peanuts'] },
  { sv: [], en: ['almond'], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: [], en: ['walnut'], commodity: ['nuts'], allergens: ['nuts'], climate: 'walnuts' },
  { sv: [], en: ['cashew'], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: [], en: ['pecan'], commodity: ['nuts'], allergens: ['nuts'], climate: 'pecans' },
  { sv: [], en: ['brazil nut'], commodity: ['nuts'], allergens: ['nuts'], climate: 'brazilNuts' },
  { sv: [], en: ['pistachio'], commodity: ['nuts'], allergens: ['nuts'], climate: 'pistachios' },
  { sv: [], en: ['macadamia'], commodity: ['nuts'], allergens: ['nuts'], climate: 'macadamia' },
  { sv: [], en: ['pine nut'], commodity: ['nuts'], allergens: [], climate: 'pineNuts' },
  { sv: [], en: ['sesame'], commodity: ['nuts'], allergens: ['sesame'] },
  { sv: [], en: ['flaxseed'], commodity: ['nuts'], allergens: [], climate: 'linseed' },
  { sv: [], en: ['coconut'], commodity: ['otherFruit'], allergens: [], climate: 'coconut' },
  { sv: [], en: ['coconut milk', 'coconut extract'], commodity: ['otherFruit'], allergens: [], category: { tags: ['none'] }, climate: 'coconutMilk', asSold: ['coconut milk'] },
  { sv: [], en: ['coconut cream'], commodity: ['otherFruit'], allergens: [], climate: 'coconutMilk', asSold: ['coconut cream'] },
  { sv: [], en: ['olive oil'], commodity: ['oliveOil'], category: { tags: ['fat', 'oliveOil'] } },
  { sv: [], en: ['vegetable fat'], commodity: ['palmOil'], marker: 3 },
  { sv: [], en: ['shea butter'], commodity: ['palmOil'], allergens: [] },
  { sv: [], en: ['celeriac'], commodity: ['rootVegetables'], allergens: ['celery'], climate: 'celeriac' },
  { sv: [], en: ['celery'], commodity: ['otherVegetables'], allergens: ['celery'], climate: 'celery' },
  { sv: [], en: ['vegetable'], commodity: ['otherVegetables'], category: { tags: ['fruitVeg'] } },
  // ADR 0197: a wine named as such is the wine, as "vin" is, not the grapes its list names.
  { sv: [], en: ['wine'], commodity: ['wine'], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'wine', asSold: ['wine'] },
  { sv: [], en: ['fruit'], commodity: ['otherFruit'], category: { tags: ['fruitVeg'] } },
  { sv: [], en: ['coffee'], commodity: ['coffee'], category: { tags: ['coffee'] }, brewedAs: 'brewed coffee' },
  { sv: [], en: ['beef'], commodity: ['beefHerd'], category: { tags: ['meatOrFish', 'redMeat'] } },
  { sv: [], en: ['veal'], commodity: ['beefDairy'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'veal' },
  { sv: [], en: ['lamb'], commodity: ['lamb'], category: { tags: ['meatOrFish', 'redMeat'] } },
  { sv: [], en: ['pork'], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat'] } },
  { sv: [], en: ['bacon'], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat', 'novaGroup3'] } },
  { sv: [], en: ['ham', 'gammon'], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat', 'novaGroup3'] } },
  { sv: [], en: ['chicken'], commodity: ['poultry'], category: { tags: ['meatOrFish', 'poultry'] } },
  { sv: [], en: ['turkey'], commodity: ['poultry'], category: { tags: ['meatOrFish', 'poultry'] }, climate: 'turkey' },
  { sv: [], en: ['buttermilk', 'cultured buttermilk'], commodity: ['milk'], allergens: ['milk'], climate: 'fermentedMilk', dairyRole: 'milkBase' },
  { sv: [], en: ['caseinate'], commodity: ['milk', 7.6], allergens: ['milk'], marker: 4 },
  { sv: [], en: ['butterfat'], commodity: ['milk', 7.9], allergens: ['milk'], climate: 'butter' },
  { sv: [], en: ['egg'], commodity: ['eggs'], allergens: ['eggs'] },
  { sv: [], en: ['salmon'], commodity: ['fish'], allergens: ['fish'], climate: 'salmon' },
  { sv: [], en: ['cod'], commodity: ['fish'], allergens: ['fish'], climate: 'cod' },
  { sv: [], en: ['tuna'], commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'tuna' },
  // ADR 0233: a kipper is a split smoked herring, so its allergen bracket ("Kipper Fillets (Smoked Herring) (Fish)") is a note.
  { sv: [], en: ['herring', 'kipper', 'kipper fillet'], commodity: ['fish'], allergens: ['fish'], climate: 'herring' },
  { sv: [], en: ['mackerel'], commodity: ['fish'], allergens: ['fish'], climate: 'mackerel' },
  // ADR 0197: a pilchard is a grown sardine (Sardina pilchardus), the name UK tins give it.
  { sv: [], en: ['sardine', 'pilchard'], commodity: ['fish'], allergens: ['fish'], climate: 'sardines' },
  { sv: [], en: ['pollock'], commodity: ['fish'], allergens: ['fish'], climate: 'pollock' },
  { sv: [], en: ['haddock'], commodity: ['fish'], allergens: ['fish'], climate: 'haddock' },
  { sv: [], en: ['trout'], commodity: ['fish'], allergens: ['fish'], climate: 'trout' },
  { sv: [], en: ['fish sauce'], commodity: ['fish', 0.3], allergens: ['fish'] },
  { sv: [], en: ['mussel'], commodity: ['fish'], allergens: ['molluscs'], climate: 'mussels' },
  { sv: [], en: ['oyster'], commodity: ['fish'], allergens: ['molluscs'], climate: 'oysters' },
  { sv: [], en: ['squid'], commodity: ['fish'], allergens: ['molluscs'], climate: 'squid' },
  { sv: [], en: ['plaice'], commodity: ['fish'], allergens: ['fish'], climate: 'plaice' },
  { sv: [], en: ['hake'], commodity: ['fish'], allergens: ['fish'], climate: 'hake' },
  { sv: [], en: ['coley'], commodity: ['fish'], allergens: ['fish'], climate: 'saithe' },
  { sv: [], en: ['saithe'], commodity: ['fish'], allergens: ['fish'], climate: 'saithe' },
  { sv: [], en: ['halibut'], commodity: ['fish'], allergens: ['fish'], climate: 'halibut' },
  { sv: [], en: ['scallop'], commodity: ['fish'], allergens: ['molluscs'], climate: 'scallops' },
  { sv: [], en: ['octopus'], commodity: ['fish'], allergens: ['molluscs'], climate: 'squid' },
  { sv: [], en: ['oyster mushroom'], commodity: ['otherVegetables'], allergens: [], climate: 'mushrooms' },
  { sv: [], en: ['shrimp'], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'prawns' },
  { sv: [], en: ['prawn'], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'prawns' },
  { sv: [], en: ['crab', 'crabmeat'], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'crab' },
  { sv: [], en: ['lobster'], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'lobster' },
  { sv: [], en: ['crayfish'], commodity: ['prawns'], allergens: ['crustaceans'] },
  { sv: [], en: ['langoustine'], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'norwayLobster' },
  { sv: [], en: ['scampi'], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'norwayLobster' },
  { sv: [], en: ['clam'], commodity: ['fish'], allergens: ['molluscs'] },
  { sv: [], en: ['cockle'], commodity: ['fish'], allergens: ['molluscs'] },
  { sv: [], en: ['whelk'], commodity: ['fish'], allergens: ['molluscs'] },
  { sv: [], en: ['winkle'], commodity: ['fish'], allergens: ['molluscs'] },
  { sv: [], en: ['calamari'], commodity: ['fish'], allergens: ['molluscs'], climate: 'squid' },
  { sv: ['sepia'], en: ['cuttlefish'], commodity: ['fish'], allergens: ['molluscs'] },
  { sv: [], en: ['seabass'], commodity: ['fish'], allergens: ['fish'] },
  { sv: [], en: ['bonito'], commodity: ['fish'], allergens: ['fish'] },
  { sv: [], en: ['seabream'], commodity: ['fish'], allergens: ['fish'] },
  { sv: [], en: ['snapper'], commodity: ['fish'], allergens: ['fish'] },
  { sv: [], en: ['grouper'], commodity: ['fish'], allergens: ['fish'] },
  { sv: [], en: ['barramundi'], commodity: ['fish'], allergens: ['fish'] },
  { sv: [], en: ['zander'], commodity: ['fish'], allergens: ['fish'] },
  { sv: [], en: ['fromage frais'], commodity: ['milk', 1.4], allergens: ['milk'], climate: 'quark', dairyRole: 'milkBase', freshCheese: true },
  { sv: [], en: ['paneer'], commodity: ['cheese'], allergens: ['milk'] },
  { sv: [], en: ['seitan'], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: [], en: ['marzipan'], commodity: ['nuts'], allergens: ['nuts'] },
  { sv: [], en: ['emulsifier'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['thickener'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['preservative'], commodity: ['additive'], marker: 3 },
  { sv: [], en: ['colour'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['color'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['sweetener'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['flavouring'], commodity: ['additive'], marker: 4, category: { tags: ['flavoured'] } },
  { sv: [], en: ['flavoring'], commodity: ['additive'], marker: 4, category: { tags: ['flavoured'] } },
  { sv: [], en: ['flavour'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['flavor'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['flavour enhancer'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['gelling agent'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['lactic acid'], commodity: ['additive'], allergens: [] },
  { sv: [], en: ['lecithin'], commodity: ['additive'], marker: 4 },
  { sv: [], en: ['yeast'], commodity: ['additive'], category: { tags: ['yeast'] } },
  { sv: [], en: ['spice'], commodity: ['additive'], category: { tags: ['spice'] } },
  { sv: [], en: ['herb'], commodity: ['additive'], category: { tags: ['spice'] } },
  { sv: ['yoghurtkultur'], en: [], commodity: ['additive'], allergens: [] },
  { sv: ['yoghurtkulturer'], en: [], commodity: ['additive'], allergens: [] },
  { sv: ['sheasmör'], en: [], commodity: ['palmOil'], allergens: [] },
  { sv: ['glutenfri'], en: [], allergens: [], marker: 0 },
  { sv: ['kefir'], en: ['kefir'], commodity: ['milk'], allergens: ['milk'], category: { tags: ['beverage'] }, climate: 'fermentedMilk', asSold: ['kefir'], dairyRole: 'milkBase' },
  { sv: ['pecorino'], en: [], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: ['camembert'], en: [], commodity: ['cheese'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: ['gorgonzola'], en: [], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: ['manchego'], en: [], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['gluten'], allergens: ['gluten'], marker: 4 },
  { sv: [], en: ['gluten-free'], allergens: [], marker: 0 },
  { sv: [], en: ['gluten free'], allergens: [], marker: 0 },
  { sv: [], en: ['emmental'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] }, climate: 'emmental' },
  { sv: [], en: ['gouda'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['edam'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['brie'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['camembert'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['feta'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] }, climate: 'feta' },
  { sv: [], en: ['halloumi'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['gorgonzola'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['stilton'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['wensleydale'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['pecorino'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['gruyère'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['gruyere'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['manchego'], allergens: ['milk'], category: { tags: ['cheese', 'novaGroup3'] } },
  { sv: [], en: ['ice cream'], allergens: ['milk'], category: { tags: ['none'] } },
  { sv: [], en: ['lactose-free'], allergens: [], marker: 0 },
  { sv: [], en: ['lactose free'], allergens: [], marker: 0 },
  { sv: [], en: ['chestnut'], allergens: [], category: { tags: ['none'] }, commodity: ['nuts'], climate: 'chestnuts' },
  // Issue 30: raw foods with their own AGRIBALYSE 3.1.1 reference (scripts/data/climate-tables.ts), so a
  // plum is counted as a plum, not as the pear of its commodity row (ADR 0092).
  { sv: ['plommon'], en: ['plum'], commodity: ['otherFruit'], climate: 'plums' },
  { sv: ['katrinplommon'], en: ['prune'], commodity: ['otherFruit', 4], climate: 'prunes' },
  { sv: ['körsbär'], en: ['cherry'], commodity: ['otherFruit'], climate: 'cherries' },
  { sv: ['kiwi'], en: ['kiwi', 'kiwi fruit', 'kiwifruit'], commodity: ['otherFruit'], climate: 'kiwi' },
  { sv: ['avokado'], en: ['avocado'], commodity: ['otherFruit'], climate: 'avocado' },
  { sv: ['aprikos', 'aprikoser'], en: ['apricot'], commodity: ['otherFruit'], climate: 'apricots' },
  // Found by the fresh held-out set after it was measured (ADR 0094): the plural and the nectarine.
  // ADR 0146: "persiko-" is the stem of its compounds ("persikopuré", "persikobitar").
  { sv: ['persika', 'persikor', 'persiko'], en: ['peach'], commodity: ['otherFruit'], climate: 'peaches' },
  { sv: ['nektarin', 'nektariner'], en: ['nectarine'], commodity: ['otherFruit'], climate: 'nectarines' },
  { sv: ['mango'], en: ['mango'], commodity: ['otherFruit'], climate: 'mango' },
  // Method 2026.11.8 (ADR 0100): raw fruit and vegetables of AGRIBALYSE's groups that had no word or only their commodity's.
  { sv: ['litchi', 'litchiplommon'], en: ['lychee', 'litchi'], commodity: ['otherFruit'], climate: 'lychee' },
  { sv: ['endiv', 'endiver'], en: ['endive', 'chicory', 'white chicory', 'belgian endive'], commodity: ['otherVegetables'], climate: 'endive' },
  { sv: ['jordärtskocka', 'jordärtskockor'], en: ['jerusalem artichoke'], commodity: ['rootVegetables'], climate: 'jerusalemArtichoke' },
  { sv: ['böngroddar', 'mungbönsgroddar', 'sojagroddar'], en: ['bean sprouts', 'beansprouts', 'beansprout', 'mung bean sprouts', 'mung beansprouts', 'mungbean sprouts'], commodity: ['otherVegetables'], climate: 'beanSprouts' },
  { sv: ['schalottenlök'], en: ['shallot'], commodity: ['onions'], climate: 'shallots' },
  { sv: ['kålrot', 'kålrötter', 'kålrova', 'rotabagge'], en: ['swede', 'rutabaga'], commodity: ['rootVegetables'], climate: 'swede' },
  { sv: ['kålrabbi'], en: ['kohlrabi'], commodity: ['brassicas'], climate: 'kohlrabi' },
  // Method 2026.11.10 (ADR 0104): raw foods of AGRIBALYSE's groups that set 6 found without a word.
  { sv: ['romanesco'], en: ['romanesco'], commodity: ['brassicas'], climate: 'romanesco' },
  { sv: ['majrova', 'majrovor', 'rova', 'rovor'], en: ['turnip'], commodity: ['rootVegetables'], climate: 'turnip' },
  { sv: ['bambuskott'], en: ['bamboo shoots'], commodity: ['otherVegetables'], climate: 'bambooShoots' },
  { sv: ['rödbetsjuice', 'rödbetssaft'], en: ['beetroot juice'], commodity: ['rootVegetables'], climate: 'beetrootJuice', asSold: ['rödbetsjuice'] },
  { sv: ['tonic', 'tonicvatten'], en: ['tonic water'], commodity: ['beetSugar', 0.09], climate: 'tonic' },
  // Method 2026.11.11 (ADR 0106): a survey of AGRIBALYSE's raw fruit, vegetable, fish and spice rows
  // (every row with a common Swedish name the vocabulary lacked), each by its own row.
  // ADR 0294: the Swedish spelling "karambola" too (set 259's star fruit listed so had no figure).
  { sv: ['carambola', 'carambolas', 'karambola', 'karambolor', 'stjärnfrukt'], en: ['carambola', 'star fruit'], commodity: ['otherFruit'], climate: 'carambola' },
  { sv: ['kumquat', 'kumquats'], en: ['kumquat'], commodity: ['citrus'], climate: 'kumquat' },
  { sv: ['kvitten'], en: ['quince'], commodity: ['otherFruit'], climate: 'quince' },
  { sv: ['guava'], en: ['guava'], commodity: ['otherFruit'], climate: 'guava' },
  { sv: ['kaki', 'persimon', 'sharonfrukt'], en: ['persimmon', 'sharon fruit'], commodity: ['otherFruit'], climate: 'persimmon' },
  { sv: ['pomelo'], en: ['pomelo'], commodity: ['citrus'], climate: 'pomelo' },
  { sv: ['fläderbär'], en: ['elderberries'], commodity: ['berries'], climate: 'elderberries' },
  { sv: ['kastanjer', 'kastanj', 'ätkastanjer'], en: [], commodity: ['nuts'], climate: 'chestnuts' },
  { sv: ['radicchio', 'rödsikoria'], en: ['radicchio', 'red chicory', 'red endive'], commodity: ['otherVegetables'], climate: 'redEndive' },
  { sv: ['mangold'], en: ['swiss chard', 'chard', 'rainbow chard', 'ruby chard'], commodity: ['otherVegetables'], climate: 'swissChard' },
  { sv: ['svartrot', 'svartrötter'], en: ['black salsify'], commodity: ['rootVegetables'], climate: 'blackSalsify' },
  { sv: ['murklor', 'murkla'], en: ['morels'], commodity: ['otherVegetables'], climate: 'morels' },
  { sv: ['vattenkrasse'], en: ['watercress'], commodity: ['otherVegetables'], climate: 'watercress', asSold: ['vattenkrasse', 'watercress'] },
  { sv: ['machesallad', 'mâchesallad', 'vårsallat'], en: ["lamb's lettuce"], commodity: ['otherVegetables'], climate: 'lambsLettuce' },
  { sv: ['romansallad', 'romainesallad'], en: ['romaine lettuce'], commodity: ['otherVegetables'], climate: 'romaineLettuce' },
  { sv: ['kokbanan', 'kokbananer', 'plantain'], en: ['plantain'], commodity: ['otherFruit'], climate: 'plantain' },
  { sv: ['yams', 'yamsrot', 'jams', 'jamsrot', 'jamsrötter'], en: ['yam'], commodity: ['potatoes'], climate: 'yam', asSold: ['jams', 'yams'] },
  { sv: ['pepparrot'], en: ['horseradish'], commodity: ['rootVegetables'], climate: 'horseradish' },
  { sv: ['mynta'], en: [], commodity: ['otherVegetables'], climate: 'mint' },
  { sv: ['amarant'], en: ['amaranth'], commodity: ['wheat'], climate: 'amaranth' },
  { sv: ['gås', 'gåsbröst', 'gåskött'], en: ['goose'], anchor: 'word', commodity: ['poultry'], climate: 'goose' },
  { sv: ['kummin'], en: ['caraway'], anchor: 'word', commodity: ['additive'], climate: 'caraway' },
  { sv: ['kryddnejlika', 'kryddnejlikor'], en: ['cloves'], commodity: ['additive'], climate: 'cloves' },
  { sv: ['fänkålsfrö'], en: ['fennel seed'], commodity: ['additive'], climate: 'fennelSeed' },
  { sv: ['vallmofrö', 'vallmofrön'], en: ['poppy seed'], commodity: ['additive'], climate: 'poppySeed', asSold: ['vallmofrö', 'vallmofrön'] },
  // Chia and pumpkin seeds by their own rows, not almonds (ADR 0117: almonds' irrigated water is three times theirs).
  // ADR 0241: the Latin name labels print beside it ("Chiafrön (Salvia hispanica)") is chia, not the sage ("salvia") inside it.
  { sv: ['chiafrön', 'chiafrö', 'salvia hispanica'], en: ['chia seed', 'salvia hispanica'], commodity: ['nuts'], climate: 'chiaSeeds', asSold: ['chiafrön', 'chiafrö'] },
  { sv: ['pumpafrön', 'pumpafrö', 'pumpakärnor'], en: ['pumpkin seed'], commodity: ['nuts'], climate: 'pumpkinSeeds', asSold: ['pumpafrön', 'pumpakärnor'] },
  { sv: ['cayennepeppar'], en: ['cayenne pepper'], commodity: ['additive'], climate: 'cayenne', asSold: ['cayennepeppar'] },
  { sv: ['vitling'], en: ['whiting'], commodity: ['fish'], allergens: ['fish'], climate: 'whiting' },
  { sv: ['marulk'], en: ['monkfish'], commodity: ['fish'], allergens: ['fish'], climate: 'monkfish' },
  { sv: ['sjötunga'], en: ['common sole', 'sole', 'dover sole'], commodity: ['fish'], allergens: ['fish'], climate: 'sole' },
  { sv: ['piggvar'], en: ['turbot'], commodity: ['fish'], allergens: ['fish'], climate: 'turbot' },
  { sv: ['havsabborre'], en: ['sea bass', 'branzino'], commodity: ['fish'], allergens: ['fish'], climate: 'seaBass' },
  { sv: ['kungsfisk'], en: ['redfish'], commodity: ['fish'], allergens: ['fish'], climate: 'redfish' },
  // ADR 0146: whitebait is the fry of sprat and herring, sold whole.
  { sv: ['skarpsill', 'sprattus sprattus'], en: ['sprat', 'whitebait'], commodity: ['fish'], allergens: ['fish'], climate: 'sprat' },
  { sv: ['svärdfisk'], en: ['swordfish'], commodity: ['fish'], allergens: ['fish'], climate: 'swordfish' },
  { sv: ['dorade', 'guldsparid', 'dorada', 'doradfilé'], en: ['sea bream', 'gilthead bream', 'gilthead sea bream', 'gilthead seabream', 'bream'], commodity: ['fish'], allergens: ['fish'], climate: 'seaBream' },
  { sv: ['nilabborre'], en: ['nile perch'], commodity: ['fish'], allergens: ['fish'], climate: 'nilePerch' },
  { sv: ['havskräftor', 'havskräfta', 'langustiner'], en: ['norway lobster', 'dublin bay prawn'], commodity: ['prawns'], allergens: ['crustaceans'], climate: 'norwayLobster' },
  { sv: ['energidryck'], en: ['energy drink'], commodity: ['beetSugar', 0.11], climate: 'energyDrink', asSold: ['energidryck', 'energy drink'] },
  // ADR 0116: a second survey of AGRIBALYSE's rows (fresh and dried herbs, spices, processed vegetables,
  // grains and brans, fish, fats, milks, drinks), each food by its own row. "Långa" and "dragon" are
  // ordinary Swedish words too: ling only in compounds, tarragon only as a whole word. A by-product or
  // derived food's commodity multiplier is its row's farm stage over its raw food's (fats of goose and duck
  // 0.21 of the meat, brans 0.35-0.38 of the flour or flakes, sake 0.003 of rice). Fresh bean pods are the
  // bean plant's (a list may call them "bönor"), 0.26 of the dry beans' farm stage.
  { sv: ['salvia', 'körvel'], en: ['sage', 'chervil'], commodity: ['otherVegetables'], climate: 'freshHerbs' },
  { sv: ['dragon'], en: ['tarragon'], anchor: 'word', commodity: ['otherVegetables'], climate: 'freshHerbs' },
  { sv: ['gräslök'], en: ['chives'], commodity: ['onions'], climate: 'chives' },
  { sv: ['koriander', 'färsk koriander'], en: ['coriander leaves', 'fresh coriander', 'coriander leaf'], commodity: ['otherVegetables'], climate: 'freshCoriander' },
  { sv: ['mejram'], en: ['marjoram'], commodity: ['additive'], climate: 'herbs' },
  { sv: ['bockhornsklöver', 'bockhornsklöverfrön'], en: ['fenugreek'], commodity: ['additive'], climate: 'fenugreek', asSold: ['bockhornsklöver', 'bockhornsklöverfrön'] },
  { sv: ['saffran'], en: ['saffron'], commodity: ['additive'], climate: 'saffron', asSold: ['saffran'] },
  { sv: ['lagerblad'], en: ['bay leaves', 'bay leaf'], commodity: ['additive'], climate: 'bayLeaf', asSold: ['lagerblad'] },
  { sv: ['ingefärspulver', 'malen ingefära'], en: ['ground ginger', 'ginger powder'], commodity: ['rootVegetables'], climate: 'gingerPowder', asSold: ['ingefärspulver', 'malen ingefära', 'ingefära malen'] },
  { sv: ['vitlökspulver', 'torkad vitlök'], en: ['garlic powder', 'dried garlic', 'garlic granules'], commodity: ['onions', 0.8], climate: 'garlicPowder', asSold: ['vitlökspulver'] },
  // "Cress" alone, and the "salad cress" of British punnets, is the garden cress: the watercress is named so.
  { sv: ['krasse', 'smörgåskrasse', 'kryddkrasse'], en: ['garden cress', 'cress', 'salad cress'], commodity: ['otherVegetables'], climate: 'gardenCress', asSold: ['krasse', 'cress', 'salad cress', 'garden cress'] },
  { sv: ['platta bönor', 'flata bönor'], en: ['flat beans'], commodity: ['pulses', 0.26], climate: 'flatBeans', asSold: ['platta bönor'] },
  { sv: ['vaxbönor'], en: ['wax beans'], commodity: ['pulses', 0.26], climate: 'waxBeans', asSold: ['vaxbönor'] },
  { sv: ['palmhjärtan', 'palmhjärta'], en: ['hearts of palm', 'palm hearts'], commodity: ['otherVegetables'], climate: 'palmHearts', asSold: ['palmhjärtan'] },
  { sv: ['kronärtskockshjärtan', 'kronärtskockshjärta'], en: ['artichoke hearts'], commodity: ['otherVegetables'], climate: 'artichokeHearts', asSold: ['kronärtskockshjärtan'] },
  { sv: ['kronärtskocksbottnar', 'kronärtskocksbotten'], en: ['artichoke bottoms'], commodity: ['otherVegetables'], climate: 'artichokeBottoms', asSold: ['kronärtskocksbottnar'] },
  // ADR 0212: eddoes (a small taro, named so on British shelves) are AGRIBALYSE's taro.
  { sv: ['taro', 'tarorot'], en: ['taro', 'eddoes', 'eddo'], anchor: 'word', commodity: ['potatoes'], climate: 'taro', asSold: ['taro', 'eddoes', 'eddo'] },
  { sv: ['spagettipumpa', 'spaghettipumpa'], en: ['spaghetti squash'], commodity: ['otherVegetables'], climate: 'spaghettiSquash', asSold: ['spagettipumpa'] },
  { sv: ['butternutpumpa', 'butternut'], en: ['butternut squash'], commodity: ['otherVegetables'], climate: 'butternut', asSold: ['butternutpumpa'] },
  { sv: ['linsgroddar', 'groddade linser'], en: ['sprouted lentils'], commodity: ['pulses'], climate: 'sproutedLentils', asSold: ['linsgroddar', 'groddade linser'] },
  { sv: ['sorghum', 'durra'], en: ['sorghum'], anchor: 'word', commodity: ['maize'], climate: 'sorghum', asSold: ['sorghum'] },
  { sv: ['freekeh', 'grönt durumvete'], en: ['freekeh'], commodity: ['wheat', 1.2], allergens: ['gluten'], climate: 'freekeh', asSold: ['freekeh'] },
  { sv: ['havrekli'], en: ['oat bran'], commodity: ['oats', 0.38], climate: 'oatBran', asSold: ['havrekli'] },
  { sv: ['vetekli'], en: ['wheat bran'], commodity: ['wheat', 0.35], climate: 'wheatBran', asSold: ['vetekli'] },
  // And by its scientific name, which a fish's label must give beside the commercial one (Regulation (EU) No 1379/2013,
  // Art. 35): "Långa (Molva molva)" (method 2026.12.17, ADR 0189). Not "långa" alone: it is also an adjective
  // ("långa makaroner", long macaroni), and a fish allergen must not be read into a pasta.
  { sv: ['långafilé', 'långfilé', 'molva molva'], en: ['ling'], commodity: ['fish'], allergens: ['fish'], climate: 'ling', asSold: ['långafilé'] },
  // "Rödtunga" is Microstomus kitt's other Swedish name (ADR 0274), and the witch's, a flatfish of the same trawl fishery.
  { sv: ['bergtunga', 'rödtunga', 'rödtungafilé'], en: ['lemon sole'], commodity: ['fish'], allergens: ['fish'], climate: 'lemonSole', asSold: ['bergtunga', 'rödtunga'] },
  // ADR 0138: freshwater bream, largehead hairtail, red gurnard (Chelidonichthys cuculus) and tub gurnard (C. lucerna) by their raw rows.
  { sv: ['braxen'], en: ['freshwater bream', 'common bream'], anchor: 'word', commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'bream', asSold: ['braxen'] },
  { sv: ['hårstjärt'], en: ['largehead hairtail', 'hairtail', 'cutlassfish'], anchor: 'word', commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'hairtail', asSold: ['hårstjärt'] },
  // A gurnard named by no species is AGRIBALYSE's gurnard ("grondin", the red gurnard's row), not the generic fish (ADR 0224).
  {
    sv: ['rödknot', 'knorrhane'],
    en: ['red gurnard', 'gurnard'],
    anchor: 'word',
    commodity: ['fish'],
    allergens: ['fish'],
    category: { tags: ['meatOrFish'] },
    climate: 'redGurnard',
    asSold: ['rödknot', 'knorrhane', 'red gurnard', 'gurnard'],
  },
  { sv: ['fenknot'], en: ['tub gurnard'], anchor: 'word', commodity: ['fish'], allergens: ['fish'], category: { tags: ['meatOrFish'] }, climate: 'tubGurnard', asSold: ['fenknot'] },
  { sv: ['gåsfett', 'gåsister'], en: ['goose fat'], commodity: ['poultry', 0.21], climate: 'gooseFat', asSold: ['gåsfett'] },
  { sv: ['ankfett', 'ankister'], en: ['duck fat'], commodity: ['poultry', 0.21], climate: 'duckFat', asSold: ['ankfett'] },
  // ADR 0138: chicken fat by its own row (16540), not chicken meat.
  { sv: ['kycklingfett', 'hönsfett'], en: ['chicken fat'], commodity: ['poultry', 0.21], climate: 'chickenFat', asSold: ['kycklingfett', 'hönsfett'] },
  // "Ankklubbor", the legs as Swedish shops sell them for confit (ADR 0278, from set 213, where nothing read them).
  { sv: ['anklår', 'ankben', 'ankklubba', 'ankklubbor'], en: ['duck legs'], commodity: ['poultry'], climate: 'duck' },
  { sv: ['confiterade anklår', 'ankconfit'], en: ['duck confit'], commodity: ['poultry'], climate: 'duckConfit', asSold: ['confiterade anklår', 'ankconfit'] },
  { sv: ['fårmjölk'], en: ["sheep's milk", 'sheep milk', "ewe's milk"], commodity: ['milk'], allergens: ['milk'], climate: 'sheepMilk', asSold: ['fårmjölk'] },
  // Blood is a slaughter by-product with no AGRIBALYSE row; like offal it carries the economic allocation's
  // small share of the carcass, so it takes the offal row of its animal (not the meat its name contains).
  { sv: ['grisblod', 'svinblod', 'fläskblod'], en: ['pork blood', 'pig blood'], commodity: ['pork', 0.21], climate: 'porkOffal' },
  // ADR 0218: blood named alone, its animal in its bracket ("Blod (gris) 35 %"), is the blood, not the pork the bracket
  // names; a whole word only, so a blood orange ("blodapelsin") stays the orange.
  { sv: ['blod'], en: [], anchor: 'word', commodity: ['pork', 0.21], climate: 'porkOffal', sourceInBracket: true },
  { sv: ['äppelcidervinäger', 'cidervinäger', 'äppelvinäger'], en: ['cider vinegar', 'apple cider vinegar'], commodity: ['additive'], climate: 'ciderVinegar', asSold: ['äppelcidervinäger', 'cidervinäger', 'äppelvinäger'] },
  { sv: ['majsmjöl'], en: ['maize flour', 'corn flour'], commodity: ['maize'], climate: 'maizeFlour', asSold: ['majsmjöl'] },
  { sv: ['torkad banan', 'torkade bananer'], en: ['dried banana'], commodity: ['bananas', 3.2], climate: 'driedBanana', asSold: ['torkad banan', 'torkade bananer', 'bananer torkade', 'dried banana', 'dried bananas'] },
  { sv: ['agavesirap'], en: ['agave syrup'], commodity: ['caneSugar'], climate: 'agaveSyrup', asSold: ['agavesirap'] },
  { sv: ['evaporerad mjölk', 'osötad kondenserad mjölk'], en: ['evaporated milk'], commodity: ['milk', 2.3], allergens: ['milk'], climate: 'evaporatedMilk', asSold: ['evaporerad mjölk', 'evaporated milk'] },
  { sv: ['maniok', 'kassava', 'maniokrot'], en: ['cassava'], commodity: ['cassava'], climate: 'cassava', asSold: ['maniok', 'kassava'] },
  { sv: ['rättika', 'svart rättika'], en: ['black radish'], commodity: ['rootVegetables'], climate: 'blackRadish', asSold: ['rättika', 'svart rättika'] },
  // ADR 0158: a chili pepper ("chilipeppar") is the fresh pod, not the black pepper its last part names. A chili or curry
  // paste is that pod ground with garlic and shallot, not the wheat pasta its last part names (ADR 0164).
  { sv: ['chili', 'chilifrukt', 'jalapeño', 'jalapeños', 'chilipeppar', 'chilipasta', 'currypasta'], en: ['chili', 'chilli', 'chili pepper', 'chilli pepper', 'chillies', 'chilies', 'chilli peppers'], commodity: ['otherVegetables'], climate: 'chili', asSold: ['chili', 'chilipeppar'] },
  { sv: ['druvkärnsolja', 'druvkärnolja'], en: ['grapeseed oil', 'grape seed oil'], commodity: ['rapeseedOil'], climate: 'grapeseedOil', asSold: ['druvkärnsolja', 'druvkärnolja'] },
  { sv: ['hasselnötsolja'], en: ['hazelnut oil'], commodity: ['nuts', 1.8], allergens: ['nuts'], climate: 'hazelnutOil', asSold: ['hasselnötsolja'] },
  // ADR 0196: egg dried whole, its white or its yolk, is AGRIBALYSE's egg powder in either language.
  {
    sv: ['äggpulver', 'äggvitepulver', 'äggulepulver', 'helläggspulver'],
    en: ['egg powder', 'dried egg', 'dried whole egg', 'whole egg powder', 'dried free range egg', 'dried free range whole egg', 'egg white powder', 'egg yolk powder', 'dried egg white', 'dried egg yolk'],
    commodity: ['eggs', 4], allergens: ['eggs'], climate: 'eggPowder', asSold: ['äggpulver'],
  },
  { sv: ['bovetemjöl'], en: ['buckwheat flour'], commodity: ['wheat'], allergens: [], climate: 'buckwheatFlour', asSold: ['bovetemjöl'] },
  { sv: ['kalvfärs'], en: ['minced veal'], commodity: ['beefDairy'], climate: 'mincedVeal', asSold: ['kalvfärs'] },
  { sv: ['sake', 'risvin'], en: ['sake', 'rice wine'], anchor: 'word', commodity: ['rice', 0.003], climate: 'sake', asSold: ['sake', 'risvin'] },
  // ADR 0119: a third survey of AGRIBALYSE's rows of raw and simply processed foods, each food by its own
  // row. A broad bean or flageolet named frozen is AGRIBALYSE's frozen green row, 0.43 of the dry bean's farm
  // stage; otherwise its dried row (AGRIBALYSE's fresh broad beans to shell and canned flageolets carry the dry bean's). Sorrel is only "ängssyra" or "syrablad" ("syra" is
  // an acid), rum only "rum" ("rom" is roe), cognac only "cognac" or "vindestillat" ("konjak" is also konjac
  // gum, E425). A derived food's commodity multiplier is its row's farm stage over its raw food's (rice and
  // maize bran 0.50, calf and lamb offal 1.22 and 0.52 of the meat, dried parsley 4.5 of the fresh).
  { sv: ['tamarind', 'tamarindfrukt'], en: [], commodity: ['otherFruit'], climate: 'tamarind', asSold: ['tamarind'] },
  { sv: ['reine claude', 'reine claudeplommon'], en: ['greengage'], commodity: ['otherFruit'], climate: 'greengage', asSold: ['reine claude'] },
  { sv: ['kaktusfikon'], en: ['prickly pear', 'cactus pear'], commodity: ['otherFruit'], climate: 'pricklyPear', asSold: ['kaktusfikon'] },
  { sv: ['mullbär'], en: ['mulberries', 'mulberry'], commodity: ['berries'], climate: 'mulberries', asSold: ['mullbär'] },
  { sv: ['surkörsbär', 'moreller'], en: ['morello cherries', 'sour cherries'], commodity: ['otherFruit'], climate: 'morelloCherries', asSold: ['surkörsbär', 'moreller'] },
  { sv: ['honungsmelon'], en: ['honeydew melon', 'honeydew'], commodity: ['otherFruit'], climate: 'honeydew', asSold: ['honungsmelon'] },
  { sv: ['brödfrukt'], en: ['breadfruit'], commodity: ['otherFruit'], climate: 'breadfruit', asSold: ['brödfrukt'] },
  { sv: ['alfalfagroddar', 'alfalfa', 'luzerngroddar'], en: ['alfalfa sprouts', 'alfalfa'], commodity: ['otherVegetables'], climate: 'alfalfaSprouts', asSold: ['alfalfagroddar', 'alfalfa'] },
  { sv: ['kardon', 'kardoner'], en: ['cardoon', 'cardoons'], commodity: ['otherVegetables'], climate: 'cardoon', asSold: ['kardon', 'kardoner'] },
  { sv: ['frisésallat', 'frisé', 'frisée', 'endivesallat'], en: ['frisee', 'curly endive'], commodity: ['otherVegetables'], climate: 'frisee', asSold: ['frisésallat', 'frisé', 'endivesallat'] },
  { sv: ['escarole', 'escarolesallat', 'eskarol'], en: ['escarole'], commodity: ['otherVegetables'], climate: 'escarole', asSold: ['escarole', 'escarolesallat'] },
  { sv: ['ängssyra', 'syrablad', 'trädgårdssyra'], en: ['sorrel'], commodity: ['otherVegetables'], climate: 'sorrel', asSold: ['ängssyra', 'syrablad'] },
  { sv: ['maskrosblad'], en: ['dandelion leaves', 'dandelion greens'], commodity: ['otherVegetables'], climate: 'dandelion', asSold: ['maskrosblad'] },
  { sv: ['glasört', 'salicornia'], en: ['glasswort', 'samphire', 'salicornia'], commodity: ['otherVegetables'], climate: 'glasswort', asSold: ['glasört', 'salicornia'] },
  { sv: ['mesclun'], en: ['mesclun'], commodity: ['otherVegetables'], climate: 'mesclun', asSold: ['mesclun'] },
  { sv: ['ruccola', 'rucola', 'rucolasallad', 'ruccolasallad'], en: ['rocket', 'arugula'], commodity: ['otherVegetables'], climate: 'rocket', asSold: ['ruccola', 'rucola'] },
  { sv: ['japansk kronärtskocka', 'japanska kronärtskockor', 'krosne'], en: ['chinese artichoke', 'crosnes'], commodity: ['otherVegetables'], climate: 'crosne', asSold: ['japansk kronärtskocka', 'krosne'] },
  { sv: ['frysta bondbönor', 'bondbönor frysta', 'djupfrysta bondbönor', 'gröna bondbönor'], en: ['frozen broad beans'], commodity: ['pulses', 0.43], climate: 'greenBroadBeans', asSold: ['frysta bondbönor', 'bondbönor frysta', 'djupfrysta bondbönor'] },
  { sv: ['frysta flageoletbönor', 'flageoletbönor frysta', 'djupfrysta flageoletbönor'], en: ['frozen flageolet beans'], commodity: ['pulses', 0.43], climate: 'greenFlageolets', asSold: ['frysta flageoletbönor', 'flageoletbönor frysta', 'djupfrysta flageoletbönor'] },
  { sv: ['bondbönor', 'bondböna', 'torkade bondbönor', 'bondbönor torkade', 'favabönor'], en: ['broad beans', 'dried broad beans'], commodity: ['pulses'], climate: 'driedBroadBeans', asSold: ['bondbönor', 'torkade bondbönor', 'bondbönor torkade'] },
  { sv: ['flageoletbönor', 'flageoletter', 'torkade flageoletbönor', 'flageoletbönor torkade'], en: ['flageolet beans', 'flageolets'], commodity: ['pulses'], climate: 'driedFlageolets', asSold: ['flageoletbönor', 'torkade flageoletbönor', 'flageoletbönor torkade'] },
  { sv: ['nori', 'noriark', 'sushinori'], en: ['nori'], anchor: 'word', commodity: ['otherVegetables'], climate: 'nori', asSold: ['nori', 'noriark', 'sushinori'] },
  // ADR 0152: "sjögräs" (seaweed) a Swedish list names is the sheet of roasted nori it mostly is; Porphyra is nori's genus.
  { sv: ['sjögräs', 'porphyra'], en: ['seaweed', 'porphyra'], commodity: ['otherVegetables'], climate: 'nori' },
  { sv: ['wakame'], en: ['wakame'], commodity: ['otherVegetables'], climate: 'wakame', asSold: ['wakame'] },
  // A diet ("kost": "Hälsokost", "Specialkost") and breakfast ("Frukost") end in "ost" and are neither cheese
  // nor milk: read as a cheese category, a meal replacement's skimmed milk was counted as cheese (method 2026.11.15).
  { sv: ['kost'], en: [], anchor: 'end', allergens: [], category: { tags: ['none'], sv: 'end' } },
  // Sugar kelp (Saccharina latissima, "sockertång" or "sockertare") is AGRIBALYSE's "kombu royal", which shares the
  // kombu rows' inventory; without its own word "sockertång" was read as the sugar its letters begin with.
  { sv: ['kombu', 'sockertång', 'sockertare'], en: ['kombu', 'kelp', 'sugar kelp'], anchor: 'word', commodity: ['otherVegetables'], climate: 'kombu', asSold: ['kombu', 'sockertång', 'sockertare'] },
  // ADR 0134: oarweed (Laminaria digitata, "fingertång", AGRIBALYSE's "kombu breton" 20991) and sea spaghetti
  // (Himanthalia elongata, "remtång", 20992) carry the kombu rows' farm, processing and pack figures.
  { sv: ['fingertång', 'remtång', 'havsspaghetti', 'havsrem'], en: ['oarweed', 'sea spaghetti', 'thongweed'], commodity: ['otherVegetables'], climate: 'kombu', asSold: ['fingertång', 'remtång', 'havsspaghetti', 'havsrem'] },
  // ADR 0134: okra by AGRIBALYSE's only okra row (cooked, 58103); molokhia by its dried jute-leaf powder (51500).
  { sv: ['okra'], en: ['okra'], anchor: 'word', commodity: ['otherVegetables'], climate: 'okra', asSold: ['okra'] },
  { sv: ['molokhia', 'juteblad', 'torkade juteblad', 'grönsaksjute', 'blad av grönsaksjute'], en: ['molokhia', 'jute leaves', 'jute mallow', 'jute mallow leaves'], commodity: ['otherVegetables'], climate: 'molokhia', asSold: ['molokhia', 'juteblad'] },
  // ADR 0136: dried green laver ("aonori", 20995) has the kombu rows' figures; carrageen moss (Chondrus crispus, 20996) and
  // bladder wrack ("blåstång", 20994) the dulse rows'. "Karragenan" (E407, the gum) stays the additive.
  { sv: ['aonori', 'grönalg', 'torkad grönalg'], en: ['aonori', 'green laver'], anchor: 'word', commodity: ['otherVegetables'], climate: 'kombu', asSold: ['aonori', 'grönalg'] },
  // ADR 0138: dried Gracilaria ("ogonori") by its own row (20993).
  { sv: ['ogonori', 'gracilaria'], en: ['ogonori', 'gracilaria'], anchor: 'word', commodity: ['otherVegetables'], climate: 'ogonori', asSold: ['ogonori', 'gracilaria'] },
  { sv: ['karragentång', 'karragenalg', 'karragenmossa', 'blåstång'], en: ['carrageen moss', 'irish moss', 'bladder wrack'], commodity: ['otherVegetables'], climate: 'dulse', asSold: ['karragentång', 'karragenalg', 'karragenmossa', 'blåstång'] },
  { sv: ['dulse'], en: ['dulse'], anchor: 'word', commodity: ['otherVegetables'], climate: 'dulse', asSold: ['dulse'] },
  { sv: ['havssallat'], en: ['sea lettuce'], commodity: ['otherVegetables'], climate: 'seaLettuce', asSold: ['havssallat'] },
  { sv: ['agar', 'agar-agar', 'agar agar'], en: ['agar'], anchor: 'word', commodity: ['additive'], climate: 'agar', asSold: ['agar', 'agar-agar', 'agar agar'] },
  { sv: ['spirulina'], en: ['spirulina'], commodity: ['otherVegetables'], climate: 'spirulina', asSold: ['spirulina'] },
  { sv: ['torkad persilja', 'persilja torkad'], en: ['dried parsley'], commodity: ['otherVegetables', 4.5], climate: 'driedParsley', asSold: ['torkad persilja', 'persilja torkad', 'dried parsley'] },
  { sv: ['vaniljextrakt'], en: ['vanilla extract'], commodity: ['additive'], climate: 'vanillaExtract', asSold: ['vaniljextrakt'] },
  { sv: ['balsamvinäger', 'balsamicovinäger', 'aceto balsamico'], en: ['balsamic vinegar'], commodity: ['berries', 1.95], climate: 'balsamicVinegar', asSold: ['balsamvinäger', 'balsamicovinäger', 'aceto balsamico'] },
  { sv: ['druvmust', 'koncentrerad druvmust'], en: ['grape must'], commodity: ['berries'], climate: 'grapeJuice' },
  { sv: ['durumvetekärnor', 'hela durumvetekärnor', 'durumvete hela kärnor', 'durumvete hela'], en: ['whole durum wheat'], commodity: ['wheat', 1.34], allergens: ['gluten'], climate: 'durumWheatGrain', asSold: ['durumvetekärnor', 'hela durumvetekärnor', 'durumvete hela kärnor', 'durumvete hela'] },
  { sv: ['riskli'], en: ['rice bran'], commodity: ['rice', 0.5], climate: 'riceBran', asSold: ['riskli'] },
  { sv: ['majskli'], en: ['corn bran', 'maize bran'], commodity: ['maize', 0.5], climate: 'maizeBran', asSold: ['majskli'] },
  {
    sv: ['gelatin', 'gelatinblad', 'gelatinpulver'], en: ['gelatin', 'gelatine', 'beef gelatine', 'pork gelatine', 'bovine gelatine', 'beef gelatin', 'pork gelatin', 'bovine gelatin'],
    commodity: ['additive'], climate: 'gelatine', asSold: ['gelatinblad', 'gelatinpulver', 'gelatin'], sourceInBracket: true,
  },
  // ADR 0148, 0194: a sausage's casing is a gut, a collagen film or an alginate of a few grams, an additive to the climate
  // model whatever animal its name or bracket gives ("naturtarm (får)", "Beef Collagen Casing"): not that animal's meat.
  {
    sv: ['tarm', 'hölje', 'fjälster'], anchor: 'end',
    en: ['casing', 'casings', 'natural casing', 'natural casings', 'sheep casing', 'sheep casings', 'hog casing', 'hog casings', 'pork casing', 'pork casings',
      'natural pork casing', 'natural sheep casing', 'beef casing', 'collagen casing', 'beef collagen casing', 'alginate casing', 'beef collagen'],
    commodity: ['additive'], sourceInBracket: true,
  },
  { sv: ['nötblod', 'oxblod'], en: ['beef blood'], commodity: ['beefHerd'], climate: 'beefBlood' },
  { sv: ['kalvlever', 'kalvnjure', 'kalvhjärta', 'kalvtunga'], en: ['calf liver', 'veal liver', 'calves liver', "calves' liver", "calf's liver", 'calves kidney', "calf's kidney"], commodity: ['beefDairy', 1.22], climate: 'vealOffal', asSold: ['kalvlever', 'kalvnjure', 'kalvtunga'] },
  { sv: ['kalvbräss'], en: ['sweetbreads'], commodity: ['beefDairy', 1.22], climate: 'calfSweetbread', asSold: ['kalvbräss'] },
  { sv: ['lammlever', 'lammnjure', 'lammhjärta'], en: ['lamb liver', 'lamb kidney', "lamb's liver", 'lambs liver', "lamb's kidney", 'lambs kidney', 'lamb heart', "lamb's heart", 'lambs heart'], commodity: ['lamb', 0.52], climate: 'lambOffal', asSold: ['lammlever', 'lammnjure'] },
  { sv: ['kallun', 'oxkallun', 'våmm'], en: ['tripe'], commodity: ['beefHerd'], climate: 'tripe', asSold: ['kallun'] },
  { sv: ['pärlhöna', 'pärlhöns', 'pärlhönsbröst'], en: ['guinea fowl'], commodity: ['poultry'], climate: 'guineaFowl', asSold: ['pärlhöna', 'pärlhöns', 'pärlhönsbröst'] },
  // AGRIBALYSE gives every bird but the broiler one inventory (guinea fowl, capon, duck, goose, hen 5.2 kg CO2e/kg at the
  // farm) and its wild rabbit the farmed one's: game birds take the guinea fowl's row, wild boar the pig's.
  { sv: ['fasan', 'vaktel', 'rapphöna', 'fasanbröst', 'vaktelbröst'], en: ['pheasant', 'quail', 'partridge', 'pigeon', 'wood pigeon'], commodity: ['poultry'], climate: 'guineaFowl', asSold: ['fasan', 'vaktel', 'rapphöna', 'fasanbröst'] },
  { sv: ['vildsvin', 'vildsvinskött'], en: ['wild boar'], commodity: ['pork'], climate: 'pork', asSold: ['vildsvin', 'vildsvinskött'] },
  // ADR 0290: AGRIBALYSE has no deer, moose or reindeer, so they take the pig's row as wild boar does: an assumption,
  // stated as one. English "venison" had been unread (a product of it had no figure) and Swedish "hjortkött" the
  // generic meat. Named in full, never a bare "hjort" or "ren" ("hjortron" is a cloudberry, "ren" is "pure").
  {
    sv: [
      'hjortkött', 'hjortfärs', 'hjortfilé', 'hjortstek', 'hjortytterfilé', 'rådjur', 'rådjurskött', 'älgkött', 'älgfärs', 'älgfilé',
      'älgstek', 'renkött', 'renfärs', 'renskav', 'rensadel', 'renfilé', 'renstek', 'viltkött', 'viltfärs',
    ],
    en: ['venison', 'deer', 'reindeer', 'moose', 'elk'], commodity: ['pork'], category: { tags: ['meatOrFish', 'redMeat'] }, climate: 'pork',
    asSold: ['hjortkött', 'hjortfärs', 'hjortfilé', 'rådjurskött', 'älgkött', 'älgfärs', 'älgfilé', 'renkött', 'renfärs', 'renskav', 'rensadel', 'renfilé', 'viltfärs', 'venison'],
  },
  // Cuts named like the beef's (innanlår, ytterlår, fransyska, entrecote) are the animal their first part names (ADR 0271):
  // "Fläskinnanlår av gris" had been beef topside, 26.6 kg CO2e/kg against AGRIBALYSE's pork leg at 12.7.
  {
    sv: ['fläskinnanlår', 'grisinnanlår', 'fläskytterlår', 'grisytterlår', 'fläskfransyska', 'grisfransyska', 'fläskentrecote', 'grisentrecote'], en: [],
    commodity: ['pork'], climate: 'pork', asSold: ['fläskinnanlår', 'fläskytterlår', 'fläskfransyska', 'fläskentrecote'],
  },
  {
    sv: ['lamminnanlår', 'lammytterlår', 'lammfransyska', 'lammentrecote'], en: [], commodity: ['lamb'], climate: 'lamb',
    asSold: ['lamminnanlår', 'lammytterlår', 'lammfransyska', 'lammentrecote'],
  },
  // Veal by its cut: AGRIBALYSE's fillet, escalope and topside 18.2 kg CO2e/kg, its shoulder and breast 14.7 (the veal row); a fillet was the beef's.
  { sv: ['kalvfilé', 'kalvytterfilé', 'kalvinnerfilé', 'kalvinnanlår', 'kalvschnitzel', 'kalvschnitzlar', 'kalvstek'], en: ['veal escalope', 'veal fillet'], commodity: ['beefDairy'], climate: 'vealFillet', asSold: ['kalvfilé', 'kalvytterfilé', 'kalvinnerfilé', 'kalvinnanlår', 'kalvschnitzel', 'kalvstek'] },
  { sv: ['kapun'], en: ['capon'], anchor: 'word', commodity: ['poultry'], climate: 'capon', asSold: ['kapun'] },
  { sv: ['kanin', 'kaninkött', 'vildkanin'], en: ['rabbit'], commodity: ['poultry'], climate: 'rabbit', asSold: ['kanin', 'kaninkött', 'vildkanin'] },
  { sv: ['killing', 'killingkött', 'getkött'], en: ['goat meat', 'kid goat'], commodity: ['lamb'], climate: 'goatKid', asSold: ['killing', 'getkött'] },
  { sv: ['fårkött', 'fårstek', 'fårfiol'], en: ['mutton'], commodity: ['lamb'], climate: 'mutton', asSold: ['fårkött', 'fårstek', 'fårfiol'] },
  { sv: ['sankt persfisk', 'sanktpersfisk', 'st persfisk'], en: ['john dory'], commodity: ['fish'], allergens: ['fish'], climate: 'johnDory', asSold: ['sankt persfisk'] },
  { sv: ['rocka', 'rockvingar', 'rockevingar'], en: ['skate', 'skate wings'], anchor: 'start', commodity: ['fish'], allergens: ['fish'], climate: 'skate', asSold: ['rocka', 'rockvingar'] },
  { sv: ['lodda'], en: ['capelin'], commodity: ['fish'], allergens: ['fish'], climate: 'capelin', asSold: ['lodda'] },
  { sv: ['rödmulle', 'gulstrimmig mulle', 'mullus', 'rödbarb', 'rödbarbe'], en: ['red mullet'], commodity: ['fish'], allergens: ['fish'], climate: 'redMullet', asSold: ['rödmulle', 'rödbarb', 'rödbarbe', 'rödbarbfilé'] },
  { sv: ['multe'], en: ['grey mullet'], anchor: 'word', commodity: ['fish'], allergens: ['fish'], climate: 'greyMullet', asSold: ['multe'] },
  // ADR 0301: "birkelånga" is the blue ling's other Swedish name (set 279's fillets had been the generic fish).
  { sv: ['blålånga', 'birkelånga'], en: ['blue ling'], commodity: ['fish'], allergens: ['fish'], climate: 'blueLing', asSold: ['blålånga', 'birkelånga'] },
  { sv: ['glasvar'], en: ['megrim'], commodity: ['fish'], allergens: ['fish'], climate: 'megrim', asSold: ['glasvar'] },
  { sv: ['sandskädda'], en: ['dab'], commodity: ['fish'], allergens: ['fish'], climate: 'dab', asSold: ['sandskädda'] },
  { sv: ['havsål'], en: ['conger eel', 'conger'], commodity: ['fish'], allergens: ['fish'], climate: 'conger', asSold: ['havsål'] },
  { sv: ['havskatt'], en: ['wolffish'], commodity: ['fish'], allergens: ['fish'], climate: 'wolffish', asSold: ['havskatt'] },
  { sv: ['nors'], en: ['smelt'], anchor: 'word', commodity: ['fish'], allergens: ['fish'], climate: 'smelt', asSold: ['nors'] },
  { sv: ['näbbgädda'], en: ['garfish'], commodity: ['fish'], allergens: ['fish'], climate: 'garfish', asSold: ['näbbgädda'] },
  // ADR 0130: "grönlandshälleflundra", the compound, is the same fish (Reinhardtius hippoglossoides), not the Atlantic halibut it contains.
  {
    sv: ['liten hälleflundra', 'grönlandsk hälleflundra', 'grönlandshälleflundra', 'blåkveite'], en: ['greenland halibut'], commodity: ['fish'], allergens: ['fish'],
    climate: 'greenlandHalibut', asSold: ['liten hälleflundra', 'grönlandsk hälleflundra', 'grönlandshälleflundra'],
  },
  { sv: ['albacore', 'albacoretonfisk', 'vit tonfisk'], en: ['albacore'], commodity: ['fish'], allergens: ['fish'], climate: 'albacore', asSold: ['albacore', 'albacoretonfisk'] },
  // ADR 0284: "etylalkohol" ("etylalkohol av jordbruksursprung", the EU's words for a spirit's alcohol) is the alcohol.
  { sv: ['alkohol', 'etylalkohol'], en: ['alcohol'], anchor: 'word', commodity: ['wine', 0.02], climate: 'pureAlcohol' },
  // ADR 0284, from set 228: a neutral spirit is the grain spirit a vodka is, in whichever order a label puts the words
  // ("Grain Neutral Spirit, Water" had no figure).
  {
    sv: ['vodka', 'spannmålssprit', 'neutral sprit', 'neutralsprit'], en: ['vodka', 'grain spirit', 'grain neutral spirit', 'neutral spirit'],
    commodity: ['wheat', 0.01], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'vodka', asSold: ['vodka'],
  },
  { sv: ['whisky', 'whiskey', 'maltwhisky', 'bourbon'], en: ['whisky', 'whiskey'], commodity: ['barley', 0.01], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'whisky', asSold: ['whisky', 'whiskey', 'bourbon'] },
  { sv: ['gin'], en: ['gin'], anchor: 'word', commodity: ['wheat', 0.01], climate: 'gin', asSold: ['gin'] },
  { sv: ['rum', 'ljus rom', 'mörk rom', 'vit rom'], en: ['rum'], anchor: 'word', commodity: ['caneSugar', 0.01], climate: 'rum', asSold: ['rum', 'ljus rom', 'mörk rom'] },
  { sv: ['cognac', 'konjak', 'brandy', 'armagnac', 'vindestillat'], en: ['cognac', 'brandy'], commodity: ['wine', 0.02], climate: 'brandy', asSold: ['cognac', 'konjak', 'brandy', 'armagnac'] },
  // A fruit spirit sold as such ("Kirsch Cherry Eau de Vie", "Cherry Spirit") is the spirit, not the fruit it names (ADR 0224).
  {
    sv: [
      'calvados', 'grappa', 'fruktbrännvin', 'kirsch', 'kirschwasser', 'päronbrännvin', 'plommonbrännvin', 'körsbärsbrännvin', 'äppelbrännvin',
      'aprikosbrännvin', 'poire williams', 'slivovitz', 'slivovits', 'pálinka', 'palinka',
    ],
    en: ['calvados', 'grappa', 'eau de vie', 'eau-de-vie', 'kirsch', 'kirschwasser', 'cherry spirit', 'fruit spirit', 'plum spirit', 'pear spirit', 'poire williams', 'slivovitz', 'palinka', 'pálinka'],
    commodity: ['wine', 0.02],
    climate: 'eauDeVie',
    asSold: [
      'calvados', 'grappa', 'fruktbrännvin', 'kirsch', 'kirschwasser', 'päronbrännvin', 'plommonbrännvin', 'körsbärsbrännvin', 'äppelbrännvin',
      'aprikosbrännvin', 'poire williams', 'slivovitz', 'slivovits', 'pálinka', 'palinka', 'eau de vie', 'eau-de-vie',
    ],
  },
  { sv: ['pastis', 'ouzo', 'anisbrännvin'], en: ['pastis', 'ouzo'], commodity: ['beetSugar', 0.01], climate: 'pastis', asSold: ['pastis', 'ouzo'] },
  { sv: ['likör'], en: [], commodity: ['beetSugar'], category: { tags: ['alcohol', 'novaGroup3'] }, climate: 'liqueur', asSold: ['likör'] },
  { sv: ['crème de cassis', 'cassislikör'], en: ['creme de cassis'], commodity: ['berries'], climate: 'cassisLiqueur', asSold: ['crème de cassis', 'cassislikör'] },
  { sv: ['vermouth', 'vermut'], en: ['vermouth'], commodity: ['wine'], climate: 'vermouth', asSold: ['vermouth', 'vermut'] },
  { sv: ['marsala', 'marsalavin', 'madeira', 'madeiravin'], en: ['marsala', 'madeira'], commodity: ['wine'], climate: 'marsala', asSold: ['marsala', 'marsalavin'] },
  { sv: ['sangria'], en: ['sangria'], commodity: ['wine'], climate: 'sangria', asSold: ['sangria'] },
  { sv: ['pak choi', 'paksoi', 'pak choy', 'kinakål', 'salladskål'], en: ['pak choi', 'bok choy', 'chinese cabbage', 'chinese leaf', 'chinese leaves'], commodity: ['brassicas'], climate: 'chineseCabbage' },
  { sv: ['ananas'], en: ['pineapple'], commodity: ['otherFruit'], climate: 'pineapple' },
  { sv: ['citron'], en: ['lemon'], commodity: ['citrus'], climate: 'lemons' },
  { sv: ['lime'], en: ['lime'], commodity: ['citrus'], climate: 'limes' },
  { sv: ['grapefrukt'], en: ['grapefruit'], commodity: ['citrus'], climate: 'grapefruit' },
  { sv: ['mandarin'], en: ['mandarin', 'satsuma', 'tangerine'], commodity: ['citrus'], climate: 'mandarins' },
  // ADR 0216: "klementin" is the other Swedish spelling; British shops sell clementines as "easy peelers".
  { sv: ['clementin', 'klementin'], en: ['easy peeler'], commodity: ['citrus'], climate: 'clementines' },
  { sv: ['melon'], en: ['melon'], commodity: ['otherFruit'], climate: 'melon' },
  { sv: ['vattenmelon'], en: ['watermelon'], commodity: ['otherFruit'], climate: 'watermelon' },
  { sv: ['fikon'], en: ['fig'], commodity: ['otherFruit'], climate: 'figs' },
  { sv: ['dadlar'], en: ['date'], commodity: ['otherFruit', 3], climate: 'dates' },
  { sv: ['passionsfrukt'], en: ['passion fruit'], commodity: ['otherFruit'], climate: 'passionFruit' },
  { sv: ['papaya'], en: [], commodity: ['otherFruit'], climate: 'papaya' },
  // ADR 0285: its compound form "granatäppel-" ("granatäppelkärnor", seeds sold as such) is the pomegranate, not the apple.
  { sv: ['granatäpple', 'granatäppel'], en: ['pomegranate'], commodity: ['otherFruit'], climate: 'pomegranate' },
  { sv: ['björnbär'], en: ['blackberry'], commodity: ['berries'], climate: 'blackberries' },
  { sv: ['tranbär'], en: ['cranberry'], commodity: ['berries'], climate: 'cranberries' },
  { sv: ['svarta vinbär'], en: ['blackcurrant', 'black currant'], commodity: ['berries'], climate: 'blackcurrants' },
  { sv: ['vinbär'], en: ['redcurrant', 'red currant', 'white currant'], commodity: ['berries'], climate: 'redcurrants' },
  { sv: ['krusbär'], en: ['gooseberry'], commodity: ['berries'], climate: 'gooseberries' },
  { sv: ['rabarber'], en: ['rhubarb'], commodity: ['otherVegetables'], climate: 'rhubarb' },
  { sv: ['zucchini', 'squash'], en: ['zucchini', 'courgette'], commodity: ['otherVegetables'], climate: 'zucchini' },
  { sv: ['aubergine'], en: ['aubergine', 'eggplant'], commodity: ['otherVegetables'], climate: 'eggplant' },
  { sv: ['sallad', 'sallat', 'lollo rosso', 'lollo bionda'], en: ['lettuce', 'lollo rosso'], commodity: ['otherVegetables'], climate: 'lettuce' },
  // ADR 0210: iceberg lettuce by AGRIBALYSE's own iceberg row, sold as such.
  { sv: ['isbergssallad', 'isbergssallat'], en: ['iceberg lettuce', 'iceberg'], commodity: ['otherVegetables'], climate: 'icebergLettuce', asSold: ['isbergssallad', 'isbergssallat', 'iceberg lettuce', 'iceberg'] },
  { sv: ['blomkål'], en: ['cauliflower'], commodity: ['brassicas'], climate: 'cauliflower' },
  { sv: ['brysselkål'], en: ['brussels sprout'], commodity: ['brassicas'], climate: 'brusselsSprouts' },
  { sv: ['grönkål'], en: ['kale'], commodity: ['brassicas'], climate: 'kale' },
  { sv: ['rödkål'], en: ['red cabbage'], commodity: ['brassicas'], climate: 'redCabbage' },
  { sv: ['rödbeta', 'rödbetor', 'polkabetor', 'gulbetor', 'gula betor', 'polkabeta'], en: ['beetroot'], commodity: ['rootVegetables'], climate: 'beetroot' },
  { sv: ['rotselleri'], en: [], commodity: ['rootVegetables'], climate: 'celeriac' },
  { sv: ['blekselleri'], en: [], commodity: ['otherVegetables'], climate: 'celery' },
  { sv: ['rädisor'], en: ['radish'], commodity: ['rootVegetables'], climate: 'radish' },
  { sv: ['palsternacka'], en: ['parsnip'], commodity: ['rootVegetables'], climate: 'parsnip' },
  { sv: ['sparris'], en: ['asparagus'], commodity: ['otherVegetables'], climate: 'asparagus' },
  { sv: ['vitlök'], en: ['garlic', 'garlic clove'], commodity: ['onions'], climate: 'garlic' },
  { sv: ['ingefära', 'ingefärs'], en: ['ginger'], commodity: ['rootVegetables'], climate: 'ginger' },
  { sv: ['sötpotatis'], en: ['sweet potato'], commodity: ['potatoes'], climate: 'sweetPotato' },
  { sv: ['pumpa'], en: ['pumpkin'], commodity: ['otherVegetables'], climate: 'pumpkin' },
  { sv: ['fänkål'], en: ['fennel', 'fennel bulb'], commodity: ['otherVegetables'], climate: 'fennel' },
  { sv: ['kronärtskocka', 'kronärtskockor'], en: ['artichoke', 'globe artichoke'], commodity: ['otherVegetables'], climate: 'artichoke' },
  { sv: ['haricots verts', 'gröna bönor'], en: ['green bean', 'french bean', 'fine bean', 'string bean'], commodity: ['otherVegetables'], climate: 'greenBeans' },
  { sv: ['quinoa'], en: ['quinoa'], commodity: ['wheat'], climate: 'quinoa' },
  { sv: [], en: ['rye flour'], commodity: ['wheat'], climate: 'ryeFlour' },
  { sv: ['speltmjöl'], en: ['spelt flour'], commodity: ['wheat'], climate: 'speltFlour' },
  { sv: ['hirs'], en: ['millet'], commodity: ['maize'], climate: 'millet' },
  { sv: ['vita bönor'], en: ['haricot bean', 'cannellini bean', 'butter bean', 'lima bean', 'navy bean', 'white bean'], commodity: ['pulses'], climate: 'whiteBeans' },
  { sv: ['mungbönor'], en: ['mung bean'], commodity: ['pulses'], climate: 'mungBeans' },
  { sv: ['gula ärtor', 'torkade ärtor'], en: ['split pea', 'yellow split pea', 'green split pea', 'dried peas', 'dried marrowfat peas', 'pigeon pea', 'pigeon peas', 'gungo peas'], commodity: ['peas'], climate: 'splitPeas' },
  { sv: ['linfrön', 'linfrö'], en: ['linseed'], commodity: ['nuts'], climate: 'linseed' },
  { sv: ['solrosfrön', 'solroskärnor', 'solroskärna'], en: ['sunflower seed', 'sunflower kernel'], commodity: ['sunflowerOil'], climate: 'sunflowerSeeds' },
  { sv: ['valnötter'], en: [], commodity: ['nuts'], climate: 'walnuts' },
  { sv: ['pistaschmandel'], en: [], commodity: ['nuts'], climate: 'pistachios' },
  { sv: ['makadamianöt', 'macadamianöt', 'queenslandsnöt'], en: [], commodity: ['nuts'], climate: 'macadamia' },
  { sv: ['pinjenötter', 'pinjekärnor'], en: [], commodity: ['nuts'], climate: 'pineNuts' },
  { sv: ['kokos'], en: [], commodity: ['otherFruit'], climate: 'coconut' },
  // The coconut's products are not its kernel: the water and cream have their own AGRIBALYSE products.
  { sv: ['kokosvatten'], en: ['coconut water'], commodity: ['otherFruit'], climate: 'coconutWater' },
  { sv: ['kokosgrädde'], en: [], commodity: ['otherFruit'], climate: 'coconutMilk' },
  { sv: ['avokadoolja'], en: ['avocado oil'], commodity: ['oliveOil'], climate: 'avocadoOil' },
  // Oils by their own AGRIBALYSE rows (ADR 0108); the commodity each name had before.
  { sv: ['bomullsfröolja'], en: ['cottonseed oil'], commodity: ['rapeseedOil'], climate: 'cottonseedOil', asSold: ['bomullsfröolja'] },
  { sv: ['majsolja'], en: ['corn oil', 'maize oil'], commodity: ['sunflowerOil'], climate: 'maizeOil', asSold: ['majsolja'] },
  { sv: ['jordnötsolja'], en: ['peanut oil', 'groundnut oil'], commodity: ['groundnuts'], allergens: ['peanuts'], climate: 'peanutOil', asSold: ['jordnötsolja'] },
  { sv: ['linfröolja'], en: ['linseed oil'], commodity: ['rapeseedOil'], climate: 'linseedOil', asSold: ['linfröolja'] },
  // Grains, pasta and pulses cooked, by AGRIBALYSE's cooked rows (ADR 0124): a name or list that says a food of
  // lexicon/cooked.ts is cooked reads it here. The commodity multiplier is the cooked row's farm stage over the dry
  // row's: 0.443 for every grain pair, 0.429 for every pulse pair (rice noodles 0.82, millet 0.44).
  // ADR 0127: meat, poultry, offal and fish cooked, read by lexicon/cooked.ts where a product's name says so, on the
  // cooked row AGRIBALYSE pairs with the raw one. The commodity multiplier is the raw kilograms a cooked kilogram takes
  // (the raw row's farm stage over the cooked row's: 1/0.792 for beef, veal, lamb and pork, 1/0.755 for poultry, 1/0.73
  // for offal, 1/0.819 for fish). Alaska pollock has no cooked row (only a smoked one): its raw row × 1/0.819.
  { sv: ['tillagat nötkött'], en: ['cooked beef'], commodity: ['beefHerd', 1.263], climate: 'cookedBeef' },
  { sv: ['stekt nötfärs'], en: ['cooked minced beef'], commodity: ['beefHerd', 1.263], climate: 'cookedMincedBeef' },
  { sv: ['tillagat kalvkött'], en: ['cooked veal'], commodity: ['beefDairy', 1.263], climate: 'cookedVeal' },
  { sv: ['tillagad kalvfilé'], en: ['cooked veal fillet'], commodity: ['beefDairy', 1.263], climate: 'cookedVealFillet' },
  { sv: ['tillagat lammkött'], en: ['cooked lamb'], commodity: ['lamb', 1.263], climate: 'cookedLamb' },
  { sv: ['tillagat fläskkött'], en: ['cooked pork'], commodity: ['pork', 1.263], climate: 'cookedPork' },
  { sv: ['tillagad kyckling'], en: ['cooked chicken'], commodity: ['poultry', 1.325], climate: 'cookedChicken' },
  { sv: ['tillagad kalkon'], en: ['cooked turkey'], commodity: ['poultry', 1.325], climate: 'cookedTurkey' },
  { sv: ['tillagat kalkonbröst'], en: ['cooked turkey breast'], commodity: ['poultry', 1.655], climate: 'cookedTurkeyBreast' },
  // ADR 0141: duck, goose, game birds and rabbit cooked (poultry's cooking yield, as the chicken's above).
  { sv: ['tillagad anka'], en: ['cooked duck'], commodity: ['poultry', 1.325], climate: 'cookedDuck' },
  { sv: ['tillagad gås'], en: ['cooked goose'], commodity: ['poultry', 1.325], climate: 'cookedGoose' },
  { sv: ['tillagad fasan'], en: ['cooked pheasant'], commodity: ['poultry', 1.325], climate: 'cookedGameBird' },
  { sv: ['tillagad kanin'], en: ['cooked rabbit'], commodity: ['poultry', 1.325], climate: 'cookedRabbit' },
  { sv: ['tillagad oxtunga'], en: ['cooked ox tongue'], commodity: ['beefHerd', 1.082], climate: 'cookedBeefOffal' },
  { sv: ['tillagad lax'], en: ['cooked salmon'], commodity: ['fish', 1.221], allergens: ['fish'], climate: 'cookedSalmon' },
  { sv: ['tillagad torsk'], en: ['cooked cod'], commodity: ['fish', 1.221], allergens: ['fish'], climate: 'cookedCod' },
  { sv: ['tillagad alaska pollock'], en: ['cooked pollock'], commodity: ['fish', 1.221], allergens: ['fish'], climate: 'pollock', climateScale: 1.221 },
  { sv: ['tillagad sill'], en: ['cooked herring'], commodity: ['fish', 1.221], allergens: ['fish'], climate: 'cookedHerring' },
  // ADR 0136: rainbow trout baked (27014): its farm stage 1.342 of the raw farmed trout's (27008).
  { sv: ['tillagad öring'], en: ['cooked trout'], commodity: ['fish', 1.342], allergens: ['fish'], climate: 'cookedTrout' },
  { sv: ['tillagad makrill'], en: ['cooked mackerel'], commodity: ['fish', 1.221], allergens: ['fish'], climate: 'cookedMackerel' },
  { sv: ['kokt ris', 'färdigkokt ris'], en: ['cooked rice'], commodity: ['rice', 0.443], climate: 'cookedRice' },
  // ADR 0222: a rice by its grain ("långkornigt ris", "Parboiled ris långkornigt"), not the barley ("korn") inside the word.
  {
    sv: ['långkornigt ris', 'rundkornigt ris', 'kortkornigt ris', 'mellankornigt ris', 'långkornigt', 'rundkornigt', 'kortkornigt', 'mellankornigt'], en: [],
    commodity: ['rice'], climate: 'rice', asSold: ['långkornigt ris', 'rundkornigt ris'],
  },
  { sv: ['kokt quinoa'], en: ['cooked quinoa'], commodity: ['wheat', 0.443], climate: 'cookedQuinoa' },
  { sv: ['kokt bulgur'], en: ['cooked bulgur'], commodity: ['wheat', 0.443], allergens: ['gluten'], climate: 'cookedBulgur' },
  { sv: ['kokt couscous'], en: ['cooked couscous'], commodity: ['wheat', 0.443], allergens: ['gluten'], climate: 'cookedCouscous' },
  // "Matvete" names durum wheat kernels, precooked or not (AGRIBALYSE gives both rows the same figures), not the soft wheat inside the word (ADR 0224).
  { sv: ['förkokt durumvete', 'matvete'], en: ['precooked durum wheat'], commodity: ['wheat'], climate: 'precookedDurum', asSold: ['förkokt durumvete', 'matvete'] },
  { sv: ['kokt durumvete'], en: ['cooked durum wheat'], commodity: ['wheat', 0.443], climate: 'cookedDurum' },
  { sv: ['kokt pasta', 'kokt spagetti', 'kokt spaghetti', 'kokta makaroner', 'kokta nudlar'], en: ['cooked pasta', 'cooked noodles'], commodity: ['wheat', 0.443], climate: 'cookedPasta' },
  { sv: ['kokt polenta'], en: ['cooked polenta'], commodity: ['maize', 0.443], climate: 'cookedPolenta' },
  { sv: ['kokt hirs'], en: ['cooked millet'], commodity: ['maize', 0.443], climate: 'cookedMillet' },
  { sv: ['kokta risnudlar'], en: ['cooked rice noodles'], commodity: ['rice', 0.82], climate: 'cookedRiceNoodles' },
  { sv: ['kokta linser'], en: ['cooked lentils'], commodity: ['pulses', 0.429], climate: 'cookedLentils' },
  { sv: ['kokta kikärtor'], en: ['cooked chickpeas'], commodity: ['pulses', 0.429], climate: 'cookedChickpeas' },
  { sv: ['kokta vita bönor'], en: ['cooked white beans'], commodity: ['pulses', 0.429], climate: 'cookedWhiteBeans' },
  { sv: ['kokta kidneybönor'], en: ['cooked kidney beans'], commodity: ['pulses', 0.429], climate: 'cookedKidneyBeans' },
  { sv: ['kokta gula ärtor'], en: ['cooked split peas'], commodity: ['peas', 0.429], climate: 'cookedSplitPeas' },
  { sv: ['kokta mungbönor'], en: ['cooked mung beans'], commodity: ['pulses', 0.429], climate: 'cookedMungBeans' },
  { sv: ['kokta flageoletbönor'], en: ['cooked flageolet beans'], commodity: ['pulses', 0.429], climate: 'cookedFlageolets' },
  { sv: ['kokta bondbönor'], en: ['cooked broad beans'], commodity: ['pulses', 0.429], climate: 'cookedBroadBeans' },
  // ADR 0132: a potato sold boiled is AGRIBALYSE's boiled potato (4003: farm stage 0.162 kg CO2e/kg, 1.58 of its raw new
  // potato's 0.102, with a pack and carriage the loose raw potato has not), as ADR 0124 reads grains and pulses sold cooked.
  {
    sv: ['kokt potatis', 'kokta potatisar', 'färdigkokt potatis', 'färdigkokta potatisar', 'ångkokt potatis', 'potatis kokt', 'potatis färdigkokt'],
    en: ['boiled potatoes', 'cooked potatoes'],
    commodity: ['potatoes', 1.58],
    climate: 'boiledPotato',
    asSold: ['kokt potatis', 'kokta potatisar', 'färdigkokt potatis', 'färdigkokta potatisar', 'ångkokt potatis', 'potatis kokt', 'potatis färdigkokt'],
  },
  // ADR 0136: a potato sold baked is AGRIBALYSE's baked potato (4026), whose farm, pack and carriage are the boiled row's;
  // spinach sold cooked is its cooked row (20027: farm 0.137 kg CO2e/kg, 1.168 of the raw row's, with a pack).
  {
    sv: ['ugnsbakad potatis', 'ugnsbakade potatisar', 'bakad potatis', 'potatis ugnsbakad'], en: ['baked potatoes', 'baked potato'],
    commodity: ['potatoes', 1.58], climate: 'boiledPotato', asSold: ['ugnsbakad potatis', 'ugnsbakade potatisar', 'bakad potatis', 'potatis ugnsbakad'],
  },
  {
    sv: ['kokt spenat', 'spenat kokt', 'bladspenat kokt', 'kokt bladspenat'], en: ['cooked spinach'],
    commodity: ['otherVegetables', 1.168], climate: 'cookedSpinach', asSold: ['kokt spenat', 'spenat kokt', 'bladspenat kokt', 'kokt bladspenat'],
  },
  // ADR 0156: beetroot sold cooked (vacuum-packed) is its cooked row (20003: farm 0.095 kg CO2e/kg, 1.18 of the raw row's, with a pack).
  {
    sv: ['kokta rödbetor', 'rödbetor kokta', 'kokt rödbeta', 'förkokta rödbetor', 'rödbetor förkokta'], en: ['cooked beetroot'],
    commodity: ['rootVegetables', 1.18], climate: 'cookedBeetroot',
    // ADR 0220: the English name sold so too ("Cooked Beetroot 250g").
    asSold: ['kokta rödbetor', 'rödbetor kokta', 'kokt rödbeta', 'förkokta rödbetor', 'rödbetor förkokta', 'cooked beetroot'],
  },
  // ADR 0207: rice noodles and rice vermicelli named so in either language are AGRIBALYSE's dried rice noodle, not its rice.
  {
    sv: ['risnudlar', 'risvermicelli'], en: ['rice noodles', 'rice noodle', 'rice vermicelli', 'rice sticks', 'rice stick noodles'], commodity: ['rice'], climate: 'riceNoodles',
    asSold: ['risnudlar', 'risvermicelli', 'rice noodles', 'rice noodle', 'rice vermicelli', 'rice sticks', 'rice stick noodles'],
  },
  // Capers, not rice (the rice word ends "kapris"); AGRIBALYSE has no caper row, so the vegetables' reference.
  { sv: ['kapris'], en: ['capers'], commodity: ['otherVegetables'] },
  { sv: ['polenta', 'majsgryn'], en: ['polenta'], commodity: ['maize'], climate: 'polenta', asSold: ['polenta', 'majsgryn'] },
  // Wax and runner beans are green beans (the same pods; AGRIBALYSE's wax- and flat-bean rows carry 7.3 m³ world-eq per kg), not dry beans.
  { sv: ['brytbönor', 'skärbönor'], en: ['runner bean'], commodity: ['otherVegetables'], climate: 'greenBeans', asSold: ['brytbönor', 'skärbönor'] },
  { sv: ['hirsmjöl'], en: ['millet flour'], commodity: ['maize'], climate: 'milletFlour', asSold: ['hirsmjöl'] },
  { sv: ['regnbågslax'], en: [], commodity: ['fish'], climate: 'trout', asSold: ['regnbågslax', 'regnbågslaxfilé'] },
  { sv: ['blåmusslor'], en: [], commodity: ['fish'], climate: 'mussels' },
  // ADR 0220: the edible crab by its Swedish names ("krabbtaska", Cancer pagurus), not the prawn its stem had reached.
  {
    sv: ['krabba', 'krabbtaska', 'krabbtaskor', 'krabbtaskar', 'krabbkött', 'krabbklor'], en: [], commodity: ['prawns'], climate: 'crab',
    asSold: ['krabbtaska', 'krabbtaskor', 'krabbtaskar', 'krabbkött', 'krabbklor'],
  },
  { sv: ['kammusslor', 'pilgrimsmusslor', 'pilgrimsmussla'], en: [], commodity: ['fish'], climate: 'scallops' },
  // ADR 0132: a turkey's breast or fillet is AGRIBALYSE's turkey escalope (36304), its breast cut, 1.25 of the turkey
  // meat row's farm stage (5.18 against 4.14 kg CO2e/kg), as "kycklingfilé" is the chicken's breast fillet.
  { sv: ['kalkonbröst', 'kalkonbröstfilé', 'kalkonfilé', 'kalkonbröstfiléer', 'kalkonfiléer'], en: ['turkey breast', 'turkey fillet'], commodity: ['poultry', 1.25], climate: 'turkeyBreast', asSold: ['kalkonbröst', 'kalkonbröstfilé', 'kalkonfilé'] },
  { sv: ['anka'], en: [], anchor: 'word', commodity: ['poultry', 1], climate: 'duck' },
  // Duck meat by its compounds ("ankkött 10 %", "andbröst"): without them "kött" alone was read, as meat in general (pork).
  { sv: ['ankbröst', 'ankkött', 'andkött', 'ankfilé', 'ankbröstfilé', 'andbröst'], en: ['duck', 'duck meat', 'duck breast'], commodity: ['poultry'], climate: 'duck' },
  { sv: ['kalvkött'], en: [], commodity: ['beefDairy'], climate: 'veal' },
  { sv: ['sidfläsk'], en: ['pork belly'], commodity: ['pork'], climate: 'porkBelly', asSold: ['sidfläsk'] },
  // ADR 0126: the pig's by-products and cured hams by AGRIBALYSE's own rows; the multiplier is the row's farm stage over
  // the raw pork row's (trotters 2.27 / 6.80, a by-product's allocation; dry-cured ham 14.58 / 6.80 and cured raw ham
  // 11.67 / 6.80, the water the ham loses drying).
  { sv: ['grisfötter', 'grisfot', 'grisfossingar'], en: ['pork trotters', "pig's trotters", 'pig trotters'], commodity: ['pork', 0.33], climate: 'porkTrotters', asSold: ['grisfötter', 'grisfot'] },
  // ADR 0180: a coppa (capocollo, the dry-cured neck) is AGRIBALYSE's coppa, 28850, the same inventory as its jambon sec.
  {
    sv: ['serranoskinka', 'parmaskinka', 'prosciutto', 'jamón serrano', 'jamon serrano', 'pancetta', 'prosciutto crudo', 'coppa', 'capocollo'],
    en: ['serrano ham', 'parma ham', 'dry-cured ham', 'dry cured ham', 'air-dried ham', 'air dried ham'],
    commodity: ['pork', 2.14], climate: 'dryCuredHam',
    asSold: ['serranoskinka', 'parmaskinka', 'prosciutto', 'jamón serrano', 'jamon serrano', 'pancetta', 'coppa', 'capocollo', 'serrano ham', 'parma ham', 'dry-cured ham', 'dry cured ham', 'air-dried ham', 'air dried ham'],
  },
  // ADR 0132: "rå skinka" in two words ("Rökt rå skinka") is the same cured raw ham; read without it, the ham was
  // the pork it is made from, without the water it loses drying.
  { sv: ['lufttorkad skinka', 'råskinka', 'rå skinka'], en: ['cured ham'], commodity: ['pork', 1.72], climate: 'curedHam', asSold: ['lufttorkad skinka', 'råskinka', 'rå skinka'] },
  // ADR 0126: a farmed fish and a roasted root that had no word ("karp" as a whole word: "skarpsill" is a sprat).
  // ADR 0192: pollack (Pollachius pollachius) by AGRIBALYSE's own row, not the Alaska pollock or the saithe.
  { sv: ['lyrtorsk', 'lyrtorskfilé', 'pollachius pollachius'], en: ['pollack'], anchor: 'edge', commodity: ['fish'], allergens: ['fish'], climate: 'pollack', asSold: ['lyrtorsk', 'lyrtorskfilé'] },
  // ADR 0192: popcorn is popped maize grain, not the starch the bare commodity is counted as.
  { sv: ['popcorn', 'popcornmajs'], en: ['popping corn'], commodity: ['maize'], climate: 'maizeGrain', asSold: ['popcornmajs', 'popping corn'] },
  { sv: ['karp', 'karpfilé'], en: ['carp'], anchor: 'word', commodity: ['fish'], climate: 'carp', asSold: ['karp', 'karpfilé'] },
  // ADR 0208: an English instant chicory, soluble or powdered, is the powder, not the endive "chicory" names alone.
  {
    sv: ['cikoria', 'cikoriarot', 'cikoriapulver'], en: ['chicory root', 'soluble chicory', 'instant chicory', 'chicory powder'], anchor: 'end', commodity: ['rootVegetables'], climate: 'chicoryPowder',
    asSold: ['cikoria', 'cikoriapulver', 'soluble chicory', 'instant chicory', 'chicory powder'],
  },
  // ADR 0233: pork back fat is AGRIBALYSE's pork fat, not the pork cut its first word names. ADR 0280: "svinfett" (set 217's
  // lard) and "pork dripping" are the same fat by other names. "Grisfett" and "fläskfett" stay pork: in a pâté or a blood
  // pudding they stand where AGRIBALYSE's recipes have meat (set 133's liver pâté would go from ×0.66 to ×0.44).
  { sv: ['späck', 'ister', 'svinfett'], en: ['lard', 'pork fat', 'pork back fat', 'back fat', 'pork dripping'], commodity: ['pork'], climate: 'porkFat' },
  { sv: ['getost'], en: ['goats cheese', "goat's cheese", "goats' cheese", 'goat cheese'], commodity: ['cheese'], climate: 'goatCheese', asSold: ['getost'] },
  // ADR 0136: tomme (and the fresh tomme of aligot) is a cow's-milk cheese: AGRIBALYSE's tomme (12758, 5.66) is within 3 % of the cheese row.
  { sv: ['tomme', 'tomme fraîche', 'färsk tomme'], en: ['tomme', 'tomme fraîche'], anchor: 'word', commodity: ['cheese'], allergens: ['milk'], climate: 'cheese', asSold: ['tomme'] },
  // ADR 0136: andouille and andouillette (chitterling sausages, 8500/8550: 15.7 kg CO2e/kg) by their own row, not plain pork.
  { sv: ['andouille', 'andouillette'], en: ['andouille', 'andouillette', 'chitterling sausage'], commodity: ['pork'], category: { tags: ['meatOrFish'] }, climate: 'andouille', asSold: ['andouille', 'andouillette'] },
  // Goat's and sheep's milk and sheep's cheese by their own rows, not cow's (ADR 0117); in a cheese the milk takes its animal's cheese.
  { sv: ['getmjölk'], en: ["goat's milk", "goats' milk", 'goat milk', 'goats milk'], commodity: ['milk'], allergens: ['milk'], climate: 'goatMilk', asSold: ['getmjölk'] },
  { sv: ['fårost'], en: [], commodity: ['cheese'], climate: 'sheepCheese', asSold: ['fårost'] },
  { sv: ['fetaost'], en: [], commodity: ['cheese'], climate: 'feta' },
  // ADR 0211: an English name says a condensed milk is sold as such too.
  {
    sv: ['kondenserad mjölk', 'sötad kondenserad mjölk'], en: ['condensed milk'], commodity: ['milk', 2.4], climate: 'condensedMilk',
    asSold: ['kondenserad mjölk', 'sötad kondenserad mjölk', 'condensed milk', 'sweetened condensed milk'],
  },
  { sv: ['purjolök', 'purjo'], en: ['leek'], commodity: ['onions'], climate: 'leek' },
  { sv: ['belugalinser'], en: ['lentil'], commodity: ['pulses'], climate: 'lentils' },
  { sv: ['kikärtsmjöl'], en: ['chickpea', 'gram flour', 'chickpea flour'], commodity: ['pulses'], climate: 'chickpeas' },
  { sv: [], en: ['pear'], commodity: ['apples'], climate: 'pears' },
  { sv: [], en: ['blueberry'], commodity: ['berries'], climate: 'blueberries' },
  { sv: [], en: ['raspberry'], commodity: ['berries'], climate: 'raspberries' },
  { sv: [], en: ['grape'], commodity: ['berries'], climate: 'grapes' },
  { sv: [], en: ['raisin', 'sultana'], commodity: ['berries', 4], climate: 'raisins' },
  { sv: [], en: ['orange juice'], commodity: ['citrus'], climate: 'orangeJuice' },
  { sv: [], en: ['lemon juice', 'lime juice'], commodity: ['citrus'], climate: 'lemonJuice' },
  { sv: [], en: ['spinach'], commodity: ['otherVegetables'], climate: 'spinach' },
  { sv: [], en: ['cucumber'], commodity: ['otherVegetables'], climate: 'cucumber' },
  // ADR 0196: every colour of sweet pepper; "pepper" alone is the spice.
  {
    sv: [], en: ['bell pepper', 'red pepper', 'green pepper', 'yellow pepper', 'orange pepper', 'sweet pepper', 'mixed peppers', 'romano pepper', 'pointed pepper', 'capsicum'],
    commodity: ['otherVegetables'], climate: 'sweetPepper',
  },
  { sv: [], en: ['sesame seed'], commodity: ['nuts'], climate: 'sesameSeed' },
  { sv: [], en: ['cashew nut'], commodity: ['nuts'], climate: 'cashews' },
  { sv: [], en: ['chicken breast'], commodity: ['poultry'], climate: 'chicken' },
  { sv: [], en: ['minced beef', 'beef mince', 'steak mince'], commodity: ['beefHerd'], climate: 'mincedBeef' },
  // ADR 0146: words the peer sets' lists held that no vocabulary knew, each read at the class's figure or the list's mean.
  // Prepared foods named as one ingredient without a bracket, by AGRIBALYSE's own rows of them ("majonnäs" is its
  // mayonnaise, the mayonnaise class's row); the flavourings and colours are additives, a soft cheese is mozzarella's
  // kin, lemongrass a vegetable.
  { sv: ['majonnäs', 'majonäs'], en: ['mayonnaise'], commodity: ['rapeseedOil', 0.75], climate: 'classMayonnaise' },
  { sv: ['bechamel', 'béchamel'], en: ['bechamel', 'béchamel', 'bechamel sauce', 'béchamel sauce'], commodity: ['milk'], climate: 'bechamelSauce' },
  { sv: ['baguette'], en: ['baguette'], commodity: ['wheat'], allergens: ['gluten'], climate: 'baguette' },
  // ADR 0283: a flammkuchen's thin base is the same bread dough (it had been lamb, the "lamm" inside "flammkuchen").
  {
    sv: ['pizzadeg', 'pizzabotten', 'pizzabottnar', 'flammkuchendeg', 'flammkuchenbotten', 'flammkuchenbottnar'], en: ['pizza dough', 'pizza base'],
    commodity: ['wheat'], allergens: ['gluten'], climate: 'pizzaDough', asSold: ['pizzadeg', 'pizzabotten', 'pizzabottnar'],
  },
  // ADR 0283: grissini are breadsticks of wheat, not the pork ("gris") they begin with.
  { sv: ['grissini'], en: ['grissini'], commodity: ['wheat'], allergens: ['gluten'] },
  { sv: ['margarin', 'bakmargarin'], en: ['margarine'], commodity: ['rapeseedOil', 0.8], climate: 'margarine' },
  { sv: ['vanillin', 'etylvanillin'], en: ['vanillin', 'ethyl vanillin'], commodity: ['additive'] },
  { sv: ['annatto'], en: [], commodity: ['additive'] },
  { sv: ['burrata'], en: ['burrata'], commodity: ['cheese'], climate: 'mozzarella' },
  { sv: ['citrongräs'], en: ['lemongrass', 'lemon grass'], commodity: ['otherVegetables'] },
  { sv: [], en: ['wholewheat'], commodity: ['wheat'], allergens: ['gluten'] },
  // ADR 0147: sauces, spreads, doughs and sausages named as one ingredient, by AGRIBALYSE's rows of them. "Pastasås" is
  // a tomato sauce, not pasta; a sausage ("falukorv", "prinskorv") is the sausage class's frankfurter.
  { sv: ['tomatsås', 'pastasås', 'pizzasås'], en: ['tomato sauce', 'pasta sauce', 'pizza sauce'], commodity: ['tomatoes'], climate: 'tomatoSauce' },
  { sv: ['gräddsås'], en: ['cream sauce'], commodity: ['milk'], climate: 'creamSauce' },
  { sv: ['pesto'], en: ['pesto'], commodity: ['otherVegetables'], climate: 'pesto' },
  { sv: ['bearnaise', 'béarnaise'], en: ['bearnaise', 'béarnaise'], commodity: ['milk', 3], climate: 'bearnaiseSauce' },
  { sv: ['hollandaise'], en: ['hollandaise'], commodity: ['milk', 3], climate: 'hollandaiseSauce' },
  { sv: ['grillsås', 'barbecuesås', 'bbq-sås'], en: ['barbecue sauce', 'bbq sauce'], commodity: ['tomatoes'], climate: 'barbecueSauce' },
  { sv: ['vinägrett', 'dressing'], en: ['vinaigrette', 'dressing'], commodity: ['rapeseedOil', 0.6], climate: 'vinaigrette' },
  { sv: ['remoulad', 'tartarsås'], en: ['tartare sauce', 'tartar sauce', 'remoulade'], commodity: ['rapeseedOil', 0.7], climate: 'tartareSauce' },
  { sv: ['tzatziki'], en: ['tzatziki'], commodity: ['milk'], climate: 'yoghurtSauce' },
  { sv: ['hummus', 'hummous'], en: ['hummus', 'houmous'], commodity: ['pulses'], climate: 'hummus' },
  { sv: ['guacamole'], en: ['guacamole'], commodity: ['otherFruit'], climate: 'guacamole' },
  { sv: ['harissa'], en: ['harissa'], commodity: ['otherVegetables'], climate: 'harissa' },
  // Doughs and breads of wheat named without a bracket declare its gluten (ADR 0154); a puff pastry, the butter its name says.
  // ADR 0217: the doughs' English names say they are sold as such too ("Ready Rolled Puff Pastry 320g").
  { sv: ['mördeg', 'pajdeg', 'pajbotten'], en: ['shortcrust pastry', 'shortcrust'], commodity: ['wheat'], allergens: ['gluten'], climate: 'shortcrustPastry', asSold: ['mördeg', 'pajdeg', 'shortcrust pastry'] },
  // ADR 0154: puff pastry is AGRIBALYSE's raw puff pastry, not the butter ("smör") its word begins with; filo its filo dough.
  { sv: ['smördeg', 'smördegsplattor', 'smördegsplatta'], en: ['puff pastry'], commodity: ['wheat'], allergens: ['gluten', 'milk'], climate: 'puffPastry', asSold: ['smördeg', 'smördegsplattor', 'puff pastry'] },
  { sv: ['filodeg', 'filodegsark', 'yufka'], en: ['filo pastry', 'phyllo pastry', 'filo dough'], commodity: ['wheat'], allergens: ['gluten'], climate: 'filoPastry', asSold: ['filodeg', 'filo pastry', 'phyllo pastry'] },
  { sv: ['tortilla', 'vetetortilla'], en: ['tortilla', 'wheat tortilla'], commodity: ['wheat'], climate: 'wheatTortilla' },
  { sv: ['tortillachips', 'majschips'], en: ['tortilla chips', 'corn chips'], commodity: ['maize'], climate: 'tortillaChips' },
  { sv: ['kola'], en: ['toffee', 'caramel pieces'], anchor: 'start', commodity: ['beetSugar'], climate: 'softCaramel' },
  { sv: ['korv', 'bratwurst', 'kabanoss'], en: ['bratwurst', 'frankfurter'], anchor: 'end', commodity: ['pork'], climate: 'classSausage' },
  { sv: ['shiitake'], en: ['shiitake'], commodity: ['otherVegetables'], climate: 'mushrooms' },
  // ADR 0150: cultivated mushrooms on AGRIBALYSE's marinated mushrooms (their farm stage is the mushrooms);
  // mushrooms picked in the wild on its one raw mushroom row, the morel, grown on nothing and heated by nothing.
  {
    sv: ['champinjoner', 'champinjon', 'portabellosvamp', 'portobellosvamp', 'kastanjechampinjoner', 'enokisvamp', 'ostronsvamp'],
    en: ['mushroom', 'button mushrooms', 'portobello mushrooms', 'chestnut mushrooms', 'enoki'],
    commodity: ['otherVegetables'],
    climate: 'mushrooms',
    asSold: ['champinjoner', 'champinjon'],
  },
  {
    sv: ['kantareller', 'kantarell', 'trattkantareller', 'trattkantarell', 'karljohansvamp', 'karl johan', 'stensopp', 'skogssvamp'],
    en: ['chanterelles', 'chanterelle', 'porcini', 'ceps', 'wild mushrooms'],
    commodity: ['otherVegetables'],
    climate: 'morels',
    asSold: ['kantareller', 'trattkantareller'],
  },
  // A mushroom sauce is mostly its cream and stock: AGRIBALYSE's mushroom sauce, not the mushrooms (ADR 0150).
  { sv: ['svampsås', 'champinjonsås', 'kantarellsås', 'svampgräddsås'], en: ['mushroom sauce'], commodity: ['milk'], climate: 'mushroomSauce' },
  { sv: ['worcestershiresås', 'tabasco'], en: ['worcestershire sauce', 'tabasco'], commodity: ['additive'] },
  // ADR 0148: words a set of 240 Swedish labels held that nothing read.
  { sv: ['sackaros'], en: ['sucrose'], commodity: ['beetSugar'], climate: 'beetSugar' },
  { sv: ['nypon'], en: ['rosehip', 'rose hip'], commodity: ['otherFruit'] },
  { sv: ['sherry'], en: ['sherry'], commodity: ['wine'] },
  // Smoke, cultures and moulds, casings, coatings, colours and seasoning mixes are additives to the climate model.
  { sv: ['ytmögel', 'vitmögel', 'blåmögel', 'ädelmögel', 'mögelkultur', 'lakrits', 'psyllium', 'polyvinylacetat', 'sandelträ', 'garam masala', 'örter'], en: ['garam masala', 'psyllium'], commodity: ['additive'] },
  // ADR 0148: words a set of 120 UK labels held that nothing read. Mycoprotein has no AGRIBALYSE row: it is read as the
  // plant-protein patty the plant-protein class is, the nearest product of a fermented or plant protein.
  { sv: ['mykoprotein'], en: ['mycoprotein'], commodity: ['tofu'], climate: 'classPlantProtein' },
  { sv: [], en: ['treacle'], commodity: ['caneSugar'] },
  // ADR 0216: molasses, and the black treacle British shops sell beside it, by AGRIBALYSE's cane molasses row (31067).
  {
    sv: ['melass', 'sockerrörsmelass'], en: ['molasses', 'cane molasses', 'blackstrap molasses', 'black treacle'], commodity: ['beetSugar'], climate: 'caneMolasses',
    asSold: ['melass', 'sockerrörsmelass', 'molasses', 'cane molasses', 'blackstrap molasses', 'black treacle'],
  },
  { sv: [], en: ['currant'], commodity: ['berries', 4], climate: 'raisins' },
  { sv: [], en: ['mixed peel'], commodity: ['citrus'] },
  {
    sv: ['stjärnanis', 'kassia', 'muskotblomma'], en: ['clove', 'allspice', 'star anise', 'cassia', 'cardamom', 'mace', 'rosemary', 'mint', 'oligofructose', 'nitrous oxide'],
    commodity: ['additive'],
  },
  // A drink's caffeine and taurine and a gum's base are additives to the climate model, as its sweeteners are.
  { sv: ['koffein', 'taurin', 'gummibas'], en: ['caffeine', 'taurine', 'gum base'], commodity: ['additive'] },
];

type Language = 'sv' | 'en';
const names = (c: Concept, lang: Language) => (lang === 'sv' ? c.sv : c.en);
/** English names take each vocabulary's default anchor (whole words); Swedish ones the entry's. */
const anchorOf = (lang: Language, sv: Anchor | undefined): Anchor | undefined => (lang === 'sv' ? sv : undefined);

/** The ingredient-table rows the concepts give: [term, commodity, multiplier?]. */
export const commodityRows = (lang: Language) =>
  CONCEPTS.flatMap((c) => (c.commodity ? names(c, lang).map((t) => [t, c.commodity![0], c.commodity![1], anchorOf(lang, c.anchor)] as const) : []));

export const allergenRows = (lang: Language): TermRow<readonly AllergenId[]>[] =>
  CONCEPTS.flatMap((c) => (c.allergens ? names(c, lang).map((t): TermRow<readonly AllergenId[]> => [t, c.allergens!, anchorOf(lang, c.allergenAnchor ?? c.anchor)]) : []));

export const markerRows = (lang: Language): TermRow<Marker>[] =>
  CONCEPTS.flatMap((c) => (c.marker !== undefined ? names(c, lang).map((t): TermRow<Marker> => [t, c.marker!, anchorOf(lang, c.anchor)]) : []));

export const culinaryRows = (lang: Language): TermRow<boolean>[] =>
  CONCEPTS.flatMap((c) => (c.culinary ? names(c, lang).map((t): TermRow<boolean> => [t, true, anchorOf(lang, c.culinary!.sv)]) : []));

export const culinaryCategoryRows = (lang: Language): TermRow<2 | 3 | 0>[] =>
  CONCEPTS.flatMap((c) => (c.culinaryCategory ? names(c, lang).map((t): TermRow<2 | 3 | 0> => [t, 2, anchorOf(lang, c.culinaryCategory!.sv)]) : []));

export const categoryRows = (lang: Language): Row[] =>
  CONCEPTS.flatMap((c) => (c.category ? names(c, lang).map((t): Row => [t, c.category!.tags, anchorOf(lang, c.category!.sv)]) : []));

/** The names that say a product is a food as sold, and the food's climate reference. */
export const asSoldRows = (): (readonly [name: string, key: ClimateReferenceKey])[] =>
  CONCEPTS.flatMap((c) => {
    const key = c.asSoldClimate ?? c.climate;
    return c.asSold && key ? c.asSold.map((n) => [n, key] as const) : [];
  });

/** Each name (Swedish and English) of a concept with a climate reference, and that reference. */
export const climateTermRows = (): (readonly [term: string, key: ClimateReferenceKey])[] =>
  CONCEPTS.flatMap((c) => (c.climate ? [...c.sv, ...c.en].map((t) => [t, c.climate!] as const) : []));

/** Each name of a concept with a climate scale (ADR 0118), and that scale. */
export const climateTermScaleRows = (): (readonly [term: string, scale: number])[] =>
  CONCEPTS.flatMap((c) => (c.climateScale !== undefined ? [...c.sv, ...c.en].map((t) => [t, c.climateScale!] as const) : []));

/**
 * ADR 0216: a tomato purée that makes up half or more of its list, by its declared share, is the sieved purée
 * AGRIBALYSE's canned tomato purée describes (read as "passata"), not the concentrate. The word names both: Codex Stan
 * 57-1981 calls a tomato concentrate of 7 to 24 % soluble solids a purée and one of 24 % or more a paste, and Swedish
 * and British shelves sell the paste as "tomatpuré" and "tomato purée". A pizza sauce of 60 % purée is the first.
 */
const SIEVED_AT_MAJOR_SHARE = new Map<string, string>([
  ['tomatpuré', 'passata'], ['tomatpure', 'passata'], ['tomato puree', 'passata'], ['tomato purée', 'passata'],
]);
/** The declared share, in percent of the product, from which a purée is read as sieved (ADR 0216). */
export const SIEVED_PUREE_MIN_PERCENT = 50;
/** The term a purée term is read as when it makes up half the list or more; null for any other term. */
export const sievedTermOf = (term: string): string | null => SIEVED_AT_MAJOR_SHARE.get(term) ?? null;

const BREWED_AS = new Map<string, string>(CONCEPTS.flatMap((c) => (c.brewedAs ? [...c.sv, ...c.en].map((t) => [t, c.brewedAs!] as const) : [])));
const MADE_IN_WATER = new Set<string>(CONCEPTS.flatMap((c) => (c.madeInWater ? [...c.sv, ...c.en] : [])));

/**
 * ADR 0134: the most, in percent of a drink made on water, the dry leaves a term names can take: a drink is no stronger
 * than the brewed row they are read at, which holds 1/scale of them (tea: ISO 3103's 2 g per 100 ml, so 2 %). Null for
 * a term not read at a brewed row's scale.
 */
const BREWED_LEAF_MAX_PERCENT = new Map<string, number>(
  CONCEPTS.flatMap((c) => (c.brewedAs && c.climateScale !== undefined ? [...c.sv, ...c.en].map((t) => [t, 100 / c.climateScale!] as const) : [])),
);
export const brewedLeafMaxPercent = (term: string): number | null => BREWED_LEAF_MAX_PERCENT.get(term) ?? null;

/** The name of the brewed form of the dry food a vocabulary term names (ADR 0118); null for any other term. */
export const brewedTermOf = (term: string): string | null => BREWED_AS.get(term) ?? null;
/** The vocabulary term names a food made in water (brewed coffee, a ready stock: ADR 0118). */
export const isMadeInWater = (term: string): boolean => MADE_IN_WATER.has(term);

const STOCKS: ReadonlySet<string> = new Set(['beefStock', 'poultryStock', 'vegetableStock']);
const STOCK_TERMS = new Set<string>(CONCEPTS.flatMap((c) => (c.climate !== undefined && STOCKS.has(c.climate) ? [...c.sv, ...c.en] : [])));
/** The vocabulary term names a stock ("buljong", "nötbuljong", "fish stock"). */
export const isStockTerm = (term: string): boolean => STOCK_TERMS.has(term);

const MILK_BASE_TERMS = new Set<string>(CONCEPTS.flatMap((c) => (c.dairyRole === 'milkBase' ? [...c.sv, ...c.en] : [])));
const MILK_SOLIDS_TERMS = new Set<string>(CONCEPTS.flatMap((c) => (c.dairyRole === 'milkSolids' ? [...c.sv, ...c.en] : [])));
/** The vocabulary term names a milk base: a liquid milk or a fresh dairy made from one ("skummjölk", "yogurt", ADR 0194). */
export const isMilkBaseTerm = (term: string): boolean => MILK_BASE_TERMS.has(term);
/** The vocabulary term names a dried milk solid ("skummjölkspulver", "milk protein", ADR 0194). */
export const isMilkSolidsTerm = (term: string): boolean => MILK_SOLIDS_TERMS.has(term);

const FRESH_CHEESE_TERMS = new Set<string>(CONCEPTS.flatMap((c) => (c.freshCheese ? [...c.sv, ...c.en] : [])));
/** The vocabulary term names an unripened cheese ("kvarg", "cottage cheese", ADR 0195). */
export const isFreshCheeseTerm = (term: string): boolean => FRESH_CHEESE_TERMS.has(term);

const SOURCE_IN_BRACKET_TERMS = new Set<string>(CONCEPTS.flatMap((c) => (c.sourceInBracket ? [...c.sv, ...c.en] : [])));
/** The vocabulary term names a by-product whose bracket is its source ("gelatine (beef)", ADR 0194). */
export const namesSourceInBracket = (term: string): boolean => SOURCE_IN_BRACKET_TERMS.has(term);

const RISKS_BY_TERM = new Map<string, readonly Risk[]>(CONCEPTS.flatMap((c) => (c.risks ? [...c.sv, ...c.en].map((t) => [t, c.risks!] as const) : [])));
const NO_RISKS: readonly Risk[] = [];

/** The risks of the concept a vocabulary term names (none for a term of no such concept). */
export const risksOfTerm = (term: string): readonly Risk[] => RISKS_BY_TERM.get(term) ?? NO_RISKS;
