/**
 * The AGRIBALYSE 3.1.1 environment-by-stage file that data/sources/ keeps, and the command that cuts
 * it from ADEME's "Synthèse" and "Détail étape" sheets (as CSV):
 *
 *   npx tsx scripts/data/agribalyse-environment-subset.ts Agribalyse_Synthese.csv "Agribalyse_Detail etape.csv" > \
 *     data/sources/agribalyse-3.1.1-environment-by-stage.csv
 *
 * One row per product (joined on Code AGB; products without exactly one stage row are left out):
 * its codes and names, the DQR of the détail étape (overall and its four components) and, for each
 * of the seven EF 3.1 indicators the environmental scores use, the synthèse total and the six stage
 * values of the détail étape. Every value is the publisher's string, unchanged.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { csvText, syntheseWithStages, type Row } from './agribalyse-climate-subset.js';

const STAGES = ['Agriculture', 'Transformation', 'Emballage', 'Transport', 'Supermarché et distribution', 'Consommation'] as const;
const STAGE_COLUMNS = ['agriculture', 'transformation', 'emballage', 'transport', 'supermarche_distribution', 'consommation'] as const;

/**
 * Short name → [synthèse column, détail étape column prefix]. The publisher's names differ by a
 * trailing space in one sheet ("Eutrophisation marine ").
 */
export const ENVIRONMENT_INDICATOR_COLUMNS = {
  acd: ['Acidification terrestre et eaux douces', 'Acidification terrestre et eaux douces'],
  fwe: ['Eutrophisation eaux douces', 'Eutrophisation eaux douces'],
  swe: ['Eutrophisation marine', 'Eutrophisation marine '],
  tre: ['Eutrophisation terrestre', 'Eutrophisation terrestre'],
  etf: ["Écotoxicité pour écosystèmes aquatiques d'eau douce", "Écotoxicité pour écosystèmes aquatiques d'eau douce"],
  ldu: ['Utilisation du sol', 'Utilisation du sol'],
  wtu: ['Épuisement des ressources eau', 'Épuisement des ressources eau'],
} as const;

const DQR = ['Global', 'P', 'TiR', 'GR', 'TeR'] as const;

export const ENVIRONMENT_HEADER = [
  'code_agb', 'code_ciqual', 'groupe', 'sous_groupe', 'nom_fr', 'lci_name_en',
  ...DQR.map((d) => `dqr_${d.toLowerCase()}`),
  ...Object.keys(ENVIRONMENT_INDICATOR_COLUMNS).flatMap((k) => [`${k}_total`, ...STAGE_COLUMNS.map((s) => `${k}_${s}`)]),
];

function cell(row: Row, column: string): string {
  const v = row[column];
  if (v === undefined) throw new Error(`no column ${column}`);
  return v;
}

export function cutEnvironmentByStage(syntheseCsv: string, stagesCsv: string): string {
  const out: string[][] = [ENVIRONMENT_HEADER];
  for (const [r, s] of syntheseWithStages(syntheseCsv, stagesCsv)) {
    out.push([
      r['Code AGB']!, r['Code CIQUAL']!, r["Groupe d'aliment"]!, r["Sous-groupe d'aliment"]!, r['Nom du Produit en Français']!, r['LCI Name']!,
      ...DQR.map((d) => cell(s, `DQR - ${d}`)),
      ...Object.values(ENVIRONMENT_INDICATOR_COLUMNS).flatMap(([total, stage]) => [cell(r, total), ...STAGES.map((st) => cell(s, `${stage} - ${st}`))]),
    ]);
  }
  return csvText(out);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [synthese, stages] = process.argv.slice(2);
  if (!synthese || !stages) throw new Error('usage: agribalyse-environment-subset.ts <synthese.csv> <detail-etape.csv>');
  process.stdout.write(cutEnvironmentByStage(readFileSync(synthese, 'utf8'), readFileSync(stages, 'utf8')));
}
