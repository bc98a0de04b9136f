import type { Anchor } from '../text/matcher.js';

/**
 * Food additives written as words, mapped to their E-numbers, for the additive classes that
 * count as NOVA markers: colours (E100–E182), thickeners, stabilisers, emulsifiers, gelling
 * agents and humectants (E400–E495), flavour enhancers (E620–E637), glazing agents (E901–E905),
 * sweeteners (E950–E969), modified starches (E1404–E1452), E551, and the nitrites/nitrates
 * E249–E252 (group 3). Names and numbers follow the Union list of food additives, Regulation (EC)
 * No 1333/2008 Annex II as set out by Commission Regulation (EU) No 1129/2011, in the Swedish and
 * English language versions of those regulations (everyday label spellings added).
 *
 * Left out on purpose, because the same word names a food or a nutrient on labels: riboflavin
 * (E101, vitamin B2), amarant (E123, also the grain), calcium carbonate (E170, also a calcium
 * fortificant), the metals E173–E175, and nitrogen and other packaging gases (E938–E943).
 *
 * Row: [name, E-number, anchor?]; Swedish names match inside compounds unless anchored, English
 * names match whole words.
 */
export type AdditiveRow = readonly [name: string, e: number, anchor?: Anchor];

/**
 * Additive names that, as an ingredient, are the food they are made of rather than an additive (ADR 0147): a
 * modified starch is a real share of maize or potato starch, and a Swedish list's "konjak" is cognac.
 */
export const readAsItsFood = (name: string): boolean =>
  name === 'konjak' || name.includes('stärkelse') || name.includes('flour') || name.split(' ').includes('starch');

/**
 * Provenance of this table (no code reads it; kept as the record of where the terms come from):
 * - source: Regulation (EC) No 1333/2008 Annex II; Commission Regulation (EU) No 1129/2011 (Union list, SV and EN versions)
 * - year: 2011
 * - licence: EU legislation (reuse permitted, Commission Decision 2011/833/EU)
 * - url: https://eur-lex.europa.eu/eli/reg/2011/1129/oj
 */

