import { describe, expect, it } from 'vitest';
import { scoreAndExplain, summarize, type PartnerData, type ProductData, type SummaryLanguage } from '../../../../src/scoring/index.js';
import { OAT_DRINK } from '../../../support/oat-drink.js';

/**
 * The summary's climate sentence names the largest part of `CO2e`: the first of the contributions the
 * explanation gives, so the sentence and the list it sums up cannot disagree.
 */

const banana: ProductData = { name: 'Banan', ingredients: 'banan' };
const havredryck: ProductData = { name: 'Havredryck', ingredients: 'vatten, havre (10%), rapsolja, kalciumkarbonat, salt' };
const polishElectricity: PartnerData = { processing: { energyKwhPerKg: 5, electricityCountry: 'PL' } };

function climateSentence(product: ProductData, lang: SummaryLanguage, partner: PartnerData | null = null): { sentence: string; kinds: string[] } {
  const { scores, explanation } = scoreAndExplain(product, lang, partner);
  return {
    sentence: summarize(scores, explanation, lang).find((s) => s.field === 'CO2e')!.text,
    kinds: explanation.climate.contributions.map((c) => c.kind),
  };
}

describe("the summary's largest part", () => {
  it("is the partner's processing electricity when it is the largest contribution, not the recipe step it replaced", () => {
    for (const product of [banana, havredryck]) {
      const en = climateSentence(product, 'en', polishElectricity);
      expect(en.kinds[0]).toBe('processing');
      expect(en.sentence).toMatch(/; the largest part from your processing step, 5 kWh\/kg of PL electricity \(0\.66193 kg CO2e\/kWh\)\.$/);
      expect(en.sentence).not.toMatch(/recipe step/);
      const sv = climateSentence(product, 'sv', polishElectricity);
      expect(sv.sentence).toMatch(/; den största delen från ert förädlingssteg, 5 kWh\/kg el från PL \(0,66193 kg CO2e\/kWh\)\.$/);
      expect(sv.sentence).not.toMatch(/receptsteget/);
    }
  });

  it('is the recipe step when the default processing is the largest contribution', () => {
    // The contract's oat drink: the plant drink's recipe step (0.151) outweighs its oats (0.112).
    const { kinds, sentence } = climateSentence(OAT_DRINK, 'en');
    expect(kinds[0]).toBe('processing');
    expect(sentence).toMatch(/; the largest part from the recipe step \(processing\)\.$/);
    expect(climateSentence(OAT_DRINK, 'sv').sentence).toMatch(/; den största delen från receptsteget \(förädlingen\)\.$/);
  });

  it("is a partner's leg by its Swedish text in a Swedish explanation", () => {
    const sv = climateSentence(banana, 'sv', { transport: [{ mode: 'air', distanceKm: 9000 }] });
    expect(sv.kinds[0]).toBe('transport');
    expect(sv.sentence).toMatch(/; den största delen från sträcka 1: flyg 9 000 km \(era uppgifter\)\.$/);
  });
});

describe("the summary of the partner's transport legs", () => {
  it('says the transport score comes from them in an explanation worded in Swedish, whose `matched` is Swedish too', () => {
    const { scores, explanation } = scoreAndExplain(banana, 'sv', { transport: [{ mode: 'road', distanceKm: 1450 }] });
    expect(summarize(scores, explanation, 'sv').find((s) => s.field === 'transportScore')!.text).toMatch(/från fraktutsläppen för era transportsträckor, utom distributionen inom marknaden som poängen lämnar utanför\.$/);
  });
});
