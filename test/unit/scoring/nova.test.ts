import { describe, it, expect } from 'vitest';
import { eNumberGroup, findMarkers } from '../../../src/scoring/nova.js';
import { scoreProduct } from '../../../src/scoring/index.js';

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
});
