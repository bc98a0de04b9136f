import type { PartnerData } from '../scoring/index.js';
import type { FieldError } from '../shared/app-error.js';

/**
 * The limits of partner data that span several fields, which JSON Schema cannot state: the contract
 * states them in words (`PartnerDataRequest.transport`, `PartnerPackaging.components`) and this is
 * where the service enforces them, after the schema's own limits have passed. Each value within its
 * own bound can still make an impossible product together with the others (a pack of 100 kg of
 * aluminium around a microgram of product), and such a figure would be stored and pushed by webhook.
 */

/**
 * The legs together, km: about once around the Earth (40,075 km at the equator). No point on Earth is
 * more than about half that from Sweden as the crow flies, and the method's own default route from New
 * Zealand, the farthest origin (great circle × 1.4 by sea, road to and from the ports), stays under
 * 26,000 km: a total past once round the Earth is a mistake in the data, not a route.
 */
export const MAX_TOTAL_DISTANCE_KM = 40_000;

/**
 * The pack's components together, at most this many times the product they hold. The heaviest packs
 * for their contents among groceries are small glass jars and tins of dried herbs, spices, saffron and
 * tea: a spice jar of about 90 g glass and lid holds 4 to 15 g (up to about 25 times its contents).
 * Twice that leaves room for every real pack and still refuses a product mass written in kilograms
 * (`1` for a 1 kg jar in about 400 g of glass is 400 times) or a component mass in milligrams.
 */
export const MAX_PACKAGING_TO_PRODUCT_MASS = 50;

/**
 * Decimal numbers carry binary rounding (10,106.2 + 23,011.9 + 6,881.9 km add up to a hair over
 * 40,000, and 50 × 2.3 g to a hair under 115): a total at the bound within that rounding is at it.
 */
const exceeds = (value: number, bound: number) => value > bound * (1 + 1e-9);

const grams = (g: number) => `${g.toLocaleString('en-GB', { maximumFractionDigits: 3 })} g`;

/** Every cross-field limit the data breaks, each naming the field by JSON pointer; empty when it keeps them all. */
export function partnerDataLimitErrors(data: PartnerData): FieldError[] {
  const errors: FieldError[] = [];
  if (data.transport) {
    const totalKm = data.transport.reduce((sum, leg) => sum + leg.distanceKm, 0);
    if (exceeds(totalKm, MAX_TOTAL_DISTANCE_KM)) {
      errors.push({
        pointer: '/transport',
        detail: `the legs add up to ${totalKm.toLocaleString('en-GB', { maximumFractionDigits: 3 })} km, more than ${MAX_TOTAL_DISTANCE_KM.toLocaleString('en-GB')} km in all (about once around the Earth)`,
      });
    }
  }
  if (data.packaging) {
    const { productMassGrams, components } = data.packaging;
    const packGrams = components.reduce((sum, c) => sum + c.massGrams, 0);
    if (exceeds(packGrams, MAX_PACKAGING_TO_PRODUCT_MASS * productMassGrams)) {
      errors.push({
        pointer: '/packaging/components',
        detail: `the components weigh ${grams(packGrams)} in all, more than ${MAX_PACKAGING_TO_PRODUCT_MASS} times productMassGrams (${grams(productMassGrams)}); are both in grams?`,
      });
    }
  }
  return errors;
}
