import { Marked, type Tokens } from 'marked';
import { PROBLEMS, type ProblemType } from '../shared/app-error.js';

/**
 * The HTML pages beside the API: one per problem type of the catalogue (what a problem document's
 * `type` URI resolves to) and the methodology, rendered from Markdown with marked. All are built
 * once from text shipped with the service; nothing a request sends reaches them.
 */

/** The Content-Security-Policy of these pages: their own inline style, nothing else. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1d2330}
code{background:#f1f3f6;padding:0 .25em;border-radius:3px}pre{background:#f1f3f6;padding:.75rem;overflow-x:auto}
table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:.25rem .5rem;text-align:left}a{color:#1f5fbf}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">\n<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>\n<body>\n${body}\n</body></html>\n`;
}

/** The problem types partners can receive (the contract's error table), in catalogue order. */
export const API_PROBLEM_TYPES = (Object.keys(PROBLEMS) as ProblemType[]).filter((type) => PROBLEMS[type].api);

type ApiProblem = { status: number; title: string; meaning: string; action: string };

function problemOf(type: ProblemType): ApiProblem {
  return PROBLEMS[type] as unknown as ApiProblem;
}

/** What a problem means and what to do, as data (the JSON form of its page). */
export function problemDescription(type: ProblemType) {
  const { status, title, meaning, action } = problemOf(type);
  return { type: `/problems/${type}`, title, status, meaning, action };
}

/** Headings get ids (GitHub's way: lower case, spaces to hyphens), so `/docs/methodology#nova` links work. */
const marked = new Marked({
  gfm: true,
  renderer: {
    heading(this: { parser: { parseInline(tokens: Tokens.Heading['tokens']): string } }, { tokens, depth, text }: Tokens.Heading) {
      const id = text.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s+/g, '-');
      return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

const inline = (markdown: string) => marked.parseInline(markdown, { async: false });

export function problemPage(type: ProblemType): string {
  const { status, title, meaning, action } = problemOf(type);
  return page(
    `${title} (${status}) — problem type`,
    `<p><a href="/problems">All problem types</a> · <a href="/docs">API reference</a></p>
<h1>${escapeHtml(title)}</h1>
<p>Problem type <code>/problems/${type}</code>, HTTP status <strong>${status}</strong>, sent as <code>application/problem+json</code> (RFC 9457).</p>
<h2>What it means</h2>
<p>${inline(meaning)}</p>
<h2>What to do</h2>
<p>${inline(action)}</p>
<p>Every problem document also carries <code>detail</code> (this occurrence, in words), <code>instance</code> (the request path) and, when something you sent is invalid, <code>errors</code>. Quote the answer's <code>X-Request-Id</code> header when you contact support.</p>`,
  );
}

export function problemIndexPage(): string {
  const rows = API_PROBLEM_TYPES.map((type) => {
    const { status, title, meaning } = problemOf(type);
    return `<tr><td>${status}</td><td><a href="/problems/${type}"><code>/problems/${type}</code></a></td><td>${escapeHtml(title)}</td><td>${inline(meaning)}</td></tr>`;
  }).join('\n');
  return page('Problem types', `<p><a href="/docs">API reference</a></p>\n<h1>Problem types</h1>\n<p>Every error answer is a problem document whose <code>type</code> is one of these.</p>\n<table><thead><tr><th>Status</th><th>Type</th><th>Title</th><th>Meaning</th></tr></thead><tbody>\n${rows}\n</tbody></table>`);
}

/** docs/methodology.md as an HTML page. */
export function methodologyPage(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return page('Methodology — how every score is computed', `<p><a href="/docs">API reference</a> · <a href="/docs/methodology.md">Markdown source</a></p>\n${html}`);
}
