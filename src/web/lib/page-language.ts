import { prefixedPath, splitLocalePrefix } from '#contracts/i18n/locale-paths.ts';
import { documentLocale } from '#web/i18n/locale.tsx';

/**
 * The language prefix of the page shown, for code that leaves the router (a full page load) or
 * reads `window.location` itself: the router's own paths have no prefix (its `basename` is it),
 * the browser's have one under any language but the default (`/es/sign-in`).
 */

/** The path of a page within its language: `/es/sign-in` is `/sign-in`, `/sign-in` stays. */
export const pathInLanguage = (pathname: string) => splitLocalePrefix(pathname).path;

/** An app path (with its query) in the language of the page at `pathname`: `/es/…` gives `/es/sign-in`. */
export function pathInPageLanguage(path: string, pathname: string) {
  const { locale } = splitLocalePrefix(pathname);
  return prefixedPath(path, locale ? `/${locale}` : '');
}

/**
 * The header that asks the API to answer in the page's language, not the browser's: a visitor on
 * `/es/…` gets Spanish messages and Spanish mail whatever their browser prefers. None on the
 * server (its renderer reads the API as a visitor of no language).
 */
export function pageLanguageHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  return { 'accept-language': documentLocale() };
}
