import { describe, expect, it } from 'vitest';
import { contractDocument, contractOperations, validateSchema } from '../../support/contract.js';
import { allOperations, at, checkFields, deref, encodedType } from './schema-walk.js';
import {
  mayBeEmptyStringFields,
  primaryNutrientFields,
  productRecordFields,
  responseSchemaOfOperation,
  richSubmissionFields,
  richTableFields,
  secondaryNutrientFields,
  simpleSubmissionFields,
  specEndpoints,
  specTables,
  webhookAbsentFields,
  webhookPayloadFields,
  type SpecField,
} from './spec-tables.js';

const schemas = contractDocument.components.schemas;
const copy = () => JSON.parse(JSON.stringify(contractDocument));
const richBranches = () => (schemas.RichProductSubmission.anyOf as Array<{ $ref: string }>).map((branch) => branch.$ref.slice(1));

/** A value of the field's type that the contract accepts (digits for gtin, which has a pattern). */
function sampleOf(field: SpecField, length = 1): unknown {
  if (field.type === 'string') return field.name === 'gtin' ? '0'.repeat(Math.max(length, 8)) : 'x'.repeat(length);
  if (field.type === 'integer') return 1;
  return 1.5;
}

describe('the spec tables themselves (guards against a mis-copied table)', () => {
  it('has 13 simple-form fields, 29 + 13 + 14 rich-form fields, 24 record fields and 21 payload fields', () => {
    expect(simpleSubmissionFields).toHaveLength(13);
    expect(richTableFields).toHaveLength(29);
    expect(primaryNutrientFields).toHaveLength(13);
    expect(secondaryNutrientFields).toHaveLength(14);
    expect(new Set(richSubmissionFields.map((field) => field.name)).size).toBe(56);
    expect(productRecordFields).toHaveLength(24);
    expect(webhookPayloadFields).toHaveLength(21);
  });
});

