import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-fifth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET25_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and miscellaneous ingredients
  p('11000', 'plain', { name: 'Vitlök', ingredients: 'Vitlök', country_of_origin: 'Spanien', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('11005', 'composite', { name: 'Curry', ingredients: 'Koriander, gurkmeja 20 %, spiskummin, bockhornsklöver, ingefära, svartpeppar, senapsfrö, chili, kanel, kryddnejlika', category: 'Kryddor', size: 40, size_unit: 'g' }),
  p('11212', 'composite', { name: 'Kall pepparsås', ingredients: 'Rapsolja 40 %, vatten, gräddfil (mjölk) 10 %, äggula 4 %, brandyvinäger, socker, grön peppar 2 %, svartpeppar 1 %, salt, modifierad majsstärkelse, senap, förtjockningsmedel (xantangummi), konserveringsmedel (kaliumsorbat)', category: 'Kalla såser', size: 230, size_unit: 'ml' }),
  p('9640', 'plain', { name: 'Havrekli', ingredients: 'Havrekli', country_of_origin: 'Sverige', category: 'Gryn och flingor', size: 500, size_unit: 'g' }),
  p('39700', 'composite', { name: 'Vaniljsås', ingredients: 'Mjölk 80 %, socker, grädde (mjölk) 5 %, modifierad majsstärkelse, äggula 1 %, förtjockningsmedel (karragenan), vaniljarom, färgämne (betakaroten)', country_of_origin: 'Sverige', category: 'Dessertsåser', size: 500, size_unit: 'ml' }),

  // Baby food
  p('42604', 'composite', { name: 'Potatis, morot och nötkött, från 8 månader', ingredients: 'Grönsaker 50 % (morot 30 %, ärtor 10 %, palsternacka 10 %), vatten, potatis 15 %, nötkött 8 %, majsstärkelse, rapsolja, timjan', category: 'Barnmat', size: 190, size_unit: 'g' }),
  p('13158', 'composite', { name: 'Äpple och päron, från 4 månader', ingredients: 'Äpple 70 %, päron 30 %, C-vitamin', category: 'Barnmat', size: 125, size_unit: 'g' }),

  // Drinks
  p('5001', 'composite', { name: 'Ljus lager 4,5 %', ingredients: 'Vatten, kornmalt, humle', country_of_origin: 'Sverige', category: 'Öl', size: 330, size_unit: 'ml' }),
  p('76060', 'plain', { name: 'Perrier naturligt mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra från källan', country_of_origin: 'Frankrike', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('76067', 'plain', { name: 'Courmayeur naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Italien', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76078', 'plain', { name: 'Naturligt mineralvatten utan kolsyra', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Belgien', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18003', 'plain', { name: 'Bryggkaffe mellanrost', ingredients: 'Rostat och malet kaffe (arabica 100 %)', category: 'Kaffe', size: 450, size_unit: 'g' }),
  p('18901', 'composite', { name: 'Sojadryck naturell', ingredients: 'Vatten, skalade sojabönor 6 %, socker, kalcium (kalciumkarbonat), surhetsreglerande medel (kaliumfosfater), stabiliseringsmedel (gellangummi), havssalt, vitaminer (B2, B12, D2)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('18907', 'composite', { name: 'Kokosdryck naturell', ingredients: 'Vatten, kokosgrädde 6 %, rismjöl, kalciumfosfat, salt, stabiliseringsmedel (gellangummi), vitaminer (B12, D2)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('1005', 'plain', { name: 'Blended Scotch whisky 40 %', ingredients: 'Maltwhisky och grainwhisky, färgämne (sockerkulör)', country_of_origin: 'Storbritannien', category: 'Sprit', size: 700, size_unit: 'ml' }),
  p('1017', 'composite', { name: 'Sangria 7 %', ingredients: 'Rött vin 60 %, vatten, socker, citrusjuice från koncentrat (apelsin 3 %, citron 1 %), naturliga aromer, surhetsreglerande medel (citronsyra)', country_of_origin: 'Spanien', category: 'Vin', size: 1.5, size_unit: 'l' }),

  // Starters and composite dishes
  p('25208', 'composite', { name: 'Grönsaksbiffar', ingredients: 'Grönsaker 70 % (potatis, morot 15 %, majs, ärtor, paprika, lök), vetemjöl, rapsolja, potatisflingor, salt, vitlök, kryddor', category: 'Fryst vegetariskt', size: 600, size_unit: 'g' }),
  p('25033', 'composite', { name: 'Boeuf bourguignon', ingredients: 'Nötkött 35 %, vatten, rött vin 10 %, morot, champinjoner 6 %, lök, bacon (fläsk, salt, konserveringsmedel E250) 3 %, tomatpuré, vetemjöl, rapsolja, salt, vitlök, timjan, lagerblad, svartpeppar', country_of_origin: 'Frankrike', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25157', 'composite', { name: 'Färsk ravioli med nötkött', ingredients: 'Pasta 60 % (durumvetemjöl, ägg 20 %, vatten), fyllning 40 % (nötkött 35 %, ströbröd (vetemjöl, jäst, salt), tomat, lök, parmesanost (mjölk, salt, löpe), rapsolja, salt, peppar)', country_of_origin: 'Italien', category: 'Färsk pasta', size: 250, size_unit: 'g' }),
  p('25907', 'composite', { name: 'Potatis- och purjolökssoppa', ingredients: 'Vatten, potatis 25 %, purjolök 12 %, grädde (mjölk) 5 %, lök, smör (mjölk), salt, grönsaksbuljong (salt, socker, selleri), vitpeppar', category: 'Soppor', size: 500, size_unit: 'ml' }),
  p('26270', 'composite', { name: 'Pizza tonno', ingredients: 'Vetemjöl, tomatsås (tomater, tomatpuré, salt, oregano) 25 %, vatten, mozzarellaost (mjölk, salt, syrakultur, löpe) 15 %, tonfisk (Katsuwonus pelamis) 10 %, rödlök 4 %, rapsolja, jäst, salt, socker', country_of_origin: 'Italien', category: 'Fryst pizza', size: 360, size_unit: 'g' }),
  p('25135', 'composite', { name: 'Pasta carbonara', ingredients: 'Kokt spaghetti (vatten, durumvetemjöl) 55 %, grädde (mjölk) 15 %, bacon (fläsk, salt, konserveringsmedel E250) 10 %, mjölk, parmesanost (mjölk, salt, löpe) 3 %, äggula 2 %, modifierad majsstärkelse, salt, svartpeppar', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25628', 'composite', { name: 'Caesarsallad med kyckling', ingredients: 'Romansallad 45 %, grillad kycklingfilé 20 % (kyckling, salt, rapsolja), caesardressing 15 % (rapsolja, vatten, vinäger, äggula, parmesanost, vitlök, ansjovis, senap, salt), krutonger 10 % (vetemjöl, rapsolja, salt, vitlök), parmesanost (mjölk, salt, löpe) 5 %', country_of_origin: 'Sverige', category: 'Färdigsallader', size: 250, size_unit: 'g' }),
  p('25405', 'composite', { name: 'Paj Lorraine', ingredients: 'Fyllning 65 % (mjölk, ägg 15 %, grädde (mjölk), bacon (fläsk, salt, konserveringsmedel E250) 12 %, emmentalerost (mjölk), lök, salt, muskot), pajdeg 35 % (vetemjöl, smör (mjölk), vatten, salt)', category: 'Pajer', size: 400, size_unit: 'g' }),
  p('25081', 'composite', { name: 'Lasagne bolognese', ingredients: 'Köttfärssås 45 % (nötfärs 30 %, krossade tomater, morot, lök, tomatpuré, salt, oregano), bechamelsås 35 % (mjölk, vetemjöl, smör (mjölk), salt, muskot), lasagneplattor 15 % (durumvetemjöl, ägg), riven ost (mjölk) 5 %', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('26259', 'composite', { name: 'Coleslaw', ingredients: 'Vitkål 65 %, morot 10 %, majonnäs 20 % (rapsolja, vatten, äggula, vinäger, socker, senap, salt), socker, vinäger, salt, konserveringsmedel (kaliumsorbat)', category: 'Färdigsallader', size: 400, size_unit: 'g' }),

  // Fruit, vegetables, pulses and nuts
  p('13002', 'plain', { name: 'Ananas', ingredients: 'Ananas', country_of_origin: 'Costa Rica', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20020', 'plain', { name: 'Zucchini', ingredients: 'Zucchini', country_of_origin: 'Spanien', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20019', 'plain', { name: 'Gurka', ingredients: 'Gurka', country_of_origin: 'Sverige', category: 'Grönsaker', size: 350, size_unit: 'g' }),
  p('20214', 'composite', { name: 'Ärtor och morötter', ingredients: 'Gröna ärtor 60 %, morötter 40 %', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('20504', 'plain', { name: 'Bruna linser', ingredients: 'Bruna linser', country_of_origin: 'Kanada', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('13007', 'plain', { name: 'Svarta vinbär', ingredients: 'Svarta vinbär', country_of_origin: 'Sverige', category: 'Bär', size: 250, size_unit: 'g' }),
  p('15026', 'plain', { name: 'Pekannötter', ingredients: 'Pekannötter', country_of_origin: 'USA', category: 'Nötter', size: 150, size_unit: 'g' }),
  p('13021', 'plain', { name: 'Kiwi', ingredients: 'Kiwi', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13024_1', 'plain', { name: 'Clementiner', ingredients: 'Clementiner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20260', 'plain', { name: 'Passerade tomater', ingredients: 'Tomater 99,5 %, salt', country_of_origin: 'Italien', category: 'Konserver', size: 500, size_unit: 'g' }),
  p('15202', 'composite', { name: 'Jordnötssmör crunchy', ingredients: 'Rostade jordnötter 93 %, palmolja, socker, salt', category: 'Pålägg', size: 340, size_unit: 'g' }),
  p('13709', 'composite', { name: 'Fruktcocktail i lättsirap', ingredients: 'Frukt 60 % (persika, päron, ananas, druvor, körsbär), vatten, socker, surhetsreglerande medel (citronsyra)', category: 'Konserver', size: 410, size_unit: 'g' }),
  p('20057', 'plain', { name: 'Broccoli', ingredients: 'Broccoli', country_of_origin: 'Spanien', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('4023', 'plain', { name: 'Färskpotatis', ingredients: 'Färskpotatis', country_of_origin: 'Sverige', category: 'Potatis', size: 1, size_unit: 'kg' }),
  p('13001', 'plain', { name: 'Torkade aprikoser', ingredients: 'Aprikoser, konserveringsmedel (svaveldioxid)', country_of_origin: 'Turkiet', category: 'Torkad frukt', size: 250, size_unit: 'g' }),
  p('13005', 'plain', { name: 'Bananer', ingredients: 'Bananer', country_of_origin: 'Ecuador', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('4004', 'composite', { name: 'Chips salta', ingredients: 'Potatis, solrosolja 34 %, salt', category: 'Snacks', size: 275, size_unit: 'g' }),
  p('13134', 'composite', { name: 'Fruktsallad', ingredients: 'Melon 35 %, ananas 25 %, vindruvor 20 %, äpple 10 %, kiwi 10 %, antioxidationsmedel (askorbinsyra)', category: 'Färsk frukt', size: 300, size_unit: 'g' }),

  // Ice cream
  p('39503', 'composite', { name: 'Gräddglass vanilj med chokladöverdrag', ingredients: 'Skummjölk, chokladöverdrag 30 % (kokosfett, socker, kakaopulver, kakaosmör, mjölkpulver, emulgeringsmedel (solroslecitin)), socker, grädde (mjölk) 10 %, glukossirap, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljextrakt', category: 'Glass', size: 440, size_unit: 'ml' }),
  p('39526', 'composite', { name: 'Isglass jordgubb', ingredients: 'Vatten, socker, glukossirap, jordgubbsjuice från koncentrat 8 %, surhetsreglerande medel (citronsyra), stabiliseringsmedel (guarkärnmjöl), arom, färgämne (rödbetsrött)', category: 'Glass', size: 500, size_unit: 'ml' }),
  p('39522', 'composite', { name: 'Ministrut vanilj', ingredients: 'Skummjölk, rån 15 % (vetemjöl, socker, palmolja, emulgeringsmedel (sojalecitin), salt), socker, grädde (mjölk) 12 %, chokladöverdrag (kokosfett, socker, kakaopulver), glukossirap, stabiliseringsmedel (guarkärnmjöl), vaniljarom', category: 'Glass', size: 480, size_unit: 'ml' }),

  // Milk and dairy
  p('12741', 'plain', { name: 'Maasdamer', ingredients: 'Pastöriserad mjölk, salt, syrakultur, löpe', country_of_origin: 'Nederländerna', category: 'Ost', size: 450, size_unit: 'g' }),
  p('12524', 'plain', { name: 'Gorgonzola dolce', ingredients: 'Pastöriserad mjölk, salt, löpe, mögelkultur', country_of_origin: 'Italien', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12310', 'composite', { name: 'Smältost i portioner', ingredients: 'Ost (mjölk) 60 %, vatten, smör (mjölk), mjölkprotein, smältsalt (E452, E331), salt', category: 'Ost', size: 140, size_unit: 'g' }),
  p('12063', 'composite', { name: 'Salladsost i olja med örter', ingredients: 'Salladsost 60 % (pastöriserad mjölk, salt, syrakultur, löpe), rapsolja 38 %, örter (oregano, basilika) 1 %, vitlök, svartpeppar', country_of_origin: 'Danmark', category: 'Ost', size: 270, size_unit: 'g' }),
  p('19037', 'plain', { name: 'Mellanmjölk 1,5 % UHT', ingredients: 'Mellanmjölk, D-vitamin', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('12061', 'plain', { name: 'Fetaost', ingredients: 'Pastöriserad fårmjölk och getmjölk, salt, syrakultur, löpe', country_of_origin: 'Grekland', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19024', 'plain', { name: 'Standardmjölk 3 %', ingredients: 'Standardmjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1.5, size_unit: 'l' }),
  p('39206', 'composite', { name: 'Chokladmousse', ingredients: 'Grädde (mjölk) 40 %, mjölk, socker, mörk choklad 12 % (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin)), kakaopulver 3 %, gelatin, stabiliseringsmedel (karragenan)', category: 'Desserter', size: 240, size_unit: 'g' }),
  p('12805', 'plain', { name: 'Färsk getost naturell', ingredients: 'Pastöriserad getmjölk, salt, syrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12520', 'plain', { name: 'Ädelost', ingredients: 'Pastöriserad mjölk, salt, syrakultur, mögelkultur, löpe', country_of_origin: 'Sverige', category: 'Ost', size: 200, size_unit: 'g' }),
  p('39229', 'composite', { name: 'Vaniljpudding', ingredients: 'Mjölk 80 %, socker, modifierad majsstärkelse, grädde (mjölk), förtjockningsmedel (karragenan), vaniljarom, färgämne (betakaroten)', category: 'Desserter', size: 400, size_unit: 'g' }),
  p('19593', 'plain', { name: 'Naturell yoghurt 3 %', ingredients: 'Pastöriserad mjölk, yoghurtkultur', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19508', 'composite', { name: 'Drickyoghurt jordgubb', ingredients: 'Yoghurt (mjölk) 88 %, socker 6 %, jordgubbar 4 %, modifierad majsstärkelse, arom, koncentrerad rödbetsjuice', category: 'Yoghurt', size: 1, size_unit: 'l' }),
  p('19530', 'composite', { name: 'Färskost vitlök och örter', ingredients: 'Färskost (pastöriserad mjölk, grädde (mjölk)) 93 %, salt, vitlök 1,5 %, persilja, gräslök, svartpeppar, stabiliseringsmedel (johannesbrödkärnmjöl)', category: 'Ost', size: 200, size_unit: 'g' }),

  // Fats
  p('16400', 'plain', { name: 'Osaltat smör', ingredients: 'Pastöriserad grädde', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16741', 'composite', { name: 'Växtbaserat bordsmargarin 60 %', ingredients: 'Vegetabiliska oljor och fetter 60 % (raps, palm, solros), vatten, emulgeringsmedel (lecitin, mono- och diglycerider av fettsyror), surhetsreglerande medel (citronsyra), arom, vitaminer (A, D), färgämne (karotener)', category: 'Matfett', size: 600, size_unit: 'g' }),

  // Cereal products
  p('32133', 'composite', { name: 'Honungsrostade majsbollar', ingredients: 'Majsmjöl 70 %, socker, honung 6 %, glukossirap, salt, karamelliserat socker, vitaminer (niacin, B6, B2, B1, folsyra, D), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('9105', 'composite', { name: 'Färdigkokt långkornigt ris', ingredients: 'Kokt parboiled ris 99 %, solrosolja', category: 'Ris', size: 250, size_unit: 'g' }),
  p('7430', 'composite', { name: 'Krutonger vitlök', ingredients: 'Vetemjöl, rapsolja 20 %, salt, jäst, vitlökspulver 1 %, persilja', category: 'Bröd', size: 150, size_unit: 'g' }),
  p('23421', 'composite', { name: 'Smördeg', ingredients: 'Vetemjöl, margarin (palmolja, rapsolja, vatten, salt, emulgeringsmedel (mono- och diglycerider av fettsyror)), vatten, salt', category: 'Fryst deg', size: 500, size_unit: 'g' }),
  p('24630', 'composite', { name: 'Madeleinekakor', ingredients: 'Vetemjöl, ägg 25 %, socker, smör (mjölk) 20 %, glukos-fruktossirap, rapsolja, bakpulver (E450, E500), salt, naturlig arom', country_of_origin: 'Frankrike', category: 'Kakor', size: 250, size_unit: 'g' }),
  p('7259', 'composite', { name: 'Hamburgerbröd', ingredients: 'Vetemjöl, vatten, socker, rapsolja, jäst, sesamfrö 2 %, salt, emulgeringsmedel (E471), mjölbehandlingsmedel (askorbinsyra)', category: 'Bröd', size: 300, size_unit: 'g' }),
  p('7733', 'composite', { name: 'Pain au chocolat', ingredients: 'Vetemjöl, smör (mjölk) 20 %, vatten, mörk choklad 11 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), socker, ägg, jäst, salt, mjölkpulver', country_of_origin: 'Frankrike', category: 'Bröd', size: 360, size_unit: 'g' }),
  p('32017', 'composite', { name: 'Fyllda flingor choklad och hasselnöt', ingredients: 'Vetemjöl, socker, rapsolja, hasselnötter 7 %, fettreducerat kakaopulver 5 %, majsmjöl, vassleprotein (mjölk), emulgeringsmedel (solroslecitin), salt', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('9815', 'composite', { name: 'Färsk tagliatelle', ingredients: 'Durumvetemjöl, ägg 25 %, vetemjöl', country_of_origin: 'Italien', category: 'Färsk pasta', size: 250, size_unit: 'g' }),
  p('9532', 'plain', { name: 'Rågmjöl', ingredients: 'Rågmjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9690', 'plain', { name: 'Bulgur', ingredients: 'Bulgur av durumvete', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('7815_1', 'composite', { name: 'Tortillabröd', ingredients: 'Vetemjöl, vatten, rapsolja, surhetsreglerande medel (citronsyra), jäsmedel (natriumvätekarbonat, difosfater), salt, socker, emulgeringsmedel (mono- och diglycerider av fettsyror)', category: 'Bröd', size: 320, size_unit: 'g' }),
  p('24009', 'composite', { name: 'Karamelliserade kex', ingredients: 'Vetemjöl, socker, vegetabiliska oljor (palm, raps), kandisocker, jäsmedel (natriumvätekarbonat), sojamjöl, salt, kanel', country_of_origin: 'Belgien', category: 'Kex', size: 250, size_unit: 'g' }),
  p('32140', 'plain', { name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige', category: 'Gryn och flingor', size: 1.5, size_unit: 'kg' }),
  p('7100', 'composite', { name: 'Lantbröd', ingredients: 'Vetemjöl, vatten, rågsurdeg 10 % (rågmjöl, vatten), salt, jäst', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('38405', 'composite', { name: 'Staplade chips original', ingredients: 'Torkad potatis 42 %, solrosolja, majsmjöl, vetestärkelse, rismjöl, maltodextrin, emulgeringsmedel (E471), salt', category: 'Snacks', size: 165, size_unit: 'g' }),

  // Sweet products
  p('31016', 'plain', { name: 'Strösocker', ingredients: 'Socker', country_of_origin: 'Sverige', category: 'Socker', size: 1, size_unit: 'kg' }),
  p('31005', 'composite', { name: 'Mörk choklad 56 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vanilj. Kakao: minst 56 %', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31000', 'composite', { name: 'Kexchoklad', ingredients: 'Socker, vetemjöl, vegetabiliska fetter (palm, shea), kakaosmör, mjölkpulver, kakaomassa, vasslepulver (mjölk), kakaopulver, emulgeringsmedel (sojalecitin), salt, jäsmedel (natriumvätekarbonat), arom. Mjölkchoklad 50 %', country_of_origin: 'Sverige', category: 'Choklad', size: 60, size_unit: 'g' }),

  // Meat, egg and fish
  p('6510', 'plain', { name: 'Kalvkotlett', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 400, size_unit: 'g' }),
  p('28925', 'plain', { name: 'Kokt skinka', ingredients: 'Skinka av griskött 92 %, vatten, salt, stabiliseringsmedel (E451), antioxidationsmedel (E316), konserveringsmedel (E250)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('30134', 'composite', { name: 'Wienerkorv', ingredients: 'Fläskkött 60 %, nötkött 15 %, vatten, potatisstärkelse, salt, kryddor, druvsocker, stabiliseringsmedel (E450), antioxidationsmedel (E301), konserveringsmedel (E250), rökarom', country_of_origin: 'Tyskland', category: 'Korv', size: 400, size_unit: 'g' }),
  p('22001', 'plain', { name: 'Äggvita pastöriserad', ingredients: 'Pastöriserad äggvita', category: 'Ägg', size: 500, size_unit: 'g' }),
  p('26072', 'plain', { name: 'Havsabborrefilé', ingredients: 'Havsabborre (Dicentrarchus labrax)', country_of_origin: 'Grekland', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('28802', 'plain', { name: 'Serranoskinka', ingredients: 'Griskött, salt, konserveringsmedel (E252, E250)', country_of_origin: 'Spanien', category: 'Chark', size: 80, size_unit: 'g' }),
  p('6583', 'plain', { name: 'Kalvlägg', ingredients: 'Kalvkött', country_of_origin: 'Sverige', category: 'Kött', size: 800, size_unit: 'g' }),
  p('10048', 'plain', { name: 'Pilgrimsmusslor', ingredients: 'Pilgrimsmusslor (Placopecten magellanicus)', country_of_origin: 'Kanada', category: 'Fryst skaldjur', size: 250, size_unit: 'g' }),
  p('26002', 'composite', { name: 'Panerad rödspätta', ingredients: 'Rödspätta (Pleuronectes platessa) 60 %, vetemjöl, rapsolja, vatten, potatisstärkelse, salt, jäst, paprika, gurkmeja', category: 'Fryst fisk', size: 480, size_unit: 'g' }),
  p('6256', 'plain', { name: 'Nötfärs 20 %', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 800, size_unit: 'g' }),
  p('6103', 'plain', { name: 'Entrecôte', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 500, size_unit: 'g' }),
  p('28801', 'plain', { name: 'Schwarzwaldskinka', ingredients: 'Griskött, salt, antioxidationsmedel (E301), konserveringsmedel (E250), rök', country_of_origin: 'Tyskland', category: 'Chark', size: 100, size_unit: 'g' }),
  p('26030', 'composite', { name: 'Fiskpinnar', ingredients: 'Alaska pollock (Theragra chalcogramma) 65 %, vetemjöl, rapsolja, vatten, potatisstärkelse, salt, jäst, paprika, gurkmeja', category: 'Fryst fisk', size: 450, size_unit: 'g' }),
  p('30150', 'composite', { name: 'Merguez', ingredients: 'Nötkött 50 %, lammkött 30 %, vatten, kryddor (paprika, spiskummin, chili), salt, vitlök, druvsocker, antioxidationsmedel (E301), fårtarm', country_of_origin: 'Frankrike', category: 'Korv', size: 300, size_unit: 'g' }),
  p('26098', 'plain', { name: 'Klippfisk', ingredients: 'Torsk (Gadus morhua), salt', country_of_origin: 'Norge', category: 'Fisk', size: 500, size_unit: 'g' }),
  p('20912', 'plain', { name: 'Rökt tofu', ingredients: 'Sojabönor 52 %, vatten, koaguleringsmedel (magnesiumklorid), rök', category: 'Vegetariskt', size: 200, size_unit: 'g' }),
  p('40106', 'plain', { name: 'Kalvlever', ingredients: 'Kalvlever', country_of_origin: 'Nederländerna', category: 'Kött', size: 400, size_unit: 'g' }),
  p('8214', 'composite', { name: 'Lantpaté', ingredients: 'Fläskkött 40 %, fläsklever 25 %, fläskspäck, vatten, lök, ägg, potatisstärkelse, salt, kryddor, druvsocker, konserveringsmedel (E250)', category: 'Pålägg', size: 200, size_unit: 'g' }),
];
