import { describe, expect, it } from 'vitest';
import { cookedPulseTermOf, cookedTermOf, cookingNamed, dryReferenceOf } from '../../../../src/scoring/lexicon/cooked.js';

/** ADR 0124: the words that say a grain, pasta or pulse is cooked, and the cooked food each dry one becomes. */
describe('what a name says of the cooking', () => {
  it('reads cooked and ready in Swedish and English, wherever the word stands', () => {
    for (const name of ['kokt jasminris', 'jasminris färdigkokt', 'gröna linser kokta', 'polenta färdig i rulle', 'kokt bulgur (vete)', 'cooked brown rice', 'ready-cooked quinoa', 'lentils, cooked', 'quinoa ready to eat']) {
      expect(cookingNamed(name), name).toBe('cooked');
    }
  });

  it('reads precooked as precooked, and cooked before it when both stand ("kokt förkokt durumvete")', () => {
    expect(cookingNamed('förkokt durumvete')).toBe('precooked');
    expect(cookingNamed('pre-cooked durum wheat')).toBe('precooked');
    expect(cookingNamed('parboiled rice')).toBe('precooked');
    expect(cookingNamed('kokt förkokt durumvete')).toBe('cooked');
  });

  it('reads nothing in words that only contain the letters, or say uncooked', () => {
    for (const name of ['jasminris', 'kokosmjölk', 'hårdkokta ägg', 'färdigrätter']) {
      expect(cookingNamed(name), name).toBeNull();
    }
    expect(cookingNamed('okokt ris')).toBeNull();
    expect(cookingNamed('uncooked rice')).toBeNull();
    expect(cookingNamed('färdigrätter')).toBeNull();
  });
});

describe('the cooked food of a dry one', () => {
  it('names the cooked grain, pasta or pulse where AGRIBALYSE has its cooked row, and nothing else', () => {
    expect(cookedTermOf('rice', 'cooked')).toBe('kokt ris');
    expect(cookedTermOf('pasta', 'cooked')).toBe('kokt pasta');
    expect(cookedTermOf('lentils', 'cooked')).toBe('kokta linser');
    expect(cookedTermOf('durumSemolina', 'precooked')).toBe('förkokt durumvete');
    expect(cookedTermOf('precookedDurum', 'cooked')).toBe('kokt durumvete');
    expect(cookedTermOf('rice', 'precooked')).toBeNull();
    expect(cookedTermOf('beef', 'cooked')).toBeNull();
    expect(cookedTermOf('cookedRice', 'cooked')).toBeNull();
  });

  it('names a cooked pulse only for a pulse, and finds the dry food of a word by its commodity where it has no row', () => {
    expect(cookedPulseTermOf('chickpeas')).toBe('kokta kikärtor');
    expect(cookedPulseTermOf('rice')).toBeNull();
    expect(dryReferenceOf(undefined, 'rice')).toBe('rice');
    expect(dryReferenceOf(undefined, 'pulses')).toBeNull();
    expect(dryReferenceOf('quinoa', 'wheat')).toBe('quinoa');
    expect(dryReferenceOf(undefined, 'wheat')).toBeNull();
  });
});
