import { readFileSync, writeFileSync } from 'node:fs';
import { parseDocument, isMap, YAMLMap } from 'yaml';
const file = 'openapi/v2.yaml';
const doc = parseDocument(readFileSync(file, 'utf8'));
let n = 0;
function fix(response: unknown) {
  if (!isMap(response)) return;
  const schema = response.getIn(['content', 'application/problem+json', 'schema']);
  if (isMap(schema) && schema.get('$ref') === '#/components/schemas/Problem') { schema.set('$ref', '#/components/schemas/InvalidRequestProblem'); n++; }
}
for (const item of (doc.get('paths') as YAMLMap).items) {
  if (!isMap(item.value)) continue;
  for (const op of item.value.items) if (isMap(op.value)) fix(op.value.getIn(['responses', '400']));
}
fix(doc.getIn(['components', 'responses', 'BadRequest']));
const schemas = doc.getIn(['components', 'schemas']) as YAMLMap;
const index = schemas.items.findIndex((p) => String((p.key as any).value) === 'ProblemError');
const node = doc.createNode({
  description: 'The problem document of a `400`: a Problem that always lists the invalid places of the request in `errors`.',
  allOf: [{ $ref: '#/components/schemas/Problem' }],
  required: ['errors'],
});
schemas.items.splice(index, 0, doc.createPair('InvalidRequestProblem', node));
writeFileSync(file, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
console.log('400s', n);
