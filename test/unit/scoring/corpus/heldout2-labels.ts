import type { LabelRow } from './labels.js';

/**
 * Second held-out batch (issue 12, robustness round 2), written by a new writer BEFORE reading the
 * engine's vocabularies or the other corpora (only the row shape was read). The labels follow
 * the packs of Swedish brands (ICA, Coop, Arla, Felix, Findus, Santa Maria, Marabou, Estrella,
 * Pågen, Oatly, Scan, Abba, Kalles, GB Glace, Polarbröd) and UK ones (Tesco, Sainsbury's, M&S,
 * Heinz, McVitie's, Warburtons, Walkers, Bassetts, Marmite) as such packs are printed, from the
 * writer's knowledge of them: they are NOT verified transcriptions of a named product's current
 * pack, so the brand sits in a comment, never in a claim.
 *
 * Deliberate traps a reviewer would pick: names that contain an allergen word but are none
 * (butternut squash, nutmeg, cream of tartar, cocoa butter, coconut milk, shea, pine kernels,
 * buckwheat, prawn cocktail seasoning without prawns, "smörgåskaviar"), allergens known only by
 * their product name (couscous, bulgur, tahini, gomasio, tempeh, edamame, ghee, paneer, smetana,
 * kvarg, crème fraiche, buttermilk, albumen, calcium caseinate, spelt/kamut/emmer/einkorn,
 * Queensland and Brazil nuts, celeriac, lupin), Latin fish and shellfish names, "may contain
 * other nuts" on a product that already contains nuts (no trace) or none (a nut trace), Annex II
 * exemptions (wheat glucose syrup; isinglass used to fine beer), and absence claims.
 *
 * Expected values set by hand: allergens from Regulation (EU) No 1169/2011 Annex II (the 14 with
 * its exemptions: 1(a)–(c) wheat glucose syrups, dextrose, wheat maltodextrins, barley glucose
 * syrups; 4(b) isinglass used as a fining agent in beer and wine; 7 lactose is milk, lactitol is
 * not), with the corpus decisions in labels.ts (oats are gluten even when "gluten free"; soybean
 * oil is soy; coconut, pine nuts, nutmeg, chestnuts are not tree nuts; a "may contain" allergen
 * already contained is not a trace); NOVA from the OFF marker rules in docs/methodology.md "NOVA".
 */
