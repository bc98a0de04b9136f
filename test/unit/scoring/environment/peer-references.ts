import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

/** The AGRIBALYSE indicators the peer check compares with (the committed subset's column prefixes). */
export type PeerIndicator = 'wtu' | 'ldu' | 'swe' | 'etf' | 'acd' | 'fwe' | 'tre';

/**
 * AGRIBALYSE 3.1.1 totals per kg (the synthèse's, minus the consumption stage: the engine's boundary
 * ends at the shop) by Code AGB, from the committed data/sources/agribalyse-3.1.1-environment-by-stage.csv.
 */
export function agribalyseEnvironmentTotals(root: string): Map<string, Record<PeerIndicator, number>> {
  const rows = parse(readFileSync(join(root, 'data/sources/agribalyse-3.1.1-environment-by-stage.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  const indicators: PeerIndicator[] = ['wtu', 'ldu', 'swe', 'etf', 'acd', 'fwe', 'tre'];
  return new Map(
    rows.map((r) => [
      r.code_agb!,
      Object.fromEntries(indicators.map((i) => [i, Number(r[`${i}_total`]) - Number(r[`${i}_consommation`] || 0)])) as Record<PeerIndicator, number>,
    ]),
  );
}
