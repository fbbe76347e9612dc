import { setupI18n, type I18n, type Messages, type Values } from '@lingui/core';
import type { Locale } from '#contracts/i18n/locales.ts';
import { INTL_LOCALES } from '#web/lib/format.ts';
import type { Namespace } from './namespaces.ts';

/**
 * The web's catalogs, one file a namespace and language (`catalogs/<namespace>/<locale>.json`),
 * each its own chunk: a page downloads only its language's messages of the namespaces it draws.
 * The build compiles their ICU text (`scripts/vite-compiled-catalogs.ts`), so the browser
 * formats them without a parser. The map of a language's chunks is a chunk of its own
 * (`catalog-files/<locale>.ts`): a page loads the map of its language only.
 */
export type CatalogFiles = Record<string, () => Promise<{ default: Messages }>>;

const catalogFilesOf = import.meta.glob<CatalogFiles>('./catalog-files/*.ts', {
  import: 'catalogFiles',
});

/**
 * The build's modules (Vite's manifest keys, paths under `src/web`) holding a page's messages in
 * its language: the server names their chunks in the page, so the browser fetches them with the
 * app rather than one after another.
 */
export const catalogModules = (locale: Locale, namespaces: readonly Namespace[]) => [
  `i18n/catalog-files/${locale}.ts`,
  ...namespaces.map((namespace) => `i18n/catalogs/${namespace}/${locale}.json`),
];

/** One Lingui instance a language: a server drawing pages in two languages never mixes them. */
const instances = new Map<Locale, I18n>();
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // Numbers in messages (`#`, `{n, number}`) in the same `Intl` locale as `useFormat`'s.
    i18n = setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const keyOf = (locale: Locale, namespace: Namespace) => `../catalogs/${namespace}/${locale}.json`;

export const isNamespaceLoaded = (locale: Locale, namespace: Namespace) =>
  loaded.has(keyOf(locale, namespace));

/**
 * Loads a namespace's messages in a language, once; later calls share the first load. The
 * promise says when it has settled as React's `use` reads a promise (`status`), so a component
 * asking for messages already loaded draws at once instead of suspending for a tick.
 */
export function loadNamespace(locale: Locale, namespace: Namespace): Promise<void> {
  const key = keyOf(locale, namespace);
  let load = loads.get(key);
  if (!load) {
    const loading: Promise<void> & { status?: 'fulfilled' } = catalogFilesOf[
      `./catalog-files/${locale}.ts`
    ]!().then(async (files) => {
      const file = files[key];
      if (!file) throw new Error(`No catalog ${key}`);
      i18nFor(locale).load(locale, (await file()).default);
      loaded.add(key);
      loading.status = 'fulfilled';
    });
    load = loading;
    loads.set(key, load);
  }
  return load;
}

const translators = new Map<Locale, (id: string, values?: Values) => string>();

/** Formats any loaded message of a language by its id (`useMessages` types it by namespace). */
export function translatorOf(locale: Locale) {
  let translate = translators.get(locale);
  if (!translate) {
    const i18n = i18nFor(locale);
    translate = (id, values) => i18n._(id, values);
    translators.set(locale, translate);
  }
  return translate;
}

export const loadNamespaces = (locale: Locale, namespaces: readonly Namespace[]) =>
  Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
