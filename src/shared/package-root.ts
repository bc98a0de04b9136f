import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The directory holding package.json, from src/ (tests) and dist/src/ (built) alike. */
export function packageRoot(): string {
  if (root) return root;
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    directory = parent;
  }
  root = directory;
  return root;
}
