import type { components } from '../../generated/v2.js';
import { METHOD_VERSION, scoreAndExplain, scoreProduct, type ProductData, type ScoreExplanation, type SummaryLanguage, type SustainabilityScores } from '../scoring/index.js';
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

function payloadOf(id: string, gtin: string | null, s: SustainabilityScores): WebhookPayload {
  // Field order follows the spec's section 2.5 so payloads read the same as the documentation.
  return {
    id,
    gtin,
    climateScore: s.climateScore,
    CO2e: s.CO2e,
    novaScore: s.novaScore,
    nutriScore: s.nutriScore,
    healthScore: s.healthScore,
    antibioticsResistanceScore: s.antibioticsResistanceScore,
    overconsumptionRisk: s.overconsumptionRisk,
    socialJusticeScore: s.socialJusticeScore,
    equalityScore: s.equalityScore,
    workerRightsScore: s.workerRightsScore,
    animalProtectionScore: s.animalProtectionScore,
    childLaborScore: s.childLaborScore,
    biodiversityScore: s.biodiversityScore,
    pesticidesUseScore: s.pesticidesUseScore,
    fertilizersUseScore: s.fertilizersUseScore,
    landUseScore: s.landUseScore,
    waterScore: s.waterScore,
    transportScore: s.transportScore,
    isEco: s.isEco,
  };
}

export function buildRecord(source: RecordSource): BuiltRecord {
  const data = mergeProductData(source.catalogue, source.submission);
  return recordFromScores(source, data, scoreProduct(data));
}

/**
 * The record (without the webhook payload, which an explanation does not need) and the
 * explanation of its scores, from one engine run: the two cannot disagree.
 */
export function buildExplainedRecord(source: RecordSource, language: SummaryLanguage = 'en'): Omit<BuiltRecord, 'payload'> & { scores: SustainabilityScores; explanation: ScoreExplanation } {
  const data = mergeProductData(source.catalogue, source.submission);
  const { scores, explanation } = scoreAndExplain(data, language);
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
  const record: StoredRecord = {
    gtin: source.gtin,
    name,
    climateScore: scores.climateScore,
    CO2e: scores.CO2e,
    novaScore: scores.novaScore,
    nutriScore: scores.nutriScore,
    healthScore: scores.healthScore,
    antibioticsResistanceScore: scores.antibioticsResistanceScore,
    overconsumptionRisk: scores.overconsumptionRisk,
    allergenList: scores.allergenList,
    socialJusticeScore: scores.socialJusticeScore,
    equalityScore: scores.equalityScore,
    workerRightsScore: scores.workerRightsScore,
    animalProtectionScore: scores.animalProtectionScore,
    childLaborScore: scores.childLaborScore,
    biodiversityScore: scores.biodiversityScore,
    pesticidesUseScore: scores.pesticidesUseScore,
    fertilizersUseScore: scores.fertilizersUseScore,
    landUseScore: scores.landUseScore,
    waterScore: scores.waterScore,
    transportScore: scores.transportScore,
    packageInformation: scores.packageInformation,
    isEco: scores.isEco,
  };
  return toJsonText(record);
}

/** Puts the record id first without parsing the stored JSON again. */
export function withRecordId(id: number, record: JsonText<StoredRecord>): JsonText<ProductRecord> {
  return `{"id":${id},${record.slice(1)}` as JsonText<ProductRecord>;
}
