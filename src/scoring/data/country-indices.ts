import type { TableMeta } from './meta.js';

/**
 * Country-level indicators keyed by ISO alpha-2. A country missing from a table has no
 * figure we could ship; scorers then use only the origins that do have one (or return null).
 */
export interface CountryTable {
  meta: TableMeta;
  values: Readonly<Record<string, number>>;
}

const RECALLED =
  'Values transcribed from the publisher’s country tables as recalled by the author (not machine-extracted); verify against the source before citing a single country’s figure.';

/** UNDP Human Development Index (0–1). */
export const HDI: CountryTable = {
  meta: {
    source: 'UNDP Human Development Report 2023/2024, Human Development Index (HDI)',
    year: 2022,
    licence: 'CC BY 3.0 IGO',
    url: 'https://hdr.undp.org/data-center/human-development-index',
    note: RECALLED,
  },
  values: {
    SE: 0.952, DK: 0.952, FI: 0.942, DE: 0.95, NL: 0.946, BE: 0.942, LU: 0.927, FR: 0.91, ES: 0.911,
    PT: 0.874, IT: 0.906, GR: 0.893, AT: 0.926, IE: 0.95, PL: 0.881, CZ: 0.895, SK: 0.855, HU: 0.851,
    SI: 0.926, HR: 0.878, RO: 0.827, BG: 0.799, EE: 0.899, LV: 0.879, LT: 0.879, CY: 0.907, MT: 0.915,
    NO: 0.966, IS: 0.959, GB: 0.94, CH: 0.967, UA: 0.734, RS: 0.805, TR: 0.855, MA: 0.698, TN: 0.732,
    EG: 0.728, IL: 0.915, IR: 0.78, US: 0.927, CA: 0.935, MX: 0.781, GT: 0.629, HN: 0.624, CR: 0.806,
    PA: 0.82, DO: 0.766, CO: 0.758, EC: 0.765, PE: 0.762, BR: 0.76, CL: 0.86, AR: 0.849, UY: 0.83,
    PY: 0.731, ZA: 0.717, KE: 0.601, ET: 0.492, TZ: 0.532, UG: 0.55, CI: 0.534, GH: 0.602, NG: 0.548,
    CM: 0.587, SN: 0.517, MG: 0.487, CN: 0.788, IN: 0.644, TH: 0.803, VN: 0.726, ID: 0.713, MY: 0.807,
    PH: 0.71, LK: 0.78, BD: 0.67, PK: 0.54, JP: 0.92, KR: 0.929, AU: 0.946, NZ: 0.939,
  },
};

/** UNDP Gender Inequality Index (0 = equality, 1 = maximal inequality). */
export const GII: CountryTable = {
  meta: {
    source: 'UNDP Human Development Report 2023/2024, Gender Inequality Index (GII)',
    year: 2022,
    licence: 'CC BY 3.0 IGO',
    url: 'https://hdr.undp.org/data-center/thematic-composite-indices/gender-inequality-index',
    note: RECALLED,
  },
  values: {
    SE: 0.023, DK: 0.009, FI: 0.032, DE: 0.071, NL: 0.025, BE: 0.048, LU: 0.043, FR: 0.084, ES: 0.059,
    PT: 0.071, IT: 0.057, GR: 0.12, AT: 0.048, IE: 0.072, PL: 0.105, CZ: 0.113, SK: 0.184, HU: 0.23,
    SI: 0.049, HR: 0.087, RO: 0.23, BG: 0.206, EE: 0.093, LV: 0.142, LT: 0.098, CY: 0.186, MT: 0.117,
    NO: 0.012, IS: 0.039, GB: 0.094, CH: 0.018, UA: 0.188, RS: 0.12, TR: 0.259, MA: 0.44, TN: 0.259,
    EG: 0.389, IL: 0.092, IR: 0.484, US: 0.18, CA: 0.069, MX: 0.352, GT: 0.474, HN: 0.413, CR: 0.264,
    PA: 0.392, DO: 0.429, CO: 0.411, EC: 0.364, PE: 0.371, BR: 0.391, CL: 0.19, AR: 0.292, UY: 0.237,
    PY: 0.445, ZA: 0.401, KE: 0.533, ET: 0.494, TZ: 0.513, UG: 0.524, CI: 0.612, GH: 0.512, NG: 0.677,
    CM: 0.555, SN: 0.515, MG: 0.556, CN: 0.186, IN: 0.437, TH: 0.31, VN: 0.378, ID: 0.439, MY: 0.202,
    PH: 0.388, LK: 0.376, BD: 0.498, PK: 0.522, JP: 0.078, KR: 0.062, AU: 0.063, NZ: 0.082,
  },
};

