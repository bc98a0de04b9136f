import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The methodology is served to partners (`/docs/methodology`, and its Markdown at `/docs/methodology.md`): it says
 * what the method is, never where this repository keeps it. Paths, commands and code names are in
 * docs/scoring-maintenance.md.
 */
const methodology = readFileSync(new URL('../../../docs/methodology.md', import.meta.url), 'utf8');

const INTERNALS: Array<[string, RegExp]> = [
  ['a repository path', /(?<![\w/.])(src|test|scripts|bin|generated|clients|openapi|data\/sources|docs\/adr)\/[\w./-]*/],
  ['a source file', /\b[\w-]+\.(ts|js|cjs|mjs)\b/],
  ['a make target', /`make [a-z-]+`|\bmake (data|test|examples|run|bench)\b/],
  ['a command', /\bnpx\b|\bnpm (run|test|install)\b|\bvitest\b/],
  ['a code constant', /\bMETHOD_VERSION\b|\bPROVENANCE\.md\b/],
  ['the search tools', /\bfind_string\b|\bfind_files\b|\bread_file\b/],
];

describe('the published methodology', () => {
  it.each(INTERNALS)('mentions no %s', (_what, pattern) => {
    const lines = methodology.split('\n').map((line, index) => [index + 1, line] as const).filter(([, line]) => pattern.test(line));
    expect(lines.map(([number, line]) => `${number}: ${line}`)).toEqual([]);
  });
});
