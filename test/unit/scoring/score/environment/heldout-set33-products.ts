import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The thirty-third environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET33_PRODUCTS: readonly PeerProduct[] = [
  // Meat, fish and eggs
  p('26237', 'plain', { name: 'Strömmingsfilé', ingredients: 'Strömming (Clupea harengus membras)', country_of_origin: 'Sverige', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26010', 'composite', { name: 'Inlagd sill', ingredients: 'Sill 50 %, vatten, socker, spritättika, lök, salt, kryddor (kryddpeppar, lagerblad, svartpeppar), morot', category: 'Sill', size: 420, size_unit: 'g', packaging_type: 'Glas' }),
  p('6103', 'plain', { name: 'Entrecôte', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('6102', 'plain', { name: 'Nötstek av ytterlår', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 1.2, size_unit: 'kg' }),
  p('28480', 'plain', { name: 'Fläskytterfilé', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 900, size_unit: 'g' }),
  p('28964', 'plain', { name: 'Kalkonbröst, skivat', ingredients: 'Kalkonbröstfilé 92 %, vatten, salt, potatisstärkelse, druvsocker, stabiliseringsmedel (E451), antioxidationsmedel (E301), konserveringsmedel (E250)', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28812', 'plain', { name: 'Serranoskinka', ingredients: 'Griskött, salt, antioxidationsmedel (E301), konserveringsmedel (E252, E250)', country_of_origin: 'Spanien', category: 'Chark', size: 80, size_unit: 'g' }),
  p('26006', 'plain', { name: 'Alaska pollock, filéer', ingredients: 'Alaska pollock (Gadus chalcogrammus) 100 %', category: 'Fryst fisk', size: 1, size_unit: 'kg' }),
  p('8313', 'composite', { name: 'Leverpastej', ingredients: 'Fläsklever 27 %, vatten, fläskspäck, fläskkött, vetemjöl, lök, mjölkprotein, salt, potatisstärkelse, socker, kryddor, konserveringsmedel (E250)', country_of_origin: 'Sverige', category: 'Pålägg', size: 200, size_unit: 'g' }),
  p('10009', 'plain', { name: 'Hummer, kokt och fryst', ingredients: 'Hummer (Homarus americanus), salt', country_of_origin: 'Kanada', category: 'Frysta skaldjur', size: 350, size_unit: 'g' }),
  p('10025', 'plain', { name: 'Krabbtaskor, kokta', ingredients: 'Krabba (Cancer pagurus), salt', country_of_origin: 'Norge', category: 'Fisk & skaldjur', size: 500, size_unit: 'g' }),
  p('27021', 'plain', { name: 'Regnbågsfilé', ingredients: 'Regnbåge (Oncorhynchus mykiss)', country_of_origin: 'Norge', category: 'Fisk', size: 350, size_unit: 'g' }),
  p('26029', 'composite', { name: 'Fiskpinnar', ingredients: 'Alaska pollock 65 %, vetemjöl, rapsolja, vatten, potatisstärkelse, salt, jäst, kryddor (paprika, gurkmeja)', category: 'Fryst fisk', size: 450, size_unit: 'g' }),
  p('26087', 'plain', { name: 'Varmrökt makrill', ingredients: 'Makrill 98 %, salt', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('36035', 'plain', { name: 'Kycklingvingar BBQ, grillade', ingredients: 'Kycklingvingar 88 %, marinad (vatten, socker, tomatpuré, salt, paprika, vitlök, rökarom, potatisstärkelse, kryddor), rapsolja', country_of_origin: 'Sverige', category: 'Färdigmat', size: 600, size_unit: 'g' }),
  p('21502', 'plain', { name: 'Lammstek, fiol', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Kött', size: 1.8, size_unit: 'kg' }),
  p('30153', 'composite', { name: 'Merguez', ingredients: 'Nötkött 45 %, fläskkött 35 %, vatten, salt, kryddor (paprika, chili, spiskummin, koriander, fänkål), vitlök, druvsocker, antioxidationsmedel (E301), fårtarm', category: 'Korv', size: 300, size_unit: 'g' }),
  p('26230', 'plain', { name: 'Ugnsbakad lax', ingredients: 'Lax 97 %, salt, svartpeppar', country_of_origin: 'Norge', category: 'Fisk', size: 250, size_unit: 'g' }),
  // Fruit, vegetables, pulses and nuts
  p('20084', 'plain', { name: 'Gröna ärter', ingredients: 'Gröna ärter', country_of_origin: 'Sverige', category: 'Frysta grönsaker', size: 1, size_unit: 'kg' }),
  p('20099', 'plain', { name: 'Machésallad', ingredients: 'Machésallad', category: 'Grönsaker', size: 100, size_unit: 'g' }),
  p('15009', 'plain', { name: 'Pistaschnötter, rostade och saltade', ingredients: 'Pistaschnötter 97 %, salt', country_of_origin: 'USA', category: 'Nötter & frön', size: 250, size_unit: 'g' }),
  p('13044', 'plain', { name: 'Vindruvor gröna Italia', ingredients: 'Vindruvor', country_of_origin: 'Italien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13047', 'plain', { name: 'Rabarber', ingredients: 'Rabarber', country_of_origin: 'Sverige', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('15047', 'plain', { name: 'Chiafrön', ingredients: 'Chiafrön', category: 'Nötter & frön', size: 400, size_unit: 'g' }),
  p('20053', 'plain', { name: 'Aubergine', ingredients: 'Aubergine', country_of_origin: 'Spanien', category: 'Grönsaker', size: 300, size_unit: 'g' }),
  p('15201', 'composite', { name: 'Mandelmassa', ingredients: 'Mandel 50 %, socker, vatten, glukossirap, konserveringsmedel (kaliumsorbat)', category: 'Bakning', size: 500, size_unit: 'g' }),
  p('20208', 'plain', { name: 'Morötter, skivade', ingredients: 'Morötter', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('20181', 'plain', { name: 'Palsternacka', ingredients: 'Palsternacka', country_of_origin: 'Sverige', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20167', 'plain', { name: 'Pak choi', ingredients: 'Pak choi', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('20535', 'plain', { name: 'Röda linser', ingredients: 'Röda linser', country_of_origin: 'Turkiet', category: 'Skafferi', size: 500, size_unit: 'g' }),
  p('20061_2', 'plain', { name: 'Haricots verts', ingredients: 'Haricots verts', country_of_origin: 'Kenya', category: 'Grönsaker', size: 150, size_unit: 'g' }),
  p('20268', 'plain', { name: 'Tomatpuré', ingredients: 'Tomater. Torrsubstans minst 28 %', country_of_origin: 'Italien', category: 'Konserver', size: 200, size_unit: 'g', packaging_type: 'Tub' }),
  p('13024_2', 'plain', { name: 'Clementiner', ingredients: 'Clementiner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('4004', 'composite', { name: 'Potatischips, saltade', ingredients: 'Potatis, solrosolja, salt', category: 'Chips & snacks', size: 275, size_unit: 'g' }),
  p('20532', 'plain', { name: 'Kikärtor', ingredients: 'Kikärtor, vatten, salt', category: 'Konserver', size: 400, size_unit: 'g', packaging_type: 'Burk' }),
  p('20049', 'plain', { name: 'Majskolvar, förkokta', ingredients: 'Majs', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  // Cereal products
  p('24632', 'composite', { name: 'Madeleines', ingredients: 'Vetemjöl, socker, ägg 22 %, rapsolja, smör 6 %, glukos-fruktossirap, bakpulver (E450, E500), salt, arom', country_of_origin: 'Frankrike', category: 'Kakor', size: 250, size_unit: 'g' }),
  p('24231', 'composite', { name: 'Kex med chokladfyllning', ingredients: 'Vetemjöl, socker, palmfett, kakaopulver 5 %, glukossirap, vetestärkelse, bakpulver (E500, E503), salt, emulgeringsmedel (sojalecitin), arom', category: 'Kex', size: 300, size_unit: 'g' }),
  p('24240', 'composite', { name: 'Mördegskakor med hallonfyllning', ingredients: 'Vetemjöl, fyllning 30 % (socker, glukossirap, äppelpuré, hallon 4 %, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra), arom), socker, rapsolja, palmolja, ägg, bakpulver (E500), salt', country_of_origin: 'Sverige', category: 'Kex', size: 190, size_unit: 'g' }),
  p('31114', 'composite', { name: 'Müslibar mandel & hasselnöt', ingredients: 'Havregryn 35 %, glukossirap, mandel 12 %, hasselnötter 8 %, socker, rapsolja, honung, risflingor (ris, socker, salt), salt, emulgeringsmedel (sojalecitin)', category: 'Mellanmål', size: 150, size_unit: 'g' }),
  p('32111', 'composite', { name: 'Crunchy müsli med frukt', ingredients: 'Havregryn 55 %, socker, rapsolja, torkad frukt 10 % (russin, äpple, aprikos), vetemjöl, honung, salt, vitaminer (niacin, pantotensyra, B6, riboflavin, tiamin, folsyra), järn', category: 'Flingor', size: 750, size_unit: 'g' }),
  p('32121', 'composite', { name: 'Frosties sockerglaserade majsflingor', ingredients: 'Majs, socker, kornmaltextrakt, salt, vitaminer (niacin, B6, riboflavin, tiamin, folsyra, D, B12), järn', category: 'Flingor', size: 330, size_unit: 'g' }),
  p('9815', 'composite', { name: 'Färsk pasta tagliatelle', ingredients: 'Durumvetemjöl, ägg 25 %, vatten', country_of_origin: 'Italien', category: 'Pasta', size: 250, size_unit: 'g' }),
  p('24684', 'composite', { name: 'Cookies med chokladbitar', ingredients: 'Vetemjöl, chokladbitar 25 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin), arom), socker, palmfett, farinsocker, ägg, bakpulver (E500, E503), salt, arom', category: 'Kex', size: 200, size_unit: 'g' }),
  p('9119', 'plain', { name: 'Basmatiris', ingredients: 'Basmatiris', country_of_origin: 'Indien', category: 'Pasta & ris', size: 1, size_unit: 'kg' }),
  p('23050', 'composite', { name: 'Sockerkaka', ingredients: 'Socker, ägg 26 %, vetemjöl, rapsolja, vatten, potatisstärkelse, bakpulver (E450, E500), salt, arom, konserveringsmedel (kaliumsorbat)', country_of_origin: 'Sverige', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('9311', 'plain', { name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige', category: 'Flingor', size: 1.5, size_unit: 'kg' }),
  p('32116', 'composite', { name: 'All-Bran Plus', ingredients: 'Vetekli 87 %, socker, kornmaltextrakt, salt, vitaminer (niacin, B6, riboflavin, tiamin, folsyra, B12), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('7110', 'plain', { name: 'Fullkornsbröd', ingredients: 'Fullkornsvetemjöl 65 %, vatten, jäst, salt, rapsolja, vetegluten', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('23490', 'composite', { name: 'Äppelpaj', ingredients: 'Äpplen 45 %, vetemjöl, smör, socker, vatten, ägg, potatisstärkelse, kanel, salt', category: 'Frysta desserter', size: 450, size_unit: 'g' }),
  p('38104', 'composite', { name: 'Räkchips', ingredients: 'Tapiokastärkelse, solrosolja, räkor 10 %, socker, salt, smakförstärkare (E621)', category: 'Chips & snacks', size: 75, size_unit: 'g' }),
  p('7301', 'composite', { name: 'Vetekorpar', ingredients: 'Vetemjöl, socker, vatten, rapsolja, ägg 4 %, jäst, salt, mjölkprotein, kardemumma', country_of_origin: 'Sverige', category: 'Bröd', size: 500, size_unit: 'g' }),
  // Milk and dairy products
  p('19050', 'plain', { name: 'Lättmjölk 0,5 %, längre hållbarhet', ingredients: 'Lättmjölk, vitamin A, vitamin D', country_of_origin: 'Sverige', category: 'Mejeri', size: 1, size_unit: 'l', packaging_type: 'Kartong' }),
  p('19592', 'composite', { name: 'Jordgubbsyoghurt', ingredients: 'Yoghurt (mjölk, mjölksyrabakterier) 85 %, socker, jordgubbar 6 %, modifierad majsstärkelse, arom, vitamin D', country_of_origin: 'Sverige', category: 'Mejeri', size: 1000, size_unit: 'g' }),
  p('19430', 'plain', { name: 'Matlagningsgrädde 15 %, längre hållbarhet', ingredients: 'Grädde, mjölk, stabiliseringsmedel (karragenan)', category: 'Mejeri', size: 500, size_unit: 'ml' }),
  p('12812', 'plain', { name: 'Chèvre getostrulle', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12020', 'plain', { name: 'Brie', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, mögelkultur', category: 'Ost', size: 200, size_unit: 'g' }),
  p('39206', 'composite', { name: 'Chokladmousse', ingredients: 'Grädde, mjölk, socker, mörk choklad 12 % (kakaomassa, socker, kakaosmör), kakaopulver, gelatin, stabiliseringsmedel (karragenan)', category: 'Desserter', size: 200, size_unit: 'g' }),
  p('12114', 'plain', { name: 'Gruyère', ingredients: 'Opastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Schweiz', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19598', 'plain', { name: 'Turkisk yoghurt 10 %', ingredients: 'Mjölk, grädde, mjölksyrabakterier', category: 'Mejeri', size: 1000, size_unit: 'g' }),
  p('19663', 'plain', { name: 'Kvarg naturell 0,2 %', ingredients: 'Skummjölk, syrningskultur, löpe', country_of_origin: 'Sverige', category: 'Mejeri', size: 500, size_unit: 'g' }),
  p('12705', 'plain', { name: 'Jarlsberg Lite 16 %', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Norge', category: 'Ost', size: 500, size_unit: 'g' }),
  p('12524', 'plain', { name: 'Gorgonzola dolce', ingredients: 'Pastöriserad mjölk, salt, löpe, mögelkultur', country_of_origin: 'Italien', category: 'Ost', size: 150, size_unit: 'g' }),
  p('19027', 'composite', { name: 'Kondenserad mjölk, sötad', ingredients: 'Helmjölk, socker', category: 'Bakning', size: 397, size_unit: 'g', packaging_type: 'Burk', packaging_material: 'Metall' }),
  p('19420', 'plain', { name: 'Vispgrädde på sprej', ingredients: 'Grädde 94 %, socker, emulgeringsmedel (E471), stabiliseringsmedel (karragenan), drivgas (E942)', category: 'Mejeri', size: 250, size_unit: 'g' }),
  p('12755', 'plain', { name: 'Port Salut', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, färgämne i skorpan (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 185, size_unit: 'g' }),
  // Composite dishes
  p('25521', 'composite', { name: 'Baguette skinka & ost', ingredients: 'Baguette 55 % (vetemjöl, vatten, salt, jäst), kokt skinka 20 % (griskött, vatten, salt, druvsocker, antioxidationsmedel (E301), konserveringsmedel (E250)), emmentaler 15 % (mjölk, salt, syrningskultur, löpe), smör 10 % (grädde, salt)', category: 'Smörgåsar', size: 180, size_unit: 'g' }),
  p('25475', 'composite', { name: 'Baguette ägg & skinka', ingredients: 'Baguette (vetemjöl, vatten, salt, jäst), kokt skinka 18 % (griskött, vatten, salt, druvsocker, antioxidationsmedel (E301), konserveringsmedel (E250)), kokt ägg 15 %, tomat, isbergssallad, smör (grädde, salt)', category: 'Smörgåsar', size: 200, size_unit: 'g' }),
  p('25019', 'composite', { name: 'Ravioli i tomatsås', ingredients: 'Tomatsås 60 % (vatten, tomatpuré, socker, vetemjöl, rapsolja, salt, lök, kryddor), ravioli 40 % (vetemjöl, vatten, fyllning (nötkött 6 %, fläskkött 4 %, ströbröd (vetemjöl, jäst, salt), lök, salt, kryddor))', category: 'Konserver', size: 400, size_unit: 'g', packaging_type: 'Burk' }),
  p('25456', 'composite', { name: 'Sushi mix 10 bitar', ingredients: 'Kokt sushiris (ris, vatten, risvinäger, socker, salt), lax 20 %, räkor 6 %, avokado, gurka, nori, sesamfrön, majonnäs (rapsolja, äggula, vinäger, salt)', category: 'Färdigmat', size: 260, size_unit: 'g' }),
  p('25435', 'composite', { name: 'Pizza skinka & ost', ingredients: 'Vetemjöl, vatten, tomatpuré, ost 20 % (mjölk, salt, syrningskultur, löpe), kokt skinka 12 % (griskött, vatten, salt, druvsocker, konserveringsmedel (E250)), rapsolja, jäst, socker, salt, oregano', country_of_origin: 'Sverige', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('26271', 'composite', { name: 'Kebabpizza', ingredients: 'Vetemjöl, vatten, kebabkött 16 % (nötkött, fläskkött, vatten, salt, kryddor, potatisstärkelse), ost (mjölk, salt, syrningskultur, löpe), tomatpuré, kebabsås 8 % (rapsolja, vatten, vitlök, socker, ättika, äggula, salt), lök, rapsolja, jäst, salt, peperoni', category: 'Fryst pizza', size: 390, size_unit: 'g' }),
  p('25462', 'composite', { name: 'Pizza salami', ingredients: 'Vetemjöl, vatten, tomatpuré, ost 18 % (mjölk, salt, syrningskultur, löpe), salami 12 % (fläskkött, fläskspäck, salt, druvsocker, kryddor, antioxidationsmedel (E301), konserveringsmedel (E250)), rapsolja, jäst, socker, salt, oregano', country_of_origin: 'Tyskland', category: 'Fryst pizza', size: 320, size_unit: 'g' }),
  p('25477', 'composite', { name: 'Pizza funghi', ingredients: 'Vetemjöl, vatten, tomatpuré, ost 20 % (mjölk, salt, syrningskultur, löpe), champinjoner 16 %, rapsolja, jäst, socker, salt, oregano, vitlök', category: 'Fryst pizza', size: 340, size_unit: 'g' }),
  p('20498', 'composite', { name: 'Grönsakspanna med svamp', ingredients: 'Haricots verts 25 %, morötter, champinjoner 15 %, potatis, lök, rapsolja, salt, persilja, vitlök, svartpeppar', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('25182', 'composite', { name: 'Färsk ravioli ricotta & spenat', ingredients: 'Pasta 60 % (vetemjöl, durumvetemjöl, ägg), fyllning 40 % (ricotta 35 % (vassle, grädde, salt), spenat 25 %, ströbröd (vetemjöl, jäst, salt), grana padano (mjölk, salt, löpe, konserveringsmedel (lysozym från ägg)), solrosolja, salt, muskotnöt)', country_of_origin: 'Italien', category: 'Kyld pasta', size: 250, size_unit: 'g' }),
  // Drinks
  p('18339', 'composite', { name: 'Fruktdryck apelsin', ingredients: 'Vatten, fruktjuice från koncentrat 20 % (apelsin 15 %, äpple), socker, surhetsreglerande medel (citronsyra), arom, stabiliseringsmedel (pektin)', category: 'Drycker', size: 1, size_unit: 'l', packaging_type: 'Kartong' }),
  p('18107', 'plain', { name: 'Mandeldryck osötad', ingredients: 'Vatten, mandel 2,3 %, salt, stabiliseringsmedel (gellangummi), emulgeringsmedel (solroslecitin)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l', packaging_type: 'Kartong' }),
  p('76020', 'plain', { name: 'Evian naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l', packaging_material: 'Plast' }),
  p('18018', 'plain', { name: 'Coca-Cola', ingredients: 'Kolsyrat vatten, socker, färgämne (sockerkulör E150d), surhetsreglerande medel (fosforsyra), naturliga aromer (inklusive koffein)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18026', 'plain', { name: 'Sockerdricka', ingredients: 'Kolsyrat vatten, socker, surhetsreglerande medel (citronsyra), arom', country_of_origin: 'Sverige', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18430', 'plain', { name: 'Källvatten, naturell', ingredients: 'Källvatten', country_of_origin: 'Sverige', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18068', 'plain', { name: 'Cola Zero koffeinfri', ingredients: 'Kolsyrat vatten, färgämne (sockerkulör E150d), surhetsreglerande medel (fosforsyra, natriumcitrat), sötningsmedel (aspartam, acesulfam K), naturliga aromer', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('2028', 'plain', { name: 'Citronjuice', ingredients: 'Citronjuice 100 %, konserveringsmedel (kaliummetabisulfit)', country_of_origin: 'Italien', category: 'Skafferi', size: 200, size_unit: 'ml' }),
  p('18163', 'composite', { name: 'Cappuccino choklad, instant', ingredients: 'Socker, glukossirap, kokosfett, skummjölkspulver 14 %, snabbkaffe 8 %, kakaopulver 6 %, laktos, mjölkprotein, salt, stabiliseringsmedel (E340), arom', category: 'Kaffe', size: 250, size_unit: 'g' }),
  // Sweet products
  p('31081', 'composite', { name: 'Gräddkola', ingredients: 'Glukossirap, socker, grädde 12 %, sötad kondenserad mjölk, palmfett, smör, salt, emulgeringsmedel (sojalecitin), arom', country_of_origin: 'Sverige', category: 'Godis', size: 150, size_unit: 'g' }),
  p('31005', 'composite', { name: 'Mörk choklad 56 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), arom. Kakao: minst 56 %', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31016', 'plain', { name: 'Strösocker', ingredients: 'Socker', country_of_origin: 'Sverige', category: 'Bakning', size: 2, size_unit: 'kg' }),
  p('31110', 'composite', { name: 'Jordgubbssylt lätt', ingredients: 'Jordgubbar 55 %, socker, vatten, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat)', category: 'Sylt & marmelad', size: 400, size_unit: 'g', packaging_type: 'Glas' }),
  p('31002', 'composite', { name: 'Kokosbar med mjölkchoklad', ingredients: 'Socker, kokos 21 %, glukossirap, kakaosmör, skummjölkspulver, kakaomassa, laktos, vasslepulver, mjölkfett, fuktighetsbevarande medel (glycerol), salt, emulgeringsmedel (sojalecitin), arom', category: 'Godis', size: 57, size_unit: 'g' }),
  p('31059', 'plain', { name: 'Polkagrisar', ingredients: 'Socker, glukossirap, pepparmyntsolja, färgämne (karmin)', country_of_origin: 'Sverige', category: 'Godis', size: 100, size_unit: 'g' }),
  // Fats and oils
  p('16402', 'plain', { name: 'Smör normalsaltat', ingredients: 'Grädde (mjölk), salt 1,2 %', country_of_origin: 'Sverige', category: 'Mejeri', size: 500, size_unit: 'g' }),
  p('16744', 'composite', { name: 'Smör & rapsolja 60 %', ingredients: 'Smör 38 % (grädde, salt), vatten, rapsolja 22 %, salt, syrningskultur, vitamin A, vitamin D', country_of_origin: 'Sverige', category: 'Mejeri', size: 600, size_unit: 'g', packaging_type: 'Bytta', packaging_material: 'Plast' }),
  p('16741', 'plain', { name: 'Växtmargarin 60 % osaltat', ingredients: 'Vegetabiliska oljor och fetter (rapsolja, palmfett, kokosfett) 60 %, vatten, emulgeringsmedel (mono- och diglycerider av fettsyror, solroslecitin), surhetsreglerande medel (mjölksyra), arom, vitamin A, vitamin D, färgämne (karotener)', category: 'Mejeri', size: 400, size_unit: 'g' }),
  // Culinary aids and other ingredients
  p('11026', 'plain', { name: 'Koriander hel', ingredients: 'Koriander', category: 'Kryddor', size: 30, size_unit: 'g', packaging_type: 'Burk' }),
  p('11157', 'composite', { name: 'Hovmästarsås', ingredients: 'Rapsolja, vatten, socker, senap 15 % (vatten, senapsfrön, ättika, socker, salt), ättika, dill 2 %, äggula, salt, förtjockningsmedel (xantangummi), konserveringsmedel (kaliumsorbat)', country_of_origin: 'Sverige', category: 'Såser', size: 250, size_unit: 'ml' }),
  p('11018', 'plain', { name: 'Vitvinsvinäger', ingredients: 'Vitvinsvinäger (innehåller sulfiter)', category: 'Matlagning', size: 500, size_unit: 'ml', packaging_material: 'Glas' }),
  // Ice creams and sorbets
  p('39515', 'composite', { name: 'Vaniljglass', ingredients: 'Grädde 22 %, skummjölk, socker, glukossirap, skummjölkspulver, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljextrakt, färgämne (karotener)', country_of_origin: 'Sverige', category: 'Glass', size: 2, size_unit: 'l' }),
  p('39533', 'composite', { name: 'Glasstårta vanilj med chokladskikt', ingredients: 'Skummjölk, grädde 18 %, socker, glukossirap, chokladöverdrag 9 % (kokosfett, socker, kakaopulver), vasslepulver, emulgeringsmedel (E471), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl, karragenan), arom', category: 'Glass', size: 650, size_unit: 'ml' }),
  // Baby food
  p('20246', 'plain', { name: 'Morötter, från 4 mån', ingredients: 'Morötter 96 %, vatten', category: 'Barnmat', size: 125, size_unit: 'g', packaging_type: 'Glas' }),
];
