import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The thirteenth environmental peer set (issue 30): groceries written as a Swedish retailer sends
 * them (Swedish names, ingredient lists in label order with the shares labels give, origins as
 * labels state them and many without), each paired with the AGRIBALYSE 3.1.1 product that
 * describes the same food on the same basis as sold (`agb`), none of them in the twelve earlier
 * sets. Written while the classes after the twelfth set were being made, kept outside the
 * repository until they were done, committed before it was first scored, and measured once;
 * nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET13_PRODUCTS: readonly PeerProduct[] = [
  // Charcuterie, pâtés
  p('28802', 'plain', { name: 'Serranoskinka skivad', ingredients: 'Fläskkött, salt, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Spanien', category: 'Chark', size: 80, size_unit: 'g' }),
  p('28804', 'composite', { name: 'Rökt rå skinka lätt', ingredients: 'Fläskkött 96 %, salt, dextros, kryddor (peppar, koriander, enbär), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Tyskland', category: 'Chark', size: 100, size_unit: 'g' }),
  p('28902', 'composite', { name: 'Kokt skinka skivad', ingredients: 'Fläskkött 95 %, salt, dextros, arom, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28929', 'composite', { name: 'Kycklingskinka tärnad', ingredients: 'Kycklingbröst 80 %, vatten, salt, potatisstärkelse, dextros, stabiliseringsmedel (karragenan), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Chark', size: 150, size_unit: 'g' }),
  p('28976', 'composite', { name: 'Kalkonbröst skivat', ingredients: 'Kalkonbröstfilé 88 %, vatten, salt, dextros, potatisstärkelse, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Pålägg', size: 130, size_unit: 'g' }),
  p('30304', 'composite', { name: 'Rosette de Lyon', ingredients: 'Fläskkött (140 g fläskkött används till 100 g färdig produkt), fläskfett, salt, laktos (mjölk), dextros, kryddor, vitlök, startkultur, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Frankrike', category: 'Chark', size: 200, size_unit: 'g' }),
  p('30311', 'composite', { name: 'Salami med hasselnötter', ingredients: 'Fläskkött, fläskfett, hasselnötter 8 %, salt, laktos (mjölk), dextros, peppar, startkultur, konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Frankrike', category: 'Chark', size: 250, size_unit: 'g' }),
  p('30732', 'composite', { name: 'Servela med vitlök', ingredients: 'Fläskkött 70 %, vatten, fläskspäck, potatisstärkelse, salt, vitlök 1 %, kryddor, dextros, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Korv', size: 400, size_unit: 'g' }),
  p('30790', 'composite', { name: 'Mortadella skivad', ingredients: 'Fläskkött, fläskspäck, salt, socker, kryddor, arom, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('30700', 'composite', { name: 'Vitlökskorv', ingredients: 'Fläskkött 70 %, vatten, fläskspäck, salt, vitlök 2 %, potatisstärkelse, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Korv', size: 300, size_unit: 'g' }),
  p('30150', 'composite', { name: 'Merguez', ingredients: 'Nötkött 50 %, fårkött 25 %, nötfett, vatten, kryddor (paprika, spiskummin, chili), salt, vitlök, dextros, naturtarm (får)', category: 'Korv', size: 350, size_unit: 'g' }),
  p('8010', 'plain', { name: 'Rillettes de Tours', ingredients: 'Fläskkött 75 %, fläskfett, salt, peppar', country_of_origin: 'Frankrike', category: 'Delikatess', size: 220, size_unit: 'g' }),
  p('8214', 'composite', { name: 'Bretagnepastej', ingredients: 'Fläskkött 40 %, fläsklever 25 %, fläskspäck, fläsksvål, lök, ägg, vetemjöl, salt, peppar', country_of_origin: 'Frankrike', category: 'Pastej', size: 180, size_unit: 'g' }),
  p('8242', 'composite', { name: 'Kaninterrin', ingredients: 'Kaninkött 30 %, fläskkött, fläskspäck, fläsklever, ägg, lök, konjak, salt, kryddor', category: 'Pastej', size: 180, size_unit: 'g' }),
  p('8315', 'composite', { name: 'Ankmousse', ingredients: 'Fläskspäck, fläsklever, anklever 20 %, ankkött 10 %, vatten, mjölk, ägg, portvin, potatisstärkelse, salt, peppar', country_of_origin: 'Frankrike', category: 'Pastej', size: 180, size_unit: 'g' }),
  // Meat and poultry
  p('6204', 'plain', { name: 'Onglet av nöt', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 500, size_unit: 'g' }),
  p('6202', 'plain', { name: 'Nötbog i bit', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('6510', 'plain', { name: 'Kalvkotletter', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 500, size_unit: 'g' }),
  p('6583', 'plain', { name: 'Kalvlägg skivad (osso buco)', ingredients: 'Kalvkött', country_of_origin: 'Sverige', category: 'Kött', size: 800, size_unit: 'g' }),
  p('28102', 'plain', { name: 'Fläskschnitzel', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('36007', 'plain', { name: 'Hel kyckling', ingredients: 'Kyckling', country_of_origin: 'Sverige', category: 'Fågel', size: 1.2, size_unit: 'kg' }),
  p('36035', 'composite', { name: 'Grillade kycklingvingar', ingredients: 'Kycklingvingar 90 %, marinad (vatten, socker, tomatpuré, salt, paprika, vitlök, rapsolja, kryddor)', category: 'Färdigmat', size: 500, size_unit: 'g' }),
  p('6162', 'composite', { name: 'Rostbiff skivad', ingredients: 'Nötkött 97 %, salt, peppar', country_of_origin: 'Uruguay', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28451', 'composite', { name: 'Helstekt fläskkarré skivad', ingredients: 'Fläskkarré 95 %, salt, socker, kryddor, rapsolja', country_of_origin: 'Sverige', category: 'Pålägg', size: 150, size_unit: 'g' }),
  p('25224', 'composite', { name: 'Vegetariska soja- och vetebitar', ingredients: 'Vatten, sojaprotein 25 %, vetegluten 15 %, rapsolja, äggvitepulver, vetemjöl, lökpulver, salt, kryddor, förtjockningsmedel (metylcellulosa)', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  // Fish, shellfish, eggs
  p('26009', 'plain', { name: 'Hälleflundrafilé', ingredients: 'Atlantisk hälleflundra (Hippoglossus hippoglossus)', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26072', 'plain', { name: 'Havsabborre hel', ingredients: 'Havsabborre (Dicentrarchus labrax)', country_of_origin: 'Grekland', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26014', 'composite', { name: 'Stekt strömming', ingredients: 'Strömming 80 %, rågmjöl, rapsolja, salt, vitpeppar', country_of_origin: 'Sverige', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('26016', 'composite', { name: 'Panerad bergtunga', ingredients: 'Bergtunga (Microstomus kitt) 60 %, ströbröd (vetemjöl, vatten, jäst, salt), vetemjöl, rapsolja, vatten, salt, paprika', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('10011', 'plain', { name: 'Ostron', ingredients: 'Japanskt jätteostron (Crassostrea gigas)', country_of_origin: 'Frankrike', category: 'Skaldjur', size: 12, size_unit: 'st' }),
  p('22507', 'composite', { name: 'Omelett med bacon', ingredients: 'Ägg 75 %, bacon 12 % (fläskkött, salt, socker, konserveringsmedel (natriumnitrit)), mjölk, rapsolja, salt, gräslök', category: 'Färdigmat', size: 300, size_unit: 'g' }),
  // Dairy and cheese
  p('12013', 'plain', { name: 'Camembert lätt 5 %', ingredients: 'Pastöriserad delvis skummad komjölk, salt, mjölksyrakultur, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12036', 'plain', { name: 'Maroilles', ingredients: 'Komjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12527', 'plain', { name: 'Bresse Bleu', ingredients: 'Pastöriserad komjölk, grädde, salt, mögelkultur (Penicillium roqueforti), syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12738', 'plain', { name: 'Mimolette extra lagrad', ingredients: 'Komjölk, salt, syrningskultur, löpe, färgämne (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12755', 'plain', { name: 'Saint-Paulin', ingredients: 'Pastöriserad komjölk, salt, syrningskultur, löpe, färgämne i kanten (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12758', 'plain', { name: 'Tomme de Savoie', ingredients: 'Komjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12814', 'plain', { name: 'Mjuk getost', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12355', 'composite', { name: 'Färskostspecialitet med valnötter', ingredients: 'Färskost (mjölk) 60 %, ost, smör, valnötter 8 %, grädde, smältsalt (natriumpolyfosfat), salt', category: 'Ost', size: 125, size_unit: 'g' }),
  p('19659', 'composite', { name: 'Krämig kvarg jordgubb', ingredients: 'Färskost (mjölk, grädde) 80 %, jordgubbsberedning 20 % (jordgubbar 10 %, socker, vatten, förtjockningsmedel (pektin), arom)', country_of_origin: 'Sverige', category: 'Kvarg', size: 500, size_unit: 'g' }),
  p('19662', 'composite', { name: 'Minikvarg jordgubb för barn', ingredients: 'Färskost (skummjölk, grädde) 80 %, socker, jordgubbar 5 %, kalciumfosfat, förtjockningsmedel (pektin), arom, vitamin D', category: 'Kvarg', size: 300, size_unit: 'g' }),
  p('19582', 'composite', { name: 'Lätt fruktyoghurt hallon 0 %', ingredients: 'Fettfri yoghurt (skummjölk) 88 %, hallon 7 %, modifierad majsstärkelse, förtjockningsmedel (pektin), arom, sötningsmedel (aspartam, acesulfam K), vitamin D', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19673', 'composite', { name: 'Vaniljkräm lätt', ingredients: 'Lättmjölk 85 %, socker, modifierad stärkelse, grädde, förtjockningsmedel (karragenan), vanilj 0,1 %, färgämne (betakaroten)', category: 'Desserter', size: 500, size_unit: 'g' }),
  // Flour, bread, grains
  p('9410', 'plain', { name: 'Vetemjöl halvgrovt', ingredients: 'Halvgrovt vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('7025', 'composite', { name: 'Ekologisk lantbaguette', ingredients: 'Vetemjöl*, vatten, fullkornsvetemjöl* 15 %, surdeg* (vetemjöl*, vatten), salt, jäst. *Ekologisk ingrediens', category: 'Bröd', size: 350, size_unit: 'g' }),
  p('7330', 'composite', { name: 'Flerkornsskorpor', ingredients: 'Vetemjöl, fullkornsrågmjöl 12 %, frön 10 % (solrosfrön, linfrö, sesamfrö), havregryn 4 %, rapsolja, socker, jäst, salt, vetegluten', country_of_origin: 'Sverige', category: 'Skorpor', size: 500, size_unit: 'g' }),
  p('9341_2', 'composite', { name: 'Quinoa färdigkokt', ingredients: 'Kokt quinoa 98 % (quinoa, vatten), rapsolja', country_of_origin: 'Frankrike', category: 'Gryn', size: 250, size_unit: 'g' }),
  // Biscuits, cereals, cakes
  p('24080', 'composite', { name: 'Mördegskakor med chokladbitar', ingredients: 'Vetemjöl, smör 22 %, socker, chokladbitar 18 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), ägg, kakao 2 %, salt, bakpulver', category: 'Kakor', size: 150, size_unit: 'g' }),
  p('24072', 'composite', { name: 'Hallongrottor', ingredients: 'Vetemjöl, smör 25 %, socker, hallonsylt 15 % (socker, hallon, vatten, förtjockningsmedel (pektin)), potatisstärkelse, bakpulver, vanillin', country_of_origin: 'Sverige', category: 'Kakor', size: 250, size_unit: 'g' }),
  p('24037', 'composite', { name: 'Fikonrutor', ingredients: 'Fikonfyllning 60 % (fikon, glukos-fruktossirap, socker, syra (citronsyra)), vetemjöl, socker, palmolja, glukossirap, salt, bakpulver', category: 'Kex', size: 200, size_unit: 'g' }),
  p('24371', 'composite', { name: 'Crêpe dentelle med mjölkchoklad', ingredients: 'Mjölkchoklad 60 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), vanilj), vetemjöl, socker, smörolja, laktos, skummjölkspulver, kornmaltmjöl, salt', country_of_origin: 'Frankrike', category: 'Kex', size: 90, size_unit: 'g' }),
  p('24041', 'composite', { name: 'Frukostkex med flingor', ingredients: 'Vetemjöl 36 %, fullkornsspannmål 21 % (havregryn, fullkornsvetemjöl, fullkornsrågmjöl, fullkornskornmjöl, fullkornsdinkelmjöl), socker, rapsolja, bakpulver, skummjölkspulver, salt, vitaminer (niacin, vitamin E, pantotensyra, vitamin B6, tiamin, riboflavin), mineralämnen (järn, magnesium)', category: 'Kex', size: 300, size_unit: 'g' }),
  p('32001', 'composite', { name: 'Chokladflingor', ingredients: 'Ris 70 %, socker, kakaopulver 5 %, kornmaltextrakt, salt, arom, vitaminer (niacin, vitamin B6, riboflavin, tiamin, folsyra, vitamin D, vitamin B12), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32016', 'composite', { name: 'Fyllda kuddar choklad och nöt', ingredients: 'Spannmål 55 % (vetemjöl, rismjöl, havremjöl), socker, vegetabiliska oljor (raps, palm), hasselnötter 4 %, kakao 3 %, skummjölkspulver, emulgeringsmedel (solroslecitin), salt, vitaminer, järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32121', 'composite', { name: 'Sockerglaserade majsflingor', ingredients: 'Majs 75 %, socker, kornmaltextrakt, salt, vitaminer (niacin, vitamin B6, riboflavin, tiamin, folsyra, vitamin D, vitamin B12), järn', category: 'Flingor', size: 500, size_unit: 'g' }),
  p('23440', 'composite', { name: 'Färdig mördeg', ingredients: 'Vetemjöl 50 %, vegetabiliska fetter (palm, raps), socker 14 %, vatten, ägg, skummjölkspulver, salt, arom', category: 'Bakning', size: 230, size_unit: 'g' }),
  p('23033', 'composite', { name: 'Kokostoppar', ingredients: 'Socker, kokos 38 %, äggvita, glukossirap, potatisstärkelse', country_of_origin: 'Sverige', category: 'Kakor', size: 200, size_unit: 'g' }),
  p('23024', 'composite', { name: 'Macarons', ingredients: 'Fyllning 30 % (smör, socker, hallonsylt, vit choklad, grädde), socker, mandelmjöl 22 %, äggvita, färgämnen (rödbetsrött, spirulinaextrakt)', country_of_origin: 'Frankrike', category: 'Bakverk', size: 12, size_unit: 'st' }),
  p('23885', 'composite', { name: 'Munkar med chokladfyllning', ingredients: 'Vetemjöl, chokladfyllning 25 % (socker, palmolja, kakao 8 %, skummjölkspulver), vatten, rapsolja, socker, ägg, jäst, vetegluten, salt, emulgeringsmedel (mono- och diglycerider av fettsyror)', category: 'Bakverk', size: 4, size_unit: 'st' }),
  p('23830', 'composite', { name: 'Pannkakor med jordgubbsfyllning', ingredients: 'Jordgubbsfyllning 35 % (socker, jordgubbar 30 %, glukossirap, förtjockningsmedel (pektin)), vetemjöl, mjölk, ägg, rapsolja, socker, salt', category: 'Bakverk', size: 192, size_unit: 'g' }),
  p('24663', 'composite', { name: 'Päronmandeltarte', ingredients: 'Päron 30 %, mandelkräm (socker, smör, ägg, mandelmjöl 8 %), vetemjöl, smör, socker, ägg, salt, aprikosgelé', category: 'Tårtor', size: 500, size_unit: 'g' }),
  // Potatoes, vegetables, pulses, fruit, nuts
  p('20588', 'plain', { name: 'Linser kokta', ingredients: 'Kokta linser (linser, vatten)', country_of_origin: 'Kanada', category: 'Baljväxter', size: 250, size_unit: 'g' }),
  p('15020', 'plain', { name: 'Kastanjer kokta och skalade', ingredients: 'Kastanjer', country_of_origin: 'Kina', category: 'Frukt och grönt', size: 200, size_unit: 'g' }),
  p('13713', 'composite', { name: 'Aprikoshalvor i lätt sockerlag', ingredients: 'Aprikoser 60 %, vatten, socker, syra (citronsyra)', country_of_origin: 'Grekland', category: 'Konserver', size: 410, size_unit: 'g' }),
  p('4003', 'plain', { name: 'Kokt potatis skalad', ingredients: 'Potatis', country_of_origin: 'Sverige', category: 'Potatis', size: 1, size_unit: 'kg' }),
  p('20071', 'plain', { name: 'Haricots verts frysta', ingredients: 'Haricots verts', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20542', 'plain', { name: 'Bondbönor skalade frysta', ingredients: 'Bondbönor', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('20096', 'plain', { name: 'Pumpapuré', ingredients: 'Pumpa 100 %', country_of_origin: 'USA', category: 'Konserver', size: 425, size_unit: 'g' }),
  // Drinks
  p('76057', 'plain', { name: 'Volvic naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76069', 'plain', { name: 'Levissima naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Italien', category: 'Vatten', size: 75, size_unit: 'cl' }),
  p('76076', 'plain', { name: 'Spa Reine naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Belgien', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76055', 'plain', { name: 'Vichy Célestins mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Frankrike', category: 'Vatten', size: 1, size_unit: 'l' }),
  p('76016', 'plain', { name: 'Contrex naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18106', 'composite', { name: 'Chokladdryck färdig att dricka', ingredients: 'Mellanmjölk 90 %, socker, kakao 1,5 %, stabiliseringsmedel (karragenan), salt, vitaminer (vitamin D, tiamin, riboflavin, vitamin B6, vitamin C)', category: 'Mjölkdrycker', size: 1, size_unit: 'l' }),
  // Ready meals, sandwiches, pastries
  p('25038', 'composite', { name: 'Fiskgratäng med räkor fryst', ingredients: 'Alaska pollock 40 %, vatten, grädde, räkor 8 %, ost, vitt vin, vetemjöl, smör, ströbröd, salt, dill', category: 'Fryst färdigmat', size: 400, size_unit: 'g' }),
  p('25142', 'composite', { name: 'Sej i senapssås', ingredients: 'Sejfilé 50 %, vatten, grädde, senap 5 % (vatten, senapsfrö, ättika, salt), smör, vetemjöl, lök, salt', category: 'Fryst färdigmat', size: 350, size_unit: 'g' }),
  p('25511', 'composite', { name: 'Fyllda paprikor', ingredients: 'Paprika 45 %, nötfärs 20 %, ris, tomatsås (tomater, lök), vatten, ost, rapsolja, salt, kryddor', category: 'Färdigmat', size: 400, size_unit: 'g' }),
  p('25415_1', 'composite', { name: 'Dubbel cheeseburgare', ingredients: 'Hamburgerbröd 40 % (vetemjöl, vatten, socker, rapsolja, jäst, salt, sesamfrö), nötkött 30 %, cheddarost 10 %, ketchup, lök, saltgurka, senap', category: 'Färdigmat', size: 210, size_unit: 'g' }),
  p('25428', 'composite', { name: 'Kebab i pitabröd', ingredients: 'Pitabröd 40 % (vetemjöl, vatten, jäst, salt, rapsolja), kebabkött 30 % (nötkött, vatten, kryddor, salt), sallad, tomat, lök, vitlökssås (yoghurt, majonnäs, vitlök)', category: 'Smörgåsar', size: 250, size_unit: 'g' }),
  p('25475', 'composite', { name: 'Baguette med skinka, ägg och tomat', ingredients: 'Baguette 50 % (vetemjöl, vatten, salt, jäst), kokt skinka 15 %, ägg 12 %, tomat, sallad, smör 5 %', category: 'Smörgåsar', size: 220, size_unit: 'g' }),
  p('25485', 'composite', { name: 'Baguette skinka och emmentaler', ingredients: 'Baguette 60 % (vetemjöl, vatten, salt, jäst), kokt skinka 20 % (fläskkött, salt, dextros, konserveringsmedel (natriumnitrit)), emmentaler 13 %, smör', category: 'Smörgåsar', size: 200, size_unit: 'g' }),
  p('25531', 'composite', { name: 'Kalkonbaguette', ingredients: 'Baguette 55 % (vetemjöl, vatten, salt, jäst), kalkonbröst 15 %, tomat, sallad, majonnäs 8 % (rapsolja, äggula, vinäger, senap, salt)', category: 'Smörgåsar', size: 220, size_unit: 'g' }),
  p('25544', 'composite', { name: 'Sandwich kyckling och curry', ingredients: 'Formbröd 50 % (vetemjöl, vatten, rapsolja, socker, jäst, salt), kycklingfilé 18 %, majonnäs, sallad, ägg, currypulver', category: 'Smörgåsar', size: 180, size_unit: 'g' }),
  p('25508', 'composite', { name: 'Smördegsknyte skinka och ost', ingredients: 'Smördeg 55 % (vetemjöl, margarin (palm, raps), vatten, salt), bechamelsås (mjölk, vetemjöl, smör), skinka 15 %, emmentaler 10 %', category: 'Fryst färdigmat', size: 2, size_unit: 'st' }),
  p('25558', 'composite', { name: 'Börek med nötfärs', ingredients: 'Filodeg 40 % (vetemjöl, vatten, rapsolja, salt), nötfärs 30 %, lök, ägg, persilja, rapsolja, salt, kryddor', category: 'Fryst färdigmat', size: 300, size_unit: 'g' }),
  // Sweets
  p('31012', 'composite', { name: 'Mjölkchokladbitar med mjölkfyllning', ingredients: 'Mjölkchoklad 40 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), vanillin), socker, skummjölkspulver 22 %, palmolja, smörfett, emulgeringsmedel (sojalecitin), vanillin', category: 'Godis', size: 100, size_unit: 'g' }),
  p('31099', 'composite', { name: 'Mjölksnittar med sockerkaka och choklad', ingredients: 'Mjölkfyllning 55 % (skummjölk 25 %, grädde, socker, kondenserad mjölk, gelatin), sockerkaka 28 % (ägg, vetemjöl, socker, honung, bakpulver), mjölkchoklad 15 % (socker, kakaosmör, kakaomassa, mjölkpulver)', category: 'Kylda desserter', size: 4, size_unit: 'st' }),
  // Fats
  p('16744', 'composite', { name: 'Bordsmatfett smör och raps 60 %', ingredients: 'Grädde (mjölk) 45 %, rapsolja 25 %, vatten, salt 0,8 %, mjölksyrakultur, vitamin A och D', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16746', 'composite', { name: 'Lätt bordsmatfett smör och raps 39 %', ingredients: 'Vatten, smör (mjölk) 20 %, rapsolja 17 %, mjölkprotein, salt, emulgeringsmedel (mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), vitamin A och D', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16736', 'composite', { name: 'Lättmargarin 35 % osaltat med omega-3', ingredients: 'Vatten, vegetabiliska oljor och fetter 35 % (raps, linfrö 5 %, palm), modifierad stärkelse, emulgeringsmedel (mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), arom, vitamin A och D', category: 'Matfett', size: 400, size_unit: 'g' }),
  // Baby food
  p('13164', 'composite', { name: 'Vaniljpudding för barn från 6 mån', ingredients: 'Helmjölk 80 %, vatten, majsstärkelse, socker, vanilj 0,1 %', category: 'Barnmat', size: 400, size_unit: 'g' }),
  p('20250', 'composite', { name: 'Grönsaker med potatis och grädde från 8 mån', ingredients: 'Grönsaker 55 % (morötter, pumpa, broccoli), potatis 20 %, vatten, grädde 5 %, rapsolja', category: 'Barnmat', size: 190, size_unit: 'g' }),
  p('13163', 'composite', { name: 'Välling färdig att dricka från 6 mån', ingredients: 'Vatten, skummjölk 35 %, spannmål 8 % (hydrolyserat vetemjöl, havremjöl), vegetabiliska oljor (raps, solros), maltodextrin, mineralämnen, vitaminer', country_of_origin: 'Sverige', category: 'Barnmat', size: 250, size_unit: 'ml' }),
  // Culinary aids
  p('25525', 'composite', { name: 'Pizzasås', ingredients: 'Tomatpuré 55 %, krossade tomater 35 %, olivolja, salt, socker, oregano, basilika, vitlök', country_of_origin: 'Italien', category: 'Såser', size: 400, size_unit: 'g' }),
  p('11111', 'composite', { name: 'Skaldjurssås armoricaine', ingredients: 'Vatten, tomater, grädde, fiskfond (fisk, vatten, salt), konjak 2 %, vitt vin, lök, smör, vetemjöl, hummerfond 3 %, schalottenlök, salt, paprika', category: 'Såser', size: 300, size_unit: 'g' }),
  p('11098', 'composite', { name: 'Vaniljextrakt', ingredients: 'Vatten, rörsocker, vaniljextrakt 10 % (Madagaskar)', category: 'Bakning', size: 50, size_unit: 'ml' }),
  // Ice cream and frozen desserts
  p('39531', 'composite', { name: 'Glassbägare vanilj för barn', ingredients: 'Skummjölk, grädde 15 %, socker, glukossirap, skummjölkspulver, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljarom', category: 'Glass', size: 6, size_unit: 'st' }),
  p('39516', 'composite', { name: 'Glasstårta vanilj med chokladskikt', ingredients: 'Skummjölk, socker, kokosfett, chokladöverdrag 8 % (socker, kokosfett, kakaomassa, kakao), glukossirap, smörfett (mjölk), vasslepulver (mjölk), emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljarom', category: 'Glass', size: 650, size_unit: 'ml' }),
  p('23472', 'composite', { name: 'Profiteroles med vaniljglass och chokladsås', ingredients: 'Vaniljglass 45 % (mjölk, grädde, socker, glukossirap, vanilj), chokladsås 25 % (socker, vatten, kakao 10 %, glukossirap), petit-chou 30 % (ägg, vetemjöl, smör, vatten)', category: 'Frysta desserter', size: 420, size_unit: 'g' }),
];
