import type { SustainabilityScores } from '../types.js';
import { decimalComma } from '../text/words.js';
import { recordFields } from './completeness.js';
import type { AllergenId } from '../analyse/allergens.js';
import { fromPartnerData, packagingInSwedish } from './language.js';
import type { NutriScoreCategory, RecordField, ScoreExplanation } from './types.js';

export type SummaryLanguage = 'en' | 'sv';
export const SUMMARY_LANGUAGES: readonly SummaryLanguage[] = ['en', 'sv'];

type Phrases = {
  [F in RecordField]: (value: NonNullable<SustainabilityScores[F]>, e: ScoreExplanation) => string;
} & { unknown: (field: RecordField) => string };

/** Whether the transport is the partner's own legs (the partner-data operation), not routes from the origins. */
const yourLegs = (e: ScoreExplanation): boolean => e.climate.contributions.some((c) => c.kind === 'transport' && fromPartnerData(c));

const num = (x: number, lang: SummaryLanguage) => (lang === 'sv' ? decimalComma(x) : String(x));

function largest(e: ScoreExplanation, lang: SummaryLanguage = 'en'): string | null {
  const top = e.climate.contributions[0];
  if (!top) return null;
  // Ingredients, routes and the partner's legs are named as written; the product-level parts by their stage.
  if (top.kind === 'processing') {
    // The partner's electricity takes the recipe step's place (docs/methodology.md, "The partner's own data"), so a
    // partner processing part is named by its own text: the recipe step is then no longer among the contributions.
    if (fromPartnerData(top)) return lang === 'sv' ? `ert förädlingssteg, ${top.text}` : `your processing step, ${top.text}`;
    return lang === 'sv' ? 'receptsteget (förädlingen)' : 'the recipe step (processing)';
  }
  if (top.kind === 'retail') return lang === 'sv' ? 'butiken' : 'the shop';
  if (top.kind === 'packaging') return lang === 'sv' ? `förpackningen (${top.text})` : `the packaging (${top.text})`;
  return top.text;
}

/** `lead` and the largest part, worked out once; '' when there is none. */
function largestPart(e: ScoreExplanation, lang: SummaryLanguage, lead: string): string {
  const top = largest(e, lang);
  return top ? lead + top : '';
}

const STAGE_SV = { farm: 'jordbruket', processing: 'förädlingen', packaging: 'förpackningen', transport: 'transporten', retail: 'butiken' } as const;
const STAGE_EN = { farm: 'farming', processing: 'processing', packaging: 'packaging', transport: 'transport', retail: 'the shop' } as const;

/** The climate model's interval, largest stage, data quality and partner-data share, in one clause. */
function climateDetail(e: ScoreExplanation, lang: SummaryLanguage): string {
  const c = e.climate;
  if (!c.interval || !c.dataQuality || c.stages.length === 0) return '';
  const top = c.stages.reduce((a, b) => (b.kgCo2e > a.kgCo2e ? b : a));
  const share = Math.round(c.dataQuality.primaryDataShare * 100);
  const [low, high, rating] = [num(c.interval.low, lang), num(c.interval.high, lang), num(c.dataQuality.rating, lang)];
  return lang === 'sv'
    ? ` från gård till butikshylla i Sverige (90 % intervall ${low} till ${high}); störst är ${STAGE_SV[top.stage]}, ` +
        `datakvalitet ${rating} av 5 (1 bäst), ${share} % vilar på leverantörens uppgifter`
    : ` from farm to a Swedish shop shelf (90 % interval ${low} to ${high}); the largest stage is ${STAGE_EN[top.stage]}, ` +
        `data quality ${rating} of 5 (1 best), ${share} % rests on the supplier's data`;
}

/** With the partner's legs, T is their total less the default's market logistics (score/climate/transport.ts, transportScoreQuantity). */
const LEGS_LESS_MARKET = {
  en: 'of your transport legs, less the distribution within the market that the score leaves out',
  sv: 'för era transportsträckor, utom distributionen inom marknaden som poängen lämnar utanför',
} as const;

