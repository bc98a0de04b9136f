import type { CommodityKey } from '../data/commodities.js';

/**
 * Ingredient vocabulary (Swedish and English) mapped to Poore & Nemecek commodity rows.
 * Our own work: ordinary food words, not copied from any taxonomy.
 *
 * Row: [term, commodity, multiplier?, anchor?]. The multiplier converts a concentrated
 * ingredient to kg of the raw commodity by dry-matter ratio (e.g. whole-milk powder ≈ 97 % DM
 * vs. milk ≈ 12.5 % DM → 7.8), the physico-chemical approach used for dairy co-products.
 * Swedish terms match anywhere in a compound unless an anchor says otherwise; English terms
 * match whole words (plurals included).
 */
export type TermRow = readonly [term: string, key: CommodityKey, multiplier?: number, anchor?: 'any' | 'start' | 'end' | 'edge' | 'word'];

/**
 * Provenance of this table (no code reads it; kept as the record of where the terms come from):
 * - source: Project vocabulary (own work); dry-matter ratios from standard food composition values
 * - year: 2026
 * - licence: Same as the project
 * - url: docs/methodology.md
 */

// Words other vocabularies also know (vete, torsk, mandel …) are entries of lexicon/concepts.ts.
export const SWEDISH_TERMS: readonly TermRow[] = [
  // cereals
  ['grahamsmjöl', 'wheat'],
  ['durumvete', 'wheat'],
  ['rågsikt', 'wheat'], ['mjöl', 'wheat'], ['vetegroddar', 'wheat'],
  ['vetestärkelse', 'wheat'], ['vetemalt', 'wheat'],
  ['bröd', 'wheat'],
  ['surdeg', 'wheat'], ['rågsurdeg', 'wheat'],
  ['glukos-fruktossirap', 'maize'], ['fruktos-glukossirap', 'maize'],
  ['kornmjöl', 'barley'],
  ['maltextrakt', 'barley'], ['maltsirap', 'barley'], ['kornflingor', 'barley'],
  ['havremjöl', 'oats'],
  ['havreflingor', 'oats'], ['havrefiber', 'oats'], ['fullkornshavre', 'oats'],
  ['rismjöl', 'rice'], ['koji', 'rice'],
  ['fullkornsris', 'rice'], ['risstärkelse', 'rice'], ['rissirap', 'rice'], ['risflingor', 'rice'],
  ['riskakor', 'rice'], ['arborioris', 'rice'],
  // tubers
  ['potatisflingor', 'potatoes', 5], ['potatismjöl', 'potatoes', 5], ['torkad potatis', 'potatoes', 5], ['potatispulver', 'potatoes', 5],
  ['potatisstärkelse', 'potatoes', 5], ['potatisfiber', 'potatoes', 5],
  ['tapioka', 'cassava'], ['tapiokastärkelse', 'cassava'],
  // sugars
  ['betsocker', 'beetSugar'], ['florsocker', 'beetSugar'],
  ['pärlsocker', 'beetSugar'], ['farinsocker', 'beetSugar'], ['ljus sirap', 'beetSugar'],
  ['mörk sirap', 'beetSugar'], ['invertsockersirap', 'beetSugar'],
  ['sockerlag', 'beetSugar'], ['råsocker', 'caneSugar'],
  ['muscovado', 'caneSugar'], ['muscovadosocker', 'caneSugar'], ['demerara', 'caneSugar'],
  ['kokossocker', 'caneSugar'], ['fruktos', 'maize'],
  // legumes
  ['ärter', 'peas'], ['gröna ärtor', 'peas'], ['ärtprotein', 'peas'],
  ['ärtproteinisolat', 'peas', 4], ['ärtmjöl', 'peas'], ['ärtstärkelse', 'peas'], ['ärtfiber', 'peas'],
  ['bönor', 'pulses'],
  ['lupinmjöl', 'pulses'],
  ['sojamjöl', 'tofu'], ['sojasås', 'tofu'],
  ['sojaproteinisolat', 'tofu', 4],
  ['sojamjölk', 'soyMilk'],
  // nuts and seeds
  ['mandelmjöl', 'nuts'],
  ['kokosflingor', 'otherFruit', 3],
  ['hampfrön', 'nuts'],
  // oils and fats
  ['rapsolja', 'rapeseedOil'], ['raps', 'rapeseedOil'], ['solros', 'sunflowerOil', 1, 'word'], ['rybsolja', 'rapeseedOil'], ['vegetabilisk olja', 'rapeseedOil'],
  ['vegetabiliska oljor', 'rapeseedOil'], ['solrosolja', 'sunflowerOil'],
  ['extra jungfruolja', 'oliveOil'], ['jungfruolja', 'oliveOil'], ['oliver', 'otherFruit'],
  ['palmolja', 'palmOil'], ['palmfett', 'palmOil'], ['palmkärnolja', 'palmOil'], ['palmkärnfett', 'palmOil'],
  ['vegetabiliskt fett', 'palmOil'], ['vegetabiliska fetter', 'palmOil'], ['sheafett', 'palmOil'], ['shea', 'palmOil', 1, 'word'],
  ['sojaolja', 'soybeanOil'],
  // vegetables
  ['tomat', 'tomatoes'], ['tomater', 'tomatoes'],
  ['krossade tomater', 'tomatoes'],
  ['körsbärstomater', 'tomatoes'], ['tomatketchup', 'tomatoes', 2],
  ['rödlök', 'onions'],
  ['salladslök', 'onions'],
  ['savojkål', 'brassicas'],
  ['surkål', 'brassicas'],
  ['ramslök', 'onions'], ['oliv', 'otherFruit'],
  // fruit
  ['citrusfibrer', 'citrus'],
  ['bananpuré', 'bananas'],
  ['äppel', 'apples'],
  ['äppelpuré', 'apples'],
  ['jordgubb', 'berries'],
  ['lingon', 'berries'],
  ['hjortron', 'berries'], ['aronia', 'berries'], ['havtorn', 'berries'],
  ['fläder', 'berries'],
  ['vitt vin', 'wine'],
  ['fruktkoncentrat', 'otherFruit', 4],
  // stimulants
  ['kaffebönor', 'coffee'],
  ['fettreducerat kakaopulver', 'chocolate'], ['kakaonibs', 'chocolate'],
  // meat
  ['oxkött', 'beefHerd'], ['oxfilé', 'beefHerd'],
  ['högrev', 'beefHerd'], ['entrecote', 'beefHerd'], ['nötfett', 'beefHerd'],
  // ADR 0134: beef cuts by their Swedish names; AGRIBALYSE's raw cheek (6140) has the raw steak's figures (6201).
  ['oxkind', 'beefHerd'], ['nötkind', 'beefHerd'], ['oxsvans', 'beefHerd'], ['fransyska', 'beefHerd'], ['innanlår', 'beefHerd'],
  ['ytterlår', 'beefHerd'], ['flankstek', 'beefHerd'], ['oxbringa', 'beefHerd'], ['nötbringa', 'beefHerd'],
  ['kalvfond', 'beefDairy', 0.1], ['får', 'lamb', 1, 'word'],
  ['gris', 'pork'],
  ['fläskfärs', 'pork'], ['fläskfilé', 'pork'],
  ['svål', 'pork'],
  ['blandfärs', 'pork'],
  ['kycklingkött', 'poultry'],
  ['fågel', 'poultry'],
  ['kycklingfond', 'poultry', 0.1],
  // dairy (multipliers: dry matter relative to whole milk, 12.5 %)
  ['kärnmjölk', 'milk'],
  ['hårdost', 'cheese'],
  ['parmigiano reggiano', 'cheese'],
  ['ostpulver', 'cheese'], ['smältost', 'cheese'], ['västerbottensost', 'cheese'],
  ['prästost', 'cheese'], ['herrgårdsost', 'cheese'],
  // eggs
  ['hönsägg', 'eggs'], ['äggvita', 'eggs'],
  ['pastöriserat ägg', 'eggs'],
  // seafood
  ['fiskbuljong', 'fish', 0.05], ['fisksås', 'fish', 0.3], ['fiskgelatin', 'additive'],
  ['räka', 'prawns'], ['räkbuljong', 'prawns', 0.05], ['kräftor', 'prawns'],
  // Shellfish and roe by their label names, and compound stems ("krabbklor", "kräftstjärtar");
  // molluscs sit on the fish row (Poore & Nemecek have none of their own).
  ['kräftstjärtar', 'prawns'], ['langustin', 'prawns'],
  ['snäckor', 'fish'],
  // Dairy, wheat and seed products known by their own names.
  // zero-impact classes
  ['vatten', 'water'], ['kolsyrat vatten', 'water'],
  ['is', 'water', 1, 'word'], ['koldioxid', 'additive'], ['kolsyra', 'additive'],
  ['havssalt', 'salt'], ['jodberikat salt', 'salt'], ['koksalt', 'salt'], ['saltlake', 'salt'],
  ['kaliumklorid', 'salt'], ['natriumklorid', 'salt'],
  ['stabiliseringsmedel', 'additive'],
  ['antioxidationsmedel', 'additive'], ['surhetsreglerande medel', 'additive'],
  ['arom', 'additive'],
  ['naturlig arom', 'additive'], ['rökarom', 'additive'],
  ['klumpförebyggande medel', 'additive'], ['fuktighetsbevarande medel', 'additive'], ['jäsmedel', 'additive'],
  ['bakpulver', 'additive'], ['natriumvätekarbonat', 'additive'], ['bikarbonat', 'additive'],
  ['citronsyra', 'additive'], ['askorbinsyra', 'additive'], ['ättiksyra', 'additive'],
  // Acids named after a fruit or wine are additives (malic acid E296, tartaric acid E334), not the fruit.
  ['äppelsyra', 'additive'], ['vinsyra', 'additive'],
  ['vitvinsvinäger', 'additive'],
  ['kaliumsorbat', 'additive'], ['natriumbensoat', 'additive'], ['pektin', 'additive'], ['xantangummi', 'additive'],
  ['guarkärnmjöl', 'additive'], ['johannesbrödkärnmjöl', 'additive'], ['karragenan', 'additive'],
  ['gellangummi', 'additive'],
  ['sojalecitin', 'additive'], ['solroslecitin', 'additive'], ['rapslecitin', 'additive'], ['mono- och diglycerider', 'additive'],
  ['vitamin', 'additive'], ['vitaminer', 'additive'], ['mineraler', 'additive'], ['kalcium', 'additive'],
  ['kalciumkarbonat', 'additive'], ['trikalciumfosfat', 'additive'], ['järn', 'additive'], ['zink', 'additive'],
  ['jod', 'additive', 1, 'word'], ['kaliumjodid', 'additive'], ['natriumjodid', 'additive'], ['d2', 'additive', 1, 'word'], ['d3', 'additive', 1, 'word'], ['b1', 'additive', 1, 'word'],
  ['b2', 'additive', 1, 'word'], ['b6', 'additive', 1, 'word'], ['b12', 'additive', 1, 'word'], ['d-vitamin', 'additive'],
  ['c-vitamin', 'additive'], ['a-vitamin', 'additive'], ['e-vitamin', 'additive'], ['folsyra', 'additive'], ['niacin', 'additive'],
  ['tiamin', 'additive'], ['pantotensyra', 'additive'], ['biotin', 'additive'], ['riboflavin', 'additive'], ['jästextrakt', 'additive'],
  ['bakterikultur', 'additive'], ['syrningskultur', 'additive'],
  ['löpe', 'additive'], ['enzym', 'additive'], ['enzymer', 'additive'], ['steviolglykosider', 'additive'],
  ['sukralos', 'additive'], ['aspartam', 'additive'], ['acesulfam', 'additive'], ['sorbitol', 'additive'],
  ['erytritol', 'additive'], ['xylitol', 'additive'], ['inulin', 'additive'],
  // ADR 0147: additives named by their chemistry, listed alone ("natriumcitrat", "fosforsyra", "syra (fosforsyra)",
  // "tokoferoler"): salts by their metal, acids by their ending.
  ['natrium', 'additive', 1, 'start'], ['kalium', 'additive', 1, 'start'], ['magnesium', 'additive', 1, 'start'],
  ['ammonium', 'additive', 1, 'start'], ['syra', 'additive', 1, 'end'], ['tokoferol', 'additive'], ['jodat', 'additive', 1, 'end'],
  ['selenit', 'additive', 1, 'end'], ['ferrocyanid', 'additive', 1, 'end'], ['kväve', 'additive', 1, 'word'],
  // ADR 0148: smoke ("bokrök") and cultures ("propionsyrabakterier"); a sausage's casing is a concept (lexicon/concepts.ts).
  ['rök', 'additive', 1, 'end'], ['bakterier', 'additive', 1, 'end'],
  // ADR 0201: preservatives no metal or acid names (nisin E234, dimetyldikarbonat E242), as "Konserveringsmedel: nisin"
  // leaves them alone in a list; the sulphites are a concept (lexicon/concepts.ts).
  ['nisin', 'additive', 1, 'word'], ['dimetyldikarbonat', 'additive'],
  // ADR 0201: an enzyme, a flour treatment agent, a sequestrant, an antioxidant and an antifoaming agent listed alone.
  ['invertas', 'additive'], ['glukono-delta-lakton', 'additive'], ['glukonodeltalakton', 'additive'], ['askorbylpalmitat', 'additive'],
  ['cystein', 'additive', 1, 'end'], ['dimetylpolysiloxan', 'additive'],
  // A flour treatment agent's class names hold "mjöl" but name no flour (ADR 0224).
  ['mjölbehandlingsmedel', 'additive'], ['mjölmedel', 'additive'],
  // ADR 0202: additives, nutrients and gases the peer sets' lists named alone and the vocabulary did not know.
  ['arabiskt gummi', 'additive'], ['kinin', 'additive', 1, 'word'], ['mineralämnen', 'additive'], ['inositol', 'additive'],
  ['kolin', 'additive', 1, 'word'], ['kolinklorid', 'additive'], ['karnitin', 'additive', 1, 'end'], ['nukleotider', 'additive'],
  ['kopparsulfat', 'additive'], ['lustgas', 'additive'], ['dikväveoxid', 'additive'],
  ['anisextrakt', 'additive'], ['örtextrakt', 'additive'],
  ['krydda', 'additive'], ['kryddextrakt', 'additive'], ['peppar', 'additive'],
  ['svartpeppar', 'additive'], ['vitpeppar', 'additive'], ['kanel', 'additive'], ['kardemumma', 'additive'],
  // "Bourbonvanilj" is vanilla from the Bourbon islands, not the whisky its first word names (ADR 0154).
  ['vanilj', 'additive'], ['bourbonvanilj', 'additive'], ['bourbon vanilla', 'additive'],
  ['spiskummin', 'additive'], ['gurkmeja', 'additive'], ['timjan', 'additive'],
  // ADR 0248: coriander seed in a recipe is a spice, as cumin is, not the fresh leaves "koriander" names.
  ['korianderfrö', 'additive'], ['korianderfrön', 'additive'],
  ['rosmarin', 'additive'], ['curry', 'additive'],
  ['paprikapulver', 'additive'], ['chilipulver', 'additive'], ['nejlika', 'additive'],
  ['kryddpeppar', 'additive'], ['pepparkorn', 'additive'],
];

