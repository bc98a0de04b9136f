import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-seventh environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET27_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and sauces
  p('11090', 'plain', { name: 'Äppelcidervinäger', ingredients: 'Äppelcidervinäger (syrahalt 5 %)', country_of_origin: 'Tyskland', category: 'Vinäger', size: 500, size_unit: 'ml' }),
  p('11003', 'plain', { name: 'Gräslök', ingredients: 'Gräslök', country_of_origin: 'Sverige', category: 'Färska örter', size: 25, size_unit: 'g' }),
  p('11104', 'composite', { name: 'Japansk soja', ingredients: 'Vatten, sojabönor 17 %, vete 15 %, salt', category: 'Soja- och asiatiska såser', size: 150, size_unit: 'ml' }),
  p('11102', 'composite', { name: 'Bearnaisesås', ingredients: 'Rapsolja, vatten, äggula 7 %, vinäger, socker, salt, dragon 0,6 %, schalottenlök, modifierad majsstärkelse, förtjockningsmedel (xantangummi), konserveringsmedel (kaliumsorbat), färgämne (karotener), vitpeppar', category: 'Kalla såser', size: 230, size_unit: 'g' }),
  p('11168', 'composite', { name: 'Aioli', ingredients: 'Rapsolja 60 %, olivolja 10 %, vatten, äggula, vitlök 3 %, vinäger, citronjuice, salt, socker, senapsfrö, förtjockningsmedel (guarkärnmjöl), konserveringsmedel (kaliumsorbat)', category: 'Kalla såser', size: 230, size_unit: 'g' }),

  // Baby food
  p('42603', 'composite', { name: 'Grönsaker med potatis och nötkött, från 6 mån', ingredients: 'Grönsaker 46 % (morot, palsternacka, broccoli), vatten, potatis 20 %, nötkött 8 %, rapsolja, majsstärkelse', category: 'Barnmat', size: 190, size_unit: 'g' }),
  p('20246', 'composite', { name: 'Morot och sötpotatis, från 4 mån', ingredients: 'Morötter 55 %, sötpotatis 40 %, vatten', category: 'Barnmat', size: 125, size_unit: 'g' }),

  // Drinks
  p('18430', 'plain', { name: 'Källvatten naturell', ingredients: 'Naturligt källvatten', country_of_origin: 'Sverige', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18010', 'plain', { name: 'Sockerdricka', ingredients: 'Vatten, socker, kolsyra, surhetsreglerande medel (citronsyra), arom', country_of_origin: 'Sverige', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('5008', 'composite', { name: 'Folköl ljus lager 2,8 %', ingredients: 'Vatten, kornmalt, majs, humle', country_of_origin: 'Sverige', category: 'Folköl', size: 500, size_unit: 'ml' }),
  p('2035', 'composite', { name: 'Juice multifrukt', ingredients: 'Apelsinjuice 42 %, äppeljuice 24 %, ananasjuice 12 %, bananpuré 8 %, passionsfruktjuice 6 %, mangopuré 5 %, limejuice 3 %', category: 'Juice', size: 1, size_unit: 'l' }),
  p('2069', 'composite', { name: 'Multivitamin juice', ingredients: 'Fruktjuicer från koncentrat 100 % (apelsin 50 %, äpple 20 %, ananas 10 %, druva, passionsfrukt, mango, guava, aprikos, banan, citron), vitaminer (C, niacin, E, pantotensyra, B6, B1, B2, folsyra, biotin, B12)', category: 'Juice', size: 2, size_unit: 'l' }),
  p('18901', 'composite', { name: 'Sojadryck naturell med kalcium', ingredients: 'Vatten, skalade sojabönor 7 %, socker, kalcium (kalciumkarbonat), surhetsreglerande medel (kaliumfosfater), stabiliseringsmedel (gellangummi), salt, vitaminer (riboflavin, B12, D2)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('19122', 'composite', { name: 'Chokladmjölk', ingredients: 'Mellanmjölk 92 %, socker, fettreducerad kakao 1,5 %, stabiliseringsmedel (karragenan), vitamin D, vitamin A', country_of_origin: 'Sverige', category: 'Mjölkdrycker', size: 1, size_unit: 'l' }),
  p('18163', 'composite', { name: 'Cappuccino choklad, pulver', ingredients: 'Socker, glukossirap, kokosfett, skummjölkspulver 12 %, snabbkaffe 9 %, fettreducerad kakao 5 %, laktos, mjölkprotein, salt, stabiliseringsmedel (dikaliumfosfat), arom', category: 'Kaffe', size: 250, size_unit: 'g' }),
  p('0001', 'plain', { name: 'Rödbetsjuice ekologisk', ingredients: 'Rödbetsjuice 100 %', country_of_origin: 'Tyskland', category: 'Juice', size: 500, size_unit: 'ml' }),

  // Composite dishes
  p('25404', 'composite', { name: 'Pizza Margherita, fryst', ingredients: 'Vetemjöl, tomatpuré 22 %, mozzarellaost 18 %, vatten, rapsolja, jäst, salt, socker, oregano, basilika', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('20274', 'composite', { name: 'Grillade medelhavsgrönsaker, frysta', ingredients: 'Zucchini 30 %, paprika (röd och gul) 25 %, aubergine 18 %, rödlök 12 %, tomat 8 %, olivolja 3 %, vitlök, salt, timjan, svartpeppar', country_of_origin: 'Italien', category: 'Frysta grönsaker', size: 600, size_unit: 'g' }),
  p('25907', 'composite', { name: 'Potatis- och purjolökssoppa', ingredients: 'Vatten, potatis 24 %, purjolök 12 %, grädde, lök, smör, salt, grönsaksbuljong (salt, socker, lök, morot, selleri), vitpeppar', category: 'Färdig soppa', size: 500, size_unit: 'ml' }),
  p('25026', 'composite', { name: 'Stuvad spenat, fryst', ingredients: 'Spenat 75 %, mjölk, vatten, grädde, vetemjöl, rapsolja, salt, socker, muskotnöt', category: 'Frysta grönsaker', size: 450, size_unit: 'g' }),
  p('25444', 'composite', { name: 'Västerbottenpaj', ingredients: 'Mjölk, Västerbottensost 22 %, vetemjöl, ägg, smör, grädde, vatten, potatisstärkelse, salt, svartpeppar', country_of_origin: 'Sverige', category: 'Matpaj', size: 450, size_unit: 'g' }),
  p('30181', 'composite', { name: 'Sojafärs, fryst', ingredients: 'Vatten, sojaprotein 30 %, rapsolja, lök, salt, kryddor, förtjockningsmedel (metylcellulosa), järn', category: 'Vegetariskt', size: 500, size_unit: 'g' }),
  p('25589', 'composite', { name: 'Vegobullar', ingredients: 'Vatten, sojaprotein 18 %, vetegluten 10 %, lök, rapsolja, vetemjöl, ströbröd (vetemjöl, jäst, salt), salt, kryddor, förtjockningsmedel (metylcellulosa)', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  p('25057', 'composite', { name: 'Pytt i panna med bacon, fryst', ingredients: 'Förstekt potatis 62 % (potatis, rapsolja), bacon 14 % (fläskkött, salt, druvsocker, konserveringsmedel (natriumnitrit)), lök, rapsolja, salt, svartpeppar', category: 'Färdigmat', size: 750, size_unit: 'g' }),
  p('25955', 'composite', { name: 'Asiatisk nudelsoppa med kyckling', ingredients: 'Vatten, risnudlar 12 % (rismjöl, vatten), kycklingkött 8 %, vitkål, morot, kokosmjölk, paprika, lök, sojasås (vatten, sojabönor, vete, salt), ingefära, vitlök, socker, salt, koriander, chili', category: 'Färdig soppa', size: 500, size_unit: 'g' }),
  p('25475', 'composite', { name: 'Baguette skinka och ägg', ingredients: 'Baguette 50 % (vetemjöl, vatten, jäst, salt), kokt skinka 18 % (fläskkött, vatten, salt, druvsocker, konserveringsmedel (natriumnitrit)), kokt ägg 14 %, tomat, sallad, smör', category: 'Smörgåsar', size: 200, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts
  p('25604', 'plain', { name: 'Krispsallad', ingredients: 'Krispsallad', country_of_origin: 'Sverige', category: 'Sallad', size: 150, size_unit: 'g' }),
  p('53100', 'plain', { name: 'Kokbanan', ingredients: 'Kokbanan', country_of_origin: 'Colombia', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13067', 'plain', { name: 'Lime', ingredients: 'Lime', country_of_origin: 'Brasilien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13030', 'plain', { name: 'Nektariner', ingredients: 'Nektariner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13024_1', 'plain', { name: 'Mandariner', ingredients: 'Mandariner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20047_2', 'plain', { name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Sverige', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20134', 'plain', { name: 'Hokkaidopumpa', ingredients: 'Hokkaidopumpa', country_of_origin: 'Portugal', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20181', 'plain', { name: 'Palsternacka', ingredients: 'Palsternacka', country_of_origin: 'Sverige', category: 'Rotfrukter', size: 500, size_unit: 'g' }),
  p('20070', 'plain', { name: 'Haricots verts, frysta', ingredients: 'Haricots verts', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('20535', 'plain', { name: 'Röda linser', ingredients: 'Röda linser', category: 'Bönor och linser', size: 500, size_unit: 'g' }),
  p('20516', 'plain', { name: 'Kikärter, torkade', ingredients: 'Kikärter', category: 'Bönor och linser', size: 500, size_unit: 'g' }),
  p('15000', 'plain', { name: 'Mandlar', ingredients: 'Mandlar', country_of_origin: 'USA', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('15008', 'plain', { name: 'Paranötter', ingredients: 'Paranötter', country_of_origin: 'Bolivia', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('4037', 'composite', { name: 'Lantchips havssalt', ingredients: 'Potatis, solrosolja 32 %, havssalt 1,6 %', category: 'Chips', size: 200, size_unit: 'g' }),
  p('4038', 'composite', { name: 'Chips lättsaltade, 30 % mindre fett', ingredients: 'Potatis, rapsolja 23 %, salt 1 %', category: 'Chips', size: 175, size_unit: 'g' }),
  p('15048', 'composite', { name: 'Studentmix osaltad', ingredients: 'Russin 35 % (russin, solrosolja), jordnötter 25 %, cashewnötter 15 %, hasselnötter 12 %, mandlar 10 %, tranbär 3 % (tranbär, socker, solrosolja)', category: 'Nötter och torkad frukt', size: 400, size_unit: 'g' }),
  p('13709', 'composite', { name: 'Fruktcocktail i lätt sockerlag', ingredients: 'Persikor 36 %, päron 28 %, ananas 12 %, druvor 10 %, körsbär 3 %, vatten, socker, surhetsreglerande medel (citronsyra)', category: 'Fruktkonserver', size: 410, size_unit: 'g' }),
  p('20265', 'composite', { name: 'Grönsaksjulienne, fryst', ingredients: 'Morötter 50 %, rotselleri 25 %, purjolök 25 %', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),

  // Ice cream and sorbet
  p('39520', 'composite', { name: 'Gräddglass vanilj', ingredients: 'Grädde 32 %, vatten, socker, skummjölkspulver, glukossirap, äggula, vaniljextrakt 0,3 %, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljfrön', category: 'Glass', size: 1, size_unit: 'l' }),
  p('39524', 'composite', { name: 'Sorbet hallon', ingredients: 'Vatten, hallon 35 %, socker, glukossirap, citronjuice, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl)', category: 'Glass', size: 750, size_unit: 'ml' }),
  p('39533', 'composite', { name: 'Glasstårta vanilj och choklad', ingredients: 'Vaniljglass 55 % (skummjölk, socker, grädde, glukossirap, vassleprotein, vanilj), chokladglass 28 % (skummjölk, socker, grädde, kakao, glukossirap), chokladöverdrag 10 % (socker, kokosfett, kakao), kakbitar 7 % (vetemjöl, socker, smör, salt), emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (guarkärnmjöl)', category: 'Glass', size: 800, size_unit: 'ml' }),

  // Dairy
  p('19024', 'plain', { name: 'Standardmjölk 3 %', ingredients: 'Mjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19431', 'plain', { name: 'Lätt crème fraiche 15 %', ingredients: 'Pastöriserad grädde, mjölksyrakultur', country_of_origin: 'Sverige', category: 'Matlagningsprodukter', size: 200, size_unit: 'ml' }),
  p('19860', 'plain', { name: 'Grekisk yoghurt 10 %', ingredients: 'Pastöriserad mjölk, grädde, levande yoghurtkultur', country_of_origin: 'Grekland', category: 'Yoghurt', size: 1, size_unit: 'kg' }),
  p('19556', 'plain', { name: 'Getmjölksyoghurt naturell', ingredients: 'Pastöriserad getmjölk, yoghurtkultur', category: 'Yoghurt', size: 400, size_unit: 'g' }),
  p('19592', 'composite', { name: 'Fruktyoghurt jordgubb', ingredients: 'Yoghurt (mjölk), jordgubbar 8 %, socker 7 %, modifierad stärkelse, arom, vitamin D', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19575', 'composite', { name: 'Vaniljyoghurt', ingredients: 'Yoghurt (mjölk) 90 %, socker 8 %, modifierad stärkelse, vaniljarom, malda vaniljfrön', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19582', 'composite', { name: 'Yoghurt hallon 0,1 %, med sötningsmedel', ingredients: 'Yoghurt (skummjölk), hallon 6 %, modifierad stärkelse, mjölkprotein, arom, sötningsmedel (aspartam, acesulfam K), färgämne (svartmorotskoncentrat), vitamin D', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('12340', 'plain', { name: 'Färskost naturell', ingredients: 'Pastöriserad mjölk, grädde, salt, stabiliseringsmedel (johannesbrödkärnmjöl), mjölksyrakultur', category: 'Färskost', size: 200, size_unit: 'g' }),
  p('12320', 'composite', { name: 'Smältost gräddig, portionsbitar', ingredients: 'Ost (komjölk) 48 %, grädde, vatten, smör, mjölkprotein, emulgeringssalter (natriumpolyfosfat, natriumcitrat), salt', category: 'Ost', size: 140, size_unit: 'g' }),
  p('12738', 'plain', { name: 'Mimolette extra lagrad', ingredients: 'Pastöriserad komjölk, salt, mjölksyrakultur, löpe, färgämne (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12801', 'plain', { name: 'Crottin de Chavignol AOP', ingredients: 'Opastöriserad getmjölk, salt, löpe, mjölksyrakultur', country_of_origin: 'Frankrike', category: 'Ost', size: 60, size_unit: 'g' }),
  p('12842', 'plain', { name: 'Sainte-Maure getost', ingredients: 'Pastöriserad getmjölk, salt, mjölksyrakultur, löpe, ytmögel, aska', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('39206', 'composite', { name: 'Chokladmousse', ingredients: 'Grädde 40 %, mjölk, socker, mörk choklad 10 % (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin)), fettreducerad kakao 3 %, äggvita, gelatin', category: 'Dessert', size: 180, size_unit: 'g' }),
  p('19685', 'composite', { name: 'Pannacotta', ingredients: 'Grädde 62 %, mjölk, socker, gelatin, vaniljextrakt, förtjockningsmedel (karragenan)', country_of_origin: 'Italien', category: 'Dessert', size: 200, size_unit: 'g' }),

  // Fats
  p('17130', 'plain', { name: 'Rapsolja', ingredients: 'Rapsolja', country_of_origin: 'Sverige', category: 'Matolja', size: 1, size_unit: 'l' }),
  p('16746', 'composite', { name: 'Smör- och rapsoljeblandning 39 %, normalsaltat', ingredients: 'Vatten, rapsolja 21 %, smör 17 %, gelatin, salt 1,2 %, emulgeringsmedel (mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (mjölksyra), vitamin A, vitamin D, arom', country_of_origin: 'Sverige', category: 'Matfett', size: 600, size_unit: 'g' }),

  // Cereal products
  p('32140', 'plain', { name: 'Havregryn', ingredients: 'Fullkornshavregryn', country_of_origin: 'Sverige', category: 'Gryn och flingor', size: 1.5, size_unit: 'kg' }),
  p('9440', 'plain', { name: 'Vetemjöl special', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9580', 'plain', { name: 'Kikärtsmjöl', ingredients: 'Kikärtsmjöl', country_of_origin: 'Indien', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('9321', 'plain', { name: 'Pärlgryn av korn', ingredients: 'Pärlat korn', category: 'Gryn och flingor', size: 1, size_unit: 'kg' }),
  p('9001', 'plain', { name: 'Dinkel, hela kärnor', ingredients: 'Dinkelvete', category: 'Gryn och flingor', size: 500, size_unit: 'g' }),
  p('9119', 'plain', { name: 'Basmatiris', ingredients: 'Basmatiris', country_of_origin: 'Pakistan', category: 'Ris', size: 1, size_unit: 'kg' }),
  p('7125', 'composite', { name: 'Rågbröd', ingredients: 'Vatten, rågmjöl 38 %, vetemjöl 22 %, surdeg (rågmjöl, vatten), sirap, jäst, salt, kummin', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7170', 'composite', { name: 'Paninibröd', ingredients: 'Vetemjöl, vatten, olivolja 3 %, jäst, salt, vetegluten, mjölbehandlingsmedel (askorbinsyra)', category: 'Bröd', size: 400, size_unit: 'g' }),
  p('7409', 'composite', { name: 'Skorpor med linfrö', ingredients: 'Vetemjöl, rågmjöl, linfrö 9 %, vatten, socker, rapsolja, jäst, salt, vetegluten', category: 'Skorpor och knäckebröd', size: 225, size_unit: 'g' }),
  p('32001', 'composite', { name: 'Chokladflingor', ingredients: 'Vetemjöl 38 %, rismjöl 25 %, socker, fettreducerad kakao 6 %, glukossirap, solrosolja, salt, arom, kalcium (kalciumkarbonat), järn, vitaminer (niacin, B6, B2, B1, folsyra, D, B12)', category: 'Frukostflingor', size: 375, size_unit: 'g' }),
  p('24010', 'composite', { name: 'Mariekex', ingredients: 'Vetemjöl, socker, vegetabiliskt fett (palm, raps), glukossirap, skummjölkspulver, salt, bakpulver (natriumvätekarbonat, ammoniumvätekarbonat), arom', category: 'Kex', size: 400, size_unit: 'g' }),
  p('23594', 'composite', { name: 'Sockerkaka', ingredients: 'Socker, ägg 26 %, vetemjöl, rapsolja, vatten, potatisstärkelse, bakpulver (difosfater, natriumvätekarbonat), salt, arom', category: 'Kakor och bakverk', size: 400, size_unit: 'g' }),
  p('23032', 'composite', { name: 'Brownie', ingredients: 'Socker, ägg, smör, vetemjöl, mörk choklad 12 % (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin)), fettreducerad kakao 4 %, salt, vanillin', category: 'Kakor och bakverk', size: 300, size_unit: 'g' }),
  p('23884', 'composite', { name: 'Syltmunkar', ingredients: 'Vetemjöl, hallonsylt 20 % (socker, hallon, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)), vatten, rapsolja, socker, ägg, jäst, skummjölkspulver, salt, kardemumma', country_of_origin: 'Sverige', category: 'Kakor och bakverk', size: 280, size_unit: 'g' }),
  p('38406', 'composite', { name: 'Jordnötter i krispigt skal', ingredients: 'Jordnötter 55 %, vetemjöl, majsstärkelse, rapsolja, potatisstärkelse, salt, socker, kryddor, jäst, dextros', category: 'Snacks', size: 200, size_unit: 'g' }),
  p('38500', 'composite', { name: 'Krutonger vitlök och örter', ingredients: 'Vetemjöl, rapsolja 18 %, salt, vitlök 1 %, jäst, persilja, oregano, socker', category: 'Skafferi', size: 75, size_unit: 'g' }),

  // Sweets
  p('31037', 'composite', { name: 'Aprikosmarmelad', ingredients: 'Aprikoser 50 %, socker, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', category: 'Sylt och marmelad', size: 400, size_unit: 'g' }),
  p('31001', 'composite', { name: 'Chokladbar med jordnötter och kola', ingredients: 'Mjölkchoklad 40 % (socker, kakaosmör, skummjölkspulver, kakaomassa, laktos, mjölkfett, emulgeringsmedel (sojalecitin), vanillin), jordnötter 20 %, glukossirap, socker, solrosolja, skummjölkspulver, laktos, salt, äggvita, arom', category: 'Godis och choklad', size: 50, size_unit: 'g' }),
  p('31079', 'composite', { name: 'Mjölkchoklad fylld med kolakräm', ingredients: 'Mjölkchoklad 62 % (socker, kakaosmör, helmjölkspulver, kakaomassa, vasslepulver, emulgeringsmedel (sojalecitin), arom), socker, glukossirap, sötad kondenserad mjölk, vegetabiliska fetter (palm, shea), salt', category: 'Godis och choklad', size: 200, size_unit: 'g' }),

  // Meat, fish, eggs
  p('6160', 'plain', { name: 'Innanlår av nöt', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Nötkött', size: 1, size_unit: 'kg' }),
  p('6102', 'plain', { name: 'Ytterlår av nöt', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Nötkött', size: 1, size_unit: 'kg' }),
  p('6210', 'plain', { name: 'Rostbiff, skivad', ingredients: 'Nötkött, salt', country_of_origin: 'Sverige', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('28476', 'plain', { name: 'Fläskfärs 20 %', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Färs', size: 500, size_unit: 'g' }),
  p('28927', 'plain', { name: 'Kycklingfärs', ingredients: 'Kycklingkött', country_of_origin: 'Sverige', category: 'Färs', size: 500, size_unit: 'g' }),
  p('36301', 'plain', { name: 'Kalkonfilé', ingredients: 'Kalkonbröstfilé', country_of_origin: 'Tyskland', category: 'Fågel', size: 600, size_unit: 'g' }),
  p('36206', 'plain', { name: 'Ankbröst', ingredients: 'Ankbröst', country_of_origin: 'Frankrike', category: 'Fågel', size: 350, size_unit: 'g' }),
  p('26237', 'plain', { name: 'Strömmingsfilé', ingredients: 'Strömming (Clupea harengus membras)', country_of_origin: 'Sverige', category: 'Fisk', size: 500, size_unit: 'g' }),
  p('26057', 'plain', { name: 'Sandskäddafilé', ingredients: 'Sandskädda (Limanda limanda)', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26064', 'plain', { name: 'Tonfiskfilé yellowfin, fryst', ingredients: 'Gulfenad tonfisk (Thunnus albacares)', country_of_origin: 'Vietnam', category: 'Fryst fisk', size: 250, size_unit: 'g' }),
  p('28910', 'composite', { name: 'Kokt skinka', ingredients: 'Skinka (fläskkött) 93 %, vatten, salt, druvsocker, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('30790', 'composite', { name: 'Mortadella', ingredients: 'Fläskkött 82 %, fläskfett, salt, druvsocker, kryddor, socker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('28850', 'composite', { name: 'Coppa', ingredients: 'Fläskkarré, salt, druvsocker, svartpeppar, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Italien', category: 'Pålägg', size: 80, size_unit: 'g' }),
  p('8312', 'composite', { name: 'Leverpastej', ingredients: 'Fläsklever 26 %, fläskfett, vatten, mjölk, vetemjöl, lök, salt, potatisstärkelse, kryddor, konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 300, size_unit: 'g' }),
  p('30746', 'composite', { name: 'Prinskorv', ingredients: 'Fläskkött 48 %, nötkött 14 %, vatten, fläskfett, potatisstärkelse, salt, skummjölkspulver, druvsocker, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), fårtarm', category: 'Korv', size: 300, size_unit: 'g' }),
  p('30130', 'composite', { name: 'Kycklingkorv', ingredients: 'Kycklingkött 72 %, vatten, potatisstärkelse, salt, kryddor, druvsocker, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Korv', size: 400, size_unit: 'g' }),
  p('30150', 'composite', { name: 'Merguez', ingredients: 'Lammkött 50 %, nötkött 25 %, vatten, paprika, salt, vitlök, spiskummin, koriander, chili, fårtarm', category: 'Korv', size: 400, size_unit: 'g' }),
  p('25089', 'composite', { name: 'Cordon bleu av kyckling, fryst', ingredients: 'Kycklingbröst 55 %, ströbröd (vetemjöl, jäst, salt), kokt skinka 10 % (fläskkött, salt, druvsocker, konserveringsmedel (natriumnitrit)), ost 10 % (mjölk), vatten, rapsolja, vetemjöl, salt', category: 'Färdigmat', size: 500, size_unit: 'g' }),
];