const en: Phrases = {
  climateScore: (v) => `The climate score is ${num(v, 'en')} of 100, from the climate footprint on a logarithmic scale.`,
  CO2e: (v, e) => `The climate footprint is ${num(v, 'en')} kg CO2e per kg${climateDetail(e, 'en')}${largestPart(e, 'en', '; the largest part from ')}.`,
  novaScore: (v, e) => `NOVA group ${v}: ${e.nova.reason}`,
  nutriScore: (v, e) => `Nutri-Score ${v} (${e.nutriScore?.category ?? 'general'} rules, ${e.nutriScore?.score ?? 0} points).`,
  healthScore: (v) => `The health score is ${num(v, 'en')} of 100, from the Nutri-Score points and the NOVA group.`,
  antibioticsResistanceScore: (v) => `The antibiotics score is ${num(v, 'en')} of 100, from the share of livestock products and antimicrobial use in their countries.`,
  overconsumptionRisk: (v) => `The risk of overconsumption is ${v}, from energy density, nutrient levels, processing and alcohol.`,
  allergenList: (_v, e) => `Allergens: ${e.allergens.map((a) => (a.presence === 'traces' ? `traces of ${a.allergen}` : a.allergen)).join(', ')}, found in the ingredient text.`,
  socialJusticeScore: (v) => `The social justice score is ${num(v, 'en')} of 100, from the Human Development Index of the origins.`,
  equalityScore: (v) => `The equality score is ${num(v, 'en')} of 100, from the Gender Inequality Index of the origins.`,
  workerRightsScore: (v) => `The worker rights score is ${num(v, 'en')} of 100, from voice and accountability in the origins and fair-trade labels.`,
  animalProtectionScore: (v) => `The animal protection score is ${num(v, 'en')} of 100, from the share of animal products and welfare labels.`,
  childLaborScore: (v) => `The child labour score is ${num(v, 'en')} of 100, from child labour prevalence in the origins and risk crops.`,
  biodiversityScore: (v) => `The biodiversity score is ${num(v, 'en')} of 100, from land use, ecotoxicity, acidification and eutrophication per kg (AGRIBALYSE), palm oil and organic farming.`,
  pesticidesUseScore: (v) => 
    `The pesticides score is ${num(v, 'en')} of 100, from the freshwater ecotoxicity of farming and processing per kg (AGRIBALYSE), ` +
    'scaled by pesticide use per hectare in the origins.',
  fertilizersUseScore: (v) => `The fertilisers score is ${num(v, 'en')} of 100, from eutrophication per kg (AGRIBALYSE), scaled by nitrogen use per hectare in the origins.`,
  landUseScore: (v) => `The land use score is ${num(v, 'en')} of 100, from land use per kg (AGRIBALYSE soil-quality index).`,
  waterScore: (v) => `The water score is ${num(v, 'en')} of 100, from the scarcity-weighted water use per kg (AGRIBALYSE, AWARE).`,
  transportScore: (v, e) =>
    `The transport score is ${num(v, 'en')} of 100, from the freight emissions ${yourLegs(e) ? LEGS_LESS_MARKET.en : 'from the origins to Sweden'}.`,
  packageInformation: (v) => `Packaging: ${v}.`,
  isEco: (v) => (v === 1 ? 'The product is organic.' : 'The product is not organic.'),
  unknown: (field) => `${field} could not be computed: its inputs are missing (see completeness).`,
};

/** The Nutri-Score rule sets by name, in Swedish. */
const NUTRI_SCORE_CATEGORY_SV: Record<NutriScoreCategory, string> = {
  general: 'livsmedel i allmänhet', beverage: 'drycker', fat: 'fetter, oljor, nötter och frön', cheese: 'ost', redMeat: 'rött kött', exempt: 'undantagna produkter',
};

/** The 14 allergens of Regulation (EU) 1169/2011 Annex II, by id, in Swedish. */
const ALLERGENS_SV: Record<AllergenId, string> = {
  gluten: 'gluten', crustaceans: 'kräftdjur', eggs: 'ägg', fish: 'fisk', peanuts: 'jordnötter', soy: 'soja', milk: 'mjölk', nuts: 'nötter',
  celery: 'selleri', mustard: 'senap', sesame: 'sesamfrön', sulphites: 'svaveldioxid och sulfiter', lupin: 'lupin', molluscs: 'blötdjur',
};