export const HELDOUT2_SWEDISH_LABELS: readonly LabelRow[] = [
  // Chocolate and sweets (Marabou, Cloetta, Malaco style)
  ['Mjölkchoklad', 'Ingredienser: Socker, kakaosmör, SKUMMJÖLKSPULVER, kakaomassa, VASSLEPULVER (MJÖLK), MJÖLKFETT, emulgeringsmedel (SOJALECITIN, E476), arom. Kakao: minst 30 %. Kan innehålla spår av NÖTTER, JORDNÖTTER och VETE.', 'milk,soy', 'nuts,peanuts,gluten', 4],
  ['Choklad', 'Mjölkchoklad 55 % (socker, kakaosmör, HELMJÖLKSPULVER, kakaomassa, emulgeringsmedel (solroslecitin), naturlig vaniljarom), HASSELNÖTTER 25 %, russin 20 %. Kan innehålla spår av andra nötter och MANDEL.', 'milk,nuts', '', 4],
  ['Godis', 'Lakrits: Socker, glukossirap, VETEMJÖL, lakritsextrakt 4 %, salmiak, färgämne (vegetabiliskt kol), arom (anisolja), förtjockningsmedel (gummi arabicum), ytbehandlingsmedel (bivax, karnaubavax).', 'gluten', '', 4],
  ['Godis', 'Gelégodis: Glukossirap, socker, gelatin, surhetsreglerande medel (citronsyra, natriumcitrater), fruktjuice från koncentrat (äpple 2 %), arom, färgämnen (spirulinakoncentrat, antocyaner, kurkumin, paprikaextrakt), ytbehandlingsmedel (karnaubavax). Kan innehålla spår av MJÖLK.', '', 'milk', 4],
  ['Kaka', 'Mandelkaka: MANDELMASSA 40 % (sötmandel 50 %, socker), socker, ÄGGVITA, VETEMJÖL, mandelspån, invertsockersirap, konserveringsmedel (kaliumsorbat).', 'nuts,eggs,gluten', '', 4],
  ['Glass', 'Vaniljglass: Vatten, socker, SKUMMJÖLKSPULVER, kokosfett, GRÄDDE 5 %, glukossirap, VASSLEPULVER (MJÖLK), emulgeringsmedel (E471), stabiliseringsmedel (guarkärnmjöl, karragenan, johannesbrödkärnmjöl), naturlig vaniljarom, vaniljstång, färgämne (karotener).', 'milk', '', 4],
  ['Glass', 'Hallonsorbet: Vatten, hallon 40 %, socker, glukossirap (VETE), citronjuice, stabiliseringsmedel (johannesbrödkärnmjöl). Kan innehålla spår av MJÖLK och PISTASCHNÖTTER.', '', 'milk,nuts', 4],
  ['Dessert', 'Vaniljkräm: MJÖLK, socker, modifierad potatisstärkelse, GRÄDDE 4 %, ÄGGULA, förtjockningsmedel (karragenan), naturlig vaniljarom, färgämne (betakaroten).', 'milk,eggs', '', 4],
  ['Sylt', 'Lingonsylt: Lingon 50 %, socker, vatten, geleringsmedel (pektin), surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat).', '', '', 4],
  // Bread, biscuits and cereals (Pågen, Polarbröd, Wasa, Kungsörnen style)
  ['Kex', 'VETEMJÖL, socker, palmolja, kakao 4,5 %, glukossirap, salt, bakpulver (natriumvätekarbonat, difosfater), arom. Kan innehålla spår av MJÖLK, ÄGG och SESAMFRÖ.', 'gluten', 'milk,eggs,sesame', 4],
  ['Knäckebröd', 'Ingredienser: Fullkornsmjöl av DINKEL* 70 %, SESAMFRÖN*, LINFRÖN*, salt, jäst*. *= ekologisk ingrediens. Kan innehålla spår av HAVRE.', 'gluten,sesame', '', 3],
  ['Bröd', 'VETEMJÖL, vatten, RÅGMJÖL 12 %, sirap, KORNMALTEXTRAKT, rapsolja, jäst, salt, vetegluten, emulgeringsmedel (E471, E472e), mjölbehandlingsmedel (askorbinsyra). Kan innehålla spår av SESAM och MJÖLK.', 'gluten', 'sesame,milk', 4],
  ['Bröd', 'Ingredienser: Vatten, grovt speltmjöl* 40 %, kamutvete* 10 %, solroskärnor*, havssalt, surdeg* (vatten, rågmjöl*), jäst. *Ekologisk ingrediens.', 'gluten', '', 3],
  ['Bröd', 'Urkornsbröd: Vatten, emmervetemjöl* 30 %, enkornsmjöl* 20 %, solroskärnor*, havssalt, jäst. *= ekologisk ingrediens', 'gluten', '', 3],
  ['Tunnbröd', 'VETEMJÖL, vatten, KORNMJÖL 9 %, rapsolja, sirap, salt, jäst, bakpulver.', 'gluten', '', 3],
  ['Gryn', 'Ekologiska HAVREGRYN* 100 %. *= ekologisk ingrediens. Ursprung: Sverige.', 'gluten', '', 1],
  ['Müsli', 'HAVREGRYN 55 %, RÅGFLINGOR, KORNFLINGOR, russin 8 % (russin, solrosolja), torkade äpplen 5 % (äpple, konserveringsmedel (SVAVELDIOXID)), HASSELNÖTTER 3 %, PEKANNÖTTER 2 %. Kan innehålla spår av andra nötter, JORDNÖTTER och SESAM.', 'gluten,sulphites,nuts', 'peanuts,sesame', 3],
  ['Flingor', 'Majs 93 %, socker, salt, KORNMALTEXTRAKT, vitaminer (niacin, pantotensyra, B6, riboflavin, tiamin, folsyra, D, B12), järn.', 'gluten', '', 3],
  ['Gröt', 'Havregrynsgröt äpple och kanel: HAVREGRYN (glutenfri havre) 85 %, torkat äpple 8 %, socker, kanel, salt, arom.', 'gluten', '', 4],
  ['Kaka', 'Kanelbullar: VETEMJÖL, vatten, socker, SMÖR 12 %, jäst, rapsolja, ÄGG, kanel 1,5 %, kardemumma, salt, pärlsocker, emulgeringsmedel (E471, E481), mjölbehandlingsmedel (E300), enzymer. Kan innehålla spår av MANDEL, HASSELNÖT och SESAM.', 'gluten,milk,eggs', 'nuts,sesame', 4],
  ['Tortilla', 'VETEMJÖL 67 %, vatten, rapsolja, surhetsreglerande medel (äppelsyra, citronsyra), fuktighetsbevarande medel (glycerol), bakpulver (difosfater, natriumkarbonater), salt, socker, konserveringsmedel (kalciumpropionat, kaliumsorbat), emulgeringsmedel (mono- och diglycerider av fettsyror).', 'gluten', '', 4],
  ['Glutenfritt bröd', 'Vatten, majsstärkelse, rismjöl, LUPINMJÖL 5 %, psylliumfröskal, rapsolja, jäst, socker, salt, förtjockningsmedel (hydroxipropylmetylcellulosa), bovetemjöl. Kan innehålla spår av SOJA.', 'lupin', 'soy', 4],
  ['Pasta', 'Pasta av DURUMVETE: DURUMVETEMJÖL, vatten. Kan innehålla spår av ÄGG.', 'gluten', 'eggs', 1],
  ['Pasta', 'Äggpasta: DURUMVETEMJÖL, färska ÄGG 20 %. Kan innehålla spår av SOJA och SENAP.', 'gluten,eggs', 'soy,mustard', 1],
  ['Gryn', 'Linsbulgur: Bulgur 60 %, röda linser 30 %, torkad lök, salt, spiskummin.', 'gluten', '', 3],
  ['Couscous', 'Fullkornscouscous 100 %.', 'gluten', '', 1],
  // Dairy (Arla, Skånemejerier, Lindahls style)
  ['Yoghurt', 'Ingredienser: Pastöriserad MJÖLK, mjölksyrabakterier (Streptococcus thermophilus, Lactobacillus bulgaricus). Fetthalt 3 %.', 'milk', '', 1],
  ['Yoghurt', 'Vaniljyoghurt: Pastöriserad standardiserad MJÖLK, socker 6 %, modifierad majsstärkelse, MJÖLKPROTEIN, naturlig vaniljarom, vaniljfrön, mjölksyrabakterier.', 'milk', '', 4],
  ['Kvarg', 'Kvarg naturell: Pastöriserad skummjölk, mjölksyrakultur, löpe. Ursprung: Sverige.', 'milk', '', 1],
  ['Mejeri', 'Smetana: Pastöriserad GRÄDDE, mjölksyrakultur. Fetthalt 34 %.', 'milk', '', 1],
  ['Mjölk', 'Laktosfri mellanmjölk: MJÖLK, laktasenzym.', 'milk', '', 1],
  ['Mjölkdryck', 'Chokladmjölk: Mellanmjölk 90 %, socker, kakao 1,5 %, förtjockningsmedel (karragenan), arom.', 'milk', '', 4],
  ['Ost', 'Ingredienser: Pastöriserad MJÖLK, salt, syrningskultur, mikrobiellt löpe, färgämne (annatto). Ytbehandlad med konserveringsmedel (E235). Skorpan är ej ätbar.', 'milk', '', 4],
  ['Ost', 'Halloumi: Pastöriserad MJÖLK (får-, get- och komjölk), salt, löpe, mynta.', 'milk', '', 3],
  ['Ost', 'Riven ost: OST (MJÖLK) 98 %, potatisstärkelse.', 'milk', '', 3],
  ['Smör', 'Normalsaltat smör: GRÄDDE (MJÖLK), salt. Fetthalt 82 %.', 'milk', '', 2],
  ['Matfett', 'Växtbaserade oljor (raps, palm, kokos) 70 %, vatten, salt 1,2 %, emulgeringsmedel (solroslecitin, mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), vitaminer (A, D), arom, färgämne (betakaroten). Mjölkfri.', '', '', 4],
  // Plant-based (Oatly, Alpro, Coop Änglamark style)
  ['Havredryck', 'Vatten, HAVRE 10 %, rapsolja, kalciumkarbonat, kaliumfosfater, salt, vitaminer (D2, riboflavin, B12).', 'gluten', '', 3],
  ['Havregurt', 'Havrebas (vatten, HAVRE 11 %), rapsolja, surhetsreglerande medel (trikaliumfosfat), stabiliseringsmedel (pektin), bakteriekulturer, kalciumkarbonat, salt, vitaminer (D2, B12).', 'gluten', '', 4],
  ['Sojadryck', 'Vatten, SOJABÖNOR* 8 %, havssalt. *Ekologisk. Kan innehålla spår av MANDEL och HAVRE.', 'soy', 'nuts,gluten', 3],
  ['Tofu', 'Vatten, SOJABÖNOR* 43 %, koaguleringsmedel (magnesiumklorid). *Ekologisk.', 'soy', '', 3],
  ['Grönsaker', 'Skalade edamamebönor 100 %. Ursprung: Kina.', 'soy', '', 1],
  ['Färdigrätt', 'Risbowl: Kokt ris, edamame, tempeh, morot, gomasio, ingefära, sojasås (vatten, SOJABÖNOR, VETE, salt).', 'soy,sesame,gluten', '', 3],
  ['Hummus', 'Kokta kikärtor 60 %, tahini 12 %, rapsolja, citronsaft, vitlök, salt.', 'sesame', '', 3],
  ['Falafel', 'Kikärtor 60 %, lök, persilja, vitlök, LUPINPROTEIN, rapsolja, salt, spiskummin, koriander, bakpulver (natriumvätekarbonat).', 'lupin', '', 3],
  // Fish and shellfish (Abba, Findus, Kalles, ICA style)
  ['Fisk', 'Atlantlax (Salmo salar) 100 %. Odlad i Norge.', 'fish', '', 1],
  ['Fiskpinnar', 'Alaska pollock (Theragra chalcogramma) 65 %, ströbröd (VETEMJÖL, vatten, jäst, salt, paprika, gurkmeja), rapsolja, VETEMJÖL, potatisstärkelse, salt.', 'fish,gluten', '', 3],
  ['Sill', 'Inlagd sill: SILL (Clupea harengus) 50 %, vatten, socker, brännvinsvinäger, lök, morötter, kryddpeppar, lagerblad, konserveringsmedel (natriumbensoat, kaliumsorbat).', 'fish', '', 3],
  ['Kaviar', 'Smörgåskaviar: Sockrad och saltad torskrom 56 %, rapsolja, socker, salt, potatisflingor, tomatpuré, konserveringsmedel (natriumbensoat), antioxidationsmedel (askorbylpalmitat), kryddextrakt.', 'fish', '', 3],
  ['Makrill', 'Makrillfilé (Scomber scombrus) 65 %, tomatpuré 20 %, rapsolja, socker, salt, modifierad stärkelse, kryddor.', 'fish', '', 4],
  ['Räkor', 'Handskalade nordhavsräkor (Pandalus borealis), vatten, salt, surhetsreglerande medel (citronsyra), konserveringsmedel (natriumbensoat).', 'crustaceans', '', 3],
  ['Skaldjur', 'Kräftstjärtar i lake: Kräftstjärtar (Procambarus clarkii) 55 %, vatten, salt, dill, socker, surhetsreglerande medel (citronsyra).', 'crustaceans', '', 3],
  ['Skaldjur', 'Langustiner (Nephrops norvegicus), konserveringsmedel (natriummetabisulfit).', 'crustaceans,sulphites', '', 3],
  ['Skaldjur', 'Krabbklor (Cancer pagurus) 100 %. Fångstområde: Nordostatlanten.', 'crustaceans', '', 1],
  ['Skaldjur', 'Havets wok: Bläckfiskringar (BLÖTDJUR) 30 %, BLÅMUSSLOR 20 %, HJÄRTMUSSLOR 10 %, RÄKOR 20 %, surimi (FISK, stärkelse, ÄGGVITA, socker, salt, sorbitol), vatten.', 'molluscs,crustaceans,fish,eggs', '', 4],
  ['Skaldjur', 'Pilgrimsmusslor (Zygochlamys patagonica) 100 %.', 'molluscs', '', 1],
  ['Förrätt', 'Vinbergssnäckor i vitlökssmör: Snäckor 40 %, smör (MJÖLK), vitlök, persilja, salt, schalottenlök.', 'molluscs,milk', '', 3],
  // Meat (Scan, Pärsons, ICA style)
  ['Pålägg', 'Skinka: Fläskkött 92 %, vatten, salt, druvsocker, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rökarom.', '', '', 4],
  ['Korv', 'Falukorv: Fläskkött 35 %, vatten, nötkött 12 %, potatismjöl, fläskfett, SKUMMJÖLKSPULVER, salt, lök, druvsocker, kryddor, stabiliseringsmedel (E450, E451), antioxidationsmedel (E301), konserveringsmedel (E250), kryddextrakt (SENAP).', 'milk,mustard', '', 4],
  ['Köttbullar', 'Nötkött 48 %, fläskkött 20 %, vatten, ströbröd (VETEMJÖL, jäst, salt), lök, ÄGGPULVER, potatisstärkelse, salt, SKUMMJÖLKSPULVER, rapsolja, dextros, kryddor, arom. Kan innehålla spår av SELLERI och SENAP.', 'gluten,eggs,milk', 'celery,mustard', 4],
  // Ready meals, soups, sauces, spices (Felix, Findus, Santa Maria, Estrella style)
  ['Pannkakor', 'Ingredienser: MJÖLK 55 %, VETEMJÖL, pastöriserat ÄGG 10 %, rapsolja, socker, salt.', 'milk,gluten,eggs', '', 3],
  ['Färdigrätt', 'Potatisgratäng: Potatis 60 %, crème fraiche 20 %, mjölk, lök, ost, salt, vitlök, vitpeppar, muskotnöt.', 'milk', '', 3],
  ['Färdigrätt', 'Paneer tikka masala: Vatten, paneer 20 % (MJÖLK, citronsyra), tomater, lök, ghee (MJÖLK), CASHEWNÖTTER, ingefära, vitlök, kryddor, salt, socker, majsstärkelse.', 'milk,nuts', '', 3],
  ['Färdigrätt', 'Dal: Röda linser 30 %, vatten, tomater, lök, ghee 3 %, vitlök, ingefära, salt, garam masala, senapsfrön, curryblad.', 'milk,mustard', '', 3],
  ['Soppa', 'Rotsakssoppa: Vatten, rotselleri 15 %, palsternacka, morot, potatis, lök, VISPGRÄDDE, grönsaksbuljongpulver (salt, maltodextrin, jästextrakt, SELLERI, solrosolja, socker, lök, gurkmeja), salt, vitpeppar.', 'celery,milk', '', 4],
  ['Grönsaker', 'Soppgrönsaker: Morötter 40 %, rotselleri 30 %, purjolök 20 %, persiljerot 10 %.', 'celery', '', 1],
  ['Buljong', 'Kycklingbuljong: Salt, majsstärkelse, kycklingfett 8 %, smakförstärkare (mononatriumglutamat, dinatriuminosinat), socker, torkad kyckling 2 %, lök, SELLERI, palmfett, gurkmeja, persilja, arom. Kan innehålla SENAP, ÄGG, MJÖLK och VETE.', 'celery', 'mustard,eggs,milk,gluten', 4],
  ['Kryddmix', 'Tacokryddmix: Kryddor (paprika, spiskummin 14 %, chilipeppar, oregano), salt, potatisstärkelse, lök, vitlök, socker, SELLERIFRÖ, rökarom. Kan innehålla spår av SENAP.', 'celery', 'mustard', 4],
  ['Krydda', 'Currypulver: Gurkmeja, koriander, spiskummin, bockhornsklöver, senapsfrö, ingefära, svartpeppar, chili, kanel, kardemumma, nejlika.', 'mustard', '', 1],
  ['Sås', 'Salsa: Tomater 70 %, lök, jalapeño, vatten, vinäger, socker, modifierad majsstärkelse, salt, vitlök, koriander, surhetsreglerande medel (citronsyra).', '', '', 4],
  ['Sås', 'Remouladsås: Rapsolja 55 %, vatten, inlagd gurka, ÄGGULA, ättika, socker, SENAPSFRÖ, salt, kapris, förtjockningsmedel (guarkärnmjöl, xantangummi), konserveringsmedel (kaliumsorbat), arom.', 'eggs,mustard', '', 4],
  ['Chips', 'Gräddfil & lök: Potatis, solrosolja 30 %, kryddmix (laktos, salt, lökpulver, gräddfilspulver, dextros, jästextrakt, surhetsreglerande medel (citronsyra), arom).', 'milk', '', 4],
  ['Chips', 'Linschips: Linsmjöl 60 %, majsstärkelse, solrosolja, ris, kryddmix (salt, socker, lökpulver, vitlökspulver, SELLERIPULVER, SENAPSPULVER, tomatpulver, paprika), salt.', 'celery,mustard', '', 3],
  // Nuts and spreads
  ['Pålägg', 'Ekologiskt jordnötssmör: Rostade JORDNÖTTER* 99 %, havssalt. *= ekologisk ingrediens. Kan innehålla spår av andra nötter.', 'peanuts', 'nuts', 3],
  ['Snacks', 'Salta jordnötter: JORDNÖTTER 94 %, rapsolja, salt 1,5 %. Förpackad i en fabrik som även hanterar andra nötter och SESAM.', 'peanuts', 'nuts,sesame', 3],
  ['Nötter', 'Nötmix: CASHEWNÖTTER 30 %, PARANÖTTER 20 %, MACADAMIANÖTTER 20 %, PEKANNÖTTER 15 %, PISTASCHNÖTTER 15 %. Kan innehålla spår av JORDNÖTTER.', 'nuts', 'peanuts', 1],
  ['Snacks', 'Studentmix: Russin 40 %, jordnötter 30 %, mandlar 15 %, hasselnötter 10 %, cashewnötter 5 %, solrosolja. Produkten är tillverkad i en lokal där även SESAM och LUPIN hanteras.', 'peanuts,nuts', 'sesame,lupin', 3],
  // Drinks and dried fruit
  ['Torkad frukt', 'Torkade aprikoser, konserveringsmedel (svaveldioxid).', 'sulphites', '', 3],
  ['Dryck', 'Kolsyrat vatten, socker, surhetsreglerande medel (citronsyra), arom, sötningsmedel (sukralos, acesulfam K), konserveringsmedel (kaliumsorbat). Innehåller koffein.', '', '', 4],
  ['Läsk', 'Julmust: Kolsyrat vatten, socker, färgämne (sockerkulör E150d), humle- och maltextrakt (KORN), kryddextrakt, konserveringsmedel (natriumbensoat), surhetsreglerande medel (fosforsyra), koffein.', 'gluten', '', 4],
  ['Öl', 'Vatten, KORNMALT, humle, jäst. Alkoholhalt 5,2 % vol.', 'gluten', '', 3],
  ['Vin', 'Vitt vin. Innehåller SULFITER.', 'sulphites', '', 3],
  ['Juice', 'Citronjuice från koncentrat 99,9 %, konserveringsmedel (E224).', 'sulphites', '', 3],
  // --- Written after the first run (165 labels above, scored once as written): 2–3 labels proving
  // each engine defect class fixed, see docs/methodology.md "Accuracy of the text engine".
  // Fat, alcohol, origin and catch statements after the list are no ingredients.
  ['Matfett', 'GRÄDDE (MJÖLK), rapsolja, salt. Fetthalt 75 %.', 'milk', '', 2],
  ['Räkor', 'Räkor (Pandalus borealis). Fångstområde: Nordostatlanten, FAO 27. Fångstmetod: trål.', 'crustaceans', '', 1],
  ['Vin', 'Druvor. Alk. 12,5 % vol. Ursprungsland: Spanien. Innehåller SULFITER.', 'sulphites', '', 3],
  // "Innehåller …" sentences declare allergens but add no ingredient.
  ['Rapsolja', 'Kallpressad rapsolja. Innehåller omega-3.', '', '', 2],
  // Warnings whose allergens come first, "spårmängder av", and bakeries as the place of a warning.
  ['Godis', 'Skumgodis: Socker, glukossirap, gelatin, surhetsreglerande medel (citronsyra), arom. Nötter och jordnötter kan förekomma.', '', 'nuts,peanuts', 4],
  ['Glass', 'Grädde, socker, äggula, vanilj. Spårmängder av nötter kan förekomma.', 'milk,eggs', 'nuts', 3],
  ['Bröd', 'Vetemjöl, vatten, salt, jäst. Bakat i ett bageri som även hanterar SESAM.', 'gluten', 'sesame', 3],
  // "smakämnen" (flavourings, older pack wording) is a group-4 marker.
  ['Saft', 'Vatten, socker, citronsyra, naturliga smakämnen.', '', '', 4],
  ['Te', 'Svart te 95 %, naturliga smakämnen (apelsin, bergamott).', '', '', 4],
  // Invert sugar spellings are group-4 markers.
  ['Kaka', 'Havrekakor: HAVREGRYN, SMÖR, socker, VETEMJÖL, invertsirap, bakpulver (natriumvätekarbonat).', 'gluten,milk', '', 4],
  // A seasoning or flavour named after an allergen food: its recipe decides.
  ['Chips', 'Räkcocktailchips: Potatis, solrosolja, räkcocktailkrydda (socker, salt, tomatpulver, paprika, arom).', '', '', 4],
  ['Chips', 'Majschips: Majs, solrosolja, ostsmak (salt, socker, arom, lökpulver).', '', '', 4],
  // Isinglass used to fine beer or wine is exempt (Annex II 4(b)).
  ['Öl', 'Vatten, KORNMALT, humle, jäst. Alkoholhalt 5,2 % vol. Klarnad med husbloss (fisk).', 'gluten', '', 3],
  // Cultures named by their species in brackets.
  ['Filmjölk', 'Pastöriserad MJÖLK, mesofil syrningskultur (Lactococcus lactis, Leuconostoc mesenteroides).', 'milk', '', 1],
  // Shellfish and fish by their label names.
  ['Skaldjur', 'Vongole (Ruditapes philippinarum) 100 %.', 'molluscs', '', 1],
  ['Fisk', 'Karp (Cyprinus carpio), salt. Ursprung: Tjeckien.', 'fish', '', 3],
];

