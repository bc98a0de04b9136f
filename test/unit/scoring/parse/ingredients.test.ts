import { describe, it, expect } from 'vitest';
import { parseIngredients } from '../../../../src/scoring/parse/ingredients.js';
import { splitTopLevel } from '../../../../src/scoring/parse/segment.js';
import { parseOrigins } from '../../../../src/scoring/analyse/origins.js';

const isOrigin = (s: string): boolean => parseOrigins(s).length > 0;
const names = (text: string): string[] => parseIngredients(text).ingredients.map((i) => i.name);

describe('ingredients parser', () => {
  it('strips the leading label in Swedish and English', () => {
    expect(names('Ingredienser: vatten, havre')).toEqual(['vatten', 'havre']);
    expect(names('INGREDIENTS: water, oats')).toEqual(['water', 'oats']);
    expect(names('Havredryck. Ingredienser: vatten, havre')).toEqual(['vatten', 'havre']);
  });

  it('splits on commas and semicolons but keeps decimal commas', () => {
    expect(splitTopLevel('socker; vetemjöl 2,5%, salt')).toEqual(['socker', 'vetemjöl 2,5%', 'salt']);
    const p = parseIngredients('socker; vetemjöl 2,5%, salt');
    expect(p.ingredients.map((i) => i.name)).toEqual(['socker', 'vetemjöl', 'salt']);
    expect(p.ingredients[1]?.percent).toBe(2.5);
  });

  it('splits only at top-level separators of every bracket kind, and passes every other character, ASCII or not', () => {
    const ends: boolean[] = [];
    expect(splitTopLevel('ägg (mjölk, salt) [vete; råg] {a. b}, socker. kakao 2,5 %; min. 3 % smör', ends)).toEqual([
      'ägg (mjölk, salt) [vete; råg] {a. b}',
      'socker',
      'kakao 2,5 %',
      'min. 3 % smör',
    ]);
    expect(ends).toEqual([false, true, false, true]);
    // Full-width and other non-ASCII look-alikes are not separators or brackets; an unmatched closing bracket is passed.
    expect(splitTopLevel('sesam，ägg（mjölk, salt）; fisk) , ost')).toEqual(['sesam，ägg（mjölk', 'salt）', 'fisk)', 'ost']);
  });

  it('reads every common percentage form', () => {
    const p = parseIngredients('tomater (40%), lök 10 %, vetemjöl 2,5%, 5% socker, ost (min. 3 %), salt 1.5%');
    expect(p.ingredients.map((i) => [i.name, i.percent])).toEqual([
      ['tomater', 40],
      ['lök', 10],
      ['vetemjöl', 2.5],
      ['socker', 5],
      ['ost', 3],
      ['salt', 1.5],
    ]);
  });

  it('parses nested parentheses into a tree', () => {
    const p = parseIngredients('mjölkchoklad 45% (socker, kakaosmör, emulgeringsmedel (sojalecitin)), vetemjöl');
    const choc = p.ingredients[0]!;
    expect(choc.name).toBe('mjölkchoklad');
    expect(choc.percent).toBe(45);
    expect(choc.children.map((c) => c.name)).toEqual(['socker', 'kakaosmör', 'emulgeringsmedel']);
    expect(choc.children[2]?.children.map((c) => c.name)).toEqual(['sojalecitin']);
    // Children share the compound's 45 %, in descending order.
    const sum = choc.children.reduce((s, c) => s + c.share, 0);
    expect(sum).toBeCloseTo(45, 6);
    expect(choc.children[0]!.share).toBeGreaterThan(choc.children[1]!.share);
  });

  it('keeps "may contain" statements apart as traces', () => {
    const sv = parseIngredients('Vetemjöl, socker. Kan innehålla spår av nötter och sesam.');
    expect(sv.ingredients.map((i) => i.name)).toEqual(['vetemjöl', 'socker']);
    expect(sv.tracesText).toBe('kan innehålla spår av nötter och sesam');
    const en = parseIngredients('Wheat flour, sugar. May contain traces of peanuts.');
    expect(en.containsText).toBe('wheat flour, sugar');
    expect(en.tracesText).toBe('may contain traces of peanuts');
    expect(parseIngredients('havre, salt. Spår av mjölk.').tracesText).toBe('spår av mjölk');
  });

  it('estimates missing shares ∝ 1/rank after declared percentages, capped by the preceding ingredient', () => {
    const p = parseIngredients('vetemjöl, socker 10%, smör, salt');
    const [flour, sugar, butter, salt] = p.ingredients.map((i) => i.share);
    expect(sugar).toBe(10);
    expect(butter).toBeLessThanOrEqual(10);
    expect(salt).toBeLessThanOrEqual(butter!);
    expect(flour! + sugar! + butter! + salt!).toBeCloseTo(100, 6);
    expect(flour).toBeCloseTo(70, 6);
  });

  it('estimates an all-unknown list as 1/rank shares', () => {
    const p = parseIngredients('a, b, c');
    const w = 1 + 1 / 2 + 1 / 3;
    expect(p.ingredients.map((i) => i.share)).toEqual([100 / w, 50 / w, 100 / 3 / w].map((x) => expect.closeTo(x, 6)));
  });

  it('holds minor ingredients at 2 % unless listed first', () => {
    const p = parseIngredients('vatten, havre 10%, salt', { isMinor: (n) => n === 'salt' });
    expect(p.ingredients[2]?.share).toBe(2);
    expect(p.ingredients[0]?.share).toBe(88);
  });

  it('holds an oil after a base liquid at its recipe cap, in the list or after a base listed first', () => {
    const roleCaps = { isBaseLiquid: (n: string) => n === 'vatten', capAfterBaseLiquid: (n: string) => (n === 'rapsolja' ? 3.8 : null) };
    const flat = parseIngredients('vatten, havre 10%, rapsolja, salt', { roleCaps });
    expect(flat.ingredients.map((i) => i.share)).toEqual([expect.closeTo(100 - 10 - 3.8 - 3.8, 6), 10, expect.closeTo(3.8, 6), expect.closeTo(3.8, 6)]);
    const based = parseIngredients('havrebas (vatten, havre 10%), rapsolja', { roleCaps });
    expect(based.ingredients[1]?.share).toBeCloseTo(3.8, 6);
    // Without a base liquid first the list order alone decides (1/rank): the oil is not held.
    const dough = parseIngredients('vetemjöl, rapsolja', { roleCaps });
    expect(dough.ingredients[1]?.share).toBeCloseTo(100 / 3, 6);
  });

  it('holds an item at the cap its list\'s first item sets, asking the first item once per list (ADR 0194)', () => {
    const asked: string[] = [];
    const capsAfterHead = (head: string) => {
      asked.push(head);
      return head === 'mjölk' ? (n: string) => (n === 'mjölkpulver' ? 4.6 : null) : null;
    };
    const roleCaps = { isBaseLiquid: () => false, capAfterBaseLiquid: () => null, capsAfterHead };
    const shares = (list: string) => parseIngredients(list, { roleCaps }).ingredients.map((i) => i.share);
    const [milk, powder, cultures] = shares('mjölk, mjölkpulver, kultur');
    expect(powder).toBeCloseTo(4.6, 6);
    expect(milk! + powder! + cultures!).toBeCloseTo(100, 6);
    expect(asked).toEqual(['mjölk']);
    // A declared share stands; another head sets no cap, and the list order alone decides (1/rank).
    expect(shares('mjölk, mjölkpulver 20 %, kultur')[1]).toBeCloseTo(20, 6);
    expect(shares('vatten, mjölkpulver')[1]).toBeCloseTo(100 / 3, 6);
  });

  it('gives an ingredient outside the net weight (a glaze) no share, and lets it cap none of the items after it', () => {
    const isOutsideNetWeight = (it: { name: string; children: readonly { name: string }[] }) => it.name === 'vatten' && it.children.some((c) => c.name === 'glasering');
    const roleCaps = { isBaseLiquid: () => false, capAfterBaseLiquid: () => null, isOutsideNetWeight };
    const shares = (list: string) => parseIngredients(list, { roleCaps }).ingredients.map((i) => i.share);
    expect(shares('räkor, vatten (glasering)')).toEqual([100, 0]);
    // The salt after the glaze is capped by the prawns, not by the glaze's nothing.
    const [prawns, glaze, salt] = shares('räkor, vatten (glasering), salt');
    expect(glaze).toBe(0);
    expect(prawns! + salt!).toBeCloseTo(100, 6);
    expect(salt).toBeGreaterThan(0);
    // A declared glaze says the other percentages are of the weight with it: per net weight they are more.
    expect(shares('räkor 80 %, vatten (glasering) 20 %')).toEqual([100, 0]);
    // A glaze listed first caps nothing either.
    expect(shares('vatten (glasering), räkor')).toEqual([0, 100]);
    // Water that is no glaze keeps its share.
    expect(shares('räkor, vatten')[1]).toBeGreaterThan(0);
  });

  it('reads origins written in parentheses or with "från"', () => {
    const p = parseIngredients('tomater (Italien), nötkött (ursprung: Sverige), kakao från Elfenbenskusten', { isOrigin });
    expect(p.ingredients.map((i) => [i.name, i.origin])).toEqual([
      ['tomater', 'italien'],
      ['nötkött', 'sverige'],
      ['kakao', 'elfenbenskusten'],
    ]);
    expect(p.ingredients[0]?.children).toEqual([]);
  });

  it('treats nested percentages as relative to the compound when they cannot fit the product', () => {
    const p = parseIngredients('fyllning 20% (hallon 50%, socker), deg');
    const filling = p.ingredients[0]!;
    expect(filling.children[0]?.share).toBeCloseTo(10, 6);
  });

  it('returns nothing for missing or blank text', () => {
    expect(parseIngredients(null).ingredients).toEqual([]);
    expect(parseIngredients('   ').ingredients).toEqual([]);
  });
});

