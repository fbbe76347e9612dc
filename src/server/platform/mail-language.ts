import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { majorUnitsOf, type Currency } from '#contracts/currency.constants.ts';
import { localizedPath } from '#contracts/i18n/locale-paths.ts';
import { isLocale, LOCALES, SOURCE_LOCALE, type Locale } from '#contracts/i18n/locales.ts';
import type { MessageValues } from '#contracts/i18n/translator.ts';
import { translator } from './i18n.ts';

/**
 * The words of what Hearth sends (e-mails, pushes) in their recipient's language: the account's
 * `locale`, or for a visitor the language they asked in, kept with what they asked for.
 */

/** The web's cookie of a visitor's chosen language (`web/components/language/language-choice.ts`). */
const LOCALE_COOKIE = 'hearth_locale';

/**
 * The language a visitor chose when asking for something that mails them later: their saved
 * choice (the language menu's cookie), else the first language of `Accept-Language` Hearth
 * speaks, else the installation's.
 */
export function chosenLocale(
  request: Pick<FastifyRequest, 'headers' | 'cookies'>,
  defaultLocale: Locale,
): Locale {
  const saved = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(saved)) return saved;
  if (!request.headers['accept-language']) return defaultLocale;
  const preferred = new Negotiator(request).language([...LOCALES]);
  return isLocale(preferred) ? preferred : defaultLocale;
}

/** A stored language (an account's, a subscription's), or the installation's when there is none. */
export const recipientLocale = (stored: string | null | undefined, defaultLocale: Locale) =>
  isLocale(stored) ? stored : defaultLocale;

/** A catalog message in `locale`. */
export const say = (locale: Locale, id: string, values?: MessageValues) =>
  translator.translate(locale, { id, values });

/** The sign-off of every mail. */
export const signOff = (locale: Locale) => say(locale, 'mail.signOff');

const intlLocale = (locale: Locale) => (locale === SOURCE_LOCALE ? 'en-US' : locale);

/** A day as mails write it, in UTC: "Jan 5, 2027" (`short`) or "January 5, 2027" (`long`). */
export const mailDay = (locale: Locale, date: Date, month: 'short' | 'long' = 'short') =>
  date.toLocaleDateString(intlLocale(locale), {
    month,
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A point in time as mails write it, in UTC: "Jan 5, 2027, 3:04 PM". */
export const mailInstant = (locale: Locale, date: Date) =>
  date.toLocaleString(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

/**
 * An amount stored in minor units, in the reader's locale and the case's currency. English keeps
 * the text receipts always had (`english`, the caller's), so English mails read as before.
 */
export function mailMoney(
  locale: Locale,
  currency: Currency,
  minorUnits: number,
  english: (currency: Currency, minorUnits: number) => string,
) {
  if (locale === SOURCE_LOCALE) return english(currency, minorUnits);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    majorUnitsOf(minorUnits, currency),
  );
}

/** A page of the site in the reader's language: `/sign-in` is `/es/sign-in` in Spanish. */
export const pageUrl = (publicUrl: string, path: string, locale: Locale, defaultLocale: Locale) =>
  `${publicUrl}${localizedPath(path, locale, defaultLocale)}`;

/**
 * A notification's words (its title or message, stored in English) in the recipient's language,
 * found from the English text among the catalog's `notifications.*` messages; text the catalog
 * does not know stays as it is.
 */
export function notificationText(locale: Locale, english: string) {
  if (locale === SOURCE_LOCALE) return english;
  const descriptor = translator.recognize(english, (id) => id.startsWith('notifications.'));
  return descriptor ? translator.translate(locale, descriptor) : english;
}
