import type { LabelRow } from './labels.js';

/**
 * Held-out batch (issue 12, robustness): labels written BEFORE reading the engine's vocabularies,
 * in the product kinds the first corpus had few of (ready meals, sauces and dressings, spice mixes,
 * sweets, biscuits, ice cream, baby food, frozen fish, seafood, charcuterie, cheese, plant-based
 * alternatives, drinks, cereals, filled bakery, soups, snacks, Asian and Middle-Eastern foods,
 * gluten-free and "fri från" products) and in the shapes partners send: capitals lost or kept,
 * "kan innehålla spår av", "tillverkad i en fabrik som även hanterar", "for allergens see
 * ingredients in bold", "fri från"/"free from" claims, footnote stars, comma decimals, nested
 * brackets, additive names in both languages, a trailing nutrition table, both languages on one
 * pack, semicolons, all capitals, a repeated "Ingredienser:".
 *
 * Composed in the style of real packs on Swedish and UK shelves, not transcribed from named
 * products. Expected values set by hand from Regulation (EU) No 1169/2011 Annex II and the OFF
 * NOVA marker rules (docs/methodology.md "NOVA"), with the corpus
 * decisions in labels.ts (oats are gluten even when "glutenfri"; soybean oil is soy; coconut,
 * pine nuts and nutmeg are not tree nuts; a "may contain" allergen already contained is not a
 * trace). Same row shape as labels.ts.
 */
