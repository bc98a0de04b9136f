import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The thirty-fourth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET34_PRODUCTS: readonly PeerProduct[] = [
  // Meat, fish and eggs
  p('6252', 'plain', { name: 'Nötfärs 10 % fett', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g', packaging_type: 'Tråg', packaging_material: 'Plast' }),
  p('26036', 'plain', { name: 'Laxfilé', ingredients: 'Odlad atlantlax (Salmo salar)', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('30150', 'plain', { name: 'Merguez', ingredients: 'Lammkött 50 %, nötkött 30 %, vatten, salt, kryddor (paprika, spiskummin, chili, koriander), vitlök, druvsocker, antioxidationsmedel (askorbinsyra), fårtarm', category: 'Korv', size: 300, size_unit: 'g' }),
  p('28907', 'plain', { name: 'Kokt skinka saltreducerad', ingredients: 'Skinka av gris 96 %, salt, druvsocker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit). 25 % mindre salt än vanlig kokt skinka', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('26030', 'composite', { name: 'Panerade fiskfiléer förstekta', ingredients: 'Alaska pollock 65 %, vetemjöl, rapsolja, vatten, potatisstärkelse, salt, jäst, kryddor (paprika, gurkmeja)', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('10021', 'plain', { name: 'Jätteräkor råa skalade, frysta', ingredients: 'Räkor (Litopenaeus vannamei), salt', country_of_origin: 'Vietnam', category: 'Fryst fisk & skaldjur', size: 400, size_unit: 'g' }),
  p('26037', 'plain', { name: 'Kallrökt lax skivad', ingredients: 'Odlad atlantlax (Salmo salar) 97 %, salt, socker', country_of_origin: 'Norge', category: 'Fisk', size: 200, size_unit: 'g', packaging_type: 'Vakuumförpackning', packaging_material: 'Plast' }),
  p('26051', 'plain', { name: 'Makrill hel', ingredients: 'Makrill (Scomber scombrus)', country_of_origin: 'Norge', category: 'Fiskdisk', size: 1, size_unit: 'kg' }),
  p('10024', 'plain', { name: 'Havskräftor råa, frysta', ingredients: 'Havskräftor (Nephrops norvegicus)', country_of_origin: 'Sverige', category: 'Fryst fisk & skaldjur', size: 800, size_unit: 'g' }),
  p('36206', 'plain', { name: 'Ankbröstfilé', ingredients: 'Ankbröst av barbarieanka', country_of_origin: 'Frankrike', category: 'Fågel', size: 350, size_unit: 'g' }),
  p('28001', 'plain', { name: 'Fläskbog utan ben', ingredients: 'Griskött (bog)', country_of_origin: 'Sverige', category: 'Kött', size: 1.2, size_unit: 'kg' }),
  p('26011', 'plain', { name: 'Strömmingsfilé', ingredients: 'Strömming (Clupea harengus membras)', country_of_origin: 'Sverige', category: 'Fisk', size: 500, size_unit: 'g' }),
  p('28910', 'plain', { name: 'Kokt skinka', ingredients: 'Griskött 88 %, vatten, salt, druvsocker, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Pålägg', size: 150, size_unit: 'g' }),
  p('36020', 'plain', { name: 'Hel kyckling', ingredients: 'Kyckling', country_of_origin: 'Sverige', category: 'Fågel', size: 1.3, size_unit: 'kg' }),
  p('30300', 'plain', { name: 'Saucisson sec', ingredients: 'Griskött, salt, druvsocker, laktos, kryddor, vitlök, socker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat), startkultur. 145 g griskött har använts till 100 g färdig produkt', country_of_origin: 'Frankrike', category: 'Chark', size: 250, size_unit: 'g' }),
  p('26130', 'plain', { name: 'Långafilé, fryst', ingredients: 'Långa (Molva molva)', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('10036', 'plain', { name: 'Ostron', ingredients: 'Levande ostron (Ostrea edulis)', country_of_origin: 'Sverige', category: 'Fisk & skaldjur', size: 1, size_unit: 'kg' }),
  p('10049', 'plain', { name: 'Pilgrimsmusslor utan rom, frysta', ingredients: 'Pilgrimsmusslor (Argopecten purpuratus), vatten, stabiliseringsmedel (E451)', country_of_origin: 'Peru', category: 'Fryst fisk & skaldjur', size: 250, size_unit: 'g' }),

  // Fruit, vegetables, pulses and nuts
  p('15005', 'plain', { name: 'Valnötskärnor', ingredients: 'Valnötter', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('13150', 'plain', { name: 'Björnbär, frysta', ingredients: 'Björnbär', country_of_origin: 'Serbien', category: 'Frysta bär', size: 250, size_unit: 'g' }),
  p('20206', 'plain', { name: 'Brysselkål, fryst', ingredients: 'Brysselkål', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('13021', 'plain', { name: 'Kiwi', ingredients: 'Kiwi', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('15042', 'plain', { name: 'Mandlar rostade & saltade', ingredients: 'Mandlar 97 %, rapsolja, salt', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('20233', 'plain', { name: 'Majskorn, frysta', ingredients: 'Majs', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20138', 'plain', { name: 'Butternutpumpa', ingredients: 'Butternutpumpa', country_of_origin: 'Spanien', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('4044', 'plain', { name: 'Ugnspommes', ingredients: 'Potatis, solrosolja 4 %, dextros, stabiliseringsmedel (difosfater)', category: 'Fryst potatis', size: 750, size_unit: 'g' }),
  p('13100', 'plain', { name: 'Plommon', ingredients: 'Plommon', country_of_origin: 'Sverige', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13742', 'plain', { name: 'Honungsmelon', ingredients: 'Honungsmelon', country_of_origin: 'Brasilien', category: 'Frukt', size: 1.5, size_unit: 'kg' }),
  p('20525', 'plain', { name: 'Kidneybönor, torkade', ingredients: 'Röda kidneybönor', category: 'Bönor & linser', size: 500, size_unit: 'g' }),
  p('13043', 'plain', { name: 'Persika', ingredients: 'Persika', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13179', 'plain', { name: 'Grapefrukt', ingredients: 'Grapefrukt', country_of_origin: 'Sydafrika', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20272', 'composite', { name: 'Babyleaf salladsmix', ingredients: 'Spenat 35 %, mangold 25 %, ruccola 20 %, rödbetsblad 20 %', category: 'Sallad', size: 65, size_unit: 'g', packaging_type: 'Påse', packaging_material: 'Plast' }),
  p('13039', 'plain', { name: 'Äpple Ingrid Marie', ingredients: 'Äpple', country_of_origin: 'Sverige', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20116', 'plain', { name: 'Vitkål', ingredients: 'Vitkål', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('15034', 'plain', { name: 'Linfrö', ingredients: 'Linfrö', category: 'Fröer & kärnor', size: 250, size_unit: 'g' }),
  p('13066', 'plain', { name: 'Persimon', ingredients: 'Persimon', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),

  // Cereal products
  p('9870', 'plain', { name: 'Fullkornspasta penne', ingredients: 'Fullkornsdurumvetemjöl', category: 'Pasta', size: 500, size_unit: 'g' }),
  p('9436', 'plain', { name: 'Vetemjöl special', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Bakning', size: 2, size_unit: 'kg', packaging_type: 'Påse', packaging_material: 'Papper' }),
  p('9690', 'plain', { name: 'Bulgur', ingredients: 'Förkokt krossat durumvete', category: 'Pasta, ris & gryn', size: 1, size_unit: 'kg' }),
  p('7001', 'plain', { name: 'Baguette', ingredients: 'Vetemjöl, vatten, salt, jäst, mältat vetemjöl, mjölbehandlingsmedel (askorbinsyra)', category: 'Bröd', size: 250, size_unit: 'g' }),
  p('7425', 'composite', { name: 'Rostade brödskivor flerkorn', ingredients: 'Vetemjöl, fullkornsrågmjöl 10 %, socker, rapsolja, solroskärnor 4 %, havregryn 3 %, linfrö 3 %, jäst, salt, kornmaltextrakt', category: 'Knäckebröd & skorpor', size: 300, size_unit: 'g' }),
  p('24001', 'composite', { name: 'Mariekex', ingredients: 'Vetemjöl, socker, palmolja, glukossirap, bakpulver (E500, E503), salt, emulgeringsmedel (sojalecitin), arom', category: 'Kex', size: 400, size_unit: 'g' }),
  p('7111', 'plain', { name: 'Rostbröd fullkorn', ingredients: 'Fullkornsvetemjöl 54 %, vatten, vetemjöl, rapsolja, socker, jäst, vetegluten, salt, emulgeringsmedel (E471), mjölbehandlingsmedel (askorbinsyra)', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('32113', 'composite', { name: 'Müsli utan tillsatt socker', ingredients: 'Havregryn 55 %, rågflingor 15 %, russin 10 %, torkade äpplen 6 %, hasselnötter 5 %, solroskärnor 5 %, torkade aprikoser 4 %', category: 'Flingor & müsli', size: 750, size_unit: 'g' }),
  p('23424', 'composite', { name: 'Smördeg med smör, utkavlad', ingredients: 'Vetemjöl, smör 30 %, vatten, salt, vinäger', category: 'Kylda degar', size: 230, size_unit: 'g' }),
  p('32014', 'plain', { name: 'Cornflakes', ingredients: 'Majs 93 %, socker, salt, kornmaltextrakt', category: 'Flingor', size: 500, size_unit: 'g', packaging_type: 'Kartong' }),
  p('23881', 'composite', { name: 'Syltmunkar 4-pack', ingredients: 'Vetemjöl, hallonsylt 18 % (socker, hallon, glukos-fruktossirap, geleringsmedel (pektin), surhetsreglerande medel (citronsyra)), vatten, rapsolja, socker, ägg, jäst, vetegluten, salt, emulgeringsmedel (E471)', category: 'Kaffebröd', size: 280, size_unit: 'g' }),
  p('31106', 'composite', { name: 'Müslibar choklad', ingredients: 'Havregryn 35 %, glukossirap, mjölkchoklad 15 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), arom), rispuffar (rismjöl, socker, salt), socker, palmolja, honung, fuktighetsbevarande medel (sorbitol), salt, arom', category: 'Mellanmål', size: 150, size_unit: 'g' }),
  p('7745', 'composite', { name: 'Briochebröd skivat', ingredients: 'Vetemjöl, ägg 17 %, socker, smör 12 %, jäst, skummjölkspulver, vetegluten, salt, emulgeringsmedel (E471), arom', country_of_origin: 'Frankrike', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7430', 'composite', { name: 'Krutonger', ingredients: 'Vetemjöl, rapsolja 14 %, jäst, salt, socker', category: 'Sallad & tillbehör', size: 100, size_unit: 'g' }),
  p('24053', 'composite', { name: 'Digestive mjölkchoklad', ingredients: 'Vetemjöl, mjölkchoklad 30 % (socker, kakaosmör, kakaomassa, helmjölkspulver, vasslepulver, emulgeringsmedel (sojalecitin), arom), palmolja, fullkornsvetemjöl 14 %, socker, glukos-fruktossirap, bakpulver (natriumvätekarbonat, ammoniumvätekarbonat), salt', category: 'Kex', size: 300, size_unit: 'g' }),
  p('9108', 'plain', { name: 'Vildris', ingredients: 'Vildris (Zizania palustris)', country_of_origin: 'Kanada', category: 'Pasta, ris & gryn', size: 250, size_unit: 'g' }),

  // Milk and dairy products
  p('19801', 'plain', { name: 'Filmjölk mager 0,5 %', ingredients: 'Pastöriserad mager mjölk, mesofila mjölksyrabakterier', country_of_origin: 'Sverige', category: 'Mejeri', size: 1, size_unit: 'l', packaging_type: 'Förpackning', packaging_material: 'Kartong' }),
  p('19582', 'composite', { name: 'Lätt yoghurt jordgubb 0,1 %', ingredients: 'Pastöriserad skummjölk, jordgubbar 8 %, modifierad stärkelse, förtjockningsmedel (pektin), arom, koncentrerad rödbetsjuice, sötningsmedel (aspartam, acesulfam K), D-vitamin, yoghurtkultur', category: 'Mejeri', size: 1000, size_unit: 'g' }),
  p('19594', 'plain', { name: 'Yoghurt naturell 0,5 %', ingredients: 'Pastöriserad mager mjölk, yoghurtkultur', country_of_origin: 'Sverige', category: 'Mejeri', size: 1000, size_unit: 'g' }),
  p('12120', 'plain', { name: 'Parmigiano Reggiano', ingredients: 'Mjölk, salt, löpe', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12729', 'plain', { name: 'Edamerost', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, färgämne (annatto)', country_of_origin: 'Nederländerna', category: 'Ost', size: 450, size_unit: 'g' }),
  p('12060', 'plain', { name: 'Salladsost i lake', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, mikrobiellt löpe, stabiliseringsmedel (kalciumklorid)', country_of_origin: 'Danmark', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12760', 'plain', { name: 'Hushållsost lätt 13 %', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, konserveringsmedel (kaliumnitrat), färgämne (annatto)', country_of_origin: 'Sverige', category: 'Ost', size: 500, size_unit: 'g' }),
  p('19546', 'plain', { name: 'Mild yoghurt naturell 3 %', ingredients: 'Pastöriserad mjölk, yoghurtkultur, bifidobakterier, Lactobacillus acidophilus', category: 'Mejeri', size: 1000, size_unit: 'g' }),
  p('12315', 'plain', { name: 'Färskost naturell', ingredients: 'Pastöriserad mjölk och grädde, salt, förtjockningsmedel (johannesbrödkärnmjöl), syrningskultur', category: 'Ost', size: 200, size_unit: 'g', packaging_type: 'Bägare', packaging_material: 'Plast' }),
  p('39710', 'composite', { name: 'Vaniljkräm', ingredients: 'Mjölk, socker, grädde, modifierad stärkelse, äggula 4 %, förtjockningsmedel (karragenan), arom, vaniljstångsfrön, färgämne (betakaroten)', category: 'Mejeri', size: 500, size_unit: 'g' }),
  p('1029_2', 'composite', { name: 'Växtbaserad riven ost', ingredients: 'Vatten, kokosolja 23 %, modifierad stärkelse, stärkelse, salt, arom, olivextrakt, färgämne (betakaroten), vitamin B12', category: 'Vegetariskt', size: 200, size_unit: 'g' }),
  p('12738', 'plain', { name: 'Mimolette lagrad 12 månader', ingredients: 'Pastöriserad komjölk, salt, syrningskultur, löpe, färgämne (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12033', 'plain', { name: 'Brillat-Savarin', ingredients: 'Pastöriserad mjölk, grädde, salt, syrningskultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19559', 'plain', { name: 'Lätt vaniljyoghurt 0,1 %', ingredients: 'Pastöriserad skummjölk, modifierad stärkelse, arom, förtjockningsmedel (pektin), sötningsmedel (aspartam, acesulfam K), yoghurtkultur', category: 'Mejeri', size: 1000, size_unit: 'g' }),

  // Composite dishes
  p('25038', 'composite', { name: 'Fiskgratäng med räkor', ingredients: 'Sejfilé 45 %, vatten, grädde, räkor 6 %, vetemjöl, ost 4 % (mjölk, salt, syrningskultur, löpe), smör, modifierad stärkelse, fiskbuljong, salt, vitt vin, dill, vitpeppar', category: 'Fryst färdigmat', size: 400, size_unit: 'g' }),
  p('25101', 'composite', { name: 'Blomkålsgratäng', ingredients: 'Blomkål 55 %, mjölk, ost 10 % (mjölk, salt, syrningskultur, löpe), grädde, vetemjöl, smör, salt, muskot, vitpeppar', category: 'Färdigmat', size: 400, size_unit: 'g' }),
  p('25128', 'composite', { name: 'Fisk provençale', ingredients: 'Alaska pollock 50 %, krossade tomater 25 %, lök, paprika, olivolja, vitlök, tomatpuré, salt, örter (basilika, timjan, oregano), socker, svartpeppar', category: 'Fryst färdigmat', size: 400, size_unit: 'g' }),
  p('20194', 'composite', { name: 'Vita bönor i tomatsås', ingredients: 'Vita bönor 51 %, tomater 34 %, vatten, socker, modifierad majsstärkelse, salt, kryddextrakt, kryddor', category: 'Konserver', size: 415, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Metall' }),
  p('20262', 'composite', { name: 'Stekgrönsaker', ingredients: 'Broccoli 25 %, morötter 20 %, gröna bönor 18 %, lök 12 %, röd paprika 10 %, zucchini 10 %, rapsolja, salt, örter', category: 'Frysta grönsaker', size: 600, size_unit: 'g' }),
  p('25181', 'composite', { name: 'Färsk ravioli med ricotta & ost', ingredients: 'Pasta 60 % (durumvetemjöl, ägg 20 %, vatten), fyllning 40 % (ricotta 35 % (vassle, mjölk, grädde, salt), Grana Padano 15 % (mjölk, salt, löpe, konserveringsmedel (lysozym från ägg)), ströbröd (vetemjöl, jäst, salt), solrosolja, salt, muskot)', country_of_origin: 'Italien', category: 'Färsk pasta', size: 250, size_unit: 'g' }),
  p('25967', 'composite', { name: 'Gazpacho', ingredients: 'Tomat 75 %, gurka 7 %, paprika 7 %, vatten, extra jungfruolivolja 3 %, lök, vinäger, salt, vitlök', country_of_origin: 'Spanien', category: 'Soppor', size: 1, size_unit: 'l', packaging_type: 'Flaska', packaging_material: 'Plast' }),
  p('25485', 'composite', { name: 'Baguette skinka & ost', ingredients: 'Baguette 55 % (vetemjöl, vatten, salt, jäst), kokt skinka 20 % (griskött, salt, druvsocker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), emmentaler 15 % (mjölk, salt, syrningskultur, löpe), smör 8 %', category: 'Smörgåsar', size: 190, size_unit: 'g' }),
  p('26267', 'composite', { name: 'Paj chèvre & spenat', ingredients: 'Pajdeg 30 % (vetemjöl, smör, vatten, salt), spenat 22 %, mjölk, grädde, chèvre 15 % (getmjölk, salt, syrningskultur, löpe), ägg, vetemjöl, salt, muskot, svartpeppar', category: 'Färdigmat', size: 400, size_unit: 'g' }),
  p('25601', 'composite', { name: 'Tonfisksallad med grönsaker', ingredients: 'Grönsaker 52 % (majs, röda bönor, paprika, ärter, morötter), tonfisk 30 %, solrosolja, vinäger, salt, socker', category: 'Konserver', size: 160, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Metall' }),

  // Drinks
  p('18065', 'plain', { name: 'Iste persika zero', ingredients: 'Vatten, surhetsreglerande medel (citronsyra, natriumcitrat), svart te-extrakt 0,12 %, persikojuice från koncentrat 0,1 %, arom, sötningsmedel (sukralos, acesulfam K), antioxidationsmedel (askorbinsyra)', category: 'Drycker', size: 1.5, size_unit: 'l' }),
  p('2006', 'plain', { name: 'Morotsjuice', ingredients: 'Morotsjuice 99 %, citronjuice', category: 'Juice', size: 500, size_unit: 'ml', packaging_type: 'Flaska', packaging_material: 'Glas' }),
  p('5030', 'plain', { name: 'Alkoholfri lager 0,5 %', ingredients: 'Vatten, kornmalt, humle', country_of_origin: 'Sverige', category: 'Öl', size: 330, size_unit: 'ml', packaging_type: 'Burk', packaging_material: 'Aluminium' }),
  p('76057', 'plain', { name: 'Volvic naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l', packaging_type: 'Flaska', packaging_material: 'Plast' }),
  p('18014', 'plain', { name: 'Tonic water', ingredients: 'Kolsyrat vatten, socker, surhetsreglerande medel (citronsyra), arom, kinin, sötningsmedel (natriumsackarin)', category: 'Läsk', size: 1, size_unit: 'l' }),
  p('18011', 'plain', { name: 'Kokosvatten', ingredients: 'Kokosvatten', country_of_origin: 'Thailand', category: 'Drycker', size: 1, size_unit: 'l', packaging_type: 'Förpackning', packaging_material: 'Kartong' }),
  p('18340', 'plain', { name: 'Apelsinläsk zero', ingredients: 'Kolsyrat vatten, apelsinjuice från koncentrat 3 %, surhetsreglerande medel (citronsyra), arom, konserveringsmedel (kaliumsorbat), sötningsmedel (aspartam, acesulfam K), stabiliseringsmedel (guarkärnmjöl), färgämne (karotener)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18028', 'plain', { name: 'Kolsyrat mineralvatten citron', ingredients: 'Kolsyrat naturligt mineralvatten, naturlig citronarom', country_of_origin: 'Sverige', category: 'Vatten', size: 500, size_unit: 'ml' }),
  p('18060', 'plain', { name: 'Cola zero', ingredients: 'Kolsyrat vatten, färgämne (sockerkulör E150d), surhetsreglerande medel (fosforsyra, natriumcitrat), sötningsmedel (aspartam, acesulfam K), naturlig arom, koffein', category: 'Läsk', size: 1.5, size_unit: 'l' }),

  // Sweet products
  p('31004', 'composite', { name: 'Mjölkchoklad', ingredients: 'Socker, kakaosmör, helmjölkspulver 22 %, kakaomassa, vasslepulver, mjölkfett, emulgeringsmedel (sojalecitin), arom. Kakao minst 30 %', category: 'Choklad', size: 200, size_unit: 'g' }),
  p('31008', 'plain', { name: 'Svensk honung flytande', ingredients: 'Honung', country_of_origin: 'Sverige', category: 'Sylt & honung', size: 500, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Glas' }),
  p('31062', 'composite', { name: 'Hallonsylt', ingredients: 'Hallon, socker, vatten, geleringsmedel (pektin), surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat). Beredd med 45 g frukt per 100 g. Total sockerhalt 50 g per 100 g', category: 'Sylt & marmelad', size: 400, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Glas' }),
  p('31032', 'composite', { name: 'Hasselnötskräm med kakao', ingredients: 'Socker, palmolja, hasselnötter 13 %, skummjölkspulver 8,7 %, mager kakao 7,4 %, emulgeringsmedel (sojalecitin), vanillin', category: 'Frukostpålägg', size: 400, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Glas' }),
  p('31098', 'composite', { name: 'Toblerone mjölkchoklad', ingredients: 'Socker, helmjölkspulver, kakaosmör, kakaomassa, honung 3 %, mjölkfett, mandlar 1,6 %, emulgeringsmedel (sojalecitin), äggvita, arom. Kakao minst 28 %', country_of_origin: 'Schweiz', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31044', 'plain', { name: 'Vaniljsocker', ingredients: 'Socker, arom (vanillin)', category: 'Bakning', size: 100, size_unit: 'g' }),

  // Fats and oils
  p('16404', 'plain', { name: 'Svenskt smör osaltat 82 %', ingredients: 'Pastöriserad grädde', country_of_origin: 'Sverige', category: 'Smör & margarin', size: 500, size_unit: 'g' }),
  p('17180', 'plain', { name: 'Linfröolja kallpressad', ingredients: 'Kallpressad linfröolja', category: 'Olja & vinäger', size: 250, size_unit: 'ml', packaging_type: 'Flaska', packaging_material: 'Glas' }),
  p('16128', 'plain', { name: 'Frityrolja', ingredients: 'Rapsolja, solrosolja', category: 'Olja & vinäger', size: 1, size_unit: 'l' }),

  // Culinary aids and other ingredients
  p('11043', 'composite', { name: 'Tapenade svarta oliver', ingredients: 'Svarta oliver 70 %, olivolja, kapris 7 %, sardeller 3 % (fisk, salt), citronsaft, vitlök, örter, salt, svartpeppar', category: 'Tapas & antipasti', size: 130, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Glas' }),
  p('11060', 'composite', { name: 'Provensalska örter', ingredients: 'Timjan, rosmarin, mejram, oregano, kyndel', category: 'Kryddor', size: 15, size_unit: 'g' }),
  p('11016', 'plain', { name: 'Pepparrot', ingredients: 'Pepparrot', country_of_origin: 'Tyskland', category: 'Grönsaker', size: 250, size_unit: 'g' }),

  // Ice creams and sorbets
  p('39503', 'composite', { name: 'Glasspinne vanilj med chokladöverdrag 4-pack', ingredients: 'Skummjölk, socker, mjölkchoklad 27 % (socker, kakaosmör, helmjölkspulver, kakaomassa, mjölkfett, emulgeringsmedel (sojalecitin), arom), grädde 10 %, glukossirap, kokosfett, vasslepulver, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl, karragenan), vaniljextrakt', category: 'Glass', size: 440, size_unit: 'ml' }),
  p('39524', 'composite', { name: 'Sorbet hallon', ingredients: 'Vatten, hallonpuré 35 %, socker, glukossirap, dextros, citronsaft, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl)', category: 'Glass', size: 500, size_unit: 'ml' }),

  // Baby food
  p('42606', 'composite', { name: 'Grönsaker, potatis & nötkött från 12 månader', ingredients: 'Grönsaker 40 % (morötter, palsternacka, majs, tomater), vatten, potatis 20 %, nötkött 10 %, rapsolja, lök, majsstärkelse, timjan', category: 'Barnmat', size: 235, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Glas' }),
];
