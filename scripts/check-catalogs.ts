// Fails when a shipped message catalog lacks a key of the English one or has one English has
// not, when a message's ICU syntax does not parse, or when a translation uses a placeholder that
// its English message has not (`npm run check`).
import { readFileSync } from 'node:fs';
import { catalogProblems } from '../src/contracts/i18n/check-catalogs.ts';
import { LOCALES, type Catalog, type Locale } from '../src/contracts/i18n/locales.ts';

const folder = new URL('../src/contracts/i18n/catalogs/', import.meta.url);
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
if (problems.length > 0) {
  console.error(`The message catalogs have ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`The ${LOCALES.length} message catalogs are complete and parse.`);
