import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The sixteenth environmental peer set (issue 30): groceries written as a Swedish retailer sends
 * them (Swedish names, ingredient lists in label order with the shares labels give, origins as
 * labels state them and many without), each paired with the AGRIBALYSE 3.1.1 product that
 * describes the same food on the same basis as sold (`agb`), none of them in the fifteen earlier
 * sets. Written while the classes after the fifteenth set were being made, kept outside the
 * repository until they were done, committed before it was first scored, and measured once;
 * nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET16_PRODUCTS: readonly PeerProduct[] = [
  // Charcuterie, pâtés
  p('28912', 'composite', { name: 'Kokt skinka premium med svål', ingredients: 'Fläskkött 94 %, vatten, salt, dextros, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Frankrike', category: 'Pålägg', size: 160, size_unit: 'g' }),
  p('8030', 'composite', { name: 'Rillettes på gås', ingredients: 'Gåskött 60 %, gåsfett, fläskfett, salt, peppar, kryddor', country_of_origin: 'Frankrike', category: 'Delikatess', size: 180, size_unit: 'g' }),
  p('8552', 'composite', { name: 'Andouillette de Troyes', ingredients: 'Fläskkrös och fläskmage 95 %, lök, salt, senap, vitt vin, peppar, kryddor, naturtarm (fläsk)', country_of_origin: 'Frankrike', category: 'Korv', size: 250, size_unit: 'g' }),
  p('8512', 'composite', { name: 'Andouille de Vire rökt', ingredients: 'Fläskkrös och fläskmage 97 %, salt, peppar, kryddor, naturtarm (nöt)', country_of_origin: 'Frankrike', category: 'Chark', size: 200, size_unit: 'g' }),
  p('30705', 'composite', { name: 'Frankfurterkorv', ingredients: 'Fläskkött 80 %, vatten, salt, kryddor, dextros, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), naturtarm (får)', category: 'Korv', size: 300, size_unit: 'g' }),
  p('30706', 'composite', { name: 'Wienerkorv rökt', ingredients: 'Fläskkött 78 %, vatten, salt, potatisstärkelse, kryddor, dextros, rökarom, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), naturtarm (får)', country_of_origin: 'Sverige', category: 'Korv', size: 360, size_unit: 'g' }),
  p('30177', 'composite', { name: 'Diots de Savoie råa', ingredients: 'Fläskkött 96 %, salt, vitt vin, peppar, muskotnöt, vitlök, naturtarm (fläsk)', country_of_origin: 'Frankrike', category: 'Korv', size: 350, size_unit: 'g' }),
  // Meat and poultry
  p('25541', 'composite', { name: 'Lammspett marinerade', ingredients: 'Lammkött 85 %, rapsolja, lök, vitlök, salt, kryddor (spiskummin, paprika, oregano), citronsaft', country_of_origin: 'Nya Zeeland', category: 'Grill', size: 400, size_unit: 'g' }),
  p('25505', 'composite', { name: 'Nötspett med paprika och lök', ingredients: 'Nötkött 75 %, paprika 10 %, lök 8 %, rapsolja, salt, svartpeppar, vitlök', country_of_origin: 'Sverige', category: 'Grill', size: 450, size_unit: 'g' }),
  p('25506', 'composite', { name: 'Grillspett blandat kött', ingredients: 'Fläskkött 40 %, kycklingfilé 30 %, nötkött 20 %, rapsolja, salt, paprikapulver, vitlök, svartpeppar', category: 'Grill', size: 500, size_unit: 'g' }),
  p('28471', 'plain', { name: 'Fläskkind utan svål', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('6590', 'plain', { name: 'Kalvhals', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 800, size_unit: 'g' }),
  p('34003', 'plain', { name: 'Vildkanin hel fryst', ingredients: 'Vildkanin', country_of_origin: 'Spanien', category: 'Vilt', size: 1, size_unit: 'kg' }),
  p('40058', 'plain', { name: 'Lammhjärta', ingredients: 'Lammhjärta', country_of_origin: 'Sverige', category: 'Kött', size: 400, size_unit: 'g' }),
  p('40062', 'plain', { name: 'Kalvhjärta', ingredients: 'Kalvhjärta', country_of_origin: 'Sverige', category: 'Kött', size: 700, size_unit: 'g' }),
  p('40205', 'plain', { name: 'Fläsktunga', ingredients: 'Fläsktunga', country_of_origin: 'Danmark', category: 'Kött', size: 600, size_unit: 'g' }),
  p('40407', 'plain', { name: 'Lammnjure', ingredients: 'Lammnjure', category: 'Kött', size: 300, size_unit: 'g' }),
  p('36200', 'composite', { name: 'Helstekt anka färdiglagad', ingredients: 'Anka 95 %, salt, socker, kryddor (stjärnanis, kanel, ingefära), sojasås (vatten, sojabönor, vete, salt)', country_of_origin: 'Frankrike', category: 'Färdiglagat kött', size: 1.8, size_unit: 'kg' }),
  p('36502', 'composite', { name: 'Ugnsstekt gås färdiglagad', ingredients: 'Gås 96 %, salt, svartpeppar, mejram', country_of_origin: 'Polen', category: 'Färdiglagat kött', size: 3, size_unit: 'kg' }),
  p('36306', 'composite', { name: 'Färdigstekta kalkonschnitzlar', ingredients: 'Kalkonbröst 96 %, rapsolja, salt, svartpeppar', country_of_origin: 'Tyskland', category: 'Färdiglagat kött', size: 300, size_unit: 'g' }),
  p('6241', 'composite', { name: 'Bräserad nötnacke sous vide', ingredients: 'Nötkött (nacke) 92 %, vatten, salt, lök, timjan, lagerblad, svartpeppar', country_of_origin: 'Sverige', category: 'Färdiglagat kött', size: 600, size_unit: 'g' }),
  p('6271', 'composite', { name: 'Långkokt nötbog sous vide', ingredients: 'Nötkött (bog) 93 %, vatten, salt, vitlök, rosmarin, svartpeppar', country_of_origin: 'Irland', category: 'Färdiglagat kött', size: 500, size_unit: 'g' }),
  p('6214', 'composite', { name: 'Ugnsstekt nötbog skivad', ingredients: 'Nötkött 97 %, salt, svartpeppar, vitlök', country_of_origin: 'Sverige', category: 'Pålägg', size: 110, size_unit: 'g' }),
  p('6257', 'composite', { name: 'Färdigstekt nötfärs 20 %', ingredients: 'Nötkött 97 %, salt, svartpeppar', country_of_origin: 'Sverige', category: 'Fryst kött', size: 500, size_unit: 'g' }),
  p('6531', 'composite', { name: 'Kalvstek skivad', ingredients: 'Kalvkött 97 %, salt, dextros, svartpeppar', country_of_origin: 'Sverige', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('6581', 'composite', { name: 'Bräserad kalvlägg sous vide', ingredients: 'Kalvlägg 93 %, vatten, salt, vitlök, citronskal, timjan, svartpeppar', country_of_origin: 'Nederländerna', category: 'Färdiglagat kött', size: 700, size_unit: 'g' }),
  p('6563', 'composite', { name: 'Långkokt kalvbog', ingredients: 'Kalvbog 94 %, vatten, salt, lök, persilja, svartpeppar', category: 'Färdiglagat kött', size: 500, size_unit: 'g' }),
  p('21508', 'composite', { name: 'Långkokt lammhals', ingredients: 'Lammhals 93 %, vatten, salt, vitlök, rosmarin, svartpeppar', country_of_origin: 'Irland', category: 'Färdiglagat kött', size: 500, size_unit: 'g' }),
  p('28105', 'composite', { name: 'Helstekt kotlettrad skivad', ingredients: 'Fläskkotlettrad 96 %, salt, socker, kryddor (timjan, svartpeppar, vitlök)', country_of_origin: 'Sverige', category: 'Pålägg', size: 130, size_unit: 'g' }),
  // Fish and shellfish
  p('26079', 'plain', { name: 'Sardeller hela frysta', ingredients: 'Sardell (Engraulis encrasicolus)', country_of_origin: 'Spanien', category: 'Fryst fisk', size: 500, size_unit: 'g' }),
  p('26101', 'plain', { name: 'Bonito hel', ingredients: 'Bonito (Sarda sarda)', country_of_origin: 'Spanien', category: 'Fisk', size: 1.2, size_unit: 'kg' }),
  p('26170', 'plain', { name: 'Braxen hel rensad', ingredients: 'Braxen (Abramis brama)', country_of_origin: 'Sverige', category: 'Fisk', size: 800, size_unit: 'g' }),
  p('26153', 'plain', { name: 'Hårstjärt bitar frysta', ingredients: 'Hårstjärt (Trichiurus lepturus)', country_of_origin: 'Kina', category: 'Fryst fisk', size: 1, size_unit: 'kg' }),
  p('26219', 'plain', { name: 'Rödknot hel', ingredients: 'Rödknot (Chelidonichthys lucerna)', country_of_origin: 'Danmark', category: 'Fisk', size: 600, size_unit: 'g' }),
  p('26133', 'plain', { name: 'Skäggtorsk hel', ingredients: 'Skäggtorsk (Trisopterus luscus)', country_of_origin: 'Sverige', category: 'Fisk', size: 500, size_unit: 'g' }),
  p('26235', 'plain', { name: 'Taggmakrill filé', ingredients: 'Taggmakrill (Trachurus trachurus)', country_of_origin: 'Nederländerna', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26038', 'composite', { name: 'Ångkokt laxfilé', ingredients: 'Odlad atlantlax (Salmo salar) 97 %, salt, dill, citron', country_of_origin: 'Norge', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('26077', 'plain', { name: 'Albacoretonfisk ångkokt loin', ingredients: 'Albacoretonfisk (Thunnus alalunga), salt', country_of_origin: 'Spanien', category: 'Fisk', size: 200, size_unit: 'g' }),
  p('10037', 'plain', { name: 'Bläckfiskringar kokta frysta', ingredients: 'Bläckfisk (Dosidicus gigas), salt', country_of_origin: 'Peru', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  // Dairy and cheese
  p('12050', 'plain', { name: 'Munster AOP', ingredients: 'Komjölk, salt, syrakultur, löpe, ytkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12030', 'plain', { name: 'Maroilles fermier', ingredients: 'Opastöriserad komjölk, salt, löpe, syrakultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12815', 'plain', { name: 'Crottin de chèvre lagrad', ingredients: 'Getmjölk, salt, syrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 60, size_unit: 'g' }),
  p('12831', 'plain', { name: 'Pélardon AOP', ingredients: 'Opastöriserad getmjölk, salt, syrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 60, size_unit: 'g' }),
  p('12839', 'plain', { name: 'Pouligny Saint-Pierre AOP', ingredients: 'Getmjölk, salt, syrakultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('19683', 'composite', { name: 'Vaniljpudding lätt', ingredients: 'Lättmjölk 90 %, socker 4 %, modifierad majsstärkelse, förtjockningsmedel (karragenan), vanilj 0,1 %, färgämne (karoten)', category: 'Dessert', size: 400, size_unit: 'g' }),
  // Bread, cakes, biscuits, breakfast cereals
  p('24002', 'composite', { name: 'Frukostkex med vitaminer', ingredients: 'Fullkornsvetemjöl 35 %, vetemjöl, socker, rapsolja, havregryn 8 %, fullkornsrågmjöl, vetekli, honung, bakpulver, salt, vitaminer (B1, B6, niacin, E), mineraler (kalcium, järn)', category: 'Kex', size: 300, size_unit: 'g' }),
  p('24003', 'composite', { name: 'Barnkex med vitaminer och mineraler', ingredients: 'Vetemjöl 70 %, socker, solrosolja, mjölkpulver, glukossirap, bakpulver, kalciumkarbonat, järnfumarat, vitaminer (B1, B6, D)', category: 'Kex', size: 180, size_unit: 'g' }),
  p('24004', 'composite', { name: 'Fruktkex saltreducerade', ingredients: 'Vetemjöl 50 %, russin 12 %, socker, palmolja, aprikoser 4 %, glukossirap, havremjöl, bakpulver, salt 0,2 %', category: 'Kex', size: 200, size_unit: 'g' }),
  p('24031', 'composite', { name: 'Mariekex 30 % mindre fett', ingredients: 'Vetemjöl 76 %, socker, solrosolja, glukossirap, vetestärkelse, bakpulver, salt, arom', category: 'Kex', size: 200, size_unit: 'g' }),
  p('24690', 'composite', { name: 'Smörkex minskad sockerhalt', ingredients: 'Vetemjöl 68 %, smör 14 %, socker 9 %, majsstärkelse, skummjölkspulver, bakpulver, salt', category: 'Kex', size: 150, size_unit: 'g' }),
  p('24240', 'composite', { name: 'Fikonrutor', ingredients: 'Fikonfyllning 55 % (fikon 70 %, glukossirap, socker), vetemjöl, socker, rapsolja, glukossirap, bakpulver, salt', category: 'Kex', size: 250, size_unit: 'g' }),
  p('7412', 'composite', { name: 'Fyllda flingkuddar choklad', ingredients: 'Vetemjöl 40 %, hasselnötskräm 30 % (socker, rapsolja, hasselnötter 8 %, kakao 5 %, mjölkpulver), rismjöl, socker, fullkornsvetemjöl, glukossirap, salt', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('7413', 'composite', { name: 'Fyllda flingkuddar jordgubb', ingredients: 'Vetemjöl 42 %, fruktfyllning 30 % (glukossirap, socker, jordgubbspuré 5 %, äppelpuré, pektin), rismjöl, socker, rapsolja, fullkornsvetemjöl, salt', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32028', 'composite', { name: 'Lätta flingor med mörk choklad', ingredients: 'Ris 48 %, fullkornsvete 20 %, mörk choklad 12 % (socker, kakaomassa, kakaosmör), socker, vetegluten, kakaopulver, salt, malt', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32029', 'composite', { name: 'Lätta flingor med röda bär', ingredients: 'Ris 55 %, fullkornsvete 18 %, socker, frystorkade jordgubbar 2 %, vetegluten, vetemjöl, salt, malt', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('38108', 'composite', { name: 'Potatisringar saltade', ingredients: 'Torkad potatis 55 %, sojamjöl 15 %, solrosolja, majsstärkelse, salt, dextros', category: 'Snacks', size: 100, size_unit: 'g' }),
  p('38408', 'composite', { name: 'Krispiga crêpes med ost', ingredients: 'Vetemjöl 45 %, ost 20 % (emmentaler, comté), smör, skummjölkspulver, socker, salt, ägg', country_of_origin: 'Frankrike', category: 'Snacks', size: 60, size_unit: 'g' }),
  p('23301', 'composite', { name: 'Gasellhorn med mandel', ingredients: 'Mandelmassa 55 % (mandel 60 %, socker, apelsinblomsvatten), vetemjöl, smör, socker, vatten, kanel', category: 'Bakverk', size: 200, size_unit: 'g' }),
  p('23499', 'composite', { name: 'Frukttårta med vaniljkräm', ingredients: 'Frukt 35 % (jordgubbar, kiwi, persika, blåbär), vaniljkräm 30 % (mjölk, socker, äggula, majsstärkelse, vanilj), mördeg (vetemjöl, smör, socker, ägg), gelé (socker, vatten, pektin)', category: 'Bakverk', size: 500, size_unit: 'g' }),
  p('23531', 'composite', { name: 'Hallon-charlotte fryst', ingredients: 'Hallonmousse 55 % (grädde, hallon 20 %, socker, gelatin), savoiardikex 25 % (vetemjöl, ägg, socker), hallon 12 %, socker', country_of_origin: 'Frankrike', category: 'Frysta bakverk', size: 600, size_unit: 'g' }),
  // Potatoes, vegetables, pulses
  p('20006', 'plain', { name: 'Broccolibuketter förkokta', ingredients: 'Broccoli', country_of_origin: 'Polen', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20017', 'plain', { name: 'Blomkålsbuketter förkokta', ingredients: 'Blomkål', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20040', 'plain', { name: 'Purjolök skivad förkokt', ingredients: 'Purjolök', country_of_origin: 'Belgien', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('20216', 'plain', { name: 'Sockerärter förkokta', ingredients: 'Sockerärter', country_of_origin: 'Kenya', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('20086', 'plain', { name: 'Grön paprika strimlad förkokt', ingredients: 'Grön paprika', country_of_origin: 'Spanien', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('20165', 'plain', { name: 'Kålrot tärnad förkokt', ingredients: 'Kålrot', country_of_origin: 'Sverige', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20133', 'plain', { name: 'Palsternacka tärnad förkokt', ingredients: 'Palsternacka', country_of_origin: 'Sverige', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20025', 'plain', { name: 'Rotselleri tärnad förkokt', ingredients: 'Rotselleri', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20136', 'plain', { name: 'Pumpa melonnette', ingredients: 'Pumpa', country_of_origin: 'Frankrike', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20264', 'plain', { name: 'Zucchinipuré från 4 mån', ingredients: 'Zucchini', category: 'Barnmat', size: 125, size_unit: 'g' }),
  p('20257', 'plain', { name: 'Gröna bönor puré från 4 mån', ingredients: 'Gröna bönor, vatten', category: 'Barnmat', size: 125, size_unit: 'g' }),
  p('4036', 'composite', { name: 'Pommes sarladaises i gåsfett', ingredients: 'Potatis 88 %, gåsfett 8 %, persilja, vitlök, salt, peppar', country_of_origin: 'Frankrike', category: 'Konserver', size: 600, size_unit: 'g' }),
  // Drinks
  p('76058', 'plain', { name: 'Mineralvatten lätt kolsyrat', ingredients: 'Naturligt mineralvatten, kolsyra', category: 'Vatten', size: 1, size_unit: 'l' }),
  p('76050', 'plain', { name: 'Naturligt mineralvatten Thonon', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76022', 'plain', { name: 'Hépar mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1, size_unit: 'l' }),
  p('76037', 'plain', { name: 'Rozana mineralvatten kolsyrat', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Frankrike', category: 'Vatten', size: 1, size_unit: 'l' }),
  p('76030', 'plain', { name: 'Orezza mineralvatten kolsyrat', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Frankrike', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('76014', 'plain', { name: 'Châteldon mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('76074', 'plain', { name: 'Acqua San Bernardo naturale', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Italien', category: 'Vatten', size: 500, size_unit: 'ml' }),
  p('76066', 'plain', { name: 'Christinen Brunnen still', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Tyskland', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('76072', 'plain', { name: 'Penacova naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Portugal', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76010', 'plain', { name: 'Källvatten still mycket låg mineralhalt', ingredients: 'Naturligt mineralvatten', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76002', 'plain', { name: 'Mineralvatten kolsyrat naturell', ingredients: 'Naturligt mineralvatten, kolsyra', category: 'Vatten', size: 500, size_unit: 'ml' }),
  p('76006', 'plain', { name: 'Mineralvatten med kolsyra medelhög mineralhalt', ingredients: 'Naturligt mineralvatten, kolsyra', category: 'Vatten', size: 330, size_unit: 'ml' }),
  p('76007', 'plain', { name: 'Mineralvatten kolsyrat hög mineralhalt', ingredients: 'Naturligt mineralvatten, naturlig kolsyra', category: 'Vatten', size: 1, size_unit: 'l' }),
  p('76062', 'plain', { name: 'Avra naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Grekland', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76028', 'plain', { name: 'Källvatten utan kolsyra', ingredients: 'Källvatten', category: 'Vatten', size: 33, size_unit: 'cl' }),
  // Ready meals, soups
  p('25587', 'composite', { name: 'Parmentier med anka fryst', ingredients: 'Potatismos 55 % (potatis, mjölk, smör, salt), ankkött 30 %, lök, ankfett, vatten, persilja, salt, peppar', country_of_origin: 'Frankrike', category: 'Fryst färdigmat', size: 300, size_unit: 'g' }),
  p('25126', 'composite', { name: 'Kycklingpaupiettes', ingredients: 'Kycklingfilé 60 %, fläskfärs 25 %, ströbröd (vetemjöl, vatten, salt, jäst), ägg, lök, persilja, salt, peppar, fläskspäck', category: 'Kött', size: 400, size_unit: 'g' }),
  p('25213', 'composite', { name: 'Kalvpaupiettes ugnsbakade', ingredients: 'Kalvkött 50 %, fläskfärs 30 %, lök, ströbröd (vetemjöl, vatten, salt, jäst), ägg, persilja, salt, peppar, fläskspäck', country_of_origin: 'Frankrike', category: 'Färdiglagat kött', size: 360, size_unit: 'g' }),
  p('25915', 'composite', { name: 'Chorba frik med lamm', ingredients: 'Vatten, tomater 15 %, lammkött 10 %, frikeh 6 % (grönskördat durumvete), lök, kikärtor, selleri, rapsolja, tomatpuré, koriander, salt, kryddor (paprika, spiskummin, kanel)', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('8602', 'composite', { name: 'Tripes à la mode de Caen', ingredients: 'Nötkrös 55 %, vatten, morötter, lök, cider, calvados, nötfötter, salt, kryddor, lagerblad, timjan', country_of_origin: 'Frankrike', category: 'Konserver', size: 400, size_unit: 'g' }),
  p('8612', 'composite', { name: 'Krös med tomat provensalsk', ingredients: 'Nötkrös 50 %, tomater 20 %, vatten, lök, vitt vin, olivolja, vitlök, salt, örter (timjan, rosmarin), peppar', country_of_origin: 'Frankrike', category: 'Konserver', size: 400, size_unit: 'g' }),
  // Fats
  p('16540', 'plain', { name: 'Kycklingfett', ingredients: 'Kycklingfett', category: 'Matfett', size: 320, size_unit: 'g' }),
  // Culinary aids
  p('20993', 'plain', { name: 'Ogonori torkad tång', ingredients: 'Torkad tång (Gracilaria)', country_of_origin: 'Japan', category: 'Asiatiskt', size: 20, size_unit: 'g' }),
];
