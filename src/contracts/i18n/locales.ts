/** The interface languages Hearth ships, English first: the catalogs in `catalogs/` hold them. */
export const LOCALES = ['en', 'es', 'fr', 'ar', 'sw'] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of a client that names none Hearth speaks (or `*`), and the catalogs' source. */
export const SOURCE_LOCALE: Locale = 'en';

export type TextDirection = 'ltr' | 'rtl';

/** Each language's name in itself, and the direction it is written in. */
export const LOCALE_DETAILS: Record<Locale, { name: string; direction: TextDirection }> = {
  en: { name: 'English', direction: 'ltr' },
  es: { name: 'Español', direction: 'ltr' },
  fr: { name: 'Français', direction: 'ltr' },
  ar: { name: 'العربية', direction: 'rtl' },
  sw: { name: 'Kiswahili', direction: 'ltr' },
};

/** The answer to a language Hearth does not ship. */
export const UNSUPPORTED_LOCALE = `Choose one of the languages Hearth speaks: ${LOCALES.join(', ')}`;

/** The answer to a content `language` that is not a BCP 47 language tag. */
export const INVALID_LANGUAGE = 'The language must be a language tag such as en, es-MX or ar';

/** A BCP 47 language tag in its canonical form (`ES-mx` is `es-MX`), or null when it is none. */
export function canonicalLanguageTag(value: string): string | null {
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A flat catalog: message id to its ICU MessageFormat text. */
export type Catalog = Record<string, string>;

/** One locale's catalog, loaded on its own so that a page downloads only its language's. */
export const loadCatalog = async (locale: Locale): Promise<Catalog> =>
  (await import(`./catalogs/${locale}.json`)).default as Catalog;
