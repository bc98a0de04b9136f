/// <reference lib="dom" />
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../../support/contract.js';
import { launchBrowser, offlinePage, type OfflinePage } from '../../support/browser.js';

/**
 * The partner docs (`make docs`): Redoc built with --inlineBundle, opened from disk in headless
 * Chromium with every network request blocked, must render every operation, both alias paths, the
 * webhook and the Getting started and Errors sections. Redoc 3 renders one tag at a time, so each
 * operation is opened from the menu as a reader would.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ARTIFACTS = path.join(ROOT, 'test-artifacts');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

/**
 * Each operation the docs page lists (a deprecated path is an entry of its own), with its first tag
 * and the paths it is shown at: all but those marked `x-internal` (left out by redocly.docs.yaml).
 */
const operations = (() => {
  const byId = new Map<string, { summary: string; method: string; tag: string; paths: string[]; deprecated: boolean }>();
  for (const [served, item] of Object.entries<any>(contractDocument.paths)) {
    if (item['x-internal'] === true) continue;
    for (const [method, operation] of Object.entries<any>(item)) {
      if (!operation?.operationId) continue;
      const known = byId.get(operation.operationId);
      if (known) known.paths.push(served);
      else byId.set(operation.operationId, { summary: operation.summary as string, method, tag: (operation.tags as string[])[0]!, paths: [served], deprecated: operation.deprecated === true });
    }
  }
  return [...byId.values()];
})();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const webhook = contractDocument.webhooks.productUpdated.post;

let directory: string;
let html: string;
let browser: Browser;
let view: OfflinePage;
let page: Page;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'pss-docs-'));
  html = path.join(directory, 'index.html');
  // the Makefile's `docs` command, into a temporary directory (redocly.docs.yaml turns telemetry off)
  await promisify(execFile)(process.execPath, [REDOCLY, 'build-docs', 'openapi/v2.yaml', '--config', 'redocly.docs.yaml', '--output', html, '--inlineBundle'], { cwd: ROOT, timeout: 100_000 });
  browser = await launchBrowser();
  view = await offlinePage(browser);
  page = view.page;
  // Chromium shares two cores with the rest of the suite in CI: the waits are for events, and their
  // limits are generous so that a loaded machine is slow, not red.
  page.setDefaultTimeout(60_000);
  await page.goto(pathToFileURL(html).href);
  await page.getByTestId('menu-item-label').filter({ hasText: /^Getting started$/ }).waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const menu = () => page.getByTestId('menu-item-label');

/** How many endpoint links (method and path, e.g. "get /products/{gtin}") Redoc rendered for a path. */
const endpointLink = (method: string, served: string) => page.locator('a').filter({ hasText: new RegExp(`^\\s*${method}\\s*${escapeRegExp(served)}\\s*$`, 'i') });
const endpointLinks = (method: string, served: string) => endpointLink(method, served).count();
/** The endpoint links of a path once Redoc has rendered the first (it may come after the heading on a loaded machine). */
async function renderedEndpointLinks(method: string, served: string): Promise<number> {
  await endpointLink(method, served).first().waitFor({ state: 'attached' });
  return endpointLinks(method, served);
}

/**
 * A reader's click on a menu entry. Redoc re-renders its menu while it scrolls to the section
 * opened before (the active item changes), and on a loaded machine an entry once never stayed
 * "stable" for the two animation frames Playwright's click waits for (CI, 2026-11-23: detached and
 * re-attached for 60 s); then the click is made where the entry is, without that wait.
 */
async function clickEntry(entry: Locator): Promise<void> {
  await entry.click({ timeout: 10_000 }).catch(() => entry.click({ force: true }));
}

/** The menu group an operation is listed under: its first tag, or Webhooks for the webhook. */
function groupOf(summary: string): string {
  return operations.find((operation) => operation.summary === summary)?.tag ?? 'Webhooks';
}

/**
 * Clicks the menu entry of an operation and waits for its heading. Only the operation's own group
 * is opened, and only while it is closed (it shows a right-pointing chevron): Redoc opens one group
 * at a time, and a click on an open one closes it, so clicking by the entry's visibility alone made
 * the outcome depend on what earlier tests had opened and on how fast the menu rendered.
 */
async function openFromMenu(summary: string): Promise<string> {
  // anchored and case-sensitive: "A subscribed product's…" is a substring of "Read a subscribed product's…"
  const startsWithSummary = new RegExp(`^${escapeRegExp(summary)}`);
  const entry = menu().filter({ hasText: startsWithSummary }).first();
  const closed = menu().filter({ hasText: new RegExp(`^${escapeRegExp(groupOf(summary))}$`) }).filter({ has: page.locator('[data-component-name*="ChevronRight"]') });
  for (let index = (await closed.count()) - 1; index >= 0 && !(await entry.isVisible()); index--) {
    await clickEntry(closed.nth(index));
    await entry.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  }
  await entry.waitFor({ state: 'visible' });
  // A click Redoc takes while it is still laying out the page can be lost (a clean-clone run on a loaded machine
  // waited 60 s for a heading that never came): the entry is clicked again, up to three times, until its heading shows.
  const heading = page.locator('h1, h2').filter({ hasText: startsWithSummary }).first();
  for (let attempt = 0; attempt < 2; attempt++) {
    await clickEntry(entry);
    if (await heading.waitFor({ timeout: 20_000 }).then(() => true, () => false)) return page.locator('body').innerText();
  }
  await clickEntry(entry);
  await heading.waitFor();
  return page.locator('body').innerText();
}

