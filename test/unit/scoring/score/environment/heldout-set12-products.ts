import type { PeerProduct } from '../climate/peer-products.js';

/**
 * The twelfth environmental peer set (issue 30): groceries written as a Swedish retailer sends
 * them (Swedish names, ingredient lists with the shares labels give, origins as labels state them
 * and many without), each paired with the AGRIBALYSE 3.1.1 product that describes the same food on
 * the same basis as sold (`agb`), none of them in the eleven earlier sets. Written while the classes
 * after the eleventh set were being made and kept outside the repository until they were done,
 * committed before it was first scored, and measured once; nothing in the engine was chosen from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_SET12_PRODUCTS: readonly PeerProduct[] = [
  // Sauces
  p('11161', 'composite', { name: 'Currygräddsås', ingredients: 'Grädde 35 %, vatten, currypulver 3 %, lök, smör, vetemjöl, salt', category: 'Såser', size: 250, size_unit: 'ml' }),
  p('11162', 'composite', { name: 'Örtgräddsås', ingredients: 'Grädde 35 %, vatten, örter 5 % (persilja, gräslök, dill), smör, vetemjöl, salt', category: 'Såser', size: 250, size_unit: 'ml' }),
  p('11158', 'composite', { name: 'Smörsås', ingredients: 'Smör 45 %, vatten, grädde, vetemjöl, citronjuice, salt', country_of_origin: 'Sverige', category: 'Såser', size: 200, size_unit: 'g' }),
  p('11212', 'composite', { name: 'Kall pepparsås', ingredients: 'Rapsolja 40 %, vatten, äggula, grön peppar 3 %, ättika, senap, socker, salt', category: 'Såser', size: 250, size_unit: 'ml' }),
  p('11199', 'composite', { name: 'Viltsås', ingredients: 'Vatten, grädde 20 %, viltfond 5 % (hjort, vatten, salt), vinbärsgelé, rödvin, vetemjöl, smör, salt, enbär', country_of_origin: 'Sverige', category: 'Såser', size: 300, size_unit: 'g' }),
  // Drinks
  p('2008', 'composite', { name: 'Alkoholfri drink tropisk', ingredients: 'Ananasjuice 40 %, apelsinjuice 30 %, vatten, grenadinsirap (socker, vatten, arom), citronjuice', category: 'Cocktails', size: 1, size_unit: 'l' }),
  p('2061', 'composite', { name: 'Flerfruktsnektar', ingredients: 'Vatten, fruktjuicer och puréer 50 % (apelsin, äpple, ananas, mango, passionsfrukt), socker, syra (citronsyra)', category: 'Juice och fruktdryck', size: 1, size_unit: 'l' }),
  p('18345', 'composite', { name: 'Kolsyrad fruktdryck osötad', ingredients: 'Kolsyrat vatten, fruktjuice från koncentrat 5 % (äpple, citron), naturlig arom', country_of_origin: 'Sverige', category: 'Läsk', size: 33, size_unit: 'cl' }),
  p('18021', 'composite', { name: 'Fruktdryck sockerfri', ingredients: 'Vatten, fruktjuice från koncentrat 5 % (apelsin, mango), syra (citronsyra), sötningsmedel (sukralos), arom', category: 'Juice och fruktdryck', size: 1, size_unit: 'l' }),
  p('76056', 'plain', { name: 'Vittel naturligt mineralvatten', ingredients: 'Naturligt mineralvatten', country_of_origin: 'Frankrike', category: 'Vatten', size: 1, size_unit: 'l' }),
  // Vegetables, potatoes, chestnuts
  p('4015', 'composite', { name: 'Stekt potatis fryst', ingredients: 'Potatis 92 %, rapsolja 6 %, salt, persilja', category: 'Frysta potatisprodukter', size: 750, size_unit: 'g' }),
  p('4019', 'composite', { name: 'Potatismos färdigt', ingredients: 'Potatis 70 %, mjölk 20 %, vatten, smör, salt', country_of_origin: 'Sverige', category: 'Färdigmat', size: 500, size_unit: 'g' }),
  p('20285', 'composite', { name: 'Hackad spenat fryst', ingredients: 'Spenat 95 %, salt', category: 'Frysta grönsaker', size: 450, size_unit: 'g' }),
  p('15013', 'composite', { name: 'Kastanjkräm', ingredients: 'Kastanjer 50 %, socker, glukossirap, vatten, vanilj', country_of_origin: 'Frankrike', category: 'Bakning', size: 250, size_unit: 'g' }),
  // Grains, bread, pastry, cakes, biscuits, cereals
  p('9811', 'composite', { name: 'Kokt pasta penne färdig', ingredients: 'Kokt pasta 98 % (durumvetemjöl, vatten), olivolja', category: 'Färdigmat', size: 300, size_unit: 'g' }),
  p('9331', 'composite', { name: 'Hirs färdigkokt', ingredients: 'Kokt hirs 97 %, rapsolja, salt', category: 'Gryn', size: 250, size_unit: 'g' }),
  p('9901', 'composite', { name: 'Risnudlar kokta', ingredients: 'Kokta risnudlar 98 % (rismjöl, vatten), rapsolja', country_of_origin: 'Thailand', category: 'Asiatiskt', size: 200, size_unit: 'g' }),
  p('7010', 'composite', { name: 'Grov baguette', ingredients: 'Vetemjöl, fullkornsvetemjöl 20 %, vatten, salt, jäst', country_of_origin: 'Frankrike', category: 'Bröd', size: 300, size_unit: 'g' }),
  p('7739', 'composite', { name: 'Vaniljbullar', ingredients: 'Vetemjöl, vaniljkräm 30 % (mjölk, socker, ägg, majsstärkelse), socker, smör, ägg, jäst, salt, kardemumma', country_of_origin: 'Sverige', category: 'Bakverk', size: 4, size_unit: 'st' }),
  p('19688', 'composite', { name: 'Babà au rhum', ingredients: 'Vetemjöl, sockerlag med rom 40 % (vatten, socker, rom), ägg, smör, jäst, salt', country_of_origin: 'Frankrike', category: 'Bakverk', size: 4, size_unit: 'st' }),
  p('23007', 'composite', { name: 'Hallonmoussetårta', ingredients: 'Grädde, hallon 20 %, socker, ägg, vetemjöl, gelatin', country_of_origin: 'Sverige', category: 'Tårtor', size: 800, size_unit: 'g' }),
  p('23854', 'composite', { name: 'Tunna chokladvåfflor', ingredients: 'Vetemjöl, socker, mjölkchoklad 25 % (socker, kakaosmör, mjölkpulver, kakaomassa), smör, ägg, salt', country_of_origin: 'Belgien', category: 'Kakor', size: 150, size_unit: 'g' }),
  p('24225', 'composite', { name: 'Sandwichkex vanilj', ingredients: 'Vetemjöl, socker, vaniljfyllning 30 % (socker, palmolja, vassle, vanillin), palmolja, glukossirap, salt', category: 'Kex', size: 150, size_unit: 'g' }),
  p('24070', 'composite', { name: 'Kokoskakor', ingredients: 'Vetemjöl, kokos 20 %, socker, smör, ägg, bakpulver', category: 'Kakor', size: 200, size_unit: 'g' }),
  p('24010', 'composite', { name: 'Kaffekex', ingredients: 'Vetemjöl, socker, rapsolja, bakpulver, salt', country_of_origin: 'Sverige', category: 'Kex', size: 300, size_unit: 'g' }),
  p('32134', 'composite', { name: 'Fullkornspuffar', ingredients: 'Fullkornsvete 50 %, fullkornsris 20 %, majs, socker, salt, vitaminer, järn', category: 'Flingor', size: 375, size_unit: 'g' }),
  p('32116', 'composite', { name: 'Kliflingor', ingredients: 'Vetekli 85 %, socker, kornmaltextrakt, salt, vitaminer, järn', category: 'Flingor', size: 500, size_unit: 'g' }),
  p('31063', 'composite', { name: 'Pralinchoklad med nötfyllning', ingredients: 'Mjölkchoklad 60 % (socker, kakaosmör, mjölkpulver, kakaomassa), hasselnötskräm 40 % (socker, hasselnötter, palmolja)', category: 'Choklad', size: 150, size_unit: 'g' }),
  // Dairy, cheese, fats
  p('39216', 'composite', { name: 'Körsbärsclafoutis', ingredients: 'Mjölk, körsbär 25 %, ägg, socker, vetemjöl, smör, vanilj', country_of_origin: 'Frankrike', category: 'Desserter', size: 2, size_unit: 'st' }),
  p('39246', 'composite', { name: 'Kaffepudding', ingredients: 'Mjölk 80 %, socker, modifierad stärkelse, grädde, kaffe 1 %, förtjockningsmedel (karragenan)', category: 'Desserter', size: 4, size_unit: 'st' }),
  p('12519', 'plain', { name: 'Fourme de Montbrison', ingredients: 'Komjölk, salt, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  p('12762', 'plain', { name: 'Korsikansk fårost', ingredients: 'Fårmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12008', 'plain', { name: 'Dubbelgräddost', ingredients: 'Pastöriserad komjölk, grädde, salt, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12320', 'composite', { name: 'Smältost dubbelgrädd', ingredients: 'Ost 60 %, smör, grädde, mjölkprotein, smältsalt (natriumfosfater), salt', category: 'Ost', size: 140, size_unit: 'g' }),
  p('12040', 'plain', { name: 'Langres', ingredients: 'Komjölk, salt, syrningskultur, löpe, färgämne (annatto)', country_of_origin: 'Frankrike', category: 'Ost', size: 180, size_unit: 'g' }),
  p('12751', 'plain', { name: 'Saint-Nectaire', ingredients: 'Opastöriserad komjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 250, size_unit: 'g' }),
  p('16410', 'composite', { name: 'Lättsmör 60 % osaltat', ingredients: 'Grädde (mjölk) 75 %, vatten, emulgeringsmedel (mono- och diglycerider av fettsyror), stabiliseringsmedel (pektin)', country_of_origin: 'Frankrike', category: 'Matfett', size: 250, size_unit: 'g' }),
  p('16654', 'composite', { name: 'Solrosmargarin 60 %', ingredients: 'Vegetabiliska oljor (solros 40 %, palm) 60 %, vatten, emulgeringsmedel, arom, vitaminer', category: 'Matfett', size: 500, size_unit: 'g' }),
  // Charcuterie, meat, poultry, offal
  p('28811', 'plain', { name: 'Bayonneskinka skivad', ingredients: 'Fläskkött, salt', country_of_origin: 'Frankrike', category: 'Chark', size: 80, size_unit: 'g' }),
  p('28700', 'composite', { name: 'Rimmad julskinka', ingredients: 'Fläskkött 90 %, vatten, salt, socker, konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Kött', size: 3, size_unit: 'kg' }),
  p('30309', 'composite', { name: 'Torkad korv', ingredients: 'Fläskkött 85 %, fläskfett, salt, dextros, peppar, konserveringsmedel (natriumnitrit)', country_of_origin: 'Frankrike', category: 'Chark', size: 200, size_unit: 'g' }),
  p('30764', 'composite', { name: 'Skinkkorv', ingredients: 'Fläskkött 80 %, vatten, salt, potatisstärkelse, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', country_of_origin: 'Sverige', category: 'Korv', size: 400, size_unit: 'g' }),
  p('30130', 'composite', { name: 'Kycklingkorv', ingredients: 'Kycklingkött 70 %, vatten, potatisstärkelse, salt, kryddor, antioxidationsmedel (natriumaskorbat), konserveringsmedel (natriumnitrit)', category: 'Korv', size: 400, size_unit: 'g' }),
  p('8040', 'composite', { name: 'Kycklingrillettes', ingredients: 'Kycklingkött 65 %, fläskfett, salt, peppar', country_of_origin: 'Frankrike', category: 'Pastej', size: 180, size_unit: 'g' }),
  p('8245', 'composite', { name: 'Viltpastej', ingredients: 'Fläskkött, hjortkött 20 %, fläsklever, fläskspäck, ägg, konjak, salt, enbär', country_of_origin: 'Sverige', category: 'Pastej', size: 200, size_unit: 'g' }),
  p('8201', 'composite', { name: 'Grönpepparpastej', ingredients: 'Fläskkött, fläsklever 25 %, fläskspäck, ägg, grön peppar 2 %, salt', country_of_origin: 'Frankrike', category: 'Pastej', size: 180, size_unit: 'g' }),
  p('6102', 'plain', { name: 'Ytterlår av nöt', ingredients: 'Nötkött', country_of_origin: 'Sverige', category: 'Kött', size: 1.2, size_unit: 'kg' }),
  p('28477', 'plain', { name: 'Fläskbog urbenad', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 1.5, size_unit: 'kg' }),
  p('36001', 'plain', { name: 'Sopphöna', ingredients: 'Höna', country_of_origin: 'Sverige', category: 'Fågel', size: 1.5, size_unit: 'kg' }),
  p('36703', 'plain', { name: 'Pärlhönslår', ingredients: 'Pärlhöna', country_of_origin: 'Frankrike', category: 'Fågel', size: 400, size_unit: 'g' }),
  p('40409', 'plain', { name: 'Kalvnjure', ingredients: 'Kalvnjure', country_of_origin: 'Nederländerna', category: 'Kött', size: 400, size_unit: 'g' }),
  p('28203', 'composite', { name: 'Fläskfilé färdigstekt', ingredients: 'Fläskfilé 96 %, salt, peppar, rapsolja', country_of_origin: 'Sverige', category: 'Färdigmat', size: 300, size_unit: 'g' }),
  p('36032', 'composite', { name: 'Grillat kycklingbröst med skinn', ingredients: 'Kycklingbröst 97 %, salt, kryddor', country_of_origin: 'Sverige', category: 'Färdigmat', size: 250, size_unit: 'g' }),
  p('36004', 'composite', { name: 'Grillade kycklingklubbor', ingredients: 'Kycklingklubbor 96 %, salt, paprika, vitlök', country_of_origin: 'Sverige', category: 'Färdigmat', size: 500, size_unit: 'g' }),
  p('28401', 'composite', { name: 'Spareribs färdiga', ingredients: 'Fläskrevben 90 %, vatten, socker, salt, kryddor, rökarom', country_of_origin: 'Danmark', category: 'Färdigmat', size: 600, size_unit: 'g' }),
  p('21503', 'composite', { name: 'Lammstek skivad färdig', ingredients: 'Lammkött 97 %, salt, rosmarin, vitlök', country_of_origin: 'Nya Zeeland', category: 'Pålägg', size: 120, size_unit: 'g' }),
  p('36503', 'composite', { name: 'Gåsstek färdig', ingredients: 'Gås med skinn 97 %, salt, peppar', country_of_origin: 'Polen', category: 'Färdigmat', size: 1, size_unit: 'kg' }),
  // Fish and eggs
  p('26229', 'composite', { name: 'Stekt laxfilé', ingredients: 'Lax 97 %, rapsolja, salt', country_of_origin: 'Norge', category: 'Färdigmat', size: 250, size_unit: 'g' }),
  p('26023', 'composite', { name: 'Ugnsbakad torskfilé', ingredients: 'Torskfilé 95 %, rapsolja, salt, citron', category: 'Färdigmat', size: 300, size_unit: 'g' }),
  p('10049', 'plain', { name: 'Kammusslor', ingredients: 'Kammusslor (Argopecten purpuratus)', country_of_origin: 'Peru', category: 'Fryst fisk', size: 300, size_unit: 'g' }),
  p('8080', 'composite', { name: 'Makrillrillettes', ingredients: 'Makrill 50 %, färskost (mjölk), crème fraîche, citronjuice, salt, peppar', category: 'Delikatess', size: 120, size_unit: 'g' }),
  p('25537', 'composite', { name: 'Laxcarpaccio med marinad', ingredients: 'Lax 80 %, olivolja, citronjuice, salt, rosépeppar, dill', country_of_origin: 'Norge', category: 'Delikatess', size: 100, size_unit: 'g' }),
  p('22508', 'composite', { name: 'Svampomelett fryst', ingredients: 'Ägg 70 %, champinjoner 15 %, mjölk, smör, salt, persilja', category: 'Färdigmat', size: 2, size_unit: 'st' }),
  // Ready meals, pies, sandwiches
  p('25058', 'composite', { name: 'Anka i grönpepparsås', ingredients: 'Ankkött 35 %, vatten, grädde, grön peppar 2 %, konjak, lök, smör, vetemjöl, salt', country_of_origin: 'Frankrike', category: 'Färdigmat', size: 350, size_unit: 'g' }),
  p('25411', 'composite', { name: 'Crêpes med svamp och bechamel', ingredients: 'Crêpes 45 % (vetemjöl, mjölk, ägg), bechamelsås 35 % (mjölk, vetemjöl, smör), champinjoner 18 %, salt', country_of_origin: 'Frankrike', category: 'Färdigmat', size: 2, size_unit: 'st' }),
  p('25542', 'composite', { name: 'Croque madame', ingredients: 'Formbröd 45 % (vetemjöl, vatten, socker, rapsolja, jäst, salt), skinka 15 %, ost 15 %, bechamelsås, ägg 10 %', category: 'Smörgåsar', size: 2, size_unit: 'st' }),
  p('25401', 'composite', { name: 'Ostfriand', ingredients: 'Smördeg 60 % (vetemjöl, margarin, vatten, salt), bechamelsås, ost 20 %, ägg', country_of_origin: 'Frankrike', category: 'Färdigmat', size: 2, size_unit: 'st' }),
  p('7811', 'composite', { name: 'Fylld focaccia', ingredients: 'Vetemjöl, vatten, mozzarella 15 %, skinka 10 %, tomater, olivolja, jäst, salt, rosmarin', country_of_origin: 'Italien', category: 'Bröd', size: 300, size_unit: 'g' }),
  p('25125', 'composite', { name: 'Kalvpaupiette', ingredients: 'Kalvkött 60 %, fläskfärs 25 %, ströbröd, ägg, lök, salt, peppar', country_of_origin: 'Frankrike', category: 'Kött', size: 300, size_unit: 'g' }),
  p('26273', 'composite', { name: 'Raclettepizza', ingredients: 'Vetemjöl, vatten, racletteost 18 %, potatis 12 %, skinka 8 %, crème fraîche, lök, rapsolja, jäst, salt', country_of_origin: 'Frankrike', category: 'Fryst pizza', size: 400, size_unit: 'g' }),
  p('25141', 'composite', { name: 'Fisk i vitvinssås med musslor fryst', ingredients: 'Sejfilé 45 %, vatten, blåmusslor 8 %, vitt vin, lök, grädde, smör, vetemjöl, salt', category: 'Fryst fisk', size: 400, size_unit: 'g' }),
  p('25518', 'composite', { name: 'Baguette med camembert', ingredients: 'Baguette 60 % (vetemjöl, vatten, salt, jäst), camembert 25 %, smör 10 %, sallad', category: 'Smörgåsar', size: 180, size_unit: 'g' }),
  p('25530', 'composite', { name: 'Baguette med grönsaker och majonnäs', ingredients: 'Baguette 60 % (vetemjöl, vatten, salt, jäst), tomat, gurka, sallad, majonnäs 10 %, morötter', category: 'Smörgåsar', size: 200, size_unit: 'g' }),
  p('25454', 'composite', { name: 'Provensalsk grönsakspaj', ingredients: 'Tomater 25 %, zucchini 15 %, vetemjöl, aubergine, paprika, ägg, smör, ost, olivolja, örter, salt', country_of_origin: 'Frankrike', category: 'Paj', size: 400, size_unit: 'g' }),
  p('25524', 'composite', { name: 'Tomater provençale', ingredients: 'Tomater 80 %, ströbröd, olivolja, vitlök, persilja, salt', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('25077', 'composite', { name: 'Lax med syrasås', ingredients: 'Lax 45 %, vatten, grädde, ängssyra 5 %, smör, vetemjöl, salt', country_of_origin: 'Frankrike', category: 'Färdigmat', size: 350, size_unit: 'g' }),
  // More cheese, pastry, grilled vegetables, cooked duck and fish, cereals
  p('12846', 'plain', { name: 'Chevrot getost', ingredients: 'Getmjölk, salt, syrningskultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 180, size_unit: 'g' }),
  p('12025', 'plain', { name: 'Carré de l\'Est', ingredients: 'Pastöriserad komjölk, salt, mögelkultur, löpe', country_of_origin: 'Frankrike', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12848', 'plain', { name: 'Valençay getost', ingredients: 'Getmjölk, salt, syrningskultur, löpe, vegetabiliskt kol', country_of_origin: 'Frankrike', category: 'Ost', size: 220, size_unit: 'g' }),
  p('24052', 'composite', { name: 'Chokladtartelettkex', ingredients: 'Vetemjöl, mjölkchoklad 30 % (socker, kakaosmör, mjölkpulver, kakaomassa), socker, palmolja, glukossirap, bakpulver, salt', category: 'Kex', size: 150, size_unit: 'g' }),
  p('23479', 'composite', { name: 'Frukttarte med vaniljkräm', ingredients: 'Frukt 35 % (jordgubbar, kiwi, persikor), vaniljkräm (mjölk, socker, ägg, majsstärkelse), vetemjöl, smör, socker, gelé', country_of_origin: 'Frankrike', category: 'Tårtor', size: 500, size_unit: 'g' }),
  p('23494', 'composite', { name: 'Aprikostarte', ingredients: 'Aprikoser 45 %, vetemjöl, smör, socker, ägg, mandelmjöl', country_of_origin: 'Frankrike', category: 'Tårtor', size: 500, size_unit: 'g' }),
  p('20088', 'composite', { name: 'Grillad röd paprika fryst', ingredients: 'Röd paprika 92 %, olivolja, salt', country_of_origin: 'Spanien', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('20002', 'composite', { name: 'Grillad aubergine fryst', ingredients: 'Aubergine 92 %, olivolja, salt', country_of_origin: 'Italien', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('20021', 'composite', { name: 'Grillad zucchini fryst', ingredients: 'Zucchini 93 %, olivolja, salt', country_of_origin: 'Italien', category: 'Frysta grönsaker', size: 400, size_unit: 'g' }),
  p('36205', 'composite', { name: 'Ankbröst stekt skivat', ingredients: 'Ankbröst 97 %, salt, peppar', country_of_origin: 'Frankrike', category: 'Pålägg', size: 100, size_unit: 'g' }),
  p('26020', 'composite', { name: 'Stekt makrill', ingredients: 'Makrill 90 %, vetemjöl, rapsolja, salt', category: 'Fisk', size: 300, size_unit: 'g' }),
  p('32030', 'composite', { name: 'Frukostflingor naturell', ingredients: 'Vete 60 %, ris 25 %, socker, salt, kornmaltextrakt', category: 'Flingor', size: 500, size_unit: 'g' }),
];
