import { expect } from 'vitest';
import { contractDocument } from './contract.js';
import type { TestApp } from './test-app.js';
import { gs1CheckDigit, withCheckDigit } from './gtins.js';
import { OAT_DRINK, OAT_DRINK_GTIN } from './oat-drink.js';

export { gs1CheckDigit, withCheckDigit };

/** The same GTIN with a wrong check digit. */
export function withWrongCheckDigit(gtin: string): string {
  const last = gtin.charCodeAt(gtin.length - 1) - 48;
  return gtin.slice(0, -1) + String((last + 1) % 10);
}

/**
 * The n-th valid GTIN of a test-chosen family: `length` digits (8–14), check digit included.
 * Distinct n give distinct GTINs (and distinct 14-digit normalised forms) within one family.
 */
export function validGtin(n: number, length = 13, family = 7): string {
  const bodyLength = length - 1;
  const body = String(family) + String(n).padStart(bodyLength - 1, '0');
  if (body.length !== bodyLength) throw new Error(`validGtin(${n}, ${length}) does not fit`);
  return withCheckDigit(body);
}

/** Left-pads to the 14-digit form the service stores and returns. */
export const normalised = (gtin: string) => gtin.padStart(14, '0');

/** Known-good GTINs from the brief (check digits verified by the GS1 rule). */
export const KNOWN_GTINS = ['07310865071859', '7350001234564', '96385074', '04006381333931', '00735000123458'] as const;

/** A simple-form (bulk) product submission. */
export function buildProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    gtin: '07310865071859',
    name: 'Havredryck Barista 1 l',
    ingredients: 'vatten, havre (10%), rapsolja, kalciumkarbonat, salt',
    origin: 'Sverige',
    category: 'Havredryck',
    brand: 'Oatly',
    size: 1000,
    size_unit: 'ml',
    price: 24.9,
    price_currency: 'SEK',
    is_eco: 0,
    ...overrides,
  };
}

/** A rich-form product submission: the oat drink of the contract's examples. */
export function buildRichProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { gtin: OAT_DRINK_GTIN, ...OAT_DRINK, ...overrides };
}

/** Loads rich-form rows (each with a `gtin`) into the shared catalogue; fails the test on a rejected row. */
export async function loadCatalogue(app: TestApp, products: Record<string, unknown>[]): Promise<void> {
  const result = await app.services.catalogueService.importBatch(products.map((value, index) => ({ line: index + 1, value })));
  expect(result.errors).toEqual([]);
}

export interface FieldSpec {
  name: string;
  type: 'string' | 'number' | 'integer';
  maxLength?: number;
  enum?: unknown[];
}

/** The fields of a contract object schema (`components.schemas.<name>.properties`), `$ref`s resolved. */
export function contractFields(schemaName: string): FieldSpec[] {
  const schema = contractDocument.components.schemas[schemaName];
  return Object.entries<any>(schema.properties).map(([name, property]) => {
    const resolved = typeof property.$ref === 'string'
      ? contractDocument.components.schemas[property.$ref.split('/').pop() as string]
      : property;
    return { name, type: resolved.type, maxLength: resolved.maxLength, enum: resolved.enum };
  });
}

/** Rich submission with every field of the contract: strings at `maxLength` (+ `extra`), numbers set. */
export function richProductAtMaxLength(gtin: string, extra = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of contractFields('RichProductSubmissionByGtin')) {
    if (field.name === 'gtin') body.gtin = gtin;
    else if (field.type === 'string') body[field.name] = 'å'.repeat((field.maxLength ?? 20) + extra);
    else if (field.type === 'integer') body[field.name] = 10000025;
    else body[field.name] = 12.5;
  }
  return body;
}

export interface SubscriptionRowSnapshot {
  id: string;
  client_id: string;
  gtin: string | null;
  client_identifier: string | null;
  submission: unknown;
  record: string;
  payload: string;
  updated_at: string;
}

/** Everything a subscription write can change: all subscription rows and every client's count. */
export async function databaseSnapshot(app: TestApp): Promise<{ subscriptions: SubscriptionRowSnapshot[]; counts: { id: string; current_count: number }[] }> {
  const knex = app.db.knex;
  const subscriptions = await knex('subscriptions')
    .orderBy('id')
    .select('id', 'client_id', 'gtin', 'client_identifier', 'submission', 'record', 'payload', knex.raw('updated_at::text as updated_at'));
  const counts = await knex('clients').orderBy('id').select('id', 'current_count');
  return { subscriptions: subscriptions as SubscriptionRowSnapshot[], counts: counts as { id: string; current_count: number }[] };
}

export async function clientRow(app: TestApp, name: string): Promise<{ id: string; current_count: number; max_limit: number }> {
  const row = await app.db.knex('clients').where({ name }).first('id', 'current_count', 'max_limit');
  if (!row) throw new Error(`no client ${name}`);
  return row as { id: string; current_count: number; max_limit: number };
}

/** This client's subscription rows, in id order. */
export async function subscriptionRows(app: TestApp, clientName: string): Promise<SubscriptionRowSnapshot[]> {
  const { id } = await clientRow(app, clientName);
  return (await app.db.knex('subscriptions').where({ client_id: id }).orderBy('id')
    .select('id', 'client_id', 'gtin', 'client_identifier', 'submission', 'record', 'payload', app.db.knex.raw('updated_at::text as updated_at'))) as SubscriptionRowSnapshot[];
}

/** The client's maintained `current_count` and its real number of rows. */
export async function countsOf(app: TestApp, clientName: string): Promise<{ currentCount: number; rows: number }> {
  const row = await clientRow(app, clientName);
  const [{ count }] = (await app.db.knex('subscriptions').where({ client_id: row.id }).count('* as count')) as [{ count: string }];
  return { currentCount: row.current_count, rows: Number(count) };
}

/** The distinct JSON pointers of a problem's `errors`, sorted (one place may have several errors). */
export function errorPointers(body: unknown): string[] {
  const errors = (body as { errors?: { pointer?: string }[] }).errors ?? [];
  return [...new Set(errors.map((error) => error.pointer).filter((pointer): pointer is string => pointer !== undefined))].sort();
}

/** The distinct parameter names of a problem's `errors`, sorted. */
export function errorParameters(body: unknown): string[] {
  const errors = (body as { errors?: { parameter?: string }[] }).errors ?? [];
  return [...new Set(errors.map((error) => error.parameter).filter((parameter): parameter is string => parameter !== undefined))].sort();
}

/** A cheap digest of the same state as `databaseSnapshot`, computed in the database. */
export async function databaseFingerprint(app: TestApp): Promise<string> {
  const { rows } = await app.db.knex.raw(`
    select (select count(*) from subscriptions) || ':' ||
           coalesce((select md5(string_agg(s::text, '|' order by s.id)) from subscriptions s), '') || ':' ||
           coalesce((select md5(string_agg(c.id || '=' || c.current_count, ',' order by c.id)) from clients c), '') as digest`);
  return (rows as { digest: string }[])[0]?.digest ?? '';
}
