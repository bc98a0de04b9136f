import { describe, it, expect } from 'vitest';
import { eNumberGroup, findMarkers } from '../../../../src/scoring/analyse/processing.js';
import { scoreProduct } from '../../../../src/scoring/index.js';

const nova = (ingredients: string | null, category?: string) => scoreProduct({ ingredients, category: category ?? null }).novaScore;

describe('NOVA', () => {
  it('is 1 for a single unprocessed ingredient', () => {
    expect(nova('Havregryn', 'Gryn')).toBe(1);
    expect(nova('Ingredients: rolled oats')).toBe(1);
  });

  it('is 2 for culinary ingredients', () => {
    expect(nova('Rapsolja', 'Rapsolja')).toBe(2);
    expect(nova('Salt')).toBe(2);
    expect(nova('Honung', 'Honung')).toBe(2);
  });

  it('is 3 for foods made with salt, sugar, oil or nitrite preservatives', () => {
    expect(nova('Vetemjöl, vatten, jäst, salt', 'Bröd')).toBe(3);
    expect(nova('Fläskkött, salt, konserveringsmedel (E250)', 'Skinka')).toBe(3);
    expect(nova('mjölk, salt, löpe', 'Hårdost')).toBe(3);
  });

  it('is 4 when an ultra-processing marker or E-number is present', () => {
    expect(nova('Vetemjöl, socker, rapsolja, emulgeringsmedel (E471), salt', 'Kex')).toBe(4);
    expect(nova('vatten, socker, arom, sötningsmedel (sukralos)')).toBe(4);
    expect(nova('water, sugar, glucose syrup, flavouring')).toBe(4);
    expect(nova('Kyckling, vatten, salt, E621')).toBe(4);
    expect(nova('vatten, druvsocker, vassleprotein')).toBe(4);
    // Whey by its plain Swedish name (issue 31 regression: messmör was 3).
    expect(nova('VASSLA, GRÄDDE, socker.', 'Messmör')).toBe(4);
  });

  it('does not read "laktosfri" or "sockerärtor" as markers', () => {
    expect(findMarkers('laktosfri mjölk').group4).toBe(false);
    expect(findMarkers('sockerärtor').group3).toBe(false);
  });

  it('maps E-number ranges', () => {
    expect(eNumberGroup(150)).toBe(4);
    expect(eNumberGroup(471)).toBe(4);
    expect(eNumberGroup(951)).toBe(4);
    expect(eNumberGroup(1422)).toBe(4);
    expect(eNumberGroup(250)).toBe(3);
    expect(eNumberGroup(330)).toBe(0);
  });

  it('is null without an ingredient list, except plain water', () => {
    expect(nova(null, 'Bröd')).toBeNull();
    expect(nova('', 'Kex')).toBeNull();
    expect(nova(null, 'Mineralvatten')).toBe(1);
    expect(nova(null, 'Smaksatt vatten')).toBeNull();
  });

  it('is null when most ingredients are unrecognised and nothing marks group 4', () => {
    expect(nova('xyzzy, plugh, vatten')).toBeNull();
    expect(nova('xyzzy, plugh, E471')).toBe(4);
  });

  it('counts additives written as words as their E-numbers (EU Union list names)', () => {
    expect(nova('Grädde, mjölk, stabiliseringsmedel: karragenan')).toBe(4);
    expect(nova('Vatten, socker, förtjockningsmedel (xantangummi)')).toBe(4);
    expect(nova('Vatten, socker, modifierad majsstärkelse, salt')).toBe(4);
    expect(nova('Mjölk, socker, färgämne (karmin)')).toBe(4);
    expect(nova('Vatten, kikärtor, guarkärnmjöl')).toBe(4);
    expect(nova('Water, tomatoes, flavour enhancer monosodium glutamate')).toBe(4);
    expect(nova('Water, sugar, modified tapioca starch')).toBe(4);
    expect(nova('Apples, water, gellan gum')).toBe(4);
    expect(nova('Fläskkött, salt, natriumnitrit')).toBe(3);
    expect(findMarkers('xantangummi').group4).toBe(true);
    expect(findMarkers('sodium nitrite').group3).toBe(true);
  });

  it('does not read an allergen note in brackets as an added ingredient', () => {
    expect(nova('Mannagryn (gluten), vatten')).toBe(1);
    expect(nova('Durum wheat semolina (gluten), water')).toBe(1);
    expect(nova('Vatten, vetegluten')).toBe(4);
  });

  it('makes salted nuts and sweetened cream processed foods, not culinary ingredients', () => {
    expect(nova('Jordnötter, rapsolja, salt', 'Nötter')).toBe(3);
    expect(nova('Cashewnötter, salt', 'Nötter och frön')).toBe(3);
    expect(nova('Grädde, socker', 'Vispgrädde')).toBe(3);
    expect(nova('Peanuts, salt', 'Nuts')).toBe(3);
    expect(nova('Grädde', 'Vispgrädde')).toBe(1);
  });

  it('keeps culinary products made of culinary ingredients and their raw material in group 2', () => {
    expect(nova('Grädde, salt', 'Smör')).toBe(2);
    expect(nova('Smör (mjölk), salt', 'Smör')).toBe(2);
    expect(nova('Havssalt, jod (kaliumjodid)', 'Salt')).toBe(2);
    expect(nova('Vatten, senapsfrö, socker, salt', 'Senap')).toBe(3);
  });

  it('lets the ingredient list decide over a category word', () => {
    expect(nova('Rapsolja, salt, vitlök, persilja', 'Matolja')).toBe(3);
    expect(nova('Tomater', 'Smörgåsar')).toBe(3);
    expect(nova('Stärkelse', 'Stärkelse')).toBe(2);
    expect(nova(null, 'Stärkelse')).toBe(2);
  });
});
