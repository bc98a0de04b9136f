import { describe, it, expect } from 'vitest';
import { parseOrigins, resolveCountry } from '../../../../src/scoring/analyse/origins.js';
import { COUNTRIES } from '../../../../src/scoring/data/countries.js';

const codes = (s: string) => parseOrigins(s).map((o) => o.code);

describe('country aliasing', () => {
  it('maps Swedish and English names and ISO codes to one country', () => {
    for (const s of ['Sverige', 'Sweden', 'SE', 'SWE', 'se', 'Made in Sweden', 'Tillverkad i Sverige', 'Ursprung: Sverige']) {
      expect(resolveCountry(s)?.code).toBe('SE');
    }
    expect(resolveCountry('Elfenbenskusten')?.code).toBe('CI');
    expect(resolveCountry("Côte d'Ivoire")?.code).toBe('CI');
    expect(resolveCountry('Nya Zeeland')?.code).toBe('NZ');
    expect(resolveCountry('Storbritannien')?.code).toBe('GB');
    expect(resolveCountry('UK')?.code).toBe('GB');
  });

  it('reads lists and the EU', () => {
    expect(codes('Spanien/Italien')).toEqual(['ES', 'IT']);
    expect(codes('Sverige och Danmark')).toEqual(['SE', 'DK']);
    expect(codes('EU')).toEqual(['EU']);
    expect(codes('EU och icke-EU')).toEqual(['EU']);
  });

  it('does not read short words as ISO codes inside phrases', () => {
    expect(codes('Made in Sweden')).toEqual(['SE']);
    expect(codes('okänt')).toEqual([]);
    expect(resolveCountry(null)).toBeNull();
  });

  it('covers at least 60 countries with unique codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
  });
});
