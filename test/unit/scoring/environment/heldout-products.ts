import type { PeerProduct } from '../climate/peer-products.js';

/**
 * A second, held-out peer set for the environmental scores: 50 Swedish groceries written as a
 * retailer sends them, none of them in the climate peer set, each paired with the AGRIBALYSE 3.1.1
 * product that describes the same food (`agb`). Written after the environment model was finished
 * and measured once, unchanged since: no anchor, factor or stage choice was made from it.
 */
const p = (agb: string, built: PeerProduct['built'], product: PeerProduct['product']): PeerProduct => ({ agb, built, product });

export const HELDOUT_PRODUCTS: readonly PeerProduct[] = [
  // Vegetables
  p('20039', 'plain', { name: 'Purjolök', ingredients: 'Purjolök', country_of_origin: 'Nederländerna', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20031', 'plain', { name: 'Huvudsallat', ingredients: 'Sallat', country_of_origin: 'Sverige', category: 'Grönsaker', size: 150, size_unit: 'g' }),
  p('20020', 'plain', { name: 'Zucchini', ingredients: 'Zucchini', country_of_origin: 'Spanien', category: 'Grönsaker', size: 1, size_unit: 'kg' }),
  p('20016', 'plain', { name: 'Blomkål', ingredients: 'Blomkål', country_of_origin: 'Sverige', category: 'Grönsaker', size: 600, size_unit: 'g' }),
  p('20091', 'plain', { name: 'Rödbetor', ingredients: 'Rödbetor', country_of_origin: 'Sverige', category: 'Rotfrukter', size: 1, size_unit: 'kg' }),
  p('4101', 'plain', { name: 'Sötpotatis', ingredients: 'Sötpotatis', country_of_origin: 'USA', category: 'Rotfrukter', size: 1, size_unit: 'kg' }),
  p('11000', 'plain', { name: 'Vitlök', ingredients: 'Vitlök', country_of_origin: 'Spanien', category: 'Grönsaker', size: 250, size_unit: 'g' }),
  p('11074', 'plain', { name: 'Ingefära', ingredients: 'Ingefära', country_of_origin: 'Kina', category: 'Grönsaker', size: 200, size_unit: 'g' }),
  p('20055', 'plain', { name: 'Rotselleri', ingredients: 'Rotselleri', country_of_origin: 'Sverige', category: 'Rotfrukter', size: 700, size_unit: 'g' }),
  p('20053', 'plain', { name: 'Aubergine', ingredients: 'Aubergine', country_of_origin: 'Spanien', category: 'Grönsaker', size: 300, size_unit: 'g' }),
  p('20045', 'plain', { name: 'Rädisor', ingredients: 'Rädisor', country_of_origin: 'Sverige', category: 'Grönsaker', size: 200, size_unit: 'g' }),
  p('20282', 'plain', { name: 'Vit sparris', ingredients: 'Sparris', country_of_origin: 'Tyskland', category: 'Grönsaker', size: 500, size_unit: 'g' }),
  p('20066', 'composite', { name: 'Majskorn', ingredients: 'Majskorn, vatten, socker, salt', country_of_origin: 'Thailand', category: 'Konserver', size: 340, size_unit: 'g' }),
  // Fruit and berries
  p('13021', 'plain', { name: 'Kiwi', ingredients: 'Kiwi', country_of_origin: 'Italien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13004', 'plain', { name: 'Avokado', ingredients: 'Avokado', country_of_origin: 'Peru', category: 'Frukt', size: 2, size_unit: 'st' }),
  p('13113', 'plain', { name: 'Tranbär', ingredients: 'Tranbär', country_of_origin: 'USA', category: 'Bär', size: 300, size_unit: 'g' }),
  p('13100', 'plain', { name: 'Plommon', ingredients: 'Plommon', country_of_origin: 'Sverige', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13008', 'plain', { name: 'Körsbär', ingredients: 'Körsbär', country_of_origin: 'Turkiet', category: 'Frukt', size: 500, size_unit: 'g' }),
  p('13036', 'plain', { name: 'Vattenmelon', ingredients: 'Vattenmelon', country_of_origin: 'Spanien', category: 'Frukt', size: 3, size_unit: 'kg' }),
  p('13179', 'plain', { name: 'Grapefrukt', ingredients: 'Grapefrukt', country_of_origin: 'Sydafrika', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('13024_2', 'plain', { name: 'Clementiner', ingredients: 'Clementiner', country_of_origin: 'Spanien', category: 'Frukt', size: 1, size_unit: 'kg' }),
  p('2074', 'plain', { name: 'Äppeljuice', ingredients: 'Äppeljuice 100 %', country_of_origin: 'Polen', category: 'Juice', size: 1, size_unit: 'l' }),
  p('2027', 'plain', { name: 'Grapefruktjuice', ingredients: 'Grapefruktjuice 100 %', country_of_origin: 'USA', category: 'Juice', size: 1, size_unit: 'l' }),
  p('13730', 'composite', { name: 'Persikor i lag', ingredients: 'Persikor 60 %, vatten, socker, surhetsreglerande medel (citronsyra)', country_of_origin: 'Grekland', category: 'Konserver', size: 410, size_unit: 'g' }),
  p('31037', 'composite', { name: 'Aprikosmarmelad', ingredients: 'Aprikoser 45 %, socker, förtjockningsmedel (pektin), surhetsreglerande medel (citronsyra)', country_of_origin: 'Sverige', category: 'Sylt och marmelad', size: 400, size_unit: 'g' }),
  // Cereals, seeds, nuts
  p('9119', 'plain', { name: 'Basmatiris', ingredients: 'Basmatiris', country_of_origin: 'Pakistan', category: 'Ris', size: 1, size_unit: 'kg' }),
  p('9340_2', 'plain', { name: 'Quinoa', ingredients: 'Quinoa', country_of_origin: 'Frankrike', category: 'Gryn', size: 500, size_unit: 'g' }),
  p('15005', 'plain', { name: 'Valnötter', ingredients: 'Valnötter', country_of_origin: 'USA', category: 'Nötter', size: 200, size_unit: 'g' }),
  p('15011', 'plain', { name: 'Solrosfrön', ingredients: 'Solrosfrön', country_of_origin: 'Bulgarien', category: 'Fröer', size: 500, size_unit: 'g' }),
  p('15034', 'plain', { name: 'Linfrön', ingredients: 'Linfrön', country_of_origin: 'Kanada', category: 'Fröer', size: 500, size_unit: 'g' }),
  p('32111', 'composite', { name: 'Crunchy müsli med frukt', ingredients: 'Havregryn 55 %, socker, rapsolja, russin 8 %, torkade äpplen 4 %, honung, salt', country_of_origin: 'Sverige', category: 'Flingor och müsli', size: 500, size_unit: 'g' }),
  p('4004', 'composite', { name: 'Potatischips', ingredients: 'Potatis 63 %, solrosolja, salt', country_of_origin: 'Sverige', category: 'Chips', size: 275, size_unit: 'g' }),
  // Meat, fish, eggs
  p('28101', 'plain', { name: 'Fläskkotlett', ingredients: 'Fläskkött', country_of_origin: 'Sverige', category: 'Kött', size: 600, size_unit: 'g' }),
  p('36305', 'plain', { name: 'Kalkonlår', ingredients: 'Kalkon', country_of_origin: 'Tyskland', category: 'Fågel', size: 1, size_unit: 'kg' }),
  p('36203', 'plain', { name: 'Ankben', ingredients: 'Anka', country_of_origin: 'Frankrike', category: 'Fågel', size: 500, size_unit: 'g' }),
  p('21514', 'plain', { name: 'Lammhals', ingredients: 'Lammkött', country_of_origin: 'Nya Zeeland', category: 'Kött', size: 800, size_unit: 'g' }),
  p('26051', 'plain', { name: 'Makrill färsk', ingredients: 'Makrill', country_of_origin: 'Norge', category: 'Fisk', size: 400, size_unit: 'g' }),
  p('26037', 'plain', { name: 'Kallrökt lax', ingredients: 'Lax 97 %, salt, socker', country_of_origin: 'Norge', category: 'Fisk', size: 200, size_unit: 'g' }),
  // Dairy
  p('12061', 'plain', { name: 'Fetaost', ingredients: 'Pastöriserad fårmjölk, getmjölk, salt, löpe, mjölksyrakultur', country_of_origin: 'Grekland', category: 'Ost', size: 200, size_unit: 'g' }),
  p('19590', 'plain', { name: 'Mozzarella', ingredients: 'Pastöriserad mjölk, salt, löpe, mjölksyrakultur', country_of_origin: 'Italien', category: 'Ost', size: 125, size_unit: 'g' }),
  p('12120', 'plain', { name: 'Parmigiano Reggiano', ingredients: 'Mjölk, salt, löpe', country_of_origin: 'Italien', category: 'Ost', size: 200, size_unit: 'g' }),
  p('12807', 'plain', { name: 'Getost', ingredients: 'Opastöriserad getmjölk, salt, löpe, mjölksyrakultur', country_of_origin: 'Frankrike', category: 'Ost', size: 150, size_unit: 'g' }),
  // Drinks
  p('5215', 'plain', { name: 'Vitt vin torrt', ingredients: 'Druvor, konserveringsmedel (svaveldioxid)', country_of_origin: 'Frankrike', category: 'Vin', size: 750, size_unit: 'ml' }),
  p('5020', 'composite', { name: 'Äppelcider', ingredients: 'Jäst äppelmust, socker, kolsyra, antioxidationsmedel (askorbinsyra)', country_of_origin: 'Sverige', category: 'Cider', size: 330, size_unit: 'ml' }),
  p('5000', 'composite', { name: 'Mörk lager', ingredients: 'Vatten, kornmalt, humle', country_of_origin: 'Sverige', category: 'Öl', size: 500, size_unit: 'ml' }),
  p('18107', 'composite', { name: 'Mandeldryck osötad', ingredients: 'Vatten, mandel 2,3 %, kalciumkarbonat, salt, stabiliseringsmedel (gellangummi), vitamin D2', country_of_origin: 'Frankrike', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' }),
  p('18100', 'plain', { name: 'Kakaopulver', ingredients: 'Fettreducerat kakaopulver', country_of_origin: 'Nederländerna', category: 'Bakning', size: 250, size_unit: 'g' }),
  // Composite meals and sweets
  p('25478', 'composite', { name: 'Pizza Quattro Formaggi', ingredients: 'Vetemjöl, vatten, mozzarellaost (mjölk) 15 %, tomatpuré, ädelost (mjölk) 4 %, parmesanost (mjölk) 3 %, rapsolja, jäst, salt, oregano', country_of_origin: 'Italien', category: 'Fryst pizza', size: 350, size_unit: 'g' }),
  p('25571', 'composite', { name: 'Falafel', ingredients: 'Kikärtor 60 %, lök, persilja, rapsolja, vitlök, salt, kryddor, bakpulver', country_of_origin: 'Sverige', category: 'Vegetariskt', size: 300, size_unit: 'g' }),
  p('31005', 'composite', { name: 'Mörk choklad 60 %', ingredients: 'Kakaomassa, socker, kakaosmör, emulgeringsmedel (sojalecitin), vanilj', country_of_origin: 'Belgien', category: 'Choklad', size: 100, size_unit: 'g' }),
];
