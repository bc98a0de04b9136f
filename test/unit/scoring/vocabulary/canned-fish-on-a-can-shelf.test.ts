import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0228, from set 93: a tin of tuna on the shelf "Konserver, fisk" took the vegetable can's steps and pack, the
 * shelf's "konserver" naming no food; so did tuna, mackerel, sardines and mussels on the plain shelf "Konserver".
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 185, size_unit: 'g' });

describe('a can on a shelf that names no food (ADR 0228)', () => {
  it('is a can of fish when its heaviest food is a fish or seafood', () => {
    expect(trace('Tonfisk i solrosolja, smulad', 'Tonfisk (Katsuwonus pelamis) 70 %, solrosolja 28 %, salt', 'Konserver, fisk').climate!.productClass).toBe('classCannedFish');
    expect(trace('Makrillfiléer i tomatsås', 'Makrillfiléer 60 %, tomatpuré, vatten, rapsolja, socker, salt', 'Konserver').climate!.productClass).toBe('classCannedFish');
    expect(trace('Musslor på burk', 'Musslor 65 %, vatten, salt', 'Konserver').climate!.productClass).toBe('classCannedFish');
  });

  it('stays a can of vegetables when a vegetable or pulse weighs most, and a shelf that names fish is read as before', () => {
    expect(trace('Kikärtor', 'Kikärtor, vatten, salt', 'Konserver').climate!.productClass).toBe('classCannedVegetables');
    expect(trace('Majs och tonfisk', 'Majs 60 %, tonfisk 20 %, vatten, salt', 'Konserver').climate!.productClass).toBe('classCannedVegetables');
    expect(trace('Sardiner i olja', 'Sardiner 75 %, olivolja, salt', 'Fiskkonserver').climate!.productClass).toBe('classCannedFish');
  });
});
