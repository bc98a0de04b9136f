import { numbersInSwedish } from './words.js';

/**
 * The engine's own English phrases (Nutri-Score's class, the climate model's parts, the packaging
 * description, the parts computed from the partner's own data) in Swedish, phrase by phrase and with
 * Swedish number formats (decimal comma, a space between thousands), for explanations asked for in
 * Swedish (explain/language.ts).
 * They live in text/ because they read and write text; names stay as published and what the partner
 * wrote stays as written.
 */

/** Fixed phrases of the engine, English → Swedish. */
const PHRASES_SV: ReadonlyMap<string, string> = new Map([
  // Nutri-Score classes (score/nutri-score.ts).
  ['cheese category', 'kategorin ost'],
  ['fats, oils, nuts and seeds category', 'kategorin fetter, oljor, nötter och frön'],
  ['water-based drink category', 'kategorin vattenbaserad dryck'],
  ['drink category', 'kategorin dryck'],
  ['nutrients declared per 100 ml', 'näringsvärdet anges per 100 ml'],
  ['ingredients hold little or no red meat, whatever the category says', 'ingredienserna har lite eller inget rött kött, vad kategorin än säger'],
  ['general food', 'livsmedel i allmänhet'],
  ['red meat category', 'kategorin rött kött'],
  ['plain water: graded A by the 2023 beverage rules', 'rent vatten: klass A enligt 2023 års regler för drycker'],
  ['no nutrition declaration', 'ingen näringsdeklaration'],
  ['alcoholic drink category', 'kategorin alkoholdryck'],
  ['coffee (beans, ground or instant)', 'kaffe (bönor, malet eller snabbkaffe)'],
  ['tea or herbal infusion', 'te eller örtte'],
  // Climate model parts (score/climate/).
  ['storage and sale in the shop', 'lagring och försäljning i butiken'],
  ['market logistics', 'marknadslogistik'],
  ['market logistics (AGRIBALYSE transport stage)', 'marknadslogistik (AGRIBALYSE, transportsteget)'],
  ['freight from the declared origin (DESNZ 2025)', 'frakt från det angivna ursprunget (DESNZ 2025)'],
  ['air freight, as the label states: long-haul, with radiative forcing (DESNZ 2025)', 'flygfrakt, som etiketten anger: långdistansflyg, med höghöjdseffekter (DESNZ 2025)'],
  ['air freight, as AGRIBALYSE flies this food from there: long-haul (DESNZ 2025)', 'flygfrakt, som AGRIBALYSE flyger livsmedlet därifrån: långdistansflyg (DESNZ 2025)'],
  ['the product class reference', 'produktklassens referens'],
  ['the mean of the matched ingredients', 'medelvärdet av de matchade ingredienserna'],
  ['class default', 'produktklassens vanliga förpackning'],
  // What the parts computed from the partner's own data were matched to, and counted as (score/climate/explain.ts, score/partner/).
  ['your transport leg, freight by mode (DESNZ 2025)', 'er transportsträcka, frakt efter transportslag (DESNZ 2025)'],
  ['your processing electricity, grid intensity (Ember)', 'er el i förädlingen, elnätets klimatintensitet (Ember)'],
  // Whole, before the material pattern below would translate its words one by one ("your förpackning components").
  ['your packaging components (DESNZ 2025)', 'era förpackningskomponenter (DESNZ 2025)'],
  ['its farm stage; its processing from your energy data', 'dess jordbruksled; dess förädling från era energiuppgifter'],
]);

/** The freight modes of the partner's legs (score/partner/), plain and refrigerated: the adjective agrees with the noun. */
const FREIGHT_MODES_SV: Readonly<Record<string, { plain: string; refrigerated: string }>> = {
  road: { plain: 'lastbil', refrigerated: 'kyld lastbil' },
  rail: { plain: 'tåg', refrigerated: 'kylt tåg' },
  sea: { plain: 'fartyg', refrigerated: 'kylt fartyg' },
  air: { plain: 'flyg', refrigerated: 'kylt flyg' },
};

/** `refrigerated` is the English text's "refrigerated ", or empty (undefined) for a leg that is not. */
function freightModeInSwedish(mode: string, refrigerated: string | undefined): string {
  const sv = FREIGHT_MODES_SV[mode];
  if (sv === undefined) return `${refrigerated ?? ''}${mode}`;
  return refrigerated ? sv.refrigerated : sv.plain;
}

/** Nutri-Score's exempt categories by tag (`${tag} category`). */
const EXEMPT_TAGS_SV: Readonly<Record<string, string>> = {
  baby: 'barnmat', honey: 'honung', vinegar: 'vinäger', yeast: 'jäst', spice: 'kryddor', salt: 'salt', supplement: 'kosttillskott', gum: 'tuggummi',
};

