import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where partners download the client: `/downloads/pss-client-<version>.tgz` and its `.sha256` (docs/client-package.md). */
export const DOWNLOADS_PATH = '/downloads';

/** The file names served: the packed client of one version, and its checksum in `sha256sum` format. */
const TARBALL = /^pss-client-(\d+\.\d+\.\d+)\.tgz$/;

export interface ClientDownload {
  name: string;
  body: Buffer;
  contentType: string;
}

/**
 * The client package as the service serves it (docs/adr/0086-client-served-by-the-service.md): each
 * `pss-client-<version>.tgz` found in `directory` (made by `make client-package`), read once, and
 * for each its SHA-256 as `<hex>  <name>\n`, so `sha256sum -c` checks a downloaded copy. Only these
 * names are served, looked up in a map: no path a request sends reaches the file system.
 */
export function loadClientDownloads(directory: string): Map<string, ClientDownload> {
  const files = new Map<string, ClientDownload>();
  if (!existsSync(directory)) return files;
  for (const name of readdirSync(directory)) {
    if (!TARBALL.test(name)) continue;
    const body = readFileSync(path.join(directory, name));
    const digest = createHash('sha256').update(body).digest('hex');
    files.set(name, { name, body, contentType: 'application/gzip' });
    files.set(`${name}.sha256`, { name: `${name}.sha256`, body: Buffer.from(`${digest}  ${name}\n`), contentType: 'text/plain; charset=utf-8' });
  }
  return files;
}
