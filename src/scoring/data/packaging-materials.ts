import type { SourcedTableMeta } from './meta.js';

/**
 * Packaging materials: DESNZ/DEFRA 2025 "Material use" factors (kg CO2e per tonne, primary
 * production) plus our own end-of-life class for the Swedish collection system.
 */
export const PACKAGING_META: SourcedTableMeta = {
  sourceId: 'desnz-2025-material',
  year: 2025,
  estimate: true,
  estimateReason:
    'No primary file: the DESNZ "Material use" factors are published as a spreadsheet on gov.uk and no public copy could be had with the search tool, so they were entered by hand and are not generated from a committed file.',
  note: 'End-of-life classes are the project’s own judgement of Swedish household collection (FTI) and deposit (Returpack) systems.',
};

/** 100: collected and recycled as material; 50: collected, partly recycled; 0: mostly incinerated. */
export type EndOfLife = 100 | 50 | 0;

export interface PackagingMaterial {
  label: string;
  /** kg CO2e per tonne of material, primary production. */
  kgCo2ePerTonne: number;
  endOfLife: EndOfLife;
  recyclable: boolean;
}

export const PACKAGING_MATERIALS = {
  glass: { label: 'glass', kgCo2ePerTonne: 1402.8, endOfLife: 100, recyclable: true },
  aluminium: { label: 'aluminium', kgCo2ePerTonne: 9115.9, endOfLife: 100, recyclable: true },
  steel: { label: 'steel', kgCo2ePerTonne: 2863.9, endOfLife: 100, recyclable: true },
  board: { label: 'cardboard', kgCo2ePerTonne: 1199.7, endOfLife: 100, recyclable: true },
  paper: { label: 'paper', kgCo2ePerTonne: 1345.1, endOfLife: 100, recyclable: true },
  // Liquid carton: DEFRA has no composite row; board is its dominant mass (~75 %).
  liquidCarton: { label: 'beverage carton', kgCo2ePerTonne: 1199.7, endOfLife: 50, recyclable: true },
  pet: { label: 'PET', kgCo2ePerTonne: 3863.9, endOfLife: 50, recyclable: true },
  hdpe: { label: 'HDPE', kgCo2ePerTonne: 3095.2, endOfLife: 50, recyclable: true },
  ldpe: { label: 'LDPE', kgCo2ePerTonne: 2965.1, endOfLife: 50, recyclable: true },
  pp: { label: 'PP', kgCo2ePerTonne: 2577.6, endOfLife: 50, recyclable: true },
  ps: { label: 'PS', kgCo2ePerTonne: 4376.8, endOfLife: 0, recyclable: false },
  pvc: { label: 'PVC', kgCo2ePerTonne: 2944.8, endOfLife: 0, recyclable: false },
  plasticFilm: { label: 'plastic film', kgCo2ePerTonne: 2916.5, endOfLife: 50, recyclable: true },
  plastic: { label: 'plastic', kgCo2ePerTonne: 3172.5, endOfLife: 50, recyclable: true },
  // Multilayer laminates: average plastics factor; not separable for material recycling.
  composite: { label: 'composite', kgCo2ePerTonne: 3172.5, endOfLife: 0, recyclable: false },
} as const satisfies Record<string, PackagingMaterial>;

export type PackagingMaterialKey = keyof typeof PACKAGING_MATERIALS;
