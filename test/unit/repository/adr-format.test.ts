import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Architecture decision records (docs/adr/0059-adr-and-self-contained-docs.md): one numbered file a decision, each
 * with its date, its status (accepted, or superseded by the record that replaced it), and the three sections a
 * reader needs. The index lists every record with the same status.
 */
const ADR_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/adr');
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
/** `superseded by 0041` or `superseded by [0041](0041-….md)`; `accepted (supersedes 0052)` likewise. */
const STATUS = /^- Status: (accepted(?: \(supersedes \[?(\d{4})(?:\]\([\w.-]+\))?\))?|superseded by \[?(\d{4})(?:\]\([\w.-]+\))?)$/m;

const files = readdirSync(ADR_DIR).filter((name) => name !== 'README.md');
const records = files.filter((name) => RECORD_FILE.test(name)).sort();
const index = readFileSync(join(ADR_DIR, 'README.md'), 'utf8');

describe('architecture decision records', () => {
  it('are all numbered records (no drafts or stray files left behind)', () => {
    expect(files.filter((name) => !RECORD_FILE.test(name))).toEqual([]);
  });

  it('are numbered without gaps or repeats', () => {
    const numbers = records.map((name) => Number(RECORD_FILE.exec(name)![1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it.each(records)('%s has its number in the title, a date, a status, context, decision and consequences', (name) => {
    const text = readFileSync(join(ADR_DIR, name), 'utf8');
    const number = name.slice(0, 4);
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${number}\\. \\S`));
    expect(text).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(STATUS);
    for (const section of ['Context', 'Decision', 'Consequences']) expect(text).toMatch(new RegExp(`^## ${section}$`, 'm'));
  });

  it.each(records)('%s: a record it supersedes, or that supersedes it, exists and says so back', (name) => {
    const status = STATUS.exec(readFileSync(join(ADR_DIR, name), 'utf8'))!;
    const successor = status[3];
    if (successor) {
      const other = records.find((r) => r.startsWith(successor));
      expect(other, `${name} is superseded by ${successor}, which does not exist`).toBeDefined();
    }
    const predecessor = status[2];
    if (predecessor) {
      const other = records.find((r) => r.startsWith(predecessor))!;
      expect(readFileSync(join(ADR_DIR, other), 'utf8')).toContain(`- Status: superseded by ${name.slice(0, 4)}`);
    }
  });

  it.each(records)('%s is listed in the index with its status', (name) => {
    const status = STATUS.exec(readFileSync(join(ADR_DIR, name), 'utf8'))![1];
    const row = index.split('\n').find((line) => line.startsWith(`| ${name.slice(0, 4)} | [`) && line.includes(`](${name})`));
    expect(row, `docs/adr/README.md does not list ${name}`).toBeDefined();
    expect(row).toContain(`| ${status} |`);
  });
});
