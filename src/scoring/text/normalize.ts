/** Text normalisation shared by the parsers and keyword matchers. */

const SPECIAL = /[\u2010-\u2015\u2212\u2018\u2019\u201a\u201b\u00b4`\u00a0\u2000-\u200b\u202f]/;
const NEEDS_NFC = /[^\u0000-\u00ff]/;
const SPACES = /\s{2,}|[\t\n\r\f\v]/;

/** Lowercase, NFC, unify dashes/quotes/spaces; keeps å/ä/ö because Swedish meaning depends on them. */
export function normalizeText(s: string): string {
  // Each step runs only when its characters occur: this sits on the hot path of every product.
  let t = s.toLowerCase();
  if (NEEDS_NFC.test(t)) t = t.normalize('NFC');
  if (SPECIAL.test(t)) {
    t = t
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u2018\u2019\u201a\u201b\u00b4`]/g, "'")
      .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ');
  }
  if (SPACES.test(t)) t = t.replace(/\s+/g, ' ');
  return t.trim();
}

/** True when the string has any non-blank content. */
export function present(s: string | null | undefined): s is string {
  return typeof s === 'string' && s.trim().length > 0;
}