/**
 * World Bank Worldwide Governance Indicators, Voice and Accountability, percentile rank (0–100).
 * Used as the freedom-of-association proxy for worker rights until ILOSTAT SDG 8.8.2 country
 * values are loaded (see docs/methodology.md).
 */
export const WGI_VOICE: CountryTable = {
  meta: {
    source: 'World Bank, Worldwide Governance Indicators, Voice and Accountability (percentile rank)',
    year: 2022,
    licence: 'CC BY 4.0',
    url: 'https://www.worldbank.org/en/publication/worldwide-governance-indicators',
    note: `${RECALLED} Percentile ranks rounded to whole numbers.`,
  },
  values: {
    SE: 98, DK: 99, FI: 100, DE: 94, NL: 97, BE: 93, LU: 96, FR: 86, ES: 82, PT: 89, IT: 81, GR: 73,
    AT: 92, IE: 95, PL: 64, CZ: 81, SK: 76, HU: 53, SI: 80, HR: 65, RO: 61, BG: 57, EE: 91, LV: 78,
    LT: 82, CY: 80, MT: 77, NO: 99, IS: 95, GB: 88, CH: 97, UA: 40, RS: 43, TR: 22, MA: 30, TN: 38,
    EG: 8, IL: 67, IR: 5, US: 74, CA: 94, MX: 40, GT: 30, HN: 30, CR: 85, PA: 63, DO: 54, CO: 51,
    EC: 45, PE: 48, BR: 53, CL: 79, AR: 63, UY: 87, PY: 46, ZA: 66, KE: 39, ET: 13, TZ: 30, UG: 22,
    CI: 33, GH: 60, NG: 28, CM: 13, SN: 48, MG: 38, CN: 4, IN: 45, TH: 25, VN: 9, ID: 51, MY: 43,
    PH: 43, LK: 38, BD: 24, PK: 24, JP: 83, KR: 75, AU: 92, NZ: 98,
  },
};

/** SDG 8.7.1: % of children aged 5–17 in child labour, latest national survey. */
export const CHILD_LABOUR: CountryTable = {
  meta: {
    source: 'ILOSTAT / UNICEF, SDG indicator 8.7.1 (proportion of children aged 5–17 engaged in child labour)',
    year: 2019,
    licence: 'ILO Open Access (reuse with attribution); UNICEF data terms',
    url: 'https://ilostat.ilo.org/topics/child-labour/',
    note: `${RECALLED} Survey years range 2014–2019; only countries whose figure the author could recall are listed.`,
  },
  values: {
    CI: 21.5, GH: 21.8, NG: 31.5, CM: 39.0, MG: 47.0, ET: 43.0, BD: 6.8, BR: 4.6, MX: 11.5, TR: 4.4,
  },
};

/** Regional SDG 8.7.1 estimates for 2020, used where a country has no national figure. */
export const CHILD_LABOUR_REGIONAL: CountryTable = {
  meta: {
    source: 'ILO & UNICEF (2021), Child Labour: Global estimates 2020, trends and the road forward (regional prevalence, ages 5–17)',
    year: 2020,
    licence: 'CC BY 4.0 (ILO/UNICEF publication)',
    url: 'https://www.ilo.org/publications/major-publications/child-labour-global-estimates-2020-trends-and-road-forward',
    note: 'Keys are SDG regions: EUNA Europe & Northern America, LAC Latin America & Caribbean, SSA Sub-Saharan Africa, NAWA Northern Africa & Western Asia, CSA Central & Southern Asia, ESEA Eastern & South-Eastern Asia.',
  },
  values: { EUNA: 2.3, LAC: 6.0, SSA: 23.9, NAWA: 7.8, CSA: 5.5, ESEA: 6.2 },
};

