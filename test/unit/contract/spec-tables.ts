/**
 * The field tables of the interface specification the service was built to (docs/interface.md), as test data.
 * These are facts from the spec, not from the contract: fields.test.ts checks the contract
 * (openapi/v2.yaml) against them, so a field dropped or retyped in the contract fails a test.
 *
 * `type` is the spec's type, mapped to JSON Schema: float → number, text → string.
 * `contractType` is set only where the contract deliberately narrows the spec's type (still a
 * subset of it). `nullable` is how the contract encodes the field (`type: [T, 'null']`).
 * `contractMaxLength` is the contract's own bound on a string the spec gives no length (issue 16:
 * every string is bounded): a response field's follows from the request bounds and the engine, a
 * request field's is stated in docs/adr/0056-contract-bounds.md.
 */

export type SpecType = 'string' | 'integer' | 'number' | 'object';

export interface SpecField {
  name: string;
  type: SpecType;
  /** Max length stated by the spec (string fields only); undefined where the spec states none. */
  maxLength?: number;
  required: boolean;
  nullable?: boolean;
  /** A narrower JSON Schema type the contract uses for a spec type (integer for a spec "number"). */
  contractType?: SpecType;
  /** The contract's maxLength where the spec states none (see above); undefined where the spec states one. */
  contractMaxLength?: number;
  /** A fixed value the spec shows (for example `success`). */
  value?: string;
  note?: string;
}

const field = (name: string, type: SpecType, extra: Partial<SpecField> = {}): SpecField => ({ name, type, required: false, ...extra });

// ---------------------------------------------------------------------------------------------
// 2.1 Account information (response of GET /subscribe/account)
// ---------------------------------------------------------------------------------------------
export const accountFields: SpecField[] = [
  field('status', 'string', { required: true }),
  field('client', 'string', { required: true, contractMaxLength: 200, note: 'the client name, 1 to 200 characters (clients.name)' }),
  field('subscriptions', 'object', { required: true }),
];
/** 2.1 `subscriptions.*`, also the `subscriptions` object of 4.3. */
export const subscriptionUsageFields: SpecField[] = [
  field('current_count', 'integer', { required: true }),
  field('max_limit', 'integer', { required: true }),
];

// ---------------------------------------------------------------------------------------------
// 2.2 Product submission, simple form (array element of POST /subscribe/): 13 fields, only gtin required
// ---------------------------------------------------------------------------------------------
export const simpleSubmissionFields: SpecField[] = [
  field('gtin', 'string', { maxLength: 14, required: true }),
  field('name', 'string', { maxLength: 255 }),
  field('ingredients', 'string', { maxLength: 1000 }),
  field('origin', 'string', { maxLength: 50 }),
  field('category', 'string', { maxLength: 50 }),
  field('brand', 'string', { maxLength: 100 }),
  field('size', 'number'),
  field('size_unit', 'string', { maxLength: 10 }),
  field('image_url', 'string', { contractMaxLength: 8000, note: 'spec type "text", no max length stated; 8000 is RFC 9110 §4.1 (docs/adr/0056-contract-bounds.md)' }),
  field('price', 'number'),
  field('price_currency', 'string', { maxLength: 3 }),
  field('is_eco', 'integer', { note: '1 or 0' }),
  field('certificates', 'string', { maxLength: 1000 }),
];

