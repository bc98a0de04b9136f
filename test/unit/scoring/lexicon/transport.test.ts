import { describe, expect, it } from 'vitest';
import { statesAirFreight } from '../../../../src/scoring/lexicon/transport.js';

/** The transport mode a label states (ADR 0125): the wordings of Swedish and English packs, and the words that only look like them. */
describe('air freight stated on a label', () => {
  it.each([
    'Mango ätmogen flygfraktad',
    'Haricots verts flygfraktade',
    'Sparris, flygfrakt',
    'Peru, transporterad med flyg',
    'Blåbär flygimporterade',
    'Air freighted asparagus',
    'Air-freighted from Kenya',
    'Papaya, airfreighted',
    'Fresh figs, flown in from Turkey',
    'Imported by air',
  ])('reads %s as carried by air', (text) => {
    expect(statesAirFreight(text)).toBe(true);
  });

  it.each([
    'Flygfä i godispåse',
    'Flygande Jakob',
    'Flygfisk',
    'Air-dried ham',
    'Beef, dried by air',
    'Mango ätmogen',
    'Flygplanskex',
    'Airy chocolate',
  ])('does not read %s as carried by air', (text) => {
    expect(statesAirFreight(text)).toBe(false);
  });

  it('reads nothing in a missing or empty field', () => {
    expect(statesAirFreight(null)).toBe(false);
    expect(statesAirFreight(undefined)).toBe(false);
    expect(statesAirFreight('')).toBe(false);
  });
});