const sv: Phrases = {
  climateScore: (v) => `Klimatpoängen är ${num(v, 'sv')} av 100, från klimatavtrycket på en logaritmisk skala.`,
  CO2e: (v, e) => `Klimatavtrycket är ${num(v, 'sv')} kg CO2e per kg${climateDetail(e, 'sv')}${largestPart(e, 'sv', '; den största delen från ')}.`,
  novaScore: (v, e) => `NOVA-grupp ${v}: ${e.nova.reason}`,
  nutriScore: (v, e) => `Nutri-Score ${v} (reglerna för ${NUTRI_SCORE_CATEGORY_SV[e.nutriScore?.category ?? 'general']}, ${e.nutriScore?.score ?? 0} poäng).`,
  healthScore: (v) => `Hälsopoängen är ${num(v, 'sv')} av 100, från Nutri-Score-poängen och NOVA-gruppen.`,
  antibioticsResistanceScore: (v) => `Antibiotikapoängen är ${num(v, 'sv')} av 100, från andelen animalier och antibiotikaanvändningen i deras länder.`,
  overconsumptionRisk: (v) => `Risken för överkonsumtion är ${v === 'low' ? 'låg' : v === 'medium' ? 'medel' : 'hög'}, från energitäthet, näringsinnehåll, bearbetning och alkohol.`,
  allergenList: (_v, e) => `Allergener: ${e.allergens.map((a) => (a.presence === 'traces' ? `spår av ${ALLERGENS_SV[a.allergen]}` : ALLERGENS_SV[a.allergen])).join(', ')}, funna i ingredienstexten.`,
  socialJusticeScore: (v) => `Poängen för social rättvisa är ${num(v, 'sv')} av 100, från ursprungsländernas Human Development Index.`,
  equalityScore: (v) => `Jämställdhetspoängen är ${num(v, 'sv')} av 100, från ursprungsländernas Gender Inequality Index.`,
  workerRightsScore: (v) => `Poängen för arbetstagares rättigheter är ${num(v, 'sv')} av 100, från yttrandefrihet och ansvarsutkrävande i ursprungsländerna och rättvisemärkning.`,
  animalProtectionScore: (v) => `Djurskyddspoängen är ${num(v, 'sv')} av 100, från andelen animalier och djurvälfärdsmärkning.`,
  childLaborScore: (v) => `Barnarbetspoängen är ${num(v, 'sv')} av 100, från barnarbete i ursprungsländerna och riskgrödor.`,
  biodiversityScore: (v) => `Biologisk mångfald får ${num(v, 'sv')} av 100, från markanvändning, ekotoxicitet, försurning och övergödning per kg (AGRIBALYSE), palmolja och ekologisk odling.`,
  pesticidesUseScore: (v) => 
    `Bekämpningsmedelspoängen är ${num(v, 'sv')} av 100, från ekotoxiciteten i sötvatten från odling och förädling per kg (AGRIBALYSE), ` +
    'skalad med bekämpningsmedel per hektar i ursprungsländerna.',
  fertilizersUseScore: (v) => `Gödselpoängen är ${num(v, 'sv')} av 100, från övergödningen per kg (AGRIBALYSE), skalad med kväveanvändningen per hektar i ursprungsländerna.`,
  landUseScore: (v) => `Markanvändningspoängen är ${num(v, 'sv')} av 100, från markanvändningen per kg (AGRIBALYSE:s markkvalitetsindex).`,
  waterScore: (v) => `Vattenpoängen är ${num(v, 'sv')} av 100, från den bristviktade vattenanvändningen per kg (AGRIBALYSE, AWARE).`,
  transportScore: (v, e) =>
    `Transportpoängen är ${num(v, 'sv')} av 100, från fraktutsläppen ${yourLegs(e) ? LEGS_LESS_MARKET.sv : 'från ursprungsländerna till Sverige'}.`,
  packageInformation: (v) => `Förpackning: ${packagingInSwedish(v)}.`,
  isEco: (v) => (v === 1 ? 'Produkten är ekologisk.' : 'Produkten är inte ekologisk.'),
  unknown: (field) => `${field} kunde inte beräknas: underlaget saknas (se completeness).`,
};

const PHRASES: Record<SummaryLanguage, Phrases> = { en, sv };

/** One sentence per record field, in the record's order. */
export function summarize(scores: SustainabilityScores, e: ScoreExplanation, lang: SummaryLanguage): { field: RecordField; text: string }[] {
  const p = PHRASES[lang];
  return recordFields(scores).map((field) => {
    const value = scores[field];
    if (value === null || value === '') return { field, text: p.unknown(field) };
    return { field, text: (p[field] as (v: unknown, e: ScoreExplanation) => string)(value, e) };
  });
}
