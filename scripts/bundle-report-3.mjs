/**
 * What a page's first load costs in JavaScript and CSS, from the client build (`npm run build`):
 * the entry, the app it starts and the page's lazy route chunk, each with its static imports, read
 * from Vite's manifest (`dist/web/.vite/manifest.json`) and gzipped the way the server sends them.
 * The messages of the page's language (the shell's and the page's namespaces, `src/web/i18n/`)
 * are counted too: the table in English, the home page's budget in its largest language.
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
import { mantineStyleProblems } from './check-mantine-styles.mjs';
import { CLIENT_DIST, readClientManifest } from './client-manifest.mjs';

/** Issue 14: the home page loads at most this much gzipped JavaScript before it is interactive. */
const HOME_JS_BUDGET_KB = 130;
/** Mantine's context and theme, loaded with each page that draws Mantine components (decision 021). */
const MANTINE_SCOPE = 'components/mantine-scope.tsx';
/**
 * Pages by the modules their route loads (manifest keys: paths under `src/web`, `page-table.ts`)
 * and the message namespaces they load with them (the shell's and the page's own).
 */
const PAGES = {
  home: { modules: ['pages/home-page.tsx'], messages: ['shell', 'site'] },
  post: {
    modules: ['pages/post-page.tsx', MANTINE_SCOPE],
    messages: ['shell', 'posts', 'comments', 'users'],
  },
  posts: {
    modules: ['features/posts/posts-page.tsx', MANTINE_SCOPE],
    messages: ['shell', 'posts'],
  },
  dashboard: {
    modules: ['pages/dashboard/dashboard-page.tsx', MANTINE_SCOPE],
    messages: ['shell'],
  },
  // Its money chart (uPlot) is fetched near the screen, never in the first load (issue 38).
  case: {
    modules: ['features/donations/donation-case-page.tsx', MANTINE_SCOPE],
    messages: ['shell'],
  },
};
const LOCALES = ['en', 'es', 'fr', 'ar', 'sw'];
/**
 * The Stats tabs draw their charts with `@mantine/charts` (Recharts, decision 039): what the
 * tabs add to the dashboard's load has its own budget, and no page's first load may carry it.
 */
const STATS_TABS = ['features/stats/author-stats-tab.tsx', 'features/stats/site-stats-tab.tsx'];
const STATS_TAB_JS_BUDGET_KB = 160;
/** A class name only Recharts' code writes: a chunk holding it carries the chart library. */
const CHART_LIBRARY_MARK = 'recharts-wrapper';
/** A page's messages in a language: the map of the language's catalogs, and its namespaces'. */
const catalogsOf = (messages, locale) => [
  `i18n/catalog-files/${locale}.ts`,
  ...messages.map((namespace) => `i18n/catalogs/${namespace}/${locale}.json`),
];

const { manifest, pageLoad } = readClientManifest();

const gzippedBytes = new Map();
function gzipped(file) {
  if (!gzippedBytes.has(file)) {
    gzippedBytes.set(file, gzipSync(readFileSync(join(CLIENT_DIST, file))).length);
  }
  return gzippedBytes.get(file);
}

function pageCost({ modules, messages }, locale = 'en') {
  const { chunks, later } = pageLoad([...modules, ...catalogsOf(messages, locale)]);
  const js = chunks.map((key) => manifest[key].file);
  // One stylesheet for every page (vite.config.ts, decision 017), or each chunk's own.
  const sharedCss = manifest['style.css'] ? [manifest['style.css'].file] : [];
  const css = [...new Set([...sharedCss, ...chunks.flatMap((key) => manifest[key].css ?? [])])];
  const sum = (files) => files.reduce((total, file) => total + gzipped(file), 0) / 1024;
  return { js, css, jsKb: sum(js), cssKb: sum(css), later };
}

const kb = (value) => value.toFixed(3);
const costs = Object.entries(PAGES).map(([name, page]) => ({ name, ...pageCost(page) }));

console.log('| page | JS (KB gz) | JS files | CSS (KB gz) | CSS files |');
console.log('|---|---:|---:|---:|---:|');
for (const cost of costs) {
  console.log(
    `| ${cost.name} | ${kb(cost.jsKb)} | ${cost.js.length} | ${kb(cost.cssKb)} | ${cost.css.length} |`,
  );
}

const home = costs.find((cost) => cost.name === 'home');
const homeByLocale = LOCALES.map((locale) => ({ locale, ...pageCost(PAGES.home, locale) }));
const largestHome = homeByLocale.reduce((largest, cost) =>
  cost.jsKb > largest.jsKb ? cost : largest,
);
console.log(
  `\nThe home page's JS in each language: ${homeByLocale.map((cost) => `${cost.locale} ${kb(cost.jsKb)}`).join(', ')} KB gz.`,
);
console.log('\nThe home page, largest first (KB gz):');
for (const file of [...home.js, ...home.css].sort((a, b) => gzipped(b) - gzipped(a))) {
  console.log(`  ${kb(gzipped(file) / 1024).padStart(6)}  ${file}`);
}
console.log(`\nFetched later by import(): ${home.later.join(', ') || 'nothing'}`);

const dashboard = pageCost(PAGES.dashboard);
const statsTab = pageLoad([...PAGES.dashboard.modules, ...STATS_TABS]).chunks.filter(
  (key) => !dashboard.js.includes(manifest[key].file),
);
const statsTabKb = statsTab.reduce((total, key) => total + gzipped(manifest[key].file), 0) / 1024;
console.log(
  `\nThe Stats tabs add ${kb(statsTabKb)} KB gz of JS to the dashboard (${statsTab.length} files), budget ${STATS_TAB_JS_BUDGET_KB} KB.`,
);
const carriesCharts = (file) =>
  readFileSync(join(CLIENT_DIST, file), 'utf8').includes(CHART_LIBRARY_MARK);
const pagesWithCharts = costs.filter((cost) => cost.js.some(carriesCharts));

if (process.argv.includes('--check')) {
  const problems = [];
  if (largestHome.jsKb > HOME_JS_BUDGET_KB) {
    problems.push(
      `The home page loads ${kb(largestHome.jsKb)} KB of JS in ${largestHome.locale}, over ${HOME_JS_BUDGET_KB} KB.`,
    );
  }
  if (statsTabKb > STATS_TAB_JS_BUDGET_KB) {
    problems.push(
      `The Stats tabs add ${kb(statsTabKb)} KB of JS, over ${STATS_TAB_JS_BUDGET_KB} KB.`,
    );
  }
  for (const page of pagesWithCharts) {
    problems.push(`The ${page.name} page's first load carries the chart library (Recharts).`);
  }
  problems.push(...mantineStyleProblems());
  for (const problem of problems) console.error(`\n${problem}`);
  if (problems.length > 0) process.exit(1);
}
