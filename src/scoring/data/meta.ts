import type { SourceId } from './sources.js';

/** Provenance of the project's own vocabularies (word lists, not figures from a publisher). */
export interface TableMeta {
  source: string;
  year: number;
  licence: string;
  url: string;
  note?: string;
}

/** Provenance carried by every table of publisher figures (listed in docs/methodology.md "Data sources"). */
export interface SourcedTableMeta {
  /** Key into SOURCES (publisher, edition, licence, URL). */
  sourceId: SourceId;
  /** Reference year of the figures (not the year they were copied). */
  year: number;
  /**
   * True when the figures are not generated from a committed primary file (`make data`): the
   * values are the publisher's as entered by hand and unverified, and the explanation says so.
   */
  estimate: boolean;
  /** Why the figures are an estimate; present exactly when `estimate` is true. */
  estimateReason?: string;
  /** How the figures were obtained and what to know before relying on them. */
  note?: string;
}

/** One input figure as the explanation reports it. */
export interface DataValue {
  value: number;
  /** Year of this figure; null when the source gives no year per value. */
  year: number | null;
  sourceId: SourceId;
  estimate: boolean;
}
