import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-fourth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET24_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and sauces
  p('11163', 'composite', { name: 'Sötsur sås', ingredients: 'Vatten, socker, ättika, ananas 8 %, paprika 6 %, tomatpuré 4 %, modifierad majsstärkelse, salt, sojasås (vatten, sojabönor, vete, salt), vitlök, färgämne (paprikaextrakt)', category: 'Matlagningssåser', size: 500, size_unit: 'g' }),
  p('11089', 'plain', { name: 'Gurkmeja malen', ingredients: 'Gurkmeja', country_of_origin: 'Indien', category: 'Kryddor', size: 40, size_unit: 'g' }),
  p('11194', 'composite', { name: 'Fisksås', ingredients: 'Ansjovisextrakt 70 % (ansjovis, salt), vatten, socker, salt', country_of_origin: 'Thailand', category: 'Asiatiska såser', size: 200, size_unit: 'ml' }),
  p('11202', 'composite', { name: 'Tikka masala sås', ingredients: 'Tomater 32 %, vatten, lök 12 %, grädde 7 % (mjölk), rapsolja, socker, ingefära, vitlök, modifierad majsstärkelse, kryddor (koriander, spiskummin, paprika, gurkmeja, chili), salt, citronjuice, koriander', category: 'Matlagningssåser', size: 400, size_unit: 'g' }),
  p('11075', 'plain', { name: 'Kardemumma malen', ingredients: 'Kardemumma', country_of_origin: 'Guatemala', category: 'Kryddor', size: 30, size_unit: 'g' }),

  // Baby food
  p('20252', 'composite', { name: 'Grönsakssoppa med potatis från 6 mån', ingredients: 'Potatis 30 %, morötter 25 %, vatten, palsternacka 10 %, lök 5 %, rapsolja 2 %, persilja', category: 'Barnmat', size: 190, size_unit: 'g' }),
  p('13167', 'composite', { name: 'Fullkornsgröt havre och vete från 6 mån', ingredients: 'Fullkornshavremjöl 60 %, fullkornsvetemjöl 38 %, mineraler (kalciumfosfat, järnfumarat), vitaminer (C, B1, D)', category: 'Barnmat', size: 480, size_unit: 'g' }),

  // Drinks
  p('18019', 'composite', { name: 'Läsk apelsin med 12 % juice', ingredients: 'Kolsyrat vatten, apelsinjuice från koncentrat 12 %, socker, surhetsreglerande medel (citronsyra), aromer, antioxidationsmedel (askorbinsyra), stabiliseringsmedel (pektin)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('2073', 'plain', { name: 'Ananasjuice pressad', ingredients: 'Pressad ananasjuice', category: 'Juice', size: 1, size_unit: 'l' }),
  p('76066', 'plain', { name: 'Naturligt mineralvatten utan kolsyra', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Tyskland', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76034', 'plain', { name: 'Mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Sverige', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18905', 'composite', { name: 'Havredryck naturell', ingredients: 'Vatten, havre 10 %, rapsolja, kalciumkarbonat, kaliumfosfat, salt, vitaminer (D2, riboflavin, B12)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('5004', 'composite', { name: 'Radler citron 2,0 %', ingredients: 'Öl 50 % (vatten, kornmalt, humle), vatten, socker, citronjuice från koncentrat 2 %, kolsyra, surhetsreglerande medel (citronsyra), arom', category: 'Öl', size: 330, size_unit: 'ml' }),
  p('18017', 'composite', { name: 'Hallonsaft koncentrerad', ingredients: 'Socker, vatten, hallonjuice från koncentrat 20 %, surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat)', category: 'Saft', size: 1, size_unit: 'l' }),
  p('5020', 'composite', { name: 'Äppelcider halvtorr 3,5 %', ingredients: 'Jäst äppelmust (äpplen), vatten, socker, kolsyra, antioxidationsmedel (kaliummetabisulfit)', category: 'Cider', size: 330, size_unit: 'ml' }),
  p('18060', 'plain', { name: 'Cola zero', ingredients: 'Kolsyrat vatten, färgämne (sockerkulör E150d), surhetsreglerande medel (fosforsyra, natriumcitrat), sötningsmedel (aspartam, acesulfam K), aromer, koffein', category: 'Läsk', size: 1.5, size_unit: 'l' }),

  // Ready meals, soups, sandwiches
  p('25435', 'composite', { name: 'Pizza skinka och ost', ingredients: 'Vetemjöl, vatten, tomatpuré 14 %, ost 16 % (mjölk, salt, syrningskultur, löpe), skinka 10 % (griskött, vatten, salt, dextros, konserveringsmedel (natriumnitrit)), rapsolja, jäst, socker, salt, oregano', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('25037', 'composite', { name: 'Fiskgratäng', ingredients: 'Alaska pollock 45 %, vatten, grädde (mjölk), ost 6 % (mjölk), vetemjöl, smör (mjölk), modifierad stärkelse, salt, citronjuice, fiskbuljong, dill, vitpeppar', category: 'Fryst färdigmat', size: 400, size_unit: 'g' }),
  p('25057', 'composite', { name: 'Pytt i panna', ingredients: 'Förstekt potatis 58 % (potatis, rapsolja), griskött 14 %, nötkött 10 %, lök 9 %, rapsolja, salt, dextros, svartpeppar', country_of_origin: 'Sverige', category: 'Fryst färdigmat', size: 700, size_unit: 'g' }),
  p('20274', 'composite', { name: 'Grillade medelhavsgrönsaker', ingredients: 'Zucchini 30 %, grillad röd paprika 25 %, aubergine 20 %, rödlök 15 %, olivolja 3 %, vitlök, salt, örter (oregano, basilika)', category: 'Frysta grönsaker', size: 450, size_unit: 'g' }),
  p('25967', 'composite', { name: 'Gazpacho', ingredients: 'Tomater 77 %, paprika 7 %, gurka 6 %, extra jungfru olivolja 3 %, lök, vinäger, salt, vitlök', country_of_origin: 'Spanien', category: 'Soppor', size: 1, size_unit: 'l' }),
  p('25912', 'composite', { name: 'Skogssvampsoppa', ingredients: 'Vatten, svamp 15 % (champinjoner, kantareller), grädde 10 % (mjölk), lök, vetemjöl, smör (mjölk), grönsaksbuljong, salt, timjan, svartpeppar', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('25584', 'composite', { name: 'Vårrullar med räkor', ingredients: 'Vetemjöl, vitkål, räkor 12 %, morötter, risnudlar, rapsolja, lök, vatten, sojasås (vatten, sojabönor, vete, salt), socker, salt, vitlök, ingefära', category: 'Fryst färdigmat', size: 360, size_unit: 'g' }),
  p('25169', 'composite', { name: 'Gyoza kyckling', ingredients: 'Vetemjöl, kycklingkött 25 %, vitkål, vatten, lök, salladslök, sojasås (vatten, sojabönor, vete, salt), sesamolja, ingefära, socker, salt, vitlök', category: 'Fryst färdigmat', size: 600, size_unit: 'g' }),
  p('25544', 'composite', { name: 'Sandwich kyckling och bacon', ingredients: 'Formbröd 45 % (vetemjöl, vatten, jäst, rapsolja, socker, salt), kyckling 16 %, majonnäs (rapsolja, vatten, äggula, ättika, senap, salt), isbergssallad, tomat, bacon 5 % (griskött, salt, konserveringsmedel (natriumnitrit))', category: 'Smörgåsar', size: 170, size_unit: 'g' }),
  p('25488', 'composite', { name: 'Baguette rökt lax', ingredients: 'Baguette 55 % (vetemjöl, vatten, surdeg, jäst, salt), kallrökt lax 25 % (lax, salt), smör 8 % (grädde, salt), ruccola, citronjuice, dill, svartpeppar', category: 'Smörgåsar', size: 180, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts
  p('13014_2', 'plain', { name: 'Jordgubbar', ingredients: 'Jordgubbar', country_of_origin: 'Sverige', category: 'Bär', size: 500, size_unit: 'g' }),
  p('13129', 'composite', { name: 'Äppelmos mindre socker, kylt', ingredients: 'Äpplen 92 %, socker 7 %, antioxidationsmedel (askorbinsyra)', category: 'Mos och kompott', size: 500, size_unit: 'g' }),
  p('13735', 'composite', { name: 'Päronhalvor i lätt sockerlag', ingredients: 'Päron 60 %, vatten, socker, surhetsreglerande medel (citronsyra)', category: 'Fruktkonserver', size: 410, size_unit: 'g' }),
  p('20208', 'plain', { name: 'Morötter skivade, frysta', ingredients: 'Morötter', country_of_origin: 'Sverige', category: 'Frysta grönsaker', size: 800, size_unit: 'g' }),
  p('20065', 'plain', { name: 'Kålrabbi', ingredients: 'Kålrabbi', country_of_origin: 'Tyskland', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('13717', 'composite', { name: 'Ananasbitar i lag', ingredients: 'Ananas 60 %, ananasjuice, vatten, socker', country_of_origin: 'Thailand', category: 'Fruktkonserver', size: 565, size_unit: 'g' }),
  p('15009', 'plain', { name: 'Pistaschnötter rostade och saltade', ingredients: 'Pistaschnötter 98 %, salt', country_of_origin: 'USA', category: 'Nötter', size: 250, size_unit: 'g' }),
  p('13016', 'plain', { name: 'Passionsfrukt', ingredients: 'Passionsfrukt', country_of_origin: 'Colombia', category: 'Frukt', size: 150, size_unit: 'g' }),
  p('20134', 'plain', { name: 'Hokkaidopumpa', ingredients: 'Hokkaidopumpa', country_of_origin: 'Portugal', category: 'Grönsaker', size: 1.2, size_unit: 'kg' }),
  p('20097', 'plain', { name: 'Schalottenlök', ingredients: 'Schalottenlök', country_of_origin: 'Frankrike', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('20168', 'plain', { name: 'Paprika gul', ingredients: 'Paprika', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 200, size_unit: 'g' }),
  p('20181', 'plain', { name: 'Palsternacka', ingredients: 'Palsternacka', country_of_origin: 'Sverige', category: 'Grönsaker', size: 750, size_unit: 'g' }),
  p('20265', 'composite', { name: 'Grönsaksjulienne, fryst', ingredients: 'Morötter 50 %, purjolök 25 %, rotselleri 25 %', category: 'Frysta grönsaker', size: 600, size_unit: 'g' }),
  p('15019', 'plain', { name: 'Cashewnötter rostade och saltade', ingredients: 'Cashewnötter, salt', country_of_origin: 'Vietnam', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('20505', 'plain', { name: 'Gröna linser kokta', ingredients: 'Gröna linser, vatten, salt', category: 'Baljväxter', size: 380, size_unit: 'g' }),
  p('4044', 'composite', { name: 'Ugnspommes', ingredients: 'Potatis 95 %, solrosolja 5 %', category: 'Frysta potatisprodukter', size: 1, size_unit: 'kg' }),
  p('20524', 'plain', { name: 'Kidneybönor, avrunna', ingredients: 'Kidneybönor, vatten, salt, stabiliseringsmedel (kalciumklorid)', category: 'Baljväxter', size: 230, size_unit: 'g' }),
  p('20268', 'plain', { name: 'Tomatpuré dubbelkoncentrerad', ingredients: 'Tomater, salt', country_of_origin: 'Italien', category: 'Tomatprodukter', size: 140, size_unit: 'g' }),

  // Ice cream and frozen desserts
  p('31013', 'composite', { name: 'Sorbetpinne hallon', ingredients: 'Vatten, socker, hallonpuré 25 %, glukossirap, druvsocker, citronjuice, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), färgämne (rödbetsrött)', category: 'Glass', size: 360, size_unit: 'ml' }),
  p('39533', 'composite', { name: 'Glasstårta choklad och vanilj', ingredients: 'Mjölk, socker, grädde 12 %, glukossirap, chokladsås 8 % (socker, vatten, kakao), vasslepulver (mjölk), kakaopulver 2 %, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (guarkärnmjöl, karragenan), vaniljextrakt', category: 'Glass', size: 900, size_unit: 'ml' }),
  p('23472', 'composite', { name: 'Profiteroles med vaniljglass och chokladsås', ingredients: 'Vaniljglass 45 % (mjölk, grädde, socker, glukossirap, vanilj), chokladsås 25 % (socker, vatten, kakao, grädde), petit-choux 30 % (ägg, vatten, vetemjöl, smör, salt)', category: 'Frysta desserter', size: 360, size_unit: 'g' }),

  // Dairy
  p('19539', 'composite', { name: 'Vaniljyoghurt med bifidus', ingredients: 'Yoghurt (mjölk) 90 %, socker 7 %, modifierad majsstärkelse, arom, vaniljfrön, bifidobakterier', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19590', 'plain', { name: 'Mozzarella', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Italien', category: 'Ost', size: 125, size_unit: 'g' }),
  p('19598', 'composite', { name: 'Turkisk yoghurt 10 %', ingredients: 'Pastöriserad mjölk, grädde, mjölksyrabakterier', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('12120', 'plain', { name: 'Parmigiano Reggiano', ingredients: 'Mjölk, salt, löpe', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12003', 'plain', { name: 'Camembert', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12726', 'plain', { name: 'Cheddar lagrad', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Irland', category: 'Ost', size: 450, size_unit: 'g' }),
  p('19542', 'composite', { name: 'Jordgubbsyoghurt med bifidus', ingredients: 'Yoghurt (mjölk) 85 %, jordgubbar 8 %, socker 6 %, modifierad majsstärkelse, arom, koncentrerad rödbetsjuice, bifidobakterier', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19581', 'composite', { name: 'Lätt yoghurt persika 0 %', ingredients: 'Fettfri yoghurt (skummjölk) 88 %, persika 10 %, modifierad majsstärkelse, arom, sötningsmedel (aspartam, acesulfam K), förtjockningsmedel (pektin)', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19685', 'composite', { name: 'Panna cotta', ingredients: 'Grädde 60 % (mjölk), mjölk, socker, gelatin (nöt), vaniljextrakt, förtjockningsmedel (karragenan)', category: 'Desserter', size: 200, size_unit: 'g' }),
  p('19060', 'plain', { name: 'Laktosfri mellanmjölk 1,5 %', ingredients: 'Mellanmjölk, laktasenzym', country_of_origin: 'Sverige', category: 'Mjölk', size: 1.5, size_unit: 'l' }),
  p('12812', 'plain', { name: 'Chèvre getostrulle', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 180, size_unit: 'g' }),
  p('19801', 'plain', { name: 'Lätt filmjölk 0,5 %', ingredients: 'Pastöriserad mjölk, mesofil syrningskultur', country_of_origin: 'Sverige', category: 'Fil', size: 1000, size_unit: 'g' }),
  p('19860', 'plain', { name: 'Grekisk yoghurt', ingredients: 'Pastöriserad komjölk, levande yoghurtkultur', country_of_origin: 'Grekland', category: 'Yoghurt', size: 500, size_unit: 'g' }),
  p('19679', 'composite', { name: 'Crème caramel', ingredients: 'Mjölk 70 %, socker, karamellsås 10 % (socker, vatten), modifierad stärkelse, ägg, förtjockningsmedel (karragenan), arom, färgämne (karoten)', category: 'Desserter', size: 400, size_unit: 'g' }),

  // Fats
  p('16738', 'composite', { name: 'Margarin 60 % lättsaltat', ingredients: 'Vegetabiliska oljor och fetter (raps 40 %, palm, kokos), vatten, salt 0,8 %, emulgeringsmedel (lecitin från solros, mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), arom, vitamin A och D, färgämne (karoten)', category: 'Matfett', size: 600, size_unit: 'g' }),
  p('17440', 'plain', { name: 'Solrosolja', ingredients: 'Solrosolja', category: 'Matolja', size: 1, size_unit: 'l' }),

  // Cereal products
  p('9863', 'composite', { name: 'Snabbnudlar kycklingsmak', ingredients: 'Nudlar 88 % (vetemjöl, palmolja, tapiokastärkelse, salt, förtjockningsmedel (guarkärnmjöl)), kryddpåse 12 % (salt, socker, smakförstärkare (mononatriumglutamat), kycklingpulver 2 %, lök, vitlök, svartpeppar, gurkmeja, persilja)', category: 'Snabbmat', size: 85, size_unit: 'g' }),
  p('7730', 'composite', { name: 'Pain au chocolat', ingredients: 'Vetemjöl, smör 22 % (mjölk), vatten, mörk choklad 10 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), socker, jäst, ägg, salt, mjölkpulver, vetegluten', category: 'Bröd och bageri', size: 70, size_unit: 'g' }),
  p('32029', 'composite', { name: 'Frukostflingor med röda bär', ingredients: 'Ris, fullkornsvete 28 %, socker, frystorkade jordgubbar 2 %, vetegluten, korngryn, kornmaltextrakt, salt, frystorkade hallon 0,5 %', category: 'Flingor och müsli', size: 375, size_unit: 'g' }),
  p('23490', 'composite', { name: 'Äppelpaj', ingredients: 'Äpplen 45 %, vetemjöl, smör (mjölk), socker, havregryn, ägg, potatisstärkelse, kanel, salt', category: 'Frysta desserter', size: 900, size_unit: 'g' }),
  p('24041', 'composite', { name: 'Frukostkex flerkorn', ingredients: 'Vetemjöl 52 %, fullkornsflingor 18 % (havre, råg, korn, dinkel), socker, rapsolja, fullkornsvetemjöl 5 %, bakpulver (natriumvätekarbonat, dinatriumdifosfat), salt, emulgeringsmedel (sojalecitin), mineraler (kalciumkarbonat, järn), vitaminer (B1, B2, B6, niacin)', category: 'Kex', size: 300, size_unit: 'g' }),
  p('7200', 'composite', { name: 'Rostbröd', ingredients: 'Vetemjöl, vatten, jäst, rapsolja, socker, salt, vetegluten, mjölbehandlingsmedel (askorbinsyra)', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('9311', 'plain', { name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige', category: 'Gryn och mjöl', size: 1.5, size_unit: 'kg' }),
  p('7125', 'composite', { name: 'Rågbröd', ingredients: 'Rågmjöl 45 %, vatten, vetemjöl 20 %, sirap, jäst, salt, rapsolja', category: 'Bröd', size: 750, size_unit: 'g' }),
  p('23424', 'composite', { name: 'Smördeg, fryst', ingredients: 'Vetemjöl, smör 30 % (mjölk), vatten, salt', category: 'Frysta degar', size: 500, size_unit: 'g' }),
  p('7409', 'composite', { name: 'Skorpor med linfrö', ingredients: 'Vetemjöl 70 %, linfrö 10 %, socker, rapsolja, jäst, salt, kornmaltextrakt', country_of_origin: 'Sverige', category: 'Knäckebröd och skorpor', size: 225, size_unit: 'g' }),
  p('24001', 'composite', { name: 'Mariekex', ingredients: 'Vetemjöl, socker, palmolja, glukossirap, skummjölkspulver, bakpulver (ammoniumvätekarbonat, natriumvätekarbonat), salt, arom', category: 'Kex', size: 200, size_unit: 'g' }),
  p('23009', 'composite', { name: 'Jordgubbstårta', ingredients: 'Grädde 30 % (mjölk), jordgubbar 20 %, vaniljkräm (mjölk, socker, äggula, majsstärkelse, vanilj), ägg, socker, vetemjöl, potatisstärkelse, gelatin, bakpulver', category: 'Tårtor', size: 900, size_unit: 'g' }),
  p('24072', 'composite', { name: 'Hallongrottor', ingredients: 'Vetemjöl, smör 25 % (mjölk), socker, hallonsylt 15 % (socker, hallon, vatten, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)), potatisstärkelse, bakpulver, vanillin', category: 'Kakor', size: 300, size_unit: 'g' }),
  p('9340_1', 'plain', { name: 'Quinoa vit', ingredients: 'Quinoa', country_of_origin: 'Peru', category: 'Gryn och ris', size: 500, size_unit: 'g' }),
  p('24684', 'composite', { name: 'Chocolate chip cookies', ingredients: 'Vetemjöl, chokladbitar 25 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), socker, smör (mjölk), rörsocker, ägg, bakpulver (natriumvätekarbonat), salt, arom', category: 'Kakor', size: 200, size_unit: 'g' }),
  p('9415', 'plain', { name: 'Fullkornsvetemjöl', ingredients: 'Fullkornsvetemjöl', country_of_origin: 'Sverige', category: 'Gryn och mjöl', size: 2, size_unit: 'kg' }),

  // Sweets
  p('31032', 'composite', { name: 'Nöt- och chokladkräm', ingredients: 'Socker, palmolja, hasselnötter 13 %, skummjölkspulver 8,7 %, fettreducerad kakao 7,4 %, emulgeringsmedel (lecitiner (soja)), vanillin', category: 'Pålägg', size: 400, size_unit: 'g' }),
  p('31060', 'composite', { name: 'Gelégodis frukt', ingredients: 'Glukossirap, socker, gelatin, surhetsreglerande medel (citronsyra), aromer, fruktkoncentrat (äpple, svarta vinbär), färgämnen (spirulinakoncentrat, paprikaextrakt), ytbehandlingsmedel (karnaubavax)', category: 'Godis', size: 150, size_unit: 'g' }),
  p('31062', 'composite', { name: 'Hallonsylt', ingredients: 'Hallon 45 %, socker, vatten, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', category: 'Sylt och marmelad', size: 400, size_unit: 'g' }),

  // Meat, fish, eggs
  p('26088', 'plain', { name: 'Guldsparid hel, odlad', ingredients: 'Guldsparid (Sparus aurata)', country_of_origin: 'Grekland', category: 'Färsk fisk', size: 400, size_unit: 'g' }),
  p('10011', 'plain', { name: 'Ostron', ingredients: 'Ostron', country_of_origin: 'Frankrike', category: 'Skaldjur', size: 1, size_unit: 'kg' }),
  p('10059', 'plain', { name: 'Argentinska räkor råa, skalade, frysta', ingredients: 'Räkor (Pleoticus muelleri), vatten (glasering)', country_of_origin: 'Argentina', category: 'Frysta skaldjur', size: 400, size_unit: 'g' }),
  p('36016', 'plain', { name: 'Kyckling hel', ingredients: 'Kyckling', country_of_origin: 'Sverige', category: 'Fågel', size: 1.3, size_unit: 'kg' }),
  p('10025', 'plain', { name: 'Krabbtaskor kokta', ingredients: 'Krabba (Cancer pagurus), salt', country_of_origin: 'Norge', category: 'Skaldjur', size: 500, size_unit: 'g' }),
  p('28910', 'plain', { name: 'Kokt skinka', ingredients: 'Griskött 90 %, vatten, salt, dextros, stabiliseringsmedel (E451), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('8300', 'composite', { name: 'Leverpastej', ingredients: 'Fläsklever 30 %, fläskfett, vatten, mjölk, vetemjöl, lök, salt, socker, kryddor, konserveringsmedel (natriumnitrit)', category: 'Pålägg', size: 300, size_unit: 'g' }),
  p('10007', 'plain', { name: 'Räkor kokta och skalade, frysta', ingredients: 'Nordhavsräkor (Pandalus borealis), salt', country_of_origin: 'Kanada', category: 'Frysta skaldjur', size: 500, size_unit: 'g' }),
  p('28202', 'plain', { name: 'Ugnsbakad fläskfilé, skivad', ingredients: 'Fläskfilé 95 %, vatten, salt, dextros, kryddor, stabiliseringsmedel (E451), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('6536', 'plain', { name: 'Kalvfärs 15 %', ingredients: 'Kalvkött', country_of_origin: 'Sverige', category: 'Färs', size: 500, size_unit: 'g' }),
  p('6111', 'plain', { name: 'Ryggbiff', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Nötkött', size: 400, size_unit: 'g' }),
  p('26122', 'plain', { name: 'Koljafilé, fryst', ingredients: 'Kolja (Melanogrammus aeglefinus)', country_of_origin: 'Norge', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('21504', 'plain', { name: 'Lammbog', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Lammkött', size: 1.2, size_unit: 'kg' }),
  p('30154', 'composite', { name: 'Merguez', ingredients: 'Nötkött 40 %, fårkött 25 %, griskött 15 %, vatten, salt, kryddor (paprika, chili, spiskummin, koriander), vitlök, dextros, fårtarm', category: 'Korv', size: 300, size_unit: 'g' }),
  p('26064', 'plain', { name: 'Tonfiskfilé, fryst', ingredients: 'Gulfenad tonfisk (Thunnus albacares)', country_of_origin: 'Vietnam', category: 'Fryst fisk', size: 250, size_unit: 'g' }),
  p('25998', 'plain', { name: 'Böcklingfiléer', ingredients: 'Sill (Clupea harengus), salt', category: 'Fisk och skaldjur', size: 200, size_unit: 'g' }),
  p('10049', 'plain', { name: 'Pilgrimsmusslor, frysta', ingredients: 'Pilgrimsmusslor (Argopecten purpuratus)', country_of_origin: 'Peru', category: 'Frysta skaldjur', size: 300, size_unit: 'g' }),
  p('30797', 'composite', { name: 'Mortadella med pistaschnötter', ingredients: 'Griskött 80 %, fläskfett, salt, pistaschnötter 2 %, dextros, kryddor, vitlök, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Pålägg', size: 100, size_unit: 'g' }),
];