export const ENGLISH_TERMS: readonly TermRow[] = [
  ['wheat flour', 'wheat'], ['wholemeal wheat flour', 'wheat'], ['whole wheat flour', 'wheat'],
  // ADR 0276: beef by the parts British labels name alone, as "oxsvans" and "nötfett" are in Swedish.
  ['oxtail', 'beefHerd'], ['ox tail', 'beefHerd'], ['suet', 'beefHerd'], ['beef suet', 'beefHerd'],
  ['flour', 'wheat'],
  ['bread', 'wheat'], ['wheat gluten', 'wheat'],
  ['corn', 'maize'], ['cornflour', 'maize'], ['corn starch', 'maize'], ['cornstarch', 'maize'],
  ['maize starch', 'maize'],
  ['fructose', 'maize'],
  ['barley malt', 'barley'],
  ['rolled oats', 'oats'], ['oat flakes', 'oats'],
  ['oat flour', 'oats'],
  ['rice', 'rice'], ['rice flour', 'rice'], ['brown rice', 'rice'], ['rice starch', 'rice'],
  ['potato starch', 'potatoes', 5], ['potato flakes', 'potatoes', 5],
  // ADR 0196: potato dried is the flakes' five kilos of fresh potato a kilo, in either language.
  ['dried potato', 'potatoes', 5], ['dehydrated potato', 'potatoes', 5], ['potato granules', 'potatoes', 5], ['potato powder', 'potatoes', 5],
  ['tapioca', 'cassava'], ['tapioca starch', 'cassava'],
  ['beet sugar', 'beetSugar'], ['icing sugar', 'beetSugar'], ['brown sugar', 'beetSugar'],
  ['golden syrup', 'beetSugar'], ['invert sugar syrup', 'beetSugar'],
  ['cane sugar', 'caneSugar'], ['raw cane sugar', 'caneSugar'],
  ['pea', 'peas'], ['pea protein', 'peas'], ['pea protein isolate', 'peas', 4],
  ['bean', 'pulses'], ['kidney bean', 'pulses'], ['black bean', 'pulses'],
  ['broad bean', 'pulses'], ['fava bean', 'pulses'],
  ['soy', 'tofu'],
  ['soy sauce', 'tofu'],
  ['peanut butter', 'groundnuts'],
  ['rapeseed oil', 'rapeseedOil'], ['canola oil', 'rapeseedOil'], ['vegetable oil', 'rapeseedOil'],
  ['sunflower oil', 'sunflowerOil'], ['extra virgin olive oil', 'oliveOil'], ['olive', 'otherFruit'],
  ['palm oil', 'palmOil'], ['palm fat', 'palmOil'], ['palm kernel oil', 'palmOil'],
  ['coconut oil', 'palmOil'], ['soybean oil', 'soybeanOil'], ['soya oil', 'soybeanOil'], ['soy oil', 'soybeanOil'],
  ['tomato', 'tomatoes'], ['ketchup', 'tomatoes', 2],
  ['onion', 'onions'], ['red onion', 'onions'],
  ['chive', 'onions'],
  ['carrot', 'rootVegetables'],
  ['cabbage', 'brassicas'],
  ['sauerkraut', 'brassicas'],
  ['pepper', 'additive'],
  ['orange', 'citrus'],
  ['banana', 'bananas'], ['apple', 'apples'],
  ['strawberry', 'berries'], ['lingonberry', 'berries'],
  ['berry', 'berries'],
  ['cocoa', 'chocolate'], ['cocoa mass', 'chocolate'], ['cocoa powder', 'chocolate'],
  ['meat', 'pork'],
  ['whole egg', 'eggs'], ['egg yolk', 'eggs'], ['egg white', 'eggs'],
  // Shellfish by their label names (molluscs on the fish row), and dairy, wheat and seed products
  // known by their own names.
  ['gomasio', 'nuts'],
  ['water', 'water'], ['drinking water', 'water'], ['carbonated water', 'water'], ['mineral water', 'water'],
  ['sea salt', 'salt'], ['iodised salt', 'salt'],
  ['stabiliser', 'additive'], ['stabilizer', 'additive'],
  ['antioxidant', 'additive'], ['acidity regulator', 'additive'],
  ['natural flavouring', 'additive'],
  ['raising agent', 'additive'], ['baking powder', 'additive'], ['citric acid', 'additive'],
  ['ascorbic acid', 'additive'], ['pectin', 'additive'],
  ['xanthan gum', 'additive'], ['guar gum', 'additive'], ['carrageenan', 'additive'],
  ['soy lecithin', 'additive'], ['sunflower lecithin', 'additive'],
  ['vitamin', 'additive'], ['mineral', 'additive'], ['calcium', 'additive'], ['calcium carbonate', 'additive'],
  ['iron', 'additive'], ['yeast extract', 'additive'], ['culture', 'additive'],
  ['enzyme', 'additive'], ['rennet', 'additive'], ['black pepper', 'additive'],
  ['cinnamon', 'additive'], ['vanilla', 'additive'], ['cumin', 'additive'],
  // ADR 0146: coriander in an English list is the ground seed (the leaves are "coriander leaves"); annatto a colour.
  ['coriander', 'additive'], ['annatto', 'additive'],
  // ADR 0147: additives named by their chemistry, listed alone ("sodium citrate", "malic acid").
  ['sodium', 'additive'], ['potassium', 'additive'], ['ammonium', 'additive'], ['magnesium', 'additive'], ['acid', 'additive'],
  ['thiamin', 'additive'], ['rosemary extract', 'additive'], ['extracts of rosemary', 'additive'], ['capsicum extract', 'additive'],
  // ADR 0148: the oils of "vegetable oil (palm, rapeseed, sunflower)" by their plant alone.
  ['rapeseed', 'rapeseedOil'], ['sunflower', 'sunflowerOil'],
  // Table salt and its potassium substitute by their chemistry, as "natriumklorid" and "kaliumklorid" are.
  ['sodium chloride', 'salt'], ['potassium chloride', 'salt'], ['nitrogen', 'additive'], ['ferrous sulphate', 'additive'], ['ferrous sulfate', 'additive'],
  ['turmeric', 'additive'], ['thyme', 'additive'],
  ['paprika', 'additive'], ['carbon dioxide', 'additive'], ['stevia', 'additive'],
  ['sucralose', 'additive'], ['aspartame', 'additive'], ['acesulfame k', 'additive'], ['sorbitol', 'additive'],
  // ADR 0201: preservatives and antioxidants no metal or acid names, as "Preservative: Nisin" leaves them alone.
  ['nisin', 'additive'], ['dimethyl dicarbonate', 'additive'], ['tocopherol', 'additive'], ['tocopherol-rich extract', 'additive'],
  ['invertase', 'additive'], ['glucono delta-lactone', 'additive'], ['glucono-delta-lactone', 'additive'], ['ascorbyl palmitate', 'additive'],
  ['l-cysteine', 'additive'], ['cysteine', 'additive'], ['dimethylpolysiloxane', 'additive'], ['tricalcium phosphate', 'additive'],
  ['flour treatment agent', 'additive'], ['flour improver', 'additive'],
  ['copper complexes of chlorophyllins', 'additive'],
  // ADR 0202: nutrients and salts named alone (an infant milk's, a sweet's, a cream spray's).
  ['choline chloride', 'additive'], ['choline', 'additive'], ['tryptophan', 'additive'], ['l-tryptophan', 'additive'],
  ['ferrous lactate', 'additive'], ['zinc sulphate', 'additive'], ['zinc sulfate', 'additive'], ['copper sulphate', 'additive'],
  ['copper sulfate', 'additive'], ['dipotassium phosphate', 'additive'], ['trisodium citrate', 'additive'],
  ['inositol', 'additive'], ['nucleotides', 'additive'], ['quinine', 'additive'],
  // ADR 0235: any phosphate salt named in English ("Stabiliser: Disodium Phosphate", "Monocalcium Phosphate"), as a
  // Swedish list's "-fosfat" compounds are.
  ['phosphate', 'additive'], ['phosphates', 'additive'],
];

