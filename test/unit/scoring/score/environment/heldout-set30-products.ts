import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The thirtieth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET30_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and sundry ingredients
  p('11049', 'plain', { name: 'Paprika mald', ingredients: 'Paprika', country_of_origin: 'Spanien', category: 'Kryddor', size: 42, size_unit: 'g' }),
  p('11010', 'plain', { name: 'Färsk jäst för matbröd', ingredients: 'Jäst, emulgeringsmedel (E491)', country_of_origin: 'Sverige', category: 'Bakning', size: 50, size_unit: 'g' }),
  p('20987', 'plain', { name: 'Sushi nori rostade sjögrässark', ingredients: 'Rostat sjögräs (Porphyra)', country_of_origin: 'Kina', category: 'Asiatiskt', size: 28, size_unit: 'g' }),
  p('11192', 'composite', { name: 'Svampsås med grädde', ingredients: 'Vatten, grädde 18 %, champinjoner 10 %, vetemjöl, smör, lök, modifierad majsstärkelse, salt, svampbuljong (svampextrakt, salt, jästextrakt), vitt vin, peppar, persilja', category: 'Färdiga såser', size: 250, size_unit: 'ml' }),
  p('11202', 'composite', { name: 'Tikka masala sås', ingredients: 'Tomater 45 %, vatten, lök, grädde 6 %, rapsolja, socker, vitlök, ingefära, modifierad majsstärkelse, kryddor (koriander, spiskummin, paprika, gurkmeja, chili), salt, citronjuice, koriander', category: 'Matlagningssåser', size: 450, size_unit: 'g' }),

  // Baby food
  p('20249', 'composite', { name: 'Grönsaker med potatis och grädde från 8 mån', ingredients: 'Vatten, morötter 25 %, potatis 20 %, broccoli 10 %, palsternacka 8 %, grädde 5 %, majsmjöl, rapsolja', category: 'Barnmat', size: 190, size_unit: 'g' }),
  p('13157', 'composite', { name: 'Fruktpuré äpple och banan från 6 mån', ingredients: 'Äpplen 60 %, bananer 38 %, citronsaftkoncentrat, antioxidationsmedel (askorbinsyra)', category: 'Barnmat', size: 125, size_unit: 'g' }),

  // Drinks
  p('76060', 'plain', { name: 'Perrier naturell kolsyrat mineralvatten', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Frankrike', category: 'Vatten', size: 0.5, size_unit: 'l' }),
  p('76057', 'plain', { name: 'Volvic naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),
  p('18905', 'composite', { name: 'Havredryck naturell', ingredients: 'Vatten, havre 10 %, rapsolja, kalciumkarbonat, salt, vitaminer (D2, riboflavin, B12)', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('2061', 'composite', { name: 'Multifruktnektar', ingredients: 'Vatten, fruktjuicer från koncentrat 50 % (apelsin, äpple, ananas, passionsfrukt, mango, guava, banan, aprikos), socker, syra (citronsyra), vitamin C', category: 'Juice och nektar', size: 1, size_unit: 'l' }),
  p('18023', 'composite', { name: 'Fruktdryck apelsin', ingredients: 'Vatten, socker, apelsinjuice från koncentrat 6 %, citronjuice från koncentrat, syra (citronsyra), arom, stabiliseringsmedel (pektin), färgämne (betakaroten)', category: 'Läsk och drycker', size: 1.5, size_unit: 'l' }),
  p('18014', 'plain', { name: 'Tonic water', ingredients: 'Kolsyrat vatten, socker, syra (citronsyra), arom, sötningsmedel (sackarin), kinin', category: 'Mixers', size: 1, size_unit: 'l' }),
  p('18104', 'composite', { name: 'Chokladmjölk mellan', ingredients: 'Mellanmjölk 91 %, socker, fettreducerad kakao 1,5 %, stabiliseringsmedel (karragenan), arom', country_of_origin: 'Sverige', category: 'Mjölkdrycker', size: 1, size_unit: 'l' }),
  p('5001', 'composite', { name: 'Ljus lager 4,5 %', ingredients: 'Vatten, kornmalt, majs, humle', country_of_origin: 'Danmark', category: 'Öl', size: 33, size_unit: 'cl' }),
  p('18160', 'composite', { name: 'Cappuccino snabbkaffepulver', ingredients: 'Socker, glukossirap, helt härdat kokosfett, snabbkaffe 13 %, skummjölkspulver 10 %, vasslepulver (mjölk), laktos, förtjockningsmedel (E466), salt, arom', category: 'Kaffe', size: 250, size_unit: 'g' }),

  // Prepared dishes and starters
  p('25435', 'composite', { name: 'Pizza skinka & ost fryst', ingredients: 'Vetemjöl, vatten, tomatpuré 14 %, ost 14 % (mozzarella, edamer), kokt skinka 10 % (fläskkött, vatten, salt, stabiliseringsmedel E451, antioxidationsmedel E301, konserveringsmedel E250), rapsolja, jäst, salt, socker, oregano', country_of_origin: 'Tyskland', category: 'Fryst pizza', size: 340, size_unit: 'g' }),
  p('25138', 'composite', { name: 'Couscous med kyckling och grönsaker', ingredients: 'Kokt couscous 38 % (vatten, durumvetegryn), kycklinglårfilé 20 %, morötter, zucchini, kikärtor, lök, tomatpuré, rapsolja, paprika, salt, kryddor (spiskummin, koriander, kanel, ingefära), persilja', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25131', 'composite', { name: 'Grönsakslasagne', ingredients: 'Mjölk, tomater 20 %, lasagneplattor 12 % (durumvetemjöl, ägg), zucchini 10 %, spenat 6 %, aubergine 5 %, ost 5 %, lök, vetemjöl, smör, rapsolja, vitlök, salt, basilika, muskot, peppar', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25456', 'composite', { name: 'Sushi lax och räkor 10 bitar', ingredients: 'Kokt sushiris 60 % (vatten, ris, risvinäger, socker, salt), lax 15 %, räkor 8 %, gurka, avokado, nori, sesamfrön, majonnäs (rapsolja, äggula, vinäger, senap)', category: 'Sushi', size: 260, size_unit: 'g' }),
  p('25123', 'composite', { name: 'Moussaka', ingredients: 'Aubergine 25 %, mjölk, lammfärs 15 %, nötfärs 8 %, potatis, tomater, lök, vetemjöl, ost, smör, olivolja, ägg, vitlök, salt, oregano, kanel, peppar', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25088', 'composite', { name: 'Stekt ris med skinka och ägg', ingredients: 'Kokt jasminris 60 % (vatten, ris), ägg 10 %, skinka 8 % (fläskkött, salt, dextros, konserveringsmedel E250), ärter, morötter, lök, rapsolja, soja (vatten, sojabönor, vete, salt), salt', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('20274', 'composite', { name: 'Grillade medelhavsgrönsaker frysta', ingredients: 'Zucchini 30 %, röd paprika 20 %, gul paprika 15 %, aubergine 15 %, rödlök 12 %, olivolja, salt, vitlök, timjan, oregano', country_of_origin: 'Spanien', category: 'Frysta grönsaker', size: 500, size_unit: 'g' }),
  p('26054', 'composite', { name: 'Fisk i dillsås fryst', ingredients: 'Alaska pollock 55 %, vatten, grädde, vetemjöl, smör, dill 1 %, modifierad majsstärkelse, salt, fiskbuljong (fiskextrakt, salt), citronjuice, vitpeppar', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('25619', 'composite', { name: 'Pastasallad med kyckling', ingredients: 'Kokt pasta 45 % (vatten, durumvetemjöl), kycklingfilé 15 %, körsbärstomater, gurka, paprika, majs, rapsolja, vinäger, rödlök, salt, socker, basilika, svartpeppar', category: 'Färdigsallader', size: 300, size_unit: 'g' }),
  p('25476', 'composite', { name: 'Baguette kyckling', ingredients: 'Baguette 55 % (vetemjöl, vatten, jäst, salt), kycklingfilé 18 %, majonnäs (rapsolja, vatten, äggula, vinäger, senap, socker, salt), tomat, sallad', category: 'Smörgåsar', size: 210, size_unit: 'g' }),

  // Fruit, vegetables, pulses and nuts
  p('20019', 'plain', { name: 'Gurka', ingredients: 'Gurka', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'st' }),
  p('13021', 'plain', { name: 'Kiwi', ingredients: 'Kiwi', country_of_origin: 'Italien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13024_1', 'plain', { name: 'Mandariner', ingredients: 'Mandariner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('20003', 'plain', { name: 'Rödbetor kokta och skalade', ingredients: 'Rödbetor', country_of_origin: 'Sverige', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20532', 'plain', { name: 'Kikärtor i vatten', ingredients: 'Kikärtor, vatten, salt', category: 'Konserver', size: 240, size_unit: 'g' }),
  p('20535', 'plain', { name: 'Röda linser', ingredients: 'Röda linser', country_of_origin: 'Turkiet', category: 'Torrvaror', size: 500, size_unit: 'g' }),
  p('15001', 'plain', { name: 'Jordnötter naturella', ingredients: 'Jordnötter', category: 'Nötter', size: 500, size_unit: 'g' }),
  p('20101', 'composite', { name: 'Grönsaksblandning fryst', ingredients: 'Morötter 35 %, gröna ärter 25 %, majs 20 %, haricots verts 20 %', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('4020', 'composite', { name: 'Potatiskroketter frysta', ingredients: 'Potatis 70 %, vatten, vetemjöl, ägg, rapsolja, potatisstärkelse, salt, muskot', category: 'Fryst potatis', size: 600, size_unit: 'g' }),
  p('4016', 'composite', { name: 'Potatismospulver med mjölk', ingredients: 'Potatis 88 %, skummjölkspulver 8 %, salt, emulgeringsmedel (E471), kryddor (muskot), antioxidationsmedel (E304)', category: 'Torrvaror', size: 160, size_unit: 'g' }),
  p('20053', 'plain', { name: 'Aubergine', ingredients: 'Aubergine', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 1, size_unit: 'st' }),
  p('20047_3', 'plain', { name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Marocko', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('13109', 'composite', { name: 'Äppelmos mindre socker', ingredients: 'Äpplen 92 %, socker 7 %, antioxidationsmedel (askorbinsyra)', category: 'Sylt och mos', size: 700, size_unit: 'g' }),
  p('13708', 'composite', { name: 'Fruktcocktail i lätt sockerlag', ingredients: 'Persikor, päron, ananas, druvor, körsbär, vatten, socker', category: 'Konserver', size: 250, size_unit: 'g' }),
  p('20028', 'plain', { name: 'Fänkål', ingredients: 'Fänkål', country_of_origin: 'Italien', category: 'Grönsaker', size: 1, size_unit: 'st' }),
  p('20055', 'plain', { name: 'Rotselleri', ingredients: 'Rotselleri', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('4023', 'plain', { name: 'Färskpotatis', ingredients: 'Färskpotatis', country_of_origin: 'Sverige', category: 'Potatis', size: 1, size_unit: 'kg' }),
  p('20233', 'plain', { name: 'Majskorn frysta', ingredients: 'Majs', category: 'Frysta grönsaker', size: 450, size_unit: 'g' }),

  // Ice cream and frozen desserts
  p('39503', 'composite', { name: 'Gräddglass vanilj med chokladöverdrag 4-pack', ingredients: 'Grädde, skummjölk, socker, kakaosmör, mjölkchoklad 30 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), vanilj), glukossirap, vasslepulver, emulgeringsmedel (E471), stabiliseringsmedel (E410, E412), vaniljextrakt', category: 'Glass', size: 4, size_unit: 'st' }),
  p('39521', 'composite', { name: 'Glass cookie dough', ingredients: 'Grädde, skummjölk, socker, kakdeg 12 % (vetemjöl, brunt farinsocker, smör, socker, vatten, salt, vaniljextrakt), chokladbitar 8 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), äggula, glukossirap, vaniljextrakt, stabiliseringsmedel (guarkärnmjöl)', category: 'Glass', size: 465, size_unit: 'ml' }),
  p('39533', 'composite', { name: 'Glasstårta vanilj och hallon', ingredients: 'Grädde, skummjölk, socker, hallonsorbet 20 % (vatten, hallon 40 %, socker, glukossirap), sockerkaka 10 % (ägg, vetemjöl, socker), glukossirap, kakaopulver, vasslepulver, emulgeringsmedel (E471), stabiliseringsmedel (E410, E412), vaniljextrakt', category: 'Glass', size: 1, size_unit: 'l' }),

  // Milk and dairy products
  p('12729', 'plain', { name: 'Edamer 40 %', ingredients: 'Pastöriserad mjölk, salt, ystkultur, löpe, färgämne (annatto)', country_of_origin: 'Nederländerna', category: 'Hårdost', size: 450, size_unit: 'g' }),
  p('12115', 'plain', { name: 'Emmentaler', ingredients: 'Mjölk, salt, ystkultur, löpe', country_of_origin: 'Schweiz', category: 'Hårdost', size: 250, size_unit: 'g' }),
  p('19590', 'plain', { name: 'Mozzarella', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Italien', category: 'Ost', size: 125, size_unit: 'g' }),
  p('12001', 'plain', { name: 'Camembert', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Vitmögelost', size: 250, size_unit: 'g' }),
  p('12020', 'plain', { name: 'Brie', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, mögelkultur', category: 'Vitmögelost', size: 200, size_unit: 'g' }),
  p('19050', 'plain', { name: 'Lättmjölk 0,5 % längre hållbarhet', ingredients: 'Lättmjölk, vitamin A, vitamin D', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19575', 'composite', { name: 'Vaniljyoghurt 2 %', ingredients: 'Yoghurt (mjölk), socker 7 %, modifierad stärkelse, vaniljarom, vaniljstänger', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19559', 'composite', { name: 'Yoghurt jordgubb 0,1 % utan tillsatt socker', ingredients: 'Fettfri yoghurt (mjölk), jordgubbar 5 %, modifierad stärkelse, arom, förtjockningsmedel (pektin), sötningsmedel (aspartam, acesulfam K), färgämne (rödbetskoncentrat)', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('1027', 'composite', { name: 'Vegansk färskost naturell', ingredients: 'Vatten, sojabönor 14 %, kokosfett, modifierad stärkelse, salt, syrningskultur, citronjuice', category: 'Växtbaserat pålägg', size: 150, size_unit: 'g' }),
  p('12300', 'plain', { name: 'Smältost skivor', ingredients: 'Ost, vatten, smör, mjölkprotein, smältsalter (E331, E452), salt', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19556', 'plain', { name: 'Getmjölksyoghurt naturell', ingredients: 'Getmjölk, yoghurtkultur', country_of_origin: 'Nederländerna', category: 'Yoghurt', size: 400, size_unit: 'g' }),
  p('19550', 'plain', { name: 'Grekisk yoghurt på fårmjölk', ingredients: 'Pastöriserad fårmjölk, yoghurtkultur', country_of_origin: 'Grekland', category: 'Yoghurt', size: 170, size_unit: 'g' }),
  p('39214', 'composite', { name: 'Vaniljkräm färdig att äta', ingredients: 'Mellanmjölk, socker, modifierad majsstärkelse, grädde, ägg, vaniljextrakt, färgämne (betakaroten)', category: 'Desserter', size: 500, size_unit: 'g' }),
  p('19692', 'composite', { name: 'Sojadessert blåbär', ingredients: 'Sojabas (vatten, skalade sojabönor 8 %), socker, blåbär 8 %, modifierad majsstärkelse, kalciumfosfat, förtjockningsmedel (pektin), arom, surhetsreglerande medel (citronsyra), vitamin D2', category: 'Växtbaserade desserter', size: 500, size_unit: 'g' }),

  // Fats
  p('16614', 'composite', { name: 'Matfett 80 % saltat', ingredients: 'Vegetabiliska oljor och fetter (raps, palm, kokos), vatten, salt 1,4 %, emulgeringsmedel (solroslecitin, E471), surhetsreglerande medel (citronsyra), arom, vitamin A och D, färgämne (betakaroten)', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('17040', 'plain', { name: 'Jordnötsolja', ingredients: 'Jordnötsolja', category: 'Matolja', size: 0.5, size_unit: 'l' }),

  // Cereal products
  p('7407', 'composite', { name: 'Krisprolls vete', ingredients: 'Vetemjöl, socker, rapsolja, jäst, vetegluten, kornmaltextrakt, salt, emulgeringsmedel (E471)', country_of_origin: 'Sverige', category: 'Skorpor', size: 225, size_unit: 'g' }),
  p('9100', 'plain', { name: 'Jasminris', ingredients: 'Jasminris', country_of_origin: 'Thailand', category: 'Ris', size: 1, size_unit: 'kg' }),
  p('9321', 'plain', { name: 'Pärlgryn', ingredients: 'Korngryn', country_of_origin: 'Sverige', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('9510', 'plain', { name: 'Majsstärkelse', ingredients: 'Majsstärkelse', category: 'Bakning', size: 400, size_unit: 'g' }),
  p('32107', 'composite', { name: 'Sockerglaserade majsflingor', ingredients: 'Majs 82 %, socker, kornmaltextrakt, salt', category: 'Flingor', size: 500, size_unit: 'g' }),
  p('32138', 'composite', { name: 'Müsli med frukt', ingredients: 'Havregryn 55 %, vetekross, russin 10 %, torkade aprikoser 5 % (aprikos, rismjöl), rågflingor, hasselnötter 3 %, torkade äpplen 2 %', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('7110', 'composite', { name: 'Fullkornsbröd vete', ingredients: 'Fullkornsvetemjöl 65 %, vatten, vetemjöl, jäst, rapsolja, salt, mjölbehandlingsmedel (askorbinsyra)', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7620', 'composite', { name: 'Smörcroissant', ingredients: 'Vetemjöl, smör 24 %, vatten, socker, ägg, jäst, salt, skummjölkspulver', category: 'Bageri', size: 60, size_unit: 'g' }),
  p('24632', 'composite', { name: 'Madeleinekakor', ingredients: 'Vetemjöl, socker, ägg 22 %, rapsolja, glukos-fruktossirap, smör 3 %, bakpulver (E450, E500), salt, arom', country_of_origin: 'Frankrike', category: 'Kakor', size: 250, size_unit: 'g' }),
  p('23829', 'composite', { name: 'Pannkakor med chokladfyllning', ingredients: 'Chokladfyllning 35 % (socker, rapsolja, hasselnötter, fettreducerad kakao 7 %, skummjölkspulver, emulgeringsmedel (sojalecitin)), vetemjöl, mjölk, ägg, socker, rapsolja, salt', category: 'Kakor', size: 256, size_unit: 'g' }),
  p('24036', 'composite', { name: 'Mariekex med mjölkchoklad', ingredients: 'Mjölkchoklad 30 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), arom), vetemjöl, socker, palmolja, glukossirap, skummjölkspulver, bakpulver (E500, E503), salt', category: 'Kex', size: 150, size_unit: 'g' }),
  p('7340', 'composite', { name: 'Fullkornsskorpor', ingredients: 'Fullkornsvetemjöl 60 %, vetemjöl, rapsolja, socker, jäst, vetegluten, salt', category: 'Skorpor', size: 350, size_unit: 'g' }),
  p('23410', 'composite', { name: 'Pajdeg utkavlad', ingredients: 'Vetemjöl, smör 20 %, vatten, rapsolja, salt', category: 'Kylda degar', size: 230, size_unit: 'g' }),
  p('23081', 'composite', { name: 'Sockerkaka', ingredients: 'Socker, ägg 25 %, vetemjöl, rapsolja, smör 5 %, glukossirap, bakpulver (E450, E500), salt, arom', country_of_origin: 'Sverige', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('24686', 'composite', { name: 'Apelsinkakor med mörk choklad', ingredients: 'Glukos-fruktossirap, socker, vetemjöl, mörk choklad 14 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), ägg, apelsinjuice från koncentrat 3 %, rapsolja, förtjockningsmedel (pektin), bakpulver, arom', country_of_origin: 'Storbritannien', category: 'Kakor', size: 150, size_unit: 'g' }),
  p('38401', 'composite', { name: 'Kex med ostfyllning', ingredients: 'Vetemjöl, ostfyllning 30 % (palmolja, vasslepulver, ostpulver 10 % (mjölk), salt), palmolja, socker, salt, jäst, bakpulver', category: 'Snacks', size: 150, size_unit: 'g' }),

  // Sugary products
  p('31016', 'plain', { name: 'Strösocker', ingredients: 'Socker', country_of_origin: 'Sverige', category: 'Socker', size: 1, size_unit: 'kg' }),
  p('31003', 'composite', { name: 'Godis blandade fruktgelé', ingredients: 'Glukossirap, socker, gelatin, syra (citronsyra), vegetabilisk olja (kokos), aromer, fruktkoncentrat (äpple, fläder), glaseringsmedel (karnaubavax), färgämnen (spirulinaextrakt, paprikaextrakt)', category: 'Godis', size: 200, size_unit: 'g' }),
  p('31079', 'composite', { name: 'Mjölkchoklad med nougatfyllning', ingredients: 'Socker, kakaosmör, helmjölkspulver, hasselnötter 10 %, kakaomassa, vegetabiliskt fett (palm, shea), vasslepulver, skummjölkspulver, emulgeringsmedel (sojalecitin), arom', category: 'Choklad', size: 180, size_unit: 'g' }),

  // Meat, eggs and fish
  p('36304', 'plain', { name: 'Kalkonschnitzel', ingredients: 'Kalkonbröst', country_of_origin: 'Tyskland', category: 'Fågel', size: 500, size_unit: 'g' }),
  p('6270', 'plain', { name: 'Nötbog', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('36206', 'plain', { name: 'Ankbröst', ingredients: 'Ankbröst', country_of_origin: 'Frankrike', category: 'Fågel', size: 350, size_unit: 'g' }),
  p('40106', 'plain', { name: 'Kalvlever skivad', ingredients: 'Kalvlever', country_of_origin: 'Sverige', category: 'Kött', size: 400, size_unit: 'g' }),
  p('26053', 'plain', { name: 'Tonfiskfilé fryst', ingredients: 'Gulfenad tonfisk (Thunnus albacares)', country_of_origin: 'Vietnam', category: 'Fryst fisk', size: 250, size_unit: 'g' }),
  p('10059', 'plain', { name: 'Räkor råa skalade frysta', ingredients: 'Räkor', category: 'Fryst skaldjur', size: 400, size_unit: 'g' }),
  p('10014', 'plain', { name: 'Blåmusslor levande', ingredients: 'Blåmusslor', country_of_origin: 'Sverige', category: 'Skaldjur', size: 1, size_unit: 'kg' }),
  p('26009', 'plain', { name: 'Hälleflundra filé', ingredients: 'Hälleflundra (Hippoglossus hippoglossus)', country_of_origin: 'Norge', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('26055', 'plain', { name: 'Rödspättafilé', ingredients: 'Rödspätta', country_of_origin: 'Danmark', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26013', 'plain', { name: 'Böckling', ingredients: 'Strömming, salt', country_of_origin: 'Sverige', category: 'Rökt fisk', size: 300, size_unit: 'g' }),
  p('26027', 'composite', { name: 'Sardiner i tomatsås', ingredients: 'Sardiner 70 %, tomatpuré, vatten, solrosolja, salt, socker', country_of_origin: 'Marocko', category: 'Fiskkonserver', size: 88, size_unit: 'g' }),
  p('22010', 'plain', { name: 'Kokta ägg skalade', ingredients: 'Ägg', category: 'Ägg', size: 6, size_unit: 'st' }),
  p('28917', 'plain', { name: 'Kokt skinka skivad', ingredients: 'Fläskkött 90 %, vatten, salt, stabiliseringsmedel (E451), antioxidationsmedel (E301), konserveringsmedel (E250)', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28811', 'plain', { name: 'Bayonneskinka', ingredients: 'Fläskkött, salt', country_of_origin: 'Frankrike', category: 'Pålägg', size: 80, size_unit: 'g' }),
  p('30350', 'composite', { name: 'Salami', ingredients: 'Fläskkött, nötkött, fläskfett, salt, dextros, kryddor, vitlök, antioxidationsmedel (E301), konserveringsmedel (E250), startkultur. 130 g kött per 100 g produkt', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('28963', 'composite', { name: 'Kycklingfilé skivad', ingredients: 'Kycklingbröst 90 %, vatten, salt, potatisstärkelse, dextros, stabiliseringsmedel (E451), antioxidationsmedel (E301), konserveringsmedel (E250)', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('8211', 'composite', { name: 'Lantpaté', ingredients: 'Fläskkött 40 %, fläsklever 20 %, fläskfett, vatten, grädde, lök, ägg, salt, vetemjöl, kryddor, konserveringsmedel (E250)', category: 'Pålägg', size: 200, size_unit: 'g' }),
  p('36035', 'composite', { name: 'Grillade kycklingvingar BBQ', ingredients: 'Kycklingvingar 88 %, BBQ-marinad (socker, tomatpuré, vinäger, rapsolja, salt, paprika, vitlök, rökarom)', category: 'Fågel', size: 600, size_unit: 'g' }),
];
