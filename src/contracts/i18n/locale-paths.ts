import { isLocale, LOCALES, type Locale } from './locales.ts';

/**
 * Each language's address of a page (decision 034): the installation's default language
 * unprefixed (`/post/a`), every other under its code (`/es/post/a`).
 */

/** The language a path is prefixed with, and the path within it; no prefix, no language. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !isLocale(match[1])) return { locale: null, path: pathname };
  return { locale: match[1], path: match[2] || '/' };
}

/** The prefix of a language's addresses: none for the default language. */
export const localeBasename = (locale: Locale, defaultLocale: Locale) =>
  locale === defaultLocale ? '' : `/${locale}`;

/** A page's path (with its query, if any) under a language's prefix (none: as it is). */
export function prefixedPath(path: string, prefix: string): string {
  if (!prefix) return path;
  return path === '/'
    ? prefix
    : path.startsWith('/?')
      ? `${prefix}${path.slice(1)}`
      : `${prefix}${path}`;
}

/** A page's path (with its query, if any) in a language. */
export const localizedPath = (path: string, locale: Locale, defaultLocale: Locale) =>
  prefixedPath(path, localeBasename(locale, defaultLocale));

/** Every language's path of a page, the default language's first. */
export const localizedPaths = (path: string, defaultLocale: Locale) =>
  [defaultLocale, ...LOCALES.filter((locale) => locale !== defaultLocale)].map((locale) => ({
    locale,
    path: localizedPath(path, locale, defaultLocale),
  }));