// ---------------------------------------------------------------------------------------------
// 2.3 Product submission, rich form (body of POST /subscribe/more/add)
// At least gtin or client_identifier is required; all else is optional.
// ---------------------------------------------------------------------------------------------
/** The 29 rows of the 2.3 table (text fields with their max length, plus subcategory and three floats). */
export const richTableFields: SpecField[] = [
  field('gtin', 'string', { maxLength: 14 }),
  field('client_identifier', 'string', { maxLength: 50 }),
  field('name', 'string', { maxLength: 255 }),
  field('information_provider_gln', 'string', { maxLength: 13 }),
  field('category', 'string', { maxLength: 255 }),
  field('subcategory', 'integer'),
  field('brand_name', 'string', { maxLength: 100 }),
  field('external_name', 'string', { maxLength: 255 }),
  field('functional_name', 'string', { maxLength: 255 }),
  field('packaging_label', 'string', { maxLength: 255 }),
  field('country_of_origin', 'string', { maxLength: 255 }),
  field('provenance_statement', 'string', { maxLength: 255 }),
  field('raw_material_origin', 'string', { maxLength: 255 }),
  field('packaging_type', 'string', { maxLength: 255 }),
  field('packaging_material', 'string', { maxLength: 255 }),
  field('packaging_material_quantity', 'number'),
  field('packaging_material_unit', 'string', { maxLength: 10 }),
  field('ingredients', 'string', { maxLength: 1000 }),
  field('size', 'string', { maxLength: 50 }),
  field('alcohol_percentage', 'number'),
  field('preparation_state', 'string', { maxLength: 255 }),
  field('nutrient_basis_quantity', 'number'),
  field('nutrient_basis_unit', 'string', { maxLength: 10 }),
  field('marketing_message', 'string', { maxLength: 1000 }),
  field('image_original', 'string', { maxLength: 500 }),
  field('image_high_res', 'string', { maxLength: 500 }),
  field('image_low_res', 'string', { maxLength: 500 }),
  field('secondary_preparation_state', 'string', { maxLength: 255 }),
  field('secondary_nutrient_basis_unit', 'string', { maxLength: 10 }),
];

/** 2.3 "Float nutrient fields (primary set)": 13 fields. */
export const primaryNutrientFields: SpecField[] = [
  'quantity_energy_kj',
  'quantity_energy_kcal',
  'quantity_fat',
  'quantity_part_saturated_fat',
  'quantity_part_monounsaturated_fat',
  'quantity_part_polyunsaturated_fat',
  'quantity_carbohydrate',
  'quantity_part_sugars',
  'quantity_part_polyols',
  'quantity_part_starch',
  'quantity_fibre',
  'quantity_protein',
  'quantity_salt',
].map((name) => field(name, 'number'));

/** 2.3 "Float nutrient fields (secondary set)": 14 fields. */
export const secondaryNutrientFields: SpecField[] = [
  'secondary_nutrient_basis_quantity',
  'secondary_quantity_energy_kj',
  'secondary_quantity_energy_kcal',
  'secondary_quantity_fat',
  'secondary_quantity_part_saturated_fat',
  'secondary_quantity_part_monounsaturated_fat',
  'secondary_quantity_part_polyunsaturated_fat',
  'secondary_quantity_carbohydrate',
  'secondary_quantity_part_sugars',
  'secondary_quantity_part_polyols',
  'secondary_quantity_part_starch',
  'secondary_quantity_fibre',
  'secondary_quantity_protein',
  'secondary_quantity_salt',
].map((name) => field(name, 'number'));

/** Every field of the rich form (29 + 13 + 14 = 56), all optional on their own. */
export const richSubmissionFields: SpecField[] = [...richTableFields, ...primaryNutrientFields, ...secondaryNutrientFields];

// ---------------------------------------------------------------------------------------------
// 2.4 Product sustainability record (response of GET /product/{gtin}): 24 fields
// "Scores may be integers or decimals. A score may be null when no value exists."
// The contract therefore encodes every score as [number, 'null']; the strings the spec marks
// "May be empty" are plain strings (empty, never null); id, gtin and name are never null.
// ---------------------------------------------------------------------------------------------
const score = (name: string, note?: string): SpecField => field(name, 'number', { required: true, nullable: true, ...(note ? { note } : {}) });

