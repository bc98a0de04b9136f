import { problem } from './app-error.js';

/** GTIN rules of GS1: 8–14 digits, compared and stored as 14 digits, last digit a mod-10 check. */

export const GTIN_LENGTH = 14;

/** Left-pads a GTIN of 8–14 digits to 14 digits. The caller has checked the digit pattern. */
export function normaliseGtin(gtin: string): string {
  return gtin.padStart(GTIN_LENGTH, '0');
}

export function gtinCheckDigitIsValid(gtin: string): boolean {
  if (!/^[0-9]{8,14}$/.test(gtin)) return false;
  let sum = 0;
  // Weights alternate 3,1,3,… from the digit left of the check digit, whatever the length.
  for (let position = gtin.length - 2, weight = 3; position >= 0; position--, weight = 4 - weight) {
    sum += (gtin.charCodeAt(position) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10 === gtin.charCodeAt(gtin.length - 1) - 48;
}

/** A `{gtin}` path parameter (its digit pattern checked by the contract) as stored: check digit verified, 14 digits. */
export function gtinFromPath(sent: string): string {
  if (!gtinCheckDigitIsValid(sent)) {
    throw problem.wrongCheckDigit({ parameter: 'gtin' });
  }
  return normaliseGtin(sent);
}
