/**
 * What a page's first load costs in JavaScript and CSS, from the client build (`npm run build`):
 * the entry, the app it starts and the page's lazy route chunk, each with its static imports, read
 * from Vite's manifest (`dist/web/.vite/manifest.json`) and gzipped the way the server sends them.
 * Chunks the page fetches later through `import()` are listed apart, not counted.
 *
 * With `--check` it also fails when the home page is over its budget, or when the build uses a
 * Mantine component whose stylesheet is not in the built CSS (`check-mantine-styles.mjs`).
 *
 *   npm run bundle:report [-- --check]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { missingMantineStyles } from './check-mantine-styles.mjs';

const DIST = 'dist/web';
/** Issue 14: the home page loads at most this much gzipped JavaScript before it is interactive. */
const HOME_JS_BUDGET_KB = 130;
/** Pages by their route module (a manifest key: a path under `src/web`). */
const PAGES = {
  home: 'pages/home-page.tsx',
  post: 'pages/post-page.tsx',
  posts: 'features/posts/posts-page.tsx',
  dashboard: 'pages/dashboard/dashboard-page.tsx',
};

/** The app the entry imports once the server's page is painted (`src/web/main.tsx`). */
const APP_KEY = 'start.tsx';

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry; was the client built?');
if (!manifest[APP_KEY]) throw new Error(`${APP_KEY} is not in the manifest`);

const gzippedBytes = new Map();
function gzipped(file) {
  if (!gzippedBytes.has(file)) {
    gzippedBytes.set(file, gzipSync(readFileSync(join(DIST, file))).length);
  }
  return gzippedBytes.get(file);
}

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

function pageCost(routeKey) {
  if (!manifest[routeKey]) throw new Error(`${routeKey} is not in the manifest`);
  const { chunks, later } = staticClosure([entryKey, APP_KEY, routeKey]);
  const js = chunks.map((key) => manifest[key].file);
  // One stylesheet for every page (vite.config.ts, decision 017), or each chunk's own.
  const sharedCss = manifest['style.css'] ? [manifest['style.css'].file] : [];
  const css = [...new Set([...sharedCss, ...chunks.flatMap((key) => manifest[key].css ?? [])])];
  const sum = (files) => files.reduce((total, file) => total + gzipped(file), 0) / 1024;
  return { js, css, jsKb: sum(js), cssKb: sum(css), later };
}

const kb = (value) => value.toFixed(1);
const costs = Object.entries(PAGES).map(([name, routeKey]) => ({ name, ...pageCost(routeKey) }));

console.log('| page | JS (KB gz) | JS files | CSS (KB gz) | CSS files |');
console.log('|---|---:|---:|---:|---:|');
for (const cost of costs) {
  console.log(
    `| ${cost.name} | ${kb(cost.jsKb)} | ${cost.js.length} | ${kb(cost.cssKb)} | ${cost.css.length} |`,
  );
}

const home = costs.find((cost) => cost.name === 'home');
console.log('\nThe home page, largest first (KB gz):');
for (const file of [...home.js, ...home.css].sort((a, b) => gzipped(b) - gzipped(a))) {
  console.log(`  ${kb(gzipped(file) / 1024).padStart(6)}  ${file}`);
}
console.log(`\nFetched later by import(): ${home.later.join(', ') || 'nothing'}`);

if (process.argv.includes('--check')) {
  const problems = [];
  if (home.jsKb > HOME_JS_BUDGET_KB) {
    problems.push(`The home page loads ${kb(home.jsKb)} KB of JS, over ${HOME_JS_BUDGET_KB} KB.`);
  }
  const missing = missingMantineStyles();
  if (missing.length > 0) {
    problems.push(`Mantine styles used but not imported: ${missing.join(', ')}.`);
  }
  for (const problem of problems) console.error(`\n${problem}`);
  if (problems.length > 0) process.exit(1);
}
