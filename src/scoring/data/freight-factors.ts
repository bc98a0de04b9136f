import type { SourcedTableMeta } from './meta.js';

/** DESNZ/DEFRA 2025 "Freighting goods" factors, kg CO2e per tonne·km. */
export const FREIGHT_META: SourcedTableMeta = {
  sourceId: 'desnz-2025-freight',
  year: 2025,
  estimate: true,
  estimateReason:
    'No primary file: the DESNZ flat file is published as a spreadsheet on gov.uk and no public copy could be had with the search tool, so these factors were entered by hand and are not generated from a committed file.',
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