/** FAOSTAT pesticides use per area of cropland, kg/ha. */
export const PESTICIDES: CountryTable = {
  meta: {
    source: 'FAOSTAT, Pesticides Use (RP): pesticides (total) use per area of cropland',
    year: 2021,
    licence: 'CC BY 4.0 with FAO database terms of use',
    url: 'https://www.fao.org/faostat/en/#data/RP',
    note: `${RECALLED} Rounded to 0.1 kg/ha.`,
  },
  values: {
    SE: 0.7, DK: 1.2, FI: 0.8, DE: 3.9, NL: 8.8, BE: 6.3, LU: 3.0, FR: 3.7, ES: 3.5, PT: 4.5, IT: 5.7,
    GR: 2.4, AT: 2.3, IE: 1.5, PL: 2.1, CZ: 1.8, SK: 1.5, HU: 1.8, SI: 3.0, HR: 1.7, RO: 1.3, BG: 1.5,
    EE: 0.9, LV: 1.0, LT: 1.3, CY: 12.0, MT: 10.0, NO: 0.7, GB: 2.6, CH: 4.0, UA: 1.8, RS: 1.4, TR: 2.6,
    MA: 0.7, TN: 0.9, EG: 2.9, IL: 13.0, IR: 0.8, US: 2.6, CA: 2.0, MX: 4.0, GT: 4.6, HN: 4.0, CR: 22.6,
    DO: 3.0, CO: 15.0, EC: 9.0, PE: 3.3, BR: 10.9, CL: 7.9, AR: 4.3, UY: 9.0, PY: 5.0, ZA: 2.0, KE: 1.3,
    ET: 0.3, TZ: 0.3, CI: 0.9, GH: 3.5, NG: 0.3, CM: 0.6, SN: 0.2, MG: 0.1, CN: 10.4, IN: 0.4, TH: 3.5,
    VN: 4.0, ID: 1.2, MY: 9.5, PH: 1.0, LK: 2.0, BD: 1.6, PK: 0.9, JP: 11.6, KR: 10.6, AU: 1.9, NZ: 2.4,
  },
};

/** FAOSTAT nitrogen (N total) agricultural use per area of cropland, kg/ha. */
export const NITROGEN: CountryTable = {
  meta: {
    source: 'FAOSTAT, Fertilizers by Nutrient (RFN): nutrient nitrogen N (total), agricultural use per area of cropland',
    year: 2021,
    licence: 'CC BY 4.0 with FAO database terms of use',
    url: 'https://www.fao.org/faostat/en/#data/RFN',
    note: `${RECALLED} Rounded to 5 kg/ha.`,
  },
  values: {
    SE: 80, DK: 95, FI: 70, DE: 105, NL: 170, BE: 130, LU: 150, FR: 115, ES: 60, PT: 50, IT: 50, GR: 45,
    AT: 45, IE: 300, PL: 95, CZ: 110, SK: 60, HU: 70, SI: 80, HR: 60, RO: 35, BG: 60, EE: 50, LV: 50,
    LT: 65, CY: 50, MT: 60, NO: 110, GB: 165, CH: 70, UA: 55, RS: 60, TR: 75, MA: 25, TN: 25, EG: 330,
    IL: 100, IR: 40, US: 70, CA: 60, MX: 65, GT: 80, HN: 50, CR: 150, CO: 100, EC: 60, PE: 60, BR: 65,
    CL: 120, AR: 30, UY: 60, PY: 20, ZA: 40, KE: 25, ET: 20, TZ: 5, UG: 2, CI: 10, GH: 15, NG: 10, CM: 5,
    SN: 5, MG: 2, CN: 175, IN: 120, TH: 60, VN: 150, ID: 60, MY: 120, PH: 60, LK: 80, BD: 120, PK: 140,
    JP: 85, KR: 160, AU: 35, NZ: 200,
  },
};

/** Antimicrobial use in food animals, mg per population-correction unit (PCU). */
export const ANTIMICROBIAL_USE: CountryTable = {
  meta: {
    source:
      'Mulchandani, R. et al. (2023), Global trends in antimicrobial use in food-producing animals: 2020 to 2030, PLOS Global Public Health 3(2):e0001305; as charted by Our World in Data',
    year: 2020,
    licence: 'CC BY 4.0 (PLOS article and OWID chart)',
    url: 'https://ourworldindata.org/grapher/antibiotic-use-in-livestock',
    note: `${RECALLED} European values follow the reported sales (ESVAC) the model was fitted to.`,
  },
  values: {
    NO: 2.4, IS: 3.8, SE: 11.8, FI: 19.9, DK: 38.0, NL: 51.0, GB: 29.0, IE: 49.0, LU: 34.0, LV: 37.0,
    LT: 33.0, EE: 44.0, SI: 27.0, AT: 50.0, DE: 86.0, BE: 110.0, FR: 64.0, CZ: 49.0, SK: 44.0, HU: 135.0,
    PL: 148.0, PT: 153.0, ES: 150.0, IT: 181.0, GR: 64.0, CY: 391.0, BG: 115.0, HR: 60.0, RO: 85.0,
    MT: 170.0, CH: 40.0, US: 160.0, CN: 181.0, BR: 100.0, IN: 114.0, TH: 170.0, VN: 230.0, AU: 40.0,
    NZ: 10.0,
  },
};
