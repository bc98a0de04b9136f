/**
 * Climate reference factors by life-cycle stage: for each reference food the engine uses, its
 * AGRIBALYSE 3.1.1 stage values (kg CO2e per kg) and data-quality rating, and, where SU-EATABLE
 * LIFE has the same commodity, the spread of the published studies (n, Q1, median, Q3). The
 * choice of AGRIBALYSE product and SU-EATABLE LIFE item per reference is ours and listed here;
 * every number is read from the two files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ClimateReference } from '../../src/scoring/data/climate-references.js';

export const CLIMATE_FILES = {
  agribalyse: 'agribalyse-3.1.1-climate-by-stage.csv',
  suEatableLife: 'su-eatable-life-cf-items-stat.csv',
} as const;

/** Reference key → [AGRIBALYSE Code AGB, SU-EATABLE LIFE item or null]. */
export const CLIMATE_SELECTION = {
  // cereals, tubers, sugars
  wheatFlour: ['9436', 'WHEAT PLAIN FLOUR'],
  pasta: ['9810', 'PASTA*'],
  maizeStarch: ['9510', 'MAIZE FLOUR'],
  barley: ['9321', 'BARLEY'],
  oats: ['32140', 'OAT MEAL'],
  rice: ['9100', 'RICE*'],
  potatoes: ['4023', 'POTATO'],
  tapioca: ['4000', 'STARCHY ROOTS'],
  beetSugar: ['31016', 'BEET SUGAR'],
  caneSugar: ['31017', 'CANE SUGAR'],
  honey: ['31008', 'HONEY*'],
  // legumes, nuts, seeds
  lentils: ['20585', 'LENTIL'],
  beans: ['20525', 'BEAN'],
  chickpeas: ['20516', 'CHICKPEA'],
  peas: ['20072', 'PEA'],
  soybeans: ['20901', 'SOYBEAN'],
  soyProtein: ['20591_2', 'SOY MEAL'],
  tofu: ['20904', 'TOFU'],
  soyDrink: ['18902', 'SOY MILK'],
  almonds: ['15000', 'ALMOND'],
  hazelnuts: ['15004', 'HAZELNUT'],
  cashews: ['15019', 'CASHEW NUT'],
  peanuts: ['15001', 'PEANUT'],
  sesame: ['15203', 'SESAM SEED'],
  // fats
  rapeseedOil: ['17130', 'RAPESEED OIL'],
  sunflowerOil: ['17440', 'SUNFLOWER OIL'],
  oliveOil: ['17270', 'OLIVE OIL'],
  soybeanOil: ['17420', 'SOYBEAN OIL'],
  palmOil: ['16129', 'PALM OIL'],
  // vegetables and fruit
  tomatoes: ['20047_1', 'TOMATO'],
  tomatoesHeatedGreenhouse: ['20047_3', 'TOMATO (G)'],
  tomatoesInSeason: ['20047_2', 'TOMATO (g)'],
  tomatoPaste: ['20068', 'TOMATO PUREE'],
  onions: ['20034', 'ONION'],
  carrots: ['20009', 'CARROT'],
  cabbage: ['20116', 'CABAGGE'],
  broccoli: ['20057', 'BROCCOLI'],
  cucumber: ['20019', 'CUCUMBER'],
  leek: ['20039', 'VEGETABLES'],
  sweetPepper: ['20168', 'PEPPER'],
  spinach: ['20059', 'SPINACH'],
  herbs: ['11060', null],
  apples: ['13050', 'APPLE'],
  pears: ['13037', 'PEAR'],
  bananas: ['13005', 'BANANA (I)'],
  oranges: ['13034', 'ORANGE'],
  lemonJuice: ['2028', 'LEMON'],
  orangeJuice: ['2013', 'ORANGE JUICE'],
  strawberries: ['13014_1', 'STRAWBERRY'],
  blueberries: ['13028', 'BLUEBERRY'],
  raspberries: ['13015', 'RASPBERRY'],
  grapes: ['13112', 'GRAPES'],
  raisins: ['13046', 'RAISIN'],
  driedApple: ['13111', null],
  coconutMilk: ['18041', 'COCONUT MILK'],
  // stimulants
  coffee: ['18003', 'COFFEE GROUND'],
  cocoa: ['18100', 'CHOCOLATE'],
  cocoaButter: ['16030', 'CHOCOLATE'],
  // animal products
  beef: ['6201', 'BEEF BONE FREE MEAT*'],
  mincedBeef: ['6254', 'BEEF BONE FREE MEAT*'],
  lamb: ['21517', 'LAMB BONE FREE MEAT*'],
  pork: ['28001', 'PORK BONE FREE MEAT*'],
  // ADR 0141: pork sold as a cut (a fillet, a chop, a roast, mince), by the raw roast row whose farm stage 18 of
  // AGRIBALYSE's 23 raw pork cuts share (8.50 kg CO2e/kg); the shoulder above (6.80) stays the pork of recipes.
  porkCut: ['28300', 'PORK BONE FREE MEAT*'],
  chicken: ['36017', 'CHICKEN BONE FREE MEAT'],
  milk: ['19042', 'COW MILK'],
  wholeMilk: ['19024', 'COW MILK'],
  skimmedMilk: ['19051', 'COW MILK'],
  milkPowder: ['19021', null],
  cream: ['19410', 'CREAM'],
  sourCream: ['19431', 'CREAM'],
  // ADR 0292: a cream its name says has 4–10 % fat ("Matlagningsgrädde 7 %"), AGRIBALYSE's light cream of 8 %.
  lightCream: ['19433', 'CREAM'],
  butter: ['16400', 'BUTTER*'],
  cheese: ['12736', 'CHEESE'],
  yoghurt: ['19593', 'YOGURT WHITE'],
  // ADR 0156: AGRIBALYSE's fermented milk for drinking, the Swedish filmjölk and fil.
  fermentedMilk: ['19805', null],
  eggs: ['22000', 'EGGS*'],
  salmon: ['26036', 'SALMON'],
  cod: ['26043', 'COD'],
  pollock: ['26006', 'POLLOCK'],
  herring: ['26011', 'HERRING'],
  tuna: ['26064', 'TUNA'],
  prawns: ['10021', 'PRAWNS/SHRIMPS'],
  // drinks
  wine: ['5214', 'WINE RED'],
  vinegar: ['11018', null],
  // Issue 30: the common raw foods AGRIBALYSE 3.1.1 has a row for, each its own reference (ADR 0092).
  // fruit and berries
  plums: ['13100', 'PLUM'],
  prunes: ['13042', null],
  cherries: ['13008', 'CHERRY'],
  kiwi: ['13021', 'KIWI'],
  avocado: ['13004', 'AVOCADO'],
  apricots: ['13000', 'APRICOT'],
  peaches: ['13043', 'PEACH'],
  nectarines: ['13030', null],
  mango: ['13025_1', 'MANGO'],
  pineapple: ['13002', 'PINEAPPLE'],
  lemons: ['13009', 'LEMON'],
  limes: ['13067', null],
  grapefruit: ['13040', null],
  mandarins: ['13024_1', 'MANDARIN'],
  clementines: ['13024_2', null],
  melon: ['13026', 'MELON'],
  watermelon: ['13036', 'WATERMELON'],
  figs: ['13012', null],
  dates: ['13011', 'DATE'],
  passionFruit: ['13016', null],
  papaya: ['13035', null],
  pomegranate: ['13018', null],
  blackberries: ['13029', null],
  cranberries: ['13113', null],
  blackcurrants: ['13007', null],
  redcurrants: ['13019', null],
  gooseberries: ['13020', null],
  rhubarb: ['13047', null],
  // vegetables by family
  zucchini: ['20020', 'ZUCCHINI'],
  eggplant: ['20053', 'EGGPLANT'],
  lettuce: ['20031', 'LETTUCE'],
  cauliflower: ['20016', 'CAULIFLOWER'],
  brusselsSprouts: ['20058', null],
  kale: ['20218', null],
  redCabbage: ['20014', null],
  beetroot: ['20091', 'BEETROOT'],
  celeriac: ['20055', null],
  celery: ['20023', 'CELERY'],
  radish: ['20045', null],
  parsnip: ['20181', null],
  asparagus: ['20073', 'ASPARAGUS'],
  garlic: ['11000', 'GARLIC'],
  ginger: ['11074', null],
  sweetPotato: ['4101', 'SWEET POTATO'],
  pumpkin: ['20044', 'PUMPKIN'],
  fennel: ['20028', null],
  artichoke: ['20052', 'ARTICHOKE'],
  greenBeans: ['20061_1', 'GREEN BEAN (fresh)'],
  // grains and pseudo-grains
  quinoa: ['9340_1', null],
  ryeFlour: ['9533', null],
  speltFlour: ['9480', null],
  millet: ['9330', null],
  buckwheat: ['9380', null],
  couscous: ['9681', null],
  bulgur: ['9690', null],
  // legumes
  whiteBeans: ['20501', null],
  mungBeans: ['20530', null],
  splitPeas: ['20515', null],
  // seeds and nuts
  linseed: ['15034', null],
  sunflowerSeeds: ['15011', null],
  walnuts: ['15023', 'WALNUT'],
  pistachios: ['15044', 'PISTACHIO'],
  macadamia: ['15027', null],
  pecans: ['15026', null],
  brazilNuts: ['15008', null],
  pineNuts: ['15025', null],
  coconut: ['15006', 'COCONUT (I)'],
  coconutWater: ['18011', null],
  avocadoOil: ['17100', null],
  // ADR 0130: the packaging and retail of a product that is water (all 84 of AGRIBALYSE's bottled waters share them).
  bottledWater: ['18430', null],
  // ADR 0130: apple sauce, cooked and jarred (the fresh apple's row, sold loose, has neither stage).
  appleCompote: ['13038', null],
  // Issue 30, method 2026.11.8 (ADR 0100): foods sold as such that the vocabulary read as something
  // else: spices and dried herbs as products (an additive inside a recipe), the maize kernel (read
  // as starch), instant coffee (read as ground coffee), and raw vegetables and
  // fruit of AGRIBALYSE's groups that had no word.
  blackPepper: ['11015', null],
  whitePepper: ['11019', null],
  curryPowder: ['11005', null],
  cinnamon: ['11025', null],
  paprikaPowder: ['11049', null],
  maizeGrain: ['9200', null],
  sweetCorn: ['20233', null],
  instantCoffee: ['18005', null],
  lychee: ['13023', null],
  endive: ['20026', null],
  jerusalemArtichoke: ['20196', null],
  beanSprouts: ['20183', null],
  shallots: ['20097', null],
  swede: ['20201', null],
  kohlrabi: ['20065', null],
  chineseCabbage: ['20167', null],
  // Issue 30, method 2026.11.10 (ADR 0104): whole spices sold as such (read as the generic dried herb
  // before), dried fruit by its own dried row (the fresh row per kg sold missed the fresh-to-dried mass
  // ratio), and raw foods of AGRIBALYSE's groups that had no word.
  cumin: ['11042', null],
  turmeric: ['11089', null],
  cardamom: ['11075', null],
  corianderSeed: ['11026', null],
  driedFigs: ['13013', null],
  driedApricots: ['13001', null],
  sunDriedTomatoes: ['20189', null],
  romanesco: ['20280', null],
  turnip: ['20064', null],
  bambooShoots: ['20198', null],
  beetrootJuice: ['0001', null],
  tonic: ['18344', null],
  // Issue 30, method 2026.11.11 (ADR 0106): a survey of AGRIBALYSE's raw fruit, vegetable, fish and
  // spice rows for those a Swedish shelf names and the vocabulary lacked, each by its own row; dried
  // peach and onion by their dried rows.
  carambola: ['13054', null],
  kumquat: ['13549', null],
  quince: ['13010', null],
  guava: ['13083', null],
  persimmon: ['13066', null],
  pomelo: ['13614', null],
  elderberries: ['13126', null],
  chestnuts: ['15024', null],
  redEndive: ['20162', null],
  swissChard: ['20004', null],
  blackSalsify: ['20197', null],
  morels: ['20105', null],
  watercress: ['20022', null],
  lambsLettuce: ['20099', null],
  romaineLettuce: ['20171', null],
  // ADR 0210: iceberg lettuce by its own row; the lettuce row (20031) has four times its scarcity-weighted water.
  icebergLettuce: ['20200', null],
  // ADR 0211: a laying hen sold for the pot by its own row, not the broiler's.
  hen: ['36001', null],
  // ADR 0216: cane molasses by its own row (1.28 kg CO2e/kg), not the beet sugar (0.81) it had been read as.
  caneMolasses: ['31067', null],
  plantain: ['53100', null],
  yam: ['53502', null],
  horseradish: ['11016', null],
  mint: ['11027', null],
  amaranth: ['9345', null],
  goose: ['36500', null],
  caraway: ['11064', null],
  cloves: ['11052', null],
  nutmeg: ['11048', null],
  fennelSeed: ['11066', null],
  poppySeed: ['11061', null],
  cayenne: ['11088', null],
  whiting: ['26095', null],
  monkfish: ['26018', null],
  sole: ['26058', null],
  turbot: ['26174', null],
  seaBass: ['26072', null],
  redfish: ['26210', null],
  sprat: ['26173', null],
  swordfish: ['26082', null],
  seaBream: ['26088', null],
  // ADR 0221: fish the label says were caught wild, by AGRIBALYSE's wild rows where it keeps them apart from the farmed.
  wildTurbot: ['26042', null],
  wildSeaBass: ['26205', null],
  wildSeaBream: ['26080', null],
  nilePerch: ['27025', null],
  norwayLobster: ['10024', null],
  energyDrink: ['18352', null],
  // ADR 0298: an energy drink named sugar-free, AGRIBALYSE's with sweeteners.
  energyDrinkSugarFree: ['18353', null],
  driedPeaches: ['13118', null],
  driedOnion: ['20180', null],
  // Method after 2026.11.11 (ADR 0110): foods the vocabulary read as something else. Yeast sold as such
  // (inside a recipe it stays an additive, as spices do); cod liver oil, an oil refined from livers,
  // not the cod fillet its name contains; anchovies, salted or marinated raw, not the generic fish.
  bakersYeast: ['11010', 'YEAST COMPRESSED*'],
  nutritionalYeast: ['11009', 'YEAST DRIED*'],
  codLiverOil: ['17630', null],
  anchovy: ['26079', 'ANCHOVY'],
  // The can of mackerel or sardines (ADR 0110): AGRIBALYSE's canned mackerel, whose pack (4.1 kg CO2e/kg,
  // as on all nine of its canned mackerel, sardine and pilchard rows) is a small can's metal per kilogram of fish.
  cannedSmallFish: ['26123', null],
  // Wines a compound names (rosévin, vitvin, dessertvin), by their own rows.
  roseWine: ['5216', null],
  whiteWine: ['5215', 'WINE WHITE'],
  sweetWine: ['1006', null],
  // Issue 30, water (ADR 0108): oils by their own rows, not the rapeseed, sunflower or whole-peanut row the
  // vocabulary read them as (AGRIBALYSE's cotton-seed, maize, peanut and hazelnut oils carry 52, 10, 24 and
  // 25 m³ world-eq of scarce water per kg against rapeseed oil's 0.7 and whole peanuts' 5), and cooked rice
  // by its cooked row (its farm stage is 0.44 of the raw row's: the water the grain takes up in cooking).
  cottonseedOil: ['17170', null],
  maizeOil: ['17190', null],
  peanutOil: ['17040', null],
  hazelnutOil: ['17210', null],
  grapeseedOil: ['17350', null],
  linseedOil: ['17180', null],
  sesameOil: ['17400', null],
  cookedRice: ['9104', null],
  // ADR 0124: grains, pasta and pulses sold or listed cooked, by AGRIBALYSE's cooked rows (their farm stage is
  // 0.443 of the dry grain's and 0.429 of the dry pulse's on every pair: the water taken up in cooking), and
  // durum wheat sold precooked ("förkokt", matvete) by its precooked dry row.
  cookedQuinoa: ['9341_1', null],
  cookedBulgur: ['9691', null],
  cookedCouscous: ['9683', null],
  precookedDurum: ['9080', null],
  cookedDurum: ['9081', null],
  cookedPasta: ['9811', null],
  cookedPolenta: ['9615', null],
  cookedMillet: ['9331', null],
  cookedRiceNoodles: ['9901', null],
  cookedLentils: ['20505', null],
  cookedChickpeas: ['20507', null],
  cookedWhiteBeans: ['20502', null],
  cookedKidneyBeans: ['20503', null],
  cookedSplitPeas: ['20506', null],
  cookedMungBeans: ['20531', null],
  cookedFlageolets: ['20513', null],
  cookedBroadBeans: ['20500', null],
  // ADR 0132: a potato sold boiled ("Kokt potatis"), on AGRIBALYSE's boiled potato (its farm stage 1.58 of the raw new
  // potato's; its vacuum-packed steamed potato 4014 carries the same figures).
  boiledPotato: ['4003', null],
  // ADR 0127: meat, poultry, offal and fish sold cooked, by the cooked row AGRIBALYSE pairs with each raw row the
  // vocabulary reads (farm stage of the raw row over the cooked one: 0.792 for beef, veal, lamb and pork, 0.755 for
  // poultry, 0.73 for offal, 0.819 for fish, on every pair: the water lost in cooking).
  cookedBeef: ['6200', null],
  cookedMincedBeef: ['6255', null],
  cookedVeal: ['6563', null],
  cookedVealFillet: ['6531', null],
  cookedLamb: ['21512', null],
  // ADR 0141: the roast pork row, whose farm stage 10 of AGRIBALYSE's 11 cooked pork cuts share (10.74), the cooked
  // form of the raw cut above (the shoulder's own cooked row, 28010, is the one exception).
  cookedPork: ['28301', null],
  cookedChicken: ['36018', null],
  cookedTurkey: ['36302', null],
  cookedTurkeyBreast: ['36308', null],
  // ADR 0141: duck, goose, game birds and rabbit sold cooked, by AGRIBALYSE's roast rows (each 6.85, the raw rows'
  // 5.18 over poultry's cooking yield, 0.755).
  cookedDuck: ['36202', null],
  cookedGoose: ['36502', null],
  cookedGameBird: ['36402', null],
  cookedRabbit: ['34002', null],
  cookedBeefOffal: ['40105', null],
  cookedSalmon: ['26230', null],
  cookedCod: ['26023', null],
  cookedHerring: ['26014', null],
  cookedMackerel: ['26019', null],
  // The vocabulary's fish and seafood words that fell back to the farmed-salmon row, by their own raw rows
  // (ADR 0108): freshwater fish from ponds carry far more scarce water than salmon from sea pens (char and
  // perch 274, pangasius 2.8 m³ world-eq per kg against salmon's 1.3), molluscs and wild fish less.
  arcticChar: ['26171', null],
  perch: ['27010', null],
  pangasius: ['27017', null],
  halibut: ['26009', null],
  oysters: ['10035', null],
  squid: ['10001', null],
  // Dried rice noodles by their own row: AGRIBALYSE's rice vermicelli carries 29 m³ world-eq per kg, not
  // the 79 of the raw-rice row the vocabulary read them as.
  riceNoodles: ['9900', null],
  // Milling by-products and the rye grain by their own rows: AGRIBALYSE allocates a milled grain by economic
  // value, so a kilo of bran carries a fraction of a kilo of flour (wheat bran 31 against flour's 83 Pt of
  // land use), and rye is not wheat (whole rye 25 Pt).
  wheatBran: ['9621', null],
  oatBran: ['9640', null],
  ryeGrain: ['9390', null],
  // Herbs sold or used fresh by AGRIBALYSE's fresh rows, not the dried Provence herbs (ADR 0108): its fresh
  // basil, dill, chervil, rosemary, sage and thyme share one row (5.3 m³ world-eq and 36 Pt per kg, the dried
  // herbs 19.9 and 138: the water the drying takes out), fresh parsley has its own.
  freshHerbs: ['11070', null],
  parsley: ['11014', null],
  // Flours and meals of grains other than wheat by their own rows, not the wheat flour the word "mjöl" gave or
  // the maize starch (an extraction product with no farm stage of its own): maize flour 3.4 m³ world-eq per kg,
  // buckwheat flour 2.3, millet flour 1.3, against wheat flour's 0.3 (ADR 0108).
  maizeFlour: ['9545', null],
  polenta: ['9614', null],
  buckwheatFlour: ['9540', null],
  milletFlour: ['9555', null],
  // Agave syrup and cider vinegar by their own rows (agave 0.4 m³ world-eq per kg, not cane sugar's 8.4; cider
  // vinegar carries its apples, 3.8, not the wine vinegar's 0.3) (ADR 0108).
  agaveSyrup: ['31089', null],
  ciderVinegar: ['11090', null],
  // ADR 0116: a second survey of AGRIBALYSE's rows (herbs fresh and dried, spices, vegetables in their
  // processed forms, grains and brans, fish, fats, milks, drinks) for foods a Swedish shelf names and
  // the vocabulary lacked or read as something else, each by its own row. Fresh herbs: AGRIBALYSE's
  // fresh basil, dill, chervil, rosemary, sage and thyme rows share one inventory (0.81 kg CO2e/kg),
  // its dried herbs another (1.55), so a fresh herb is not the dried one.
  chives: ['11003', null],
  freshCoriander: ['11094', null],
  fenugreek: ['11077', null],
  saffron: ['11039', null],
  bayLeaf: ['11053', null],
  gingerPowder: ['11006', null],
  garlicPowder: ['11023', null],
  gardenCress: ['20199', null],
  flatBeans: ['20269', null],
  waxBeans: ['20195', null],
  palmHearts: ['20018', null],
  artichokeHearts: ['20155', null],
  artichokeBottoms: ['20232', null],
  taro: ['53200', null],
  spaghettiSquash: ['20145', null],
  butternut: ['20138', null],
  sproutedLentils: ['20521', null],
  sorghum: ['9360', null],
  freekeh: ['51510', null],
  ling: ['26130', null],
  lemonSole: ['26135', null],
  gooseFat: ['16560', null],
  duckFat: ['16550', null],
  duckConfit: ['8109', null],
  sheepMilk: ['19250', null],
  sake: ['1026', null],
  // ADR 0192: pollack (Pollachius pollachius, "lyrtorsk"), a fish of its own, not the Alaska pollock or the saithe.
  pollack: ['26129', null],
  // The same survey on the kinds sets 5-7 found read as something else: sesame seeds were AGRIBALYSE's
  // tahini, maize flour its corn starch, cassava its tapioca, and grains, flours, syrups, oils and fish
  // that have their own rows took their commodity's.
  sesameSeed: ['15010', null],
  semolina: ['9610', null],
  driedBanana: ['13089', null],
  mapleSyrup: ['31034', null],
  evaporatedMilk: ['19026', null],
  khorasan: ['9003', null],
  cassava: ['54031', null],
  blackRadish: ['20089', null],
  chili: ['20151', null],
  eggPowder: ['22013', null],
  spelt: ['9001', null],
  mincedVeal: ['6536', null],
  // Sparkling wine and pure fruit juices by their own rows (the glass of a sparkling wine, the juice's
  // pressing and yield), not the grapes or fruit a list names.
  sparklingWine: ['5201', null],
  appleJuice: ['2074', null],
  pineappleJuice: ['2073', null],
  grapeJuice: ['2016', null],
  // ADR 0145: the other pure juices AGRIBALYSE has a row for, read as their fruit or vegetable until then.
  grapefruitJuice: ['2027', null],
  carrotJuice: ['2006', null],
  mangoJuice: ['2023', null],
  tomatoJuice: ['2053', null],
  // Offal by its own rows: AGRIBALYSE allocates a carcass by economic value, so a kilo of liver, heart
  // or kidney carries a fraction of a kilo of fillet (poultry 1.1 against 5.2 kg CO2e at the farm gate).
  poultryOffal: ['40108', null],
  porkOffal: ['40119', null],
  beefOffal: ['40104', null],
  // fish and seafood
  mackerel: ['26051', 'MACKEREL'],
  trout: ['27008', 'TROUT'],
  saithe: ['26134', null],
  haddock: ['26122', null],
  hake: ['26044', null],
  plaice: ['26055', null],
  sardines: ['26065', 'SARDINE'],
  mussels: ['10014', 'MUSSELS'],
  crab: ['10025', null],
  scallops: ['10003', null],
  // meat by animal and cut
  turkey: ['36301', 'TURKEY MEAT BONE FREE'],
  // ADR 0132: a turkey's breast is AGRIBALYSE's turkey escalope (its breast cut, farm stage 5.18 kg CO2e/kg, 1.25 of the
  // turkey meat row's 4.14), as a chicken's breast is its breast fillet (36017, the same 5.18).
  turkeyBreast: ['36304', null],
  duck: ['36201', null],
  veal: ['6560', null],
  // ADR 0126: the belly as a Swedish shelf sells it (sidfläsk, trimmed of its flank), AGRIBALYSE's "poitrine cutter
  // sans mouille" 28479 (5.42 kg CO2e/kg at the farm), which its lardons, smoked belly and smoked lardons share;
  // only its untrimmed raw belly 28002 carries 8.50.
  porkBelly: ['28479', null],
  porkFat: ['16530', null],
  // dairy kinds
  goatCheese: ['12807', null],
  feta: ['12061', null],
  mozzarella: ['19590', null],
  emmental: ['12115', null],
  parmesan: ['12120', null],
  quark: ['19646', null],
  // ADR 0132: "färskost" is an unripened fresh cheese, AGRIBALYSE's spreadable one in a tub (25 % fat, farm 4.13 kg CO2e/kg,
  // 0.83 of its Gouda's 4.97), not the ripened cheese its letters end in.
  creamCheese: ['12315', null],
  condensedMilk: ['19027', null],
  // Goat and sheep dairy, durum wheat, unsweetened evaporated milk, chia and pumpkin seeds by their own rows (ADR 0117): they were cow's milk, soft wheat and almonds.
  goatMilk: ['19200', null],
  sheepCheese: ['12827', null],
  goatYoghurt: ['19556', null],
  sheepYoghurt: ['19550', null],
  durumSemolina: ['9610', null],
  chiaSeeds: ['15047', null],
  pumpkinSeeds: ['15028', null],
  // ADR 0118: drinks and stocks made from a brewed or extracted ingredient, by AGRIBALYSE's ready rows. Brewed
  // coffee (not instant, ready to drink) holds 0.058 kg of ground coffee per kg (its farm stage over the ground
  // coffee row's, 0.533 / 9.134); brewed tea is AGRIBALYSE's infusion; its stocks are cubes dissolved in water
  // ("déshydraté reconstitué"), whose beef is an extract (farm stage 0.005 kg CO2e/kg, against 0.6 for 2 % beef).
  brewedCoffee: ['18004', 'COFFEE DRIP FILTERED (L)'],
  brewedTea: ['18020', null],
  beefStock: ['25930', null],
  poultryStock: ['25947', null],
  vegetableStock: ['25948', null],
  // ADR 0119: a third survey of AGRIBALYSE's rows of raw and simply processed foods (fruit, vegetables, wild
  // greens and sprouts, seaweeds, herbs, pulses, fish, game and poultry, offal, gelatine, vinegars, spirits
  // and fortified wines) for foods a Swedish shelf names that had no word or were read as a neighbour.
  tamarind: ['13080', null],
  greengage: ['13041', null],
  pricklyPear: ['13063', null],
  mulberries: ['13071', null],
  morelloCherries: ['13110', null],
  honeydew: ['13742', null],
  breadfruit: ['54500', null],
  alfalfaSprouts: ['15029', null],
  cardoon: ['20054', null],
  frisee: ['20012', null],
  escarole: ['20090', null],
  sorrel: ['20111', null],
  dandelion: ['20038', null],
  glasswort: ['20283', null],
  mesclun: ['20272', null],
  rocket: ['20217', null],
  crosne: ['20231', null],
  // Frozen broad beans and flageolets: AGRIBALYSE's frozen rows carry 0.21 kg CO2e/kg at the farm, against
  // 0.49 for the dried beans (the water a green bean holds); its fresh broad beans to shell and its canned
  // flageolets carry the dried bean's 0.49, so only a frozen one is the green row.
  greenBroadBeans: ['20536', null],
  // ADR 0301: frozen broad beans named peeled ("skalade"), AGRIBALYSE's peeled frozen row: its farm stage per kg of
  // beans out of their skins is 2.3 times the unpeeled frozen row's.
  peeledBroadBeans: ['20541', null],
  greenFlageolets: ['20537', null],
  driedBroadBeans: ['20518', null],
  driedFlageolets: ['20539', null],
  nori: ['20987', null],
  wakame: ['20984', null],
  kombu: ['20990', null],
  // ADR 0134: okra has only AGRIBALYSE's cooked row; molokhia is its dried, powdered jute leaves.
  okra: ['58103', null],
  molokhia: ['51500', null],
  // ADR 0136: skipjack tuna and black seabream (wild) by their own raw rows; rainbow trout baked (27014); andouille
  // (chitterling sausage, 8500: the Guéméné and Vire rows have its figures); cooked spinach (20027); light dairy spreads
  // and light butters by the fat content their name states (16713 at 20 %, 16712 at 25 %, 16415 at 39-41 %, 16410 at 60-62 %).
  skipjack: ['26068', null],
  blackSeabream: ['26099', null],
  cookedTrout: ['27014', null],
  andouille: ['8500', null],
  cookedSpinach: ['20027', null],
  cookedBeetroot: ['20003', null],
  tempeh: ['20917', null],
  smokedTofu: ['20912', null],
  // ADR 0173: textured soy protein soaked ready to cook. AGRIBALYSE's two rows of 20591 differ by their LCI names,
  // which name the modelled process: 20591_1 "rehydrated" (0.594 kg CO2e/kg), 20591_2 "dehydrated" (1.318), 2.2
  // kg soaked per kg dry. Their French names are the other way round; the figures follow the LCI names.
  soyProteinRehydrated: ['20591_1', null],
  lightDairySpread20: ['16713', null],
  lightDairySpread: ['16712', null],
  lightButter40: ['16415', null],
  lightButter60: ['16410', null],
  // ADR 0138: chicken fat (16540, as goose and duck fat have theirs); freshwater bream (26170), largehead hairtail
  // (26153), red gurnard (26106) and tub gurnard (26219) by their raw rows; dried Gracilaria ("ogonori", 20993);
  // sugar snap and snow peas (20173).
  chickenFat: ['16540', null],
  bream: ['26170', null],
  hairtail: ['26153', null],
  redGurnard: ['26106', null],
  tubGurnard: ['26219', null],
  ogonori: ['20993', null],
  snowPea: ['20173', null],
  // ADR 0136: chocolate as an ingredient, by AGRIBALYSE's own chocolate bars.
  darkChocolate: ['31074', null],
  milkChocolate: ['31004', null],
  whiteChocolate: ['31010', null],
  dulse: ['20988', null],
  seaLettuce: ['20985', null],
  agar: ['11084', null],
  spirulina: ['11086', null],
  driedParsley: ['11024', null],
  vanillaExtract: ['11065', null],
  balsamicVinegar: ['11091', null],
  miso: ['20916', null],
  durumWheatGrain: ['9060', null],
  riceBran: ['9643', null],
  maizeBran: ['9641', null],
  gelatine: ['11007', null],
  beefBlood: ['40600', null],
  vealFillet: ['6530', null],
  vealOffal: ['40106', null],
  lambOffal: ['40102', null],
  tripe: ['40502', null],
  calfSweetbread: ['40304', null],
  guineaFowl: ['36700', null],
  capon: ['36050', null],
  rabbit: ['34001', null],
  goatKid: ['21800', null],
  mutton: ['21001', null],
  johnDory: ['26104', null],
  skate: ['26052', null],
  capelin: ['26108', null],
  redMullet: ['26085', null],
  greyMullet: ['26091', null],
  blueLing: ['26194', null],
  megrim: ['26084', null],
  dab: ['26057', null],
  conger: ['26127', null],
  wolffish: ['26172', null],
  smelt: ['26083', null],
  garfish: ['26166', null],
  greenlandHalibut: ['26154', null],
  hoki: ['26213', null],
  albacore: ['26076', null],
  lobster: ['10009', null],
  // Spirits and fortified wines by their own rows: AGRIBALYSE's spirits share one inventory (1.03 kg CO2e/kg,
  // almost all bottle and carriage), its liqueurs, aperitifs and Marsala carry their sugar and wine.
  pureAlcohol: ['1014', null],
  vodka: ['1008', null],
  whisky: ['1005', null],
  gin: ['1002', null],
  rum: ['1004', null],
  brandy: ['1023', null],
  eauDeVie: ['1001', null],
  pastis: ['1000', null],
  liqueur: ['1003', null],
  cassisLiqueur: ['1021', null],
  vermouth: ['1007', null],
  marsala: ['1015', null],
  sangria: ['1017', null],
  // ADR 0126: additives, minerals and processing aids sold as such (the product is the additive), each by its
  // own row; inside a recipe they stay minor additives. AGRIBALYSE's four white and sea salt rows (11017, 11058
  // iodised, 11082 fleur de sel, 11083 grey sea salt) and its celery salt share one inventory (0.60 kg CO2e/kg).
  tableSalt: ['11017', null],
  bakingSoda: ['11507', null],
  bakingPowder: ['11046', null],
  soyLecithin: ['42200', null],
  saccharinSweetener: ['31064', null],
  // ADR 0126: a farmed fish and a roasted root that had no word.
  carp: ['27003', null],
  chicoryPowder: ['18152_1', null],
  // ADR 0126: by-products and cured meats of the pig by AGRIBALYSE's own rows. The trotters carry 2.27 kg CO2e/kg
  // at the farm against the raw pork row's 6.80 (28001): a by-product's economic allocation, as offal's.
  // Dry-cured hams (jambon sec 28812, the same inventory as Serrano 28845, Parma 28844 and pancetta 28858) carry
  // 14.58 at the farm, 2.14 kg of raw pork per kg (the water the ham loses drying); cured raw ham (jambon cru
  // 28800) 11.67, 1.72 kg per kg.
  porkTrotters: ['28540', null],
  dryCuredHam: ['28812', null],
  curedHam: ['28800', null],
  // ADR 0146: prepared foods a Swedish list names as one ingredient without a bracket ("bechamelsås", "baguette 55 %",
  // "pizzadeg 45 %", "margarin" in a pastry's bracket), by AGRIBALYSE's rows of them. Its margarines range from 0.36
  // to 2.81 kg CO2e/kg at the farm by their oils; the unsalted 80 % fat one (16615, 0.54) is the baking fat a pastry
  // holds and sits at the median of its fourteen margarine rows' farm stage (0.65).
  bechamelSauce: ['11101', null],
  baguette: ['7001', null],
  pizzaDough: ['37001', null],
  margarine: ['16615', null],
  // ADR 0147: sauces, spreads, doughs and sausages a list names as one ingredient, by AGRIBALYSE's prepacked rows of
  // them: a tomato sauce (the onion one, 11107, at the median of its plain tomato sauces' 0.90-0.93 kg CO2e/kg), a
  // cream sauce, pesto, béarnaise, hollandaise, barbecue, vinaigrette, tartare (remoulade), a yoghurt sauce (tzatziki),
  // hummus, guacamole, harissa, shortcrust pastry, a wheat tortilla, tortilla chips and soft caramel.
  tomatoSauce: ['11107', null],
  creamSauce: ['11159', null],
  pesto: ['11179', null],
  bearnaiseSauce: ['11102', null],
  hollandaiseSauce: ['11105', null],
  barbecueSauce: ['11100', null],
  vinaigrette: ['11110', null],
  tartareSauce: ['11051', null],
  yoghurtSauce: ['11166', null],
  hummus: ['25621', null],
  guacamole: ['25620', null],
  harissa: ['11112', null],
  shortcrustPastry: ['23410', null],
  wheatTortilla: ['7815_1', null],
  tortillaChips: ['38105', null],
  softCaramel: ['31081', null],
  // Method 2026.11.28 (ADR 0150): cultivated mushrooms. AGRIBALYSE 3.1.1 has no raw cultivated mushroom row;
  // its marinated mushrooms (25605) hold them at 2.03 of its 2.18 kg CO2e/kg farm stage (its ingredient detail).
  mushrooms: ['25605', 'MUSHROOM*'],
  // Prepared mustard as an ingredient, as AGRIBALYSE's sauces count it (their line "Moutarde" is this row).
  mustard: ['11013', null],
  // ADR 0219: a wholegrain mustard sold as such by its own row ("Moutarde à l'ancienne", 2.05 kg CO2e/kg against 1.82).
  wholegrainMustard: ['11021', null],
  mushroomSauce: ['11160', null],
  // Method 2026.11.29: passata (sieved tomatoes) is AGRIBALYSE's canned tomato purée, not the concentrate (ADR 0152).
  tomatoPuree: ['20170', null],
  // Method 2026.11.30 (ADR 0154): puff pastry (Swedish "smördeg" is mostly made with vegetable fat) and filo dough, raw.
  puffPastry: ['23420', null],
  filoPastry: ['23445', null],
  // product classes: their processing, packaging and retail stages are the category defaults
  classBread: ['7125', 'BREAD PLAIN**'],
  // Prepacked sliced loaves (formbröd, toast): AGRIBALYSE's pain de mie, with its recipe step and bag.
  classSandwichLoaf: ['7200', null],
  classCrispbread: ['7410', 'CRISPBREAD**'],
  classBiscuit: ['24015', 'SIMPLE COOKIES**'],
  classCake: ['7210', 'CAKES AND CROISSANT**'],
  classBreakfastCereal: ['32108', null],
  classBeer: ['5001', 'BEER IN GLASS'],
  classCider: ['5006', null],
  classSoftDrink: ['18340', null],
  classPlantDrink: ['18905', null],
  classIceCream: ['39533', 'ICE CREAM'],
  classYoghurt: ['19538', 'YOGURT FLAVOURED**'],
  classSpread: ['16740', 'MARGARINE*'],
  classSauce: ['11008', 'KETCHUP'],
  classMayonnaise: ['11054', 'MAYONNAISE'],
  classJam: ['31024', null],
  classChocolate: ['31074', 'DARK CHOCOLATE'],
  classReadyMeal: ['25081', null],
  classPizza: ['25404', null],
  classCharcuterie: ['28910', 'PORK HAM'],
  classSausage: ['30134', 'PORK SAUSAGES'],
  classFrozenFish: ['26029', 'FISH STICK (F)'],
  classCannedFish: ['26181', 'TUNA IN CAN'],
  classCannedVegetables: ['20048', 'TOMATO PEELED'],
  classPlantProtein: ['25593', 'SOY BURGER'],
  // Plant-based cheeses (method 2026.12.1, ADR 0156): AGRIBALYSE's sliced one without soy (its making 2.10 kg CO2e/kg; the
  // grated one's, 2.11), and its soy spread (1.75); no SU-EATABLE LIFE item describes them.
  classPlantCheese: ['1029_1', null],
  classPlantCheeseSpread: ['1027', null],
  // ADR 0160: AGRIBALYSE's pre-fried vegetable patty (making 0.37 kg CO2e/kg), its falafel (0.16) and its soy dessert (0.24).
  classVegetablePatty: ['25199', null],
  classFalafel: ['25571', null],
  classPlantDessert: ['20911', null],
  // Filled sandwiches (ADR 0156): AGRIBALYSE's generic one, "garnitures diverses".
  classSandwich: ['25544', null],
  classFrozenBerries: ['13132', 'RASPBERRIES (F)*'],
  // Frozen fries and other pre-fried frozen potato products (method 2026.11.8, ADR 0100): AGRIBALYSE's
  // frozen fries, whose pre-frying, freezing, frozen pack and freezer retail a list of potato and oil leaves out.
  classFrozenPotato: ['4046', null],
  // ADR 0250: AGRIBALYSE's rösti, whose forming and frying (0.15 kg CO2e/kg) a list of potato and oil leaves out.
  classRosti: ['4039', null],
  // ADR 0295: potato crisps, sliced and fried, by AGRIBALYSE's standard crisps (their frying step and bag).
  classCrisps: ['4004', null],
  // ADR 0255: sugar confectionery (sweets, gums, toffees, marshmallows), AGRIBALYSE's "Bonbons, tout type", whose cooking,
  // depositing and drying (0.34 kg CO2e/kg) a list of sugar and glucose syrup leaves out, with its bag and retail.
  classConfectionery: ['31003', null],
  // ADR 0257: vegetables mashed with milk, cream or butter (potatismos, rotmos, mashed potato), AGRIBALYSE's potato purée
  // with milk and butter, whose cooking and mashing (0.18 kg CO2e/kg) is not a ready meal's (0.71, a lasagne's).
  classMash: ['4018', null],
  // Frozen vegetables (ADR 0110): AGRIBALYSE's frozen raw carrots, whose blanching and freezing step
  // (0.091 kg CO2e/kg) is the median of its frozen raw vegetable rows, with the frozen pack and freezer retail.
  classFrozenVegetables: ['20208', 'CARROTS (F)'],
} as const satisfies Record<string, readonly [string, string | null]>;

