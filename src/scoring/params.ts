/**
 * The method's tunable numbers in one place, each with where it comes from. Formulas and the
 * published tables (Nutri-Score points, emission factors, country indices) are not here: the
 * formulas are code, the tables are data (src/scoring/data). A change to any number here changes
 * published scores, so it bumps METHOD_VERSION (docs/methodology.md, "METHOD_VERSION policy").
 */

/** Adjustments of biodiversityScore (docs/methodology.md, "Fields"): project rules. */
export const BIODIVERSITY = {
  /** Palm oil without an RSPO label. */
  palmOilPenalty: 20,
  /** Organic production (isEco = 1). */
  organicBonus: 10,
} as const;

/**
 * The anchors and adjustments of the country-based scores: the engine computes with them and the
 * explanation states them, so the published derivation cannot drift from the code.
 * Sources of the indices are in src/scoring/data/sources.ts; the anchors are project calibration
 * over each index's spread (docs/methodology.md, "Fields").
 */
export const COUNTRY_SCORE_RULES = {
  fairLabelBonus: 15,
  /** % of children in child labour that scores 0. */
  childLabourCap: 40,
  /** A risk commodity from a country at or above this % costs `riskPenalty`; from an unknown origin `unknownOriginPenalty`. */
  childLabourHighPrevalence: 10,
  riskPenalty: 20,
  unknownOriginPenalty: 10,
  /** logScore anchors: the value that scores 100, the value that scores 0. */
  antimicrobialMgPerPcu: [10, 250],
  /** Organic rules cap pesticide and fertiliser use (Regulation (EU) 2018/848), so organic scores at least these. */
  organicPesticidesFloor: 90,
  organicFertilizersFloor: 80,
} as const;

/** How an ingredient list is read (docs/methodology.md, "Ingredients"). */
export const INGREDIENT_LIST = {
  /**
   * Salt, additives, vitamins and spices not listed first are held at ≤ this % of their list:
   * ingredients under 2 % may follow the others in any order (Regulation (EU) No 1169/2011, Annex VII Part A).
   */
  minorCapPercent: 2,
  /**
   * Solids, in percent, of the milk a yoghurt is made from once fortified: raised to about 16 %, 11-14 % of it
   * solids-not-fat, by evaporation or by adding concentrated milk or milk powder (How Products Are Made, vol. 4,
   * "Yogurt"). With `milkPowderSolidsPercent` it gives how much dried milk a milk base takes (ADR 0194, 0195).
   */
  yoghurtMilkSolidsPercent: 16,
  /** Solids, in percent, of a milk powder: at most 5 % water (Codex Standard for Milk Powders and Cream Powder, CXS 207-1999). */
  milkPowderSolidsPercent: 95,
  /** |latitude| above which a product origin is not credited to a tropical crop (project rule). */
  temperateLatitude: 35,
} as const;

/**
 * How much wider than propagated each 90 % interval is drawn, as a factor on its log-space σ (method 2026.12.8,
 * ADR 0170). The propagated σ come from data-quality ratings and spreads of judgement, and held AGRIBALYSE's figure
 * for 71–87 % of the 3,106 products of peer sets 1–25, not 90 %. Each factor is the one that brings that share to
 * 90 %: the 90th percentile over those products of |ln(AGRIBALYSE ÷ central)| ÷ σ, over z₀.₉₅, rounded up to two
 * decimals. Recomputed by test/unit/scoring/score/interval-calibration.test.ts, which checks the later sets too.
 */
export const INTERVAL_WIDENING = {
  climate: 1.17,
  water: 1.87,
  landUse: 1.52,
  eutrophication: 1.3,
  ecotoxicityToGate: 1.91,
  biodiversity: 1.42,
} as const;

/** Nutri-Score class decisions (docs/methodology.md, "Nutri-Score (2023)"). */
export const NUTRI_SCORE_CLASS = {
  /** Drinks above this % vol are left out, as Regulation (EU) No 1169/2011 Art. 16(4) leaves them out of the nutrition declaration. */
  alcoholLimit: 1.2,
  /** Share of red meat (of product mass) above which the red-meat rules apply (project rule). */
  redMeatShare: 0.1,
  /** Below this matched share the ingredient list is too thin to overrule the category (project rule). */
  ingredientsDecideCoverage: 0.5,
} as const;

/** healthScore and overconsumptionRisk (docs/methodology.md, "Fields" and "overconsumptionRisk"). */
export const HEALTH = {
  /** healthScore points off for NOVA group 4 (project rule). */
  ultraProcessedPenalty: 10,
  /** "High" levels per 100 g (UK FSA / Open Food Facts nutrient levels), halved for drinks per 100 ml as the FSA scheme does. */
  high: { fat: 20, saturatedFat: 5, sugars: 12.5, salt: 1.5 },
  /** Energy per 100 g above which an ultra-processed food is a high overconsumption risk (project rule). */
  highEnergyKj: 1675,
} as const;
