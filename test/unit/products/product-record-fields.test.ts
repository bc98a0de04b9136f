import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../../src/products/product-record.js';
import { scoreProduct } from '../../../src/scoring/index.js';
import { loadContract } from '../../../src/shared/contract.js';
import { contractValidator } from '../../../src/shared/contract-schemas.js';

/**
 * The product record's fields are declared once, in the contract (`ProductRecord`, and the
 * `WebhookPayload` that carries the same scores): the engine's result type is the contract's, the
 * engine builds its scores in the contract's order, and the record and the payload are made from
 * them without naming a field.
 */
const schemas = (loadContract().document as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } }).components.schemas;
const recordFields = Object.keys(schemas.ProductRecord!.properties);
const payloadFields = Object.keys(schemas.WebhookPayload!.properties);
const scoreFields = recordFields.filter((field) => !['id', 'gtin', 'name'].includes(field));

const product = {
  gtin: '07310865071859',
  name: 'Havredryck',
  ingredients: 'Vatten, HAVRE 10%, rapsolja, salt.',
  country_of_origin: 'Sverige',
  quantity_energy_kj: 190,
  quantity_part_sugars: 4,
  quantity_part_saturated_fat: 0.2,
  quantity_salt: 0.1,
  quantity_protein: 1,
};

describe('the product record’s fields, declared once', () => {
  it('the engine computes exactly the contract’s score fields, in the contract’s order', () => {
    expect(scoreFields.length).toBeGreaterThan(15);
    expect(Object.keys(scoreProduct(product))).toEqual(scoreFields);
  });

  it('the stored record and the webhook payload have the contract’s fields in its order, and are valid by its schemas', () => {
    const built = buildRecord({ gtin: product.gtin, clientIdentifier: 'SKU-1', catalogue: undefined, submission: product });
    const record = JSON.parse(`{"id":1,${built.record.slice(1)}`) as Record<string, unknown>;
    const payload = JSON.parse(built.payload) as Record<string, unknown>;
    expect(Object.keys(record)).toEqual(recordFields);
    expect(Object.keys(payload)).toEqual(payloadFields);
    const validRecord = contractValidator('ProductRecord');
    const validPayload = contractValidator('WebhookPayload');
    expect(validRecord(record), JSON.stringify(validRecord.errors)).toBe(true);
    expect(validPayload(payload), JSON.stringify(validPayload.errors)).toBe(true);
    expect(payload).toMatchObject({ id: 'SKU-1', gtin: product.gtin, climateScore: record.climateScore, isEco: record.isEco });
  });

  it('a new score field is written in at most four files: the contract, the engine step that computes it, the sentences that explain it and the inputs it depends on', () => {
    // A file that names every score field is a list of them: a new field must be added there too.
    // generated/v2.ts is rewritten from the contract by `make generate` (and `make test` checks it is current).
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const files = execFileSync('git', ['ls-files', 'src', 'openapi', 'clients/typescript/src', 'scripts'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const lists = files.filter((file) => {
      const text = readFileSync(`${root}${file}`, 'utf8');
      return scoreFields.every((field) => new RegExp(`\\b${field}\\b`).test(text));
    });
    expect(lists.sort()).toEqual(['openapi/v2.yaml', 'src/scoring/explain/completeness.ts', 'src/scoring/explain/summary.ts', 'src/scoring/pipeline.ts']);
  });
});
