// Builds the package into dist/ from its sources and the contract's generated types (../../generated/v2.ts,
// `make generate`): TypeScript keeps the two folders' layout under dist/, so the types the client
// re-exports ship beside it. Run by `npm run build` and before every `npm pack` (`prepack`).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
rmSync(path.join(packageDir, 'dist'), { recursive: true, force: true });
// The repository's TypeScript (the package itself needs none at run time).
const tsc = createRequire(path.join(packageDir, '..', '..', 'package.json')).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(packageDir, 'tsconfig.build.json')], { stdio: 'inherit' });
