import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cutClimateByStage } from '../../../../scripts/data/agribalyse-climate-subset.js';
import { CLIMATE_SELECTION } from '../../../../scripts/data/climate-tables.js';
import { CLIMATE_REFERENCES } from '../../../../src/scoring/data/climate-references.js';
import { SOURCES } from '../../../../src/scoring/data/sources.js';

const FILE = join(process.cwd(), 'data/sources/agribalyse-3.1.1-climate-by-stage.csv');

describe('climate reference tables (make data)', () => {
  it('reads each chosen AGRIBALYSE product unchanged: stages, DQR and the total they make with consumption', () => {
    const rows = new Map((parse(readFileSync(FILE, 'utf8'), { columns: true }) as Record<string, string>[]).map((r) => [r.code_agb!, r]));
    expect(rows.size).toBe(2518);
    for (const [key, [code]] of Object.entries(CLIMATE_SELECTION)) {
      const r = rows.get(code)!;
      const ref = CLIMATE_REFERENCES[key as keyof typeof CLIMATE_REFERENCES];
      expect(ref.agb, key).toBe(code);
      // The publisher's stages add up to its total within its rounding (0.5 %).
      const stages = ref.farm + ref.processing + ref.packaging + ref.transport + ref.retail + Number(r.cc_consommation || 0);
      expect(Math.abs(stages / Number(r.cc_total_kgco2e_per_kg) - 1), key).toBeLessThan(0.005);
      expect(ref.farm, key).toBe(Number(r.cc_agriculture || 0));
      expect(ref.dqr, key).toBe(Number(r.dqr));
    }
    // Butter's farm stage (the issue quotes its 7.8 total at the consumer).
    expect(CLIMATE_REFERENCES.butter.farm).toBeCloseTo(7.2846, 4);
    expect(CLIMATE_REFERENCES.milk).toMatchObject({ agb: '19042', dqr: 2.05 });
    expect(CLIMATE_REFERENCES.butter.sel).toMatchObject({ item: 'BUTTER*', n: 11 });
  });

  it('is as many AGRIBALYSE products as the methodology says it uses', () => {
    // The methodology's "Data" paragraph is written by hand; a new reference food or class must update it.
    const methodology = readFileSync(join(process.cwd(), 'docs/methodology.md'), 'utf8');
    const stated = /We use (\d+) of its 2,518\s+products as reference foods/.exec(methodology)?.[1];
    expect(Number(stated)).toBe(new Set(Object.values(CLIMATE_REFERENCES).map((r) => r.agb)).size);
  });

  it('names both files in the source registry', () => {
    expect(SOURCES['agribalyse-3-1-1'].file).toBe('agribalyse-3.1.1-climate-by-stage.csv');
    expect(SOURCES['su-eatable-life-2021'].file).toBe('su-eatable-life-cf-items-stat.csv');
  });

  it('cuts the climate-by-stage file from the synthèse and détail étape sheets as the committed command does', () => {
    const synthese = [
      '"Code AGB","Code CIQUAL","Groupe d\'aliment","Sous-groupe d\'aliment","Nom du Produit en Français","LCI Name","DQR","Changement climatique"',
      '1,1,g,s,"Lait, demi-écrémé","Milk, semi-skimmed",2.05,1.31',
      '2,2,g,s,Sans détail,No stages,3,1',
    ].join('\n');
    const stages = [
      '"Code AGB","Changement climatique - Agriculture","Changement climatique - Transformation","Changement climatique - Emballage","Changement climatique - Transport","Changement climatique - Supermarché et distribution","Changement climatique - Consommation"',
      '1,0.93,0.0112,0.148,0.201,0.0157,0',
    ].join('\n');
    expect(cutClimateByStage(synthese, stages)).toBe(
      'code_agb,code_ciqual,groupe,sous_groupe,nom_fr,lci_name_en,dqr,cc_total_kgco2e_per_kg,cc_agriculture,cc_transformation,cc_emballage,cc_transport,cc_supermarche_distribution,cc_consommation\n' +
        '1,1,g,s,"Lait, demi-écrémé","Milk, semi-skimmed",2.05,1.31,0.93,0.0112,0.148,0.201,0.0157,0\n',
    );
  });
});
