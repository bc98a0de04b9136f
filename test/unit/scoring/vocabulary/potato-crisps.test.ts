import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0295, method 2026.12.82: potato crisps are sliced potato fried and bagged. Built from their list alone ("Potatis,
 * solrosolja 34 %, salt") they had no frying step and the default pack, 0.79 of AGRIBALYSE's crisps (0.64 for the
 * reduced-fat ones). A product its name or shelf calls chips or crisps, led by fresh potato, now takes AGRIBALYSE's
 * crisps' making and bag; tortilla chips, stacked crisps of dried potato, chocolate chips and frozen chips do not.
 */
const classOf = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category }).climate?.productClass ?? null;

describe('potato crisps (ADR 0295)', () => {
  it.each([
    ['Chips salta', 'Potatis, solrosolja 34 %, salt', 'Chips'],
    ['Lantchips havssalt', 'potatis, rapsolja, havssalt', 'Chips & snacks'],
    ['Ready Salted Crisps', 'Potatoes, Sunflower Oil, Salt', 'Crisps & Snacks'],
    ['Hand Cooked Sea Salt', 'Potatoes, Sunflower Oil (30%), Sea Salt', 'Crisps'],
  ])('gives "%s" the crisps\' making', (name, ingredients, category) => {
    const trace = traceProduct({ name, ingredients, category });
    expect(trace.climate?.productClass).toBe('classCrisps');
    expect(trace.climate?.parts.some((p) => p.kind === 'processing')).toBe(true);
  });

  it.each([
    ['Tortillachips salta', 'majsmjöl, solrosolja, salt', 'Chips'],
    ['Staplade potatischips', 'torkad potatis 55 %, solrosolja, majsmjöl, salt', 'Chips'],
    ['Chokladchips', 'socker, kakaomassa, kakaosmör', 'Bakning'],
    ['Straight Cut Chips', 'Potatoes, Sunflower Oil', 'Frozen Chips & Potatoes'],
    ['Chunky Chips', 'Potatoes, Rapeseed Oil', 'Frozen'],
    ['Popcorn salt', 'majs, rapsolja, salt', 'Chips & snacks'],
  ])('leaves "%s" without it', (name, ingredients, category) => {
    expect(classOf(name, ingredients, category)).not.toBe('classCrisps');
  });
});
