import { COMPOUND_HEADS } from './phrases.js';

/**
 * Compounds cut short before "och" ("fläsk- och nötkött", "get-, får- och komjölk", "raps- och solrosolja"): each
 * cut word takes the head of the last word ("kött", "mjölk", "olja"), so the item holds the foods it names, not only
 * the last one. A cut word before "eller" or "&" is completed the same way. Null when the name holds no cut word, or
 * when the last word ends in no head the parser knows (then the name is read as written).
 */
const CUT_LIST = /^(.*?)((?:\p{L}+-,?\s+)+)(?:och|eller|&)\s+(\p{L}+)$/u;
const CUT_WORD = /(\p{L}+)-/gu;

export function completeCutWords(name: string): string[] | null {
  if (!name.includes('- ') && !name.includes('-,')) return null;
  const m = CUT_LIST.exec(name);
  if (m === null) return null;
  const [, lead = '', cuts = '', last = ''] = m;
  const head = COMPOUND_HEADS.find((h) => last.length > h.length && last.endsWith(h));
  if (head === undefined) return null;
  const words = [...cuts.matchAll(CUT_WORD)].map((w) => `${lead}${w[1]!}${head}`);
  return [...words, `${lead}${last}`];
}
