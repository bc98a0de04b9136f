import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

/** graphile-worker's tables are its own: the service reads its `jobs` view and calls its documented functions. */
describe('graphile-worker is used through its public interface', () => {
  it('when any source file names a private table of graphile-worker (graphile_worker._private_*), then this fails', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => /_private_/.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
