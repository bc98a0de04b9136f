import { COMMODITIES_META } from '../data/commodities.js';
import { ANTIMICROBIAL_USE, CHILD_LABOUR, CHILD_LABOUR_REGIONAL, GII, HDI, NITROGEN, PESTICIDES, WGI_VOICE, type CountryTable } from '../data/country-indices.js';
import { FREIGHT_META } from '../data/freight-factors.js';
import type { TableMeta } from '../data/meta.js';
import { PACKAGING_META } from '../data/packaging-materials.js';

/** A data source as partners see it in an explanation (contract schema `Source`). */
export interface Source {
  id: string;
  title: string;
  publisher: string;
  edition: string;
  licence: string;
  url: string;
}

/** Title and publisher per table; edition, licence and address come from the table's own metadata. */
function source(id: string, title: string, publisher: string, meta: TableMeta): Source {
  return { id, title, publisher, edition: String(meta.year), licence: meta.licence, url: meta.url };
}

export const SOURCE_IDS = {
  commodities: 'poore-nemecek-2018',
  freight: 'defra-freight-2025',
  packaging: 'defra-material-2025',
  hdi: 'undp-hdi',
  gii: 'undp-gii',
  wgiVoiceAccountability: 'world-bank-wgi',
  childLabourPrevalence: 'ilostat-sdg-871',
  childLabourRegional: 'ilo-unicef-2020',
  pesticidesKgPerHa: 'faostat-rp',
  nitrogenKgPerHa: 'faostat-rfn',
  antimicrobialMgPerPcu: 'mulchandani-2023',
} as const;

const SOURCES: readonly Source[] = [
  source(SOURCE_IDS.commodities, 'Reducing food’s environmental impacts through producers and consumers', 'Poore & Nemecek, Science 360:987–992; data via Our World in Data', COMMODITIES_META),
  source(SOURCE_IDS.freight, 'Greenhouse gas reporting: conversion factors, Freighting goods', 'UK DESNZ/DEFRA', FREIGHT_META),
  source(SOURCE_IDS.packaging, 'Greenhouse gas reporting: conversion factors, Material use', 'UK DESNZ/DEFRA', PACKAGING_META),
  source(SOURCE_IDS.hdi, 'Human Development Report 2023/2024: Human Development Index', 'UNDP', HDI.meta),
  source(SOURCE_IDS.gii, 'Human Development Report 2023/2024: Gender Inequality Index', 'UNDP', GII.meta),
  source(SOURCE_IDS.wgiVoiceAccountability, 'Worldwide Governance Indicators: Voice and Accountability', 'World Bank', WGI_VOICE.meta),
  source(SOURCE_IDS.childLabourPrevalence, 'SDG indicator 8.7.1: children aged 5–17 engaged in child labour', 'ILOSTAT / UNICEF', CHILD_LABOUR.meta),
  source(SOURCE_IDS.childLabourRegional, 'Child Labour: Global estimates 2020, trends and the road forward', 'ILO & UNICEF', CHILD_LABOUR_REGIONAL.meta),
  source(SOURCE_IDS.pesticidesKgPerHa, 'Pesticides Use (RP): use per area of cropland', 'FAOSTAT', PESTICIDES.meta),
  source(SOURCE_IDS.nitrogenKgPerHa, 'Fertilizers by Nutrient (RFN): nitrogen per area of cropland', 'FAOSTAT', NITROGEN.meta),
  source(SOURCE_IDS.antimicrobialMgPerPcu, 'Global trends in antimicrobial use in food-producing animals: 2020 to 2030', 'Mulchandani et al., PLOS Global Public Health; via Our World in Data', ANTIMICROBIAL_USE.meta),
];

/** The sources with these ids, in registry order. */
export function sourcesFor(ids: ReadonlySet<string>): Source[] {
  return SOURCES.filter((s) => ids.has(s.id));
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

/** A figure is an estimate when its table says it was not read from the primary file. */
export function isEstimateTable(table: CountryTable): boolean {
  return /recalled|estimate/i.test(table.meta.note ?? '');
}