describe('ingredients parser edge cases', () => {
  it('ends the list at declared-content sentences', () => {
    const p = parseIngredients('Ingredients: cocoa mass, sugar, cocoa butter. Cocoa solids 70% minimum. May contain milk.');
    expect(p.ingredients.map((i) => i.name)).toEqual(['cocoa mass', 'sugar', 'cocoa butter']);
    expect(p.tracesText).toBe('may contain milk');
  });

  it('drops section labels before a colon', () => {
    expect(names('Deg: vetemjöl, vatten')).toEqual(['vetemjöl', 'vatten']);
  });

  it('returns the same tree when the same items recur (memoised items are not mutated)', () => {
    const a = parseIngredients('socker 40%, vetemjöl, salt');
    const b = parseIngredients('vetemjöl, socker 40%, salt');
    const c = parseIngredients('socker 40%, vetemjöl, salt');
    expect(c).toEqual(a);
    expect(b.ingredients[1]?.share).toBe(40);
    expect(a.ingredients[0]?.share).toBe(40);
  });

  it('gives different origin readings for different origin resolvers', () => {
    expect(parseIngredients('tomater (Italien)').ingredients[0]?.origin).toBeNull();
    expect(parseIngredients('tomater (Italien)', { isOrigin }).ingredients[0]?.origin).toBe('italien');
  });
});

