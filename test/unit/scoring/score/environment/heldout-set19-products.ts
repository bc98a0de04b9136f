import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The nineteenth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET19_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and various ingredients
  p('11086', 'plain', { name: 'Spirulina pulver ekologisk', ingredients: 'Spirulina (Arthrospira platensis) 100 %', country_of_origin: 'Kina', category: 'Superfood', size: 200, size_unit: 'g' }),
  p('20987', 'plain', { name: 'Nori rostade sjögräsark', ingredients: 'Rostat sjögräs (Porphyra) 100 %', country_of_origin: 'Sydkorea', category: 'Asiatiskt', size: 28, size_unit: 'g' }),
  p('11093', 'plain', { name: 'Dill färsk', ingredients: 'Dill', country_of_origin: 'Sverige', category: 'Färska örter', size: 30, size_unit: 'g' }),
  p('11191', 'composite', { name: 'Roquefortsås', ingredients: 'Grädde (mjölk) 45 %, vatten, roquefortost (fårmjölk) 12 %, smör (mjölk), vetemjöl, modifierad majsstärkelse, salt, vitt vin, svartpeppar', category: 'Såser', size: 250, size_unit: 'ml' }),
  p('11015', 'plain', { name: 'Svartpeppar malen', ingredients: 'Svartpeppar', category: 'Kryddor', size: 50, size_unit: 'g' }),

  // Baby food
  p('13159', 'composite', { name: 'Fruktdryck äpple & päron från 4 mån', ingredients: 'Vatten, äppeljuice från koncentrat 30 %, päronjuice från koncentrat 20 %, C-vitamin', category: 'Barnmat', size: 200, size_unit: 'ml' }),
  p('20247', 'composite', { name: 'Morot & potatis från 4 mån', ingredients: 'Morötter 50 %, potatis 30 %, vatten, rapsolja', category: 'Barnmat', size: 125, size_unit: 'g' }),

  // Drinks
  p('2008', 'composite', { name: 'Alkoholfri drink Tropical', ingredients: 'Vatten, apelsinjuice från koncentrat 20 %, ananasjuice från koncentrat 12 %, socker, passionsfruktjuice från koncentrat 3 %, grenadinsirap (socker, vatten, granatäppeljuice), surhetsreglerande medel (citronsyra), arom', category: 'Alkoholfri dryck', size: 750, size_unit: 'ml' }),
  p('5030', 'composite', { name: 'Alkoholfri öl ljus lager 0,5 %', ingredients: 'Vatten, kornmalt, majs, humle', category: 'Alkoholfri öl', size: 330, size_unit: 'ml' }),
  p('18003', 'plain', { name: 'Bryggkaffe mellanrost', ingredients: '100 % arabicakaffe, rostat och malet', category: 'Kaffe', size: 450, size_unit: 'g' }),
  p('18023', 'composite', { name: 'Fruktdryck apelsin', ingredients: 'Vatten, socker, apelsinjuice från koncentrat 6 %, surhetsreglerande medel (citronsyra), stabiliseringsmedel (pektin), arom, C-vitamin', category: 'Saft och fruktdryck', size: 1, size_unit: 'l' }),
  p('18078', 'plain', { name: 'Läsk citron sockerreducerad', ingredients: 'Kolsyrat vatten, socker, surhetsreglerande medel (citronsyra, natriumcitrat), arom, sötningsmedel (acesulfam K, sukralos), konserveringsmedel (kaliumsorbat)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18167', 'composite', { name: 'Chokladdryckspulver', ingredients: 'Socker, fettreducerad kakao 20 %, druvsocker, salt, emulgeringsmedel (sojalecitin), arom, vitaminer (C, niacin, B6, riboflavin, tiamin, folsyra, D), järn', category: 'Chokladdryck', size: 500, size_unit: 'g' }),
  p('2074', 'plain', { name: 'Äppeljuice pressad', ingredients: 'Pressad äppeljuice 100 %', country_of_origin: 'Sverige', category: 'Juice', size: 1, size_unit: 'l' }),
  p('18430', 'plain', { name: 'Källvatten naturell', ingredients: 'Naturligt källvatten', country_of_origin: 'Sverige', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76020', 'plain', { name: 'Evian naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 500, size_unit: 'ml' }),

  // Composite dishes and starters
  p('25418', 'composite', { name: 'Croissant skinka & ost', ingredients: 'Croissant 60 % (vetemjöl, smör (mjölk) 25 %, vatten, socker, jäst, salt, ägg), kokt skinka 18 % (fläskkött, vatten, salt, druvsocker, konserveringsmedel (E250)), bechamelsås (mjölk, vetemjöl, smör), ost (mjölk) 8 %', category: 'Matbröd och smörgåsar', size: 120, size_unit: 'g' }),
  p('25584', 'composite', { name: 'Vårrullar med räkor', ingredients: 'Vetemjöl, vitkål 18 %, räkor 12 %, morötter, glasnudlar (mungbönsstärkelse, ärtstärkelse), lök, vatten, rapsolja, sojasås (vatten, sojabönor, vete, salt), vitlök, salt, socker, svartpeppar', category: 'Fryst asiatiskt', size: 480, size_unit: 'g' }),
  p('25462', 'composite', { name: 'Pizza salami', ingredients: 'Vetemjöl, vatten, tomatpuré 15 %, ost (mjölk) 14 %, salami 9 % (fläskkött, salt, druvsocker, kryddor, vitlök, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), rapsolja, jäst, salt, socker, oregano', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('20274', 'composite', { name: 'Grillade grönsaker Medelhav', ingredients: 'Zucchini 30 %, röd paprika 20 %, aubergine 20 %, rödlök 15 %, gul paprika 8 %, olivolja 4 %, salt, vitlök, rosmarin, timjan', category: 'Frysta grönsaker', size: 600, size_unit: 'g' }),
  p('25085', 'composite', { name: 'Spaghetti bolognese', ingredients: 'Kokt spaghetti 45 % (vatten, durumvetemjöl), krossade tomater, nötfärs 14 %, lök, morötter, tomatpuré, rapsolja, vitlök, salt, socker, oregano, basilika, svartpeppar', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25183', 'composite', { name: 'Wokade nudlar med räkor', ingredients: 'Kokta äggnudlar 45 % (vetemjöl, vatten, ägg 3 %, salt), räkor 12 %, vitkål, morötter, böngroddar, lök, sojasås (vatten, sojabönor, vete, salt), rapsolja, socker, ingefära, vitlök, majsstärkelse, sesamolja', category: 'Färdigrätter', size: 375, size_unit: 'g' }),
  p('25606', 'composite', { name: 'Potatissallad', ingredients: 'Potatis 68 %, rapsolja, vatten, rödlök, ättika, socker, äggula, gräslök 1 %, senap, salt, modifierad majsstärkelse, konserveringsmedel (kaliumsorbat)', category: 'Sallader', size: 400, size_unit: 'g' }),
  p('25415_2', 'composite', { name: 'Vegoburgare i bröd', ingredients: 'Hamburgerbröd 45 % (vetemjöl, vatten, socker, rapsolja, jäst, salt), vegetarisk biff 35 % (vatten, sojaprotein, vetegluten, rapsolja, lök, potatisstärkelse, salt, kryddor), dressing (rapsolja, vatten, ättika, socker, äggula, senap), tomat, isbergssallat', category: 'Snabbmat', size: 190, size_unit: 'g' }),
  p('25517', 'composite', { name: 'Baguette skinka', ingredients: 'Baguette 70 % (vetemjöl, vatten, jäst, salt), kokt skinka 20 % (fläskkött, vatten, salt, druvsocker, konserveringsmedel (E250)), smör (mjölk) 8 %', category: 'Smörgåsar', size: 180, size_unit: 'g' }),
  p('25531', 'composite', { name: 'Baguette kalkon', ingredients: 'Baguette 55 % (vetemjöl, vatten, jäst, salt), kalkonbröst 18 % (kalkonkött, vatten, salt, druvsocker), tomat 9 %, majonnäs (rapsolja, vatten, äggula, ättika, senap, socker, salt), sallad 5 %', category: 'Smörgåsar', size: 200, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts and seeds
  p('13018', 'plain', { name: 'Granatäpple', ingredients: 'Granatäpple', country_of_origin: 'Turkiet', category: 'Frukt', size: 300, size_unit: 'g' }),
  p('13034', 'plain', { name: 'Apelsiner', ingredients: 'Apelsiner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13050', 'plain', { name: 'Äpple Ingrid Marie', ingredients: 'Äpplen', country_of_origin: 'Sverige', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13107', 'plain', { name: 'Päron Conference', ingredients: 'Päron', country_of_origin: 'Nederländerna', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13111', 'plain', { name: 'Äppelringar torkade', ingredients: 'Äpplen, konserveringsmedel (E220)', category: 'Torkad frukt', size: 150, size_unit: 'g' }),
  p('13136', 'plain', { name: 'Hallon frysta', ingredients: 'Hallon', country_of_origin: 'Serbien', category: 'Frysta bär', size: 225, size_unit: 'g' }),
  p('15034', 'plain', { name: 'Linfrö', ingredients: 'Linfrö', category: 'Fröer och kärnor', size: 500, size_unit: 'g' }),
  p('15037', 'plain', { name: 'Jordnötter rostade osaltade', ingredients: 'Jordnötter 100 %', country_of_origin: 'Argentina', category: 'Nötter', size: 300, size_unit: 'g' }),
  p('20031', 'plain', { name: 'Huvudsallat', ingredients: 'Huvudsallat', country_of_origin: 'Sverige', category: 'Grönsaker', size: 150, size_unit: 'g' }),
  p('20059', 'plain', { name: 'Babyspenat', ingredients: 'Spenat', country_of_origin: 'Italien', category: 'Sallad', size: 65, size_unit: 'g' }),
  p('20076', 'plain', { name: 'Vit sparris i lag', ingredients: 'Sparris, vatten, salt, surhetsreglerande medel (citronsyra)', country_of_origin: 'Peru', category: 'Konserver', size: 330, size_unit: 'g' }),
  p('20168', 'plain', { name: 'Paprika gul', ingredients: 'Gul paprika', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 180, size_unit: 'g' }),
  p('20170', 'plain', { name: 'Passerade tomater', ingredients: 'Tomater 100 %', country_of_origin: 'Italien', category: 'Konserver', size: 500, size_unit: 'g' }),
  p('20260', 'plain', { name: 'Passata', ingredients: 'Tomatpuré 99,5 %, salt', country_of_origin: 'Italien', category: 'Konserver', size: 690, size_unit: 'g' }),
  p('20268', 'plain', { name: 'Tomatpuré dubbelkoncentrerad', ingredients: 'Tomatkoncentrat 99 %, salt', country_of_origin: 'Italien', category: 'Konserver', size: 200, size_unit: 'g' }),
  p('53100', 'plain', { name: 'Kokbanan', ingredients: 'Kokbanan', country_of_origin: 'Colombia', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20504', 'plain', { name: 'Gröna linser', ingredients: 'Gröna linser', country_of_origin: 'Kanada', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('4037', 'composite', { name: 'Chips havssalt kettle cooked', ingredients: 'Potatis, solrosolja, havssalt 1,5 %', category: 'Chips', size: 150, size_unit: 'g' }),

  // Ice cream and sorbets
  p('39515', 'composite', { name: 'Vaniljglass', ingredients: 'Mjölk, grädde 12 %, socker, glukossirap, skummjölkspulver, vassleprodukt (mjölk), emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljarom, färgämne (karoten)', category: 'Glass', size: 2, size_unit: 'l' }),
  p('39523', 'composite', { name: 'Chokladglass i bägare', ingredients: 'Mjölk, grädde 15 %, socker, glukossirap, fettreducerad kakao 3,5 %, skummjölkspulver, äggula, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl)', category: 'Glass', size: 125, size_unit: 'ml' }),
  p('39524', 'composite', { name: 'Sorbet hallon', ingredients: 'Vatten, hallon 35 %, socker, glukossirap, druvsocker, citronjuice, stabiliseringsmedel (johannesbrödkärnmjöl)', category: 'Glass', size: 500, size_unit: 'ml' }),

  // Milk and dairy
  p('1029_1', 'composite', { name: 'Vegansk skivad ost original', ingredients: 'Vatten, kokosolja 23 %, modifierad potatisstärkelse, potatisstärkelse, salt, arom, olivextrakt, färgämne (betakaroten), vitamin B12', category: 'Vegetariskt pålägg', size: 200, size_unit: 'g' }),
  p('12524', 'plain', { name: 'Gorgonzola dolce', ingredients: 'Pastöriserad komjölk, salt, ystenzym, mögelkultur', country_of_origin: 'Italien', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12755', 'plain', { name: 'Hushållsost 26 %', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, ystenzym, konserveringsmedel (natriumnitrat)', country_of_origin: 'Sverige', category: 'Ost', size: 1.1, size_unit: 'kg' }),
  p('12060', 'plain', { name: 'Salladsost', ingredients: 'Pastöriserad komjölk, salt, syrningskultur, ystenzym', country_of_origin: 'Danmark', category: 'Ost', size: 150, size_unit: 'g' }),
  p('19024', 'plain', { name: 'Standardmjölk 3 %', ingredients: 'Pastöriserad mjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1.5, size_unit: 'l' }),
  p('19027', 'composite', { name: 'Kondenserad mjölk sötad', ingredients: 'Helmjölk, socker', category: 'Bakning', size: 397, size_unit: 'g' }),
  p('19539', 'composite', { name: 'Yoghurt vanilj med bifidus', ingredients: 'Yoghurt (pastöriserad mjölk), socker 7 %, modifierad majsstärkelse, vaniljarom, naturlig vaniljarom, yoghurtkultur, Bifidobacterium', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19559', 'plain', { name: 'Lätt yoghurt vanilj 0 %', ingredients: 'Yoghurt (skummjölk), modifierad majsstärkelse, arom, sötningsmedel (aspartam, acesulfam K), förtjockningsmedel (pektin)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19587', 'composite', { name: 'Fruktyoghurt jordgubb', ingredients: 'Yoghurt (mjölk) 84 %, jordgubbar 8 %, socker 6 %, modifierad stärkelse, arom, färgämne (rödbetskoncentrat)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19598', 'plain', { name: 'Turkisk yoghurt 10 %', ingredients: 'Mjölk, grädde, mjölkprotein, yoghurtkultur', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19805', 'plain', { name: 'Filmjölk 3 %', ingredients: 'Pastöriserad mjölk, filmjölkskultur', country_of_origin: 'Sverige', category: 'Fil', size: 1000, size_unit: 'g' }),
  p('19860', 'plain', { name: 'Grekisk yoghurt 10 %', ingredients: 'Pastöriserad mjölk, grädde, yoghurtkultur', country_of_origin: 'Grekland', category: 'Yoghurt', size: 500, size_unit: 'g' }),
  p('20911', 'composite', { name: 'Sojadessert vanilj', ingredients: 'Sojabas (vatten, skalade sojabönor 6,3 %), socker, modifierad tapiokastärkelse, kalciumkarbonat, stabiliseringsmedel (karragenan), salt, naturlig arom, färgämne (karoten), vitaminer (B12, D2)', category: 'Vegetariskt', size: 500, size_unit: 'g' }),
  p('39710', 'composite', { name: 'Vaniljkräm', ingredients: 'Mjölk, grädde (mjölk) 10 %, socker, äggula 3 %, modifierad majsstärkelse, vaniljarom, färgämne (karoten)', country_of_origin: 'Sverige', category: 'Desserter', size: 500, size_unit: 'ml' }),

  // Fats
  p('16614', 'composite', { name: 'Bordsmargarin 80 % saltat', ingredients: 'Vegetabiliska oljor och fetter 80 % (raps, palm, shea, kokos), vatten, salt 1,3 %, emulgeringsmedel (mono- och diglycerider av fettsyror), surhetsreglerande medel (citronsyra), arom, vitaminer (A, D), färgämne (betakaroten)', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16741', 'composite', { name: 'Lätt margarin 60 % osaltat', ingredients: 'Vatten, vegetabiliska oljor 60 % (raps 45 %, palm, solros), emulgeringsmedel (solroslecitin, mono- och diglycerider av fettsyror), surhetsreglerande medel (mjölksyra), konserveringsmedel (kaliumsorbat), arom, vitaminer (A, D)', category: 'Matfett', size: 600, size_unit: 'g' }),

  // Cereal products
  p('24037', 'composite', { name: 'Fikonrullar', ingredients: 'Vetemjöl, fikonpuré 38 %, socker, glukossirap, palmfett, invertsockersirap, salt, bakpulver (natriumvätekarbonat), citronsyra', category: 'Kex', size: 200, size_unit: 'g' }),
  p('24615', 'composite', { name: 'Mandelflarn', ingredients: 'Socker, mandel 28 %, smör (mjölk) 20 %, glukossirap, vetemjöl, grädde (mjölk), salt', category: 'Kakor', size: 150, size_unit: 'g' }),
  p('24660', 'composite', { name: 'Palmier', ingredients: 'Vetemjöl, smör (mjölk) 30 %, socker 18 %, vatten, salt', category: 'Bageri', size: 80, size_unit: 'g' }),
  p('32002', 'composite', { name: 'Fiberflingor vetekli', ingredients: 'Vetekli 86 %, socker, maltextrakt av korn, salt, vitaminer (niacin, E, pantotensyra, B6, riboflavin, tiamin, folsyra, B12, D), järn', category: 'Flingor', size: 500, size_unit: 'g' }),
  p('32023', 'composite', { name: 'Flingor röda bär', ingredients: 'Ris, fullkornsvete 26 %, socker, frystorkade jordgubbar 2,5 %, vetegluten, maltextrakt av korn, salt, frystorkade hallon 0,5 %, vitaminer (C, niacin, B6, riboflavin, tiamin, folsyra, D), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32140', 'plain', { name: 'Snabbhavregryn', ingredients: 'Havregryn 100 %', country_of_origin: 'Sverige', category: 'Gryn och flingor', size: 750, size_unit: 'g' }),
  p('23445', 'composite', { name: 'Filodeg fryst', ingredients: 'Vetemjöl, vatten, majsstärkelse, rapsolja, salt, ättika', country_of_origin: 'Grekland', category: 'Fryst deg', size: 400, size_unit: 'g' }),
  p('9480', 'plain', { name: 'Dinkelmjöl', ingredients: 'Dinkelmjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 1.5, size_unit: 'kg' }),
  p('9520', 'plain', { name: 'Rismjöl', ingredients: 'Rismjöl 100 %', category: 'Mjöl', size: 500, size_unit: 'g' }),
  p('9550', 'plain', { name: 'Kornmjöl', ingredients: 'Kornmjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('9580', 'plain', { name: 'Kikärtsmjöl', ingredients: 'Kikärtsmjöl', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('23477', 'composite', { name: 'Chokladéclair', ingredients: 'Vaniljkräm 45 % (mjölk, socker, äggula, modifierad majsstärkelse, vaniljarom), ägg, vatten, vetemjöl, smör (mjölk), chokladglasyr 10 % (socker, kakaomassa, palmfett, kakaosmör, emulgeringsmedel (sojalecitin)), salt', category: 'Bakelser', size: 90, size_unit: 'g' }),
  p('7409', 'composite', { name: 'Knäckebröd linfrö', ingredients: 'Fullkornsrågmjöl 80 %, linfrö 13 %, salt, jäst', category: 'Knäckebröd', size: 230, size_unit: 'g' }),
  p('7602', 'composite', { name: 'Croissant', ingredients: 'Vetemjöl, smör (mjölk) 22 %, vatten, socker, jäst, ägg, salt, vetegluten, mjölkpulver, mjölbehandlingsmedel (askorbinsyra)', category: 'Bageri', size: 60, size_unit: 'g' }),
  p('7815_1', 'composite', { name: 'Tortillabröd vete medium', ingredients: 'Vetemjöl 68 %, vatten, rapsolja, socker, salt, bakpulver (difosfat, natriumvätekarbonat), konserveringsmedel (kaliumsorbat, kalciumpropionat), surhetsreglerande medel (äppelsyra)', category: 'Tortilla', size: 320, size_unit: 'g' }),
  p('9001', 'plain', { name: 'Dinkelkärnor', ingredients: 'Dinkel', country_of_origin: 'Sverige', category: 'Gryn', size: 1, size_unit: 'kg' }),

  // Sugary products
  p('31063', 'composite', { name: 'Chokladpraliner nougat', ingredients: 'Socker, kakaosmör, helmjölkspulver, hasselnötter 14 %, kakaomassa, vegetabiliska fetter (palm, shea), mandel 3 %, emulgeringsmedel (sojalecitin), arom', category: 'Choklad', size: 200, size_unit: 'g' }),
  p('31060', 'composite', { name: 'Vingummi fruktmix', ingredients: 'Glukossirap, socker, gelatin, druvsocker, surhetsreglerande medel (citronsyra), fruktjuice från koncentrat 1 % (äpple, hallon), arom, färgämnen (svartmorotskoncentrat, spirulinakoncentrat, kurkumin), ytbehandlingsmedel (karnaubavax)', category: 'Godis', size: 200, size_unit: 'g' }),
  p('31016', 'plain', { name: 'Strösocker', ingredients: 'Socker', country_of_origin: 'Sverige', category: 'Socker', size: 2, size_unit: 'kg' }),

  // Meat, eggs and fish
  p('28720', 'plain', { name: 'Bacon tärnat', ingredients: 'Sidfläsk 93 %, vatten, salt, druvsocker, stabiliseringsmedel (E451), antioxidationsmedel (E301), konserveringsmedel (E250), rök', country_of_origin: 'Danmark', category: 'Bacon', size: 140, size_unit: 'g' }),
  p('30317', 'composite', { name: 'Chorizo skivad', ingredients: 'Fläskkött, salt, paprika 2,5 %, druvsocker, mjölkprotein, vitlök, oregano, antioxidationsmedel (E301), konserveringsmedel (E250, E252)', country_of_origin: 'Spanien', category: 'Pålägg', size: 80, size_unit: 'g' }),
  p('30350', 'composite', { name: 'Salami skivad', ingredients: 'Fläskkött, nötkött, salt, druvsocker, kryddor, vitlök, antioxidationsmedel (E301), konserveringsmedel (E250)', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('8110', 'plain', { name: 'Ankconfit 4 lår', ingredients: 'Anklår 70 %, ankfett, salt, peppar', country_of_origin: 'Frankrike', category: 'Konserver', size: 1350, size_unit: 'g' }),
  p('10003', 'plain', { name: 'Pilgrimsmusslor med rom', ingredients: 'Pilgrimsmusslor (Pecten maximus) med rom', country_of_origin: 'Frankrike', category: 'Fisk och skaldjur', size: 200, size_unit: 'g' }),
  p('10021', 'plain', { name: 'Räkor råa skalade frysta', ingredients: 'Räkor (Litopenaeus vannamei) 92 %, vatten, salt', country_of_origin: 'Vietnam', category: 'Fryst fisk och skaldjur', size: 400, size_unit: 'g' }),
  p('26018', 'plain', { name: 'Marulkfilé', ingredients: 'Marulk (Lophius piscatorius)', country_of_origin: 'Norge', category: 'Färsk fisk', size: 300, size_unit: 'g' }),
  p('26047', 'plain', { name: 'Sejfilé fryst', ingredients: 'Sej (Pollachius virens)', country_of_origin: 'Norge', category: 'Fryst fisk', size: 1, size_unit: 'kg' }),
  p('26098', 'plain', { name: 'Klippfisk', ingredients: 'Torsk (Gadus morhua), salt', country_of_origin: 'Norge', category: 'Fisk', size: 500, size_unit: 'g' }),
  p('26119', 'plain', { name: 'Rosa lax i burk', ingredients: 'Rosa lax (Oncorhynchus gorbuscha), salt', country_of_origin: 'USA', category: 'Fiskkonserver', size: 213, size_unit: 'g' }),
  p('21504', 'plain', { name: 'Lammbog', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Lamm', size: 1.2, size_unit: 'kg' }),
  p('28003', 'plain', { name: 'Kotlettrad benfri', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Fläsk', size: 1, size_unit: 'kg' }),
  p('36204', 'plain', { name: 'Ankbröst', ingredients: 'Ankbröst med skinn', country_of_origin: 'Frankrike', category: 'Fågel', size: 350, size_unit: 'g' }),
  p('6536', 'plain', { name: 'Kalvfärs 15 %', ingredients: 'Kalvkött', country_of_origin: 'Sverige', category: 'Färs', size: 500, size_unit: 'g' }),
  p('6104', 'plain', { name: 'Rostbiff skivad', ingredients: 'Nötkött 96 %, salt, druvsocker, svartpeppar', country_of_origin: 'Irland', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('40203', 'plain', { name: 'Oxtunga kokt skivad', ingredients: 'Oxtunga 95 %, vatten, salt, druvsocker, konserveringsmedel (E250)', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('26095', 'plain', { name: 'Vitlingfilé', ingredients: 'Vitling (Merlangius merlangus)', country_of_origin: 'Danmark', category: 'Färsk fisk', size: 400, size_unit: 'g' }),
  p('30110', 'plain', { name: 'Toulousekorv', ingredients: 'Fläskkött 92 %, vatten, salt, svartpeppar, muskot, druvsocker, antioxidationsmedel (E301), fjälster (svin)', category: 'Korv', size: 400, size_unit: 'g' }),
];
