import { describe, it, expect } from 'vitest';
import { ALLERGEN_IDS, allergenList, isAllergenNote } from '../../../../src/scoring/analyse/allergens.js';
import { scoreProduct } from '../../../../src/scoring/index.js';

const list = (ingredients: string | null) => scoreProduct({ ingredients }).allergenList;

describe('allergenList', () => {
  it('uses the 14 EU ids', () => {
    expect(ALLERGEN_IDS).toHaveLength(14);
  });

  it('finds allergens inside Swedish compounds, in EU-14 order', () => {
    expect(list('Fullkornsvetemjöl, helmjölkspulver, sojalecitin, äggula')).toBe('gluten,eggs,soy,milk');
    expect(list('Havregryn, sesamfrön, senap, selleri')).toBe('gluten,celery,mustard,sesame');
  });

  it('does not fall for Swedish false friends', () => {
    expect(list('Ostron, vatten, salt')).toBe('molluscs');
    expect(list('Kokosmjölk, vatten')).toBe('');
    expect(list('Kokosnöt, muskotnöt, majskorn, pepparkorn')).toBe('');
    expect(list('Kakaosmör, mjölksyra, bovete')).toBe('');
    expect(list('Nötkött, rostade lökar')).toBe('');
    expect(list('Fläsklägg, äppelmost')).toBe('');
  });

  it('counts jordnöt as peanut, not tree nut', () => {
    expect(list('Jordnötter, salt')).toBe('peanuts');
    expect(list('Rostade hasselnötter, jordnötsolja')).toBe('peanuts,nuts');
  });

  it('matches English on whole words', () => {
    expect(list('Wheat flour, coconut milk, nutmeg, butter')).toBe('gluten,milk');
    expect(list('Peanuts, almonds, cream of tartar')).toBe('peanuts,nuts');
    expect(list('Prawns, squid, sulphur dioxide')).toBe('crustaceans,sulphites,molluscs');
  });

  it('lists traces after the contained allergens as traces:<id>', () => {
    expect(list('Vetemjöl, socker. Kan innehålla spår av hasselnötter och sesam.')).toBe('gluten,traces:nuts,traces:sesame');
    expect(list('Sugar, cocoa butter. May contain traces of milk and peanuts.')).toBe('traces:peanuts,traces:milk');
    expect(allergenList('mjölk', 'kan innehålla mjölk')).toBe('milk');
  });

  it('is empty when nothing is found or there is no ingredient list', () => {
    expect(list('Vatten, socker, citronsyra')).toBe('');
    expect(list(null)).toBe('');
  });

  it('does not read a Swedish stem inside an English word', () => {
    expect(list('Golden flaxseed, fusilli, tamarind')).toBe('');
    expect(list('Frost-dried strawberries, almost ripe')).toBe('');
    expect(list('Simmered tomatoes, relax')).toBe('');
  });

  it('finds shellfish, mollusc, grain and dairy compounds in Swedish', () => {
    expect(list('Tigerräkor, kungskrabba, hummerfond, signalkräftor')).toBe('crustaceans');
    expect(list('Blåmusslor, kammusslor, bläckfisk, vinbergssnäckor')).toBe('molluscs');
    expect(list('Dinkelmjöl, kamutvete, kornflingor, rågsikt, havrekli')).toBe('gluten');
    expect(list('Gräddpulver, vasslepulver, kaseinat, mjölksocker, emmentaler')).toBe('milk');
    expect(list('Matjessillfiléer, torskrom, alaska pollock')).toBe('fish');
  });

  it('finds English fish and cheese names', () => {
    expect(list('Plaice, coley, hake, haddock, sprats')).toBe('fish');
    expect(list('Red Leicester, Wensleydale, Stilton, paneer, quark')).toBe('milk');
  });

  it('gives plant-based products named after dairy the plant’s allergen, never milk', () => {
    expect(list('Havredryck, havregrädde')).toBe('gluten');
    expect(list('Sojayoghurt, sojadryck')).toBe('soy');
    expect(list('Kokosmjölk, kokosgrädde, kakaosmör, sheasmör')).toBe('');
    expect(list('Jordnötssmör')).toBe('peanuts');
    expect(list('Cashewdryck, mandelsmör')).toBe('nuts');
    expect(list('Coconut milk, oat drink, almond butter, peanut butter')).toBe('gluten,peanuts,nuts');
    expect(list('Soya beans, yoghurt cultures')).toBe('soy');
  });

  it('follows Annex II for plants and varieties named after an allergen', () => {
    // Not tree nuts under Annex II 8: coconut, pine nuts, tiger nuts, nutmeg; "mandelpotatis" is a potato.
    expect(list('Mandelpotatis, kokosnöt, pinjenötter, tigernötter, vattenmelon')).toBe('');
    expect(list('Pine nuts, tiger nuts, coconut, nutmeg, chestnuts')).toBe('');
    // Mustard greens are the mustard plant (Annex II 10: "mustard and products thereof").
    expect(list('Senapskål, ruccola')).toBe('mustard');
    expect(list('Ostronskivling, smörbönor, äggplanta, krabbäpple')).toBe('');
    expect(list('Oyster mushrooms, butter beans, crab apples')).toBe('');
  });

  it('follows the Annex II 1(a)–(c) exemptions for wheat and barley glucose syrups and dextrose', () => {
    expect(list('Socker, glukossirap (vete), vetedextros')).toBe('');
    expect(list('Sugar, glucose syrup (from wheat), wheat dextrose')).toBe('');
    expect(list('Socker, vetemjöl, glukossirap (vete)')).toBe('gluten');
    expect(list('Maltvinäger (korn)')).toBe('gluten');
  });

  it('maps every stop-list word to the allergen it does name', () => {
    expect(list('Ostronsås')).toBe('molluscs');
    expect(list('Bläckfisk')).toBe('molluscs');
    expect(list('Fullkornsris, majskorn, pepparkorn, bovete')).toBe('');
    expect(list('Senapskorn')).toBe('mustard');
    expect(list('Isomalt, maltitol, maltodextrin')).toBe('');
  });

  it('reads capitals, annotations and every traces wording', () => {
    expect(list('VETEMJÖL, SMÖR (MJÖLK), lecitin (SOJA)')).toBe('gluten,soy,milk');
    expect(list('Flour (WHEAT), salt. Not suitable for people with an allergy to sesame due to manufacturing methods.')).toBe('gluten,traces:sesame');
    expect(list('Nötter. Förpackad i en fabrik som även hanterar jordnötter.')).toBe('nuts,traces:peanuts');
  });

  it('reads "nöt" naming the animal of a slaughter product as cattle, not a nut (issue 31 regressions)', () => {
    expect(list('Socker, glukossirap, gelatin (nöt), arom')).toBe('');
    expect(list('Fett (gris, nöt), salt, buljong (nöt)')).toBe('');
    expect(list('Nötfett, nötben, nötkött')).toBe('');
    // The same note after a food of nuts, and fish gelatine, still declare.
    expect(list('Nötkräm (nöt), socker')).toBe('nuts');
    expect(list('Gelatin (fisk), socker')).toBe('fish');
    expect(list('Gelatin (nöt), HASSELNÖTTER')).toBe('nuts');
    // "från"/"av", other animals in the list, shares, and the compound pair.
    expect(list('Gelatin (från nöt), socker')).toBe('');
    expect(list('Gelatin från nöt, socker')).toBe('');
    expect(list('Färs av nöt och gris, salt')).toBe('');
    expect(list('Blandfärs (nöt 50 %, gris 50 %), lök')).toBe('');
    expect(list('Nöt- och fläskkött 60 %, vatten, salt')).toBe('');
    expect(list('Gelatin (nöt, fisk), socker')).toBe('fish');
    // "nöt" alone, or naming what a food is, is still a nut.
    expect(list('Salt, nöt')).toBe('nuts');
    expect(list('Vetemjöl. Kan innehålla spår av nöt.')).toBe('gluten,traces:nuts');
  });

  it('does not read tiger nuts by their Swedish name as almonds (issue 31 regression)', () => {
    expect(list('Socker, jordmandel, jordmandlar')).toBe('');
    expect(list('Socker, mandlar')).toBe('nuts');
  });

  it('recognises bracket notes that only name allergens', () => {
    for (const note of ['mjölk', 'gluten', 'innehåller mjölk och soja', 'contains sulphites', 'vete', 'e220']) expect(isAllergenNote(note)).toBe(true);
    for (const note of ['salt', 'vetegluten', 'pastöriserad mjölk', 'mjölk, salt', 'sheep\'s and goat\'s milk']) expect(isAllergenNote(note)).toBe(false);
  });
});
