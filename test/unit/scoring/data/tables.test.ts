import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutSubset, keepRow } from '../../../../scripts/data/desnz-subset.js';
import { DESNZ_FILE } from '../../../../scripts/data/desnz-tables.js';
import { generateTables, SOURCES_DIR } from '../../../../scripts/data/generate.js';
import { CHILD_LABOUR, CHILD_LABOUR_REGIONAL } from '../../../../src/scoring/data/child-labour.js';
import { COMMODITIES, COMMODITIES_META } from '../../../../src/scoring/data/commodities.js';
import { PN_FACTORS, PN_FIELD_SOURCES, PN_TRANSCRIBED } from '../../../../src/scoring/data/commodity-factors.js';
import { COUNTRIES, COUNTRIES_META } from '../../../../src/scoring/data/countries.js';
import * as indices from '../../../../src/scoring/data/country-indices.js';
import { countryValue, type CountryTable } from '../../../../src/scoring/data/country-table.js';
import { DESNZ_FREIGHT_KG_CO2E_PER_TKM, DESNZ_MATERIAL_KG_CO2E_PER_TONNE } from '../../../../src/scoring/data/desnz-factors.js';
import { ESTIMATED_INPUTS } from '../../../../src/scoring/data/estimates.js';
import { FREIGHT_KG_CO2E_PER_TKM, FREIGHT_META } from '../../../../src/scoring/data/freight-factors.js';
import type { SourcedTableMeta } from '../../../../src/scoring/data/meta.js';
import { PACKAGING_MATERIALS, PACKAGING_META } from '../../../../src/scoring/data/packaging-materials.js';
import { SOURCES } from '../../../../src/scoring/data/sources.js';
import { ENVIRONMENT_SOURCE, WEIGHTS_SOURCE } from '../../../../src/scoring/explain/environment.js';

const ROOT = process.cwd();
const sourcesDir = join(ROOT, SOURCES_DIR);

