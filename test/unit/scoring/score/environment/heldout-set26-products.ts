import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twenty-sixth environmental peer set (issue 30): groceries written as a Swedish retailer sends them
 * (Swedish names, ingredient lists in label order with the shares labels give, origins as labels state
 * them and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`). Its rows were drawn at random from all of AGRIBALYSE, stratified by
 * food group like a grocery range, so many were in earlier sets; its labels were written without seeing
 * theirs or the engine, kept outside the repository, committed before it was first scored, and measured
 * once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET26_PRODUCTS: readonly PeerProduct[] = [
  // Culinary aids and miscellaneous ingredients
  p('11008', 'composite', { name: 'Tomatketchup', ingredients: 'Tomater (148 g per 100 g ketchup), ättika, socker, salt, kryddextrakt (innehåller selleri), krydda', category: 'Ketchup', size: 500, size_unit: 'g' }),
  p('11210', 'composite', { name: 'Pesto rosso', ingredients: 'Tomatpuré 30 %, solrosolja, soltorkade tomater 14 %, cashewnötter, Grana Padano-ost 5 % (mjölk, salt, löpe, konserveringsmedel (lysozym från ägg)), socker, salt, basilika 1,5 %, extra jungfruolivolja, vitlök, surhetsreglerande medel (mjölksyra)', country_of_origin: 'Italien', category: 'Pesto', size: 190, size_unit: 'g' }),
  p('11198', 'composite', { name: 'Salladsdressing lätt, fransk', ingredients: 'Vatten, rapsolja 14 %, vinäger, senap (vatten, senapsfrön, vinäger, salt), socker, salt, modifierad majsstärkelse, äggula, förtjockningsmedel (xantangummi), örter (persilja, gräslök), vitlök, konserveringsmedel (kaliumsorbat), svartpeppar', category: 'Dressing', size: 250, size_unit: 'ml' }),
  p('11042', 'plain', { name: 'Spiskummin hel', ingredients: 'Spiskummin', country_of_origin: 'Indien', category: 'Kryddor', size: 40, size_unit: 'g' }),
  p('20917', 'plain', { name: 'Tempeh naturell, ekologisk', ingredients: 'Sojabönor* 98 %, vatten, vinäger, tempehkultur (Rhizopus oligosporus). *Ekologisk', country_of_origin: 'Nederländerna', category: 'Vegetariskt', size: 200, size_unit: 'g' }),

  // Infant food
  p('20252', 'composite', { name: 'Grönsakssoppa med potatis, från 6 månader', ingredients: 'Vatten, grönsaker 44 % (morot 18 %, potatis 14 %, palsternacka 6 %, purjolök 6 %), majsstärkelse, rapsolja 1,5 %, persilja', category: 'Barnmat', size: 190, size_unit: 'g' }),
  p('24689', 'composite', { name: 'Barnkex, från 8 månader', ingredients: 'Vetemjöl 68 %, socker, rapsolja, vetestärkelse, helmjölkspulver, bakpulver (ammoniumkarbonat, natriumkarbonat), mineraler (kalciumkarbonat, järnfumarat), vitaminer (tiamin, niacin)', category: 'Barnmat', size: 180, size_unit: 'g' }),

  // Drinks
  p('1008', 'plain', { name: 'Vodka 37,5 %', ingredients: 'Vatten, vodka (vete)', country_of_origin: 'Sverige', category: 'Sprit', size: 700, size_unit: 'ml' }),
  p('5011', 'composite', { name: 'Belgisk klosteröl, blond 6,5 %', ingredients: 'Vatten, kornmalt, vetemalt, socker, humle, jäst', country_of_origin: 'Belgien', category: 'Öl', size: 330, size_unit: 'ml' }),
  p('18018', 'plain', { name: 'Cola', ingredients: 'Kolsyrat vatten, socker, färgämne (sockerkulör E150d), surhetsreglerande medel (fosforsyra), naturliga aromer, koffein', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('18069', 'plain', { name: 'Snabbkaffe koffeinfritt', ingredients: '100 % koffeinfritt snabbkaffe', category: 'Kaffe', size: 100, size_unit: 'g' }),
  p('18107', 'plain', { name: 'Mandeldryck osötad', ingredients: 'Vatten, mandel 2,3 %, havssalt, stabiliseringsmedel (johannesbrödkärnmjöl, gellan), emulgeringsmedel (solroslecitin)', category: 'Växtbaserad dryck', size: 1, size_unit: 'l' }),
  p('2074', 'plain', { name: 'Äppeljuice, pressad', ingredients: 'Äppeljuice 100 %', country_of_origin: 'Sverige', category: 'Juice', size: 1, size_unit: 'l' }),
  p('2375', 'composite', { name: 'Apelsinnektar', ingredients: 'Vatten, apelsinjuice från koncentrat 50 %, socker, syra (citronsyra), C-vitamin', category: 'Nektar', size: 1, size_unit: 'l' }),
  p('18353', 'plain', { name: 'Energidryck sockerfri', ingredients: 'Kolsyrat vatten, surhetsreglerande medel (citronsyra, natriumcitrat), taurin 0,4 %, aromer, sötningsmedel (sukralos, acesulfam K), koffein 0,032 %, färgämne (sockerkulör), vitaminer (niacin, pantotensyra, B6, B12)', category: 'Energidryck', size: 250, size_unit: 'ml' }),
  p('76049', 'plain', { name: 'Naturligt mineralvatten med kolsyra', ingredients: 'Naturligt mineralvatten, kolsyra', country_of_origin: 'Frankrike', category: 'Vatten', size: 1, size_unit: 'l' }),

  // Starters and composed dishes
  p('25583', 'composite', { name: 'Vårrullar med fläsk, frysta', ingredients: 'Vetemjöl, vitkål 20 %, fläskkött 15 %, morot, vatten, rapsolja, lök, sojabönsgroddar, glasnudlar (mungbönsstärkelse, vatten), sojasås (vatten, sojabönor, vete, salt), socker, salt, vitlök, svartpeppar', category: 'Fryst asiatiskt', size: 480, size_unit: 'g' }),
  p('26274', 'composite', { name: 'Pizza Prosciutto, fryst', ingredients: 'Vetemjöl, vatten, mozzarellaost 17 % (mjölk, salt, syrningskultur, löpe), tomatpuré 15 %, lufttorkad skinka 9 % (fläskkött, salt, konserveringsmedel (natriumnitrit)), solrosolja, jäst, salt, extra jungfruolivolja, socker, oregano', country_of_origin: 'Italien', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('25131', 'composite', { name: 'Grönsakslasagne', ingredients: 'Grönsaker 36 % (zucchini, aubergine, röd paprika, lök, spenat), mjölk, krossade tomater, lasagneplattor 13 % (durumvetemjöl, vatten), riven ost (mjölk, salt, syrningskultur, löpe), vetemjöl, rapsolja, tomatpuré, salt, vitlök, basilika, oregano, svartpeppar, muskot', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25181', 'composite', { name: 'Färsk tortelloni med ricotta', ingredients: 'Pasta 60 % (vetemjöl, ägg 22 %, durumvetemjöl, vatten), fyllning 40 % (ricotta 38 % (vassle, grädde, salt, surhetsreglerande medel (mjölksyra)), ströbröd (vetemjöl, jäst, salt), Grana Padano-ost 10 % (mjölk, salt, löpe, lysozym från ägg), solrosolja, salt, muskot, svartpeppar)', country_of_origin: 'Italien', category: 'Färsk pasta', size: 250, size_unit: 'g' }),
  p('25199', 'composite', { name: 'Grönsaksbiffar, frysta', ingredients: 'Grönsaker 68 % (morot, zucchini, majs, lök, broccoli, röd paprika), potatis 12 %, ströbröd (vetemjöl, jäst, salt), rapsolja, ägg, potatisflingor, salt, persilja, vitlök, svartpeppar', category: 'Fryst vegetariskt', size: 500, size_unit: 'g' }),
  p('25619', 'composite', { name: 'Pastasallad med kyckling', ingredients: 'Kokt pasta 38 % (durumvetemjöl, vatten), majonnäsdressing (rapsolja, vatten, äggula, ättika, socker, salt, senap, modifierad stärkelse), kycklingfilé 14 % (kyckling, salt, dextros), tomat, gurka, majs, röd paprika, rödlök, salt, basilika, svartpeppar', category: 'Färdigsallad', size: 250, size_unit: 'g' }),
  p('25577', 'composite', { name: 'Smörgås fullkorn kyckling', ingredients: 'Fullkornsbröd 45 % (fullkornsvetemjöl, vatten, vetemjöl, rågkross, jäst, rapsolja, salt, socker), kycklingfilé 20 % (kyckling, salt, dextros), majonnäs 12 % (rapsolja, vatten, äggula, vinäger, senap, salt, socker), isbergssallad, tomat, gurka', category: 'Smörgåsar', size: 190, size_unit: 'g' }),
  p('25485', 'composite', { name: 'Baguette skinka och emmentaler', ingredients: 'Baguette 55 % (vetemjöl, vatten, salt, jäst, vetemalt), kokt skinka 20 % (fläskkött, salt, dextros, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)), emmentalerost 15 % (mjölk, salt, syrningskultur, löpe), smör 8 % (grädde, salt), sallad', category: 'Smörgåsar', size: 200, size_unit: 'g' }),
  p('25945', 'composite', { name: 'Pumpasoppa', ingredients: 'Vatten, pumpa 36 %, lök, potatis, grädde (mjölk) 5 %, morot, rapsolja, salt, majsstärkelse, ingefära, vitlök, muskot, svartpeppar', category: 'Soppor', size: 500, size_unit: 'g' }),
  p('25056', 'composite', { name: 'Potatisgratäng', ingredients: 'Potatis 66 %, grädde 14 %, mjölk 10 %, riven ost (mjölk, salt, syrningskultur, löpe), modifierad potatisstärkelse, salt, vitlök, vitpeppar, muskot', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 900, size_unit: 'g' }),

  // Fruit, vegetables, pulses, nuts
  p('13000', 'plain', { name: 'Aprikoser', ingredients: 'Aprikoser', country_of_origin: 'Spanien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13044', 'plain', { name: 'Vindruvor gröna, Italia', ingredients: 'Gröna vindruvor', country_of_origin: 'Italien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13620', 'plain', { name: 'Äpple Golden Delicious', ingredients: 'Äpplen', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13713', 'composite', { name: 'Aprikoshalvor i lätt sockerlag', ingredients: 'Aprikoser 56 %, vatten, socker', country_of_origin: 'Grekland', category: 'Fruktkonserver', size: 410, size_unit: 'g' }),
  p('13997', 'composite', { name: 'Bärmix, fryst', ingredients: 'Hallon 30 %, jordgubbar 30 %, röda vinbär 20 %, svarta vinbär 20 %', country_of_origin: 'Polen', category: 'Frysta bär', size: 750, size_unit: 'g' }),
  p('0004', 'composite', { name: 'Hallonsås', ingredients: 'Hallon 60 %, socker, vatten, citronjuice från koncentrat, förtjockningsmedel (pektin)', category: 'Dessertsåser', size: 300, size_unit: 'g' }),
  p('15041', 'plain', { name: 'Mandlar skållade', ingredients: 'Skållade mandlar', country_of_origin: 'USA', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('15018', 'composite', { name: 'Nötmix saltad med russin', ingredients: 'Rostade jordnötter 40 %, russin 25 % (russin, solrosolja), cashewnötter 15 %, mandlar 10 %, solrosfrön 7 %, rapsolja, salt', category: 'Snacks', size: 300, size_unit: 'g' }),
  p('20009', 'plain', { name: 'Morötter', ingredients: 'Morötter', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20016', 'plain', { name: 'Blomkål', ingredients: 'Blomkål', country_of_origin: 'Spanien', category: 'Grönsaker', size: 600, size_unit: 'g' }),
  p('20041', 'plain', { name: 'Paprika röd', ingredients: 'Röd paprika', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20034', 'plain', { name: 'Gul lök', ingredients: 'Gul lök', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20170', 'plain', { name: 'Passerade tomater', ingredients: 'Tomater, salt', country_of_origin: 'Italien', category: 'Tomatkonserver', size: 500, size_unit: 'g' }),
  p('20496', 'composite', { name: 'Grönsaksblandning Marocko, fryst', ingredients: 'Morot 25 %, zucchini 25 %, kålrot 15 %, kikärtor 10 %, röd paprika 10 %, lök 10 %, rotselleri 5 %', category: 'Frysta grönsaker', size: 750, size_unit: 'g' }),
  p('20585', 'plain', { name: 'Gröna linser', ingredients: 'Gröna linser', country_of_origin: 'Kanada', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('20502', 'plain', { name: 'Vita bönor, kokta', ingredients: 'Vita bönor, vatten, salt', category: 'Baljväxter', size: 380, size_unit: 'g' }),
  p('4044', 'composite', { name: 'Ugnspommes frites, frysta', ingredients: 'Potatis 96 %, solrosolja 4 %', category: 'Frysta potatisprodukter', size: 1, size_unit: 'kg' }),
  p('4016', 'composite', { name: 'Potatismos pulver', ingredients: 'Potatis 84 % (torkad), skummjölkspulver 8 %, salt, emulgeringsmedel (mono- och diglycerider av fettsyror), muskot, antioxidationsmedel (natriumdisulfit, askorbylpalmitat), gurkmejaextrakt', category: 'Potatismos', size: 160, size_unit: 'g' }),

  // Ice cream and sorbets
  p('31035', 'composite', { name: 'Glasspinne med chokladöverdrag, 4-pack', ingredients: 'Skummjölk, mjölkchokladöverdrag 28 % (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin), arom), socker, grädde 8 %, glukossirap, vassleproduktpulver, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl, karragenan), vaniljstångsfrön, arom', category: 'Glass', size: 400, size_unit: 'ml' }),
  p('39521', 'composite', { name: 'Vaniljglass premium', ingredients: 'Grädde 32 %, skummjölk, socker, äggula 4 %, glukossirap, vaniljextrakt, vaniljstångsfrön 0,1 %, stabiliseringsmedel (guarkärnmjöl)', category: 'Glass', size: 500, size_unit: 'ml' }),
  p('31013', 'composite', { name: 'Sorbet hallon på pinne, 6-pack', ingredients: 'Vatten, hallonpuré 30 %, socker, glukossirap, citronjuice från koncentrat, stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), färgämne (rödbetsjuice)', category: 'Glass', size: 360, size_unit: 'ml' }),

  // Milk and dairy
  p('19420', 'composite', { name: 'Vispgrädde i sprayflaska', ingredients: 'Grädde 92 % (mjölk), socker 7 %, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (karragenan), drivgas (dikväveoxid)', category: 'Grädde', size: 250, size_unit: 'g' }),
  p('12020', 'plain', { name: 'Brie', ingredients: 'Pastöriserad komjölk, salt, syrningskultur, löpe, mögelkultur', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12120', 'plain', { name: 'Parmigiano Reggiano', ingredients: 'Mjölk, salt, löpe', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12726', 'plain', { name: 'Cheddar mogen', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, färgämne (annatto)', country_of_origin: 'Irland', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19590', 'plain', { name: 'Mozzarella', ingredients: 'Pastöriserad komjölk, salt, syrningskultur, löpe', category: 'Ost', size: 125, size_unit: 'g' }),
  p('1029_2', 'composite', { name: 'Vegansk riven ost, sojafri', ingredients: 'Vatten, kokosolja 23 %, modifierad stärkelse, potatisstärkelse, salt, arom, olivextrakt, färgämne (betakaroten), vitamin B12', category: 'Vegetariska ostalternativ', size: 150, size_unit: 'g' }),
  p('12356', 'composite', { name: 'Ostdipp med brödpinnar, 4-pack', ingredients: 'Smältost 74 % (mjölk, ost (mjölk), smör, mjölkprotein, smältsalt (polyfosfater, citrater), salt), brödpinnar 26 % (vetemjöl, solrosolja, salt, jäst, kornmaltextrakt)', category: 'Ost', size: 140, size_unit: 'g' }),
  p('19042', 'plain', { name: 'Mellanmjölk 1,5 %', ingredients: 'Pastöriserad mellanmjölk, vitamin D', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('19054', 'plain', { name: 'Skummjölkspulver', ingredients: 'Skummjölkspulver', category: 'Mjölk', size: 400, size_unit: 'g' }),
  p('19535', 'composite', { name: 'Drickyoghurt jordgubb', ingredients: 'Yoghurt (mjölk) 88 %, socker 6 %, jordgubbar 5 %, modifierad stärkelse, arom, färgämne (rödbetskoncentrat)', country_of_origin: 'Sverige', category: 'Drickyoghurt', size: 1, size_unit: 'l' }),
  p('19546', 'plain', { name: 'Filmjölk med bifidus naturell 3 %', ingredients: 'Pastöriserad mjölk, syrningskultur (bl.a. Bifidobacterium och Lactobacillus acidophilus)', country_of_origin: 'Sverige', category: 'Fil och yoghurt', size: 1000, size_unit: 'g' }),
  p('19559', 'composite', { name: 'Lätt vaniljyoghurt 0,1 %', ingredients: 'Yoghurt av skummjölk, modifierad majsstärkelse, arom, vaniljstångsfrön, stabiliseringsmedel (pektin), sötningsmedel (aspartam, acesulfam K), färgämne (karotener)', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19579', 'composite', { name: 'Yoghurt med müsli', ingredients: 'Yoghurt (mjölk) 85 %, müsli 10 % (havregryn, socker, vetemjöl, rapsolja, honung, kornmaltextrakt), socker', country_of_origin: 'Sverige', category: 'Yoghurt', size: 150, size_unit: 'g' }),
  p('39209', 'composite', { name: 'Crème caramel, 2-pack', ingredients: 'Mjölk 62 %, karamellsås 15 % (socker, vatten), socker, ägg 7 %, grädde, modifierad majsstärkelse, vanilj, förtjockningsmedel (karragenan)', category: 'Desserter', size: 200, size_unit: 'g' }),

  // Fats
  p('16745', 'composite', { name: 'Bordsmargarin mindre fett 39 %, smör och rapsolja', ingredients: 'Vatten, smör 20 % (grädde), rapsolja 16 %, kärnmjölk, modifierad stärkelse, salt 0,8 %, emulgeringsmedel (mono- och diglycerider av fettsyror), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (mjölksyra), vitamin A och D', country_of_origin: 'Sverige', category: 'Matfett', size: 600, size_unit: 'g' }),
  p('17400', 'plain', { name: 'Sesamolja', ingredients: 'Sesamolja 100 %', category: 'Oljor', size: 250, size_unit: 'ml' }),

  // Cereal products
  p('24040', 'composite', { name: 'Frukostkex med chokladbitar', ingredients: 'Vetemjöl 38 %, fullkornsflingor 24 % (havre, korn, råg, spelt), socker, rapsolja, chokladbitar 8 % (socker, kakaomassa, kakaosmör, emulgeringsmedel (sojalecitin)), fettreducerat kakaopulver 2 %, vetestärkelse, bakpulver (natriumkarbonat, difosfater), salt, emulgeringsmedel (sojalecitin), vitaminer och mineraler', category: 'Kex', size: 300, size_unit: 'g' }),
  p('24441', 'composite', { name: 'Smörkex Langues de chat', ingredients: 'Vetemjöl, socker, smör 20 %, äggvita, ägg, skummjölkspulver, salt, vanilj', country_of_origin: 'Frankrike', category: 'Kex', size: 100, size_unit: 'g' }),
  p('24520', 'composite', { name: 'Maränger', ingredients: 'Socker, äggvita 24 %, potatisstärkelse', category: 'Kakor', size: 100, size_unit: 'g' }),
  p('32014', 'composite', { name: 'Cornflakes', ingredients: 'Majs 92 %, socker, salt, kornmaltextrakt', category: 'Frukostflingor', size: 500, size_unit: 'g' }),
  p('32113', 'composite', { name: 'Birchermüsli utan tillsatt socker', ingredients: 'Havregryn 50 %, rågflingor 12 %, russin 12 %, hasselnötter 6 %, torkade äpplen 6 %, vetekli, torkade aprikoser 4 %, solrosfrön, linfrön', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('9230', 'composite', { name: 'Popcorn salta', ingredients: 'Majs 80 %, rapsolja 18 %, salt 1,5 %', category: 'Snacks', size: 90, size_unit: 'g' }),
  p('9435', 'plain', { name: 'Vetemjöl', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9533', 'plain', { name: 'Rågmjöl', ingredients: 'Rågmjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('23885', 'composite', { name: 'Munkar med chokladfyllning, 4-pack', ingredients: 'Vetemjöl, chokladfyllning 25 % (socker, rapsolja, fettreducerat kakaopulver 8 %, skummjölkspulver, emulgeringsmedel (solroslecitin)), vatten, palmolja, socker, ägg, jäst, dextros, vetegluten, salt, emulgeringsmedel (E471), arom', category: 'Bakverk', size: 280, size_unit: 'g' }),
  p('23585', 'composite', { name: 'Kladdkaka', ingredients: 'Socker, smör 21 %, ägg, vetemjöl, mörk choklad 8 % (kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin)), kakao 6 %, salt, vaniljarom', category: 'Kakor och tårtor', size: 400, size_unit: 'g' }),
  p('7420', 'composite', { name: 'Rostade bröd fullkorn', ingredients: 'Fullkornsvetemjöl 62 %, vetemjöl, socker, rapsolja, jäst, salt, kornmaltmjöl', country_of_origin: 'Sverige', category: 'Knäckebröd och skorpor', size: 225, size_unit: 'g' }),
  p('7615', 'composite', { name: 'Croissant smör', ingredients: 'Vetemjöl, smör 21 %, vatten, socker, jäst, ägg, salt, skummjölkspulver, vetegluten, mjölmedel (askorbinsyra)', category: 'Bröd', size: 60, size_unit: 'g' }),
  p('7340', 'composite', { name: 'Fullkornsskorpor', ingredients: 'Fullkornsvetemjöl 52 %, vetemjöl, socker, rapsolja, jäst, vetekli, salt, kardemumma', category: 'Knäckebröd och skorpor', size: 500, size_unit: 'g' }),
  p('9101', 'plain', { name: 'Parboiled ris långkornigt', ingredients: 'Parboiled långkornigt ris', category: 'Ris', size: 1, size_unit: 'kg' }),
  p('9060', 'plain', { name: 'Matvete', ingredients: 'Durumvete', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('9900', 'plain', { name: 'Risnudlar', ingredients: 'Rismjöl, vatten', country_of_origin: 'Thailand', category: 'Nudlar', size: 250, size_unit: 'g' }),

  // Sweet products
  p('31004', 'composite', { name: 'Mjölkchoklad', ingredients: 'Socker, kakaosmör, helmjölkspulver 20 %, kakaomassa, skummjölkspulver, vasslepulver (mjölk), emulgeringsmedel (sojalecitin), arom (vanillin). Kakao minst 30 %', category: 'Choklad', size: 200, size_unit: 'g' }),
  p('31024', 'composite', { name: 'Jordgubbssylt', ingredients: 'Jordgubbar 50 %, socker, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', country_of_origin: 'Polen', category: 'Sylt', size: 400, size_unit: 'g' }),
  p('31039', 'composite', { name: 'Apelsinmarmelad', ingredients: 'Socker, apelsiner 40 %, vatten, förtjockningsmedel (pektin), citronjuice från koncentrat', category: 'Marmelad', size: 400, size_unit: 'g' }),

  // Meat, eggs, fish
  p('28501', 'plain', { name: 'Rimmat sidfläsk, tärnat', ingredients: 'Sidfläsk 94 %, vatten, salt, dextros, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Danmark', category: 'Fläsk', size: 250, size_unit: 'g' }),
  p('28803', 'plain', { name: 'Rökt skinka, skivad', ingredients: 'Skinka 86 % (fläskkött), vatten, salt, dextros, stabiliseringsmedel (difosfater), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rök', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('30300', 'plain', { name: 'Saucisson sec, fransk salami', ingredients: 'Fläskkött (140 g per 100 g salami), salt, dextros, vitlök, svartpeppar, syrningskultur, konserveringsmedel (natriumnitrit, kaliumnitrat)', country_of_origin: 'Frankrike', category: 'Chark', size: 200, size_unit: 'g' }),
  p('30791', 'composite', { name: 'Mortadella', ingredients: 'Fläskkött 72 %, nötkött 10 %, vatten, salt, potatisstärkelse, dextros, kryddor, pistagenötter 1 %, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Italien', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('8305', 'composite', { name: 'Leverpastej', ingredients: 'Fläsklever 24 %, fläskfett, vatten, vetemjöl, lök, skummjölkspulver, potatisstärkelse, salt, socker, kryddor, konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 300, size_unit: 'g' }),
  p('8250', 'composite', { name: 'Lantpastej med svamp', ingredients: 'Fläskkött 34 %, fläskfett, fläsklever 15 %, svamp 10 % (champinjoner, kantareller), vatten, ägg, lök, vetemjöl, salt, grädde, kryddor, konserveringsmedel (natriumnitrit)', category: 'Pålägg', size: 200, size_unit: 'g' }),
  p('10045', 'plain', { name: 'Pilgrimsmusslor utan rom, frysta', ingredients: 'Pilgrimsmusslor (Placopecten magellanicus)', country_of_origin: 'Kanada', category: 'Skaldjur', size: 250, size_unit: 'g' }),
  p('10009', 'plain', { name: 'Hummer kokt, fryst', ingredients: 'Hummer (Homarus americanus), vatten, salt', country_of_origin: 'Kanada', category: 'Skaldjur', size: 400, size_unit: 'g' }),
  p('26006', 'plain', { name: 'Alaska pollock filé, fryst', ingredients: 'Alaska pollock (Gadus chalcogrammus)', country_of_origin: 'USA', category: 'Fryst fisk', size: 800, size_unit: 'g' }),
  p('26213', 'plain', { name: 'Hokifilé, fryst', ingredients: 'Hoki (Macruronus novaezelandiae)', country_of_origin: 'Nya Zeeland', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('26135', 'plain', { name: 'Bergtungafilé', ingredients: 'Bergtunga (Microstomus kitt)', category: 'Färsk fisk', size: 300, size_unit: 'g' }),
  p('28477', 'plain', { name: 'Fläskbog benfri utan svål', ingredients: 'Fläskbog', country_of_origin: 'Sverige', category: 'Fläskkött', size: 1, size_unit: 'kg' }),
  p('36020', 'plain', { name: 'Kyckling hel, färsk', ingredients: 'Kyckling', country_of_origin: 'Sverige', category: 'Fågel', size: 1.2, size_unit: 'kg' }),
  p('36203', 'plain', { name: 'Anklår benfria med skinn', ingredients: 'Anklår', country_of_origin: 'Frankrike', category: 'Fågel', size: 500, size_unit: 'g' }),
  p('6206', 'plain', { name: 'Rumpstek av nöt', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Nötkött', size: 600, size_unit: 'g' }),
  p('6530', 'plain', { name: 'Kalvfilé', ingredients: 'Kalvkött', country_of_origin: 'Sverige', category: 'Kalvkött', size: 500, size_unit: 'g' }),
  p('22000', 'plain', { name: 'Ägg från frigående höns, 12-pack', ingredients: 'Ägg', country_of_origin: 'Sverige', category: 'Ägg', size: 720, size_unit: 'g' }),
  p('22010', 'plain', { name: 'Kokta ägg, skalade, 6-pack', ingredients: 'Kokta ägg', country_of_origin: 'Sverige', category: 'Ägg', size: 300, size_unit: 'g' }),
];
