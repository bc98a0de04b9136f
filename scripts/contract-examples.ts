// `make examples`: rewrites the examples in openapi/v2.yaml that carry computed figures (the oat
// drink's record, explanation, webhook payload and change-feed entry, the export's records, and
// every method version shown)
// from the engine, so Prism and the docs show what the service computes (run after a method change;
// test/unit/scoring/explain/explanation.test.ts fails until it is run).
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { buildRecord, withRecordId } from '../src/products/product-record.js';
import { METHOD_VERSION, scoreAndExplain, summarize } from '../src/scoring/index.js';
import { OAT_DRINK, OAT_DRINK_CLIENT_IDENTIFIER, OAT_DRINK_GTIN, OAT_FLAKES, OAT_FLAKES_GTIN } from '../test/support/oat-drink.js';

const FILE = new URL('../openapi/v2.yaml', import.meta.url);
const { scores, explanation } = scoreAndExplain(OAT_DRINK);
let contract = readFileSync(FILE, 'utf8');

/** Replaces one example (from its key to the next example at the same indent) with a new block. */
function replaceExample(name: string, example: object): void {
  const start = contract.indexOf(`    ${name}:\n`);
  const next = contract.slice(start + name.length + 6).search(/^ {4}\S/m);
  if (start < 0 || next < 0) throw new Error(`example ${name} not found`);
  // YAML 1.1's schema keeps timestamp-like strings quoted, as YAML 1.1 readers of the contract need.
  const block = stringify({ [name]: example }, { lineWidth: 0, schema: 'yaml-1.1' }).trimEnd().split('\n').map((line) => `    ${line}`).join('\n');
  contract = contract.slice(0, start) + block + '\n' + contract.slice(start + name.length + 6 + next);
}

const record = { id: 48213, gtin: OAT_DRINK_GTIN, name: OAT_DRINK.name, ...scores };
replaceExample('GetProductResponseExample', { summary: 'An oat drink', value: record });
replaceExample('GetProductExplanationResponseExample', {
  summary: 'An oat drink, explained',
  description: 'The explanation of the oat drink in the record example, as the engine computes it (`Havredryck Barista 1 l`, ingredients `vatten, havre (10%), rapsolja, kalciumkarbonat, salt`, made in Sweden, 32 g carton for 1 l).',
  value: { gtin: OAT_DRINK_GTIN, methodVersion: METHOD_VERSION, ...explanation, summary: summarize(scores, explanation, 'en') },
});

// The preview (the oat drink's data sent as the body: the same record without its id, and its
// explanation) and the batch read (the record example, then a GTIN without a subscription).
const { id: _recordId, ...previewRecord } = record;
const explained = { gtin: OAT_DRINK_GTIN, methodVersion: METHOD_VERSION, ...explanation, summary: summarize(scores, explanation, 'en') };
replaceExample('PreviewProductRequestExample', { summary: 'An oat drink with nutrients and packaging', value: { gtin: OAT_DRINK_GTIN, ...OAT_DRINK } });
replaceExample('PreviewProductResponseExample', { summary: "The oat drink's record and explanation, not stored", value: { record: previewRecord, explanation: explained } });
replaceExample('BatchGetProductsResponseExample', {
  summary: 'One subscribed product and one GTIN without a subscription',
  value: { products: [{ gtin: OAT_DRINK_GTIN, status: 'subscribed', record }, { gtin: '00000096385074', status: 'not_subscribed', record: null }], notSubscribed: 1 },
});

// The webhook payload and the change feed's update: the oat drink as a partner with its own identifier gets it.
const built = buildRecord({ gtin: OAT_DRINK_GTIN, clientIdentifier: OAT_DRINK_CLIENT_IDENTIFIER, catalogue: OAT_DRINK, submission: {} });
const payload = JSON.parse(built.payload) as object;
replaceExample('ProductUpdatedWebhookExample', { summary: "An oat drink's updated record", value: payload });
const examples = (parse(contract) as { components: { examples: Record<string, { summary: string; value: { changes: { event: string; payload: object }[] } }> } }).components.examples;
const feed = examples.ListChangesResponseExample!;
// The unsubscription carries the last payload sent for the oat flakes of the export example.
const flakesPayload = JSON.parse(buildRecord({ gtin: OAT_FLAKES_GTIN, clientIdentifier: null, catalogue: OAT_FLAKES, submission: {} }).payload) as object;
feed.value.changes = feed.value.changes.map((change) => ({ ...change, payload: change.event === 'product.updated' ? payload : flakesPayload }));
replaceExample('ListChangesResponseExample', feed);

// The export: the record example's oat drink, then oat flakes, then the trailer, one JSON text per line.
const line = (id: number, gtin: string, data: typeof OAT_DRINK) => withRecordId(id, buildRecord({ gtin, clientIdentifier: null, catalogue: data, submission: {} }).record);
const exported = examples.ExportProductsResponseExample as unknown as { summary: string; value: string };
const trailer = exported.value.trimEnd().split('\n').at(-1);
const ndjson = [line(record.id, OAT_DRINK_GTIN, OAT_DRINK), line(48214, OAT_FLAKES_GTIN, OAT_FLAKES), trailer].join('\n') + '\n';
replaceExample('ExportProductsResponseExample', { summary: exported.summary, value: ndjson });
// The ProductExport schema shows the same lines as its own example (a literal block, 10 spaces in).
const schemaExample = /( {4}ProductExport:\n[\s\S]*? {6}examples:\n {8}- \|\n)((?: {10}.*\n)+)/;
if (!schemaExample.test(contract)) throw new Error('the ProductExport schema example was not found');
contract = contract.replace(schemaExample, (_match, head: string) => head + ndjson.trimEnd().split('\n').map((text) => `          ${text}\n`).join(''));
// Every other method version shown (the subscription list's example and the schemas' own examples) is the engine's too.
contract = contract
  .replace(/(methodVersion: ')[^']*(')/g, `$1${METHOD_VERSION}$2`)
  .replace(/( {8}methodVersion:\n(?: {10}.*\n)*? {10}examples: \[')[^']*('\])/g, `$1${METHOD_VERSION}$2`);
writeFileSync(FILE, contract);
console.log(`examples written for method ${METHOD_VERSION}: CO2e ${scores.CO2e}, Nutri-Score ${scores.nutriScore}`);
