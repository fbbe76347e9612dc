import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from `src/` (tsx) or `dist/` (built). */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = join(projectRoot, 'src/server/db/migrations');
export const webDistDir = join(projectRoot, 'dist/web');
/** The web app's server entry, built by `vite build --ssr` (`npm run build:web`). */
export const webServerEntry = join(projectRoot, 'dist/web-ssr/entry-server.js');