/**
 * Climate model additions (issue 22), kept apart for an easy merge: hops and starter cultures are
 * used at well under 2 % and carry no footprint of their own in the data (counted as additives);
 * "palm" and "kokos" inside a fat blend ("vegetabiliska fetter (raps, palm, kokos)") name fats.
 */
export const CLIMATE_SWEDISH_TERMS: readonly TermRow[] = [
  ['humle', 'additive'], ['humleextrakt', 'additive'], ['kultur', 'additive', 1, 'end'], ['kulturer', 'additive', 1, 'end'],
  ['startkultur', 'additive'], ['mjölksyrakultur', 'additive'],
  ['palm', 'palmOil', 1, 'word'],
  ['koaguleringsmedel', 'additive'], ['magnesiumklorid', 'additive'], ['kalciumsulfat', 'additive'],
];
export const CLIMATE_ENGLISH_TERMS: readonly TermRow[] = [
  ['hops', 'additive'], ['hop extract', 'additive'], ['culture', 'additive'], ['cultures', 'additive'], ['starter culture', 'additive'],
  ['coconut fat', 'palmOil'], ['palm kernel fat', 'palmOil'],
];

/**
 * Heads that make a Swedish compound a flavouring whatever food its first part names (ADR 0215): "citronarom",
 * "naturlig jordgubbsarom" and "hallonaromer" are flavourings, not lemon, strawberry or raspberry. The head of a Swedish
 * compound is its end, but the vocabulary's longest term ("citron") would win over the shorter head ("arom").
 */
