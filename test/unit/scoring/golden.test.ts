import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as engine from '../../../src/scoring/index.js';
import { buildBulk } from '../../support/bulk.js';
import { buildProduct, buildRichProduct } from '../../support/fixtures.js';
import { goldenFileName, serialiseGolden } from './golden-records.js';
import { BENCH_NAMED_PRODUCT, CORPUS_SUITES, methodBumpProducts, OAT_DRINK_PRODUCT, type NamedProduct } from './corpus/products.js';

/**
 * Golden records: every product of the test corpora, the peer suites, the fixtures and the
 * catalogue the tests seed, scored and explained (scores, the published explanation and its
 * summary in every language), one file per product under golden/<suite>/. A change to the engine
 * that changes any published figure or sentence shows up here product by product. Update with
 * `npx vitest run --project unit test/unit/scoring/golden.test.ts -u` (and delete the files of
 * products that left a suite) and say in the commit which products changed and why.
 */

const SUITES: Record<string, () => NamedProduct[]> = {
  ...CORPUS_SUITES,
  'fixtures-and-catalogue': () => [
    ...methodBumpProducts(),
    OAT_DRINK_PRODUCT,
    ['rich product fixture', buildRichProduct()],
    ['simple product fixture', buildProduct()],
    ['bulk product fixture', buildBulk(1, 1)[0]!],
    BENCH_NAMED_PRODUCT,
  ],
};

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');

describe('golden records (scores, explanation and summaries of every known product)', () => {
  for (const [suite, products] of Object.entries(SUITES)) {
    describe(suite, () => {
      const list = products();
      const files = list.map(([id]) => goldenFileName(id));

      it('names each product by its own file, and every file by a product of the suite', () => {
        expect(list.length).toBeGreaterThan(0);
        expect(new Set(files).size).toBe(list.length);
        // Run with -u, the records are written before this runs again; a file no product names is stale.
        expect(readdirSync(join(GOLDEN_DIR, suite)).filter((f) => !files.includes(f))).toEqual([]);
      });

      list.forEach((named, i) => {
        it(named[0], async () => {
          await expect(serialiseGolden(engine, named)).toMatchFileSnapshot(`./golden/${suite}/${files[i]}`);
        });
      });
    });
  }
});
