import type { ProductData } from '../../../../../src/scoring/types.js';

/**
 * The climate peer set: everyday Swedish groceries written as a Swedish retailer sends them
 * (Swedish names and ingredient lists, origins, packaging), each paired with the AGRIBALYSE 3.1.1
 * product (`agb`, its Code AGB) whose published life-cycle result describes the same food. The
 * reference figure is that product's climate total minus its consumption stage (the engine's
 * boundary ends at the Swedish retail shelf), read from the committed
 * data/sources/agribalyse-3.1.1-climate-by-stage.csv. `built` says how the product is meant to
 * test the engine: `composite` products have several agricultural ingredients and must be built
 * from them; `plain` ones are single foods. Products were written from the food, not tuned to
 * the engine: the list was fixed before the engine's climate model was changed.
 */
export interface PeerProduct {
  agb: string;
  built: 'plain' | 'composite';
  product: ProductData;
}

const p = (agb: string, built: PeerProduct['built'], product: ProductData): PeerProduct => ({ agb, built, product });

export const PEER_PRODUCTS: readonly PeerProduct[] = [
  // Dairy
  p('19042', 'plain', { name: 'Mellanmjölk 1,5 %', ingredients: 'Mellanmjölk 1,5 %', country_of_origin: 'Sverige', category: 'Mjölk', size: 1, size_unit: 'l', packaging_type: 'Förpackning av kartong' }),
  p('19024', 'plain', { name: 'Standardmjölk 3 %', ingredients: 'Standardmjölk 3 %, vitamin D', country_of_origin: 'Sverige', category: 'Mjölk', size: 1.5, size_unit: 'l' }),
  p('19051', 'plain', { name: 'Lättmjölk 0,5 %', ingredients: 'Lättmjölk, vitamin A, vitamin D', origin: 'SE', category: 'Mjölk', size: 1, size_unit: 'l' }),
  p('16402', 'plain', { name: 'Smör normalsaltat 82 %', ingredients: 'Grädde (mjölk), salt', country_of_origin: 'Sverige', category: 'Smör', size: 500, size_unit: 'g' }),
  p('12736', 'plain', { name: 'Gouda 28 % lagrad', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe, färgämne (annattoextrakt)', country_of_origin: 'Nederländerna', category: 'Ost', size: 500, size_unit: 'g' }),
  p('12115', 'plain', { name: 'Emmentaler skivad', ingredients: 'Mjölk, salt, syrningskultur, löpe', country_of_origin: 'Schweiz', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12726', 'plain', { name: 'Cheddar mellanlagrad', ingredients: 'Pastöriserad komjölk, salt, mjölksyrakultur, mikrobiellt löpe', country_of_origin: 'Irland', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19593', 'plain', { name: 'Yoghurt naturell 3 %', ingredients: 'Pastöriserad mjölk, levande yoghurtkulturer', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19860', 'plain', { name: 'Turkisk yoghurt 10 %', ingredients: 'Mjölk, grädde, mjölkprotein, yoghurtkultur', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('19538', 'composite', { name: 'Vaniljyoghurt', ingredients: 'Yoghurt (mjölk) 89 %, socker 7 %, modifierad majsstärkelse, vanilj, arom, stabiliseringsmedel (pektin)', country_of_origin: 'Sverige', category: 'Yoghurt', size: 1000, size_unit: 'g' }),
  p('39533', 'composite', { name: 'Vaniljglass', ingredients: 'Grädde (mjölk) 30 %, skummjölk, socker, glukossirap, vasslepulver (mjölk), emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (johannesbrödkärnmjöl, guarkärnmjöl), vaniljarom, färgämne (karotener)', country_of_origin: 'Sverige', category: 'Glass', size: 1, size_unit: 'l' }),
  // Fats and oils
  p('17130', 'plain', { name: 'Rapsolja kallpressad', ingredients: 'Kallpressad rapsolja', country_of_origin: 'Sverige', category: 'Matolja', size: 500, size_unit: 'ml', packaging_type: 'Flaska', packaging_material: 'Glas' }),
  p('17270', 'plain', { name: 'Olivolja extra virgin', ingredients: 'Extra jungfruolivolja', country_of_origin: 'Italien', category: 'Matolja', size: 500, size_unit: 'ml' }),
  p('17440', 'plain', { name: 'Solrosolja', ingredients: 'Solrosolja', country_of_origin: 'Ungern', category: 'Matolja', size: 1, size_unit: 'l' }),
  p('16740', 'composite', { name: 'Bordsmargarin 60 %', ingredients: 'Vegetabiliska oljor och fetter (raps 50 %, palm, kokos), vatten, salt 1,2 %, emulgeringsmedel (solroslecitin), konserveringsmedel (kaliumsorbat), surhetsreglerande medel (citronsyra), arom, vitamin A och D, färgämne (betakaroten)', country_of_origin: 'Sverige', category: 'Matfett', size: 600, size_unit: 'g' }),
  p('11054', 'composite', { name: 'Majonnäs', ingredients: 'Rapsolja 78 %, vatten, äggula 6 %, vinäger, socker, salt, senapsfrö, kryddextrakt', country_of_origin: 'Sverige', category: 'Majonnäs', size: 300, size_unit: 'g' }),
  // Cereals and bakery
  p('9436', 'plain', { name: 'Vetemjöl', ingredients: 'Vetemjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('32140', 'plain', { name: 'Havregryn', ingredients: 'Havregryn', country_of_origin: 'Sverige', category: 'Gryn', size: 1.5, size_unit: 'kg' }),
  p('9100', 'plain', { name: 'Jasminris', ingredients: 'Jasminris', country_of_origin: 'Thailand', category: 'Ris', size: 1, size_unit: 'kg' }),
  p('9810', 'plain', { name: 'Spaghetti', ingredients: 'Durumvetemjöl, vatten', country_of_origin: 'Italien', category: 'Pasta', size: 1, size_unit: 'kg' }),
  p('9321', 'plain', { name: 'Matkorn', ingredients: 'Pärlade korngryn', country_of_origin: 'Sverige', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('7410', 'composite', { name: 'Knäckebröd råg', ingredients: 'Fullkornsrågmjöl 92 %, vatten, jäst, salt', country_of_origin: 'Sverige', category: 'Knäckebröd', size: 520, size_unit: 'g' }),
  p('7125', 'composite', { name: 'Rågbröd', ingredients: 'Vatten, rågmjöl 30 %, vetemjöl 25 %, sirap, jäst, salt, rågsurdeg', country_of_origin: 'Sverige', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7110', 'composite', { name: 'Fullkornsbröd', ingredients: 'Vatten, fullkornsvetemjöl 45 %, vetemjöl, rapsolja, jäst, salt', country_of_origin: 'Sverige', category: 'Bröd', size: 600, size_unit: 'g' }),
  p('32108', 'composite', { name: 'Müsli med frukt', ingredients: 'Havregryn 55 %, vetegryn, russin 10 %, rågflingor, torkade äpplen 4 %, socker, hasselnötter 3 %, vetekli', country_of_origin: 'Sverige', category: 'Flingor och müsli', size: 750, size_unit: 'g' }),
  p('32014', 'composite', { name: 'Cornflakes', ingredients: 'Majs 94 %, socker, salt, kornmaltextrakt, vitaminer (niacin, järn, vitamin B6, riboflavin, tiamin, folsyra, vitamin D, vitamin B12)', country_of_origin: 'Tyskland', category: 'Flingor och müsli', size: 500, size_unit: 'g' }),
  p('24015', 'composite', { name: 'Smörkex', ingredients: 'Vetemjöl 60 %, socker, smör 13 % (mjölk), glukossirap, skummjölkspulver, salt, bakpulver (natriumvätekarbonat), ägg', country_of_origin: 'Sverige', category: 'Kex', size: 200, size_unit: 'g' }),
  // Issue 30: a white sandwich loaf (AGRIBALYSE's pain de mie, prepacked), added with the class that reads it.
  p('7200', 'composite', { name: 'Rostbröd', ingredients: 'Vetemjöl, vatten, rapsolja, socker, jäst, salt, emulgeringsmedel (E471), mjölbehandlingsmedel (askorbinsyra)', country_of_origin: 'Sverige', category: 'Bröd', size: 500, size_unit: 'g' }),
  p('7210', 'composite', { name: 'Briochebröd skivat', ingredients: 'Vetemjöl 55 %, ägg 12 %, socker, smör 8 %, vatten, jäst, mjölkpulver, salt, emulgeringsmedel (mono- och diglycerider av fettsyror)', country_of_origin: 'Frankrike', category: 'Bröd', size: 500, size_unit: 'g' }),
  // Meat, fish, eggs
  p('6254', 'plain', { name: 'Nötfärs 15 %', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Färs', size: 500, size_unit: 'g' }),
  p('6201', 'plain', { name: 'Ryggbiff', ingredients: 'Nötkött', country_of_origin: 'Irland', category: 'Nötkött', size: 400, size_unit: 'g' }),
  p('36017', 'plain', { name: 'Kycklingfilé', ingredients: 'Kycklingbröstfilé', country_of_origin: 'Sverige', category: 'Kyckling', size: 900, size_unit: 'g' }),
  p('28100', 'plain', { name: 'Fläskkotlett', ingredients: 'Griskött', country_of_origin: 'Sverige', category: 'Fläskkött', size: 600, size_unit: 'g' }),
  p('21517', 'plain', { name: 'Lammracks', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Lammkött', size: 400, size_unit: 'g' }),
  p('28910', 'composite', { name: 'Kokt skinka skivad', ingredients: 'Griskött 92 %, vatten, salt, dextros, stabiliseringsmedel (E450, E451), antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('28727', 'composite', { name: 'Bacon skivat', ingredients: 'Griskött 87 %, vatten, salt, dextros, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit), rökarom', country_of_origin: 'Danmark', category: 'Bacon', size: 140, size_unit: 'g' }),
  p('30134', 'composite', { name: 'Wienerkorv', ingredients: 'Griskött 55 %, nötkött 20 %, vatten, potatismjöl, salt, kryddor, stabiliseringsmedel (E450), antioxidationsmedel (E301), konserveringsmedel (E250), fjälster av fårtarm', country_of_origin: 'Sverige', category: 'Korv', size: 300, size_unit: 'g' }),
  p('30350', 'composite', { name: 'Salami', ingredients: 'Griskött 94 %, salt, dextros, kryddor, vitlök, antioxidationsmedel (E301), konserveringsmedel (E250), startkultur', country_of_origin: 'Italien', category: 'Pålägg', size: 80, size_unit: 'g' }),
  p('22000', 'plain', { name: 'Ägg 12-pack frigående inomhus', ingredients: 'Ägg', country_of_origin: 'Sverige', category: 'Ägg', size: 12, size_unit: 'st' }),
  p('26036', 'plain', { name: 'Laxfilé', ingredients: 'Atlantlax (Salmo salar), odlad', country_of_origin: 'Norge', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('26043', 'plain', { name: 'Torskfilé fryst', ingredients: 'Torsk (Gadus morhua)', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26011', 'plain', { name: 'Strömming färsk', ingredients: 'Strömming (Clupea harengus)', country_of_origin: 'Sverige', category: 'Fisk', size: 500, size_unit: 'g' }),
  p('26181', 'composite', { name: 'Tonfisk i vatten', ingredients: 'Gulfenad tonfisk 75 %, vatten, salt', country_of_origin: 'Thailand', category: 'Fiskkonserver', size: 185, size_unit: 'g' }),
  p('10007', 'plain', { name: 'Räkor kokta och skalade', ingredients: 'Räkor (Pandalus borealis), salt', country_of_origin: 'Kanada', category: 'Skaldjur', size: 500, size_unit: 'g' }),
  // Composite meals
  p('25404', 'composite', { name: 'Pizza Margherita fryst', ingredients: 'Vetemjöl, vatten, tomatpuré 15 %, ost 14 % (mjölk), rapsolja, jäst, salt, socker, oregano', country_of_origin: 'Italien', category: 'Fryst pizza', size: 330, size_unit: 'g' }),
  p('25081', 'composite', { name: 'Lasagne', ingredients: 'Vatten, nötkött 15 %, pasta (durumvetemjöl, ägg), krossade tomater 14 %, mjölk, ost (mjölk), tomatpuré, lök, vetemjöl, rapsolja, morot, smör (mjölk), salt, vitlök, kryddor', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('25211', 'composite', { name: 'Köttbullar i tomatsås', ingredients: 'Krossade tomater 40 %, nötkött 30 %, lök, ströbröd (vetemjöl, jäst, salt), ägg, vatten, rapsolja, salt, vitlök, socker, kryddor', country_of_origin: 'Sverige', category: 'Färdigrätter', size: 400, size_unit: 'g' }),
  p('26029', 'composite', { name: 'Fiskpinnar', ingredients: 'Alaska pollock 65 %, vetemjöl, vatten, rapsolja, potatisstärkelse, salt, jäst, kryddor (paprika, gurkmeja)', country_of_origin: 'Tyskland', category: 'Fryst fisk', size: 450, size_unit: 'g' }),
  p('25415_2', 'composite', { name: 'Vegoburgare', ingredients: 'Grönsaker 45 % (morot, lök, ärtor, majs), potatis, vetemjöl, rapsolja, kikärtor, ströbröd (vetemjöl, jäst, salt), salt, kryddor', country_of_origin: 'Sverige', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  p('25593', 'composite', { name: 'Sojabiff', ingredients: 'Vatten, sojaprotein 20 %, veteprotein 12 %, rapsolja, kryddor, salt, förtjockningsmedel (metylcellulosa)', country_of_origin: 'Sverige', category: 'Vegetariskt', size: 250, size_unit: 'g' }),
  // Plant foods
  p('20047_1', 'plain', { name: 'Tomater', ingredients: 'Tomater', country_of_origin: 'Spanien', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20019', 'plain', { name: 'Gurka', ingredients: 'Gurka', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'st' }),
  p('20009', 'plain', { name: 'Morötter', ingredients: 'Morötter', country_of_origin: 'Sverige', category: 'Rotfrukter', size: 1, size_unit: 'kg' }),
  p('20034', 'plain', { name: 'Gul lök', ingredients: 'Gul lök', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20116', 'plain', { name: 'Vitkål', ingredients: 'Vitkål', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20057', 'plain', { name: 'Broccoli', ingredients: 'Broccoli', country_of_origin: 'Spanien', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('4023', 'plain', { name: 'Färskpotatis', ingredients: 'Potatis', country_of_origin: 'Sverige', category: 'Potatis', size: 1, size_unit: 'kg' }),
  p('13050', 'plain', { name: 'Äpplen Royal Gala', ingredients: 'Äpplen', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13005', 'plain', { name: 'Bananer', ingredients: 'Bananer', country_of_origin: 'Colombia', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13034', 'plain', { name: 'Apelsiner', ingredients: 'Apelsiner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13014_1', 'plain', { name: 'Jordgubbar', ingredients: 'Jordgubbar', country_of_origin: 'Sverige', category: 'Bär', size: 500, size_unit: 'g' }),
  p('13132', 'plain', { name: 'Blåbär frysta', ingredients: 'Blåbär', country_of_origin: 'Sverige', category: 'Frysta bär', size: 250, size_unit: 'g' }),
  p('20585', 'plain', { name: 'Gröna linser', ingredients: 'Gröna linser', country_of_origin: 'Kanada', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('20524', 'composite', { name: 'Kidneybönor på burk', ingredients: 'Kidneybönor 60 %, vatten, salt', country_of_origin: 'Italien', category: 'Baljväxter', size: 380, size_unit: 'g' }),
  p('20532', 'composite', { name: 'Kikärtor på burk', ingredients: 'Kikärtor 60 %, vatten, salt', country_of_origin: 'Italien', category: 'Baljväxter', size: 400, size_unit: 'g' }),
  p('20904', 'plain', { name: 'Tofu naturell', ingredients: 'Vatten, sojabönor 45 %, koaguleringsmedel (magnesiumklorid)', country_of_origin: 'Sverige', category: 'Vegetariskt', size: 270, size_unit: 'g' }),
  p('20048', 'composite', { name: 'Krossade tomater', ingredients: 'Tomater 99,5 %, surhetsreglerande medel (citronsyra)', country_of_origin: 'Italien', category: 'Konserver', size: 400, size_unit: 'g' }),
  p('20068', 'plain', { name: 'Tomatpuré', ingredients: 'Tomatpuré (dubbelkoncentrerad)', country_of_origin: 'Italien', category: 'Konserver', size: 140, size_unit: 'g' }),
  p('15001', 'plain', { name: 'Jordnötter', ingredients: 'Jordnötter', country_of_origin: 'Argentina', category: 'Nötter', size: 500, size_unit: 'g' }),
  p('15202', 'composite', { name: 'Jordnötssmör', ingredients: 'Rostade jordnötter 90 %, palmolja, socker, salt', country_of_origin: 'Nederländerna', category: 'Pålägg', size: 350, size_unit: 'g' }),
  p('25621', 'composite', { name: 'Hummus', ingredients: 'Kikärtor 60 %, vatten, sesampasta 10 %, rapsolja, citronjuice, vitlök, salt, spiskummin', country_of_origin: 'Sverige', category: 'Röror', size: 200, size_unit: 'g' }),
  p('11179', 'composite', { name: 'Pesto Genovese', ingredients: 'Solrosolja, basilika 35 %, cashewnötter, hårdost (mjölk), olivolja, salt, vitlök, pinjenötter', country_of_origin: 'Italien', category: 'Såser', size: 190, size_unit: 'g' }),
  p('11008', 'composite', { name: 'Ketchup', ingredients: 'Tomater (148 g per 100 g ketchup), ättika, socker, salt, kryddextrakt', country_of_origin: 'Nederländerna', category: 'Såser', size: 500, size_unit: 'g' }),
  p('31024', 'composite', { name: 'Jordgubbssylt', ingredients: 'Jordgubbar 50 %, socker, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', country_of_origin: 'Sverige', category: 'Sylt', size: 400, size_unit: 'g' }),
  p('18905', 'composite', { name: 'Havredryck', ingredients: 'Havrebas (vatten, havre 10 %), rapsolja, kalciumkarbonat, salt, vitaminer (D2, riboflavin, B12)', country_of_origin: 'Sverige', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  // Sweets, drinks
  p('31008', 'plain', { name: 'Honung', ingredients: 'Honung', country_of_origin: 'Sverige', category: 'Honung', size: 500, size_unit: 'g' }),
  p('31016', 'plain', { name: 'Strösocker', ingredients: 'Socker', country_of_origin: 'Sverige', category: 'Socker', size: 2, size_unit: 'kg' }),
  p('31074', 'composite', { name: 'Mörk choklad 70 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vanilj. Kakaohalt minst 70 %', country_of_origin: 'Schweiz', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('31079', 'composite', { name: 'Mjölkchoklad', ingredients: 'Socker, kakaosmör, helmjölkspulver 20 %, kakaomassa, vasslepulver (mjölk), emulgeringsmedel (sojalecitin), arom', country_of_origin: 'Sverige', category: 'Choklad', size: 200, size_unit: 'g' }),
  p('18003', 'plain', { name: 'Bryggkaffe mellanrost', ingredients: '100 % arabicakaffe, rostat och malet', country_of_origin: 'Sverige', raw_material_origin: 'Brasilien', category: 'Kaffe', size: 450, size_unit: 'g' }),
  p('5001', 'composite', { name: 'Ljus lager 5,0 %', ingredients: 'Vatten, kornmalt, humle', country_of_origin: 'Sverige', category: 'Öl', alcohol_percentage: 5, size: 33, size_unit: 'cl', packaging_type: 'Burk', packaging_material: 'Aluminium' }),
  p('5214', 'plain', { name: 'Rött vin Tempranillo', ingredients: 'Druvor, konserveringsmedel (svaveldioxid)', country_of_origin: 'Spanien', category: 'Vin', alcohol_percentage: 13.5, size: 75, size_unit: 'cl', packaging_type: 'Flaska', packaging_material: 'Glas' }),
  p('2013', 'plain', { name: 'Apelsinjuice', ingredients: 'Apelsinjuice', country_of_origin: 'Brasilien', category: 'Juice', size: 1, size_unit: 'l' }),
  p('18340', 'composite', { name: 'Läsk apelsin', ingredients: 'Kolsyrat vatten, socker, apelsinjuice från koncentrat 5 %, surhetsreglerande medel (citronsyra), arom, konserveringsmedel (kaliumsorbat), färgämne (betakaroten)', country_of_origin: 'Sverige', category: 'Läsk', size: 1.5, size_unit: 'l' }),
  p('5006', 'composite', { name: 'Äppelcider torr', ingredients: 'Äppelmust från koncentrat, vatten, socker, kolsyra, antioxidationsmedel (askorbinsyra)', country_of_origin: 'Sverige', category: 'Cider', alcohol_percentage: 4.5, size: 33, size_unit: 'cl' }),
];
