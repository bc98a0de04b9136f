import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** The system Chromium from apt (`make browser` installs it); never a Playwright browser download. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`make browser\` (apt-get install chromium)`);
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

export interface OfflinePage {
  page: Page;
  /** Every request that was aborted because it would leave the machine. */
  blocked: Array<{ url: string; resourceType: string }>;
  /** Uncaught exceptions and console errors in the page. */
  errors: string[];
}

/**
 * A page on which every request other than file:, data: and blob: is aborted, so what renders is
 * what works offline.
 */
export async function offlinePage(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<OfflinePage> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const blocked: OfflinePage['blocked'] = [];
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (/^(file|data|blob):/.test(url)) return route.continue();
    blocked.push({ url, resourceType: route.request().resourceType() });
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/net::ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return { page, blocked, errors };
}
