/**
 * The AGRIBALYSE 3.1.1 climate-by-stage file that data/sources/ keeps, and the command that cuts it
 * from ADEME's "Synthèse" and "Détail étape" sheets (as CSV):
 *
 *   npx tsx scripts/data/agribalyse-climate-subset.ts Agribalyse_Synthese.csv "Agribalyse_Detail etape.csv" > \
 *     data/sources/agribalyse-3.1.1-climate-by-stage.csv
 *
 * One row per product (joined on Code AGB; products without exactly one stage row are left out): its
 * names, DQR, the total `Changement climatique` of the synthèse and the six stage values of the
 * détail étape. Every value is the publisher's string, unchanged.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';

const STAGES = ['Agriculture', 'Transformation', 'Emballage', 'Transport', 'Supermarché et distribution', 'Consommation'] as const;
const HEADER = [
  'code_agb', 'code_ciqual', 'groupe', 'sous_groupe', 'nom_fr', 'lci_name_en', 'dqr', 'cc_total_kgco2e_per_kg',
  'cc_agriculture', 'cc_transformation', 'cc_emballage', 'cc_transport', 'cc_supermarche_distribution', 'cc_consommation',
];

export type Row = Record<string, string>;

/** Quoted only when it must be (a comma, quote or line break), as Python's csv module writes. */
const csvCell = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** Each synthèse row with its détail étape row, joined on Code AGB, in the synthèse's order (products without exactly one stage row left out). */
export function* syntheseWithStages(syntheseCsv: string, stagesCsv: string): Generator<[Row, Row]> {
  const byCode = new Map<string, Row[]>();
  for (const r of parse(stagesCsv, { columns: true }) as Row[]) {
    const code = r['Code AGB'] ?? '';
    byCode.set(code, [...(byCode.get(code) ?? []), r]);
  }
  for (const r of parse(syntheseCsv, { columns: true }) as Row[]) {
    const stages = byCode.get(r['Code AGB'] ?? '');
    if (stages?.length === 1) yield [r, stages[0]!];
  }
}

export const csvText = (rows: readonly (readonly string[])[]): string => rows.map((cells) => cells.map(csvCell).join(',')).join('\n') + '\n';

export function cutClimateByStage(syntheseCsv: string, stagesCsv: string): string {
  const out: string[][] = [HEADER];
  for (const [r, s] of syntheseWithStages(syntheseCsv, stagesCsv)) {
    out.push([
      r['Code AGB']!, r['Code CIQUAL']!, r["Groupe d'aliment"]!, r["Sous-groupe d'aliment"]!, r['Nom du Produit en Français']!,
      r['LCI Name']!, r.DQR!, r['Changement climatique']!, ...STAGES.map((st) => s[`Changement climatique - ${st}`] ?? ''),
    ]);
  }
  return csvText(out);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [synthese, stages] = process.argv.slice(2);
  if (!synthese || !stages) throw new Error('usage: agribalyse-climate-subset.ts <synthese.csv> <detail-etape.csv>');
  process.stdout.write(cutClimateByStage(readFileSync(synthese, 'utf8'), readFileSync(stages, 'utf8')));
}
