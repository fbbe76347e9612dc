// Fails when a shipped message catalog lacks a key of the English one or has one English has
// not, when a message's ICU syntax does not parse, or when a translation uses a placeholder that
// its English message has not (`npm run check`). It reads the API's catalogs
// (`src/contracts/i18n/catalogs/<locale>.json`) and each of the web's namespaces
// (`src/web/i18n/catalogs/<namespace>/<locale>.json`, whose ids start with the namespace).
import { readdirSync, readFileSync } from 'node:fs';
import { catalogProblems } from '../src/contracts/i18n/check-catalogs.ts';
import { LOCALES, type Catalog, type Locale } from '../src/contracts/i18n/locales.ts';

const apiFolder = new URL('../src/contracts/i18n/catalogs/', import.meta.url);
const webFolder = new URL('../src/web/i18n/catalogs/', import.meta.url);

/** The problems of one set of catalogs, one file a language, each line named by the set. */
function problemsOf(name: string, folder: URL, idPrefix = ''): string[] {
  const catalogs: Partial<Record<Locale, Catalog>> = {};
  const problems: string[] = [];
  for (const locale of LOCALES) {
    try {
      catalogs[locale] = JSON.parse(
        readFileSync(new URL(`${locale}.json`, folder), 'utf8'),
      ) as Catalog;
    } catch (error) {
      problems.push(`${locale}: ${(error as Error).message}`);
    }
  }
  problems.push(...catalogProblems(catalogs));
  for (const id of Object.keys(catalogs.en ?? {})) {
    if (!id.startsWith(idPrefix)) problems.push(`en: "${id}" does not start with "${idPrefix}"`);
  }
  return problems.map((problem) => `${name} ${problem}`);
}

const namespaces = readdirSync(webFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const problems = [
  ...problemsOf('api', apiFolder),
  ...namespaces.flatMap((namespace) =>
    problemsOf(`web/${namespace}`, new URL(`${namespace}/`, webFolder), `${namespace}.`),
  ),
];
if (problems.length > 0) {
  console.error(`The message catalogs have ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `The message catalogs are complete and parse: the API's and ${namespaces.length} web namespace(s), in ${LOCALES.length} languages.`,
);
