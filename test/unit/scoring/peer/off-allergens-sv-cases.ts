import type { AllergenId } from '../../../../src/scoring/analyse/allergens.js';

/**
 * Open Food Facts' Swedish allergen synonyms, the `sv:` lines of `openfoodfacts/openfoodfacts-server`
 * taxonomies/allergens.txt (read at commit 0022b783abd775b13dc20ee7001f6b36141b73c2), transcribed
 * as data: each synonym must be detected as its allergen. Where Regulation (EU) No 1169/2011
 * Annex II says otherwise, the synonym is listed in DISAGREEMENTS with the reason.
 */
export const OFF_SV: Readonly<Record<AllergenId, readonly string[]>> = {
  gluten: [
    'gluten', 'vete', 'durumvete', 'råg', 'korn', 'havre', 'spelt', 'kamut', 'dinkel', 'dinkelvete', 'vetemjöl', 'durumvetemjöl',
    'rågmjöl', 'kornmjöl', 'havremjöl', 'speltmjöl', 'kamutmjöl', 'havrekorn', 'vetekli', 'rågkli', 'kornkli', 'havrekli',
    'speltkli', 'kamutkli', 'veteflingor', 'rågflingor', 'kornflingor', 'havreflingor', 'speltflingor', 'kamutflingor',
    'dinkelflingor', 'fullkornsvete', 'fullkornsdurumvete', 'fullkornsråg', 'fullkornskorn', 'fullkornshavre', 'fullkornsspelt',
    'fullkornskamut', 'fullkornsvetemjöl', 'fullkornsdurumvetemjöl', 'fullkornsrågmjöl', 'fullkornshavremjöl',
    'fullkornsveteflingor', 'fullkornsrågflingor', 'fullkornshavreflingor', 'fullkornsspeltflingor', 'fullkornskamutflingor',
    'fullkornsrågkross', 'malt', 'vetemalt', 'vetemaltextrakt', 'rågmalt', 'rågmaltextrakt', 'kornmalt', 'kornmaltextrakt',
    'kornmaltsextrakt', 'havremalt', 'havremaltextrakt', 'speltmalt', 'speltmaltextrakt', 'kamutmalt', 'kamutmaltextrakt',
    'dinkelmalt', 'vetegryn', 'råggryn', 'korngryn', 'havregryn', 'speltgryn', 'kamutgryn', 'vetegroddar', 'råggroddar',
    'korngroddar', 'havregroddar', 'speltgroddar', 'kamutgroddar', 'vetefibrer', 'vetestärkelse', 'kornmaltvinäger',
    'vetedextros', 'vetegluten', 'råggluten', 'korngluten', 'havreglute', 'sädesslag', 'andra sädesslag',
    'spannmål som innehåller gluten',
  ],
  crustaceans: ['kräftdjur', 'skaldjur', 'räkor', 'räkkrydda', 'krabba', 'krabbarom', 'krabbextrakt', 'räkarom', 'räkpulver'],
  eggs: ['ägg', 'äggula', 'äggulor', 'äggulepulver', 'äggvita', 'äggvitor', 'äggvitepulver'],
  fish: [
    'fisk', 'torsk', 'torskrom', 'lax', 'laxfilé', 'sej', 'sill', 'alaska pollock', 'hoki', 'fiskolja', 'fiskpulver', 'fisksås',
    'ansjovis', 'ansjovisextrakt',
  ],
  peanuts: ['jordnöt', 'jordnötter', 'arachis hypogaea', 'jordnötsolja'],
  soy: ['soja', 'sojabönor', 'sojalecitin', 'sojabönolja', 'sojaprotein', 'sojasås', 'sojamjöl'],
  milk: [
    'mjölk', 'mjölkpulver', 'skummjölk', 'skummjölkspulver', 'mellanmjölk', 'mellanmjölkspulver', 'kärnmjölk', 'standardmjölk',
    'standardmjölkspulver', 'helmjölk', 'helmjölkspulver', 'laktos', 'grädde', 'matlagningsgrädde', 'gräddpulver', 'vispgrädde',
    'smör', 'smörfett', 'fårmjölk', 'getmjölk', 'komjölk', 'vassle', 'vasslepulver', 'vassleprotein', 'mjölkfett',
    'mjölkprotein', 'mjölkproteiner', 'mjölksocker', 'mjölkprodukt', 'ost', 'emmentaler', 'emmentalerost', 'hårdost',
    'mozzarellaost', 'halloumi', 'cheddarost', 'ostpulver', 'yoghurt', 'kvarg', 'crème fraiche',
  ],
  nuts: [
    'nötter', 'mandel', 'mandlar', 'hasselnöt', 'hasselnötter', 'hasselnötshalvor', 'valnöt', 'valnötter', 'cashewnöt',
    'cashewnötter', 'pekannöt', 'pekannötter', 'paranöt', 'paranötter', 'pistachnöt', 'pistagenöt', 'pistagenötter',
    'pistaschmandel', 'makadamianöt', 'makadamianötter', 'macadamianöt', 'macadamianötter', 'Queenslandsnöt',
    'Queenslandsnötter', 'hasselnötssmör', 'andra nötter',
  ],
  celery: ['selleri', 'rotselleri', 'blekselleri', 'sellerifrö'],
  mustard: ['senap', 'senapsfrö', 'senapsfröpulver', 'senapspulver', 'senapsmjöl'],
  sesame: ['sesamfrön', 'sesam'],
  sulphites: ['svaveldioxid och sulfit', 'svaveldioxid', 'sulfit', 'sulfiter', 'natriumsulfit'],
  lupin: ['lupin'],
  molluscs: ['blötdjur'],
};