/** Packaging words of the packaging description: materials and types (data/packaging-materials.ts, lexicon/climate.ts). */
const PACKAGING_WORDS_SV: readonly (readonly [string, string])[] = [
  ['beverage carton', 'dryckeskartong'], ['plastic film', 'plastfilm'], ['packaging', 'förpackning'],
  ['glass', 'glas'], ['aluminium', 'aluminium'], ['steel', 'stål'], ['cardboard', 'kartong'], ['paper', 'papper'],
  ['plastic', 'plast'], ['composite', 'komposit'], ['bottle', 'flaska'], ['jar', 'burk'], ['can', 'burk'], ['bag', 'påse'],
  ['pouch', 'påse med pip'], ['box', 'ask'], ['carton', 'kartong'], ['cup', 'bägare'], ['tray', 'tråg'], ['tube', 'tub'],
  ['tub', 'bytta'], ['wrapper', 'omslag'], ['net', 'nät'], ['with', 'med'],
];
const PACKAGING_WORD = new RegExp(`\\b(${PACKAGING_WORDS_SV.map(([en]) => en).join('|')})\\b`, 'gi');
const PACKAGING_SV = new Map(PACKAGING_WORDS_SV);

/** Phrases with a part that varies, English → Swedish. */
const PATTERNS_SV: readonly (readonly [RegExp, (...parts: string[]) => string])[] = [
  [/^red meat is (\d+) % of the ingredients$/, (share) => `rött kött är ${share} % av ingredienserna`],
  [/^alcoholic drink \((.+) % vol\)$/, (percent) => `alkoholdryck (${percent.replace('.', ',')} % vol)`],
  [/^(\w+) category$/, (tag) => (EXEMPT_TAGS_SV[tag] ? `kategorin ${EXEMPT_TAGS_SV[tag]}` : `${tag} category`)],
  [/^recipe step \((.+)\)$/s, (name) => `receptsteget (${name})`],
  [/^market logistics: (.+)$/s, (names) => `marknadslogistik: ${names}`],
  // A flown route (score/climate/transport.ts routeLabel): "PE by air -> SE: Mango", "KE (default) by air -> SE".
  [/^(.+?)( \(default\))? by air -> SE(.*)$/s, (codes, fallback, rest) => `${codes}${fallback ? ' (standardantagande)' : ''} med flyg -> SE${rest ?? ''}`],
  // The partner's own legs and processing electricity (score/partner/override.ts, score/climate/explain.ts).
  [/^leg (\d+): (refrigerated )?(\w+) (\S+) km \(your data\)$/, (leg, refrigerated, mode, km) =>
    `sträcka ${leg}: ${freightModeInSwedish(mode, refrigerated)} ${numbersInSwedish(km)} km (era uppgifter)`],
  [/^(\S+) kWh\/kg of (\w+) electricity \((\S+) kg CO2e\/kWh\)$/, (kwh, country, intensity) =>
    `${numbersInSwedish(kwh)} kWh/kg el från ${country} (${numbersInSwedish(intensity)} kg CO2e/kWh)`],
  [/^(.+) \(DESNZ 2025\)$/, (label) => `${packagingWords(label)} (DESNZ 2025)`],
];

/** The packaging description (`packageInformation`, a packaging contribution's text) in Swedish. */
export function packagingInSwedish(text: string): string {
  const fixed = PHRASES_SV.get(text);
  if (fixed !== undefined) return fixed;
  return text
    .split('; ')
    .map((part) => {
      if (part === 'recyclable') return 'återvinningsbar';
      if (part === 'not recyclable') return 'inte återvinningsbar';
      if (part === 'partly recyclable') return 'delvis återvinningsbar';
      if (part === 'deposit') return 'pant';
      const score = /^material score (\d+)\/100$/.exec(part);
      if (score) return `materialpoäng ${score[1]}/100`;
      return capitaliseLike(part, numbersInSwedish(packagingWords(part)));
    })
    .join('; ');
}

function packagingWords(text: string): string {
  // "Cardboard carton" is "kartong kartong" word by word: a word said twice in a row is said once.
  return text.replace(PACKAGING_WORD, (word) => PACKAGING_SV.get(word.toLowerCase()) ?? word).replace(/\b(\p{L}+) \1\b/giu, '$1');
}

function capitaliseLike(original: string, text: string): string {
  return /^[A-Z]/.test(original) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** One of the engine's phrases in Swedish; unknown text as it is. */
export function phraseInSwedish(text: string): string {
  const fixed = PHRASES_SV.get(text);
  if (fixed !== undefined) return fixed;
  for (const [pattern, render] of PATTERNS_SV) {
    const found = pattern.exec(text);
    if (found) return render(...found.slice(1));
  }
  return text;
}
