import { describe, it, expect } from 'vitest';
import { ALLERGEN_IDS, allergenList } from '../../../src/scoring/allergens.js';
import { scoreProduct } from '../../../src/scoring/index.js';

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
});
