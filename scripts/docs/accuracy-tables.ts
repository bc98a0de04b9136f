// Writes the accuracy tables of README.md and docs/partner-guide.md from the sets' measured-once lines
// (test/unit/scoring/score/environment/measured-once.ts), so that a set's figures are written once, where it is
// measured, and every sum and range the docs state is computed rather than added up by hand. `--check` (run by
// `make check-generated`) fails when a generated block is stale. Usage: npx tsx scripts/docs/accuracy-tables.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ISSUE_GOALS, MEASURED_ONCE, type MeasuredSet } from '../../test/unit/scoring/score/environment/measured-once.js';

type RankField = keyof typeof ISSUE_GOALS.rank;
const RANK_FIELDS = Object.keys(ISSUE_GOALS.rank) as RankField[];

/** Pooled figures count from the first set measured with method 2026.11.27 on. */
const FIRST_POOLED_SET = 18;
/** The README's summary row covers this many of the latest sets, written out in its text. */
const LATEST = 20;
const LATEST_IN_WORDS = 'twenty';

const share = (m: MeasuredSet): number => m.within2 / m.withFigure;
const rankMet = (m: MeasuredSet, field: RankField): boolean => m.rank[field] <= ISSUE_GOALS.rank[field];
const everyRankMet = (m: MeasuredSet): boolean => RANK_FIELDS.every((f) => rankMet(m, f));
const medianMet = (m: MeasuredSet): boolean => m.medianFactor <= ISSUE_GOALS.medianFactor;
const within2Met = (m: MeasuredSet): boolean => share(m) >= ISSUE_GOALS.within2;
const everyGoalMet = (m: MeasuredSet): boolean => everyRankMet(m) && medianMet(m) && within2Met(m);

const minus = (x: number): string => x.toFixed(3).replace('-', '−');
const thousands = (n: number): string => n.toLocaleString('en-GB');
const percent = (x: number, digits = 0): string => `${(100 * x).toFixed(digits)} %`;
const bold = (text: string, met: boolean): string => (met ? `**${text}**` : text);
/** A rank goal as the docs write it: "−0.85". */
const goalText = (field: RankField): string => String(ISSUE_GOALS.rank[field]).replace('-', '−');
const list = (sets: readonly MeasuredSet[]): string => (sets.length === 0 ? 'none' : sets.map((m) => m.set).join(', '));

/** Consecutive numbers as ranges: 18–35, 39, 41 … (the odd or even runs are named by the caller). */
function runs(numbers: readonly number[], step: number): string[] {
  const out: string[] = [];
  let start = numbers[0]!;
  for (let i = 1; i <= numbers.length; i++) {
    if (i < numbers.length && numbers[i] === numbers[i - 1]! + step) continue;
    const end = numbers[i - 1]!;
    out.push(start === end ? `${start}` : `${start}–${end}`);
    start = numbers[i]!;
  }
  return out;
}

/** "18–35 and the odd sets 39–145": the consecutive run first, then the alternating one. */
function setsNamed(sets: readonly MeasuredSet[]): string {
  const numbers = sets.map((m) => m.set);
  const alternate = numbers.findIndex((n, i) => i > 0 && n !== numbers[i - 1]! + 1);
  if (alternate < 0) return runs(numbers, 1).join(', ');
  const head = runs(numbers.slice(0, alternate), 1).join(', ');
  const tail = numbers.slice(alternate);
  return `${head} and the ${tail[0]! % 2 === 1 ? 'odd' : 'even'} sets ${runs(tail, 2).join(', ')}`;
}

function pooled(sets: readonly MeasuredSet[]): { within: number; withFigure: number; share: number } {
  const within = sets.reduce((s, m) => s + m.within2, 0);
  const withFigure = sets.reduce((s, m) => s + m.withFigure, 0);
  return { within, withFigure, share: within / withFigure };
}

