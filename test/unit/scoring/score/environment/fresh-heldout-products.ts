import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The third environmental peer set (issue 30, ADR 0094): 97 groceries written as a Swedish retailer
 * sends them (Swedish names, ingredient lists with the shares labels give, origins as labels state
 * them and some without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food
 * (`agb`), none of them in the climate peer set or the second set. Written after the reference
 * vocabulary was broadened (ADR 0092) and the origin bounds narrowed (ADR 0093), committed before it
 * was first scored, and measured once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const FRESH_HELDOUT_PRODUCTS: readonly PeerProduct[] = [
  // Fruit and berries
  p('13030', 'plain', { name: 'Nektariner', ingredients: 'Nektariner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13000', 'plain', { name: 'Aprikoser', ingredients: 'Aprikoser', country_of_origin: 'Spanien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13041', 'plain', { name: 'Plommon Reine Claude', ingredients: 'Plommon', country_of_origin: 'Frankrike', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13043', 'plain', { name: 'Persikor', ingredients: 'Persikor', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13002', 'plain', { name: 'Ananas', ingredients: 'Ananas', country_of_origin: 'Costa Rica', category: 'Frukt', size: 1, size_unit: 'st' }),
  p('13009', 'plain', { name: 'Citroner', ingredients: 'Citron', country_of_origin: 'Spanien', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13024_1', 'plain', { name: 'Mandariner', ingredients: 'Mandariner', country_of_origin: 'Marocko', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13742', 'plain', { name: 'Honungsmelon', ingredients: 'Melon', country_of_origin: 'Brasilien', category: 'Frukt', size: 1, size_unit: 'st' }),
  p('13012', 'plain', { name: 'Färska fikon', ingredients: 'Fikon', country_of_origin: 'Turkiet', category: 'Frukt', size: 250, size_unit: 'g' }),
  p('13011', 'plain', { name: 'Dadlar', ingredients: 'Dadlar', country_of_origin: 'Tunisien', category: 'Torkad frukt', size: 250, size_unit: 'g' }),
  p('13016', 'plain', { name: 'Passionsfrukt', ingredients: 'Passionsfrukt', country_of_origin: 'Colombia', category: 'Frukt', size: 4, size_unit: 'st' }),
  p('13018', 'plain', { name: 'Granatäpple', ingredients: 'Granatäpple', category: 'Frukt', size: 1, size_unit: 'st' }),
  p('13028', 'plain', { name: 'Blåbär', ingredients: 'Blåbär', country_of_origin: 'Sverige', category: 'Bär', size: 250, size_unit: 'g' }),
  p('13015', 'plain', { name: 'Hallon', ingredients: 'Hallon', country_of_origin: 'Nederländerna', category: 'Bär', size: 125, size_unit: 'g' }),
  p('13019', 'plain', { name: 'Röda vinbär', ingredients: 'Röda vinbär', country_of_origin: 'Sverige', category: 'Bär', size: 250, size_unit: 'g' }),
  p('13007', 'plain', { name: 'Svarta vinbär', ingredients: 'Svarta vinbär', country_of_origin: 'Polen', category: 'Bär', size: 250, size_unit: 'g' }),
  p('13047', 'plain', { name: 'Rabarber', ingredients: 'Rabarber', country_of_origin: 'Sverige', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('13038', 'composite', { name: 'Äppelmos', ingredients: 'Äpplen 90 %, socker, antioxidationsmedel (askorbinsyra)', country_of_origin: 'Sverige', category: 'Konserver', size: 700, size_unit: 'g' }),
  p('2012', 'composite', { name: 'Apelsinjuice från koncentrat', ingredients: 'Apelsinjuice från koncentrat', country_of_origin: 'Brasilien', category: 'Juice', size: 1, size_unit: 'l' }),
  // Vegetables
  p('20218', 'plain', { name: 'Grönkål', ingredients: 'Grönkål', country_of_origin: 'Sverige', category: 'Grönsaker', size: 200, size_unit: 'g' }),
  p('20058', 'plain', { name: 'Brysselkål', ingredients: 'Brysselkål', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20014', 'plain', { name: 'Rödkål', ingredients: 'Rödkål', country_of_origin: 'Sverige', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20181', 'plain', { name: 'Palsternacka', ingredients: 'Palsternacka', country_of_origin: 'Sverige', category: 'Rotfrukter', size: 500, size_unit: 'g' }),
  p('20023', 'plain', { name: 'Blekselleri', ingredients: 'Blekselleri', country_of_origin: 'Spanien', category: 'Grönsaker', size: 400, size_unit: 'g' }),
  p('20028', 'plain', { name: 'Fänkål', ingredients: 'Fänkål', country_of_origin: 'Italien', category: 'Grönsaker', size: 300, size_unit: 'g' }),
  p('20052', 'plain', { name: 'Kronärtskocka', ingredients: 'Kronärtskocka', country_of_origin: 'Frankrike', category: 'Grönsaker', size: 1, size_unit: 'st' }),
  p('20061_1', 'plain', { name: 'Haricots verts', ingredients: 'Haricots verts', country_of_origin: 'Marocko', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('20138', 'plain', { name: 'Butternutpumpa', ingredients: 'Butternutpumpa', country_of_origin: 'Portugal', category: 'Grönsaker', size: 1, size_unit: 'st' }),
  p('20279', 'plain', { name: 'Grön sparris', ingredients: 'Grön sparris', country_of_origin: 'Sverige', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('20087', 'plain', { name: 'Röd paprika', ingredients: 'Paprika', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20059', 'plain', { name: 'Babyspenat', ingredients: 'Spenat', country_of_origin: 'Italien', category: 'Sallad', size: 65, size_unit: 'g' }),
  p('20217', 'plain', { name: 'Ruccola', ingredients: 'Ruccola', country_of_origin: 'Italien', category: 'Sallad', size: 65, size_unit: 'g' }),
  p('20036', 'composite', { name: 'Gröna ärter på burk', ingredients: 'Gröna ärter, vatten, socker, salt', country_of_origin: 'Frankrike', category: 'Konserver', size: 400, size_unit: 'g' }),
  // Grains and pseudo-grains
  p('9340_1', 'plain', { name: 'Quinoa vit', ingredients: 'Quinoa', country_of_origin: 'Peru', category: 'Gryn', size: 500, size_unit: 'g' }),
  p('9380', 'plain', { name: 'Bovete hel', ingredients: 'Bovete', country_of_origin: 'Polen', category: 'Gryn', size: 500, size_unit: 'g' }),
  p('9330', 'plain', { name: 'Hirs', ingredients: 'Hirs', category: 'Gryn', size: 500, size_unit: 'g' }),
  p('9690', 'plain', { name: 'Bulgur', ingredients: 'Bulgur (durumvete)', country_of_origin: 'Turkiet', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('9681', 'plain', { name: 'Couscous', ingredients: 'Couscous (durumvete)', country_of_origin: 'Frankrike', category: 'Gryn', size: 1, size_unit: 'kg' }),
  p('9533', 'plain', { name: 'Rågmjöl fint', ingredients: 'Rågmjöl', country_of_origin: 'Sverige', category: 'Mjöl', size: 2, size_unit: 'kg' }),
  p('9480', 'plain', { name: 'Speltmjöl', ingredients: 'Speltmjöl', country_of_origin: 'Tyskland', category: 'Mjöl', size: 1, size_unit: 'kg' }),
  p('9102', 'plain', { name: 'Fullkornsris', ingredients: 'Fullkornsris', country_of_origin: 'Italien', category: 'Ris', size: 1, size_unit: 'kg' }),
  p('9108', 'plain', { name: 'Vildris', ingredients: 'Vildris', country_of_origin: 'Kanada', category: 'Ris', size: 250, size_unit: 'g' }),
  p('7352', 'composite', { name: 'Riskakor fullkorn', ingredients: 'Fullkornsris 99 %, salt', country_of_origin: 'Belgien', category: 'Riskakor', size: 100, size_unit: 'g' }),
  // Legumes
  p('20501', 'plain', { name: 'Vita bönor torkade', ingredients: 'Vita bönor', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('20530', 'plain', { name: 'Mungbönor', ingredients: 'Mungbönor', country_of_origin: 'Kina', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  p('20515', 'plain', { name: 'Gula ärtor', ingredients: 'Gula ärtor', country_of_origin: 'Sverige', category: 'Baljväxter', size: 1, size_unit: 'kg' }),
  p('20535', 'plain', { name: 'Röda linser', ingredients: 'Röda linser', country_of_origin: 'Turkiet', category: 'Baljväxter', size: 500, size_unit: 'g' }),
  // Seeds and nuts
  p('15045', 'composite', { name: 'Solrosfrön rostade och saltade', ingredients: 'Solrosfrön 98 %, salt', country_of_origin: 'Bulgarien', category: 'Nötter och frön', size: 200, size_unit: 'g' }),
  p('15044', 'plain', { name: 'Pistaschnötter rostade', ingredients: 'Pistaschnötter', country_of_origin: 'USA', category: 'Nötter och frön', size: 200, size_unit: 'g' }),
  p('15027', 'plain', { name: 'Macadamianötter', ingredients: 'Macadamianötter', country_of_origin: 'Australien', category: 'Nötter och frön', size: 100, size_unit: 'g' }),
  p('15026', 'plain', { name: 'Pekannötter', ingredients: 'Pekannötter', country_of_origin: 'USA', category: 'Nötter och frön', size: 100, size_unit: 'g' }),
  p('15008', 'plain', { name: 'Paranötter', ingredients: 'Paranötter', country_of_origin: 'Bolivia', category: 'Nötter och frön', size: 200, size_unit: 'g' }),
  p('15025', 'plain', { name: 'Pinjenötter', ingredients: 'Pinjenötter', country_of_origin: 'Kina', category: 'Nötter och frön', size: 70, size_unit: 'g' }),
  p('15006', 'plain', { name: 'Kokosnöt', ingredients: 'Kokosnöt', country_of_origin: 'Sri Lanka', category: 'Frukt', size: 1, size_unit: 'st' }),
  p('15042', 'composite', { name: 'Salta mandlar', ingredients: 'Mandlar 97 %, rapsolja, salt', country_of_origin: 'Spanien', category: 'Nötter och frön', size: 150, size_unit: 'g' }),
  p('15037', 'plain', { name: 'Jordnötter rostade', ingredients: 'Jordnötter', country_of_origin: 'Argentina', category: 'Nötter och frön', size: 500, size_unit: 'g' }),
  // Fish and seafood
  p('27008', 'plain', { name: 'Regnbågslaxfilé', ingredients: 'Regnbågslax (Oncorhynchus mykiss)', country_of_origin: 'Norge', category: 'Fisk', size: 250, size_unit: 'g' }),
  p('26134', 'plain', { name: 'Sejfilé', ingredients: 'Sej (Pollachius virens)', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26122', 'plain', { name: 'Koljafilé', ingredients: 'Kolja (Melanogrammus aeglefinus)', country_of_origin: 'Island', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26044', 'plain', { name: 'Kummelfilé', ingredients: 'Kummel (Merluccius merluccius)', country_of_origin: 'Spanien', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26055', 'plain', { name: 'Rödspättafilé', ingredients: 'Rödspätta (Pleuronectes platessa)', country_of_origin: 'Danmark', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('10014', 'plain', { name: 'Blåmusslor', ingredients: 'Blåmusslor (Mytilus edulis)', country_of_origin: 'Sverige', category: 'Skaldjur', size: 1, size_unit: 'kg' }),
  p('10025', 'composite', { name: 'Kokt krabba', ingredients: 'Krabba (Cancer pagurus), salt', country_of_origin: 'Sverige', category: 'Skaldjur', size: 500, size_unit: 'g' }),
  p('10045', 'plain', { name: 'Kammusslor', ingredients: 'Kammusslor (Placopecten magellanicus)', country_of_origin: 'Kanada', category: 'Skaldjur', size: 300, size_unit: 'g' }),
  p('26010', 'composite', { name: 'Inlagd sill', ingredients: 'Sill 50 %, vatten, socker, ättika, salt, lök, kryddor', country_of_origin: 'Sverige', category: 'Sill', size: 420, size_unit: 'g' }),
  p('26086', 'composite', { name: 'Makrill i tomatsås', ingredients: 'Makrillfilé 60 %, tomatpuré 25 %, rapsolja, vatten, socker, salt, kryddor', country_of_origin: 'Storbritannien', category: 'Fiskkonserver', size: 170, size_unit: 'g' }),
  // Meat
  p('36304', 'plain', { name: 'Kalkonfilé', ingredients: 'Kalkonbröst', country_of_origin: 'Tyskland', category: 'Fågel', size: 500, size_unit: 'g' }),
  p('36206', 'plain', { name: 'Ankbröst', ingredients: 'Ankbröst', country_of_origin: 'Frankrike', category: 'Fågel', size: 350, size_unit: 'g' }),
  p('6521', 'plain', { name: 'Kalvschnitzel', ingredients: 'Kalvkött', country_of_origin: 'Nederländerna', category: 'Kött', size: 300, size_unit: 'g' }),
  p('28002', 'plain', { name: 'Sidfläsk', ingredients: 'Sidfläsk', country_of_origin: 'Sverige', category: 'Kött', size: 500, size_unit: 'g' }),
  p('28204', 'plain', { name: 'Fläskfilé', ingredients: 'Fläskfilé', country_of_origin: 'Danmark', category: 'Kött', size: 600, size_unit: 'g' }),
  p('21502', 'plain', { name: 'Lammstek', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Kött', size: 1, size_unit: 'kg' }),
  p('6103', 'plain', { name: 'Entrecote', ingredients: 'Entrecote', country_of_origin: 'Irland', category: 'Kött', size: 400, size_unit: 'g' }),
  p('28913', 'composite', { name: 'Kokt skinka', ingredients: 'Griskött 92 %, vatten, salt, druvsocker, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Pålägg', size: 120, size_unit: 'g' }),
  // Dairy
  p('12812', 'plain', { name: 'Getost chèvre', ingredients: 'Pastöriserad getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12020', 'plain', { name: 'Brie', ingredients: 'Pastöriserad mjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19644', 'plain', { name: 'Kvarg naturell 0,2 %', ingredients: 'Skummjölk, syrningskultur, löpe', country_of_origin: 'Sverige', category: 'Kvarg', size: 500, size_unit: 'g' }),
  p('19805', 'plain', { name: 'Filmjölk 3 %', ingredients: 'Pastöriserad mjölk, mesofil syrningskultur', country_of_origin: 'Sverige', category: 'Filmjölk', size: 1, size_unit: 'l' }),
  p('19027', 'composite', { name: 'Kondenserad mjölk sötad', ingredients: 'Helmjölk, socker', category: 'Bakning', size: 397, size_unit: 'g' }),
  // Breads, cereals, snacks
  p('32138', 'composite', { name: 'Müsli med frukt', ingredients: 'Havregryn 55 %, russin 10 %, vetekli, korngryn, torkade äpplen 5 %, hasselnötter 3 %, dadlar', country_of_origin: 'Sverige', category: 'Müsli', size: 750, size_unit: 'g' }),
  p('7420', 'composite', { name: 'Krisprolls fullkorn', ingredients: 'Fullkornsvetemjöl 62 %, vetemjöl, rapsolja, socker, jäst, salt, vetemalt', country_of_origin: 'Sverige', category: 'Skorpor', size: 225, size_unit: 'g' }),
  p('7815_1', 'composite', { name: 'Tortillabröd', ingredients: 'Vetemjöl 70 %, vatten, rapsolja, fuktighetsbevarande medel (glycerol), socker, bakpulver, salt', country_of_origin: 'Nederländerna', category: 'Bröd', size: 320, size_unit: 'g' }),
  p('4037', 'composite', { name: 'Chips havssalt', ingredients: 'Potatis 62 %, solrosolja 35 %, havssalt', country_of_origin: 'Sverige', category: 'Chips', size: 200, size_unit: 'g' }),
  p('4046', 'composite', { name: 'Pommes frites', ingredients: 'Potatis 95 %, solrosolja 5 %', country_of_origin: 'Nederländerna', category: 'Fryst', size: 1, size_unit: 'kg' }),
  p('26264', 'composite', { name: 'Gnocchi', ingredients: 'Potatis 70 %, vetemjöl, potatisstärkelse, salt, surhetsreglerande medel (mjölksyra)', country_of_origin: 'Italien', category: 'Pasta', size: 500, size_unit: 'g' }),
  // Sweets, spreads, drinks
  p('31062', 'composite', { name: 'Hallonsylt', ingredients: 'Hallon 45 %, socker, vatten, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', country_of_origin: 'Sverige', category: 'Sylt', size: 400, size_unit: 'g' }),
  p('31032', 'composite', { name: 'Hasselnötskräm med kakao', ingredients: 'Socker, palmolja, hasselnötter 13 %, fettreducerat kakaopulver 7,4 %, skummjölkspulver 6,6 %, emulgeringsmedel (lecitiner (soja)), vanillin', country_of_origin: 'Italien', category: 'Pålägg', size: 400, size_unit: 'g' }),
  p('31085', 'composite', { name: 'Mörk choklad 50 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vanilj. Kakao minst 50 %', country_of_origin: 'Schweiz', category: 'Choklad', size: 100, size_unit: 'g' }),
  p('39503', 'composite', { name: 'Gräddglass pinne med chokladöverdrag', ingredients: 'Grädde 25 %, socker, mjölkchoklad 20 % (socker, kakaosmör, helmjölkspulver, kakaomassa), skummjölkspulver, glukossirap, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (guarkärnmjöl), vanilj', country_of_origin: 'Sverige', category: 'Glass', size: 4, size_unit: 'st' }),
  p('5010', 'composite', { name: 'Starköl 5,3 %', ingredients: 'Vatten, kornmalt, humle', country_of_origin: 'Sverige', category: 'Öl', size: 330, size_unit: 'ml', packaging_type: 'Burk', packaging_material: 'Aluminium' }),
  p('11013', 'composite', { name: 'Senap', ingredients: 'Vatten, senapsfrön 25 %, ättika, socker, salt, kryddor', country_of_origin: 'Sverige', category: 'Senap', size: 250, size_unit: 'g' }),
  // Prepared foods
  p('25589', 'composite', { name: 'Vegobullar', ingredients: 'Vatten, sojaprotein 18 %, rapsolja, lök, vetemjöl, ärtprotein, salt, kryddor, förtjockningsmedel (metylcellulosa)', country_of_origin: 'Sverige', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  p('20912', 'composite', { name: 'Rökt tofu', ingredients: 'Sojabönor 55 %, vatten, koaguleringsmedel (magnesiumklorid), rökarom', country_of_origin: 'Tyskland', category: 'Vegetariskt', size: 200, size_unit: 'g' }),
  p('25913', 'composite', { name: 'Morotssoppa', ingredients: 'Vatten, morötter 35 %, lök, grädde (mjölk), potatis, rapsolja, salt, kryddor', country_of_origin: 'Sverige', category: 'Soppor', size: 500, size_unit: 'ml' }),
  p('25457', 'composite', { name: 'Pizza bolognese', ingredients: 'Vetemjöl, tomatpuré, vatten, mozzarellaost 14 %, nötfärs 10 %, rapsolja, jäst, salt, lök, oregano', country_of_origin: 'Italien', category: 'Pizza', size: 350, size_unit: 'g' }),
  p('11107', 'composite', { name: 'Tomatsås med lök', ingredients: 'Krossade tomater 80 %, lök 8 %, olivolja, socker, salt, basilika', country_of_origin: 'Italien', category: 'Såser', size: 400, size_unit: 'g' }),
  p('13147', 'composite', { name: 'Gröna oliver med paprika', ingredients: 'Gröna oliver 80 %, paprikafyllning 6 %, vatten, salt, surhetsreglerande medel (mjölksyra)', country_of_origin: 'Spanien', category: 'Konserver', size: 350, size_unit: 'g' }),
];
