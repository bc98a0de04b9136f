import { describe, expect, it } from 'vitest';
import { numbersInSwedish } from '../../../../src/scoring/text/words.js';

describe('numbers of an English text as Swedish writes them', () => {
  it('sets thousands off by a space and writes a decimal comma', () => {
    expect(numbersInSwedish('leg 1: refrigerated sea 1,450 km')).toBe('leg 1: refrigerated sea 1 450 km');
    expect(numbersInSwedish('0.35 kWh/kg (0.66193 kg CO2e/kWh)')).toBe('0,35 kWh/kg (0,66193 kg CO2e/kWh)');
    expect(numbersInSwedish('12,500.5 km')).toBe('12 500,5 km');
    expect(numbersInSwedish('1,234,567 g')).toBe('1 234 567 g');
  });

  it("leaves a list's commas, whole numbers and codes as they are", () => {
    expect(numbersInSwedish('185 g glass, 12 g steel per 400 g')).toBe('185 g glass, 12 g steel per 400 g');
    expect(numbersInSwedish('per 1000 g (DESNZ 2025), CO2e')).toBe('per 1000 g (DESNZ 2025), CO2e');
  });
});
