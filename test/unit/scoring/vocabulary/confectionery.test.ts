import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0255: sugar confectionery counted its sugar, glucose syrup and gelatine, a default pack and the shop, and no making
 * at all, so sweets came out at a median ×0.64 of AGRIBALYSE's (112 products of sets 18–144, 58 of them beyond ×1.5).
 * Sweets are cooked, deposited and dried: AGRIBALYSE's "Bonbons, tout type" gives that step, its bag and its retail. A
 * chocolate on the same shelf is chocolate.
 */
const trace = (name: string, category: string, ingredients = 'Socker, glukossirap, vatten, gelatin, syra (citronsyra), aromer') =>
  traceProduct({ name, ingredients, category, size: 150, size_unit: 'g' }).climate!;
const productClass = (name: string, category: string, ingredients?: string) => trace(name, category, ingredients).productClass;

describe('sugar confectionery (ADR 0255)', () => {
  it('is made as AGRIBALYSE makes its sweets, by its shelf or by a kind only sweets are named by', () => {
    expect(productClass('Vingummi fruktmix', 'Godis')).toBe('classConfectionery');
    expect(productClass('Fruit Flavour Jelly Sweets', 'Sweets')).toBe('classConfectionery');
    expect(productClass('Gräddkola', 'Lösvikt')).toBe('classConfectionery');
    expect(productClass('Polkagrisar', 'Present')).toBe('classConfectionery');
    expect(productClass('Vanilla Marshmallows', 'Home Baking')).toBe('classConfectionery');
  });

  it('counts the making, which a list of sugar and syrup leaves out', () => {
    const parts = trace('Gelégodis fruktsmak', 'Godis').parts;
    expect(parts.some((p) => p.kind === 'processing' && p.kgCo2e > 0.3)).toBe(true);
  });

  it('leaves chocolate on the sweets shelf chocolate, and cakes and ice cream named after a sweet their own', () => {
    const chocolate = 'Mjölkchoklad (socker, kakaosmör, MJÖLKPULVER, kakaomassa, emulgeringsmedel (sojalecitin))';
    expect(productClass('Mjölkchoklad', 'Godis', chocolate)).toBe('classChocolate');
    expect(productClass('Kexchoklad', 'Godis', chocolate)).toBe('classChocolate');
    const cake = 'Sugar, Wheat Flour, Palm Oil, Cocoa Powder, Whole Egg, Glucose Syrup, Raising Agent: Sodium Bicarbonate';
    expect(productClass('Chocolate Fudge Cake', 'Cakes', cake)).toBe('classCake');
    expect(productClass('Sticky Toffee Pudding', 'Desserts', cake)).not.toBe('classConfectionery');
    expect(productClass('Glassklubbor jordgubb', 'Glass', 'Vatten, socker, jordgubbar 20 %, glukossirap')).toBe('classIceCream');
  });
});
