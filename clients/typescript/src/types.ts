import type { components } from '../../../generated/v2.js';

/** The contract's schemas, by name, for partners who need one that is not aliased below. */
export type Schemas = components['schemas'];

export type Gtin = Schemas['Gtin'];
export type ClientIdentifier = Schemas['ClientIdentifier'];
export type Account = Schemas['Account'];
export type SubscriptionUsage = Schemas['SubscriptionUsage'];
export type ProductSubmission = Schemas['ProductSubmission'];
export type SubscribeProductsRequest = Schemas['SubscribeProductsRequest'];
export type SubscribeProductsResponse = Schemas['SubscribeProductsResponse'];
export type SkippedProduct = Schemas['SkippedProduct'];
export type RichProductSubmission = Schemas['RichProductSubmission'];
export type RichProductSubmissionByGtin = Schemas['RichProductSubmissionByGtin'];
export type RichProductSubmissionByClientIdentifier = Schemas['RichProductSubmissionByClientIdentifier'];
export type SubscribeProductResponse = Schemas['SubscribeProductResponse'];
export type UnsubscribeResponse = Schemas['UnsubscribeResponse'];
export type ProductRecord = Schemas['ProductRecord'];
export type ProductExplanation = Schemas['ProductExplanation'];
export type ClimateContribution = Schemas['ClimateContribution'];
export type WebhookPayload = Schemas['WebhookPayload'];
export type WebhookTriggerResponse = Schemas['WebhookTriggerResponse'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveryAttempt = Schemas['WebhookDeliveryAttempt'];
export type WebhookDeliveryList = Schemas['WebhookDeliveryList'];
export type WebhookRedeliverResponse = Schemas['WebhookRedeliverResponse'];
/** Your webhook endpoint (the sandbox's with a test key); `secret` only in the answer that issued it. */
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointDeleted = Schemas['WebhookEndpointDeleted'];
/** Your own life-cycle data for a product: transport legs, processing energy, pack components. */
export type PartnerDataRequest = Schemas['PartnerDataRequest'];
/** The partner data stored for a product (`null` for a part not sent), with `gtin` and `updatedAt`. */
export type PartnerData = Schemas['PartnerData'];
export type PartnerDataDeleted = Schemas['PartnerDataDeleted'];
/** `live` or `test`: which data a key opens (also the `PSS-Mode` response header). */
export type Mode = Schemas['Mode'];
export type SubscriptionSummary = Schemas['SubscriptionSummary'];
export type SubscriptionList = Schemas['SubscriptionList'];
export type Change = Schemas['Change'];
export type ChangeList = Schemas['ChangeList'];
/** `product.updated` (the webhook event of a changed record) or `product.unsubscribed`. */
export type ChangeEvent = Change['event'];
/** The last line of `GET /products/export`: where the change feed continues, and how many records came before. */
export interface ExportTrailer {
  trailer: { nextCursor: string; records: number };
}
/** One line of `GET /products/export`: a record exactly as `getProduct` returns it (`gtin` null for one known by identifier alone), or the trailer. */
export type ExportLine = (Omit<ProductRecord, 'gtin'> & { gtin: string | null }) | ExportTrailer;
export type ProductPreview = Schemas['ProductPreview'];
export type PreviewRecord = Schemas['PreviewRecord'];
export type BatchGetProductsResponse = Schemas['BatchGetProductsResponse'];
export type BatchProductEntry = Schemas['BatchProductEntry'];
export type Problem = Schemas['Problem'];
export type ProblemError = Schemas['ProblemError'];
export type NutriScore = Schemas['NutriScore'];
export type OverconsumptionRisk = Schemas['OverconsumptionRisk'];
export type IsEco = Schemas['IsEco'];

/** `product.updated` for a changed record, `product.test` for `GET /webhook/trigger`. */
export type WebhookEvent = WebhookDelivery['event'];
