import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The fourteenth environmental peer set (issue 30): groceries written as a Swedish retailer sends
 * them (Swedish names, ingredient lists in label order with the shares labels give, origins as
 * labels state them and many without), each paired with the AGRIBALYSE 3.1.1 product that
 * describes the same food on the same basis as sold (`agb`), none of them in the thirteen earlier
 * sets. Written while the classes after the thirteenth set were being made, kept outside the
 * repository until they were done, committed before it was first scored, and measured once;
 * nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET14_PRODUCTS: readonly PeerProduct[] = [
  // Charcuterie, pâtés
  p('28907', 'composite', { name: 'Kokt skinka saltreducerad', ingredients: 'Fläskkött 93 %, vatten, salt 1,3 %, dextros, arom, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28905', 'composite', { name: 'Benkokt skinka skivad', ingredients: 'Fläskkött 94 %, vatten, salt, socker, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('28911', 'composite', { name: 'Kokt bogskinka skivad', ingredients: 'Fläskbog 90 %, vatten, salt, dextros, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Danmark', category: 'Pålägg', size: 150, size_unit: 'g' }),
  p('30104', 'composite', { name: 'Saucisse de Morteau', ingredients: 'Fläskkött 85 %, fläskfett, salt, kryddor, dextros, vitlök, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), naturtarm (fläsk)', country_of_origin: 'Frankrike', category: 'Korv', size: 350, size_unit: 'g' }),
  p('30302', 'composite', { name: 'Saucisson sec ren fläsk', ingredients: 'Fläskkött (150 g fläskkött används till 100 g färdig produkt), salt, laktos (mjölk), dextros, svartpeppar, vitlök, startkultur, konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Frankrike', category: 'Chark', size: 250, size_unit: 'g' }),
  p('30154', 'composite', { name: 'Merguez nöt, lamm och fläsk', ingredients: 'Nötkött 40 %, fårkött 20 %, fläskkött 15 %, vatten, nötfett, kryddor (paprika, spiskummin, koriander, chili), salt, vitlök, dextros, naturtarm (får)', category: 'Korv', size: 400, size_unit: 'g' }),
  p('30791', 'composite', { name: 'Mortadella fläsk och nöt', ingredients: 'Fläskkött 55 %, nötkött 20 %, fläskspäck, vatten, salt, dextros, kryddor, vitlök, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('8015', 'plain', { name: 'Rillettes du Mans', ingredients: 'Fläskkött 80 %, fläskfett, salt, peppar', country_of_origin: 'Frankrike', category: 'Delikatess', size: 220, size_unit: 'g' }),
  p('8025', 'plain', { name: 'Gåsrillettes', ingredients: 'Gåskött 65 %, gåsfett, salt, peppar', country_of_origin: 'Frankrike', category: 'Delikatess', size: 180, size_unit: 'g' }),
  // Meat and poultry
  p('28472', 'plain', { name: 'Fläskbog benfri', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 1.2, size_unit: 'kg' }),
  p('36000', 'plain', { name: 'Sopphöna fryst', ingredients: 'Höna', country_of_origin: 'Sverige', category: 'Fågel', size: 1.4, size_unit: 'kg' }),
  p('6560', 'plain', { name: 'Kalvbog i bit', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 800, size_unit: 'g' }),
  p('6513', 'plain', { name: 'Kalvytterfilé', ingredients: 'Kalvkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('6141', 'composite', { name: 'Oxkind sous vide', ingredients: 'Oxkind 88 %, vatten, rödvin 3 %, lök, salt, timjan, lagerblad, svartpeppar', country_of_origin: 'Irland', category: 'Färdiglagat kött', size: 450, size_unit: 'g' }),
  p('6123', 'composite', { name: 'Short ribs sous vide', ingredients: 'Nötkött (short ribs) 92 %, vatten, salt, rörsocker, rökt paprika, vitlökspulver, svartpeppar', country_of_origin: 'Irland', category: 'Färdiglagat kött', size: 600, size_unit: 'g' }),
  p('6255', 'plain', { name: 'Stekt nötfärs 15 % fryst', ingredients: 'Nötkött 99 %, salt', category: 'Fryst kött', size: 800, size_unit: 'g' }),
  p('6105', 'composite', { name: 'Rostbiff av ytterfilé skivad', ingredients: 'Nötkött 97 %, salt, svartpeppar', country_of_origin: 'Tyskland', category: 'Pålägg', size: 110, size_unit: 'g' }),
  p('36006', 'composite', { name: 'Grillade kycklinglårfiléer', ingredients: 'Kycklinglårfilé 92 %, vatten, salt, dextros, kryddor (paprika, svartpeppar), rapsolja', country_of_origin: 'Thailand', category: 'Fryst fågel', size: 700, size_unit: 'g' }),
  p('28202', 'composite', { name: 'Helstekt fläskfilé skivad', ingredients: 'Fläskfilé 96 %, salt, socker, kryddor', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('21519', 'composite', { name: 'Lammstek sous vide', ingredients: 'Lammkött 94 %, vatten, salt, vitlök, rosmarin, svartpeppar', country_of_origin: 'Nya Zeeland', category: 'Färdiglagat kött', size: 700, size_unit: 'g' }),
  // Fish and shellfish
  p('26214', 'plain', { name: 'Hokifilé fryst', ingredients: 'Hoki (Macruronus novaezelandiae)', country_of_origin: 'Nya Zeeland', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('26146', 'plain', { name: 'Red snapper filé fryst', ingredients: 'Röd snapper (Lutjanus malabaricus)', country_of_origin: 'Indonesien', category: 'Fryst fisk', size: 500, size_unit: 'g' }),
  p('26080', 'plain', { name: 'Havsruda hel', ingredients: 'Guldsparid (Sparus aurata)', country_of_origin: 'Grekland', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26230', 'plain', { name: 'Ugnsbakad lax naturell', ingredients: 'Odlad atlantlax (Salmo salar) 98 %, salt', country_of_origin: 'Norge', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('10036', 'plain', { name: 'Platta ostron', ingredients: 'Europeiskt platt ostron (Ostrea edulis)', country_of_origin: 'Sverige', category: 'Skaldjur', size: 6, size_unit: 'st' }),
  // Dairy and cheese
  p('12723', 'plain', { name: 'Cantal entre-deux', ingredients: 'Komjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12752', 'plain', { name: 'Saint-Nectaire', ingredients: 'Komjölk, salt, löpe, syrningskultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12737', 'plain', { name: 'Mimolette halvlagrad', ingredients: 'Pastöriserad komjölk, salt, syrningskultur, löpe, färgämne (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12031', 'plain', { name: 'Neufchâtel', ingredients: 'Komjölk, salt, syrningskultur, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12037', 'plain', { name: 'Livarot', ingredients: 'Komjölk, salt, syrningskultur, kittbakterier, löpe, färgämne (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12526', 'plain', { name: 'Bleu de Gex', ingredients: 'Komjölk, salt, syrningskultur, mögelkultur (Penicillium roqueforti), löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12802', 'plain', { name: 'Chèvre naturell', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, löpe', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12813', 'plain', { name: 'Chèvrestock lätt', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, mögelkultur, löpe', category: 'Ost', size: 180, size_unit: 'g' }),
  p('12834', 'plain', { name: 'Crottin de Chavignol', ingredients: 'Getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 60, size_unit: 'g' }),
  p('12847', 'plain', { name: 'Rocamadour', ingredients: 'Opastöriserad getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 35, size_unit: 'g' }),
  p('12760', 'plain', { name: 'Mild lättost 13 %', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, konserveringsmedel (natriumnitrat)', category: 'Ost', size: 500, size_unit: 'g' }),
  p('12012', 'plain', { name: 'Vitmögelost lätt 11 %', ingredients: 'Pastöriserad komjölk, salt, mjölksyrakultur, mögelkultur, löpe', category: 'Ost', size: 200, size_unit: 'g' }),
  // Flour, grains, pastry
  p('9445', 'plain', { name: 'Rustikt vetemjöl halvsiktat', ingredients: 'Vetemjöl (halvsiktat)', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9322', 'plain', { name: 'Pärlkorn färdigkokt', ingredients: 'Kokt pärlkorn (pärlkorn, vatten), salt', country_of_origin: 'Sverige', category: 'Gryn', size: 250, size_unit: 'g' }),
  p('9110', 'composite', { name: 'Rött ris färdigkokt', ingredients: 'Kokt rött ris 97 % (rött ris, vatten), solrosolja, salt', country_of_origin: 'Italien', category: 'Ris', size: 250, size_unit: 'g' }),
  p('23412', 'composite', { name: 'Pajskal förgräddade', ingredients: 'Vetemjöl, vegetabiliska fetter (palm, raps), vatten, socker, salt, bakpulver', category: 'Bakning', size: 225, size_unit: 'g' }),
  p('23422', 'composite', { name: 'Vol-au-vent-skal', ingredients: 'Vetemjöl, margarin (palmfett, rapsolja, vatten, salt, emulgeringsmedel (mono- och diglycerider av fettsyror), surhetsreglerande medel (citronsyra)), vatten, salt', category: 'Bakning', size: 12, size_unit: 'st' }),
  p('23444', 'composite', { name: 'Kavlad mördeg med smör', ingredients: 'Vetemjöl, smör 27 %, socker, vatten, ägg, salt, skummjölkspulver', country_of_origin: 'Frankrike', category: 'Bakning', size: 230, size_unit: 'g' }),
  p('23448', 'composite', { name: 'Tartelettskal smör', ingredients: 'Vetemjöl, smör 30 %, socker, ägg, salt, vaniljarom', category: 'Bakning', size: 24, size_unit: 'st' }),
  p('9231', 'plain', { name: 'Popcorn osaltade luftpoppade', ingredients: 'Popcornsmajs', category: 'Snacks', size: 90, size_unit: 'g' }),
  // Bread, cakes, biscuits, breakfast cereals
  p('7738', 'composite', { name: 'Brioche med russin', ingredients: 'Vetemjöl, russin 15 %, ägg, smör 12 %, socker, mjölk, jäst, salt, emulgeringsmedel (mono- och diglycerider av fettsyror)', country_of_origin: 'Frankrike', category: 'Bröd', size: 400, size_unit: 'g' }),
  p('23456', 'composite', { name: 'Petit-chouer med grädde frysta', ingredients: 'Grädde 45 %, vatten, ägg, smör, vetemjöl, socker, salt, stabiliseringsmedel (karragenan), vaniljarom', category: 'Frysta desserter', size: 300, size_unit: 'g' }),
  p('23481', 'composite', { name: 'Äppelpaj normandisk', ingredients: 'Äpplen 35 %, vetemjöl, smör, ägg, grädde, socker, calvados 1 %, salt', country_of_origin: 'Frankrike', category: 'Tårtor', size: 500, size_unit: 'g' }),
  p('23495', 'composite', { name: 'Tarte med röda bär', ingredients: 'Röda bär 30 % (hallon, röda vinbär, blåbär, björnbär), vetemjöl, socker, smör, ägg, mjölk, majsstärkelse, salt, förtjockningsmedel (pektin)', category: 'Tårtor', size: 450, size_unit: 'g' }),
  p('23930', 'composite', { name: 'Mördegskaka med hallonfyllning', ingredients: 'Vetemjöl, hallonfyllning 30 % (socker, hallon 12 %, glukossirap, förtjockningsmedel (pektin), syra (citronsyra)), smör, socker, ägg, potatisstärkelse, bakpulver, salt', country_of_origin: 'Sverige', category: 'Kakor', size: 350, size_unit: 'g' }),
  p('24686', 'composite', { name: 'Jaffa Cakes apelsin', ingredients: 'Apelsinfyllning 38 % (glukos-fruktossirap, socker, apelsinjuice från koncentrat 3 %, förtjockningsmedel (pektin), syra (citronsyra), arom), mörk choklad 23 % (socker, kakaomassa, vegetabiliskt fett (palm), kakaosmör, emulgeringsmedel (sojalecitin)), glukos-fruktossirap, vetemjöl, socker, ägg, rapsolja, bakpulver', country_of_origin: 'Storbritannien', category: 'Kakor', size: 150, size_unit: 'g' }),
  p('24320', 'composite', { name: 'Rån med jordgubbsfyllning', ingredients: 'Jordgubbsfyllning 55 % (socker, palmfett, dextros, jordgubbspulver 3 %, arom, färgämne (rödbetsrött)), vetemjöl, majsstärkelse, rapsolja, salt, emulgeringsmedel (sojalecitin), bakpulver', category: 'Kex', size: 175, size_unit: 'g' }),
  p('24035', 'composite', { name: 'Frukostkex med mindre socker', ingredients: 'Fullkornsspannmål 50 % (fullkornsvetemjöl, havregryn 18 %, fullkornsrågmjöl), vetemjöl, rapsolja, socker 12 %, inulin, bakpulver, salt, mineralämnen (magnesium, järn), vitaminer (niacin, vitamin E, tiamin, vitamin B6)', category: 'Kex', size: 300, size_unit: 'g' }),
  p('24007', 'composite', { name: 'Chokladkex med 30 % mindre fett', ingredients: 'Vetemjöl 52 %, mjölkchoklad 22 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin)), socker, rapsolja, glukossirap, skummjölkspulver, bakpulver, salt', category: 'Kex', size: 200, size_unit: 'g' }),
  p('24679', 'composite', { name: 'Små tarteletter med hallon', ingredients: 'Vetemjöl, hallonfyllning 35 % (glukos-fruktossirap, socker, hallon 10 %, förtjockningsmedel (pektin), syra (citronsyra)), socker, palmolja, ägg, salt, bakpulver', category: 'Kex', size: 150, size_unit: 'g' }),
  p('32021', 'composite', { name: 'Ris- och veteflingor original', ingredients: 'Ris 66 %, fullkornsvete 16 %, socker, vetegluten, kornmaltextrakt, salt, vitaminer (niacin, pantotensyra, vitamin B6, riboflavin, tiamin, folsyra, vitamin D, vitamin B12), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32023', 'composite', { name: 'Ris- och veteflingor med röda bär', ingredients: 'Ris 60 %, fullkornsvete 15 %, socker, frystorkade bär 4 % (jordgubbar, hallon), vetegluten, kornmaltextrakt, salt, arom, vitaminer (niacin, pantotensyra, vitamin B6, riboflavin, tiamin, folsyra, vitamin D, vitamin B12), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32115', 'composite', { name: 'Chokladpuffar av vete', ingredients: 'Fullkornsvete 62 %, socker, glukossirap, kakaopulver 5 %, honung, salt, vitaminer (niacin, vitamin B6, riboflavin, tiamin, folsyra), järn', category: 'Flingor', size: 400, size_unit: 'g' }),
  p('32135', 'composite', { name: 'Flerkornsringar', ingredients: 'Fullkornsspannmål 70 % (havremjöl, kornmjöl, majsmjöl, rismjöl, vetemjöl), socker, majsstärkelse, rapsolja, salt, kalciumkarbonat, vitaminer (niacin, pantotensyra, vitamin B6, riboflavin, folsyra, vitamin D), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  // Potatoes, vegetables, pulses
  p('4029', 'plain', { name: 'Färskpotatis kokt skalad', ingredients: 'Potatis', country_of_origin: 'Sverige', category: 'Potatis', size: 500, size_unit: 'g' }),
  p('4017', 'composite', { name: 'Potatismos kylt', ingredients: 'Vatten, helmjölk 20 %, potatisflingor 16 %, smör 3 %, salt, muskotnöt', country_of_origin: 'Sverige', category: 'Potatis', size: 500, size_unit: 'g' }),
  p('20001', 'plain', { name: 'Vit sparris i glas', ingredients: 'Vit sparris, vatten, salt', country_of_origin: 'Peru', category: 'Konserver', size: 205, size_unit: 'g' }),
  p('20046', 'plain', { name: 'Svartrötter i glas', ingredients: 'Svartrötter, vatten, salt, syra (citronsyra)', country_of_origin: 'Tyskland', category: 'Konserver', size: 215, size_unit: 'g' }),
  p('20500', 'plain', { name: 'Bondbönor kokta (ful medames)', ingredients: 'Bondbönor, vatten, salt', country_of_origin: 'Egypten', category: 'Baljväxter', size: 400, size_unit: 'g' }),
  p('20513', 'plain', { name: 'Flageoletbönor kokta', ingredients: 'Flageoletbönor, vatten, salt', country_of_origin: 'Frankrike', category: 'Baljväxter', size: 265, size_unit: 'g' }),
  p('58103', 'plain', { name: 'Okra kokt i lake', ingredients: 'Okra, vatten, salt, syra (citronsyra)', country_of_origin: 'Turkiet', category: 'Konserver', size: 400, size_unit: 'g' }),
  p('20497', 'composite', { name: 'Grönsaker för couscous', ingredients: 'Morötter 25 %, zucchini 20 %, kikärtor 15 %, rovor, selleri, lök, paprika, vatten, tomatpuré, salt, kryddor', category: 'Konserver', size: 400, size_unit: 'g' }),
  // Drinks
  p('76065', 'plain', { name: 'Chaudfontaine naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Belgien', category: 'Vatten', size: 50, size_unit: 'cl' }),
  p('76049', 'plain', { name: 'Saint-Yorre mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.15, size_unit: 'l' }),
  p('76070', 'plain', { name: 'Luso naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Portugal', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18155', 'plain', { name: 'Grönt te osötat', ingredients: 'Vatten, grönt te, antioxidationsmedel (askorbinsyra)', country_of_origin: 'Japan', category: 'Te', size: 500, size_unit: 'ml' }),
  p('18156', 'plain', { name: 'Oolongte osötat', ingredients: 'Vatten, oolongte, antioxidationsmedel (askorbinsyra)', country_of_origin: 'Japan', category: 'Te', size: 500, size_unit: 'ml' }),
  p('18154', 'plain', { name: 'Kallbryggt svart te osötat', ingredients: 'Vatten, svart te 0,5 %, surhetsreglerande medel (citronsyra)', category: 'Te', size: 330, size_unit: 'ml' }),
  p('18058', 'composite', { name: 'Hallondryck färdig att dricka', ingredients: 'Vatten, socker, hallonjuice från koncentrat 4 %, syra (citronsyra), arom, konserveringsmedel (kaliumsorbat), färgämne (antocyaner)', category: 'Saft', size: 1, size_unit: 'l' }),
  // Ready meals, sandwiches, pastries
  p('25086', 'composite', { name: 'Fisk bordelaise', ingredients: 'Alaska pollock 65 %, bordelaisetäcke 35 % (ströbröd (vetemjöl, jäst, salt), smör, rapsolja, persilja, vatten, senap, salt, vitlök, citronjuice)', category: 'Fryst färdigmat', size: 400, size_unit: 'g' }),
  p('25145', 'composite', { name: 'Vit fisk i dragonsås', ingredients: 'Sejfilé 55 %, vatten, grädde, vitt vin, smör, vetemjöl, schalottenlök, salt, dragon 0,5 %, vitpeppar', category: 'Fryst färdigmat', size: 350, size_unit: 'g' }),
  p('25517', 'composite', { name: 'Baguette med skinka och smör', ingredients: 'Baguette 62 % (vetemjöl, vatten, salt, jäst), kokt skinka 28 % (fläskkött, salt, dextros, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), smör 10 %', category: 'Smörgåsar', size: 180, size_unit: 'g' }),
  p('25519', 'composite', { name: 'Baguette med leverpastej och saltgurka', ingredients: 'Baguette 60 % (vetemjöl, vatten, salt, jäst), leverpastej 28 % (fläsklever, fläskspäck, vatten, mjölk, vetemjöl, lök, salt, kryddor), saltgurka 10 % (gurka, vatten, ättika, socker, salt, dill), smör', category: 'Smörgåsar', size: 190, size_unit: 'g' }),
  p('25520', 'composite', { name: 'Baguette med salami och smör', ingredients: 'Baguette 65 % (vetemjöl, vatten, salt, jäst), salami 25 % (fläskkött, salt, dextros, kryddor, vitlök, konserveringsmedel (natriumnitrit)), smör 10 %', category: 'Smörgåsar', size: 170, size_unit: 'g' }),
  p('25533', 'composite', { name: 'Baguette med fläskstek, sallad, tomat och majonnäs', ingredients: 'Baguette 55 % (vetemjöl, vatten, salt, jäst), fläskstek 20 %, tomat, sallad, majonnäs 8 % (rapsolja, äggula, vinäger, senap, salt)', category: 'Smörgåsar', size: 220, size_unit: 'g' }),
  p('25513', 'composite', { name: 'Pan bagnat med tonfisk', ingredients: 'Runt bröd 55 % (vetemjöl, vatten, olivolja, salt, jäst), tonfisk 12 %, tomat, sallad, ägg, svarta oliver 4 %, paprika, ansjovis 2 %, olivolja, vinäger', category: 'Smörgåsar', size: 250, size_unit: 'g' }),
  p('25410', 'composite', { name: 'Fyllda pannkakor skinka och ost', ingredients: 'Pannkaka 45 % (mjölk, vetemjöl, ägg, rapsolja, salt), bechamelsås 28 % (mjölk, vetemjöl, smör, salt, muskotnöt), kokt skinka 15 %, ost 10 %', category: 'Fryst färdigmat', size: 2, size_unit: 'st' }),
  p('25552', 'composite', { name: 'Crêpes med skinka, champinjoner och ost', ingredients: 'Crêpe 40 % (mjölk, vetemjöl, ägg, smör, salt), bechamelsås (mjölk, vetemjöl, smör), kokt skinka 15 %, champinjoner 12 %, emmentaler 10 %, salt, peppar', country_of_origin: 'Frankrike', category: 'Fryst färdigmat', size: 2, size_unit: 'st' }),
  p('25151', 'composite', { name: 'Lax- och räkknyte i smördeg', ingredients: 'Smördeg 45 % (vetemjöl, margarin (palm, raps), vatten, salt), lax 20 %, räkor 8 %, grädde, spenat, vatten, vetemjöl, ägg, salt, dill', category: 'Fryst färdigmat', size: 2, size_unit: 'st' }),
  p('25559', 'composite', { name: 'Samosa med potatis och ärter', ingredients: 'Filodeg 40 % (vetemjöl, vatten, rapsolja, salt), potatis 30 %, gröna ärter 10 %, lök, rapsolja, koriander, salt, kryddor (spiskummin, gurkmeja, chili)', category: 'Fryst färdigmat', size: 300, size_unit: 'g' }),
  p('25438', 'composite', { name: 'Samosa med kyckling', ingredients: 'Filodeg 40 % (vetemjöl, vatten, rapsolja, salt), kycklingkött 25 %, lök, morötter, gröna ärter, rapsolja, salt, kryddor (garam masala, ingefära, chili)', category: 'Fryst färdigmat', size: 300, size_unit: 'g' }),
  p('25523', 'composite', { name: 'Kanapéer blandade', ingredients: 'Bröd 50 % (vetemjöl, vatten, rapsolja, socker, jäst, salt), majonnäs (rapsolja, äggula, vinäger, senap), räkor 8 %, rökt lax 6 %, ägg, skinka 5 %, färskost, gurka, dill', category: 'Fryst färdigmat', size: 16, size_unit: 'st' }),
  // Sweets
  p('31092', 'composite', { name: 'Calissons d\'Aix', ingredients: 'Mandel 33 %, kanderad melon 30 % (melon, glukos-fruktossirap, socker), socker, glukossirap, kanderad apelsinskal, äggvita, oblat (potatisstärkelse, vatten, rapsolja)', country_of_origin: 'Frankrike', category: 'Konfektyr', size: 200, size_unit: 'g' }),
  // Fats
  p('17640', 'plain', { name: 'Omega-3 fiskolja citronsmak', ingredients: 'Fiskolja (sardin) 99 %, citronarom, antioxidationsmedel (tokoferolrikt extrakt)', category: 'Kosttillskott', size: 250, size_unit: 'ml' }),
  // Baby food
  p('13170', 'composite', { name: 'Fullkornsvälling färdig att dricka från 12 mån', ingredients: 'Vatten, skummjölk 32 %, fullkornsspannmål 9 % (hydrolyserat fullkornsvetemjöl, havremjöl), vegetabiliska oljor (raps, solros), maltodextrin, mineralämnen (kalcium, järn, zink), vitaminer (A, D, C, B1)', country_of_origin: 'Sverige', category: 'Barnmat', size: 250, size_unit: 'ml' }),
  p('13162', 'composite', { name: 'Fruktvälling banan och äpple från 6 mån', ingredients: 'Vatten, skummjölk 30 %, spannmål 7 % (hydrolyserat vetemjöl, havremjöl), bananpuré 5 %, äppelpuré 4 %, vegetabiliska oljor (raps, solros), maltodextrin, mineralämnen, vitaminer', category: 'Barnmat', size: 250, size_unit: 'ml' }),
  p('20249', 'composite', { name: 'Palsternacka och sötpotatis med grädde från 6 mån', ingredients: 'Palsternacka 35 %, sötpotatis 25 %, vatten, grädde 6 %, rismjöl 3 %, rapsolja', category: 'Barnmat', size: 125, size_unit: 'g' }),
  // Culinary aids
  p('20999', 'plain', { name: 'Atlantisk wakame torkad', ingredients: 'Atlantisk wakame (Alaria esculenta)', country_of_origin: 'Norge', category: 'Kryddor och smaksättare', size: 25, size_unit: 'g' }),
  p('20991', 'plain', { name: 'Kombu torkad', ingredients: 'Fingertång (Laminaria digitata)', country_of_origin: 'Frankrike', category: 'Kryddor och smaksättare', size: 50, size_unit: 'g' }),
  p('20992', 'plain', { name: 'Havsspaghetti torkad', ingredients: 'Remtång (Himanthalia elongata)', country_of_origin: 'Irland', category: 'Kryddor och smaksättare', size: 40, size_unit: 'g' }),
  p('51500', 'plain', { name: 'Molokhia torkad mald', ingredients: 'Torkade juteblad', country_of_origin: 'Egypten', category: 'Kryddor och smaksättare', size: 200, size_unit: 'g' }),
  // Ice cream and frozen desserts
  p('39534', 'composite', { name: 'Glassbägare päron Belle Hélène', ingredients: 'Vaniljglass 55 % (skummjölk, grädde, socker, glukossirap, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (guarkärnmjöl), vanilj), päron 25 %, chokladsås 15 % (socker, vatten, kakao 12 %, glukossirap), mandelflarn', category: 'Glass', size: 2, size_unit: 'st' }),
  p('39518', 'composite', { name: 'Glasstårta baked Alaska', ingredients: 'Vaniljglass 50 % (skummjölk, grädde, socker, glukossirap, vanilj), maräng 25 % (socker, äggvita), sockerkaka 25 % (ägg, socker, vetemjöl, potatisstärkelse), hallonsylt', category: 'Glass', size: 600, size_unit: 'g' }),
];
