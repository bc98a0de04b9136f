/** GS1 mod-10 check digit for the first 13 digits of a GTIN-14. */
export function withCheckDigit(body13: string): string {
  let sum = 0;
  for (let i = body13.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += (body13.charCodeAt(i) - 48) * weight;
  return body13 + String((10 - (sum % 10)) % 10);
}

/** `count` distinct valid GTIN-14s; `series` keeps sets from different tests apart. */
export function gtinSeries(count: number, series: number): string[] {
  return Array.from({ length: count }, (_, i) => withCheckDigit(`2${String(series).padStart(4, '0')}${String(i).padStart(8, '0')}`));
}

const INGREDIENTS = 'vetemjöl, vatten, rapsolja, socker, salt, jäst, emulgeringsmedel (sojalecitin), havregryn';

/** A bulk request body of `count` realistic new products (name, 8 ingredients, origin, category). */
export function buildBulk(count: number, series: number) {
  return gtinSeries(count, series).map((gtin, i) => ({ gtin, name: `Bröd ${i}`, ingredients: INGREDIENTS, origin: 'Sverige', category: 'Bröd' }));
}
