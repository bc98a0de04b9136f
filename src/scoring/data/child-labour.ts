import type { CountryTable } from './country-table.js';

/**
 * No primary file for child labour could be had (ILOSTAT and UNICEF publish SDG 8.7.1 through
 * their portals; no public copy of the country series was found with the search tool), so these
 * figures are estimates: the publishers' numbers entered by hand, not generated, and flagged so.
 */
const NATIONAL_REASON =
  'No primary file: ILOSTAT/UNICEF SDG 8.7.1 national figures were entered by hand from the publishers\' tables and are not generated from a committed file; the survey year of each figure is not recorded.';
const REGIONAL_REASON =
  'No primary file: the ILO-UNICEF 2020 regional prevalences were entered by hand from the report and are not generated from a committed file.';

/** SDG 8.7.1: % of children aged 5-17 in child labour, latest national survey. */
export const CHILD_LABOUR: CountryTable = {
  name: 'Children aged 5-17 in child labour (SDG 8.7.1)',
  unit: '% of children aged 5-17',
  sourceId: 'ilo-unicef-sdg-871',
  year: 2019,
  estimate: true,
  estimateReason: NATIONAL_REASON,
  note: 'Survey years range 2014-2019. Countries without a national figure use the regional 2020 estimate.',
  values: {
    CI: 21.5, GH: 21.8, NG: 31.5, CM: 39.0, MG: 47.0, ET: 43.0, BD: 6.8, BR: 4.6, MX: 11.5, TR: 4.4,
  },
  years: {},
  missing: [],
};

/** Regional SDG 8.7.1 estimates for 2020, used where a country has no national figure. */
export const CHILD_LABOUR_REGIONAL: CountryTable = {
  name: 'Children aged 5-17 in child labour, regional estimate',
  unit: '% of children aged 5-17',
  sourceId: 'ilo-unicef-2020-regional',
  year: 2020,
  estimate: true,
  estimateReason: REGIONAL_REASON,
  note: 'Keys are SDG regions: EUNA Europe & Northern America, LAC Latin America & Caribbean, SSA Sub-Saharan Africa, NAWA Northern Africa & Western Asia, CSA Central & Southern Asia, ESEA Eastern & South-Eastern Asia.',
  values: { EUNA: 2.3, LAC: 6.0, SSA: 23.9, NAWA: 7.8, CSA: 5.5, ESEA: 6.2 },
  years: { EUNA: 2020, LAC: 2020, SSA: 2020, NAWA: 2020, CSA: 2020, ESEA: 2020 },
  missing: [],
};
