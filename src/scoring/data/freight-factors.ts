import type { TableMeta } from './meta.js';

/** DESNZ/DEFRA 2025 "Freighting goods" factors, kg CO2e per tonne·km. */
export const FREIGHT_META: TableMeta = {
  source: 'UK DESNZ/DEFRA, Greenhouse gas reporting: conversion factors 2025, "Freighting goods"',
  year: 2025,
  licence: 'Open Government Licence v3.0',
  url: 'https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting',
};

export const FREIGHT_KG_CO2E_PER_TKM = {
  /** HGV, all diesel, average laden. */
  hgvAverage: 0.10163,
  hgvRefrigerated: 0.11894,
  rail: 0.02779,
  /** Container ship, average size. */
  containerShip: 0.01612,
  refrigeratedCargoShip: 0.01306,
  /** Long-haul air freight including radiative forcing. */
  airLongHaulWithRF: 0.89939,
} as const;

/**
 * Route assumptions [our proposal, documented in docs/methodology.md]: great-circle distance
 * times a detour factor; non-road origins add road legs to and from the ports; every product
 * carries a final domestic distribution leg inside Sweden.
 */
export const ROUTE = {
  roadDetour: 1.2,
  seaDetour: 1.4,
  /** Road km from farm to export port plus Swedish port to distribution centre. */
  portRoadKm: 500,
  /** Distribution inside Sweden (the destination). */
  domesticKm: 400,
  /** Transport score reaches 0 at this many kg CO2e per kg product. */
  scoreZeroAt: 1.0,
} as const;