export type ClimateReferenceKey = keyof typeof CLIMATE_SELECTION;


type Row = Record<string, string>;

function num(v: string | undefined, what: string): number {
  const x = Number(v === '' ? 0 : v);
  if (v === undefined || !Number.isFinite(x)) throw new Error(`not a number: ${what} = ${v}`);
  return x;
}

export function buildClimateTables(sourcesDir: string): Record<ClimateReferenceKey, ClimateReference> {
  const agb = new Map((parse(readFileSync(join(sourcesDir, CLIMATE_FILES.agribalyse), 'utf8'), { columns: true }) as Row[]).map((r) => [r.code_agb!, r]));
  const sel = new Map(
    (parse(readFileSync(join(sourcesDir, CLIMATE_FILES.suEatableLife), 'utf8'), { columns: true }) as Row[]).map((r) => [r['FOOD COMMODITY ITEM']!, r]),
  );
  const out = {} as Record<ClimateReferenceKey, ClimateReference>;
  for (const [key, [code, item]] of Object.entries(CLIMATE_SELECTION) as [ClimateReferenceKey, readonly [string, string | null]][]) {
    const r = agb.get(code);
    if (!r) throw new Error(`${key}: no AGRIBALYSE product ${code}`);
    const s = item === null ? undefined : sel.get(item);
    if (item !== null && !s) throw new Error(`${key}: no SU-EATABLE LIFE item ${item}`);
    out[key] = {
      agb: code,
      name: r.lci_name_en!,
      dqr: num(r.dqr, `${code} dqr`),
      farm: num(r.cc_agriculture, `${code} agriculture`),
      processing: num(r.cc_transformation, `${code} transformation`),
      packaging: num(r.cc_emballage, `${code} packaging`),
      transport: num(r.cc_transport, `${code} transport`),
      retail: num(r.cc_supermarche_distribution, `${code} retail`),
      sel: s ? { item: item!, n: num(s.n, `${item} n`), q1: num(s.Q1, `${item} Q1`), median: num(s.median, `${item} median`), q3: num(s.Q3, `${item} Q3`) } : null,
    };
  }
  return out;
}
