import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { METHOD_VERSION } from '../../../src/scoring/index.js';

/**
 * Partners compare `methodVersion` with what they stored; an example showing another version than
 * the service's (say `2026.11` while records carry `2026.11.2`) misleads them. `make examples`
 * writes the engine's version into every example; this fails until it has been run after a bump.
 */
const document = parse(readFileSync(new URL('../../../openapi/v2.yaml', import.meta.url), 'utf8'), { maxAliasCount: -1 }) as unknown;

/** Every value the contract shows for a `methodVersion`: example values and the property schemas' own examples. */
function shownMethodVersions(node: unknown, pointer: string, found: Array<[string, unknown]>): Array<[string, unknown]> {
  if (Array.isArray(node)) node.forEach((child, index) => shownMethodVersions(child, `${pointer}/${index}`, found));
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'methodVersion') {
        if (typeof child === 'string') found.push([`${pointer}/${key}`, child]);
        else if (child && typeof child === 'object' && 'examples' in child) {
          for (const example of (child as { examples: unknown[] }).examples) found.push([`${pointer}/${key}/examples`, example]);
        }
      }
      shownMethodVersions(child, `${pointer}/${key}`, found);
    }
  }
  return found;
}

describe('method versions shown in the contract', () => {
  const shown = shownMethodVersions(document, '', []);

  it('are found in the list, explanation and schema examples', () => {
    expect(shown.length).toBeGreaterThanOrEqual(4);
  });

  it.each(shown)('%s is the engine\'s METHOD_VERSION (run `make examples` after a method change)', (_pointer, value) => {
    expect(value).toBe(METHOD_VERSION);
  });
});
