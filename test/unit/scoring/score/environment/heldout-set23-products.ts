import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-third environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET23_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids, sauces, spices
  p('11000', 'plain', { name: 'Vitlök', ingredients: 'Vitlök', country_of_origin: 'Spanien', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('11049', 'plain', { name: 'Paprikapulver', ingredients: 'Paprika', category: 'Kryddor', size: 40, size_unit: 'g' }),
  p('11168', 'composite', { name: 'Aioli', ingredients: 'Rapsolja 68 %, vatten, äggula 6 %, vitlök 3 %, vinäger, socker, salt, senap (vatten, senapsfrön, vinäger, salt), citronjuice, förtjockningsmedel (xantangummi), konserveringsmedel (kaliumsorbat)', category: 'Såser', size: 250, size_unit: 'g' }),
  p('25620', 'composite', { name: 'Guacamole', ingredients: 'Avokado 91 %, lök, tomat, salt, limejuice, koriander, jalapeño, vitlök, antioxidationsmedel (askorbinsyra)', category: 'Dipp och röror', size: 200, size_unit: 'g' }),
  p('11178', 'composite', { name: 'Pastasås tomat & oliver', ingredients: 'Tomater 72 %, svarta oliver 8 %, gröna oliver 5 %, tomatpuré, olivolja, lök, kapris, vitlök, salt, socker, oregano, basilika', country_of_origin: 'Italien', category: 'Pastasåser', size: 400, size_unit: 'g' }),

  // Baby foods
  p('13157', 'composite', { name: 'Banan & äpple fruktpuré från 4 mån', ingredients: 'Äpple 55 %, banan 40 %, citronjuice, antioxidationsmedel (askorbinsyra)', category: 'Barnmat', size: 120, size_unit: 'g' }),
  p('20248', 'composite', { name: 'Morot, potatis & majs från 6 mån', ingredients: 'Grönsaker 52 % (morötter 30 %, majs 12 %, palsternacka 10 %), vatten, potatis 15 %, ris, rapsolja', category: 'Barnmat', size: 190, size_unit: 'g' }),

  // Drinks
  p('1005', 'plain', { name: 'Blended Scotch Whisky 40 %', ingredients: 'Whisky, färgämne (sockerkulör)', country_of_origin: 'Storbritannien', category: 'Sprit', size: 700, size_unit: 'ml' }),
  p('1017', 'composite', { name: 'Sangria 7 %', ingredients: 'Rött vin 60 %, vatten, socker, apelsinjuice från koncentrat 4 %, citronjuice från koncentrat 2 %, kanel, arom, surhetsreglerande medel (citronsyra)', country_of_origin: 'Spanien', category: 'Vin', size: 1.5, size_unit: 'l' }),
  p('18003', 'plain', { name: 'Bryggkaffe mellanrost', ingredients: 'Rostat malet kaffe', category: 'Kaffe', size: 450, size_unit: 'g' }),
  p('2011', 'composite', { name: 'Multivitaminjuice', ingredients: 'Apelsinjuice 52 %, äppeljuice, druvjuice, ananasjuice, passionsfruktjuice, mangopuré, bananpuré, limejuice, vitaminer (C, niacin, E, pantotensyra, B6, B2, B1, folsyra, biotin, B12)', category: 'Juice', size: 1, size_unit: 'l' }),
  p('2048', 'composite', { name: 'Fruktjuice äpple & päron', ingredients: 'Äppeljuice 70 %, päronjuice 15 %, druvjuice, persikopuré', category: 'Juice', size: 1, size_unit: 'l' }),
  p('19127', 'composite', { name: 'Mjölkdryck jordgubb 1,5 %', ingredients: 'Mellanmjölk 92 %, socker, jordgubbspuré 1 %, modifierad stärkelse, stabiliseringsmedel (karragenan), arom, färgämne (rödbetsrött), D-vitamin', country_of_origin: 'Sverige', category: 'Mjölkdrycker', size: 1, size_unit: 'l' }),
  p('76020', 'plain', { name: 'Evian naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18160', 'composite', { name: 'Cappuccino snabbkaffe', ingredients: 'Socker, glukossirap, kokosfett, skummjölkspulver 14 %, snabbkaffe 9 %, laktos, mjölkprotein, stabiliseringsmedel (E340), salt, emulgeringsmedel (E471)', category: 'Kaffe', size: 148, size_unit: 'g' }),
  p('18167', 'composite', { name: 'Chokladdryck pulver', ingredients: 'Socker, fettreducerad kakao 19 %, skummjölkspulver, salt, emulgeringsmedel (sojalecitin), vitaminer (C, D, B1, B2, B6, B12), järn, arom (vanillin)', category: 'Choklad och kakao', size: 800, size_unit: 'g' }),

  // Prepared dishes
  p('25019', 'composite', { name: 'Ravioli i tomatsås', ingredients: 'Tomatsås 58 % (vatten, tomatpuré 17 %, socker, vetemjöl, rapsolja, salt, lök, kryddor), ravioli 42 % (pasta (durumvetemjöl, vatten, ägg), fyllning (nötkött 18 %, ströbröd, fläskkött, lök, salt, kryddor))', category: 'Konserver', size: 410, size_unit: 'g' }),
  p('25081', 'composite', { name: 'Lasagne bolognese', ingredients: 'Mjölk, nötkött 18 %, pasta 15 % (durumvetemjöl, ägg), krossade tomater, tomatpuré, ost, vetemjöl, lök, morot, smör, rapsolja, salt, vitlök, oregano, svartpeppar, muskot', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('26270', 'composite', { name: 'Pizza tonno', ingredients: 'Vetemjöl, tomatsås (tomatpuré, vatten, socker, salt, oregano), vatten, ost 14 %, tonfisk 11 %, lök, rapsolja, jäst, salt, socker, oregano', country_of_origin: 'Italien', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('26272', 'composite', { name: 'Pizza kyckling', ingredients: 'Vetemjöl, vatten, ost 15 %, tomatpuré, kycklingkött 12 % (kyckling, salt, dextros, kryddor), paprika, lök, rapsolja, jäst, socker, salt, majsstärkelse, oregano', category: 'Fryst pizza', size: 370, size_unit: 'g' }),
  p('25571', 'composite', { name: 'Falafel', ingredients: 'Kikärter 62 %, lök, rapsolja, persilja, vetemjöl, vitlök, salt, koriander, spiskummin, bakpulver, svartpeppar', category: 'Vegetariskt', size: 400, size_unit: 'g' }),
  p('26259', 'composite', { name: 'Coleslaw', ingredients: 'Vitkål 62 %, majonnäs (rapsolja, vatten, äggula, vinäger, senap, salt), morötter 12 %, socker, lök, vinäger, salt, förtjockningsmedel (guarkärnmjöl), konserveringsmedel (kaliumsorbat)', category: 'Sallader', size: 400, size_unit: 'g' }),
  p('25521', 'composite', { name: 'Baguette skinka & ost', ingredients: 'Baguette 55 % (vetemjöl, vatten, jäst, salt, surdeg), rökt skinka 20 % (fläskkött, vatten, salt, socker, konserveringsmedel (natriumnitrit)), emmentalerost 15 %, smör 8 %', category: 'Smörgåsar', size: 200, size_unit: 'g' }),
  p('25914', 'composite', { name: 'Tomatsoppa', ingredients: 'Vatten, tomatpuré 22 %, socker, grädde, rapsolja, majsstärkelse, lök, salt, vitlök, basilika, svartpeppar', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('25220', 'plain', { name: 'Surkål', ingredients: 'Vitkål, salt', country_of_origin: 'Tyskland', category: 'Konserver', size: 500, size_unit: 'g' }),
  p('25208', 'composite', { name: 'Grönsaksbiffar', ingredients: 'Grönsaker 60 % (morötter, broccoli, majs, lök, ärter), potatisflingor, vetemjöl, rapsolja, ost, vatten, potatisstärkelse, salt, kryddor', category: 'Vegetariskt', size: 400, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts
  p('13028', 'plain', { name: 'Blåbär', ingredients: 'Blåbär', country_of_origin: 'Spanien', category: 'Bär', size: 125, size_unit: 'g' }),
  p('13034', 'plain', { name: 'Apelsiner', ingredients: 'Apelsiner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13043', 'plain', { name: 'Persikor', ingredients: 'Persikor', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13719', 'composite', { name: 'Ananas i skivor i lätt sockerlag', ingredients: 'Ananas 60 %, vatten, socker', country_of_origin: 'Thailand', category: 'Konserver', size: 565, size_unit: 'g' }),
  p('13997', 'composite', { name: 'Bärmix', ingredients: 'Hallon 30 %, jordgubbar 30 %, röda vinbär 20 %, svarta vinbär 20 %', category: 'Frysta bär', size: 750, size_unit: 'g' }),
  p('15027', 'plain', { name: 'Macadamianötter', ingredients: 'Macadamianötter', country_of_origin: 'Australien', category: 'Nötter', size: 150, size_unit: 'g' }),
  p('15202', 'composite', { name: 'Jordnötssmör crunchy', ingredients: 'Rostade jordnötter 92 %, palmolja, socker, salt', category: 'Pålägg', size: 340, size_unit: 'g' }),
  p('15052', 'plain', { name: 'Linfrön', ingredients: 'Linfrön', category: 'Fröer', size: 250, size_unit: 'g' }),
  p('20019', 'plain', { name: 'Gurka', ingredients: 'Gurka', country_of_origin: 'Sverige', category: 'Grönsaker', size: 350, size_unit: 'g' }),
  p('20066', 'plain', { name: 'Majskorn', ingredients: 'Majs, vatten, salt', country_of_origin: 'Ungern', category: 'Konserver', size: 340, size_unit: 'g' }),
  p('20084', 'plain', { name: 'Gröna ärter', ingredients: 'Gröna ärter', country_of_origin: 'Sverige', category: 'Frysta grönsaker', size: 1, size_unit: 'kg' }),
  p('20091', 'plain', { name: 'Rödbetor', ingredients: 'Rödbetor', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20171', 'plain', { name: 'Romansallad', ingredients: 'Romansallad', country_of_origin: 'Spanien', category: 'Sallad', size: 300, size_unit: 'g' }),
  p('20201', 'plain', { name: 'Kålrot', ingredients: 'Kålrot', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20266', 'composite', { name: 'Ratatouillegrönsaker', ingredients: 'Zucchini 30 %, aubergine 20 %, tomater 20 %, röd paprika 15 %, lök 15 %', category: 'Frysta grönsaker', size: 600, size_unit: 'g' }),
  p('20585', 'plain', { name: 'Gröna linser', ingredients: 'Gröna linser', country_of_origin: 'Kanada', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('4008', 'plain', { name: 'Potatis fast', ingredients: 'Potatis', country_of_origin: 'Sverige', category: 'Potatis', size: 2, size_unit: 'kg' }),
  p('4042', 'composite', { name: 'Pommes duchesse', ingredients: 'Potatis 88 % (potatismos av potatisflingor och vatten), äggula, smör, rapsolja, salt, muskot', category: 'Fryst potatis', size: 600, size_unit: 'g' }),

  // Ice cream
  p('31035', 'composite', { name: 'Glassbar choklad & kola', ingredients: 'Glass 62 % (skummjölk, socker, glukossirap, kokosfett, vasslepulver, emulgeringsmedel (E471), stabiliseringsmedel (E410, E412), arom), mjölkchokladöverdrag 28 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin)), kolasås 10 % (glukossirap, socker, sötat kondenserat mjölk, smör, salt)', category: 'Glass', size: 240, size_unit: 'g' }),
  p('39509', 'composite', { name: 'Glasstrut vanilj', ingredients: 'Glass 58 % (skummjölk, socker, kokosfett, glukossirap, vasslepulver, emulgeringsmedel (E471), stabiliseringsmedel (E410, E412), vaniljarom), strut 18 % (vetemjöl, socker, kokosfett, sojalecitin, salt), chokladöverdrag 14 % (socker, kokosfett, kakaopulver), hackade jordnötter 4 %', category: 'Glass', size: 420, size_unit: 'g' }),
  p('39515', 'composite', { name: 'Vaniljglass', ingredients: 'Skummjölk, grädde 10 %, socker, glukossirap, vasslepulver, emulgeringsmedel (E471), stabiliseringsmedel (E410, E412, E407), vaniljarom, bourbonvaniljfrön, färgämne (karoten)', country_of_origin: 'Sverige', category: 'Glass', size: 2, size_unit: 'l' }),

  // Dairy
  p('19430', 'plain', { name: 'Matlagningsgrädde 15 %', ingredients: 'Grädde, stabiliseringsmedel (karragenan)', country_of_origin: 'Sverige', category: 'Grädde', size: 500, size_unit: 'ml' }),
  p('12020', 'plain', { name: 'Brie', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12114', 'plain', { name: 'Gruyère AOP', ingredients: 'Opastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Schweiz', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12118', 'plain', { name: 'Riven emmentaler', ingredients: 'Emmentalerost (mjölk, salt, syrningskultur, löpe), potatisstärkelse', country_of_origin: 'Tyskland', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12123', 'plain', { name: 'Grana Padano', ingredients: 'Mjölk, salt, löpe, konserveringsmedel (lysozym från ägg)', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12520', 'plain', { name: 'Blåmögelost', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, mögelkultur, löpe', country_of_origin: 'Danmark', category: 'Ost', size: 100, size_unit: 'g' }),
  p('12705', 'plain', { name: 'Lättost mild 16 %', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, konserveringsmedel (natriumnitrat), ytbehandlingsmedel (E235)', category: 'Ost', size: 1.1, size_unit: 'kg' }),
  p('12804', 'plain', { name: 'Färsk getost naturell', ingredients: 'Opastöriserad getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('19530', 'composite', { name: 'Färskost vitlök & örter', ingredients: 'Färskost (pastöriserad mjölk, grädde, salt, syrningskultur), vitlök 2 %, persilja 1 %, gräslök, svartpeppar, salt', category: 'Ost', size: 150, size_unit: 'g' }),
  p('19051', 'plain', { name: 'Minimjölk 0,1 %', ingredients: 'Pastöriserad skummjölk, vitamin A, vitamin D', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19575', 'composite', { name: 'Vaniljyoghurt 2 %', ingredients: 'Yoghurt (pastöriserad mjölk, mjölksyrabakterier), socker 7 %, modifierad stärkelse, vaniljarom, bourbonvaniljfrön', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19594', 'plain', { name: 'Yoghurt naturell 0,5 %', ingredients: 'Pastöriserad mjölk, mjölksyrabakterier', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19693', 'composite', { name: 'Sojagurt naturell', ingredients: 'Vatten, skalade sojabönor 9 %, socker, kalciumfosfat, stabiliseringsmedel (pektin), surhetsreglerande medel (natriumcitrat, citronsyra), vitaminer (B12, D2), yoghurtkulturer', category: 'Vegetabiliska alternativ', size: 750, size_unit: 'g' }),
  p('39212', 'composite', { name: 'Rispudding', ingredients: 'Mjölk 70 %, ris 9 %, grädde 8 %, socker, vaniljarom, salt', country_of_origin: 'Sverige', category: 'Desserter', size: 500, size_unit: 'g' }),

  // Fats
  p('16402', 'plain', { name: 'Smör saltat', ingredients: 'Pastöriserad grädde, salt 1,5 %', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16745', 'composite', { name: 'Bordsmargarin med smör 38 %', ingredients: 'Vatten, vegetabiliska oljor (raps 18 %, shea), smör 10 %, salt 1 %, emulgeringsmedel (E471), surhetsreglerande medel (mjölksyra), konserveringsmedel (kaliumsorbat), vitamin A, vitamin D, arom', category: 'Matfett', size: 600, size_unit: 'g' }),

  // Cereal products
  p('24034', 'composite', { name: 'Frukostkex havre', ingredients: 'Vetemjöl 48 %, fullkornsflingor 18 % (havre, råg, korn), socker, rapsolja, fullkornsvetemjöl 6 %, bakpulver, salt, emulgeringsmedel (sojalecitin), mineraler', category: 'Kex', size: 300, size_unit: 'g' }),
  p('32107', 'composite', { name: 'Sockerglaserade majsflingor', ingredients: 'Majs 64 %, socker, kornmaltextrakt, salt', category: 'Flingor', size: 500, size_unit: 'g' }),
  p('32110', 'composite', { name: 'Müsli frukt', ingredients: 'Havregryn 45 %, vetegryn, torkade frukter 15 % (russin, aprikoser, äpple), socker, vetekli, hasselnötter 3 %, kokos, salt, vitaminer (C, niacin, E, B6, B2, B1, folsyra), järn', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('38105', 'composite', { name: 'Tortillachips naturell', ingredients: 'Majs 79 %, solrosolja, salt', category: 'Snacks', size: 200, size_unit: 'g' }),
  p('23402', 'composite', { name: 'Pizzadeg tunn', ingredients: 'Vetemjöl, vatten, rapsolja, salt, jäst, socker', category: 'Färsk deg', size: 260, size_unit: 'g' }),
  p('9440', 'plain', { name: 'Vetemjöl special', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9520', 'plain', { name: 'Rismjöl', ingredients: 'Rismjöl', category: 'Mjöl', size: 500, size_unit: 'g' }),
  p('23081', 'composite', { name: 'Sockerkaka', ingredients: 'Socker, ägg 24 %, vetemjöl, smör 18 %, vatten, potatisstärkelse, bakpulver, salt, arom', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('23200', 'composite', { name: 'Mjuk pepparkaka', ingredients: 'Vetemjöl, socker, ägg, rapsolja, sirap 8 %, honung 4 %, kanel, ingefära, kryddnejlika, bakpulver, salt', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('7110', 'composite', { name: 'Fullkornsbröd vete', ingredients: 'Fullkornsvetemjöl 62 %, vatten, vetemjöl, jäst, rapsolja, sirap, salt', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7255', 'composite', { name: 'Surdegsbröd med frön', ingredients: 'Vetemjöl, vatten, frön 14 % (solrosfrön, linfrön, sesamfrön, pumpafrön), rågmjöl, surdeg (rågmjöl, vatten), salt, jäst', category: 'Bröd', size: 600, size_unit: 'g' }),
  p('7352', 'plain', { name: 'Riskakor fullkorn', ingredients: 'Fullkornsris, salt', category: 'Knäckebröd och riskakor', size: 100, size_unit: 'g' }),
  p('7407', 'composite', { name: 'Krisprolls', ingredients: 'Vetemjöl 80 %, socker, vetekli, rapsolja, jäst, vetegluten, salt, kornmaltmjöl', country_of_origin: 'Sverige', category: 'Bröd', size: 225, size_unit: 'g' }),
  p('7432', 'composite', { name: 'Krutonger naturella', ingredients: 'Vetemjöl, solrosolja, vatten, jäst, salt, socker', category: 'Bröd', size: 150, size_unit: 'g' }),
  p('7815_1', 'composite', { name: 'Tortillabröd vete', ingredients: 'Vetemjöl 70 %, vatten, rapsolja, socker, bakpulver, salt, konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra)', category: 'Bröd', size: 320, size_unit: 'g' }),
  p('9102', 'plain', { name: 'Fullkornsris', ingredients: 'Fullkornsris', country_of_origin: 'Italien', category: 'Ris', size: 1, size_unit: 'kg' }),

  // Sweets
  p('31005', 'composite', { name: 'Mörk choklad 56 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vaniljarom. Kakao minst 56 %', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31039', 'composite', { name: 'Apelsinmarmelad', ingredients: 'Socker, apelsiner 40 %, vatten, geleringsmedel (pektin), surhetsreglerande medel (citronsyra)', country_of_origin: 'Storbritannien', category: 'Marmelad', size: 340, size_unit: 'g' }),
  p('31042', 'composite', { name: 'Jordnötter i mjölkchoklad med sockerskal', ingredients: 'Mjölkchoklad 47 % (socker, kakaosmör, skummjölkspulver, kakaomassa, laktos, mjölkfett, emulgeringsmedel (sojalecitin)), socker, jordnötter 21 %, majsstärkelse, glukossirap, färgämnen (E100, E160a, E133), dextrin, förtjockningsmedel (gummi arabicum)', category: 'Godis', size: 250, size_unit: 'g' }),

  // Meat, fish, eggs and substitutes
  p('36027', 'composite', { name: 'Kycklingnuggets', ingredients: 'Kycklingkött 60 %, panering (vetemjöl, vatten, majsmjöl, salt, kryddor, jäst), rapsolja, vatten, potatisstärkelse, salt', category: 'Fryst kyckling', size: 700, size_unit: 'g' }),
  p('28803', 'plain', { name: 'Rökt skinka skivad', ingredients: 'Fläskkött 92 %, vatten, salt, druvsocker, stabiliseringsmedel (E451), antioxidationsmedel (E301), konserveringsmedel (E250), rökt', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28907', 'plain', { name: 'Kokt skinka 25 % mindre salt', ingredients: 'Fläskkött 95 %, vatten, salt, druvsocker, antioxidationsmedel (E301), konserveringsmedel (E250)', country_of_origin: 'Danmark', category: 'Pålägg', size: 150, size_unit: 'g' }),
  p('30301', 'plain', { name: 'Saucisson sec', ingredients: 'Fläskkött, salt, laktos, druvsocker, svartpeppar, vitlök, konserveringsmedel (E250, E252), mögelkultur', country_of_origin: 'Frankrike', category: 'Charkuterier', size: 250, size_unit: 'g' }),
  p('30316', 'composite', { name: 'Chorizo', ingredients: 'Fläskkött 92 %, salt, paprika 2,5 %, vitlök, druvsocker, oregano, antioxidationsmedel (E301), konserveringsmedel (E250, E252)', country_of_origin: 'Spanien', category: 'Charkuterier', size: 225, size_unit: 'g' }),
  p('10014', 'plain', { name: 'Blåmusslor levande', ingredients: 'Blåmusslor', country_of_origin: 'Sverige', category: 'Skaldjur', size: 1, size_unit: 'kg' }),
  p('10024', 'plain', { name: 'Havskräftor råa', ingredients: 'Havskräftor', country_of_origin: 'Storbritannien', category: 'Fryst skaldjur', size: 800, size_unit: 'g' }),
  p('26006', 'plain', { name: 'Alaska pollock filé', ingredients: 'Alaska pollock (Theragra chalcogramma)', country_of_origin: 'USA', category: 'Fryst fisk', size: 1, size_unit: 'kg' }),
  p('26002', 'composite', { name: 'Panerad rödspättafilé', ingredients: 'Rödspätta 60 %, panering (vetemjöl, vatten, rapsolja, vetestärkelse, salt, jäst, paprika, gurkmeja)', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('20912', 'plain', { name: 'Rökt tofu', ingredients: 'Sojabönor 62 %, vatten, koaguleringsmedel (magnesiumklorid), rök', category: 'Vegetariskt', size: 200, size_unit: 'g' }),
  p('20337', 'composite', { name: 'Vegokorv tofu', ingredients: 'Tofu 68 % (vatten, sojabönor, koaguleringsmedel (nigari)), rapsolja, vetegluten, lök, majsstärkelse, salt, kryddor, rök, förtjockningsmedel (metylcellulosa)', category: 'Vegetariskt', size: 200, size_unit: 'g' }),
  p('28003', 'plain', { name: 'Fläskkotlett benfri', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 700, size_unit: 'g' }),
  p('28460', 'plain', { name: 'Fläskschnitzel', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('36019', 'plain', { name: 'Kycklinglårfilé', ingredients: 'Kycklinglårfilé', country_of_origin: 'Sverige', category: 'Kyckling', size: 900, size_unit: 'g' }),
  p('36206', 'plain', { name: 'Ankbröst', ingredients: 'Ankbröst', country_of_origin: 'Frankrike', category: 'Fågel', size: 350, size_unit: 'g' }),
  p('40108', 'plain', { name: 'Kycklinglever', ingredients: 'Kycklinglever', country_of_origin: 'Sverige', category: 'Kyckling', size: 500, size_unit: 'g' }),
  p('6202', 'plain', { name: 'Nötbog', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('36018', 'plain', { name: 'Kycklingbröst grillad skivad', ingredients: 'Kycklingbröstfilé 94 %, vatten, salt, druvsocker, potatisstärkelse', country_of_origin: 'Sverige', category: 'Pålägg', size: 130, size_unit: 'g' }),
];
