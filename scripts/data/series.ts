/** year → value for one country. */
export type Series = Map<number, number>;

/** What a country table holds once a reference year is chosen. */
export interface Selection {
  year: number;
  values: Record<string, number>;
  years: Record<string, number>;
  missing: string[];
}

export interface Country {
  iso2: string;
  iso3: string;
}

/** A reference year must cover at least this share of the countries we need… */
const MIN_COVERAGE = 0.9;
/** …and a country without a value that year may use its latest value at most this many years older. */
const MAX_FALLBACK_YEARS = 5;

/**
 * The latest year whose figures cover at least 90 % of `countries` is the reference year; each
 * country takes its value for that year, else its latest value up to five years older (its year
 * is recorded), else it is listed as missing. Keys of the result are ISO alpha-2.
 */
export function selectLatest(series: ReadonlyMap<string, Series>, countries: readonly Country[]): Selection {
  const coverage = new Map<number, number>();
  for (const c of countries) for (const y of series.get(c.iso3)?.keys() ?? []) coverage.set(y, (coverage.get(y) ?? 0) + 1);
  const candidates = [...coverage].filter(([, n]) => n >= MIN_COVERAGE * countries.length).map(([y]) => y);
  if (candidates.length === 0) throw new Error('no year covers 90 % of the countries');
  const year = Math.max(...candidates);
  const out: Selection = { year, values: {}, years: {}, missing: [] };
  for (const c of countries) {
    const s = series.get(c.iso3);
    const y = s ? [...s.keys()].filter((k) => k <= year && k >= year - MAX_FALLBACK_YEARS).sort((a, b) => b - a)[0] : undefined;
    if (s === undefined || y === undefined) {
      out.missing.push(c.iso2);
      continue;
    }
    out.values[c.iso2] = s.get(y)!;
    out.years[c.iso2] = y;
  }
  return out;
}

/** Adds one observation, refusing a second, different value for the same country and year. */
export function addObservation(series: Map<string, Series>, iso3: string, year: number, value: number, where: string): void {
  let s = series.get(iso3);
  if (!s) series.set(iso3, (s = new Map()));
  const prev = s.get(year);
  if (prev !== undefined && prev !== value) throw new Error(`${where}: ${iso3} ${year} has two values (${prev}, ${value})`);
  s.set(year, value);
}
