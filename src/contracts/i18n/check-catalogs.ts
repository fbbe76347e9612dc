import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE, type Catalog, type Locale } from './locales.ts';

/** The names of every placeholder of a compiled message, those inside plural and select too. */
function placeholdersOf(tokens: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    names.add(name);
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      const { offset: _offset, ...branches } = format as Record<string, CompiledMessage>;
      for (const branch of Object.values(branches)) placeholdersOf(branch, names);
    }
  }
  return names;
}

function compiled(text: string): CompiledMessage | Error {
  try {
    return compileMessageOrThrow(text);
  } catch (error) {
    return error as Error;
  }
}

/**
 * What is wrong with the shipped catalogs, one line a problem (none when all is well): a key
 * missing from a catalog or not in English, a message whose ICU syntax does not parse, and a
 * placeholder a translation uses that its English message does not have.
 */
export function catalogProblems(catalogs: Partial<Record<Locale, Catalog>>): string[] {
  const problems: string[] = [];
  const english = catalogs[SOURCE_LOCALE] ?? {};
  const englishPlaceholders = new Map<string, Set<string>>();
  for (const locale of LOCALES) {
    const catalog = catalogs[locale];
    if (!catalog) {
      problems.push(`${locale}: the catalog is missing`);
      continue;
    }
    for (const id of Object.keys(english)) {
      if (!(id in catalog)) problems.push(`${locale}: "${id}" is missing`);
    }
    for (const [id, text] of Object.entries(catalog)) {
      if (!(id in english)) {
        problems.push(`${locale}: "${id}" is not in the English catalog`);
        continue;
      }
      if (typeof text !== 'string') {
        problems.push(`${locale}: "${id}" is not a string`);
        continue;
      }
      const tokens = compiled(text);
      if (tokens instanceof Error) {
        problems.push(`${locale}: "${id}" does not parse: ${tokens.message}`);
        continue;
      }
      if (locale === SOURCE_LOCALE) {
        englishPlaceholders.set(id, placeholdersOf(tokens));
        continue;
      }
      const known = englishPlaceholders.get(id);
      if (!known) continue;
      for (const name of placeholdersOf(tokens)) {
        if (!known.has(name))
          problems.push(`${locale}: "${id}" uses {${name}}, which English has not`);
      }
    }
  }
  return problems;
}
