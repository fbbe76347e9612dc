/**
 * The client build's manifest (`dist/web/.vite/manifest.json`, `npm run build`): which chunks a
 * page loads at once. Read by `bundle-report.mjs` and `check-mantine-styles.mjs`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CLIENT_DIST = 'dist/web';
/** The app the entry imports once the server's page is painted (`src/web/main.tsx`). */
export const APP_KEY = 'start.tsx';

export function readClientManifest() {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIST, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest names no entry; was the client built?');
  if (!manifest[APP_KEY]) throw new Error(`${APP_KEY} is not in the manifest`);

  /** The chunks `keys` load at once (each with its static imports), and what they import later. */
  function staticClosure(keys) {
    const chunks = new Set();
    const later = new Set();
    const visit = (key) => {
      if (chunks.has(key)) return;
      chunks.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
      for (const dynamic of manifest[key].dynamicImports ?? []) later.add(dynamic);
    };
    keys.forEach(visit);
    for (const key of chunks) later.delete(key);
    return { chunks: [...chunks], later: [...later] };
  }

  return {
    manifest,
    /** Route modules (`*-page.tsx`, a path under `src/web`). */
    pageKeys: Object.keys(manifest).filter((key) => /-page\.tsx$/.test(key)),
    /** What a page's first load runs: the entry, the app and the modules its route loads. */
    pageLoad(routeModules) {
      for (const key of routeModules) {
        if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
      }
      return staticClosure([entryKey, APP_KEY, ...routeModules]);
    },
  };
}
