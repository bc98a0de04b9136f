import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse as parseCsv } from 'csv-parse';
import type { Command } from 'commander';
import { problem } from '../../shared/app-error.js';
import type { CatalogueLine, LineError } from '../../products/catalogue-service.js';
import { withServices } from '../services.js';
import { createBackgroundPacer, type PacingReport } from '../../shared/background-pacing.js';
import type { Output } from '../output.js';
import { createProgress } from '../progress.js';

const BATCH_SIZE = 1_000;
const NUMERIC_FIELDS = new Set([
  'subcategory', 'packaging_material_quantity', 'alcohol_percentage', 'nutrient_basis_quantity', 'secondary_nutrient_basis_quantity',
]);
const isNumericField = (field: string) => NUMERIC_FIELDS.has(field) || /^(secondary_)?quantity_/.test(field);

/** CSV cells are text: numeric columns become numbers, empty cells are left out. */
function csvRecordToProduct(record: Record<string, string>): Record<string, unknown> {
  const product: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(record)) {
    if (cell === '') continue;
    if (isNumericField(field)) {
      const number = Number(cell.replace(',', '.'));
      product[field] = Number.isFinite(number) ? number : cell;
    } else {
      product[field] = cell;
    }
  }
  return product;
}

async function* readLines(file: string): AsyncGenerator<CatalogueLine> {
  if (/\.csv$/i.test(file)) {
    const parser = createReadStream(file).pipe(parseCsv({ columns: true, bom: true, trim: true, skip_empty_lines: true, relax_column_count: false }));
    let line = 1;
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      line += 1;
      yield { line, value: csvRecordToProduct(record) };
    }
    return;
  }
  const reader = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of reader) {
    line += 1;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = Symbol.for('invalid-json');
    }
    yield { line, value };
  }
}

export function registerCatalogueCommands(program: Command, output: () => Output): void {
  const catalogue = program.command('catalogue').description('Load the shared product catalogue');
  catalogue
    .command('import')
    .description('Import products from JSON Lines (one rich product object per line) or CSV (header row of field names)')
    .argument('<file>', 'a .jsonl/.ndjson file, or a .csv file')
    .action(async (file: string) => {
      if (!existsSync(file)) throw problem.noSuchFile(file);
      const out = output();
      const progress = createProgress('importing', out.json);
      const summary = await withServices(async (services, config, logger) => {
        const totals = { lines: 0, imported: 0, changed: 0, errors: [] as LineError[], pacing: undefined as PacingReport | undefined };
        // Each batch waits while the host's CPU is contended, in proportion to the batch before it (src/shared/background-pacing.ts).
        const pacer = createBackgroundPacer(config.backgroundPacing, { logger });
        let batch: CatalogueLine[] = [];
        const flush = async () => {
          await pacer.pass();
          const invalidJson = batch.filter((entry) => entry.value === Symbol.for('invalid-json'));
          const result = await services.catalogueService.importBatch(batch.filter((entry) => entry.value !== Symbol.for('invalid-json')));
          totals.imported += result.imported;
          totals.changed += result.changed;
          totals.errors.push(...invalidJson.map((entry) => ({ line: entry.line, errors: ['not valid JSON'] })), ...result.errors);
          batch = [];
          progress.update(totals.lines);
        };
        for await (const entry of readLines(file)) {
          totals.lines += 1;
          batch.push(entry);
          if (batch.length >= BATCH_SIZE) await flush();
        }
        if (batch.length > 0) await flush();
        await services.catalogueService.durable();
        totals.pacing = pacer.report();
        progress.done(totals.lines);
        totals.errors.sort((a, b) => a.line - b.line);
        return totals;
      }, { background: true });
      const shown = summary.errors.slice(0, 50).map((error) => `  line ${error.line}: ${error.errors.join('; ')}`);
      if (summary.errors.length > 50) shown.push(`  … and ${summary.errors.length - 50} more (use --json for all)`);
      out.result(
        { file, lines: summary.lines, imported: summary.imported, changed: summary.changed, failed: summary.errors.length, errors: summary.errors, pacing: summary.pacing },
        [`Imported ${summary.imported} of ${summary.lines} products from ${file} (${summary.changed} new or changed; their subscribers' records are recomputed and the changes queued for delivery).`,
          ...(summary.pacing && summary.pacing.paused > 0 ? [`Paced while the CPU was contended: ${summary.pacing.paused} pauses, ${summary.pacing.pausedSeconds} s in all.`] : []),
          ...(summary.errors.length > 0 ? [`${summary.errors.length} lines were not imported:`, ...shown] : [])].join('\n'),
      );
      if (summary.errors.length > 0) process.exitCode = 1;
    });
}