describe('the built docs file', () => {
  it('is self-contained: the Redoc bundle is inlined, no CDN script, telemetry off', () => {
    const source = readFileSync(html, 'utf8');
    expect(statSync(html).size).toBeGreaterThan(1_000_000);
    expect(source).not.toMatch(/<script[^>]+src="https?:/);
    expect(source).not.toMatch(/import\s*\{[^}]*\}\s*from\s*"https?:/);
    expect(source).toContain('"disableTelemetry":true');
  });
});

describe('the docs rendered offline in Chromium', { timeout: 120_000 }, () => {
  it('shows the title and the Getting started and Errors sections, and saves a full-page screenshot', async () => {
    expect(await page.locator('h1').first().textContent()).toContain(contractDocument.info.title);
    for (const section of ['Getting started', 'Errors']) {
      await page.locator('h2', { hasText: new RegExp(`^${section}$`) }).waitFor();
      expect(await menu().filter({ hasText: new RegExp(`^${section}$`) }).count(), section).toBeGreaterThan(0);
    }
    const text = await page.locator('body').innerText();
    expect(text).toContain('curl -s "$PSS_BASE_URL/subscribe/account"'); // Getting started's first request
    expect(text).toContain('/problems/invalid-request'); // the Errors table
    mkdirSync(ARTIFACTS, { recursive: true });
    const screenshot = path.join(ARTIFACTS, 'docs.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    expect(statSync(screenshot).size).toBeGreaterThan(20_000);
  });

  it("shows Getting started's first request whole, and the Servers box without Markdown backticks", async () => {
    const block = page.locator('pre').filter({ hasText: 'PSS_BASE_URL/subscribe/account' }).first();
    await block.waitFor();
    // Cut off at "https://{hos" before: the line was wider than the column and the block hid the rest.
    const widths = await block.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll, 'the code block needs no horizontal scrolling').toBeLessThanOrEqual(widths.client);
    const text = await page.locator('body').innerText();
    expect(text).toContain("The base URL is the service's address followed by /v2.");
    expect(text).not.toContain('`/v2`');
  });

  it.each(operations.map((operation) => [operation.summary, operation] as const))('renders the operation "%s" with all its paths', async (_summary, operation) => {
    const text = await openFromMenu(operation.summary);
    for (const served of operation.paths) {
      // The heading can come before the path line on a loaded machine: wait for it rather than read once.
      await expect.poll(() => page.locator('body').innerText(), { timeout: 60_000, message: served }).toContain(served);
      // Redoc lists a deprecated operation's endpoint among its tag's other operations, not on its own page.
      if (!operation.deprecated) expect(await renderedEndpointLinks(operation.method, served), `endpoint ${operation.method} ${served}`).toBeGreaterThan(0);
    }
    if (operation.deprecated) expect(text).toMatch(/Deprecated/);
  });

  it('lists the deprecated paths /subscribe/add/more, /products/{gtin} and its explanation as entries of their own, each shown Deprecated (above)', async () => {
    const deprecated = operations.filter((operation) => operation.deprecated);
    expect(deprecated.map((operation) => operation.paths[0]).sort()).toEqual(['/products/{gtin}', '/products/{gtin}/explanation', '/subscribe/add/more']);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'docs-deprecated-path.png') }); // the viewport: the last deprecated entry opened above
  });

  it('renders the productUpdated webhook with its payload and signature header', async () => {
    expect(webhook.summary).toBe("A subscribed product's sustainability record");
    const text = await openFromMenu(webhook.summary);
    expect(text).toContain("A subscribed product's sustainability record");
    expect(text).toMatch(/productUpdated/);
    expect(text).toContain('X-Hub-Signature-256');
    expect(text).toContain('climateScore');
    expect(page.url()).toMatch(/productupdated/i);
  });

  it('renders the Staying in sync guide and, under Explanations, "How a score is computed" with the oat drink walked through', async () => {
    await clickEntry(menu().filter({ hasText: /^Staying in sync$/ }).first());
    await page.locator('h2', { hasText: /^Staying in sync$/ }).waitFor();
    await page.getByText('A consistent copy.').first().waitFor();
    // Redoc renders the guide's sections one after another: wait for each, as a busy machine may not have them all yet.
    for (const tool of ['GET /changes', 'GET /products/export', 'If-None-Match', 'cursor-expired']) {
      await expect.poll(() => page.locator('body').innerText(), { message: tool, timeout: 15_000 }).toContain(tool);
    }
    const text = await openFromMenu("Explain how a subscribed product's record was computed");
    await page.locator('h2, h3').filter({ hasText: /^How a score is computed$/ }).first().waitFor({ state: 'attached' });
    expect(text).toContain('Havredryck Barista 1 l');
    expect(text).toContain('Accept-Language');
  });

  it('lists each operation once in the menu: the slash-less /subscribe twins are left out of the docs', async () => {
    // Every operation has been opened by now, its group last; the Subscriptions group is opened again.
    await openFromMenu('Subscribe to products in bulk');
    for (const summary of ['List your subscriptions', 'Subscribe to products in bulk']) {
      expect(await menu().filter({ hasText: new RegExp(`^${escapeRegExp(summary)}`) }).count(), summary).toBe(1);
    }
    expect(await endpointLinks('get', '/subscribe')).toBe(0);
  });

  it('needed nothing from the network: no script, style or font was blocked, and the page threw no error', () => {
    const essential = view.blocked.filter((request) => ['script', 'stylesheet', 'font', 'document', 'fetch', 'xhr'].includes(request.resourceType));
    expect(essential).toEqual([]);
    expect(view.errors).toEqual([]);
  });
});
