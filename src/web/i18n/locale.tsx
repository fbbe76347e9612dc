import { createContext, use } from 'react';
import {
  isLocale,
  LOCALE_DETAILS,
  SOURCE_LOCALE,
  type Locale,
  type TextDirection,
} from '#contracts/i18n/locales.ts';

/**
 * The language a page is drawn in. The server chooses it for each page (its address says it)
 * and writes it as `<html lang>`; the browser reads it back from there, so both draw the same.
 */
export const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

export const useLocale = (): Locale => use(LocaleContext);

/** The page's writing direction, from its language. */
export const useDirection = (): TextDirection => LOCALE_DETAILS[useLocale()].direction;

/** The language the server drew the page in (`<html lang>`), or the source language. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
}
