import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The thirty-first environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET31_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids, sauces, herbs
  p('11107', 'composite', { name: 'Tomatsås med lök', ingredients: 'Tomater 78 %, tomatpuré, lök 8 %, rapsolja, socker, salt, vitlök, basilika, oregano', country_of_origin: 'Italien', category: 'Pastasås', size: 500, size_unit: 'g' }),
  p('11104', 'composite', { name: 'Japansk soja', ingredients: 'Vatten, sojabönor 17 %, vete, salt', category: 'Sojasås', size: 250, size_unit: 'ml' }),
  p('11163', 'composite', { name: 'Sötsur sås', ingredients: 'Vatten, socker, ananas 10 %, ättiksprit, tomatpuré, paprika 5 %, modifierad majsstärkelse, salt, morot, sojasås (vatten, sojabönor, vete, salt), vitlök, ingefära', category: 'Matlagningssås', size: 500, size_unit: 'g' }),
  p('11060', 'composite', { name: 'Provensalska örter', ingredients: 'Timjan 35 %, rosmarin 25 %, oregano 15 %, basilika 10 %, mejram 10 %, salvia 5 %', country_of_origin: 'Frankrike', category: 'Kryddor', size: 18, size_unit: 'g' }),
  p('11024', 'plain', { name: 'Persilja torkad', ingredients: 'Persilja', category: 'Kryddor', size: 8, size_unit: 'g' }),

  // Baby food
  p('13158', 'composite', { name: 'Fruktpuré äpple och päron', ingredients: 'Äpple 60 %, päron 38 %, citronsaft, C-vitamin', category: 'Barnmat', size: 120, size_unit: 'g' }),
  p('42605', 'composite', { name: 'Grönsaker med potatis och nötkött från 12 mån', ingredients: 'Vatten, potatis 22 %, morötter 15 %, nötkött 9 %, ärter 6 %, lök, rapsolja, majsstärkelse, timjan', category: 'Barnmat', size: 235, size_unit: 'g' }),

  // Drinks
  p('5216', 'plain', { name: 'Rosévin torrt', ingredients: 'Druvor (Grenache, Syrah, Cinsault), konserveringsmedel (svaveldioxid)', country_of_origin: 'Frankrike', category: 'Vin', size: 750, size_unit: 'ml' }),
  p('2027', 'plain', { name: 'Grapefruktjuice', ingredients: 'Pressad grapefruktjuice 100 %', country_of_origin: 'Spanien', category: 'Juice', size: 1, size_unit: 'l' }),
  p('18902', 'composite', { name: 'Sojadryck choklad', ingredients: 'Vatten, skalade sojabönor 6 %, socker, kakao 1,2 %, kalciumfosfat, salt, stabiliseringsmedel (gellangummi), arom, vitaminer (D2, B12)', category: 'Växtbaserad dryck', size: 1, size_unit: 'l' }),
  p('5020', 'plain', { name: 'Cider torr äpple', ingredients: 'Fermenterad äppeljuice', country_of_origin: 'Frankrike', category: 'Cider', size: 750, size_unit: 'ml' }),
  p('18037', 'composite', { name: 'Cola', ingredients: 'Kolsyrat vatten, socker, färgämne (sockerkulör), surhetsreglerande medel (fosforsyra), sötningsmedel (aspartam, acesulfam K), naturlig arom, koffein', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18005', 'plain', { name: 'Snabbkaffe', ingredients: 'Snabbkaffe 100 %', category: 'Kaffe', size: 200, size_unit: 'g' }),
  p('76066', 'plain', { name: 'Naturligt mineralvatten utan kolsyra', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Tyskland', category: 'Vatten', size: 1, size_unit: 'l' }),
  p('76053', 'plain', { name: 'Naturligt mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Frankrike', category: 'Vatten', size: 1, size_unit: 'l' }),
  p('18904', 'composite', { name: 'Risdryck naturell', ingredients: 'Vatten, ris 14 %, solrosolja, salt', country_of_origin: 'Italien', category: 'Växtbaserad dryck', size: 1, size_unit: 'l' }),

  // Ready meals, soups, pizzas, sandwiches
  p('25462', 'composite', { name: 'Pizza salami', ingredients: 'Vetemjöl, tomatpuré, ost (mjölk) 18 %, salami 12 % (fläskkött, fläskfett, salt, dextros, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), vatten, rapsolja, jäst, salt, socker, oregano', country_of_origin: 'Tyskland', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('25457', 'composite', { name: 'Pizza köttfärs', ingredients: 'Vetemjöl, vatten, tomatpuré, ost (mjölk) 16 %, nötfärs 12 %, lök, rapsolja, jäst, salt, socker, vitlök, oregano, svartpeppar', category: 'Fryst pizza', size: 380, size_unit: 'g' }),
  p('25910', 'composite', { name: 'Löksoppa', ingredients: 'Vatten, lök 30 %, vetemjöl, smör, köttbuljong (salt, nötköttsextrakt, socker, lök), vitt vin, salt, socker, timjan, svartpeppar', category: 'Soppa', size: 500, size_unit: 'g' }),
  p('25488', 'composite', { name: 'Baguette rökt lax', ingredients: 'Baguette 60 % (vetemjöl, vatten, salt, jäst), kallrökt lax 25 % (lax, salt), smör 12 % (grädde, salt), citronsaft, dill', category: 'Smörgås', size: 200, size_unit: 'g' }),
  p('20194', 'composite', { name: 'Vita bönor i tomatsås', ingredients: 'Vita bönor 51 %, vatten, tomatpuré 15 %, socker, salt, modifierad majsstärkelse, ättiksprit, kryddor', category: 'Konserver', size: 415, size_unit: 'g' }),
  p('25405', 'composite', { name: 'Quiche Lorraine', ingredients: 'Mjölk, vetemjöl, ägg 15 %, bacon 12 % (fläskkött, salt, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), smör, grädde, ost (mjölk), salt, muskotnöt, svartpeppar', category: 'Paj', size: 400, size_unit: 'g' }),
  p('25584', 'composite', { name: 'Vårrullar med räkor', ingredients: 'Vetemjöl, vitkål, morötter, räkor 10 %, rapsolja, glasnudlar (mungbönsstärkelse), lök, vatten, sojasås (vatten, sojabönor, vete, salt), socker, salt, vitlök, ingefära', country_of_origin: 'Vietnam', category: 'Fryst mat', size: 360, size_unit: 'g' }),
  p('26269', 'composite', { name: 'Couscoussallad med kyckling', ingredients: 'Kokt couscous 45 % (vatten, durumvetegryn), kycklingfilé 15 %, tomat, gurka, paprika, rapsolja, citronsaft, mynta, persilja, salt, spiskummin, svartpeppar', category: 'Färdigsallad', size: 250, size_unit: 'g' }),
  p('25204', 'composite', { name: 'Kycklingtagine', ingredients: 'Kycklinglårfilé 30 %, vatten, lök, kikärtor, morötter, tomat, aprikoser, olivolja, salt, vitlök, ingefära, spiskummin, kanel, gurkmeja, koriander', category: 'Färdigrätt', size: 400, size_unit: 'g' }),
  p('25552', 'composite', { name: 'Pannkakor fyllda med skinka, ost och champinjoner', ingredients: 'Pannkaka 50 % (mjölk, vetemjöl, ägg, rapsolja, salt), skinka 14 % (fläskkött, vatten, salt, konserveringsmedel (natriumnitrit)), bechamelsås (mjölk, smör, vetemjöl), ost (mjölk) 10 %, champinjoner 8 %, salt, muskotnöt', category: 'Fryst mat', size: 480, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts
  p('20099', 'plain', { name: 'Machesallad', ingredients: 'Machesallad', country_of_origin: 'Frankrike', category: 'Sallad', size: 100, size_unit: 'g' }),
  p('13716', 'composite', { name: 'Ananasringar i juice', ingredients: 'Ananas, ananasjuice, socker', country_of_origin: 'Thailand', category: 'Fruktkonserver', size: 565, size_unit: 'g' }),
  p('15028', 'plain', { name: 'Pumpakärnor', ingredients: 'Pumpakärnor', country_of_origin: 'Kina', category: 'Fröer', size: 200, size_unit: 'g' }),
  p('13100', 'plain', { name: 'Plommon', ingredients: 'Plommon', country_of_origin: 'Sverige', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('4038', 'composite', { name: 'Chips lättsaltade 30 % mindre fett', ingredients: 'Potatis, solrosolja (22 %), salt', category: 'Chips', size: 175, size_unit: 'g' }),
  p('15050', 'plain', { name: 'Hasselnötter rostade och saltade', ingredients: 'Hasselnötter 98 %, salt', country_of_origin: 'Turkiet', category: 'Nötter', size: 150, size_unit: 'g' }),
  p('20023', 'plain', { name: 'Blekselleri', ingredients: 'Blekselleri', country_of_origin: 'Spanien', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20034', 'plain', { name: 'Gul lök', ingredients: 'Gul lök', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('13025_1', 'plain', { name: 'Mango', ingredients: 'Mango', country_of_origin: 'Brasilien', category: 'Frukt', size: 400, size_unit: 'g' }),
  p('20068', 'plain', { name: 'Tomatpuré', ingredients: 'Tomatpuré', country_of_origin: 'Italien', category: 'Konserver', size: 140, size_unit: 'g' }),
  p('20525', 'plain', { name: 'Kidneybönor torkade', ingredients: 'Röda kidneybönor', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('20171', 'plain', { name: 'Romansallad', ingredients: 'Romansallad', country_of_origin: 'Spanien', category: 'Sallad', size: 400, size_unit: 'g' }),
  p('13015', 'plain', { name: 'Hallon', ingredients: 'Hallon', country_of_origin: 'Portugal', category: 'Bär', size: 125, size_unit: 'g' }),
  p('4101', 'plain', { name: 'Sötpotatis', ingredients: 'Sötpotatis', country_of_origin: 'USA', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('26257', 'composite', { name: 'Rivna morötter med dressing', ingredients: 'Morötter 85 %, rapsolja, vatten, vinäger, senap (vatten, senapsfrö, vinäger, salt), socker, citronsaft, salt, persilja', category: 'Färdigsallad', size: 250, size_unit: 'g' }),
  p('13042', 'plain', { name: 'Katrinplommon urkärnade', ingredients: 'Katrinplommon, konserveringsmedel (kaliumsorbat)', category: 'Torkad frukt', size: 250, size_unit: 'g' }),
  p('13018', 'plain', { name: 'Granatäpple', ingredients: 'Granatäpple', country_of_origin: 'Peru', category: 'Frukt', size: 350, size_unit: 'g' }),
  p('20128', 'plain', { name: 'Butternutpumpa', ingredients: 'Butternutpumpa', country_of_origin: 'Portugal', category: 'Grönsaker', size: 1, size_unit: 'kg' }),

  // Ice cream and sorbet
  p('39515', 'composite', { name: 'Vaniljglass', ingredients: 'Grädde 20 %, vatten, socker, skummjölkspulver, glukossirap, äggula, emulgeringsmedel (mono- och diglycerider av fettsyror), förtjockningsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vanilj', country_of_origin: 'Sverige', category: 'Glass', size: 1, size_unit: 'l' }),
  p('39524', 'composite', { name: 'Sorbet hallon', ingredients: 'Hallon 40 %, vatten, socker, glukossirap, citronsaft, förtjockningsmedel (johannesbrödkärnmjöl)', category: 'Glass', size: 500, size_unit: 'ml' }),
  p('39509', 'composite', { name: 'Glasstrut vanilj och choklad', ingredients: 'Grädde, vatten, socker, rån 14 % (vetemjöl, socker, kokosolja, emulgeringsmedel (sojalecitin), salt), skummjölkspulver, chokladöverdrag 10 % (kokosolja, socker, kakao), glukossirap, hackade hasselnötter 2 %, emulgeringsmedel, förtjockningsmedel (guarkärnmjöl), vanilj', category: 'Glass', size: 110, size_unit: 'ml' }),

  // Dairy
  p('19042', 'plain', { name: 'Mellanmjölk 1,5 %', ingredients: 'Mellanmjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('12123', 'plain', { name: 'Grana Padano', ingredients: 'Mjölk, salt, löpe, konserveringsmedel (lysozym från ägg)', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19552', 'composite', { name: 'Grekisk yoghurt jordgubb', ingredients: 'Grekisk yoghurt (mjölk, grädde, mjölksyrakultur) 85 %, jordgubbar 9 %, socker, majsstärkelse, citronsaft', category: 'Yoghurt', size: 150, size_unit: 'g' }),
  p('12736', 'plain', { name: 'Gouda', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Nederländerna', category: 'Ost', size: 500, size_unit: 'g' }),
  p('19587', 'composite', { name: 'Fruktyoghurt persika', ingredients: 'Yoghurt (mjölk) 87 %, persika 7 %, socker, modifierad majsstärkelse, arom, koncentrerad morotsjuice', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19024', 'plain', { name: 'Standardmjölk 3 %', ingredients: 'Mjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1.5, size_unit: 'l' }),
  p('19860', 'plain', { name: 'Grekisk yoghurt naturell 10 %', ingredients: 'Mjölk, grädde, mjölksyrakultur', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19420', 'composite', { name: 'Vispgrädde på sprayflaska', ingredients: 'Grädde 92 %, socker, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (karragenan), drivgas (lustgas)', category: 'Grädde', size: 250, size_unit: 'g' }),
  p('39229', 'composite', { name: 'Vaniljkräm', ingredients: 'Mjölk, socker, grädde, modifierad majsstärkelse, vanilj, förtjockningsmedel (karragenan), färgämne (betakaroten)', category: 'Dessert', size: 500, size_unit: 'g' }),
  p('19535', 'composite', { name: 'Drickyoghurt jordgubb', ingredients: 'Yoghurt (mjölk) 88 %, jordgubbar 5 %, socker, arom, koncentrerad rödbetsjuice', country_of_origin: 'Sverige', category: 'Drickyoghurt', size: 1, size_unit: 'l' }),
  p('12802', 'plain', { name: 'Getost chèvre', ingredients: 'Pastöriserad getmjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 180, size_unit: 'g' }),
  p('19060', 'plain', { name: 'Laktosreducerad mellanmjölk', ingredients: 'Mellanmjölk, enzym (laktas)', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19027', 'composite', { name: 'Sötad kondenserad mjölk', ingredients: 'Helmjölk, socker', category: 'Bakning', size: 397, size_unit: 'g' }),
  p('12051', 'plain', { name: "Vacherin Mont d'Or", ingredients: 'Opastöriserad mjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 500, size_unit: 'g' }),

  // Fats
  p('16403', 'plain', { name: 'Smör normalsaltat', ingredients: 'Grädde, salt (1,2 %)', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16744', 'composite', { name: 'Smörblandat matfett 60 % lättsaltat', ingredients: 'Grädde 45 %, rapsolja 25 %, vatten, salt 1,2 %, mjölksyrakultur, vitaminer (A, D)', country_of_origin: 'Sverige', category: 'Matfett', size: 600, size_unit: 'g' }),

  // Cereal products
  p('7737', 'composite', { name: 'Briochebullar med chokladfyllning', ingredients: 'Vetemjöl, chokladfyllning 20 % (socker, rapsolja, kakao 12 %, vasslepulver (mjölk), emulgeringsmedel (sojalecitin)), ägg, socker, smör, vatten, jäst, salt, arom', category: 'Bröd', size: 280, size_unit: 'g' }),
  p('7352', 'plain', { name: 'Riskakor fullkorn', ingredients: 'Fullkornsris', category: 'Knäckebröd', size: 130, size_unit: 'g' }),
  p('7421', 'composite', { name: 'Skorpor med russin', ingredients: 'Vetemjöl, russin 15 %, socker, rapsolja, vatten, jäst, kardemumma, salt', country_of_origin: 'Sverige', category: 'Skorpor', size: 500, size_unit: 'g' }),
  p('23853', 'composite', { name: 'Frasiga rån', ingredients: 'Vetemjöl, socker, palmolja, mjölkpulver, ägg, salt, bakpulver (natriumvätekarbonat), vanillin', category: 'Kex', size: 100, size_unit: 'g' }),
  p('9550', 'plain', { name: 'Kornmjöl', ingredients: 'Kornmjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('7125', 'composite', { name: 'Rågbröd', ingredients: 'Vatten, rågmjöl 45 %, vetemjöl, surdeg (rågmjöl, vatten), sirap, salt, jäst, kummin', country_of_origin: 'Sverige', category: 'Bröd', size: 750, size_unit: 'g' }),
  p('32110', 'composite', { name: 'Müsli med frukt', ingredients: 'Havregryn 45 %, vetekli, russin 10 %, rågflingor, torkade äpplen 5 %, korngryn, torkade aprikoser 3 %, hasselnötter 2 %, vitaminer (niacin, E, B6, B1, folsyra), järn', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('32013', 'composite', { name: 'Chokladflingor', ingredients: 'Fullkornsvete 42 %, majsmjöl, socker, kakao 6 %, glukossirap, solrosolja, salt, arom', category: 'Frukostflingor', size: 375, size_unit: 'g' }),
  p('7602', 'composite', { name: 'Croissant', ingredients: 'Vetemjöl, smör 22 %, vatten, socker, ägg, jäst, salt, skummjölkspulver', category: 'Bröd', size: 60, size_unit: 'g' }),
  p('24010', 'composite', { name: 'Mariekex', ingredients: 'Vetemjöl, socker, palmolja, glukossirap, skummjölkspulver, salt, bakpulver (ammoniumvätekarbonat, natriumvätekarbonat), arom', category: 'Kex', size: 200, size_unit: 'g' }),
  p('9311', 'plain', { name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige', category: 'Gryn', size: 1.5, size_unit: 'kg' }),
  p('9230', 'composite', { name: 'Popcorn saltade', ingredients: 'Majs 80 %, rapsolja 18 %, salt', category: 'Snacks', size: 90, size_unit: 'g' }),
  p('23950', 'composite', { name: 'Blåbärsmuffins', ingredients: 'Socker, vetemjöl, rapsolja, ägg, blåbär 10 %, vatten, glukossirap, skummjölkspulver, bakpulver (natriumdifosfat, natriumvätekarbonat), salt, arom', category: 'Kakor', size: 300, size_unit: 'g' }),
  p('9435', 'plain', { name: 'Vetemjöl', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9690', 'plain', { name: 'Bulgur', ingredients: 'Bulgur (durumvete)', country_of_origin: 'Turkiet', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('23589', 'composite', { name: 'Cheesecake', ingredients: 'Färskost (mjölk) 40 %, socker, ägg, vetemjöl, grädde, smör, rapsolja, majsstärkelse, citronsaft, salt, bakpulver, vanilj', category: 'Tårta', size: 500, size_unit: 'g' }),

  // Sweets
  p('31004', 'composite', { name: 'Mjölkchoklad', ingredients: 'Socker, kakaosmör, helmjölkspulver 20 %, kakaomassa, vasslepulver (mjölk), emulgeringsmedel (sojalecitin), vanilj. Kakao minst 30 %', category: 'Choklad', size: 200, size_unit: 'g' }),
  p('31037', 'composite', { name: 'Aprikosmarmelad', ingredients: 'Aprikoser 50 %, socker, geleringsmedel (pektin), surhetsreglerande medel (citronsyra)', category: 'Marmelad', size: 400, size_unit: 'g' }),
  p('31005', 'composite', { name: 'Mörk choklad 55 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vanilj. Kakao minst 55 %', category: 'Choklad', size: 100, size_unit: 'g' }),

  // Meat, fish, eggs
  p('6160', 'plain', { name: 'Innanlår av nöt', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 800, size_unit: 'g' }),
  p('30176', 'composite', { name: 'Leverkorv', ingredients: 'Fläsklever 25 %, fläskkött 24 %, fläskfett, vatten, vetemjöl, lök, salt, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Korv', size: 300, size_unit: 'g' }),
  p('36004', 'plain', { name: 'Grillade kycklingklubbor', ingredients: 'Kycklingklubbor 97 %, salt, paprika, svartpeppar', country_of_origin: 'Sverige', category: 'Kyckling', size: 500, size_unit: 'g' }),
  p('6256', 'plain', { name: 'Nötfärs 20 %', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 500, size_unit: 'g' }),
  p('26046', 'composite', { name: 'Crabsticks', ingredients: 'Fiskmassa (alaska pollock) 38 %, vatten, vetestärkelse, potatisstärkelse, rapsolja, äggvita, socker, salt, krabbextrakt, arom, färgämne (paprikaextrakt)', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('36318', 'composite', { name: 'Panerad kalkonschnitzel', ingredients: 'Kalkonbröstfilé 65 %, vetemjöl, vatten, rapsolja, ströbröd (vetemjöl, salt, jäst), salt, ägg, kryddor', country_of_origin: 'Tyskland', category: 'Fryst', size: 500, size_unit: 'g' }),
  p('26044', 'plain', { name: 'Kummelfilé', ingredients: 'Kummel (Merluccius merluccius)', country_of_origin: 'Spanien', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('40119', 'plain', { name: 'Fläsklever', ingredients: 'Fläsklever', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('36016', 'plain', { name: 'Hel kyckling', ingredients: 'Kyckling', country_of_origin: 'Sverige', category: 'Kyckling', size: 1.3, size_unit: 'kg' }),
  p('6252', 'plain', { name: 'Nötfärs 10 %', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('26090', 'plain', { name: 'Rökt kolja', ingredients: 'Kolja 97 %, salt', country_of_origin: 'Storbritannien', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('27029', 'plain', { name: 'Kallrökt regnbåge', ingredients: 'Regnbåge 97 %, salt', country_of_origin: 'Norge', category: 'Fisk', size: 200, size_unit: 'g' }),
  p('22001', 'plain', { name: 'Äggvita pastöriserad', ingredients: 'Pastöriserad äggvita', category: 'Ägg', size: 500, size_unit: 'g' }),
  p('21500', 'plain', { name: 'Lammkotletter', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Kött', size: 400, size_unit: 'g' }),
  p('30304', 'composite', { name: 'Fransk salami', ingredients: 'Fläskkött, fläskfett, salt, laktos, dextros, kryddor, vitlök, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Frankrike', category: 'Chark', size: 100, size_unit: 'g' }),
  p('28480', 'plain', { name: 'Kotlettrad av gris benfri', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('26072', 'plain', { name: 'Havsabborre hel', ingredients: 'Havsabborre (Dicentrarchus labrax)', country_of_origin: 'Grekland', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('30153', 'composite', { name: 'Merguez', ingredients: 'Nötkött 45 %, fläskkött 30 %, vatten, salt, paprika, chili, vitlök, spiskummin, koriander, dextros, naturtarm (fårtarm)', category: 'Korv', size: 360, size_unit: 'g' }),
];