describe('the contract carries every spec table exactly', () => {
  it.each(specTables.map((table) => [table.section, table] as const))('%s', (_section, table) => {
    expect(checkFields(contractDocument, `/components/schemas/${table.schema}`, table.fields, { extensions: table.extensions })).toEqual([]);
  });

  it.each(Object.entries(responseSchemaOfOperation))('the 200 response of %s is %s', (operationId, schema) => {
    const entry = contractOperations.get(operationId);
    expect(entry, operationId).toBeDefined();
    const response = deref(contractDocument, entry!.operation.responses['200']).node;
    expect(response.content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${schema}` });
  });

  it('4.3 subscriptions object is the 2.1 usage object (current_count, max_limit)', () => {
    expect(schemas.SubscribeProductResponse.properties.subscriptions).toEqual({ $ref: '#/components/schemas/SubscriptionUsage' });
    expect(schemas.Account.properties.subscriptions).toEqual({ $ref: '#/components/schemas/SubscriptionUsage' });
  });

  it('every spec endpoint (and each allowed alias) is in the contract with its method and operationId', () => {
    for (const endpoint of specEndpoints) {
      const entry = contractOperations.get(endpoint.operationId);
      expect(entry?.paths, `${endpoint.method} ${endpoint.path}`).toContain(endpoint.path);
      expect(entry?.method).toBe(endpoint.method);
    }
  });
});

describe('2.2 simple submission (POST /subscribe/ array element)', () => {
  it('is the item schema of the request array, which requires only gtin', () => {
    expect(schemas.SubscribeProductsRequest.type).toBe('array');
    expect(schemas.SubscribeProductsRequest.items).toEqual({ $ref: '#/components/schemas/ProductSubmission' });
    expect(schemas.ProductSubmission.required).toEqual(['gtin']);
  });

  it('is_eco accepts exactly 1 and 0', () => {
    for (const isEco of [0, 1]) expect(validateSchema('ProductSubmission', { gtin: '07310865071859', is_eco: isEco })).toEqual([]);
    for (const isEco of [2, -1, '1', true, 0.5]) expect(validateSchema('ProductSubmission', { gtin: '07310865071859', is_eco: isEco })).not.toEqual([]);
  });

  it.each(simpleSubmissionFields.filter((field) => field.maxLength !== undefined).map((field) => [field.name, field] as const))(
    '%s: max length holds at the boundary',
    (_name, field) => {
      const base = field.name === 'gtin' ? {} : { gtin: '07310865071859' };
      expect(validateSchema('ProductSubmission', { ...base, [field.name]: sampleOf(field, field.maxLength) })).toEqual([]);
      expect(validateSchema('ProductSubmission', { ...base, [field.name]: sampleOf(field, field.maxLength! + 1) })).not.toEqual([]);
    },
  );

  it.each(simpleSubmissionFields.map((field) => [field.name, field] as const))('%s: a value of the wrong type is rejected', (_name, field) => {
    const base = field.name === 'gtin' ? {} : { gtin: '07310865071859' };
    const wrong = field.type === 'string' ? 12 : 'twelve';
    expect(validateSchema('ProductSubmission', { ...base, [field.name]: wrong })).not.toEqual([]);
  });
});

describe('2.3 rich submission (POST /subscribe/more/add)', () => {
  it('is an anyOf of two full object branches', () => {
    expect(schemas.RichProductSubmission.anyOf).toHaveLength(2);
    expect(richBranches()).toEqual(['/components/schemas/RichProductSubmissionByGtin', '/components/schemas/RichProductSubmissionByClientIdentifier']);
  });

  it.each([
    ['/components/schemas/RichProductSubmissionByGtin', 'gtin'],
    ['/components/schemas/RichProductSubmissionByClientIdentifier', 'client_identifier'],
  ])('branch %s carries all 56 fields with the spec types and lengths, and requires only %s', (pointer, requiredField) => {
    expect(checkFields(contractDocument, pointer, richSubmissionFields, { checkRequired: false })).toEqual([]);
    expect(at(contractDocument, pointer).required).toEqual([requiredField]);
  });

  it('accepts gtin alone, client_identifier alone, or both, and rejects neither', () => {
    expect(validateSchema('RichProductSubmission', { gtin: '07310865071859' })).toEqual([]);
    expect(validateSchema('RichProductSubmission', { client_identifier: 'SKU-1' })).toEqual([]);
    expect(validateSchema('RichProductSubmission', { gtin: '07310865071859', client_identifier: 'SKU-1' })).toEqual([]);
    expect(validateSchema('RichProductSubmission', { name: 'No identifier' })).not.toEqual([]);
    expect(validateSchema('RichProductSubmission', {})).not.toEqual([]);
  });

  it.each(richSubmissionFields.filter((field) => field.maxLength !== undefined).map((field) => [field.name, field] as const))(
    '%s: max length holds at the boundary, whichever identifier is sent',
    (_name, field) => {
      for (const base of [{ gtin: '07310865071859' }, { client_identifier: 'SKU-1' }]) {
        expect(validateSchema('RichProductSubmission', { ...base, [field.name]: sampleOf(field, field.maxLength) })).toEqual([]);
        expect(validateSchema('RichProductSubmission', { ...base, [field.name]: sampleOf(field, field.maxLength! + 1) })).not.toEqual([]);
      }
    },
  );

  it.each(richSubmissionFields.map((field) => [field.name, field] as const))('%s: right type accepted, wrong type rejected', (_name, field) => {
    for (const base of [{ gtin: '07310865071859' }, { client_identifier: 'SKU-1' }]) {
      expect(validateSchema('RichProductSubmission', { ...base, [field.name]: sampleOf(field) })).toEqual([]);
      expect(validateSchema('RichProductSubmission', { ...base, [field.name]: field.type === 'string' ? 7 : 'seven' })).not.toEqual([]);
    }
  });

  it('subcategory is an integer, not any number', () => {
    expect(validateSchema('RichProductSubmission', { gtin: '07310865071859', subcategory: 10000025 })).toEqual([]);
    expect(validateSchema('RichProductSubmission', { gtin: '07310865071859', subcategory: 1.5 })).not.toEqual([]);
  });
});

describe('every request body rejects unknown properties', () => {
  /** The object schemas a body schema consists of (array items and anyOf/oneOf branches followed). */
  function objectSchemasOf(schema: any, pointer: string): Array<{ pointer: string; schema: any }> {
    const { node, pointer: where } = deref(contractDocument, schema, pointer);
    if (node.type === 'array') return objectSchemasOf(node.items, `${where}/items`);
    const keyword = ['anyOf', 'oneOf', 'allOf'].find((candidate) => Array.isArray(node[candidate]));
    if (keyword) return node[keyword].flatMap((branch: any, index: number) => objectSchemasOf(branch, `${where}/${keyword}/${index}`));
    return [{ pointer: where, schema: node }];
  }

  const bodies = allOperations(contractDocument)
    .filter(({ operation }) => operation.requestBody)
    .flatMap(({ path, method, pointer, operation }) =>
      Object.entries<any>(deref(contractDocument, operation.requestBody).node.content).map(([mediaType, content]) => [`${method} ${path} ${mediaType}`, content, pointer] as const),
    );

  it('finds the request bodies of both subscribe operations (and the webhook)', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(5);
  });

  it.each(bodies)('%s: additionalProperties is false on every object schema', (_name, content, pointer) => {
    const objects = objectSchemasOf(content.schema, pointer);
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) expect(object.schema.additionalProperties, object.pointer).toBe(false);
  });

  it('an unknown property is rejected in both forms', () => {
    expect(validateSchema('ProductSubmission', { gtin: '07310865071859', colour: 'red' })).not.toEqual([]);
    expect(validateSchema('RichProductSubmission', { gtin: '07310865071859', colour: 'red' })).not.toEqual([]);
    expect(validateSchema('RichProductSubmission', { client_identifier: 'SKU-1', colour: 'red' })).not.toEqual([]);
  });
});

describe('2.4 product record and 2.5 webhook payload', () => {
  it('every score is number-or-null in the contract, as the spec allows ("A score may be null")', () => {
    for (const field of productRecordFields.filter((candidate) => /Score$|^CO2e$/.test(candidate.name) && candidate.name !== 'nutriScore')) {
      const { types, nullable } = encodedType(deref(contractDocument, schemas.ProductRecord.properties[field.name]).node);
      expect(types, field.name).toEqual([field.contractType ?? 'number']);
      expect(nullable, field.name).toBe(true);
    }
  });

  it.each(mayBeEmptyStringFields)('%s is a string that may be empty but is never null', (name) => {
    const { node } = deref(contractDocument, schemas.ProductRecord.properties[name]);
    expect(encodedType(node)).toEqual({ types: ['string'], nullable: false });
    expect(node.minLength ?? 0).toBe(0);
    const record = { ...exampleRecord(), [name]: '' };
    expect(validateSchema('ProductRecord', record)).toEqual([]);
    expect(validateSchema('ProductRecord', { ...record, [name]: null })).not.toEqual([]);
  });

  it('name is a string (empty when unknown), never null', () => {
    expect(validateSchema('ProductRecord', { ...exampleRecord(), name: '' })).toEqual([]);
    expect(validateSchema('ProductRecord', { ...exampleRecord(), name: null })).not.toEqual([]);
  });

  it('the record gtin is the 14-character form with leading zeros', () => {
    expect(validateSchema('ProductRecord', { ...exampleRecord(), gtin: '07310865071859' })).toEqual([]);
    expect(validateSchema('ProductRecord', { ...exampleRecord(), gtin: '7310865071859' })).not.toEqual([]);
  });

  it('isEco is 1, 0 or null', () => {
    for (const isEco of [0, 1, null]) expect(validateSchema('ProductRecord', { ...exampleRecord(), isEco })).toEqual([]);
    for (const isEco of [2, '1', true]) expect(validateSchema('ProductRecord', { ...exampleRecord(), isEco })).not.toEqual([]);
  });

  it('a record with every nullable field null is valid; a record missing any spec field is not', () => {
    const nulls = Object.fromEntries(productRecordFields.filter((field) => field.nullable).map((field) => [field.name, null]));
    expect(validateSchema('ProductRecord', { ...exampleRecord(), ...nulls })).toEqual([]);
    for (const field of productRecordFields) {
      const { [field.name]: _dropped, ...rest } = exampleRecord();
      expect(validateSchema('ProductRecord', rest), field.name).not.toEqual([]);
    }
  });

  it('the webhook payload id is a string and the record id an integer', () => {
    expect(encodedType(schemas.WebhookPayload.properties.id)).toEqual({ types: ['string'], nullable: false });
    expect(encodedType(schemas.ProductRecord.properties.id)).toEqual({ types: ['integer'], nullable: false });
  });

  it.each(webhookAbsentFields)('the webhook payload has no %s, and rejects it', (name) => {
    expect(schemas.WebhookPayload.properties).not.toHaveProperty(name);
    expect(schemas.WebhookPayload.required).not.toContain(name);
    expect(validateSchema('WebhookPayload', { ...examplePayload(), [name]: '' })).not.toEqual([]);
  });

  it('every payload field shares its schema with the record field of the same name (same types as 2.4)', () => {
    for (const field of webhookPayloadFields.filter((candidate) => !['id', 'gtin'].includes(candidate.name))) {
      expect(schemas.WebhookPayload.properties[field.name], field.name).toEqual(schemas.ProductRecord.properties[field.name]);
    }
  });
});

describe('checkFields detects a contract that drifts from the spec (the checks can fail)', () => {
  const simple = '/components/schemas/ProductSubmission';

  it('a dropped field', () => {
    const document = copy();
    delete document.components.schemas.ProductSubmission.properties.certificates;
    expect(checkFields(document, simple, simpleSubmissionFields)).toEqual(['certificates: missing']);
  });

  it('a changed max length', () => {
    const document = copy();
    document.components.schemas.ProductSubmission.properties.origin.maxLength = 51;
    expect(checkFields(document, simple, simpleSubmissionFields)).toEqual(['origin: maxLength 51, spec 50']);
  });

  it('a changed type', () => {
    const document = copy();
    document.components.schemas.ProductSubmission.properties.price.type = 'string';
    expect(checkFields(document, simple, simpleSubmissionFields)).toEqual(['price: type ["string"], spec number']);
  });

  it('an extra required field', () => {
    const document = copy();
    document.components.schemas.ProductSubmission.required.push('name');
    expect(checkFields(document, simple, simpleSubmissionFields)).toEqual(['name: required true, spec false']);
  });

  it('a field the spec does not have', () => {
    const document = copy();
    document.components.schemas.ProductSubmission.properties.colour = { type: 'string' };
    expect(checkFields(document, simple, simpleSubmissionFields)).toEqual(['colour: not in the spec table']);
  });

  it('a score that lost its null', () => {
    const document = copy();
    document.components.schemas.WaterScore.type = 'number';
    expect(checkFields(document, '/components/schemas/ProductRecord', productRecordFields)).toEqual(['waterScore: nullable false, expected true']);
  });

  it('a nutrient dropped from the shared rich properties', () => {
    const document = copy();
    delete document.components.schemas.RichProductSubmissionByClientIdentifier.properties.secondary_quantity_salt;
    expect(checkFields(document, '/components/schemas/RichProductSubmissionByClientIdentifier', richSubmissionFields, { checkRequired: false })).toEqual([
      'secondary_quantity_salt: missing',
    ]);
  });
});

function exampleRecord(): Record<string, unknown> {
  return { ...contractDocument.components.examples.GetProductResponseExample.value };
}

function examplePayload(): Record<string, unknown> {
  return { ...contractDocument.components.examples.ProductUpdatedWebhookExample.value };
}
