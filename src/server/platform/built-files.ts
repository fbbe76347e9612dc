import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mime from 'mime';
import { etagOf, type CachedAnswer, type Encoding } from './public-cache.ts';

/** Where the build puts its hashed files, under the web app's directory and its address. */
const ASSETS_FOLDER = 'assets';

/** The build's compressed copies beside each file (vite.config.ts), by their suffix. */
const COPIES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Source maps stay on disk: only a reader with the developer tools open fetches them. */
const isServedFromMemory = (name: string) => !/\.(map|br|gz)$/.test(name);

function contentType(name: string) {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return /^text\/|json|xml/.test(type) ? `${type}; charset=utf-8` : type;
}

export interface BuiltFile {
  answer: CachedAnswer;
  type: string;
}

/**
 * The client build's hashed files, read once at start-up with their brotli and gzip copies:
 * a page load asks for ten or more of them, and each one read from disk cost the server a
 * file's stat, open and read for every reader. Keyed by address (`/assets/name.js`).
 */
export function loadBuiltFiles(webDir: string): Map<string, BuiltFile> {
  const folder = join(webDir, ASSETS_FOLDER);
  const files = new Map<string, BuiltFile>();
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder).filter(isServedFromMemory)) {
    const path = join(folder, name);
    const body = readFileSync(path);
    const compressed = new Map<Encoding, Buffer>();
    for (const [encoding, suffix] of Object.entries(COPIES) as [Encoding, string][]) {
      if (existsSync(path + suffix)) compressed.set(encoding, readFileSync(path + suffix));
    }
    const address = `/${ASSETS_FOLDER}/${name}`;
    files.set(address, {
      answer: { key: address, body, etag: etagOf(body), compressed, tags: [] },
      type: contentType(name),
    });
  }
  return files;
}
