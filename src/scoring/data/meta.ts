/** Provenance carried by every shipped data table (shown in docs/methodology.md and NOTICE). */
export interface TableMeta {
  source: string;
  /** Reference year of the figures (not the year they were copied). */
  year: number;
  licence: string;
  url: string;
  /** How the figures were obtained and how far to trust them. */
  note?: string;
}