describe('ingredients parser: brackets that annotate, lead-ins, sections with a share', () => {
  const isAnnotation = (part: string): boolean => ['mjölk', 'gluten', 'soja', 'innehåller mjölk'].includes(part);

  it('reads a bracket of allergen notes as an annotation, not a recipe', () => {
    const [butter, salt] = parseIngredients('Smör (MJÖLK), salt', { isAnnotation }).ingredients;
    expect(butter).toMatchObject({ name: 'smör', annotation: 'mjölk', children: [] });
    expect(salt?.name).toBe('salt');
    expect(parseIngredients('mannagryn (gluten), vatten', { isAnnotation }).ingredients[0]).toMatchObject({ name: 'mannagryn', annotation: 'gluten', children: [] });
  });

  it('keeps a bracket that lists any ingredient as a recipe, allergen names included', () => {
    const cheese = parseIngredients('ost (mjölk, salt, löpe)', { isAnnotation }).ingredients[0]!;
    expect(cheese.annotation).toBeNull();
    expect(cheese.children.map((c) => c.name)).toEqual(['mjölk', 'salt', 'löpe']);
  });

  it('takes percentage and origin parts next to an annotation as the item’s own', () => {
    const isOrigin = (s: string): boolean => s === 'sverige';
    const it0 = parseIngredients('smör (mjölk, 20 %, Sverige)', { isAnnotation, isOrigin }).ingredients[0]!;
    expect(it0).toMatchObject({ name: 'smör', percent: 20, origin: 'sverige', annotation: 'mjölk', children: [] });
  });

  it('drops a lead-in sentence before the list instead of losing the list', () => {
    expect(names('Fruktmängd 45 g per 100 g. Jordgubbar, socker.')).toEqual(['jordgubbar', 'socker']);
    expect(names('Fruit content 45g per 100g. Raspberries, sugar')).toEqual(['raspberries', 'sugar']);
    expect(names('Fruktmängd 45 g per 100 g. Ingredienser: jordgubbar, socker')).toEqual(['jordgubbar', 'socker']);
    // The same sentence after the list still ends it.
    expect(names('Jordgubbar, socker. Fruktmängd 45 g per 100 g.')).toEqual(['jordgubbar', 'socker']);
  });

  it('gives a labelled section’s declared share to the section, not to its first item', () => {
    const p = parseIngredients('Vetemjöl, smör. Fyllning (35 %): socker, hallon, pektin. Glasyr: florsocker');
    const filling = p.ingredients.find((i) => i.name === 'fyllning')!;
    expect(filling.percent).toBe(35);
    expect(filling.children.map((c) => c.name)).toEqual(['socker', 'hallon', 'pektin']);
    expect(filling.children[0]!.percent).toBeNull();
    expect(filling.children.reduce((s, c) => s + c.share, 0)).toBeCloseTo(35, 6);
    // The section ends at the sentence: "florsocker" is a top-level item again.
    expect(p.ingredients.map((i) => i.name)).toEqual(['vetemjöl', 'smör', 'fyllning', 'florsocker']);
    expect(parseIngredients('Fyllning 20,5%: socker, kakao').ingredients[0]).toMatchObject({ name: 'fyllning', percent: 20.5 });
  });

  it('ends the list at footnotes marked with any footnote sign', () => {
    expect(names('Havre°, salt. °Från ekologiskt jordbruk')).toEqual(['havre', 'salt']);
    expect(names('Hallon*, rörsocker*. *Ekologisk ingrediens.')).toEqual(['hallon', 'rörsocker']);
  });

  it('keeps UK "not suitable for … allergy" and kitchen statements as traces', () => {
    expect(parseIngredients('Wheat flour, salt. Not suitable for people with an allergy to egg.').tracesText).toBe('not suitable for people with an allergy to egg');
    expect(parseIngredients('Flour, butter. Made in a kitchen that handles nuts.').tracesText).toBe('made in a kitchen that handles nuts');
  });

  it('reads each distinct item\'s name and piece once and hands the readings back with every listing of it', () => {
    const asked: string[] = [];
    // Options of its own: the item cache is one per options object, so no other test's items are found here.
    const options = {
      readName: (name: string): { upper: string } => {
        asked.push(name);
        return { upper: name.toUpperCase() };
      },
      readPiece: (piece: string): { piece: string } => {
        asked.push(`piece ${piece}`);
        return { piece };
      },
    };
    const text = 'Innehåller mjölk. Fyllning (30 %): kvarg, socker. Vetemjöl, choklad (kakaomassa, socker)';
    const first = parseIngredients(text, options);
    const readings = (list: typeof first.ingredients): unknown[] => list.flatMap((i) => [i.reading, ...readings(i.children)]);
    expect(readings(first.ingredients)).toEqual(
      ['fyllning', 'kvarg', 'socker', 'vetemjöl', 'choklad', 'kakaomassa', 'socker'].map((n) => ({ upper: n.toUpperCase() })),
    );
    // Every piece has its reading, the allergen statement and the section's header included.
    expect(first.pieceReadings).toEqual(first.pieces.map((piece) => ({ piece })));
    const askedFirst = asked.length;
    const again = parseIngredients(`${text}, vetemjöl`, options);
    // Only the statement, the section's header and its label are read again (they are not cached items); the rest keep theirs.
    expect(asked.slice(askedFirst)).toEqual(['piece innehåller mjölk', 'piece fyllning (30 %): kvarg', 'fyllning']);
    expect(again.ingredients.at(-1)!.reading).toBe(first.ingredients[1]!.reading);
    expect(again.pieceReadings.at(-1)).toBe(first.pieceReadings.at(-2));
    const plain = parseIngredients(text);
    expect(plain.ingredients[0]!.reading).toBeUndefined();
    expect(plain.pieceReadings).toEqual(plain.pieces.map(() => undefined));
    // The share questions get the reading beside the name, so the caller need not look the name up again.
    const roleCaps = { isBaseLiquid: (_: string, r?: { upper: string }) => r?.upper === 'VATTEN', capAfterBaseLiquid: () => null };
    const held = parseIngredients('vatten, havre 10%, salt', { readName: options.readName, roleCaps, isMinor: (_, r) => r?.upper === 'SALT' });
    expect(held.ingredients.map((i) => i.share)).toEqual([88, 10, 2]);
  });
});