export const FLAVOURING_HEADS: readonly string[] = ['arom', 'aromer', 'aromen', 'aromämne', 'aromämnen'];

/** The name's last word is a compound whose head is a flavouring ("naturlig citronarom"), not the head alone ("arom"). */
export function endsInFlavouringCompound(name: string): boolean {
  const last = name.slice(name.lastIndexOf(' ') + 1);
  return FLAVOURING_HEADS.some((head) => last.length > head.length + 2 && last.endsWith(head));
}

/**
 * Rennet and the enzymes named for it, as a word or a compound's head ("kalvlöpe", "vegetarian rennet"). Rennet curdles
 * milk into cheese and does nothing else a label lists it for, so a list of milk with rennet is a cheese's, whatever
 * shelf it is sent under (ADR 0267).
 */
const RENNET_WORDS: readonly string[] = ['löpe', 'ystenzym', 'ystningsenzym', 'löpenzym', 'koaguleringsenzym', 'kymosin', 'rennet', 'chymosin'];
const RENNET = new RegExp(`(?:${RENNET_WORDS.join('|')})(?!\\p{L})`, 'u');

/** Whether an ingredient's name (normalised) names rennet. */
export const namesRennet = (name: string): boolean => RENNET.test(name);

/**
 * Dairy's least share (%) of a list that rennet makes a cheese's (ADR 0267): a flavoured cheese's herbs, spices or
 * nuts fit beside its milk, an ostkaka's eggs, sugar, flour and almonds do not.
 */
export const CURDLED_DAIRY_MIN_SHARE = 80;