export const HELDOUT2_ENGLISH_LABELS: readonly LabelRow[] = [
  // Chocolate, biscuits and sweets (Cadbury, McVitie's, Bassetts style)
  ['Chocolate', 'Ingredients: Sugar, Cocoa Butter, Dried Whole MILK, Cocoa Mass, Dried Skimmed MILK, Emulsifiers (SOYA Lecithin, E476), Flavouring. Milk Chocolate contains Milk Solids 20 % minimum. May also contain Nuts.', 'milk,soy', 'nuts', 4],
  ['Biscuits', 'Digestive: WHEAT Flour (with Calcium, Iron, Niacin, Thiamin) 51 %, Vegetable Oil (Palm), WHOLEMEAL WHEAT Flour 15 %, Sugar, Partially Inverted Sugar Syrup, Raising Agents (Sodium Bicarbonate, Malic Acid, Ammonium Bicarbonate), Salt. Allergy advice: for allergens, including cereals containing gluten, see ingredients in bold. May contain MILK.', 'gluten', 'milk', 4],
  ['Biscuits', 'Flour (WHEAT Flour, Calcium Carbonate, Iron, Niacin, Thiamin), Milk Chocolate (30 %) (Sugar, Cocoa Butter, Cocoa Mass, Dried Skimmed MILK, Dried Whey (MILK), Butter Oil (MILK), Vegetable Fat (Palm, Shea), Emulsifiers (SOYA Lecithin, E476), Natural Flavouring), Vegetable Oil (Palm), Wholemeal WHEAT Flour, Sugar, Glucose-Fructose Syrup, Raising Agents (Sodium Bicarbonate, Malic Acid, Ammonium Bicarbonate), Salt.', 'gluten,milk,soy', '', 4],
  ['Biscuits', 'Custard Creams: Wheat Flour, Sugar, Palm Oil, Whey Powder (Milk), Glucose Syrup, Maize Starch, Rapeseed Oil, Salt, Raising Agents (Sodium Bicarbonate, Ammonium Bicarbonate), Flavourings, Colour (Annatto Norbixin). May contain: Egg, Soya.', 'gluten,milk', 'eggs,soy', 4],
  ['Sweets', 'Jelly Babies: Sugar, Glucose Syrup (from WHEAT), Gelatine, Concentrated Fruit Juices, Acid (Citric Acid), Flavourings, Colours (Anthocyanins, Curcumin, Vegetable Carbon, Paprika Extract), Glazing Agent (Carnauba Wax).', '', '', 4],
  ['Sweets', 'Marzipan: Sugar, Almonds (34 %), Glucose Syrup, Water, Invert Sugar Syrup, Humectant: Sorbitol, Preservative: Potassium Sorbate.', 'nuts', '', 4],
  ['Cake', 'Victoria Sponge: Sugar, Wheat Flour, Raspberry Jam (20 %) (Glucose-Fructose Syrup, Raspberries, Sugar, Gelling Agent: Pectin, Acidity Regulator: Citric Acid), Butter (MILK), Free Range EGG, Rapeseed Oil, Whey Powder (MILK), Raising Agents (Disodium Diphosphate, Sodium Bicarbonate), Cornflour, Salt, Preservative: Potassium Sorbate.', 'gluten,milk,eggs', '', 4],
  ['Cake', 'Carrot Cake: Carrots, Sugar, Wheat Flour, Rapeseed Oil, Soft Cheese (MILK), Free Range Whole EGG, Walnuts (5 %), Icing Sugar, Butter (MILK), Dried EGG White, Raising Agents (E450, E500), Cinnamon, Orange Zest, Salt, Cream of Tartar.', 'gluten,milk,eggs,nuts', '', 4],
  ['Dessert', 'Meringue Nests: Sugar, Dried Egg Albumen, Cornflour, Cream of Tartar.', 'eggs', '', 3],
  ['Flapjack', 'Gluten free oats (40 %), golden syrup, butter (milk), brown sugar, sunflower oil, sultanas. Made in a kitchen that handles nuts, peanuts and sesame.', 'gluten,milk', 'nuts,peanuts,sesame', 3],
  // Bread and cereals (Warburtons, Hovis, Weetabix, Nairn's style)
  ['Bread', 'Wheat Flour [WHEAT Flour, Calcium Carbonate, Iron, Niacin (B3), Thiamin (B1)], Water, Yeast, Salt, Soya Flour, Preservative: Calcium Propionate, Emulsifiers: E471, E472e, Vegetable Oil (Rapeseed, Palm), Flour Treatment Agent: Ascorbic Acid (Vitamin C).', 'gluten,soy', '', 4],
  ['Bread', 'Wholemeal Bread: WHOLEMEAL WHEAT Flour, Water, WHEAT Protein, Yeast, Salt, Vinegar, Sugar, Emulsifier: Mono- and Di-Acetyl Tartaric Acid Esters of Mono- and Di-Glycerides of Fatty Acids, Rapeseed Oil, Flour Treatment Agent: Ascorbic Acid.', 'gluten', '', 4],
  ['Bread', 'Rye & Spelt Sourdough: Water, SPELT Flour 35 %, RYE Flour 20 %, Sea Salt, BARLEY Malt Flour, Yeast.', 'gluten', '', 3],
  ['Bread', 'Ancient Grain Loaf: Water, spelt flour (30 %), khorasan wheat flour (kamut) (10 %), emmer flour (8 %), einkorn flour (5 %), sunflower seeds, rapeseed oil, salt, yeast.', 'gluten', '', 3],
  ['Cereal', 'Porridge Oats: 100 % Wholegrain Rolled OATS.', 'gluten', '', 1],
  ['Cereal', 'Wholegrain WHEAT (95 %), BARLEY Malt Extract, Sugar, Salt, Niacin, Iron, Riboflavin (B2), Thiamin (B1), Folic Acid, Vitamin D, Vitamin B12.', 'gluten', '', 3],
  ['Cereal', 'Granola: OAT Flakes 50 %, Honey 12 %, Rapeseed Oil, Pecan Nuts 8 %, Desiccated Coconut, Macadamia Nuts 4 %, Brazil Nuts 3 %, Natural Flavouring. May contain other nuts, PEANUTS and SESAME.', 'gluten,nuts', 'peanuts,sesame', 4],
  ['Oatcakes', 'Wholegrain Oats (84 %), Sustainable Palm Fruit Oil, Salt, Raising Agent (Sodium Bicarbonate). Produced in a factory that uses milk and soya.', 'gluten', 'milk,soy', 3],
  ['Gluten free', 'Gluten Free Bread: Water, Tapioca Starch, Rice Flour, Potato Starch, Rapeseed Oil, Psyllium Husk Powder, Bamboo Fibre, Sugar, Yeast, Thickeners: Hydroxypropyl Methyl Cellulose, Xanthan Gum, Lupin Flour (2 %), Salt, Buckwheat Flour, Preservative: Calcium Propionate. Free from: Milk, Egg, Wheat. Produced in a factory that handles Soya.', 'lupin', 'soy', 4],
  ['Stuffing', 'Sage & Onion Stuffing Mix: Breadcrumbs (Wheat Flour, Salt, Yeast), Dried Onion (13 %), Palm Oil, Rubbed Sage, Salt, Celery Seed, Dried Parsley, Black Pepper, Turmeric.', 'gluten,celery', '', 3],
  ['Sandwich', 'Egg & Cress: Malted Bread (Wheat Flour, Water, Malted Wheat Flakes, Wheat Bran, Wheat Gluten, Salt, Barley Malt Flour, Emulsifiers: E471, E472e, Spirit Vinegar, Rapeseed Oil, Flour Treatment Agent: Ascorbic Acid), Free Range Egg (30 %), Mayonnaise (Rapeseed Oil, Water, Pasteurised Egg Yolk, Spirit Vinegar, Salt, Sugar, Mustard Flour), Cress, Black Pepper.', 'gluten,eggs,mustard', '', 4],
  // Soups, ready meals, sauces (Heinz, Tesco, Sainsbury's, M&S style)
  ['Soup', 'Cream of Tomato Soup: Tomatoes (84 %), Water, Modified Cornflour, Sugar, Vegetable Oil, Salt, Dried Skimmed Milk, Cream (Milk), Milk Proteins, Spice Extracts, Herb Extract, Citric Acid. Allergy advice: for allergens, see ingredients in bold.', 'milk', '', 4],
  ['Baked beans', 'Beans (51 %), Tomatoes (34 %), Water, Sugar, Spirit Vinegar, Modified Cornflour, Salt, Spice Extracts, Herb Extract.', '', '', 4],
  ['Soup', 'Butternut Squash Soup: Water, Butternut Squash (30 %), Onion, Carrot, Single Cream (Milk) (5 %), Butter (Milk), Celeriac, Garlic, Salt, Nutmeg, Black Pepper.', 'milk,celery', '', 3],
  ['Soup', 'Vegetable Broth: Water, Carrots, Onion, Celery (9 %), Leek, Cornflour, Yeast Extract, Salt, Celery Seed, Black Pepper, Bay Leaf.', 'celery', '', 3],
  ['Soup', 'Lobster Bisque: Water, Lobster (8 %), Langoustine, Tomato Purée, Cream (Milk), Brandy, Butter (Milk), Rice Flour, Celery, Onion, Salt.', 'crustaceans,milk,celery', '', 3],
  ['Ready meal', 'Chicken Tikka Masala with Pilau Rice: Cooked Pilau Rice (45 %) (Water, Basmati Rice, Rapeseed Oil, Turmeric, Cumin Seed, Cardamom), Chicken Breast (20 %), Tomato, Onion, Single Cream (Milk), Natural Yoghurt (Milk), Ghee (Milk), Ginger Purée, Garlic Purée, Ground Almonds, Spices, Sugar, Salt, Cornflour, Coriander, Colour: Paprika Extract. May contain mustard.', 'milk,nuts', 'mustard', 4],
  ['Ready meal', 'Fish Pie: Potato (40 %), Whole Milk, Cod (Gadus morhua) (Fish) (12 %), Smoked Haddock (Melanogrammus aeglefinus) (Fish) (8 %), King Prawns (Crustacean) (5 %), Mature Cheddar Cheese (Milk), Double Cream (Milk), Butter (Milk), Wheat Flour (Wheat Flour, Calcium Carbonate, Iron, Niacin, Thiamin), Parsley, Salt, Mustard Powder, White Pepper.', 'fish,crustaceans,milk,gluten,mustard', '', 3],
  ['Ready meal', 'Cottage Pie: Potato, Beef (22 %), Carrots, Onion, Water, Tomato Purée, Butter (Milk), Wheat Flour, Worcestershire Sauce (Water, Spirit Vinegar, Sugar, Tamarind Paste, Onion, Salt, Anchovies (Fish), Garlic, Cloves), Beef Stock (Water, Beef Extract, Yeast Extract, Salt), Thyme, Black Pepper.', 'milk,gluten,fish', '', 3],
  ['Sauce', 'Worcestershire Sauce: Malt Vinegar (from BARLEY), Spirit Vinegar, Molasses, Sugar, Salt, Anchovies (FISH), Tamarind Extract, Onions, Garlic, Spice, Flavouring.', 'gluten,fish', '', 4],
  ['Sauce', 'Mayonnaise: Rapeseed Oil (75 %), Water, Free Range Pasteurised EGG Yolk (7 %), Spirit Vinegar, Sugar, Salt, MUSTARD Flour, Lemon Juice, Stabiliser: Xanthan Gum, Paprika Extract.', 'eggs,mustard', '', 4],
  ['Sauce', 'Tartare Sauce: Rapeseed Oil, Water, Gherkins (10 %), Capers, Spirit Vinegar, Pasteurised Egg Yolk, Sugar, Salt, Modified Maize Starch, Parsley, Mustard Seeds, Preservative: Potassium Sorbate.', 'eggs,mustard', '', 4],
  ['Sauce', 'Pesto Rosso: Sun-dried Tomatoes (30 %), Sunflower Oil, Grana Padano Cheese (Milk, Salt, Rennet, Preservative: Egg Lysozyme), Cashew Nuts, Basil, Pine Kernels, Garlic, Acidity Regulator: Lactic Acid, Sea Salt.', 'milk,eggs,nuts', '', 3],
  ['Sauce', 'Satay Sauce: Water, PEANUTS (20 %), Sugar, Coconut Milk (Coconut Extract, Water), SOY Sauce (Water, SOYBEANS, WHEAT, Salt), Rapeseed Oil, Lemongrass, Garlic, Modified Maize Starch, Chilli, Tamarind.', 'peanuts,soy,gluten', '', 4],
  ['Pickles', 'Pickled Onions: Onions, Barley Malt Vinegar, Salt, Sweetener: Saccharin. Contains Barley.', 'gluten', '', 4],
  // Asian and world foods
  ['Sauce', 'Tamari: Water, SOYBEANS (22 %), Salt, Spirit Vinegar. Wheat free.', 'soy', '', 3],
  ['Soup', 'Miso Soup Paste: Miso (SOYBEANS, Rice, Salt), Water, Dried Tofu (SOYBEANS), Bonito Extract (FISH), Seaweed, Spring Onion, Yeast Extract.', 'soy,fish', '', 3],
  ['Snack', 'Prawn Crackers: Tapioca Starch, Prawns (Crustaceans) (20 %), Sunflower Oil, Sugar, Salt, Flavour Enhancer: Monosodium Glutamate.', 'crustaceans', '', 4],
  ['Noodles', 'Egg Noodles: WHEAT Flour (75 %), Dried EGG (5 %), Salt, Acidity Regulators: Potassium Carbonate, Sodium Carbonate, Colour: Curcumin.', 'gluten,eggs', '', 4],
  ['Salad', 'Edamame & Tempeh Salad: Edamame Beans (25 %), Tempeh (15 %), Brown Rice, Red Cabbage, Carrot, Tamari, Rice Vinegar, Toasted Sesame Oil, Ginger, Chilli.', 'soy,sesame', '', 3],
  ['Dip', 'Houmous: Chickpeas (52 %), Water, Tahini (Sesame Seed Paste) (12 %), Rapeseed Oil, Lemon Juice, Garlic, Salt, Preservative: Potassium Sorbate.', 'sesame', '', 3],
  ['Dip', 'Tzatziki: Greek Style Yogurt (MILK) (70 %), Cucumber (20 %), Garlic, Mint, Salt, Olive Oil.', 'milk', '', 3],
  // Dairy and alternatives (Cathedral City, Yeo Valley, Alpro, Lurpak style)
  ['Cheese', 'Mature Cheddar: Cheese (MILK). Made with British milk.', 'milk', '', 3],
  ['Cheese', "Halloumi: Pasteurised Cows', Sheep's and Goats' Milk, Salt, Vegetarian Rennet, Mint.", 'milk', '', 3],
  [null, 'Paneer: Pasteurised Milk, Acidity Regulator: Citric Acid.', 'milk', '', 1],
  ['Yoghurt', 'Greek Style Natural Yoghurt: Milk, Cream (Milk), Milk Proteins, Live Cultures (S. thermophilus, L. bulgaricus).', 'milk', '', 4],
  ['Yoghurt', 'Fromage Frais Strawberry: Fromage Frais (Milk), Sugar, Strawberry Purée (5 %), Cream (Milk), Modified Maize Starch, Calcium Phosphate, Natural Flavouring, Colour: Carmine, Vitamin D.', 'milk', '', 4],
  ['Cream', 'Crème Fraîche: Soured Cream (MILK). 30 % fat.', 'milk', '', 1],
  ['Pancakes', 'Buttermilk Pancakes: Buttermilk (34 %), Wheat Flour, Whole Egg, Sugar, Rapeseed Oil, Raising Agents: Disodium Diphosphate, Sodium Bicarbonate; Salt, Preservative: Potassium Sorbate.', 'milk,gluten,eggs', '', 4],
  ['Dessert', 'Custard: Skimmed Milk, Buttermilk, Cream (Milk) (4 %), Sugar, Modified Maize Starch, Whey, Colours (Curcumin, Paprika Extract), Natural Flavouring.', 'milk', '', 4],
  ['Ice cream', 'Reconstituted Skimmed Milk Concentrate, Sugar, Coconut Oil, Glucose Syrup, Whey Solids (Milk), Emulsifier (Mono- and Diglycerides of Fatty Acids), Stabilisers (Locust Bean Gum, Guar Gum, Carrageenan), Natural Vanilla Flavouring.', 'milk', '', 4],
  ['Milk', 'Lactose Free Semi Skimmed Milk: Semi Skimmed Milk, Lactase Enzyme.', 'milk', '', 1],
  ['Spread', 'Spreadable: Butter (MILK) (60 %), Rapeseed Oil, Water, Salt (1.5 %).', 'milk', '', 2],
  ['Drink', 'Oat Drink: Water, Oats (10 %), Rapeseed Oil, Acidity Regulator: Dipotassium Phosphate, Calcium Carbonate, Iodised Salt, Vitamins (D2, Riboflavin, B12).', 'gluten', '', 3],
  ['Drink', 'Coconut Drink: Water, Coconut Cream (6 %), Rice, Calcium Phosphate, Stabilisers: Gellan Gum, Xanthan Gum, Sea Salt, Vitamins (D2, B12).', '', '', 4],
  ['Drink', 'Almond Drink: Water, Almonds (2.3 %), Calcium Carbonate, Sea Salt, Stabilisers: Locust Bean Gum, Gellan Gum, Emulsifier: Sunflower Lecithin, Vitamins (B2, B12, E, D2).', 'nuts', '', 4],
  ['Free from', 'Vegan Cheddar Alternative: Water, Coconut Oil (23 %), Modified Starch, Starch, Sea Salt, Flavourings, Olive Extract, Colour: Beta Carotene, Vitamin B12. Dairy free.', '', '', 4],
  ['Sports nutrition', 'Protein Bar: Milk Protein Isolate, Calcium Caseinate, Soy Crisps (Soy Protein Isolate, Tapioca Starch), Cashew Butter, Bovine Collagen, Sweetener: Sucralose.', 'milk,soy,nuts', '', 4],
  // Fish and shellfish
  ['Fish', 'Scottish Salmon Fillets (Salmo salar) (FISH) (100 %). Farmed in Scotland.', 'fish', '', 1],
  ['Fish', 'Hot Smoked Mackerel Fillets: Mackerel (Scomber scombrus) (96 %), Salt, Demerara Sugar.', 'fish', '', 3],
  ['Fish', 'Breaded Haddock: Haddock (Melanogrammus aeglefinus) (58 %), Wheat Flour, Water, Rapeseed Oil, Wheat Starch, Salt, Yeast, Dextrose, Raising Agents: Diphosphates, Sodium Carbonates.', 'fish,gluten', '', 4],
  ['Fish', 'Tuna Chunks in Spring Water: Skipjack Tuna (Katsuwonus pelamis) (Fish), Spring Water, Salt.', 'fish', '', 3],
  ['Seafood', 'Cooked & Peeled King Prawns (Litopenaeus vannamei) (Crustacean), Salt, Stabiliser: Pentasodium Triphosphate.', 'crustaceans', '', 4],
  ['Seafood', 'Crayfish Tails in Brine: Crayfish (Procambarus clarkii) (Crustacean), Water, Salt, Acidity Regulator: Citric Acid.', 'crustaceans', '', 3],
  ['Seafood', 'Dressed Crab: Brown Crab Meat (Cancer pagurus) (60 %), White Crab Meat (30 %), Breadcrumbs (Wheat), Salt, Black Pepper.', 'crustaceans,gluten', '', 3],
  ['Seafood', 'Moules Marinière: Mussels (Mytilus edulis) (Mollusc) (60 %), Water, White Wine (Sulphites), Double Cream (Milk), Butter (Milk), Shallots, Garlic, Parsley, Cornflour, Salt.', 'molluscs,sulphites,milk', '', 3],
  ['Seafood', 'Salt & Pepper Squid: Squid (Mollusc) (55 %), Wheat Flour, Rice Flour, Rapeseed Oil, Cornflour, Salt, Black Pepper, Raising Agent: Sodium Bicarbonate.', 'molluscs,gluten', '', 3],
  ['Seafood', 'Seafood Selection: Cooked Mussels, Squid Rings, Cooked Prawns, Scallops, Clams, Cockles, Octopus. May contain shell fragments.', 'molluscs,crustaceans', '', 1],
  // Meat
  ['Sausages', 'Pork Sausages: Pork (70 %), Water, Rusk (WHEAT Flour, Salt, Raising Agent: Ammonium Bicarbonate), Potato Starch, Salt, Spices, Dextrose, Stabiliser: Diphosphates, Preservative: Sodium Metabisulphite, Antioxidant: Ascorbic Acid, Herbs, Spice Extracts.', 'gluten,sulphites', '', 4],
  ['Ham', 'Smoked Ham: Pork (90 %), Salt, Dextrose, Stabiliser: Sodium Triphosphate, Smoke Flavouring, Antioxidant: Sodium Ascorbate, Preservative: Sodium Nitrite.', '', '', 4],
  ['Scotch eggs', 'Pork (35 %), Egg (30 %), Breadcrumbs (Wheat Flour, Salt, Yeast), Water, Rapeseed Oil, Wheat Flour, Salt, Sage, Black Pepper, Mustard Flour, Preservative: Sodium Metabisulphite.', 'eggs,gluten,mustard,sulphites', '', 3],
  // Snacks, spreads, drinks
  ['Crisps', 'Salt & Vinegar: Potatoes, Sunflower Oil (25 %), Salt & Vinegar Seasoning (Flavouring, Salt, Lactose (from Milk), Acid: Citric Acid, Potassium Chloride), Antioxidant: Rosemary Extract.', 'milk', '', 4],
  ['Crisps', 'Prawn Cocktail Flavour: Potatoes, Sunflower Oil, Prawn Cocktail Seasoning (Sugar, Dextrose, Salt, Flavourings, Onion Powder, Tomato Powder, Acids (Citric Acid, Malic Acid), Colour (Paprika Extract), Sweetener (Sucralose)). May contain MILK.', '', 'milk', 4],
  ['Snack', 'Trail Mix: Peanuts, Raisins (Raisins, Sunflower Oil), Cashew Nuts, Pistachio Kernels, Queensland Nuts, Almonds. Made in a factory that also handles sesame.', 'peanuts,nuts', 'sesame', 3],
  ['Spread', 'Hazelnut & Cocoa Spread: Sugar, Palm Oil, HAZELNUTS (13 %), Skimmed MILK Powder (8.7 %), Fat-Reduced Cocoa (7.4 %), Emulsifier: Lecithins (SOYA), Vanillin.', 'nuts,milk,soy', '', 4],
  ['Spread', 'Smooth Peanut Butter: Roasted Peanuts (95 %), Palm Oil, Sea Salt.', 'peanuts', '', 3],
  ['Spread', 'Yeast Extract (contains BARLEY, WHEAT, OATS, RYE), Salt, Vegetable Juice Concentrate, Niacin, Thiamin, Spice Extract, Riboflavin, Folic Acid, Celery Extract, Vitamin B12.', 'gluten,celery', '', 3],
  ['Soft drink', 'Diet Cola: Carbonated Water, Colour (Caramel E150d), Sweeteners (Aspartame, Acesulfame K), Natural Flavourings including Caffeine, Phosphoric Acid, Citric Acid. Contains a source of phenylalanine.', '', '', 4],
  ['Soft drink', 'Sparkling Elderflower: Carbonated Water, Sugar, Elderflower Extract (2 %), Lemon Juice from Concentrate, Acid: Citric Acid, Preservative: Sodium Metabisulphite.', 'sulphites', '', 3],
  ['Wine', 'Red Wine. Contains SULPHITES. Produced in Spain.', 'sulphites', '', 3],
  ['Dried fruit', 'Dried Apricots, Preservative: Sulphur Dioxide.', 'sulphites', '', 3],
  ['Beer', 'Cask Ale: Water, Malted BARLEY, WHEAT, Hops, Yeast. Fined with isinglass (fish).', 'gluten', '', 3],
  // --- Written after the first run: labels proving each class fixed (see the Swedish part).
  ['Butter', 'Butter (MILK), Salt (1.2 %). 82 % fat.', 'milk', '', 2],
  ['Olive oil', 'Extra Virgin Olive Oil. Product of Italy.', '', '', 2],
  ['Wine', 'Grapes. Alc. 13% vol. Contains sulfites.', 'sulphites', '', 3],
  ['Fish', 'Seabass Fillets (Dicentrarchus labrax). Farmed in Greece.', 'fish', '', 1],
  ['Wine', 'Tempranillo grapes. Contains sulphites. Produced and bottled in Spain.', 'sulphites', '', 3],
  ['Rapeseed oil', 'Cold Pressed Rapeseed Oil. Contains Omega 3.', '', '', 2],
  [null, 'Salted Butter: Butter (MILK), Salt. Contains: Milk.', 'milk', '', 2],
  ['Sweets', 'Fudge: Sugar, Sweetened Condensed MILK, Glucose Syrup, Butter (MILK), Salt. Nuts may be present.', 'milk', 'nuts', 4],
  ['Bread', 'Wheat Flour, Water, Salt, Yeast. This product is baked in a bakery that also handles sesame seeds.', 'gluten', 'sesame', 3],
  ['Cake', 'Wheat Flour, Sugar, Free Range Egg, Butter (Milk). Also made in a bakery that uses nuts.', 'gluten,eggs,milk', 'nuts', 3],
  ['Flapjack', 'OATS (45 %), Partially Inverted Refiners Syrup, Butter (MILK), Demerara Sugar.', 'gluten,milk', '', 4],
  ['Cereal bar', 'Oats, Invert Syrup, Raisins, Sunflower Oil, Honey.', 'gluten', '', 4],
  ['Tinned pasta', 'Spaghetti in Tomato Sauce: Tomatoes (56 %), Water, Cooked Spaghetti (Water, Durum WHEAT Semolina), Sugar, Modified Cornflour, Salt, Paprika, Citric Acid, Spice Extracts.', 'gluten', '', 4],
  ['Soup', 'Chicken Soup: Water, Chicken (8 %), Carrots, Onion, Modified Waxy Maize Starch, Salt, Parsley.', '', '', 4],
  ['Crisps', 'Potatoes, Sunflower Oil, Lobster Flavour Seasoning (Sugar, Salt, Flavourings, Yeast Extract, Colour: Paprika Extract).', '', '', 4],
  ['Cider', 'Fermented Apple Juice, Sugar, Carbonated Water, Preservative: Sulphur Dioxide. Isinglass (fish) used as a fining agent.', 'sulphites', '', 3],
  ['Wine', 'Red Wine. Contains Sulphites. Fined using isinglass (fish) and egg white (egg).', 'sulphites,eggs', '', 3],
  ['Yoghurt', 'Milk, Live Cultures (Lactobacillus acidophilus, Bifidobacterium lactis).', 'milk', '', 1],
  ['Seafood', 'Whelks (Buccinum undatum) (Mollusc).', 'molluscs', '', 1],
  ['Fish', 'Turbot (Scophthalmus maximus) (Fish). Caught in the North East Atlantic.', 'fish', '', 1],
];
