import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twentieth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET20_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and miscellaneous ingredients
  p('11202', 'composite', { name: 'Tikka masala-sås', ingredients: 'Tomater 34 %, vatten, lök, grädde (mjölk) 8 %, rapsolja, socker, majsstärkelse, ingefära, vitlök, salt, kryddor (koriander, spiskummin, gurkmeja, paprika, chili), citronjuice från koncentrat, färgämne (paprikaextrakt)', category: 'Matlagningssåser', size: 400, size_unit: 'g' }),
  p('25621', 'composite', { name: 'Hummus naturell', ingredients: 'Kikärtor 60 %, sesampasta (tahini) 14 %, vatten, rapsolja, citronjuice, vitlök, salt, konserveringsmedel (kaliumsorbat)', category: 'Röror och dipp', size: 200, size_unit: 'g' }),
  p('11049', 'plain', { name: 'Paprika mald', ingredients: 'Paprika', country_of_origin: 'Spanien', category: 'Kryddor', size: 40, size_unit: 'g' }),
  p('20990', 'plain', { name: 'Kombu, torkad tång', ingredients: 'Torkad kombu (Laminaria japonica)', country_of_origin: 'Japan', category: 'Asiatiskt', size: 50, size_unit: 'g' }),
  p('37002', 'composite', { name: 'Pizzasås', ingredients: 'Tomater 92 % (tomatpuré, tomatpulp), olivolja, salt, socker, oregano, basilika, vitlök', country_of_origin: 'Italien', category: 'Tomatprodukter', size: 400, size_unit: 'g' }),

  // Baby food
  p('42606', 'composite', { name: 'Köttgryta med pasta och grönsaker, från 18 mån', ingredients: 'Morötter 24 %, vatten, potatis 15 %, nötkött 10 %, pasta 8 % (durumvetemjöl), lök, ärter, tomatpuré, rapsolja, majsstärkelse, persilja, timjan', category: 'Barnmat', size: 250, size_unit: 'g' }),
  p('19013', 'composite', { name: 'Modersmjölksersättning 1, färdig att dricka', ingredients: 'Vatten, skummjölk, vegetabiliska oljor (palm, raps, solros, kokos), laktos, vassleproteinkoncentrat (mjölk), fiskolja, emulgeringsmedel (sojalecitin), kalciumkarbonat, kaliumklorid, natriumcitrat, vitamin C, kolinklorid, järnsulfat, taurin, inositol, zinksulfat, vitamin E, niacin, pantotensyra, kopparsulfat, vitamin A, tiamin, riboflavin, vitamin B6, kaliumjodid, folsyra, natriumselenit, vitamin K, biotin, vitamin D, vitamin B12', category: 'Barnmat', size: 200, size_unit: 'ml' }),

  // Drinks
  p('76060', 'plain', { name: 'Perrier naturligt kolsyrat mineralvatten', ingredients: 'Naturligt mineralvatten, kolsyra från källan', country_of_origin: 'Frankrike', category: 'Vatten', size: 500, size_unit: 'ml' }),
  p('76056', 'plain', { name: 'Vittel naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76057', 'plain', { name: 'Volvic naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18028', 'plain', { name: 'Kolsyrat källvatten citron', ingredients: 'Kolsyrat källvatten, naturlig arom (citron)', country_of_origin: 'Sverige', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18035', 'plain', { name: 'Läsk citron lime sockerfri', ingredients: 'Kolsyrat vatten, surhetsreglerande medel (citronsyra, natriumcitrat), naturlig arom (citron, lime), sötningsmedel (acesulfam K, sukralos), konserveringsmedel (kaliumsorbat)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('2027', 'plain', { name: 'Grapefruktjuice', ingredients: 'Grapefruktjuice 100 %', category: 'Juice', size: 1, size_unit: 'l' }),
  p('5000', 'composite', { name: 'Mörk lager 5,2 %', ingredients: 'Vatten, kornmalt, karamellmalt, rostad malt, humle, jäst', category: 'Öl', size: 500, size_unit: 'ml' }),
  p('5006', 'plain', { name: 'Cidre brut, torr äppelcider', ingredients: 'Jäst äppelmust, kolsyra, antioxidationsmedel (svaveldioxid)', country_of_origin: 'Frankrike', category: 'Cider', size: 750, size_unit: 'ml' }),
  p('5216', 'plain', { name: 'Rosévin torrt', ingredients: 'Druvor. Innehåller sulfiter', country_of_origin: 'Spanien', category: 'Vin', size: 3, size_unit: 'l' }),

  // Prepared dishes and starters
  p('26270', 'composite', { name: 'Pizza tonno, fryst', ingredients: 'Vetemjöl, vatten, tomatpuré, ost 14 % (mjölk), tonfisk 11 %, rapsolja, lök, jäst, salt, socker, kapris, oregano', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('25477', 'composite', { name: 'Pizza funghi, fryst', ingredients: 'Vetemjöl, vatten, ost 19 % (mjölk), champinjoner 15 %, tomatpuré, rapsolja, jäst, salt, socker, oregano, svartpeppar', country_of_origin: 'Tyskland', category: 'Fryst pizza', size: 330, size_unit: 'g' }),
  p('25088', 'composite', { name: 'Stekt ris med skinka och ägg', ingredients: 'Kokt ris 64 % (vatten, långkornigt ris), skinka 8 % (fläskkött, vatten, salt, druvsocker, konserveringsmedel (natriumnitrit)), ägg 7 %, ärter, morötter, lök, rapsolja, sojasås (vatten, sojabönor, vete, salt), salt, socker, vitlök, vitpeppar', category: 'Frysta färdigrätter', size: 700, size_unit: 'g' }),
  p('25162', 'composite', { name: 'Grönsaksgratäng', ingredients: 'Grönsaker 58 % (broccoli, blomkål, morötter), mjölk, ost 8 % (mjölk), grädde, vetemjöl, rapsolja, salt, muskotnöt, vitpeppar', category: 'Frysta färdigrätter', size: 400, size_unit: 'g' }),
  p('25199', 'composite', { name: 'Grönsaksbiffar, förstekta, frysta', ingredients: 'Grönsaker 60 % (morötter, palsternacka, lök, broccoli, majs), potatis 15 %, rapsolja, ströbröd (vetemjöl, jäst, salt), potatisflingor, ägg, salt, persilja, kryddor', category: 'Vegetariskt', size: 480, size_unit: 'g' }),
  p('25065', 'composite', { name: 'Kalops', ingredients: 'Nötkött 36 %, vatten, morötter 18 %, lök, vetemjöl, smör, salt, kalvfond, kryddpeppar, lagerblad, svartpeppar', country_of_origin: 'Sverige', category: 'Kylda färdigrätter', size: 400, size_unit: 'g' }),
  p('25900', 'composite', { name: 'Linssoppa', ingredients: 'Vatten, röda linser 18 %, morötter, lök, krossade tomater, rapsolja, vitlök, salt, spiskummin, citronjuice, gurkmeja, chili', category: 'Soppor', size: 550, size_unit: 'g' }),
  p('25914', 'composite', { name: 'Tomatsoppa', ingredients: 'Vatten, tomater 40 %, tomatpuré 8 %, lök, grädde (mjölk), socker, rapsolja, majsstärkelse, salt, vitlök, basilika, svartpeppar', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('25227', 'composite', { name: 'Vegonuggets', ingredients: 'Vatten, sojaproteinkoncentrat 20 %, vetemjöl, rapsolja, vetegluten 6 %, ströbröd (vetemjöl, salt, jäst), majsstärkelse, förtjockningsmedel (metylcellulosa), salt, jästextrakt, lökpulver, vitlökspulver, kryddor', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  p('25490', 'composite', { name: 'Baguette tonfisk och majs', ingredients: 'Baguette 50 % (vetemjöl, vatten, jäst, salt, vetegluten), tonfisk 15 %, majonnäs (rapsolja, vatten, äggula, vinäger, senap, socker, salt), majs 8 %, isbergssallad, tomat, gurka, rödlök, svartpeppar', category: 'Smörgåsar', size: 220, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts
  p('13039', 'plain', { name: 'Äpple Royal Gala', ingredients: 'Äpple', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13028', 'plain', { name: 'Blåbär', ingredients: 'Blåbär', country_of_origin: 'Peru', category: 'Bär', size: 125, size_unit: 'g' }),
  p('13025_1', 'plain', { name: 'Mango', ingredients: 'Mango', country_of_origin: 'Brasilien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13067', 'plain', { name: 'Lime', ingredients: 'Lime', country_of_origin: 'Brasilien', category: 'Frukt', size: 250, size_unit: 'g' }),
  p('13742', 'plain', { name: 'Honungsmelon', ingredients: 'Honungsmelon', country_of_origin: 'Brasilien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13719', 'composite', { name: 'Ananasringar i lätt sockerlag', ingredients: 'Ananas 60 %, vatten, socker', country_of_origin: 'Thailand', category: 'Fruktkonserver', size: 565, size_unit: 'g' }),
  p('15019', 'composite', { name: 'Cashewnötter rostade och saltade', ingredients: 'Cashewnötter 97 %, solrosolja, salt', country_of_origin: 'Vietnam', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('15052', 'plain', { name: 'Linfrön', ingredients: 'Linfrön', category: 'Frön', size: 500, size_unit: 'g' }),
  p('20016', 'plain', { name: 'Blomkål', ingredients: 'Blomkål', country_of_origin: 'Spanien', category: 'Grönsaker', size: 600, size_unit: 'g' }),
  p('20019', 'plain', { name: 'Gurka', ingredients: 'Gurka', country_of_origin: 'Spanien', category: 'Grönsaker', size: 350, size_unit: 'g' }),
  p('20082', 'plain', { name: 'Blomkål fryst', ingredients: 'Blomkål', country_of_origin: 'Polen', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('20097', 'plain', { name: 'Schalottenlök', ingredients: 'Schalottenlök', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('20233', 'plain', { name: 'Majskärnor frysta', ingredients: 'Majs', country_of_origin: 'Ungern', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20265', 'composite', { name: 'Julienne grönsaker, fryst', ingredients: 'Morötter 50 %, purjolök 25 %, rotselleri 25 %', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20199', 'plain', { name: 'Krasse', ingredients: 'Krasse', country_of_origin: 'Sverige', category: 'Grönsaker', size: 20, size_unit: 'g' }),
  p('20145', 'plain', { name: 'Spagettipumpa', ingredients: 'Spagettipumpa', country_of_origin: 'Spanien', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20585', 'plain', { name: 'Gröna linser', ingredients: 'Gröna linser', country_of_origin: 'Kanada', category: 'Torkade bönor och linser', size: 500, size_unit: 'g' }),
  p('4043', 'composite', { name: 'Tärnad potatis, förstekt, fryst', ingredients: 'Potatis 96 %, rapsolja', category: 'Frysta potatisprodukter', size: 750, size_unit: 'g' }),

  // Ice cream and sorbets
  p('39503', 'composite', { name: 'Glasspinne vanilj med chokladöverdrag 4-pack', ingredients: 'Glass 70 % (mjölk, socker, grädde 12 %, glukossirap, skummjölkspulver, vasslepulver (mjölk), emulgeringsmedel (mono- och diglycerider av fettsyror), förtjockningsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljextrakt), chokladöverdrag 30 % (kokosfett, socker, kakaomassa, kakaosmör, mjölkpulver, emulgeringsmedel (sojalecitin), arom)', category: 'Glass', size: 440, size_unit: 'ml' }),
  p('39520', 'composite', { name: 'Gräddglass vanilj', ingredients: 'Grädde 34 %, mjölk, socker, skummjölkspulver, glukossirap, äggula, emulgeringsmedel (mono- och diglycerider av fettsyror), förtjockningsmedel (johannesbrödkärnmjöl, guarkärnmjöl), bourbonvanilj', country_of_origin: 'Sverige', category: 'Glass', size: 1000, size_unit: 'ml' }),
  p('39526', 'composite', { name: 'Isglass päron 10-pack', ingredients: 'Vatten, socker, glukossirap, päronjuice från koncentrat 5 %, surhetsreglerande medel (citronsyra), förtjockningsmedel (guarkärnmjöl), arom, färgämne (kopparkomplex av klorofyller)', category: 'Glass', size: 400, size_unit: 'ml' }),

  // Milk and dairy
  p('12021', 'plain', { name: 'Brie de Meaux AOP', ingredients: 'Opastöriserad komjölk, salt, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12115', 'plain', { name: 'Emmentaler', ingredients: 'Mjölk, salt, syrningskultur, löpe', country_of_origin: 'Finland', category: 'Ost', size: 450, size_unit: 'g' }),
  p('12120', 'plain', { name: 'Parmigiano Reggiano', ingredients: 'Mjölk, salt, löpe', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12736', 'plain', { name: 'Gouda', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, färgämne (annatto)', country_of_origin: 'Nederländerna', category: 'Ost', size: 500, size_unit: 'g' }),
  p('12310', 'composite', { name: 'Smältost i portioner', ingredients: 'Ost 55 % (mjölk), vatten, smör (mjölk), skummjölkspulver, mjölkprotein, smältsalter (E452, E331, E339), surhetsreglerande medel (citronsyra)', category: 'Ost', size: 140, size_unit: 'g' }),
  p('12340', 'plain', { name: 'Färskost naturell', ingredients: 'Pastöriserad mjölk, grädde (mjölk), salt, stabiliseringsmedel (johannesbrödkärnmjöl), syrningskultur', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12805', 'plain', { name: 'Chèvre färskost naturell', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12827', 'plain', { name: 'Manchego DOP', ingredients: 'Pastöriserad fårmjölk, salt, löpe, syrningskultur, konserveringsmedel (lysozym (ägg))', country_of_origin: 'Spanien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19042', 'plain', { name: 'Mellanmjölk 1,5 %', ingredients: 'Mellanmjölk, vitamin D', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19200', 'plain', { name: 'Getmjölk 3,5 % UHT', ingredients: 'Getmjölk', country_of_origin: 'Nederländerna', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19581', 'composite', { name: 'Lätt yoghurt jordgubb 0,1 %', ingredients: 'Yoghurt av skummjölk, jordgubbar 8 %, modifierad stärkelse, förtjockningsmedel (pektin), arom, surhetsreglerande medel (citronsyra), sötningsmedel (aspartam, acesulfam K), färgämne (betanin)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19589', 'composite', { name: 'Gräddyoghurt hallon', ingredients: 'Yoghurt (mjölk, grädde) 80 %, socker, hallon 8 %, modifierad stärkelse, förtjockningsmedel (pektin), arom, koncentrerad svartmorotsjuice', category: 'Yoghurt', size: 500, size_unit: 'g' }),
  p('19692', 'composite', { name: 'Sojadessert blåbär', ingredients: 'Sojabas (vatten, skalade sojabönor 7,9 %), socker, blåbär 7 %, majsstärkelse, kalciumfosfat, stabiliseringsmedel (pektin), surhetsreglerande medel (citronsyra, natriumcitrat), arom, antioxidationsmedel (askorbinsyra), vitaminer (B12, D2), yoghurtkulturer', category: 'Växtbaserade alternativ', size: 500, size_unit: 'g' }),
  p('39229', 'composite', { name: 'Vaniljpudding 4-pack', ingredients: 'Mjölk 76 %, socker, grädde (mjölk), modifierad stärkelse, förtjockningsmedel (karragenan), vaniljarom, färgämne (betakaroten)', category: 'Desserter', size: 500, size_unit: 'g' }),

  // Fats
  p('17040', 'plain', { name: 'Jordnötsolja', ingredients: 'Jordnötsolja', category: 'Matolja', size: 500, size_unit: 'ml' }),
  p('17420', 'plain', { name: 'Sojaolja', ingredients: 'Sojabönolja', category: 'Matolja', size: 1, size_unit: 'l' }),

  // Cereal products
  p('24038', 'composite', { name: 'Digestive med mjölkchoklad', ingredients: 'Vetemjöl, mjölkchoklad 30 % (socker, kakaosmör, helmjölkspulver, kakaomassa, vasslepulver (mjölk), smörfett (mjölk), emulgeringsmedel (sojalecitin), arom), palmfett, fullkornsvetemjöl, socker, glukos-fruktossirap, bakpulver (natriumvätekarbonat, ammoniumvätekarbonat), salt', category: 'Kex', size: 300, size_unit: 'g' }),
  p('24231', 'composite', { name: 'Kex med chokladfyllning', ingredients: 'Vetemjöl 45 %, socker, vegetabiliska oljor (palm, raps), fettreducerad kakao 4,5 %, vetestärkelse, glukos-fruktossirap, fullkornsvetemjöl 3 %, helmjölkspulver, bakpulver (ammoniumvätekarbonat, natriumvätekarbonat), salt, emulgeringsmedel (sojalecitin), arom', category: 'Kex', size: 300, size_unit: 'g' }),
  p('32107', 'composite', { name: 'Frostade majsflingor', ingredients: 'Majs 86 %, socker, kornmaltextrakt, salt', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32138', 'composite', { name: 'Müsli frukt', ingredients: 'Havregryn 55 %, russin 10 %, vetekliflingor, dadlar 5 %, torkade äpplen 4 %, hasselnötter 3 %, torkade aprikoser 3 % (aprikoser, risstärkelse), kornflingor, rågflingor', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('23420', 'composite', { name: 'Smördegsplattor, frysta', ingredients: 'Vetemjöl, vegetabiliska fetter 28 % (palm, raps), vatten, salt, emulgeringsmedel (mono- och diglycerider av fettsyror), surhetsreglerande medel (citronsyra)', category: 'Fryst deg', size: 500, size_unit: 'g' }),
  p('23880', 'composite', { name: 'Sockermunkar 4-pack', ingredients: 'Vetemjöl, rapsolja, socker 14 %, vatten, ägg, jäst, mjölkpulver, glukossirap, salt, kardemumma, emulgeringsmedel (E471, E481), mjölbehandlingsmedel (askorbinsyra)', category: 'Kaffebröd', size: 240, size_unit: 'g' }),
  p('23033', 'composite', { name: 'Kokostoppar', ingredients: 'Socker, riven kokos 35 %, äggvita, glukossirap, vetemjöl', category: 'Kakor', size: 200, size_unit: 'g' }),
  p('23485', 'composite', { name: 'Citrontarte', ingredients: 'Citronkräm 55 % (socker, ägg, smör (mjölk), citronjuice 10 %, majsstärkelse, citronskal), mördeg 45 % (vetemjöl, smör (mjölk), socker, ägg, salt)', category: 'Tårtor och pajer', size: 450, size_unit: 'g' }),
  p('23854', 'composite', { name: 'Chokladrån', ingredients: 'Socker, vetemjöl, vegetabiliska fetter (palm, kokos), kakaopulver 8 %, skummjölkspulver, vetestärkelse, sojamjöl, glukossirap, bakpulver (natriumvätekarbonat), salt, emulgeringsmedel (sojalecitin), arom', category: 'Kex', size: 175, size_unit: 'g' }),
  p('7001', 'plain', { name: 'Baguette', ingredients: 'Vetemjöl, vatten, jäst, salt, mjölbehandlingsmedel (askorbinsyra)', country_of_origin: 'Sverige', category: 'Bröd', size: 250, size_unit: 'g' }),
  p('7130', 'composite', { name: 'Glutenfritt ljust bröd', ingredients: 'Vatten, majsstärkelse, surdeg (rismjöl, vatten), rismjöl, vegetabiliska fibrer (psyllium), rapsolja, sojaprotein, hirsmjöl, socker, förtjockningsmedel (hydroxipropylmetylcellulosa), jäst, salt', category: 'Bröd', size: 300, size_unit: 'g' }),
  p('7712', 'composite', { name: 'Brioche med chokladbitar', ingredients: 'Vetemjöl, chokladbitar 16 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), ägg, socker, smör 6 % (mjölk), mjölk, vatten, jäst, glukossirap, rapsolja, salt, emulgeringsmedel (mono- och diglycerider av fettsyror), arom', country_of_origin: 'Frankrike', category: 'Bröd', size: 320, size_unit: 'g' }),
  p('9815', 'composite', { name: 'Färsk äggpasta tagliatelle', ingredients: 'Durumvetemjöl 70 %, ägg 26 %, vatten', country_of_origin: 'Italien', category: 'Pasta', size: 250, size_unit: 'g' }),
  p('9870', 'plain', { name: 'Fullkornspasta penne', ingredients: 'Fullkornsdurumvetemjöl', category: 'Pasta', size: 500, size_unit: 'g' }),
  p('9321', 'plain', { name: 'Korngryn', ingredients: 'Pärlade korngryn', country_of_origin: 'Sverige', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('9681', 'plain', { name: 'Couscous', ingredients: 'Durumvetegryn', category: 'Gryn', size: 500, size_unit: 'g' }),

  // Sugar products
  p('31005', 'composite', { name: 'Mörk choklad 56 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vaniljarom. Kakaohalt minst 56 %', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31024', 'composite', { name: 'Jordgubbssylt', ingredients: 'Jordgubbar, socker, geleringsmedel (pektin), surhetsreglerande medel (citronsyra). Frukthalt 50 %', category: 'Sylt och marmelad', size: 400, size_unit: 'g' }),
  p('31017', 'plain', { name: 'Råsocker, rörsocker', ingredients: 'Råsocker (rörsocker)', country_of_origin: 'Mauritius', category: 'Socker', size: 500, size_unit: 'g' }),

  // Meat, eggs, fish
  p('28501', 'plain', { name: 'Rimmat sidfläsk, tärnat', ingredients: 'Sidfläsk 95 %, vatten, salt, druvsocker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Danmark', category: 'Chark', size: 140, size_unit: 'g' }),
  p('28912', 'plain', { name: 'Kokt skinka', ingredients: 'Griskött 90 %, vatten, salt, druvsocker, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('30316', 'composite', { name: 'Chorizo', ingredients: 'Griskött, fläskfett, paprika 3 %, salt, vitlök, druvsocker, mjölkprotein, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Spanien', category: 'Chark', size: 225, size_unit: 'g' }),
  p('30366', 'plain', { name: 'Dansk salami', ingredients: 'Griskött, fläskfett, salt, glukossirap, druvsocker, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rökarom', country_of_origin: 'Danmark', category: 'Pålägg', size: 150, size_unit: 'g' }),
  p('30789', 'composite', { name: 'Mortadella med pistagenötter', ingredients: 'Griskött, fläskfett, salt, pistagenötter 1,5 %, druvsocker, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('10049', 'plain', { name: 'Pilgrimsmusslor utan rom, frysta', ingredients: 'Pilgrimsmussla (Argopecten purpuratus), vatten (glasering)', country_of_origin: 'Peru', category: 'Fryst skaldjur', size: 250, size_unit: 'g' }),
  p('26122', 'plain', { name: 'Koljafilé', ingredients: 'Kolja (Melanogrammus aeglefinus)', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26238', 'plain', { name: 'Sillfiléer, färska', ingredients: 'Sill (Clupea harengus)', country_of_origin: 'Sverige', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26210', 'plain', { name: 'Kungsfiskfilé', ingredients: 'Kungsfisk (Sebastes norvegicus)', country_of_origin: 'Island', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('26013', 'plain', { name: 'Böcklingfiléer', ingredients: 'Sill 98 %, salt', country_of_origin: 'Sverige', category: 'Fisk', size: 200, size_unit: 'g' }),
  p('6254', 'plain', { name: 'Nötfärs 15 %', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('28104', 'plain', { name: 'Kotlettrad med ben', ingredients: 'Griskött', country_of_origin: 'Sverige', category: 'Kött', size: 1.2, size_unit: 'kg' }),
  p('36016', 'plain', { name: 'Kycklinglårfilé med skinn', ingredients: 'Kycklinglårfilé med skinn', country_of_origin: 'Danmark', category: 'Fågel', size: 700, size_unit: 'g' }),
  p('6270', 'plain', { name: 'Högrev i bit', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('6521', 'plain', { name: 'Kalvschnitzel', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 400, size_unit: 'g' }),
  p('28301', 'plain', { name: 'Ugnsstekt fläskkarré, skivad', ingredients: 'Fläskkarré 97 %, salt, druvsocker, kryddor (svartpeppar, timjan)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('36018', 'plain', { name: 'Kycklingfilé strimlad, tillagad', ingredients: 'Kycklingbröstfilé 96 %, salt, druvsocker, kryddor', country_of_origin: 'Thailand', category: 'Fågel', size: 250, size_unit: 'g' }),
  p('22000', 'plain', { name: 'Ägg frigående inomhus M 12-pack', ingredients: 'Ägg', country_of_origin: 'Sverige', category: 'Ägg', size: 12, size_unit: 'st' }),
];
