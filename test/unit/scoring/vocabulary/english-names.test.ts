import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';
import { classOfCategory } from '../../../../src/scoring/analyse/climate-names.js';
import type { ClimateReferenceKey } from '../../../../src/scoring/data/climate-references.js';

/**
 * ADR 0191: English names read as the foods they are. The thirty-sixth peer set, the first written in English, found
 * foods an English label names that the vocabulary knew only in Swedish (blackberries, rhubarb, chard, beansprouts had
 * no figure), or read as another food ("butter beans" as butter, "soya milk" as cow's milk, "tomato purée" as fresh
 * tomatoes, "French beans" as dried beans, "kiwi fruit" as pears). Each name here, sent alone as a one-food product,
 * must be counted by the AGRIBALYSE row its Swedish name is: 373 everyday names of UK and Irish shelves, in
 * the spellings their labels use.
 */
const ENGLISH_NAMES: readonly (readonly [name: string, reference: ClimateReferenceKey])[] = [
  ['Apples', 'apples'], ['Pears', 'pears'], ['Bananas', 'bananas'], ['Oranges', 'oranges'], ['Lemons', 'lemons'],
  ['Limes', 'limes'], ['Grapefruit', 'grapefruit'], ['Satsumas', 'mandarins'], ['Mandarins', 'mandarins'],
  ['Clementines', 'clementines'], ['Kiwi fruit', 'kiwi'], ['Kiwis', 'kiwi'], ['Mango', 'mango'],
  ['Pineapple', 'pineapple'], ['Melon', 'melon'], ['Watermelon', 'watermelon'], ['Honeydew melon', 'honeydew'],
  ['Grapes', 'grapes'], ['Strawberries', 'strawberries'], ['Raspberries', 'raspberries'],
  ['Blueberries', 'blueberries'], ['Blackberries', 'blackberries'], ['Gooseberries', 'gooseberries'],
  ['Blackcurrants', 'blackcurrants'], ['Redcurrants', 'redcurrants'], ['Cranberries', 'cranberries'],
  ['Cherries', 'cherries'], ['Plums', 'plums'], ['Prunes', 'prunes'], ['Apricots', 'apricots'],
  ['Peaches', 'peaches'], ['Nectarines', 'nectarines'], ['Figs', 'figs'], ['Dates', 'dates'], ['Rhubarb', 'rhubarb'],
  ['Pomegranate', 'pomegranate'], ['Passion fruit', 'passionFruit'], ['Papaya', 'papaya'], ['Avocado', 'avocado'],
  ['Lychees', 'lychee'], ['Raisins', 'raisins'], ['Sultanas', 'raisins'], ['Dried apricots', 'driedApricots'],
  ['Dried figs', 'driedFigs'], ['Elderberries', 'elderberries'], ['Coconut', 'coconut'], ['Persimmon', 'persimmon'],
  ['Sharon fruit', 'persimmon'], ['Quince', 'quince'], ['Guava', 'guava'], ['Plantain', 'plantain'],
  ['Pomelo', 'pomelo'], ['Potatoes', 'potatoes'], ['Sweet potatoes', 'sweetPotato'], ['Carrots', 'carrots'],
  ['Onions', 'onions'], ['Red onions', 'onions'], ['Spring onions', 'onions'], ['Shallots', 'shallots'],
  ['Garlic', 'garlic'], ['Leeks', 'leek'], ['Cabbage', 'cabbage'], ['White cabbage', 'cabbage'],
  ['Red cabbage', 'redCabbage'], ['Savoy cabbage', 'cabbage'], ['Broccoli', 'broccoli'],
  ['Tenderstem broccoli', 'broccoli'], ['Cauliflower', 'cauliflower'], ['Brussels sprouts', 'brusselsSprouts'],
  ['Kale', 'kale'], ['Spinach', 'spinach'], ['Chard', 'swissChard'], ['Swiss chard', 'swissChard'],
  ['Lettuce', 'lettuce'], ['Iceberg lettuce', 'icebergLettuce'], ['Romaine lettuce', 'romaineLettuce'],
  ['Rocket', 'rocket'], ['Watercress', 'watercress'], ['Lamb\'s lettuce', 'lambsLettuce'], ['Cucumber', 'cucumber'],
  ['Tomatoes', 'tomatoes'], ['Cherry tomatoes', 'tomatoes'], ['Courgettes', 'zucchini'], ['Zucchini', 'zucchini'],
  ['Aubergine', 'eggplant'], ['Eggplant', 'eggplant'], ['Red peppers', 'sweetPepper'],
  ['Bell peppers', 'sweetPepper'], ['Chillies', 'chili'], ['Celery', 'celery'], ['Celeriac', 'celeriac'],
  ['Fennel', 'fennel'], ['Beetroot', 'beetroot'], ['Parsnips', 'parsnip'], ['Swede', 'swede'], ['Turnips', 'turnip'],
  ['Radishes', 'radish'], ['Asparagus', 'asparagus'], ['Artichokes', 'artichoke'], ['Globe artichokes', 'artichoke'],
  ['Mushrooms', 'mushrooms'], ['Butternut squash', 'butternut'], ['Pumpkin', 'pumpkin'], ['Sweetcorn', 'sweetCorn'],
  ['Green beans', 'greenBeans'], ['French beans', 'greenBeans'], ['Runner beans', 'greenBeans'], ['Peas', 'peas'],
  ['Garden peas', 'peas'], ['Petits pois', 'peas'], ['Sugar snap peas', 'snowPea'], ['Mangetout', 'snowPea'],
  ['Beansprouts', 'beanSprouts'], ['Bean sprouts', 'beanSprouts'], ['Pak choi', 'chineseCabbage'],
  ['Bok choy', 'chineseCabbage'], ['Chinese leaf', 'chineseCabbage'], ['Kohlrabi', 'kohlrabi'], ['Ginger', 'ginger'],
  ['Horseradish', 'horseradish'], ['Okra', 'okra'], ['Bamboo shoots', 'bambooShoots'], ['Endive', 'endive'],
  ['Jerusalem artichokes', 'jerusalemArtichoke'], ['Yam', 'yam'], ['Cassava', 'cassava'], ['Parsley', 'parsley'],
  ['Coriander leaves', 'freshCoriander'], ['Fresh coriander', 'freshCoriander'], ['Basil', 'freshHerbs'],
  ['Chives', 'chives'], ['Dill', 'freshHerbs'], ['Bay leaves', 'bayLeaf'], ['Nutmeg', 'nutmeg'],
  ['Cloves', 'cloves'], ['Cardamom', 'cardamom'], ['Saffron', 'saffron'], ['Fennel seeds', 'fennelSeed'],
  ['Poppy seeds', 'poppySeed'], ['Caraway seeds', 'caraway'], ['Cayenne pepper', 'cayenne'],
  ['Fenugreek', 'fenugreek'], ['Chickpeas', 'chickpeas'], ['Chick peas', 'chickpeas'], ['Red lentils', 'lentils'],
  ['Green lentils', 'lentils'], ['Red kidney beans', 'beans'], ['Kidney beans', 'beans'], ['Black beans', 'beans'],
  ['Haricot beans', 'whiteBeans'], ['Cannellini beans', 'whiteBeans'], ['Butter beans', 'whiteBeans'],
  ['Borlotti beans', 'beans'], ['Mung beans', 'mungBeans'], ['Split peas', 'splitPeas'],
  ['Yellow split peas', 'splitPeas'], ['Soya beans', 'soybeans'], ['Soybeans', 'soybeans'],
  ['Edamame beans', 'soybeans'], ['Tofu', 'tofu'], ['Smoked tofu', 'smokedTofu'], ['Tempeh', 'tempeh'],
  ['Textured soya protein', 'soyProtein'], ['Textured soy protein', 'soyProtein'],
  ['Rehydrated textured soya protein', 'soyProteinRehydrated'], ['Almonds', 'almonds'], ['Hazelnuts', 'hazelnuts'],
  ['Walnuts', 'walnuts'], ['Cashew nuts', 'cashews'], ['Peanuts', 'peanuts'], ['Pistachios', 'pistachios'],
  ['Pecans', 'pecans'], ['Brazil nuts', 'brazilNuts'], ['Macadamia nuts', 'macadamia'], ['Pine nuts', 'pineNuts'],
  ['Chestnuts', 'chestnuts'], ['Sunflower seeds', 'sunflowerSeeds'], ['Pumpkin seeds', 'pumpkinSeeds'],
  ['Linseed', 'linseed'], ['Flaxseed', 'linseed'], ['Chia seeds', 'chiaSeeds'], ['Sesame seeds', 'sesameSeed'],
  ['Tahini', 'sesame'], ['Wheat flour', 'wheatFlour'], ['Plain flour', 'wheatFlour'],
  ['Self raising flour', 'wheatFlour'], ['Wholemeal flour', 'wheatFlour'], ['Rye flour', 'ryeFlour'],
  ['Spelt flour', 'speltFlour'], ['Buckwheat flour', 'buckwheatFlour'], ['Cornflour', 'maizeStarch'],
  ['Maize flour', 'maizeFlour'], ['Polenta', 'polenta'], ['Durum wheat semolina', 'durumSemolina'],
  ['Semolina', 'semolina'], ['Couscous', 'couscous'], ['Bulgur wheat', 'bulgur'], ['Pearl barley', 'barley'],
  ['Porridge oats', 'oats'], ['Rolled oats', 'oats'], ['Oat bran', 'oatBran'], ['Wheat bran', 'wheatBran'],
  ['Quinoa', 'quinoa'], ['Millet', 'millet'], ['Buckwheat', 'buckwheat'], ['Rice', 'rice'],
  ['Long grain rice', 'rice'], ['Basmati rice', 'rice'], ['Brown rice', 'rice'], ['Wild rice', 'rice'],
  ['Pasta', 'pasta'], ['Spaghetti', 'pasta'], ['Penne', 'pasta'], ['Fusilli', 'pasta'], ['Macaroni', 'pasta'],
  ['Tagliatelle', 'pasta'], ['Wholewheat pasta', 'pasta'], ['Rice noodles', 'riceNoodles'], ['Egg noodles', 'pasta'],
  ['Milk', 'milk'], ['Whole milk', 'wholeMilk'], ['Semi skimmed milk', 'milk'], ['Skimmed milk', 'skimmedMilk'],
  ['Buttermilk', 'fermentedMilk'], ['Double cream', 'cream'], ['Whipping cream', 'cream'],
  ['Single cream', 'sourCream'], ['Soured cream', 'sourCream'], ['Crème fraîche', 'cream'], ['Butter', 'butter'],
  ['Natural yogurt', 'yoghurt'], ['Greek style yogurt', 'yoghurt'], ['Cheddar', 'cheese'],
  ['Mozzarella', 'mozzarella'], ['Parmesan', 'parmesan'], ['Feta', 'feta'], ['Goats cheese', 'goatCheese'],
  ['Cream cheese', 'creamCheese'], ['Quark', 'quark'], ['Cottage cheese', 'milk'], ['Eggs', 'eggs'],
  ['Free range eggs', 'eggs'], ['Condensed milk', 'condensedMilk'], ['Evaporated milk', 'evaporatedMilk'],
  ['Goats milk', 'goatMilk'], ['Skimmed milk powder', 'milkPowder'], ['Ghee', 'butter'], ['Soya milk', 'soyDrink'],
  ['Soy milk', 'soyDrink'], ['Soya drink', 'soyDrink'], ['Coconut milk', 'coconutMilk'],
  ['Coconut water', 'coconutWater'], ['Beef', 'beef'], ['Beef mince', 'mincedBeef'], ['Minced beef', 'mincedBeef'],
  ['Lamb', 'lamb'], ['Lamb mince', 'lamb'], ['Pork', 'porkCut'], ['Pork mince', 'porkCut'],
  ['Pork belly', 'porkBelly'], ['Chicken', 'chicken'], ['Chicken breast', 'chicken'], ['Turkey', 'turkey'],
  ['Turkey breast', 'turkeyBreast'], ['Duck', 'duck'], ['Goose', 'goose'], ['Rabbit', 'rabbit'],
  ['Veal', 'vealFillet'], ['Mutton', 'mutton'], ['Lard', 'porkFat'], ['Chicken livers', 'poultryOffal'],
  ['Pork liver', 'porkOffal'], ['Lamb\'s liver', 'lambOffal'], ['Ox liver', 'beefOffal'], ['Tripe', 'tripe'],
  ['Salmon', 'salmon'], ['Cod', 'cod'], ['Haddock', 'haddock'], ['Pollock', 'pollock'], ['Coley', 'saithe'],
  ['Hake', 'hake'], ['Plaice', 'plaice'], ['Lemon sole', 'lemonSole'], ['Sole', 'sole'], ['Mackerel', 'mackerel'],
  ['Herring', 'herring'], ['Sardines', 'sardines'], ['Anchovies', 'anchovy'], ['Tuna', 'tuna'], ['Trout', 'trout'],
  ['Rainbow trout', 'trout'], ['Sea bass', 'seaBass'], ['Sea bream', 'seaBream'], ['Monkfish', 'monkfish'],
  ['Halibut', 'halibut'], ['Turbot', 'turbot'], ['Swordfish', 'swordfish'], ['Whiting', 'whiting'],
  ['Skate', 'skate'], ['Dab', 'dab'], ['Prawns', 'prawns'], ['King prawns', 'prawns'], ['Shrimps', 'prawns'],
  ['Scampi', 'norwayLobster'], ['Langoustines', 'norwayLobster'], ['Lobster', 'lobster'], ['Crab', 'crab'],
  ['Mussels', 'mussels'], ['Scallops', 'scallops'], ['Oysters', 'oysters'], ['Squid', 'squid'],
  ['Calamari', 'squid'], ['Octopus', 'squid'], ['Sugar', 'beetSugar'], ['Caster sugar', 'beetSugar'],
  ['Icing sugar', 'beetSugar'], ['Cane sugar', 'caneSugar'], ['Honey', 'honey'], ['Maple syrup', 'mapleSyrup'],
  ['Agave syrup', 'agaveSyrup'], ['Golden syrup', 'beetSugar'], ['Cocoa powder', 'cocoa'],
  ['Cocoa butter', 'cocoaButter'], ['Dark chocolate', 'darkChocolate'], ['Milk chocolate', 'milkChocolate'],
  ['White chocolate', 'whiteChocolate'], ['Ground coffee', 'coffee'], ['Instant coffee', 'instantCoffee'],
  ['Olive oil', 'oliveOil'], ['Rapeseed oil', 'rapeseedOil'], ['Sunflower oil', 'sunflowerOil'],
  ['Soya oil', 'soybeanOil'], ['Soybean oil', 'soybeanOil'], ['Coconut oil', 'palmOil'], ['Sesame oil', 'sesameOil'],
  ['Groundnut oil', 'peanutOil'], ['Peanut oil', 'peanutOil'], ['Tomato puree', 'tomatoPaste'],
  ['Tomato purée', 'tomatoPaste'], ['Tomato paste', 'tomatoPaste'], ['Passata', 'tomatoPuree'],
  ['Sun dried tomatoes', 'sunDriedTomatoes'], ['Vinegar', 'vinegar'], ['Cider vinegar', 'ciderVinegar'],
  ['Balsamic vinegar', 'balsamicVinegar'], ['Mustard', 'mustard'], ['Hummus', 'hummus'], ['Pesto', 'pesto'],
  ['Apple juice', 'appleJuice'], ['Orange juice', 'orangeJuice'], ['Pineapple juice', 'pineappleJuice'],
  ['Grape juice', 'grapeJuice'], ['Tomato juice', 'tomatoJuice'], ['Lemon juice', 'lemonJuice'],
  ['Lime juice', 'lemonJuice'], ['Grapefruit juice', 'grapefruitJuice'], ['Carrot juice', 'carrotJuice'],
  ['Beetroot juice', 'beetrootJuice'], ['Red wine', 'wine'], ['White wine', 'whiteWine'], ['Rosé wine', 'roseWine'],
  ['Gelatine', 'gelatine'], ['Dried yeast', 'bakersYeast'], ['Seaweed', 'nori'], ['Miso', 'miso'],
  ['Vegetable stock', 'vegetableStock'], ['Chicken stock', 'poultryStock'], ['Beef stock', 'beefStock'],
  ['Pollack', 'pollack'], ['Popcorn', 'maizeGrain'], ['Popping corn', 'maizeGrain'], ["Goats' cheese", 'goatCheese'], ['Serrano ham', 'dryCuredHam'],
];

