// `make examples`: rewrites the oat drink's record and explanation examples in openapi/v2.yaml from
// the engine, so Prism and the docs show what the service computes (run after a method change;
// test/unit/scoring/explanation.test.ts fails until it is run).
import { readFileSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { METHOD_VERSION, scoreAndExplain, summarize } from '../src/scoring/index.js';
import { OAT_DRINK, OAT_DRINK_GTIN } from '../test/support/oat-drink.js';

const FILE = new URL('../openapi/v2.yaml', import.meta.url);
const { scores, explanation } = scoreAndExplain(OAT_DRINK);
let contract = readFileSync(FILE, 'utf8');

/** Replaces one example (from its key to the next example at the same indent) with a new block. */
function replaceExample(name: string, example: object): void {
  const start = contract.indexOf(`    ${name}:\n`);
  const next = contract.slice(start + name.length + 6).search(/^ {4}\S/m);
  if (start < 0 || next < 0) throw new Error(`example ${name} not found`);
  const block = stringify({ [name]: example }, { lineWidth: 0 }).trimEnd().split('\n').map((line) => `    ${line}`).join('\n');
  contract = contract.slice(0, start) + block + '\n' + contract.slice(start + name.length + 6 + next);
}

const record = { id: 48213, gtin: OAT_DRINK_GTIN, name: OAT_DRINK.name, ...scores };
replaceExample('GetProductResponseExample', { summary: 'An oat drink', value: record });
replaceExample('GetProductExplanationResponseExample', {
  summary: 'An oat drink, explained',
  description: 'The explanation of the oat drink in the record example, as the engine computes it (`Havredryck Barista 1 l`, ingredients `vatten, havre (10%), rapsolja, kalciumkarbonat, salt`, made in Sweden, 32 g carton for 1 l).',
  value: { gtin: OAT_DRINK_GTIN, methodVersion: METHOD_VERSION, ...explanation, summary: summarize(scores, explanation, 'en') },
});
writeFileSync(FILE, contract);
console.log(`examples written for method ${METHOD_VERSION}: CO2e ${scores.CO2e}, Nutri-Score ${scores.nutriScore}`);
