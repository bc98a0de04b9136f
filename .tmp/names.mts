import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
const d = parse(readFileSync('openapi/v2.yaml', 'utf8'), { maxAliasCount: -1 });
for (const [p, item] of Object.entries<any>(d.paths)) {
  if (item['x-internal']) continue;
  for (const m of ['get','put','post','delete']) {
    const op = item[m]; if (!op || op.deprecated) continue;
    const parts: string[] = [];
    for (const [status, r] of Object.entries<any>(op.responses)) {
      let resp = r; if (resp.$ref) resp = resp.$ref.slice(2).split('/').reduce((a: any, k: string) => a[k], d);
      for (const [type, c] of Object.entries<any>(resp.content ?? {})) {
        const names = Object.keys(c.examples ?? {});
        if (names.length > 1 || (/^2/.test(status) && names.length > 0)) parts.push(`${status}: ${names.join(', ')}`);
      }
    }
    console.log(`${m.toUpperCase()} ${p} | ${parts.join(' ; ')}`);
  }
}
