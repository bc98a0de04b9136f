import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The seventeenth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET17_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids, herbs and spices
  p('11079', 'composite', { name: 'Lätt majonnäs', ingredients: 'Vatten, rapsolja 30 %, modifierad majsstärkelse, äggula 4 %, brännvinsvinäger, socker, senap (vatten, senapsfrön, vinäger, salt), salt, förtjockningsmedel (guarkärnmjöl, xantangummi), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), arom, färgämne (betakaroten)', category: 'Majonnäs', size: 320, size_unit: 'g' }),
  p('11128', 'composite', { name: 'Carbonarasås', ingredients: 'Grädde (mjölk) 35 %, vatten, bacon 10 % (fläsksida, salt, dextros, konserveringsmedel (natriumnitrit)), ost 5 % (mjölk), äggula 2 %, modifierad majsstärkelse, vetemjöl, salt, lök, svartpeppar, arom', country_of_origin: 'Italien', category: 'Pastasås', size: 400, size_unit: 'g' }),
  p('11039', 'plain', { name: 'Saffran malen', ingredients: 'Saffran', country_of_origin: 'Spanien', category: 'Kryddor', size: 0.5, size_unit: 'g' }),

  // Baby food
  p('20248', 'composite', { name: 'Grönsaker med potatis och ris, från 6 mån', ingredients: 'Vatten, morötter 25 %, potatis 18 %, pumpa 10 %, gröna ärtor 6 %, ris 4 %, rapsolja', category: 'Barnmat', size: 190, size_unit: 'g' }),

  // Drinks
  p('18010', 'composite', { name: 'Citronläsk', ingredients: 'Kolsyrat vatten, socker 9 %, citronjuice från koncentrat 1 %, surhetsreglerande medel (citronsyra), naturlig citronarom', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18023', 'composite', { name: 'Fruktdryck apelsin', ingredients: 'Vatten, socker, apelsinjuice från koncentrat 6 %, surhetsreglerande medel (citronsyra), arom, antioxidationsmedel (askorbinsyra), färgämne (betakaroten)', category: 'Saft och fruktdryck', size: 1, size_unit: 'l' }),
  p('18037', 'plain', { name: 'Cola', ingredients: 'Kolsyrat vatten, socker, färgämne (sockerkulör E150d), surhetsreglerande medel (fosforsyra), sötningsmedel (aspartam, acesulfam K), arom, koffein', country_of_origin: 'Sverige', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18167', 'composite', { name: 'Chokladdryck pulver', ingredients: 'Socker, fettreducerad kakao 20 %, maltodextrin, emulgeringsmedel (sojalecitin), salt, mineralämne (järnpyrofosfat), vitaminer (C, niacin, E, pantotensyra, B6, B1, B2, folsyra, D, B12), arom', category: 'Varm choklad', size: 700, size_unit: 'g' }),
  p('18901', 'plain', { name: 'Sojadryck naturell', ingredients: 'Vatten, skalade sojabönor 8 %, kalcium (kalciumkarbonat), surhetsreglerande medel (kaliumfosfater), havssalt, stabiliseringsmedel (gellangummi), vitaminer (riboflavin, B12, D2)', category: 'Växtbaserad dryck', size: 1, size_unit: 'l' }),
  p('18903', 'composite', { name: 'Sojadryck choklad', ingredients: 'Vatten, skalade sojabönor 6,5 %, socker, kakao 1,3 %, kalcium (trikalciumfosfat), havssalt, stabiliseringsmedel (karragenan, gellangummi), arom, vitaminer (riboflavin, B12, D2)', category: 'Växtbaserad dryck', size: 1, size_unit: 'l' }),
  p('2027', 'plain', { name: 'Grapefruktjuice', ingredients: 'Pressad grapefruktjuice 100 %', category: 'Juice', size: 1, size_unit: 'l' }),
  p('2500', 'composite', { name: 'Smoothie jordgubb & banan', ingredients: 'Äppeljuice 40 %, banan 30 %, jordgubbar 20 %, apelsinjuice 9 %, citronjuice', country_of_origin: 'Storbritannien', category: 'Smoothie', size: 750, size_unit: 'ml' }),
  p('76075', 'plain', { name: 'S.Pellegrino mineralvatten kolsyrat', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Italien', category: 'Vatten', size: 750, size_unit: 'ml' }),
  p('76057', 'plain', { name: 'Volvic naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1.5, size_unit: 'l' }),

  // Composite dishes
  p('25420', 'composite', { name: 'Vårrullar med fläsk, frysta', ingredients: 'Vetemjöl, vitkål 20 %, fläskkött 12 %, morötter 10 %, vatten, lök, glasnudlar (mungbönstärkelse), rapsolja, sojasås (vatten, sojabönor, vete, salt), socker, vitlök, salt, svartpeppar', category: 'Fryst färdigmat', size: 480, size_unit: 'g' }),
  p('25462', 'composite', { name: 'Pizza salami', ingredients: 'Vetemjöl, tomatpuré 20 %, mozzarella 17 % (mjölk), salami 10 % (fläskkött, salt, dextros, kryddor, vitlök, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), vatten, rapsolja, jäst, socker, salt, oregano', country_of_origin: 'Tyskland', category: 'Fryst pizza', size: 340, size_unit: 'g' }),
  p('20498', 'composite', { name: 'Grönsakspanna med champinjoner, fryst', ingredients: 'Potatis 30 %, haricots verts 18 %, champinjoner 15 %, morötter 12 %, lök 8 %, rapsolja, persilja, salt, vitlök, svartpeppar', country_of_origin: 'Belgien', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('25001', 'composite', { name: 'Kalvfrikassé', ingredients: 'Vatten, kalvkött 30 %, morötter 10 %, grädde (mjölk), vetemjöl, smör (mjölk), lök, champinjoner, majsstärkelse, salt, citronjuice, vitpeppar, lagerblad', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25026', 'composite', { name: 'Stuvad spenat, fryst', ingredients: 'Spenat 75 %, mjölk, grädde 5 % (mjölk), vetemjöl, smör (mjölk), salt, socker, muskotnöt', category: 'Frysta grönsaker', size: 450, size_unit: 'g' }),
  p('25135', 'composite', { name: 'Pasta carbonara', ingredients: 'Kokt pasta 55 % (durumvetemjöl, vatten), grädde (mjölk), bacon 9 % (fläsksida, salt, konserveringsmedel (natriumnitrit)), vatten, riven ost (mjölk), äggula, lök, modifierad majsstärkelse, salt, svartpeppar', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 380, size_unit: 'g' }),
  p('25157', 'composite', { name: 'Färsk ravioli med nötkött', ingredients: 'Pasta 55 % (durumvetemjöl, ägg 20 %, vatten), fyllning 45 % (nötkött 38 %, fläskkött, ströbröd (vetemjöl, jäst, salt), ricotta (mjölk), morötter, lök, tomatpuré, rapsolja, salt, kryddor)', country_of_origin: 'Italien', category: 'Färsk pasta', size: 250, size_unit: 'g' }),
  p('25218', 'composite', { name: 'Grönsakslasagne', ingredients: 'Tomatsås (krossade tomater, vatten, lök, rapsolja, vitlök, salt, basilika), béchamelsås (mjölk, vetemjöl, smör, salt, muskotnöt), lasagneplattor 18 % (durumvetemjöl, ägg), zucchini 9 %, aubergine 7 %, ost 5 % (mjölk), paprika 5 %, spenat 4 %', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25619', 'composite', { name: 'Pastasallad med kyckling', ingredients: 'Kokt pasta 40 % (durumvetemjöl, vatten), kycklingfilé 15 % (kycklingbröst, salt), majs, röd paprika, gurka, rödlök, dressing (rapsolja, vatten, vinäger, socker, senap, salt, basilika)', country_of_origin: 'Sverige', category: 'Sallader', size: 300, size_unit: 'g' }),
  p('25490', 'composite', { name: 'Baguette tonfisk', ingredients: 'Baguette 55 % (vetemjöl, vatten, jäst, salt), tonfiskröra 25 % (tonfisk 60 %, majonnäs (rapsolja, äggula, vinäger, senap, salt)), majs 8 %, tomat, isbergssallad', category: 'Smörgåsar', size: 200, size_unit: 'g' }),
  p('25916', 'composite', { name: 'Minestronesoppa', ingredients: 'Vatten, tomater 20 %, morötter 8 %, vita bönor 6 %, potatis 5 %, blekselleri 4 %, pasta 3 % (durumvetemjöl), zucchini 3 %, lök, vitkål, olivolja, salt, vitlök, persilja, basilika', category: 'Soppor', size: 500, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts, potatoes
  p('13013', 'plain', { name: 'Torkade fikon', ingredients: 'Torkade fikon', country_of_origin: 'Turkiet', category: 'Torkad frukt', size: 250, size_unit: 'g' }),
  p('13100', 'plain', { name: 'Plommon', ingredients: 'Plommon', country_of_origin: 'Spanien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13718', 'composite', { name: 'Ananasbitar i lätt sockerlag', ingredients: 'Ananas, vatten, socker', country_of_origin: 'Thailand', category: 'Fruktkonserver', size: 340, size_unit: 'g' }),
  p('15025', 'plain', { name: 'Pinjenötter', ingredients: 'Pinjenötter', category: 'Nötter och frön', size: 70, size_unit: 'g' }),
  p('15042', 'composite', { name: 'Rostade och saltade mandlar', ingredients: 'Mandlar 97 %, solrosolja, salt 1,5 %', country_of_origin: 'USA', category: 'Nötter och frön', size: 150, size_unit: 'g' }),
  p('15202', 'composite', { name: 'Jordnötssmör crunchy', ingredients: 'Rostade jordnötter 95 %, palmolja, socker, salt', category: 'Pålägg', size: 340, size_unit: 'g' }),
  p('20003', 'plain', { name: 'Kokta rödbetor', ingredients: 'Rödbetor', country_of_origin: 'Sverige', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20047_3', 'plain', { name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Spanien', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20057', 'plain', { name: 'Broccoli', ingredients: 'Broccoli', country_of_origin: 'Spanien', category: 'Grönsaker', size: 400, size_unit: 'g' }),
  p('20070', 'plain', { name: 'Haricots verts, frysta', ingredients: 'Haricots verts', category: 'Frysta grönsaker', size: 600, size_unit: 'g' }),
  p('20101', 'composite', { name: 'Grönsaksblandning, fryst', ingredients: 'Morötter 35 %, gröna ärtor 25 %, majs 20 %, haricots verts 10 %, broccoli 10 %', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('20116', 'plain', { name: 'Vitkål', ingredients: 'Vitkål', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20173', 'plain', { name: 'Sockerärtor', ingredients: 'Sockerärtor', country_of_origin: 'Kenya', category: 'Grönsaker', size: 150, size_unit: 'g' }),
  p('25604', 'composite', { name: 'Salladsmix', ingredients: 'Isbergssallad 50 %, frisésallad 20 %, rosésallad 20 %, ruccola 10 %', country_of_origin: 'Italien', category: 'Sallad', size: 150, size_unit: 'g' }),
  p('20188', 'plain', { name: 'Bambuskott i skivor', ingredients: 'Bambuskott, vatten, surhetsreglerande medel (citronsyra)', country_of_origin: 'Thailand', category: 'Grönsakskonserver', size: 140, size_unit: 'g' }),
  p('20504', 'plain', { name: 'Gröna linser', ingredients: 'Gröna linser', country_of_origin: 'Kanada', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('20532', 'plain', { name: 'Kikärtor', ingredients: 'Kikärtor, vatten, salt', category: 'Baljväxter', size: 240, size_unit: 'g' }),
  p('4004', 'composite', { name: 'Chips lättsaltade', ingredients: 'Potatis, solrosolja 33 %, salt', country_of_origin: 'Sverige', category: 'Chips', size: 275, size_unit: 'g' }),
  p('4016', 'composite', { name: 'Potatismos, pulver', ingredients: 'Potatis 90 %, skummjölkspulver 6 %, salt, emulgeringsmedel (mono- och diglycerider av fettsyror), muskotnöt, antioxidationsmedel (askorbinsyra), stabiliseringsmedel (difosfater)', category: 'Potatismos', size: 160, size_unit: 'g' }),

  // Ice cream
  p('31035', 'composite', { name: 'Gräddglass vanilj med chokladöverdrag, 4-pack', ingredients: 'Grädde (mjölk) 25 %, chokladöverdrag 25 % (socker, kakaosmör, helmjölkspulver, kakaomassa, kokosfett, emulgeringsmedel (sojalecitin), vanilj), skummjölk, socker, glukossirap, vasslepulver (mjölk), emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljextrakt', category: 'Glass', size: 360, size_unit: 'g' }),
  p('39526', 'composite', { name: 'Isglass jordgubb, 10-pack', ingredients: 'Vatten, socker, glukossirap, päronjuice från koncentrat 5 %, jordgubbspuré 2 %, surhetsreglerande medel (citronsyra), stabiliseringsmedel (guarkärnmjöl), arom, färgämne (rödbetsrött)', category: 'Glass', size: 500, size_unit: 'ml' }),

  // Dairy
  p('12001', 'plain', { name: 'Camembert', ingredients: 'Pastöriserad komjölk, salt, mjölksyrakultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 125, size_unit: 'g' }),
  p('12020', 'plain', { name: 'Brie', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, mögelkultur', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12060', 'plain', { name: 'Salladsost', ingredients: 'Pastöriserad mjölk, salt, mjölksyrakultur, mikrobiellt löpe', country_of_origin: 'Danmark', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12063', 'composite', { name: 'Salladsost i olja med örter', ingredients: 'Salladsost 55 % (pastöriserad mjölk, salt, mjölksyrakultur, löpe), rapsolja, vitlök, örter (oregano, timjan), svartpeppar', country_of_origin: 'Danmark', category: 'Ost', size: 300, size_unit: 'g' }),
  p('12123', 'plain', { name: 'Grana Padano riven', ingredients: 'Mjölk, salt, löpe, konserveringsmedel (lysozym från ägg)', country_of_origin: 'Italien', category: 'Ost', size: 100, size_unit: 'g' }),
  p('12802', 'plain', { name: 'Chèvre getost', ingredients: 'Pastöriserad getmjölk, salt, mjölksyrakultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('19431', 'plain', { name: 'Lätt crème fraiche 15 %', ingredients: 'Grädde, mjölk, mjölksyrakultur', country_of_origin: 'Sverige', category: 'Matlagningsprodukter', size: 200, size_unit: 'ml' }),
  p('19060', 'plain', { name: 'Laktosfri mellanmjölkdryck 1,5 %', ingredients: 'Mellanmjölk, enzym (laktas), D-vitamin', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19538', 'composite', { name: 'Fermenterad mjölkdryck naturell, 6-pack', ingredients: 'Fermenterad skummjölk, socker 10 %, dextros, mjölksyrakultur (inkl. Lactobacillus casei)', category: 'Yoghurtdryck', size: 600, size_unit: 'g' }),
  p('19546', 'plain', { name: 'Fil med bifidus 1 %', ingredients: 'Mjölk, mjölksyrakultur (inkl. Bifidobacterium, L. acidophilus)', country_of_origin: 'Sverige', category: 'Fil', size: 1000, size_unit: 'g' }),
  p('19587', 'composite', { name: 'Fruktyoghurt jordgubb 2 %', ingredients: 'Yoghurt (mjölk) 86 %, jordgubbar 8 %, socker 5 %, modifierad majsstärkelse, arom, koncentrerad rödbetsjuice', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19593', 'plain', { name: 'Yoghurt naturell 3 %', ingredients: 'Mjölk, yoghurtkultur', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19805', 'plain', { name: 'Filmjölk 3 %', ingredients: 'Mjölk, mjölksyrakultur', country_of_origin: 'Sverige', category: 'Fil', size: 1000, size_unit: 'g' }),
  p('39206', 'composite', { name: 'Chokladmousse, 4-pack', ingredients: 'Grädde (mjölk) 40 %, mjölk, socker, mörk choklad 8 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), fettreducerad kakao 2 %, gelatin, modifierad stärkelse, förtjockningsmedel (karragenan)', category: 'Dessert', size: 240, size_unit: 'g' }),

  // Fats
  p('16402', 'plain', { name: 'Smör normalsaltat 80 %', ingredients: 'Grädde (mjölk), salt 1,2 %', country_of_origin: 'Sverige', category: 'Matfett', size: 500, size_unit: 'g' }),
  p('16738', 'composite', { name: 'Margarin 60 % lättsaltat', ingredients: 'Vegetabiliska oljor och fetter (raps 45 %, palm, shea), vatten, salt 0,8 %, emulgeringsmedel (solroslecitin, mono- och diglycerider av fettsyror), surhetsreglerande medel (citronsyra), arom, vitaminer (A, D), färgämne (betakaroten)', category: 'Matfett', size: 600, size_unit: 'g' }),
  p('17630', 'plain', { name: 'Fiskleverolja', ingredients: 'Torskleverolja, antioxidationsmedel (tokoferolrikt extrakt)', country_of_origin: 'Norge', category: 'Kosttillskott', size: 250, size_unit: 'ml' }),

  // Cereal products
  p('24040', 'composite', { name: 'Frukostkex choklad', ingredients: 'Fullkornsvetemjöl 32 %, vetemjöl, socker, rapsolja, fullkornshavre 8 %, chokladbitar 7 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), fettreducerad kakao 3 %, fullkornsråg, fullkornskorn, bakpulver (natriumvätekarbonat, difosfater), salt, emulgeringsmedel (sojalecitin)', category: 'Kex', size: 300, size_unit: 'g' }),
  p('32001', 'composite', { name: 'Chokladflingor', ingredients: 'Fullkornsvete 40 %, majsmjöl, socker, fettreducerad kakao 6 %, glukossirap, vetemjöl, salt, rapsolja, vitaminer (niacin, pantotensyra, B6, riboflavin, tiamin, folsyra, D), mineralämne (järn)', category: 'Flingor', size: 500, size_unit: 'g' }),
  p('32138', 'composite', { name: 'Fruktmüsli', ingredients: 'Havregryn 55 %, russin 10 %, rågflingor, korngryn, vetekli, torkade äpplen 4 %, hasselnötter 3 %, torkade aprikoser 3 % (aprikoser, rismjöl)', country_of_origin: 'Sverige', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('31106', 'composite', { name: 'Müslibar choklad, 6-pack', ingredients: 'Havregryn 30 %, glukossirap, mjölkchoklad 17 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin)), rispuffar (rismjöl, socker, salt), socker, palmolja, honung, salt, arom', category: 'Bars', size: 150, size_unit: 'g' }),
  p('38405', 'composite', { name: 'Staplade potatischips original', ingredients: 'Torkad potatis 42 %, solrosolja, rismjöl, vetestärkelse, majsmjöl, emulgeringsmedel (mono- och diglycerider av fettsyror), maltodextrin, salt', category: 'Chips', size: 165, size_unit: 'g' }),
  p('38406', 'composite', { name: 'Dragerade jordnötter', ingredients: 'Jordnötter 58 %, vetemjöl, modifierad stärkelse, solrosolja, socker, salt, jäsningsmedel (natriumvätekarbonat), kryddor, sojasås (sojabönor, vete, salt)', category: 'Nötter och snacks', size: 275, size_unit: 'g' }),
  p('9436', 'plain', { name: 'Vetemjöl', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9580', 'plain', { name: 'Kikärtsmjöl', ingredients: 'Kikärtsmjöl', country_of_origin: 'Indien', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('23032', 'composite', { name: 'Brownie', ingredients: 'Socker, ägg, smör (mjölk), vetemjöl, mörk choklad 10 % (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin)), fettreducerad kakao 5 %, salt', category: 'Kakor', size: 400, size_unit: 'g' }),
  p('23009', 'composite', { name: 'Jordgubbstårta', ingredients: 'Grädde (mjölk) 30 %, sockerkaksbotten 25 % (ägg, socker, vetemjöl, potatisstärkelse, bakpulver), jordgubbar 20 %, vaniljkräm (mjölk, socker, modifierad stärkelse, äggula, arom), socker, gelatin', country_of_origin: 'Sverige', category: 'Tårtor', size: 900, size_unit: 'g' }),
  p('7409', 'composite', { name: 'Rostade småbröd med linfrö', ingredients: 'Vetemjöl 70 %, linfrö 10 %, socker, rapsolja, jäst, vetegluten, salt, kornmalt', country_of_origin: 'Sverige', category: 'Knäckebröd och skorpor', size: 225, size_unit: 'g' }),
  p('7602', 'composite', { name: 'Croissanter, 4-pack', ingredients: 'Vetemjöl, smör 22 % (mjölk), vatten, socker, jäst, ägg, salt, vetegluten, emulgeringsmedel (mono- och diglycerider av fettsyror)', country_of_origin: 'Frankrike', category: 'Bröd', size: 240, size_unit: 'g' }),
  p('7813', 'composite', { name: 'Majstortillas, 8-pack', ingredients: 'Majsmjöl 55 %, vatten, vetemjöl, rapsolja, salt, surhetsreglerande medel (citronsyra), konserveringsmedel (kaliumsorbat)', category: 'Tortillas', size: 320, size_unit: 'g' }),
  p('9810', 'plain', { name: 'Spaghetti', ingredients: 'Durumvetemjöl', country_of_origin: 'Italien', category: 'Pasta', size: 500, size_unit: 'g' }),
  p('9815', 'composite', { name: 'Färsk äggpasta tagliatelle', ingredients: 'Durumvetemjöl, ägg 25 %, vetemjöl', country_of_origin: 'Italien', category: 'Färsk pasta', size: 250, size_unit: 'g' }),
  p('9109', 'plain', { name: 'Rött ris', ingredients: 'Rött ris', category: 'Ris', size: 500, size_unit: 'g' }),

  // Sweets
  p('31004', 'composite', { name: 'Mjölkchoklad', ingredients: 'Socker, kakaosmör, helmjölkspulver 20 %, kakaomassa, vasslepulver (mjölk), emulgeringsmedel (sojalecitin), vaniljextrakt. Kakao minst 30 %', category: 'Choklad', size: 200, size_unit: 'g' }),
  p('31000', 'composite', { name: 'Chokladbar med kex och kola', ingredients: 'Mjölkchoklad 50 % (socker, kakaosmör, skummjölkspulver, kakaomassa, laktos, mjölkfett, emulgeringsmedel (sojalecitin)), vetemjöl, socker, palmfett, glukossirap, skummjölkspulver, fettreducerad kakao, salt, jäsningsmedel (natriumvätekarbonat)', category: 'Godis', size: 50, size_unit: 'g' }),
  p('31002', 'composite', { name: 'Kokosbar med mjölkchoklad', ingredients: 'Mjölkchoklad 48 % (socker, kakaosmör, skummjölkspulver, kakaomassa, laktos, mjölkfett, emulgeringsmedel (sojalecitin)), glukossirap, socker, torkad kokos 21 %, fuktighetsbevarande medel (glycerol), vasslepulver (mjölk), salt, emulgeringsmedel (mono- och diglycerider av fettsyror)', category: 'Godis', size: 57, size_unit: 'g' }),
  p('31060', 'composite', { name: 'Vingummi frukt', ingredients: 'Glukossirap, socker, gelatin, surhetsreglerande medel (citronsyra), arom, färgämnen (spirulinakoncentrat, svartmorotskoncentrat, paprikaextrakt), ytbehandlingsmedel (karnaubavax)', country_of_origin: 'Sverige', category: 'Godis', size: 200, size_unit: 'g' }),
  p('31038', 'composite', { name: 'Körsbärssylt', ingredients: 'Körsbär 45 %, socker, vatten, geleringsmedel (pektin), surhetsreglerande medel (citronsyra)', category: 'Sylt och marmelad', size: 400, size_unit: 'g' }),
  p('31044', 'composite', { name: 'Vaniljsocker', ingredients: 'Socker, potatisstärkelse, arom (vanillin)', country_of_origin: 'Sverige', category: 'Bakning', size: 100, size_unit: 'g' }),

  // Meat, fish, eggs
  p('28201', 'plain', { name: 'Fläskfilé', ingredients: 'Fläskfilé', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('28302', 'plain', { name: 'Fläskkarré', ingredients: 'Fläskkarré', country_of_origin: 'Danmark', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('36304', 'plain', { name: 'Kalkonschnitzel', ingredients: 'Kalkonbröstfilé', country_of_origin: 'Polen', category: 'Fågel', size: 400, size_unit: 'g' }),
  p('6254', 'plain', { name: 'Nötfärs 15 %', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('6201', 'plain', { name: 'Nötbiff', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Kött', size: 300, size_unit: 'g' }),
  p('36029', 'plain', { name: 'Kycklingbröst med skinn', ingredients: 'Kycklingbröst med skinn', country_of_origin: 'Sverige', category: 'Fågel', size: 600, size_unit: 'g' }),
  p('40104', 'plain', { name: 'Nötlever, fryst', ingredients: 'Nötlever', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('28301', 'plain', { name: 'Skivad fläskstek', ingredients: 'Fläskkött 95 %, salt, dextros, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('36005', 'plain', { name: 'Grillad kyckling, hel', ingredients: 'Kyckling 95 %, vatten, salt, kryddor (paprika, vitlök, svartpeppar), socker', country_of_origin: 'Sverige', category: 'Fågel', size: 1, size_unit: 'kg' }),
  p('6257', 'plain', { name: 'Hamburgare av nötkött, färdigstekta', ingredients: 'Nötkött 97 %, salt, svartpeppar', category: 'Fryst kött', size: 600, size_unit: 'g' }),
  p('28720', 'plain', { name: 'Bacon tärnat', ingredients: 'Fläsksida 91 %, vatten, salt, dextros, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rök', country_of_origin: 'Danmark', category: 'Chark', size: 140, size_unit: 'g' }),
  p('30732', 'composite', { name: 'Vitlökscervelat', ingredients: 'Fläskkött 65 %, fläskspäck, vatten, salt, potatisstärkelse, vitlök 1 %, kryddor, dextros, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Chark', size: 400, size_unit: 'g' }),
  p('26048', 'plain', { name: 'Kummelfilé, fryst', ingredients: 'Kummel (Merluccius hubbsi), fångad i sydvästra Atlanten FAO 41', country_of_origin: 'Argentina', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('27008', 'plain', { name: 'Regnbågsfilé', ingredients: 'Regnbåge (Oncorhynchus mykiss), odlad', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26029', 'composite', { name: 'Panerade fiskfiléer, frysta', ingredients: 'Alaska pollock 65 %, vetemjöl, vatten, rapsolja, potatisstärkelse, salt, jäst, paprika, gurkmeja', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('26071', 'composite', { name: 'Tonfisk i solrosolja', ingredients: 'Tonfisk (Katsuwonus pelamis) 70 %, solrosolja, salt', country_of_origin: 'Thailand', category: 'Fiskkonserver', size: 120, size_unit: 'g' }),
  p('26027', 'composite', { name: 'Sardiner i tomatsås', ingredients: 'Sardiner 70 %, tomatpuré 15 %, vatten, solrosolja, salt', country_of_origin: 'Marocko', category: 'Fiskkonserver', size: 125, size_unit: 'g' }),
  p('22060', 'plain', { name: 'Ankägg, 6-pack', ingredients: 'Ankägg', category: 'Ägg', size: 420, size_unit: 'g' }),
];
