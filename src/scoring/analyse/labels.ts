import type { Labels } from '../lexicon/labels.js';
import { LEXICON } from './lexicon.js';
import { normalizeText, present } from '../text/normalize.js';
import type { ProductData } from '../types.js';

export type { Labels } from '../lexicon/labels.js';


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
  for (const h of LEXICON.scan(text, 'label')) for (const f of h.value) if (f !== 'none') l[f] = true;
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
