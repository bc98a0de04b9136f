import type { SpecField } from './spec-tables.js';

/** Helpers over a plain (JSON) OpenAPI document: $ref resolution and field checks against the spec tables. */

export const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function at(document: any, pointer: string): any {
  if (pointer === '' || pointer === '/') return document;
  return pointer
    .split('/')
    .slice(1)
    .reduce((node: any, part) => node?.[unescapePointer(part)], document);
}

/** Follows local `$ref`s until a node without one; returns the node and the pointer it lives at. */
export function deref(document: any, node: any, pointer = ''): { node: any; pointer: string } {
  let current = node;
  let where = pointer;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${where}`);
    if (!current.$ref.startsWith('#/')) throw new Error(`non-local $ref ${current.$ref}`);
    where = current.$ref.slice(1);
    current = at(document, where);
    if (current === undefined) throw new Error(`unresolved $ref ${where}`);
  }
  return { node: current, pointer: where };
}

export interface EncodedType {
  types: string[];
  nullable: boolean;
}

/** The JSON Schema types a (dereferenced) schema allows, with `null` split off. */
export function encodedType(schema: any): EncodedType {
  const raw: string[] = Array.isArray(schema?.type) ? schema.type : schema?.type ? [schema.type] : [];
  return { types: raw.filter((type) => type !== 'null').sort(), nullable: raw.includes('null') };
}

export interface CheckOptions {
  /** Property names the contract may have beyond the table (documented extensions). */
  extensions?: string[];
  /** Whether `required` must match the table (false for the rich branches, checked separately). */
  checkRequired?: boolean;
}

/**
 * Compares one object schema (`pointer` into `document`) with a spec table. Returns one message per
 * difference, so `[]` means the contract carries the table exactly.
 */
export function checkFields(document: any, pointer: string, fields: SpecField[], options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const { node: schema } = deref(document, at(document, pointer), pointer);
  if (!schema) return [`${pointer}: no such schema`];
  if (encodedType(schema).types.join() !== 'object') problems.push(`${pointer}: not an object schema`);
  const properties: Record<string, any> = schema.properties ?? {};
  const required: string[] = schema.required ?? [];
  for (const field of fields) {
    const property = properties[field.name];
    if (property === undefined) {
      problems.push(`${field.name}: missing`);
      continue;
    }
    const { node: resolved } = deref(document, property);
    const { types, nullable } = encodedType(resolved);
    const expectedType = field.contractType ?? field.type;
    if (types.join() !== expectedType) problems.push(`${field.name}: type ${JSON.stringify(types)}, spec ${expectedType}`);
    if (field.nullable !== undefined && nullable !== field.nullable) problems.push(`${field.name}: nullable ${nullable}, expected ${field.nullable}`);
    if (field.maxLength !== undefined && resolved.maxLength !== field.maxLength) problems.push(`${field.name}: maxLength ${resolved.maxLength}, spec ${field.maxLength}`);
    if (field.type === 'string' && field.maxLength === undefined && resolved.maxLength !== field.contractMaxLength && field.name !== 'gtin') {
      // The spec states no length: the contract's bound is a deliberate one, listed in the spec tables with its reason.
      problems.push(`${field.name}: maxLength ${resolved.maxLength}, but the spec states none and the contract's bound is ${field.contractMaxLength}`);
    }
    if (field.value !== undefined) {
      const allowed: unknown[] = resolved.const !== undefined ? [resolved.const] : (resolved.enum ?? []);
      if (!allowed.includes(field.value)) problems.push(`${field.name}: does not allow the spec's value ${field.value}`);
    }
    if (options.checkRequired !== false && field.required !== required.includes(field.name)) {
      problems.push(`${field.name}: required ${required.includes(field.name)}, spec ${field.required}`);
    }
  }
  const known = new Set([...fields.map((field) => field.name), ...(options.extensions ?? [])]);
  for (const name of Object.keys(properties)) if (!known.has(name)) problems.push(`${name}: not in the spec table`);
  for (const name of required) if (!(name in properties)) problems.push(`${name}: required but not defined`);
  return problems;
}

/** Every operation object of `paths` (through path-item `$ref`s) and `webhooks`. */
export function allOperations(document: any): Array<{ where: string; path: string; method: string; pointer: string; operation: any }> {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const found: Array<{ where: string; path: string; method: string; pointer: string; operation: any }> = [];
  for (const where of ['paths', 'webhooks'] as const) {
    for (const [path, item] of Object.entries<any>(document[where] ?? {})) {
      const { node, pointer } = deref(document, item, `/${where}/${escapePointer(path)}`);
      for (const method of methods) {
        if (node?.[method]) found.push({ where, path, method, pointer: `${pointer}/${method}`, operation: node[method] });
      }
    }
  }
  return found;
}
