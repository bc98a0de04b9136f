import type { ClimateReferenceKey } from '../data/climate-references.js';

/**
 * ADR 0136: a light butter or dairy spread ("Lättsmör 25 %", "Bredbart mjölkfett 20 %") is AGRIBALYSE 3.1.1's row
 * for the fat content its name states, not butter whole: its farm stage falls with the cream in it, though not in
 * proportion (20 % fat 16713: 3.85 kg CO2e/kg; 25 % 16712: 4.42; 39-41 % 16415: 5.61; 60-62 % 16410: 6.61; butter
 * at 82 % 16400: 7.28). Rows by the highest fat content each covers; a name stating none is the 25 % row.
 */
const BY_FAT: readonly (readonly [maxPercent: number, key: ClimateReferenceKey])[] = [
  [22, 'lightDairySpread20'],
  [32, 'lightDairySpread'],
  [50, 'lightButter40'],
  [70, 'lightButter60'],
  [100, 'butter'],
];

/** Every row a light dairy spread may take, for the commodity group its list is checked against. */
export const LIGHT_SPREAD_REFERENCES: readonly ClimateReferenceKey[] = BY_FAT.map(([, key]) => key).filter((key) => key !== 'butter');

// A whole or decimal percentage ("25 %", "39,5%"), in a normalised name.
const PERCENT = /(\d+(?:[.,]\d+)?)\s*%/;

/** The fat a (normalised) name states as its first percentage ("Lättsmör 25 %", "Matlagningsgrädde 7,5 %"), if any. */
export function statedFatPercent(name: string): number | null {
  const stated = PERCENT.exec(name);
  return stated === null ? null : Number(stated[1]!.replace(',', '.'));
}

/** The light dairy spread's reference for the fat content a (normalised) name states. */
export function lightSpreadByFat(name: string): ClimateReferenceKey {
  const percent = statedFatPercent(name);
  if (percent === null) return 'lightDairySpread';
  return BY_FAT.find(([max]) => percent <= max)?.[1] ?? 'butter';
}