/** The README's block: the latest sets in one row, and the pooled figures by language. */
export function readmeBlock(measured: readonly MeasuredSet[] = MEASURED_ONCE): string {
  const latest = measured.slice(-LATEST);
  const first = latest[0]!.set;
  const last = latest.at(-1)!.set;
  const allGoals = latest.filter(everyGoalMet);
  const ranksOnly = latest.filter((m) => everyRankMet(m) && !everyGoalMet(m));
  const shares = latest.map(share);
  const medians = latest.map((m) => m.medianFactor);
  const parity = latest[0]!.labels === 'sv' ? 'odd' : 'even';
  const swedish = measured.filter((m) => m.set >= FIRST_POOLED_SET && m.labels === 'sv');
  const english = measured.filter((m) => m.set >= FIRST_POOLED_SET && m.labels === 'en');
  const sv = pooled(swedish);
  const en = pooled(english);
  const both = pooled([...swedish, ...english]);
  return [
    `The last ${LATEST_IN_WORDS} sets, each measured once with the method of its day (the methodology has each one's figures and every`,
    'product outside ×2 with its reason, one heading per set):',
    '',
    '| Sets | Every goal met | Every rank goal met, water included | Within ×2 | Median factor |',
    '|---|---|---|---|---|',
    `| ${first}–${last} (${parity}: Swedish, ${parity === 'odd' ? 'even' : 'odd'}: English) | ${list(allGoals)} | also ${list(ranksOnly)} | ` +
      `${Math.round(100 * Math.min(...shares))}–${percent(Math.max(...shares))} | ${Math.min(...medians).toFixed(3)}–${Math.max(...medians).toFixed(3)} |`,
    '',
    `Across sets, **${percent(ISSUE_GOALS.within2)} within ×2 is ${both.share >= ISSUE_GOALS.within2 ? '' : 'not '}met**: Swedish sets measured once since method 2026.11.27`,
    `(${setsNamed(swedish)}) have ${thousands(sv.within)} of ${thousands(sv.withFigure)} products with a figure within ×2`,
    `(${percent(sv.share, 1)}), English sets (${setsNamed(english)}) ${thousands(en.within)} of ${thousands(en.withFigure)} (${percent(en.share, 1)}).`,
  ].join('\n');
}

const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS = ['', '', 'twent', 'thirt', 'fort', 'fift', 'sixt', 'sevent', 'eight', 'ninet'];
/** How many hundreds, as the headings write them: "hundred-and-first", "two-hundred-and-first". */
const HUNDREDS = ['', 'hundred', 'two-hundred', 'three-hundred', 'four-hundred', 'five-hundred', 'six-hundred', 'seven-hundred', 'eight-hundred', 'nine-hundred'];

/** "Hundred-and-forty-third", "Two-hundredth": the set's ordinal as the docs' headings spell it (sets below 1,000). */
export function ordinal(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = Math.floor(rest / 10);
  const unit = rest % 10;
  let word: string;
  if (rest === 0) word = `${HUNDREDS[hundreds]}th`;
  else if (rest < 10) word = ORDINALS[unit]!;
  else if (rest < 20) word = TEENS[rest - 10]!;
  else word = unit === 0 ? `${TENS[tens]}ieth` : `${TENS[tens]}y-${ORDINALS[unit]}`;
  const text = hundreds === 0 || rest === 0 ? word : `${HUNDREDS[hundreds]}-and-${word}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The README's first table: the two latest Swedish sets, goals met in bold. */
export function latestSwedishBlock(measured: readonly MeasuredSet[] = MEASURED_ONCE): string {
  const [newer, older] = measured.filter((m) => m.labels === 'sv').slice(-2).reverse() as [MeasuredSet, MeasuredSet];
  const fields: readonly [RankField, string, string][] = [
    ['water', '`waterScore`', 'water use (AWARE)'],
    ['landUse', '`landUseScore`', 'land use'],
    ['fertilisers', '`fertilizersUseScore`', 'marine eutrophication'],
    ['pesticides', '`pesticidesUseScore`', 'freshwater ecotoxicity'],
    ['biodiversity', '`biodiversityScore`', 'land use'],
  ];
  const goal = (field: RankField) => `≤ ${goalText(field)}`;
  const climate = (m: MeasuredSet) =>
    `${bold(minus(m.rank.climate), rankMet(m, 'climate'))}; ${bold(m.medianFactor.toFixed(3), medianMet(m))}; ${bold(percent(share(m)), within2Met(m))}`;
  return [
    `| Field | Compared with | Goal | ${ordinal(newer.set)} set (${newer.method}) | ${ordinal(older.set)} set (${older.method}) |`,
    '|---|---|---|---|---|',
    ...fields.map(([f, name, what]) => `| ${name} | ${what} | ${goal(f)} | ${bold(minus(newer.rank[f]), rankMet(newer, f))} | ${bold(minus(older.rank[f]), rankMet(older, f))} |`),
    `| \`climateScore\` / \`CO2e\` | climate change | ${goal('climate')}; median factor ≤ ${ISSUE_GOALS.medianFactor}; ${percent(ISSUE_GOALS.within2)} within ×2 | ${climate(newer)} | ${climate(older)} |`,
  ].join('\n');
}

