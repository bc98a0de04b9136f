import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../../generated/v2.js';
import type { ProductData } from '../../../src/scoring/index.js';

/**
 * `ProductData` (src/scoring/types.ts) is written by hand for the scoring seam; these type
 * assertions (checked by `tsc` in `make test`) tie it to the contract: both submission forms are
 * scoring input as they arrive, and it names no field the contract does not define.
 */
type Schemas = components['schemas'];
type Submissions = Schemas['ProductSubmission'] | Schemas['RichProductSubmissionByGtin'] | Schemas['RichProductSubmissionByClientIdentifier'];
/** Every property name of every member of a union. */
type KeysOfEach<T> = T extends unknown ? keyof T : never;

describe('ProductData against the contract', () => {
  it('accepts every submission form as it arrives', () => {
    expectTypeOf<Schemas['ProductSubmission']>().toMatchTypeOf<ProductData>();
    expectTypeOf<Schemas['RichProductSubmissionByGtin']>().toMatchTypeOf<ProductData>();
    expectTypeOf<Schemas['RichProductSubmissionByClientIdentifier']>().toMatchTypeOf<ProductData>();
  });

  it('has exactly the fields of the submission forms', () => {
    expectTypeOf<keyof ProductData>().toEqualTypeOf<KeysOfEach<Submissions>>();
  });
});