export const HELDOUT_SWEDISH_LABELS: readonly LabelRow[] = [
  // Ready meals and soups
  ['Färdigrätt', 'Ingredienser: Kokt ris 45% (vatten, ris), kycklingfilé 20%, GRÄDDE, vatten, lök, rapsolja, curry (gurkmeja, koriander, SENAPSFRÖN, spiskummin, bockhornsklöver), modifierad majsstärkelse, salt, socker, kycklingbuljong (salt, kycklingfett, SELLERI, lök), arom. Kan innehålla spår av SESAM.', 'milk,mustard,celery', 'sesame', 4],
  ['Färdigrätt', 'Lasagne: Tomatsås 35% (krossade tomater, lök, tomatpuré, rapsolja, vitlök, salt, oregano), nötfärs 18%, pastaplattor 17% (DURUMVETEMJÖL, ÄGG), vatten, MJÖLK, riven OST (MJÖLK), VETEMJÖL, SMÖR, salt, muskotnöt, svartpeppar.', 'gluten,eggs,milk', '', 3],
  ['Färdigrätt', 'Ingredienser: Potatis 40%, torskfilé** (FISK) 25%, vatten, GRÄDDE, SMÖR, dill, salt, potatisstärkelse, citronjuice, vitpeppar. **Från hållbart fiske, MSC-certifierat.', 'fish,milk', '', 3],
  ['Färdigrätt', 'Pytt i panna: Potatis 55%, fläskkött 15%, nötkött 10%, lök, rapsolja, salt, dextros, svartpeppar, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit).', '', '', 4],
  ['Soppa', 'Vatten, morötter 20%, rotselleri 10%, lök, potatis, GRÄDDE 5%, rapsolja, salt, grönsaksbuljong (salt, socker, lök, SELLERI, palmfett, kryddor), persilja, svartpeppar.', 'celery,milk', '', 3],
  ['Soppa', 'Ärtsoppa: Vatten, gula ärter 35%, fläskkött 8%, lök, salt, mejram, timjan. Bäst före: se locket. Förvaras kylt, högst +8 °C.', '', '', 3],
  ['Fisksoppa', 'Vatten, laxfilé (FISK) 12%, RÄKOR (KRÄFTDJUR) 8%, BLÅMUSSLOR (BLÖTDJUR) 5%, tomater, GRÄDDE, lök, fänkål, vitt vin (SULFITER), fiskbuljong (FISK, salt), saffran, salt, förtjockningsmedel (xantangummi).', 'fish,crustaceans,molluscs,milk,sulphites', '', 4],
  ['Färdigrätt', 'INGREDIENSER: KOKT PASTA 50% (VATTEN, DURUMVETEMJÖL), SKINKA 15% (FLÄSKKÖTT, SALT, DEXTROS, KONSERVERINGSMEDEL (NATRIUMNITRIT)), GRÄDDE, VATTEN, OST, LÖK, SALT, PEPPAR.', 'gluten,milk', '', 4],
  // Sauces, dressings, condiments
  ['Sås', 'Bearnaisesås: Rapsolja 65%, vatten, ÄGGULA 7%, vinäger, salt, dragon, schalottenlök, socker, förtjockningsmedel (xantangummi, guarkärnmjöl), konserveringsmedel (kaliumsorbat), färgämne (betakaroten).', 'eggs', '', 4],
  ['Dressing', 'Caesardressing: Rapsolja, vatten, vinäger, ÄGGULA, PARMESANOST 5% (MJÖLK, salt, löpe), socker, salt, sardellfilé (FISK), SENAP (vatten, SENAPSFRÖN, vinäger, salt), vitlök, citronjuice, svartpeppar.', 'eggs,milk,fish,mustard', '', 3],
  ['Sås', 'Sweet chilisås: Socker, vatten, röd chili 12%, vitlök, risvinäger, salt, förtjockningsmedel (modifierad tapiokastärkelse).', '', '', 4],
  ['Sås', 'Ostronsås: Vatten, socker, ostronextrakt 11% (OSTRON, vatten, salt), salt, modifierad majsstärkelse, färgämne (sockerkulör E150a), smakförstärkare (mononatriumglutamat).', 'molluscs', '', 4],
  ['Sås', 'Fisksås: Ansjovis (FISK) 70%, salt, socker.', 'fish', '', 3],
  ['Sås', 'Japansk soja: Vatten, SOJABÖNOR, VETE, salt.', 'soy,gluten', '', 3],
  ['Pesto', 'Basilika 38%, solrosolja, CASHEWNÖTTER, Grana Padano-ost 8% (MJÖLK, salt, löpe, konserveringsmedel: lysozym (ÄGG)), pinjenötter 3%, salt, vitlök, surhetsreglerande medel (mjölksyra).', 'nuts,milk,eggs', '', 3],
  ['Senap', 'Vatten, SENAPSFRÖN 24%, brännvinsvinäger, socker, salt, kryddor, gurkmeja.', 'mustard', '', 3],
  ['Senap', 'Dijonsenap: Vatten, SENAPSFRÖN, vinäger, salt, surhetsreglerande medel (citronsyra), antioxidationsmedel (kaliummetabisulfit).', 'mustard,sulphites', '', 3],
  ['Marinad', 'Teriyakimarinad: Vatten, SOJASÅS (vatten, SOJABÖNOR, VETE, salt), socker, risvin, ingefära, vitlök, modifierad majsstärkelse, SESAMFRÖN, jästextrakt.', 'soy,gluten,sesame', '', 4],
  ['Sås', 'Ingredienser: Ingredienser: tomater 80%, lök, olivolja, salt; basilika; vitlök; socker.', '', '', 3],
  // Spice mixes and salt
  ['Krydda', 'Tacokrydda: Chili 22%, salt, spiskummin, lök, vitlök, potatisstärkelse, socker, paprika, oregano, rökarom. Kan innehålla spår av SELLERI och SENAP.', '', 'celery,mustard', 4],
  ['Krydda', 'Curry: Koriander, gurkmeja 20%, spiskummin, bockhornsklöver, SENAPSFRÖN, chili, svartpeppar, ingefära, kanel.', 'mustard', '', 1],
  ['Kryddsalt', 'Havssalt 60%, SELLERIFRÖ, lök, paprika, persilja, vitlök, antiklumpningsmedel (kiseldioxid).', 'celery', '', 4],
  ['Salt', 'Salt, jod (kaliumjodid), antiklumpningsmedel (natriumferrocyanid). Jodberikat salt.', '', '', 2],
  // Sweets and chocolate
  ['Choklad', 'Mjölkchoklad: Socker, kakaosmör, HELMJÖLKSPULVER 18%, kakaomassa, HASSELNÖTTER 10%, emulgeringsmedel (SOJALECITIN), naturlig vaniljarom. Kakao minst 30%. Kan innehålla spår av JORDNÖTTER och andra nötter.', 'milk,nuts,soy', 'peanuts', 4],
  ['Choklad', 'Mörk choklad 70%: Kakaomassa, socker, kakaosmör, emulgeringsmedel (solroslecitin), vanilj. Kan innehålla spår av MJÖLK. Fri från gluten.', '', 'milk', 4],
  ['Godis', 'Socker, glukossirap, gelatin, surhetsreglerande medel (citronsyra, äppelsyra), arom, färgämnen (karmin, kurkumin, spirulinakoncentrat), ytbehandlingsmedel (karnaubavax). Glutenfri.', '', '', 4],
  ['Godis', 'Lakrits: VETEMJÖL, socker, sirap, lakritsextrakt 4%, salmiak (ammoniumklorid), vegetabiliska oljor (kokos, raps), anis.', 'gluten', '', 3],
  ['Godis', 'Marsipan: Socker, MANDEL 25%, glukossirap, invertsockersirap, konserveringsmedel (kaliumsorbat). Kan innehålla spår av andra nötter.', 'nuts', '', 4],
  ['Godis', 'Romrussin: Russin 80%, rom 10%, socker.', '', '', 3],
  ['Halva', 'SESAMPASTA 52%, socker, glukossirap, vaniljarom, såpnejlikarotsextrakt. Kan innehålla spår av PISTASCHNÖTTER och MANDEL.', 'sesame', 'nuts', 4],
  // Biscuits and bakery
  ['Bakverk', 'Smördeg (VETEMJÖL, margarin (palmfett, rapsolja, vatten, salt, emulgeringsmedel (mono- och diglycerider av fettsyror)), vatten, salt), socker, äppelfyllning 20% (äpple, socker, vatten, modifierad stärkelse, kanel).', 'gluten', '', 4],
  ['Kakor', 'Småkakor: Mandelmusslor 40% (VETEMJÖL, SMÖR, socker, MANDEL 8%, ÄGG), havreflarn 35% (HAVREGRYN, socker, SMÖR, glukossirap, VETEMJÖL), drömmar 25% (VETEMJÖL, socker, kokosfett, hjorthornssalt, vaniljarom). Kan innehålla spår av HASSELNÖTTER.', 'gluten,milk,nuts,eggs', '', 4],
  ['Kex', 'Digestivekex: Fullkornsvetemjöl 40%, VETEMJÖL, palmolja, socker, HAVREMJÖL 6%, bakpulver (natriumvätekarbonat, ammoniumvätekarbonat, äppelsyra), salt.', 'gluten', '', 3],
  ['Kex', 'Pepparkakor: VETEMJÖL, socker, sirap, palmolja, kryddor (kanel 1,5%, ingefära, nejlika, kardemumma), bakpulver (natriumvätekarbonat), salt. Kan innehålla spår av MANDEL.', 'gluten', 'nuts', 3],
  ['Kex', 'Ingredienser/Ingredients: VETEMJÖL/WHEAT flour, socker/sugar, SMÖR/BUTTER 18%, salt. Kan innehålla spår av nötter./May contain traces of nuts.', 'gluten,milk', 'nuts', 3],
  ['Bageri', 'Kanelbulle: VETEMJÖL, MJÖLK, socker, SMÖR 12%, jäst, ÄGG, kardemumma, salt, kanel 1,2%, pärlsocker. Innehåller: vete, mjölk, ägg.', 'gluten,milk,eggs', '', 3],
  ['Bageri', 'Semla: Vetebulle 60% (VETEMJÖL, MJÖLK, SMÖR, socker, jäst, kardemumma, salt), vispgrädde 25% (GRÄDDE), mandelmassa 15% (sötmandel 50%, socker, bittermandel). Kan innehålla spår av JORDNÖTTER.', 'gluten,milk,nuts', 'peanuts', 3],
  ['Bageri', 'Vaniljhjärtan: Mördeg 70% (VETEMJÖL, SMÖR, socker, ÄGG), vaniljkräm 30% (MJÖLK, socker, modifierad majsstärkelse, ÄGGULA, arom, färgämne (betakaroten)).', 'gluten,milk,eggs', '', 4],
  ['Baklava', 'Filodeg (VETEMJÖL, vatten, majsstärkelse, salt, vinäger), PISTAGENÖTTER 22%, SMÖR (MJÖLK), socker, vatten, glukossirap, citronjuice.', 'gluten,nuts,milk', '', 4],
  ['Bröd', 'Rågbröd: Vatten, RÅGSIKT 35%, grahamsmjöl, sirap, jäst, salt, kummin, fänkål.', 'gluten', '', 3],
  ['Bröd', 'Glutenfritt bröd: Vatten, majsstärkelse, risstärkelse, sockerbetsfiber, rapsolja, psylliumfrö, jäst, LUPINMJÖL 3%, förtjockningsmedel (hydroxipropylmetylcellulosa), socker, salt.', 'lupin', '', 4],
  ['Bröd', 'Hamburgerbröd: VETEMJÖL, vatten, socker, rapsolja, jäst, SESAMFRÖN 2%, salt, emulgeringsmedel (E472e, E481), mjölbehandlingsmedel (askorbinsyra), konserveringsmedel (kalciumpropionat).', 'gluten,sesame', '', 4],
  ['Bakning', 'Grahamsmjöl 100%.', 'gluten', '', 1],
  ['Gryn', 'Matvete 100%.', 'gluten', '', 1],
  // Ice cream and desserts
  ['Glass', 'GRÄDDE 38%, skummad MJÖLK, socker, ÄGGULA 6%, vaniljstång 0,2%.', 'milk,eggs', '', 3],
  ['Glass', 'Vatten, socker, kokosfett, glukossirap, vasslepulver (MJÖLK), skummjölkspulver, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl, karragenan), arom, färgämne (annatto). Kan innehålla spår av NÖTTER, JORDNÖTTER och ÄGG.', 'milk', 'nuts,peanuts,eggs', 4],
  ['Sorbet', 'Vatten, mango 40%, socker, glukossirap, citronjuice, stabiliseringsmedel (johannesbrödkärnmjöl). Mjölkfri, äggfri.', '', '', 4],
  ['Sylt', 'Jordgubbar 50%, socker, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra). Fruktmängd: 50 g per 100 g. Total sockerhalt: 55 g per 100 g.', '', '', 4],
  ['Fruktpuré', 'Äpple, banan. Näringsvärde per 100 g: Energi 250 kJ/60 kcal, Fett 0,2 g, varav mättat fett 0 g, Kolhydrater 13 g, varav sockerarter 11 g, Protein 0,6 g, Salt 0,01 g.', '', '', 1],
  // Baby food
  ['Barnmat', 'Ekologiska* grönsaker (morot 40%, potatis 25%, palsternacka 15%, sötpotatis 10%), vatten, rapsolja*. *Ekologisk. Från 4 månader.', '', '', 3],
  ['Barnmat', 'Fullkornsvälling: Skummjölk 60%, fullkornsVETEMJÖL 12%, HAVREMJÖL 6%, rapsolja, maltodextrin, mineraler (kalciumfosfat, järnfumarat, zinksulfat, kaliumjodid), vitaminer (C, E, niacin, A, D, B6, tiamin, folsyra).', 'milk,gluten', '', 4],
  ['Barnmat', 'Äpple 60%, banan 25%, blåbär 15%. Innehåller naturligt socker.', '', '', 1],
  // Fish and seafood
  ['Fryst fisk', 'Fiskpinnar: Alaska pollock (FISK) 65%, ströbröd (VETEMJÖL, vatten, jäst, salt, paprika, gurkmeja), rapsolja, VETEMJÖL, potatisstärkelse, salt.', 'fish,gluten', '', 3],
  ['Fryst fisk', 'Laxfilé med skinn (Salmo salar) (FISK) 100%. Odlad i Norge. Får innehålla ben.', 'fish', '', 1],
  ['Fryst skaldjur', 'Nordhavsräkor (Pandalus borealis) (KRÄFTDJUR) 75%, salt, surhetsreglerande medel (citronsyra). Glaserade med vatten.', 'crustaceans', '', 3],
  ['Skaldjur', 'Kokta BLÅMUSSLOR i lag: Blåmusslor 60%, vatten, vitt vin, vitlök, persilja, salt.', 'molluscs', '', 3],
  ['Skaldjur', 'Bläckfiskringar: Bläckfisk (BLÖTDJUR) 60%, VETEMJÖL, vatten, solrosolja, majsstärkelse, salt, bakpulver (difosfat, natriumvätekarbonat).', 'molluscs,gluten', '', 4],
  ['Skaldjur', 'Kräftor i dill: Kräftor 60%, vatten, salt, socker, dill, krondill.', 'crustaceans', '', 3],
  ['Pålägg', 'Kaviar: Socker, torskrom (FISK) 30%, rapsolja, salt, potatisflingor, tomatpuré, konserveringsmedel (natriumbensoat, kaliumsorbat), antioxidationsmedel (askorbylpalmitat).', 'fish', '', 3],
  ['Rom', 'Löjrom (siklöja) 97%, salt.', 'fish', '', 3],
  ['Inläggning', 'Sill 55% (FISK), vatten, socker, ättika, lök, kryddpeppar, lagerblad, salt.', 'fish', '', 3],
  // Charcuterie
  ['Charkuteri', 'Salami: Fläskkött, nötkött, salt, druvsocker, kryddor, vitlök, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit). 130 g kött används till 100 g salami.', '', '', 4],
  ['Charkuteri', 'Lufttorkad skinka: Fläskkött, salt.', '', '', 3],
  ['Korv', 'Fläskkött 45%, nötkött 20%, vatten, potatismjöl, salt, MJÖLKPROTEIN, dextros, kryddor (bl.a. SENAP, vitpeppar), lök, stabiliseringsmedel (difosfat), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit). Fjälster av fårtarm.', 'milk,mustard', '', 4],
  ['Leverpastej', 'Fläsklever 26%, vatten, fläskfett, VETEMJÖL, lök, SKUMMJÖLKSPULVER, salt, ÄGGVITA, kryddor, socker, konserveringsmedel (natriumnitrit).', 'gluten,milk,eggs', '', 3],
  // Cheese
  ['Ost', 'Pastöriserad MJÖLK, salt, syrningskultur, mikrobiellt löpe.', 'milk', '', 3],
  ['Ost', 'Getost: Pastöriserad getmjölk, salt, syrningskultur, löpe.', 'milk', '', 3],
  ['Smältost', 'OST (MJÖLK) 60%, vatten, SMÖR, MJÖLKPROTEIN, smältsalter (E331, E452), salt.', 'milk', '', 4],
  ['Räkost', 'Mjukost: OST (MJÖLK), vatten, SMÖR, RÄKOR (KRÄFTDJUR) 10%, smältsalter (natriumpolyfosfat), salt, konserveringsmedel (sorbinsyra).', 'milk,crustaceans', '', 4],
  // Plant-based
  ['Havredryck', 'Vatten, HAVRE 10%, rapsolja, surhetsreglerande medel (dikaliumfosfat), kalciumfosfat, salt, vitaminer (D2, riboflavin, B12). Fri från mjölk och soja.', 'gluten', '', 3],
  ['Växtbaserad ost', 'Vatten, kokosolja 24%, modifierad potatisstärkelse, potatisstärkelse, salt, arom, olivextrakt, färgämne (betakaroten), vitamin B12. Mjölkfri. Vegansk.', '', '', 4],
  ['Sojayoghurt', 'Vatten, skalade SOJABÖNOR 8,5%, socker, kalciumcitrat, stabiliseringsmedel (pektin), yoghurtkulturer (S. thermophilus, L. bulgaricus), vitaminer (B12, D2).', 'soy', '', 4],
  ['Tofu', 'Vatten, SOJABÖNOR* 45%, koaguleringsmedel (magnesiumklorid). *Ekologiska.', 'soy', '', 3],
  ['Vegetariskt', 'Falafel: Kikärter 60%, lök, persilja, rapsolja, vitlök, salt, spiskummin, koriander, bakpulver (natriumvätekarbonat).', '', '', 3],
  ['Vegetariskt', 'Växtbaserad burgare: Vatten, ärtprotein 18%, rapsolja, kokosolja, risprotein, arom, stabiliseringsmedel (metylcellulosa), potatisstärkelse, äppelextrakt, färgämne (rödbetsjuice), salt.', '', '', 4],
  ['Edamame', 'Edamamebönor 100%. Djupfrysta.', 'soy', '', 1],
  ['Tempeh', 'SOJABÖNOR* 98%, vatten, tempehkultur (Rhizopus oligosporus). *Ekologiska.', 'soy', '', 1],
  // Asian and Middle-Eastern
  ['Tahini', 'Rostade skalade SESAMFRÖN 100%.', 'sesame', '', 1],
  ['Hummus', 'Kikärter 58%, vatten, tahini (SESAM) 9%, rapsolja, citronjuice, salt, vitlök, spiskummin, konserveringsmedel (kaliumsorbat).', 'sesame', '', 3],
  ['Miso', 'SOJABÖNOR 45%, ris, salt, vatten, koji (Aspergillus oryzae).', 'soy', '', 3],
  ['Dumplings', 'Deg (VETEMJÖL, vatten, tapiokastärkelse, salt), fyllning (fläskkött 30%, vitkål, lök, SOJASÅS (vatten, SOJABÖNOR, VETE, salt), SESAMOLJA, ingefära, socker, salt, vitpeppar).', 'gluten,soy,sesame', '', 3],
  ['Nudlar', 'Äggnudlar: VETEMJÖL, ÄGG 5%, salt, surhetsreglerande medel (kaliumkarbonat).', 'gluten,eggs', '', 3],
  ['Kimchi', 'Kinakål 80%, rättika, salladslök, chili, vitlök, ingefära, salt, fisksås (ANSJOVIS, salt), socker, räkpasta (RÄKOR, salt).', 'fish,crustaceans', '', 3],
  ['Olja', 'Kallpressad SESAMOLJA 100%.', 'sesame', '', 2],
  ['Honung', 'Svensk honung.', '', '', 2],
  // Gluten-free and "fri från"
  ['Glutenfritt', 'Glutenfri pasta: Majsmjöl 70%, rismjöl 29%, emulgeringsmedel (mono- och diglycerider av fettsyror). Glutenfri.', '', '', 4],
  ['Fri från', 'Fri från-kladdkaka: Socker, rapsolja, rismjöl, kakao 10%, potatisstärkelse, förtjockningsmedel (xantangummi), salt. Fri från gluten, mjölk, ägg och nötter.', '', '', 4],
  // Drinks
  ['Dryck', 'Kolsyrat vatten, socker, koncentrerad apelsinjuice 3%, surhetsreglerande medel (citronsyra), arom, konserveringsmedel (kaliumsorbat), sötningsmedel (sukralos, acesulfam K), färgämne (betakaroten).', '', '', 4],
  ['Öl', 'Vatten, KORNMALT, humle, jäst.', 'gluten', '', 3],
  // Writer's error on the first run (was 3): "Innehåller sulfiter" declares an allergen, not an
  // ingredient, so there is no list, and without one only a culinary category or water has a group.
  ['Vin', 'Innehåller SULFITER.', 'sulphites', '', null],
  ['Juice', 'Apelsinjuice 100%. Pressad av apelsiner. Inget tillsatt socker.', '', '', 1],
  ['Energidryck', 'Vatten, socker, surhetsreglerande medel (citronsyra, natriumcitrat), taurin 0,4%, koffein 0,03%, konserveringsmedel (natriumbensoat), vitaminer (niacin, pantotensyra, B6, B12), arom, färgämnen (sockerkulör, riboflavin).', '', '', 4],
  // Cereals and snacks
  ['Frukostflingor', 'Majs 78%, socker, salt, KORNMALTEXTRAKT, vitaminer och mineraler (järn, niacin, B6, riboflavin, tiamin, folsyra, D-vitamin, B12).', 'gluten', '', 3],
  ['Müsli', 'HAVREGRYN 55%, RÅGFLINGOR 10%, dinkelflingor 8%, russin, torkade aprikoser 5% (aprikoser, konserveringsmedel (svaveldioxid)), PARANÖTTER 4%, solrosfrön, pumpafrön. Kan innehålla spår av JORDNÖTTER, SESAM och LUPIN.', 'gluten,sulphites,nuts', 'peanuts,sesame,lupin', 3],
  ['Snacks', 'Ostbågar: Majsgryn 60%, rapsolja, ostpulver 12% (OST (MJÖLK), VASSLEPULVER (MJÖLK), salt), salt, smakförstärkare (mononatriumglutamat), färgämne (paprikaextrakt).', 'milk', '', 4],
  ['Snacks', 'Potatis, solrosolja 34%, salt. Tillverkad i en fabrik som även hanterar MJÖLK, SELLERI och SENAP.', '', 'milk,celery,mustard', 3],
  ['Chips', 'Potatis, rapsolja, kryddmix 6% (salt, socker, lökpulver, VASSLEPULVER (MJÖLK), paprika, gräslök, rökarom, jästextrakt). Kan innehålla spår av GLUTEN.', 'milk', 'gluten', 4],
  ['Nötter', 'Rostade och saltade CASHEWNÖTTER 97%, rapsolja, salt. Förpackad i en miljö där JORDNÖTTER och SESAMFRÖN hanteras.', 'nuts', 'peanuts,sesame', 3],
  ['Pommes frites', 'Potatis 95%, solrosolja 5%. Tillagning: Gräddas i ugn 225 °C i 15–20 minuter.', '', '', 3],
  ['Surkål', 'Vitkål 98%, salt. Mjölksyrad på traditionellt vis.', '', '', 3],
  // Pasta
  ['Pasta', 'Fusilli av DURUMVETEMJÖL. Tillagningstid 11 min.', 'gluten', '', 1],
  // Writer's error on the first run (was 3): the ricotta's whey (vassle) is a group-4 marker.
  ['Pasta', 'Tortellini: Deg 60% (VETEMJÖL, ÄGG 20%, DURUMVETEMANNAGRYN), fyllning 40% (RICOTTA (vassle, MJÖLK, salt), spenat 25%, STRÖBRÖD (VETEMJÖL, jäst, salt), Grana Padano-ost (MJÖLK, salt, löpe, lysozym (ÄGG)), muskotnöt, salt).', 'gluten,eggs,milk', '', 4],
  // Added after the first run, 2–3 new labels per engine defect class fixed (not the same strings).
  // Absence claims ("fri från", "-fri", "inget tillsatt", "naturligt socker") are no ingredients.
  ['Fri från', 'Havrekakor: Glutenfria HAVREGRYN 40%, socker, rapsolja, potatisstärkelse, salt. Sojafri, nötfri och äggfri. Fri från: mjölk, sesam.', 'gluten', '', 3],
  ['Smoothie', 'Mango 45%, banan 30%, passionsfrukt 25%. Utan tillsatt socker. Innehåller endast naturligt förekommande socker.', '', '', 1],
  ['Müsli', 'HAVREGRYN 60%, äpple 20%, russin 20%. Ingen tillsatt salt. Fri från nötter och jordnötter.', 'gluten', '', 1],
  // Allergy advice that names allergens without declaring them.
  ['Färdigrätt', 'Ingredienser: Ris 50%, kyckling 30%, kokosmjölk, lök, salt. Allergiinformation: se ingredienser i fetstil. För allergener, inklusive glutenhaltiga spannmål, se ingredienser i fetstil.', '', '', 3],
  // A product name before the list is no ingredient.
  ['Godis', 'Gräddkola-smak: Socker, glukossirap, palmolja, salt, arom.', '', '', 4],
  ['Kex', 'Ostkex: VETEMJÖL, palmolja, socker, salt, jäst, bakpulver (natriumvätekarbonat).', 'gluten', '', 3],
  // A compound's recipe decides over the allergen word in its name.
  ['Bageri', 'Wienerbröd: Smördeg 60% (VETEMJÖL, vegetabiliskt fett (palm, raps), vatten, salt), vaniljkräm (vatten, socker, modifierad stärkelse, ÄGGULA), socker.', 'gluten,eggs', '', 4],
  ['Kakor', 'Kakmix: Kokostoppar 50% (kokos, socker, ÄGGVITA), havrekakor 50% (HAVREGRYN, socker, rapsolja). Kan innehålla spår av MJÖLK.', 'eggs,gluten', 'milk', 3],
  ['Kakor', 'Mandelmusslor (VETEMJÖL, SMÖR (MJÖLK), socker, sötmandel 8%, ÄGG).', 'gluten,milk,nuts,eggs', '', 3],
  // Anti-caking agents by name are carried by a culinary ingredient, as their E-numbers are.
  ['Salt', 'Havssalt, antiklumpningsmedel (kaliumferrocyanid).', '', '', 2],
  ['Salt', 'Salt, jod (kaliumjodat), antiklumpningsmedel (magnesiumkarbonat).', '', '', 2],
  // Names of allergen foods that were missing in one language (found by probing after the first run).
  ['Fryst fisk', 'Sjötunga 70%, vatten, salt, citron.', 'fish', '', 3],
  ['Fisk', 'Kallrökt regnbåge (odlad i Sverige) 98%, salt.', 'fish', '', 3],
  ['Choklad', 'Nougatpralin: Mjölkchoklad 60% (socker, kakaosmör, mjölkpulver, kakaomassa, emulgeringsmedel (lecitin)), nougat 40%.', 'milk,nuts', '', 4],
  ['Japanskt', 'Udonnudlar 85%, vatten, salt.', 'gluten', '', 3],
  ['Skaldjur', 'Friterade calamares: Calamares 60%, vetemjöl, solrosolja, salt.', 'molluscs,gluten', '', 3],
  ['Ägg', 'Vaktelägg 100%, kokta och skalade.', 'eggs', '', 1],
  ['Bageri', 'Marängtoppar: Maräng 100% (socker, vatten, modifierad potatisstärkelse).', 'eggs', '', 4],
  ['Ost', 'Pizzaost: Riven provolone 50%, riven mozzarella 50%, potatisstärkelse.', 'milk', '', 3],
  ['Müsli', 'Havregryn 50%, honung, nötmix 12%, russin.', 'gluten,nuts', '', 3],
  // Baked ("gräddas"), grainy ("kornig") and pork knuckle ("lägg") are no allergens.
  ['Bageri', 'Ugnsgräddade skorpor: VETEMJÖL, socker, rapsolja, jäst, salt, kardemumma.', 'gluten', '', 3],
  ['Pommes frites', 'Potatis, rapsolja 4%. Förgräddade i rapsolja.', '', '', 3],
  ['Frukt', 'Äppelmos, kornigt: Äpple 90%, socker.', '', '', 3],
  ['Charkuteri', 'Rimmad fläsklägg 95%, salt.', '', '', 3],
  // Additives written as words that were missing: vanillin (a flavouring), corn syrup (glucose syrup), alginate.
  ['Godis', 'Skumgodis: Socker, majssirap, vatten, gelatin, surhetsreglerande medel (citronsyra).', '', '', 4],
  ['Bakning', 'Vaniljsocker: Socker, vanillin.', '', '', 4],
  ['Dessert', 'Fruktpärlor: Fruktjuice 60%, vatten, socker, alginat, kalciumlaktat.', '', '', 4],
  // A sentence saying what is not in the product is no ingredient (it made NOVA 4 from "aromer").
  ['Saft', 'Vatten, socker, svarta vinbär 25%, citronsyra. Inga konstgjorda färgämnen eller aromer.', '', '', 3],
  ['Sylt', 'Hallon 55%, socker, citronsaft. Utan konserveringsmedel. Innehåller inga nötter.', '', '', 3],
  // Precautionary wordings: other verbs and places, negative guarantees, allergy-sufferer compounds.
  ['Kex', 'HAVREGRYN, socker, rapsolja, salt. Produceras i en miljö där JORDNÖTTER förekommer.', 'gluten', 'peanuts', 3],
  ['Bröd', 'RÅGMJÖL, vatten, salt, jäst. Framställd i lokaler där även SESAM hanteras. Vi kan inte garantera att produkten är fri från nötter.', 'gluten', 'sesame,nuts', 3],
  ['Choklad', 'Kakaomassa, socker, kakaosmör. Ej lämplig för nötallergiker.', '', 'nuts', 3],
  // Categories named by a cheese or cured meat that does not end in "ost"/"korv", and lunch boxes (OFF: cheeses, prepared meats, meals).
  ['Gouda', 'Pastöriserad MJÖLK, syrningskultur, löpe.', 'milk', '', 3],
  ['Matlåda', 'Kokt ris 60%, kycklingfilé 25%, broccoli 15%.', '', '', 3],
  // One item a line or bulleted (as pasted from a pack's back): each line is an item.
  ['Buljong', 'Ingredienser:\n- Vatten\n- Salt\n- SELLERI\n- Lök\n- Socker', 'celery', '', 3],
  ['Kryddmix', 'Paprika\nSalt\nVitlök\nSENAPSFRÖN', 'mustard', '', 3],
  // Suitability claims as their own sentence are no ingredients.
  ['Frukt', 'Torkade aprikoser 100%. Vegansk. Lämplig för veganer.', '', '', 1],
];

