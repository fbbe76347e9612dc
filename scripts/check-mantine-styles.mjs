/**
 * Fails when the client build (`npm run build`) draws a Mantine component without its styles.
 * Mantine's styles are imported one component at a time, and a component whose file is missing
 * draws unstyled:
 *
 * - every component the built JS uses has its stylesheet in a built stylesheet
 *   (`src/web/mantine-styles.css`, or `src/web/private-styles.css` for members' pages);
 * - a component only the members' stylesheet holds is drawn by no page that does not wait for it
 *   (`privatePage` in `src/web/page-table.ts`), nor by any part that such a page or the app around
 *   every page loads later, unless the part waits for the stylesheet itself (the rich text
 *   editor): it would draw unstyled until the stylesheet arrived.
 *
 * Run by `npm run test:e2e` after the build, through `bundle-report.mjs --check`.
 *
 *   node scripts/check-mantine-styles.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_KEY, CLIENT_DIST, readClientManifest } from './client-manifest.mjs';

const BUILT_ASSETS = join(CLIENT_DIST, 'assets');
const MANTINE_STYLES = 'node_modules/@mantine/core/styles';
const MEMBERS_STYLESHEET = /^private-styles-.*\.css$/;
/** Parts loaded together with the members' stylesheet wherever they are used. */
const WAIT_FOR_MEMBERS_STYLESHEET = new Set(['components/rich-text-editor/rich-text-editor.tsx']);

const builtFiles = (matches) =>
  readdirSync(BUILT_ASSETS)
    .filter(matches)
    .map((file) => readFileSync(join(BUILT_ASSETS, file), 'utf8'))
    .join('\n');

/** Each Mantine component stylesheet with the class names it defines. */
const mantineStylesheets = () =>
  readdirSync(MANTINE_STYLES)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({
      file,
      classNames: readFileSync(join(MANTINE_STYLES, file), 'utf8').match(/m_[0-9a-f]{8}/g) ?? [],
    }));

/** Route modules that wait for the members' stylesheet before they draw. */
function membersPages() {
  const table = readFileSync('src/web/page-table.ts', 'utf8');
  return new Set([...table.matchAll(/privatePage\(\s*'([^']+)'/g)].map((match) => match[1]));
}

/**
 * The files of every chunk a page loads, at once or later, but for parts that wait and other
 * pages (the route table names them all; each is checked on its own).
 */
function pageReach(manifest, pageKeys, pageKey) {
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key) || WAIT_FOR_MEMBERS_STYLESHEET.has(key)) return;
    if (key !== pageKey && pageKeys.includes(key)) return;
    reached.add(key);
    for (const next of [
      ...(manifest[key].imports ?? []),
      ...(manifest[key].dynamicImports ?? []),
    ]) {
      visit(next);
    }
  };
  visit(pageKey);
  return [...reached].map((key) => manifest[key].file);
}

/** What is wrong, in words; nothing when every component the build draws has its styles. */
export function mantineStyleProblems() {
  const js = builtFiles((file) => file.endsWith('.js'));
  const css = builtFiles((file) => file.endsWith('.css'));
  const stylesheets = mantineStylesheets();
  const problems = [];

  const missing = stylesheets
    .filter(({ classNames }) => classNames.some((name) => js.includes(name) && !css.includes(name)))
    .map(({ file }) => file);
  if (missing.length > 0) {
    problems.push(`Mantine styles used but not imported: ${missing.join(', ')}.`);
  }

  const everyPageCss = builtFiles(
    (file) => file.endsWith('.css') && !MEMBERS_STYLESHEET.test(file),
  );
  const membersOnly = stylesheets.filter(({ classNames }) =>
    classNames.some((name) => css.includes(name) && !everyPageCss.includes(name)),
  );
  const { manifest, pageKeys } = readClientManifest();
  const waiting = membersPages();
  // The app itself loads parts on every page: the header's menus, dialogs and toasts.
  for (const page of [APP_KEY, ...pageKeys.filter((key) => !waiting.has(key))]) {
    const pageJs = pageReach(manifest, pageKeys, page)
      .map((file) => readFileSync(join(CLIENT_DIST, file), 'utf8'))
      .join('\n');
    const drawn = membersOnly.filter(({ classNames }) =>
      classNames.some((name) => pageJs.includes(name)),
    );
    if (drawn.length > 0) {
      problems.push(
        `${page} can draw ${drawn.map(({ file }) => file).join(', ')} before the members' ` +
          `stylesheet arrives: make it a privatePage in page-table.ts, or move the styles to ` +
          `mantine-styles.css.`,
      );
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = mantineStyleProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