export const SWEDISH_ADDITIVE_NAMES: readonly AdditiveRow[] = [
  // Colours
  ['kurkumin', 100], ['tartrazin', 102], ['kinolingult', 104], ['para-orange', 110], ['paraorange', 110],
  ['sunset yellow', 110], ['karmin', 120], ['karminsyra', 120], ['koschenill', 120], ['cochenille', 120],
  ['azorubin', 122], ['karmoisin', 122], ['ponceau 4r', 124], ['cochenillerött', 124], ['erytrosin', 127],
  ['allurarött', 129], ['patentblått', 131], ['indigotin', 132], ['indigokarmin', 132], ['briljantblått', 133],
  ['klorofyll', 140], ['klorofyller', 140], ['klorofyllin', 140], ['kopparkomplex av klorofyll', 141],
  ['kopparklorofyll', 141], ['grönt s', 142, 'word'], ['sockerkulör', 150], ['karamellfärg', 150],
  ['karamellfärgämne', 150], ['briljantsvart', 151], ['vegetabiliskt kol', 153], ['brunt ht', 155],
  ['karoten', 160], ['karotener', 160], ['betakaroten', 160], ['beta-karoten', 160], ['annatto', 160], ['bixin', 160],
  ['norbixin', 160], ['paprikaextrakt', 160], ['paprikaoleoresin', 160], ['kapsantin', 160], ['kapsorubin', 160],
  ['lykopen', 160], ['lutein', 161], ['kantaxantin', 161], ['betanin', 162], ['rödbetsrött', 162],
  ['antocyaner', 163], ['antocyanin', 163], ['titandioxid', 171], ['järnoxid', 172], ['järnoxider', 172],
  ['litolrubin', 180],
  // Nitrites and nitrates (group 3)
  ['kaliumnitrit', 249], ['natriumnitrit', 250], ['natriumnitrat', 251], ['kaliumnitrat', 252],
  // Thickeners, stabilisers, emulsifiers, gelling agents, humectants
  ['alginsyra', 400], ['natriumalginat', 401], ['kaliumalginat', 402], ['ammoniumalginat', 403],
  ['kalciumalginat', 404], ['propylenglykolalginat', 405], ['alginat', 401, 'end'], ['alginater', 401, 'end'], ['agar', 406, 'word'], ['agar-agar', 406],
  ['karragenan', 407], ['karragenen', 407], ['carrageenan', 407], ['eucheuma', 407], ['johannesbrödkärnmjöl', 410],
  ['fruktkärnmjöl', 410], ['johannesbrödgummi', 410], ['guarkärnmjöl', 412], ['guargummi', 412], ['guar', 412, 'word'],
  ['dragant', 413], ['gummi arabicum', 414], ['akaciagummi', 414], ['xantangummi', 415], ['xantan', 415],
  ['xanthangummi', 415], ['karayagummi', 416], ['taragummi', 417], ['gellangummi', 418], ['sorbitol', 420],
  ['sorbitolsirap', 420], ['mannitol', 421], ['glycerol', 422], ['konjak', 425], ['konjakmjöl', 425], ['polysorbat', 433],
  ['pektin', 440], ['pektiner', 440], ['amiderat pektin', 440], ['ammoniumfosfatider', 442], ['difosfat', 450],
  ['difosfater', 450], ['dinatriumdifosfat', 450], ['trifosfat', 451], ['trifosfater', 451], ['polyfosfat', 452],
  ['polyfosfater', 452], ['cyklodextrin', 459], ['cellulosa', 460], ['mikrokristallin cellulosa', 460],
  ['pulvercellulosa', 460], ['metylcellulosa', 461], ['etylcellulosa', 462], ['hydroxipropylcellulosa', 463],
  ['hydroxipropylmetylcellulosa', 464], ['karboximetylcellulosa', 466], ['cellulosagummi', 466],
  ['mono- och diglycerider', 471], ['mono- och diglycerider av fettsyror', 471], ['monoglycerider', 471],
  ['diglycerider', 471], ['ättiksyraestrar av mono', 472], ['mjölksyraestrar av mono', 472],
  ['citronsyraestrar av mono', 472], ['vinsyraestrar av mono', 472], ['diacetylvinsyraestrar', 472],
  ['sockerestrar av fettsyror', 473], ['sockerglycerider', 474], ['polyglycerolestrar', 475],
  ['polyglycerolpolyricinoleat', 476], ['natriumstearoyl-2-laktylat', 481], ['natriumstearoyllaktylat', 481],
  ['kalciumstearoyl-2-laktylat', 482], ['kalciumstearoyllaktylat', 482], ['sorbitanmonostearat', 491],
  ['sorbitantristearat', 492],
  // Anti-caking, flavour enhancers, glazing agents
  ['kiseldioxid', 551], ['glutaminsyra', 620], ['mononatriumglutamat', 621], ['natriumglutamat', 621],
  ['glutamat', 621], ['monokaliumglutamat', 622], ['kalciumdiglutamat', 623], ['dinatriumguanylat', 627],
  ['dinatriuminosinat', 631], ['ribonukleotider', 635], ['dinatrium-5\'-ribonukleotider', 635], ['etylmaltol', 637],
  ['bivax', 901], ['karnaubavax', 903], ['shellack', 904], ['schellack', 904],
  // Sweeteners
  ['acesulfam', 950], ['acesulfam k', 950], ['acesulfamkalium', 950], ['aspartam', 951], ['cyklamat', 952],
  ['cyklaminsyra', 952], ['isomalt', 953], ['sackarin', 954], ['sukralos', 955], ['taumatin', 957],
  ['neohesperidin', 959], ['steviolglykosid', 960], ['steviolglykosider', 960], ['neotam', 961],
  ['aspartam-acesulfamsalt', 962], ['polyglycitolsirap', 964], ['maltitol', 965], ['maltitolsirap', 965],
  ['laktitol', 966], ['xylitol', 967], ['erytritol', 968], ['advantam', 969],
  // Modified starches
  ['modifierad', 1404, 'start'], ['oxiderad stärkelse', 1404], ['monostärkelsefosfat', 1410], ['distärkelsefosfat', 1412],
  ['fosfaterad distärkelsefosfat', 1413], ['acetylerad distärkelsefosfat', 1414], ['acetylerad stärkelse', 1420],
  ['acetylerad distärkelseadipat', 1422], ['hydroxipropylstärkelse', 1440], ['hydroxipropylerad stärkelse', 1440],
  ['hydroxipropyldistärkelsefosfat', 1442], ['hydroxipropylerad distärkelsefosfat', 1442],
  ['stärkelsenatriumoktenylsuccinat', 1450], ['acetylerad oxiderad stärkelse', 1451],
];

