import type { components } from '../../generated/v2.js';
import { METHOD_VERSION, scoreAndExplain, scoreProduct, type PartnerData, type ProductData, type ScoreExplanation, type SummaryLanguage, type SustainabilityScores } from '../scoring/index.js';
import { toJsonText, type JsonText } from '../shared/json-text.js';

/**
 * The record as the contract's `ProductRecord`, stored without its `id` (the subscription's, added
 * when sent). A product subscribed by `client_identifier` alone has no GTIN yet; records are read
 * by GTIN, so every record that is sent has one.
 */
export type ProductRecord = components['schemas']['ProductRecord'];
export type StoredRecord = Omit<ProductRecord, 'id' | 'gtin'> & { gtin: string | null };
export type WebhookPayload = components['schemas']['WebhookPayload'];

export interface RecordSource {
  gtin: string | null;
  clientIdentifier: string | null;
  /** Shared catalogue data for the GTIN, when the catalogue has it. */
  catalogue: ProductData | undefined;
  /** This client's own data for the product. */
  submission: ProductData;
  /** This client's own life-cycle data for the product (the partner-data operation), if any. */
  partnerData?: PartnerData | null;
}

export interface BuiltRecord {
  /** The product record without `id`, serialised; `withRecordId` adds the id when it is sent. */
  record: JsonText<StoredRecord>;
  /** The webhook payload, serialised exactly as it will be signed and sent. */
  payload: JsonText<WebhookPayload>;
  methodVersion: string;
}

/** Catalogue data overlaid by the client's non-empty fields. */
export function mergeProductData(catalogue: ProductData | undefined, submission: ProductData): ProductData {
  if (!catalogue) return submission;
  const merged: Record<string, unknown> = { ...catalogue };
  for (const [field, value] of Object.entries(submission)) {
    if (value !== undefined && value !== null && value !== '') merged[field] = value;
  }
  return merged;
}

/** The payload's `id`: the client's identifier when it has one, else a composite of the GTIN. */
export function webhookId(gtin: string | null, clientIdentifier: string | null): string {
  return clientIdentifier ?? `gtin:${gtin}`;
}

/**
 * The scores the webhook payload leaves out (the contract's `ProductRecord` less its
 * `WebhookPayload`); checked against the contract's types, so a new score field, which both carry,
 * is not written here.
 */
const RECORD_ONLY_FIELDS = ['allergenList', 'packageInformation'] as const satisfies readonly Exclude<keyof SustainabilityScores, keyof WebhookPayload>[];
type RecordOnlyField = (typeof RECORD_ONLY_FIELDS)[number];
// Fails to compile when the contract leaves another field out of the payload and RECORD_ONLY_FIELDS does not name it.
const payloadLeavesOutOnlyThese: Exclude<keyof SustainabilityScores, keyof WebhookPayload> extends RecordOnlyField ? true : never = true;
void payloadLeavesOutOnlyThese;
const recordOnly: ReadonlySet<string> = new Set(RECORD_ONLY_FIELDS);

/** The payload: `id` and `gtin`, then the scores in the record's order (the engine builds them in the contract's order). */
function payloadOf(id: string, gtin: string | null, scores: SustainabilityScores): WebhookPayload {
  const payload: Record<string, unknown> = { id, gtin };
  for (const [field, value] of Object.entries(scores)) if (!recordOnly.has(field)) payload[field] = value;
  return payload as WebhookPayload;
}

export function buildRecord(source: RecordSource): BuiltRecord {
  const data = mergeProductData(source.catalogue, source.submission);
  return recordFromScores(source, data, scoreProduct(data, source.partnerData ?? null));
}

/**
 * The record (without the webhook payload, which an explanation does not need) and the
 * explanation of its scores, from one engine run: the two cannot disagree.
 */
export function buildExplainedRecord(source: RecordSource, language: SummaryLanguage = 'en'): Omit<BuiltRecord, 'payload'> & { scores: SustainabilityScores; explanation: ScoreExplanation } {
  const data = mergeProductData(source.catalogue, source.submission);
  const { scores, explanation } = scoreAndExplain(data, language, source.partnerData ?? null);
  return { record: recordText(source, data, scores), methodVersion: METHOD_VERSION, scores, explanation };
}

function recordFromScores(source: RecordSource, data: ProductData, scores: SustainabilityScores): BuiltRecord {
  return {
    record: recordText(source, data, scores),
    payload: toJsonText(payloadOf(webhookId(source.gtin, source.clientIdentifier), source.gtin, scores)),
    methodVersion: METHOD_VERSION,
  };
}

function recordText(source: RecordSource, data: ProductData, scores: SustainabilityScores): JsonText<StoredRecord> {
  const name = data.name ?? data.external_name ?? data.functional_name ?? '';
  const record: StoredRecord = { gtin: source.gtin, name, ...scores };
  return toJsonText(record);
}

/** Puts the record id first without parsing the stored JSON again. */
export function withRecordId(id: number, record: JsonText<StoredRecord>): JsonText<ProductRecord> {
  return `{"id":${id},${record.slice(1)}` as JsonText<ProductRecord>;
}