export const productRecordFields: SpecField[] = [
  field('id', 'integer', { required: true, nullable: false }),
  field('gtin', 'string', { required: true, nullable: false, note: '14-character GTIN with leading zeros' }),
  field('name', 'string', { required: true, nullable: false, contractMaxLength: 255, note: 'empty when unknown; the submitted name (2.2 and 2.3 allow 255)' }),
  score('climateScore'),
  score('CO2e'),
  field('novaScore', 'number', { required: true, nullable: true, contractType: 'integer', note: 'spec: number or null; the NOVA group 1–4 is an integer' }),
  field('nutriScore', 'string', { required: true, nullable: true, note: 'letter grade; null for exempt categories (a score may be null)' }),
  score('healthScore'),
  score('antibioticsResistanceScore'),
  field('overconsumptionRisk', 'string', { required: true, nullable: false, note: 'may be empty' }),
  field('allergenList', 'string', { required: true, nullable: false, contractMaxLength: 195, note: 'may be empty; each EU-14 allergen at most once' }),
  score('socialJusticeScore'),
  score('equalityScore'),
  score('workerRightsScore'),
  score('animalProtectionScore'),
  score('childLaborScore'),
  score('biodiversityScore'),
  score('pesticidesUseScore'),
  score('fertilizersUseScore'),
  score('landUseScore'),
  score('waterScore'),
  score('transportScore'),
  field('packageInformation', 'string', { required: true, nullable: false, contractMaxLength: 500, note: 'may be empty; built from the engine\'s material table' }),
  field('isEco', 'integer', { required: true, nullable: true, note: '1 or 0 when known' }),
];

/** Fields the spec states "may be empty": strings, never null. */
export const mayBeEmptyStringFields = ['overconsumptionRisk', 'allergenList', 'packageInformation'] as const;

// ---------------------------------------------------------------------------------------------
// 2.5 Webhook payload: 21 fields, same types as 2.4 except `id` (a string); no name, allergenList,
// packageInformation.
// ---------------------------------------------------------------------------------------------
export const webhookPayloadFieldNames = [
  'id',
  'gtin',
  'climateScore',
  'CO2e',
  'novaScore',
  'nutriScore',
  'healthScore',
  'antibioticsResistanceScore',
  'overconsumptionRisk',
  'socialJusticeScore',
  'equalityScore',
  'workerRightsScore',
  'animalProtectionScore',
  'childLaborScore',
  'biodiversityScore',
  'pesticidesUseScore',
  'fertilizersUseScore',
  'landUseScore',
  'waterScore',
  'transportScore',
  'isEco',
] as const;

export const webhookAbsentFields = ['name', 'allergenList', 'packageInformation'] as const;

export const webhookPayloadFields: SpecField[] = webhookPayloadFieldNames.map((name) => {
  if (name === 'id') return field('id', 'string', { required: true, nullable: false, contractMaxLength: 50, note: 'client identifier (≤ 50), or a composite string built from the GTIN' });
  const record = productRecordFields.find((candidate) => candidate.name === name);
  if (!record) throw new Error(`2.5 field ${name} is not in 2.4`);
  if (name === 'gtin') {
    // The spec gives no GTIN for a product subscribed by client_identifier alone; the contract sends null then.
    return { ...record, nullable: true, note: 'null only for a product subscribed by client_identifier alone (contract decision)' };
  }
  return record;
});

// ---------------------------------------------------------------------------------------------
// 4.2 / 4.3 / 4.5 / 4.7 response objects
// ---------------------------------------------------------------------------------------------
export const subscribeProductsResponseFields: SpecField[] = [
  field('status', 'string', { required: true, value: 'success' }),
  field('message', 'string', { required: true, contractMaxLength: 200 }),
  field('client', 'string', { required: true, contractMaxLength: 200, note: 'the client name, 1 to 200 characters (clients.name)' }),
  field('productsSubscribed', 'integer', { required: true }),
  field('unknownProductsSubscribed', 'integer', { required: true }),
  field('productsSkipped', 'integer', { required: true }),
];

export const subscribeProductResponseFields: SpecField[] = [
  field('status', 'string', { required: true, value: 'success' }),
  field('action', 'string', { required: true, value: 'subscription_created' }),
  field('client', 'string', { required: true, contractMaxLength: 200, note: 'the client name, 1 to 200 characters (clients.name)' }),
  field('subscriptions', 'object', { required: true }),
];