export const ENGLISH_ADDITIVE_NAMES: readonly AdditiveRow[] = [
  ['curcumin', 100], ['tartrazine', 102], ['quinoline yellow', 104], ['sunset yellow', 110], ['sunset yellow fcf', 110],
  ['carmine', 120], ['carminic acid', 120], ['cochineal', 120], ['carmines', 120], ['azorubine', 122],
  ['carmoisine', 122], ['ponceau 4r', 124], ['erythrosine', 127], ['allura red', 129], ['allura red ac', 129],
  ['patent blue', 131], ['indigotine', 132], ['indigo carmine', 132], ['brilliant blue', 133], ['chlorophyll', 140],
  ['chlorophylls', 140], ['chlorophyllin', 140], ['copper chlorophyll', 141], ['copper complexes of chlorophylls', 141],
  ['green s', 142], ['caramel colour', 150], ['caramel color', 150], ['plain caramel', 150], ['sulphite ammonia caramel', 150],
  ['ammonia caramel', 150], ['brilliant black', 151], ['vegetable carbon', 153], ['brown ht', 155], ['carotene', 160],
  ['carotenes', 160], ['beta-carotene', 160], ['beta carotene', 160], ['annatto', 160], ['bixin', 160], ['norbixin', 160],
  ['paprika extract', 160], ['paprika oleoresin', 160], ['capsanthin', 160], ['capsorubin', 160], ['lycopene', 160],
  ['lutein', 161], ['canthaxanthin', 161], ['beetroot red', 162], ['betanin', 162], ['anthocyanins', 163],
  ['anthocyanin', 163], ['titanium dioxide', 171], ['iron oxide', 172], ['iron oxides', 172], ['litholrubine', 180],
  ['potassium nitrite', 249], ['sodium nitrite', 250], ['sodium nitrate', 251], ['potassium nitrate', 252],
  ['alginic acid', 400], ['sodium alginate', 401], ['potassium alginate', 402], ['calcium alginate', 404],
  ['propylene glycol alginate', 405], ['alginate', 401], ['alginates', 401], ['agar', 406], ['carrageenan', 407], ['carrageenans', 407],
  ['locust bean gum', 410], ['carob bean gum', 410], ['carob gum', 410], ['guar gum', 412], ['tragacanth', 413],
  ['gum arabic', 414], ['acacia gum', 414], ['xanthan gum', 415], ['xanthan', 415], ['karaya gum', 416],
  ['tara gum', 417], ['gellan gum', 418], ['sorbitol', 420], ['sorbitol syrup', 420], ['mannitol', 421],
  ['glycerol', 422], ['glycerine', 422], ['glycerin', 422], ['konjac', 425], ['polysorbate', 433], ['polysorbate 80', 433],
  ['pectin', 440], ['pectins', 440], ['amidated pectin', 440], ['diphosphate', 450], ['diphosphates', 450],
  ['disodium diphosphate', 450], ['triphosphate', 451], ['triphosphates', 451], ['polyphosphate', 452],
  ['polyphosphates', 452], ['cellulose', 460], ['microcrystalline cellulose', 460], ['methyl cellulose', 461],
  ['methylcellulose', 461], ['hydroxypropyl methyl cellulose', 464], ['hydroxypropyl methylcellulose', 464],
  ['carboxymethyl cellulose', 466], ['carboxymethylcellulose', 466], ['cellulose gum', 466],
  ['mono- and diglycerides', 471], ['mono- and diglycerides of fatty acids', 471], ['mono and diglycerides', 471],
  ['monoglycerides', 471], ['diglycerides', 471], ['datem', 472], ['sucrose esters', 473], ['sucrose esters of fatty acids', 473],
  ['polyglycerol esters', 475], ['polyglycerol polyricinoleate', 476], ['pgpr', 476], ['sodium stearoyl lactylate', 481],
  ['sodium stearoyl-2-lactylate', 481], ['calcium stearoyl lactylate', 482], ['sorbitan monostearate', 491],
  ['sorbitan tristearate', 492], ['silicon dioxide', 551], ['silica', 551], ['glutamic acid', 620],
  ['monosodium glutamate', 621], ['msg', 621], ['sodium glutamate', 621], ['monopotassium glutamate', 622],
  ['disodium guanylate', 627], ['disodium inosinate', 631], ['disodium 5\'-ribonucleotides', 635],
  ['disodium ribonucleotides', 635], ['ribonucleotides', 635], ['ethyl maltol', 637], ['beeswax', 901],
  ['carnauba wax', 903], ['shellac', 904], ['acesulfame k', 950], ['acesulfame potassium', 950], ['acesulfame', 950],
  ['aspartame', 951], ['cyclamate', 952], ['sodium cyclamate', 952], ['isomalt', 953], ['saccharin', 954],
  ['sodium saccharin', 954], ['sucralose', 955], ['thaumatin', 957], ['neohesperidine dc', 959], ['neohesperidin dc', 959],
  ['steviol glycosides', 960], ['steviol glycoside', 960], ['neotame', 961], ['polyglycitol syrup', 964], ['maltitol', 965],
  ['maltitol syrup', 965], ['lactitol', 966], ['xylitol', 967], ['erythritol', 968], ['advantame', 969],
  ['modified starch', 1404], ['modified maize starch', 1404], ['modified corn starch', 1404], ['modified potato starch', 1404],
  ['modified tapioca starch', 1404], ['modified wheat starch', 1404], ['modified rice starch', 1404],
  // UK label spellings: "Modified Cornflour" (Heinz), "Modified Waxy Maize Starch".
  ['modified cornflour', 1404], ['modified corn flour', 1404], ['modified maize flour', 1404], ['modified waxy maize starch', 1404], ['modified pea starch', 1404],
  ['oxidised starch', 1404], ['oxidized starch', 1404], ['distarch phosphate', 1412], ['acetylated distarch adipate', 1422],
  ['acetylated starch', 1420], ['hydroxypropyl starch', 1440], ['hydroxypropyl distarch phosphate', 1442],
  ['starch sodium octenyl succinate', 1450], ['acetylated oxidised starch', 1451],
];
