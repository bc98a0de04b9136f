/**
 * Open Food Facts' NOVA unit tests, `openfoodfacts/openfoodfacts-server` tests/unit/nova.t
 * (read at commit 125e9489dd648eecb131be3f1d1c561f06c2ba96): each case's ingredient text and
 * category, translated to Swedish and to English, with OFF's expected group. Facts only (inputs
 * and expected results); no OFF code. OFF gives cases without a category the category
 * "some category"; we give them none.
 */
export interface OffNovaCase {
  off: string;
  expected: 1 | 2 | 3 | 4 | null;
  sv: { ingredients: string | null; category: string | null };
  en: { ingredients: string | null; category: string | null };
}

export const OFF_NOVA_CASES: readonly OffNovaCase[] = [
  { off: 'fr "lait demi-écrémé 67%"', expected: 1, sv: { ingredients: 'Mellanmjölk 67%', category: null }, en: { ingredients: 'Semi-skimmed milk 67%', category: null } },
  { off: 'fr en:salts "sel marin"', expected: 2, sv: { ingredients: 'Havssalt', category: 'Salt' }, en: { ingredients: 'Sea salt', category: 'Salts' } },
  { off: 'fr "lait, sucre en poudre"', expected: 3, sv: { ingredients: 'Mjölk, strösocker', category: null }, en: { ingredients: 'Milk, caster sugar', category: null } },
  { off: 'fr "lait, édulcorant : aspartame"', expected: 4, sv: { ingredients: 'Mjölk, sötningsmedel: aspartam', category: null }, en: { ingredients: 'Milk, sweetener: aspartame', category: null } },
  { off: 'fr "sauce"', expected: 3, sv: { ingredients: 'Sås', category: null }, en: { ingredients: 'Sauce', category: null } },
  { off: 'en en:sandwiches "tomatoes"', expected: 3, sv: { ingredients: 'Tomater', category: 'Smörgåsar' }, en: { ingredients: 'Tomatoes', category: 'Sandwiches' } },
  { off: 'en en:sugars "sugar"', expected: 2, sv: { ingredients: 'Socker', category: 'Socker' }, en: { ingredients: 'Sugar', category: 'Sugars' } },
  {
    off: 'es en:sweet-spreads "Puré de castañas, lecitina de girasol y conservador: sorbato potásico (E202)."',
    expected: 4,
    sv: { ingredients: 'Kastanjepuré, solroslecitin och konserveringsmedel: kaliumsorbat (E202).', category: 'Söta pålägg' },
    en: { ingredients: 'Chestnut purée, sunflower lecithin and preservative: potassium sorbate (E202).', category: 'Sweet spreads' },
  },
  { off: 'en en:cakes "sugar, flour, eggs"', expected: 3, sv: { ingredients: 'Socker, mjöl, ägg', category: 'Kakor' }, en: { ingredients: 'Sugar, flour, eggs', category: 'Cakes' } },
  { off: 'en en:starches "starches, salt"', expected: 2, sv: { ingredients: 'Stärkelse, salt', category: 'Stärkelse' }, en: { ingredients: 'Starches, salt', category: 'Starches' } },
  { off: 'en en:starches "starches"', expected: 2, sv: { ingredients: 'Stärkelse', category: 'Stärkelse' }, en: { ingredients: 'Starches', category: 'Starches' } },
  { off: 'en en:starches, no ingredients', expected: 2, sv: { ingredients: null, category: 'Stärkelse' }, en: { ingredients: null, category: 'Starches' } },
  { off: 'en en:honeys, no ingredients', expected: 2, sv: { ingredients: null, category: 'Honung' }, en: { ingredients: null, category: 'Honeys' } },
  { off: 'en en:waters, no ingredients', expected: 1, sv: { ingredients: null, category: 'Vatten' }, en: { ingredients: null, category: 'Waters' } },
  { off: 'en en:flavoured-waters, no ingredients', expected: null, sv: { ingredients: null, category: 'Smaksatt vatten' }, en: { ingredients: null, category: 'Flavoured waters' } },
  {
    off: 'hr "Krupica od durum pšenice (gluten), voda." (allergen in brackets changes nothing)',
    expected: 1,
    sv: { ingredients: 'Durumvetemannagryn (gluten), vatten.', category: null },
    en: { ingredients: 'Durum wheat semolina (gluten), water.', category: null },
  },
];
