import { CHILD_LABOUR } from '../data/child-labour.js';
import { ANTIMICROBIAL_USE, GII, HDI, NITROGEN, PESTICIDES, WGI_VOICE } from '../data/country-indices.js';
import type { CountryTable } from '../data/country-table.js';
import { SOURCES } from '../data/sources.js';

/** A data source as partners see it in an explanation (contract schema `Source`). */
export interface Source {
  id: string;
  title: string;
  publisher: string;
  edition: string;
  licence: string;
  url: string;
}

/** The registry (data/sources.ts) as partners see it, built once: every explanation lists some of it. */
const REGISTRY: readonly Source[] = Object.entries(SOURCES).map(([id, s]) => ({
  id,
  title: s.title,
  publisher: s.publisher,
  edition: s.edition,
  licence: s.licence,
  url: s.url,
}));

/** The sources with these ids, in registry order (data/sources.ts); copies, so no caller can change the registry. */
export function sourcesFor(ids: ReadonlySet<string>): Source[] {
  return REGISTRY.filter((s) => ids.has(s.id)).map((s) => ({ ...s }));
}

/** Country indicator tables by the explanation's indicator name. */
export const INDICATOR_TABLES = {
  hdi: HDI,
  gii: GII,
  wgiVoiceAccountability: WGI_VOICE,
  childLabourPrevalence: CHILD_LABOUR,
  pesticidesKgPerHa: PESTICIDES,
  nitrogenKgPerHa: NITROGEN,
  antimicrobialMgPerPcu: ANTIMICROBIAL_USE,
} as const satisfies Record<string, CountryTable>;

export type IndicatorName = keyof typeof INDICATOR_TABLES;
