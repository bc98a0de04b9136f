import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { packageRoot } from './package-root.js';

export interface Contract {
  /** The parsed document (YAML anchors resolved); openapi-backend dereferences its own copy. */
  document: Record<string, unknown>;
  yaml: string;
  json: string;
}

let loaded: Contract | undefined;

/** openapi/v2.yaml, the single source of truth for routing, validation, docs and the mock. */
export function loadContract(): Contract {
  if (loaded) return loaded;
  const yaml = readFileSync(path.join(packageRoot(), 'openapi', 'v2.yaml'), 'utf8');
  const document = parse(yaml, { maxAliasCount: -1 }) as Record<string, unknown>;
  loaded = { document, yaml, json: JSON.stringify(document) };
  return loaded;
}
