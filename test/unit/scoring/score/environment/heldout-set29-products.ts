import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-ninth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET29_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and ingredients
  p('11032', 'plain', { name: 'Basilika torkad', ingredients: 'Basilika', country_of_origin: 'Egypten', category: 'Kryddor', size: 8, size_unit: 'g' }),
  p('11160', 'composite', { name: 'Svampsås', ingredients: 'Vatten, grädde (mjölk) 20 %, champinjoner 12 %, vetemjöl, smör, lök, salt, majsstärkelse, jästextrakt, svartpeppar', category: 'Såser', size: 250, size_unit: 'ml' }),
  p('11210', 'composite', { name: 'Pesto rosso', ingredients: 'Soltorkade tomater 35 %, solrosolja, tomatpuré, cashewnötter, Grana Padano-ost (mjölk, salt, löpe, lysozym (ägg)), olivolja, socker, salt, vitlök, basilika, surhetsreglerande medel (mjölksyra)', country_of_origin: 'Italien', category: 'Pesto', size: 190, size_unit: 'g' }),
  p('31034', 'plain', { name: 'Lönnsirap', ingredients: 'Lönnsirap', country_of_origin: 'Kanada', category: 'Sirap', size: 250, size_unit: 'ml' }),
  p('11074', 'plain', { name: 'Ingefära', ingredients: 'Ingefära', country_of_origin: 'Peru', category: 'Grönsaker', size: 200, size_unit: 'g' }),
  // Baby food
  p('20246', 'composite', { name: 'Grönsakspuré morot, pumpa & potatis 4 mån', ingredients: 'Morötter 40 %, vatten, pumpa 20 %, potatis 15 %, rapsolja', category: 'Barnmat', size: 125, size_unit: 'g' }),
  p('13158', 'composite', { name: 'Fruktpuré äpple & päron 4 mån', ingredients: 'Äpple 60 %, päron 38 %, antioxidationsmedel (askorbinsyra)', category: 'Barnmat', size: 125, size_unit: 'g' }),
  // Drinks
  p('18003', 'plain', { name: 'Bryggkaffe mellanrost', ingredients: 'Rostat malet kaffe', category: 'Kaffe', size: 450, size_unit: 'g' }),
  p('18016', 'composite', { name: 'Sockerdricka light', ingredients: 'Kolsyrat vatten, socker 3 %, surhetsreglerande medel (citronsyra), aromer, sötningsmedel (acesulfam K, sukralos), konserveringsmedel (kaliumsorbat)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18033', 'composite', { name: 'Päronsoda mindre socker', ingredients: 'Kolsyrat vatten, socker, päronjuice från koncentrat 4 %, surhetsreglerande medel (citronsyra), arom, sötningsmedel (sukralos, acesulfam K), färgämne (karamell)', country_of_origin: 'Sverige', category: 'Läsk', size: 330, size_unit: 'ml' }),
  p('18065', 'composite', { name: 'Iste persika sockerfri', ingredients: 'Vatten, surhetsreglerande medel (citronsyra), svart te-extrakt 0,1 %, persikoarom, sötningsmedel (sukralos, acesulfam K)', category: 'Iste', size: 500, size_unit: 'ml' }),
  p('2016', 'plain', { name: 'Druvjuice röd', ingredients: 'Pressad druvjuice', country_of_origin: 'Spanien', category: 'Juice', size: 1, size_unit: 'l' }),
  p('2371', 'composite', { name: 'Persikonektar', ingredients: 'Vatten, persikopuré 45 %, socker, surhetsreglerande medel (citronsyra), antioxidationsmedel (askorbinsyra)', category: 'Juice', size: 1, size_unit: 'l' }),
  p('2500', 'composite', { name: 'Smoothie jordgubb & banan', ingredients: 'Äpplejuice 40 %, banan 25 %, jordgubbar 20 %, apelsinjuice 10 %, citronjuice', category: 'Smoothie', size: 250, size_unit: 'ml' }),
  p('76069', 'plain', { name: 'Levissima naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Italien', category: 'Vatten', size: 0.5, size_unit: 'l' }),
  p('18167', 'composite', { name: 'Chokladdryck pulver', ingredients: 'Socker 74 %, fettreducerat kakaopulver 20 %, emulgeringsmedel (sojalecitin), salt, vitaminer (C, D, B6, B12), mineralämnen (järn), arom (vanillin)', category: 'Choklad', size: 500, size_unit: 'g' }),
  // Starters and ready meals
  p('25405', 'composite', { name: 'Quiche Lorraine', ingredients: 'Vetemjöl, mjölk, ägg 15 %, bacon 12 % (fläskkött, salt, konserveringsmedel (natriumnitrit)), grädde, smör, ost 6 % (mjölk), vatten, salt, muskot, svartpeppar', category: 'Färdigmat', size: 400, size_unit: 'g' }),
  p('25081', 'composite', { name: 'Lasagne bolognese', ingredients: 'Tomatsås (tomater, lök, morötter, selleri, rapsolja), nötfärs 18 %, mjölk, pastaplattor (durumvetemjöl, ägg), ost (mjölk), vetemjöl, smör, salt, kryddor', country_of_origin: 'Sverige', category: 'Färdigmat', size: 400, size_unit: 'g' }),
  p('25570', 'composite', { name: 'Pizza bacon & lök', ingredients: 'Vetemjöl, vatten, tomatpuré, ost (mjölk) 16 %, bacon 10 % (fläskkött, salt, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), lök 6 %, rapsolja, jäst, salt, socker, oregano', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('25913', 'composite', { name: 'Morotssoppa', ingredients: 'Vatten, morötter 40 %, lök, grädde (mjölk), potatis, rapsolja, salt, ingefära, svartpeppar', country_of_origin: 'Sverige', category: 'Soppor', size: 500, size_unit: 'ml' }),
  p('25965', 'composite', { name: 'Ärtsoppa med fläsk', ingredients: 'Vatten, gula ärter 30 %, rimmat fläsk 6 % (fläskkött, salt), lök, salt, timjan, mejram', country_of_origin: 'Sverige', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('30181', 'composite', { name: 'Vegofärs soja', ingredients: 'Vatten, sojaprotein 22 %, rapsolja, förtjockningsmedel (metylcellulosa), arom, salt, lök, vetefiber, järn', category: 'Vegetariskt', size: 800, size_unit: 'g' }),
  p('25582', 'composite', { name: 'Vårrullar kyckling', ingredients: 'Vetemjöl, kål 22 %, kycklingkött 14 %, morötter, vatten, risnudlar (ris, vatten), lök, rapsolja, sojasås (vatten, sojabönor, vete, salt), socker, salt, vitlök, svartpeppar', country_of_origin: 'Vietnam', category: 'Fryst', size: 600, size_unit: 'g' }),
  p('20262', 'composite', { name: 'Grönsakspanna', ingredients: 'Broccoli 25 %, morötter 20 %, gröna bönor 20 %, röd paprika 15 %, lök 10 %, rapsolja, salt, örter', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('25575', 'composite', { name: 'Smörgås fullkorn tonfisk', ingredients: 'Fullkornsbröd (vetemjöl, fullkornsvetemjöl, vatten, jäst, salt) 50 %, tonfisk (Thunnus albacares) 18 %, majonnäs (rapsolja, ägg, vatten, vinäger, senap), sallad, tomat, gurka, salt, svartpeppar', category: 'Smörgåsar', size: 190, size_unit: 'g' }),
  p('25614', 'composite', { name: 'Rissallad', ingredients: 'Kokt ris 55 %, majs, röd paprika, ärter, rapsolja, vinäger, tonfisk 5 %, salt, socker, senap', category: 'Sallader', size: 250, size_unit: 'g' }),
  // Fruit, vegetables, pulses, nuts
  p('13001', 'plain', { name: 'Torkade aprikoser', ingredients: 'Aprikoser, konserveringsmedel (svaveldioxid)', country_of_origin: 'Turkiet', category: 'Torkad frukt', size: 250, size_unit: 'g' }),
  p('13028', 'plain', { name: 'Blåbär', ingredients: 'Blåbär', country_of_origin: 'Sverige', category: 'Bär', size: 250, size_unit: 'g' }),
  p('13043', 'plain', { name: 'Persika', ingredients: 'Persika', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13707', 'composite', { name: 'Fruktcocktail i lätt sockerlag', ingredients: 'Persikor, päron, ananas, druvor, körsbär, vatten, socker, surhetsreglerande medel (citronsyra)', category: 'Konserver', size: 410, size_unit: 'g' }),
  p('15026', 'plain', { name: 'Pekannötter', ingredients: 'Pekannötter', country_of_origin: 'USA', category: 'Nötter', size: 150, size_unit: 'g' }),
  p('15042', 'composite', { name: 'Mandlar rostade & saltade', ingredients: 'Mandlar 97 %, solrosolja, salt', country_of_origin: 'USA', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('15202', 'composite', { name: 'Jordnötssmör crunchy', ingredients: 'Rostade jordnötter 92 %, vegetabiliska oljor (palm, raps), socker, salt', category: 'Pålägg', size: 340, size_unit: 'g' }),
  p('15203', 'plain', { name: 'Tahini', ingredients: 'Sesamfrön', category: 'Pålägg', size: 300, size_unit: 'g' }),
  p('20020', 'plain', { name: 'Zucchini', ingredients: 'Zucchini', country_of_origin: 'Spanien', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20039', 'plain', { name: 'Purjolök', ingredients: 'Purjolök', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20068', 'plain', { name: 'Tomatpuré', ingredients: 'Tomatpuré', country_of_origin: 'Italien', category: 'Konserver', size: 200, size_unit: 'g' }),
  p('20091', 'plain', { name: 'Rödbetor', ingredients: 'Rödbetor', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20108', 'plain', { name: 'Majskolvar frysta', ingredients: 'Majs', category: 'Frysta grönsaker', size: 800, size_unit: 'g' }),
  p('20128', 'plain', { name: 'Butternutpumpa', ingredients: 'Butternutpumpa', country_of_origin: 'Portugal', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20256', 'composite', { name: 'Soltorkade tomater i olja', ingredients: 'Soltorkade tomater 65 %, solrosolja 30 %, vinäger, salt, vitlök, oregano', country_of_origin: 'Italien', category: 'Antipasti', size: 280, size_unit: 'g' }),
  p('20541', 'plain', { name: 'Bondbönor skalade frysta', ingredients: 'Bondbönor', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('4043', 'composite', { name: 'Rostad potatis tärnad fryst', ingredients: 'Potatis 95 %, solrosolja 5 %', category: 'Fryst potatis', size: 750, size_unit: 'g' }),
  p('4038', 'composite', { name: 'Lättchips havssalt', ingredients: 'Potatis, solrosolja 22 %, havssalt', category: 'Chips', size: 150, size_unit: 'g' }),
  // Ices
  p('39522', 'composite', { name: 'Mini strut vanilj & choklad', ingredients: 'Mjölk, grädde 14 %, socker, våffla 12 % (vetemjöl, socker, kokosolja, emulgeringsmedel (sojalecitin)), mörk chokladöverdrag 8 % (socker, kokosolja, kakaomassa, kakaopulver), glukossirap, skummjölkspulver, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljarom', category: 'Glass', size: 300, size_unit: 'g' }),
  p('39526', 'composite', { name: 'Isglass hallon', ingredients: 'Vatten, socker, glukossirap, hallonjuice från koncentrat 4 %, surhetsreglerande medel (citronsyra), stabiliseringsmedel (guarkärnmjöl), aromer, färgämne (rödbetsrött)', category: 'Glass', size: 500, size_unit: 'ml' }),
  p('39517', 'composite', { name: 'Frozen yoghurt naturell', ingredients: 'Yoghurt (mjölk) 55 %, socker, skummjölk, glukossirap, grädde, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), surhetsreglerande medel (citronsyra)', category: 'Glass', size: 500, size_unit: 'ml' }),
  // Dairy
  p('19430', 'plain', { name: 'Matlagningsgrädde 15 %', ingredients: 'Grädde (mjölk), stabiliseringsmedel (karragenan)', country_of_origin: 'Sverige', category: 'Grädde', size: 500, size_unit: 'ml' }),
  p('12003', 'plain', { name: 'Camembert', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12060', 'plain', { name: 'Salladsost i bitar', ingredients: 'Pastöriserad komjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Danmark', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12716', 'plain', { name: 'Provolone Dolce', ingredients: 'Mjölk, salt, löpe', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12803', 'plain', { name: 'Chèvre rulle', ingredients: 'Pastöriserad getmjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 180, size_unit: 'g' }),
  p('19530', 'composite', { name: 'Färskost vitlök & örter', ingredients: 'Pastöriserad mjölk, grädde, vitlök 2 %, salt, persilja 1 %, gräslök, svartpeppar, stabiliseringsmedel (johannesbrödkärnmjöl)', category: 'Färskost', size: 150, size_unit: 'g' }),
  p('19042', 'plain', { name: 'Mellanmjölk 1,5 %', ingredients: 'Mellanmjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1.5, size_unit: 'l' }),
  p('19508', 'composite', { name: 'Drickyoghurt jordgubb', ingredients: 'Yoghurt (mjölk), socker 7 %, jordgubbar 4 %, modifierad stärkelse, arom, färgämne (rödbetsrött)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1, size_unit: 'l' }),
  p('19546', 'plain', { name: 'Yoghurt naturell bifidus 3 %', ingredients: 'Pastöriserad mjölk, mjölksyrakulturer (bifidobakterier)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19589', 'composite', { name: 'Krämig yoghurt körsbär', ingredients: 'Yoghurt (mjölk), grädde 9 %, socker, körsbär 7 %, modifierad majsstärkelse, koncentrerad svartmorotsjuice, arom', category: 'Yoghurt', size: 150, size_unit: 'g' }),
  p('19805', 'plain', { name: 'Filmjölk 3 %', ingredients: 'Pastöriserad mjölk, mesofila mjölksyrakulturer', country_of_origin: 'Sverige', category: 'Fil', size: 1, size_unit: 'l' }),
  p('19685', 'composite', { name: 'Panna cotta med hallonsås', ingredients: 'Grädde (mjölk) 55 %, mjölk, socker, hallon 7 %, gelatin (nöt), glukossirap, förtjockningsmedel (pektin), vanilj', category: 'Desserter', size: 200, size_unit: 'g' }),
  p('39213', 'composite', { name: 'Crème brûlée', ingredients: 'Grädde (mjölk) 68 %, socker, äggula 10 %, mjölk, karamelliserat socker, vanilj', country_of_origin: 'Frankrike', category: 'Desserter', size: 200, size_unit: 'g' }),
  p('12705', 'plain', { name: 'Lättost 14 %', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, löpe, färgämne (annatto)', category: 'Ost', size: 700, size_unit: 'g' }),
  // Fats
  p('17400', 'plain', { name: 'Sesamolja', ingredients: 'Sesamolja', category: 'Olja', size: 250, size_unit: 'ml' }),
  p('16738', 'composite', { name: 'Bordsmargarin lätt 60 % saltat', ingredients: 'Vegetabiliska oljor och fetter (raps, shea, kokos) 60 %, vatten, kärnmjölk 3 %, salt 1 %, emulgeringsmedel (mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), vitaminer (A, D), arom', country_of_origin: 'Sverige', category: 'Matfett', size: 600, size_unit: 'g' }),
  // Cereal products
  p('24049', 'composite', { name: 'Smörkakor', ingredients: 'Vetemjöl, smör 26 %, socker, ägg, salt, bakpulver', category: 'Kakor', size: 150, size_unit: 'g' }),
  p('32013', 'composite', { name: 'Chokladflingor', ingredients: 'Majsmjöl 48 %, socker, vetemjöl, kakao 5 %, glukossirap, salt, arom', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32111', 'composite', { name: 'Crunchy müsli frukt & nötter', ingredients: 'Havregryn 52 %, socker, rapsolja, russin 6 %, hasselnötter 4 %, torkade äpplen 3 %, vetemjöl, honung, salt, vitaminer (niacin, E, B6, B1, B2, folsyra, B12), järn', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('23420', 'composite', { name: 'Smördeg kyld', ingredients: 'Vetemjöl, vegetabiliska fetter (palm, raps), vatten, salt, surhetsreglerande medel (citronsyra)', category: 'Deg', size: 275, size_unit: 'g' }),
  p('9311', 'plain', { name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige', category: 'Gryn', size: 1.5, size_unit: 'kg' }),
  p('9540', 'plain', { name: 'Bovetemjöl', ingredients: 'Bovetemjöl', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('23909', 'composite', { name: 'Fruktkaka', ingredients: 'Vetemjöl, socker, ägg, russin 12 %, rapsolja, kanderad frukt 10 % (apelsinskal, glukos-fruktossirap, socker, citronskal), smör, glukossirap, bakpulver, salt', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('23939', 'composite', { name: 'Muffins chokladfyllning', ingredients: 'Socker, ägg, vetemjöl, rapsolja, chokladfyllning 15 % (socker, rapsolja, kakaopulver, skummjölkspulver), chokladbitar 5 %, glukossirap, bakpulver, salt, arom', category: 'Kakor', size: 450, size_unit: 'g' }),
  p('23799', 'composite', { name: 'Pannkakor', ingredients: 'Mjölk 55 %, vetemjöl, ägg 12 %, rapsolja, socker, salt', country_of_origin: 'Sverige', category: 'Färdigmat', size: 480, size_unit: 'g' }),
  p('7420', 'composite', { name: 'Fullkornsskorpor', ingredients: 'Fullkornsvetemjöl 60 %, vetemjöl, jäst, rapsolja, socker, salt, kornmaltmjöl', country_of_origin: 'Sverige', category: 'Skorpor', size: 225, size_unit: 'g' }),
  p('7711', 'composite', { name: 'Mjölkbullar', ingredients: 'Vetemjöl, mjölk 20 %, socker, smör, ägg, jäst, salt', category: 'Bröd', size: 300, size_unit: 'g' }),
  p('7525', 'composite', { name: 'Grissini', ingredients: 'Vetemjöl, olivolja 8 %, jäst, salt, kornmaltmjöl', country_of_origin: 'Italien', category: 'Bröd', size: 125, size_unit: 'g' }),
  p('9681', 'plain', { name: 'Couscous', ingredients: 'Durumvetegryn', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('9821', 'composite', { name: 'Äggpasta tagliatelle', ingredients: 'Durumvetemjöl, ägg 20 %', country_of_origin: 'Italien', category: 'Pasta', size: 500, size_unit: 'g' }),
  p('9340_1', 'plain', { name: 'Quinoa vit', ingredients: 'Quinoa', country_of_origin: 'Peru', category: 'Gryn', size: 500, size_unit: 'g' }),
  p('24666', 'composite', { name: 'Napoleonbakelse', ingredients: 'Smördeg 35 % (vetemjöl, margarin (palm, raps), vatten, salt), vaniljkräm (mjölk, socker, äggula, majsstärkelse), vispgrädde 15 %, florsocker, hallonsylt, vatten', category: 'Bakelser', size: 220, size_unit: 'g' }),
  // Sweet products
  p('31012', 'composite', { name: 'Chokladbar mjölkchoklad kola', ingredients: 'Socker, glukossirap, mjölkchoklad 30 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin)), palmolja, skummjölkspulver, salt, arom', category: 'Godis', size: 50, size_unit: 'g' }),
  p('31060', 'composite', { name: 'Vingummi frukt', ingredients: 'Glukossirap, socker, gelatin (nöt), surhetsreglerande medel (citronsyra), fruktjuice från koncentrat 1 %, aromer, ytbehandlingsmedel (karnaubavax), färgämnen (spirulinakoncentrat, paprikaextrakt)', country_of_origin: 'Tyskland', category: 'Godis', size: 200, size_unit: 'g' }),
  p('31024', 'composite', { name: 'Jordgubbssylt', ingredients: 'Jordgubbar 45 %, socker, vatten, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', category: 'Sylt', size: 400, size_unit: 'g' }),
  // Meat, eggs, fish
  p('28801', 'plain', { name: 'Rökt rå skinka', ingredients: 'Griskött 96 %, salt, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Tyskland', category: 'Chark', size: 100, size_unit: 'g' }),
  p('30789', 'composite', { name: 'Mortadella', ingredients: 'Griskött 86 %, fläskfett, salt, pistagenötter 1 %, dextros, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Chark', size: 120, size_unit: 'g' }),
  p('28476', 'plain', { name: 'Fläskfärs 20 %', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('36002', 'plain', { name: 'Kycklinglår med skinn', ingredients: 'Kycklinglår', country_of_origin: 'Sverige', category: 'Fågel', size: 1, size_unit: 'kg' }),
  p('6111', 'plain', { name: 'Ryggbiff', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 400, size_unit: 'g' }),
  p('6256', 'plain', { name: 'Nötfärs 20 %', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 800, size_unit: 'g' }),
  p('6536', 'plain', { name: 'Kalvfärs 15 %', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 500, size_unit: 'g' }),
  p('10001', 'plain', { name: 'Bläckfisk tuber frysta', ingredients: 'Bläckfisk (Loligo spp.)', category: 'Fisk och skaldjur', size: 400, size_unit: 'g' }),
  p('10045', 'plain', { name: 'Pilgrimsmusslor frysta', ingredients: 'Pilgrimsmusslor (Placopecten magellanicus)', country_of_origin: 'Kanada', category: 'Fisk och skaldjur', size: 250, size_unit: 'g' }),
  p('26122', 'plain', { name: 'Koljafilé', ingredients: 'Kolja (Melanogrammus aeglefinus)', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26210', 'plain', { name: 'Kungsfiskfilé', ingredients: 'Kungsfisk (Sebastes norvegicus)', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26201', 'plain', { name: 'Piggvar odlad', ingredients: 'Piggvar (Scophthalmus maximus)', country_of_origin: 'Spanien', category: 'Fisk', size: 1, size_unit: 'kg' }),
  p('26037', 'plain', { name: 'Kallrökt lax skivad', ingredients: 'Lax (Salmo salar) 97 %, salt', country_of_origin: 'Norge', category: 'Fisk', size: 200, size_unit: 'g' }),
  p('26029', 'composite', { name: 'Fiskpinnar', ingredients: 'Alaska pollock (Theragra chalcogramma) 65 %, ströbröd (vetemjöl, vatten, jäst, salt), rapsolja, vetemjöl, potatisstärkelse, salt', category: 'Fryst fisk', size: 450, size_unit: 'g' }),
  p('20912', 'plain', { name: 'Rökt tofu', ingredients: 'Vatten, sojabönor 40 %, koaguleringsmedel (magnesiumklorid)', category: 'Vegetariskt', size: 250, size_unit: 'g' }),
  p('25224', 'composite', { name: 'Vegobitar soja & vete', ingredients: 'Vatten, vetegluten 22 %, sojaprotein 15 %, rapsolja, äggvita, lök, salt, kryddor, förtjockningsmedel (metylcellulosa)', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  p('25163', 'composite', { name: 'Köttbullar', ingredients: 'Nötkött 50 %, griskött 25 %, vatten, lök, ströbröd (vetemjöl, jäst, salt), potatisstärkelse, rapsolja, salt, kryddor', country_of_origin: 'Sverige', category: 'Chark', size: 500, size_unit: 'g' }),
  p('28976', 'composite', { name: 'Kalkonbröst rökt skivat', ingredients: 'Kalkonbröst 92 %, vatten, salt, dextros, potatisstärkelse, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Pålägg', size: 120, size_unit: 'g' }),
];
