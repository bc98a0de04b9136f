import type { Knex } from 'knex';
import type { ErrorObject } from 'ajv';
import type { ProductData } from '../scoring/index.js';
import { contractValidator } from '../shared/contract-schemas.js';
import { gtinCheckDigitIsValid, normaliseGtin } from '../shared/gtin.js';
import type { CatalogueStore } from './catalogue-store.js';
import { commitWithoutWaitingForDisk, walFlushed } from '../db/query.js';

export interface CatalogueLine {
  /** 1-based line number in the file, for error reports. */
  line: number;
  value: unknown;
}

export interface LineError {
  line: number;
  errors: string[];
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  const messages = (errors ?? [])
    .filter((error) => error.keyword !== 'anyOf')
    .map((error) => {
      const params = error.params as Record<string, unknown>;
      const where = error.keyword === 'required' ? `/${String(params.missingProperty)}`
        : error.keyword === 'additionalProperties' ? `/${String(params.additionalProperty)}` : error.instancePath || '/';
      const what = error.keyword === 'required' ? 'is required' : error.keyword === 'additionalProperties' ? 'is not a known field' : error.message ?? 'is invalid';
      return `${where} ${what}`;
    });
  return [...new Set(messages)];
}

/**
 * Loads the operator's product catalogue: the rich submission form with a required GTIN, checked
 * against the contract. `onProductsChanged` runs in the same transaction as the change (the runtime
 * recomputes the subscribed records there), so the catalogue needs nothing from the subscriptions slice.
 */
export function createCatalogueService(deps: {
  db: Knex;
  catalogue: CatalogueStore;
  onProductsChanged: (trx: Knex.Transaction, gtins: string[]) => Promise<void>;
}) {

  return {
    /** Imports one batch in one transaction; invalid lines are reported and skipped. Call `durable` after the last. */
    async importBatch(lines: CatalogueLine[]): Promise<{ imported: number; changed: number; errors: LineError[] }> {
      const validate = contractValidator('RichProductSubmissionByGtin');
      const errors: LineError[] = [];
      const products = new Map<string, ProductData>();
      for (const { line, value } of lines) {
        if (!validate(value)) {
          errors.push({ line, errors: describe(validate.errors) });
          continue;
        }
        const data = value as ProductData;
        const gtin = data.gtin as string;
        if (!gtinCheckDigitIsValid(gtin)) {
          errors.push({ line, errors: ['/gtin has a wrong GS1 check digit'] });
          continue;
        }
        const { gtin: _gtin, client_identifier: _identifier, ...rest } = data;
        products.set(normaliseGtin(gtin), rest);
      }
      const changed = await deps.db.transaction(async (trx) => {
        // A batch's commit does not wait for the disk; `durable` does, once, after the last batch.
        await commitWithoutWaitingForDisk(trx);
        const changedGtins = await deps.catalogue.upsertMany(trx, [...products].map(([gtin, data]) => ({ gtin, data })));
        if (changedGtins.length > 0) await deps.onProductsChanged(trx, changedGtins);
        return changedGtins.length;
      });
      return { imported: products.size, changed, errors };
    },

    /** Resolves once every batch imported before is on disk: the import reports success only after it. */
    durable(): Promise<void> {
      return walFlushed(deps.db);
    },
  };
}

