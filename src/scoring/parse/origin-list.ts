import { normalizeText } from '../text/normalize.js';

/**
 * An origin field read as a list of places: "Spanien/Italien", "Sverige och Danmark", "EU och
 * icke-EU". Each piece is normalised and stripped of punctuation; "non-EU" phrases are dropped,
 * since they say where a thing is not from and must not resolve to the EU.
 */
const NON_EU = /\b(?:icke|non|utanför|outside(?: the)?|ej)[\s-]+eu\b|\bnon-eu\b/g;
const SEPARATOR = /[/,;|+&]|\s(?:och|and|eller|or)\s/;
const PUNCTUATION = /[.:()[\]"]/g;
const CODE = /^[a-z]{2,3}$/;

export const originListPieces = (text: string): string[] =>
  normalizeText(text)
    .replace(NON_EU, ' ')
    .split(SEPARATOR)
    .map((piece) => piece.replace(PUNCTUATION, ' ').trim());

/** A piece that may be an ISO alpha-2 or alpha-3 code ("se", "swe"). */
export const mayBeCountryCode = (piece: string): boolean => CODE.test(piece);