/** `file → sha256` from the table in data/sources/PROVENANCE.md. */
function provenanceChecksums(): Map<string, string> {
  const text = readFileSync(join(sourcesDir, 'PROVENANCE.md'), 'utf8');
  const rows = [...text.matchAll(/^\| `([^`]+)` \|.*\| `([0-9a-f]{64})` \|$/gm)];
  return new Map(rows.map((m) => [m[1]!, m[2]!]));
}

const GENERATED_TABLES: readonly CountryTable[] = [
  indices.HDI,
  indices.GII,
  indices.WGI_VOICE,
  indices.PESTICIDES,
  indices.NITROGEN,
  indices.ANTIMICROBIAL_USE,
];

describe('scoring tables generated from primary files (make data)', () => {
  // Parsing the 6 MB of CSV took 4.7 s with a load average of 19 on 2 cores; the default 5 s limit is too tight.
  it('match what the generator produces from data/sources, byte for byte', () => {
    for (const [path, text] of generateTables(ROOT)) {
      expect(readFileSync(join(ROOT, path), 'utf8'), `${path} is stale: run make data`).toBe(text);
    }
  }, 60_000);

  it('checks every committed source file against its SHA-256 in PROVENANCE.md', () => {
    const sums = provenanceChecksums();
    const files = readdirSync(sourcesDir).filter((f) => !f.endsWith('.md'));
    expect([...sums.keys()].sort()).toEqual(files.sort());
    for (const [file, sha] of sums) {
      expect(createHash('sha256').update(readFileSync(join(sourcesDir, file))).digest('hex'), file).toBe(sha);
    }
  });

  it('names a committed file for every source a generated table cites', () => {
    const sums = provenanceChecksums();
    const cited = [
      ...GENERATED_TABLES.map((t) => t.sourceId),
      ...Object.values(PN_FIELD_SOURCES).map((f) => f.sourceId),
      'pn-owid-water-transcribed' as const,
      FREIGHT_META.sourceId,
      PACKAGING_META.sourceId,
      ENVIRONMENT_SOURCE,
      WEIGHTS_SOURCE,
    ];
    for (const id of cited) {
      const file = (SOURCES[id] as { file?: string }).file;
      expect(file, id).toBeDefined();
      expect(sums.has(file!), `${id}: ${file} is not in PROVENANCE.md`).toBe(true);
    }
  });

  it('gives every country of the list a value with its year, or lists it as missing', () => {
    const all = COUNTRIES.map((c) => c.iso2).sort();
    for (const t of GENERATED_TABLES) {
      expect([...Object.keys(t.values), ...t.missing].sort(), t.name).toEqual(all);
      expect(Object.keys(t.years).sort(), t.name).toEqual(Object.keys(t.values).sort());
      for (const y of Object.values(t.years)) expect(y).toBeGreaterThanOrEqual(t.year - 5);
    }
  });

  it('reads the figures the issue quotes from the primary files', () => {
    // Values the issue (#12) measured against the files: China's pesticides 1.83 kg/ha, Ireland 7.07,
    // New Zealand's nitrogen 51 kg/ha; the worst 2022 GII is Yemen's 0.820.
    expect(indices.PESTICIDES.values['CN']).toBeCloseTo(1.83, 2);
    expect(indices.PESTICIDES.values['IE']).toBeCloseTo(7.07, 2);
    expect(indices.NITROGEN.values['NZ']).toBeCloseTo(51, 0);
    expect(indices.GII_WORST).toMatchObject({ iso3: 'YEM', value: 0.82, year: 2022 });
    expect(countryValue(indices.HDI, 'SE')).toEqual({ value: 0.952, year: 2022, sourceId: 'undp-hdr-2023-24', estimate: false });
    expect(countryValue(indices.HDI, 'XX')).toBeNull();
  });

  it('fills the five freshwater figures the compilation lacks, and only those', () => {
    expect(PN_FACTORS['Wheat & Rye'].freshwater).toBe(647.5);
    expect(PN_FACTORS['Prawns (farmed)'].freshwater).toBe(3515);
    expect(PN_FACTORS['Prawns (farmed)'].scarcityWater).toBeNull();
    expect(Object.keys(PN_TRANSCRIBED).sort()).toEqual(['Barley', 'Maize', 'Prawns (farmed)', 'Tofu (soybeans)', 'Wheat & Rye']);
    for (const f of Object.values(COMMODITIES)) if (f.entity) expect(f.ghg).toBe(PN_FACTORS[f.entity].ghg);
  });

  it('reads the DESNZ 2025 freight and material factors from the flat-file rows, and the engine uses them', () => {
    // Row 27_304_3140_14_1 (HGV all diesel, all HGVs, average laden) and 19_501_5056_15_1 (glass, primary production).
    expect(DESNZ_FREIGHT_KG_CO2E_PER_TKM.hgvAverage).toBe(0.10163);
    expect(DESNZ_FREIGHT_KG_CO2E_PER_TKM.containerShip).toBe(0.01612);
    expect(DESNZ_MATERIAL_KG_CO2E_PER_TONNE.glass).toBe(1402.76667);
    expect(FREIGHT_KG_CO2E_PER_TKM).toBe(DESNZ_FREIGHT_KG_CO2E_PER_TKM);
    for (const [k, v] of Object.entries(DESNZ_MATERIAL_KG_CO2E_PER_TONNE)) {
      expect(PACKAGING_MATERIALS[k as keyof typeof PACKAGING_MATERIALS].kgCo2ePerTonne, k).toBe(v);
    }
  });

  it('keeps exactly the DESNZ rows its cut command selects', () => {
    const subset = readFileSync(join(sourcesDir, DESNZ_FILE), 'utf8');
    const van = '27_303_3102_14_1,Scope 3,Freighting goods,Vans,Average (up to 3.5 tonnes),,Diesel,tonne.km,kg CO2e,0.63130';
    const perGas = '27_320_3235_14_2,Scope 3,Freighting goods,Cargo ship,Container ship,Average,,tonne.km,kg CO2e of CO2 per unit,0.01592';
    const perKm = '27_304_3140_4_1,Scope 3,Freighting goods,HGV (all diesel),All HGVs,,Average laden,km,kg CO2e,0.89121';
    expect(cutSubset(`${subset}${van}\n${perGas}\n${perKm}\n`)).toBe(subset);
    expect(keepRow(['19_501_5056_15_1', 'Scope 3', 'Material use', 'Other', 'Glass', '', 'Primary material production', 'tonnes', 'kg CO2e', '1402.76667'])).toBe(true);
    expect(keepRow(['19_500_5020_15_1', 'Scope 3', 'Material use', 'Construction', 'Concrete', '', 'Primary material production', 'tonnes', 'kg CO2e', '118.79306'])).toBe(false);
  });

  it('marks a table an estimate exactly when no committed file backs it, and says why', () => {
    const metas: [string, SourcedTableMeta][] = [
      ...GENERATED_TABLES.map((t): [string, SourcedTableMeta] => [t.name, t]),
      ['commodities', COMMODITIES_META],
      ['child labour', CHILD_LABOUR],
      ['child labour (regional)', CHILD_LABOUR_REGIONAL],
      ['freight', FREIGHT_META],
      ['packaging', PACKAGING_META],
      ['countries', COUNTRIES_META],
    ];
    for (const [name, m] of metas) {
      const hasFile = (SOURCES[m.sourceId] as { file?: string }).file !== undefined;
      expect(m.estimate, name).toBe(!hasFile);
      expect(m.estimateReason !== undefined, name).toBe(m.estimate);
    }
  });
});

describe('estimated inputs', () => {
  it('lists every table marked estimate, with its reason', () => {
    expect(ESTIMATED_INPUTS.map((e) => e.sourceId).sort()).toEqual(
      ['ilo-unicef-2020-regional', 'ilo-unicef-sdg-871', 'natural-earth'].sort(),
    );
    for (const e of ESTIMATED_INPUTS) expect(e.reason).toMatch(/No primary file/);
  });
});
