import { KeywordMatcher, type KeywordSpec } from '../text/matcher.js';
import { normalizeText, present } from '../text/normalize.js';
import type { ProductData } from '../types.js';

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

type Flag = keyof Labels | 'none';

const ROWS: readonly (readonly [string, readonly Flag[], KeywordSpec<unknown>['anchor']])[] = [
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

const MATCHER = new KeywordMatcher<readonly Flag[]>(ROWS.map(([term, value, anchor]) => ({ term, value, anchor: anchor ?? 'word' })));

export function readLabels(text: string): Labels {
  const l: Labels = {
    organic: false,
    premiumOrganic: false,
    fairTrade: false,
    rainforest: false,
    sustainableSeafood: false,
    rspo: false,
    svensktSigill: false,
  };
  for (const h of MATCHER.scan(text)) for (const f of h.value) if (f !== 'none') l[f] = true;
  return l;
}

/** Texts that can carry a label claim (never the ingredient list: "*ekologisk" marks one ingredient). */
export function labelText(d: ProductData): string {
  return normalizeText(
    [d.certificates, d.packaging_label, d.name, d.external_name, d.functional_name, d.marketing_message, d.provenance_statement]
      .filter(present)
      .join(' | '),
  );
}

/**
 * 1 when the flag says so or any organic label/claim is found; 0 when the flag says 0 or
 * certificates are listed and none is organic; null when nothing at all is known.
 */
export function computeIsEco(d: ProductData, labels: Labels): 0 | 1 | null {
  if (d.is_eco === 1 || labels.organic) return 1;
  if (d.is_eco === 0) return 0;
  if (present(d.certificates)) return 0;
  return null;
}
