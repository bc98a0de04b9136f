import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0257: a mash on a ready meals' shelf ("Rotmos", "Sötpotatismos med grädde" in "Färdigmat") took a lasagne's
 * cooking and assembly (0.71 kg CO2e/kg), ×1.5–2.0 of AGRIBALYSE's mashes, and a chilled mash on a shelf of sides took
 * none. A mash is vegetables cooked and mashed with milk, cream or butter: AGRIBALYSE's potato purée's step (0.18).
 * Flakes or powder sold to be made up are no mash; nor is an apple purée ("äppelmos").
 */
const trace = (name: string, category: string, ingredients = 'Potatis 80 %, mjölk, GRÄDDE, SMÖR, salt, muskot') =>
  traceProduct({ name, ingredients, category, size: 400, size_unit: 'g' }).climate!;
const productClass = (name: string, category: string, ingredients?: string) => trace(name, category, ingredients).productClass;

describe('mash (ADR 0257)', () => {
  it('is a mash by the vegetable mashed, on a ready meals’ shelf or a shelf of sides', () => {
    expect(productClass('Rotmos', 'Färdigmat', 'Kålrot 60 %, potatis, morot, SMÖR, salt')).toBe('classMash');
    expect(productClass('Sötpotatismos med grädde', 'Färdigmat, kylt')).toBe('classMash');
    expect(productClass('Potatismos kylt', 'Kylda tillbehör')).toBe('classMash');
    expect(productClass('Creamy Mashed Potato', 'Chilled Potatoes & Sides', 'Potato (82%), Milk, Butter (Milk) (5%), Salt')).toBe('classMash');
  });

  it('counts a mash’s cooking and mashing, not a lasagne’s', () => {
    const step = (c: ReturnType<typeof trace>) => c.parts.filter((p) => p.kind === 'processing').reduce((s, p) => s + p.kgCo2e, 0);
    expect(step(trace('Potatismos', 'Färdigmat'))).toBeLessThan(0.25);
    expect(step(trace('Köttbullar med potatismos', 'Färdigmat', 'Potatismos 55 % (potatis, mjölk, smör), köttbullar 35 % (nötkött, fläskkött, ströbröd, lök)'))).toBeGreaterThan(0.5);
  });

  it('is none when sold dry to be made up, nor an apple purée, nor a dish served with mash', () => {
    expect(productClass('Potatismos pulver', 'Potatismos', 'Potatis 98 %, emulgeringsmedel (E471), antioxidationsmedel (E304)')).toBeNull();
    expect(productClass('Instant Mashed Potato Flakes', 'Instant Mash', 'Dried Potato (99%), Emulsifier: E471')).toBeNull();
    expect(productClass('Äppelmos', 'Sylt & mos', 'Äpplen 85 %, socker, antioxidationsmedel (askorbinsyra)')).not.toBe('classMash');
    expect(productClass('Fiskgratäng med potatismos', 'Färdigrätter', 'Potatismos 50 % (potatis, mjölk, smör), torsk 30 %, grädde, ost')).toBe('classReadyMeal');
  });
});
