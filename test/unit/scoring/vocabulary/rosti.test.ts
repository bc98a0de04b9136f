import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0250, from set 134: a chilled rösti counted its potato, oil and tray but no making at all (×0.43 of AGRIBALYSE's
 * rösti, three times in sets 123–134). A rösti is grated potato formed and fried: AGRIBALYSE's rösti's step. A frozen one
 * keeps the frozen potato products' class, its shelf's or its name's.
 */
const productClass = (name: string, category: string) =>
  traceProduct({ name, ingredients: 'Potato (88%), Sunflower Oil, Potato Flakes, Salt', category, size: 300, size_unit: 'g' }).climate!.productClass;

describe('rösti (ADR 0250)', () => {
  it('is made as AGRIBALYSE makes its rösti, when chilled or on a shelf that says nothing', () => {
    expect(productClass('Potato Rostis', 'Chilled Potatoes')).toBe('classRosti');
    expect(productClass('Rösti kyld', 'Kylda potatisprodukter')).toBe('classRosti');
    expect(productClass('Röstirondeller', 'Potatis')).toBe('classRosti');
  });

  it('keeps the frozen class when its shelf or its name says frozen', () => {
    expect(productClass('Rösti', 'Frysta potatisprodukter')).toBe('classFrozenPotato');
    expect(productClass('Rösti frysta', 'Potatis')).toBe('classFrozenPotato');
    expect(productClass('Frozen Potato Rostis', 'Potatoes')).toBe('classFrozenPotato');
  });

  it('names no crostini', () => {
    expect(productClass('Crostini med tomat', 'Snacks')).toBeNull();
  });
});
