/**
 * Fails when the client build (`npm run build`) uses a Mantine component whose stylesheet no built
 * stylesheet holds: Mantine's styles are imported one component at a time
 * (`src/web/mantine-styles.css`, or the module that draws a component only private pages use),
 * and a component whose file is missing draws unstyled. Run by `npm run test:e2e` after the build.
 *
 *   node scripts/check-mantine-styles.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILT_ASSETS = 'dist/web/assets';
const MANTINE_STYLES = 'node_modules/@mantine/core/styles';

/** Mantine stylesheets whose class names the built JS uses but no built stylesheet holds. */
export function missingMantineStyles() {
  const builtFiles = (extension) =>
    readdirSync(BUILT_ASSETS)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(join(BUILT_ASSETS, file), 'utf8'))
      .join('\n');
  const js = builtFiles('.js');
  const css = builtFiles('.css');
  return readdirSync(MANTINE_STYLES)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .filter((file) => {
      const classNames =
        readFileSync(join(MANTINE_STYLES, file), 'utf8').match(/m_[0-9a-f]{8}/g) ?? [];
      return classNames.some((name) => js.includes(name) && !css.includes(name));
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingMantineStyles();
  if (missing.length > 0) {
    console.error(`Mantine styles used but not imported: ${missing.join(', ')}.`);
    process.exit(1);
  }
}
