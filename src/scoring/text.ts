/** Text normalisation shared by the parsers and keyword matchers. */

const LETTER = /[\p{L}\p{N}]/u;

/** Lowercase, NFC, unify dashes/quotes/spaces; keeps å/ä/ö because Swedish meaning depends on them. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201a\u201b\u00b4`]/g, "'")
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && LETTER.test(ch);
}

/** Escape a literal for use inside a RegExp. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when the string has any non-blank content. */
export function present(s: string | null | undefined): s is string {
  return typeof s === 'string' && s.trim().length > 0;
}
