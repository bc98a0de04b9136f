import { normalizeText } from '../text/normalize.js';

/** Unit codes seen in the forms: SI symbols, Swedish words and GS1/UN-ECE Rec 20 codes. */
const UNIT_TO_BASE: Readonly<Record<string, { factor: number; kind: 'mass' | 'volume' }>> = {
  mg: { factor: 0.001, kind: 'mass' },
  mgm: { factor: 0.001, kind: 'mass' },
  g: { factor: 1, kind: 'mass' },
  gr: { factor: 1, kind: 'mass' },
  gram: { factor: 1, kind: 'mass' },
  grams: { factor: 1, kind: 'mass' },
  grm: { factor: 1, kind: 'mass' },
  kg: { factor: 1000, kind: 'mass' },
  kgm: { factor: 1000, kind: 'mass' },
  kilo: { factor: 1000, kind: 'mass' },
  ml: { factor: 1, kind: 'volume' },
  mlt: { factor: 1, kind: 'volume' },
  cl: { factor: 10, kind: 'volume' },
  clt: { factor: 10, kind: 'volume' },
  dl: { factor: 100, kind: 'volume' },
  dlt: { factor: 100, kind: 'volume' },
  l: { factor: 1000, kind: 'volume' },
  lt: { factor: 1000, kind: 'volume' },
  ltr: { factor: 1000, kind: 'volume' },
  liter: { factor: 1000, kind: 'volume' },
  litre: { factor: 1000, kind: 'volume' },
  liters: { factor: 1000, kind: 'volume' },
  litres: { factor: 1000, kind: 'volume' },
};

export interface Quantity {
  /** Grams or millilitres. */
  amount: number;
  kind: 'mass' | 'volume';
}

export function unitInfo(unit: string | null | undefined): { factor: number; kind: 'mass' | 'volume' } | null {
  if (typeof unit !== 'string') return null;
  const u = normalizeText(unit).replace(/[.\s]/g, '');
  return UNIT_TO_BASE[u] ?? null;
}

/** "500 g", "1,5 l", "6 x 33 cl", or a number with a separate unit → grams or millilitres. */
export function parseQuantity(size: number | string | null | undefined, unit?: string | null): Quantity | null {
  if (typeof size === 'number') {
    const info = unitInfo(unit);
    if (!info || !(size > 0)) return null;
    return { amount: size * info.factor, kind: info.kind };
  }
  if (typeof size !== 'string') return null;
  const s = normalizeText(size).replace(/(\d),(\d)/g, '$1.$2');
  const m = /^(?:(\d+)\s*[x×*]\s*)?(\d+(?:\.\d+)?)\s*([a-z]+)?\.?$/.exec(s);
  if (!m || m[2] === undefined) return null;
  const info = unitInfo(m[3] ?? unit);
  const value = Number(m[2]) * (m[1] ? Number(m[1]) : 1);
  if (!info || !(value > 0)) return null;
  return { amount: value * info.factor, kind: info.kind };
}
