import { describe, expect, it } from 'vitest';
import { completeCutWords } from '../../../../src/scoring/parse/compounds.js';
import { parseIngredients } from '../../../../src/scoring/parse/ingredients.js';

/** ADR 0148: a compound cut short before "och" takes the head of the last word. */
describe('compounds cut short before "och"', () => {
  it.each([
    ['fläsk- och nötkött', ['fläskkött', 'nötkött']],
    ['raps- och solrosolja', ['rapsolja', 'solrosolja']],
    ['pastöriserad get-, får- och komjölk', ['pastöriserad getmjölk', 'pastöriserad fårmjölk', 'pastöriserad komjölk']],
    ['ärt- och potatisprotein', ['ärtprotein', 'potatisprotein']],
    ['kakao- eller mjölkpulver', ['kakaopulver', 'mjölkpulver']],
  ])('%s names %j', (name, foods) => {
    expect(completeCutWords(name)).toEqual(foods);
  });

  it.each(['mono- och diglycerider', 'mono- och diglycerider av fettsyror', 'vetemjöl', 'glukos-fruktossirap', 'salt- och peppar blandning'])('%s is read as written', (name) => {
    expect(completeCutWords(name)).toBeNull();
  });

  it('keeps a compound listed with commas as one item, whose parts share its percentage', () => {
    const { ingredients } = parseIngredients('Fläsk- och nötkött 60 %, get-, får- och komjölk, salt');
    expect(ingredients.map((i) => i.name)).toEqual(['fläsk- och nötkött', 'get-, får- och komjölk', 'salt']);
    const meat = ingredients[0]!;
    expect(meat.children.map((c) => c.name)).toEqual(['fläskkött', 'nötkött']);
    expect(meat.children.reduce((s, c) => s + c.share, 0)).toBeCloseTo(60, 6);
    expect(ingredients[1]!.children.map((c) => c.name)).toEqual(['getmjölk', 'fårmjölk', 'komjölk']);
  });
});
