import { FREIGHT_KG_CO2E_PER_TKM as EF, ROUTE } from '../../data/freight-factors.js';
import { DEFAULT_AIR_ORIGINS, originByCode, type Origin } from '../../analyse/origins.js';
import type { IngredientAnalysis } from '../../analyse/ingredients.js';
import { clamp } from '../math.js';
import { BoundedCache } from '../../../shared/lru.js';
import type { StageOverride } from './types.js';

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const DESTINATION = originByCode('SE')!;

/** kg CO2e to move 1 kg of goods from one origin to another (no domestic leg). */
export function legKgCo2e(from: Origin, to: Origin): number {
  if (from.code === to.code) return 0;
  const d = haversineKm(from.lat, from.lon, to.lat, to.lon);
  // Air when the label says so (ADR 0125): the great-circle distance at DESNZ's long-haul air-freight
  // factor (with radiative forcing), plus the road to and from the airports.
  if (from.mode === 'air' || to.mode === 'air') {
    return (d * EF.airLongHaulWithRF + ROUTE.portRoadKm * EF.hgvAverage) / 1000;
  }
  // Sea applies when either end is outside the road-connected area (Europe, Maghreb, Turkey).
  if (from.mode === 'sea' || to.mode === 'sea') {
    return (d * ROUTE.seaDetour * EF.containerShip + ROUTE.portRoadKm * EF.hgvAverage) / 1000;
  }
  return (d * ROUTE.roadDetour * EF.hgvAverage) / 1000;
}

const DOMESTIC = (ROUTE.domesticKm * EF.hgvAverage) / 1000;

/** kg CO2e per kg from an origin, via the production country, to a Swedish shelf. */
export function routeKgCo2e(origin: Origin, production: Origin | null): number {
  // A catalogue has few distinct routes: each is computed once (an origin's code names its place).
  const from = origin.mode === 'air' ? `${origin.code}~air` : origin.code;
  const key = production ? `${from}>${production.code}` : from;
  let kg = routeCache.get(key);
  if (kg === undefined) {
    kg = production && production.code !== origin.code
      ? legKgCo2e(origin, production) + legKgCo2e(production, DESTINATION) + DOMESTIC
      : legKgCo2e(origin, DESTINATION) + DOMESTIC;
    routeCache.set(key, kg);
  }
  return kg;
}

const routeCache = new BoundedCache<string, number>(10_000);

function meanRoute(origins: readonly Origin[], productions: readonly Origin[]): number {
  let sum = 0;
  let n = 0;
  for (const o of origins) {
    if (productions.length === 0) {
      sum += routeKgCo2e(o, null);
      n++;
    } else {
      for (const p of productions) {
        sum += routeKgCo2e(o, p);
        n++;
      }
    }
  }
  return n === 0 ? 0 : sum / n;
}

/** One part of the transport total: an ingredient's route, or the product's when no ingredient has one. */
export interface TransportLeg {
  /** Index into the analysis' leaves; null for the product as a whole. */
  leaf: number | null;
  origins: readonly Origin[];
  /** Mass fraction (0–1) this leg carries; 1 for the product as a whole. */
  share: number;
  /** kg CO2e per kg of the goods on this route. */
  routeKgCo2e: number;
  /** kg CO2e per kg product this leg adds to the total (the legs sum to `kgCo2e`). */
  contribution: number;
}

export interface TransportResult {
  /** kg CO2e per kg product. */
  kgCo2e: number;
  /** Fraction of product mass whose origin was known. */
  knownShare: number;
  legs: TransportLeg[];
}

function wholeProduct(origins: readonly Origin[], productions: readonly Origin[], knownShare: number): TransportResult {
  const route = meanRoute(origins, productions);
  return { kgCo2e: route, knownShare, legs: [{ leaf: null, origins, share: 1, routeKgCo2e: route, contribution: route }] };
}

/**
 * Transport emissions per kg of product: each ingredient from its origin via the production
 * country to Sweden, weighted by mass; ingredients without an origin take the mean of the
 * known ones. Water, salt and additives are sourced where the product is made.
 */
export function computeTransport(a: IngredientAnalysis): TransportResult | null {
  const production = a.productionOrigins;
  if (!a.hasIngredients) {
    const origins = a.rawOrigins.length > 0 ? a.rawOrigins : production;
    if (origins.length === 0) return null;
    return wholeProduct(origins, production, 1);
  }
  let weighted = 0;
  let known = 0;
  const legs: TransportLeg[] = [];
  a.leaves.forEach((leaf, index) => {
    if (leaf.share <= 0) return;
    const local = leaf.match?.group === 'zero';
    const origins = local && production.length > 0 ? production : leaf.origins;
    if (origins.length === 0) return;
    const route = meanRoute(origins, production);
    weighted += leaf.share * route;
    known += leaf.share;
    legs.push({ leaf: index, origins, share: leaf.share, routeKgCo2e: route, contribution: leaf.share * route });
  });
  if (known === 0) {
    const origins = a.rawOrigins.length > 0 ? a.rawOrigins : production;
    if (origins.length === 0) return null;
    return wholeProduct(origins, production, 0);
  }
  // Ingredients without an origin take the mean of the known ones: each known leg scales up by 1/known.
  for (const leg of legs) leg.contribution /= known;
  return { kgCo2e: weighted / known, knownShare: Math.min(1, known), legs };
}

/** A route's label in the explanation: the origins' codes, and "by air" when they were flown (ADR 0125). */
export function routeLabel(origins: readonly Origin[]): string {
  const codes = origins.map((o) => o.code).join('/');
  if (origins.length === 0 || origins[0]!.mode !== 'air') return codes;
  return origins === DEFAULT_AIR_ORIGINS ? `${codes} (default) by air` : `${codes} by air`;
}

/**
 * T of `transportScore`: the freight from the origins to Sweden, kg CO2e per kg. The partner's legs
 * (score/partner/) replace the whole transport stage, market logistics included, so the part of the
 * default stage that is not that freight is taken off them: the same journey scores the same whether
 * it comes from the declared origins or from the legs, and legs lighter than the default never score
 * worse. Without an origin and without legs there is none.
 */
export function transportScoreQuantity(legs: StageOverride | undefined, originFreight: number | null): number | null {
  if (legs === undefined) return originFreight;
  // The default stage's parts without a route are its market logistics (routeKgCo2e's parts carry a route).
  const marketLogistics = legs.replaced.reduce((sum, p) => sum + (p.route === null ? p.kgCo2e : 0), 0);
  return Math.max(0, legs.partner - marketLogistics);
}

/** 100 for local produce, falling linearly to 0 at ROUTE.scoreZeroAt kg CO2e per kg. */
export function transportScore(kgCo2e: number): number {
  return 100 * (1 - clamp(kgCo2e, 0, ROUTE.scoreZeroAt) / ROUTE.scoreZeroAt);
}
