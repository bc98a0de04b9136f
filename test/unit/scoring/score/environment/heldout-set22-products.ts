import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-second environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET22_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and miscellaneous ingredients
  p('11008', 'composite', { name: 'Tomatketchup', ingredients: 'Tomater (174 g tomater per 100 g ketchup), ättiksprit, socker, salt, kryddextrakter, krydda', category: 'Ketchup & senap', size: 500, size_unit: 'g' }),
  p('11140', 'composite', { name: 'Beurre blanc-sås', ingredients: 'Grädde 42 %, vatten, smör 18 %, vitt vin, schalottenlök 3 %, modifierad majsstärkelse, vitvinsvinäger, salt, citronjuice, fiskbuljong (fisk, salt, socker), vitpeppar', category: 'Färdiga såser', size: 250, size_unit: 'ml' }),
  p('20987', 'plain', { name: 'Nori sushiark, rostade', ingredients: 'Rostat sjögräs (Porphyra) 100 %', country_of_origin: 'Kina', category: 'Asiatiskt', size: 28, size_unit: 'g' }),
  p('11014', 'plain', { name: 'Bladpersilja', ingredients: 'Persilja', country_of_origin: 'Italien', category: 'Färska kryddor', size: 25, size_unit: 'g' }),
  p('11042', 'plain', { name: 'Spiskummin hel', ingredients: 'Spiskummin', country_of_origin: 'Indien', category: 'Kryddor', size: 40, size_unit: 'g' }),

  // Baby foods
  p('13170', 'composite', { name: 'Välling havre & vete, drickfärdig, från 12 mån', ingredients: 'Vatten, skummjölk 30 %, vetemjöl (hydrolyserat) 5 %, havremjöl (hydrolyserat) 3 %, vegetabiliska oljor (raps, solros), maltodextrin, mineraler (kalciumkarbonat, järnpyrofosfat, zinksulfat), vitaminer (C, A, D, B1)', category: 'Barnmat', size: 750, size_unit: 'ml' }),
  p('42604', 'composite', { name: 'Köttgryta med potatis och grönsaker, från 8 mån', ingredients: 'Grönsaker 40 % (morötter, palsternacka, lök, majs), vatten, potatis 20 %, nötkött 10 %, rapsolja, majsstärkelse, timjan', category: 'Barnmat', size: 190, size_unit: 'g' }),

  // Drinks
  p('76060', 'plain', { name: 'Perrier, naturligt kolsyrat mineralvatten', ingredients: 'Naturligt mineralvatten, kolsyra från källan', country_of_origin: 'Frankrike', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('76075', 'plain', { name: 'S.Pellegrino mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Italien', category: 'Vatten', size: 500, size_unit: 'ml' }),
  p('76057', 'plain', { name: 'Volvic naturligt mineralvatten, utan kolsyra', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('76076', 'plain', { name: 'Spa Reine mineralvatten, stilla', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Belgien', category: 'Vatten', size: 500, size_unit: 'ml' }),
  p('5007', 'composite', { name: 'Cidre doux, söt fransk äppelcider 2 %', ingredients: 'Jäst äppelmust (äpplen), socker, kolsyra, konserveringsmedel (kaliumdisulfit)', country_of_origin: 'Frankrike', category: 'Cider', size: 750, size_unit: 'ml' }),
  p('5030', 'composite', { name: 'Alkoholfri lager 0,5 %', ingredients: 'Vatten, kornmalt, glukossirap, humle', category: 'Öl', size: 330, size_unit: 'ml' }),
  p('18340', 'composite', { name: 'Läsk apelsin, sockerfri', ingredients: 'Kolsyrat vatten, apelsinjuice från koncentrat 5 %, surhetsreglerande medel (citronsyra), arom, sötningsmedel (aspartam, acesulfam K), konserveringsmedel (kaliumsorbat), stabiliseringsmedel (guarkärnmjöl), färgämne (betakaroten)', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('2006', 'plain', { name: 'Morotsjuice, ekologisk', ingredients: 'Morotsjuice* 100 % (*ekologisk)', country_of_origin: 'Schweiz', category: 'Juice', size: 500, size_unit: 'ml' }),
  p('2366', 'composite', { name: 'Banannektar', ingredients: 'Vatten, bananpuré 25 %, socker, surhetsreglerande medel (citronsyra), antioxidationsmedel (askorbinsyra)', category: 'Juice & nektar', size: 1, size_unit: 'l' }),

  // Starters and mixed dishes
  p('25085', 'composite', { name: 'Spaghetti bolognese', ingredients: 'Kokt spaghetti 45 % (vatten, durumvetemjöl), krossade tomater, nötfärs 14 %, vatten, morötter, lök, tomatpuré, rapsolja, modifierad majsstärkelse, salt, socker, vitlök, oregano, basilika, svartpeppar', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25174', 'composite', { name: 'Kycklingcurry med kokosmjölk', ingredients: 'Kycklingfilé 35 %, vatten, kokosmjölk 15 % (kokosnötsextrakt, vatten), lök, röd paprika, tomatpuré, grädde, majsstärkelse, currypulver 1,5 %, rapsolja, ingefära, vitlök, salt, socker, koriander', country_of_origin: 'Thailand', category: 'Färdigrätter', size: 350, size_unit: 'g' }),
  p('25157', 'composite', { name: 'Färsk ravioli med kött', ingredients: 'Pasta 60 % (durumvetemjöl, ägg 20 %, vatten), fyllning 40 % (fläskkött 30 %, nötkött 20 %, ströbröd (vetemjöl, jäst, salt), mortadella (fläskkött, salt, kryddor), grana padano-ost (mjölk, salt, löpe, lysozym (ägg)), lök, rapsolja, salt, muskot, svartpeppar)', country_of_origin: 'Italien', category: 'Färsk pasta', size: 250, size_unit: 'g' }),
  p('25548', 'composite', { name: 'Pizza Capricciosa, fryst', ingredients: 'Vetemjöl, tomatpuré 19 %, vatten, ost 15 % (mjölk, salt, syrakultur, löpe), kokt skinka 10 % (fläskkött, vatten, salt, druvsocker, konserveringsmedel (natriumnitrit)), champinjoner 7 %, rapsolja, jäst, salt, socker, oregano', category: 'Fryst pizza', size: 330, size_unit: 'g' }),
  p('25608', 'composite', { name: 'Taboulé, couscoussallad', ingredients: 'Kokt couscous 45 % (vatten, durumvetegryn), tomater 12 %, gurka 8 %, röd paprika 6 %, rapsolja, lök, citronjuice, persilja 2,5 %, mynta 1 %, salt, vinäger, socker, svartpeppar', category: 'Sallader', size: 250, size_unit: 'g' }),
  p('25056', 'composite', { name: 'Potatisgratäng', ingredients: 'Potatis 65 %, grädde 15 %, mjölk, ost (mjölk, salt, syrakultur, löpe), lök, modifierad potatisstärkelse, salt, vitlök, vitpeppar, muskot', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 600, size_unit: 'g' }),
  p('25026', 'composite', { name: 'Stuvad spenat, fryst', ingredients: 'Spenat 75 %, mjölk, grädde 5 %, vetemjöl, smör, salt, socker, muskot', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('25531', 'composite', { name: 'Baguette kalkon', ingredients: 'Baguette 55 % (vetemjöl, vatten, surdeg (vetemjöl, vatten), salt, jäst), rökt kalkonbröst 18 % (kalkonbröst, salt, druvsocker, stabiliseringsmedel (trifosfater), konserveringsmedel (natriumnitrit)), majonnäs 10 % (rapsolja, vatten, äggula, vinäger, socker, senap, salt), tomat 9 %, isbergssallad 6 %, svartpeppar', category: 'Smörgåsar', size: 210, size_unit: 'g' }),
  p('25904', 'composite', { name: 'Fisksoppa med skaldjur', ingredients: 'Vatten, fisk 12 % (torsk, lax, sej), tomater, räkor 5 %, morötter, lök, grädde, fänkål, vetemjöl, vitt vin, rapsolja, salt, fiskbuljong, vitlök, dill, saffran', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('25459', 'composite', { name: 'Burrito med nötkött och bönor, fryst', ingredients: 'Vetetortilla 45 % (vetemjöl, vatten, rapsolja, bakpulver, salt), nötkött 15 %, röda bönor 12 %, kokt ris, krossade tomater, ost (mjölk), lök, paprika, majs, kryddor (spiskummin, chili, paprika), salt, vitlök', category: 'Frysta färdigrätter', size: 200, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts
  p('13014_3', 'plain', { name: 'Jordgubbar', ingredients: 'Jordgubbar', country_of_origin: 'Spanien', category: 'Frukt & bär', size: 400, size_unit: 'g' }),
  p('13024_2', 'plain', { name: 'Clementiner', ingredients: 'Clementiner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13039', 'plain', { name: 'Äpplen Ingrid Marie', ingredients: 'Äpplen', country_of_origin: 'Sverige', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13045', 'plain', { name: 'Vindruvor blå, kärnfria', ingredients: 'Vindruvor', country_of_origin: 'Sydafrika', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13707', 'composite', { name: 'Fruktcocktail i sockerlag', ingredients: 'Frukter i varierande proportioner 60 % (persikor, päron, ananas, vindruvor, körsbär (färgämne: erytrosin)), vatten, socker', category: 'Konserverad frukt', size: 410, size_unit: 'g' }),
  p('13108', 'composite', { name: 'Äppelmos', ingredients: 'Äpplen 85 %, socker, vatten, antioxidationsmedel (askorbinsyra)', category: 'Sylt & mos', size: 700, size_unit: 'g' }),
  p('13614', 'plain', { name: 'Pomelo', ingredients: 'Pomelo', country_of_origin: 'Kina', category: 'Frukt', size: 1100, size_unit: 'g' }),
  p('15048', 'composite', { name: 'Studentmix osaltad', ingredients: 'Russin 30 %, jordnötter 25 %, mandlar 15 %, cashewnötter 12 %, hasselnötter 10 %, torkade tranbär 8 % (tranbär, socker, solrosolja)', category: 'Nötter & frukt', size: 400, size_unit: 'g' }),
  p('20016', 'plain', { name: 'Blomkål', ingredients: 'Blomkål', country_of_origin: 'Spanien', category: 'Grönsaker', size: 600, size_unit: 'g' }),
  p('20023', 'plain', { name: 'Blekselleri', ingredients: 'Blekselleri', country_of_origin: 'Spanien', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20065', 'plain', { name: 'Kålrabbi', ingredients: 'Kålrabbi', country_of_origin: 'Tyskland', category: 'Grönsaker', size: 400, size_unit: 'g' }),
  p('20097', 'plain', { name: 'Schalottenlök', ingredients: 'Schalottenlök', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20151', 'plain', { name: 'Chilipeppar röd', ingredients: 'Chilipeppar', country_of_origin: 'Spanien', category: 'Grönsaker', size: 75, size_unit: 'g' }),
  p('20210', 'plain', { name: 'Gurka', ingredients: 'Gurka', country_of_origin: 'Sverige', category: 'Grönsaker', size: 350, size_unit: 'g' }),
  p('20260', 'plain', { name: 'Passerade tomater', ingredients: 'Tomater 99,5 %, salt', country_of_origin: 'Italien', category: 'Tomatkonserver', size: 500, size_unit: 'g' }),
  p('20282', 'plain', { name: 'Vit sparris', ingredients: 'Vit sparris', country_of_origin: 'Tyskland', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20504', 'plain', { name: 'Gröna linser', ingredients: 'Gröna linser', country_of_origin: 'Kanada', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('4022', 'plain', { name: 'Potatismos, flingor', ingredients: 'Potatis 98 %, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (difosfater), antioxidationsmedel (natriumdisulfit, askorbylpalmitat), surhetsreglerande medel (citronsyra), muskot', category: 'Potatismos', size: 240, size_unit: 'g' }),

  // Ice cream and sorbets
  p('31013', 'composite', { name: 'Sorbet på pinne, päron', ingredients: 'Vatten, socker, päronpuré 20 %, glukossirap, citronjuice, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), arom, färgämne (spirulinakoncentrat)', category: 'Glass', size: 500, size_unit: 'ml' }),
  p('39523', 'composite', { name: 'Vaniljglass i bägare, 4-pack', ingredients: 'Skummjölk, grädde 14 %, socker, glukossirap, vassleproteinkoncentrat (mjölk), emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (guarkärnmjöl, johannesbrödkärnmjöl, karragenan), vaniljextrakt, naturlig vaniljarom, färgämne (karotener)', category: 'Glass', size: 480, size_unit: 'ml' }),
  p('39533', 'composite', { name: 'Glasstårta vanilj och hallon', ingredients: 'Vaniljglass 55 % (skummjölk, grädde, socker, glukossirap, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (guarkärnmjöl, johannesbrödkärnmjöl), vaniljarom), hallonsorbet 25 % (vatten, hallon 35 %, socker, glukossirap, citronjuice), maränger 8 % (socker, äggvita), sockerkaksbotten 7 % (ägg, socker, vetemjöl), hallonsås (hallon, socker)', category: 'Glass', size: 1, size_unit: 'l' }),

  // Milk and dairy
  p('12063', 'composite', { name: 'Salladsost i olja med örter', ingredients: 'Salladsost 60 % (pastöriserad komjölk, salt, syrakultur, löpe), rapsolja, vitlök, chili, örter (timjan, rosmarin, oregano)', country_of_origin: 'Danmark', category: 'Ost', size: 290, size_unit: 'g' }),
  p('12300', 'composite', { name: 'Smältost skivor', ingredients: 'Ost 60 % (mjölk), vatten, smör, mjölkprotein, smältsalter (natriumpolyfosfater, natriumcitrater), salt, surhetsreglerande medel (citronsyra), färgämne (paprikaextrakt)', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12315', 'plain', { name: 'Färskost naturell', ingredients: 'Pastöriserad mjölk och grädde, salt, stabiliseringsmedel (johannesbrödkärnmjöl), syrakultur', category: 'Färskost', size: 200, size_unit: 'g' }),
  p('12527', 'plain', { name: 'Bresse Bleu, krämig blåmögelost', ingredients: 'Pastöriserad komjölk, grädde, salt, mögelkultur, syrakultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12736', 'plain', { name: 'Gouda mellanlagrad 48+', ingredients: 'Pastöriserad komjölk, salt, syrakultur, löpe, konserveringsmedel (natriumnitrat), färgämne (karotener)', country_of_origin: 'Nederländerna', category: 'Ost', size: 500, size_unit: 'g' }),
  p('12741', 'plain', { name: 'Maasdammer', ingredients: 'Pastöriserad komjölk, salt, syrakultur, löpe, konserveringsmedel (natriumnitrat)', country_of_origin: 'Nederländerna', category: 'Ost', size: 400, size_unit: 'g' }),
  p('12812', 'plain', { name: 'Chèvre, getostrulle', ingredients: 'Pastöriserad getmjölk, salt, syrakultur, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 180, size_unit: 'g' }),
  p('12827', 'plain', { name: 'Manchego, fårost lagrad 6 månader', ingredients: 'Pastöriserad fårmjölk, salt, löpe, syrakultur, lysozym (ägg)', country_of_origin: 'Spanien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19023', 'plain', { name: 'Standardmjölk, långhållbar 3 %', ingredients: 'Mjölk', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19508', 'composite', { name: 'Drickyoghurt jordgubb', ingredients: 'Yoghurt (mjölk) 88 %, socker 7 %, jordgubbar 3 %, modifierad stärkelse, stabiliseringsmedel (pektin), arom, färgämne (rödbetskoncentrat)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19559', 'composite', { name: 'Lätt yoghurt hallon 0,1 %', ingredients: 'Yoghurt av skummjölk, hallon 5 %, modifierad stärkelse, mjölkprotein, arom, sötningsmedel (aspartam, acesulfam K), stabiliseringsmedel (pektin), färgämne (rödbetskoncentrat)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19598', 'plain', { name: 'Turkisk yoghurt 10 %', ingredients: 'Mjölk, grädde, syrakultur', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('39234', 'composite', { name: 'Chokladfondant, 2-pack', ingredients: 'Mörk choklad 30 % (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vanilj), ägg, smör, socker, vetemjöl, kakao', country_of_origin: 'Frankrike', category: 'Desserter', size: 180, size_unit: 'g' }),
  p('39506', 'composite', { name: 'Chokladpudding, 4-pack', ingredients: 'Mjölk 75 %, socker, modifierad stärkelse, grädde, kakao 2,5 %, förtjockningsmedel (karragenan), salt', category: 'Desserter', size: 500, size_unit: 'g' }),

  // Fats
  p('16744', 'composite', { name: 'Matfett av grädde och rapsolja 60 %, normalsaltat', ingredients: 'Grädde (mjölk) 48 %, rapsolja 22 %, vatten, salt 1,2 %, stabiliseringsmedel (pektin), syrakultur, vitamin A och D', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16746', 'composite', { name: 'Bredbart matfett 38 %, lättsaltat', ingredients: 'Vatten, rapsolja 20 %, smör 18 % (grädde (mjölk), salt), kärnmjölk, salt, gelatin, emulgeringsmedel (mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (mjölksyra), vitamin A och D, arom', country_of_origin: 'Sverige', category: 'Matfett', size: 600, size_unit: 'g' }),

  // Cereal products
  p('24015', 'composite', { name: 'Petit Beurre kex', ingredients: 'Vetemjöl 70 %, socker, smör 13 %, skummjölkspulver, glukos-fruktossirap, salt, bakpulver (natriumvätekarbonat, ammoniumvätekarbonat), arom', country_of_origin: 'Frankrike', category: 'Kex', size: 200, size_unit: 'g' }),
  p('24311', 'composite', { name: 'Rån med chokladfyllning', ingredients: 'Fyllning 60 % (socker, palmolja, kakao 8 %, hasselnötter, vasslepulver (mjölk), emulgeringsmedel (sojalecitin)), vetemjöl, kokosolja, socker, salt, bakpulver (natriumvätekarbonat)', country_of_origin: 'Italien', category: 'Kex', size: 175, size_unit: 'g' }),
  p('31114', 'composite', { name: 'Müslibar mandel och hasselnöt', ingredients: 'Havregryn 30 %, glukossirap, mandlar 12 %, hasselnötter 10 %, socker, vetecrisp (vetemjöl, socker, kornmalt), rapsolja, honung, salt, emulgeringsmedel (sojalecitin)', category: 'Bars', size: 150, size_unit: 'g' }),
  p('32005', 'composite', { name: 'Cornflakes', ingredients: 'Majs 91 %, socker, salt, kornmaltextrakt, vitaminer (niacin, B6, B2, B1, folsyra, D, B12), järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('37001', 'composite', { name: 'Pizzadeg, färsk, utkavlad', ingredients: 'Vetemjöl, vatten, rapsolja 5 %, salt, socker, jäst, surhetsreglerande medel (citronsyra)', category: 'Färsk deg', size: 400, size_unit: 'g' }),
  p('23594', 'composite', { name: 'Sockerkaka', ingredients: 'Socker, ägg 25 %, vetemjöl, rapsolja, vatten, glukossirap, potatisstärkelse, bakpulver (difosfater, natriumvätekarbonat), emulgeringsmedel (mono- och diglycerider av fettsyror), salt, arom', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('24630', 'composite', { name: 'Madeleinekakor med smör', ingredients: 'Vetemjöl, ägg 24 %, socker, smör 20 %, glukossirap, bakpulver (difosfater, natriumvätekarbonat), salt, naturlig arom', country_of_origin: 'Frankrike', category: 'Kakor', size: 250, size_unit: 'g' }),
  p('23300', 'composite', { name: 'Baklava med mandel och valnöt', ingredients: 'Filodeg 35 % (vetemjöl, vatten, salt), socker, mandlar 15 %, valnötter 8 %, smör, vatten, glukossirap, citronsyra', country_of_origin: 'Turkiet', category: 'Bakverk', size: 400, size_unit: 'g' }),
  p('23007', 'composite', { name: 'Hallonmoussetårta, fryst', ingredients: 'Hallonmousse 55 % (grädde, hallon 25 %, socker, äggvita, gelatin, citronjuice), sockerkaksbotten 30 % (ägg, socker, vetemjöl, potatisstärkelse, bakpulver), hallongelé 15 % (hallon, socker, vatten, förtjockningsmedel (pektin))', category: 'Frysta tårtor', size: 600, size_unit: 'g' }),
  p('7420', 'composite', { name: 'Krisprolls fullkorn', ingredients: 'Fullkornsvetemjöl 45 %, vetemjöl, socker, rapsolja, jäst, vetegluten, kornmaltsirap, salt', country_of_origin: 'Sverige', category: 'Knäckebröd & skorpor', size: 225, size_unit: 'g' }),
  p('7125', 'composite', { name: 'Rågbröd med vete', ingredients: 'Vatten, rågmjöl 30 %, vetemjöl 24 %, sirap, jäst, rapsolja, salt, kumminfrö', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7130', 'composite', { name: 'Glutenfritt ljust bröd', ingredients: 'Vatten, majsstärkelse, potatisstärkelse, rapsolja, rismjöl, jäst, förtjockningsmedel (psylliumfröskal, hydroxipropylmetylcellulosa), socker, bovetemjöl, salt', category: 'Bröd', size: 350, size_unit: 'g' }),
  p('7733', 'composite', { name: 'Pain au chocolat, 4-pack', ingredients: 'Vetemjöl, smör 20 %, vatten, mörk choklad 11 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), socker, jäst, ägg, salt, vetegluten, skummjölkspulver', country_of_origin: 'Frankrike', category: 'Bröd & fikabröd', size: 180, size_unit: 'g' }),
  p('26264', 'composite', { name: 'Potatisgnocchi', ingredients: 'Potatis 70 % (vatten, potatisflingor), vetemjöl, potatisstärkelse, salt, surhetsreglerande medel (mjölksyra), konserveringsmedel (sorbinsyra)', country_of_origin: 'Italien', category: 'Färsk pasta', size: 500, size_unit: 'g' }),
  p('9810', 'plain', { name: 'Spaghetti', ingredients: 'Durumvetemjöl', country_of_origin: 'Italien', category: 'Pasta', size: 1, size_unit: 'kg' }),
  p('9863', 'composite', { name: 'Snabbnudlar kycklingsmak', ingredients: 'Nudlar 88 % (vetemjöl, palmolja, salt, surhetsreglerande medel (kaliumkarbonat, natriumkarbonat)), kryddpåse 12 % (salt, smakförstärkare (mononatriumglutamat), socker, maltodextrin, lök, vitlök, kycklingpulver 1 %, svartpeppar, persilja)', category: 'Asiatiskt', size: 65, size_unit: 'g' }),

  // Sweet products
  p('31071', 'composite', { name: 'Mjölkchoklad med russin och mandel', ingredients: 'Socker, kakaosmör, russin 12 %, skummjölkspulver, kakaomassa, mandlar 7 %, vasslepulver (mjölk), mjölkfett, emulgeringsmedel (sojalecitin), arom. Kakao: minst 30 %', category: 'Choklad', size: 200, size_unit: 'g' }),
  p('31060', 'composite', { name: 'Vingummi frukt', ingredients: 'Glukossirap, socker, gelatin, surhetsreglerande medel (citronsyra), fruktjuice från koncentrat 2 % (äpple, jordgubb, citron), arom, färgämnen (spirulinakoncentrat, paprikaextrakt, karmin), ytbehandlingsmedel (karnaubavax)', category: 'Godis', size: 200, size_unit: 'g' }),
  p('31085', 'composite', { name: 'Mörk blockchoklad 44 %', ingredients: 'Socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin), arom. Kakao: minst 44 %', category: 'Bakning', size: 200, size_unit: 'g' }),

  // Meat, fish and eggs
  p('28550', 'plain', { name: 'Rimmat sidfläsk', ingredients: 'Fläsksida 94 %, vatten, salt, konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Fläskkött', size: 400, size_unit: 'g' }),
  p('28725', 'plain', { name: 'Tärnat bacon, varmrökt', ingredients: 'Fläsksida 90 %, vatten, salt, druvsocker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rök', country_of_origin: 'Danmark', category: 'Bacon', size: 140, size_unit: 'g' }),
  p('28902', 'plain', { name: 'Kokt skinka, skivad', ingredients: 'Skinka av fläskkött 94 %, vatten, salt, druvsocker, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('30115', 'composite', { name: 'Chipolatakorv, rå', ingredients: 'Fläskkött 85 %, vatten, salt, potatisfiber, kryddor (svartpeppar, muskot, ingefära), druvsocker, antioxidationsmedel (askorbinsyra), fårfjälster', country_of_origin: 'Sverige', category: 'Korv', size: 300, size_unit: 'g' }),
  p('30131', 'composite', { name: 'Kycklingkorv', ingredients: 'Kycklingkött 73 %, vatten, potatisstärkelse, salt, kryddor, druvsocker, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Korv', size: 300, size_unit: 'g' }),
  p('30315', 'composite', { name: 'Chorizo, lufttorkad', ingredients: 'Fläskkött, salt, paprika 2,5 %, vitlök, druvsocker, mjölkprotein, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit, kaliumnitrat). 140 g fläskkött används till 100 g chorizo', country_of_origin: 'Spanien', category: 'Chark', size: 200, size_unit: 'g' }),
  p('26048', 'plain', { name: 'Kummelfilé, fryst', ingredients: 'Kummel (Merluccius capensis, Merluccius paradoxus)', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('27010', 'plain', { name: 'Abborrfilé', ingredients: 'Abborre (Perca fluviatilis)', country_of_origin: 'Estland', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('26012', 'composite', { name: 'Stekt strömming', ingredients: 'Strömming (Clupea harengus membras) 75 %, vetemjöl, rapsolja, salt, vitpeppar', country_of_origin: 'Sverige', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('8291', 'composite', { name: 'Laxterrin med spenat', ingredients: 'Lax 30 %, sej 20 %, grädde, ägg, vatten, spenat 5 %, potatisstärkelse, salt, dill, vitpeppar', category: 'Delikatesser', size: 300, size_unit: 'g' }),
  p('20591_1', 'composite', { name: 'Sojafärs, fryst', ingredients: 'Rehydrerat texturerat sojaprotein 97 % (vatten, sojaproteinmjöl), rapsolja, salt', category: 'Vegetariskt', size: 500, size_unit: 'g' }),
  p('28204', 'plain', { name: 'Fläskfilé', ingredients: 'Fläskfilé', country_of_origin: 'Sverige', category: 'Fläskkött', size: 600, size_unit: 'g' }),
  p('40054', 'plain', { name: 'Kycklinghjärtan, frysta', ingredients: 'Kycklinghjärtan', country_of_origin: 'Danmark', category: 'Fryst kyckling', size: 500, size_unit: 'g' }),
  p('40106', 'plain', { name: 'Kalvlever, skivad', ingredients: 'Kalvlever', country_of_origin: 'Nederländerna', category: 'Kött', size: 400, size_unit: 'g' }),
  p('6140', 'plain', { name: 'Oxkind', ingredients: 'Oxkind', country_of_origin: 'Sverige', category: 'Nötkött', size: 600, size_unit: 'g' }),
  p('6535', 'plain', { name: 'Kalvfärs 20 %', ingredients: 'Kalvkött', country_of_origin: 'Sverige', category: 'Färs', size: 500, size_unit: 'g' }),
  p('6162', 'plain', { name: 'Rostbiff, skivad', ingredients: 'Nötkött (innanlår) 97 %, salt, svartpeppar, druvsocker', country_of_origin: 'Irland', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('6257', 'composite', { name: 'Hamburgare, färdigstekta', ingredients: 'Nötkött 88 %, vatten, potatisfiber, salt, lök, druvsocker, kryddor', country_of_origin: 'Sverige', category: 'Färdigmat kött', size: 540, size_unit: 'g' }),
];
