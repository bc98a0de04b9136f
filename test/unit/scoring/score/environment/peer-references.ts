import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

/** The AGRIBALYSE indicators the peer check compares with (the committed subset's column prefixes). */
export type PeerIndicator = 'wtu' | 'ldu' | 'swe' | 'etf' | 'acd' | 'fwe' | 'tre';
/** The totals, plus `etfToGate`: freshwater ecotoxicity of the farm and processing stages (the pesticide quantity's own boundary). */
export type PeerTotals = Record<PeerIndicator | 'etfToGate', number>;

/**
 * AGRIBALYSE 3.1.1 totals per kg (the synthèse's, minus the consumption stage: the engine's boundary
 * ends at the shop) by Code AGB, from the committed data/sources/agribalyse-3.1.1-environment-by-stage.csv.
 */
export function agribalyseEnvironmentTotals(root: string): Map<string, PeerTotals> {
  const rows = parse(readFileSync(join(root, 'data/sources/agribalyse-3.1.1-environment-by-stage.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  const indicators: PeerIndicator[] = ['wtu', 'ldu', 'swe', 'etf', 'acd', 'fwe', 'tre'];
  return new Map(
    rows.map((r) => [
      r.code_agb!,
      {
        ...(Object.fromEntries(indicators.map((i) => [i, Number(r[`${i}_total`]) - Number(r[`${i}_consommation`] || 0)])) as Record<PeerIndicator, number>),
        etfToGate: Number(r.etf_agriculture || 0) + Number(r.etf_transformation || 0),
      },
    ]),
  );
}

/** AGRIBALYSE's food group ("groupe") of each product by Code AGB, from the same committed file. */
export function agribalyseFoodGroups(root: string): Map<string, string> {
  const rows = parse(readFileSync(join(root, 'data/sources/agribalyse-3.1.1-environment-by-stage.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  return new Map(rows.map((r) => [r.code_agb!, r.groupe!]));
}

/** AGRIBALYSE's stage names in the committed file, as the engine names its stages (consumption outside its boundary). */
const STAGE_SUFFIXES = {
  farm: 'agriculture',
  processing: 'transformation',
  packaging: 'emballage',
  transport: 'transport',
  retail: 'supermarche_distribution',
  consumption: 'consommation',
} as const;
export type PeerStage = keyof typeof STAGE_SUFFIXES;

/** Each product's indicators stage by stage, by Code AGB, from the same committed file. */
export function agribalyseEnvironmentStages(root: string): Map<string, Record<PeerStage, Record<PeerIndicator, number>>> {
  const rows = parse(readFileSync(join(root, 'data/sources/agribalyse-3.1.1-environment-by-stage.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  const indicators: PeerIndicator[] = ['wtu', 'ldu', 'swe', 'etf', 'acd', 'fwe', 'tre'];
  return new Map(
    rows.map((r) => [
      r.code_agb!,
      Object.fromEntries(
        Object.entries(STAGE_SUFFIXES).map(([stage, suffix]) => [stage, Object.fromEntries(indicators.map((i) => [i, Number(r[`${i}_${suffix}`] || 0)]))]),
      ) as Record<PeerStage, Record<PeerIndicator, number>>,
    ]),
  );
}
