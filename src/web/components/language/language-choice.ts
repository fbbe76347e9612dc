import { isLocale, type Locale } from '#contracts/i18n/locales.ts';

/**
 * A visitor's choice of language, kept in a cookie (decision 034): the language menu saves it,
 * the language banner reads it and saves it when dismissed. A member's is their account's
 * `locale`, saved too when they choose from the menu.
 */
export const LOCALE_COOKIE = 'hearth_locale';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function savedLocale(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

export function saveLocale(locale: Locale) {
  const attributes = `path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
  document.cookie = `${LOCALE_COOKIE}=${locale}; ${attributes}`;
}

/** The first of the browser's languages (its `Accept-Language`) that Hearth speaks. */
export function browserLocale(): Locale | null {
  for (const tag of navigator.languages) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * The address of the page shown (`path`, within its language) in another language. From a page
 * without a prefix, the page's language is the default, which stays unprefixed; from a prefixed
 * page the default is not known here, and its prefix is moved (301) to the address without it.
 */
export function pageIn(
  locale: Locale,
  { path, pageLocale, prefixed }: { path: string; pageLocale: Locale; prefixed: boolean },
) {
  if (!prefixed && locale === pageLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