/** The partner guide's block: every set measured once, goals met in bold, and the pooled figures. */
export function partnerGuideBlock(measured: readonly MeasuredSet[] = MEASURED_ONCE): string {
  const header = [
    '| Set | Labels | Method | Water | Land use | Fertilisers | Pesticides | Biodiversity | Climate | Median factor | Within ×2 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = [...measured].reverse().map((m) =>
    [
      `| ${m.set}`,
      m.labels === 'sv' ? 'Swedish' : 'English',
      m.method,
      ...RANK_FIELDS.map((f) => bold(minus(m.rank[f]), rankMet(m, f))),
      bold(m.medianFactor.toFixed(3), medianMet(m)),
      `${bold(`${m.within2} of ${m.withFigure}`, within2Met(m))} |`,
    ].join(' | '),
  );
  const counted = measured.filter((m) => m.set >= FIRST_POOLED_SET);
  const all = pooled(counted);
  return [
    `Goals: water ≤ ${goalText('water')}, land use ≤ ${goalText('landUse')}, fertilisers ≤ ${goalText('fertilisers')}, pesticides ≤ ${goalText('pesticides')}, ` +
      `biodiversity ≤ ${goalText('biodiversity')}, climate ≤ ${goalText('climate')}, median factor ≤ ${ISSUE_GOALS.medianFactor}, ${percent(ISSUE_GOALS.within2)} within ×2; ` +
      `bold: met. Of the ${counted.length} sets since the eighteenth, ${counted.filter(everyGoalMet).length} met every goal and ` +
      `${counted.filter(everyRankMet).length} every rank goal, water included; ${thousands(all.within)} of their ` +
      `${thousands(all.withFigure)} products with a figure were within ×2 (${percent(all.share, 1)}).`,
    '',
    ...header,
    ...rows,
  ].join('\n');
}

const START = (name: string) => `<!-- generated: ${name} (scripts/docs/accuracy-tables.ts; edit the measured sets, not this block) -->`;
const END = (name: string) => `<!-- end generated: ${name} -->`;

/** The text with the named block's contents replaced; the markers must be there already. */
export function withBlock(text: string, name: string, block: string, file: string): string {
  const start = text.indexOf(START(name));
  const end = text.indexOf(END(name));
  if (start < 0 || end < start) throw new Error(`${file}: no "${name}" block between its markers`);
  return `${text.slice(0, start + START(name).length)}\n${block}\n${text.slice(end)}`;
}

const TARGETS: readonly { file: string; name: string; block: () => string }[] = [
  { file: 'README.md', name: 'latest Swedish sets', block: () => latestSwedishBlock() },
  { file: 'README.md', name: 'accuracy summary', block: () => readmeBlock() },
  { file: 'docs/partner-guide.md', name: 'every set measured once', block: () => partnerGuideBlock() },
];

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const target of TARGETS) {
    const url = new URL(`../../${target.file}`, import.meta.url);
    const current = readFileSync(url, 'utf8');
    const next = withBlock(current, target.name, target.block(), target.file);
    if (next === current) continue;
    if (check) {
      console.error(`${target.file}: the "${target.name}" table is stale; run \`make docs-tables\` and commit the result.`);
      stale = true;
    } else writeFileSync(url, next);
  }
  if (stale) process.exit(1);
  console.log(check ? 'The accuracy tables are current.' : 'The accuracy tables are written.');
}
