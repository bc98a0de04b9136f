import { describe, it, expect } from 'vitest';
import { INGREDIENT_TERM_COUNT, matchIngredient } from '../../../../src/scoring/analyse/commodities.js';
import { COMMODITIES } from '../../../../src/scoring/data/commodities.js';

const key = (name: string): string | undefined => matchIngredient(name)?.key;

describe('ingredient matcher', () => {
  it('ships at least 300 Swedish and English ingredient terms', () => {
    expect(INGREDIENT_TERM_COUNT).toBeGreaterThanOrEqual(300);
  });

  it('matches Swedish compounds by their longest term', () => {
    expect(key('fullkornsvetemjöl')).toBe('wheat');
    expect(key('helmjölkspulver')).toBe('milk');
    expect(matchIngredient('helmjölkspulver')?.multiplier).toBe(7.8);
    expect(key('rapsolja')).toBe('rapeseedOil');
    expect(key('havregryn')).toBe('oats');
    expect(key('kokosmjölk')).toBe('otherFruit');
    expect(key('sockerärtor')).toBe('peas');
    expect(key('majskorn')).toBe('maize');
    expect(key('potatisstärkelse')).toBe('potatoes');
    expect(key('nötkött')).toBe('beefHerd');
    expect(key('rostade hasselnötter')).toBe('nuts');
    expect(key('äppelmost')).toBe('apples');
  });

  it('matches English words and plurals on word boundaries', () => {
    expect(key('wholemeal wheat flour')).toBe('wheat');
    expect(key('tomatoes')).toBe('tomatoes');
    expect(key('skimmed milk powder')).toBe('milk');
    expect(key('roast beef')).toBe('beefHerd');
    expect(key('peppercorns')).toBeUndefined();
  });

  it('maps water, salt, additives and E-numbers to zero-impact rows', () => {
    expect(key('vatten')).toBe('water');
    expect(key('havssalt')).toBe('salt');
    expect(key('e471')).toBe('additive');
    expect(key('e 330')).toBe('additive');
    expect(key('emulgeringsmedel')).toBe('additive');
    expect(COMMODITIES.additive.ghg).toBe(0);
  });

  it('returns null for words it does not know', () => {
    expect(matchIngredient('xyzzy')).toBeNull();
  });

  it('carries the Poore & Nemecek factors of the matched row', () => {
    const m = matchIngredient('olivolja');
    expect(m?.factors.ghg).toBe(5.42);
    expect(m?.factors.land).toBe(26.31);
    expect(m?.factors.scarcityWater).toBe(177480.2);
  });

  it('carries on every match the group of its commodity row, as the scorers read it there', () => {
    for (const name of ['rapsolja', 'vatten', 'e330', 'socker', 'nötkött', 'champinjoner', 'xantangummi']) {
      const m = matchIngredient(name);
      expect(m, name).not.toBeNull();
      expect(m!.group, name).toBe(COMMODITIES[m!.key].group);
      expect(m!.factors, name).toBe(COMMODITIES[m!.key]);
    }
  });
});
