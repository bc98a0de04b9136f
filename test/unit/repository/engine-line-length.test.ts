import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The scoring engine's code reads on one screen (issue 21): no line of src/scoring/ is longer than 200
 * characters, except in the vocabulary and the generated factor tables (lexicon/ and data/), whose rows are data.
 */
const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../../..'));
const LIMIT = 200;
const DATA_FOLDERS = /^src\/scoring\/(?:lexicon|data)\//;

/** The engine's code files: tracked, and new ones not ignored by .gitignore. */
function engineCodeFiles(): string[] {
  const args = ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', 'src/scoring'];
  const out = execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(out.split('\0'))].filter((file) => file.endsWith('.ts') && !DATA_FOLDERS.test(file));
}

describe('the scoring engine code', () => {
  it('has files to check (the listing itself works)', () => {
    expect(engineCodeFiles()).toContain('src/scoring/pipeline.ts');
  });

  it(`has no line over ${LIMIT} characters outside lexicon/ and data/`, () => {
    const long: string[] = [];
    for (const file of engineCodeFiles()) {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), 'utf8');
      } catch {
        continue; // listed by git but deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        if (line.length > LIMIT) long.push(`${file}:${index + 1} (${line.length} characters)`);
      });
    }
    expect(long).toEqual([]);
  });
});
