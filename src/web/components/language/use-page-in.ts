import { useHref, useLocation } from 'react-router';
import type { Locale } from '#contracts/i18n/locales.ts';
import { useLocale } from '#web/i18n/locale.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { pageIn } from './language-choice.ts';

/** The address of the page shown in a language, as `pageIn` gives it. */
export function usePageIn(): (locale: Locale) => string {
  const { pathname, search } = useLocation();
  const pageLocale = useLocale();
  // The server draws a page from the query parameters it reads only: the reader's full query is
  // added once the page is hydrated, so hydration finds the server's links.
  const query = useHydrated() ? search : '';
  // The router's basename is the page's language prefix (none for the default language).
  const prefixed = useHref('/') !== '/';
  return (locale) => pageIn(locale, { path: `${pathname}${query}`, pageLocale, prefixed });
}
