import type { SourcedTableMeta } from './meta.js';

/**
 * Countries that matter for Swedish groceries: ISO 3166 codes, Swedish and English names
 * (plus common variants), an approximate centroid and the freight mode from there to Sweden.
 */
export interface CountryRow {
  iso2: string;
  iso3: string;
  en: readonly string[];
  sv: readonly string[];
  /** Approximate geographic centroid, degrees. */
  lat: number;
  lon: number;
  /** Road within Europe (incl. Maghreb and Turkey, as in the Eco-Score transport rule), sea otherwise. */
  mode: 'road' | 'sea';
  eu: boolean;
  /** ILO/UNICEF SDG region used for the child-labour regional fallback. */
  region: 'EUNA' | 'LAC' | 'SSA' | 'NAWA' | 'CSA' | 'ESEA' | 'OCE';
}

export const COUNTRIES_META: SourcedTableMeta = {
  sourceId: 'natural-earth',
  year: 2024,
  estimate: true,
  estimateReason:
    'No primary file: centroids were approximated by hand from Natural Earth admin-0 polygons (mainland where a country has distant territories) and rounded to ~0.1°, not computed from a committed file.',
  note: 'ISO 3166-1 codes are facts. Centroid precision is ample for great-circle freight distances.',
};

const r = (
  iso2: string,
  iso3: string,
  en: string[],
  sv: string[],
  lat: number,
  lon: number,
  mode: 'road' | 'sea',
  eu: boolean,
  region: CountryRow['region'],
): CountryRow => ({ iso2, iso3, en, sv, lat, lon, mode, eu, region });

