import { describe, expect, it } from 'vitest';
import { scoreProduct, traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0209, from set 62: the warning a sweetener's product must carry, printed as the list's last item, was read as an
 * ingredient nothing knew, so a sugar-free energy drink of water and additives had no figure; "cacao butter" was
 * butter; an English "khorasan wheat" was the wheat flour its last word names.
 */
const trace = (name: string, ingredients: string, category: string) => traceProduct({ name, ingredients, category, size: 250, size_unit: 'ml' });

describe('names and warnings of set 62 (ADR 0209)', () => {
  it('reads the phenylalanine warning as no ingredient, in either language, after a comma or a full stop', () => {
    const energy = trace(
      'Sugar Free Energy Drink 250ml',
      'Carbonated Water, Acid (Citric Acid), Taurine (0.4%), Sweeteners (Aspartame, Acesulfame K), Caffeine (0.03%), Contains a source of Phenylalanine',
      'Energy Drinks',
    );
    expect(energy.climate).not.toBeNull();
    expect(energy.ingredients.leaves.map((l) => l.name)).not.toContain('contains a source of phenylalanine');
    const swedish = trace('Energidryck sockerfri', 'Kolsyrat vatten, taurin 0,4 %, sötningsmedel (aspartam). Innehåller en fenylalaninkälla.', 'Energidryck');
    expect(swedish.ingredients.leaves.map((l) => l.name)).toEqual(['kolsyrat vatten', 'taurin', 'aspartam']);
    const sweets = trace('Sockerfria pastiller', 'Sötningsmedel (maltitol), arom, Överdriven konsumtion kan ha laxerande effekt', 'Godis');
    expect(sweets.ingredients.leaves.map((l) => l.name)).toEqual(['maltitol', 'arom']);
  });

  it('drops only the warning: an allergen statement after it is still read', () => {
    expect(scoreProduct({ ingredients: 'Water, Sweetener (Aspartame), Contains a source of Phenylalanine. Contains: Milk.' }).allergenList).toBe('milk');
    expect(scoreProduct({ ingredients: 'Vatten, sötningsmedel (aspartam), innehåller en fenylalaninkälla. Innehåller: mjölk.' }).allergenList).toBe('milk');
  });

  it('reads cacao butter as cocoa butter', () => {
    const c = trace('Organic Raw Cacao Butter 250g', 'Organic Cacao Butter', 'Health Foods').climate!;
    expect(c.parts.find((p) => p.kind === 'ingredient')?.reference).toBe('cocoaButter');
    expect(c.central).toBeGreaterThan(20);
  });

  it('reads an English khorasan wheat as khorasan wheat sold as such', () => {
    expect(trace('Organic Khorasan Wheat Grain 500g', 'Organic Khorasan Wheat', 'Grains').climate!.wholeReference).toBe('khorasan');
  });
});
