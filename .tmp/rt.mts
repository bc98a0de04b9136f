import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
const text = readFileSync('openapi/v2.yaml','utf8');
const out = parseDocument(text).toString({ lineWidth: 0, flowCollectionPadding: false });
console.log(text === out, text.length, out.length);
import { writeFileSync } from 'node:fs'; writeFileSync('/tmp/fe/rt.yaml', out);
