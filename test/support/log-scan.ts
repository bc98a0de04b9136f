import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_DIRECTORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-artifacts/logs');

/**
 * What must never appear in a log line: API keys, webhook signing secrets (tests use secrets that
 * start with `whsec_test` or `test-secret`), and request bodies (product fields only a body holds).
 */
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: 'an API key', pattern: /pss_live_[A-Za-z0-9_-]{16,}/ },
  { what: 'a webhook signing secret', pattern: /whsec_test|test-secret-[A-Za-z0-9]/ },
  { what: 'a request body', pattern: /"ingredients"\s*:|"quantity_energy_kj"\s*:|"client_identifier"\s*:/ },
];

export function scanLogs(directory = LOG_DIRECTORY): { files: number; lines: number; findings: string[] } {
  const findings: string[] = [];
  let files = 0;
  let lines = 0;
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith('.ndjson'));
  } catch {
    return { files, lines, findings };
  }
  for (const name of names) {
    files += 1;
    const content = readFileSync(path.join(directory, name), 'utf8').split('\n');
    content.forEach((line, index) => {
      if (line === '') return;
      lines += 1;
      for (const { what, pattern } of FORBIDDEN) {
        if (pattern.test(line)) findings.push(`${name}:${index + 1} contains ${what}: ${line.slice(0, 200)}`);
      }
    });
  }
  return { files, lines, findings };
}
