import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROBLEMS, problem } from '../../../src/shared/app-error.js';

/**
 * Every problem is raised from the catalogue (src/shared/app-error.ts): its type, status, title and
 * the wording of its detail are written there once; a throw site names the occasion and passes facts.
 */
const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
const CATALOGUE = path.join('shared', 'app-error.ts');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && file !== CATALOGUE)
  .map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

/** Where a problem would be made with prose of its own: an AppError built, or a detail sentence handed to a maker. */
const INLINE_PROBLEM = /new AppError\(|\b(?:invalidRequest|notFound|serviceUnavailable)\(\s*\d*\s*,?\s*['"`]/;

describe('problems raised from the catalogue', () => {
  it('when a source file outside the catalogue builds a problem with its own prose, then this fails (naming the place)', () => {
    expect(sources.length).toBeGreaterThan(50);
    const inline = sources.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) => (INLINE_PROBLEM.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])));
    expect(inline).toEqual([]);
  });

  it('uses every entry of the catalogue somewhere (no wording kept for an occasion that no longer exists)', () => {
    const unused = Object.keys(problem).filter((name) => !sources.some(({ text }) => text.includes(`problem.${name}(`)));
    expect(unused).toEqual([]);
  });

  it('tells a partner without an active webhook to register its address with PUT /webhook/endpoint', () => {
    expect(PROBLEMS['webhook-not-registered'].action).toContain('PUT /webhook/endpoint');
    expect(problem.noWebhookAddress().detail).toContain('PUT /webhook/endpoint');
    expect(problem.webhookDisabled(null, null).detail).toContain('PUT /webhook/endpoint');
  });
});
