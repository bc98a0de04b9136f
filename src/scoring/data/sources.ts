/**
 * Every source a shipped figure comes from. Tables and values carry a `sourceId` from here, so the
 * explanation can name the publisher, edition and licence of each input. `file` is the committed
 * copy under data/sources/ (its SHA-256 is in data/sources/PROVENANCE.md) when the table is
 * generated from it by `make data`; sources without a file are the ones whose figures are
 * marked `estimate: true`.
 */
export interface Source {
  title: string;
  publisher: string;
  edition: string;
  licence: string;
  url: string;
  file?: string;
}

export const SOURCES = {
  'undp-hdr-2023-24': {
    title: 'Human Development Report 2023/2024, composite indices complete time series (HDI, GII)',
    publisher: 'United Nations Development Programme, Human Development Report Office',
    edition: 'HDR 2023/2024, values to 2022',
    licence: 'CC BY 3.0 IGO',
    url: 'https://hdr.undp.org/data-center/documentation-and-downloads',
    file: 'undp-hdr-2023-24-composite-indices.csv',
  },
  'wb-wgi-2023': {
    title: 'Worldwide Governance Indicators, bulk data (WGIData.csv)',
    publisher: 'World Bank',
    edition: '2023 update, values to 2022',
    licence: 'CC BY 4.0',
    url: 'https://www.worldbank.org/en/publication/worldwide-governance-indicators',
    file: 'worldbank-wgi-2023-update.csv',
  },
  'faostat-pesticides': {
    title: 'FAOSTAT Pesticides Use (RP), pesticides (total), use per area of cropland (kg/ha)',
    publisher: 'Food and Agriculture Organization of the United Nations; republished by Our World in Data',
    edition: 'OWID export of 2025, years 1990-2022',
    licence: 'CC BY 4.0 (FAO data; OWID processing)',
    url: 'https://www.fao.org/faostat/en/#data/RP',
    file: 'faostat-pesticides-per-ha-cropland-owid.csv',
  },
  'faostat-nitrogen': {
    title: 'FAOSTAT Fertilizers by Nutrient (RFN), nutrient nitrogen N (total), use per area of cropland (kg/ha)',
    publisher: 'Food and Agriculture Organization of the United Nations; republished by Our World in Data',
    edition: 'OWID export of 2024, years 1961-2022',
    licence: 'CC BY 4.0',
    url: 'https://www.fao.org/faostat/en/#data/RFN',
    file: 'faostat-nitrogen-per-ha-cropland-owid.csv',
  },
  'owid-antibiotics-livestock': {
    title: 'Antibiotic use in livestock (mg per population correction unit), Van Boeckel et al. (2015/2017)',
    publisher: 'Our World in Data',
    edition: 'model estimates for 2010; European reported sales for some later years',
    licence: 'CC BY 4.0',
    url: 'https://ourworldindata.org/grapher/antibiotic-use-in-livestock',
    file: 'owid-antibiotic-use-in-livestock.csv',
  },
  'pn-owid-ghg': {
    title: 'Poore & Nemecek (2018), Science 360:987 - greenhouse-gas emissions per kg of product (mean)',
    publisher: 'Our World in Data',
    edition: '2018',
    licence: 'CC BY 4.0',
    url: 'https://ourworldindata.org/environmental-impacts-of-food',
    file: 'owid-poore-nemecek-ghg-per-kg.csv',
  },
  'pn-owid-eutrophying': {
    title: 'Poore & Nemecek (2018) - eutrophying emissions per kg of product (g PO4-eq)',
    publisher: 'Our World in Data',
    edition: '2018 (data year 2010)',
    licence: 'CC BY 4.0',
    url: 'https://ourworldindata.org/environmental-impacts-of-food',
    file: 'owid-poore-nemecek-eutrophying-per-kg.csv',
  },
  'pn-owid-land': {
    title: 'Poore & Nemecek (2018) - land use per kg of product (m²)',
    publisher: 'Our World in Data (grapher export land-use-per-kg-poore)',
    edition: '2018',
    licence: 'CC BY 4.0',
    url: 'https://ourworldindata.org/grapher/land-use-per-kg-poore',
    file: 'owid-poore-nemecek-land-use-per-kg.csv',
  },
  'pn-kaggle-water': {
    title: 'Poore & Nemecek (2018) - freshwater withdrawals and scarcity-weighted water use per kg, in the "Environment Impact of Food Production" compilation of OWID data',
    publisher: 'Our World in Data data, compiled on Kaggle (Food_Production.csv)',
    edition: '2018',
    licence: 'underlying data CC BY 4.0 (OWID); the compilation states no terms of its own',
    url: 'https://ourworldindata.org/environmental-impacts-of-food',
    file: 'kaggle-food-production-poore-nemecek.csv',
  },
  'pn-owid-water-transcribed': {
    title: 'Poore & Nemecek (2018) - freshwater withdrawals per kg (water-withdrawals-per-kg-poore), five figures transcribed with their citation',
    publisher: 'Our World in Data',
    edition: '2018',
    licence: 'CC BY 4.0',
    url: 'https://ourworldindata.org/grapher/water-withdrawals-per-kg-poore',
    file: 'owid-poore-nemecek-water-transcribed.csv',
  },
  'ilo-unicef-sdg-871': {
    title: 'SDG indicator 8.7.1, proportion of children aged 5-17 engaged in child labour (national surveys)',
    publisher: 'International Labour Organization (ILOSTAT) and UNICEF',
    edition: 'national surveys 2014-2019',
    licence: 'ILO Open Access (reuse with attribution); UNICEF data terms',
    url: 'https://ilostat.ilo.org/topics/child-labour/',
  },
  'ilo-unicef-2020-regional': {
    title: 'Child Labour: Global estimates 2020, trends and the road forward (regional prevalence, ages 5-17)',
    publisher: 'International Labour Organization and UNICEF',
    edition: '2021 report, estimates for 2020',
    licence: 'CC BY 4.0',
    url: 'https://www.ilo.org/publications/major-publications/child-labour-global-estimates-2020-trends-and-road-forward',
  },
  'desnz-2025-freight': {
    title: 'Greenhouse gas reporting: conversion factors 2025, flat file, "Freighting goods" (kg CO2e per tonne.km)',
    publisher: 'UK Department for Energy Security and Net Zero (DESNZ) / DEFRA',
    edition: '2025 (column "GHG Conversion Factor 2025")',
    licence: 'Open Government Licence v3.0',
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
    file: 'desnz-ghg-conversion-factors-2025-flat-file-subset.csv',
  },
  'desnz-2025-material': {
    title: 'Greenhouse gas reporting: conversion factors 2025, flat file, "Material use" (primary material production, kg CO2e per tonne)',
    publisher: 'UK Department for Energy Security and Net Zero (DESNZ) / DEFRA',
    edition: '2025 (column "GHG Conversion Factor 2025")',
    licence: 'Open Government Licence v3.0',
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
    file: 'desnz-ghg-conversion-factors-2025-flat-file-subset.csv',
  },
  'ember-electricity-2023': {
    title: 'Yearly electricity data: carbon intensity of electricity generation (gCO2e per kWh, life-cycle)',
    publisher: 'Ember; compiled per country by the Green Web Foundation (co2.js, data/output/average-intensities.json)',
    edition: 'latest year per country: 2023 for European countries, 2022 elsewhere',
    licence: 'CC BY 4.0 (Ember data)',
    url: 'https://ember-energy.org/data/yearly-electricity-data/',
    file: 'ember-electricity-co2-intensity-subset.csv',
  },
  'agribalyse-3-1-1': {
    title: 'AGRIBALYSE 3.1.1, climate change (EF 3.1, land-use change included) by life-cycle stage, with the data-quality rating (DQR)',
    publisher: 'ADEME / INRAE',
    edition: '3.1.1 (2023)',
    licence: 'Licence Ouverte / Etalab 2.0',
    url: 'https://doc.agribalyse.fr/documentation-en/agribalyse-data/data-access',
    file: 'agribalyse-3.1.1-climate-by-stage.csv',
  },
  'agribalyse-3-1-1-environment': {
    title: 'AGRIBALYSE 3.1.1, EF 3.1 water use (AWARE), land use, eutrophication (freshwater, marine, terrestrial), freshwater ecotoxicity and acidification by life-cycle stage, with the data-quality rating (DQR)',
    publisher: 'ADEME / INRAE',
    edition: '3.1.1 (2023)',
    licence: 'Licence Ouverte / Etalab 2.0',
    url: 'https://doc.agribalyse.fr/documentation-en/agribalyse-data/data-access',
    file: 'agribalyse-3.1.1-environment-by-stage.csv',
  },
  'ef-3-1-normalisation-ecobalyse-weights': {
    title: 'Environmental Footprint 3.1 normalisation factors (global, per person and year) and Ecobalyse food weights, as listed in Ecobalyse public/data/impacts.json',
    publisher: 'European Commission JRC (EF 3.1 normalisation); Ecobalyse, French Ministry of Ecological Transition (weights)',
    edition: 'EF 3.1; Ecobalyse impacts.json at commit 00100a3df5b2395bcf15c8ecf8c79bb0cc88cc89',
    licence: 'EF: reuse with attribution (Commission Decision 2011/833/EU); Ecobalyse: open source (figures transcribed, no code)',
    url: 'https://github.com/MTES-MCT/ecobalyse/blob/master/public/data/impacts.json',
    file: 'ef-3.1-normalisation-and-ecobalyse-weights-transcribed.csv',
  },
  'su-eatable-life-2021': {
    title: 'SU-EATABLE LIFE carbon footprint of food commodities, item statistics (n, Q1, median, Q3); Petersson et al. (2021), Sci. Data 8:127',
    publisher: 'SU-EATABLE LIFE project (Petersson, Secondi, Magnani et al.)',
    edition: '2021 (literature to January 2020)',
    licence: 'CC BY 4.0',
    url: 'https://doi.org/10.1038/s41597-021-00909-8',
    file: 'su-eatable-life-cf-items-stat.csv',
  },
  'natural-earth': {
    title: 'Admin-0 countries (centroids) and ISO 3166-1 codes',
    publisher: 'Natural Earth',
    edition: '2024',
    licence: 'public domain',
    url: 'https://www.naturalearthdata.com/',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
