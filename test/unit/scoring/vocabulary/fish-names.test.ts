import { describe, expect, it } from 'vitest';
import { traceProduct } from '../../../../src/scoring/index.js';

/**
 * ADR 0272, from set 189: fish a label names that nothing read. "Dorada hel, rensad" with "Dorada (Sparus aurata)" had
 * no figure, as the vocabulary knew "dorade" but not the "dorada" Swedish shops write. A survey of common fish names in
 * both languages found more: "sik", "siklöja", "böckling", "ål", "malle", and in English "arctic char", "branzino",
 * "gilthead bream", "perch", "pike", "eel", "catfish", "mahi mahi", "lumpfish roe". Each is read as AGRIBALYSE's own
 * species where it has one (gilthead sea bream, sea bass, arctic char, herring, perch), else as the fish's row.
 */
const referenceOf = (name: string, ingredients: string) => {
  const t = traceProduct({ name, ingredients, category: 'Fisk', size: 400, size_unit: 'g' });
  return { co2e: t.scores.CO2e, whole: t.climate?.wholeReference ?? null };
};

describe('fish names nothing read (ADR 0272)', () => {
  it('reads each species as AGRIBALYSE\'s row for it', () => {
    expect(referenceOf('Dorada hel, rensad', 'Dorada (Sparus aurata)').whole).toBe('seaBream');
    expect(referenceOf('Gilthead Bream Fillets', 'Gilthead Bream (Fish)').whole).toBe('seaBream');
    expect(referenceOf('Branzino Fillets', 'Branzino (Fish)').whole).toBe('seaBass');
    expect(referenceOf('Arctic Char Fillets', 'Arctic Char (Fish)').whole).toBe('arcticChar');
    expect(referenceOf('Böckling', 'Böckling, salt').whole).toBe('herring');
    expect(referenceOf('Perch Fillets', 'Perch (Fish)').whole).toBe('perch');
  });

  it('gives every other one the fish\'s figure, where it had none', () => {
    const cases: readonly [string, string][] = [['Sikfilé', 'Sik'], ['Rökt ål', 'Ål, salt'], ['Siklöjerom', 'Sikrom, salt'], ['Smoked Eel', 'Eel (Fish), Salt'], ['Catfish Fillets', 'Catfish (Fish)'], ['Mahi Mahi Steaks', 'Mahi Mahi (Fish)'], ['Lumpfish Roe', 'Lumpfish Roe (Fish), Salt']];
    for (const [name, ingredients] of cases) {
      expect(referenceOf(name, ingredients).co2e, name).not.toBeNull();
    }
  });

  it('leaves words that only contain them alone', () => {
    expect(referenceOf('Vitkål', 'Vitkål').whole).not.toBe('fish');
  });
});
