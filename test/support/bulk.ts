import { withCheckDigit } from './gtins.js';

/** `count` distinct valid GTIN-14s; `series` keeps sets from different tests apart. */
export function gtinSeries(count: number, series: number): string[] {
  return Array.from({ length: count }, (_, i) => withCheckDigit(`2${String(series).padStart(4, '0')}${String(i).padStart(8, '0')}`));
}

const INGREDIENTS = 'vetemjöl, vatten, rapsolja, socker, salt, jäst, emulgeringsmedel (sojalecitin), havregryn';

/** A bulk request body of `count` realistic new products (name, 8 ingredients, origin, category). */
export function buildBulk(count: number, series: number) {
  return gtinSeries(count, series).map((gtin, i) => ({ gtin, name: `Bröd ${i}`, ingredients: INGREDIENTS, origin: 'Sverige', category: 'Bröd' }));
}
