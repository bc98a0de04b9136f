import { INGREDIENT_LIST } from '../params.js';
import type { NameTest, ParsedIngredient, RawItem, RoleCaps } from './types.js';

/**
 * Mass shares: each item of the tree gets its share of the product, declared percentages first,
 * the rest estimated from the order of the list (EU rule: descending weight).
 */

const MINOR_CAP = INGREDIENT_LIST.minorCapPercent;

/** The children of every leaf: one empty list shared by all (nothing adds to a parsed tree), not one allocated per leaf and product. */
const NO_CHILDREN: never[] = [];

/** An item's declared percentage: the label's, or the one its raw food per 100 g declares (`derived`, ADR 0234). */
function declaredOf<R>(items: readonly RawItem<R>[], derived: readonly (number | null)[] | null, i: number): number | null {
  return derived === null ? items[i]!.percent : derived[i]!;
}

/**
 * Shares for one sibling list summing to `total` (percent of product). Declared percentages
 * are kept; the rest of the mass goes to the others ∝ 1/rank, each capped by its predecessor
 * so the estimate respects the EU rule that ingredients are listed in descending weight.
 */
export function assignShares<R>(items: readonly RawItem<R>[], total: number, nested: boolean, isMinor: NameTest<R, boolean>, roleCaps?: RoleCaps<R>): ParsedIngredient<R>[] {
  const n = items.length;
  // A list made on a base liquid (a soup, a plant drink) holds its oil at what AGRIBALYSE's recipes give it;
  // the liquid may head a base listed first ("havrebas (vatten, havre 10 %), rapsolja").
  const head = items[0];
  const headFirst = head?.children[0];
  // Water then an oil ("Vatten, vegetabiliska oljor (raps, palm), salt") is an emulsion, a light spread or a plant
  // cheese, not a soup: no cap after the liquid (ADR 0214).
  const headIsLiquid = roleCaps !== undefined && n > 1 && roleCaps.isBaseLiquid(head!.name, head!.reading);
  const emulsion = headIsLiquid && roleCaps.opensEmulsion !== undefined && roleCaps.opensEmulsion(items[1]!.name, items[1]!.reading);
  const afterBaseLiquid =
    roleCaps !== undefined && n > 1 && !emulsion && (headIsLiquid || (headFirst !== undefined && roleCaps.isBaseLiquid(headFirst.name, headFirst.reading)))
      ? roleCaps
      : undefined;
  // A glaze the net weight leaves out takes no share, declared or not, and caps none of the items after it.
  const isOutside = roleCaps?.isOutsideNetWeight;
  let outside: boolean[] | null = null;
  if (isOutside !== undefined && n > 1) for (let i = 0; i < n; i++) if (isOutside(items[i]!)) (outside ??= new Array<boolean>(n).fill(false))[i] = true;
  // A concentrate whose raw food per 100 g is declared ("Tomatpuré (140 g tomater per 100 g ketchup)") has its share
  // declared too: the raw mass over its yield (ADR 0234).
  let derived: (number | null)[] | null = null;
  const rawYield = roleCaps?.rawYield;
  if (rawYield !== undefined) {
    for (let i = 0; i < n; i++) {
      const it = items[i]!;
      if (it.rawPer100 === null || it.percent !== null) continue;
      const y = rawYield(it.name, it.reading);
      if (y !== null && y > 1) (derived ??= items.map((x) => x.percent))[i] = Math.min(it.rawPer100 / y, total);
    }
  }
  let declaredSum = 0;
  let declaredOutside = 0;
  for (let i = 0; i < n; i++) {
    if (outside === null || !outside[i]) declaredSum += declaredOf(items, derived, i) ?? 0;
    else declaredOutside += declaredOf(items, derived, i) ?? 0;
  }
  // Nested percentages may be given relative to the compound ingredient; they are when
  // they could not fit inside it as percentages of the whole product.
  let scale = 1;
  if (nested && declaredSum > total + 0.5) scale = total / 100;
  // A declared glaze ("vatten (glasering) 20 %") says the others' percentages are of the weight with it: per net weight they are more.
  else if (!nested && declaredOutside > 0 && declaredOutside < total) scale = total / (total - declaredOutside);
  if (declaredSum * scale > total && declaredSum > 0) scale = total / declaredSum;
  // Plain arrays filled by push: for the few items of a list they cost less than typed arrays' backing stores.
  // An estimated item's weight is 1/rank, made negative once its cap binds (so no third list marks it capped);
  // a declared item's is 0.
  const shares: number[] = [];
  const weights: number[] = [];
  let remaining = total;
  for (let i = 0; i < n; i++) {
    const d = declaredOf(items, derived, i);
    if (outside !== null && outside[i]) {
      shares.push(0);
      weights.push(0);
    } else if (d !== null) {
      shares.push(d * scale);
      weights.push(0);
      remaining -= d * scale;
    } else {
      shares.push(0);
      weights.push(1 / (i + 1));
    }
  }
  if (remaining < 0) remaining = 0;
  // Each item's minor test and role cap asked once, not once per pass: each is a name lookup in the caller's cache.
  const minor: (boolean | undefined)[] = [];
  const capAfter = afterBaseLiquid === undefined ? null : items.map((it) => afterBaseLiquid.capAfterBaseLiquid(it.name, it.reading));
  const byHead = roleCaps?.capsAfterHead === undefined || n < 2 ? null : roleCaps.capsAfterHead(head!.name, head!.reading);
  const capAfterHead = byHead === null ? null : items.map((it, i) => (i === 0 ? null : byHead(it.name, it.reading)));
  // The item right after an undeclared head may be its coating ("Russin, solrosolja"); after a declared one the rest of
  // the list takes what is left anyway, and further down a list an oil is the recipe's own.
  const coatedBy = roleCaps?.coatingAfterHead === undefined || n < 2 || declaredOf(items, derived, 0) !== null ? null : roleCaps.coatingAfterHead(head!.name, head!.reading);
  const coatingCap = coatedBy === null || declaredOf(items, derived, 1) !== null ? null : coatedBy(items[1]!.name, items[1]!.reading);
  for (let pass = 0; pass < 4 && remaining > 1e-9; pass++) {
    let wsum = 0;
    for (let i = 0; i < n; i++) if (weights[i]! > 0) wsum += weights[i]!;
    if (wsum === 0) break;
    for (let i = 0; i < n; i++) if (weights[i]! > 0) shares[i]! += (remaining * weights[i]!) / wsum;
    remaining = 0;
    const minorCap = (MINOR_CAP * total) / 100;
    for (let i = 1; i < n; i++) {
      if (weights[i] === 0) continue;
      let before = i - 1;
      if (outside !== null) while (before > 0 && outside[before]) before--;
      let cap = outside !== null && outside[before] ? total : shares[before]!;
      // The minor cap can bind only a share above it: only then is the name asked about.
      if (cap > minorCap && shares[i]! > minorCap + 1e-9 && (minor[i] ??= isMinor(items[i]!.name, items[i]!.reading))) cap = minorCap;
      const roleCap = capAfter === null ? null : capAfter[i]!;
      if (roleCap !== null && cap > (roleCap * total) / 100) cap = (roleCap * total) / 100;
      const headCap = capAfterHead === null ? null : capAfterHead[i]!;
      if (headCap !== null && cap > (headCap * total) / 100) cap = (headCap * total) / 100;
      if (i === 1 && coatingCap !== null && cap > (coatingCap * total) / 100) cap = (coatingCap * total) / 100;
      if (shares[i]! > cap + 1e-9) {
        remaining += shares[i]! - cap;
        shares[i] = cap;
        if (weights[i]! > 0) weights[i] = -weights[i]!;
      }
    }
  }
  const out = new Array<ParsedIngredient<R>>(n);
  for (let i = 0; i < n; i++) {
    const it = items[i]!;
    const share = shares[i]!;
    const declared = declaredOf(items, derived, i);
    out[i] = {
      name: it.name,
      percent: declared === null ? null : declared * scale,
      share,
      estimated: weights[i] !== 0,
      origin: it.origin,
      annotation: it.annotation,
      reading: it.reading,
      children: it.children.length > 0 ? assignShares(it.children, share, true, isMinor, roleCaps) : NO_CHILDREN,
    };
  }
  return out;
}