export const COUNTRIES: readonly CountryRow[] = [
  // EU 27
  r('SE', 'SWE', ['sweden'], ['sverige', 'svensk', 'svenskt', 'svenska'], 62.4, 16.3, 'road', true, 'EUNA'),
  r('DK', 'DNK', ['denmark'], ['danmark', 'dansk', 'danskt', 'danska'], 56.0, 9.6, 'road', true, 'EUNA'),
  r('FI', 'FIN', ['finland'], ['finland', 'finsk', 'finskt', 'finska'], 64.5, 26.3, 'road', true, 'EUNA'),
  r('DE', 'DEU', ['germany'], ['tyskland', 'tysk', 'tyskt', 'tyska'], 51.1, 10.4, 'road', true, 'EUNA'),
  r('NL', 'NLD', ['netherlands', 'the netherlands', 'holland'], ['nederländerna', 'holland', 'holländsk'], 52.2, 5.5, 'road', true, 'EUNA'),
  r('BE', 'BEL', ['belgium'], ['belgien', 'belgisk'], 50.6, 4.6, 'road', true, 'EUNA'),
  r('LU', 'LUX', ['luxembourg'], ['luxemburg'], 49.8, 6.1, 'road', true, 'EUNA'),
  r('FR', 'FRA', ['france'], ['frankrike', 'fransk', 'franskt', 'franska'], 46.6, 2.4, 'road', true, 'EUNA'),
  r('ES', 'ESP', ['spain'], ['spanien', 'spansk', 'spanskt', 'spanska'], 40.2, -3.6, 'road', true, 'EUNA'),
  r('PT', 'PRT', ['portugal'], ['portugal', 'portugisisk'], 39.6, -8.0, 'road', true, 'EUNA'),
  r('IT', 'ITA', ['italy'], ['italien', 'italiensk', 'italienskt', 'italienska'], 42.8, 12.6, 'road', true, 'EUNA'),
  r('GR', 'GRC', ['greece'], ['grekland', 'grekisk'], 39.1, 22.0, 'road', true, 'EUNA'),
  r('AT', 'AUT', ['austria'], ['österrike', 'österrikisk'], 47.6, 14.1, 'road', true, 'EUNA'),
  r('IE', 'IRL', ['ireland', 'republic of ireland'], ['irland', 'irländsk'], 53.2, -8.1, 'road', true, 'EUNA'),
  r('PL', 'POL', ['poland'], ['polen', 'polsk', 'polskt'], 52.1, 19.4, 'road', true, 'EUNA'),
  r('CZ', 'CZE', ['czechia', 'czech republic'], ['tjeckien', 'tjeckiska republiken'], 49.8, 15.3, 'road', true, 'EUNA'),
  r('SK', 'SVK', ['slovakia'], ['slovakien'], 48.7, 19.5, 'road', true, 'EUNA'),
  r('HU', 'HUN', ['hungary'], ['ungern', 'ungersk'], 47.2, 19.4, 'road', true, 'EUNA'),
  r('SI', 'SVN', ['slovenia'], ['slovenien'], 46.1, 14.8, 'road', true, 'EUNA'),
  r('HR', 'HRV', ['croatia'], ['kroatien'], 45.1, 16.4, 'road', true, 'EUNA'),
  r('RO', 'ROU', ['romania'], ['rumänien'], 45.9, 24.9, 'road', true, 'EUNA'),
  r('BG', 'BGR', ['bulgaria'], ['bulgarien'], 42.8, 25.2, 'road', true, 'EUNA'),
  r('EE', 'EST', ['estonia'], ['estland'], 58.7, 25.5, 'road', true, 'EUNA'),
  r('LV', 'LVA', ['latvia'], ['lettland'], 56.9, 24.9, 'road', true, 'EUNA'),
  r('LT', 'LTU', ['lithuania'], ['litauen'], 55.3, 23.9, 'road', true, 'EUNA'),
  r('CY', 'CYP', ['cyprus'], ['cypern'], 35.0, 33.2, 'road', true, 'EUNA'),
  r('MT', 'MLT', ['malta'], ['malta'], 35.9, 14.4, 'road', true, 'EUNA'),
  // Rest of Europe
  r('NO', 'NOR', ['norway'], ['norge', 'norsk', 'norskt', 'norska'], 61.4, 9.5, 'road', false, 'EUNA'),
  r('IS', 'ISL', ['iceland'], ['island', 'isländsk'], 64.9, -18.6, 'sea', false, 'EUNA'),
  r('GB', 'GBR', ['united kingdom', 'uk', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland'], ['storbritannien', 'förenade kungariket', 'england', 'skottland', 'wales', 'brittisk'], 54.0, -2.5, 'road', false, 'EUNA'),
  r('CH', 'CHE', ['switzerland'], ['schweiz', 'schweizisk'], 46.8, 8.2, 'road', false, 'EUNA'),
  r('UA', 'UKR', ['ukraine'], ['ukraina'], 49.0, 31.4, 'road', false, 'EUNA'),
  r('RS', 'SRB', ['serbia'], ['serbien'], 44.0, 20.8, 'road', false, 'EUNA'),
  r('TR', 'TUR', ['turkey', 'türkiye', 'turkiye'], ['turkiet', 'turkisk'], 39.0, 35.2, 'road', false, 'NAWA'),
  // North Africa and Middle East
  r('MA', 'MAR', ['morocco'], ['marocko'], 31.8, -6.9, 'road', false, 'NAWA'),
  r('TN', 'TUN', ['tunisia'], ['tunisien'], 34.1, 9.6, 'road', false, 'NAWA'),
  r('EG', 'EGY', ['egypt'], ['egypten'], 26.5, 29.9, 'sea', false, 'NAWA'),
  r('IL', 'ISR', ['israel'], ['israel'], 31.4, 35.0, 'sea', false, 'NAWA'),
  r('IR', 'IRN', ['iran'], ['iran'], 32.6, 54.3, 'sea', false, 'CSA'),
  // Americas
  r('US', 'USA', ['united states', 'united states of america', 'usa', 'u.s.a.'], ['usa', 'förenta staterna', 'amerikansk'], 39.8, -98.6, 'sea', false, 'EUNA'),
  r('CA', 'CAN', ['canada'], ['kanada'], 56.1, -106.3, 'sea', false, 'EUNA'),
  r('MX', 'MEX', ['mexico'], ['mexiko'], 23.9, -102.5, 'sea', false, 'LAC'),
  r('GT', 'GTM', ['guatemala'], ['guatemala'], 15.7, -90.3, 'sea', false, 'LAC'),
  r('HN', 'HND', ['honduras'], ['honduras'], 14.8, -86.6, 'sea', false, 'LAC'),
  r('CR', 'CRI', ['costa rica'], ['costa rica'], 9.97, -84.2, 'sea', false, 'LAC'),
  r('PA', 'PAN', ['panama'], ['panama'], 8.5, -80.1, 'sea', false, 'LAC'),
  r('DO', 'DOM', ['dominican republic'], ['dominikanska republiken'], 18.9, -70.5, 'sea', false, 'LAC'),
  r('CO', 'COL', ['colombia'], ['colombia'], 3.9, -73.1, 'sea', false, 'LAC'),
  r('EC', 'ECU', ['ecuador'], ['ecuador'], -1.4, -78.4, 'sea', false, 'LAC'),
  r('PE', 'PER', ['peru'], ['peru'], -9.2, -74.4, 'sea', false, 'LAC'),
  r('BR', 'BRA', ['brazil'], ['brasilien', 'brasiliansk'], -10.8, -53.1, 'sea', false, 'LAC'),
  r('CL', 'CHL', ['chile'], ['chile'], -35.7, -71.5, 'sea', false, 'LAC'),
  r('AR', 'ARG', ['argentina'], ['argentina'], -35.4, -65.2, 'sea', false, 'LAC'),
  r('UY', 'URY', ['uruguay'], ['uruguay'], -32.8, -56.0, 'sea', false, 'LAC'),
  r('PY', 'PRY', ['paraguay'], ['paraguay'], -23.2, -58.4, 'sea', false, 'LAC'),
  // Sub-Saharan Africa
  r('ZA', 'ZAF', ['south africa'], ['sydafrika'], -29.0, 25.1, 'sea', false, 'SSA'),
  r('KE', 'KEN', ['kenya'], ['kenya'], 0.6, 37.8, 'sea', false, 'SSA'),
  r('ET', 'ETH', ['ethiopia'], ['etiopien'], 8.6, 39.6, 'sea', false, 'SSA'),
  r('TZ', 'TZA', ['tanzania'], ['tanzania'], -6.3, 34.8, 'sea', false, 'SSA'),
  r('UG', 'UGA', ['uganda'], ['uganda'], 1.3, 32.4, 'sea', false, 'SSA'),
  r('CI', 'CIV', ['ivory coast', "côte d'ivoire", "cote d'ivoire", 'cote divoire'], ['elfenbenskusten', "côte d'ivoire"], 7.6, -5.6, 'sea', false, 'SSA'),
  r('GH', 'GHA', ['ghana'], ['ghana'], 7.9, -1.2, 'sea', false, 'SSA'),
  r('NG', 'NGA', ['nigeria'], ['nigeria'], 9.6, 8.1, 'sea', false, 'SSA'),
  r('CM', 'CMR', ['cameroon'], ['kamerun'], 5.7, 12.7, 'sea', false, 'SSA'),
  r('SN', 'SEN', ['senegal'], ['senegal'], 14.4, -14.5, 'sea', false, 'SSA'),
  r('MG', 'MDG', ['madagascar'], ['madagaskar'], -19.4, 46.7, 'sea', false, 'SSA'),
  // Asia
  r('CN', 'CHN', ['china', "people's republic of china"], ['kina', 'kinesisk'], 36.6, 103.8, 'sea', false, 'ESEA'),
  r('IN', 'IND', ['india'], ['indien', 'indisk'], 22.9, 79.6, 'sea', false, 'CSA'),
  r('TH', 'THA', ['thailand'], ['thailand', 'thailändsk'], 15.1, 101.0, 'sea', false, 'ESEA'),
  r('VN', 'VNM', ['vietnam', 'viet nam'], ['vietnam'], 16.6, 106.3, 'sea', false, 'ESEA'),
  r('ID', 'IDN', ['indonesia'], ['indonesien'], -2.2, 117.3, 'sea', false, 'ESEA'),
  r('MY', 'MYS', ['malaysia'], ['malaysia'], 4.0, 109.0, 'sea', false, 'ESEA'),
  r('PH', 'PHL', ['philippines'], ['filippinerna'], 11.8, 122.9, 'sea', false, 'ESEA'),
  r('LK', 'LKA', ['sri lanka'], ['sri lanka'], 7.6, 80.7, 'sea', false, 'CSA'),
  r('BD', 'BGD', ['bangladesh'], ['bangladesh'], 23.8, 90.3, 'sea', false, 'CSA'),
  r('PK', 'PAK', ['pakistan'], ['pakistan'], 29.9, 69.4, 'sea', false, 'CSA'),
  r('JP', 'JPN', ['japan'], ['japan'], 37.5, 138.0, 'sea', false, 'ESEA'),
  r('KR', 'KOR', ['south korea', 'korea', 'republic of korea'], ['sydkorea', 'korea'], 36.4, 127.8, 'sea', false, 'ESEA'),
  // Oceania
  r('AU', 'AUS', ['australia'], ['australien'], -25.7, 134.5, 'sea', false, 'OCE'),
  r('NZ', 'NZL', ['new zealand'], ['nya zeeland'], -41.8, 172.0, 'sea', false, 'OCE'),
];

/**
 * The EU as one origin ("EU", "EU-länder"): centre of the EU-27 as published by the French IGN
 * after 2020 (Gadheim, Bavaria). Country indices for it are the mean of the EU members we hold.
 */
export const EU_CENTRE = { lat: 49.84, lon: 9.9 } as const;
