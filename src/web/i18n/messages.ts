import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { Namespace } from './namespaces.ts';

/**
 * The web's catalogs, one file a namespace and language (`catalogs/<namespace>/<locale>.json`),
 * each its own chunk: a page downloads only its language's messages of the namespaces it draws.
 * The build compiles their ICU text (`scripts/vite-compiled-catalogs.ts`), so the browser
 * formats them without a parser.
 */
const catalogFiles = import.meta.glob<Messages>('./catalogs/*/*.json', { import: 'default' });

/** One Lingui instance a language: a server drawing pages in two languages never mixes them. */
const instances = new Map<Locale, I18n>();
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const keyOf = (locale: Locale, namespace: Namespace) => `./catalogs/${namespace}/${locale}.json`;

export const isNamespaceLoaded = (locale: Locale, namespace: Namespace) =>
  loaded.has(keyOf(locale, namespace));

/** Loads a namespace's messages in a language, once; later calls share the first load. */
export function loadNamespace(locale: Locale, namespace: Namespace): Promise<void> {
  const key = keyOf(locale, namespace);
  let load = loads.get(key);
  if (!load) {
    const file = catalogFiles[key];
    if (!file) throw new Error(`No catalog ${key}`);
    load = file().then((messages) => {
      i18nFor(locale).load(locale, messages);
      loaded.add(key);
    });
    loads.set(key, load);
  }
  return load;
}

export const loadNamespaces = (locale: Locale, namespaces: readonly Namespace[]) =>
  Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
