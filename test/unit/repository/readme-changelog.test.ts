import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../support/contract.js';

/** What the README and the changelog promise readers, where a test can say it. */
const ROOT = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
/** The partner guide holds the README's former partner sections (idempotent retries among them). */
const guide = readFileSync(new URL('docs/partner-guide.md', ROOT), 'utf8');
const changelog = readFileSync(new URL('CHANGELOG.md', ROOT), 'utf8');

describe('CHANGELOG.md', () => {
  const headings = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)].map((found) => ({ version: found[1], date: found[2] }));

  it('has a dated heading for the released version the contract states, after Unreleased', () => {
    expect(headings[0]).toEqual({ version: 'Unreleased', date: undefined });
    const released = headings.find((heading) => heading.version === contractDocument.info.version);
    expect(released?.date, `## [${contractDocument.info.version}] - YYYY-MM-DD`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists releases newest first, every one but Unreleased with its date', () => {
    const dates = headings.slice(1).map((heading) => heading.date);
    expect(dates.every((date) => date !== undefined)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('README.md', () => {
  it('says how to stop the service and that .data/ persists', () => {
    expect(readme).toMatch(/\*\*Stop it\*\* with Ctrl-C/);
    expect(readme).toMatch(/\*\*`\.data\/` persists\*\*/);
  });

  it('makes idempotency keys without uuidgen, and never sends a request without one (README and partner guide)', () => {
    const shell = [...`${readme}\n${guide}`.matchAll(/```sh\n([\s\S]*?)```/g)].map((found) => found[1]!).join('\n');
    expect(shell).not.toMatch(/uuidgen/);
    const headers = [...shell.matchAll(/Idempotency-Key: ([^"']*)/g)].map((found) => found[1]!);
    expect(headers.length).toBeGreaterThan(0);
    // A variable is expanded with `:?`, which stops the command when it is empty.
    for (const value of headers) if (value.includes('$')) expect(value).toMatch(/^\$\{[A-Z_]+:\?[^}]*\}$/);
  });

  it('its idempotent request sends a fresh key, and sends nothing when no key could be made', () => {
    // The README's lines from making the key to the end of the curl command that uses it.
    const block = /^IDEMPOTENCY_KEY=[^\n]*\n(?:curl [^\n]*\\\n)(?:[^\n]*\\\n)*[^\n]*\n/m.exec(guide)?.[0];
    expect(block).toBeDefined();
    // curl replaced by a function that prints the key it would send.
    const run = (prelude: string) => {
      try {
        return execFileSync('bash', ['-c', `${prelude}\ncurl() { printf 'sent %s' "$(printf '%s\\n' "$@" | grep -m1 '^Idempotency-Key:')"; }\n${block}`], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        return `failed: ${String((error as { stdout?: string }).stdout ?? '')}`;
      }
    };
    expect(run('')).toMatch(/^sent Idempotency-Key: [0-9a-f-]{36}$/);
    // Without Node (or anything else that leaves the key empty), the request is not sent.
    expect(run('node() { return 1; }')).toBe('failed: ');
  });
});
