import { describe, expect, it } from 'vitest';
import * as engine from '../../../src/scoring/index.js';
import { buildBulk } from '../../support/bulk.js';
import { buildProduct, buildRichProduct } from '../../support/fixtures.js';
import { serialiseGolden } from './golden-records.js';
import { BENCH_NAMED_PRODUCT, CORPUS_SUITES, methodBumpProducts, OAT_DRINK_PRODUCT, type NamedProduct } from './corpus/products.js';

/**
 * Golden records: every product of the test corpora, the peer suites, the fixtures and the
 * catalogue the tests seed, scored and explained (scores, the published explanation and its
 * summary in every language), one file per suite under golden/. A change to the engine that
 * changes any published figure or sentence shows up here product by product. Update with
 * `npx vitest run --project unit test/unit/scoring/golden.test.ts -u` and say in the commit which
 * products changed and why.
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

describe('golden records (scores, explanation and summaries of every known product)', () => {
  for (const [suite, products] of Object.entries(SUITES)) {
    it(suite, async () => {
      const list = products();
      expect(list.length).toBeGreaterThan(0);
      await expect(serialiseGolden(engine, list)).toMatchFileSnapshot(`./golden/${suite}.json`);
    });
  }
});
