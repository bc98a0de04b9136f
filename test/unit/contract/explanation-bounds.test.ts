import { describe, expect, it } from 'vitest';
import { CHILD_LABOUR_REGIONAL } from '../../../src/scoring/data/child-labour.js';
import { COMMODITIES } from '../../../src/scoring/data/commodities.js';
import { COUNTRIES } from '../../../src/scoring/data/countries.js';
import { PACKAGING_MATERIALS } from '../../../src/scoring/data/packaging-materials.js';
import { SOURCES } from '../../../src/scoring/data/sources.js';
import { INDICATOR_TABLES } from '../../../src/scoring/explain/sources.js';
import { METHOD_VERSION } from '../../../src/scoring/index.js';
import { contractDocument, validateSchema } from '../../support/contract.js';

/**
 * The explanation's bounds that follow from the engine's own tables rather than from the request:
 * a source, a commodity or material label, a country, an indicator year, the method version. The
 * integration tests validate the explanations they read; this checks every table entry, used by a
 * test product or not, so a longer entry added to a table fails here before a partner sees it.
 */
const schemas = contractDocument.components.schemas;
const codePoints = (text: string) => [...text].length;

describe('the engine tables fit the explanation bounds', () => {
  it('every source of the registry is a valid Source', () => {
    for (const [id, source] of Object.entries(SOURCES)) {
      expect(validateSchema('Source', { id, title: source.title, publisher: source.publisher, edition: source.edition, licence: source.licence, url: source.url }), id).toEqual([]);
    }
    expect(Object.keys(SOURCES).length).toBeLessThanOrEqual(schemas.ProductExplanation.properties.sources.maxItems);
  });

  it('every commodity and packaging material label fits `matched`', () => {
    const maxLength = schemas.ClimateContribution.properties.matched.maxLength;
    const labels = [...Object.values(COMMODITIES).map((c) => c.label), ...Object.values(PACKAGING_MATERIALS).map((m) => m.label)];
    for (const label of labels) expect(codePoints(label), label).toBeLessThanOrEqual(maxLength);
  });

  it('every country the engine knows, and the EU, fit `countries`', () => {
    expect(COUNTRIES.length + 1).toBeLessThanOrEqual(schemas.ProductExplanation.properties.countries.maxItems);
    for (const country of COUNTRIES) expect(country.iso2).toMatch(new RegExp(schemas.CountryExplanation.properties.country.pattern));
  });

  it('every indicator year is within `year`', () => {
    const { minimum, maximum } = schemas.CountryIndicator.properties.year;
    for (const table of [...Object.values(INDICATOR_TABLES), CHILD_LABOUR_REGIONAL]) {
      for (const year of [table.year, ...Object.values(table.years)]) {
        expect(year, table.name).toBeGreaterThanOrEqual(minimum);
        expect(year, table.name).toBeLessThanOrEqual(maximum);
      }
    }
    expect(Object.keys(INDICATOR_TABLES)).toHaveLength(schemas.CountryExplanation.properties.indicators.maxItems);
  });

  it('the method version fits `methodVersion`', () => {
    expect(codePoints(METHOD_VERSION)).toBeLessThanOrEqual(schemas.ProductExplanation.properties.methodVersion.maxLength);
    expect(codePoints(METHOD_VERSION)).toBeLessThanOrEqual(schemas.SubscriptionSummary.properties.methodVersion.maxLength);
  });
});
