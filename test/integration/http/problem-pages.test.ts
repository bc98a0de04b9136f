import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../../src/shared/app-error.js';
import { contractDocument } from '../../support/contract.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Every problem `type` a partner can receive resolves to a page saying what it means and what to do. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const apiTypes = Object.entries(PROBLEMS).filter(([, problem]) => problem.api).map(([type]) => type);

/** Every `/problems/…` URI the contract mentions (error table, examples, descriptions). */
function contractProblemTypes(): string[] {
  return [...new Set(JSON.stringify(contractDocument).match(/\/problems\/[a-z-]+/g) ?? [])];
}

describe('problem type pages', () => {
  it.each(apiTypes)('/problems/%s is an HTML page with its status, title, meaning and what to do', async (type) => {
    const problem = PROBLEMS[type as keyof typeof PROBLEMS] as { status: number; title: string; meaning: string; action: string };

    const response = await fetch(`${app.origin}/problems/${type}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain(`<h1>${problem.title}</h1>`);
    expect(html).toContain(`<strong>${problem.status}</strong>`);
    expect(html).toContain('What it means');
    expect(html).toContain('What to do');
    // The catalogue's words (Markdown code spans become <code>).
    expect(html).toContain(problem.action.split('`')[0]!.slice(0, 30).replace(/'/g, '&#39;'));
  });

  it('the same as JSON with Accept: application/json', async () => {
    const response = await fetch(`${app.origin}/problems/rate-limited`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: '/problems/rate-limited', title: 'Too many requests', status: 429, meaning: expect.any(String), action: expect.any(String) });
  });

  it('every problem type the contract names resolves, and the index links every page', async () => {
    const named = contractProblemTypes();
    expect(named.length).toBeGreaterThanOrEqual(apiTypes.length);
    for (const type of named) expect((await fetch(`${app.origin}${type}`)).status, type).toBe(200);
    const index = await (await fetch(`${app.origin}/problems`)).text();
    for (const type of apiTypes) expect(index).toContain(`href="/problems/${type}"`);
  });

  it('the type of a real error answer, resolved against the request URL, is its page', async () => {
    const { apiKey } = await app.createClient();
    const url = `${app.baseUrl}/product/00000096385074`;
    const problem = (await (await fetch(url, { headers: { 'X-API-KEY': apiKey } })).json()) as { type: string; title: string };

    const page = await fetch(new URL(problem.type, url));

    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<h1>${problem.title}</h1>`);
  });

  it('an unknown problem type is a 404 problem document', async () => {
    const response = await fetch(`${app.origin}/problems/no-such-problem`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});

describe('the methodology page', () => {
  it('/docs/methodology is the Markdown rendered as HTML, headings with ids; the source stays at /docs/methodology.md', async () => {
    const response = await fetch(`${app.origin}/docs/methodology`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<h1 id="scoring-methodology">Scoring methodology</h1>');
    expect(html).toContain('<h2 id="how-a-score-is-computed">');
    expect(html).toMatch(/<table>/);
    expect(html).not.toMatch(/^#{1,3} /m);
    const source = await fetch(`${app.origin}/docs/methodology.md`);
    expect(source.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await source.text()).toMatch(/^# Scoring methodology/);
  });
});