const referenceOf = (name: string): string | null => {
  const climate = traceProduct({ name, ingredients: name, size: 500, size_unit: 'g' }).climate;
  const part = climate?.parts.find((p) => p.kind === 'ingredient');
  return part?.reference ?? null;
};

describe('English names of foods (ADR 0191)', () => {
  it('reads each name as the food it is', () => {
    const wrong = ENGLISH_NAMES.filter(([name, reference]) => referenceOf(name) !== reference).map(([name, reference]) => `${name}: ${referenceOf(name)}, not ${reference}`);
    expect(wrong).toEqual([]);
  });

  it('reads an English aisle as the product class its Swedish name is, and a word that only ends in one as none', () => {
    const aisles: readonly (readonly [string, string | null])[] = [
      ['Frozen Chips & Potatoes', 'classFrozenPotato'], ['Fryst potatis', 'classFrozenPotato'],
      ['Ready Meals', 'classReadyMeal'], ['Färdigrätter', 'classReadyMeal'],
      ['Cereals', 'classBreakfastCereal'], ['Soft drinks', 'classSoftDrink'], ['Yogurts', 'classYoghurt'], ['Jam', 'classJam'],
      ['Sausages', 'classSausage'], ['Tinned Fish', 'classCannedFish'], ['Sliced Bread', 'classSandwichLoaf'], ['Cakes', 'classCake'],
      // "cakes" and "bread" end these without naming a cake or a loaf.
      ['Oatcakes', null], ['Fish Cakes', null], ['Rice Cakes', null], ['Bread Flour', null], ['Bread Sauce', null],
    ];
    expect(aisles.map(([aisle]) => [aisle, classOfCategory(aisle)])).toEqual(aisles);
  });

  it('reads a compound name by its whole phrase, not by a food word inside it', () => {
    // Each would be the second food without the phrase: butter, cow's milk, fresh tomatoes, dried beans, pears, peas.
    expect(referenceOf('Butter Beans')).toBe('whiteBeans');
    expect(referenceOf('Soya Milk')).toBe('soyDrink');
    expect(referenceOf('Tomato Purée')).toBe('tomatoPaste');
    expect(referenceOf('French Beans')).toBe('greenBeans');
    expect(referenceOf('Kiwi Fruit')).toBe('kiwi');
    expect(referenceOf('Chick Peas')).toBe('chickpeas');
  });

  it('reads a product named as sold in English as that food, whatever its list calls what it is made of (ADR 0192)', () => {
    const whole = (name: string, ingredients: string, category?: string) => traceProduct({ name, ingredients, category, size: 250, size_unit: 'g' }).climate;
    expect(whole('Spanish Serrano Ham', 'Pork Leg, Salt, Sugar, Preservatives (Sodium Nitrite, Potassium Nitrate)')?.wholeReference).toBe('dryCuredHam');
    expect(whole('Irish Unsalted Butter', 'Pasteurised Cream (Milk)')?.wholeReference).toBe('butter');
    expect(whole('Double Concentrated Tomato Purée', 'Tomatoes, Salt')?.wholeReference).toBe('tomatoPaste');
    expect(whole('Line Caught Pollack Fillets', 'Pollack (Pollachius pollachius) (Fish)')?.parts.find((p) => p.kind === 'ingredient')?.reference).toBe('pollack');
    expect(whole('Medium Sliced White Bread', 'Wheat Flour, Water, Yeast, Salt', 'Sliced Bread')?.productClass).toBe('classSandwichLoaf');
    // Flour for bread is flour (ADR 0193), not the loaf "white bread" names.
    expect(whole('Strong White Bread Flour 1.5kg', 'Wheat Flour (Wheat Flour, Calcium Carbonate, Iron, Niacin, Thiamin)', 'Home Baking')?.productClass).toBeNull();
    // A name holding "butter" names no butter when the list is of another kind of food.
    expect(whole('Smooth Peanut Butter', 'Peanuts (95%), Palm Oil, Salt')?.wholeReference).not.toBe('butter');
    // Canned in water, the beans are the cooked ones (ADR 0156), not butter.
    expect(whole('Butter Beans in Water', 'Butter Beans, Water, Salt')?.parts.find((p) => p.kind === 'ingredient')?.reference).toBe('cookedWhiteBeans');
  });

  it('reads the same food in an English list as in a Swedish one', () => {
    const co2e = (ingredients: string, name: string) => traceProduct({ name, ingredients, size: 400, size_unit: 'g' }).scores.CO2e;
    expect(co2e('Butter Beans, Water, Salt', 'Butter Beans in Water')).toBe(co2e('Vita bönor, vatten, salt', 'Vita bönor i vatten'));
    expect(co2e('Chopped Tomatoes (60%), Tomato Purée (40%)', 'Tomato Sauce Base')).toBe(co2e('Hackade tomater (60 %), tomatpuré (40 %)', 'Tomatbas'));
    expect(co2e('Popping Corn', 'Popcorn')).toBe(co2e('Popcornmajs', 'Popcorn'));
    expect(co2e("Pasteurised Goats' Milk, Salt, Cultures", "Goats' Cheese")).toBe(co2e('Pastöriserad getmjölk, salt, syrningskultur', 'Getost'));
  });
});
