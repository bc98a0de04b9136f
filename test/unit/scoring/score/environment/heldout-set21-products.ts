import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-first environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET21_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids, sauces and spices
  p('11162', 'composite', { name: 'Gräddsås med örter', ingredients: 'Vatten, grädde (mjölk) 22 %, vetemjöl, smör (mjölk), örter 2,5 % (persilja, gräslök, dill), salt, modifierad majsstärkelse, lökpulver, vitlök, vitpeppar', category: 'Såser', size: 500, size_unit: 'ml' }),
  p('11112', 'composite', { name: 'Harissa', ingredients: 'Röd chili 45 %, röd paprika, vatten, rapsolja, vitlök 4 %, salt, koriander, spiskummin, surhetsreglerande medel (citronsyra)', country_of_origin: 'Tunisien', category: 'Kryddsåser', size: 140, size_unit: 'g' }),
  p('11170', 'composite', { name: 'Tomatsås med paprika', ingredients: 'Tomater 62 %, röd paprika 20 %, lök, olivolja, vitlök, socker, salt, espelettepeppar, timjan, svartpeppar', category: 'Såser', size: 400, size_unit: 'g' }),
  p('11168', 'composite', { name: 'Aioli', ingredients: 'Rapsolja 68 %, vatten, äggula 6 %, vitlök 3 %, brännvinsvinäger, senap (vatten, senapsfrö, ättika, salt), socker, salt, förtjockningsmedel (guarkärnmjöl, xantangummi), surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat)', category: 'Såser', size: 250, size_unit: 'g' }),
  p('11061', 'plain', { name: 'Vallmofrön', ingredients: 'Blå vallmofrön', country_of_origin: 'Tjeckien', category: 'Kryddor', size: 60, size_unit: 'g' }),

  // Baby food
  p('13158', 'composite', { name: 'Fruktpuré äpple och päron, från 4 mån', ingredients: 'Äpplen 60 %, päron 40 %, antioxidationsmedel (askorbinsyra)', category: 'Barnmat', size: 125, size_unit: 'g' }),
  p('42603', 'composite', { name: 'Potatis, morötter och kyckling, från 6–8 mån', ingredients: 'Vatten, morötter 30 %, potatis 20 %, kycklingkött 10 %, ris 5 %, palsternacka, rapsolja', category: 'Barnmat', size: 190, size_unit: 'g' }),

  // Drinks
  p('76095', 'plain', { name: 'Mineralvatten utan kolsyra', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76046', 'plain', { name: 'Mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Sverige', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76093', 'plain', { name: 'Kolsyrat naturligt mineralvatten', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Italien', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('18900', 'plain', { name: 'Sojadryck osötad', ingredients: 'Vatten, skalade sojabönor 8 %, kalcium (kalciumkarbonat), stabiliseringsmedel (gellangummi), havssalt, vitaminer (riboflavin, B12, D2)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('18902', 'composite', { name: 'Sojadryck vanilj', ingredients: 'Vatten, skalade sojabönor 6,5 %, socker 3,5 %, surhetsreglerande medel (kaliumfosfater), kalcium (trikalciumfosfat), stabiliseringsmedel (gellangummi), salt, arom, vitaminer (riboflavin, B12, D2)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('18344', 'plain', { name: 'Tonic water', ingredients: 'Kolsyrat vatten, socker, surhetsreglerande medel (citronsyra), arom (kinin)', category: 'Läsk och mixers', size: 1, size_unit: 'l' }),
  p('18041', 'plain', { name: 'Kokosmjölk', ingredients: 'Kokosnötsextrakt 75 %, vatten, stabiliseringsmedel (guarkärnmjöl)', country_of_origin: 'Thailand', category: 'Asiatiskt', size: 400, size_unit: 'ml' }),
  p('2053', 'plain', { name: 'Tomatjuice', ingredients: 'Tomatjuice från koncentrat 99,5 %, salt', category: 'Juice', size: 1, size_unit: 'l' }),
  p('18168', 'composite', { name: 'Chokladdryckspulver', ingredients: 'Socker, fettreducerad kakao 19 %, dextros, salt, emulgeringsmedel (sojalecitin), arom (vanillin), vitaminer (C, niacin, E, pantotensyra, B6, B1, B2, folsyra, B12, D), järn', category: 'Kakao och chokladdryck', size: 500, size_unit: 'g' }),

  // Prepared dishes, soups, pizzas and sandwiches
  p('26274', 'composite', { name: 'Pizza Prosciutto, fryst', ingredients: 'Vetemjöl, tomatpuré 15 %, mozzarellaost (mjölk) 13 %, vatten, lufttorkad skinka 9 % (fläskkött, salt, dextros, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat)), edamerost (mjölk) 5 %, rapsolja, jäst, salt, socker, oregano, basilika', category: 'Fryst pizza', size: 330, size_unit: 'g' }),
  p('25912', 'composite', { name: 'Svampsoppa', ingredients: 'Vatten, champinjoner 18 %, grädde (mjölk) 10 %, lök, vetemjöl, smör (mjölk), karljohansvamp 2 %, salt, jästextrakt, vitlök, timjan, svartpeppar', category: 'Soppor', size: 500, size_unit: 'ml' }),
  p('25234', 'composite', { name: 'Grönsaksbiffar med dinkel', ingredients: 'Grönsaker 40 % (morötter, palsternacka, lök, purjolök), kokt dinkel 20 %, havregryn 10 %, vatten, rapsolja, potatisflingor, ströbröd (vetemjöl, salt, jäst), salt, persilja, kryddor', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  p('25124', 'composite', { name: 'Lammgryta med potatis och rotfrukter', ingredients: 'Lammkött 25 %, potatis 22 %, vatten, morötter 10 %, lök, rotselleri, krossade tomater, vetemjöl, rapsolja, salt, vitlök, rosmarin, timjan, svartpeppar', country_of_origin: 'Nya Zeeland', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25429', 'composite', { name: 'Kebabbaguette', ingredients: 'Baguette 45 % (vetemjöl, vatten, salt, jäst, vetegluten), kebabkött 25 % (nötkött, kycklingkött, vatten, potatisstärkelse, salt, lök, kryddor), isbergssallad 8 %, tomat 7 %, kebabsås 7 % (rapsolja, vatten, yoghurt (mjölk), vitlök, socker, salt, kryddor), rödlök 4 %, gurka 4 %', category: 'Smörgåsar', size: 260, size_unit: 'g' }),
  p('25565', 'composite', { name: 'Yakitori kycklingspett', ingredients: 'Kycklinglårfilé 70 %, yakitorisås 20 % (sojasås (vatten, sojabönor, vete, salt), socker, mirin (ris, vatten), vatten, majsstärkelse, ingefära), purjolök 8 %, salt', country_of_origin: 'Thailand', category: 'Fryst färdigmat', size: 300, size_unit: 'g' }),
  p('10083', 'composite', { name: 'Blåmusslor med vitlökssmör, frysta', ingredients: 'Blåmusslor i halvskal 65 %, smör (mjölk) 20 %, ströbröd (vetemjöl, jäst, salt), vitlök 3 %, persilja 2 %, salt, svartpeppar', country_of_origin: 'Chile', category: 'Fryst fisk och skaldjur', size: 400, size_unit: 'g' }),
  p('25561', 'composite', { name: 'Tomatpaj', ingredients: 'Tomater 30 %, vetemjöl, smör (mjölk), ägg, grädde (mjölk), vatten, riven ost (mjölk) 6 %, dijonsenap (vatten, senapsfrö, ättika, salt), lök, salt, basilika, svartpeppar', category: 'Pajer', size: 400, size_unit: 'g' }),
  p('25183', 'composite', { name: 'Wokade nudlar med räkor', ingredients: 'Kokta äggnudlar 45 % (vetemjöl, vatten, ägg, salt), grönsaker 25 % (vitkål, morötter, paprika, böngroddar, salladslök), räkor 12 %, vatten, sojasås (vatten, sojabönor, vete, salt), rapsolja, socker, ingefära, vitlök, majsstärkelse, sesamolja', category: 'Fryst färdigmat', size: 450, size_unit: 'g' }),
  p('25418', 'composite', { name: 'Croissant med skinka', ingredients: 'Croissant 60 % (vetemjöl, smör (mjölk), vatten, socker, jäst, ägg, salt), kokt skinka 22 % (fläskkött, vatten, salt, dextros, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), béchamelsås (mjölk, vetemjöl, smör, salt, muskot), riven ost (mjölk) 4 %', category: 'Bageri', size: 100, size_unit: 'g' }),

  // Fruit, vegetables, pulses and nuts
  p('20044', 'plain', { name: 'Matpumpa', ingredients: 'Pumpa', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('13066', 'plain', { name: 'Persimon', ingredients: 'Persimon', country_of_origin: 'Spanien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('20084', 'plain', { name: 'Gröna ärter, frysta', ingredients: 'Gröna ärter', country_of_origin: 'Sverige', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20022', 'plain', { name: 'Vattenkrasse', ingredients: 'Vattenkrasse', country_of_origin: 'Storbritannien', category: 'Sallad', size: 85, size_unit: 'g' }),
  p('20524', 'plain', { name: 'Kidneybönor', ingredients: 'Kidneybönor, vatten, salt', category: 'Bönor och linser', size: 380, size_unit: 'g' }),
  p('13004', 'plain', { name: 'Avokado', ingredients: 'Avokado', country_of_origin: 'Peru', category: 'Frukt', size: 350, size_unit: 'g' }),
  p('15026', 'plain', { name: 'Pekannötter', ingredients: 'Pekannötter', country_of_origin: 'USA', category: 'Nötter', size: 150, size_unit: 'g' }),
  p('4013', 'composite', { name: 'Pommes noisettes, frysta', ingredients: 'Potatis 88 %, solrosolja 6 %, potatisflingor, salt, dextros, stabiliseringsmedel (difosfater)', category: 'Fryst potatis', size: 750, size_unit: 'g' }),
  p('20203', 'plain', { name: 'Gula vaxbönor, frysta', ingredients: 'Gula vaxbönor', country_of_origin: 'Belgien', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('15007', 'plain', { name: 'Riven kokos', ingredients: 'Torkad riven kokosnöt', category: 'Bakning', size: 200, size_unit: 'g' }),
  p('13050', 'plain', { name: 'Äpple Ingrid Marie', ingredients: 'Äpple', country_of_origin: 'Sverige', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20049', 'plain', { name: 'Majskolvar, förkokta', ingredients: 'Majs', country_of_origin: 'Frankrike', category: 'Grönsaker', size: 400, size_unit: 'g' }),
  p('13714', 'composite', { name: 'Aprikoshalvor i lätt sirap', ingredients: 'Aprikoser 60 %, vatten, socker', category: 'Fruktkonserver', size: 410, size_unit: 'g' }),
  p('13024_1', 'plain', { name: 'Mandariner', ingredients: 'Mandarin', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13043', 'plain', { name: 'Persikor', ingredients: 'Persika', country_of_origin: 'Spanien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('15004', 'plain', { name: 'Hasselnötter', ingredients: 'Hasselnötter', country_of_origin: 'Turkiet', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('20266', 'composite', { name: 'Ratatouillegrönsaker, frysta', ingredients: 'Zucchini 30 %, aubergine 20 %, tomater 20 %, röd paprika 15 %, lök 15 %', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('13717', 'composite', { name: 'Ananasbitar i lätt sirap', ingredients: 'Ananas 60 %, vatten, ananasjuice från koncentrat, socker', country_of_origin: 'Thailand', category: 'Fruktkonserver', size: 565, size_unit: 'g' }),

  // Ice cream
  p('39521', 'composite', { name: 'Glass Cookie Dough', ingredients: 'Grädde (mjölk) 30 %, skummjölk, socker, vatten, kakdeg 10 % (vetemjöl, farinsocker, smör (mjölk), socker, salt), chokladbitar 6 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), äggula, glukossirap, stabiliseringsmedel (guarkärnmjöl), vaniljextrakt', category: 'Glass', size: 465, size_unit: 'ml' }),
  p('39530', 'composite', { name: 'Citronsorbet i citronskal', ingredients: 'Citronsorbet 75 % (vatten, socker, citronjuice 20 %, glukossirap, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl)), citronskal 25 %', country_of_origin: 'Italien', category: 'Glass', size: 360, size_unit: 'g' }),
  p('39509', 'composite', { name: 'Glasstrut choklad', ingredients: 'Rekonstituerad skummjölk, strut 16 % (vetemjöl, socker, kokosfett, emulgeringsmedel (sojalecitin), salt), socker, glukossirap, kokosfett, chokladöverdrag 8 % (kokosfett, socker, fettreducerad kakao), fettreducerad kakao 2 %, hasselnötter 2 %, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl)', category: 'Glass', size: 72, size_unit: 'g' }),

  // Dairy
  p('19674', 'composite', { name: 'Crème caramel', ingredients: 'Mjölk 60 %, socker, ägg 12 %, karamell 10 % (socker, vatten), majsstärkelse, vaniljextrakt', category: 'Desserter', size: 400, size_unit: 'g' }),
  p('12121', 'plain', { name: 'Fontina', ingredients: 'Mjölk, salt, löpe', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19698', 'composite', { name: 'Tiramisu', ingredients: 'Mascarpone (grädde, mjölk) 30 %, savoiardikex 20 % (vetemjöl, socker, ägg), socker, grädde (mjölk), ägg, vatten, kaffe 2 %, marsalavin, kakao 1 %', category: 'Desserter', size: 500, size_unit: 'g' }),
  p('12803', 'plain', { name: 'Chèvre naturell', ingredients: 'Pastöriserad getmjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 180, size_unit: 'g' }),
  p('1027', 'composite', { name: 'Vegansk färskost naturell', ingredients: 'Vatten, sojaolja, tofu 10 % (vatten, sojabönor), maltodextrin, salt, förtjockningsmedel (johannesbrödkärnmjöl, guarkärnmjöl, xantangummi), surhetsreglerande medel (mjölksyra), arom', category: 'Växtbaserat', size: 225, size_unit: 'g' }),
  p('19024', 'plain', { name: 'Standardmjölk 3 %', ingredients: 'Pastöriserad mjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1.5, size_unit: 'l' }),
  p('12743', 'plain', { name: 'Morbier', ingredients: 'Mjölk, salt, mjölksyrakultur, löpe, färgämne (vegetabiliskt kol)', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12047', 'plain', { name: 'Vieux Pané', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, löpe, ytkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12520', 'plain', { name: 'Ädelost 36 %', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, mögelkultur, löpe', country_of_origin: 'Sverige', category: 'Ost', size: 250, size_unit: 'g' }),
  p('19546', 'plain', { name: 'A-fil naturell 3 %', ingredients: 'Fermenterad mjölk (mjölk, filkultur med acidophilus och bifidobakterier)', country_of_origin: 'Sverige', category: 'Fil', size: 1000, size_unit: 'g' }),
  p('19593', 'plain', { name: 'Yoghurt naturell 3 %', ingredients: 'Mjölk, yoghurtkultur', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('12001', 'plain', { name: 'Camembert', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('12726', 'plain', { name: 'Cheddar, lagrad', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, löpe, färgämne (annatto)', country_of_origin: 'Irland', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12110', 'plain', { name: 'Comté 12 månader', ingredients: 'Opastöriserad mjölk, salt, mjölksyrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),

  // Fats
  p('16401', 'plain', { name: 'Ghee', ingredients: 'Skirat smör (mjölk) 100 %', category: 'Matfett', size: 300, size_unit: 'g' }),
  p('17350', 'plain', { name: 'Druvkärnolja', ingredients: 'Druvkärnolja', category: 'Olja', size: 500, size_unit: 'ml' }),

  // Cereal products: bread, flour, breakfast cereals, biscuits and cakes
  p('7025', 'plain', { name: 'Ekologisk baguette', ingredients: 'Vetemjöl*, vatten, surdeg* (vetemjöl, vatten), salt, jäst. *Ekologisk', category: 'Bröd', size: 350, size_unit: 'g' }),
  p('23444', 'composite', { name: 'Mördeg med smör, färdigkavlad', ingredients: 'Vetemjöl, smör (mjölk) 26 %, socker 17 %, ägg, salt, vaniljarom', category: 'Bakning', size: 230, size_unit: 'g' }),
  p('23006', 'composite', { name: 'Schwarzwaldtårta, fryst', ingredients: 'Grädde (mjölk) 32 %, körsbär 14 %, socker, ägg, vetemjöl, vatten, glukossirap, fettreducerad kakao 3 %, chokladspån 2 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), körsbärsbrännvin, modifierad majsstärkelse, förtjockningsmedel (pektin), gelatin', country_of_origin: 'Tyskland', category: 'Frysta tårtor', size: 1100, size_unit: 'g' }),
  p('7258', 'composite', { name: 'Bagels naturell', ingredients: 'Vetemjöl, vatten, socker, jäst, rapsolja, salt, vetegluten', category: 'Bröd', size: 340, size_unit: 'g' }),
  p('23477', 'composite', { name: 'Chokladéclair', ingredients: 'Chokladkräm 45 % (mjölk, socker, grädde, äggula, majsstärkelse, kakao 2 %), vatten, ägg, smör (mjölk), vetemjöl, chokladglasyr 10 % (socker, kakaomassa, glukossirap, kakaosmör), salt', category: 'Bakverk', size: 120, size_unit: 'g' }),
  p('9436', 'plain', { name: 'Vetemjöl special', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9580', 'plain', { name: 'Kikärtsmjöl', ingredients: 'Kikärtsmjöl', country_of_origin: 'Indien', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('32023', 'composite', { name: 'Frukostflingor med röda bär', ingredients: 'Ris, fullkornsvete 22 %, socker, frystorkade frukter 4 % (jordgubbar, hallon), vetegluten, kornmaltextrakt, salt, vitaminer (niacin, pantotensyra, B6, riboflavin, tiamin, folsyra, B12, D), järn', category: 'Flingor och müsli', size: 375, size_unit: 'g' }),
  p('7815_1', 'composite', { name: 'Tortillabröd original', ingredients: 'Vetemjöl 72 %, vatten, rapsolja, socker, salt, jäsmedel (natriumvätekarbonat, difosfater), emulgeringsmedel (mono- och diglycerider av fettsyror), surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat)', category: 'Bröd', size: 320, size_unit: 'g' }),
  p('23586', 'composite', { name: 'Kladdkaka', ingredients: 'Socker, ägg, smör (mjölk) 18 %, vetemjöl, fettreducerad kakao 7 %, mörk choklad 5 % (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin)), glukossirap, salt, vaniljarom', category: 'Kakor och bakverk', size: 400, size_unit: 'g' }),
  p('9108', 'plain', { name: 'Vildris', ingredients: 'Vildris', country_of_origin: 'Kanada', category: 'Ris', size: 400, size_unit: 'g' }),
  p('31113', 'composite', { name: 'Müslibar med frukt', ingredients: 'Havregryn 30 %, glukossirap, torkad frukt 20 % (russin, aprikoser, tranbär (tranbär, socker, solrosolja)), socker, rapsolja, risflingor, honung, salt, emulgeringsmedel (sojalecitin)', category: 'Mellanmål', size: 150, size_unit: 'g' }),
  p('32017', 'composite', { name: 'Flingor med chokladnougatfyllning', ingredients: 'Vetemjöl 38 %, socker, vegetabiliska oljor (raps, palm), rismjöl, hasselnötter 4 %, dextros, fettreducerad kakao 3 %, mjölkpulver, salt, emulgeringsmedel (sojalecitin), arom', category: 'Flingor och müsli', size: 375, size_unit: 'g' }),
  p('7200', 'composite', { name: 'Rostbröd', ingredients: 'Vetemjöl, vatten, rapsolja, socker, jäst, salt, vetegluten, emulgeringsmedel (mono- och diacetylvinsyraestrar av mono- och diglycerider av fettsyror), mjölbehandlingsmedel (askorbinsyra)', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7170', 'composite', { name: 'Paninibröd, bake-off', ingredients: 'Vetemjöl, vatten, durumvetemjöl, olivolja 3 %, vetesurdeg, salt, jäst', category: 'Bröd', size: 360, size_unit: 'g' }),
  p('31102', 'composite', { name: 'Flingbar choklad', ingredients: 'Spannmål 37 % (ris, fullkornsvete), chokladöverdrag 20 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin)), glukossirap, socker, fruktos, palmolja, salt, vitaminer (niacin, pantotensyra, B6, riboflavin, tiamin, folsyra, B12), järn', category: 'Mellanmål', size: 120, size_unit: 'g' }),

  // Sweets
  p('31037', 'composite', { name: 'Aprikosmarmelad', ingredients: 'Aprikoser 50 %, socker, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', category: 'Sylt och marmelad', size: 400, size_unit: 'g' }),
  p('31030', 'composite', { name: 'Mörk choklad utan tillsatt socker', ingredients: 'Kakaomassa, sötningsmedel (maltitol, erytritol), kakaosmör, inulin, fettreducerad kakao, emulgeringsmedel (sojalecitin), vaniljextrakt. Kakao minst 55 %', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31084', 'composite', { name: 'Mjölkchoklad med nougatfyllning', ingredients: 'Socker, kakaosmör, hasselnötter 10 %, helmjölkspulver, kakaomassa, skummjölkspulver, vasslepulver (mjölk), emulgeringsmedel (sojalecitin), vaniljarom. Kakao minst 30 % i chokladen', category: 'Choklad', size: 100, size_unit: 'g' }),

  // Meat, fish and eggs
  p('28927', 'plain', { name: 'Kycklingfärs', ingredients: 'Kycklingkött', country_of_origin: 'Sverige', category: 'Fågel', size: 500, size_unit: 'g' }),
  p('21515', 'plain', { name: 'Lammsadel', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Kött', size: 800, size_unit: 'g' }),
  p('30701', 'composite', { name: 'Grillkorv 90 % fläsk', ingredients: 'Fläskkött 90 %, vatten, salt, potatisstärkelse, kryddor (vitpeppar, muskot), druvsocker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Korv', size: 400, size_unit: 'g' }),
  p('8010', 'plain', { name: 'Rillettes de porc', ingredients: 'Fläskkött 60 %, fläskfett, salt, svartpeppar', country_of_origin: 'Frankrike', category: 'Pålägg', size: 220, size_unit: 'g' }),
  p('10014', 'plain', { name: 'Blåmusslor, levande', ingredients: 'Blåmusslor (Mytilus edulis)', country_of_origin: 'Sverige', category: 'Fisk och skaldjur', size: 1, size_unit: 'kg' }),
  p('6204', 'plain', { name: 'Onglet av nöt', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 600, size_unit: 'g' }),
  p('26006', 'plain', { name: 'Alaska pollock-filé, fryst', ingredients: 'Alaska pollock (Gadus chalcogrammus)', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('25163', 'composite', { name: 'Nötköttbullar', ingredients: 'Nötkött 78 %, vatten, ströbröd (vetemjöl, jäst, salt), lök, potatisstärkelse, rapsolja, salt, kryddor, druvsocker', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 500, size_unit: 'g' }),
  p('28844', 'plain', { name: 'Prosciutto di Parma', ingredients: 'Fläskkött, salt', country_of_origin: 'Italien', category: 'Pålägg', size: 70, size_unit: 'g' }),
  p('27008', 'plain', { name: 'Regnbågslaxfilé', ingredients: 'Odlad regnbåge (Oncorhynchus mykiss)', country_of_origin: 'Sverige', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26072', 'plain', { name: 'Havsabborre, hel, odlad', ingredients: 'Havsabborre (Dicentrarchus labrax)', country_of_origin: 'Grekland', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26018', 'plain', { name: 'Marulkfilé', ingredients: 'Marulk (Lophius piscatorius)', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('28800', 'plain', { name: 'Serranoskinka', ingredients: 'Fläskkött, salt, konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Spanien', category: 'Pålägg', size: 80, size_unit: 'g' }),
  p('36305', 'plain', { name: 'Kalkonlår', ingredients: 'Kalkon', country_of_origin: 'Tyskland', category: 'Fågel', size: 900, size_unit: 'g' }),
  p('6102', 'plain', { name: 'Ytterlår av nöt', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 1.2, size_unit: 'kg' }),
  p('25998', 'plain', { name: 'Böcklingfiléer', ingredients: 'Strömming 98 %, salt', category: 'Fisk', size: 200, size_unit: 'g' }),
  p('26044', 'plain', { name: 'Kummelfilé', ingredients: 'Kummel (Merluccius merluccius)', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('21514', 'plain', { name: 'Lammhals i skivor', ingredients: 'Lammkött', country_of_origin: 'Sverige', category: 'Kött', size: 700, size_unit: 'g' }),
];