export const HELDOUT_ENGLISH_LABELS: readonly LabelRow[] = [
  // Ready meals and soups
  ['Ready meal', 'Ingredients: Cooked Basmati Rice (40%) (Water, Basmati Rice), Chicken (18%), Tomato, Onion, Single Cream (MILK), Water, Greek Style Yogurt (MILK), Rapeseed Oil, Ginger Purée, Garlic Purée, Cornflour, Tomato Purée, Spices, Salt, Sugar, Coriander, Ground Almonds. Allergy Advice: for allergens, including cereals containing gluten, see ingredients in bold. May contain peanuts.', 'milk,nuts', 'peanuts', 3],
  ['Ready meal', 'Macaroni Cheese: Cooked Macaroni (45%) (Water, Durum WHEAT Semolina), Semi Skimmed MILK, Mature Cheddar Cheese (MILK) (12%), Water, Cornflour, Butter (MILK), Mustard Powder, Salt, White Pepper.', 'gluten,milk,mustard', '', 3],
  ['Ready meal', 'Fish Pie: Mashed Potato (43%) (Potato, Whole MILK, Butter (MILK), Salt), Water, Pollock (FISH) (12%), Smoked Haddock (FISH) (8%), Salmon (FISH) (6%), King Prawns (CRUSTACEANS), Double Cream (MILK), Cornflour, Cheddar Cheese (MILK), Onion, Parsley, Fish Stock (Water, Cod (FISH), Salt), Lemon Juice, Salt.', 'milk,fish,crustaceans', '', 3],
  // Writer's error on the first run (was 1): a ready-meal category is a group-3 marker (OFF "meals").
  ['Ready meal', 'Squid Ink Pasta: Durum WHEAT Semolina, Water, Squid Ink (2%).', 'gluten,molluscs', '', 3],
  ['Soup', 'Water, Butternut Squash (30%), Carrot, Onion, Coconut Cream (4%), Red Lentils, Rapeseed Oil, Ginger, Cornflour, Salt, Garlic, Coriander, Black Pepper, Nutmeg.', '', '', 3],
  ['Soup', 'Cream of Tomato Soup: Tomatoes (84%), Rapeseed Oil, Water, Sugar, Modified Cornflour, Salt, MILK Proteins, Cream (MILK), Citric Acid, Spice Extracts, Herb Extract.', 'milk', '', 4],
  ['Soup', 'Miso Soup: Miso (SOYBEANS, Rice, Salt) (62%), Dried Tofu (SOYBEANS), Wakame Seaweed, Spring Onion, Bonito Extract (FISH), Flavour Enhancer (Monosodium Glutamate).', 'soy,fish', '', 4],
  // Sauces and dressings
  ['Sauce', 'Worcestershire Sauce: Malt Vinegar (from BARLEY), Spirit Vinegar, Molasses, Sugar, Salt, ANCHOVIES (FISH), Tamarind Extract, Onions, Garlic, Spice, Flavouring.', 'gluten,fish', '', 4],
  ['Sauce', 'Mayonnaise: Rapeseed Oil (78%), Water, Pasteurised Free Range EGG Yolk (6%), Spirit Vinegar, Salt, Sugar, Lemon Juice Concentrate, MUSTARD Flour.', 'eggs,mustard', '', 3],
  ['Dressing', 'Honey & Mustard Dressing: Water, Rapeseed Oil, Honey (15%), Wholegrain MUSTARD (8%) (Water, MUSTARD Seeds, Spirit Vinegar, Salt), Cider Vinegar, Sugar, Salt, Stabiliser (Xanthan Gum), Preservative (Potassium Sorbate).', 'mustard', '', 4],
  ['Sauce', 'Pad Thai Sauce: Water, Sugar, Tamarind Paste (15%), FISH Sauce (Anchovy Extract (FISH), Salt, Sugar), PEANUTS (6%), Shrimp Paste (CRUSTACEANS), Garlic, Chilli, Modified Maize Starch, Paprika.', 'fish,peanuts,crustaceans', '', 4],
  ['Sauce', 'Satay Sauce: Water, PEANUTS (25%), Coconut Milk (Coconut Extract, Water), Sugar, SOY Sauce (Water, SOYBEANS, WHEAT, Salt), Lemongrass, Salt, Red Chilli, Garlic, Galangal, Tamarind. Contains: peanuts, soy, wheat.', 'peanuts,soy,gluten', '', 3],
  ['Sauce', 'Cheese Sauce: MILK, Water, Cheddar Cheese (MILK) (12%), Modified Maize Starch, Butter (MILK), Salt, MUSTARD Powder. Allergy advice: for allergens see ingredients in CAPITALS. Best before: see lid. Nutrition per 100 g: Energy 520 kJ, Fat 8.1 g, of which saturates 5.2 g, Carbohydrate 6.0 g, of which sugars 3.1 g, Protein 4.2 g, Salt 0.8 g.', 'milk,mustard', '', 4],
  ['Sauce', 'Ingredients; Tomatoes (70%); Onion; Olive Oil; Garlic; Basil; Salt; Black Pepper.', '', '', 3],
  // Spice mixes
  ['Spice mix', 'Fajita Seasoning: Paprika (28%), Salt, Garlic Powder, Onion Powder, Cumin, Sugar, Cayenne Pepper, Oregano, Rice Flour, CELERY Seed, Smoke Flavouring, Anti-caking Agent (Silicon Dioxide). Packed in a factory that also handles MUSTARD and SESAME.', 'celery', 'mustard,sesame', 4],
  ['Spice mix', "Za'atar: Thyme (45%), Toasted SESAME Seeds (25%), Sumac (20%), Salt.", 'sesame', '', 3],
  ['Spice mix', 'Garam Masala: Coriander, Cumin, Black Pepper, Ginger, Cinnamon, Cardamom, Cloves, Bay Leaves, Nutmeg.', '', '', 1],
  ['Spice mix', 'Celery Salt: Salt (75%), Ground CELERY Seed (25%).', 'celery', '', 3],
  // Sweets and chocolate
  ['Chocolate', 'Milk Chocolate: Sugar, Cocoa Butter, Dried Whole MILK, Cocoa Mass, Dried Skimmed MILK, Emulsifier (SOYA Lecithin), Natural Vanilla Flavouring. Milk Chocolate contains Cocoa Solids 30% minimum, Milk Solids 20% minimum. May contain nuts, peanuts, wheat.', 'milk,soy', 'nuts,peanuts,gluten', 4],
  ['Chocolate', 'Dark Chocolate (70%): Cocoa Mass, Sugar, Cocoa Butter, Vanilla Pods. Not suitable for MILK allergy sufferers due to manufacturing methods.', '', 'milk', 3],
  ['Sweets', 'Glucose Syrup, Sugar, Gelatine, Dextrose, Acids (Citric Acid, Lactic Acid), Fruit Juices from Concentrate (1%), Flavourings, Colours (Anthocyanins, Paprika Extract, Curcumin), Glazing Agent (Carnauba Wax).', '', '', 4],
  ['Sweets', 'Fudge: Sugar, Sweetened Condensed MILK (Whole MILK, Sugar), Glucose Syrup, Butter (MILK) (8%), Salt, Emulsifier (Mono- and Diglycerides of Fatty Acids).', 'milk', '', 4],
  ['Sweets', 'Nougat: Sugar, Honey (20%), Glucose Syrup, Almonds (15%), Pistachios (5%), Dried EGG White, Wafer Paper (Potato Starch, Water, Sunflower Oil). May contain other nuts and peanuts.', 'nuts,eggs', 'peanuts', 4],
  // Biscuits and bakery
  ['Biscuits', 'Digestive Biscuits: WHEAT Flour (with Calcium, Iron, Niacin, Thiamin), Vegetable Oil (Palm), Wholemeal WHEAT Flour (18%), Sugar, Wholemeal OATS, Glucose-Fructose Syrup, Raising Agents (Sodium Bicarbonate, Malic Acid, Ammonium Bicarbonate), Salt.', 'gluten', '', 4],
  ['Biscuits', 'Shortbread: WHEAT Flour, Butter (MILK) (32%), Sugar, Rice Flour, Salt.', 'gluten,milk', '', 3],
  ['Biscuits', 'Cream Crackers: WHEAT Flour (with Calcium, Iron, Niacin, Thiamin), Vegetable Oil (Palm), Salt, Yeast, Raising Agent (Sodium Bicarbonate).', 'gluten', '', 3],
  ['Biscuits', 'Chocolate Chip Cookies: WHEAT Flour, Chocolate Chips (25%) (Sugar, Cocoa Mass, Cocoa Butter, Emulsifier: SOYA Lecithin, Flavouring), Sugar, Palm Oil, Butter (MILK), Free Range EGG, Raising Agent: Sodium Bicarbonate, Salt. May also contain NUTS.', 'gluten,soy,milk,eggs', 'nuts', 4],
  ['Bakery', 'Bakewell Tart: Sugar, WHEAT Flour, Raspberry Jam (16%) (Glucose-Fructose Syrup, Raspberry Purée, Sugar, Gelling Agent: Pectin, Acid: Citric Acid), Palm Oil, Ground ALMONDS (6%), Free Range EGG, Rapeseed Oil, Humectant (Glycerol), Raising Agents (Disodium Diphosphate, Sodium Bicarbonate), Dried Skimmed MILK, Salt, Almond Flavouring. May contain other nuts.', 'gluten,nuts,eggs,milk', '', 4],
  ['Bakery', 'Pain au Chocolat: WHEAT Flour, Butter (MILK) (22%), Water, Dark Chocolate (10%) (Sugar, Cocoa Mass, Cocoa Butter, Emulsifier (SOYA Lecithin)), Sugar, Yeast, EGG, Salt, WHEAT Gluten, Flour Treatment Agent (Ascorbic Acid).', 'gluten,milk,soy,eggs', '', 4],
  ['Bakery', 'Sesame Bagels: WHEAT Flour, Water, SESAME Seeds (5%), Sugar, Yeast, Salt, Rapeseed Oil, Malted BARLEY Flour, Preservative (Calcium Propionate).', 'gluten,sesame', '', 3],
  ['Dessert', 'Meringue Nests: Sugar (70%), Free Range EGG White, Cornflour, Cream of Tartar.', 'eggs', '', 3],
  ['Dessert', 'Cheesecake: Soft Cheese (MILK) (35%), Digestive Biscuit (WHEAT Flour, Palm Oil, Wholemeal WHEAT Flour, Sugar, Raising Agents (Sodium Bicarbonate, Ammonium Bicarbonate), Salt), Double Cream (MILK), Sugar, Butter (MILK), EGG, Cornflour, Lemon Juice, Gelatine.', 'milk,gluten,eggs', '', 3],
  ['Dessert', 'Lemon Curd: Sugar, Glucose Syrup, Free Range Whole EGG, Butter (MILK), Concentrated Lemon Juice (5%), Gelling Agent (Pectin), Citric Acid.', 'eggs,milk', '', 4],
  ['Baking', 'Spelt Flour (100%). Stoneground.', 'gluten', '', 1],
  ['Baking', 'Lupin Flour (100%).', 'lupin', '', 1],
  // Ice cream
  ['Ice cream', 'Reconstituted Skimmed MILK Concentrate, Sugar, Coconut Oil, Glucose Syrup, Whey Solids (MILK), Emulsifier (Mono- and Diglycerides of Fatty Acids), Stabilisers (Locust Bean Gum, Guar Gum, Sodium Alginate), Vanilla Flavouring, Colour (Annatto Norbixin).', 'milk', '', 4],
  ['Ice cream', 'Fresh Cream (MILK) (40%), Skimmed MILK, Sugar, Free Range EGG Yolk (5%), Vanilla Pods.', 'milk,eggs', '', 3],
  ['Ice cream', 'Dairy-free Frozen Dessert: Water, Sugar, Coconut Oil, Pea Protein, Dextrose, Stabilisers (Locust Bean Gum, Guar Gum), Emulsifier (Sunflower Lecithin), Natural Flavouring. Free from: milk, egg, gluten.', '', '', 4],
  // Baby food
  ['Baby food', 'Organic Sweet Potato (45%), Organic Carrot (30%), Organic Apple (15%), Water, Organic Rapeseed Oil. Suitable from 6 months.', '', '', 3],
  ['Baby food', 'Baby Rice: Organic Rice Flour (99%), Vitamin B1 (Thiamin), Iron. Gluten free. Milk free.', '', '', 1],
  ['Baby food', 'Organic Wholegrain OATS (70%), Organic Dried Apple (20%), Organic Banana (10%). May contain traces of MILK.', 'gluten', 'milk', 1],
  // Fish and seafood
  ['Frozen fish', 'Breaded Cod Fillets: Cod (FISH) (62%), Breadcrumb (WHEAT Flour, Water, Yeast, Salt, Paprika, Turmeric), Rapeseed Oil, WHEAT Flour, Potato Starch, Salt.', 'fish,gluten', '', 3],
  ['Frozen fish', 'Basa Fillets (Pangasius hypophthalmus) (FISH) (92%), Water, Salt. Farmed in Vietnam.', 'fish', '', 3],
  ['Seafood', 'Cooked and Peeled King Prawns (Litopenaeus vannamei) (CRUSTACEANS) (95%), Salt, Stabiliser (Pentasodium Triphosphate), Antioxidant (Sodium Metabisulphite).', 'crustaceans,sulphites', '', 4],
  ['Seafood', 'Seafood Mix: Squid (MOLLUSCS) (35%), Mussels (MOLLUSCS) (25%), Prawns (CRUSTACEANS) (25%), Cuttlefish (MOLLUSCS) (15%).', 'molluscs,crustaceans', '', 1],
  ['Seafood', 'Scallops with Roe (MOLLUSCS) (95%), Water, Salt.', 'molluscs', '', 3],
  ['Seafood', 'Smoked Mackerel Fillets (FISH) (97%), Salt.', 'fish', '', 3],
  ['Seafood', 'Taramasalata: Rapeseed Oil, Water, Smoked Cod Roe (FISH) (20%), Breadcrumbs (WHEAT), Lemon Juice, Onion, Salt, Sugar, Colour (Beetroot Red), Preservative (Potassium Sorbate).', 'fish,gluten', '', 4],
  // Charcuterie
  ['Charcuterie', 'Chorizo: Pork (90%), Paprika (3%), Salt, Garlic, Dextrose, Oregano, Preservatives (Sodium Nitrite, Potassium Nitrate).', '', '', 4],
  ['Charcuterie', 'Smoked Back Bacon: Pork (87%), Water, Salt, Preservatives (Sodium Nitrite, Potassium Nitrate), Antioxidant (Sodium Ascorbate).', '', '', 3],
  ['Charcuterie', 'Parma Ham: Pork Leg, Salt.', '', '', 3],
  ['Sausages', 'British Pork (75%), Water, Rusk (WHEAT Flour, Salt, Raising Agent: Ammonium Bicarbonate), Salt, Dextrose, Spices, Stabiliser (Diphosphates), Preservative (Sodium Metabisulphite), Antioxidant (Ascorbic Acid), Beef Collagen Casing.', 'gluten,sulphites', '', 4],
  ['Pâté', 'Chicken Liver Pâté: Chicken Liver (40%), Pork Fat, Butter (MILK) (10%), Water, Brandy, Onion, Salt, Garlic, Thyme, Preservative (Sodium Nitrite).', 'milk', '', 3],
  // Cheese
  ['Cheese', "Mature Cheddar Cheese: Pasteurised Cows' MILK, Salt, Starter Cultures, Vegetarian Rennet.", 'milk', '', 3],
  ['Cheese', "Halloumi: Pasteurised Sheep's and Goats' MILK, Cows' MILK, Salt, Vegetarian Rennet, Mint.", 'milk', '', 3],
  ['Cheese', 'Grated Mozzarella: Mozzarella Cheese (96%), Potato Starch. Contains: milk.', 'milk', '', 3],
  ['Cheese', 'Paneer: Pasteurised Whole Milk, Acidity Regulator (Citric Acid).', 'milk', '', 3],
  ['Cheese', 'Blue Stilton Cheese (MILK). Made with pasteurised milk.', 'milk', '', 3],
  // Plant-based
  ['Plant-based', 'Oat Drink: Water, OATS (10%), Rapeseed Oil, Acidity Regulator (Dipotassium Phosphate), Calcium Phosphate, Salt, Vitamins (D2, Riboflavin, B12).', 'gluten', '', 3],
  ['Plant-based', 'Almond Drink: Water, ALMONDS (2.3%), Calcium Phosphate, Sea Salt, Stabilisers (Locust Bean Gum, Gellan Gum), Emulsifier (Sunflower Lecithin), Vitamins (E, D2, B12).', 'nuts', '', 4],
  ['Plant-based', 'Coconut Yoghurt Alternative: Coconut Milk (95%) (Coconut Cream, Water), Tapioca Starch, Live Vegan Cultures. Dairy free.', '', '', 3],
  ['Plant-based', 'Vegan Mince: Water, Rehydrated SOYA Protein Concentrate (40%), Rapeseed Oil, Flavourings, Onion Powder, Salt, Barley Malt Extract, Iron, Vitamin B12.', 'soy,gluten', '', 4],
  ['Plant-based', 'Tempeh: SOYA Beans (98%), Water, Tempeh Culture. Made in a factory that handles LUPIN.', 'soy', 'lupin', 1],
  ['Plant-based', 'Seitan Strips: Water, WHEAT Gluten (45%), SOY Sauce (Water, SOYBEANS, WHEAT, Salt), Onion, Garlic, Ginger, Rapeseed Oil.', 'gluten,soy', '', 4],
  // Drinks
  ['Drink', 'Carbonated Water, Sugar, Colour (Caramel E150d), Phosphoric Acid, Natural Flavourings including Caffeine.', '', '', 4],
  ['Drink', 'Sparkling Elderflower: Carbonated Water, Sugar, Elderflower Extract (2%), Lemon Juice from Concentrate, Acid (Citric Acid), Preservative (Potassium Metabisulphite).', 'sulphites', '', 3],
  ['Drink', 'Protein Shake: Skimmed MILK, MILK Protein Concentrate (5%), Cocoa Powder, Stabilisers (Cellulose, Cellulose Gum, Carrageenan), Sweeteners (Sucralose, Acesulfame K), Flavouring, Vitamin D.', 'milk', '', 4],
  ['Wine', 'Red Wine. Contains SULPHITES.', 'sulphites', '', 3],
  ['Beer', 'Lager: Water, Malted BARLEY, Maize, Hops.', 'gluten', '', 3],
  // Cereals
  ['Cereal', 'Granola: Wholegrain OAT Flakes (55%), Honey (12%), Rapeseed Oil, Dried Cranberries (Cranberries, Sugar, Sunflower Oil), PECANS (5%), Coconut, Pumpkin Seeds, Barley Malt Extract. May contain other nuts, peanuts, sesame.', 'gluten,nuts', 'peanuts,sesame', 3],
  ['Cereal', 'Wholegrain WHEAT (97%), Barley Malt Extract, Sugar, Salt, Niacin, Iron, Riboflavin, Thiamin, Folic Acid.', 'gluten', '', 3],
  ['Cereal', 'Rice Pops: Rice (89%), Sugar, Salt, Barley Malt Flavouring. Vitamins and minerals: Iron, Vitamin B6, Riboflavin, Thiamin, Folic Acid, Vitamin D, Vitamin B12.', 'gluten', '', 4],
  // Gluten-free
  ['Gluten free', 'Gluten Free Bread: Water, Tapioca Starch, Rice Flour, Potato Starch, Psyllium Husk Powder, Rapeseed Oil, Maize Starch, Yeast, Sugar, Thickener (Hydroxypropyl Methyl Cellulose), Salt, Pea Protein. Free from gluten, wheat and milk.', '', '', 4],
  ['Gluten free', 'Gluten Free Oats (100%). Suitable for coeliacs.', 'gluten', '', 1],
  // Snacks
  ['Snacks', 'Cheese Puffs: Maize, Sunflower Oil, Cheese Flavour Seasoning (Whey Powder (MILK), Cheese Powder (MILK), Salt, Flavour Enhancer (Monosodium Glutamate), Colour (Paprika Extract)).', 'milk', '', 4],
  ['Snacks', 'Salted Peanuts: PEANUTS (94%), Sunflower Oil, Salt. Not suitable for people with an allergy to other nuts due to manufacturing methods.', 'peanuts', 'nuts', 3],
  ['Snacks', 'Wasabi Peas: Green Peas (62%), Modified Tapioca Starch, Sugar, Rice Flour, Salt, Horseradish, Palm Oil, Wasabi, Colours (Tartrazine, Brilliant Blue). May contain WHEAT, SOYA.', '', 'gluten,soy', 4],
  ['Snacks', "Prawn Crackers: Tapioca Starch, Sunflower Oil, Prawns (CRUSTACEANS) (15%), Sugar, Salt, Flavour Enhancer (Disodium 5'-ribonucleotides).", 'crustaceans', '', 4],
  ['Snacks', 'INGREDIENTS: POTATOES, SUNFLOWER OIL (30%), SALT & VINEGAR FLAVOUR (LACTOSE (MILK), SALT, ACIDITY REGULATOR (SODIUM DIACETATE), YEAST EXTRACT, CITRIC ACID).', 'milk', '', 4],
  ['Vegetables', 'Butter Beans (60%), Water, Salt.', '', '', 3],
  // Asian and Middle-Eastern
  ['Asian', 'Fish Sauce: Anchovy Extract (70%), Salt, Sugar.', 'fish', '', 3],
  ['Asian', 'Thai Green Curry Paste: Green Chilli (30%), Lemongrass, Garlic, Shallot, Salt, Galangal, Shrimp Paste (Shrimp, Salt), Kaffir Lime Peel, Coriander Root, Cumin.', 'crustaceans', '', 3],
  ['Asian', 'Tahini: 100% Roasted Hulled Sesame Seeds.', 'sesame', '', 1],
  ['Asian', 'Toasted Sesame Oil.', 'sesame', '', 2],
  ['Asian', 'Black Bean Sauce: Water, Fermented Black SOYBEANS (18%) (Black Soybeans, Salt), Sugar, Garlic, Modified Corn Starch, Sesame Oil, Salt, Wheat Flour.', 'soy,sesame,gluten', '', 4],
  ['Asian', 'Water Chestnuts (65%), Water, Citric Acid.', '', '', 1],
  ['Asian', 'Edamame Beans (100%).', 'soy', '', 1],
  ['Middle Eastern', 'Hummus: Chickpeas (60%), Water, Tahini (Sesame Seed Paste) (10%), Rapeseed Oil, Lemon Juice, Salt, Garlic, Preservative (Potassium Sorbate).', 'sesame', '', 3],
  ['Middle Eastern', 'Falafel Mix: Dried Chickpeas (55%), Dried Broad Beans, Onion, Garlic, Coriander, Cumin, Salt, Raising Agent (Sodium Bicarbonate). Produced in a factory that also handles SESAME, MUSTARD and CELERY.', '', 'sesame,mustard,celery', 3],
  ['Middle Eastern', 'Baklava: Filo Pastry (WHEAT Flour, Water, Corn Starch, Salt), Walnuts (25%), Pistachio Nuts (10%), Ghee (MILK), Sugar Syrup (Sugar, Water, Lemon Juice), Honey.', 'gluten,nuts,milk', '', 3],
  // Added after the first run, 2–3 new labels per engine defect class fixed (not the same strings).
  // Absence claims.
  ['Plant-based', 'Soya-free Oat Yoghurt Alternative: Oat Base (Water, OATS 12%), Coconut Oil, Tapioca Starch, Live Cultures. Nut free. Free from dairy, egg and soya.', 'gluten', '', 3],
  ['Juice', 'Pressed Apple Juice (100%). No added sugar. Contains naturally occurring sugars.', '', '', 1],
  ['Snacks', 'Lentil Chips: Lentil Flour (60%), Rice Flour, Sunflower Oil, Salt. Gluten-free, milk-free, vegan.', '', '', 3],
  // Allergy advice.
  ['Ready meal', 'Chicken Tikka: Chicken (45%), Tomato, Onion, Rapeseed Oil, Spices, Salt. Allergen information: for allergens, including nuts and cereals containing gluten, see the ingredients in bold.', '', '', 3],
  ['Dessert', 'Trifle: Custard (MILK, Sugar, Cornflour, EGG Yolk), Sponge (WHEAT Flour, Sugar, EGG), Raspberries. Allergy Advice: See ingredients in CAPITALS.', 'milk,eggs,gluten', '', 3],
  // UK "not suitable for … allergy sufferers" is a precautionary statement.
  ['Biscuits', 'Oat Biscuits: OATS (60%), Sugar, Palm Oil, Golden Syrup, Salt. Not suitable for egg and sesame allergy sufferers.', 'gluten', 'eggs,sesame', 3],
  ['Chocolate', 'Cocoa Mass, Sugar, Cocoa Butter. Not suitable for nut allergy sufferers due to production methods.', '', 'nuts', 3],
  // A product name before the list.
  ['Biscuits', 'Butter Puffs: WHEAT Flour, Palm Oil, Salt, Yeast.', 'gluten', '', 3],
  ['Sweets', 'Peanut Brittle Flavour Chews: Sugar, Glucose Syrup, Palm Oil, Flavouring.', '', '', 4],
  // Roe named after a shellfish.
  ['Seafood', 'King Scallop Roe (MOLLUSCS) (98%), Salt.', 'molluscs', '', 3],
  ['Seafood', 'Lobster Roe (CRUSTACEANS) (96%), Salt.', 'crustaceans', '', 3],
  // Anti-caking agents by name.
  ['Salt', 'Table Salt, Anti-caking Agent (Sodium Ferrocyanide).', '', '', 2],
  // Names of allergen foods that were missing (found by probing after the first run).
  ['Fish', 'Lemon Sole Fillets (98%), Salt.', 'fish', '', 3],
  ['Fish', 'Whitebait (97%), WHEAT Flour, Salt.', 'fish,gluten', '', 3],
  ['Japanese', 'Katsuobushi (dried skipjack tuna flakes) 100%.', 'fish', '', 1],
  ['Bakery', 'Oatmeal Cookies: Oatmeal (35%), Wheat Flour, Sugar, Butter, Raisins, Salt.', 'gluten,milk', '', 3],
  ['Biscuits', 'Wholewheat Crackers: Wholewheat (70%), Rapeseed Oil, Salt, Yeast.', 'gluten', '', 3],
  ['Asian', 'Udon Noodles (92%), Water, Salt.', 'gluten', '', 3],
  ['Chocolate', 'Chocolate Truffles: Sugar, Cocoa Butter, Gianduja (20%), Whole Milk Powder, Emulsifier (Sunflower Lecithin).', 'nuts,milk', '', 4],
  ['Cheese', 'Burrata (98%), Salt.', 'milk', '', 3],
  ['Seafood', 'Crabmeat (52%), Water, Salt, Stabiliser (Sodium Triphosphate).', 'crustaceans', '', 4],
  ['Seafood', 'Cooked Winkles (97%), Salt.', 'molluscs', '', 3],
  ['Dessert', 'Eton Mess: Double Cream (MILK), Strawberries, Meringue (12%), Sugar.', 'milk,eggs', '', 3],
  ['Sausages', 'Pork (80%), Rusk, Water, Salt, Dextrose, Spices.', 'gluten', '', 4],
  // Additives written as words that were missing.
  ['Sweets', 'Marshmallows: Sugar, Corn Syrup, Water, Gelatine.', '', '', 4],
  ['Baking', 'Vanilla Sugar: Sugar, Ethyl Vanillin.', '', '', 4],
  ['Dessert', 'Popping Boba: Water, Fruit Juice (20%), Sugar, Alginate, Calcium Lactate.', '', '', 4],
  // A sentence saying what is not in the product.
  ['Drink', 'Sparkling Water, Lemon Juice (5%), Sugar. No artificial colours, flavours or preservatives.', '', '', 3],
  ['Bakery', 'Rye Flour, Water, Salt, Yeast. Without milk or eggs. Does not contain nuts.', 'gluten', '', 3],
  // Precautionary wordings.
  ['Snacks', 'Corn, Sunflower Oil, Salt. Packed in an environment that handles MILK.', '', 'milk', 3],
  ['Chocolate', 'Cocoa Mass, Sugar, Cocoa Butter. We cannot guarantee that this product is free from peanuts.', '', 'peanuts', 3],
  // Categories named by a cheese or prepared meat.
  ['Cheddar', "Pasteurised Cows' MILK, Starter Culture, Vegetarian Rennet.", 'milk', '', 3],
  ['Cold cuts', 'Cooked Chicken Breast (97%), Water.', '', '', 3],
  // Bulleted list.
  ['Snack bar', '• Dates (60%) • Cashews (25%) • Cocoa (5%) • Sea Salt', 'nuts', '', 3],
  // Suitability claims; a claim in the product name stops at its colon.
  ['Nuts', 'Walnuts (100%). Vegan. Suitable for vegans and vegetarians.', 'nuts', '', 1],
  ['Jam', 'No Added Sugar Strawberry Jam: Strawberries (65%), Apple Juice Concentrate, Gelling Agent (Pectin).', '', '', 4],
];