export const unsubscribeByIdResponseFields: SpecField[] = [
  field('status', 'string', { required: true, value: 'success' }),
  field('message', 'string', { required: true, contractMaxLength: 200 }),
  field('action', 'string', { required: true, value: 'product_unsubscribed' }),
  field('client', 'string', { required: true, contractMaxLength: 200, note: 'the client name, 1 to 200 characters (clients.name)' }),
];

export const webhookTriggerResponseFields: SpecField[] = [
  field('status', 'string', { required: true, value: 'success' }),
  field('action', 'string', { required: true, value: 'webhook_triggered' }),
  field('message', 'string', { required: true, contractMaxLength: 200 }),
];

/**
 * The tables above, each with the contract schema that must carry it and the fields the contract
 * adds beyond the spec (documented extensions: docs/interface.md). Request bodies allow no extras.
 */
export interface SpecTable {
  section: string;
  schema: string;
  fields: SpecField[];
  extensions: string[];
}

export const specTables: SpecTable[] = [
  { section: '2.1 account', schema: 'Account', fields: accountFields, extensions: ['mode'] },
  { section: '2.1 account.subscriptions', schema: 'SubscriptionUsage', fields: subscriptionUsageFields, extensions: [] },
  { section: '2.2 simple submission', schema: 'ProductSubmission', fields: simpleSubmissionFields, extensions: [] },
  { section: '2.4 product record', schema: 'ProductRecord', fields: productRecordFields, extensions: [] },
  { section: '2.5 webhook payload', schema: 'WebhookPayload', fields: webhookPayloadFields, extensions: [] },
  { section: '4.2 POST /subscribe/ response', schema: 'SubscribeProductsResponse', fields: subscribeProductsResponseFields, extensions: ['skipped', 'productsAlreadySubscribed'] },
  { section: '4.3 POST /subscribe/more/add response', schema: 'SubscribeProductResponse', fields: subscribeProductResponseFields, extensions: [] },
  { section: '4.5 DELETE unsubscribeById response', schema: 'UnsubscribeResponse', fields: unsubscribeByIdResponseFields, extensions: [] },
  { section: '4.7 GET /webhook/trigger response', schema: 'WebhookTriggerResponse', fields: webhookTriggerResponseFields, extensions: ['deliveryId'] },
];

/** Which response schema each spec endpoint's 200 must use (operationId → schema). */
export const responseSchemaOfOperation: Record<string, string> = {
  getAccount: 'Account',
  subscribeProducts: 'SubscribeProductsResponse',
  subscribeProduct: 'SubscribeProductResponse',
  unsubscribeProduct: 'UnsubscribeResponse',
  unsubscribeByClientIdentifier: 'UnsubscribeResponse',
  getProduct: 'ProductRecord',
  triggerWebhook: 'WebhookTriggerResponse',
};

/** Spec §4 endpoints: method, path (relative to {base_url}) and the aliases the spec allows. */
export const specEndpoints = [
  { method: 'get', path: '/subscribe/account', operationId: 'getAccount' },
  { method: 'post', path: '/subscribe/', operationId: 'subscribeProducts' },
  { method: 'post', path: '/subscribe/more/add', operationId: 'subscribeProduct' },
  { method: 'post', path: '/subscribe/add/more', operationId: 'subscribeProduct' },
  { method: 'delete', path: '/subscribe/{gtin}', operationId: 'unsubscribeProduct' },
  { method: 'delete', path: '/subscribe/unsubscribeById/{client_identifier}', operationId: 'unsubscribeByClientIdentifier' },
  { method: 'get', path: '/product/{gtin}', operationId: 'getProduct' },
  { method: 'get', path: '/products/{gtin}', operationId: 'getProduct' },
  { method: 'get', path: '/webhook/trigger', operationId: 'triggerWebhook' },
] as const;

/** The operations of spec §4 (the contract may add more, e.g. for webhook deliveries). */
export const specOperationIds = ['getAccount', 'subscribeProducts', 'subscribeProduct', 'unsubscribeProduct', 'unsubscribeByClientIdentifier', 'getProduct', 'triggerWebhook'] as const;
