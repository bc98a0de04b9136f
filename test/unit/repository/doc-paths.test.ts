import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../../src/shared/app-error.js';

/**
 * The docs name files and operations; when code moves, a doc that still names the old place tells a
 * reader something false. Every path the README and the pages under docs/ name (decision records
 * aside: they keep the history as it was) exists, and every operation a problem page tells a
 * partner to call is in the contract.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedSet = new Set(tracked);
const basenames = new Set(tracked.map((file) => path.basename(file)));
const pages = ['README.md', ...tracked.filter((file) => /^docs\/[^/]+\.md$/.test(file))];

/** A repository path written in a page: `src/…`, `test/…` and the like, inside backticks or as plain text. */
const REPO_PATH = /(?<![\w./-])((?:src|test|docs|openapi|scripts|generated|clients|data|bin)\/[\w./*-]*[\w*/])/g;
/** A file name alone, in backticks: `webhook-module.ts`. */
const FILE_NAME = /`([\w.-]+\.(?:ts|cjs|js|yaml|json|md))`/g;
/** A Markdown link to a file of the repository (not a web address). */
const LINK = /\]\((?!https?:|mailto:|#)([^)\s]+)\)/g;

function exists(repoPath: string): boolean {
  const clean = repoPath.replace(/[.,;:]+$/, '');
  if (clean.includes('*')) {
    const pattern = new RegExp(`^${clean.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}`);
    return tracked.some((file) => pattern.test(file));
  }
  const bare = clean.replace(/\/$/, '');
  return trackedSet.has(bare) || tracked.some((file) => file.startsWith(`${bare}/`));
}

describe('the docs name what exists', () => {
  it.each(pages)('%s: every repository path and file name it names exists', (page) => {
    const text = readFileSync(path.join(ROOT, page), 'utf8');
    const named = [...text.matchAll(REPO_PATH)].map((match) => match[1]!);
    const missing = named.filter((repoPath) => !/[<>{}]/.test(repoPath) && !exists(repoPath));
    const names = [...text.matchAll(FILE_NAME)].map((match) => match[1]!);
    // Generated on demand, never committed: the bench's results, the built docs and client, a partner's secret file.
    const notCommitted = new Set(['bench.json', 'index.html', 'secret.txt', 'package.json', 'tsconfig.json']);
    const isPackage = (name: string) => existsSync(path.join(ROOT, 'node_modules', name));
    const missingNames = names.filter((name) => !basenames.has(name) && !notCommitted.has(name) && !isPackage(name));
    expect([...new Set([...missing, ...missingNames])]).toEqual([]);
  });

  it.each(pages)('%s: every link to a file of the repository resolves', (page) => {
    const text = readFileSync(path.join(ROOT, page), 'utf8');
    const links = [...text.matchAll(LINK)].map((match) => match[1]!.split('#')[0]!).filter(Boolean);
    const broken = links.filter((link) => !existsSync(path.join(ROOT, path.dirname(page), decodeURIComponent(link))));
    expect(broken).toEqual([]);
  });

  it('finds paths to check (the pattern still matches how the pages write them)', () => {
    const architecture = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    expect([...architecture.matchAll(REPO_PATH)].length).toBeGreaterThan(5);
    expect(pages).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/partner-guide.md', 'docs/operator-guide.md', 'docs/performance.md']));
  });
});

describe('the problem pages name operations that exist', () => {
  const contract = parse(readFileSync(path.join(ROOT, 'openapi/v2.yaml'), 'utf8'), { maxAliasCount: -1 }) as {
    paths: Record<string, Record<string, unknown>>;
    components: { pathItems?: Record<string, Record<string, unknown>> };
  };
  /** A path item, or the shared one it refers to (the contract's aliases share theirs). */
  const resolved = (item: Record<string, unknown>) =>
    typeof item.$ref === 'string' ? (contract.components.pathItems?.[item.$ref.split('/').pop()!] ?? {}) : item;
  const operations = new Set(
    Object.entries(contract.paths).flatMap(([route, item]) => Object.keys(resolved(item)).map((method) => `${method.toUpperCase()} ${route}`)),
  );
  const known = (method: string, route: string) =>
    [...operations].some((operation) => {
      const [m, r] = operation.split(' ') as [string, string];
      const pattern = new RegExp(`^${r.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return m === method && (r === route || pattern.test(route));
    });

  it.each(Object.keys(PROBLEMS))('/problems/%s: every `METHOD /path` it tells a reader about is an operation of the contract', (type) => {
    const entry = PROBLEMS[type as keyof typeof PROBLEMS] as { meaning?: string; action?: string };
    const text = `${entry.meaning ?? ''} ${entry.action ?? ''}`;
    const named = [...text.matchAll(/`(GET|PUT|POST|DELETE|PATCH) (\/[^`\s]*)`/g)].map((match) => [match[1]!, match[2]!] as const);
    expect(named.filter(([method, route]) => !known(method, route)).map((pair) => pair.join(' '))).toEqual([]);
  });
});
