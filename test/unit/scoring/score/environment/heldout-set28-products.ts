import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-eighth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET28_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and sundries
  p('25621', 'composite', { name: 'Hummus naturell', ingredients: 'Kokta kikärter 58 %, vatten, sesampasta (tahini) 10 %, rapsolja, citronjuice, vitlök, salt, surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat)', category: 'Röror och dipp', size: 200, size_unit: 'g' }),
  p('11163', 'composite', { name: 'Sweet & sour sås', ingredients: 'Vatten, socker, ättika, tomatpuré, ananas 6 %, paprika 4 %, modifierad majsstärkelse, sojasås (vatten, sojabönor, vete, salt), salt, ingefära, färgämne (paprikaextrakt)', country_of_origin: 'Storbritannien', category: 'Matlagningssåser', size: 500, size_unit: 'g' }),
  p('11060', 'composite', { name: 'Provensalska örter', ingredients: 'Timjan 40 %, rosmarin 20 %, oregano 15 %, mejram 15 %, basilika 10 %', country_of_origin: 'Frankrike', category: 'Kryddor', size: 20, size_unit: 'g' }),
  p('11089', 'plain', { name: 'Gurkmeja malen', ingredients: 'Gurkmeja', country_of_origin: 'Indien', category: 'Kryddor', size: 38, size_unit: 'g' }),
  p('11000', 'plain', { name: 'Vitlök', ingredients: 'Vitlök', country_of_origin: 'Spanien', category: 'Grönsaker', size: 250, size_unit: 'g' }),

  // Infant foods
  p('20251', 'composite', { name: 'Krämig grönsaksgratäng med potatis 12 mån', ingredients: 'Grönsaker 45 % (morot 20 %, broccoli 15 %, blomkål 10 %), vatten, potatis 15 %, grädde 5 %, mjölk 4 %, ris, rapsolja', category: 'Barnmat', size: 250, size_unit: 'g' }),
  p('13163', 'composite', { name: 'Färdig välling fullkorn från 6 mån', ingredients: 'Vatten, skummjölk, fullkornsmjöl (vete 4 %, havre 2 %), vegetabiliska oljor (raps, solros), maltodextrin, mjölkprotein, mineraler (kalciumkarbonat, järnpyrofosfat, zinksulfat), vitaminer', category: 'Välling', size: 200, size_unit: 'ml' }),

  // Drinks
  p('76057', 'plain', { name: 'Volvic naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('2006', 'plain', { name: 'Morotsjuice', ingredients: 'Morotsjuice 100 %', country_of_origin: 'Tyskland', category: 'Juice', size: 750, size_unit: 'ml' }),
  p('2028', 'plain', { name: 'Citronjuice', ingredients: 'Citronjuice 100 %', category: 'Juice', size: 200, size_unit: 'ml' }),
  p('18026', 'plain', { name: 'Sockerdricka', ingredients: 'Kolsyrat vatten, socker, surhetsreglerande medel (citronsyra), arom, konserveringsmedel (natriumbensoat)', country_of_origin: 'Sverige', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('2043', 'composite', { name: 'Aprikosnektar', ingredients: 'Vatten, aprikospuré 50 %, socker, citronjuice, antioxidationsmedel (askorbinsyra)', category: 'Nektar', size: 1, size_unit: 'l' }),
  p('18018', 'plain', { name: 'Cola', ingredients: 'Kolsyrat vatten, socker, färgämne (sockerkulör E150d), surhetsreglerande medel (fosforsyra), naturlig arom, koffein', country_of_origin: 'Sverige', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('0002', 'composite', { name: 'Juice röda bär', ingredients: 'Äppeljuice 60 %, druvjuice 20 %, svartvinbärsjuice 8 %, hallonpuré 6 %, körsbärsjuice 6 %', category: 'Juice', size: 1, size_unit: 'l' }),
  p('18220', 'plain', { name: 'Lime saft sockerfri', ingredients: 'Vatten, limejuice från koncentrat 10 %, surhetsreglerande medel (citronsyra), arom, sötningsmedel (acesulfam K, sukralos), konserveringsmedel (kaliumsorbat)', country_of_origin: 'Sverige', category: 'Saft', size: 1, size_unit: 'l' }),
  p('2027', 'plain', { name: 'Grapefruktjuice', ingredients: 'Grapefruktjuice 100 %', category: 'Juice', size: 1, size_unit: 'l' }),

  // Composite dishes
  p('25038', 'composite', { name: 'Fiskgratäng med räkor', ingredients: 'Potatismos 45 % (potatis, mjölk, smör, salt), alaska pollock 25 %, vatten, räkor 6 %, grädde, vetemjöl, ost, dill, fiskbuljong, salt, vitpeppar', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25208', 'composite', { name: 'Grönsaksbiffar', ingredients: 'Grönsaker 65 % (morot, ärter, majs, lök, paprika, broccoli), potatisflingor, vetemjöl, rapsolja, ströbröd (vetemjöl, jäst, salt), salt, kryddor', category: 'Vegetariskt fryst', size: 600, size_unit: 'g' }),
  p('25609', 'composite', { name: 'Potatissallad', ingredients: 'Potatis 62 %, majonnäs (rapsolja, vatten, äggula, ättika, senap), gurka 8 %, rödlök, ägg 4 %, tomat, gräslök, salt, socker, konserveringsmedel (kaliumsorbat)', country_of_origin: 'Sverige', category: 'Sallader', size: 400, size_unit: 'g' }),
  p('25485', 'composite', { name: 'Baguette skinka & ost', ingredients: 'Baguette (vetemjöl, vatten, jäst, salt) 55 %, kokt skinka 20 %, emmentalerost 15 %, smör, sallad', category: 'Smörgåsar', size: 180, size_unit: 'g' }),
  p('25106', 'composite', { name: 'Kåldolmar', ingredients: 'Vitkål 45 %, nöt- och fläskfärs 30 %, vatten, ris, lök, ströbröd (vetemjöl, salt, jäst), sirap, mjölk, salt, vitpeppar', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 500, size_unit: 'g' }),
  p('25456', 'composite', { name: 'Sushi mix 12 bitar', ingredients: 'Kokt sushiris (ris, vatten, risvinäger, socker, salt) 65 %, lax 14 %, räkor 5 %, gurka, avokado, tonfisk 4 %, nori, sesamfrön', category: 'Sushi', size: 330, size_unit: 'g' }),
  p('25174', 'composite', { name: 'Kycklingcurry med kokosmjölk och ris', ingredients: 'Kokt ris 45 %, kycklingfilé 18 %, kokosmjölk 12 %, vatten, lök, paprika, tomatpuré, currypulver, rapsolja, majsstärkelse, salt, ingefära', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25019', 'composite', { name: 'Ravioli i tomatsås', ingredients: 'Tomatsås 60 % (vatten, tomatpuré, socker, salt, lök, kryddor), pasta 30 % (durumvetemjöl, vatten), fyllning 10 % (nötkött, ströbröd, lök, salt)', category: 'Konserver', size: 400, size_unit: 'g' }),
  p('25056', 'composite', { name: 'Potatisgratäng', ingredients: 'Potatis 68 %, grädde 14 %, mjölk, ost, lök, vetemjöl, salt, vitlök, vitpeppar', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 500, size_unit: 'g' }),
  p('25596', 'composite', { name: 'Sojabiffar med grönsaker', ingredients: 'Sojaprotein 30 %, grönsaker 25 % (morot, lök, paprika), vatten, rapsolja, vetemjöl, ströbröd, salt, kryddor', category: 'Vegetariskt', size: 300, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts and seeds
  p('4018', 'composite', { name: 'Potatismos', ingredients: 'Potatis 80 %, mjölk 14 %, smör 5 %, salt, muskot', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 500, size_unit: 'g' }),
  p('20057', 'plain', { name: 'Broccoli', ingredients: 'Broccoli', country_of_origin: 'Spanien', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20031', 'plain', { name: 'Huvudsallat', ingredients: 'Huvudsallat', country_of_origin: 'Sverige', category: 'Grönsaker', size: 150, size_unit: 'g' }),
  p('15011', 'plain', { name: 'Solroskärnor', ingredients: 'Solroskärnor', category: 'Nötter och frön', size: 500, size_unit: 'g' }),
  p('13008', 'plain', { name: 'Körsbär', ingredients: 'Körsbär', country_of_origin: 'Turkiet', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('20087', 'plain', { name: 'Röd paprika', ingredients: 'Röd paprika', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('13042', 'plain', { name: 'Katrinplommon urkärnade', ingredients: 'Katrinplommon, konserveringsmedel (kaliumsorbat)', country_of_origin: 'Chile', category: 'Torkad frukt', size: 400, size_unit: 'g' }),
  p('20093', 'composite', { name: 'Ärter och morötter', ingredients: 'Ärter 60 %, morötter 40 %, vatten, salt, socker', category: 'Konserver', size: 400, size_unit: 'g' }),
  p('20167', 'plain', { name: 'Pak choi', ingredients: 'Pak choi', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('4023', 'plain', { name: 'Färskpotatis', ingredients: 'Färskpotatis', country_of_origin: 'Sverige', category: 'Potatis', size: 1, size_unit: 'kg' }),
  p('13153', 'composite', { name: 'Äpple- och päronmos utan tillsatt socker', ingredients: 'Äpple 75 %, päron 24 %, antioxidationsmedel (askorbinsyra)', category: 'Fruktmos', size: 350, size_unit: 'g' }),
  p('13036', 'plain', { name: 'Vattenmelon', ingredients: 'Vattenmelon', country_of_origin: 'Spanien', category: 'Frukt', size: 3, size_unit: 'kg' }),
  p('13046', 'plain', { name: 'Russin', ingredients: 'Russin', country_of_origin: 'Turkiet', category: 'Torkad frukt', size: 250, size_unit: 'g' }),
  p('20515', 'plain', { name: 'Gula ärtor, torkade', ingredients: 'Gula ärtor', country_of_origin: 'Sverige', category: 'Baljväxter', size: 1, size_unit: 'kg' }),
  p('0004', 'composite', { name: 'Hallonsås coulis', ingredients: 'Hallon 65 %, socker, vatten, citronjuice, förtjockningsmedel (pektin)', category: 'Dessertsåser', size: 250, size_unit: 'g' }),
  p('13134', 'composite', { name: 'Fruktsallad', ingredients: 'Melon 30 %, ananas 20 %, vindruvor 15 %, äpple 15 %, apelsin 10 %, kiwi 10 %', category: 'Färdigskuren frukt', size: 300, size_unit: 'g' }),
  p('20525', 'plain', { name: 'Röda kidneybönor, torkade', ingredients: 'Röda kidneybönor', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('20189', 'plain', { name: 'Soltorkade tomater', ingredients: 'Tomater, salt', country_of_origin: 'Turkiet', category: 'Torkade grönsaker', size: 100, size_unit: 'g' }),

  // Ices and sorbets
  p('39509', 'composite', { name: 'Gräddglass strut vanilj choklad', ingredients: 'Grädde 22 %, vatten, socker, rån 12 % (vetemjöl, socker, kokosfett, sojalecitin), skummjölkspulver, chokladöverdrag 8 % (socker, kokosfett, kakao), glukossirap, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljarom', category: 'Glass', size: 110, size_unit: 'ml' }),
  p('39523', 'composite', { name: 'Vaniljglass bägare', ingredients: 'Grädde 25 %, vatten, socker, skummjölkspulver, glukossirap, äggula, stabiliseringsmedel (guarkärnmjöl), vaniljextrakt, vaniljstångsfrön', category: 'Glass', size: 125, size_unit: 'ml' }),
  p('31013', 'composite', { name: 'Sorbet hallon pinne', ingredients: 'Vatten, hallonpuré 30 %, socker, glukossirap, citronjuice, stabiliseringsmedel (johannesbrödkärnmjöl), färgämne (rödbetsrött)', category: 'Glass', size: 80, size_unit: 'ml' }),

  // Milk and dairy
  p('19037', 'plain', { name: 'Mellanmjölk längre hållbarhet 1,5 %', ingredients: 'Mellanmjölk, D-vitamin', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19552', 'composite', { name: 'Grekisk yoghurt jordgubb', ingredients: 'Yoghurt av grekisk typ (mjölk, grädde, mjölksyrakultur) 85 %, jordgubbar 9 %, socker, majsstärkelse, förtjockningsmedel (pektin), arom', category: 'Yoghurt', size: 150, size_unit: 'g' }),
  p('19698', 'composite', { name: 'Tiramisu', ingredients: 'Mascarpone 30 % (grädde, mjölk), socker, ägg, savoiardikex 14 % (vetemjöl, socker, ägg), vatten, grädde, kaffe 2 %, marsala, kakaopulver, gelatin', country_of_origin: 'Italien', category: 'Desserter', size: 180, size_unit: 'g' }),
  p('19587', 'composite', { name: 'Fruktyoghurt persika passion', ingredients: 'Yoghurt (mjölk) 83 %, socker 8 %, persika 6 %, passionsfrukt 1 %, modifierad stärkelse, förtjockningsmedel (pektin), arom', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('39200', 'composite', { name: 'Chokladpudding', ingredients: 'Mjölk 76 %, socker, grädde, modifierad stärkelse, kakao 2,5 %, förtjockningsmedel (karragenan), salt', category: 'Desserter', size: 400, size_unit: 'g' }),
  p('19801', 'plain', { name: 'Lättfil 0,5 %', ingredients: 'Pastöriserad lättmjölk, mjölksyrabakterier', country_of_origin: 'Sverige', category: 'Fil', size: 1000, size_unit: 'g' }),
  p('19593', 'plain', { name: 'Yoghurt naturell 3 %', ingredients: 'Pastöriserad mjölk, mjölksyrakultur', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('12063', 'composite', { name: 'Salladsost i olja med örter', ingredients: 'Salladsost 60 % (pastöriserad komjölk, salt, löpe, mjölksyrakultur), rapsolja 37 %, vitlök, oregano, timjan, chili', country_of_origin: 'Danmark', category: 'Ost', size: 280, size_unit: 'g' }),
  p('12110', 'plain', { name: 'Comté 12 månader', ingredients: 'Opastöriserad komjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12524', 'plain', { name: 'Gorgonzola dolce', ingredients: 'Pastöriserad komjölk, salt, löpe, ädelmögelkultur', country_of_origin: 'Italien', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12300', 'composite', { name: 'Smältost skivor', ingredients: 'Ost 55 %, vatten, smör, mjölkprotein, smältsalt (natriumcitrat, natriumfosfater), salt, surhetsreglerande medel (citronsyra), färgämne (paprikaextrakt)', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12115', 'plain', { name: 'Emmentaler', ingredients: 'Komjölk, salt, mjölksyrakultur, propionsyrakultur, löpe', country_of_origin: 'Schweiz', category: 'Ost', size: 300, size_unit: 'g' }),
  p('12001', 'plain', { name: 'Camembert', ingredients: 'Pastöriserad komjölk, salt, mjölksyrakultur, löpe, mögelkultur', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12833', 'plain', { name: 'Crottin de chèvre', ingredients: 'Getmjölk, salt, mjölksyrakultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 60, size_unit: 'g' }),

  // Fats
  p('16739', 'composite', { name: 'Bordsmargarin med växtsteroler 35 %', ingredients: 'Vatten, vegetabiliska oljor och fetter 35 % (raps, solros, kokos), växtsterolestrar 12,5 %, kärnmjölkspulver 0,5 %, salt, emulgeringsmedel (solroslecitin, mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), vitamin A och D, arom, färgämne (betakaroten)', category: 'Matfett', size: 400, size_unit: 'g' }),
  p('16403', 'plain', { name: 'Smör normalsaltat', ingredients: 'Grädde, salt 1,2 %', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),

  // Cereal products
  p('26264', 'composite', { name: 'Potatisgnocchi', ingredients: 'Potatis 70 % (potatisflingor, vatten), vetemjöl, potatisstärkelse, salt, surhetsreglerande medel (mjölksyra), konserveringsmedel (sorbinsyra)', country_of_origin: 'Italien', category: 'Pasta', size: 500, size_unit: 'g' }),
  p('38107', 'composite', { name: 'Saltkringlor', ingredients: 'Vetemjöl, rapsolja, salt 3,5 %, maltextrakt (korn), jäst, surhetsreglerande medel (natriumhydroxid)', country_of_origin: 'Tyskland', category: 'Snacks', size: 250, size_unit: 'g' }),
  p('24050', 'composite', { name: 'Chokladkex smörkaka', ingredients: 'Vetemjöl, mjölkchoklad 30 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), vanilj), smör 16 %, socker, glukossirap, salt, bakpulver', country_of_origin: 'Frankrike', category: 'Kex', size: 150, size_unit: 'g' }),
  p('32133', 'composite', { name: 'Honungsrostade majsbollar', ingredients: 'Majsmjöl 72 %, socker, honung 5 %, glukossirap, salt, karamelliserat socker, mineraler (kalciumkarbonat, järn), vitaminer (niacin, B6, riboflavin, tiamin, folsyra, D, B12)', category: 'Frukostflingor', size: 375, size_unit: 'g' }),
  p('7352', 'plain', { name: 'Riskakor fullkorn', ingredients: 'Fullkornsris 99 %, salt', category: 'Knäckebröd', size: 130, size_unit: 'g' }),
  p('9121', 'composite', { name: 'Risblandning naturris, rött ris och vildris', ingredients: 'Naturris 60 %, rött ris 25 %, vildris 15 %', category: 'Ris', size: 500, size_unit: 'g' }),
  p('32128', 'composite', { name: 'Müsli original', ingredients: 'Havregryn 55 %, vetegryn, rågflingor, kornflingor, vetekli, russin 5 %, hasselnötter 2 %', country_of_origin: 'Sverige', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('9815', 'composite', { name: 'Färsk äggpasta tagliatelle', ingredients: 'Durumvetemjöl, ägg 28 %, vatten', country_of_origin: 'Italien', category: 'Pasta', size: 250, size_unit: 'g' }),
  p('7815_1', 'composite', { name: 'Tortillabröd original', ingredients: 'Vetemjöl 75 %, vatten, rapsolja, socker, salt, bakpulver (natriumvätekarbonat, difosfater), surhetsreglerande medel (äppelsyra), konserveringsmedel (kaliumsorbat)', category: 'Bröd', size: 320, size_unit: 'g' }),
  p('32005', 'composite', { name: 'Cornflakes', ingredients: 'Majs 92 %, socker, salt, kornmaltextrakt, vitaminer och mineraler (järn, niacin, B6, riboflavin, tiamin, folsyra, D, B12)', category: 'Frukostflingor', size: 500, size_unit: 'g' }),
  p('9532', 'plain', { name: 'Rågmjöl', ingredients: 'Rågmjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('23200', 'composite', { name: 'Mjuk pepparkaka', ingredients: 'Vetemjöl, socker, sirap, ägg, rapsolja, kvarg, kryddor (kanel, ingefära, nejlika, kardemumma) 1,5 %, bakpulver, salt', country_of_origin: 'Sverige', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('7745', 'composite', { name: 'Brioche', ingredients: 'Vetemjöl, ägg 18 %, smör 16 %, socker, vatten, jäst, helmjölkspulver, salt', country_of_origin: 'Frankrike', category: 'Bröd', size: 400, size_unit: 'g' }),
  p('7330', 'composite', { name: 'Flerkornsskorpor', ingredients: 'Vetemjöl, rågsikt, socker, rapsolja, solrosfrön 4 %, linfrön 3 %, havreflingor 2 %, jäst, salt, kornmaltmjöl', country_of_origin: 'Sverige', category: 'Skorpor', size: 500, size_unit: 'g' }),
  p('24001', 'composite', { name: 'Mariekex', ingredients: 'Vetemjöl, socker, rapsolja, glukossirap, bakpulver (ammoniumvätekarbonat, natriumvätekarbonat), salt, emulgeringsmedel (sojalecitin), arom', category: 'Kex', size: 400, size_unit: 'g' }),
  p('9060', 'plain', { name: 'Matvete', ingredients: 'Durumvete', category: 'Gryn', size: 1, size_unit: 'kg' }),

  // Sweet products
  p('31002', 'composite', { name: 'Kokosbar med mjölkchoklad', ingredients: 'Mjölkchoklad 45 % (socker, kakaosmör, skummjölkspulver, kakaomassa, laktos, mjölkfett, sojalecitin), sötad riven kokos 21 %, glukossirap, socker, fuktighetsbevarande medel (glycerol), salt, emulgeringsmedel, arom', category: 'Godis', size: 57, size_unit: 'g' }),
  p('31016', 'plain', { name: 'Strösocker', ingredients: 'Socker', country_of_origin: 'Sverige', category: 'Socker', size: 2, size_unit: 'kg' }),
  p('31091', 'composite', { name: 'Kexchoklad', ingredients: 'Mjölkchoklad 60 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), arom), vetemjöl, socker, vegetabiliskt fett (palm, kokos), kakao, salt, bakpulver', country_of_origin: 'Sverige', category: 'Godis', size: 60, size_unit: 'g' }),

  // Meat, eggs and fish
  p('28901', 'plain', { name: 'Kokt skinka med svål', ingredients: 'Griskött 95 %, salt, socker, konserveringsmedel (natriumnitrit), antioxidationsmedel (natriumaskorbat)', country_of_origin: 'Sverige', category: 'Pålägg', size: 150, size_unit: 'g' }),
  p('6521', 'plain', { name: 'Kalvschnitzel', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 300, size_unit: 'g' }),
  p('25598', 'composite', { name: 'Seitan naturell', ingredients: 'Vetegluten 70 %, vatten, sojasås (vatten, sojabönor, vete, salt), salt', category: 'Vegetariskt', size: 250, size_unit: 'g' }),
  p('36033', 'plain', { name: 'Grillade kycklingvingar', ingredients: 'Kycklingvingar 95 %, vatten, salt, kryddor, socker', country_of_origin: 'Sverige', category: 'Delikatess', size: 500, size_unit: 'g' }),
  p('28720', 'plain', { name: 'Bacontärningar rökta', ingredients: 'Sidfläsk av gris 92 %, vatten, salt, dextros, konserveringsmedel (natriumnitrit), antioxidationsmedel (natriumaskorbat), rökarom', country_of_origin: 'Danmark', category: 'Bacon', size: 280, size_unit: 'g' }),
  p('8305', 'composite', { name: 'Leverpastej', ingredients: 'Fläsklever 26 %, vatten, fläskfett 20 %, vetemjöl, mjölk, lök, salt, socker, kryddor, konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 200, size_unit: 'g' }),
  p('28963', 'plain', { name: 'Kycklingbröst pålägg', ingredients: 'Kycklingbröstfilé 90 %, vatten, salt, dextros, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28800', 'plain', { name: 'Serranoskinka', ingredients: 'Griskött, salt, socker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Spanien', category: 'Pålägg', size: 80, size_unit: 'g' }),
  p('36008', 'plain', { name: 'Hel kyckling, frigående', ingredients: 'Kyckling', country_of_origin: 'Sverige', category: 'Kyckling', size: 1.3, size_unit: 'kg' }),
  p('8400', 'composite', { name: 'Pressylta', ingredients: 'Griskött 55 % (bog, huvudkött), kalvkött 15 %, vatten, buljong, salt, gelatin, ättika, kryddpeppar, lagerblad, vitpeppar, konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 350, size_unit: 'g' }),
  p('28002', 'plain', { name: 'Sidfläsk i skivor', ingredients: 'Sidfläsk av gris', country_of_origin: 'Sverige', category: 'Fläskkött', size: 500, size_unit: 'g' }),
  p('28550', 'plain', { name: 'Rimmat sidfläsk', ingredients: 'Sidfläsk av gris 95 %, salt, socker, konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Fläskkött', size: 400, size_unit: 'g' }),
  p('6212', 'plain', { name: 'Flankstek av nöt', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 600, size_unit: 'g' }),
  p('30797', 'composite', { name: 'Mortadella med pistage', ingredients: 'Griskött, salt, pistaschmandlar 2 %, socker, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('22010', 'plain', { name: 'Kokta ägg, skalade', ingredients: 'Kokta ägg', category: 'Ägg', size: 300, size_unit: 'g' }),
  p('26053', 'plain', { name: 'Tonfiskfilé färsk', ingredients: 'Gulfenad tonfisk (Thunnus albacares)', country_of_origin: 'Sri Lanka', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('10014', 'plain', { name: 'Blåmusslor levande', ingredients: 'Blåmusslor (Mytilus edulis)', country_of_origin: 'Sverige', category: 'Skaldjur', size: 1, size_unit: 'kg' }),
  p('30366', 'plain', { name: 'Dansk salami', ingredients: 'Griskött 85 %, fläskfett, salt, glukossirap, dextros, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rökarom', country_of_origin: 'Danmark', category: 'Pålägg', size: 150, size_unit: 'g' }),
];
