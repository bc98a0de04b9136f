import type { Anchor } from '../text/matcher.js';

/**
 * Label vocabulary: certification marks and claims (organic, KRAV, Demeter, Fairtrade, Rainforest
 * Alliance, MSC/ASC, RSPO, Svenskt Sigill) as written on Swedish, Nordic and UK packs, and the
 * negations that are no claim ("icke ekologisk"). Our own list. analyse/labels.ts reads them.
 */

/** Certification and label facts read from certificates and product texts. */
export interface Labels {
  organic: boolean;
  /** KRAV or Demeter: the top production-system tier (animal welfare rules beyond EU organic). */
  premiumOrganic: boolean;
  fairTrade: boolean;
  rainforest: boolean;
  sustainableSeafood: boolean;
  rspo: boolean;
  svensktSigill: boolean;
}

export type Flag = keyof Labels | 'none';

export const LABEL_TERMS: readonly (readonly [term: string, flags: readonly Flag[], anchor: Anchor])[] = [
  ['krav', ['organic', 'premiumOrganic'], 'word'],
  ['kravmärkt', ['organic', 'premiumOrganic'], 'start'],
  ['kravmärkta', ['organic', 'premiumOrganic'], 'start'],
  ['demeter', ['organic', 'premiumOrganic'], 'word'],
  ['biodynamisk', ['organic', 'premiumOrganic'], 'start'],
  ['biodynamic', ['organic', 'premiumOrganic'], 'start'],
  ['ekologisk', ['organic'], 'start'],
  ['ekologiskt', ['organic'], 'start'],
  ['ekologiska', ['organic'], 'start'],
  ['eu-ekologisk', ['organic'], 'start'],
  ['eko', ['organic'], 'word'],
  ['se-eko', ['organic'], 'start'],
  ['organic', ['organic'], 'word'],
  ['organically', ['organic'], 'word'],
  ['eu organic', ['organic'], 'word'],
  ['eu-lövet', ['organic'], 'word'],
  ['eu leaf', ['organic'], 'word'],
  ['bio', ['organic'], 'word'],
  ['biologique', ['organic'], 'word'],
  ['biologico', ['organic'], 'word'],
  ['biologisch', ['organic'], 'word'],
  ['ökologisch', ['organic'], 'start'],
  ['økologisk', ['organic'], 'start'],
  ['öko', ['organic'], 'word'],
  ['øko', ['organic'], 'word'],
  ['luomu', ['organic'], 'word'],
  ['icke ekologisk', ['none'], 'word'],
  ['icke-ekologisk', ['none'], 'word'],
  ['ej ekologisk', ['none'], 'word'],
  ['non-organic', ['none'], 'word'],
  ['not organic', ['none'], 'word'],
  ['bio-based', ['none'], 'word'],
  ['bio based', ['none'], 'word'],
  ['biobaserad', ['none'], 'start'],
  ['fairtrade', ['fairTrade'], 'start'],
  ['fair trade', ['fairTrade'], 'word'],
  ['rättvisemärkt', ['fairTrade'], 'start'],
  ['rainforest alliance', ['rainforest'], 'word'],
  ['utz', ['rainforest'], 'word'],
  ['msc', ['sustainableSeafood'], 'word'],
  ['asc', ['sustainableSeafood'], 'word'],
  ['rspo', ['rspo'], 'word'],
  ['svenskt sigill', ['svensktSigill'], 'word'],
  ['ip sigill', ['svensktSigill'], 'word'],
];
