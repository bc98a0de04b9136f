import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The eighteenth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET18_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and ingredients
  p('11090', 'plain', { name: 'Äppelcidervinäger 5 %', ingredients: 'Äppelcidervinäger', country_of_origin: 'Tyskland', category: 'Vinäger', size: 500, size_unit: 'ml' }),
  p('11100', 'composite', { name: 'Barbecuesås Original', ingredients: 'Tomatpuré 35 %, socker, vatten, brännvinsvinäger, glukos-fruktossirap, modifierad majsstärkelse, salt, rökarom, lök, vitlök, kryddor, förtjockningsmedel (xantangummi), konserveringsmedel (kaliumsorbat)', category: 'Såser', size: 500, size_unit: 'ml' }),
  p('11035', 'plain', { name: 'Oregano torkad', ingredients: 'Oregano', country_of_origin: 'Turkiet', category: 'Kryddor', size: 8, size_unit: 'g' }),
  p('11010', 'plain', { name: 'Jäst för matbröd', ingredients: 'Jäst, emulgeringsmedel (E491)', country_of_origin: 'Sverige', category: 'Bakning', size: 50, size_unit: 'g' }),
  p('11208', 'composite', { name: 'Pastasås tomat & parmesan', ingredients: 'Tomater 72 %, tomatpuré, lök, solrosolja, ost (parmesan) 4 % (mjölk, salt, löpe), socker, salt, basilika 0,8 %, vitlök, oregano, svartpeppar', country_of_origin: 'Italien', category: 'Pastasåser', size: 400, size_unit: 'g' }),

  // Infant foods
  p('13167', 'composite', { name: 'Mild havregröt från 4 månader', ingredients: 'Havremjöl (fullkorn) 58 %, skummjölkspulver 24 %, vegetabiliska oljor (raps, solros), maltodextrin, mineraler (kalciumkarbonat, järnfumarat), vitaminer (C, E, niacin, B6, A, D3, B1, B12)', category: 'Barnmat', size: 480, size_unit: 'g' }),
  p('42605', 'composite', { name: 'Potatis, grönsaker och nötkött från 12 månader', ingredients: 'Vatten, potatis 20 %, morötter 18 %, nötkött 10 %, gröna ärter 6 %, lök, majsstärkelse, rapsolja, tomatpuré, persilja', country_of_origin: 'Tyskland', category: 'Barnmat', size: 250, size_unit: 'g' }),

  // Drinks
  p('76060', 'plain', { name: 'Perrier naturligt mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra från källan', country_of_origin: 'Frankrike', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('5010', 'composite', { name: 'Belgisk blond ale 5,5 %', ingredients: 'Vatten, kornmalt, vetemalt, socker, humle, jäst', country_of_origin: 'Belgien', category: 'Öl', size: 330, size_unit: 'ml' }),
  p('5021', 'plain', { name: 'Cidre Demi-Sec 4,5 %', ingredients: 'Jäst äppelmust, kolsyra, antioxidationsmedel (E224)', country_of_origin: 'Frankrike', category: 'Cider', size: 750, size_unit: 'ml' }),
  p('18019', 'composite', { name: 'Apelsinläsk med 12 % juice', ingredients: 'Kolsyrat vatten, apelsinjuice från koncentrat 12 %, socker, surhetsreglerande medel (citronsyra), arom, stabiliseringsmedel (pektin), färgämne (betakaroten)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18075', 'composite', { name: 'Iste persika', ingredients: 'Vatten, socker, fruktos, surhetsreglerande medel (citronsyra, natriumcitrat), svart te-extrakt 0,12 %, persikojuice från koncentrat 0,1 %, arom, antioxidationsmedel (askorbinsyra)', category: 'Iste', size: 1.5, size_unit: 'l' }),
  p('18344', 'plain', { name: 'Tonic water', ingredients: 'Kolsyrat vatten, socker, surhetsreglerande medel (citronsyra), arom (kinin)', category: 'Mixers', size: 1, size_unit: 'l' }),
  p('18352', 'composite', { name: 'Energidryck original', ingredients: 'Kolsyrat vatten, socker, glukos, surhetsreglerande medel (citronsyra), taurin 0,4 %, surhetsreglerande medel (natriumkarbonat, magnesiumkarbonat), koffein 0,03 %, vitaminer (niacin, pantotensyra, B6, B12), arom, färgämnen (sockerkulör, riboflavin)', country_of_origin: 'Österrike', category: 'Energidryck', size: 250, size_unit: 'ml' }),
  p('2016', 'plain', { name: 'Druvjuice röd', ingredients: 'Juice av röda druvor', country_of_origin: 'Spanien', category: 'Juice', size: 1, size_unit: 'l' }),
  p('18035', 'plain', { name: 'Citronläsk sockerfri', ingredients: 'Kolsyrat vatten, citronjuice från koncentrat 3 %, surhetsreglerande medel (citronsyra), arom, sötningsmedel (aspartam, acesulfam K), konserveringsmedel (kaliumsorbat)', category: 'Läsk', size: 1.5, size_unit: 'l' }),

  // Starters and dishes
  p('25477', 'composite', { name: 'Pizza funghi fryst', ingredients: 'Vetemjöl, tomatsås (tomatpuré, vatten, socker, salt, oregano), ost (mozzarella) 18 %, champinjoner 12 %, vatten, rapsolja, jäst, salt, socker, oregano', country_of_origin: 'Tyskland', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('26271', 'composite', { name: 'Kebabpizza', ingredients: 'Vetemjöl, vatten, tomatsås 16 % (tomatpuré, socker, salt, kryddor), ost 15 %, kebabkött 12 % (nötkött, vatten, salt, kryddor, dextros), lök, kebabsås 5 % (rapsolja, vatten, yoghurt, vitlök, socker, salt), rapsolja, jäst, salt', category: 'Fryst pizza', size: 550, size_unit: 'g' }),
  p('25582', 'composite', { name: 'Vårrullar med kyckling', ingredients: 'Risplåt (rismjöl, tapiokastärkelse, vatten, salt), vitkål 22 %, kycklingkött 16 %, morötter, glasnudlar (mungbönsstärkelse), lök, rapsolja, sojasås (vatten, sojabönor, vete, salt), vitlök, socker, svartpeppar', country_of_origin: 'Vietnam', category: 'Asiatiskt', size: 480, size_unit: 'g' }),
  p('25110', 'composite', { name: 'Har gow räkdumplings', ingredients: 'Räkor 38 %, vetestärkelse, tapiokastärkelse, vatten, bambuskott, rapsolja, socker, salt, sesamolja, vitpeppar, ingefära', country_of_origin: 'Kina', category: 'Asiatiskt', size: 200, size_unit: 'g' }),
  p('25138', 'composite', { name: 'Couscous med kyckling och grönsaker', ingredients: 'Kokt couscous 35 % (vatten, durumvetegryn), kycklingfilé 18 %, vatten, morötter, zucchini, kikärtor, lök, tomatpuré, rapsolja, salt, kryddor (spiskummin, koriander, gurkmeja, kanel), russin', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25037', 'composite', { name: 'Fiskgratäng Florentine', ingredients: 'Alaska pollock 45 %, mjölk, spenat 10 %, vatten, grädde, ost 4 %, vetemjöl, smör, salt, majsstärkelse, citronjuice, vitpeppar, muskot', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('26259', 'composite', { name: 'Coleslaw', ingredients: 'Vitkål 58 %, morötter 10 %, rapsolja, vatten, socker, ättiksprit, äggula, lök, salt, senap, förtjockningsmedel (guarkärnmjöl, xantangummi), konserveringsmedel (kaliumsorbat)', country_of_origin: 'Sverige', category: 'Sallader', size: 400, size_unit: 'g' }),
  p('25576', 'composite', { name: 'Fullkornssmörgås skinka & ost', ingredients: 'Fullkornsformbröd 55 % (fullkornsvetemjöl, vatten, vetemjöl, rapsolja, jäst, socker, salt), rökt skinka 18 % (griskött, vatten, salt, dextros, konserveringsmedel natriumnitrit), ost 14 % (mjölk, salt, syrningskultur, löpe), margarin (rapsolja, palmolja, vatten, salt), sallad', category: 'Smörgåsar', size: 160, size_unit: 'g' }),
  p('25965', 'composite', { name: 'Ärtsoppa med fläsk', ingredients: 'Vatten, gula ärtor 25 %, rimmat fläsk 6 % (fläskkött, salt), lök, salt, timjan, mejram', country_of_origin: 'Sverige', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('25912', 'composite', { name: 'Champinjonsoppa', ingredients: 'Vatten, champinjoner 18 %, grädde 8 %, vetemjöl, lök, smör, salt, majsstärkelse, grönsaksbuljong (salt, socker, lök, selleri), vitpeppar, persilja', category: 'Soppor', size: 500, size_unit: 'ml' }),

  // Fruit, vegetables, pulses and nuts
  p('13009', 'plain', { name: 'Citroner', ingredients: 'Citroner', country_of_origin: 'Spanien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13015', 'plain', { name: 'Hallon', ingredients: 'Hallon', country_of_origin: 'Sverige', category: 'Bär', size: 125, size_unit: 'g' }),
  p('13042', 'plain', { name: 'Katrinplommon urkärnade', ingredients: 'Katrinplommon, konserveringsmedel (kaliumsorbat)', country_of_origin: 'Chile', category: 'Torkad frukt', size: 400, size_unit: 'g' }),
  p('13179', 'plain', { name: 'Grapefrukt gul', ingredients: 'Grapefrukt', country_of_origin: 'Sydafrika', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13047', 'plain', { name: 'Rabarber', ingredients: 'Rabarber', country_of_origin: 'Sverige', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('13997', 'composite', { name: 'Bärmix fryst', ingredients: 'Jordgubbar 40 %, hallon 25 %, svarta vinbär 20 %, röda vinbär 15 %', category: 'Frysta bär', size: 750, size_unit: 'g' }),
  p('15000', 'plain', { name: 'Mandlar naturella', ingredients: 'Mandlar', country_of_origin: 'USA', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('15018', 'composite', { name: 'Studentblandning saltad', ingredients: 'Jordnötter 35 %, russin 30 % (russin, solrosolja), cashewnötter 15 %, hasselnötter 10 %, mandlar 8 %, salt', category: 'Nötter', size: 300, size_unit: 'g' }),
  p('20009', 'plain', { name: 'Morötter', ingredients: 'Morötter', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20028', 'plain', { name: 'Fänkål', ingredients: 'Fänkål', country_of_origin: 'Italien', category: 'Grönsaker', size: 400, size_unit: 'g' }),
  p('20039', 'plain', { name: 'Purjolök', ingredients: 'Purjolök', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20068', 'plain', { name: 'Tomatpuré dubbelkoncentrerad', ingredients: 'Tomatkoncentrat 99 %, salt', country_of_origin: 'Italien', category: 'Konserver', size: 140, size_unit: 'g' }),
  p('20087', 'plain', { name: 'Paprika röd', ingredients: 'Röd paprika', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20169', 'plain', { name: 'Krossade tomater', ingredients: 'Tomater 99 %, tomatjuice, surhetsreglerande medel (citronsyra)', category: 'Konserver', size: 400, size_unit: 'g' }),
  p('20267', 'composite', { name: 'Grönsaksmix Gårdsblandning fryst', ingredients: 'Haricots verts 28 %, morötter 25 %, potatis 22 %, gröna ärter 15 %, lök 10 %', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('20270', 'plain', { name: 'Babyspenat', ingredients: 'Babyspenat', country_of_origin: 'Italien', category: 'Sallad', size: 65, size_unit: 'g' }),
  p('20507', 'plain', { name: 'Kikärtor i lake', ingredients: 'Kikärtor, vatten, salt', category: 'Konserver', size: 380, size_unit: 'g' }),
  p('4022', 'plain', { name: 'Potatismos pulver', ingredients: 'Potatis 98 %, emulgeringsmedel (E471), salt, antioxidationsmedel (natriumdisulfit), kryddor, arom', category: 'Potatis', size: 230, size_unit: 'g' }),

  // Ice cream
  p('39521', 'composite', { name: 'Gräddglass choklad & brownie', ingredients: 'Grädde 29 %, vatten, socker, kondenserad skummjölk, browniebitar 9 % (vetemjöl, socker, smör, ägg, kakao), äggula, kakao 4 %, glukossirap, stabiliseringsmedel (guarkärnmjöl), emulgeringsmedel (sojalecitin)', country_of_origin: 'Nederländerna', category: 'Glass', size: 465, size_unit: 'ml' }),
  p('39517', 'composite', { name: 'Frozen yoghurt jordgubb', ingredients: 'Yoghurt 45 % (mjölk, yoghurtkultur), socker, jordgubbar 12 %, vatten, glukossirap, skummjölkspulver, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), citronjuice', category: 'Glass', size: 500, size_unit: 'ml' }),
  p('39533', 'composite', { name: 'Glasstårta vanilj med chokladskikt', ingredients: 'Skummjölk, socker, vegetabiliskt fett (kokos), glukossirap, choklad 8 % (socker, kakaosmör, kakaomassa, helmjölkspulver), vassleprotein, grädde, emulgeringsmedel (E471), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljarom', category: 'Glass', size: 650, size_unit: 'ml' }),

  // Milk and dairy
  p('19410', 'plain', { name: 'Crème fraiche 32 %', ingredients: 'Pastöriserad grädde, syrningskultur', country_of_origin: 'Sverige', category: 'Matlagningsgrädde', size: 200, size_unit: 'ml' }),
  p('19051', 'plain', { name: 'Skummjölk 0,1 %', ingredients: 'Pastöriserad skummjölk, vitamin A, vitamin D', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('12039', 'plain', { name: 'Munster AOP', ingredients: 'Pastöriserad komjölk, salt, syrningskultur, löpe, ytkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19590', 'plain', { name: 'Mozzarella', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Italien', category: 'Ost', size: 125, size_unit: 'g' }),
  p('12800', 'plain', { name: 'Chèvre färsk getost', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12008', 'plain', { name: 'Dessertost dubbelgrädde 60+', ingredients: 'Pastöriserad mjölk, grädde, salt, syrningskultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12742', 'plain', { name: 'Mimolette extra gammal', ingredients: 'Komjölk, salt, löpe, syrningskultur, färgämne (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19530', 'composite', { name: 'Färskost vitlök & örter', ingredients: 'Färskost 95 % (pastöriserad mjölk, grädde, syrningskultur), vitlök 1,5 %, salt, örter 1 % (persilja, gräslök), svartpeppar', category: 'Färskost', size: 150, size_unit: 'g' }),
  p('19535', 'composite', { name: 'Drickyoghurt jordgubb', ingredients: 'Yoghurt (mjölk, yoghurtkultur) 88 %, socker 6 %, jordgubbar 4 %, modifierad stärkelse, arom, färgämne (rödbetskoncentrat)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1, size_unit: 'l' }),
  p('19594', 'plain', { name: 'Lätt yoghurt naturell 0,1 %', ingredients: 'Pastöriserad skummjölk, mjölkprotein, yoghurtkultur', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19580', 'composite', { name: 'Yoghurt stracciatella', ingredients: 'Yoghurt (mjölk, grädde, yoghurtkultur) 85 %, socker 8 %, chokladflingor 4 % (socker, kakaomassa, kakaosmör, emulgeringsmedel sojalecitin), modifierad stärkelse, arom', category: 'Yoghurt', size: 500, size_unit: 'g' }),
  p('19698', 'composite', { name: 'Tiramisu', ingredients: 'Mascarpone 30 % (grädde, mjölk, surhetsreglerande medel citronsyra), socker, äggula, savoiardikex 14 % (vetemjöl, socker, ägg), vatten, kaffe 3 %, grädde, marsalavin, kakao 0,6 %, gelatin', country_of_origin: 'Italien', category: 'Desserter', size: 500, size_unit: 'g' }),
  p('39209', 'composite', { name: 'Crème caramel', ingredients: 'Mjölk 62 %, socker, ägg 11 %, karamell 8 % (socker, vatten), majsstärkelse, vaniljarom', category: 'Desserter', size: 400, size_unit: 'g' }),
  p('39212', 'composite', { name: 'Rispudding vanilj', ingredients: 'Mjölk 72 %, grädde 9 %, ris 8 %, socker 7 %, vatten, stabiliseringsmedel (karragenan), vaniljarom', country_of_origin: 'Sverige', category: 'Desserter', size: 500, size_unit: 'g' }),

  // Fats
  p('16733', 'composite', { name: 'Lätt bordsmargarin 39 % osaltat', ingredients: 'Vatten, vegetabiliska oljor och fetter 39 % (raps 60 %, palm, kokos), emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (pektin), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), vitamin A, vitamin D, arom', country_of_origin: 'Sverige', category: 'Matfett', size: 600, size_unit: 'g' }),
  p('17180', 'plain', { name: 'Linfröolja kallpressad', ingredients: 'Kallpressad linfröolja', category: 'Oljor', size: 250, size_unit: 'ml' }),

  // Cereal products
  p('32110', 'composite', { name: 'Frukt müsli', ingredients: 'Havregryn 45 %, vetegryn, russin 10 %, rågflingor, socker, torkade aprikoser 4 % (aprikoser, rismjöl), hasselnötter 3 %, torkade äpplen 3 %, vitaminer (niacin, E, pantotensyra, B6, B2, B1, folsyra, B12), järn', category: 'Flingor & müsli', size: 750, size_unit: 'g' }),
  p('32115', 'composite', { name: 'Chokladpuffar', ingredients: 'Fullkornsvete 64 %, socker, kakaopulver 6 %, glukossirap, salt, arom, vitaminer (niacin, B6, B2, B1, folsyra, D, B12), mineraler (järn, kalcium)', category: 'Flingor & müsli', size: 500, size_unit: 'g' }),
  p('38107', 'composite', { name: 'Saltkringlor mini', ingredients: 'Vetemjöl, vegetabiliska fetter (palm, raps), salt 3 %, malt, jäst, surhetsreglerande medel (natriumhydroxid)', country_of_origin: 'Tyskland', category: 'Snacks', size: 250, size_unit: 'g' }),
  p('38401', 'composite', { name: 'Crackers med ostfyllning', ingredients: 'Vetemjöl, ostfyllning 30 % (vegetabiliskt fett (palm), vasslepulver, ostpulver 6 %, laktos, salt, maltodextrin), palmolja, socker, glukossirap, salt, jäst, jästmedel (natriumvätekarbonat)', category: 'Snacks', size: 150, size_unit: 'g' }),
  p('9533', 'plain', { name: 'Rågmjöl', ingredients: 'Råg', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('23410', 'composite', { name: 'Pajdeg utkavlad', ingredients: 'Vetemjöl 54 %, vegetabiliska fetter (palm, raps), vatten, smör 4 %, alkohol, salt, surhetsreglerande medel (citronsyra)', country_of_origin: 'Frankrike', category: 'Kyld deg', size: 230, size_unit: 'g' }),
  p('23799', 'composite', { name: 'Crêpes', ingredients: 'Mjölk 45 %, vetemjöl, ägg 13 %, vatten, rapsolja, socker, salt, emulgeringsmedel (sojalecitin)', category: 'Kylt bröd', size: 320, size_unit: 'g' }),
  p('23880', 'composite', { name: 'Sockermunk', ingredients: 'Vetemjöl, vatten, rapsolja, socker 12 %, ägg, jäst, skummjölkspulver, emulgeringsmedel (E471), salt, kardemumma', category: 'Bageri', size: 240, size_unit: 'g' }),
  p('24630', 'composite', { name: 'Madeleines smör', ingredients: 'Vetemjöl, socker, ägg 22 %, smör 20 %, glukos-fruktossirap, bakpulver (natriumdifosfat, natriumvätekarbonat), salt, arom', country_of_origin: 'Frankrike', category: 'Kakor', size: 250, size_unit: 'g' }),
  p('7200', 'composite', { name: 'Formfranska', ingredients: 'Vetemjöl, vatten, rapsolja, socker, jäst, salt, vetegluten, emulgeringsmedel (E471, E481), mjölbehandlingsmedel (askorbinsyra)', country_of_origin: 'Sverige', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7262', 'composite', { name: 'Hamburgerbröd fullkorn', ingredients: 'Fullkornsvetemjöl 50 %, vatten, vetemjöl, socker, rapsolja, jäst, sesamfrön 2 %, salt, vetegluten, emulgeringsmedel (E471)', category: 'Bröd', size: 450, size_unit: 'g' }),
  p('7740', 'composite', { name: 'Brioche skivad', ingredients: 'Vetemjöl, ägg 16 %, socker, smör 10 %, vatten, jäst, skummjölkspulver, salt, emulgeringsmedel (E471), arom', country_of_origin: 'Frankrike', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7730', 'composite', { name: 'Pain au chocolat', ingredients: 'Vetemjöl, smör 22 %, vatten, mörk choklad 10 % (socker, kakaomassa, kakaosmör, emulgeringsmedel sojalecitin), socker, ägg, jäst, salt, skummjölkspulver', category: 'Bageri', size: 70, size_unit: 'g' }),
  p('9119', 'plain', { name: 'Basmatiris', ingredients: 'Basmatiris', country_of_origin: 'Indien', category: 'Ris', size: 1, size_unit: 'kg' }),
  p('9681', 'plain', { name: 'Couscous', ingredients: 'Förångat durumvetegryn', category: 'Pasta & gryn', size: 500, size_unit: 'g' }),
  p('9874', 'composite', { name: 'Glutenfri pasta penne', ingredients: 'Majsmjöl 70 %, rismjöl 29 %, emulgeringsmedel (mono- och diglycerider av fettsyror)', country_of_origin: 'Italien', category: 'Pasta', size: 500, size_unit: 'g' }),

  // Sweet products
  p('31005', 'composite', { name: 'Mörk choklad 56 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vanilj. Kakao minst 56 %', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31008', 'plain', { name: 'Flytande honung', ingredients: 'Honung', country_of_origin: 'Sverige', category: 'Honung', size: 350, size_unit: 'g' }),
  p('31062', 'composite', { name: 'Hallonsylt', ingredients: 'Hallon 45 %, socker, vatten, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', category: 'Sylt & marmelad', size: 400, size_unit: 'g' }),

  // Meat, fish and eggs
  p('28801', 'plain', { name: 'Schwarzwaldskinka', ingredients: 'Griskött 97 %, salt, dextros, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rök', country_of_origin: 'Tyskland', category: 'Chark', size: 100, size_unit: 'g' }),
  p('28922', 'plain', { name: 'Skinktärningar rökta', ingredients: 'Griskött 86 %, vatten, salt, dextros, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rök', country_of_origin: 'Danmark', category: 'Chark', size: 150, size_unit: 'g' }),
  p('30115', 'composite', { name: 'Chipolata rå', ingredients: 'Griskött 82 %, vatten, potatisstärkelse, salt, kryddor (svartpeppar, muskot, timjan), dextros, antioxidationsmedel (natriumaskorbat), fjälster av gris', category: 'Korv', size: 400, size_unit: 'g' }),
  p('30156', 'composite', { name: 'Merguez', ingredients: 'Nötkött 55 %, lammkött 25 %, vatten, kryddor (paprika, chili, spiskummin, koriander), salt, vitlök, dextros, lammfjälster', category: 'Korv', size: 350, size_unit: 'g' }),
  p('30176', 'composite', { name: 'Leverkorv grov', ingredients: 'Griskött 48 %, fläsklever 28 %, fläskspäck, lök, salt, kryddor (peppar, mejram, kryddpeppar), dextros, konserveringsmedel (natriumnitrit)', country_of_origin: 'Tyskland', category: 'Chark', size: 125, size_unit: 'g' }),
  p('30701', 'composite', { name: 'Kokt fläskkorv', ingredients: 'Fläskkött 78 %, vatten, potatismjöl, salt, lök, kryddor, dextros, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Korv', size: 400, size_unit: 'g' }),
  p('25089', 'composite', { name: 'Cordon bleu av kyckling', ingredients: 'Kycklingkött 56 %, ströbröd (vetemjöl, jäst, salt, paprika), ost 9 %, kokt skinka 8 % (griskött, salt, dextros, konserveringsmedel natriumnitrit), vatten, rapsolja, vetemjöl, salt, majsstärkelse, kryddor', category: 'Fryst kyckling', size: 500, size_unit: 'g' }),
  p('10007', 'plain', { name: 'Räkor kokta skalade', ingredients: 'Räkor (Pandalus borealis), salt', country_of_origin: 'Kanada', category: 'Skaldjur', size: 500, size_unit: 'g' }),
  p('10011', 'plain', { name: 'Ostron', ingredients: 'Ostron (Crassostrea gigas)', country_of_origin: 'Frankrike', category: 'Skaldjur', size: 1, size_unit: 'kg' }),
  p('26043', 'plain', { name: 'Torskfilé', ingredients: 'Torsk (Gadus morhua)', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26006', 'plain', { name: 'Alaska pollock filé fryst', ingredients: 'Alaska pollock (Theragra chalcogramma)', category: 'Fryst fisk', size: 1, size_unit: 'kg' }),
  p('26206', 'plain', { name: 'Havsabborre hel odlad', ingredients: 'Havsabborre (Dicentrarchus labrax)', country_of_origin: 'Grekland', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26210', 'plain', { name: 'Kungsfiskfilé', ingredients: 'Kungsfisk (Sebastes norvegicus)', country_of_origin: 'Island', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('27029', 'plain', { name: 'Kallrökt regnbåge', ingredients: 'Regnbåge 97 % (Oncorhynchus mykiss), salt, socker, rök', country_of_origin: 'Finland', category: 'Rökt fisk', size: 150, size_unit: 'g' }),
  p('36003', 'plain', { name: 'Kycklinglårfilé', ingredients: 'Kycklinglårfilé', country_of_origin: 'Sverige', category: 'Kyckling', size: 700, size_unit: 'g' }),
  p('6212', 'plain', { name: 'Flankstek av nöt', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 600, size_unit: 'g' }),
  p('28473', 'plain', { name: 'Fläskinnanlår benfritt', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('40202', 'plain', { name: 'Oxtunga', ingredients: 'Oxtunga', category: 'Kött', size: 1, size_unit: 'kg' }),
];
